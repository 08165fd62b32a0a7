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

  // A large-title stack run by a keyboard manager (the harness's window and manager).
  private func makeManagedLargeTitleStack() -> (
    content: ViewController, navigation: NavigationController, harness: AvoidanceHarness
  ) {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    return (content, navigation, AvoidanceHarness(controller: navigation))
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

  // The top controller's additional top inset moves the offset where the title is fully
  // expanded: the bar follows at once, as after a scroll, not at its next layout (reliability
  // constraints seed 77013553, where a keyboard manager read the title as that layout gives it).
  func testLargeTitle_additionalTopInsetChanges_barFollowsAtOnce() {
    let content = ViewController()
    let (window, navigation) = makeLargeTitleStack(root: content)
    defer { withExtendedLifetime(window) {} }
    let scroll = addContentScrollView(to: content)
    XCTAssertEqual(navigation.navigationBar.frame.height, 96)
    content.additionalSafeAreaInsets = Insets(top: 30, left: 0, bottom: 0, right: 0)
    XCTAssertEqual(navigation.navigationBar.frame.height, 66, "offset -116 is 30 past -146")
    scroll.contentOffset = Point(x: 0, y: -146)
    XCTAssertEqual(navigation.navigationBar.frame.height, 96)
    content.additionalSafeAreaInsets = .zero
    XCTAssertEqual(navigation.navigationBar.frame.height, 96, "pulled down: stays expanded")
    scroll.contentOffset = Point(x: 0, y: -100)
    XCTAssertEqual(navigation.navigationBar.frame.height, 80)
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

  // A container's view holds its child's view directly in the model; UIKit wraps it in a
  // transition view, so an outer large title never tracks a scroll view inside an inner
  // navigation controller (seed 84,000,795: tracking it moved the view it measured).
  func testLargeTitle_nestedNavigation_outerTitleIgnoresInnerScrollView_staysExpanded() {
    let content = ViewController()
    let scroll = ScrollView()
    scroll.contentSize = Size(width: 320, height: 2000)
    content.view = scroll
    let inner = NavigationController(rootViewController: content)
    let (window, outer) = makeLargeTitleStack(root: inner)
    defer { withExtendedLifetime(window) {} }
    XCTAssertTrue(content.contentScrollView === scroll)
    XCTAssertTrue(inner.view.subviews.first === scroll, "the child's view is the first subview")
    XCTAssertNil(inner.contentScrollView)
    XCTAssertNil(outer.contentScrollView)
    scroll.contentOffset = Point(x: 0, y: 300)
    window.layoutIfNeeded()
    XCTAssertEqual(outer.navigationBar.frame.height, 96)
  }

  // The top guide is the expanded bar's bottom (116): a tall field rises only 4 pt.
  func testManager_tallFieldUnderExpandedBar_topGuide116_rootRises4() {
    let (content, _, h) = makeManagedLargeTitleStack()
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
    let (content, navigation, h) = makeManagedLargeTitleStack()
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
    let (content, navigation, h) = makeManagedLargeTitleStack()
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

  // A field taller than the room under the expanded bar, in the content scroll view: the pass
  // scrolls the content 352, which collapses the title, so the pass plans with the collapsed
  // guide (64), not the expanded one (116) it started from. Before the fix the field stopped at
  // 116 and a second solve scrolled 52 more (soak seeds 50,017,479 and 60,155,809).
  func testManager_scrollCollapsesTheTitle_planUsesTheCollapsedGuide_secondSolveEmpty() {
    let (content, navigation, h) = makeManagedLargeTitleStack()
    let scroll = addContentScrollView(to: content)
    let field = h.addField(Rect(x: 20, y: 300, width: 280, height: 380), to: scroll)
    XCTAssertEqual(h.windowFrame(field).minY, 416)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(scroll.contentOffset.y, 236)
    XCTAssertEqual(h.windowFrame(field).minY, 64)
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    let trace = h.manager.lastPlan?.trace.lines ?? []
    XCTAssertTrue(
      trace.contains("the large title collapses by 52 as ScrollView scrolls: top guide 116 → 64"),
      "\(trace)")
    let again = h.manager.currentContext().map(AvoidanceSolver.plan(for:))
    XCTAssertEqual(again?.isEmpty, true, "\(again?.trace.lines ?? [])")
    h.hideKeyboard()
    h.assertConsistent()
  }

  // A bar that changes after a pass (the user scrolls the title's scroll view; in seed
  // 71,002,495 the host's layout of a resized root moved it) changes the safe area of the
  // field's scroll view: at the next layout the manager solves again and keeps that offset in
  // the range the collapsed bar gives (−116 → −64). Before, nothing ran until the next
  // keyboard or focus event.
  func testManager_barCollapsesAfterAPass_solvedAgainAtTheNextLayout() {
    let (content, navigation, h) = makeManagedLargeTitleStack()
    let title = addContentScrollView(to: content)
    let form = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    form.contentSize = Size(width: 320, height: 600)
    content.view.addSubview(form)
    form.contentOffset = Point(x: 0, y: -116)
    let field = h.addField(Rect(x: 20, y: 100, width: 280, height: 30), to: form)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(form.contentOffset.y, -116)
    title.contentOffset = Point(x: 0, y: -64)
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    h.window.layoutIfNeeded()
    XCTAssertEqual(form.contentOffset.y, -64)
    let again = h.manager.currentContext().map(AvoidanceSolver.plan(for:))
    XCTAssertEqual(again?.isEmpty, true, "\(again?.trace.lines ?? [])")
  }

  // The solver on a hand-built context: a field that needs 28 up (bottom 370 + 10 − 352)
  // scrolls the collapsing scroll view 28, less than the 52 pt expansion: the title collapses
  // by 28 and the plan is made with that guide (88); the fully collapsed guide is only for a
  // scroll that reaches it.
  func testSolver_shortScroll_collapsesByItsOwnAmount() {
    let scroll = ScrollViewSnapshot(
      id: .init(1), name: "content", frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
      contentOffset: Point(x: 0, y: -116), contentSize: Size(width: 320, height: 1000),
      contentInset: Insets(top: 116), adjustsVerticalInsets: false)
    let context = AvoidanceContext(
      inputName: "field", target: Rect(x: 20, y: 340, width: 280, height: 30),
      keyboard: Rect(x: 0, y: 352, width: 320, height: 216), distance: 10, topGuide: 116,
      scrollViews: [scroll], root: nil,
      largeTitle: LargeTitleCollapse(scrollView: .init(1), expansion: 52, collapsedTopGuide: 64))
    let plan = AvoidanceSolver.plan(for: context)
    XCTAssertTrue(
      plan.mutations.contains(.setContentOffset(scrollView: .init(1), Point(x: 0, y: -88))))
    XCTAssertTrue(
      plan.trace.lines.contains(
        "the large title collapses by 28 as content scrolls: top guide 116 → 88"),
      "\(plan.trace.lines)")
  }
}

// The title the bar lays out at an offset, from the offset at which it is fully expanded
// (-116 here): content pulled down past that offset comes back before the title collapses,
// and a scroll down expands a collapsed title (seed 80,272,526's first step).
final class LargeTitleCollapseFunctionTests: XCTestCase {
  func testPulledDownContent_comesBackBeforeTheTitleCollapses() {
    let title = LargeTitleCollapse(
      scrollView: .init(1), expansion: 52, collapsedTopGuide: 64, expandedOffset: -116)
    XCTAssertEqual(title.collapse(byScrolling: 63, from: -179), 0)
    XCTAssertEqual(title.collapse(byScrolling: 80, from: -179), 17)
    XCTAssertEqual(title.collapse(byScrolling: 200, from: -179), 52)
  }

  func testScrollDown_expandsACollapsedTitle() {
    let title = LargeTitleCollapse(
      scrollView: .init(1), expansion: 0, collapsedTopGuide: 64, expandedOffset: -116)
    XCTAssertEqual(title.collapse(byScrolling: -30, from: -64), -30)
    XCTAssertEqual(title.collapse(byScrolling: -80, from: -64), -52)
    XCTAssertEqual(title.collapse(byScrolling: 10, from: -64), 0)
  }

  // Without the expanded offset, only the amount scrolled up counts (the old reading).
  func testWithoutExpandedOffset_scrollUpCollapsesAtMostTheExpansion() {
    let title = LargeTitleCollapse(scrollView: .init(1), expansion: 25, collapsedTopGuide: 44)
    XCTAssertEqual(title.collapse(byScrolling: 10, from: 0), 10)
    XCTAssertEqual(title.collapse(byScrolling: 40, from: 0), 25)
    XCTAssertEqual(title.collapse(byScrolling: -40, from: 0), 0)
  }
}

// A field the constraints pin below the top safe area of a view that extends under a large
// title's bar: a scroll that collapses the title lays it out higher, but it rests where the
// title is expanded, so navigation orders do not change as the title collapses and expands.
final class LargeTitleRestingConstraintsTests: XCTestCase {
  func testCollapsedTitle_fieldPinnedToSafeArea_restsWhereTheTitleIsExpanded() {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    let window = makeWindow(root: navigation)
    let root = content.view
    let scroll = ScrollView(frame: Rect(x: 0, y: 300, width: 320, height: 268))
    scroll.contentSize = Size(width: 320, height: 1000)
    root.addSubview(scroll)
    let field = TextField()
    field.identifier = "field"
    field.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(field)
    LayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      field.widthAnchor.constraint(equalToConstant: 280),
      field.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    // Status bar 20 + expanded bar 96 + 20.
    XCTAssertEqual(field.frame, Rect(x: 20, y: 136, width: 280, height: 30))
    let resting = window.restingFrames
    resting.refresh(in: window)
    XCTAssertFalse(window.hasConstrainedRest)
    // The scroll view starts below the bar, so its resting offset is 0: 30 collapses 30.
    scroll.contentOffset = Point(x: 0, y: 30)
    window.layoutIfNeeded()
    XCTAssertEqual(navigation.navigationBar.frame.height, 66)
    XCTAssertEqual(field.frame, Rect(x: 20, y: 106, width: 280, height: 30))
    resting.refresh(in: window)
    XCTAssertEqual(
      resting.frame(of: field, in: window), Rect(x: 20, y: 136, width: 280, height: 30))
    // Scrolled back, the title is expanded and nothing is held away from rest.
    scroll.contentOffset = .zero
    window.layoutIfNeeded()
    XCTAssertEqual(field.frame, Rect(x: 20, y: 136, width: 280, height: 30))
    XCTAssertFalse(window.hasConstrainedRest)
  }
}

// A navigation controller pushed onto another one (UIKit refuses that push; the model keeps
// it): the inner one's view is the root. Its bar and content sit below the outer bar, which
// does not move; lifting the root only grows the safe area it inherits, and layout puts the
// bar and the content back where they were. The solver knows the rise carries nothing.
final class NestedNavigationRootTests: XCTestCase {
  func testInnerNavigationRoot_riseCarriesNothing_rootStays_secondSolveEmpty() {
    let content = ViewController()
    content.edgesForExtendedLayout = []
    let inner = NavigationController(rootViewController: content)
    let outer = NavigationController(rootViewController: ViewController())
    outer.pushViewController(inner)
    let h = AvoidanceHarness(controller: outer)
    let field = h.addField(Rect(x: 20, y: 380, width: 280, height: 30), to: content.view)
    let before = h.windowFrame(field)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.windowFrame(field), before)
    XCTAssertEqual(inner.view.frame.origin.y, 0)
    let trace = h.manager.lastPlan?.trace.lines ?? []
    XCTAssertTrue(
      trace.contains { $0.hasPrefix("clamp: ") && $0.contains("rises at most 0 (above that") },
      "\(trace)")
    let again = h.manager.currentContext().map(AvoidanceSolver.plan(for:))
    XCTAssertEqual(again?.isEmpty, true, "\(again?.trace.lines ?? [])")
    h.hideKeyboard()
    h.assertConsistent()
  }
}

// A navigation controller shorter than its bar: in a tab on a screen 150 tall (status bar 20),
// the opaque tab bar's top at 101 ends the container above the expanded opaque bar's bottom,
// 116, so the top controller's view, the root, is laid out empty at y 116, its container's
// bottom 15 above its top. A scroll of the content scroll view inside it collapses the title:
// the view's top follows the bar, but it grows only by what the collapse exceeds those 15 by.
// Read as keeping its bottom (seed 997,507,405's screen), it grew by the whole collapse,
// overlapped the keyboard by as much and rose to where the layout puts it anyway, and a second
// solve moved it back down.
final class LargeTitleEmptyTopViewTests: XCTestCase {
  func testEmptyTopView_titleCollapses_rootRestsAtTheBarsBottom_secondSolveEmpty() {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.navigationBar.isTranslucent = false
    let tabs = TabBarController(viewControllers: [navigation])
    tabs.tabBar.isTranslucent = false
    let h = AvoidanceHarness(height: 150, controller: tabs)
    h.window.layoutIfNeeded()
    XCTAssertEqual(content.view.frame, Rect(x: 0, y: 116, width: 320, height: 0))
    XCTAssertEqual(navigation.topViewShortfall, 15)
    let scroll = h.addScrollView(
      Rect(x: 0, y: 200, width: 320, height: 400), contentSize: Size(width: 320, height: 1000),
      to: content.view)
    let field = h.addField(Rect(x: 20, y: 4, width: 280, height: 30), to: scroll)
    h.manager.strategy = .moveRoot
    h.focus(field)
    h.showKeyboard(height: 90)
    // The field's top reaches the scroll view's top after 4, which collapses the title by 4
    // (bar 96 → 92): the view's top follows the bar to 112, still empty, so it does not overlap
    // the keyboard (top 60) and the plan does not raise it.
    XCTAssertEqual(scroll.contentOffset.y, 4)
    XCTAssertEqual(navigation.navigationBar.frame.maxY, 112)
    let trace = h.manager.lastPlan?.trace.lines ?? []
    XCTAssertTrue(
      trace.contains("the large title collapses by 4 as ScrollView scrolls: top guide 116 → 112"),
      "\(trace)")
    XCTAssertTrue(
      trace.contains("clamp: ViewController rises at most 0 (the keyboard's overlap with it)"),
      "\(trace)")
    XCTAssertEqual(content.view.frame.minY, 116)
    // The layout puts the view at the bar's bottom, where it now rests.
    h.window.layoutIfNeeded()
    XCTAssertEqual(content.view.frame, Rect(x: 0, y: 112, width: 320, height: 0))
    XCTAssertEqual(h.manager.movedDistance, 0)
    let again = h.manager.currentContext().map(AvoidanceSolver.plan(for:))
    XCTAssertEqual(again?.isEmpty, true, "\(again?.trace.lines ?? [])")
    h.hideKeyboard()
    h.assertConsistent()
  }
}
