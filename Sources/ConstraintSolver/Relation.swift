/// How a constraint's two sides compare.
public enum Relation: Sendable, Hashable {
  /// The left-hand side is at most the right-hand side.
  case lessThanOrEqual
  /// The two sides are equal.
  case equal
  /// The left-hand side is at least the right-hand side.
  case greaterThanOrEqual
}
