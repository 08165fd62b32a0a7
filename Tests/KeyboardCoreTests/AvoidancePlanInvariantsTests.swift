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

  func testInvariants_planThatLeavesWorkUndone_breaksFixedPoint() {
    let bad = plan([.setRootOrigin(Point(x: 0, y: -100))])
    XCTAssertTrue(violations(bad, context()).contains(.fixedPoint))
  }

  func testInvariants_enforcedByDefault_areAllButTheTopGuide() {
    XCTAssertEqual(
      AvoidancePlan.enforcedInvariants, [.clearance, .offsetRange, .pixelGrid, .fixedPoint])
    let offGrid = plan([.setRootOrigin(Point(x: 0, y: -188.3))])
    // Off the grid, and not where the solver puts the root (-188): both are enforced.
    XCTAssertEqual(
      offGrid.invariantViolations(for: context()).map(\.invariant), [.pixelGrid, .fixedPoint])
    // The top guide is checked only when asked for.
    let aboveTheGuide = plan([.setRootOrigin(Point(x: 0, y: -490))])
    XCTAssertFalse(
      aboveTheGuide.invariantViolations(for: context()).map(\.invariant).contains(.topGuide))
  }
}
