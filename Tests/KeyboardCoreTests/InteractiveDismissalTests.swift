import KeyboardCore
import XCTest

// keyboardDismissMode: on drag (the first responder resigns, the keyboard hides) and interactive
// (the keyboard follows the finger as a stream of frame changes, then hides or comes back). The
// manager follows every frame and restores exactly at the end.
final class InteractiveDismissalTests: XCTestCase {
  // S1 (root −188 for a field at y 500) with a full-window scroll view to drag in, whose content
  // is not the field's ancestor.
  private func makeS1(mode: KeyboardDismissMode) -> (
    h: AvoidanceHarness, field: TextField, drag: ScrollView
  ) {
    let h = AvoidanceHarness()
    let drag = h.addScrollView(
      Rect(x: 0, y: 0, width: 320, height: 200), contentSize: Size(width: 320, height: 200))
    drag.keyboardDismissMode = mode
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, -188)
    return (h, field, drag)
  }

  func testInteractive_rootFollowsEveryFrame_thenHides_restoresExactly() {
    let (h, field, drag) = makeS1(mode: .interactive)
    XCTAssertTrue(drag.beginDragging())
    XCTAssertTrue(h.screen.keyboard.isInteractivelyDismissing)
    XCTAssertTrue(drag.drag(toWindowY: 402))
    XCTAssertEqual(h.screen.keyboard.current?.frame, Rect(x: 0, y: 402, width: 320, height: 166))
    XCTAssertEqual(h.root.frame.origin.y, -138)
    XCTAssertEqual(h.windowFrame(field).maxY, 392)
    drag.drag(toWindowY: 452)
    XCTAssertEqual(h.root.frame.origin.y, -88)
    drag.drag(toWindowY: 300)
    XCTAssertEqual(h.root.frame.origin.y, -188, "finger above the keyboard: back at rest")
    drag.drag(toWindowY: 552)
    XCTAssertEqual(h.root.frame.origin.y, 0, "16 pt of keyboard left: the field is clear")
    XCTAssertEqual(h.manager.movedDistance, 0)
    XCTAssertTrue(drag.endDragging(dismissingKeyboard: true))
    XCTAssertNil(h.window.firstResponder)
    XCTAssertFalse(h.screen.keyboard.isVisible)
    XCTAssertFalse(h.screen.keyboard.isInteractivelyDismissing)
    XCTAssertEqual(h.root.frame.origin.y, 0)
    XCTAssertEqual(h.manager.movedDistance, 0)
    h.assertConsistent()
  }

  func testInteractive_cancelled_returnsToFullFrame_rootBackAt188() {
    let (h, field, drag) = makeS1(mode: .interactive)
    drag.beginDragging()
    drag.drag(toWindowY: 452)
    drag.drag(toWindowY: 500)
    XCTAssertEqual(h.root.frame.origin.y, -40)
    XCTAssertFalse(drag.endDragging(dismissingKeyboard: false))
    XCTAssertEqual(h.screen.keyboard.current?.frame, Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertEqual(h.root.frame.origin.y, -188)
    XCTAssertEqual(h.manager.movedDistance, 188)
    XCTAssertTrue(h.window.firstResponder === field)
    h.hideKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, 0)
  }

  func testInteractive_draggedFullyOffScreen_keyboardCountsAsHidden_restores() {
    let (h, _, drag) = makeS1(mode: .interactive)
    drag.beginDragging()
    drag.drag(toWindowY: 900)
    XCTAssertEqual(h.screen.keyboard.current?.frame, Rect(x: 0, y: 568, width: 320, height: 0))
    XCTAssertFalse(h.screen.keyboard.isVisible)
    XCTAssertEqual(h.root.frame.origin.y, 0)
    drag.endDragging(dismissingKeyboard: false)
    XCTAssertEqual(h.root.frame.origin.y, -188)
  }

  // S10: the field scrolled into view in a full-window scroll view (offset 188, insets 226 and
  // 216). While the keyboard follows the finger the bottom inset shrinks with it; at the end
  // the insets are restored and the offset is clamped as on any hide (IQ keeps 188).
  func testInteractive_scrollViewInsetsFollowAndRestore() {
    let h = AvoidanceHarness()
    let scroll = h.addFullScreenScrollView(contentHeight: 1000)
    scroll.keyboardDismissMode = .interactive
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: scroll)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(scroll.contentOffset.y, 188)
    XCTAssertEqual(scroll.contentInset.bottom, 226)
    scroll.beginDragging()
    scroll.drag(toWindowY: 452)
    XCTAssertEqual(scroll.contentOffset.y, 188)
    XCTAssertEqual(scroll.contentInset.bottom, 126)
    XCTAssertEqual(scroll.verticalScrollIndicatorInsets.bottom, 116)
    scroll.endDragging(dismissingKeyboard: true)
    XCTAssertEqual(scroll.contentInset.bottom, 0)
    XCTAssertEqual(scroll.verticalScrollIndicatorInsets.bottom, 0)
    XCTAssertEqual(scroll.contentOffset.y, 188)
    XCTAssertEqual(h.root.frame.origin.y, 0)
  }

  func testOnDrag_firstResponderResigns_keyboardHides_restoresExactly() {
    let (h, _, drag) = makeS1(mode: .onDrag)
    XCTAssertTrue(drag.beginDragging())
    XCTAssertNil(h.window.firstResponder)
    XCTAssertFalse(h.screen.keyboard.isVisible)
    XCTAssertEqual(h.root.frame.origin.y, 0)
    XCTAssertEqual(h.manager.movedDistance, 0)
    h.assertConsistent()
  }

  func testOnDrag_delegateRefusesToEnd_keyboardStays() {
    let (h, field, drag) = makeS1(mode: .onDrag)
    let delegate = RecordingDelegate("d", log: EventLog())
    delegate.allowsEnd = false
    field.delegate = delegate
    XCTAssertFalse(drag.beginDragging())
    XCTAssertTrue(h.window.firstResponder === field)
    XCTAssertEqual(h.root.frame.origin.y, -188)
  }

  func testNone_dragDoesNothing() {
    let (h, _, drag) = makeS1(mode: .none)
    XCTAssertFalse(drag.beginDragging())
    XCTAssertFalse(drag.drag(toWindowY: 500))
    XCTAssertEqual(h.root.frame.origin.y, -188)
  }

  func testKeyboardAPI_misuse_answersFalse_nonFiniteOffsetDiagnosed() {
    let screen = Screen(width: 1024, height: 1366)
    let keyboard = screen.keyboard
    XCTAssertFalse(keyboard.beginInteractiveDismissal(), "no keyboard")
    XCTAssertFalse(keyboard.moveInteractiveDismissal(to: 10))
    XCTAssertFalse(keyboard.endInteractiveDismissal(dismissed: true))
    keyboard.post(.willShow, preset: .floating, for: nil)
    XCTAssertFalse(keyboard.beginInteractiveDismissal(), "a floating keyboard is not dragged")
    keyboard.post(.willShow, preset: .docked, for: nil)
    XCTAssertTrue(keyboard.beginInteractiveDismissal())
    XCTAssertTrue(keyboard.moveInteractiveDismissal(to: 20))
    XCTAssertEqual(keyboard.preset, .docked, "a dragged keyboard keeps its preset")
    XCTAssertFalse(keyboard.beginInteractiveDismissal(), "already under way")
    XCTAssertFalse(keyboard.moveInteractiveDismissal(to: .infinity))
    XCTAssertEqual(keyboard.diagnostics.map(\.code), [.nonFiniteKeyboardFrame])
    XCTAssertTrue(keyboard.moveInteractiveDismissal(to: -30))
    XCTAssertEqual(keyboard.current?.frame, Rect(x: 0, y: 1102, width: 1024, height: 264))
    keyboard.hide()
    XCTAssertFalse(keyboard.isInteractivelyDismissing, "a hide ends the dismissal")
    XCTAssertEqual(KeyboardDismissMode(named: "onDrag"), .onDrag)
    XCTAssertNil(KeyboardDismissMode(named: "swipe"))
  }
}
