/// A sum of variables times coefficients plus a constant, such as `2 * width - left + 10`.
///
/// Build expressions with the arithmetic operators (see `LinearExpression+Operators.swift`):
/// `x + 10`, `2 * w - y`, `(a + b) / 2`. Terms whose coefficients cancel to exactly 0 are
/// dropped, so two expressions that mean the same sum compare equal.
public struct LinearExpression: Hashable, Sendable {
  /// The coefficient of each variable that appears; a variable absent from the dictionary has
  /// coefficient 0.
  public var terms: [Variable: Double]

  /// The constant term.
  public var constant: Double

  /// Creates a constant expression.
  ///
  /// - Parameter constant: The value of the expression.
  public init(_ constant: Double = 0) {
    self.terms = [:]
    self.constant = constant
  }

  /// Creates the expression `coefficient × variable`.
  ///
  /// - Parameters:
  ///   - variable: The variable.
  ///   - coefficient: Its coefficient (1 unless told).
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.terms = coefficient == 0 ? [:] : [variable: coefficient]
    self.constant = 0
  }

  /// The coefficient of a variable: 0 when it does not appear.
  ///
  /// - Parameter variable: The variable.
  /// - Returns: Its coefficient.
  /// - Complexity: O(1).
  public func coefficient(of variable: Variable) -> Double {
    terms[variable] ?? 0
  }

  /// Whether the constant and every coefficient are finite.
  ///
  /// - Complexity: O(t), t the number of terms.
  public var isFinite: Bool {
    constant.isFinite && terms.values.allSatisfy(\.isFinite)
  }

  /// Adds `coefficient × variable` to the expression.
  ///
  /// - Parameters:
  ///   - coefficient: The coefficient to add.
  ///   - variable: The variable.
  /// - Complexity: O(1).
  public mutating func add(_ coefficient: Double, times variable: Variable) {
    let sum = (terms[variable] ?? 0) + coefficient
    terms[variable] = sum == 0 ? nil : sum
  }
}
