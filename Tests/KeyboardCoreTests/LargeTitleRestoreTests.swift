import KeyboardCore
import XCTest

// A large title below an opaque bar that a restore's clamp expands (issue 12, seed 80,033,377).
final class LargeTitleRestoreTests: XCTestCase {
  // A navigation stack preferring large titles under an opaque bar, its top controller's view a
  // scroll view with 389 pt of content scrolled to 173 (past the content's end): the title
  // starts collapsed, so the view starts at the collapsed bar's bottom, 64, 504 pt tall.
  private func makeOpaqueBarScroll() -> (
    h: AvoidanceHarness, navigation: NavigationController, scroll: ScrollView
  ) {
    let content = ViewController()
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    scroll.contentSize = Size(width: 320, height: 389)
    scroll.contentOffset = Point(x: 0, y: 173)
    content.view = scroll
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.navigationBar.isTranslucent = false
    let h = AvoidanceHarness(controller: navigation)
    h.window.layoutIfNeeded()
    return (h, navigation, scroll)
  }

  // The manager keeps 173 in range with a 288 pt bottom inset. The hide restores the inset and
  // clamps 173 to 0, the top of the content: the title expands (bar 44 → 96). The view used to
  // stay at 64 under the taller bar, so its safe area took 52, the range became -52 and the
  // clamped 0 was out of it. The view now follows the bar to 116 (452 pt tall), as UIKit lays
  // it out, and 0 is the one offset in range.
  func testOpaqueBar_restoreClampExpandsTitle_viewFollowsBar_offsetInRange() {
    let (h, navigation, scroll) = makeOpaqueBarScroll()
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 20, width: 320, height: 44))
    XCTAssertEqual(scroll.frame, Rect(x: 0, y: 64, width: 320, height: 504))
    let field = h.addField(Rect(x: 16, y: 257, width: 288, height: 30), to: scroll)
    h.manager.strategy = .scrollOnly
    h.manager.layoutIfNeededOnUpdate = true
    h.focus(field)
    h.showKeyboard(height: 265.5)
    XCTAssertEqual(scroll.contentInset, Insets(bottom: 288))
    XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 173))

    h.hideKeyboard()
    XCTAssertEqual(scroll.contentInset, .zero)
    XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 0))
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 20, width: 320, height: 96))
    XCTAssertEqual(scroll.frame, Rect(x: 0, y: 116, width: 320, height: 452))
    XCTAssertEqual(scroll.validContentOffsetRange.min, Point(x: 0, y: 0))
    XCTAssertEqual(scroll.validContentOffsetRange.max, Point(x: 0, y: 0))
    h.assertConsistent()
  }

  // The model's rule without the manager: a scroll that changes the bar's height marks the
  // container, and the next layout pass puts the view below the opaque bar at its bottom.
  func testOpaqueBar_scrollChangesTitle_nextLayoutMovesViewToBarBottom() {
    let (h, navigation, scroll) = makeOpaqueBarScroll()
    scroll.contentOffset = Point(x: 0, y: 20)
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 20, width: 320, height: 76))
    h.window.layoutIfNeeded()
    XCTAssertEqual(scroll.frame, Rect(x: 0, y: 96, width: 320, height: 472))
    scroll.contentOffset = Point(x: 0, y: 60)
    h.window.layoutIfNeeded()
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 20, width: 320, height: 44))
    XCTAssertEqual(scroll.frame, Rect(x: 0, y: 64, width: 320, height: 504))
  }
}
