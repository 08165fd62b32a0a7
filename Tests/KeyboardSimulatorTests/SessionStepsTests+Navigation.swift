import KeyboardCore
import ReturnManager
import XCTest

@testable import KeyboardSimulator

// Navigation keys in scene files: links, groups, excluded subtrees and the web's tag rule.
final class SessionNavigationTests: XCTestCase {
  private func form(_ subviews: String, returnManager: String = "") -> String {
    """
    {
      "format": 1, "screen": { "width": 320, "height": 568 },
      "root": { "id": "form", \(returnManager)"view": { "subviews": [ \(subviews) ] } },
      "steps": [ { "action": "focus", "field": "a" } ]
    }
    """
  }

  private func order(_ text: String) throws -> [String] {
    let report = try Fixtures.replay(text)
    return report.steps.last?.navigation?.fields.map(\.name) ?? []
  }

  func testLinks_nextSkipsAheadAndPreviousComesBack_theRestStaysInReadingOrder() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "id": "form", "view": { "subviews": [
          { "id": "a", "kind": "textField", "frame": [20, 100, 280, 30], "next": "c" },
          { "id": "b", "kind": "textField", "frame": [20, 150, 280, 30] },
          { "id": "c", "kind": "textField", "frame": [20, 200, 280, 30], "previous": "a" }
        ] } },
        "steps": [
          { "action": "focus", "field": "a" },
          { "action": "goNext", "expect": ["firstResponder == c", "c.returnKeyType == done"] },
          { "action": "goPrevious", "expect": ["firstResponder == a"] },
          { "action": "focus", "field": "b" },
          { "action": "goNext", "expect": ["firstResponder == c"] }
        ]
      }
      """)
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[1].navigation?.fields.map(\.name), ["a", "b", "c"])
  }

  func testLinks_loop_isReportedAsTheLibraryReportsIt() throws {
    let report = try Fixtures.replay(
      form(
        """
        { "id": "a", "kind": "textField", "frame": [20, 100, 280, 30], "next": "b" },
        { "id": "b", "kind": "textField", "frame": [20, 150, 280, 30], "next": "a" }
        """))
    XCTAssertEqual(
      report.steps[0].diagnostics.filter { $0.contains("navigation-link-cycle") }.count, 1,
      "\(report.steps[0].diagnostics)")
  }

  func testLinks_toAViewThatIsNotATextInput_isRefused() {
    let message = Fixtures.loadError(
      form(
        """
        { "id": "a", "kind": "textField", "frame": [20, 100, 280, 30], "next": "box" },
        { "id": "box", "frame": [0, 0, 10, 10] }
        """))
    XCTAssertEqual(
      message,
      "test.json: $.root.view.subviews[0].next: \"box\" is a view, not a text input")
  }

  func testGroup_rightColumnAsAGroup_isVisitedWholeBeforeTheNextRow() throws {
    // Two columns; without the group reading order alternates a, x, b, y.
    let fields = """
      { "id": "left", "frame": [0, 100, 160, 100], "navigationGroup": "readingOrder",
        "subviews": [
          { "id": "a", "kind": "textField", "frame": [10, 0, 140, 30] },
          { "id": "b", "kind": "textField", "frame": [10, 50, 140, 30] } ] },
      { "id": "right", "frame": [160, 100, 160, 100], "navigationGroup": "readingOrder",
        "subviews": [
          { "id": "x", "kind": "textField", "frame": [10, 0, 140, 30] },
          { "id": "y", "kind": "textField", "frame": [10, 50, 140, 30] } ] }
      """
    XCTAssertEqual(try order(form(fields)), ["a", "b", "x", "y"])
    XCTAssertEqual(
      try order(
        form(fields.replacingOccurrences(of: "\"navigationGroup\": \"readingOrder\",", with: ""))),
      ["a", "x", "b", "y"])
  }

  func testGroup_rightToLeftSection_readsItsRowsRightToLeft() throws {
    let fields = """
      { "id": "a", "kind": "textField", "frame": [20, 50, 280, 30] },
      { "id": "section", "frame": [0, 100, 320, 40], "navigationGroup": "readingOrderRightToLeft",
        "subviews": [
          { "id": "first", "kind": "textField", "frame": [10, 0, 140, 30] },
          { "id": "last", "kind": "textField", "frame": [170, 0, 140, 30] } ] }
      """
    XCTAssertEqual(try order(form(fields)), ["a", "last", "first"])
  }

  func testExcludedSubtree_leavesItsInputsOutOfTheOrder() throws {
    let fields = """
      { "id": "a", "kind": "textField", "frame": [20, 50, 280, 30] },
      { "id": "ads", "frame": [0, 100, 320, 100], "isExcludedFromNavigation": true,
        "subviews": [ { "id": "promo", "kind": "textField", "frame": [10, 0, 140, 30] } ] },
      { "id": "b", "kind": "textField", "frame": [20, 250, 280, 30] }
      """
    XCTAssertEqual(try order(form(fields)), ["a", "b"])
  }

  func testTagOrderPositiveFirst_positiveTagsThenUntaggedAndNegativeLeftOut() throws {
    let fields = """
      { "id": "a", "kind": "textField", "frame": [20, 50, 280, 30], "tag": 2 },
      { "id": "u", "kind": "textField", "frame": [20, 100, 280, 30] },
      { "id": "c", "kind": "textField", "frame": [20, 150, 280, 30], "tag": 1 },
      { "id": "n", "kind": "textField", "frame": [20, 200, 280, 30], "tag": -1 }
      """
    XCTAssertEqual(
      try order(
        form(fields, returnManager: "\"returnManager\": { \"order\": \"tagOrderPositiveFirst\" }, ")
      ),
      ["c", "a", "u"])
    XCTAssertEqual(
      try order(form(fields, returnManager: "\"returnManager\": { \"order\": \"tagOrder\" }, ")),
      ["n", "u", "c", "a"])
  }

  func testGroup_onAControllersView_isRefused() {
    let message = Fixtures.loadError(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "view": { "navigationGroup": "subviewOrder" } }
      }
      """)
    XCTAssertEqual(
      message,
      "test.json: $.root.view.navigationGroup: a controller's view is its form's scope, not a "
        + "group; set the form's order in returnManager")
  }

  func testNavigationKeys_roundTripThroughAFile() throws {
    let scene = try Fixtures.load(
      form(
        """
        { "id": "box", "frame": [0, 0, 320, 200], "navigationGroup": "tagOrderPositiveFirst",
          "isExcludedFromNavigation": true, "subviews": [
          { "id": "a", "kind": "textField", "frame": [20, 100, 280, 30], "next": "b",
            "previous": "b", "shouldBeginEditing": false, "shouldEndEditing": false,
            "shouldReturn": false, "keyboardType": "decimalPad" },
          { "id": "b", "kind": "textField", "frame": [20, 150, 280, 30] } ] }
        """))
    XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene)
  }
}
