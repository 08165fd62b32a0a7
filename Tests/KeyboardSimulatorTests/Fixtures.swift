import Foundation
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

/// Shared helpers: where the package's files are, and small scenes written inline.
enum Fixtures {
  /// The package's root directory, found from this file's path.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // KeyboardSimulatorTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Examples/`.
  static let examplesDirectory = packageRoot.appendingPathComponent("Examples")

  /// Every scene file under `Examples/`, sorted by name.
  static func exampleFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: examplesDirectory, includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "json" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// A small valid scene: a 320×568 phone with two fields in a plain controller, and the given
  /// steps (a JSON array's contents) and extra top-level members.
  static func scene(steps: String = "", extra: String = "") -> String {
    """
    {
      "format": 1,
      "name": "Tiny login",
      "screen": { "width": 320, "height": 568 },
      "window": { "safeAreaInsets": { "top": 20 } },\(extra.isEmpty ? "" : "\n  " + extra + ",")
      "root": {
        "id": "login",
        "view": {
          "subviews": [
            { "id": "email", "kind": "textField", "frame": [20, 400, 280, 30] },
            { "id": "password", "kind": "textField", "frame": [20, 450, 280, 30] }
          ]
        }
      },
      "steps": [\(steps)]
    }
    """
  }

  /// Loads a scene from text, failing the test on an error.
  static func load(
    _ text: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> Scene {
    do {
      return try SceneLoader.parse(text, file: "test.json")
    } catch {
      XCTFail("unexpected error: \(error)", file: file, line: line)
      throw error
    }
  }

  /// Replays a scene given as text.
  static func replay(
    _ text: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> ReplayReport {
    let scene = try load(text, file: file, line: line)
    return try Simulator(scene: scene, file: "test.json").run()
  }

  /// The error a scene's text produces, as the command prints it (without `error: `), or
  /// `nil` when it loads.
  static func loadError(_ text: String) -> String? {
    do {
      _ = try SceneLoader.parse(text, file: "test.json")
      return nil
    } catch {
      return error.description
    }
  }
}
