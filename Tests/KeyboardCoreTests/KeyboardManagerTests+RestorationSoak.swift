import KeyboardCore
import XCTest

// Restoration failures the reliability soak found (issue 12): after the keyboard hides, every
// value the manager changed is back exactly, a value it never changed is unchanged, and no
// offset is left outside its valid range. Each test builds the smallest tree that failed.
final class KeyboardManagerRestorationSoakTests: XCTestCase {
  // MARK: A large title following the offset a restore clamps (seeds 50,010,417 and others)

  // A navigation stack preferring large titles, its top controller's view a scroll view filling
  // the container (320×568 under a 20 pt status bar), with `additional` on top of the bar.
  private func makeLargeTitleScroll(
    additional: Insets = .zero, contentInset: Insets = .zero, contentHeight: Double
  ) -> (h: AvoidanceHarness, navigation: NavigationController, scroll: ScrollView) {
    let content = ViewController()
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    scroll.contentSize = Size(width: 320, height: contentHeight)
    scroll.contentInset = contentInset
    content.view = scroll
    content.additionalSafeAreaInsets = additional
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    let h = AvoidanceHarness(controller: navigation)
    return (h, navigation, scroll)
  }

  // The seed's shape: 264 pt of content in a 568 pt view, 3 pt of additional inset, offset 0,
  // so the valid range is the single offset -67 (20 + 44 + 3) under the collapsed bar. The
  // manager only set the bottom inset; the hide clamped 0 to -67. The title used to follow
  // the content's top without the 3 pt, so -67 expanded it by 3, the range became -70, and
  // the restore left -67 out of range (every further clamp would expand it 3 more). The
  // title now expands from the resting offset, -119, so -67 is 52 past it: collapsed.
  func testLargeTitle_restoreClampsShortContent_offsetInRangeWithTheBarItLeaves() {
    let (h, navigation, scroll) = makeLargeTitleScroll(
      additional: Insets(top: 3), contentHeight: 264)
    let field = h.addField(Rect(x: 20, y: 200, width: 280, height: 30), to: scroll)
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 20, width: 320, height: 44))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 0))
    XCTAssertEqual(scroll.contentInset, Insets(bottom: 304))
    h.hideKeyboard()
    XCTAssertEqual(scroll.contentInset, .zero)
    XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: -67))
    XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 20, width: 320, height: 44))
    XCTAssertEqual(scroll.validContentOffsetRange.min.y, -67)
    XCTAssertEqual(scroll.validContentOffsetRange.max.y, -67)
    h.assertConsistent()
  }

  // The rule behind it, in the tree: with a 50 pt content inset and 3 pt of additional inset,
  // the resting offset is -(50 + 20 + 96 + 3) = -169. There the title is expanded, 52 further
  // (-117) it is collapsed, and in between the top of the valid range moves with the offset.
  // The title used to stay expanded down to -100 and collapse only at -38, so an offset at the
  // top of its range was outside it once the bar had followed.
  func testLargeTitle_contentInsetAndAdditionalInset_restingOffsetExpands_52FurtherCollapses() {
    let (h, navigation, scroll) = makeLargeTitleScroll(
      additional: Insets(top: 3), contentInset: Insets(top: 50), contentHeight: 1000)
    defer { withExtendedLifetime(h) {} }
    var seen: [Double] = []
    var minimums: [Double] = []
    for y in [-300.0, -169, -150, -137, -117, -100, 0] {
      scroll.contentOffset = Point(x: 0, y: y)
      seen.append(navigation.navigationBar.frame.height)
      minimums.append(scroll.validContentOffsetRange.min.y)
    }
    XCTAssertEqual(seen, [96, 96, 77, 64, 44, 44, 44])
    XCTAssertEqual(minimums, [-169, -169, -150, -137, -117, -117, -117])
  }

  // MARK: An arranged view the host moved, then a resized root (seeds 50,063,410, 60,075,002)

  // A root view that pins a vertical stack 100 below its top and 20 above its bottom: the
  // host's layout, which a resized root runs.
  private final class PinningView: View {
    let stack = StackView()
    override func layoutSubviews() {
      stack.frame = Rect(x: 20, y: 100, width: 280, height: Swift.max(0, bounds.height - 120))
    }
  }

  private final class StackController: ViewController {
    let pinning = PinningView()
    override func loadView() { view = pinning }
  }

  // The host gave an arranged view a frame of its own: the stack (which owns those frames)
  // used to keep it until anything else laid the stack out. Under resizeRoot that was the
  // manager's resize, so the hide put the root back but left the note at its stack slot, not
  // at (5, 300, 200×50). Now the host's change lays the stack out at the next pass (the new
  // width, 200, is the note's natural width), and the session restores every frame exactly.
  func testStack_hostSetsArrangedFrame_stackLaysOutAgain_resizeRootRestoresExactly() {
    let controller = StackController()
    let h = AvoidanceHarness(controller: controller)
    let stack = controller.pinning.stack
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = .leading
    let field = TextField(frame: Rect(x: 0, y: 0, width: 280, height: 30))
    let note = View(frame: Rect(x: 0, y: 0, width: 280, height: 100))
    controller.view.addSubview(stack)
    stack.addArrangedSubview(field)
    stack.addArrangedSubview(note)
    h.window.layoutIfNeeded()
    XCTAssertEqual(note.frame, Rect(x: 0, y: 38, width: 280, height: 410))

    note.frame = Rect(x: 5, y: 300, width: 200, height: 50)
    h.window.layoutIfNeeded()
    XCTAssertEqual(note.frame, Rect(x: 0, y: 38, width: 200, height: 410))

    h.manager.strategy = .resizeRoot
    h.focus(field)
    h.showKeyboard()
    h.window.layoutIfNeeded()
    XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 320, height: 352))
    XCTAssertEqual(note.frame, Rect(x: 0, y: 38, width: 200, height: 194))
    h.hideKeyboard()
    h.window.layoutIfNeeded()
    XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 320, height: 568))
    XCTAssertEqual(stack.frame, Rect(x: 20, y: 100, width: 280, height: 448))
    XCTAssertEqual(field.frame, Rect(x: 0, y: 0, width: 280, height: 30))
    XCTAssertEqual(note.frame, Rect(x: 0, y: 38, width: 200, height: 410))
    h.assertConsistent()
  }

  // MARK: A root laid out while lifted, restored without layout (seed 60,231,293)

  // A navigation controller pushed on another is the root the manager lifts, bar and all.
  // With layoutIfNeededOnUpdate the lifted root was laid out, which keeps its bar under the
  // safe area's top: 64 + 188 = 252 in the lifted view. The option was off by the hide, and
  // a moved origin marks nothing for layout, so the bar stayed at 252 in the restored view.
  // The restore now lays the root out where it put it back.
  func testNestedNavigation_rootLaidOutWhileLifted_restoreLaysItOutAgain_barBack() {
    let form = ViewController()
    let inner = NavigationController(rootViewController: form)
    let outer = NavigationController(rootViewController: ViewController())
    outer.pushViewController(inner)
    let h = AvoidanceHarness(controller: outer)
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: form.view)
    h.window.layoutIfNeeded()
    XCTAssertEqual(inner.navigationBar.frame, Rect(x: 0, y: 64, width: 320, height: 44))
    h.manager.layoutIfNeededOnUpdate = true
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(inner.view.frame, Rect(x: 0, y: -188, width: 320, height: 568))
    XCTAssertEqual(inner.navigationBar.frame, Rect(x: 0, y: 252, width: 320, height: 44))

    h.manager.layoutIfNeededOnUpdate = false
    h.hideKeyboard()
    XCTAssertEqual(inner.view.frame, Rect(x: 0, y: 0, width: 320, height: 568))
    XCTAssertEqual(inner.navigationBar.frame, Rect(x: 0, y: 64, width: 320, height: 44))
    h.assertConsistent()
  }
}
