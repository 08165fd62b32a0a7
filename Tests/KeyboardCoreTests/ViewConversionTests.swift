import KeyboardCore
import XCTest

// The nested fixture (see Fixtures.swift): outer scroll view at y 100 scrolled 50, inner at
// (10, 200) scrolled 30, field at (20, 100) inside the inner one; so the field sits at
// (30, 320) in the window.
final class ViewConversionTests: XCTestCase {
  func testConvertPointToWindow_nestedScrollViews_subtractsEachOffset() {
    let fixture = NestedScrollFixture()
    XCTAssertEqual(fixture.field.convert(Point(x: 5, y: 5), to: nil), Point(x: 35, y: 325))
    XCTAssertEqual(
      fixture.field.convert(Point(x: 5, y: 5), to: fixture.window), Point(x: 35, y: 325))
  }

  func testConvertPointFromWindow_nestedScrollViews_addsEachOffset() {
    let fixture = NestedScrollFixture()
    XCTAssertEqual(fixture.field.convert(Point(x: 35, y: 325), from: nil), Point(x: 5, y: 5))
    XCTAssertEqual(
      fixture.field.convert(Point(x: 35, y: 325), from: fixture.window), Point(x: 5, y: 5))
  }

  func testConvertPoint_toSuperview_addsFrameOriginMinusOwnOffset() {
    let fixture = NestedScrollFixture()
    XCTAssertEqual(
      fixture.field.convert(Point(x: 5, y: 5), to: fixture.inner), Point(x: 25, y: 105))
    XCTAssertEqual(
      fixture.inner.convert(Point(x: 25, y: 105), to: fixture.outer), Point(x: 35, y: 275))
  }

  func testConvertPoint_outerToInner_bothOffsetsRespected() {
    let fixture = NestedScrollFixture()
    XCTAssertEqual(
      fixture.outer.convert(Point.zero, to: fixture.inner), Point(x: -10, y: -170))
    XCTAssertEqual(
      fixture.inner.convert(Point(x: -10, y: -170), to: fixture.outer), Point.zero)
  }

  func testConvertRectToWindow_fieldBounds_isFrameInWindow() {
    let fixture = NestedScrollFixture()
    let expected = Rect(x: 30, y: 320, width: 200, height: 30)
    XCTAssertEqual(fixture.field.convert(fixture.field.bounds, to: nil), expected)
    XCTAssertEqual(fixture.field.frameInWindow, expected)
    XCTAssertEqual(fixture.inner.convert(fixture.field.frame, to: nil), expected)
  }

  func testConvertRectFromWindow_keyboardRect_landsInScrollContent() {
    let fixture = NestedScrollFixture()
    let keyboard = Rect(x: 0, y: 352, width: 320, height: 216)
    XCTAssertEqual(
      fixture.outer.convert(keyboard, from: nil), Rect(x: 0, y: 302, width: 320, height: 216))
    XCTAssertEqual(
      fixture.inner.convert(keyboard, from: fixture.window),
      Rect(x: -10, y: 132, width: 320, height: 216))
  }

  func testConvertRect_roundTrip_returnsOriginal() {
    let fixture = NestedScrollFixture()
    let rect = Rect(x: 3, y: 4, width: 50, height: 60)
    let there = fixture.field.convert(rect, to: fixture.outer)
    XCTAssertEqual(fixture.field.convert(there, from: fixture.outer), rect)
  }

  func testConvert_afterScrolling_followsNewOffset() {
    let fixture = NestedScrollFixture()
    fixture.outer.contentOffset = Point(x: 0, y: 150)
    XCTAssertEqual(fixture.field.frameInWindow, Rect(x: 30, y: 220, width: 200, height: 30))
    fixture.inner.contentOffset = Point(x: 5, y: 0)
    XCTAssertEqual(fixture.field.frameInWindow, Rect(x: 25, y: 250, width: 200, height: 30))
  }

  func testConvertRect_negativeSize_returnsStandardised() {
    let fixture = NestedScrollFixture()
    XCTAssertEqual(
      fixture.field.convert(Rect(x: 10, y: 10, width: -10, height: -10), to: nil),
      Rect(x: 30, y: 320, width: 10, height: 10))
  }

  func testConvertRect_null_staysNull() {
    let fixture = NestedScrollFixture()
    XCTAssertTrue(fixture.field.convert(Rect.null, to: nil).isNull)
    XCTAssertTrue(fixture.field.convert(Rect.null, from: fixture.outer).isNull)
  }

  func testConvert_siblingBranches_goesThroughCommonRoot() {
    let fixture = NestedScrollFixture()
    let badge = View(frame: Rect(x: 300, y: 10, width: 10, height: 10))
    fixture.window.addSubview(badge)
    XCTAssertEqual(fixture.field.convert(Point.zero, to: badge), Point(x: -270, y: 310))
  }

  func testConvert_detachedTree_usesItsRoot() {
    let root = View(frame: Rect(x: 1000, y: 1000, width: 500, height: 500))
    let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 100, height: 100))
    scroll.contentOffset = Point(x: 0, y: 40)
    let leaf = View(frame: Rect(x: 5, y: 50, width: 10, height: 10))
    root.addSubview(scroll)
    scroll.addSubview(leaf)
    XCTAssertEqual(leaf.convert(Point.zero, to: root), Point(x: 5, y: 110))
    XCTAssertEqual(root.convert(Point(x: 5, y: 110), to: leaf), Point.zero)
    XCTAssertNil(leaf.frameInWindow)
  }

  func testConvert_acrossTwoWindowsOnOneScreen_goesThroughScreenSpace() {
    let screen = Device.pad()
    let main = Window(screen: screen, frame: Rect(x: 0, y: 0, width: 704, height: 1366))
    let side = Window(screen: screen, frame: Rect(x: 704, y: 0, width: 320, height: 1366))
    let left = View(frame: Rect(x: 100, y: 200, width: 50, height: 50))
    let right = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    main.addSubview(left)
    side.addSubview(right)
    XCTAssertEqual(right.convert(Point.zero, to: left), Point(x: 614, y: -190))
    XCTAssertEqual(left.convert(Point(x: 614, y: -190), to: right), Point.zero)
    XCTAssertEqual(
      right.convert(right.bounds, to: main), Rect(x: 714, y: 10, width: 50, height: 50))
    XCTAssertEqual(
      main.convert(Rect(x: 714, y: 10, width: 50, height: 50), to: side),
      Rect(x: 10, y: 10, width: 50, height: 50))
  }

  func testConvertToNil_windowNotAtScreenOrigin_staysInWindowSpace() {
    let screen = Device.pad()
    let side = Window(screen: screen, frame: Rect(x: 704, y: 0, width: 320, height: 1366))
    let view = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    side.addSubview(view)
    XCTAssertEqual(view.convert(Point.zero, to: nil), Point(x: 10, y: 10))
    XCTAssertEqual(view.frameInWindow, Rect(x: 10, y: 10, width: 50, height: 50))
  }

  func testFrameInWindow_windowItself_isItsBounds() {
    let screen = Device.pad()
    let side = Window(screen: screen, frame: Rect(x: 704, y: 0, width: 320, height: 1366))
    XCTAssertEqual(side.frameInWindow, Rect(x: 0, y: 0, width: 320, height: 1366))
  }

  func testConvert_preconditions_documented() {
    // convert(_:to:)/convert(_:from:) trap when the two views are in different trees that are
    // not both windows, or when `nil` (the window) is used for a view in no window. The legal
    // neighbours of those cases are checked instead: same detached tree, and two windows.
    let root = View()
    let child = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
    root.addSubview(child)
    XCTAssertEqual(child.convert(Point.zero, to: root), Point(x: 1, y: 2))
  }
}
