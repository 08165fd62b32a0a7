import Foundation
import KeyboardSimulator
import SceneFormat
import XCTest

// Each updateView key is declared once; the format reference's table must say the same.
final class SceneKeyDeclarationTests: XCTestCase {
  func testFormatReference_updateViewTable_matchesTheDeclaration() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = root.appendingPathComponent(
      "Sources/SceneFormat/SceneFormat.docc/SceneFileFormat.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    XCTAssertTrue(
      text.contains(Scene.ViewUpdate.referenceTable),
      "SceneFileFormat.md must hold this table:\n\(Scene.ViewUpdate.referenceTable)")
  }

  func testUpdateView_everyKeyRoundTripsThroughAFile() throws {
    let scene = try Fixtures.load(
      """
      {
        "format": 1, "name": "keys", "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "notes", "kind": "textView", "frame": [0, 100, 320, 200] }
        ] } },
        "steps": [ { "action": "updateView", "view": "notes", "frame": [0, 90, 320, 210],
          "isHidden": false, "alpha": 0.5, "isUserInteractionEnabled": true,
          "isEditable": true, "text": "a", "caretRect": [0, 0, 2, 20],
          "contentSize": [320, 400], "contentInset": { "bottom": 4 },
          "isScrollEnabled": true, "contentOffset": [0, 3], "distanceFromKeyboard": 12,
          "ignoresNavigation": false, "enableMode": "enabled" } ]
      }
      """)
    guard case .updateView(_, let update) = scene.steps.first?.action else {
      return XCTFail("not an updateView step")
    }
    XCTAssertEqual(update.alpha, 0.5)
    XCTAssertEqual(update.enableMode, .enabled)
    let again = try Fixtures.load(scene.sceneFileText)
    XCTAssertEqual(again.steps, scene.steps)
  }

  func testUpdateView_keyOnTheWrongKindOfView_namesWhereItApplies() {
    let message = Fixtures.loadError(
      """
      {
        "format": 1, "name": "keys", "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "email", "kind": "textField", "frame": [0, 100, 320, 30] }
        ] } },
        "steps": [ { "action": "updateView", "view": "email", "contentOffset": [0, 3] } ]
      }
      """)
    XCTAssertEqual(
      message,
      "test.json: $.steps[0].contentOffset: \"email\" is a textField; contentOffset applies to "
        + "scroll views, tables, collections and text views")
  }
}
