import KeyboardCore
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// A scene's `notes`: what it only approximates (an importer's list), read, written back and
// printed under "Approximated" in the text report and as an array in the JSON report.
final class SceneNotesTests: XCTestCase {
  private let text = """
    { "format": 1, "name": "Imported", "description": "Imported from Main.storyboard.",
      "notes": ["Stack views are plain views.", "Constraints are not solved."],
      "screen": { "width": 320, "height": 568 },
      "root": { "view": { "subviews": [
        { "id": "email", "kind": "textField", "frame": [20, 400, 280, 30] } ] } } }
    """

  func testNotes_readWrittenBackAndReported() throws {
    let scene = try SceneLoader.parse(text, file: "imported.json")
    XCTAssertEqual(scene.notes, ["Stack views are plain views.", "Constraints are not solved."])
    XCTAssertEqual(try SceneLoader.parse(scene.sceneFileText, file: "again.json"), scene)
    let report = try Simulator(scene: scene).run()
    XCTAssertEqual(report.notes, scene.notes)
    let lines = TextReport.render(report).split(separator: "\n").map(String.init)
    let start = try XCTUnwrap(lines.firstIndex(of: "Approximated:"))
    XCTAssertEqual(
      Array(lines[start...(start + 2)]),
      ["Approximated:", "  - Stack views are plain views.", "  - Constraints are not solved."])
    let json = JSONReport.render([report])
    let notes = try XCTUnwrap(json.range(of: #""notes""#))
    let after = json[notes.upperBound...]
    let first = try XCTUnwrap(after.range(of: #""Stack views are plain views.""#))
    let second = try XCTUnwrap(after.range(of: #""Constraints are not solved.""#))
    XCTAssertLessThan(first.lowerBound, second.lowerBound)
  }

  func testNotes_notAListOfStrings_namesThePath() {
    let bad = text.replacingOccurrences(of: #""Constraints are not solved.""#, with: "7")
    XCTAssertThrowsError(try SceneLoader.parse(bad, file: "imported.json")) { error in
      XCTAssertEqual(
        "\(error)", "imported.json: $.notes[1]: expected a string, found 7")
    }
  }
}
