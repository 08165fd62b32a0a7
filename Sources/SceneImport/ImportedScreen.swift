import KeyboardCore
import SceneFormat

/// One screen made by an importer: a scene that replays it, its text inputs with the traits
/// the document gave them, and what the import approximated.
///
/// The scene's script focuses every text input in document order and then ends editing, so
/// replaying it (or `keyboard-sim --properties`) shows each input with the keyboard up.
public struct ImportedScreen: Sendable, Hashable {
  /// The screen's name: the document's name and the controller's or view's id
  /// (`Main.signIn`); also the scene file's base name.
  public var name: String
  /// The file the screen came from.
  public var source: String
  /// The scene.
  public var scene: Scene
  /// The screen's text inputs, in document order.
  public var inputs: [ImportedInput]
  /// What was approximated, one sentence each (also the scene's `notes`).
  public var notes: [String]
  /// The screen's table views and their heights (storyboards and XIBs only).
  public var tables: [ImportedTable] = []
  /// The Auto Layout constraints of the screen's views, in document order, as the document
  /// gives them (storyboards and XIBs only).
  ///
  /// The scene holds them as its views' `constraints`,
  /// except those in cells, and those a size class of the screen does not install.
  public var constraints: [ImportedConstraint] = []
  /// The constraints installed by size class (`<variation>`), with the view whose
  /// `constraints` list holds them and their text in the scene, so a linter can install each
  /// device's.
  package var varyingConstraints: [VaryingConstraint] = []
  /// The size Interface Builder laid the screen out at: its root view's stored frame (the
  /// screen's size when the document gives none).
  package var designSize: Size?
  /// The Auto Layout settings of the screen's views with an id, in document order.
  public var viewLayouts: [ImportedViewLayout] = []
  /// The alignment rect insets of views whose alignment rect is not their frame (symbol images
  /// in stacks), by scene id, read from the stored frames.
  ///
  /// Scene files cannot hold them: a live scene built from this screen
  /// (`makeLiveScene()` in `SceneLint`, the frame check, lint) sets them on its views.
  package var alignmentInsets: [String: Insets] = [:]

  /// A constraint installed by size class, as the scene writes it.
  package struct VaryingConstraint: Sendable, Hashable {
    /// The id of the view whose `constraints` list holds it.
    package var owner: String
    /// The constraint as the scene writes it.
    package var spec: Scene.ConstraintSpec
    /// The constraint as read, with its variations.
    package var constraint: ImportedConstraint
  }

  /// A note as a scene file keeps it: at most 1,000 characters, the longest string a scene
  /// file may hold.
  static func fileNote(_ note: String) -> String {
    note.count > 1000 ? String(note.prefix(999)) + "…" : note
  }
}

/// A text input of an imported screen and the traits its document gave it.
///
/// Scene files keep the return key, the placeholder, the keyboard type, secure entry and the
/// content type; the traits are kept here too, for reports.
public struct ImportedInput: Sendable, Hashable {
  /// The input's id in the scene.
  public var id: String
  /// Whether it is a text view (otherwise a text field).
  public var isTextView: Bool
  /// The traits from `<textInputTraits key="textInputTraits">` and the element's attributes.
  public var traits: TextInputTraits
  /// The document's `customClass`, if any.
  public var customClass: String?
}
