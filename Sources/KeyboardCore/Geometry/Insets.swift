/// Distances inward from each edge of a rectangle, in points.
///
/// `Insets` mirrors `UIEdgeInsets`: `top`, `left`, `bottom`, `right`. Positive values shrink a
/// rectangle; negative values grow it.
public struct Insets: Sendable, Hashable, Codable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets from the four edge distances; each defaults to zero.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = Insets()

  /// The sum of the top and bottom insets.
  public var vertical: Double { top + bottom }

  /// The sum of the left and right insets.
  public var horizontal: Double { left + right }

  /// Whether all four values are finite.
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }

  /// The insets with every negative edge raised to zero.
  var clampedToZero: Insets {
    Insets(
      top: Swift.max(0, top), left: Swift.max(0, left), bottom: Swift.max(0, bottom),
      right: Swift.max(0, right))
  }

  /// The edge-wise sum of two sets of insets.
  public static func + (lhs: Insets, rhs: Insets) -> Insets {
    Insets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// The edge-wise maximum of two sets of insets.
  public func union(_ other: Insets) -> Insets {
    Insets(
      top: Swift.max(top, other.top), left: Swift.max(left, other.left),
      bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
  }
}

extension Insets: CustomStringConvertible {
  /// The insets as `(top, left, bottom, right)`.
  public var description: String {
    let parts = [top, left, bottom, right].map(\.compactDescription)
    return "(top \(parts[0]), left \(parts[1]), bottom \(parts[2]), right \(parts[3]))"
  }
}
