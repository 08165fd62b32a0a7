import KeyboardCore
import XCTest

final class ViewWindowChangeTests: XCTestCase {
  private final class Probe: View {
    var windows: [String] = []
    override func didMoveToWindow() {
      windows.append(window == nil ? "none" : "window")
    }
  }

  func testDidMoveToWindow_subtreeJoinsAndLeaves_everyViewTold() {
    let window = Window(screen: Screen(width: 320, height: 568))
    let parent = Probe()
    let child = Probe()
    parent.addSubview(child)
    XCTAssertEqual(child.windows, [], "joining a detached parent is not a window change")
    window.addSubview(parent)
    XCTAssertEqual(parent.windows, ["window"])
    XCTAssertEqual(child.windows, ["window"])
    parent.removeFromSuperview()
    XCTAssertEqual(child.windows, ["window", "none"])
  }

  func testWindowChangeHandler_removed_notCalledAgain() {
    let window = Window(screen: Screen(width: 320, height: 568))
    let view = View()
    var calls: [String] = []
    let first = view.addWindowChangeHandler {
      calls.append("first \($0 == nil ? "none" : "window")")
    }
    view.addWindowChangeHandler { calls.append("second \($0 == nil ? "none" : "window")") }
    window.addSubview(view)
    view.removeWindowChangeHandler(first)
    view.removeWindowChangeHandler(first)
    view.removeFromSuperview()
    XCTAssertEqual(calls, ["first window", "second window", "second none"])
  }

  func testWindowChangeHandler_manyAddedAndRemoved_linearTime() {
    let view = View()
    var ids: [WindowChangeHandlerID] = []
    for _ in 0..<100_000 { ids.append(view.addWindowChangeHandler { _ in }) }
    for id in ids.reversed() { view.removeWindowChangeHandler(id) }
    var called = false
    view.addWindowChangeHandler { _ in called = true }
    Window(screen: Screen(width: 10, height: 10)).addSubview(view)
    XCTAssertTrue(called)
  }

  func testDidMoveToWindow_moveWithinSameWindow_notTold() {
    let window = Window(screen: Screen(width: 320, height: 568))
    let first = View()
    let second = View()
    let probe = Probe()
    window.addSubview(first)
    window.addSubview(second)
    first.addSubview(probe)
    second.addSubview(probe)
    XCTAssertEqual(probe.windows, ["window"])
  }

  func testDidMoveToWindow_moveToAnotherWindow_toldOnce() {
    let screen = Screen(width: 320, height: 568)
    let one = Window(screen: screen)
    let two = Window(screen: screen)
    let probe = Probe()
    one.addSubview(probe)
    two.addSubview(probe)
    XCTAssertEqual(probe.windows, ["window", "window"])
    XCTAssertTrue(probe.window === two)
  }
}
