import KeyboardCore
import XCTest

// The E scenarios of KeyboardCore's Scenario Catalogue: event order, gating and lifecycle.
final class KeyboardManagerEventTests: XCTestCase {
  func testE1_fieldInTableViewController_disabledByDefault_nothingMoves() {
    let table = TableViewController()
    let h = AvoidanceHarness(controller: table)
    let cell = Cell(frame: Rect(x: 0, y: 0, width: 320, height: 600))
    table.tableView.appendCell(cell)
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: cell.contentView)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(table.view.frame.origin.y, 0)
    XCTAssertEqual(table.tableView.contentOffset, .zero)
    XCTAssertEqual(table.tableView.contentInset, .zero)
    XCTAssertFalse(h.manager.isHandlingEnabled(for: field))
    XCTAssertNil(h.manager.lastPlan)
  }

  func testE2_disabledGlobally_enabledClassListed_behavesLikeS1() {
    final class Checkout: ViewController {}
    let h = AvoidanceHarness(controller: Checkout(), enabled: false)
    h.manager.enabledDistanceHandlingClasses = [Checkout.self]
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, -188)
  }

  func testE2b_enabledClassListedAndDisabledSubclass_disabledWins() {
    class Checkout: ViewController {}
    final class Express: Checkout {}
    let h = AvoidanceHarness(controller: Express(), enabled: false)
    h.manager.enabledDistanceHandlingClasses = [Checkout.self]
    h.manager.disabledDistanceHandlingClasses = [Express.self]
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, 0)
  }

  func testE3_switchToDisabledField_restoresEverything() {
    let h = AvoidanceHarness()
    let first = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    let second = h.addField(Rect(x: 20, y: 450, width: 280, height: 30))
    second.enableMode = .disabled
    h.focus(first)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, -188)
    h.focus(second)
    XCTAssertEqual(h.root.frame.origin.y, 0)
    XCTAssertEqual(h.manager.movedDistance, 0)
  }

  func testE4_alertTextField_ignoredCompletely() {
    let alert = AlertController()
    let h = AvoidanceHarness(controller: alert)
    let field = alert.addTextField()
    field.frame = Rect(x: 16, y: 500, width: 238, height: 30)
    field.enableMode = .enabled
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(alert.view.frame.origin.y, 0)
    XCTAssertNil(h.manager.lastPlan)
  }

  // IQ treats a floating keyboard as hidden. Ours (fix 9): its real rectangle; a field beside
  // it stays, a field under it rises above its top.
  func testE6_floatingKeyboard_onlyCoveredFieldRises_departsFromIQ() {
    let h = AvoidanceHarness(width: 1024, height: 1366, safeArea: Insets(top: 24))
    let beside = h.addField(Rect(x: 20, y: 900, width: 200, height: 40))
    let under = h.addField(Rect(x: 350, y: 900, width: 200, height: 40))
    h.focus(beside)
    h.postKeyboard(Rect(x: 300, y: 800, width: 320, height: 250))
    XCTAssertEqual(h.screen.keyboard.current?.kind, .floating)
    XCTAssertEqual(h.root.frame.origin.y, 0)
    h.focus(under)
    XCTAssertEqual(h.root.frame.origin.y, -150)
    XCTAssertEqual(h.windowFrame(under).maxY, 790)
  }

  // Fix 9 under resizeRoot: the root keeps its height while the floating keyboard does not
  // cover the field where it rests (a bar pinned to the root's bottom would otherwise rise
  // with it), shrinks by the overlap when it does, and gets its height back when dragged off.
  func testE6_floatingKeyboard_resizeRoot_onlyCoveredFieldResizesTheRoot() {
    let h = AvoidanceHarness(width: 1024, height: 1366, safeArea: Insets(top: 24))
    h.manager.strategy = .resizeRoot
    let beside = h.addField(Rect(x: 20, y: 900, width: 200, height: 40))
    let under = h.addField(Rect(x: 350, y: 900, width: 200, height: 40))
    h.focus(beside)
    h.postKeyboard(Rect(x: 300, y: 800, width: 320, height: 250))
    XCTAssertEqual(h.screen.keyboard.current?.kind, .floating)
    XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 1024, height: 1366))
    XCTAssertEqual(
      h.manager.lastPlan?.trace.events.map(\.kind).contains(.rootKeepsItsSize), true)
    h.focus(under)
    XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 1024, height: 1116))
    h.postKeyboard(Rect(x: 600, y: 800, width: 320, height: 250))
    XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 1024, height: 1366))
  }

  func testE7_keyboardBeforeBeginEditing_solvedWhenEditingBegins() {
    let h = AvoidanceHarness()
    let textView = TextView(frame: Rect(x: 0, y: 450, width: 320, height: 80))
    h.root.addSubview(textView)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, 0)
    h.focus(textView)
    XCTAssertEqual(h.root.frame.origin.y, -188)
  }

  func testE8_appInactive_noPassUntilActive() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.manager.isApplicationActive = false
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, 0)
    h.manager.isApplicationActive = true
    XCTAssertEqual(h.root.frame.origin.y, -188)
  }

  func testE9_interactivePopCancelled_hideHeld_thenSolvedAgain() {
    let first = ViewController()
    let second = ViewController()
    let navigation = NavigationController(rootViewController: first)
    let h = AvoidanceHarness(controller: navigation)
    navigation.pushViewController(second)
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: second.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(second.view.frame.origin.y, -188)
    navigation.beginInteractivePop()
    h.hideKeyboard()
    XCTAssertEqual(second.view.frame.origin.y, -188, "the hide waits for the gesture")
    navigation.endInteractivePop(completed: false)
    XCTAssertEqual(second.view.frame.origin.y, -188)
    XCTAssertTrue(field.isFirstResponder)
    h.hideKeyboard()
    XCTAssertEqual(second.view.frame.origin.y, -188, "a repeated hide frame is a duplicate")
  }

  func testE9b_interactivePopCompleted_restoresPoppedRoot() {
    let first = ViewController()
    let second = ViewController()
    let navigation = NavigationController(rootViewController: first)
    let h = AvoidanceHarness(controller: navigation)
    navigation.pushViewController(second)
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: second.view)
    h.focus(field)
    h.showKeyboard()
    navigation.beginInteractivePop()
    h.hideKeyboard()
    navigation.endInteractivePop(completed: true)
    XCTAssertEqual(second.view.frame.origin.y, 0)
    XCTAssertEqual(h.manager.movedDistance, 0)
    XCTAssertNil(h.window.firstResponder)
    h.assertConsistent()
  }

  func testE10_rotationWithKeyboardUp_restoresThenSolvesInNewOrientation() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 200, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, 0)
    h.screen.bounds = Rect(x: 0, y: 0, width: 568, height: 320)
    h.window.frame = Rect(x: 0, y: 0, width: 568, height: 320)
    h.window.safeAreaInsets = .zero
    XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 568, height: 320))
    h.postKeyboard(Rect(x: 0, y: 158, width: 568, height: 162), event: .willChangeFrame)
    XCTAssertEqual(h.root.frame.origin.y, -82)
    h.hideKeyboard()
    XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 568, height: 320))
  }

  func testE11_enabledWhileKeyboardUp_solvesAtOnce() {
    let h = AvoidanceHarness(enabled: false)
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, 0)
    h.manager.isEnabled = true
    XCTAssertEqual(h.root.frame.origin.y, -188)
    h.manager.isEnabled = false
    XCTAssertEqual(h.root.frame.origin.y, 0)
  }

  // A field enabled on its own stays handled when the manager is turned off: nothing is
  // restored and moved again (seed 98,045,789); the next field, on the default mode, restores.
  func testE11_disabledWhileKeyboardUp_inputEnabledOnItsOwn_staysWhereItIs() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    field.enableMode = .enabled
    let other = h.addField(Rect(x: 20, y: 100, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, -188)
    var passes = 0
    h.manager.addObserver { if $0.kind == .planApplied { passes += 1 } }
    h.manager.isEnabled = false
    h.root.window?.layoutIfNeeded()
    XCTAssertEqual(h.root.frame.origin.y, -188)
    XCTAssertEqual(passes, 0)
    h.focus(other)
    XCTAssertEqual(h.root.frame.origin.y, 0)
  }

  func testE12_movedDistanceChanged_calledOnAssignmentAndEveryPass() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    var values: [Double] = []
    h.manager.movedDistanceChanged = { values.append($0) }
    XCTAssertEqual(values, [188])
    h.manager.reloadLayoutIfNeeded()
    h.hideKeyboard()
    XCTAssertEqual(values, [188, 188, 0])
  }

  // IQ restores only the root origin here and leaves the scroll configuration stale. Ours
  // restores everything it touched, in or out of the window.
  func testE13_hideAfterScreenPopped_restoresDetachedViews() {
    let first = ViewController()
    let second = ViewController()
    let navigation = NavigationController(rootViewController: first)
    let h = AvoidanceHarness(controller: navigation)
    navigation.pushViewController(second)
    let scroll = h.addScrollView(
      Rect(x: 0, y: 0, width: 320, height: 300), contentSize: Size(width: 320, height: 300),
      to: second.view)
    scroll.isScrollEnabled = false
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: second.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(second.view.frame.origin.y, -188)
    navigation.popViewController()
    XCTAssertNil(second.view.window)
    h.hideKeyboard()
    XCTAssertEqual(second.view.frame.origin.y, 0)
    XCTAssertEqual(h.manager.movedDistance, 0)
    h.assertConsistent()
  }

  func testE14_sideMenuAboveNavigationController_sideMenuViewMoves() {
    final class SideMenu: ViewController {}
    let menu = SideMenu()
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    menu.addChild(navigation)
    menu.view.addSubview(navigation.view)
    let h = AvoidanceHarness(controller: menu)
    navigation.view.frame = menu.view.bounds
    h.window.layoutIfNeeded()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: content.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(menu.view.frame.origin.y, -188)
    XCTAssertEqual(content.view.frame.origin.y, 0)
  }

  func testE14b_sideMenuRedirectsRoot_overrideWins() {
    final class SideMenu: ViewController {
      var redirect: ViewController?
      override func parentContainerViewController() -> ViewController { redirect ?? self }
    }
    let menu = SideMenu()
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    menu.addChild(navigation)
    menu.view.addSubview(navigation.view)
    menu.redirect = content
    let h = AvoidanceHarness(controller: menu)
    navigation.view.frame = menu.view.bounds
    h.window.layoutIfNeeded()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: content.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(menu.view.frame.origin.y, 0)
    XCTAssertEqual(content.view.frame.origin.y, -188)
  }

  func testE15_childInPlainContainer_containerViewMoves() {
    let container = ViewController()
    let child = ViewController()
    container.addChild(child)
    container.view.addSubview(child.view)
    let h = AvoidanceHarness(controller: container)
    child.view.frame = Rect(x: 0, y: 100, width: 320, height: 468)
    let field = h.addField(Rect(x: 20, y: 400, width: 280, height: 30), to: child.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(container.view.frame.origin.y, -188)
    XCTAssertEqual(child.view.frame.origin.y, 100)
  }

  func testDuplicateKeyboardEvents_secondIgnored() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    var passes = 0
    h.manager.addObserver { if $0.kind == .planApplied { passes += 1 } }
    h.showKeyboard()
    h.showKeyboard()
    h.showKeyboard(event: .didShow)
    XCTAssertEqual(passes, 1)
  }
}

final class KeyboardManagerSearchFieldTests: XCTestCase {
  func testE5_navigationBarSearchField_notHandled() {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    let h = AvoidanceHarness(controller: navigation)
    let search = TextField(frame: Rect(x: 8, y: 4, width: 304, height: 36))
    navigation.navigationBar.addSubview(search)
    content.navigationItem.searchField = search
    h.focus(search)
    h.showKeyboard()
    XCTAssertFalse(h.manager.isHandlingEnabled(for: search))
    XCTAssertNil(h.manager.lastPlan)
    XCTAssertEqual(content.view.frame.origin.y, 0)
    search.enableMode = .enabled
    XCTAssertTrue(h.manager.isHandlingEnabled(for: search))
  }
}
