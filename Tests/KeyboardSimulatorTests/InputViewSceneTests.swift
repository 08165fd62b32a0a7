import KeyboardCore
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// The input-view keys: a picker (inputViewHeight) replaces the keyboard, an accessory adds to
// it, and the simulated system reposts when focus moves to a field with other input views.
final class InputViewSceneTests: XCTestCase {
  private static func scene(steps: String) -> String {
    """
    {
      "format": 1, "name": "input views", "screen": { "width": 320, "height": 568 },
      "window": { "safeAreaInsets": { "top": 20 } },
      "root": { "id": "form", "view": { "subviews": [
        { "id": "name", "kind": "textField", "frame": [20, 200, 280, 30] },
        { "id": "picker", "kind": "textField", "frame": [20, 300, 280, 30],
          "inputViewHeight": 216, "inputAccessoryViewHeight": 44 },
        { "id": "notes", "kind": "textField", "frame": [20, 500, 280, 30],
          "inputAccessoryViewHeight": 44 }
      ] } },
      "steps": [\(steps)]
    }
    """
  }

  func testFocus_pickerWithAccessory_postsTheirSum260() throws {
    let report = try Fixtures.replay(
      Self.scene(steps: #"{ "action": "focus", "field": "picker" }"#))
    let step = try XCTUnwrap(report.steps.last)
    XCTAssertEqual(
      step.events,
      [
        "picker began editing", "editing began: the system shows the keyboard",
        "keyboard willShow: docked 320×260 at (0, 308)",
      ])
  }

  func testFocusMove_toFieldWithOtherInputViews_repostsAndTheRootFollows() throws {
    let report = try Fixtures.replay(
      Self.scene(
        steps: """
          { "action": "focus", "field": "name", "expect": ["keyboard.minY == 352"] },
          { "action": "focus", "field": "notes",
            "expect": ["keyboard.minY == 308", "form.frame.y == -232"] },
          { "action": "focus", "field": "picker", "expect": ["keyboard.minY == 308"] },
          { "action": "focus", "field": "name",
            "expect": ["keyboard.minY == 352", "form.frame.y == 0"] }
          """))
    XCTAssertTrue(report.isSuccess, TextReport.render(report))
    XCTAssertEqual(
      report.steps[2].events,
      [
        "notes began editing", "notes has other input views: the system reposts the keyboard",
        "keyboard willChangeFrame: docked 320×260 at (0, 308)",
      ])
    // The picker has the same total height as notes' keyboard with its accessory: no repost.
    XCTAssertEqual(report.steps[3].events, ["picker began editing"])
  }

  func testUpdateView_focusedFieldsHeights_repostAsReloadInputViews() throws {
    let report = try Fixtures.replay(
      Self.scene(
        steps: """
          { "action": "focus", "field": "notes", "expect": ["form.frame.y == -232"] },
          { "action": "updateView", "view": "notes", "inputAccessoryViewHeight": 0,
            "expect": ["keyboard.minY == 352", "form.frame.y == -188"] },
          { "action": "updateView", "view": "notes", "inputViewHeight": 100,
            "expect": ["keyboard.minY == 468", "form.frame.y == -72"] },
          { "action": "updateView", "view": "notes", "inputViewHeight": null,
            "expect": ["keyboard.minY == 352"] },
          { "action": "updateView", "view": "name", "inputViewHeight": 300,
            "expect": ["keyboard.minY == 352"] },
          { "action": "resign", "expect": ["form.frame.y == 0"] }
          """))
    XCTAssertTrue(report.isSuccess, TextReport.render(report))
    XCTAssertEqual(report.steps[5].events, ["updated name: inputViewHeight"])
  }

  func testHeightKeyboard_pickerReplacesIt_accessoryAdds() {
    let spec = Scene.KeyboardSpec(.height(300))
    let phone = Size(width: 320, height: 568)
    XCTAssertEqual(
      spec.frame(onScreenOf: phone, inputViewHeight: 216, inputAccessoryViewHeight: 44),
      Rect(x: 0, y: 308, width: 320, height: 260))
    XCTAssertEqual(
      spec.frame(onScreenOf: phone, inputViewHeight: nil, inputAccessoryViewHeight: 44),
      Rect(x: 0, y: 224, width: 320, height: 344))
    XCTAssertEqual(
      Scene.KeyboardSpec(.frame(Rect(x: 0, y: 1, width: 2, height: 3))).frame(
        onScreenOf: phone, inputViewHeight: 216, inputAccessoryViewHeight: 44),
      Rect(x: 0, y: 1, width: 2, height: 3))
  }

  func testPresets_areKeyboardCoresFrames() {
    for preset in Scene.KeyboardPreset.allCases {
      for predictive in [false, true] {
        let spec = Scene.KeyboardSpec(.preset(preset), isPredictive: predictive)
        let core = KeyboardPreset(named: preset.rawValue, isPredictive: predictive)
        XCTAssertEqual(spec.corePreset, core)
        for size in [Size(width: 320, height: 568), Size(width: 1024, height: 1366)] {
          XCTAssertEqual(
            spec.frame(onScreenOf: size, inputViewHeight: nil, inputAccessoryViewHeight: 44),
            core?.frame(onScreenOf: size, inputViewHeight: nil, inputAccessoryViewHeight: 44))
        }
      }
    }
  }

  func testDecoding_negativeHeight_namesThePath() {
    let text = Self.scene(steps: "").replacingOccurrences(
      of: "\"inputViewHeight\": 216", with: "\"inputViewHeight\": -1")
    XCTAssertEqual(
      Fixtures.loadError(text),
      "test.json: $.root.view.subviews[1].inputViewHeight: expected a number ≥ 0, found -1")
  }

  func testDecoding_onAPlainView_listsItsKeys() {
    let message = Fixtures.loadError(
      """
      { "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "kind": "view", "frame": [0, 0, 10, 10], "inputAccessoryViewHeight": 44 } ] } } }
      """)
    XCTAssertEqual(
      message,
      "test.json: $.root.view.subviews[0].inputAccessoryViewHeight: a view has no "
        + "\"inputAccessoryViewHeight\"; its keys are id, kind, frame, isHidden, alpha, "
        + "isUserInteractionEnabled, tag, autoresizing, layoutMargins, "
        + "insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins, subviews, "
        + "navigationGroup, isExcludedFromNavigation, constraints, "
        + "translatesAutoresizingMaskIntoConstraints, intrinsicContentSize, contentHugging, "
        + "compressionResistance, keyboardLayoutGuide")
  }

  func testUpdateView_inputViewHeightString_expectsNumberOrNull() {
    let message = Fixtures.loadError(
      Self.scene(steps: #"{ "action": "updateView", "view": "name", "inputViewHeight": "x" }"#))
    XCTAssertEqual(
      message,
      "test.json: $.steps[0].inputViewHeight: expected a number ≥ 0 or null, found a string "
        + "(\"x\")")
  }

  func testRoundTrip_inputViewKeysAndUpdates() throws {
    let scene = try Fixtures.load(
      Self.scene(
        steps: """
          { "action": "updateView", "view": "name", "inputViewHeight": null,
            "inputAccessoryViewHeight": 10 },
          { "action": "updateView", "view": "name", "inputViewHeight": 180 }
          """))
    let again = try Fixtures.load(scene.sceneFileText)
    XCTAssertEqual(again, scene)
    XCTAssertTrue(scene.sceneFileText.contains(#""inputViewHeight": null"#))
    XCTAssertEqual(again.root.view?.subviews[1].inputViewHeight, 216)
    XCTAssertEqual(again.root.view?.subviews[2].inputAccessoryViewHeight, 44)
  }
}
