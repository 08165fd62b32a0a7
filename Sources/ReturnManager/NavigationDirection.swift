/// A direction of travel through a ``NavigationOrder``.
///
/// A closed set.
public enum NavigationDirection: Sendable, Hashable {
  /// Towards the end of the order.
  case next
  /// Towards the start of the order.
  case previous
}
