/// How the texts a person reads print a number from the model: the solver's trace and the
/// simulator's text report share this one rule, so the same quantity reads the same in both.
///
/// Two sums of the same quantity taken in a different order can differ in their last binary
/// digits (`40.14285714285711` and `40.14285714285714`); rounded to
/// ``Double/readableSignificantDigits`` significant digits they print alike. Whole points are
/// never rounded away. Structured output (JSON, the trace's fields) keeps full precision.
extension Double {
  /// The significant digits ``readableDescription`` keeps, unless the whole part has more.
  package static let readableSignificantDigits = 12

  /// The number as ``compactDescription`` prints it, rounded (half up, on its shortest decimal
  /// form) to ``readableSignificantDigits`` significant digits, or to the whole number when
  /// its whole part has more digits than that.
  ///
  /// Works on the decimal text and reads the rounded text back with `Double(_:)`: no libm and
  /// no integer conversion. Values of 1e15 or more, infinities and NaN print as
  /// ``compactDescription`` does.
  package var readableDescription: String {
    guard isFinite, abs(self) < 1e15 else { return compactDescription }
    // A whole number keeps every digit (12 or more are kept, and its fraction is zeros):
    // it prints as `compactDescription` does, without the text.
    let integer = Int64(self)  // checked: finite and below 1e15 just above
    if Double(integer) == self { return String(integer) }
    // Not whole, so `compactDescription` is this text: returned as is when it is short.
    let shortest = String(self)
    var text = Substring(shortest)
    let negative = text.first == "-"
    if negative { text = text.dropFirst() }
    // Split `1.2345e-05` into its mantissa and exponent; `String(Double)` always has a `.`.
    var exponent = 0
    if let e = text.firstIndex(of: "e") {
      // checked: a string parse, which returns nil rather than trapping
      guard let value = Int(text[text.index(after: e)...]) else { return compactDescription }
      exponent = value
      text = text[..<e]
    }
    let whole = text.prefix { $0 != "." }
    let fraction = text.drop { $0 != "." }.dropFirst()
    // The value is 0.digits × 10^point.
    var digits = Array((whole + fraction).utf8)
    var point = whole.count + exponent
    while digits.first == UInt8(ascii: "0") {
      digits.removeFirst()
      point -= 1
    }
    let keep = Swift.max(Self.readableSignificantDigits, point)
    guard digits.count > keep else { return shortest }
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
    return Double(rounded)?.compactDescription ?? compactDescription
  }
}
