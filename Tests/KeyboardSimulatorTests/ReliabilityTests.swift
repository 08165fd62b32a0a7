import Foundation
import KeyboardCore
import SimulatorReliability
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// The bounded reliability pass: random scenes from the widened generator (fixed seeds)
// replayed with every property checked after every step, and the coverage table printed.
// 3,000 scenes by default (the widened generator costs about four times the old one per
// scene; this keeps `swift test` well under five minutes on two cores). Environment:
// HKM_SOAK_COUNT the number of scenes, HKM_SOAK_START the first seed, HKM_SOAK_STEPS the
// longest script (16), HKM_SOAK_OUT a folder for the shrunk failing scenes, HKM_SOAK_EXTREMES=1
// to include extreme finite geometry (1e-300...1e300; off here: nothing traps on it any more,
// but a few exactness failures remain at about 1 in 7,000 such scenes, tracked in issue 12).
// The long soak is the command, in release:
//   swift build -c release --product keyboard-sim
//   .build/release/keyboard-sim --soak 100000 --seed 9000000 --out /tmp/found
final class ReliabilityTests: XCTestCase {
  private var environment: [String: String] { ProcessInfo.processInfo.environment }

  func testRandomScenes_everyPropertyHoldsAfterEveryStep() throws {
    let count = environment["HKM_SOAK_COUNT"].flatMap(UInt64.init) ?? 3_000
    let start = environment["HKM_SOAK_START"].flatMap(UInt64.init) ?? 1
    let steps = environment["HKM_SOAK_STEPS"].flatMap(Int.init) ?? 16
    let extremes = environment["HKM_SOAK_EXTREMES"] == "1"
    // The edge classes too (one seed in five), as keyboard-sim --soak makes them.
    let report = Soak.run(
      seeds: start..<(start + count), maxSteps: steps, allowsExtremes: extremes,
      edgeClasses: true)
    if let folder = environment["HKM_SOAK_OUT"] {
      for finding in report.findings {
        let path = "\(folder)/reliability-seed-\(finding.seed).json"
        try finding.scene.sceneFileText.write(toFile: path, atomically: true, encoding: .utf8)
      }
    }
    print("reliability: \(report.sequences) sequences, \(report.steps) steps: \(report.summary)")
    print(report.coverage.table)
    for (property, failed) in report.failuresByProperty.sorted(by: {
      $0.key.rawValue < $1.key.rawValue
    }) {
      print("reliability: \(failed) scenes failed \(property.rawValue)")
      XCTAssertEqual(failed, 0, "\(property.rawValue) failed")
    }
    for finding in report.findings {
      // Every shrunk scene loads again from its file text.
      XCTAssertNoThrow(
        try SceneLoader.parse(finding.scene.sceneFileText, file: "seed-\(finding.seed).json"))
      XCTFail("seed \(finding.seed): \(finding.failure)\n\(finding.scene.sceneFileText)")
    }
    XCTAssertEqual(report.sequences, Int(count))
  }

  func testCoverage_fourHundredSeeds_reachEveryAdvertisedFeature() {
    // Counted on the scenes alone (no replay): extreme geometry still traps in KeyboardCore.
    var coverage = SoakCoverage()
    for seed: UInt64 in 1..<401 { coverage.record(RandomScene.make(seed: seed)) }
    let features = Set(coverage.counts.keys)
    var wanted = Scene.Action.names.map { "action: \($0)" }
    wanted += ["moveRoot", "scrollOnly", "resizeRoot"].map { "strategy: \($0)" }
    wanted +=
      ["docked", "docked predictive", "undocked", "floating", "hardwareBar", "height"]
      .map { "keyboard posted: \($0)" } + ["keyboard posted: frame"]
    wanted += ["navigation", "tab", "split", "plain"].map { "controller: \($0)" }
    wanted += Scene.ViewKind.allCases.map { "view: \($0.rawValue)" }
    wanted += [
      "view: autoresizing", "geometry: pixel fractions (.5, .25, .75)",
      "geometry: other fractions (thirds, tenths)", "geometry: extreme (1e-300 ... 1e300)",
      "depth: 26-50", "manager: enabled or disabled mid-session", "update: caretRect",
      "view: tall text view (taller than the room above the keyboard)",
      "device class: iPad landscape", "device class: phone landscape, Face ID",
      "device class: phone narrower than 375",
    ]
    for feature in wanted { XCTAssertTrue(features.contains(feature), feature) }
  }

  // A long session (1,200 steps: focus switching between two scroll views with the keyboard
  // up, negative distances that each add a diagnostic) keeps every list bounded and replays
  // to the same report twice.
  func testLongSession_listsStayBounded() {
    func field(_ id: String, y: Double) -> Scene.ViewSpec {
      Scene.ViewSpec(id: id, kind: .textField, frame: Rect(x: 20, y: y, width: 200, height: 30))
    }
    var top = Scene.ViewSpec(
      id: "top", kind: .scrollView, frame: Rect(x: 0, y: 0, width: 320, height: 284),
      subviews: [field("a", y: 250)])
    top.contentSize = Size(width: 320, height: 600)
    var bottom = Scene.ViewSpec(
      id: "bottom", kind: .scrollView, frame: Rect(x: 0, y: 284, width: 320, height: 284),
      subviews: [field("b", y: 250)])
    bottom.contentSize = Size(width: 320, height: 600)
    var scene = Scene(
      screen: Scene.ScreenSpec(width: 320, height: 568),
      root: Scene.ControllerSpec(id: "form", view: Scene.ViewSpec(subviews: [top, bottom])))
    for index in 0..<400 {
      var update = Scene.ViewUpdate()
      update.distanceFromKeyboard = -Double(index % 7 + 1)
      scene.steps += [
        Scene.Step(.focus(index.isMultiple(of: 2) ? "a" : "b")),
        Scene.Step(.updateView(index.isMultiple(of: 2) ? "a" : "b", update)),
        Scene.Step(.configure(Scene.ManagerSettings(keyboardDistance: -1))),
      ]
    }
    XCTAssertNil(ReliabilityCheck.firstFailure(in: scene))
    guard let simulator = try? Simulator(scene: scene) else { return XCTFail("does not build") }
    _ = simulator.run()
    XCTAssertLessThanOrEqual(simulator.live.window.diagnostics.count, Window.diagnosticLimit)
    XCTAssertLessThanOrEqual(simulator.live.screen.keyboard.diagnostics.count, 100)
  }
}

// The shrinker writes only scenes that load: every shrunk finding's file text loads and still
// breaks the same property (it once wrote a predictive bar on a hardware-keyboard preset,
// which validates in memory but not as a file).
final class ReliabilityShrinkTests: XCTestCase {
  func testShrunkScenes_loadFromTheirFileText() throws {
    let report = Soak.run(seeds: 1..<200, maxSteps: 16, keep: 3, allowsExtremes: false)
    for finding in report.findings {
      let text = finding.scene.sceneFileText
      let loaded = try SceneLoader.parse(text, file: "seed-\(finding.seed).json")
      XCTAssertEqual(
        ReliabilityCheck.firstFailure(in: loaded)?.property, finding.failure.property,
        "seed \(finding.seed)")
    }
  }
}

// Every scene the soak shrank to a failure becomes a regression: each file in
// Tests/Regressions/ must now replay with every property holding.
final class ReliabilityRegressionTests: XCTestCase {
  func testRegressionScenes_everyPropertyHolds() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Regressions")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    XCTAssertFalse(files.isEmpty)
    for file in files {
      let scene = try SceneLoader.load(contentsOfFile: folder.appendingPathComponent(file).path)
      XCTAssertNil(ReliabilityCheck.firstFailure(in: scene), file)
    }
  }

  // Each regression scene pins the numbers its fix was about (`expect` lines on the steps it
  // failed at, and after every focus and keyboard step): a change of behaviour fails by the
  // scene's name and the expectation's text, not only as a broken property.
  func testRegressionScenes_everyExpectationHolds() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Regressions")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    XCTAssertFalse(files.isEmpty)
    for file in files {
      let scene = try SceneLoader.load(contentsOfFile: folder.appendingPathComponent(file).path)
      let report = try Simulator(scene: scene, file: file).run()
      XCTAssertGreaterThan(report.expectationCount, 0, "\(file) pins no numbers")
      for step in report.steps {
        for result in step.expectations where !result.passed {
          XCTFail("\(file) step \(step.index): \(result.text) (actual: \(result.actual))")
        }
      }
      XCTAssertTrue(report.isSuccess, file)
    }
  }

  // The seeds of the first soak's failures, fixed since: insets read from safe areas before
  // outer scroll views moved (41, 58, 103), a silent resize strategy (60, 124), offsets past a
  // short content's end (220, 230, 291, 409). (Seed 424, fixed too, now makes another scene.)
  func testFirstSoakSeeds_nowHold() {
    for seed: UInt64 in [41, 58, 60, 103, 124, 220, 230, 291, 409] {
      XCTAssertNil(ReliabilityCheck.firstFailure(in: RandomScene.make(seed: seed)), "seed \(seed)")
    }
  }

  // Seed 920,445,274 (a million-scene soak, extreme geometry): a safe area that covers a tall
  // text view whole puts its visible top at its bottom edge, so its own scroll stops with the
  // caret there and the root lifts the caret's line the rest: less than the visible area
  // shows. The tallTextView property asked for the visible area; it now asks for what shows
  // once a caret its own content cannot lift further is clear (reliability-seed-920445274).
  func testSeed920445274_caretHeldBelowATextViewItsSafeAreaCovers_holds() {
    XCTAssertNil(ReliabilityCheck.firstFailure(in: RandomScene.make(seed: 920_445_274)))
  }

  // Seed 977,090,291 (extreme geometry): the same covered text view, its own scroll stopped
  // on the pixel grid a third of a point below its visible top (the next pixel would hide the
  // caret's top). The tallTextView property took that caret for one its own content could
  // still lift; it now counts a caret less than a pixel below its visible top as held there
  // (reliability-seed-977090291).
  func testSeed977090291_caretHeldWithinAPixelBelowItsVisibleTop_holds() {
    XCTAssertNil(ReliabilityCheck.firstFailure(in: RandomScene.make(seed: 977_090_291)))
  }
}

// The determinism property compares two replays' reports; a difference in either report, text
// or JSON, fails it.
final class DeterminismPropertyTests: XCTestCase {
  private func twoReplays(seed: UInt64) throws -> (ReplayReport, ReplayReport) {
    let scene = RandomScene.make(seed: seed)
    return (try Simulator(scene: scene).run(), try Simulator(scene: scene).run())
  }

  func testDeterminism_twoReplaysOfOneScene_hold() throws {
    let (first, again) = try twoReplays(seed: 41)
    XCTAssertGreaterThan(first.steps.count, 1)
    XCTAssertNil(ReliabilityCheck.determinismFailure(first, again, step: 3))
  }

  func testDeterminism_aStepTimeOffByOneULP_fails() throws {
    var (first, again) = try twoReplays(seed: 41)
    first.steps[1].time = 0.25
    again.steps[1].time = 0.25.nextUp
    let failure = try XCTUnwrap(ReliabilityCheck.determinismFailure(first, again, step: 3))
    XCTAssertEqual(failure.property, .determinism)
    XCTAssertEqual(failure.step, 3)
    XCTAssertTrue(failure.message.contains("report differs"), failure.message)
  }

  func testDeterminism_aViewFrameOnlyTheJSONPrints_fails() throws {
    var (first, again) = try twoReplays(seed: 41)
    let last = first.steps.count - 1
    XCTAssertFalse(first.steps[last].after.views.isEmpty)
    again.steps[last].after.views[0].frame.origin.x += 0.5
    XCTAssertEqual(TextReport.render(first), TextReport.render(again))
    let failure = try XCTUnwrap(ReliabilityCheck.determinismFailure(first, again, step: 3))
    XCTAssertTrue(
      failure.message.hasPrefix("a second replay's JSON report differs"), failure.message)
  }
}

// A step whose layout has not settled after 8 passes is not a failure (every property can
// hold on it), but the soak counts it and keeps the scene, so that a soak figure says how many
// loops remain and each one can be looked at.
final class UnsettledLayoutSoakTests: XCTestCase {
  // Seed 190,026,523 (found by a 30,000-scene soak on 2026-12-05): resizeRoot on a controller
  // below an opaque bar with a large title. The first pass read the field where the
  // full-height root lays it out, scrolled a collection view 4 points (collapsing the title by
  // 4) and shrank the root; laid out smaller, the collection view's flexible margins put the
  // field under the bar, the next pass scrolled back down, the title expanded, the navigation
  // controller laid the root out at full height again, and the passes alternated past 8. The
  // snapshot now reads the views inside the root at the height the plan gives it: the first
  // pass scrolls nothing and the second (after the host's layout) finds nothing to do. (The
  // navigation controller also keeps the hold's bottom edge when only the bar above changes.
  // No soak since has found a layout that does not settle, so no generated scene exercises
  // the keeping and shrinking of one.)
  func testSeed190026523_resizedRootUnderALargeTitle_settles() throws {
    assertSettles(RandomScene.make(seed: 190_026_523, allowsExtremes: false))
    let step = try lastSettledStep(of: "reliability-seed-190026523.json")
    XCTAssertEqual(step.passes.count, 2)
    XCTAssertEqual(step.passes[1].mutations, [])
    XCTAssertFalse(step.passes[0].mutations.contains { $0.contains("Offset") }, "\(step.passes[0])")
  }

  // Seed 18,015,999 (constrained soak of f7ac946, shrunk): a table controller pushed under an
  // opaque bar with a large title never settled, and after 8 passes the table still sat below
  // the expanded title's bar. It settles since the merge 02008f2; the scene pins where.
  func testSeed18015999_tablePushedUnderAnOpaqueLargeTitle_settles() throws {
    _ = try lastSettledStep(of: "reliability-constraints-seed-18015999.json")
  }

  // Seed 35,012,106 (constrained soak of 69179e8, shrunk): resizeRoot on a navigation
  // controller inside another, with a bar on its view's keyboard guide under a floating
  // keyboard. The engine moved the bar for the smaller safe area before the view around it
  // shrank, the hold took that as where the bar rests, and the passes alternated between
  // shrinking the root and giving its height back. The scene pins the settled step.
  func testSeed35012106_barOnAGuideInsideANestedHeldRoot_settles() throws {
    let step = try lastSettledStep(of: "reliability-constraints-seed-35012106.json")
    XCTAssertEqual(step.passes.count, 2)
  }

  // Seed 251,007,360 (1,000,000-scene soak of 02008f2, shrunk): a content scroll view that is
  // the top controller's view below an opaque bar moves with the bar as its scroll collapses
  // the large title. Planned as if only the bar moved, each pass overshot by the collapse and
  // the next one scrolled back. The solver now moves the view with the collapse it assumes
  // and tries only collapses that scrolls to whole pixels give: two passes, the second empty.
  func testSeed251007360_contentScrollViewFollowingTheBar_settles() throws {
    assertSettles(RandomScene.make(seed: 251_007_360, edgeClasses: true))
    let step = try lastSettledStep(of: "unsettled-seed-251007360.json")
    XCTAssertEqual(step.passes.count, 2)
    XCTAssertEqual(step.passes[1].mutations, [])
  }

  // Seed 272,012,934 (unconstrained, with extremes; shrunk): nav13, a navigation controller
  // inside another and the root moveRoot lifts, lays its bar out lower in its own space as it
  // rises under the outer bar. The snapshot read where its large title is fully expanded at
  // that live bar top, so each pass took the title to collapse 4 points more, the top guide to
  // rise as much, and lifted nav13 by 4 more, past 8 passes. It reads it at the bar's resting
  // top now, as the layout does: two passes, the second with no room left.
  func testSeed272012934_nestedNavigationRootLiftedUnderTheOuterBar_settles() throws {
    assertSettles(RandomScene.make(seed: 272_012_934, edgeClasses: true))
    let step = try lastSettledStep(of: "unsettled-seed-272012934.json")
    XCTAssertEqual(step.passes.count, 2)
    XCTAssertEqual(step.passes[1].mutations, [])
  }

  // Seed 330,225,709 (unconstrained, with extremes; shrunk): s20, the large title's content
  // scroll view, is the first subview of form19, a top view laid out below an opaque bar, so
  // it moves with the bar's bottom as the title expands or collapses. Read as content that
  // stays in place, a scroll down to reveal f24 expanded the title and carried f24 52 points
  // lower, the next pass scrolled up into that room, collapsed the title and carried f24 under
  // the bar, and the next scrolled down again, past 8 passes. It follows the bar now, as a top
  // view that is the scroll view does: two passes, the second with no room left.
  func testSeed330225709_contentScrollViewInsideATopViewFollowingTheBar_settles() throws {
    assertSettles(RandomScene.make(seed: 330_225_709, edgeClasses: true))
    let step = try lastSettledStep(of: "unsettled-seed-330225709.json")
    XCTAssertEqual(step.passes.count, 2)
    XCTAssertEqual(step.passes[1].mutations, [])
  }

  // Seed 600,482,507 (unconstrained, with extremes; shrunk): nav40, a navigation controller
  // inside another and the root moveRoot lifts, lays its bar out at the edge the outer bar
  // fixes in the window, so the bar stays put as nav40 rises. Read as rising with the root,
  // the bar was placed a whole lift lower with nav40 at rest: the tall text view t22's own
  // scroll stopped that much short, nav40 rose to make up, and each pass gained 2 points,
  // past 8 passes. The bar is read in place now: two passes, the second with nothing to do.
  func testSeed600482507_textViewInANestedNavigationRootUnderItsHeldBar_settles() throws {
    assertSettles(RandomScene.make(seed: 600_482_507, edgeClasses: true))
    let step = try lastSettledStep(of: "unsettled-seed-600482507.json")
    XCTAssertEqual(step.passes.count, 2)
    XCTAssertEqual(step.passes[1].mutations, [])
  }

  func testSoak_aSceneThatSettles_isNotKept() {
    let report = Soak.run(seeds: 76_042_670..<76_042_671, allowsExtremes: false)
    XCTAssertEqual(report.unsettledScenes, 0)
    XCTAssertEqual(report.unsettled, [])
  }

  /// Checks that every property holds on a scene and that every step of it settles.
  private func assertSettles(
    _ scene: Scene, file: StaticString = #filePath, line: UInt = #line
  ) {
    let outcome = ReliabilityCheck.outcome(of: scene)
    XCTAssertNil(outcome.failure, file: file, line: line)
    XCTAssertEqual(outcome.unsettledSteps, 0, file: file, line: line)
  }

  /// The last step of a regression scene, replayed after `assertSettles` and required to end
  /// with no diagnostic.
  private func lastSettledStep(
    of name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> StepReport {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Regressions")
    let scene = try SceneLoader.load(contentsOfFile: folder.appendingPathComponent(name).path)
    assertSettles(scene, file: file, line: line)
    let report = try Simulator(scene: scene, file: name).run()
    let step = try XCTUnwrap(report.steps.last, file: file, line: line)
    XCTAssertEqual(step.diagnostics, [], file: file, line: line)
    return step
  }
}
