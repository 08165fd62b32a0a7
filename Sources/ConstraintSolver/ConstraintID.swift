/// The identity of a constraint added to a ``Solver``, for removing it, changing its constant
/// or reading it back, and for naming it in a ``ConstraintSolverError/unsatisfiable(conflicting:)``
/// error.
///
/// Identities are never reused by the solver that issued them.
public struct ConstraintID: Hashable, Sendable, CustomStringConvertible {
  /// The position of the constraint among all constraints the solver has added, starting at 0.
  public let rawValue: Int

  init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A short form for diagnostics, such as `#3`.
  public var description: String { "#\(rawValue)" }
}
