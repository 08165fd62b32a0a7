import KeyboardCore
import XCTest

// The pure solver on hand-built snapshots: no tree, no manager.
final class AvoidanceSolverTests: XCTestCase {
  private let keyboard = Rect(x: 0, y: 352, width: 320, height: 216)
  private let windowRoot = RootSnapshot(
    name: "Root", origin: .zero, beginOrigin: .zero, beginSize: Size(width: 320, height: 568),
    beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))

  private func context(
    target: Rect, scrollViews: [ScrollViewSnapshot] = [], root: RootSnapshot? = nil,
    keyboard: Rect? = Rect(x: 0, y: 352, width: 320, height: 216),
    kind: KeyboardKind = .docked, strategy: AvoidanceStrategy = .moveRoot
  ) -> AvoidanceContext {
    AvoidanceContext(
      inputName: "Field", target: target, keyboard: keyboard, keyboardKind: kind,
      distance: 10, topGuide: 20, scrollViews: scrollViews, root: root ?? windowRoot,
      strategy: strategy)
  }

  func testPlan_noKeyboard_emptyPlanSaysSo() {
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500, width: 280, height: 30), keyboard: nil))
    XCTAssertTrue(plan.isEmpty)
    XCTAssertEqual(plan.trace.lines.last, "keyboard hidden: nothing to avoid")
  }

  func testPlan_baseA_traceExplainsEveryStep() {
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500, width: 280, height: 30)))
    XCTAssertEqual(plan.mutations, [.setRootOrigin(Point(x: 0, y: -188))])
    XCTAssertEqual(
      plan.trace.description,
      """
      Field at (20, 500, 280×30) in the window; distance 10; top guide 20
      docked keyboard covers (0, 352, 320×216)
      needs 188 up (bottom 530 + distance 10 − keyboard top 352); room above 480 → move 188
      Root: moved up 188 (origin y 0 → -188)
      clear: bottom at 342, 10 above the keyboard
      """)
    XCTAssertEqual(plan.trace.requiredRise, 188)
    XCTAssertEqual(plan.trace.roomAbove, 480)
    XCTAssertEqual(plan.trace.rootRise, 188)
  }

  func testPlan_nestedScrollViews_innermostFirstThenOuterThenRoot() {
    let inner = ScrollViewSnapshot(
      name: "Inner", frameInWindow: Rect(x: 0, y: 300, width: 320, height: 200),
      contentOffset: .zero, innerTopInContent: 150)
    let outer = ScrollViewSnapshot(
      name: "Outer", frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
      contentOffset: .zero, innerTopInContent: 300)
    // Target at window y 450...480: needs 138; inner can scroll 150, so it takes all of it.
    let plan = AvoidanceSolver.plan(
      for: context(
        target: Rect(x: 20, y: 450, width: 280, height: 30), scrollViews: [inner, outer]))
    XCTAssertEqual(plan.trace.scrolled, [0: 138])
    XCTAssertEqual(plan.trace.rootRise, 0)
    XCTAssertTrue(plan.mutations.contains(.setContentOffset(scrollView: 0, Point(x: 0, y: 138))))
  }

  func testPlan_innerScrollCapped_remainderGoesOutward() {
    let inner = ScrollViewSnapshot(
      name: "Inner", frameInWindow: Rect(x: 0, y: 300, width: 320, height: 200),
      contentOffset: .zero, innerTopInContent: 40)
    let outer = ScrollViewSnapshot(
      name: "Outer", frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
      contentOffset: .zero, innerTopInContent: 300)
    let plan = AvoidanceSolver.plan(
      for: context(
        target: Rect(x: 20, y: 450, width: 280, height: 30), scrollViews: [inner, outer]))
    XCTAssertEqual(plan.trace.scrolled, [0: 40, 1: 98])
    // The inset goes to the innermost scrollable ancestor, measured after the outer scroll.
    XCTAssertTrue(
      plan.mutations.contains(.setContentInset(scrollView: 0, Insets(bottom: 60))),
      "\(plan.mutations)")
  }

  func testPlan_skippedScrollViewsNamedInTrace() {
    let disabled = ScrollViewSnapshot(
      name: "Disabled", frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
      contentOffset: .zero, innerTopInContent: 500, skipReason: .scrollingDisabled)
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500, width: 280, height: 30), scrollViews: [disabled]))
    XCTAssertTrue(plan.trace.lines.contains("Disabled: skipped, scrolling disabled"))
    XCTAssertEqual(plan.trace.rootRise, 188)
  }

  func testPlan_rootAlreadyLifted_fieldWithSlack_rootComesDownBySlack() {
    let lifted = RootSnapshot(
      name: "Root", origin: Point(x: 0, y: -188), beginOrigin: .zero,
      beginSize: Size(width: 320, height: 568),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))
    // The field is now at window y 212...242 (300 in the root): slack 100.
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 212, width: 280, height: 30), root: lifted))
    XCTAssertEqual(plan.mutations, [.setRootOrigin(Point(x: 0, y: -88))])
    XCTAssertEqual(plan.trace.rootRise, -100)
  }

  func testPlan_fieldUnderTopGuide_scrollsDownToRevealIt() {
    let scroll = ScrollViewSnapshot(
      name: "Scroll", frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
      contentOffset: Point(x: 0, y: 300), minimumOffsetY: 0, innerTopInContent: 310)
    // Target at window y 10: 10 above the guide.
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 10, width: 280, height: 30), scrollViews: [scroll]))
    XCTAssertEqual(plan.trace.scrolled, [0: -10])
    XCTAssertTrue(plan.mutations.contains(.setContentOffset(scrollView: 0, Point(x: 0, y: 290))))
  }

  func testPlan_scrollOnlyStrategy_reportsRemainingCover() {
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500, width: 280, height: 30), strategy: .scrollOnly))
    XCTAssertTrue(plan.isEmpty)
    XCTAssertEqual(plan.trace.remainingCover, 188)
  }

  func testPlan_isIdempotentAfterApplying() {
    let first = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500, width: 280, height: 30)))
    XCTAssertEqual(first.trace.rootRise, 188)
    let lifted = RootSnapshot(
      name: "Root", origin: Point(x: 0, y: -188), beginOrigin: .zero,
      beginSize: Size(width: 320, height: 568),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))
    let second = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 312, width: 280, height: 30), root: lifted))
    XCTAssertTrue(second.isEmpty, "\(second.mutations)")
  }

  func testStrategyNames_roundTrip() {
    for strategy in [AvoidanceStrategy.moveRoot, .scrollOnly, .resizeRoot] {
      XCTAssertEqual(AvoidanceStrategy(named: strategy.description), strategy)
    }
    XCTAssertNil(AvoidanceStrategy(named: "teleport"))
  }
}
