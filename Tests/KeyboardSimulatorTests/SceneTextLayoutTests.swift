import KeyboardCore
import SimulatorReliability
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// Text views given by their lines: content size and caret from the text, the caret line ending
// clear, updateView of the text-layout keys, errors and round trips.
final class SceneTextLayoutTests: XCTestCase {
  /// A 320×548 text view at y 20 of a 320×568 phone (taller than the room above a keyboard)
  /// holding `lines` 3-character lines
  /// (`l00`, `l01`, …), with the given extra keys and steps.
  static func notes(lines: Int = 40, _ keys: String = "", steps: String = "") -> String {
    let text = (0..<lines).map { "\"l\($0 < 10 ? "0" : "")\($0)\"" }.joined(separator: ", ")
    return """
      {
        "format": 1, "name": "notes", "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "notes", "kind": "textView", "frame": [0, 20, 320, 548],
            "lines": [\(text)]\(keys) }
        ] } },
        "steps": [\(steps)]
      }
      """
  }

  func testLines_contentSizeAndCaretFollowTheText() throws {
    let report = try Fixtures.replay(Self.notes(", \"caretPosition\": 80"))
    let built = report.steps[0].after
    // 8 + 40 × 20 + 8.
    XCTAssertEqual(built.view(named: "notes")?.contentSize, Size(width: 320, height: 816))
    let scene = try Fixtures.load(Self.notes(", \"caretPosition\": 80"))
    let live = try SceneBuilder.build(scene)
    let notes = try XCTUnwrap(live.view(withID: "notes") as? TextView)
    // Character 80 starts line 20 (each line is 3 characters and a newline).
    XCTAssertEqual(notes.caretRect, Rect(x: 5, y: 408, width: 2, height: 20))
    XCTAssertEqual(notes.text.count, 159)
  }

  func testLines_caretLineOfATallTextView_endsClear() throws {
    let report = try Fixtures.replay(
      Self.notes(
        ", \"caretPosition\": 80", steps: "{ \"action\": \"focus\", \"field\": \"notes\" }"))
    let step = report.steps[1]
    // The caret's line (content 408…428, window 428…448) needs 106: the root rises 20 to the
    // top guide and the text view scrolls 86, so the line ends 10 above the keyboard at 352.
    XCTAssertEqual(step.clearance?.caretDistance, 10)
    XCTAssertEqual(step.after.view(named: "notes")?.contentOffset, Point(x: 0, y: 86))
    let scene = try Fixtures.load(
      Self.notes(
        ", \"caretPosition\": 80",
        steps: """
          { "action": "focus", "field": "notes" }, { "action": "type", "text": "\\n" },
          { "action": "resign" }
          """))
    XCTAssertNil(ReliabilityCheck.firstFailure(in: scene))
  }

  func testTextLayoutKeys_fontSizeInsetAndCharacterWidth_wrapAndSize() throws {
    let scene = try Fixtures.load(
      """
      {
        "format": 1, "name": "wrap", "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "notes", "kind": "textView", "frame": [0, 200, 120, 300],
            "lines": ["abcdefghijklmnopqrstuvwxyz", ""], "fontSize": 14,
            "textContainerInset": { "top": 4, "left": 10, "bottom": 6, "right": 10 },
            "characterWidth": 10, "caretPosition": 12 }
        ] } }
      }
      """)
    let live = try SceneBuilder.build(scene)
    let notes = try XCTUnwrap(live.view(withID: "notes") as? TextView)
    // 120 − 20 − 10 leaves 90: 9 characters a row, so 26 letters take 3 rows, the empty
    // line a fourth; rows of round(1.2 × 14) = 17.
    XCTAssertEqual(notes.lineHeight, 17)
    XCTAssertEqual(notes.contentSize, Size(width: 120, height: 4 + 4 * 17 + 6))
    // Character 12 is the fourth of the second row: x 10 + 5 + 3 × 10.
    XCTAssertEqual(notes.caretRect, Rect(x: 45, y: 21, width: 2, height: 17))
  }

  func testTextLayoutKeys_updateView_changeTextFontAndCaret() throws {
    let report = try Fixtures.replay(
      Self.notes(
        lines: 3,
        steps: """
          { "action": "updateView", "view": "notes", "lines": ["a", "b", "c", "d", "e"],
            "fontSize": 20, "textContainerInset": { "top": 0 }, "characterWidth": 8,
            "caretPosition": 2 }
          """))
    XCTAssertEqual(report.steps[0].after.view(named: "notes")?.contentSize?.height, 76)
    // Five lines of 24, no insets.
    XCTAssertEqual(report.steps[1].after.view(named: "notes")?.contentSize?.height, 120)
    let scene = try Fixtures.load(
      Self.notes(
        lines: 3,
        steps: "{ \"action\": \"updateView\", \"view\": \"notes\", \"caretPosition\": 2 }"))
    let simulator = try Simulator(scene: scene, file: "test.json")
    _ = simulator.run()
    let notes = try XCTUnwrap(simulator.live.view(withID: "notes") as? TextView)
    XCTAssertEqual(notes.caretRect, Rect(x: 5, y: 8, width: 2, height: 20))
  }

  func testTextLayoutKeys_roundTripThroughAFile() throws {
    for keys in [
      ", \"fontSize\": 14, \"caretPosition\": 3",
      ", \"textContainerInset\": { \"left\": 4 }, \"characterWidth\": 7.5",
    ] {
      let scene = try Fixtures.load(Self.notes(lines: 3, keys))
      XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene, keys)
    }
    let sized = try Fixtures.load(
      """
      {
        "format": 1, "name": "t", "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "notes", "kind": "textView", "frame": [0, 200, 320, 300],
            "text": "one\\n\\nthree\\n", "sizesContentToText": true }
        ] } }
      }
      """)
    XCTAssertTrue(sized.sceneFileText.contains("\"lines\""))
    XCTAssertEqual(try Fixtures.load(sized.sceneFileText), sized)
  }

  func testTextLayoutKeys_errors_nameThePathAndWhatWasExpected() {
    let notes = "test.json: $.root.view.subviews[0]"
    XCTAssertEqual(
      Fixtures.loadError(Self.notes(lines: 2, ", \"text\": \"x\"")),
      "\(notes).lines: give the text as text or as lines, not both")
    XCTAssertEqual(
      Fixtures.loadError(Self.notes(lines: 2, ", \"contentSize\": [320, 900]")),
      "\(notes).contentSize: the text lays out the content and the caret here (lines or "
        + "sizesContentToText); remove contentSize")
    XCTAssertEqual(
      Fixtures.loadError(Self.notes(lines: 2, ", \"caretPosition\": 8")),
      "\(notes).caretPosition: expected a position from 0 to 7 (the text's characters), found 8")
    XCTAssertEqual(
      Fixtures.loadError(Self.notes(lines: 2, ", \"sizesContentToText\": false")),
      "\(notes).sizesContentToText: lines lay the text out (sizesContentToText is true with "
        + "lines); remove it")
    XCTAssertEqual(
      Fixtures.loadError(Self.notes(lines: 2, ", \"fontSize\": 14, \"lineHeight\": 20")),
      "\(notes).fontSize: fontSize sets the line height (round(1.2 × fontSize)); give fontSize "
        + "or lineHeight")
    XCTAssertEqual(
      Fixtures.loadError(
        """
        {
          "format": 1, "name": "t", "screen": { "width": 320, "height": 568 },
          "root": { "view": { "subviews": [
            { "kind": "textView", "frame": [0, 200, 320, 300], "caretPosition": 0 }
          ] } }
        }
        """),
      "\(notes).caretPosition: caretPosition applies to a text view laid out from its text; "
        + "give lines or \"sizesContentToText\": true")
    XCTAssertEqual(
      Fixtures.loadError(Self.notes(lines: 2, ", \"lines\": 3")),
      "\(notes).lines: duplicate key \"lines\"")
  }
}
