import KeyboardCore
import ReturnManager
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

final class SimulatorTests: XCTestCase {
  func testStep_focus_reportsMoveTraceClearanceAndNavigation() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(steps: "{ \"action\": \"focus\", \"field\": \"email\" }"))
    let step = report.steps[1]
    XCTAssertEqual(step.title, "focus email")
    XCTAssertEqual(
      step.events,
      [
        "email began editing", "editing began: the system shows the keyboard",
        "keyboard willShow: docked 320×216 at (0, 352)",
      ])
    XCTAssertEqual(
      step.changes, [StepReport.Change(view: "login", property: "frame.y", before: 0, after: -88)])
    XCTAssertEqual(step.passes.count, 1)
    XCTAssertEqual(step.passes.first?.reason, "keyboard willShow")
    XCTAssertEqual(step.passes.first?.mutations, ["root origin → (0, -88)"])
    XCTAssertEqual(step.passes.first?.remainingCover, 0)
    XCTAssertEqual(
      step.clearance,
      StepReport.Clearance(field: "email", distance: 10, caretDistance: nil, wanted: 10))
    XCTAssertEqual(step.navigation?.fields.map(\.name), ["email", "password"])
    XCTAssertEqual(step.navigation?.fields.map(\.returnKeyType), [.next, .done])
    XCTAssertEqual(step.navigation?.activeIndex, 0)
    XCTAssertEqual(step.navigation?.canGoNext, true)
    XCTAssertEqual(step.navigation?.canGoPrevious, false)
    XCTAssertEqual(step.time, 0.25)
    XCTAssertEqual(step.after.keyboard?.coveredRect, Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertEqual(step.after.firstResponder, "email")
  }

  func testStep_editingEnds_systemHidesTheKeyboardAndTheManagerRestores() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(
        steps: "{ \"action\": \"focus\", \"field\": \"email\" }, { \"action\": \"resign\" }"))
    let step = report.steps[2]
    XCTAssertEqual(
      step.events,
      ["email ended editing", "editing ended: the system hides the keyboard", "keyboard willHide"])
    XCTAssertEqual(step.restores, ["keyboard willHide"])
    XCTAssertEqual(
      step.changes, [StepReport.Change(view: "login", property: "frame.y", before: -88, after: 0)])
    XCTAssertNil(step.clearance)
    XCTAssertNil(step.after.keyboard)
  }

  func testStep_automaticKeyboardOff_onlyScriptedNotificationsMoveAnything() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(
        steps: """
          { "action": "focus", "field": "email" },
          { "action": "showKeyboard", "height": 216 },
          { "action": "resign" }
          """, extra: "\"automaticKeyboard\": false"))
    XCTAssertEqual(report.steps[1].events, ["email began editing"])
    XCTAssertEqual(report.steps[1].changes, [])
    XCTAssertEqual(report.steps[1].duration, 0)
    XCTAssertEqual(report.steps[2].changes.map(\.after), [-88])
    XCTAssertEqual(report.steps[3].events, ["email ended editing"])
    XCTAssertNotNil(report.steps[3].after.keyboard)
  }

  func testClock_advancesByTheLongestKeyboardAnimation() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(
        steps: """
          { "action": "showKeyboard", "height": 216, "duration": 0.4 },
          { "action": "focus", "field": "email" },
          { "action": "goNext" },
          { "action": "hideKeyboard", "duration": 0.3 }
          """, extra: "\"automaticKeyboard\": false"))
    XCTAssertEqual(report.steps.map(\.duration), [0, 0.4, 0.4, 0.4, 0.3])
    XCTAssertEqual(report.steps.map(\.time), [0, 0.4, 0.8, 1.2000000000000002, 1.5000000000000002])
  }

  func testStep_layoutAfterTheStep_runsTheResolveAPassAsked() throws {
    let url = Fixtures.examplesDirectory.appendingPathComponent("chat-input.json")
    let report = try Simulator(scene: try SceneLoader.load(contentsOfFile: url.path)).run()
    XCTAssertEqual(report.steps[1].passes.map(\.reason), ["keyboard willShow", "layout changed"])
    // The first pass reads the message bar where the resized root's layout puts it, so it
    // already says clear; the pass after the host's layout agrees.
    XCTAssertEqual(report.steps[1].passes.map(\.remainingCover), [0, 0])
  }

  func testStep_negativeDistance_reportsTheManagersDiagnostic() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(steps: "{ \"action\": \"configure\", \"keyboardDistance\": -5 }"))
    XCTAssertEqual(
      report.steps[1].diagnostics, ["clamped-value: keyboardDistance -5 clamped to 0"])
    XCTAssertEqual(report.steps[1].events, ["configured (keyboardDistance -5)"])
  }

  func testStep_failedExpectation_reportsTheActualValue() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(
        steps: """
          { "action": "focus", "field": "email",
            "expect": ["login.frame.y == -50", "keyboard.kind == undocked", "password.clearance < 0"] }
          """))
    XCTAssertEqual(
      report.steps[1].expectations,
      [
        .init(text: "login.frame.y == -50", passed: false, actual: "-88"),
        .init(text: "keyboard.kind == undocked", passed: false, actual: "docked"),
        .init(text: "password.clearance < 0", passed: true, actual: "-40"),
      ])
    XCTAssertFalse(report.isSuccess)
    XCTAssertEqual(report.failedExpectationCount, 2)
  }

  func testExpectations_noKeyboard_clearanceIsNone() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(
        extra: "\"expect\": [\"email.clearance == none\", \"keyboard.minY == none\", "
          + "\"firstResponder == none\", \"canGoNext == false\", \"email.returnKeyType == next\"]"))
    XCTAssertEqual(report.steps[0].expectations.map(\.passed), [true, true, true, true, true])
    XCTAssertEqual(report.steps[0].expectations.first?.actual, "no keyboard")
  }

  func testStep_oneAtATime_untilFinished() throws {
    let scene = try Fixtures.load(
      Fixtures.scene(
        steps: "{ \"action\": \"focus\", \"field\": \"email\" }, { \"action\": \"done\" }"))
    let simulator = try Simulator(scene: scene)
    XCTAssertEqual(simulator.initialReport().index, 0)
    XCTAssertEqual(simulator.step()?.title, "focus email")
    XCTAssertEqual(simulator.clock, 0.25)
    XCTAssertFalse(simulator.isFinished)
    XCTAssertEqual(simulator.step()?.title, "done")
    XCTAssertTrue(simulator.isFinished)
    XCTAssertNil(simulator.step())
    XCTAssertEqual(simulator.run().steps, [])
  }

  func testBuild_namesViewsByIdOrGeneratedNames() throws {
    let scene = try Fixtures.load(
      """
      {
        "format": 1,
        "screen": { "width": 375, "height": 667 },
        "root": {
          "kind": "navigation",
          "viewControllers": [{
            "view": { "subviews": [
              { "kind": "scrollView", "frame": [0, 0, 375, 667], "subviews": [
                { "id": "a", "kind": "textField", "frame": [0, 700, 100, 30] }
              ] },
              { "kind": "textField", "frame": [0, 100, 100, 30] }
            ] }
          }]
        }
      }
      """)
    let live = try SceneBuilder.build(scene)
    let snapshot = try Simulator(scene: scene).snapshot()
    XCTAssertEqual(
      snapshot.views.map(\.name),
      ["navigation#1", "controller#1", "scrollView#1", "a", "textField#1", "navigation#1 bar"])
    XCTAssertEqual(
      snapshot.views.map(\.role),
      [.controllerView, .controllerView, .scrollView, .textField, .textField, .bar])
    XCTAssertEqual(
      live.view(withID: "a")?.frameInWindow, Rect(x: 0, y: 700, width: 100, height: 30))
    XCTAssertTrue(
      live.view(withID: "navigation#1") === live.controller(withID: "navigation#1")?.view)
    let scroll = try XCTUnwrap(live.view(withID: "scrollView#1") as? ScrollView)
    XCTAssertEqual(scroll.contentSize, Size(width: 100, height: 730), "fits the subviews")
    XCTAssertEqual(live.returnManagers.count, 1)
    XCTAssertEqual(live.keyboardManager.isEnabled, true)
    XCTAssertNil(snapshot.view(named: "a")?.visibleRect, "scrolled out of the window")
  }

  func testBuild_returnManagerSettings_controllerOverridesScene() throws {
    let scene = try Fixtures.load(
      Fixtures.scene(
        extra: "\"manager\": { \"returnManager\": { \"lastTextInputViewReturnKeyType\": \"go\", "
          + "\"order\": \"tagOrder\" } }"))
    let live = try SceneBuilder.build(scene)
    let field = try XCTUnwrap(live.view(withID: "password") as? TextField)
    XCTAssertEqual(field.returnKeyType, .go)
    XCTAssertEqual(live.returnManagers.first?.lastTextInputViewReturnKeyType, .go)

    var disabled = scene
    disabled.root.returnManager = Scene.ReturnSettings(isEnabled: false)
    XCTAssertEqual(try SceneBuilder.build(disabled).returnManagers.count, 0)
  }

  func testAutoresizing_flexibleTopMargin_keepsTheBottomDistance() {
    let container = AutoresizingView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let bar = View(frame: Rect(x: 0, y: 512, width: 320, height: 56))
    let list = View(frame: Rect(x: 0, y: 0, width: 320, height: 512))
    container.addSubview(bar)
    container.addSubview(list)
    container.rules[ObjectIdentifier(bar)] = [.flexibleTopMargin, .flexibleWidth]
    container.rules[ObjectIdentifier(list)] = [.flexibleHeight]
    container.layoutIfNeeded()
    container.frame = Rect(x: 0, y: 0, width: 568, height: 320)
    container.layoutIfNeeded()
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 264, width: 568, height: 56))
    XCTAssertEqual(list.frame, Rect(x: 0, y: 0, width: 320, height: 264))
  }
}
