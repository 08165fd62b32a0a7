import Foundation
import KeyboardCore
import XCTest

/// Round-trips a value through JSON.
func jsonRoundTrip<T: Codable>(_ value: T) throws -> T {
  try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
}

/// The JSON object a value encodes to, read back as a dictionary of numbers.
func jsonFields<T: Encodable>(_ value: T) throws -> [String: Double] {
  try JSONDecoder().decode([String: Double].self, from: JSONEncoder().encode(value))
}

final class PointTests: XCTestCase {
  func testPlus_twoPoints_addsComponents() {
    XCTAssertEqual(Point(x: 3, y: -4) + Point(x: 10, y: 20), Point(x: 13, y: 16))
  }

  func testMinus_twoPoints_subtractsComponents() {
    XCTAssertEqual(Point(x: 3, y: -4) - Point(x: 10, y: 20), Point(x: -7, y: -24))
  }

  func testZero_always_isOrigin() {
    XCTAssertEqual(Point.zero, Point(x: 0, y: 0))
  }

  func testIsFinite_nanOrInfiniteComponent_false() {
    XCTAssertTrue(Point(x: 1, y: 2).isFinite)
    XCTAssertFalse(Point(x: .nan, y: 2).isFinite)
    XCTAssertFalse(Point(x: 1, y: .infinity).isFinite)
    XCTAssertFalse(Point(x: -.infinity, y: 0).isFinite)
  }

  func testEquality_differentComponents_exact() {
    XCTAssertNotEqual(Point(x: 1, y: 2), Point(x: 1, y: 2.000_000_001))
    XCTAssertEqual(Set([Point(x: 1, y: 2), Point(x: 1, y: 2)]).count, 1)
  }

  func testDescription_wholeNumbers_printsWithoutFraction() {
    XCTAssertEqual(Point(x: 188, y: -20).description, "(188, -20)")
  }

  func testDescription_fractions_keepsFraction() {
    XCTAssertEqual(Point(x: 0.5, y: -1.25).description, "(0.5, -1.25)")
  }

  func testDescription_negativeZero_printsZero() {
    XCTAssertEqual(Point(x: -0.0, y: 0).description, "(0, 0)")
  }

  func testDescription_hugeAndNonFinite_fallsBackToDoubleDescription() {
    XCTAssertEqual(Point(x: 1e16, y: 999_999_999_999_999).description, "(1e+16, 999999999999999)")
    XCTAssertEqual(Point(x: .infinity, y: .nan).description, "(inf, nan)")
  }

  func testCodable_point_encodesXAndYAndRoundTrips() throws {
    let point = Point(x: 12.5, y: -3)
    XCTAssertEqual(try jsonFields(point), ["x": 12.5, "y": -3])
    XCTAssertEqual(try jsonRoundTrip(point), point)
  }
}

final class SizeTests: XCTestCase {
  func testZero_always_isZeroByZero() {
    XCTAssertEqual(Size.zero, Size(width: 0, height: 0))
  }

  func testIsFinite_nanOrInfiniteExtent_false() {
    XCTAssertTrue(Size(width: 320, height: -216).isFinite)
    XCTAssertFalse(Size(width: .nan, height: 1).isFinite)
    XCTAssertFalse(Size(width: 1, height: .infinity).isFinite)
  }

  func testDescription_wholeAndFractional_printsWidthTimesHeight() {
    XCTAssertEqual(Size(width: 320, height: 216).description, "320×216")
    XCTAssertEqual(Size(width: -4, height: 0.5).description, "-4×0.5")
  }

  func testCodable_size_encodesWidthAndHeightAndRoundTrips() throws {
    let size = Size(width: 320, height: -216)
    XCTAssertEqual(try jsonFields(size), ["width": 320, "height": -216])
    XCTAssertEqual(try jsonRoundTrip(size), size)
  }
}
