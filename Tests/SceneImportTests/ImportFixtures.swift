import Foundation
import SceneImport

/// The fixture files: storyboards, XIBs and view dumps written for these tests.
enum ImportFixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }

  static func document(_ name: String) throws -> InterfaceBuilderDocument {
    try InterfaceBuilderDocument(contentsOf: path(name))
  }

  /// The first screen imported from one fixture file.
  static func firstScreen(of name: String) throws -> ImportedScreen {
    let screens = try InterfaceBuilderImport(documents: [document(name)]).screens()
    guard let first = screens.first else { throw FixtureError.noScreen(name) }
    return first
  }

  enum FixtureError: Error { case noScreen(String) }

  /// Main.storyboard and Settings.storyboard, given together.
  static func storyboards() throws -> InterfaceBuilderImport {
    InterfaceBuilderImport(documents: [
      try document("Main.storyboard"), try document("Settings.storyboard"),
    ])
  }
}
