import XCTest

@testable import KeyboardCore

// Each invariant of AvoidanceSolver+Invariants.swift fires on a hand-made bad plan for Base A
// (a field at (20, 500, 280×30) in a 320×568 root, a 216-point docked keyboard, distance 10,
// top guide 20, 2x), and none fires on the solver's own plan.
final class AvoidancePlanInvariantsTests: XCTestCase {
  private let scroll = ScrollViewID(1)

  private func context(inScrollView: Bool = false) -> AvoidanceContext {
    let root = RootSnapshot(
      name: "Form", origin: Point(x: 0, y: 0), beginOrigin: Point(x: 0, y: 0),
      beginSize: Size(width: 320, height: 568),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))
    let views =
      inScrollView
      ? [
        ScrollViewSnapshot(
          id: scroll, name: "List", frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
          contentOffset: Point(x: 0, y: 0), contentSize: Size(width: 320, height: 1000),
          adjustsVerticalInsets: false)
      ] : []
    return AvoidanceContext(
      inputName: "email", target: Rect(x: 20, y: 500, width: 280, height: 30),
      keyboard: Rect(x: 0, y: 352, width: 320, height: 216), distance: 10, topGuide: 20,
      scrollViews: views, root: root)
  }

  private func violations(_ plan: AvoidancePlan, _ context: AvoidanceContext)
    -> [AvoidancePlan.Invariant]
  {
    plan.invariantViolations(for: context, checking: Set(AvoidancePlan.Invariant.allCases))
      .map(\.invariant)
  }

  private func plan(_ mutations: [AvoidancePlan.Mutation], cover: Double = 0) -> AvoidancePlan {
    var trace = AvoidanceTrace()
    trace.requiredRise = 188
    trace.move = 188
    trace.remainingCover = cover
    return AvoidancePlan(mutations: mutations, animation: .default, trace: trace)
  }

  func testInvariants_theSolversPlan_holdsEveryOne() {
    for context in [context(), context(inScrollView: true)] {
      let plan = AvoidanceSolver.plan(for: context)
      XCTAssertFalse(plan.isEmpty)
      XCTAssertEqual(violations(plan, context), [], "\(plan.trace)")
    }
  }

  func testInvariants_rootOriginOffTheGrid_breaksPixelGrid() {
    let bad = plan([.setRootOrigin(Point(x: 0, y: -188.3))])
    XCTAssertTrue(violations(bad, context()).contains(.pixelGrid))
  }

  func testInvariants_coveredWithNoReason_breaksClearance() {
    let bad = plan([.setRootOrigin(Point(x: 0, y: -138))], cover: 50)
    XCTAssertTrue(violations(bad, context()).contains(.clearance))
  }

  func testInvariants_saysClearButMovesTooLittle_breaksClearance() {
    let bad = plan([.setRootOrigin(Point(x: 0, y: -100))])
    XCTAssertTrue(violations(bad, context()).contains(.clearance))
  }

  func testInvariants_offsetPastTheContentsEnd_breaksOffsetRange() {
    let bad = plan([.setContentOffset(scrollView: scroll, Point(x: 0, y: 600))])
    XCTAssertTrue(violations(bad, context(inScrollView: true)).contains(.offsetRange))
  }

  func testInvariants_topLiftedAboveTheGuide_breaksTopGuide() {
    let bad = plan([.setRootOrigin(Point(x: 0, y: -490))])
    XCTAssertTrue(violations(bad, context()).contains(.topGuide))
  }

  func testInvariants_hostOffsetBelowItsRangeKeptInRange_keepsTopGuide() {
    // A field at y 30 under a guide at 20, in a scroll view the host left at offset -50 (its
    // range starts at 0): keeping the offset in range lifts the field to -20, and nothing
    // can bring it lower (the offset at its floor, the root at rest).
    var context = context(inScrollView: true)
    context.target.origin.y = 30
    context.scrollViews[0].contentOffset.y = -50
    let atTheFloor = plan([.setContentOffset(scrollView: scroll, Point(x: 0, y: 0))])
    XCTAssertFalse(violations(atTheFloor, context).contains(.topGuide))
    // Above the floor the scroll view could come down: the top guide breaks.
    let aboveTheFloor = plan([.setContentOffset(scrollView: scroll, Point(x: 0, y: 10))])
    XCTAssertTrue(violations(aboveTheFloor, context).contains(.topGuide))
  }

  func testInvariants_hostCaretAboveATextViewThatDoesNotScroll_readsItsFirstLine() {
    // A tall text view at y 100 whose host reports its caret at y 40, above the view: the
    // solver keeps the first line (y 100) clear, and the invariant reads that line.
    var context = context()
    context.target = Rect(x: 20, y: 100, width: 280, height: 400)
    context.caret = Rect(x: 20, y: 40, width: 2, height: 20)
    func caretPlan(_ y: Double) -> AvoidancePlan {
      var plan = plan([.setRootOrigin(Point(x: 0, y: y))])
      plan.trace.targetKind = .caretLine
      return plan
    }
    // The line at the guide (the raw caret at -40): kept.
    XCTAssertFalse(violations(caretPlan(-80), context).contains(.topGuide))
    // The line 20 above the guide: broken.
    XCTAssertTrue(violations(caretPlan(-100), context).contains(.topGuide))
  }

  func testInvariants_planThatLeavesWorkUndone_breaksFixedPoint() {
    let bad = plan([.setRootOrigin(Point(x: 0, y: -100))])
    XCTAssertTrue(violations(bad, context()).contains(.fixedPoint))
  }

  func testInvariants_enforcedByDefault_areAll() {
    XCTAssertEqual(AvoidancePlan.enforcedInvariants, Set(AvoidancePlan.Invariant.allCases))
    let offGrid = plan([.setRootOrigin(Point(x: 0, y: -188.3))])
    // Off the grid, and not where the solver puts the root (-188): both are enforced.
    XCTAssertEqual(
      offGrid.invariantViolations(for: context()).map(\.invariant), [.pixelGrid, .fixedPoint])
    // The top guide is enforced too.
    let aboveTheGuide = plan([.setRootOrigin(Point(x: 0, y: -490))])
    XCTAssertTrue(
      aboveTheGuide.invariantViolations(for: context()).map(\.invariant).contains(.topGuide))
  }
}
