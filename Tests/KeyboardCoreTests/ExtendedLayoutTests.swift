import KeyboardCore
import XCTest

// Extended layout (edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars) and layout margins
// that follow the safe area, as UIKit's.
final class ExtendedLayoutTests: XCTestCase {
  func testNavigation_topNotExtended_viewStartsBelowBar_andStaysThereAfterLayout() {
    let content = ViewController()
    content.edgesForExtendedLayout = []
    let navigation = NavigationController(rootViewController: content)
    let window = makeWindow(root: navigation)
    XCTAssertEqual(content.view.frame, Rect(x: 0, y: 64, width: 320, height: 504))
    XCTAssertEqual(content.view.safeAreaInsets, .zero)
    navigation.view.setNeedsLayout()
    window.layoutIfNeeded()
    XCTAssertEqual(content.view.frame.minY, 64, "the next layout pass keeps it below the bar")
    content.edgesForExtendedLayout = .all
    XCTAssertEqual(content.view.frame, Rect(x: 0, y: 0, width: 320, height: 568))
    XCTAssertEqual(content.view.safeAreaInsets.top, 64)
  }

  func testNavigation_opaqueBar_extendsOnlyWithIncludesOpaqueBars() {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    let window = makeWindow(root: navigation)
    navigation.navigationBar.isTranslucent = false
    XCTAssertEqual(content.view.frame.minY, 64)
    content.extendedLayoutIncludesOpaqueBars = true
    XCTAssertEqual(content.view.frame.minY, 0)
    navigation.isNavigationBarHidden = true
    content.extendedLayoutIncludesOpaqueBars = false
    XCTAssertEqual(content.view.frame.minY, 0, "a hidden bar covers nothing")
    withExtendedLifetime(window) {}
  }

  func testTabs_bottomNotExtended_viewEndsAtTabBarTop() {
    let first = ViewController()
    first.edgesForExtendedLayout = .top
    let tabs = TabBarController(viewControllers: [first])
    let window = makeWindow(
      screen: Device.notchedPhone(), safeArea: Insets(top: 44, bottom: 34), root: tabs)
    XCTAssertEqual(tabs.tabBar.frame, Rect(x: 0, y: 729, width: 375, height: 83))
    XCTAssertEqual(first.view.frame, Rect(x: 0, y: 0, width: 375, height: 729))
    XCTAssertEqual(first.view.safeAreaInsets, Insets(top: 44))
    withExtendedLifetime(window) {}
  }

  func testTabs_navigationTopControllerWithoutBottomEdge_endsAtTabBarTop() {
    let content = ViewController()
    content.edgesForExtendedLayout = .top
    let navigation = NavigationController(rootViewController: content)
    let tabs = TabBarController(viewControllers: [navigation])
    let window = makeWindow(root: tabs)
    XCTAssertEqual(navigation.view.frame, Rect(x: 0, y: 0, width: 320, height: 568))
    XCTAssertEqual(content.view.frame, Rect(x: 0, y: 0, width: 320, height: 519))
    XCTAssertEqual(content.view.safeAreaInsets, Insets(top: 64))
    content.edgesForExtendedLayout = []
    XCTAssertEqual(content.view.frame, Rect(x: 0, y: 64, width: 320, height: 455))
    withExtendedLifetime(window) {}
  }

  func testLargeTitle_topNotExtended_collapsesWithContentScroll() {
    let content = ViewController()
    content.edgesForExtendedLayout = []
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 452))
    scroll.contentSize = Size(width: 320, height: 1000)
    content.view.addSubview(scroll)
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    let window = makeWindow(root: navigation)
    XCTAssertEqual(content.view.frame, Rect(x: 0, y: 116, width: 320, height: 452))
    scroll.contentOffset = Point(x: 0, y: 30)
    XCTAssertEqual(navigation.navigationBar.frame.height, 66)
    navigation.view.setNeedsLayout()
    window.layoutIfNeeded()
    XCTAssertEqual(content.view.frame.minY, 86)
    XCTAssertEqual(navigation.navigationBar.frame.height, 66)
  }

  // A field near the bottom of a view laid out below the bar: the top guide is the bar's
  // bottom, and the view rises as in S1 (field at window y 500).
  func testManager_viewBelowBar_fieldRises188_restoresBelowBar() {
    let content = ViewController()
    content.edgesForExtendedLayout = []
    let navigation = NavigationController(rootViewController: content)
    let h = AvoidanceHarness(controller: navigation)
    let field = h.addField(Rect(x: 20, y: 436, width: 280, height: 30), to: content.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(content.view.frame.minY, -124)
    XCTAssertEqual(h.windowFrame(field).maxY, 342)
    h.hideKeyboard()
    XCTAssertEqual(content.view.frame.minY, 64)
  }

  func testLayoutMargins_plainView_ownPlusSafeArea() {
    let window = makePhoneWindow()
    let view = View(frame: Rect(x: 0, y: 0, width: 320, height: 100))
    window.addSubview(view)
    XCTAssertEqual(view.layoutMargins, Insets(top: 28, left: 8, bottom: 8, right: 8))
    view.insetsLayoutMarginsFromSafeArea = false
    XCTAssertEqual(view.layoutMargins, Insets(top: 8, left: 8, bottom: 8, right: 8))
    view.layoutMargins = Insets(top: 4, left: 4, bottom: 4, right: 4)
    XCTAssertEqual(
      view.directionalLayoutMargins,
      DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
    view.directionalLayoutMargins = DirectionalEdgeInsets(leading: 10)
    XCTAssertEqual(view.layoutMargins, Insets(left: 10))
    view.layoutMargins = Insets(top: .nan)
    XCTAssertEqual(view.layoutMargins, Insets(left: 10))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
  }

  // IQ reads the root view's margins as the safe area vertically: 64 under a navigation bar.
  func testLayoutMargins_rootViewUnderNavigationBar_systemMinimumPlusSafeArea() {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    let window = makeWindow(root: navigation)
    XCTAssertEqual(content.view.layoutMargins, Insets(top: 64, left: 16, bottom: 0, right: 16))
    withExtendedLifetime(window) {}
  }

  func testLayoutMargins_preservesSuperviewMargins_takesTheLargerPerEdge() {
    let window = makePhoneWindow(safeArea: .zero)
    let outer = View(frame: Rect(x: 0, y: 0, width: 320, height: 400))
    outer.layoutMargins = Insets(top: 30, left: 30, bottom: 30, right: 30)
    let inner = View(frame: Rect(x: 10, y: 0, width: 300, height: 100))
    inner.preservesSuperviewLayoutMargins = true
    window.addSubview(outer)
    outer.addSubview(inner)
    XCTAssertEqual(inner.layoutMargins, Insets(top: 30, left: 20, bottom: 8, right: 20))
  }
}
