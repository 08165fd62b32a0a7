import KeyboardCore
import ReturnManager
import XCTest

@testable import KeyboardSimulator

/// Fails the test with every expectation of the report that did not hold.
func assertExpectationsHold(
  _ report: ReplayReport, file: StaticString = #filePath, line: UInt = #line
) {
  for step in report.steps {
    for result in step.expectations where !result.passed {
      XCTFail(
        "step \(step.index) (\(step.title)): \(result.text), found \(result.actual)", file: file,
        line: line)
    }
    for violation in step.invariantViolations {
      XCTFail("step \(step.index): \(violation)", file: file, line: line)
    }
  }
}

// pressKey steps, text-input traits and refusing delegates.
final class SessionStepsTests: XCTestCase {
  // MARK: pressKey

  func testPressKey_tab_movesToTheNextFieldAndReportsIt() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(
        steps: """
          { "action": "focus", "field": "email" },
          { "action": "pressKey", "key": "tab", "expect": ["firstResponder == password"] },
          { "action": "pressKey", "key": "shiftTab", "expect": ["firstResponder == email"] }
          """))
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[2].title, "pressKey tab")
    XCTAssertEqual(report.steps[2].events, ["key tab: handled, editing email → password"])
    XCTAssertEqual(report.steps[3].events, ["key shiftTab: handled, editing password → email"])
  }

  func testPressKey_tabWithNothingFocused_focusesTheFirstFieldAndTheKeyboardShows() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(
        steps: """
          { "action": "pressKey", "key": "tab",
            "expect": ["firstResponder == email", "login.frame.y == -88"] }
          """))
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[1].events.first, "key tab: handled, editing nothing → email")
  }

  func testPressKey_arrows_moveByPositionAndAnArrowWithNothingThereIsLeftToTheHost() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(
        steps: """
          { "action": "focus", "field": "email" },
          { "action": "pressKey", "key": "up", "expect": ["firstResponder == email"] },
          { "action": "pressKey", "key": "down", "expect": ["firstResponder == password"] },
          { "action": "pressKey", "key": "left", "expect": ["firstResponder == password"] }
          """))
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[2].events, ["key up: not handled (left to the host)"])
    XCTAssertEqual(report.steps[4].events, ["key left: not handled (left to the host)"])
  }

  func testPressKey_returnOnTheLastField_endsEditingAndTheKeyboardHides() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(
        steps: """
          { "action": "focus", "field": "password" },
          { "action": "pressKey", "key": "return",
            "expect": ["firstResponder == none", "keyboard.isVisible == false", "login.frame.y == 0"] }
          """))
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[2].events.first, "key return: handled, editing password → nothing")
  }

  func testPressKey_unknownKey_listsTheKeys() {
    let message = Fixtures.loadError(
      Fixtures.scene(steps: "{ \"action\": \"pressKey\", \"key\": \"escape\" }"))
    XCTAssertEqual(
      message,
      "test.json: $.steps[0].key: expected one of tab, shiftTab, return, up, down, left, right; "
        + "found a string (\"escape\")")
  }

  // MARK: Traits

  func testTraits_numberPadSecureAndContentType_reachTheLiveInputs() throws {
    let scene = try Fixtures.load(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "pin", "kind": "textField", "frame": [20, 100, 280, 30],
            "keyboardType": "numberPad", "isSecureTextEntry": true,
            "textContentType": "oneTimeCode" },
          { "id": "name", "kind": "textField", "frame": [20, 150, 280, 30] }
        ] } },
        "steps": [ { "action": "updateView", "view": "name", "keyboardType": "emailAddress",
          "isSecureTextEntry": true, "textContentType": "username" } ]
      }
      """)
    let simulator = try Simulator(scene: scene)
    _ = simulator.run()
    let pin = try XCTUnwrap(simulator.live.view(withID: "pin") as? TextField)
    let name = try XCTUnwrap(simulator.live.view(withID: "name") as? TextField)
    XCTAssertEqual(pin.keyboardType, .numberPad)
    XCTAssertTrue(pin.isSecureTextEntry)
    XCTAssertEqual(pin.textContentType, .oneTimeCode)
    XCTAssertEqual(name.keyboardType, .emailAddress)
    XCTAssertTrue(name.isSecureTextEntry)
    XCTAssertEqual(name.textContentType, .username)
    XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene)
  }

  func testTraits_contentTypeThatIsNotAName_isRefused() {
    let message = Fixtures.loadError(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "kind": "textField", "frame": [20, 100, 280, 30], "textContentType": "one time" }
        ] } }
      }
      """)
    XCTAssertEqual(
      message,
      "test.json: $.root.view.subviews[0].textContentType: expected a content type's name of "
        + "letters and digits (such as username, password, oneTimeCode), found a string "
        + "(\"one time\")")
  }

  // MARK: Delegates

  func testDelegate_refusesToBegin_focusFailsAndNoKeyboardShows() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "id": "form", "view": { "subviews": [
          { "id": "locked", "kind": "textField", "frame": [20, 400, 280, 30],
            "shouldBeginEditing": false }
        ] } },
        "steps": [
          { "action": "focus", "field": "locked",
            "expect": ["firstResponder == none", "keyboard.isVisible == false"] },
          { "action": "updateView", "view": "locked", "shouldBeginEditing": true },
          { "action": "focus", "field": "locked", "expect": ["firstResponder == locked"] }
        ]
      }
      """)
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[1].events.first?.hasPrefix("focus on locked failed"), true)
  }

  func testDelegate_refusesToEndAndToReturn_editingStaysAndReturnIsConsumed() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "id": "form", "view": { "subviews": [
          { "id": "code", "kind": "textField", "frame": [20, 400, 280, 30],
            "shouldEndEditing": false, "shouldReturn": false },
          { "id": "other", "kind": "textField", "frame": [20, 450, 280, 30] }
        ] } },
        "steps": [
          { "action": "focus", "field": "code" },
          { "action": "pressReturn", "expect": ["firstResponder == code"] },
          { "action": "resign", "expect": ["firstResponder == code", "keyboard.isVisible == true"] },
          { "action": "updateView", "view": "code", "shouldEndEditing": true, "shouldReturn": true },
          { "action": "pressReturn", "expect": ["firstResponder == other"] }
        ]
      }
      """)
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[2].events, ["return in code: consumed by its delegate"])
  }

  // MARK: Return-manager settings mid-session

  func testConfigure_returnManagerMidSession_relabelsTheForm() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(
        steps: """
          { "action": "configure", "returnManager": { "lastTextInputViewReturnKeyType": "go" },
            "expect": ["password.returnKeyType == go"] },
          { "action": "configure", "returnManager": { "wrapsAround": true },
            "expect": ["password.returnKeyType == next"] }
          """))
    assertExpectationsHold(report)
  }
}
