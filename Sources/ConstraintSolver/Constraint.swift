/// A linear relation between two expressions, with a strength: `lhs ⟨relation⟩ rhs`.
///
/// The solver stores it as `expression ⟨relation⟩ 0`, with `expression = lhs - rhs`:
///
/// ```swift
/// let gap = Constraint(next.leading, .equal, previous.trailing + 8)   // leading - trailing - 8 == 0
/// let fit = Constraint(width, .lessThanOrEqual, 320, strength: .defaultHigh)
/// ```
public struct Constraint: Sendable, Hashable {
  /// The left-hand side minus the right-hand side; the constraint reads
  /// `expression ⟨relation⟩ 0`.
  public var expression: LinearExpression

  /// How `expression` compares with 0.
  public var relation: Relation

  /// How much the constraint matters (``Strength/required`` unless told).
  public var strength: Strength

  /// Creates the constraint `lhs ⟨relation⟩ rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - relation: How the sides compare.
  ///   - rhs: The right-hand side.
  ///   - strength: How much the constraint matters.
  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
    strength: Strength = .required
  ) {
    self.expression = lhs - rhs
    self.relation = relation
    self.strength = strength
  }

  /// Creates the constraint `lhs ⟨relation⟩ rhs` with a variable on the left.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - relation: How the sides compare.
  ///   - rhs: The right-hand side.
  ///   - strength: How much the constraint matters.
  public init(
    _ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required
  ) {
    self.init(LinearExpression(lhs), relation, rhs, strength: strength)
  }

  /// Creates the constraint `lhs ⟨relation⟩ rhs` with a variable on the right.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - relation: How the sides compare.
  ///   - rhs: The right-hand side.
  ///   - strength: How much the constraint matters.
  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: Variable, strength: Strength = .required
  ) {
    self.init(lhs, relation, LinearExpression(rhs), strength: strength)
  }

  /// Creates the constraint `lhs ⟨relation⟩ rhs` between two variables.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - relation: How the sides compare.
  ///   - rhs: The right-hand side.
  ///   - strength: How much the constraint matters.
  public init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Variable, strength: Strength = .required
  ) {
    self.init(LinearExpression(lhs), relation, LinearExpression(rhs), strength: strength)
  }

  /// Creates the constraint `lhs ⟨relation⟩ rhs` with a number on the right.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - relation: How the sides compare.
  ///   - rhs: The right-hand side.
  ///   - strength: How much the constraint matters.
  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: Double, strength: Strength = .required
  ) {
    self.init(lhs, relation, LinearExpression(rhs), strength: strength)
  }

  /// Creates the constraint `lhs ⟨relation⟩ rhs` between a variable and a number.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - relation: How the sides compare.
  ///   - rhs: The right-hand side.
  ///   - strength: How much the constraint matters.
  public init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Strength = .required
  ) {
    self.init(LinearExpression(lhs), relation, LinearExpression(rhs), strength: strength)
  }

  /// Whether the expression's constant and coefficients are all finite.
  ///
  /// - Complexity: O(t), t the number of terms.
  public var isFinite: Bool { expression.isFinite }
}
