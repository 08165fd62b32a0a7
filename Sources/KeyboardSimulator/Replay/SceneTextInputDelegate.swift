import KeyboardCore

/// The text-input delegate a scene installs on an input whose `shouldBeginEditing`,
/// `shouldEndEditing` or `shouldReturn` key is `false`: it answers those three questions as
/// the scene says and allows everything else.
///
/// The live scene keeps it (inputs hold their delegates weakly, as UIKit's do).
final class SceneTextInputDelegate: TextInputDelegate {
  var shouldBeginEditing = true
  var shouldEndEditing = true
  var shouldReturn = true

  func textInputShouldBeginEditing(_ input: any TextInput) -> Bool { shouldBeginEditing }

  func textInputShouldEndEditing(_ input: any TextInput) -> Bool { shouldEndEditing }

  func textInputShouldReturn(_ input: any TextInput) -> Bool { shouldReturn }
}
