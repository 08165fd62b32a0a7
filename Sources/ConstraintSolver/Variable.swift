/// A real-valued unknown of a ``Solver``, such as a view's leading edge or width.
///
/// A variable is an opaque handle made by ``Solver/makeVariable(named:)``; it is only
/// meaningful to the solver that made it. Build constraints from variables with the arithmetic
/// operators of ``LinearExpression``:
///
/// ```swift
/// let solver = Solver()
/// let left = solver.makeVariable(named: "left")
/// let width = solver.makeVariable(named: "width")
/// try solver.add(Constraint(left + width, .lessThanOrEqual, 320))
/// ```
public struct Variable: Hashable, Sendable {
  /// The variable's position among the variables its solver has made, starting at 0.
  public let index: Int

  init(index: Int) {
    self.index = index
  }
}
