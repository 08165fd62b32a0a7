import KeyboardCore
import SceneFormat
import XCTest

@testable import KeyboardSimulator

// `autoresizing` on every view with a frame: laid out under plain views and scroll views, kept
// (and inert) inside cells.
final class AutoresizingAnyKindTests: XCTestCase {
  func testScrollViewSubview_followsTheScrollViewsNewSize() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "scroller", "kind": "scrollView", "frame": [0, 0, 320, 568],
            "contentSize": [320, 568], "subviews": [
            { "id": "footer", "kind": "textField", "frame": [20, 500, 280, 30],
              "autoresizing": ["flexibleTopMargin", "flexibleWidth"] },
            { "id": "fixed", "kind": "textField", "frame": [20, 100, 280, 30] } ] } ] } },
        "steps": [
          { "action": "updateView", "view": "scroller", "frame": [0, 0, 420, 468],
            "expect": ["footer.frame.y == 400", "footer.frame.width == 380",
              "fixed.frame.y == 100", "fixed.frame.width == 280"] },
          { "action": "updateView", "view": "scroller", "frame": [0, 0, 320, 568],
            "expect": ["footer.frame.y == 500", "footer.frame.width == 280"] }
        ]
      }
      """)
    assertExpectationsHold(report)
  }

  func testAddedSubviewOfAScrollView_getsItsRule() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "scroller", "kind": "scrollView", "frame": [0, 0, 320, 568] } ] } },
        "steps": [
          { "action": "addView", "parent": "scroller", "view": { "id": "banner",
            "frame": [0, 518, 320, 50], "autoresizing": ["flexibleTopMargin"] } },
          { "action": "updateView", "view": "scroller", "frame": [0, 0, 320, 400],
            "expect": ["banner.frame.y == 350"] }
        ]
      }
      """)
    assertExpectationsHold(report)
  }

  func testAutoresizingInACell_isAccepted() throws {
    let scene = try Fixtures.load(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "view": { "kind": "tableView", "cells": [ { "subviews": [
          { "id": "f", "kind": "textField", "frame": [16, 5, 288, 30],
            "autoresizing": ["flexibleWidth"] } ] } ] } }
      }
      """)
    XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene)
  }

  func testAutoresizingOnAControllersView_isStillRefused() {
    let message = Fixtures.loadError(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "view": { "autoresizing": ["flexibleWidth"] } }
      }
      """)
    XCTAssertEqual(
      message,
      "test.json: $.root.view.autoresizing: a controller's view is sized by its container; "
        + "remove autoresizing")
  }
}
