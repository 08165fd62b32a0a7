import KeyboardCore
import SimulatorReliability
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// The stackView kind: its keys, their errors, a form of stacks in a scroll view, hidden arranged
// views collapsing on updateView, the updateView keys of stacks and rendering.
final class SceneStackViewTests: XCTestCase {
  /// Twelve 30-point fields 20 apart in a vertical stack sized to fit, in a full-screen scroll
  /// view of a 320×568 phone; the given steps.
  static func form(steps: String = "") -> String {
    let fields = (0..<12).map {
      "{ \"id\": \"f\($0)\", \"kind\": \"textField\", \"frame\": [0, 0, 0, 30] }"
    }
    return """
      {
        "format": 1, "name": "stack form", "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "scroll", "kind": "scrollView", "frame": [0, 0, 320, 568], "subviews": [
            { "id": "form", "kind": "stackView", "frame": [20, 20, 280, 0],
              "axis": "vertical", "spacing": 20, "sizesToFit": true,
              "arrangedSubviews": [\(fields.joined(separator: ", "))] }
          ] }
        ] } },
        "steps": [\(steps)]
      }
      """
  }

  func testStackForm_builtFromKeys_sizesToFitAndStacksTheFields() throws {
    let report = try Fixtures.replay(Self.form())
    let built = report.steps[0].after
    // 12 × 30 + 11 × 20 = 580; the scroll view's content fits the stack: 20 + 580.
    XCTAssertEqual(built.view(named: "form")?.frame, Rect(x: 20, y: 20, width: 280, height: 580))
    XCTAssertEqual(built.view(named: "form")?.role, .stackView)
    XCTAssertEqual(
      built.view(named: "f9")?.frameInWindow, Rect(x: 20, y: 470, width: 280, height: 30))
    XCTAssertEqual(built.view(named: "scroll")?.contentSize, Size(width: 300, height: 600))
  }

  func testStackForm_fieldInAStackInAScrollView_endsClear() throws {
    let report = try Fixtures.replay(
      Self.form(steps: "{ \"action\": \"focus\", \"field\": \"f9\" }"))
    let step = report.steps[1]
    // Bottom 500 + 10 − keyboard top 352: the scroll view scrolls 158.
    XCTAssertEqual(step.after.view(named: "scroll")?.contentOffset, Point(x: 0, y: 158))
    XCTAssertEqual(step.after.view(named: "f9")?.frameInWindow.maxY, 342)
    XCTAssertEqual(step.clearance?.distance, 10)
    XCTAssertNil(
      ReliabilityCheck.firstFailure(
        in: try Fixtures.load(
          Self.form(
            steps: """
              { "action": "focus", "field": "f9" }, { "action": "goNext" }, { "action": "resign" }
              """))))
  }

  func testStackForm_hidingAnArrangedView_collapsesItsRowAndRelayouts() throws {
    let report = try Fixtures.replay(
      Self.form(steps: "{ \"action\": \"updateView\", \"view\": \"f0\", \"isHidden\": true }"))
    let after = report.steps[1].after
    // f1 takes f0's place; each later field moves up 50 (30 and the spacing of 20); the last
    // one (fill) takes the 50 points left over at the end.
    XCTAssertEqual(after.view(named: "f1")?.frame, Rect(x: 0, y: 0, width: 280, height: 30))
    XCTAssertEqual(after.view(named: "f10")?.frame, Rect(x: 0, y: 450, width: 280, height: 30))
    XCTAssertEqual(after.view(named: "f11")?.frame, Rect(x: 0, y: 500, width: 280, height: 80))
    let shown = try Fixtures.replay(
      Self.form(
        steps: """
          { "action": "updateView", "view": "f0", "isHidden": true },
          { "action": "updateView", "view": "f0", "isHidden": false }
          """))
    XCTAssertEqual(shown.steps[2].after.view(named: "f1")?.frame.minY, 50)
    XCTAssertEqual(shown.steps[2].after.view(named: "f11")?.frame.height, 30)
  }

  func testStack_horizontalFillEquallyCentred_placesEachView() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "name": "row", "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "row", "kind": "stackView", "frame": [10, 100, 300, 40],
            "spacing": 10, "distribution": "fillEqually", "alignment": "center",
            "arrangedSubviews": [
              { "id": "first", "kind": "textField", "frame": [0, 0, 50, 20] },
              { "id": "last", "kind": "textField", "frame": [0, 0, 50, 30] }
            ] }
        ] } }
      }
      """)
    let built = report.steps[0].after
    XCTAssertEqual(built.view(named: "first")?.frame, Rect(x: 0, y: 10, width: 145, height: 20))
    XCTAssertEqual(built.view(named: "last")?.frame, Rect(x: 155, y: 5, width: 145, height: 30))
  }

  /// UIKit's `isLayoutMarginsRelativeArrangement`: the views fill the stack inside its margins,
  /// and sizing to fit adds the margins: 10 + 30 + 8 + 30 + 6 = 84.
  func testStack_layoutMarginsRelativeArrangement_placesTheViewsInsideTheMargins() throws {
    let text = """
      {
        "format": 1, "name": "card", "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "card", "kind": "stackView", "frame": [20, 40, 280, 0], "axis": "vertical",
            "spacing": 8, "sizesToFit": true, "isLayoutMarginsRelativeArrangement": true,
            "layoutMargins": { "top": 10, "left": 12, "bottom": 6, "right": 12 },
            "arrangedSubviews": [
              { "id": "first", "kind": "textField", "frame": [0, 0, 0, 30] },
              { "id": "last", "kind": "textField", "frame": [0, 0, 0, 30] }
            ] }
        ] } }
      }
      """
    let built = try Fixtures.replay(text).steps[0].after
    XCTAssertEqual(built.view(named: "card")?.frame, Rect(x: 20, y: 40, width: 280, height: 84))
    XCTAssertEqual(built.view(named: "first")?.frame, Rect(x: 12, y: 10, width: 256, height: 30))
    XCTAssertEqual(built.view(named: "last")?.frame, Rect(x: 12, y: 48, width: 256, height: 30))
    let scene = try Fixtures.load(text)
    XCTAssertEqual(scene.root.view?.subviews.first?.stack.isLayoutMarginsRelativeArrangement, true)
    XCTAssertTrue(scene.sceneFileText.contains("\"isLayoutMarginsRelativeArrangement\": true"))
    XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene)
  }

  func testStack_keysRoundTripThroughAFile() throws {
    let scene = try Fixtures.load(
      """
      {
        "format": 1, "name": "row", "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "row", "kind": "stackView", "frame": [10, 100, 300, 40], "axis": "vertical",
            "spacing": -2, "distribution": "equalSpacing", "alignment": "bottom",
            "sizesToFit": true,
            "arrangedSubviews": [ { "id": "a", "kind": "textField", "frame": [0, 0, 50, 20] } ] }
        ] } },
        "steps": [ { "action": "updateView", "view": "row", "axis": "horizontal", "spacing": 4,
          "distribution": "fillProportionally", "alignment": "top" } ]
      }
      """)
    let row = try XCTUnwrap(scene.root.view?.subviews.first)
    XCTAssertEqual(row.stack.alignment, .trailing)
    XCTAssertEqual(row.stack.spacing, -2)
    XCTAssertEqual(row.subviews.map(\.id), ["a"])
    let again = try Fixtures.load(scene.sceneFileText)
    XCTAssertEqual(again, scene)
    XCTAssertTrue(scene.sceneFileText.contains("\"arrangedSubviews\""))
  }

  func testStack_updateViewKeys_changeTheLiveStack() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "name": "row", "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "row", "kind": "stackView", "frame": [10, 100, 300, 100],
            "arrangedSubviews": [
              { "id": "a", "kind": "textField", "frame": [0, 0, 100, 30] },
              { "id": "b", "kind": "textField", "frame": [0, 0, 100, 30] }
            ] }
        ] } },
        "steps": [ { "action": "updateView", "view": "row", "axis": "vertical", "spacing": 10,
          "alignment": "leading" } ]
      }
      """)
    let after = report.steps[1].after
    XCTAssertEqual(after.view(named: "a")?.frame, Rect(x: 0, y: 0, width: 100, height: 30))
    XCTAssertEqual(after.view(named: "b")?.frame, Rect(x: 0, y: 40, width: 100, height: 60))
  }

  func testStack_errors_nameThePathAndWhatWasExpected() {
    func error(_ stack: String, steps: String = "") -> String? {
      Fixtures.loadError(
        """
        {
          "format": 1, "name": "s", "screen": { "width": 320, "height": 568 },
          "root": { "view": { "subviews": [
            { "id": "row", "kind": "stackView", "frame": [0, 0, 320, 40]\(stack) },
            { "id": "field", "kind": "textField", "frame": [0, 100, 320, 30] }
          ] } },
          "steps": [\(steps)]
        }
        """)
    }
    XCTAssertEqual(
      error(", \"distribution\": \"fillEvenly\""),
      "test.json: $.root.view.subviews[0].distribution: expected one of fill, fillEqually, "
        + "fillProportionally, equalSpacing, equalCentering; found a string (\"fillEvenly\")")
    XCTAssertEqual(
      error(", \"subviews\": []"),
      "test.json: $.root.view.subviews[0].subviews: a stackView has no \"subviews\"; its keys "
        + "are id, kind, frame, isHidden, alpha, isUserInteractionEnabled, tag, autoresizing, "
        + "layoutMargins, insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins, "
        + "arrangedSubviews, axis, spacing, distribution, alignment, "
        + "isLayoutMarginsRelativeArrangement, sizesToFit, navigationGroup, "
        + "isExcludedFromNavigation, constraints, translatesAutoresizingMaskIntoConstraints, "
        + "contentHugging, compressionResistance, keyboardLayoutGuide")
    XCTAssertEqual(
      error(", \"axis\": 1"),
      "test.json: $.root.view.subviews[0].axis: expected one of horizontal, vertical; found 1")
    XCTAssertEqual(
      error(
        ", \"arrangedSubviews\": [{ \"kind\": \"textField\", \"frame\": [0, 0, 9, 9], "
          + "\"autoresizing\": [\"flexibleWidth\"] }]"),
      "test.json: $.root.view.subviews[0].arrangedSubviews[0].autoresizing: autoresizing does "
        + "not apply to a stack view's arranged subviews: the stack lays them out")
    XCTAssertEqual(
      error(
        "", steps: "{ \"action\": \"updateView\", \"view\": \"field\", \"axis\": \"vertical\" }"),
      "test.json: $.steps[0].axis: \"field\" is a textField; axis applies to stack views")
  }

  func testStack_rendersInEveryRenderer() throws {
    let report = try Fixtures.replay(
      Self.form(steps: "{ \"action\": \"focus\", \"field\": \"f9\" }"))
    let svg = SVGRenderer.render(report.steps[1], sceneName: report.name)
    XCTAssertTrue(svg.contains("stroke-dasharray=\"1 2\""))
    XCTAssertTrue(JSONReport.render([report]).contains("\"role\": \"stackView\""))
    XCTAssertTrue(ASCIIRenderer.render(report.steps[1].after, columns: 32).contains("f9"))
    XCTAssertTrue(TextReport.render(report).contains("form"))
  }
}
