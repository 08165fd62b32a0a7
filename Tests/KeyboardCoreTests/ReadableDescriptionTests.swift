import XCTest

@testable import KeyboardCore

/// The one rule the trace and the text report print numbers with: 12 significant digits,
/// whole points kept, so two sums of the same quantity read the same.
final class ReadableDescriptionTests: XCTestCase {
  func testReadable_sameQuantityDifferentLastDigits_printsAlike() {
    // The trace's and the report's caret gap in regression 901045154, step 6.
    XCTAssertEqual((40.14285714285711).readableDescription, "40.1428571429")
    XCTAssertEqual((40.14285714285714).readableDescription, "40.1428571429")
    XCTAssertEqual((25.133333333333212).readableDescription, "25.1333333333")
    XCTAssertEqual((25.133333333333326).readableDescription, "25.1333333333")
  }

  func testReadable_fewDigits_printsAsCompactDescription() {
    XCTAssertEqual((812.0).readableDescription, "812")
    XCTAssertEqual((0.1).readableDescription, "0.1")
    XCTAssertEqual((-26.65).readableDescription, "-26.65")
    XCTAssertEqual((1e-7).readableDescription, (1e-7).compactDescription)
    XCTAssertEqual((-0.0).readableDescription, "0")
  }

  func testReadable_roundingNoise_disappears() {
    XCTAssertEqual((812.0000000000001).readableDescription, "812")
    XCTAssertEqual((-26.650000000000006).readableDescription, "-26.65")
    XCTAssertEqual((242.70000000000005).readableDescription, "242.7")
  }

  func testReadable_carryThroughNines_addsADigit() {
    XCTAssertEqual((9.99999999999999).readableDescription, "10")
    XCTAssertEqual((0.999999999999999).readableDescription, "1")
    XCTAssertEqual((-99.99999999999999).readableDescription, "-100")
  }

  func testReadable_smallNumbers_keepTwelveSignificantDigits() {
    XCTAssertEqual((1.1368683772161603e-13).readableDescription, "1.13686837722e-13")
    XCTAssertEqual((0.0666666666666).readableDescription, "0.0666666666666")
    XCTAssertEqual((0.06666666666666667).readableDescription, "0.0666666666667")
  }

  func testReadable_wholePartLongerThanTwelveDigits_isKept() {
    XCTAssertEqual((123_456_789_012_345.6).readableDescription, "123456789012346")
    XCTAssertEqual((1_000_000_000.5).readableDescription, "1000000000.5")
  }

  func testReadable_hugeOrNotFinite_printsAsCompactDescription() {
    for value in [1e15, -3.0000000000000004e20, 1e300, .infinity, -.infinity, .nan] {
      XCTAssertEqual(value.readableDescription, value.compactDescription, "\(value)")
    }
  }
}
