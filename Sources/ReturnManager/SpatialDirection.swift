/// A direction on screen for directional (arrow-key, D-pad) navigation through a
/// ``NavigationOrder``: see ``NavigationOrder/input(toward:from:)``.
///
/// A closed set. Directions are physical: `.left` is towards smaller x whatever the layout
/// direction.
public enum SpatialDirection: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Towards the top of the screen.
  case up
  /// Towards the bottom of the screen.
  case down
  /// Towards the left edge of the screen.
  case left
  /// Towards the right edge of the screen.
  case right

  /// `up`, `down`, `left` or `right`.
  public var description: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    }
  }
}
