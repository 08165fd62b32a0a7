import KeyboardCore
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
    let live = try Simulator(scene: scene, file: name + ".json").live
    live.setAlignmentInsets(alignmentInsets)
    return live
  }
}

extension LiveScene {
  /// Sets the alignment rect insets an import read (which scene files cannot hold) on the
  /// views with those ids, so the next layout pass aligns by them.
  ///
  /// - Parameter insets: The insets by view id.
  func setAlignmentInsets(_ insets: [String: Insets]) {
    for (id, value) in insets.sorted(by: { $0.key < $1.key }) {
      view(withID: id)?.alignmentRectInsets = value
    }
  }
}
