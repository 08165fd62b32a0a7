import KeyboardSimulator
import XCTest

// Issue 12: with resizeRoot, a flexible-height view shorter than the keyboard came back 216
// tall instead of 100 (autoresizing clamped it to 0, then grew it by the whole delta).
final class AutoresizingRestoreTests: XCTestCase {
  private func scene(autoresizing: String) -> String {
    """
    {
      "format": 1, "name": "resize",
      "screen": { "width": 320, "height": 568 },
      "manager": { "strategy": "resizeRoot" },
      "root": { "id": "form", "view": { "subviews": [
        { "id": "band", "frame": [0, 300, 320, 100], "autoresizing": [\(autoresizing)] },
        { "id": "email", "kind": "textField", "frame": [20, 500, 280, 30] }
      ] } },
      "steps": [
        { "action": "focus", "field": "email", "expect": ["form.frame.height == 352"] },
        { "action": "done", "expect": [
          "form.frame.height == 568", "band.frame.y == 300", "band.frame.height == 100"] }
      ]
    }
    """
  }

  func testResizeRoot_flexibleHeightShorterThanKeyboard_restoredExactly() throws {
    for mask in [
      "\"flexibleHeight\"", "\"flexibleHeight\", \"flexibleTopMargin\"",
      "\"flexibleTopMargin\", \"flexibleHeight\", \"flexibleBottomMargin\"",
      "\"flexibleBottomMargin\"",
    ] {
      let report = try Simulator(scene: try Fixtures.load(scene(autoresizing: mask))).run()
      let failed = report.steps.flatMap(\.expectations).filter { !$0.passed }
      XCTAssertEqual(failed.map { "\($0)" }, [], "mask \(mask)")
    }
  }
}
