import Foundation
import KeyboardCore
import SimulatorReliability
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// The updateController step: reading and writing it, every refusal, replaying it with the
// keyboard up, and the generator that puts it in soaks.
final class UpdateControllerStepTests: XCTestCase {
  /// A large-title navigation controller over a page laid out from the bar's bottom, with a
  /// content scroll view (`list`, at `listOffset`) and a field low on the page.
  private static func scene(listOffset: Double = 0, steps: String) -> String {
    """
    {
      "format": 1, "name": "titles", "screen": { "width": 320, "height": 568 },
      "window": { "safeAreaInsets": { "top": 20 } },
      "root": { "id": "nav", "kind": "navigation", "prefersLargeTitles": true,
        "viewControllers": [
        { "id": "page", "edgesForExtendedLayout": [], "contentScrollView": "list",
          "view": { "id": "pageView", "subviews": [
            { "id": "list", "kind": "scrollView", "frame": [0, 0, 320, 200],
              "contentSize": [320, 1000], "contentOffset": [0, \(listOffset)] },
            { "id": "field", "kind": "textField", "frame": [16, 300, 288, 30] } ] } } ] },
      "steps": [ \(steps) ]
    }
    """
  }

  private static func loadError(_ step: String) -> String? {
    Fixtures.loadError(scene(steps: step))
  }

  // MARK: Reading and writing

  func testDecode_everyKey_readsTheControllerSpellingAndRoundTrips() throws {
    let scene = try Fixtures.load(
      Self.scene(
        steps: """
          { "action": "updateController", "controller": "nav", "prefersLargeTitles": false,
            "isTranslucent": false, "isNavigationBarHidden": true },
          { "action": "updateController", "controller": "page", "largeTitleDisplayMode": "never",
            "additionalSafeAreaInsets": { "top": 2.5, "bottom": 1.25 },
            "edgesForExtendedLayout": ["bottom", "top"], "extendedLayoutIncludesOpaqueBars": true,
            "note": "everything a plain controller takes" },
          { "action": "updateController", "controller": "page", "edgesForExtendedLayout": [] }
          """))
    var bars = Scene.ControllerUpdate()
    bars.prefersLargeTitles = false
    bars.isTranslucent = false
    bars.isNavigationBarHidden = true
    var layout = Scene.ControllerUpdate()
    layout.largeTitleDisplayMode = .never
    layout.additionalSafeAreaInsets = Insets(top: 2.5, bottom: 1.25)
    layout.edgesForExtendedLayout = [.top, .bottom]
    layout.extendedLayoutIncludesOpaqueBars = true
    var none = Scene.ControllerUpdate()
    none.edgesForExtendedLayout = []
    XCTAssertEqual(
      scene.steps.map(\.action),
      [
        .updateController("nav", bars), .updateController("page", layout),
        .updateController("page", none),
      ])
    XCTAssertEqual(scene.steps[1].note, "everything a plain controller takes")
    XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene)
    let data = try JSONEncoder().encode(scene)
    XCTAssertEqual(try JSONDecoder().decode(Scene.self, from: data), scene)
    // Edges are written in the controller's order (top, left, bottom, right).
    XCTAssertTrue(
      scene.sceneFileText.contains(
        """
              "edgesForExtendedLayout": [
                "top",
                "bottom"
              ],
              "extendedLayoutIncludesOpaqueBars": true,
        """), scene.sceneFileText)
  }

  func testFormatReference_updateControllerTable_matchesTheDeclaration() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = root.appendingPathComponent(
      "Sources/SceneFormat/SceneFormat.docc/SceneFileFormat.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    XCTAssertTrue(
      text.contains(Scene.ControllerUpdate.referenceTable),
      "SceneFileFormat.md must hold this table:\n\(Scene.ControllerUpdate.referenceTable)")
  }

  // MARK: Refusals

  func testError_unknownControllerID_suggestsTheNearestController() {
    XCTAssertEqual(
      Self.loadError(
        #"{ "action": "updateController", "controller": "nav7", "prefersLargeTitles": false }"#),
      "test.json: $.steps[0].controller: no controller has the id \"nav7\"; did you mean "
        + "\"nav\"?")
  }

  func testError_idOfAView_isNotAController() {
    XCTAssertEqual(
      Self.loadError(
        #"{ "action": "updateController", "controller": "field", "isTranslucent": false }"#),
      "test.json: $.steps[0].controller: \"field\" is a textField, not a controller")
  }

  func testError_unknownKey_suggestsTheNearestKey() {
    XCTAssertEqual(
      Self.loadError(
        #"{ "action": "updateController", "controller": "nav", "prefersLargeTitle": false }"#),
      "test.json: $.steps[0].prefersLargeTitle: unknown key; did you mean "
        + "\"prefersLargeTitles\"?")
  }

  func testError_keyOfAnotherAction_listsTheStepsKeys() {
    XCTAssertEqual(
      Self.loadError(
        #"{ "action": "updateController", "controller": "nav", "alpha": 0.5 }"#),
      "test.json: $.steps[0].alpha: a updateController step has no \"alpha\"; its keys are "
        + "controller, prefersLargeTitles, isTranslucent, isNavigationBarHidden, "
        + "largeTitleDisplayMode, additionalSafeAreaInsets, edgesForExtendedLayout, "
        + "extendedLayoutIncludesOpaqueBars")
  }

  func testError_noKeys_namesEveryKey() {
    XCTAssertEqual(
      Self.loadError(#"{ "action": "updateController", "controller": "nav" }"#),
      "test.json: $.steps[0]: an updateController step changes at least one of "
        + "prefersLargeTitles, isTranslucent, isNavigationBarHidden, largeTitleDisplayMode, "
        + "additionalSafeAreaInsets, edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars")
  }

  func testError_navigationKeyOnAPlainController_namesWhereItApplies() {
    XCTAssertEqual(
      Self.loadError(
        #"{ "action": "updateController", "controller": "page", "isNavigationBarHidden": true }"#
      ),
      "test.json: $.steps[0].isNavigationBarHidden: \"page\" is a plain controller; "
        + "isNavigationBarHidden applies to navigation controllers")
  }

  func testError_translucentOnAPlainController_namesNavigationAndTabBars() {
    XCTAssertEqual(
      Self.loadError(
        #"{ "action": "updateController", "controller": "page", "isTranslucent": false }"#),
      "test.json: $.steps[0].isTranslucent: \"page\" is a plain controller; isTranslucent "
        + "applies to navigation and tab bar controllers")
  }

  // As in a controller's spec (and UIKit), a negative edge is taken: it narrows nothing but
  // is what the host set.
  func testNegativeInset_acceptedAsInTheControllerSpec() throws {
    let scene = try Fixtures.load(
      Self.scene(
        steps: #"{ "action": "updateController", "controller": "page", "#
          + #""additionalSafeAreaInsets": { "top": 4, "left": -0.5 } }"#))
    var update = Scene.ControllerUpdate()
    update.additionalSafeAreaInsets = Insets(top: 4, left: -0.5)
    XCTAssertEqual(scene.steps.map(\.action), [.updateController("page", update)])
    XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene)
  }

  func testError_nonFiniteInset_namesTheEdge() {
    XCTAssertEqual(
      Self.loadError(
        #"{ "action": "updateController", "controller": "page", "#
          + #""additionalSafeAreaInsets": { "bottom": 1e999 } }"#),
      "test.json: $.steps[0].additionalSafeAreaInsets.bottom: expected a finite number, "
        + "found 1e999 (out of range)")
  }

  func testError_badDisplayModeAndDuplicateEdge_nameTheValue() {
    XCTAssertEqual(
      Self.loadError(
        #"{ "action": "updateController", "controller": "page", "#
          + #""largeTitleDisplayMode": "sometimes" }"#),
      "test.json: $.steps[0].largeTitleDisplayMode: expected one of automatic, always, never; "
        + "found a string (\"sometimes\")")
    XCTAssertEqual(
      Self.loadError(
        #"{ "action": "updateController", "controller": "page", "#
          + #""edgesForExtendedLayout": ["top", "top"] }"#),
      "test.json: $.steps[0].edgesForExtendedLayout[1]: top is already listed")
  }

  // MARK: Replay

  func testLargeTitlesOff_keyboardUpUnderAnExpandedTitle_fieldStaysClearAndRestoresExactly()
    throws
  {
    let scene = try Fixtures.load(
      Self.scene(
        steps: """
          { "action": "focus", "field": "field",
            "expect": ["pageView.frame.y == 12", "field.clearance == 10"] },
          { "action": "updateController", "controller": "nav", "prefersLargeTitles": false,
            "expect": ["pageView.frame.y == 12", "pageView.frame.height == 504",
              "field.clearance == 10", "keyboard.isVisible == true"] },
          { "action": "resign", "expect": ["pageView.frame.y == 64",
            "pageView.frame.height == 504", "movedDistance == 0", "keyboard.isVisible == false"] }
          """))
    let report = try Simulator(scene: scene, file: "test.json").run()
    assertExpectationsHold(report)
    // The restoration property compares the restore with the rest state the update leaves
    // (the page at 64, 504 tall), not with the state before the session (116, 452 tall).
    XCTAssertNil(ReliabilityCheck.firstFailure(in: scene))
    // Built under the expanded title: the page starts at 20 + 96.
    XCTAssertEqual(report.steps[0].after.view(named: "pageView")?.frame.minY, 116)
    XCTAssertEqual(report.steps[2].title, "updateController nav (prefersLargeTitles)")
    XCTAssertEqual(report.steps[2].events, ["updated nav: prefersLargeTitles false"])
    XCTAssertEqual(report.steps[2].after.view(named: "nav bar")?.frame.height, 44)
  }

  func testLargeTitlesOff_keyboardUpUnderACollapsedTitle_fieldStaysClearAndRestoresExactly()
    throws
  {
    let scene = try Fixtures.load(
      Self.scene(
        listOffset: 60,
        steps: """
          { "action": "focus", "field": "field",
            "expect": ["pageView.frame.y == 12", "field.clearance == 10"] },
          { "action": "updateController", "controller": "nav", "prefersLargeTitles": false,
            "expect": ["pageView.frame.y == 12", "field.clearance == 10"] },
          { "action": "updateView", "view": "list", "contentOffset": [0, 0],
            "expect": ["pageView.frame.y == 12", "field.clearance == 10"] },
          { "action": "resign", "expect": ["pageView.frame.y == 64",
            "pageView.frame.height == 504", "movedDistance == 0"] }
          """))
    let report = try Simulator(scene: scene, file: "test.json").run()
    assertExpectationsHold(report)
    // Built with the title collapsed by the list's offset: the page starts at 20 + 44.
    XCTAssertEqual(report.steps[0].after.view(named: "pageView")?.frame.minY, 64)
    XCTAssertEqual(report.steps[4].after.view(named: "nav bar")?.frame.height, 44)
    XCTAssertNil(ReliabilityCheck.firstFailure(in: scene))
  }

  func testResizeRoot_barMovedTwiceDuringTheHold_restoresTheRestingHeightBitwise() throws {
    // The page rests 736 - (20 + 16.333333333333332 + 44) tall once the title is off. Moving
    // the hold's top by the two rises (116 to 132.33333333333331, then to 80.33333333333333)
    // summed to 655.6666666666667, a unit in the last place above it.
    let scene = try Fixtures.load(
      """
      {
        "format": 1, "name": "held", "screen": { "width": 320, "height": 736 },
        "window": { "safeAreaInsets": { "top": 20 } },
        "manager": { "strategy": "resizeRoot" },
        "root": { "id": "nav", "kind": "navigation", "prefersLargeTitles": true,
          "viewControllers": [
          { "id": "page", "edgesForExtendedLayout": [],
            "view": { "id": "pageView", "subviews": [
              { "id": "field", "kind": "textField", "frame": [16, 450, 288, 30] } ] } } ] },
        "steps": [
          { "action": "focus", "field": "field", "expect": ["pageView.frame.height == 404"] },
          { "action": "updateController", "controller": "nav",
            "additionalSafeAreaInsets": { "top": 16.333333333333332 },
            "expect": ["pageView.frame.y == 132.33333333333331"] },
          { "action": "updateController", "controller": "nav", "prefersLargeTitles": false,
            "expect": ["pageView.frame.y == 80.33333333333333", "pageView.frame.height == 439.5"] },
          { "action": "resign", "expect": ["pageView.frame.y == 80.33333333333333",
            "pageView.frame.height == 655.6666666666666"] }
        ]
      }
      """)
    let report = try Simulator(scene: scene, file: "test.json").run()
    assertExpectationsHold(report)
    XCTAssertNil(ReliabilityCheck.firstFailure(in: scene))
  }

  func testUpdateController_manyKeysOnAPlainController_eventsSayWhatWasSet() throws {
    let report = try Fixtures.replay(
      Self.scene(
        steps: """
          { "action": "updateController", "controller": "page",
            "additionalSafeAreaInsets": { "top": 0.5 }, "edgesForExtendedLayout": ["top"],
            "expect": ["pageView.frame.y == 0", "pageView.safeAreaInsets.top == 64.5"] }
          """))
    assertExpectationsHold(report)
    XCTAssertEqual(
      report.steps[1].title,
      "updateController page (additionalSafeAreaInsets, edgesForExtendedLayout)")
    XCTAssertEqual(
      report.steps[1].events,
      [#"updated page: additionalSafeAreaInsets {"top":0.5}, edgesForExtendedLayout ["top"]"#])
  }

  // MARK: The generator

  func testGenerator_fourHundredSeeds_insertValidUpdateControllerStepsWithEveryKey() throws {
    var coverage = SoakCoverage()
    var scenesWithStep = 0
    var fractionalInsets = 0
    for seed: UInt64 in 1..<401 {
      let scene = RandomScene.make(seed: seed)
      coverage.record(scene)
      let updates = scene.steps.compactMap { step -> Scene.ControllerUpdate? in
        guard case .updateController(_, let update) = step.action else { return nil }
        return update
      }
      guard !updates.isEmpty else { continue }
      scenesWithStep += 1
      fractionalInsets +=
        updates.compactMap(\.additionalSafeAreaInsets).filter {
          [$0.top, $0.left, $0.bottom, $0.right].contains { $0 != $0.rounded() }
        }.count
      XCTAssertNoThrow(
        try SceneLoader.parse(scene.sceneFileText, file: "seed-\(seed).json"), "seed \(seed)")
    }
    XCTAssertEqual(scenesWithStep, 77)
    XCTAssertGreaterThan(fractionalInsets, 0)
    let features = Set(coverage.counts.keys)
    for key in Scene.ControllerUpdate.keys {
      XCTAssertTrue(features.contains("updateController: \(key)"), key)
    }
    XCTAssertTrue(features.contains("action: updateController"))
  }

  func testRemoving_dropsOneKey_andKeepsTheOthers() {
    var update = Scene.ControllerUpdate()
    update.prefersLargeTitles = true
    update.additionalSafeAreaInsets = Insets(top: 3)
    XCTAssertEqual(update.removing("prefersLargeTitles").setKeys, ["additionalSafeAreaInsets"])
    XCTAssertEqual(
      update.removing("isTranslucent").setKeys, ["prefersLargeTitles", "additionalSafeAreaInsets"])
    for key in Scene.ControllerUpdate.keys {
      var all = Scene.ControllerUpdate()
      all.prefersLargeTitles = true
      all.isTranslucent = true
      all.isNavigationBarHidden = true
      all.largeTitleDisplayMode = .always
      all.additionalSafeAreaInsets = .zero
      all.edgesForExtendedLayout = .all
      all.extendedLayoutIncludesOpaqueBars = true
      XCTAssertEqual(all.removing(key).setKeys, Scene.ControllerUpdate.keys.filter { $0 != key })
    }
  }
}
