import KeyboardCore
import SimulatorReliability
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// The table keys: style, section heights, header and footer views, sections listed or counted
// by a data source, their errors, the row limit, round trips and updateView.
final class SceneTableSectionTests: XCTestCase {
  /// A full-screen table on a 320×568 phone with the given keys, and the given steps.
  static func table(_ keys: String, steps: String = "") -> String {
    """
    {
      "format": 1, "name": "table", "screen": { "width": 320, "height": 568 },
      "root": { "view": { "subviews": [
        { "id": "table", "kind": "tableView", "frame": [0, 0, 320, 568], \(keys) }
      ] } },
      "steps": [\(steps)]
    }
    """
  }

  static let longInsetGrouped = """
    "style": "insetGrouped",
    "rows": { "count": 200, "height": 44, "cells": [
      { "row": 150, "id": "row150", "subviews": [
        { "id": "code", "kind": "textField", "frame": [16, 7, 248, 30] } ] } ] }
    """

  func testCountedRows_fieldInRow150_isPlacedByTheDataSourceAndEndsClear() throws {
    let report = try Fixtures.replay(
      Self.table(Self.longInsetGrouped, steps: "{ \"action\": \"focus\", \"field\": \"code\" }"))
    let built = report.steps[0].after
    // Header 18, then 150 rows of 44: row 150 at 6,618, inset by 20 on each side.
    XCTAssertEqual(built.view(named: "row150")?.frame, Rect(x: 20, y: 6618, width: 280, height: 44))
    // 18 + 200 × 44 + 18.
    XCTAssertEqual(built.view(named: "table")?.contentSize, Size(width: 320, height: 8836))
    let step = report.steps[1]
    // The field's bottom at 6,655 + 10 − keyboard top 352: a scroll of 6,313.
    XCTAssertEqual(step.after.view(named: "table")?.contentOffset, Point(x: 0, y: 6313))
    XCTAssertEqual(step.after.view(named: "code")?.frameInWindow.maxY, 342)
    XCTAssertEqual(step.clearance?.distance, 10)
    let scene = try Fixtures.load(
      Self.table(
        Self.longInsetGrouped,
        steps: "{ \"action\": \"focus\", \"field\": \"code\" }, { \"action\": \"resign\" }"))
    XCTAssertNil(ReliabilityCheck.firstFailure(in: scene))
  }

  func testSections_headersFootersAndTableViews_stackInOrder() throws {
    let report = try Fixtures.replay(
      Self.table(
        """
        "style": "grouped", "tableHeaderView": 100,
        "tableFooterView": { "id": "footer", "kind": "textField", "frame": [0, 0, 10, 50] },
        "sections": [
          { "headerHeight": 40, "cells": [ { "id": "a" }, { "id": "b", "height": 60 } ] },
          { "footerHeight": 0, "rows": 3 }
        ]
        """))
    let built = report.steps[0].after
    XCTAssertEqual(built.view(named: "a")?.frame, Rect(x: 0, y: 140, width: 320, height: 44))
    XCTAssertEqual(built.view(named: "b")?.frame, Rect(x: 0, y: 184, width: 320, height: 60))
    // b ends at 244; footer 18; header 18; 3 rows of 44 end at 412; no footer; the table's
    // footer view, full width, keeps its 50.
    XCTAssertEqual(built.view(named: "footer")?.frame, Rect(x: 0, y: 412, width: 320, height: 50))
    XCTAssertEqual(built.view(named: "table")?.contentSize, Size(width: 320, height: 462))
  }

  func testSectionHeights_updateView_movesTheRows() throws {
    let report = try Fixtures.replay(
      Self.table(
        "\"sections\": [ { \"cells\": [ { \"id\": \"a\" } ] }, { \"cells\": [ { \"id\": \"b\" } ] } ]",
        steps: """
          { "action": "updateView", "view": "table", "sectionHeaderHeight": 30,
            "sectionFooterHeight": 5, "rowHeight": 50 }
          """))
    // Plain: no headers or footers, b right below a.
    XCTAssertEqual(report.steps[0].after.view(named: "b")?.frame.minY, 44)
    // 30 + 50 + 5 + 30.
    XCTAssertEqual(report.steps[1].after.view(named: "b")?.frame.minY, 115)
    XCTAssertEqual(report.steps[1].after.view(named: "table")?.contentSize?.height, 170)
  }

  func testTableKeys_roundTripThroughAFile() throws {
    for keys in [
      Self.longInsetGrouped,
      """
      "style": "insetGrouped", "insetGroupedMargin": 16, "sectionHeaderHeight": 30,
      "sectionFooterHeight": 0, "tableHeaderView": 100,
      "tableFooterView": { "id": "footer", "kind": "textField", "frame": [0, 0, 10, 50] },
      "sections": [ { "headerHeight": 40, "cells": [ { "id": "a", "height": 60 } ] },
        { "footerHeight": 0, "rows": 3 }, { "rows": { "count": 2, "height": 30 } } ]
      """,
      "\"rows\": 12",
    ] {
      let scene = try Fixtures.load(Self.table(keys))
      XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene, keys)
    }
    let shorthand = try Fixtures.load(Self.table("\"rows\": 12")).sceneFileText
    XCTAssertTrue(shorthand.contains("\"rows\": 12"), shorthand)
  }

  func testTableKeys_errors_nameThePathAndWhatWasExpected() {
    let table = "test.json: $.root.view.subviews[0]"
    XCTAssertEqual(
      Fixtures.loadError(Self.table("\"cells\": [], \"rows\": 3")),
      "\(table).rows: give only one of cells, sections and rows (cells is already given): "
        + "cells are rows added one by one; sections and rows come from a data source")
    XCTAssertEqual(
      Fixtures.loadError(Self.table("\"rows\": { \"count\": 3, \"cells\": [ { \"row\": 3 } ] }")),
      "\(table).rows.cells[0].row: expected a row from 0 to 2 (count is 3), found 3")
    XCTAssertEqual(
      Fixtures.loadError(
        Self.table("\"rows\": { \"count\": 9, \"cells\": [ { \"row\": 4 }, { \"row\": 2 } ] }")),
      "\(table).rows.cells[1].row: expected rows in increasing order, each once; row 2 follows "
        + "row 4")
    XCTAssertEqual(
      Fixtures.loadError(Self.table("\"rows\": -1")),
      "\(table).rows: expected a whole number ≥ 0, found -1")
    XCTAssertEqual(
      Fixtures.loadError(Self.table("\"rows\": \"many\"")),
      "\(table).rows: expected a row count (a whole number ≥ 0) or an object with count, height "
        + "and cells, found a string (\"many\")")
    XCTAssertEqual(
      Fixtures.loadError(Self.table("\"sections\": [ { \"headerHeight\": 10 } ]")),
      "\(table).sections[0]: missing key \"rows\" (a section needs rows, a count, or cells, "
        + "listed)")
    XCTAssertEqual(
      Fixtures.loadError(Self.table("\"insetGroupedMargin\": 16")),
      "\(table).insetGroupedMargin: insetGroupedMargin applies to the insetGrouped style (this "
        + "table is plain)")
    XCTAssertEqual(
      Fixtures.loadError(Self.table("\"style\": \"fancy\"")),
      "\(table).style: expected one of plain, grouped, insetGrouped; found a string (\"fancy\")")
    XCTAssertEqual(
      Fixtures.loadError(Self.table("\"tableHeaderView\": true")),
      "\(table).tableHeaderView: expected a height (a number ≥ 0) or a view (an object), found "
        + "true")
    XCTAssertEqual(
      Fixtures.loadError(
        Self.table(
          "\"sections\": [ { \"rows\": { \"count\": 2, \"cells\": [ { \"row\": 1, \"id\": "
            + "\"table\" } ] } } ]")),
      "\(table).sections[0].rows.cells[0].id: duplicate id \"table\" (first used at "
        + "$.root.view.subviews[0].id)")
  }

  func testRowLimit_moreThan100000RowsInAScene_isRefusedWithThePath() {
    XCTAssertNil(Fixtures.loadError(Self.table("\"rows\": 100000")))
    XCTAssertEqual(
      Fixtures.loadError(
        Self.table("\"sections\": [ { \"rows\": 60000 }, { \"rows\": 40001 } ]")),
      "test.json: $.root.view.subviews[0].sections[1].rows: more than 100,000 table rows; a "
        + "scene file may have at most 100,000, counted or listed")
  }

  func testViewLimit_countsCellsOfSectionsAndTableHeaderViews() throws {
    let cells = (0..<3).map { "{ \"row\": \($0) }" }.joined(separator: ", ")
    let document = try JSONParser.parse(
      Self.table(
        "\"tableHeaderView\": { \"frame\": [0, 0, 1, 1] }, \"sections\": [ { \"rows\": "
          + "{ \"count\": 3, \"cells\": [\(cells)] } } ]"))
    var views = 0
    // The limit is far above 6; count by making it fail at the fifth view of the file.
    do {
      try SceneLimits.checkCounts(of: document, viewLimit: 4)
    } catch {
      XCTAssertEqual(
        error.path.description, "$.root.view.subviews[0].sections[0].rows.cells[1]")
      views += 1
    }
    XCTAssertEqual(views, 1)
  }
}
