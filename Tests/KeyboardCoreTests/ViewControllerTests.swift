import KeyboardCore
import XCTest

/// A controller that builds a custom root view in `loadView()`.
private final class ScrollingController: ViewController {
  override func loadView() {
    view = ScrollView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
  }
}

final class ViewControllerTests: XCTestCase {
  // MARK: View loading

  func testView_firstAccess_loadsOnceThenCallsViewDidLoad() {
    let form = FormViewController()
    XCTAssertFalse(form.isViewLoaded)
    XCTAssertNil(form.viewIfLoaded)
    XCTAssertEqual(form.loadCount, 0)
    let view = form.view
    XCTAssertTrue(form.isViewLoaded)
    XCTAssertTrue(form.viewIfLoaded === view)
    XCTAssertTrue(form.view === view)
    XCTAssertEqual(form.loadCount, 1)
    XCTAssertEqual(form.didLoadCount, 1)
    XCTAssertEqual(view.subviews.count, 4, "viewDidLoad added the inputs")
  }

  func testView_customLoadView_usesAssignedView() {
    let controller = ScrollingController()
    XCTAssertTrue(controller.view is ScrollView)
    XCTAssertTrue(controller.view.viewController === controller)
  }

  func testView_assigned_replacesAndRelinksController() {
    let controller = ViewController()
    let old = controller.view
    let replacement = View()
    controller.view = replacement
    XCTAssertTrue(controller.view === replacement)
    XCTAssertTrue(replacement.viewController === controller)
    XCTAssertNil(old.viewController)
  }

  // MARK: Containment

  func testAddChild_child_linksBothWays() {
    let parent = ViewController()
    let child = ViewController()
    parent.addChild(child)
    XCTAssertTrue(child.parent === parent)
    XCTAssertEqual(parent.children.count, 1)
    XCTAssertTrue(parent.children.first === child)
    XCTAssertFalse(child.isViewLoaded, "the child's view is not added for you")
  }

  func testAddChild_childOfAnotherParent_movesIt() {
    let first = ViewController()
    let second = ViewController()
    let child = ViewController()
    first.addChild(child)
    second.addChild(child)
    XCTAssertTrue(first.children.isEmpty)
    XCTAssertTrue(child.parent === second)
  }

  func testRemoveFromParent_child_unlinks() {
    let parent = ViewController()
    let child = ViewController()
    parent.addChild(child)
    child.removeFromParent()
    XCTAssertNil(child.parent)
    XCTAssertTrue(parent.children.isEmpty)
    child.removeFromParent()
    XCTAssertNil(child.parent, "removing an orphan does nothing")
  }

  func testAddChild_cyclePrecondition_documentedNotTrapped() {
    // addChild traps when the child is the controller itself or one of its ancestors
    // ("that would make a containment cycle"). Tests cannot survive the trap, so check the
    // legal neighbour: a grandchild's sibling may become a child of the grandparent.
    let grandparent = ViewController()
    let parent = ViewController()
    let child = ViewController()
    grandparent.addChild(parent)
    parent.addChild(child)
    grandparent.addChild(child)
    XCTAssertTrue(child.parent === grandparent)
    XCTAssertEqual(grandparent.children.count, 2)
  }

  func testContainerLookups_nestedControllers_findNearestOfEachKind() {
    let form = FormViewController()
    let navigation = NavigationController(rootViewController: form)
    let tabs = TabBarController(viewControllers: [navigation])
    let split = SplitViewController(primary: ViewController(), secondary: tabs)
    XCTAssertTrue(form.navigationController === navigation)
    XCTAssertTrue(form.tabBarController === tabs)
    XCTAssertTrue(form.splitViewController === split)
    XCTAssertNil(navigation.navigationController, "not its own container")
    XCTAssertNil(split.splitViewController)
  }

  func testParentContainerViewController_default_isSelf() {
    let form = FormViewController()
    XCTAssertTrue(form.parentContainerViewController() === form)
  }

  func testDescription_titleOrNot_printsTypeAndTitle() {
    let form = FormViewController()
    XCTAssertEqual(form.description, "FormViewController")
    form.title = "Sign up"
    XCTAssertEqual(form.description, "FormViewController \"Sign up\"")
  }

  // MARK: Window root

  func testRootViewController_set_installsViewFillingWindowAtBack() {
    let window = makePhoneWindow()
    let badge = View()
    window.addSubview(badge)
    let form = FormViewController()
    window.rootViewController = form
    XCTAssertTrue(window.subviews.first === form.view)
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 0, width: 320, height: 568))
    assertInvariants(window)
  }

  func testRootViewController_replaced_removesOldViewAndResignsItsFirstResponder() {
    let (window, form) = makeForm()
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    XCTAssertTrue(form.second.becomeFirstResponder())
    window.rootViewController = ViewController()
    XCTAssertNil(form.view.superview)
    XCTAssertNil(window.firstResponder)
    XCTAssertEqual(observer.log.entries, ["o.didBegin(field2)", "o.didEnd(field2)"])
    XCTAssertEqual(window.diagnostics.map(\.code), [.forcedResign])
    assertInvariants(window)
  }

  func testRootViewController_replacedWhilePresenting_removesPresentedView() {
    let (window, form) = makeForm()
    let sheet = FormViewController()
    form.present(sheet)
    XCTAssertTrue(sheet.first.becomeFirstResponder())
    window.rootViewController = ViewController()
    XCTAssertNil(sheet.view.superview)
    XCTAssertNil(form.presentedViewController)
    XCTAssertNil(window.firstResponder)
    assertInvariants(window)
  }

  func testWindowResize_rootAndPresentedViews_followNewSize() {
    let (window, form) = makeForm()
    let sheet = ViewController()
    sheet.modalPresentationStyle = .pageSheet
    form.present(sheet)
    window.frame = Rect(x: 0, y: 0, width: 568, height: 320)
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 0, width: 568, height: 320))
    XCTAssertEqual(sheet.view.frame, Rect(x: 0, y: 30, width: 568, height: 290))
  }

  // MARK: Navigation

  func testNavigationController_init_rootIsTopAndViewFillsContainer() {
    let form = FormViewController()
    let navigation = NavigationController(rootViewController: form)
    let window = makeWindow(root: navigation)
    XCTAssertTrue(navigation.topViewController === form)
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertTrue(form.parent === navigation)
    XCTAssertTrue(form.view.superview === navigation.view)
    XCTAssertTrue(navigation.view.subviews.last === navigation.navigationBar, "bar in front")
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 0, width: 320, height: 568))
    XCTAssertEqual(NavigationController.navigationBarHeight, 44)
    assertInvariants(window)
  }

  func testPush_controller_replacesVisibleView() {
    let root = FormViewController()
    let detail = FormViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = makeWindow(root: navigation)
    navigation.pushViewController(detail)
    XCTAssertTrue(navigation.topViewController === detail)
    XCTAssertNil(root.view.superview)
    XCTAssertTrue(detail.view.window === window)
    XCTAssertEqual(detail.view.frame, Rect(x: 0, y: 0, width: 320, height: 568))
    assertInvariants(window)
  }

  func testPush_beforeContainerLoaded_laysOutOnLoad() {
    let root = FormViewController()
    let detail = FormViewController()
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(detail)
    XCTAssertFalse(detail.isViewLoaded)
    let window = makeWindow(root: navigation)
    XCTAssertTrue(detail.view.window === window)
    XCTAssertFalse(root.isViewLoaded)
  }

  func testPop_withFirstResponderInPoppedView_resignsAndRestoresPrevious() {
    let root = FormViewController()
    let detail = FormViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = makeWindow(root: navigation)
    navigation.pushViewController(detail)
    let log = EventLog()
    let delegate = RecordingDelegate("d", log: log)
    delegate.allowsEnd = false
    detail.first.delegate = delegate
    XCTAssertTrue(detail.first.becomeFirstResponder())
    log.clear()
    XCTAssertTrue(navigation.popViewController() === detail)
    XCTAssertNil(window.firstResponder)
    XCTAssertEqual(log.entries, ["d.didEnd(field1)"], "forced: shouldEnd is not asked")
    XCTAssertEqual(window.diagnostics.map(\.code), [.forcedResign])
    XCTAssertNil(detail.parent)
    XCTAssertTrue(root.view.window === window)
    assertInvariants(window)
  }

  func testPop_onlyRootLeft_returnsNil() {
    let navigation = NavigationController(rootViewController: ViewController())
    XCTAssertNil(navigation.popViewController())
    XCTAssertEqual(navigation.viewControllers.count, 1)
  }

  func testInteractivePop_cancelled_keepsStack() {
    let detail = ViewController()
    let navigation = NavigationController(rootViewController: ViewController())
    let window = makeWindow(root: navigation)
    navigation.pushViewController(detail)
    navigation.beginInteractivePop()
    XCTAssertTrue(navigation.isInteractivePopActive)
    navigation.endInteractivePop(completed: false)
    XCTAssertFalse(navigation.isInteractivePopActive)
    XCTAssertTrue(navigation.topViewController === detail)
    assertInvariants(window)
  }

  func testInteractivePop_completed_popsTop() {
    let detail = ViewController()
    let navigation = NavigationController(rootViewController: ViewController())
    let window = makeWindow(root: navigation)
    navigation.pushViewController(detail)
    navigation.beginInteractivePop()
    navigation.endInteractivePop(completed: true)
    XCTAssertFalse(navigation.isInteractivePopActive)
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertNil(detail.view.superview)
    assertInvariants(window)
  }

  func testInteractivePop_onlyRoot_neverStarts() {
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.beginInteractivePop()
    XCTAssertFalse(navigation.isInteractivePopActive)
    navigation.endInteractivePop(completed: true)
    XCTAssertEqual(navigation.viewControllers.count, 1)
  }

  // MARK: Tabs

  func testTabs_init_firstSelectedAndBarAtBottom() {
    let first = FormViewController()
    let second = FormViewController()
    let tabs = TabBarController(viewControllers: [first, second])
    let window = makeWindow(root: tabs)
    XCTAssertEqual(tabs.selectedIndex, 0)
    XCTAssertTrue(tabs.selectedViewController === first)
    XCTAssertFalse(second.isViewLoaded)
    XCTAssertEqual(tabs.tabBar.frame, Rect(x: 0, y: 519, width: 320, height: 49))
    XCTAssertEqual(TabBarController.tabBarHeight, 49)
    assertInvariants(window)
  }

  func testTabs_switch_swapsViewsAndResignsFirstResponderInOldTab() {
    let first = FormViewController()
    let second = FormViewController()
    let tabs = TabBarController(viewControllers: [first, second])
    let window = makeWindow(root: tabs)
    XCTAssertTrue(first.third.becomeFirstResponder())
    tabs.selectedIndex = 1
    XCTAssertNil(first.view.superview)
    XCTAssertTrue(second.view.window === window)
    XCTAssertEqual(second.view.frame, Rect(x: 0, y: 0, width: 320, height: 568))
    XCTAssertNil(window.firstResponder)
    XCTAssertEqual(window.diagnostics.map(\.code), [.forcedResign])
    XCTAssertTrue(tabs.view.subviews.last === tabs.tabBar)
    assertInvariants(window)
  }

  func testTabs_outOfRangeIndex_clampsAndSwapsViews() {
    let first = FormViewController()
    let second = FormViewController()
    let tabs = TabBarController(viewControllers: [first, second])
    let window = makeWindow(root: tabs)
    tabs.selectedIndex = 7
    XCTAssertEqual(tabs.selectedIndex, 1)
    XCTAssertNil(first.view.superview)
    XCTAssertTrue(second.view.window === window)
    tabs.selectedIndex = -3
    XCTAssertEqual(tabs.selectedIndex, 0)
    XCTAssertTrue(first.view.window === window)
    XCTAssertNil(second.view.superview)
    assertInvariants(window)
  }

  // MARK: Split

  func testSplit_pad_primaryIs320AndSecondaryFillsRest() {
    let primary = ViewController()
    let secondary = ViewController()
    let split = SplitViewController(primary: primary, secondary: secondary)
    let window = makeWindow(screen: Device.pad(), safeArea: Insets(top: 24), root: split)
    XCTAssertEqual(primary.view.frame, Rect(x: 0, y: 0, width: 320, height: 1366))
    XCTAssertEqual(secondary.view.frame, Rect(x: 320, y: 0, width: 704, height: 1366))
    XCTAssertTrue(primary.splitViewController === split)
    assertInvariants(window)
  }

  func testSplit_phone_primaryIsFortyPercent() {
    let primary = ViewController()
    let secondary = ViewController()
    let window = makeWindow(root: SplitViewController(primary: primary, secondary: secondary))
    XCTAssertEqual(primary.view.frame, Rect(x: 0, y: 0, width: 128, height: 568))
    XCTAssertEqual(secondary.view.frame, Rect(x: 128, y: 0, width: 192, height: 568))
    assertInvariants(window)
  }

  // MARK: Presentation

  func testPresent_fullScreen_fillsWindowInFront() {
    let (window, form) = makeForm()
    let sheet = ViewController()
    form.present(sheet)
    XCTAssertTrue(form.presentedViewController === sheet)
    XCTAssertTrue(sheet.presentingViewController === form)
    XCTAssertTrue(window.subviews.last === sheet.view)
    XCTAssertEqual(sheet.view.frame, Rect(x: 0, y: 0, width: 320, height: 568))
    assertInvariants(window)
  }

  func testPresent_pageSheetOnPhone_fullWidthTenBelowStatusBar() {
    let (window, form) = makeForm()
    let sheet = ViewController()
    sheet.modalPresentationStyle = .pageSheet
    form.present(sheet)
    XCTAssertEqual(sheet.view.frame, Rect(x: 0, y: 30, width: 320, height: 538))
    assertInvariants(window)
  }

  func testPresent_formSheetOnPhone_behavesAsPageSheet() {
    let (window, form) = makeForm()
    let sheet = ViewController()
    sheet.modalPresentationStyle = .formSheet
    form.present(sheet)
    XCTAssertEqual(sheet.view.frame, Rect(x: 0, y: 30, width: 320, height: 538))
    assertInvariants(window)
  }

  func testPresent_pageSheetOnPad_704WideCentred() {
    let form = FormViewController()
    let window = makeWindow(screen: Device.pad(), safeArea: Insets(top: 24), root: form)
    let sheet = ViewController()
    sheet.modalPresentationStyle = .pageSheet
    form.present(sheet)
    XCTAssertEqual(sheet.view.frame, Rect(x: 160, y: 34, width: 704, height: 1332))
    assertInvariants(window)
  }

  func testPresent_formSheetOnPad_540By620Centred() {
    let form = FormViewController()
    let window = makeWindow(screen: Device.pad(), safeArea: Insets(top: 24), root: form)
    let sheet = ViewController()
    sheet.modalPresentationStyle = .formSheet
    form.present(sheet)
    XCTAssertEqual(sheet.view.frame, Rect(x: 242, y: 373, width: 540, height: 620))
    assertInvariants(window)
  }

  func testPresentationStyle_names_roundTrip() {
    let all: [PresentationStyle] = [.fullScreen, .pageSheet, .formSheet]
    XCTAssertEqual(all.map(\.description), ["fullScreen", "pageSheet", "formSheet"])
    XCTAssertEqual(all.compactMap { PresentationStyle(named: $0.description) }, all)
    XCTAssertNil(PresentationStyle(named: "popover"))
  }

  func testDismiss_presented_removesViewAndResignsItsFirstResponder() {
    let (window, form) = makeForm()
    let sheet = FormViewController()
    form.present(sheet)
    XCTAssertTrue(sheet.second.becomeFirstResponder())
    form.dismiss()
    XCTAssertNil(form.presentedViewController)
    XCTAssertNil(sheet.presentingViewController)
    XCTAssertNil(sheet.view.superview)
    XCTAssertNil(window.firstResponder)
    XCTAssertEqual(window.diagnostics.map(\.code), [.forcedResign])
    assertInvariants(window)
  }

  func testDismiss_calledOnPresented_dismissesItself() {
    let (window, form) = makeForm()
    let sheet = ViewController()
    form.present(sheet)
    sheet.dismiss()
    XCTAssertNil(form.presentedViewController)
    XCTAssertNil(sheet.view.superview)
    assertInvariants(window)
  }

  func testDismiss_stackOfTwo_removesBoth() {
    let (window, form) = makeForm()
    let first = ViewController()
    let second = ViewController()
    form.present(first)
    first.present(second)
    XCTAssertTrue(window.subviews.last === second.view)
    form.dismiss()
    XCTAssertNil(first.view.superview)
    XCTAssertNil(second.view.superview)
    XCTAssertNil(first.presentedViewController)
    XCTAssertEqual(window.subviews.count, 1)
  }

  func testDismiss_nothingPresented_doesNothing() {
    let (window, form) = makeForm()
    form.dismiss()
    XCTAssertTrue(form.view.window === window)
  }

  // MARK: Special controllers

  func testAlertController_addTextField_stacksFields36Apart() {
    let alert = AlertController()
    let first = alert.addTextField()
    let second = alert.addTextField()
    XCTAssertEqual(first.frame, Rect(x: 16, y: 60, width: 238, height: 30))
    XCTAssertEqual(second.frame, Rect(x: 16, y: 96, width: 238, height: 30))
    XCTAssertEqual(alert.textFields.count, 2)
    XCTAssertTrue(second.superview === alert.view)
  }
}
