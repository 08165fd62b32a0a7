import Foundation
import KeyboardCore
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

final class SceneLoaderTests: XCTestCase {
  /// One malformed input and the exact message it must produce.
  struct Case {
    var name: String
    var text: String
    var message: String
    var line: UInt
  }

  static func replacing(_ old: String, with new: String, steps: String = "", extra: String = "")
    -> String
  {
    let base = Fixtures.scene(steps: steps, extra: extra)
    precondition(base.contains(old), "fixture does not contain \(old)")
    return base.replacingOccurrences(of: old, with: new)
  }

  static let field0 = "$.root.view.subviews[0]"
  static let emailFrame = "\"frame\": [20, 400, 280, 30]"

  static let cases: [Case] = [
    Case(
      name: "empty file", text: "",
      message: "test.json: $: the file is empty; expected a JSON object", line: #line),
    Case(
      name: "truncated JSON", text: "{\"format\": 1, \"screen\": {\"width\": 320,",
      message:
        "test.json: $.screen: unexpected end of input at line 1, column 39 (the file is "
        + "truncated); expected a key in quotes", line: #line),
    Case(
      name: "truncated string", text: "{\"format\": 1, \"name\": \"Log",
      message:
        "test.json: $.name: unexpected end of input at line 1, column 27 (the file is "
        + "truncated); expected the closing \"", line: #line),
    Case(
      name: "invalid character", text: "{\"format\": 1, \"screen\": x}",
      message:
        "test.json: $.screen: invalid JSON at line 1, column 25: unexpected character \"x\"; "
        + "expected a value", line: #line),
    Case(
      name: "trailing comma", text: "{\"format\": 1,}",
      message:
        "test.json: $: invalid JSON at line 1, column 14: unexpected character \"}\"; expected a "
        + "key in double quotes", line: #line),
    Case(
      name: "duplicate key", text: "{\"format\": 1, \"format\": 1}",
      message: "test.json: $.format: duplicate key \"format\"", line: #line),
    Case(
      name: "number out of range",
      text: replacing("\"width\": 320", with: "\"width\": 1e999"),
      message: "test.json: $.screen.width: expected a finite number, found 1e999 (out of range)",
      line: #line),
    Case(
      name: "not an object", text: "[1]",
      message: "test.json: $: expected an object, found an array of 1", line: #line),
    Case(
      name: "missing format", text: replacing("\"format\": 1,", with: ""),
      message: "test.json: $: missing key \"format\"", line: #line),
    Case(
      name: "unsupported format", text: replacing("\"format\": 1,", with: "\"format\": 2,"),
      message: "test.json: $.format: expected 1 (the only format this version reads), found 2",
      line: #line),
    Case(
      name: "format as a string", text: replacing("\"format\": 1,", with: "\"format\": \"1\","),
      message: "test.json: $.format: expected a number, found a string (\"1\")", line: #line),
    Case(
      name: "unknown key with a suggestion", text: replacing("\"steps\"", with: "\"stpes\""),
      message: "test.json: $.stpes: unknown key; did you mean \"steps\"?", line: #line),
    Case(
      name: "unknown key without a suggestion", text: Fixtures.scene(extra: "\"colour\": \"red\""),
      message:
        "test.json: $.colour: unknown key; expected one of format, name, description, notes, screen, "
        + "window, keyboard, automaticKeyboard, manager, root, expect, steps", line: #line),
    Case(
      name: "unknown view kind",
      text: replacing("\"kind\": \"textField\"", with: "\"kind\": \"button\""),
      message:
        "test.json: \(field0).kind: expected one of view, scrollView, tableView, collectionView, "
        + "textField, textView, stackView; found a string (\"button\")", line: #line),
    Case(
      name: "key of another kind",
      text: replacing(emailFrame, with: emailFrame + ", \"contentSize\": [280, 30]"),
      message:
        "test.json: \(field0).contentSize: a textField has no \"contentSize\"; its keys are id, "
        + "kind, frame, isHidden, alpha, isUserInteractionEnabled, tag, autoresizing, "
        + "layoutMargins, insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins, text, "
        + "placeholder, returnKeyType, distanceFromKeyboard, enableMode, ignoresNavigation, "
        + "keyboardType, isSecureTextEntry, textContentType, next, previous, shouldBeginEditing, "
        + "shouldEndEditing, shouldReturn, isEnabled, inputViewHeight, inputAccessoryViewHeight, "
        + "constraints, translatesAutoresizingMaskIntoConstraints, contentHugging, "
        + "compressionResistance, keyboardLayoutGuide",
      line: #line),
    Case(
      name: "duplicate id", text: replacing("\"id\": \"password\"", with: "\"id\": \"email\""),
      message:
        "test.json: $.root.view.subviews[1].id: duplicate id \"email\" (first used at "
        + "\(field0).id)", line: #line),
    Case(
      name: "id shared by a controller and a view",
      text: replacing("\"id\": \"password\"", with: "\"id\": \"login\""),
      message:
        "test.json: $.root.view.subviews[1].id: duplicate id \"login\" (first used at $.root.id)",
      line: #line),
    Case(
      name: "malformed id", text: replacing("\"id\": \"email\"", with: "\"id\": \"first name\""),
      message:
        "test.json: \(field0).id: expected an id of letters, digits, _ and -, starting with a "
        + "letter or _; found \"first name\"", line: #line),
    Case(
      name: "reserved id", text: replacing("\"id\": \"email\"", with: "\"id\": \"none\""),
      message: "test.json: \(field0).id: \"none\" is reserved in expectations; choose another id",
      line: #line),
    Case(
      name: "reference to a missing id",
      text: Fixtures.scene(steps: "{ \"action\": \"focus\", \"field\": \"emial\" }"),
      message:
        "test.json: $.steps[0].field: no text input has the id \"emial\"; did you mean \"email\"?",
      line: #line),
    Case(
      name: "focus on a controller",
      text: Fixtures.scene(steps: "{ \"action\": \"focus\", \"field\": \"login\" }"),
      message: "test.json: $.steps[0].field: \"login\" is a plain controller, not a text input",
      line: #line),
    Case(
      name: "negative size", text: replacing(emailFrame, with: "\"frame\": [20, 400, 280, -30]"),
      message: "test.json: \(field0).frame: expected a width and height ≥ 0, found 280×-30",
      line: #line),
    Case(
      name: "frame with three numbers",
      text: replacing(emailFrame, with: "\"frame\": [20, 400, 280]"),
      message:
        "test.json: \(field0).frame: expected [x, y, width, height] (an array of 4 numbers), "
        + "found an array of 3", line: #line),
    Case(
      name: "frame element of the wrong type",
      text: replacing(emailFrame, with: "\"frame\": [20, \"400\", 280, 30]"),
      message: "test.json: \(field0).frame[1]: expected a number, found a string (\"400\")",
      line: #line),
    Case(
      name: "missing frame", text: replacing(", " + emailFrame, with: ""),
      message: "test.json: \(field0): missing key \"frame\"", line: #line),
    Case(
      name: "frame on a controller's view",
      text: replacing("\"view\": {", with: "\"view\": { \"frame\": [0, 0, 320, 568],"),
      message:
        "test.json: $.root.view.frame: a controller's view gets its frame from its container; "
        + "remove frame", line: #line),
    Case(
      name: "zero screen width", text: replacing("\"width\": 320", with: "\"width\": 0"),
      message: "test.json: $.screen.width: expected a number > 0, found 0", line: #line),
    Case(
      name: "wrong type", text: replacing("\"width\": 320", with: "\"width\": \"320\""),
      message: "test.json: $.screen.width: expected a number, found a string (\"320\")",
      line: #line),
    Case(
      name: "boolean of the wrong type",
      text: Fixtures.scene(extra: "\"automaticKeyboard\": \"yes\""),
      message: "test.json: $.automaticKeyboard: expected true or false, found a string (\"yes\")",
      line: #line),
    Case(
      name: "unknown strategy",
      text: Fixtures.scene(extra: "\"manager\": { \"strategy\": \"lift\" }"),
      message:
        "test.json: $.manager.strategy: expected one of moveRoot, scrollOnly, resizeRoot; found "
        + "a string (\"lift\")", line: #line),
    Case(
      name: "unknown action", text: Fixtures.scene(steps: "{ \"action\": \"tap\" }"),
      message:
        "test.json: $.steps[0].action: expected one of focus, resign, showKeyboard, "
        + "changeKeyboard, hideKeyboard, pressReturn, goNext, goPrevious, done, type, rotate, "
        + "resizeWindow, updateView, updateController, configure, reloadLayout, pressKey, push, "
        + "pop, present, dismiss, selectTab, addView, removeView, drag; found a string "
        + "(\"tap\")", line: #line),
    Case(
      name: "key of another action",
      text: Fixtures.scene(steps: "{ \"action\": \"goNext\", \"field\": \"email\" }"),
      message:
        "test.json: $.steps[0].field: a goNext step has no \"field\"; it takes no keys besides "
        + "note and expect", line: #line),
    Case(
      name: "two keyboard frames",
      text: Fixtures.scene(
        steps: "{ \"action\": \"showKeyboard\", \"frame\": [0, 352, 320, 216], \"height\": 216 }"),
      message:
        "test.json: $.steps[0].height: give only one of preset, frame and height (frame is "
        + "already given)", line: #line),
    Case(
      name: "predictive bar on a frame",
      text: Fixtures.scene(
        steps: "{ \"action\": \"showKeyboard\", \"height\": 216, \"predictive\": true }"),
      message:
        "test.json: $.steps[0].predictive: only the docked and undocked presets have a "
        + "predictive bar", line: #line),
    Case(
      name: "iPad keyboard on a phone",
      text: Fixtures.scene(extra: "\"keyboard\": { \"preset\": \"undocked\" }"),
      message:
        "test.json: $.keyboard.preset: the undocked keyboard exists only on iPad-sized screens "
        + "(shorter side ≥ 600); this screen is 320×568", line: #line),
    Case(
      name: "caret on a text field",
      text: Fixtures.scene(
        steps: "{ \"action\": \"updateView\", \"view\": \"email\", \"caretRect\": [0, 0, 2, 20] }"),
      message:
        "test.json: $.steps[0].caretRect: \"email\" is a textField; caretRect applies to text views",
      line: #line),
    Case(
      name: "return managers created at build time",
      text: Fixtures.scene(
        steps: "{ \"action\": \"configure\", \"returnManager\": { \"isEnabled\": false } }"),
      message:
        "test.json: $.steps[0].returnManager.isEnabled: return managers are created when the scene "
        + "is built; set isEnabled in $.manager.returnManager or in a controller's returnManager",
      line: #line),
    Case(
      name: "expectation without an operator",
      text: Fixtures.scene(
        steps: "{ \"action\": \"goNext\", \"expect\": [\"email.clearance 10\"] }"),
      message:
        "test.json: $.steps[0].expect[0]: expected \"subject operator value\" with one of ==, !=, "
        + "<, <=, >, >=; found \"email.clearance 10\"", line: #line),
    Case(
      name: "expectation with a misspelt property",
      text: Fixtures.scene(
        steps: "{ \"action\": \"goNext\", \"expect\": [\"email.clearence >= 10\"] }"),
      message:
        "test.json: $.steps[0].expect[0]: unknown property \"clearence\"; did you mean \"clearance\"?",
      line: #line),
    Case(
      name: "expectation on a property the view does not have",
      text: Fixtures.scene(
        steps: "{ \"action\": \"goNext\", \"expect\": [\"email.contentOffset.y == 0\"] }"),
      message:
        "test.json: $.steps[0].expect[0]: \"email\" is a textField; contentOffset.y applies to "
        + "scroll views, tables, collections and text views", line: #line),
    Case(
      name: "expectation ordering a name",
      text: Fixtures.scene(
        steps: "{ \"action\": \"goNext\", \"expect\": [\"email.returnKeyType >= next\"] }"),
      message: "test.json: $.steps[0].expect[0]: returnKeyType compares only with == or !=",
      line: #line),
    Case(
      name: "expectation with an unknown return key",
      text: Fixtures.scene(
        steps: "{ \"action\": \"goNext\", \"expect\": [\"email.returnKeyType == nxt\"] }"),
      message:
        "test.json: $.steps[0].expect[0]: expected one of default, go, google, join, next, route, "
        + "search, send, yahoo, done, emergencyCall, continue; found \"nxt\"", line: #line),
    Case(
      name: "tab index out of range",
      text: """
        {
          "format": 1,
          "screen": { "width": 320, "height": 568 },
          "root": { "kind": "tab", "selectedIndex": 3, "viewControllers": [{ "id": "a" }] }
        }
        """,
      message: "test.json: $.root.selectedIndex: expected an index from 0 to 0, found 3",
      line: #line),
    Case(
      name: "split view with one column",
      text: """
        {
          "format": 1,
          "screen": { "width": 1024, "height": 768 },
          "root": { "kind": "split", "viewControllers": [{ "id": "a" }] }
        }
        """,
      message:
        "test.json: $.root.viewControllers: expected two controllers (primary, secondary), found 1",
      line: #line),
    Case(
      name: "presenting from a child",
      text: """
        {
          "format": 1,
          "screen": { "width": 320, "height": 568 },
          "root": {
            "kind": "navigation",
            "viewControllers": [{ "id": "a", "presented": { "id": "b" } }]
          }
        }
        """,
      message:
        "test.json: $.root.viewControllers[0].presented: only the root controller, or a controller "
        + "it presents, can present (move it to $.root)", line: #line),
    Case(
      name: "content size of a table",
      text: replacing(
        "{ \"id\": \"password\", \"kind\": \"textField\", \"frame\": [20, 450, 280, 30] }",
        with:
          "{ \"kind\": \"tableView\", \"frame\": [0, 0, 320, 200], \"contentSize\": [320, 900] }"),
      message:
        "test.json: $.root.view.subviews[1].contentSize: a tableView's content size follows its "
        + "cells; remove contentSize", line: #line),
  ]

  func testParse_malformedInputs_reportFilePathAndExpectation() {
    for testCase in Self.cases {
      XCTAssertEqual(
        Fixtures.loadError(testCase.text), testCase.message, testCase.name, line: testCase.line)
    }
  }

  func testParse_validScene_readsDefaults() throws {
    let scene = try Fixtures.load(
      Fixtures.scene(steps: "{ \"action\": \"focus\", \"field\": \"email\" }"))
    XCTAssertEqual(scene.format, 1)
    XCTAssertEqual(scene.screen, Scene.ScreenSpec(width: 320, height: 568, scale: 2))
    XCTAssertEqual(scene.window.safeAreaInsets, Insets(top: 20))
    XCTAssertEqual(scene.keyboard, .standard)
    XCTAssertTrue(scene.automaticKeyboard)
    XCTAssertEqual(scene.root.kind, .plain)
    XCTAssertEqual(scene.root.view?.subviews.map(\.id), ["email", "password"])
    XCTAssertEqual(
      scene.root.view?.subviews.first?.frame, Rect(x: 20, y: 400, width: 280, height: 30))
    XCTAssertEqual(scene.steps.map(\.action), [.focus("email")])
  }

  func testLoad_missingFile_namesTheFile() {
    XCTAssertThrowsError(try SceneLoader.load(contentsOfFile: "/nonexistent/scene.json")) { error in
      XCTAssertEqual("\(error)", "/nonexistent/scene.json: no such file")
    }
  }

  func testValidate_sceneMadeInCode_reportsThePathAFileWouldHave() {
    var scene = Scene(
      screen: .init(width: 320, height: 568),
      root: .init(
        id: "form", view: .init(subviews: [.init(id: "a", kind: .textField, frame: .zero)])))
    scene.steps = [.init(.focus("b"))]
    XCTAssertThrowsError(try SceneLoader.validate(scene)) { error in
      XCTAssertEqual("\(error)", "scene: $.steps[0].field: no text input has the id \"b\"")
      XCTAssertTrue(error is SceneError)
    }
  }
}
