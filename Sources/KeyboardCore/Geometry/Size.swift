/// A width and a height, in points.
///
/// `Size` mirrors `CGSize`. A size may hold negative values (a ``Rect`` built from it is then
/// standardised by its accessors, as UIKit does); views reject negative sizes handed to them.
public struct Size: Sendable, Hashable, Codable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, `0 × 0`.
  public static let zero = Size(width: 0, height: 0)

  /// Whether both extents are finite (neither NaN nor infinite).
  public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Size: CustomStringConvertible {
  /// The size as `width×height`.
  public var description: String { "\(width.compactDescription)×\(height.compactDescription)" }
}
