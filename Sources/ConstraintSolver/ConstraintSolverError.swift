/// The errors a ``Solver`` throws.
///
/// The solver is unchanged after any of them.
public enum ConstraintSolverError: Error, Hashable, Sendable {
  /// A required constraint cannot hold together with the required constraints already added.
  ///
  /// `conflicting` names the required constraints it fights, in increasing order: the ones whose
  /// markers carry the infeasibility in the simplex certificate (a Farkas combination of them
  /// and the new constraint proves that they cannot all hold). This is what a caller reports,
  /// as UIKit's "Unable to simultaneously satisfy constraints" does. It does not contain the
  /// constraint being added (or changed), and is empty when that constraint cannot hold on its
  /// own, such as `1 <= 0`.
  case unsatisfiable(conflicting: [ConstraintID])
  /// A coefficient, constant, suggested value or priority is NaN or infinite.
  case nonFinite
  /// The constraint identity is not (or no longer) in the solver.
  case unknownConstraint
  /// The variable is already an edit variable.
  case duplicateEditVariable
  /// The variable is not an edit variable.
  case unknownEditVariable
  /// An edit variable cannot have the required strength.
  case requiredEditVariable
}
