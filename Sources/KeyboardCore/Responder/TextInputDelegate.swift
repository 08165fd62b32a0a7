/// The object a text input asks before, and tells after, editing events; the merge of
/// `UITextFieldDelegate` and `UITextViewDelegate`.
///
/// Every method has a default implementation (allow, do nothing), so a delegate implements
/// only what it needs. The managers in this package never replace an input's delegate: it
/// keeps receiving every call whatever managers are attached.
public protocol TextInputDelegate: AnyObject {
  /// Asked before the input becomes the first responder; `false` refuses.
  func textInputShouldBeginEditing(_ input: any TextInput) -> Bool
  /// Told after the input became the first responder.
  func textInputDidBeginEditing(_ input: any TextInput)
  /// Asked before the input stops being the first responder; `false` keeps it.
  func textInputShouldEndEditing(_ input: any TextInput) -> Bool
  /// Told after the input stopped being the first responder.
  func textInputDidEndEditing(_ input: any TextInput)
  /// Asked when the return key is pressed in a single-line input; `false` consumes the press
  /// (no manager moves focus).
  func textInputShouldReturn(_ input: any TextInput) -> Bool
  /// Asked before text is inserted or replaced; `false` rejects the change.
  ///
  /// For a text view a return press arrives here as `"\n"` first.
  func textInput(
    _ input: any TextInput, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool
}

extension TextInputDelegate {
  /// Allows editing to begin.
  public func textInputShouldBeginEditing(_ input: any TextInput) -> Bool { true }
  /// Does nothing.
  public func textInputDidBeginEditing(_ input: any TextInput) {}
  /// Allows editing to end.
  public func textInputShouldEndEditing(_ input: any TextInput) -> Bool { true }
  /// Does nothing.
  public func textInputDidEndEditing(_ input: any TextInput) {}
  /// Lets the return key through to the managers.
  public func textInputShouldReturn(_ input: any TextInput) -> Bool { true }
  /// Allows the change.
  public func textInput(
    _ input: any TextInput, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool { true }
}
