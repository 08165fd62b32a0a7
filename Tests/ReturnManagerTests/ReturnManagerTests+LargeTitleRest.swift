import KeyboardCore
import ReturnManager
import XCTest

/// A top controller whose view a collapsing large title re-lays out, moving one field past
/// another.
///
/// A navigation stack preferring large titles under an opaque bar, in a 320 × 568 window
/// without a safe area: the top controller's view starts at the bar's bottom, 96 with the title
/// expanded (472 pt tall), 44 with it collapsed (524 pt tall). Its first subview is a scroll
/// view, the title's content scroll view; the view keeps the field it pins at its distance
/// from the bottom, so a collapsing title moves that field 52 pt down, past the field above.
///
/// By default the upper field is at y 300 and the pinned one at 270 (the title expanded). The
/// popped variant (`upperY` 240, `offset` 60) is a controller below another on a stack, never
/// laid out until the one above is popped: its view is 0 × 0 until then, its first layout moves
/// nothing (the pinned field keeps 270, as laid out with the title collapsed, so 218 with it
/// expanded, above the upper field), and its content scrolled 60 pt collapses the title when it
/// comes back on top.
final class LargeTitleRestForm: ViewController {
  let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
  /// Not pinned: at `upperY` whatever the title does.
  let upper: TextField
  /// Pinned to the bottom: at y 270 as first laid out.
  let pinned = TextField(frame: Rect(x: 20, y: 270, width: 280, height: 30))
  private let offset: Double

  init(upperY: Double = 300, offset: Double = 0) {
    upper = TextField(frame: Rect(x: 20, y: upperY, width: 280, height: 30))
    self.offset = offset
    super.init()
  }

  override func loadView() {
    view = FlexibleTopMarginView(frame: .zero)
  }

  override func viewDidLoad() {
    upper.placeholder = "Upper"
    pinned.placeholder = "Pinned"
    scroll.contentSize = Size(width: 320, height: 1000)
    scroll.contentOffset = Point(x: 0, y: offset)
    view.addSubview(scroll)
    view.addSubview(upper)
    view.addSubview(pinned)
    (view as? FlexibleTopMarginView)?.pin(pinned)
  }
}

/// The order holds a large title still (issue #13, soak seeds 82,177,874, 82,439,109 and
/// 95,005,091): a scroll that collapses or expands the title re-lays out a view below an
/// opaque bar, but the resting space has every scroll view at rest, so the title expanded.
final class ReturnManagerLargeTitleRestTests: XCTestCase {
  private func makeStack(offset: Double = 0) -> (
    form: LargeTitleRestForm, navigation: NavigationController, window: Window
  ) {
    let form = LargeTitleRestForm()
    let navigation = NavigationController(rootViewController: form)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.navigationBar.isTranslucent = false
    let window = install(navigation)
    window.layoutIfNeeded()
    if offset != 0 {
      form.scroll.contentOffset = Point(x: 0, y: offset)
      window.layoutIfNeeded()
    }
    return (form, navigation, window)
  }

  // Scrolling the content 60 pt collapses the title: the view moves up to 44 and grows to
  // 524, and its layout moves the pinned field from 270 to 322, below the upper one. The order
  // used to follow it (a walk with Next then skipped or revisited fields); it reads as at rest.
  func testScrollCollapsesTitle_viewBelowOpaqueBarRelaidOut_orderHoldsStill() {
    let (form, navigation, window) = makeStack()
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 96, width: 320, height: 472))
    let manager = ReturnManager(scope: form.view, mode: .readingOrder)
    XCTAssertTrue(manager.order.inputs.elementsEqual([form.pinned, form.upper]) { $0 === $1 })

    form.scroll.contentOffset = Point(x: 0, y: 60)
    window.layoutIfNeeded()
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 0, width: 320, height: 44))
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 44, width: 320, height: 524))
    XCTAssertEqual(form.pinned.frame, Rect(x: 20, y: 322, width: 280, height: 30))
    XCTAssertTrue(manager.order.inputs.elementsEqual([form.pinned, form.upper]) { $0 === $1 })
    XCTAssertEqual(
      manager.order.restingFrame(of: form.pinned), Rect(x: 20, y: 270, width: 280, height: 30))
    XCTAssertEqual(
      manager.order.restingFrame(of: form.upper), Rect(x: 20, y: 300, width: 280, height: 30))
    let walk = manager.walk(.next)
    XCTAssertNil(walk.violation)
    XCTAssertEqual(walk.visited.count, 2)

    // Scrolled back, the title expands and everything is where it was.
    form.scroll.contentOffset = .zero
    window.layoutIfNeeded()
    XCTAssertEqual(form.pinned.frame, Rect(x: 20, y: 270, width: 280, height: 30))
    XCTAssertTrue(manager.order.inputs.elementsEqual([form.pinned, form.upper]) { $0 === $1 })
  }

  // A form that starts scrolled (the title collapsed) is measured with the title expanded too,
  // so its order is the one it keeps when the content scrolls back.
  func testStartsCollapsed_orderMeasuredWithTitleExpanded() {
    let (form, _, window) = makeStack(offset: 60)
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 44, width: 320, height: 524))
    XCTAssertEqual(form.pinned.frame, Rect(x: 20, y: 322, width: 280, height: 30))
    let order = NavigationOrder(scope: form.view, mode: .readingOrder)
    XCTAssertTrue(order.inputs.elementsEqual([form.pinned, form.upper]) { $0 === $1 })
    XCTAssertEqual(order.restingFrame(of: form.pinned), Rect(x: 20, y: 270, width: 280, height: 30))

    form.scroll.contentOffset = .zero
    window.layoutIfNeeded()
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 96, width: 320, height: 472))
    XCTAssertTrue(order.inputs.elementsEqual([form.pinned, form.upper]) { $0 === $1 })
  }

  // Large titles turned off (or on) while the title is collapsed: the bar stays 44 pt and no
  // frame changes, but the size the view rests at does (472 with a title to expand, 524
  // without), so the pinned field now rests where it is, below the upper one. The change is
  // reported to observers as one of what can take focus, and the order is measured again.
  func testLargeTitlesSwitchedWhileCollapsed_noFrameChanges_orderMeasuredAgain() {
    let (form, navigation, window) = makeStack(offset: 60)
    let manager = ReturnManager(scope: form.view, mode: .readingOrder)
    XCTAssertTrue(manager.order.inputs.elementsEqual([form.pinned, form.upper]) { $0 === $1 })

    navigation.navigationBar.prefersLargeTitles = false
    window.layoutIfNeeded()
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 0, width: 320, height: 44))
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 44, width: 320, height: 524))
    XCTAssertEqual(form.pinned.frame, Rect(x: 20, y: 322, width: 280, height: 30))
    XCTAssertTrue(manager.order.inputs.elementsEqual([form.upper, form.pinned]) { $0 === $1 })
    XCTAssertEqual(
      manager.order.restingFrame(of: form.pinned), Rect(x: 20, y: 322, width: 280, height: 30))

    // On again, through the item's display mode off and on: measured with the title expanded.
    form.navigationItem.largeTitleDisplayMode = .never
    navigation.navigationBar.prefersLargeTitles = true
    window.layoutIfNeeded()
    XCTAssertTrue(manager.order.inputs.elementsEqual([form.upper, form.pinned]) { $0 === $1 })
    form.navigationItem.largeTitleDisplayMode = .automatic
    window.layoutIfNeeded()
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 44, width: 320, height: 524))
    XCTAssertTrue(manager.order.inputs.elementsEqual([form.pinned, form.upper]) { $0 === $1 })
    XCTAssertEqual(
      manager.order.restingFrame(of: form.pinned), Rect(x: 20, y: 270, width: 280, height: 30))
  }

  // Soak seed 99,002,484: a pop brings back a controller whose view was never laid out, under
  // a title its scrolled content collapses. The navigation controller inserts the view (the
  // return manager follows the insertion and builds its order while the view is not laid
  // out yet, so no title correction applies) and then lays it out at the collapsed bar's
  // bottom. That frame change of the scope is what tells how far the title is collapsed; it
  // used to be taken as a plain move of the scope, which reorders nothing, so the order kept
  // the live frames: Upper before Pinned, while restingFrame(of:) put Pinned above Upper, and
  // a walk or a later scroll reordered the form.
  func testPopUnderCollapsedTitle_scopeLaidOutAfterOrderBuilt_orderMeasuredWithTitleExpanded() {
    let form = LargeTitleRestForm(upperY: 240, offset: 60)
    let navigation = NavigationController(rootViewController: form)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.navigationBar.isTranslucent = false
    navigation.pushViewController(ViewController())
    let window = install(navigation)
    window.layoutIfNeeded()
    let manager = ReturnManager(controller: form)
    XCTAssertEqual(form.view.frame, .zero)

    navigation.popViewController()
    window.layoutIfNeeded()
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 0, width: 320, height: 44))
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 44, width: 320, height: 524))
    XCTAssertEqual(form.pinned.frame, Rect(x: 20, y: 270, width: 280, height: 30))
    XCTAssertEqual(
      manager.order.restingFrame(of: form.pinned), Rect(x: 20, y: 218, width: 280, height: 30))
    XCTAssertTrue(manager.order.inputs.elementsEqual([form.pinned, form.upper]) { $0 === $1 })
    XCTAssertEqual(form.pinned.returnKeyType, .next)
    XCTAssertEqual(form.upper.returnKeyType, .done)
    let walk = manager.walk(.next)
    XCTAssertNil(walk.violation)
    XCTAssertTrue(walk.visited.elementsEqual([form.pinned, form.upper]) { $0 === $1 })

    // Scrolled back, the title expands and the layout moves Pinned to where it rested.
    form.scroll.contentOffset = .zero
    window.layoutIfNeeded()
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 96, width: 320, height: 472))
    XCTAssertEqual(form.pinned.frame, Rect(x: 20, y: 218, width: 280, height: 30))
    XCTAssertTrue(manager.order.inputs.elementsEqual([form.pinned, form.upper]) { $0 === $1 })
  }

  // Under resizeRoot the keyboard manager holds the view smaller; a scroll then collapses the
  // title, the navigation controller lays the view out at the collapsed bar's bottom (ending
  // the hold: the host moved the root), and the next pass holds it again, its resting frames
  // now recorded with the title collapsed. The order still reads as with the title expanded.
  func testResizeRootHold_scrollCollapsesTitle_orderHoldsStill() {
    let form = LargeTitleRestForm()
    let navigation = NavigationController(rootViewController: form)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.navigationBar.isTranslucent = false
    let (window, keyboardManager) = makeResizingKeyboardManager(showing: navigation)
    let manager = ReturnManager(scope: form.view, mode: .readingOrder)
    form.pinned.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertEqual(form.view.frame.height, 256)
    XCTAssertTrue(manager.order.inputs.elementsEqual([form.pinned, form.upper]) { $0 === $1 })

    form.scroll.contentOffset = Point(x: 0, y: 60)
    window.layoutIfNeeded()
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 0, width: 320, height: 44))
    XCTAssertEqual(form.view.frame.minY, 44)
    XCTAssertTrue(manager.order.inputs.elementsEqual([form.pinned, form.upper]) { $0 === $1 })
    XCTAssertEqual(
      manager.order.restingFrame(of: form.pinned), Rect(x: 20, y: 270, width: 280, height: 30))
    XCTAssertNil(manager.walk(.next).violation)
    XCTAssertNil(manager.walk(.previous).violation)
    _ = keyboardManager
  }
}
