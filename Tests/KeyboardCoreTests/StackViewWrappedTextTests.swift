import KeyboardCore
import XCTest

/// Stacks that arrange a text view sized by its wrapped text (`sizesContentToText`, scrolling
/// off): its height depends on the width the stack gives it, so the stack reads the height at
/// that width and one layout pass settles (seeds 82,380,743 and 82,387,583).
final class StackViewWrappedTextTests: XCTestCase {
  /// 40 characters on one line, 10 points each: 9 a row at width 100 (5 rows, 116 high),
  /// 14 at 150 (3 rows, 76), 19 at 200 (3 rows, 76), 29 at 300 (2 rows, 56).
  private func makeTextView(width: Double) -> TextView {
    let textView = TextView(frame: Rect(x: 0, y: 0, width: width, height: 10))
    textView.isScrollEnabled = false
    textView.sizesContentToText = true
    textView.characterWidth = 10
    textView.text = String(repeating: "0123456789", count: 4)
    return textView
  }

  private func box(_ width: Double, _ height: Double) -> View {
    View(frame: Rect(x: 0, y: 0, width: width, height: height))
  }

  // Seed 82,380,743: a horizontal stack, fill equally, centred, gives a 100-wide text view
  // 200 points: it is as tall as its text at 200 (76, so y (50 − 76) / 2 = −13) after one
  // pass, and nothing waits for another pass.
  func testHorizontal_fillEqually_textViewHeightIsThatOfTheGivenWidth_onePass() {
    let window = makePhoneWindow()
    let textView = makeTextView(width: 100)
    let stack = StackView(arrangedSubviews: [box(300, 40), textView])
    stack.distribution = .fillEqually
    stack.alignment = .center
    stack.frame = Rect(x: 0, y: 100, width: 400, height: 50)
    window.addSubview(stack)
    window.layoutIfNeeded()
    XCTAssertEqual(textView.frame, Rect(x: 200, y: -13, width: 200, height: 76))
    XCTAssertFalse(window.isLayoutPending)
    stack.setNeedsLayout()
    window.layoutIfNeeded()
    XCTAssertEqual(textView.frame, Rect(x: 200, y: -13, width: 200, height: 76))
    assertInvariants(window)
  }

  // Seed 82,387,583: a stack laid out horizontally (the text view 150 wide, 76 high) turns
  // vertical, aligned trailing: the text view is back to its natural 100 points and 116 high
  // (5 rows at 100) in the same pass.
  func testAxisChange_trailing_textViewHeightIsThatOfItsNaturalWidth_onePass() {
    let window = makePhoneWindow()
    let textView = makeTextView(width: 100)
    let stack = StackView(arrangedSubviews: [textView, box(200, 30)])
    stack.distribution = .fillEqually
    stack.frame = Rect(x: 0, y: 100, width: 300, height: 400)
    window.addSubview(stack)
    window.layoutIfNeeded()
    XCTAssertEqual(textView.frame, Rect(x: 0, y: 0, width: 150, height: 400))
    stack.alignment = .trailing
    window.layoutIfNeeded()
    XCTAssertEqual(textView.frame, Rect(x: 0, y: 324, width: 150, height: 76))
    stack.axis = .vertical
    stack.distribution = .fill
    window.layoutIfNeeded()
    XCTAssertEqual(textView.frame, Rect(x: 200, y: 0, width: 100, height: 116))
    stack.setNeedsLayout()
    window.layoutIfNeeded()
    XCTAssertEqual(textView.frame, Rect(x: 200, y: 0, width: 100, height: 116))
    assertInvariants(window)
  }

  // Seed 92,375,595: the host gives an arranged text view a 300-wide frame in a 200-wide
  // horizontal stack (fill, leading): the stack takes it back to 200 in the next pass, and the
  // text view is as tall as its text at 200 (76), not at the host's 300 (56).
  func testHostFrame_widerThanTheStack_heightAtTheWidthTheStackGives() {
    let window = makePhoneWindow()
    let textView = makeTextView(width: 100)
    let stack = StackView(arrangedSubviews: [textView])
    stack.alignment = .leading
    stack.frame = Rect(x: 0, y: 100, width: 200, height: 300)
    window.addSubview(stack)
    window.layoutIfNeeded()
    XCTAssertEqual(textView.frame, Rect(x: 0, y: 0, width: 200, height: 76))
    textView.frame = Rect(x: 17, y: 40, width: 300, height: 500)
    window.layoutIfNeeded()
    XCTAssertEqual(textView.frame, Rect(x: 0, y: 0, width: 200, height: 76))
    stack.setNeedsLayout()
    window.layoutIfNeeded()
    XCTAssertEqual(textView.frame, Rect(x: 0, y: 0, width: 200, height: 76))
  }

  // A vertical stack fills a 300-wide stack's width: its fitting height counts the text
  // view at 300 wide (56), not at the 100 it had.
  func testVertical_fill_sizeToFitUsesTheHeightAtTheFilledWidth() {
    let textView = makeTextView(width: 100)
    let field = box(0, 30)
    let stack = StackView(arrangedSubviews: [textView, field])
    stack.axis = .vertical
    stack.frame = Rect(x: 0, y: 0, width: 300, height: 0)
    stack.sizeToFit()
    XCTAssertEqual(stack.frame, Rect(x: 0, y: 0, width: 300, height: 86))
    stack.layoutIfNeeded()
    XCTAssertEqual(textView.frame, Rect(x: 0, y: 0, width: 300, height: 56))
    XCTAssertEqual(field.frame, Rect(x: 0, y: 56, width: 300, height: 30))
    XCTAssertFalse(stack.isLayoutPending)
  }

  // Asked where the text view goes when the stack is 600 wide (300 each: 56 high, y −3), the
  // stack answers with the height at that width, and nothing moves.
  func testFrameForSubview_heightAtTheWidthOfTheNewSize_nothingMoves() {
    let textView = makeTextView(width: 100)
    let stack = StackView(arrangedSubviews: [box(300, 40), textView])
    stack.distribution = .fillEqually
    stack.alignment = .center
    stack.frame = Rect(x: 0, y: 0, width: 400, height: 50)
    stack.layoutIfNeeded()
    let resting = textView.frame
    XCTAssertEqual(resting, Rect(x: 200, y: -13, width: 200, height: 76))
    XCTAssertEqual(
      stack.frame(
        forSubview: textView, at: resting, whenResizedFrom: Size(width: 400, height: 50),
        to: Size(width: 600, height: 50)),
      Rect(x: 300, y: -3, width: 300, height: 56))
    XCTAssertEqual(textView.frame, resting)
  }

  // A horizontal stack (fill equally, 200 + 200 once 400 wide) in a vertical one that fills its
  // 400 points: the outer stack sizes the inner one by the text at the width the inner one
  // gives it (76), in one pass.
  func testNested_innerStackFittingHeightAtTheWidthTheOuterGives() {
    let textView = makeTextView(width: 100)
    let inner = StackView(arrangedSubviews: [box(100, 20), textView])
    inner.distribution = .fillEqually
    inner.alignment = .leading
    inner.frame = Rect(x: 0, y: 0, width: 200, height: 0)
    let field = box(0, 30)
    let outer = StackView(arrangedSubviews: [inner, field])
    outer.axis = .vertical
    outer.frame = Rect(x: 0, y: 0, width: 400, height: 0)
    outer.sizeToFit()
    XCTAssertEqual(outer.frame, Rect(x: 0, y: 0, width: 400, height: 106))
    outer.layoutIfNeeded()
    XCTAssertEqual(inner.frame, Rect(x: 0, y: 0, width: 400, height: 76))
    XCTAssertEqual(textView.frame, Rect(x: 200, y: 0, width: 200, height: 76))
    XCTAssertEqual(field.frame, Rect(x: 0, y: 76, width: 400, height: 30))
    XCTAssertFalse(outer.isLayoutPending)
  }
}

/// Turning scrolling off (or on) changes a text-sized text view's intrinsic height: the stack
/// lays it out again at the next pass (seed 87,019,815).
final class TextViewScrollingIntrinsicSizeTests: XCTestCase {
  // 40 characters, 10 points each, in a 200-wide text view: 3 rows, 76 high with scrolling
  // off; with scrolling on it keeps the height the stack's leading alignment last gave it.
  func testScrollingTurnedOffAndOn_stackResizesTextViewAtTheNextPass() {
    let window = makePhoneWindow()
    let textView = TextView(frame: Rect(x: 0, y: 0, width: 200, height: 300))
    textView.sizesContentToText = true
    textView.characterWidth = 10
    textView.text = String(repeating: "0123456789", count: 4)
    let stack = StackView(arrangedSubviews: [textView])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.distribution = .equalSpacing
    stack.frame = Rect(x: 0, y: 100, width: 300, height: 400)
    window.addSubview(stack)
    window.layoutIfNeeded()
    XCTAssertEqual(textView.frame.height, 300, "scrolling on: no intrinsic height")
    textView.isScrollEnabled = false
    XCTAssertTrue(window.isLayoutPending)
    window.layoutIfNeeded()
    XCTAssertEqual(textView.frame.height, 76)
    textView.sizesContentToText = false
    XCTAssertTrue(window.isLayoutPending, "no longer sized by its text")
    assertInvariants(window)
  }
}
