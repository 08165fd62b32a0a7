import XCTest

@testable import KeyboardCore

// An input that is the root view itself, under resizeRoot (Tests/Regressions/
// reliability-seed-87-root-is-input.json): the field is as tall as the root the pass sizes.
final class AvoidanceSolverRootIsInputTests: XCTestCase {
  func testResizeRoot_inputIsTheRootAtAnOldHeight_isReadAtTheNewHeightAndStaysCovered() {
    // The root (the field) is 361 tall from an earlier pass; a 4-point keyboard at 410 sizes
    // it to 410, so its bottom ends at the keyboard's top: 25 short of the distance.
    var root = RootSnapshot(
      name: "root1", origin: Point(x: 0, y: 0), size: Size(width: 896, height: 361),
      beginOrigin: Point(x: 0, y: 0), beginSize: Size(width: 896, height: 414),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 896, height: 414))
    root.isTheInput = true
    let context = AvoidanceContext(
      inputName: "root1", target: Rect(x: 0, y: 0, width: 896, height: 361),
      keyboard: Rect(x: 0, y: 410, width: 896, height: 4), distance: 25, topGuide: 0,
      root: root, strategy: .resizeRoot)
    let plan = AvoidanceSolver.plan(for: context)
    XCTAssertEqual(plan.mutations, [.setRootSize(Size(width: 896, height: 410))])
    XCTAssertEqual(plan.trace.requiredRise, 25)
    XCTAssertEqual(plan.trace.remainingCover, 25)
  }

  func testResizeRoot_inputIsTheRootWithABeginFrameAnUlpOff_isReadAtTheNewHeight() {
    // Tests/Regressions/reliability-seed-400050911.json: a root text view 281.1 tall at a
    // top of 31.33, whose begin frame (converted through its scrolled bounds) is an ulp
    // higher than the input's frame. Resized to 126.5 it is shorter than the visible 133: a
    // field, 24.83 short of the distance, which no move clears. Read at its old height, the
    // plan scrolled its caret clear and said it was clear.
    let frame = Rect(x: 34.7, y: 31.333333333333332, width: 511.14285714285717, height: 281.1)
    var root = RootSnapshot(
      name: "root1", origin: frame.origin, size: frame.size, beginOrigin: frame.origin,
      beginSize: frame.size,
      beginFrameInWindow: Rect(
        x: 34.7, y: 31.33333333333333, width: 511.14285714285717, height: 281.1))
    root.isTheInput = true
    let text = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "root1", frameInWindow: frame,
      contentOffset: Point(x: 0, y: 72), contentSize: Size(width: 0, height: 0),
      contentInset: Insets(top: 0, left: 0, bottom: 230, right: 0), baselineContentInset: .zero,
      adjustsVerticalInsets: false, adjustsVerticalInsetsOnlyWhenScrollable: true,
      isActiveTextView: true, isManaged: true, isRootView: true)
    let context = AvoidanceContext(
      inputName: "root1", target: frame, caret: Rect(x: 34.7, y: 147, width: 2, height: 17),
      keyboard: Rect(x: 0, y: 158, width: 568, height: 162), distance: 25, topGuide: 0,
      scale: 2, scrollViews: [text], root: root, strategy: .resizeRoot)
    let plan = AvoidanceSolver.plan(for: context)
    XCTAssertEqual(plan.trace.targetKind, .field)
    XCTAssertEqual(plan.trace.remainingCover, 157.83333333333334 + 25 - 158)
    XCTAssertTrue(
      plan.mutations.contains(.setRootSize(Size(width: 511.14285714285717, height: 126.5))))
    XCTAssertFalse(
      plan.mutations.contains { if case .setContentOffset = $0 { true } else { false } })
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
