import KeyboardCore
import SimulatorReliability
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// The collection keys: minimumLineSpacing, minimumInteritemSpacing, sectionInset and
// scrollDirection, at build and in updateView, their errors and round trips.
final class SceneCollectionFlowTests: XCTestCase {
  static func collection(_ keys: String, steps: String = "") -> String {
    let cells = (0..<6).map { index in
      index == 5
        ? "{ \"id\": \"c5\", \"subviews\": [ { \"id\": \"field\", \"kind\": \"textField\", "
          + "\"frame\": [0, 5, 140, 30] } ] }"
        : "{ \"id\": \"c\(index)\" }"
    }
    return """
      {
        "format": 1, "name": "grid", "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "grid", "kind": "collectionView", "frame": [0, 300, 320, 268],
            "itemSize": [140, 40], \(keys), "cells": [\(cells.joined(separator: ", "))] }
        ] } },
        "steps": [\(steps)]
      }
      """
  }

  static let flow = """
    "minimumLineSpacing": 20, "minimumInteritemSpacing": 8,
    "sectionInset": { "top": 10, "left": 12, "bottom": 10, "right": 12 }
    """

  func testFlowKeys_vertical_placeItemsInRowsInsideTheInset() throws {
    let report = try Fixtures.replay(
      Self.collection(Self.flow, steps: "{ \"action\": \"focus\", \"field\": \"field\" }"))
    let built = report.steps[0].after
    // 296 points inside the inset hold two 140-point items 8 apart; rows 40 high, 20 apart.
    XCTAssertEqual(built.view(named: "c1")?.frame, Rect(x: 160, y: 10, width: 140, height: 40))
    XCTAssertEqual(built.view(named: "c5")?.frame, Rect(x: 160, y: 130, width: 140, height: 40))
    XCTAssertEqual(built.view(named: "grid")?.contentSize, Size(width: 320, height: 180))
    // The field at window y 435…465 ends 10 above the keyboard: 465 + 10 − 352 = 123, which
    // the grid scrolls once the keyboard's inset lets it.
    let step = report.steps[1]
    XCTAssertEqual(step.after.view(named: "field")?.frameInWindow.maxY, 342)
    XCTAssertEqual(step.after.view(named: "grid")?.contentOffset, Point(x: 0, y: 123))
    let scene = try Fixtures.load(
      Self.collection(
        Self.flow,
        steps: "{ \"action\": \"focus\", \"field\": \"field\" }, { \"action\": \"resign\" }"))
    XCTAssertNil(ReliabilityCheck.firstFailure(in: scene))
  }

  func testFlowKeys_horizontal_placeItemsInColumnsAndGrowTheWidth() throws {
    let report = try Fixtures.replay(
      Self.collection(Self.flow + ", \"scrollDirection\": \"horizontal\""))
    let built = report.steps[0].after
    // 248 points of height inside the inset hold five 40-point items 8 apart (232); the sixth
    // starts the next column, 140 + 20 to the right.
    XCTAssertEqual(built.view(named: "c4")?.frame, Rect(x: 12, y: 202, width: 140, height: 40))
    XCTAssertEqual(built.view(named: "c5")?.frame, Rect(x: 172, y: 10, width: 140, height: 40))
    XCTAssertEqual(built.view(named: "grid")?.contentSize, Size(width: 324, height: 268))
  }

  func testFlowKeys_updateView_relayoutsTheItems() throws {
    let report = try Fixtures.replay(
      Self.collection(
        Self.flow,
        steps: """
          { "action": "updateView", "view": "grid", "itemSize": [300, 40],
            "minimumLineSpacing": 0, "sectionInset": {} }
          """))
    // One item per row now, rows touching.
    XCTAssertEqual(
      report.steps[1].after.view(named: "c5")?.frame, Rect(x: 0, y: 200, width: 300, height: 40))
  }

  func testFlowKeys_roundTripAndErrors() throws {
    let scene = try Fixtures.load(
      Self.collection(Self.flow + ", \"scrollDirection\": \"horizontal\""))
    XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene)
    let grid = "test.json: $.root.view.subviews[0]"
    XCTAssertEqual(
      Fixtures.loadError(Self.collection("\"spacing\": 4, \"minimumLineSpacing\": 2")),
      "\(grid).minimumLineSpacing: spacing already sets both spacings; give spacing, or "
        + "minimumLineSpacing and minimumInteritemSpacing")
    XCTAssertEqual(
      Fixtures.loadError(Self.collection("\"minimumInteritemSpacing\": -1")),
      "\(grid).minimumInteritemSpacing: expected a number ≥ 0, found -1")
    XCTAssertEqual(
      Fixtures.loadError(Self.collection("\"scrollDirection\": \"diagonal\"")),
      "\(grid).scrollDirection: expected one of vertical, horizontal; found a string "
        + "(\"diagonal\")")
    XCTAssertEqual(
      Fixtures.loadError(Self.collection("\"sectionInset\": { \"top\": -2 }")),
      "\(grid).sectionInset.top: expected a number ≥ 0, found -2")
  }
}
