import KeyboardCore
import XCTest

// A scroll view the host left below its smallest valid offset jumps to it when the plan keeps
// its offset in range: the target rises further than the plan's scroll (issue #12).
final class AvoidanceSolverRangeKeepingTests: XCTestCase {
  private let keyboard = Rect(x: 0, y: 60, width: 320, height: 508)

  private func context(
    target: Rect, scrollViews: [ScrollViewSnapshot], rootY: Double = 0,
    keyboard: Rect? = nil
  ) -> AvoidanceContext {
    AvoidanceContext(
      inputName: "Field", target: target, keyboard: keyboard ?? self.keyboard,
      keyboardKind: .docked, distance: 10, topGuide: 20, scrollViews: scrollViews,
      root: RootSnapshot(
        name: "Root", origin: Point(x: 0, y: rootY), beginOrigin: .zero,
        beginSize: Size(width: 320, height: 568),
        beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568)),
      strategy: .moveRoot)
  }

  private func scroll(
    _ id: Int, _ name: String, frame: Rect, offsetY: Double, contentHeight: Double,
    insetBottom: Double = 0, indicatorBottom: Double = 0
  ) -> ScrollViewSnapshot {
    ScrollViewSnapshot(
      id: ScrollViewID(id), name: name, frameInWindow: frame,
      contentOffset: Point(x: 0, y: offsetY),
      contentSize: Size(width: frame.width, height: contentHeight),
      contentInset: Insets(bottom: insetBottom), baselineContentInset: .zero,
      indicatorInsets: Insets(bottom: indicatorBottom), baselineIndicatorInsets: .zero,
      adjustsVerticalInsets: false, isManaged: insetBottom > 0)
  }

  func testPlan_coveredTargetLiftedPastTheGuideByRangeKeeping_liftedRootComesDown() {
    // The root is lifted 100. Field at window y 45...85 in a grid at offset -40 (its smallest
    // valid offset is 0): needs 35, room 25. The grid scrolls 25 to -15, range keeping takes it
    // to 0, which lifts the field's top 15 above the guide: the root comes down 15.
    let grid = scroll(
      1, "Grid", frame: Rect(x: 0, y: 0, width: 320, height: 568), offsetY: -40,
      contentHeight: 1000)
    let plan = AvoidanceSolver.plan(
      for: context(
        target: Rect(x: 20, y: 45, width: 280, height: 40), scrollViews: [grid], rootY: -100))
    XCTAssertEqual(
      plan.trace.description,
      """
      Field at (20, 45, 280×40) in the window; distance 10; top guide 20
      docked keyboard covers (0, 60, 320×508)
      needs 35 up (bottom 85 + distance 10 − keyboard top 60); room above 25 → move 25
      Grid: scrolled 25 (offset y -40 → -15)
      Root: moved down 15 (origin y -100 → -85)
      Grid: offset y -15 → 0 (kept in its valid range)
      Grid: bottom inset 0 → 533 (keyboard overlap 523)
      short by 10: bottom 60, keyboard top 60, distance 10
      """)
    let id = ScrollViewID(1)
    XCTAssertEqual(
      plan.mutations,
      [
        .setContentInset(scrollView: id, Insets(bottom: 533)),
        .setIndicatorInsets(scrollView: id, Insets(bottom: 523)),
        .setContentOffset(scrollView: id, .zero), .setRootOrigin(Point(x: 0, y: -85)),
      ])
    // Solved again where the plan leaves everything: nothing to do.
    let applied = scroll(
      1, "Grid", frame: Rect(x: 0, y: 15, width: 320, height: 568), offsetY: 0,
      contentHeight: 1000, insetBottom: 533, indicatorBottom: 523)
    let second = AvoidanceSolver.plan(
      for: context(
        target: Rect(x: 20, y: 20, width: 280, height: 40), scrollViews: [applied], rootY: -85))
    XCTAssertEqual(second.mutations, [])
  }

  func testPlan_clearTargetLiftedPastTheGuideByRangeKeeping_outerScrollFallsBack() {
    // Field at window y 100...130 in a grid at offset -100 (valid from 0), inside an outer
    // scroll view at offset 200; keyboard top 100: needs 40, room 80. The grid scrolls 40 to
    // -60, range keeping takes it to 0: the field rises 100, its top 20 above the guide, with
    // 60 to spare: the outer scroll view comes down 20.
    let grid = scroll(
      1, "Grid", frame: Rect(x: 0, y: 50, width: 320, height: 518), offsetY: -100,
      contentHeight: 1000)
    let outer = scroll(
      2, "Outer", frame: Rect(x: 0, y: 0, width: 320, height: 568), offsetY: 200,
      contentHeight: 2000)
    let plan = AvoidanceSolver.plan(
      for: context(
        target: Rect(x: 20, y: 100, width: 280, height: 30), scrollViews: [grid, outer],
        keyboard: Rect(x: 0, y: 100, width: 320, height: 468)))
    XCTAssertEqual(
      plan.trace.description,
      """
      Field at (20, 100, 280×30) in the window; distance 10; top guide 20
      docked keyboard covers (0, 100, 320×468)
      needs 40 up (bottom 130 + distance 10 − keyboard top 100); room above 80 → move 40
      Grid: scrolled 40 (offset y -100 → -60)
      Outer: scrolled down 20 to reveal the top (offset y 200 → 180)
      Grid: offset y -60 → 0 (kept in its valid range)
      Grid: bottom inset 0 → 498 (keyboard overlap 488)
      clear: bottom at 50, 50 above the keyboard
      """)
    let id = ScrollViewID(1)
    XCTAssertEqual(
      plan.mutations,
      [
        .setContentInset(scrollView: id, Insets(bottom: 498)),
        .setIndicatorInsets(scrollView: id, Insets(bottom: 488)),
        .setContentOffset(scrollView: id, .zero),
        .setContentOffset(scrollView: ScrollViewID(2), Point(x: 0, y: 180)),
      ])
    let appliedGrid = scroll(
      1, "Grid", frame: Rect(x: 0, y: 70, width: 320, height: 518), offsetY: 0,
      contentHeight: 1000, insetBottom: 498, indicatorBottom: 488)
    let appliedOuter = scroll(
      2, "Outer", frame: Rect(x: 0, y: 0, width: 320, height: 568), offsetY: 180,
      contentHeight: 2000)
    let second = AvoidanceSolver.plan(
      for: context(
        target: Rect(x: 20, y: 20, width: 280, height: 30),
        scrollViews: [appliedGrid, appliedOuter],
        keyboard: Rect(x: 0, y: 100, width: 320, height: 468)))
    XCTAssertEqual(second.mutations, [])
  }

  func testPlan_riseLimitedByTheRoom_roundsDownSoTheTopStaysBelowTheGuide() {
    // Field at window y 30.25...70.25, keyboard top 60: needs 20.25, room 10.25. On the
    // half-point grid the scroll stops at 10 (10.5 would carry the top above the guide).
    let view = scroll(
      1, "Scroll", frame: Rect(x: 0, y: 0, width: 320, height: 568), offsetY: 0,
      contentHeight: 2000)
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 30.25, width: 280, height: 40), scrollViews: [view]))
    XCTAssertEqual(
      plan.trace.description,
      """
      Field at (20, 30.25, 280×40) in the window; distance 10; top guide 20
      docked keyboard covers (0, 60, 320×508)
      needs 20.25 up (bottom 70.25 + distance 10 − keyboard top 60); room above 10.25 → move 10.25
      Scroll: scrolled 10 (offset y 0 → 10)
      Scroll: bottom inset 0 → 518 (keyboard overlap 508)
      short by 10.25: bottom 60.25, keyboard top 60, distance 10
      """)
    let id = ScrollViewID(1)
    XCTAssertEqual(
      plan.mutations,
      [
        .setContentInset(scrollView: id, Insets(bottom: 518)),
        .setIndicatorInsets(scrollView: id, Insets(bottom: 508)),
        .setContentOffset(scrollView: id, Point(x: 0, y: 10)),
      ])
    let applied = scroll(
      1, "Scroll", frame: Rect(x: 0, y: 0, width: 320, height: 568), offsetY: 10,
      contentHeight: 2000, insetBottom: 518, indicatorBottom: 508)
    let second = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 20.25, width: 280, height: 40), scrollViews: [applied]))
    XCTAssertEqual(second.mutations, [])
  }

  func testPlan_rootRiseLimitedByTheRoom_roundsDown() {
    // The same field with nothing to scroll: the root rises 10, not 10.5.
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 30.25, width: 280, height: 40), scrollViews: []))
    XCTAssertEqual(plan.mutations, [.setRootOrigin(Point(x: 0, y: -10))])
    XCTAssertEqual(plan.trace.remainingCover, 10.25)
    let second = AvoidanceSolver.plan(
      for: context(
        target: Rect(x: 20, y: 20.25, width: 280, height: 40), scrollViews: [], rootY: -10))
    XCTAssertEqual(second.mutations, [])
  }
}
