/// Insets with leading and trailing edges instead of left and right, as
/// `NSDirectionalEdgeInsets`; used by ``View/directionalLayoutMargins``.
///
/// The model lays out left to right only: leading is left and trailing is right.
public struct DirectionalEdgeInsets: Sendable, Hashable {
  /// The top inset.
  public var top: Double
  /// The inset on the side where lines start (left).
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The inset on the side where lines end (right).
  public var trailing: Double

  /// Creates insets; missing edges are 0.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
