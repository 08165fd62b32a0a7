/// A set of rectangle edges, as `UIRectEdge`: which edges of a controller's view extend under
/// its container's bars (``ViewController/edgesForExtendedLayout``).
public struct RectEdge: OptionSet, Sendable, Hashable {
  /// The edges as bits: top 1, left 2, bottom 4, right 8.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = RectEdge(rawValue: 1)
  /// The left edge.
  public static let left = RectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 4)
  /// The right edge.
  public static let right = RectEdge(rawValue: 8)
  /// Every edge.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
