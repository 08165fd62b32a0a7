import KeyboardCore
import XCTest

final class SafeAreaTests: XCTestCase {
  // MARK: Window and plain views

  func testWindowSafeArea_set_isStoredAndReportedAsIs() {
    let window = makePhoneWindow()
    XCTAssertEqual(window.safeAreaInsets, Insets(top: 20))
    window.safeAreaInsets = Insets(top: 44, bottom: 34)
    XCTAssertEqual(window.safeAreaInsets, Insets(top: 44, bottom: 34))
  }

  func testWindowSafeArea_nonFinite_rejectedWithDiagnostic() {
    let window = makePhoneWindow()
    window.safeAreaInsets = Insets(top: .nan)
    XCTAssertEqual(window.safeAreaInsets, Insets(top: 20))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
  }

  func testSafeArea_rootViewFillingWindow_isWindowInsets() {
    let (window, form) = makeForm(safeArea: Insets(top: 44, bottom: 34))
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 44, bottom: 34))
    assertInvariants(window)
  }

  func testSafeArea_viewPartlyUnderStatusBar_coversOnlyTheOverlap() {
    let (window, form) = makeForm()
    let banner = View(frame: Rect(x: 0, y: 10, width: 320, height: 100))
    form.view.addSubview(banner)
    XCTAssertEqual(banner.safeAreaInsets, Insets(top: 10))
    assertInvariants(window)
  }

  func testSafeArea_viewWhollyUnderStatusBar_coversItsWholeHeight() {
    let (window, form) = makeForm()
    let strip = View(frame: Rect(x: 0, y: 0, width: 320, height: 15))
    form.view.addSubview(strip)
    XCTAssertEqual(strip.safeAreaInsets, Insets(top: 15))
    assertInvariants(window)
  }

  func testSafeArea_viewInsideSafeRect_isZero() {
    let (window, form) = makeForm(safeArea: Insets(top: 44, bottom: 34))
    XCTAssertEqual(form.first.safeAreaInsets, .zero)
    assertInvariants(window)
  }

  func testSafeArea_viewOverHomeIndicator_coversBottomOverlap() {
    let window = makePhoneWindow(safeArea: Insets(top: 20, left: 0, bottom: 34, right: 0))
    let footer = View(frame: Rect(x: 0, y: 500, width: 320, height: 60))
    window.addSubview(footer)
    XCTAssertEqual(footer.safeAreaInsets, Insets(bottom: 26))
  }

  func testSafeArea_landscapeNotch_coversSides() {
    let window = Window(
      screen: Screen(width: 812, height: 375, scale: 3),
      safeAreaInsets: Insets(top: 0, left: 44, bottom: 21, right: 44))
    let view = View(frame: Rect(x: 20, y: 0, width: 772, height: 375))
    window.addSubview(view)
    XCTAssertEqual(view.safeAreaInsets, Insets(top: 0, left: 24, bottom: 21, right: 24))
  }

  func testSafeArea_scrolledContentUnderStatusBar_followsOffset() {
    let (window, form) = makeForm()
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let row = View(frame: Rect(x: 0, y: 100, width: 320, height: 50))
    form.view.addSubview(scroll)
    scroll.addSubview(row)
    XCTAssertEqual(row.safeAreaInsets, .zero)
    scroll.contentOffset = Point(x: 0, y: 95)
    XCTAssertEqual(row.safeAreaInsets, Insets(top: 15))
    assertInvariants(window)
  }

  func testSafeArea_detachedView_isZero() {
    let view = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    XCTAssertEqual(view.safeAreaInsets, .zero)
  }

  // MARK: Bars

  func testSafeArea_navigationBarUnderStatusBar_adds64TopForTopControllerView() {
    let form = FormViewController()
    let navigation = NavigationController(rootViewController: form)
    let window = makeWindow(root: navigation)
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 20, width: 320, height: 44))
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 64))
    XCTAssertEqual(navigation.view.safeAreaInsets, Insets(top: 20))
    assertInvariants(window)
  }

  func testSafeArea_subviewBelowNavigationBar_isZero() {
    let form = FormViewController()
    let window = makeWindow(root: NavigationController(rootViewController: form))
    XCTAssertEqual(form.first.safeAreaInsets, .zero)
    let header = View(frame: Rect(x: 0, y: 0, width: 320, height: 100))
    form.view.addSubview(header)
    XCTAssertEqual(header.safeAreaInsets, Insets(top: 64))
    assertInvariants(window)
  }

  func testSafeArea_hiddenNavigationBar_addsNothing() {
    let form = FormViewController()
    let navigation = NavigationController(rootViewController: form)
    let window = makeWindow(root: navigation)
    navigation.isNavigationBarHidden = true
    XCTAssertTrue(navigation.navigationBar.isHidden)
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 20))
    navigation.isNavigationBarHidden = false
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 64))
    assertInvariants(window)
  }

  func testSafeArea_navigationBarOnNotchedPhone_sitsBelowSensorHousing() {
    let form = FormViewController()
    let navigation = NavigationController(rootViewController: form)
    let window = makeWindow(
      screen: Device.notchedPhone(), safeArea: Insets(top: 44, bottom: 34), root: navigation)
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 44, width: 375, height: 44))
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 88, bottom: 34))
    assertInvariants(window)
  }

  func testSafeArea_windowSafeAreaChanges_navigationBarFollows() {
    let form = FormViewController()
    let navigation = NavigationController(rootViewController: form)
    let window = makeWindow(root: navigation)
    window.safeAreaInsets = Insets(top: 0)
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 0, width: 320, height: 44))
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 44))
  }

  func testSafeArea_tabBar_addsBottomAboveHomeIndicator() {
    let form = FormViewController()
    let tabs = TabBarController(viewControllers: [form, ViewController()])
    let window = makeWindow(
      screen: Device.notchedPhone(), safeArea: Insets(top: 44, bottom: 34), root: tabs)
    XCTAssertEqual(tabs.tabBar.frame, Rect(x: 0, y: 729, width: 375, height: 83))
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 44, bottom: 83))
    assertInvariants(window)
  }

  func testSafeArea_navigationInsideTab_addsBothBars() {
    let form = FormViewController()
    let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: form)])
    let window = makeWindow(root: tabs)
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 64, bottom: 49))
    assertInvariants(window)
  }

  func testSafeArea_controllerViewNotOnTop_getsNoBarInsets() {
    let first = FormViewController()
    let second = FormViewController()
    let navigation = NavigationController(rootViewController: first)
    let window = makeWindow(root: navigation)
    navigation.pushViewController(second)
    XCTAssertEqual(second.view.safeAreaInsets, Insets(top: 64))
    XCTAssertNil(first.view.window)
    XCTAssertEqual(first.view.safeAreaInsets, .zero)
    assertInvariants(window)
  }

  // MARK: Additional insets

  func testAdditionalSafeArea_rootController_addsToWindowInsets() {
    let (window, form) = makeForm()
    form.additionalSafeAreaInsets = Insets(top: 10, bottom: 50)
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 30, bottom: 50))
    assertInvariants(window)
  }

  func testAdditionalSafeArea_subviewOfController_measuredAgainstEnlargedArea() {
    let (window, form) = makeForm()
    form.additionalSafeAreaInsets = Insets(bottom: 50)
    let footer = View(frame: Rect(x: 0, y: 518, width: 320, height: 50))
    form.view.addSubview(footer)
    XCTAssertEqual(footer.safeAreaInsets, Insets(bottom: 50))
    footer.frame = Rect(x: 0, y: 480, width: 320, height: 70)
    XCTAssertEqual(footer.safeAreaInsets, Insets(bottom: 32))
    assertInvariants(window)
  }

  func testAdditionalSafeArea_controllerUnderNavigationBar_addsBelowBar() {
    let form = FormViewController()
    let window = makeWindow(root: NavigationController(rootViewController: form))
    form.additionalSafeAreaInsets = Insets(top: 6, bottom: 40)
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 70, bottom: 40))
    assertInvariants(window)
  }

  func testAdditionalSafeArea_onNavigationController_movesBarAndChild() {
    let form = FormViewController()
    let navigation = NavigationController(rootViewController: form)
    let window = makeWindow(root: navigation)
    navigation.additionalSafeAreaInsets = Insets(top: 10)
    XCTAssertEqual(navigation.view.safeAreaInsets, Insets(top: 30))
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 30, width: 320, height: 44))
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 74))
    assertInvariants(window)
  }

  func testAdditionalSafeArea_largerThanView_coversWholeView() {
    let (window, form) = makeForm()
    let child = ViewController()
    form.addChild(child)
    child.view.frame = Rect(x: 0, y: 100, width: 320, height: 100)
    form.view.addSubview(child.view)
    child.additionalSafeAreaInsets = Insets(top: 60, bottom: 60)
    XCTAssertEqual(child.view.safeAreaInsets, Insets(top: 60, bottom: 40))
    assertInvariants(window)
  }

  // MARK: Scroll views

  /// A landscape notched window (812×375; safe left/right 44, bottom 21) with a full-screen
  /// scroll view whose content inset is (1, 2, 3, 4).
  private func makeLandscapeScroll(content: Size) -> (window: Window, scroll: ScrollView) {
    let window = Window(
      screen: Screen(width: 812, height: 375, scale: 3),
      safeAreaInsets: Insets(top: 0, left: 44, bottom: 21, right: 44))
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 812, height: 375))
    window.addSubview(scroll)
    scroll.contentInset = Insets(top: 1, left: 2, bottom: 3, right: 4)
    scroll.contentSize = content
    assertInvariants(window)
    return (window, scroll)
  }

  func testAdjustedContentInset_automaticVerticalContent_addsTopAndBottomOnly() {
    let (window, scroll) = makeLandscapeScroll(content: Size(width: 812, height: 1000))
    XCTAssertEqual(scroll.contentInsetAdjustmentBehavior, .automatic)
    XCTAssertEqual(scroll.adjustedContentInset, Insets(top: 1, left: 2, bottom: 24, right: 4))
    assertInvariants(window)
  }

  func testAdjustedContentInset_automaticHorizontalContent_addsSidesOnly() {
    let (window, scroll) = makeLandscapeScroll(content: Size(width: 2000, height: 375))
    XCTAssertEqual(scroll.adjustedContentInset, Insets(top: 1, left: 46, bottom: 3, right: 48))
    assertInvariants(window)
  }

  func testAdjustedContentInset_scrollableAxesBothAxes_addsEveryEdge() {
    let (window, scroll) = makeLandscapeScroll(content: Size(width: 2000, height: 1000))
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    XCTAssertEqual(scroll.adjustedContentInset, Insets(top: 1, left: 46, bottom: 24, right: 48))
    assertInvariants(window)
  }

  func testAdjustedContentInset_scrollableAxesShortContent_addsNothing() {
    let (window, scroll) = makeLandscapeScroll(content: Size(width: 100, height: 100))
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    XCTAssertEqual(scroll.adjustedContentInset, Insets(top: 1, left: 2, bottom: 3, right: 4))
    scroll.alwaysBounceVertical = true
    XCTAssertEqual(scroll.adjustedContentInset, Insets(top: 1, left: 2, bottom: 24, right: 4))
    assertInvariants(window)
  }

  func testAdjustedContentInset_never_isContentInset() {
    let (window, scroll) = makeLandscapeScroll(content: Size(width: 2000, height: 1000))
    scroll.contentInsetAdjustmentBehavior = .never
    XCTAssertEqual(scroll.adjustedContentInset, Insets(top: 1, left: 2, bottom: 3, right: 4))
    assertInvariants(window)
  }

  func testAdjustedContentInset_alwaysShortContent_addsEveryEdge() {
    let (window, scroll) = makeLandscapeScroll(content: Size(width: 100, height: 100))
    scroll.contentInsetAdjustmentBehavior = .always
    XCTAssertEqual(scroll.adjustedContentInset, Insets(top: 1, left: 46, bottom: 24, right: 48))
    assertInvariants(window)
  }

  func testAdjustedContentInset_automaticShortTableUnderNavigationBar_addsBarInset() {
    let table = TableViewController()
    let window = makeWindow(root: NavigationController(rootViewController: table))
    XCTAssertFalse(table.tableView.isVerticallyScrollable)
    XCTAssertEqual(table.tableView.adjustedContentInset, Insets(top: 64))
    XCTAssertEqual(table.tableView.validContentOffsetRange.min, Point(x: 0, y: -64))
    XCTAssertEqual(table.tableView.validContentOffsetRange.max, Point(x: 0, y: -64))
    assertInvariants(window)
  }

  func testAdjustedContentInset_automaticShortTableAsWindowRoot_addsNothing() {
    let table = TableViewController()
    let window = makeWindow(root: table)
    XCTAssertEqual(table.tableView.adjustedContentInset, .zero)
    assertInvariants(window)
  }

  func testValidContentOffsetRange_tallContent_spansAdjustedInsets() {
    let (window, scroll) = makeLandscapeScroll(content: Size(width: 812, height: 1000))
    let range = scroll.validContentOffsetRange
    XCTAssertEqual(range.min, Point(x: -2, y: -1))
    XCTAssertEqual(range.max, Point(x: 4, y: 649))
    assertInvariants(window)
  }

  func testValidContentOffsetRange_shortContent_collapsesToMinimum() {
    let (window, scroll) = makeLandscapeScroll(content: Size(width: 100, height: 100))
    scroll.contentInsetAdjustmentBehavior = .never
    let range = scroll.validContentOffsetRange
    XCTAssertEqual(range.min, Point(x: -2, y: -1))
    XCTAssertEqual(range.max, Point(x: -2, y: -1))
    assertInvariants(window)
  }

  func testValidContentOffsetRange_keyboardBottomInset_extendsMaximum() {
    let (window, form) = makeForm()
    let scroll = ScrollView(frame: Rect(x: 0, y: 64, width: 320, height: 504))
    form.view.addSubview(scroll)
    scroll.contentSize = Size(width: 320, height: 800)
    scroll.contentInset = Insets(bottom: 216)
    XCTAssertEqual(scroll.validContentOffsetRange.max, Point(x: 0, y: 512))
    assertInvariants(window)
  }
}
