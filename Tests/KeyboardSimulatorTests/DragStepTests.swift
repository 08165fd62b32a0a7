import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// The drag step: a finger over a scroll view whose keyboardDismissMode is interactive or
// onDrag; the keyboard follows it, the manager follows the keyboard and restores exactly.
final class DragStepTests: XCTestCase {
  private static func scene(mode: String = "interactive", steps: String) -> String {
    """
    {
      "format": 1, "name": "chat", "screen": { "width": 320, "height": 568 },
      "window": { "safeAreaInsets": { "top": 20 } },
      "root": { "id": "chat", "view": { "subviews": [
        { "id": "messages", "kind": "scrollView", "frame": [0, 0, 320, 508],
          "contentSize": [320, 1200], "keyboardDismissMode": "\(mode)" },
        { "id": "message", "kind": "textField", "frame": [8, 516, 304, 36] }
      ] } },
      "steps": [ { "action": "focus", "field": "message", "expect": ["chat.frame.y == -210"] }\(
        steps.isEmpty ? "" : ",\n" + steps) ]
    }
    """
  }

  func testDrag_interactiveCancelled_followsEachFrameThenRestoresExactly() throws {
    let report = try Fixtures.replay(
      Self.scene(
        steps: """
          { "action": "drag", "scrollView": "messages", "to": [402, 452], "ends": "cancelled",
            "expect": ["chat.frame.y == -210", "keyboard.minY == 352", "firstResponder == message"] }
          """))
    XCTAssertTrue(report.isSuccess, TextReport.render(report))
    let step = report.steps[2]
    XCTAssertEqual(
      step.events,
      [
        "drag began (interactive): the keyboard rests at (0, 352, 320×216)",
        "finger at y 402: keyboard willChangeFrame (0, 402, 320×166)",
        "finger at y 452: keyboard willChangeFrame (0, 452, 320×116)",
        "finger lifted, cancelled: keyboard back to (0, 352, 320×216)",
      ])
    XCTAssertEqual(
      step.passes.flatMap(\.trace).filter { $0.hasPrefix("chat: moved") },
      [
        "chat: moved down 50 (origin y -210 → -160)",
        "chat: moved down 50 (origin y -160 → -110)",
        "chat: moved up 100 (origin y -110 → -210)",
      ])
  }

  func testDrag_interactiveDismissed_resignsAndRestoresTheRoot() throws {
    let report = try Fixtures.replay(
      Self.scene(
        steps: """
          { "action": "drag", "scrollView": "messages", "to": [552], "ends": "dismissed",
            "expect": ["chat.frame.y == 0", "keyboard.isVisible == false",
              "firstResponder == none"] }
          """))
    XCTAssertTrue(report.isSuccess, TextReport.render(report))
    XCTAssertEqual(
      report.steps[2].events.last,
      "finger lifted, dismissing: message ended editing, keyboard willHide")
  }

  func testDrag_onDrag_resignsAsTheFingerFirstMoves() throws {
    let report = try Fixtures.replay(
      Self.scene(
        mode: "onDrag",
        steps: """
          { "action": "drag", "scrollView": "messages", "to": [300],
            "expect": ["chat.frame.y == 0", "firstResponder == none"] }
          """))
    XCTAssertTrue(report.isSuccess, TextReport.render(report))
    XCTAssertEqual(
      report.steps[2].events,
      ["drag began (onDrag): message ended editing, keyboard willHide"])
  }

  func testDrag_withoutKeyboard_reportsWhyNothingHappened() throws {
    let text = Self.scene(steps: #"{ "action": "resign" }"#).replacingOccurrences(
      of: "\"action\": \"resign\" }",
      with: "\"action\": \"resign\" }, { \"action\": \"drag\", \"scrollView\": \"messages\", "
        + "\"to\": [400] }")
    let report = try Fixtures.replay(text)
    XCTAssertEqual(
      report.steps[3].events,
      ["drag began (interactive): no dismissal (nothing was being edited)"])
  }

  func testValidation_modeNone_isRefusedWithTheFix() {
    XCTAssertEqual(
      Fixtures.loadError(
        Self.scene(
          mode: "none", steps: #"{ "action": "drag", "scrollView": "messages", "to": [400] }"#)),
      "test.json: $.steps[1].scrollView: \"messages\"'s keyboardDismissMode is none here, so a "
        + "drag does nothing to the keyboard; give it \"interactive\" or \"onDrag\"")
  }

  func testValidation_modeSetByAnEarlierUpdate_isAccepted() throws {
    let text = Self.scene(
      mode: "none",
      steps: """
        { "action": "updateView", "view": "messages", "keyboardDismissMode": "onDrag" },
        { "action": "drag", "scrollView": "messages", "to": [400] }
        """)
    XCTAssertNil(Fixtures.loadError(text))
    let report = try Fixtures.replay(text)
    XCTAssertEqual(report.steps.last?.after.firstResponder, nil)
  }

  func testValidation_notAScrollView_andEmptyPositions() {
    XCTAssertEqual(
      Fixtures.loadError(
        Self.scene(steps: #"{ "action": "drag", "scrollView": "message", "to": [400] }"#)),
      "test.json: $.steps[1].scrollView: \"message\" is a textField, not a scroll view")
    XCTAssertEqual(
      Fixtures.loadError(
        Self.scene(steps: #"{ "action": "drag", "scrollView": "messages", "to": [] }"#)),
      "test.json: $.steps[1].to: expected at least one window y position for the finger, "
        + "such as [400, 450]")
    XCTAssertEqual(
      Fixtures.loadError(
        Self.scene(
          steps: #"{ "action": "drag", "scrollView": "messages", "to": [1], "ends": "up" }"#)),
      "test.json: $.steps[1].ends: expected one of dismissed, cancelled; found a string (\"up\")")
    XCTAssertEqual(
      Fixtures.loadError(
        Self.scene(steps: #"{ "action": "drag", "scrollView": "mesages", "to": [1] }"#)),
      "test.json: $.steps[1].scrollView: no scroll view has the id \"mesages\"; did you mean "
        + "\"messages\"?")
  }

  func testValidation_nonFinitePositionInCode_namesTheIndex() throws {
    var scene = try Fixtures.load(Self.scene(steps: ""))
    scene.steps.append(
      Scene.Step(.drag(Scene.Drag(scrollView: "messages", positions: [400, .nan]))))
    XCTAssertThrowsError(try SceneLoader.validate(scene, file: "code")) { error in
      XCTAssertEqual(
        "\(error)", "code: $.steps[1].to[1]: expected a finite window y, found nan")
    }
  }

  func testRoundTrip_dragAndDismissMode() throws {
    let scene = try Fixtures.load(
      Self.scene(
        steps: #"{ "action": "drag", "scrollView": "messages", "to": [400, 450.5] }"#))
    XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene)
    XCTAssertTrue(scene.sceneFileText.contains(#""keyboardDismissMode": "interactive""#))
    XCTAssertTrue(scene.sceneFileText.contains(#""ends": "cancelled""#))
  }
}
