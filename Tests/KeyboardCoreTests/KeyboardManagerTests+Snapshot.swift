import KeyboardCore
import XCTest

// The snapshot is read-only: building it moves nothing, bumps no generation and calls no
// observer, even with the root lifted and safe areas that depend on where it is.
final class KeyboardManagerSnapshotTests: XCTestCase {
  private final class Counter: WindowObserver {
    var changes = 0
    func window(_ window: Window, didChange change: TreeChange, at view: View) { changes += 1 }
  }

  func testCurrentContext_rootLiftedUnderNavigationBar_changesNothing() throws {
    let content = ViewController()
    let h = AvoidanceHarness(
      width: 375, height: 812, safeArea: Insets(top: 47, bottom: 34),
      controller: NavigationController(rootViewController: content))
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 812))
    scroll.contentSize = Size(width: 375, height: 812)
    content.view.addSubview(scroll)
    let field = h.addField(Rect(x: 20, y: 700, width: 335, height: 40), to: scroll)
    h.focus(field)
    h.showKeyboard(height: 336)
    let frame = content.view.frame
    let generation = h.window.treeGeneration
    let counter = Counter()
    h.window.addObserver(counter)
    let context = try XCTUnwrap(h.manager.currentContext())
    XCTAssertEqual(h.window.treeGeneration, generation)
    XCTAssertEqual(counter.changes, 0)
    XCTAssertEqual(content.view.frame, frame)
    XCTAssertTrue(AvoidanceSolver.plan(for: context).isEmpty)
    XCTAssertEqual(h.window.diagnostics, [])
  }

  func testCurrentContext_beforeAnyPass_remembersNothing() {
    let h = AvoidanceHarness(enabled: false)
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertNil(h.manager.currentContext(), "handling is off")
    h.manager.isEnabled = true
    h.manager.keyboardDistance = 10
    XCTAssertEqual(h.root.frame.origin.y, -188)
  }

  func testCurrentContext_negativeOwnDistance_reportsOnlyInThePass() throws {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    field.distanceFromKeyboard = -4
    h.focus(field)
    h.showKeyboard()
    let reported = h.window.diagnostics.count
    XCTAssertGreaterThan(reported, 0)
    let context = try XCTUnwrap(h.manager.currentContext())
    XCTAssertEqual(context.distance, 0)
    XCTAssertEqual(h.window.diagnostics.count, reported)
  }
}
