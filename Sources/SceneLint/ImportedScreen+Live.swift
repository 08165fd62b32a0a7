import KeyboardSimulator
import SceneFormat
import SceneImport

extension ImportedScreen {
  /// Builds the screen into a live view tree with its managers, ready to replay.
  ///
  /// ```swift
  /// let screen = try InterfaceBuilderImport(documents: [document]).screen(named: "signIn")
  /// let live = try screen.makeLiveScene()
  /// live.view(withID: "emailAddress")   // the TextField
  /// ```
  ///
  /// - Returns: The live scene.
  /// - Throws: `SceneError` when the scene does not validate (the importers validate every
  ///   scene they make, so this does not happen for their screens).
  public func makeLiveScene() throws(SceneError) -> LiveScene {
    try Simulator(scene: scene, file: name + ".json").live
  }
}
