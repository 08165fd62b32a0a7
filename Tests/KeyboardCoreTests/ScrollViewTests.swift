import KeyboardCore
import XCTest

final class ScrollViewTests: XCTestCase {
  private func makeScroll() -> (window: Window, scroll: ScrollView) {
    let window = makePhoneWindow()
    let scroll = ScrollView(frame: Rect(x: 0, y: 64, width: 320, height: 400))
    window.addSubview(scroll)
    scroll.contentSize = Size(width: 320, height: 1000)
    assertInvariants(window)
    return (window, scroll)
  }

  func testDefaults_newScrollView_matchUIKit() {
    let scroll = ScrollView()
    XCTAssertEqual(scroll.contentOffset, .zero)
    XCTAssertEqual(scroll.contentSize, .zero)
    XCTAssertEqual(scroll.contentInset, .zero)
    XCTAssertEqual(scroll.verticalScrollIndicatorInsets, .zero)
    XCTAssertTrue(scroll.isScrollEnabled)
    XCTAssertFalse(scroll.alwaysBounceVertical)
    XCTAssertEqual(scroll.contentInsetAdjustmentBehavior, .automatic)
    XCTAssertFalse(scroll.ignoreScrollingAdjustment)
    XCTAssertFalse(scroll.ignoreContentInsetAdjustment)
    XCTAssertFalse(scroll.restoreContentOffset)
  }

  func testContentOffset_set_isBoundsOriginAndKeepsFrame() {
    let (window, scroll) = makeScroll()
    scroll.contentOffset = Point(x: 0, y: 120)
    XCTAssertEqual(scroll.bounds, Rect(x: 0, y: 120, width: 320, height: 400))
    XCTAssertEqual(scroll.frame, Rect(x: 0, y: 64, width: 320, height: 400))
    scroll.bounds.origin = Point(x: 0, y: 30)
    XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 30))
    assertInvariants(window)
  }

  func testContentOffset_beyondValidRange_notClamped() {
    let (window, scroll) = makeScroll()
    scroll.contentOffset = Point(x: 0, y: -500)
    XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: -500))
    assertInvariants(window)
  }

  func testContentOffset_nonFinite_rejectedWithDiagnostic() {
    let (window, scroll) = makeScroll()
    scroll.contentOffset = Point(x: 0, y: 40)
    scroll.contentOffset = Point(x: .nan, y: 0)
    scroll.contentOffset = Point(x: 0, y: -.infinity)
    XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 40))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry, .nonFiniteGeometry])
    XCTAssertEqual(
      window.diagnostics.first?.message, "ScrollView.bounds.origin (nan, 0) rejected: not finite")
  }

  func testContentSize_negative_rejectedWithNegativeSizeDiagnostic() {
    let (window, scroll) = makeScroll()
    scroll.contentSize = Size(width: 320, height: -1)
    XCTAssertEqual(scroll.contentSize, Size(width: 320, height: 1000))
    XCTAssertEqual(window.diagnostics.map(\.code), [.negativeSize])
  }

  func testContentSize_nonFinite_rejectedWithNonFiniteDiagnostic() {
    let (window, scroll) = makeScroll()
    scroll.contentSize = Size(width: .nan, height: 10)
    XCTAssertEqual(scroll.contentSize, Size(width: 320, height: 1000))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
  }

  func testContentInset_nonFinite_rejectedWithDiagnostic() {
    let (window, scroll) = makeScroll()
    scroll.contentInset = Insets(bottom: 216)
    scroll.contentInset = Insets(top: .infinity, bottom: 216)
    XCTAssertEqual(scroll.contentInset, Insets(bottom: 216))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
    assertInvariants(window)
  }

  func testContentInset_negative_acceptedAsUIKitDoes() {
    let (window, scroll) = makeScroll()
    scroll.contentInset = Insets(top: -10)
    XCTAssertEqual(scroll.contentInset, Insets(top: -10))
    XCTAssertEqual(window.diagnostics, [])
  }

  func testVerticalScrollIndicatorInsets_nonFinite_rejectedWithDiagnostic() {
    let (window, scroll) = makeScroll()
    scroll.verticalScrollIndicatorInsets = Insets(bottom: 216)
    scroll.verticalScrollIndicatorInsets = Insets(bottom: .nan)
    XCTAssertEqual(scroll.verticalScrollIndicatorInsets, Insets(bottom: 216))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
  }

  func testIsVerticallyScrollable_contentTallerOrBouncing_true() {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
    scroll.contentSize = Size(width: 320, height: 400)
    XCTAssertFalse(scroll.isVerticallyScrollable)
    scroll.alwaysBounceVertical = true
    XCTAssertTrue(scroll.isVerticallyScrollable)
    scroll.alwaysBounceVertical = false
    scroll.contentSize = Size(width: 320, height: 401)
    XCTAssertTrue(scroll.isVerticallyScrollable)
  }

  func testIsHorizontallyScrollable_contentWider_true() {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 100))
    scroll.contentSize = Size(width: 320, height: 50)
    XCTAssertFalse(scroll.isHorizontallyScrollable)
    scroll.contentSize = Size(width: 960, height: 50)
    XCTAssertTrue(scroll.isHorizontallyScrollable)
    XCTAssertFalse(scroll.isVerticallyScrollable)
  }

  func testContentInsetAdjustmentBehavior_names_roundTrip() {
    let all: [ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
    XCTAssertEqual(all.map(\.description), ["automatic", "scrollableAxes", "never", "always"])
    XCTAssertEqual(all.compactMap { ContentInsetAdjustmentBehavior(named: $0.description) }, all)
    XCTAssertNil(ContentInsetAdjustmentBehavior(named: "sometimes"))
  }

  func testTextView_isScrollViewWithMultilineDefaults() {
    let text = TextView(frame: Rect(x: 0, y: 0, width: 280, height: 100))
    XCTAssertTrue(text.isMultiline)
    XCTAssertTrue(text.isEditingEnabled)
    XCTAssertEqual(text.lineHeight, 20)
    XCTAssertEqual(text.caretRect, Rect(x: 0, y: 0, width: 2, height: 20))
    text.lineHeight = 24
    XCTAssertEqual(text.caretRect, Rect(x: 0, y: 0, width: 2, height: 24))
  }

  func testTextViewCaretRect_set_keptUntilChanged() {
    let (window, form) = makeForm()
    form.notes.caretRect = Rect(x: 40, y: 60, width: 2, height: 20)
    XCTAssertEqual(form.notes.caretRect, Rect(x: 40, y: 60, width: 2, height: 20))
    form.notes.caretRect = Rect(x: .nan, y: 0, width: 2, height: 20)
    XCTAssertEqual(form.notes.caretRect, Rect(x: 40, y: 60, width: 2, height: 20))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
  }

  func testTextField_caretRect_isWholeField() {
    let field = TextField(frame: Rect(x: 20, y: 100, width: 280, height: 30))
    XCTAssertEqual(field.caretRect, Rect(x: 0, y: 0, width: 280, height: 30))
    XCTAssertFalse(field.isMultiline)
  }
}
