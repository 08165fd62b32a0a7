import KeyboardCore
import XCTest

@testable import SimulatorReliability

// The geometric clearance property (ReliabilityCheck+Clearance.swift) on Base A: a field at
// (20, 500, 280×30) in a 320×568 root, a 216-point docked keyboard at y 352, distance 10, top
// guide 20, 2x. The judgement reads only the context where a pass left the views, never a trace.
final class ReliabilityClearanceTests: XCTestCase {
  private func context(field: Rect, lift: Double = 0, scroll: ScrollViewSnapshot? = nil)
    -> AvoidanceContext
  {
    let root = RootSnapshot(
      name: "Form", origin: Point(x: 0, y: -lift), beginOrigin: Point(x: 0, y: 0),
      beginSize: Size(width: 320, height: 568),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))
    return AvoidanceContext(
      inputName: "email", target: field,
      keyboard: Rect(x: 0, y: 352, width: 320, height: 216), distance: 10, topGuide: 20,
      scrollViews: scroll.map { [$0] } ?? [], root: root)
  }

  private func judge(_ context: AvoidanceContext, insetTop: Double = 0) -> ClearanceJudgement? {
    ReliabilityCheck.judgeClearance(context) { _ in insetTop }
  }

  func testJudgeClearance_fieldLeftCoveredWithTheRootFree_fails() throws {
    // Nothing moved: the root could still rise 216, the room above is 480.
    let judgement = try XCTUnwrap(
      judge(context(field: Rect(x: 20, y: 500, width: 280, height: 30))))
    XCTAssertEqual(judgement.covered, 188)
    XCTAssertEqual(judgement.room, 480)
    XCTAssertEqual(judgement.rootReach, 216)
    XCTAssertEqual(judgement.reach, 216)
    XCTAssertFalse(judgement.holds)
  }

  func testJudgeClearance_fieldClearAfterTheRootRose_holds() throws {
    // The solver's plan: the root up 188, the field's bottom 10 above the keyboard.
    let judgement = try XCTUnwrap(
      judge(context(field: Rect(x: 20, y: 312, width: 280, height: 30), lift: 188)))
    XCTAssertEqual(judgement.covered, 0)
    XCTAssertTrue(judgement.holds)
  }

  func testJudgeClearance_rootAtItsClampAndNoScrollView_holdsWhileCovered() throws {
    // A field at 540 needs 218; the root rose its most, 216: 2 left that nothing can lift.
    let judgement = try XCTUnwrap(
      judge(context(field: Rect(x: 20, y: 324, width: 280, height: 20), lift: 216)))
    XCTAssertEqual(judgement.covered, 2)
    XCTAssertEqual(judgement.rootReach, 0)
    XCTAssertTrue(judgement.holds)
  }

  func testJudgeClearance_aScrollViewThatCouldStillScroll_fails() throws {
    // The root at its clamp, but the field's scroll view can lift it until the field's top
    // reaches the scroll view's visible top (its top edge 100 plus an adjusted inset of 20).
    let list = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "List", frameInWindow: Rect(x: 0, y: 100, width: 320, height: 400),
      contentOffset: Point(x: 0, y: 0), contentSize: Size(width: 320, height: 1000))
    let judgement = try XCTUnwrap(
      judge(
        context(field: Rect(x: 20, y: 324, width: 280, height: 20), lift: 216, scroll: list),
        insetTop: 20))
    XCTAssertEqual(judgement.covered, 2)
    XCTAssertEqual(judgement.scrollReach, 204)
    XCTAssertFalse(judgement.holds)
  }

  func testJudgeClearance_reachWithinAPixelOfTheCover_holdsAndAPixelMoreFails() throws {
    // Covered by 0.3 with half a point (a pixel at 2x) of lift left: the grid's rounding may
    // stop a rise there; with a whole point left, a rise on the grid clears it.
    let field = Rect(x: 20, y: 312.3, width: 280, height: 30)
    let tight = try XCTUnwrap(judge(context(field: field, lift: 215.5)))
    XCTAssertEqual(tight.covered, 0.3, accuracy: 1e-9)
    XCTAssertEqual(tight.rootReach, 0.5)
    XCTAssertTrue(tight.holds)
    let loose = try XCTUnwrap(judge(context(field: field, lift: 215)))
    XCTAssertEqual(loose.rootReach, 1)
    XCTAssertFalse(loose.holds)
  }

  func testJudgeClearance_scrollStopOffTheGrid_countsTheGridLineBelowIt() throws {
    // The field's top is 20.75 below the list's visible top: at 2x the list can scroll 20.5
    // (an offset on the grid; 21 would lift the field's top past the visible top). Covered by
    // 20.6, the field is as clear as the grid allows; covered by 20, a pixel less than the
    // list could still lift, it is not.
    let list = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "List",
      frameInWindow: Rect(x: 0, y: 283.25, width: 320, height: 200),
      contentOffset: Point(x: 0, y: 0), contentSize: Size(width: 320, height: 1000))
    let covered = try XCTUnwrap(
      judge(
        context(field: Rect(x: 20, y: 304, width: 280, height: 58.6), lift: 216, scroll: list)))
    XCTAssertEqual(covered.scrollReach, 20.5)
    XCTAssertEqual(covered.covered, 20.6, accuracy: 1e-9)
    XCTAssertTrue(covered.holds)
    let reachable = try XCTUnwrap(
      judge(
        context(field: Rect(x: 20, y: 304, width: 280, height: 58), lift: 216, scroll: list)))
    XCTAssertFalse(reachable.holds)
  }
}
