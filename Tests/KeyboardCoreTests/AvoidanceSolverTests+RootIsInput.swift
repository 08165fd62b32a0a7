import XCTest

@testable import KeyboardCore

// An input that is the root view itself, under resizeRoot (Tests/Regressions/
// reliability-seed-87-root-is-input.json): the field is as tall as the root the pass sizes.
final class AvoidanceSolverRootIsInputTests: XCTestCase {
  func testResizeRoot_inputIsTheRootAtAnOldHeight_isReadAtTheNewHeightAndStaysCovered() {
    // The root (the field) is 361 tall from an earlier pass; a 4-point keyboard at 410 sizes
    // it to 410, so its bottom ends at the keyboard's top: 25 short of the distance.
    let root = RootSnapshot(
      name: "root1", origin: Point(x: 0, y: 0), size: Size(width: 896, height: 361),
      beginOrigin: Point(x: 0, y: 0), beginSize: Size(width: 896, height: 414),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 896, height: 414))
    let context = AvoidanceContext(
      inputName: "root1", target: Rect(x: 0, y: 0, width: 896, height: 361),
      keyboard: Rect(x: 0, y: 410, width: 896, height: 4), distance: 25, topGuide: 0,
      root: root, strategy: .resizeRoot)
    let plan = AvoidanceSolver.plan(for: context)
    XCTAssertEqual(plan.mutations, [.setRootSize(Size(width: 896, height: 410))])
    XCTAssertEqual(plan.trace.requiredRise, 25)
    XCTAssertEqual(plan.trace.remainingCover, 25)
  }

  func testResizeRoot_fieldInsideTheRoot_isReadAtItsOwnHeight() {
    // The same root holding a field at (20, 300, 200×30): the field is not resized, and the
    // plan is the one it always was (80 to spare).
    let root = RootSnapshot(
      name: "root", origin: Point(x: 0, y: 0), size: Size(width: 896, height: 414),
      beginOrigin: Point(x: 0, y: 0), beginSize: Size(width: 896, height: 414),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 896, height: 414))
    let context = AvoidanceContext(
      inputName: "field", target: Rect(x: 20, y: 300, width: 200, height: 30),
      keyboard: Rect(x: 0, y: 410, width: 896, height: 4), distance: 0, topGuide: 0,
      root: root, strategy: .resizeRoot)
    let plan = AvoidanceSolver.plan(for: context)
    XCTAssertEqual(plan.mutations, [.setRootSize(Size(width: 896, height: 410))])
    XCTAssertEqual(plan.trace.requiredRise, -80)
    XCTAssertEqual(plan.trace.remainingCover, 0)
  }
}
