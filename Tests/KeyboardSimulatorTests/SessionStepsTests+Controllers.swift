import KeyboardCore
import ReturnManager
import SceneFormat
import SimulatorReliability
import XCTest

@testable import KeyboardSimulator

// Controller steps (push, pop, present, dismiss, selectTab), tree steps (addView, removeView)
// and the per-class lists.
final class SessionControllerTests: XCTestCase {
  private func navigationScene(_ steps: String) -> String {
    """
    {
      "format": 1, "screen": { "width": 320, "height": 568 },
      "root": { "id": "nav", "kind": "navigation", "viewControllers": [
        { "id": "list", "view": { "subviews": [
          { "id": "search", "kind": "textField", "frame": [20, 100, 280, 30] } ] } } ] },
      "steps": [ \(steps) ]
    }
    """
  }

  private let pushDetail = """
    { "action": "push", "navigation": "nav", "controller": { "id": "detail", "view": {
      "subviews": [ { "id": "note", "kind": "textField", "frame": [20, 500, 280, 30] } ] } } }
    """

  // MARK: Push and pop

  func testPush_thenFocus_theNewFormHasAReturnManagerAndItsRootMoves() throws {
    let scene = try Fixtures.load(
      navigationScene(
        pushDetail + """
          , { "action": "focus", "field": "note", "expect": ["detail.frame.y == -188",
            "note.clearance == 10", "note.returnKeyType == done"] },
          { "action": "pop", "navigation": "nav", "expect": ["firstResponder == none",
            "keyboard.isVisible == false", "detail.frame.y == 0", "movedDistance == 0"] }
          """))
    let simulator = try Simulator(scene: scene, file: "test.json")
    let report = simulator.run()
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[1].title, "push detail onto nav")
    XCTAssertEqual(report.steps[1].events, ["pushed detail onto nav"])
    XCTAssertEqual(
      report.steps[3].events,
      [
        "popped detail from nav", "editing ended: the system hides the keyboard",
        "keyboard willHide",
      ])
    XCTAssertEqual(simulator.live.returnManagers.count, 1, "the popped form's manager went with it")
  }

  func testPop_interactiveCancelled_theFieldKeepsEditingAndTheRootStaysMoved() throws {
    let report = try Fixtures.replay(
      navigationScene(
        pushDetail + """
          , { "action": "focus", "field": "note" },
          { "action": "pop", "navigation": "nav", "interactive": true, "cancelled": true,
            "expect": ["firstResponder == note", "keyboard.isVisible == true",
              "detail.frame.y == -188"] },
          { "action": "pop", "navigation": "nav", "interactive": true,
            "expect": ["firstResponder == none", "keyboard.isVisible == false",
              "detail.frame.y == 0", "movedDistance == 0"] }
          """))
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[3].title, "pop nav (interactive, cancelled)")
    XCTAssertEqual(
      report.steps[3].events,
      [
        "interactive pop of detail began", "the system hides the keyboard with the gesture",
        "keyboard willHide", "the gesture was cancelled: detail stays on nav",
        "editing goes on: the system shows the keyboard again",
        "keyboard willShow: docked 320×216 at (0, 352)",
      ])
    XCTAssertEqual(
      report.steps[4].events.last, "the gesture completed: detail popped from nav")
  }

  func testPop_onlyTheRootLeft_changesNothingAndSaysWhy() throws {
    let report = try Fixtures.replay(
      navigationScene("{ \"action\": \"pop\", \"navigation\": \"nav\" }"))
    XCTAssertEqual(
      report.steps[1].events, ["pop nav: only its root controller is left; nothing popped"])
  }

  func testPush_ontoAControllerThatIsNotANavigationController_isRefused() {
    let message = Fixtures.loadError(
      navigationScene(
        "{ \"action\": \"push\", \"navigation\": \"list\", \"controller\": { \"id\": \"x\" } }"))
    XCTAssertEqual(
      message,
      "test.json: $.steps[0].navigation: \"list\" is a plain controller, not a navigation controller"
    )
  }

  func testPop_cancelledWithoutInteractive_isRefused() {
    let message = Fixtures.loadError(
      navigationScene("{ \"action\": \"pop\", \"navigation\": \"nav\", \"cancelled\": true }"))
    XCTAssertEqual(
      message,
      "test.json: $.steps[0].cancelled: cancelled applies to an interactive pop; add \"interactive\": true"
    )
  }

  func testPush_idsOfThePushedControllerAreKnownFromThatStepOn() {
    let message = Fixtures.loadError(
      navigationScene(
        "{ \"action\": \"focus\", \"field\": \"note\" }, " + pushDetail))
    XCTAssertEqual(message, "test.json: $.steps[0].field: no text input has the id \"note\"")
  }

  // MARK: Present and dismiss

  func testPresent_fromAChildController_thenDismiss_restoresAndDropsTheForm() throws {
    let scene = try Fixtures.load(
      navigationScene(
        """
        { "action": "present", "from": "list", "controller": { "id": "sheet",
          "modalPresentationStyle": "formSheet", "view": { "subviews": [
            { "id": "comment", "kind": "textField", "frame": [20, 480, 280, 30] } ] } },
          "expect": ["sheet.frame.y == 10", "sheet.frame.height == 558"] },
        { "action": "focus", "field": "comment",
          "expect": ["sheet.frame.y == -168", "comment.clearance == 10"] },
        { "action": "present", "from": "list", "controller": { "id": "second" } },
        { "action": "dismiss", "expect": ["firstResponder == none", "sheet.frame.y == 10",
          "movedDistance == 0"] },
        { "action": "dismiss" }
        """))
    let simulator = try Simulator(scene: scene, file: "test.json")
    let report = simulator.run()
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[1].events, ["list presented sheet (formSheet)"])
    XCTAssertEqual(
      report.steps[3].events, ["present: list already presents sheet; nothing presented"])
    XCTAssertEqual(report.steps[4].events.first, "list dismissed sheet")
    XCTAssertEqual(
      report.steps[5].events, ["dismiss: nav presents nothing and was not presented"])
    XCTAssertEqual(simulator.live.returnManagers.count, 1)
  }

  func testPresent_fromAControllerNotOnScreen_changesNothing() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "id": "tabs", "kind": "tab", "viewControllers": [
          { "id": "first" }, { "id": "second" } ] },
        "steps": [ { "action": "present", "from": "second", "controller": { "id": "modal" } } ]
      }
      """)
    XCTAssertEqual(report.steps[1].events, ["present: second is not on screen; nothing presented"])
  }

  // MARK: Tabs

  private let tabScene = """
    {
      "format": 1, "screen": { "width": 320, "height": 568 },
      "root": { "id": "tabs", "kind": "tab", "viewControllers": [
        { "id": "first", "view": { "subviews": [
          { "id": "a", "kind": "textField", "frame": [20, 100, 280, 30] } ] } },
        { "id": "second", "view": { "subviews": [
          { "id": "b", "kind": "textField", "frame": [20, 450, 280, 30] } ] } } ] },
      "steps": [ STEPS ]
    }
    """

  func testSelectTab_showsTheOtherTabWhoseFieldThenEdits() throws {
    let report = try Fixtures.replay(
      tabScene.replacingOccurrences(
        of: "STEPS",
        with: """
          { "action": "selectTab", "tabs": "tabs", "index": 1,
            "expect": ["second.frame.y == 0", "b.frameInWindow.y == 450"] },
          { "action": "focus", "field": "b", "expect": ["b.clearance == 10"] }
          """))
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[1].events, ["tabs selected tab 1 (second)"])
  }

  func testSelectTab_indexPastTheTabs_isRefused() {
    let message = Fixtures.loadError(
      tabScene.replacingOccurrences(
        of: "STEPS", with: "{ \"action\": \"selectTab\", \"tabs\": \"tabs\", \"index\": 2 }"))
    XCTAssertEqual(
      message,
      "test.json: $.steps[0].index: expected an index from 0 to 1 (tabs has 2 tabs), found 2")
  }

  // MARK: Adding and removing views

  func testAddView_andRemoveView_theOrderAndItsLabelsFollow() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(
        steps: """
          { "action": "addView", "parent": "login", "index": 0,
            "view": { "id": "code", "kind": "textField", "frame": [20, 300, 280, 30] },
            "expect": ["code.returnKeyType == next", "password.returnKeyType == done"] },
          { "action": "removeView", "view": "password",
            "expect": ["email.returnKeyType == done"] },
          { "action": "removeView", "view": "password" },
          { "action": "focus", "field": "code" },
          { "action": "goNext", "expect": ["firstResponder == email"] }
          """))
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[1].events, ["added code to login at 0"])
    XCTAssertEqual(report.steps[2].events, ["removed password from login"])
    XCTAssertEqual(
      report.steps[3].events, ["removeView: password is not in the tree (already removed)"])
    XCTAssertEqual(report.steps[4].navigation?.fields.map(\.name), ["code", "email"])
  }

  func testAddView_firstFieldOfAControllerWithoutAForm_getsAReturnManager() throws {
    let scene = try Fixtures.load(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "id": "empty" },
        "steps": [
          { "action": "addView", "parent": "empty",
            "view": { "id": "late", "kind": "textField", "frame": [20, 500, 280, 30] } },
          { "action": "focus", "field": "late", "expect": ["empty.frame.y == -188",
            "late.returnKeyType == done"] }
        ]
      }
      """)
    let simulator = try Simulator(scene: scene)
    let report = simulator.run()
    assertExpectationsHold(report)
    XCTAssertEqual(simulator.live.returnManagers.count, 1)
  }

  func testAddView_cellsAtAnIndexAndRemoved_theTableRestacksItsRows() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "id": "form", "view": { "id": "table", "kind": "tableView", "cells": [
          { "id": "c1", "subviews": [ { "id": "f1", "kind": "textField", "frame": [16, 5, 288, 30] } ] },
          { "id": "c2", "subviews": [ { "id": "f2", "kind": "textField", "frame": [16, 5, 288, 30] } ] }
        ] } },
        "steps": [
          { "action": "addView", "parent": "table", "index": 0, "cell": { "id": "c0", "height": 60,
            "subviews": [ { "id": "f0", "kind": "textField", "frame": [16, 5, 288, 30] } ] },
            "expect": ["c1.frame.y == 60", "c2.frame.y == 104", "table.contentSize.height == 148"] },
          { "action": "removeView", "view": "c1",
            "expect": ["c2.frame.y == 60", "table.contentSize.height == 104"] },
          { "action": "focus", "field": "f0" }
        ]
      }
      """)
    assertExpectationsHold(report)
    XCTAssertEqual(report.steps[1].events, ["added cell c0 to table at 0"])
    XCTAssertEqual(report.steps[2].events, ["removed cell c1 (row 1) from table"])
    XCTAssertEqual(report.steps[3].navigation?.fields.map(\.name), ["f0", "f2"])
  }

  func testAddView_aViewIntoATable_isRefusedWithTheCellHint() {
    let message = Fixtures.loadError(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "view": { "id": "table", "kind": "tableView" } },
        "steps": [ { "action": "addView", "parent": "table", "view": { "frame": [0, 0, 1, 1] } } ]
      }
      """)
    XCTAssertEqual(
      message,
      "test.json: $.steps[0].parent: \"table\" is a tableView, which holds no subviews; add a "
        + "cell instead of a view")
  }

  func testRemoveView_aController_isRefused() {
    let message = Fixtures.loadError(
      Fixtures.scene(steps: "{ \"action\": \"removeView\", \"view\": \"login\" }"))
    XCTAssertEqual(
      message,
      "test.json: $.steps[0].view: \"login\" is a plain controller; pop or dismiss it instead of "
        + "removing its view")
  }

  // MARK: Per-class lists

  private func classScene(manager: String, steps: String) -> String {
    """
    {
      "format": 1, "screen": { "width": 320, "height": 568 },
      "manager": { \(manager) },
      "root": { "id": "form", "class": "FormController", "view": { "subviews": [
        { "id": "low", "kind": "textField", "frame": [20, 500, 280, 30] } ] } },
      "steps": [ \(steps) ]
    }
    """
  }

  func testEnabledClasses_handleTheirControllerWhileTheManagerIsOff() throws {
    let report = try Fixtures.replay(
      classScene(
        manager: "\"isEnabled\": false, \"enabledDistanceHandlingClasses\": [\"FormController\"]",
        steps: """
          { "action": "focus", "field": "low", "expect": ["form.frame.y == -188"] },
          { "action": "resign" },
          { "action": "configure", "enabledDistanceHandlingClasses": [] },
          { "action": "focus", "field": "low", "expect": ["form.frame.y == 0"] }
          """))
    assertExpectationsHold(report)
  }

  func testDisabledClasses_beatTheEnabledManager_andTheDefaultListCanBeEmptied() throws {
    let report = try Fixtures.replay(
      classScene(
        manager: "\"disabledDistanceHandlingClasses\": [\"FormController\"]",
        steps: """
          { "action": "focus", "field": "low", "expect": ["form.frame.y == 0"] },
          { "action": "resign" },
          { "action": "configure", "disabledDistanceHandlingClasses": [] },
          { "action": "focus", "field": "low", "expect": ["form.frame.y == -188"] }
          """))
    assertExpectationsHold(report)
  }

  func testTableViewControllerClass_isInTheDefaultDisabledList() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "id": "form", "class": "TableViewController", "view": { "kind": "tableView",
          "cells": [ { "height": 400 }, { "subviews": [
            { "id": "low", "kind": "textField", "frame": [16, 5, 288, 30] } ] } ] } },
        "steps": [
          { "action": "focus", "field": "low", "expect": ["form.frame.y == 0", "movedDistance == 0"] }
        ]
      }
      """)
    assertExpectationsHold(report)
  }

  func testClass_tableViewControllerWithoutATable_isRefused() {
    let message = Fixtures.loadError(
      """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "class": "TableViewController" }
      }
      """)
    XCTAssertEqual(
      message,
      "test.json: $.root.class: a TableViewController's view is a table view; give it "
        + "\"view\": { \"kind\": \"tableView\" }")
  }

  func testSessionSteps_roundTripThroughAFile() throws {
    let scene = try Fixtures.load(
      navigationScene(
        pushDetail + """
          , { "action": "pop", "navigation": "nav", "interactive": true, "cancelled": true },
          { "action": "pop", "navigation": "nav", "interactive": true },
          { "action": "pop", "navigation": "nav" },
          { "action": "present", "controller": { "id": "sheet", "class": "SheetController" },
            "from": "list" },
          { "action": "dismiss", "controller": "sheet" }, { "action": "dismiss" },
          { "action": "addView", "parent": "list", "view": { "id": "v", "frame": [0, 0, 10, 10],
            "autoresizing": ["flexibleWidth"] }, "index": 1 },
          { "action": "removeView", "view": "v" }, { "action": "pressKey", "key": "return" },
          { "action": "configure", "enabledDistanceHandlingClasses": ["AlertController"],
            "disabledDistanceHandlingClasses": [] },
          { "action": "updateController", "controller": "nav", "isNavigationBarHidden": true,
            "prefersLargeTitles": true },
          { "action": "updateController", "controller": "list",
            "additionalSafeAreaInsets": { "right": 0.25 }, "largeTitleDisplayMode": "always" }
          """))
    XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene)
  }
}

// The generator makes every session step and key, so the soak reaches them.
final class SessionCoverageTests: XCTestCase {
  func testCoverage_fourHundredSeeds_reachTheSessionStepsAndKeys() {
    var coverage = SoakCoverage()
    for seed: UInt64 in 1..<401 { coverage.record(RandomScene.make(seed: seed)) }
    let features = Set(coverage.counts.keys)
    var wanted = Scene.KeyName.allCases.map { "pressKey: \($0.rawValue)" }
    wanted += [
      "pop: at once", "pop: interactive, completed", "pop: interactive, cancelled",
      "present: from the topmost", "present: from a named controller", "addView: cell",
      "addView: with a text input", "addView: without a text input", "addView: at an index",
      "view: navigation group", "view: excluded from navigation", "text: next or previous link",
      "text: delegate that refuses", "text: keyboard without a return key", "text: secure entry",
      "text: content type", "controller: class", "configure: enabledDistanceHandlingClasses",
      "configure: disabledDistanceHandlingClasses", "update: keyboardType",
      "update: shouldBeginEditing", "update: shouldEndEditing", "update: shouldReturn",
    ]
    for feature in wanted { XCTAssertTrue(features.contains(feature), feature) }
  }
}
