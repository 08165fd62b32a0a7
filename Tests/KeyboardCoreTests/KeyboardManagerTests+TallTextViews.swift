import KeyboardCore
import XCTest

// Tall text views (S21b and its variants): shown from the top guide as IQ does, but never
// with the caret's line left behind the keyboard.
final class KeyboardManagerTallTextViewTests: XCTestCase {
  // A 400 pt text view at content y 400 in a full-screen scroll view (Base A).
  private func scene(caretY: Double = 0) -> (AvoidanceHarness, ScrollView, TextView) {
    let h = AvoidanceHarness()
    let scroll = h.addFullScreenScrollView(contentHeight: 1200)
    let textView = TextView(frame: Rect(x: 0, y: 400, width: 320, height: 400))
    textView.contentSize = Size(width: 320, height: 2000)
    textView.caretRect = Rect(x: 0, y: caretY, width: 2, height: 20)
    scroll.addSubview(textView)
    return (h, scroll, textView)
  }

  private func visibleHeight(of view: View, in h: AvoidanceHarness) -> Double {
    let frame = h.windowFrame(view)
    return Swift.max(0, Swift.min(frame.maxY, 352) - Swift.max(frame.minY, 20))
  }

  // IQ scrolls 380 here; the fix-11 rule of round one scrolled 78 and showed a 30 pt strip.
  func testS21b_caretOnFirstLine_scrolls380_topAtGuide_likeIQ() {
    let (h, scroll, textView) = scene()
    h.focus(textView)
    h.showKeyboard()
    XCTAssertEqual(scroll.contentOffset.y, 380)
    XCTAssertEqual(textView.contentOffset.y, 0)
    XCTAssertEqual(h.windowFrame(textView).minY, 20)
    XCTAssertEqual(visibleHeight(of: textView, in: h), 332)
    XCTAssertEqual(h.manager.lastPlan?.trace.remainingCover, 0)
  }

  // IQ stops at 380 and leaves the caret (content y 380) behind the keyboard; here the text
  // view scrolls its own content by 78 so the caret's line ends 10 above the keyboard.
  func testS21b_caretOnLowLine_topAtGuide_ownContentScrolls78_departsFromIQ() {
    let (h, scroll, textView) = scene(caretY: 380)
    h.focus(textView)
    h.showKeyboard()
    XCTAssertEqual(scroll.contentOffset.y, 380)
    XCTAssertEqual(textView.contentOffset.y, 78)
    XCTAssertEqual(textView.convert(textView.caretRect, to: nil).maxY, 342)
    XCTAssertEqual(visibleHeight(of: textView, in: h), 332)
  }

  func testTyping_caretMovesPastTheVisibleArea_scrollsLineByLine() {
    let (h, scroll, textView) = scene(caretY: 300)
    h.focus(textView)
    h.showKeyboard()
    XCTAssertEqual(textView.contentOffset.y, 0)
    for line in 1...5 {
      textView.caretRect = Rect(x: 0, y: 300 + Double(line) * 20, width: 2, height: 20)
      h.window.layoutIfNeeded()
      XCTAssertEqual(textView.convert(textView.caretRect, to: nil).maxY, 342, "line \(line)")
      XCTAssertEqual(scroll.contentOffset.y, 380, "the scroll view stays on line \(line)")
    }
    XCTAssertEqual(textView.contentOffset.y, 98)
  }

  func testFullScreenNotes_caretAtTheEnd_onlyItsOwnContentScrolls() {
    let content = ViewController()
    let h = AvoidanceHarness(controller: NavigationController(rootViewController: content))
    let notes = TextView(frame: Rect(x: 0, y: 64, width: 320, height: 504))
    notes.contentSize = Size(width: 320, height: 1000)
    notes.caretRect = Rect(x: 0, y: 980, width: 2, height: 20)
    content.view.addSubview(notes)
    h.focus(notes)
    h.showKeyboard()
    XCTAssertEqual(content.view.frame.origin.y, 0)
    // The caret line (980...1000 in content, 1044...1064 in the window) must end at 342.
    XCTAssertEqual(notes.contentOffset.y, 722)
    XCTAssertEqual(notes.convert(notes.caretRect, to: nil).maxY, 342)
  }

  // A 400 pt text view at window y 100 in the root, with the host's content insets, scrolled
  // to the top of its range, focused, and the keyboard shown.
  private func insetScene(contentHeight: Double, top: Double, bottom: Double, caretY: Double)
    -> (AvoidanceHarness, TextView)
  {
    let h = AvoidanceHarness()
    let textView = TextView(frame: Rect(x: 0, y: 100, width: 320, height: 400))
    textView.contentSize = Size(width: 320, height: contentHeight)
    textView.contentInset = Insets(top: top, left: 0, bottom: bottom, right: 0)
    textView.contentOffset = Point(x: 0, y: -top)
    textView.caretRect = Rect(x: 0, y: caretY, width: 2, height: 20)
    h.controller.view.addSubview(textView)
    h.focus(textView)
    h.showKeyboard()
    return (h, textView)
  }

  // Seed 88,139,680: insets leave 15 pt of lines, and the 20 pt caret line, its top already at
  // the visible top, runs 5 pt past the view's bottom edge, where it is never shown. Kept clear
  // to the edge, the view shows all 322 pt that fit; kept clear to its end, the root rose 5
  // more and the view's top went 63 above the guide, showing 317.
  func testTallTextView_caretPastTheBottomEdge_keptClearToTheEdge() throws {
    let (h, textView) = insetScene(contentHeight: 15, top: 385, bottom: 0, caretY: 0)
    XCTAssertEqual(h.controller.view.frame.origin.y, -158)
    XCTAssertEqual(textView.contentOffset.y, -385)
    XCTAssertEqual(h.windowFrame(textView).maxY, 342)
    XCTAssertEqual(textView.convert(textView.caretRect, to: nil).maxY, 347)
    XCTAssertEqual(visibleHeight(of: textView, in: h), 322)
    XCTAssertEqual(h.manager.lastPlan?.trace.remainingCover, 0)
    let context = try XCTUnwrap(h.manager.currentContext())
    XCTAssertTrue(AvoidanceSolver.plan(for: context).isEmpty)
  }

  // Seed 101,050,815: a child controller's additional safe area inset gives a 36 pt text view
  // an adjusted top inset of 31, so its own scroll stops with the 20 pt caret line at view y
  // 31, running 15 pt past the bottom edge. Kept clear to the edge, the root rises 15 past the
  // guide and the view shows the 21 pt that fit; counted to the host's inset of 0, the line
  // ran on below the view, the root rose 30, and the view showed 6.
  func testTallTextView_safeAreaInsetTheOwnScrollCannotPass_caretKeptClearToTheEdge() throws {
    let h = AvoidanceHarness(safeArea: Insets(top: 11))
    let box = View(frame: Rect(x: 0, y: 104, width: 320, height: 190))
    h.root.addSubview(box)
    let child = ViewController()
    child.additionalSafeAreaInsets = Insets(top: 35)
    h.controller.addChild(child)
    child.view.frame = box.bounds
    box.addSubview(child.view)
    let textView = TextView(frame: Rect(x: 0, y: 4, width: 288, height: 36))
    textView.contentSize = Size(width: 288, height: 697)
    textView.caretRect = Rect(x: 0, y: 187, width: 2, height: 20)
    child.view.addSubview(textView)
    h.focus(textView)
    h.showKeyboard(height: 526)
    XCTAssertEqual(textView.contentOffset.y, 156)
    XCTAssertEqual(h.root.frame.origin.y, -112)
    XCTAssertEqual(h.windowFrame(textView).minY, -4)
    XCTAssertEqual(h.windowFrame(textView).maxY, 32)
    XCTAssertEqual(h.manager.lastPlan?.trace.remainingCover, 0)
    let context = try XCTUnwrap(h.manager.currentContext())
    XCTAssertTrue(AvoidanceSolver.plan(for: context).isEmpty)
  }

  // Seed 77,150,589: insets taller than the view leave no line to show, so no caret line to
  // keep clear; the view is placed as a field (its top at the guide) and the trace says why.
  func testTallTextView_insetsLeaveNoLine_placedAsAFieldAndSaysWhy() {
    let (h, textView) = insetScene(contentHeight: 600, top: 300, bottom: 120, caretY: 200)
    XCTAssertEqual(h.controller.view.frame.origin.y, -80)
    XCTAssertEqual(textView.contentOffset.y, -300)
    XCTAssertEqual(h.manager.lastPlan?.trace.targetKind, .field)
    XCTAssertEqual(
      h.manager.lastPlan?.trace.lines.dropFirst().first,
      "no line to show (content insets 420 in a view 400 tall): kept clear as a field")
  }

  func testTallTextView_secondSolveChangesNothing() throws {
    let (h, _, textView) = scene(caretY: 380)
    h.focus(textView)
    h.showKeyboard()
    let context = try XCTUnwrap(h.manager.currentContext())
    XCTAssertTrue(AvoidanceSolver.plan(for: context).isEmpty)
  }
}
