import KeyboardCore
import XCTest

// Large-title navigation bars: 96 pt expanded on a phone, collapsing to 44 as the top
// controller's content scrolls under the bar; the top safe area and the keyboard manager's top
// guide follow the bar as it is.
final class LargeTitleTests: XCTestCase {
  private func makeLargeTitleStack(
    root: ViewController = ViewController()
  ) -> (window: Window, navigation: NavigationController) {
    let navigation = NavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    let window = makeWindow(root: navigation)
    return (window, navigation)
  }

  // A content view filling the controller, scrolling 1000 pt of content, at UIKit's resting
  // offset under an expanded bar (20 + 96).
  private func addContentScrollView(to controller: ViewController) -> ScrollView {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    scroll.contentSize = Size(width: 320, height: 1000)
    controller.view.addSubview(scroll)
    scroll.contentOffset = Point(x: 0, y: -116)
    return scroll
  }

  func testLargeTitle_noScrollView_barIs96_safeAreaTop116() {
    let content = ViewController()
    let (window, navigation) = makeLargeTitleStack(root: content)
    defer { withExtendedLifetime(window) {} }
    XCTAssertTrue(navigation.isShowingLargeTitle)
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 20, width: 320, height: 96))
    XCTAssertEqual(content.view.safeAreaInsets.top, 116)
    navigation.navigationBar.prefersLargeTitles = false
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    XCTAssertEqual(content.view.safeAreaInsets.top, 64)
  }

  func testLargeTitleDisplayMode_automaticFollowsControllerBelow_neverAndAlwaysWin() {
    let root = ViewController()
    let (window, navigation) = makeLargeTitleStack(root: root)
    defer { withExtendedLifetime(window) {} }
    root.navigationItem.largeTitleDisplayMode = .never
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    let pushed = ViewController()
    navigation.pushViewController(pushed)
    XCTAssertFalse(navigation.isShowingLargeTitle, "automatic follows the root's never")
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    pushed.navigationItem.largeTitleDisplayMode = .always
    XCTAssertEqual(navigation.navigationBar.frame.height, 96)
    XCTAssertEqual(LargeTitleDisplayMode(named: "never"), .never)
    XCTAssertNil(LargeTitleDisplayMode(named: "inline"))
  }

  func testLargeTitle_contentScrolls_barCollapsesAndExpands_safeAreaFollows() {
    let content = ViewController()
    let (window, navigation) = makeLargeTitleStack(root: content)
    defer { withExtendedLifetime(window) {} }
    let scroll = addContentScrollView(to: content)
    XCTAssertTrue(content.contentScrollView === scroll)
    XCTAssertEqual(navigation.navigationBar.frame.maxY, 116)
    XCTAssertEqual(scroll.adjustedContentInset.top, 116)
    scroll.contentOffset = Point(x: 0, y: -90)
    XCTAssertEqual(navigation.navigationBar.frame.height, 70)
    XCTAssertEqual(scroll.adjustedContentInset.top, 90)
    scroll.contentOffset = Point(x: 0, y: -64)
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    scroll.contentOffset = Point(x: 0, y: 300)
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    XCTAssertEqual(content.view.safeAreaInsets.top, 64)
    scroll.contentOffset = Point(x: 0, y: -200)
    XCTAssertEqual(navigation.navigationBar.frame.height, 96, "no stretch beyond 96")
  }

  func testLargeTitle_scrollViewNotFirstSubview_needsExplicitContentScrollView() {
    let content = ViewController()
    let (window, navigation) = makeLargeTitleStack(root: content)
    defer { withExtendedLifetime(window) {} }
    content.view.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    scroll.contentSize = Size(width: 320, height: 1000)
    content.view.addSubview(scroll)
    scroll.contentOffset = Point(x: 0, y: 100)
    XCTAssertNil(content.contentScrollView)
    XCTAssertEqual(navigation.navigationBar.frame.height, 96)
    content.contentScrollView = scroll
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
  }

  // The top guide is the expanded bar's bottom (116): a tall field rises only 4 pt.
  func testManager_tallFieldUnderExpandedBar_topGuide116_rootRises4() {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    let h = AvoidanceHarness(controller: navigation)
    let field = h.addField(Rect(x: 0, y: 120, width: 320, height: 400), to: content.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(content.view.frame.origin.y, -4)
    XCTAssertEqual(h.windowFrame(field).minY, 116)
    h.hideKeyboard()
    XCTAssertEqual(content.view.frame.origin.y, 0)
  }

  // Collapsed by the content's scroll before the keyboard comes: the guide is 64 again, as S6.
  func testManager_collapsedLargeTitle_topGuide64_rootRises6() {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    let h = AvoidanceHarness(controller: navigation)
    let scroll = addContentScrollView(to: content)
    scroll.contentOffset = Point(x: 0, y: -64)
    XCTAssertEqual(navigation.navigationBar.frame.maxY, 64)
    let field = h.addField(Rect(x: 0, y: 70, width: 320, height: 400), to: content.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(content.view.frame.origin.y, -6)
    XCTAssertEqual(h.windowFrame(field).minY, 64)
  }

  // The manager scrolls the content scroll view by 204 (field maxY 546 → 342); the scroll
  // collapses the bar as the user's scrolling would. The pass solved against the expanded bar,
  // which only leaves more room once collapsed; the next pass reads the collapsed bar.
  func testManager_scrollingContent_collapsesLargeTitle_fieldClear() {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    let h = AvoidanceHarness(controller: navigation)
    let scroll = addContentScrollView(to: content)
    let field = h.addField(Rect(x: 20, y: 400, width: 280, height: 30), to: scroll)
    XCTAssertEqual(h.windowFrame(field).maxY, 546)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(scroll.contentOffset.y, 88)
    XCTAssertEqual(h.windowFrame(field).maxY, 342)
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    XCTAssertEqual(content.view.frame.origin.y, 0)
    h.hideKeyboard()
    XCTAssertEqual(scroll.contentOffset.y, 88, "IQ keeps the offset (restoreContentOffset off)")
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    h.assertConsistent()
  }
}
