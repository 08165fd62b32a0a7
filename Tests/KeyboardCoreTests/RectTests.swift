import Foundation
import KeyboardCore
import XCTest

final class RectTests: XCTestCase {
  // MARK: Edges and standardisation

  func testEdges_positiveSize_readStoredValues() {
    let rect = Rect(x: 10, y: 20, width: 300, height: 40)
    XCTAssertEqual(rect.minX, 10)
    XCTAssertEqual(rect.midX, 160)
    XCTAssertEqual(rect.maxX, 310)
    XCTAssertEqual(rect.minY, 20)
    XCTAssertEqual(rect.midY, 40)
    XCTAssertEqual(rect.maxY, 60)
    XCTAssertEqual(rect.width, 300)
    XCTAssertEqual(rect.height, 40)
  }

  func testEdges_negativeSize_readStandardisedRectangle() {
    let rect = Rect(x: 10, y: 20, width: -4, height: -6)
    XCTAssertEqual(rect.minX, 6)
    XCTAssertEqual(rect.midX, 8)
    XCTAssertEqual(rect.maxX, 10)
    XCTAssertEqual(rect.minY, 14)
    XCTAssertEqual(rect.midY, 17)
    XCTAssertEqual(rect.maxY, 20)
    XCTAssertEqual(rect.width, 4)
    XCTAssertEqual(rect.height, 6)
  }

  func testStandardized_negativeSize_movesOriginToTopLeft() {
    let rect = Rect(x: 10, y: 20, width: -4, height: -6)
    XCTAssertEqual(rect.standardized, Rect(x: 6, y: 14, width: 4, height: 6))
    XCTAssertEqual(rect.origin, Point(x: 10, y: 20), "the stored origin is kept")
    XCTAssertEqual(rect.size, Size(width: -4, height: -6), "the stored size is kept")
  }

  func testEquality_sameAreaDifferentStorage_notEqual() {
    let negative = Rect(x: 10, y: 20, width: -4, height: -6)
    XCTAssertNotEqual(negative, Rect(x: 6, y: 14, width: 4, height: 6))
    XCTAssertEqual(negative.standardized, Rect(x: 6, y: 14, width: 4, height: 6))
  }

  func testInit_originAndSize_matchesComponentInit() {
    XCTAssertEqual(
      Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4)),
      Rect(x: 1, y: 2, width: 3, height: 4))
    XCTAssertEqual(Rect.zero, Rect(x: 0, y: 0, width: 0, height: 0))
  }

  // MARK: Null and empty

  func testNull_always_isNullEmptyAndNotFinite() {
    XCTAssertTrue(Rect.null.isNull)
    XCTAssertTrue(Rect.null.isEmpty)
    XCTAssertFalse(Rect.null.isFinite)
    XCTAssertEqual(Rect.null.origin, Point(x: .infinity, y: .infinity))
  }

  func testIsEmpty_zeroWidthOrHeight_trueButNotNull() {
    XCTAssertTrue(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
    XCTAssertTrue(Rect(x: 5, y: 5, width: 10, height: 0).isEmpty)
    XCTAssertTrue(Rect.zero.isEmpty)
    XCTAssertFalse(Rect.zero.isNull)
    XCTAssertFalse(Rect(x: 5, y: 5, width: -1, height: -1).isEmpty)
  }

  func testIsFinite_nanOrInfiniteComponent_false() {
    XCTAssertTrue(Rect(x: -5, y: 5, width: -1, height: 1).isFinite)
    XCTAssertFalse(Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
    XCTAssertFalse(Rect(x: 0, y: 0, width: 1, height: .infinity).isFinite)
  }

  // MARK: Intersection

  func testIntersection_overlapping_returnsSharedArea() {
    let screen = Rect(x: 0, y: 0, width: 320, height: 568)
    let keyboard = Rect(x: 0, y: 352, width: 320, height: 260)
    XCTAssertEqual(screen.intersection(keyboard), Rect(x: 0, y: 352, width: 320, height: 216))
  }

  func testIntersection_disjoint_returnsNull() {
    let result = Rect(x: 0, y: 0, width: 10, height: 10).intersection(
      Rect(x: 20, y: 0, width: 10, height: 10))
    XCTAssertTrue(result.isNull)
    XCTAssertEqual(result, .null)
  }

  func testIntersection_touchingHorizontalEdge_returnsZeroHeightRect() {
    let result = Rect(x: 0, y: 0, width: 320, height: 568).intersection(
      Rect(x: 0, y: 568, width: 320, height: 216))
    XCTAssertEqual(result, Rect(x: 0, y: 568, width: 320, height: 0))
    XCTAssertFalse(result.isNull)
    XCTAssertTrue(result.isEmpty)
  }

  func testIntersection_touchingVerticalEdge_returnsZeroWidthRect() {
    let result = Rect(x: 0, y: 0, width: 10, height: 10).intersection(
      Rect(x: 10, y: 5, width: 10, height: 10))
    XCTAssertEqual(result, Rect(x: 10, y: 5, width: 0, height: 5))
    XCTAssertFalse(result.isNull)
  }

  func testIntersection_touchingCorner_returnsZeroSizeRect() {
    let result = Rect(x: 0, y: 0, width: 10, height: 10).intersection(
      Rect(x: 10, y: 10, width: 5, height: 5))
    XCTAssertEqual(result, Rect(x: 10, y: 10, width: 0, height: 0))
  }

  func testIntersection_withNull_returnsNull() {
    XCTAssertTrue(Rect(x: 0, y: 0, width: 10, height: 10).intersection(.null).isNull)
    XCTAssertTrue(Rect.null.intersection(Rect(x: 0, y: 0, width: 10, height: 10)).isNull)
  }

  func testIntersection_negativeSizeOperand_usesStandardisedRect() {
    let result = Rect(x: 10, y: 10, width: -10, height: -10).intersection(
      Rect(x: 5, y: 5, width: 10, height: 10))
    XCTAssertEqual(result, Rect(x: 5, y: 5, width: 5, height: 5))
  }

  func testIntersects_touchingOrOverlapping_trueOnlyForArea() {
    let base = Rect(x: 0, y: 0, width: 10, height: 10)
    XCTAssertFalse(base.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
    XCTAssertFalse(base.intersects(.null))
    XCTAssertTrue(base.intersects(Rect(x: 9, y: 9, width: 10, height: 10)))
  }

  // MARK: Union

  func testUnion_twoRects_returnsBoundingRect() {
    let result = Rect(x: 0, y: 10, width: 10, height: 10).union(
      Rect(x: 30, y: -5, width: 5, height: 5))
    XCTAssertEqual(result, Rect(x: 0, y: -5, width: 35, height: 25))
  }

  func testUnion_withNull_returnsOtherStandardised() {
    let rect = Rect(x: 10, y: 10, width: -10, height: 20)
    XCTAssertEqual(rect.union(.null), Rect(x: 0, y: 10, width: 10, height: 20))
    XCTAssertEqual(Rect.null.union(rect), Rect(x: 0, y: 10, width: 10, height: 20))
  }

  func testUnion_nullWithNull_isNull() {
    XCTAssertTrue(Rect.null.union(.null).isNull)
  }

  func testUnion_withEmptyRect_extendsToIt() {
    let result = Rect(x: 0, y: 0, width: 10, height: 10).union(
      Rect(x: 20, y: 20, width: 0, height: 0))
    XCTAssertEqual(result, Rect(x: 0, y: 0, width: 20, height: 20))
  }

  // MARK: Offset and inset

  func testOffsetBy_negativeSize_standardisesAndMoves() {
    XCTAssertEqual(
      Rect(x: 10, y: 10, width: -4, height: 6).offsetBy(dx: 5, dy: -20),
      Rect(x: 11, y: -10, width: 4, height: 6))
  }

  func testOffsetBy_null_staysNull() {
    XCTAssertTrue(Rect.null.offsetBy(dx: 5, dy: 5).isNull)
  }

  func testInsetBy_insets_shrinksEachEdge() {
    let result = Rect(x: 0, y: 0, width: 320, height: 568).inset(
      by: Insets(top: 20, left: 1, bottom: 34, right: 3))
    XCTAssertEqual(result, Rect(x: 1, y: 20, width: 316, height: 514))
  }

  func testInsetBy_negativeInsets_grows() {
    let result = Rect(x: 10, y: 10, width: 10, height: 10).inset(
      by: Insets(top: -5, left: -5, bottom: -5, right: -5))
    XCTAssertEqual(result, Rect(x: 5, y: 5, width: 20, height: 20))
  }

  func testInsetBy_exactlyToZero_returnsEmptyNotNull() {
    let result = Rect(x: 0, y: 0, width: 10, height: 10).inset(by: Insets(top: 4, bottom: 6))
    XCTAssertEqual(result, Rect(x: 0, y: 4, width: 10, height: 0))
    XCTAssertFalse(result.isNull)
  }

  func testInsetBy_beyondSize_returnsNull() {
    XCTAssertTrue(
      Rect(x: 0, y: 0, width: 10, height: 10).inset(by: Insets(top: 6, bottom: 6)).isNull)
    XCTAssertTrue(Rect(x: 0, y: 0, width: 10, height: 10).inset(by: Insets(left: 11)).isNull)
  }

  func testInsetByDxDy_positiveAndNegative_shrinksOrGrowsSymmetrically() {
    let rect = Rect(x: 10, y: 10, width: 20, height: 20)
    XCTAssertEqual(rect.insetBy(dx: 5, dy: 2), Rect(x: 15, y: 12, width: 10, height: 16))
    XCTAssertEqual(rect.insetBy(dx: -1, dy: 0), Rect(x: 9, y: 10, width: 22, height: 20))
    XCTAssertTrue(rect.insetBy(dx: 11, dy: 0).isNull)
  }

  func testInset_null_staysNull() {
    XCTAssertTrue(Rect.null.inset(by: Insets(top: -10)).isNull)
  }

  // MARK: Containment

  func testContainsPoint_topLeftEdge_counts() {
    let rect = Rect(x: 10, y: 10, width: 10, height: 10)
    XCTAssertTrue(rect.contains(Point(x: 10, y: 10)))
    XCTAssertTrue(rect.contains(Point(x: 10, y: 19)))
  }

  func testContainsPoint_bottomOrRightEdge_doesNotCount() {
    let rect = Rect(x: 10, y: 10, width: 10, height: 10)
    XCTAssertFalse(rect.contains(Point(x: 20, y: 15)))
    XCTAssertFalse(rect.contains(Point(x: 15, y: 20)))
    XCTAssertFalse(rect.contains(Point(x: 9, y: 15)))
  }

  func testContainsPoint_negativeSizeOrNull_usesStandardisedOrFails() {
    XCTAssertTrue(Rect(x: 20, y: 20, width: -10, height: -10).contains(Point(x: 10, y: 10)))
    XCTAssertFalse(Rect.null.contains(Point(x: .infinity, y: .infinity)))
    XCTAssertFalse(Rect.zero.contains(Point.zero), "an empty rect contains no point")
  }

  func testContainsRect_coincidingEdges_counts() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 100)
    XCTAssertTrue(rect.contains(rect))
    XCTAssertTrue(rect.contains(Rect(x: 0, y: 90, width: 100, height: 10)))
    XCTAssertTrue(rect.contains(Rect(x: 100, y: 100, width: 0, height: 0)))
  }

  func testContainsRect_stickingOutOrNull_false() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 100)
    XCTAssertFalse(rect.contains(Rect(x: 0, y: 91, width: 100, height: 10)))
    XCTAssertFalse(rect.contains(Rect.null))
    XCTAssertFalse(Rect.null.contains(rect))
  }

  // MARK: insets(to:)

  func testInsetsTo_innerSafeRect_measuresEachEdge() {
    let frame = Rect(x: 0, y: 0, width: 375, height: 812)
    let safe = Rect(x: 0, y: 44, width: 375, height: 734)
    XCTAssertEqual(frame.insets(to: safe), Insets(top: 44, left: 0, bottom: 34, right: 0))
  }

  func testInsetsTo_innerReachingBeyond_clampsAtZero() {
    let frame = Rect(x: 0, y: 100, width: 320, height: 100)
    let safe = Rect(x: -10, y: 20, width: 340, height: 500)
    XCTAssertEqual(frame.insets(to: safe), .zero)
  }

  func testInsetsTo_innerBelowRect_clampsAtHeight() {
    let frame = Rect(x: 0, y: 0, width: 320, height: 10)
    let safe = Rect(x: 0, y: 20, width: 320, height: 548)
    XCTAssertEqual(frame.insets(to: safe), Insets(top: 10, left: 0, bottom: 0, right: 0))
  }

  func testInsetsTo_null_isZero() {
    XCTAssertEqual(Rect.null.insets(to: Rect(x: 0, y: 0, width: 1, height: 1)), .zero)
    XCTAssertEqual(Rect(x: 0, y: 0, width: 1, height: 1).insets(to: .null), .zero)
  }

  // MARK: Codable and description

  func testCodable_rect_encodesFlatXYWidthHeight() throws {
    let rect = Rect(x: 0, y: 352, width: 320, height: 216)
    XCTAssertEqual(try jsonFields(rect), ["x": 0, "y": 352, "width": 320, "height": 216])
    let data = try JSONEncoder().encode(rect)
    XCTAssertEqual(try JSONDecoder().decode(Rect.self, from: data), rect)
  }

  func testCodable_negativeSize_roundTripsAsStored() throws {
    let rect = Rect(x: 10, y: 20, width: -4, height: 0.5)
    XCTAssertEqual(try jsonRoundTrip(rect), rect)
  }

  func testDecode_missingKey_throws() {
    let json = Data(#"{"x": 1, "y": 2, "width": 3}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(Rect.self, from: json))
  }

  func testDecode_flatObject_readsComponents() throws {
    let json = Data(#"{"height": 30, "width": 280, "y": 500, "x": 20}"#.utf8)
    XCTAssertEqual(
      try JSONDecoder().decode(Rect.self, from: json), Rect(x: 20, y: 500, width: 280, height: 30))
  }

  func testDescription_rect_printsOriginAndStoredSize() {
    XCTAssertEqual(Rect(x: 0, y: 352, width: 320, height: 216).description, "(0, 352, 320×216)")
    XCTAssertEqual(Rect(x: 10, y: 20, width: -4, height: 0.5).description, "(10, 20, -4×0.5)")
  }

  func testDescription_null_printsNull() {
    XCTAssertEqual(Rect.null.description, "null")
    XCTAssertEqual(Rect.zero.description, "(0, 0, 0×0)")
  }
}
