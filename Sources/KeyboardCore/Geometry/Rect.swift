/// A rectangle: an origin and a size, in points, with y growing downward.
///
/// `Rect` mirrors `CGRect`, including its treatment of negative sizes: the edge accessors
/// (``minX``, ``maxY``, ``width``…) read the *standardised* rectangle, whose size is never
/// negative, while ``origin`` and ``size`` keep what was stored. ``Rect/null`` is the result of
/// intersecting rectangles that do not meet; it is empty and absorbs nothing in a union.
///
/// Equality is exact (`==` on the stored components), as for every geometry value here.
public struct Rect: Sendable, Hashable {
  /// The stored origin.
  ///
  /// For a rectangle with a negative size this is not its top-left corner.
  public var origin: Point
  /// The stored size, possibly negative.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its four components.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The null rectangle: what ``intersection(_:)`` returns for rectangles that do not meet.
  ///
  /// Its origin is at positive infinity, as `CGRect.null`'s is; test for it with ``isNull``.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
}

extension Rect: Codable {
  private enum CodingKeys: String, CodingKey {
    case x, y, width, height
  }

  /// Decodes a rectangle written as `{"x": …, "y": …, "width": …, "height": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x: try container.decode(Double.self, forKey: .x),
      y: try container.decode(Double.self, forKey: .y),
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height))
  }

  /// Encodes the rectangle as `{"x": …, "y": …, "width": …, "height": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(origin.x, forKey: .x)
    try container.encode(origin.y, forKey: .y)
    try container.encode(size.width, forKey: .width)
    try container.encode(size.height, forKey: .height)
  }
}

extension Rect: CustomStringConvertible {
  /// The rectangle as `(x, y, width×height)`, or `null`.
  public var description: String {
    if isNull { return "null" }
    return "(\(origin.x.compactDescription), \(origin.y.compactDescription), \(size))"
  }
}
