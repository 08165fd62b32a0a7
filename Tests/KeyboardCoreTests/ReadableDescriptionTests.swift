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

  /// The fast paths (whole numbers, short texts) print every character the rule of the text
  /// did: compared with that rule, kept here as it was, over thirds, sevenths, huge, tiny,
  /// negative and whole values, the infinities, NaN and -0.
  func testReadable_fastPaths_printAsTheTextRuleDid() {
    var values: [Double] = [
      0, -0.0, .infinity, -.infinity, .nan, 1e15, -1e15, 999_999_999_999_999,
      999_999_999_999_999.9, 1e-300, -1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.5,
      -0.5,
      1e-5, 1.2345e-5, 0.0001, 123_456_789_012.5, 123_456_789_012_3.25,
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
    for numerator in -400...400 {
      for denominator in [1.0, 2, 3, 4, 6, 7, 9, 10, 12, 100, 3e6, 7e-9, 1e12, 3e13] {
        values.append(Double(numerator) / denominator)
        values.append(Double(numerator) * 1.1 / denominator)
      }
    }
    for _ in 0..<20_000 {
      values.append(Double(bitPattern: next()))
      let mantissa = Double(Int64(truncatingIfNeeded: next() >> 11)) / 1e6
      values.append(mantissa)
      values.append(mantissa / 3)
      values.append((mantissa * 3).squareRoot())
    }
    for value in values {
      let expected = Self.textRule(value)
      let printed = value.readableDescription
      if printed != expected {
        XCTFail("\(value.bitPattern): \(printed) != \(expected)")
        return
      }
    }
  }

  /// `readableDescription` as it was before its fast paths: every value through its text.
  private static func textRule(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return value.compactDescription }
    var text = Substring(String(value))
    let negative = text.first == "-"
    if negative { text = text.dropFirst() }
    var exponent = 0
    if let e = text.firstIndex(of: "e") {
      guard let parsed = Int(text[text.index(after: e)...]) else {
        return value.compactDescription
      }
      exponent = parsed
      text = text[..<e]
    }
    let whole = text.prefix { $0 != "." }
    let fraction = text.drop { $0 != "." }.dropFirst()
    var digits = Array((whole + fraction).utf8)
    var point = whole.count + exponent
    while digits.first == UInt8(ascii: "0") {
      digits.removeFirst()
      point -= 1
    }
    let keep = Swift.max(Double.readableSignificantDigits, point)
    guard digits.count > keep else { return value.compactDescription }
    let roundsUp = digits[keep] >= UInt8(ascii: "5")
    digits.removeLast(digits.count - keep)
    if roundsUp {
      var index = keep - 1
      while index >= 0, digits[index] == UInt8(ascii: "9") {
        digits[index] = UInt8(ascii: "0")
        index -= 1
      }
      if index >= 0 {
        digits[index] += 1
      } else {
        digits.insert(UInt8(ascii: "1"), at: 0)
        point += 1
      }
    }
    let rounded =
      (negative ? "-" : "") + "0." + String(decoding: digits, as: UTF8.self) + "e\(point)"
    return Double(rounded)?.compactDescription ?? value.compactDescription
  }
}
