/// A location in a two-dimensional coordinate space, in points, with y growing downward.
///
/// `Point` mirrors `CGPoint`. Components are `Double` and compared exactly.
public struct Point: Sendable, Hashable, Codable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate; larger values are lower on the screen.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The component-wise sum of two points, read as a translation.
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// The component-wise difference of two points, read as a translation.
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
}

extension Point: CustomStringConvertible {
  /// The point as `(x, y)`, with whole numbers printed without a fraction.
  public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Double {
  /// The number without a trailing `.0` when it is whole, for readable traces.
  ///
  /// Converts to `Int64` and back rather than calling `rounded()` or `Int64(exactly:)`: those
  /// call libm, which a module importing no Foundation does not link on Linux (an executable
  /// using only KeyboardCore then fails to link).
  package var compactDescription: String {
    if isFinite, abs(self) < 1e15 {
      let whole = Int64(self)  // checked: finite and below 1e15 just above
      if Double(whole) == self { return String(whole) }
    }
    return String(self)
  }
}

extension Double {
  /// The largest whole number not greater than this one (`floor`), for any value: NaN and the
  /// infinities come back unchanged, and so do numbers of magnitude 2⁵² or more, which have no
  /// fraction.
  ///
  /// Like ``compactDescription`` it avoids libm, and it converts to `Int64` only where the value
  /// fits (an unguarded `Int64(value)` traps from about 9.2e18 on: a 1.3e19-point screen).
  package var roundedDownWithoutLibm: Double {
    guard abs(self) < 4_503_599_627_370_496 else { return self }
    let whole = Double(Int64(self))  // checked: below 2^52 by the guard above
    return whole > self ? whole - 1 : whole
  }
}
