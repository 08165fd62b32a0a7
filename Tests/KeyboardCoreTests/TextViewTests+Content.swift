import KeyboardCore
import XCTest

/// Text views whose content size and caret follow from their text (`sizesContentToText`).
final class TextViewContentTests: XCTestCase {
  private func makeTextView(
    text: String, width: Double = 280, characterWidth: Double? = nil
  ) -> TextView {
    let textView = TextView(frame: Rect(x: 20, y: 300, width: width, height: 120))
    textView.sizesContentToText = true
    textView.characterWidth = characterWidth
    textView.text = text
    return textView
  }

  /// `count` lines "line 0", "line 1"...
  private func numberedLines(_ count: Int) -> String {
    (0..<count).map { "line \($0)" }.joined(separator: "\n")
  }

  func testLines_contentSizeAndCaretAtTheEnd() {
    let textView = makeTextView(text: "Line one\nLine two\nLine three")
    XCTAssertEqual(textView.numberOfLines, 3)
    XCTAssertEqual(textView.contentSize, Size(width: 280, height: 76))
    XCTAssertEqual(textView.caretRect, Rect(x: 5, y: 48, width: 2, height: 20))
  }

  func testEmptyText_oneLine() {
    let textView = makeTextView(text: "")
    XCTAssertEqual(textView.contentSize, Size(width: 280, height: 36))
    XCTAssertEqual(textView.caretRect, Rect(x: 5, y: 8, width: 2, height: 20))
  }

  func testOffByDefault_hostReportsGeometry() {
    let textView = TextView(frame: Rect(x: 0, y: 0, width: 280, height: 120))
    textView.text = "a\nb\nc"
    XCTAssertEqual(textView.contentSize, .zero)
    XCTAssertEqual(textView.caretRect, Rect(x: 0, y: 0, width: 2, height: 20))
  }

  func testTypingNewline_growsTheContentAndMovesTheCaret() {
    let window = makePhoneWindow()
    let textView = makeTextView(text: "one\ntwo")
    window.addSubview(textView)
    XCTAssertTrue(textView.becomeFirstResponder())
    XCTAssertEqual(textView.contentSize.height, 56)
    XCTAssertEqual(textView.insertText("\n"), true)
    XCTAssertEqual(textView.numberOfLines, 3)
    XCTAssertEqual(textView.contentSize.height, 76)
    XCTAssertEqual(textView.caretRect.minY, 48)
    XCTAssertEqual(textView.pressReturn(), .insertedNewline)
    XCTAssertTrue(textView.insertText("four"))
    XCTAssertEqual(textView.text, "one\ntwo\n\nfour")
    XCTAssertEqual(textView.contentSize.height, 96)
    XCTAssertEqual(textView.caretRect.minY, 68)
    assertInvariants(window)
  }

  func testTypingCRLF_inTwoParts_staysOneNewline() {
    let textView = makeTextView(text: "a\r")
    XCTAssertEqual(textView.numberOfLines, 2)
    let window = makePhoneWindow()
    window.addSubview(textView)
    XCTAssertTrue(textView.becomeFirstResponder())
    XCTAssertTrue(textView.insertText("\nb"))
    XCTAssertEqual(textView.numberOfLines, 2)
    XCTAssertEqual(textView.contentSize.height, 56)
  }

  func testCaretPosition_onLine20_rectOnThatLine() {
    let textView = makeTextView(text: numberedLines(30))
    // "line 0" to "line 9" are 6 characters, "line 10" on are 7; each line ends in a newline.
    let startOfLine20 = 10 * 7 + 10 * 8
    textView.caretPosition = startOfLine20
    XCTAssertEqual(textView.caretRect, Rect(x: 5, y: 408, width: 2, height: 20))
    textView.caretPosition = startOfLine20 - 1
    XCTAssertEqual(textView.caretRect.minY, 388)
    XCTAssertEqual(textView.contentSize.height, 616)
  }

  func testCaretPosition_outOfRange_clampedWithDiagnostic() {
    let window = makePhoneWindow()
    let textView = makeTextView(text: "abc\ndef")
    window.addSubview(textView)
    window.clearDiagnostics()
    textView.caretPosition = 99
    XCTAssertEqual(textView.caretPosition, 7)
    textView.caretPosition = -1
    XCTAssertEqual(textView.caretPosition, 0)
    XCTAssertEqual(window.diagnostics.map(\.code), [.clampedValue, .clampedValue])
    XCTAssertEqual(textView.caretRect, Rect(x: 5, y: 8, width: 2, height: 20))
  }

  func testWrapping_fixedCharacterWidth_rowsAndCaretColumn() {
    // 280 − 2 × 5 padding = 270: 27 characters of 10 per row.
    let textView = makeTextView(text: String(repeating: "a", count: 60), characterWidth: 10)
    XCTAssertEqual(textView.contentSize.height, 76)
    XCTAssertEqual(textView.caretRect, Rect(x: 65, y: 48, width: 2, height: 20))
    // A row exactly full keeps the caret at its end.
    textView.text = String(repeating: "a", count: 54)
    XCTAssertEqual(textView.contentSize.height, 56)
    XCTAssertEqual(textView.caretRect, Rect(x: 275, y: 28, width: 2, height: 20))
    // A narrower view wraps into more rows: 135 of room, 13 per row, 5 rows.
    textView.frame = Rect(x: 20, y: 300, width: 145, height: 120)
    XCTAssertEqual(textView.contentSize, Size(width: 145, height: 116))
  }

  func testWrapping_typingAtTheEnd_matchesALayoutFromScratch() {
    let window = makePhoneWindow()
    let typed = makeTextView(text: "", characterWidth: 10)
    window.addSubview(typed)
    XCTAssertTrue(typed.becomeFirstResponder())
    var text = ""
    for piece in ["hello ", "world, this line is long enough to wrap twice over", "\n", "x"] {
      XCTAssertTrue(typed.insertText(piece))
      text += piece
      let fresh = makeTextView(text: text, characterWidth: 10)
      XCTAssertEqual(typed.contentSize, fresh.contentSize, "after \(piece.debugDescription)")
      XCTAssertEqual(typed.caretRect, fresh.caretRect, "after \(piece.debugDescription)")
    }
    XCTAssertEqual(typed.contentSize.height, 96)
  }

  func testFontSize_setsTheLineHeight() {
    let textView = makeTextView(text: "a\nb")
    textView.fontSize = 14
    XCTAssertEqual(textView.lineHeight, 17)
    XCTAssertEqual(textView.contentSize.height, 50)
    textView.lineHeight = 24
    XCTAssertEqual(textView.contentSize.height, 64)
    XCTAssertEqual(textView.caretRect, Rect(x: 5, y: 32, width: 2, height: 24))
  }

  func testBadSettings_rejectedWithDiagnostics() {
    let window = makePhoneWindow()
    let textView = makeTextView(text: "a")
    window.addSubview(textView)
    window.clearDiagnostics()
    textView.characterWidth = 0
    textView.fontSize = .nan
    textView.textContainerInset = Insets(top: -1)
    XCTAssertNil(textView.characterWidth)
    XCTAssertEqual(textView.fontSize, 17)
    XCTAssertEqual(textView.textContainerInset, Insets(top: 8, left: 0, bottom: 8, right: 0))
    XCTAssertEqual(
      window.diagnostics.map(\.code), [.negativeSize, .nonFiniteGeometry, .negativeSize])
  }

  func testHugeWidthWithCharacterWidth_doesNotTrap() {
    let textView = makeTextView(text: "abc", width: 1e300, characterWidth: 1e-10)
    XCTAssertEqual(textView.contentSize.height, 36)
  }

  func testHostCaret_winsUntilTheTextChanges() {
    let textView = makeTextView(text: "a\nb")
    textView.caretRect = Rect(x: 0, y: 100, width: 2, height: 20)
    XCTAssertEqual(textView.caretRect.minY, 100)
    textView.text = "a\nb\nc"
    XCTAssertEqual(textView.caretRect.minY, 48)
  }

  func testNonScrollingTextView_inStack_growsWithItsText() {
    let textView = makeTextView(text: "one")
    textView.isScrollEnabled = false
    let field = TextField(frame: Rect(x: 0, y: 0, width: 0, height: 30))
    let stack = StackView(arrangedSubviews: [textView, field])
    stack.axis = .vertical
    stack.frame = Rect(x: 0, y: 0, width: 280, height: 0)
    stack.sizeToFit()
    stack.layoutIfNeeded()
    XCTAssertEqual(textView.frame.height, 36)
    XCTAssertEqual(field.frame.minY, 36)
    textView.text = "one\ntwo\nthree"
    stack.sizeToFit()
    stack.layoutIfNeeded()
    XCTAssertEqual(textView.frame.height, 76)
    XCTAssertEqual(field.frame.minY, 76)
  }
}

/// Tall text views laid out from their text, with the keyboard manager (the S21b scene of
/// `KeyboardManagerTallTextViewTests`, with the caret from the text).
final class TextViewContentKeyboardTests: XCTestCase {
  // A 400-high text view at content y 400 of a full-screen scroll view (Base A), holding
  // `lines` lines of text.
  private func scene(lines: Int) -> (AvoidanceHarness, ScrollView, TextView) {
    let h = AvoidanceHarness()
    let scroll = h.addFullScreenScrollView(contentHeight: 1200)
    let textView = TextView(frame: Rect(x: 0, y: 400, width: 320, height: 400))
    textView.sizesContentToText = true
    textView.text = (0..<lines).map { "line \($0)" }.joined(separator: "\n")
    scroll.addSubview(textView)
    h.assertConsistent()
    return (h, scroll, textView)
  }

  func testCaretOnLine19_endsClearOfTheKeyboard() {
    let (h, scroll, textView) = scene(lines: 100)
    XCTAssertEqual(textView.contentSize.height, 2016)
    textView.caretPosition = 10 * 7 + 9 * 8  // the start of line 19: content y 388
    XCTAssertEqual(textView.caretRect, Rect(x: 5, y: 388, width: 2, height: 20))
    h.focus(textView)
    h.showKeyboard()
    XCTAssertEqual(scroll.contentOffset.y, 380)
    XCTAssertEqual(textView.contentOffset.y, 86)
    XCTAssertEqual(textView.convert(textView.caretRect, to: nil).maxY, 342)
    h.assertConsistent()
  }

  func testTypingNewlines_caretPassesTheKeyboard_linesFollowOneByOne() {
    let (h, scroll, textView) = scene(lines: 15)
    XCTAssertEqual(textView.contentSize.height, 316)
    h.focus(textView)
    h.showKeyboard()
    XCTAssertEqual(scroll.contentOffset.y, 380)
    // The caret ends line 14: window y 20 + 288.
    XCTAssertEqual(textView.convert(textView.caretRect, to: nil).maxY, 328)
    for typed in 1...6 {
      XCTAssertTrue(textView.insertText("\n"))
      h.window.layoutIfNeeded()
      XCTAssertEqual(textView.contentSize.height, 316 + Double(typed) * 20)
      XCTAssertEqual(
        textView.convert(textView.caretRect, to: nil).maxY,
        Swift.min(328 + Double(typed) * 20, 342),
        "newline \(typed)")
    }
    h.assertConsistent()
  }
}
