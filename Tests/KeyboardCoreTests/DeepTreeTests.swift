import KeyboardCore
import XCTest

/// Trees 100,000 levels deep: built, laid out, checked, moved between windows and freed
/// without recursion (issue 12: 35,000–100,000 levels overflowed the stack).
final class DeepTreeTests: XCTestCase {
  private static let depth = 100_000

  /// A view that counts its layout passes.
  private final class CountingLeaf: View {
    var layoutCount = 0

    override func layoutSubviews() {
      layoutCount += 1
    }
  }

  /// A chain of `depth` views above a counting leaf, built bottom up (each step is O(1)).
  private func makeChain(depth: Int) -> (top: View, leaf: CountingLeaf) {
    let leaf = CountingLeaf(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var top: View = leaf
    for _ in 1..<depth {
      let parent = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      parent.addSubview(top)
      top = parent
    }
    return (top, leaf)
  }

  func testDeepChain_100kLevels_laidOutCheckedAndFreedWithoutOverflow() {
    weak var weakTop: View?
    weak var weakLeaf: View?
    do {
      let window = makePhoneWindow()
      let (top, leaf) = makeChain(depth: Self.depth)
      window.addSubview(top)
      window.layoutIfNeeded()
      XCTAssertEqual(leaf.layoutCount, 1)
      XCTAssertFalse(window.isLayoutPending)

      leaf.setNeedsLayout()
      window.layoutIfNeeded()
      XCTAssertEqual(leaf.layoutCount, 2)

      XCTAssertEqual(window.invariantViolations(), [])
      XCTAssertTrue(leaf.window === window)
      XCTAssertEqual(leaf.frameInWindow, Rect(x: 0, y: 0, width: 10, height: 10))
      weakTop = top
      weakLeaf = leaf
    }
    XCTAssertNil(weakTop)
    XCTAssertNil(weakLeaf)
  }

  func testDeepChain_movedBetweenWindowsAndRemoved_everyViewTold() {
    final class WindowCounter: View {
      var moves = 0
      override func didMoveToWindow() { moves += 1 }
    }
    let first = makePhoneWindow()
    let second = makePhoneWindow()
    let leaf = WindowCounter()
    var top: View = leaf
    for _ in 1..<Self.depth {
      let parent = View()
      parent.addSubview(top)
      top = parent
    }
    first.addSubview(top)
    second.addSubview(top)
    top.removeFromSuperview()
    XCTAssertEqual(leaf.moves, 3)
    XCTAssertNil(leaf.window)
  }

  func testDeepChain_firstResponderAtTheBottom_removedWithItsChain() {
    let window = makePhoneWindow()
    let field = TextField(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var top: View = field
    for _ in 1..<Self.depth {
      let parent = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      parent.addSubview(top)
      top = parent
    }
    window.addSubview(top)
    XCTAssertTrue(field.becomeFirstResponder())
    top.removeFromSuperview()
    XCTAssertNil(window.firstResponder)
    XCTAssertEqual(window.diagnostics.map(\.code), [.forcedResign])
  }

  func testDeepControllerChains_containedAndPresented_freedAndDismissedWithoutOverflow() {
    weak var weakBottom: ViewController?
    do {
      // Built bottom up: each addChild checks for a cycle from the new parent, O(1) here.
      let bottom = ViewController()
      var top = bottom
      for _ in 1..<Self.depth {
        let parent = ViewController()
        parent.addChild(top)
        top = parent
      }
      weakBottom = bottom
      XCTAssertNotNil(bottom.parent)
    }
    XCTAssertNil(weakBottom)

    weak var weakTopmost: ViewController?
    do {
      let window = makePhoneWindow()
      let root = ViewController()
      window.rootViewController = root
      var presenter = root
      for _ in 0..<1000 {
        let presented = ViewController()
        presenter.present(presented)
        presenter = presented
      }
      weakTopmost = presenter
      root.dismiss()
      XCTAssertNil(root.presentedViewController)
      XCTAssertEqual(window.subviews.count, 1, "every presented view left the window")
    }
    XCTAssertNil(weakTopmost)
  }

  func testWideTree_freedAndLaidOut() {
    weak var weakChild: View?
    do {
      let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      for _ in 0..<Self.depth { root.addSubview(View()) }
      root.layoutIfNeeded()
      XCTAssertFalse(root.isLayoutPending)
      weakChild = root.subviews.last
    }
    XCTAssertNil(weakChild)
  }

  func testDeepChain_viewKeptAliveInside_survivesWithItsSubtree() {
    var kept: View?
    weak var weakKeptChild: View?
    do {
      let (top, leaf) = makeChain(depth: 1000)
      var middle: View = leaf
      for _ in 0..<10 { middle = middle.superview ?? middle }
      kept = middle
      weakKeptChild = middle.subviews.first
      _ = top
    }
    XCTAssertNil(kept?.superview, "its parent was freed")
    XCTAssertNotNil(weakKeptChild, "its own subtree is intact")
    XCTAssertEqual(kept?.subviews.count, 1)
  }
}
