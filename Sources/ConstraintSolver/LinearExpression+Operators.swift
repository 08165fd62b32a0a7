// The arithmetic that builds expressions from variables and numbers, so `x + 10`,
// `2 * w - y` and `(left + right) / 2` read as they do on paper.

extension LinearExpression {
  /// The sum of two expressions.
  ///
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: Another expression.
  /// - Returns: `lhs + rhs`.
  /// - Complexity: O(t), t the number of terms of `rhs`.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result += rhs
    return result
  }

  /// Adds an expression to this one.
  ///
  /// - Parameters:
  ///   - lhs: The expression to change.
  ///   - rhs: The expression to add.
  /// - Complexity: O(t), t the number of terms of `rhs`.
  public static func += (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs.constant += rhs.constant
    for (variable, coefficient) in rhs.terms {
      lhs.add(coefficient, times: variable)
    }
  }

  /// The difference of two expressions.
  ///
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: The expression to subtract.
  /// - Returns: `lhs - rhs`.
  /// - Complexity: O(t), t the number of terms of `rhs`.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result -= rhs
    return result
  }

  /// Subtracts an expression from this one.
  ///
  /// - Parameters:
  ///   - lhs: The expression to change.
  ///   - rhs: The expression to subtract.
  /// - Complexity: O(t), t the number of terms of `rhs`.
  public static func -= (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs.constant -= rhs.constant
    for (variable, coefficient) in rhs.terms {
      lhs.add(-coefficient, times: variable)
    }
  }

  /// The expression negated.
  ///
  /// - Parameter operand: An expression.
  /// - Returns: `-operand`.
  /// - Complexity: O(t), t the number of terms.
  public static prefix func - (operand: LinearExpression) -> LinearExpression {
    operand * -1
  }

  /// The expression scaled by a number.
  ///
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: The factor.
  /// - Returns: `lhs × rhs` (the constant expression `0` when `rhs` is 0).
  /// - Complexity: O(t), t the number of terms.
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = LinearExpression(lhs.constant * rhs)
    if rhs != 0 {
      result.terms = lhs.terms.mapValues { $0 * rhs }
    }
    return result
  }

  /// The expression scaled by a number.
  ///
  /// - Parameters:
  ///   - lhs: The factor.
  ///   - rhs: An expression.
  /// - Returns: `lhs × rhs`.
  /// - Complexity: O(t), t the number of terms.
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs * lhs
  }

  /// The expression divided by a number.
  ///
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: The divisor.
  /// - Returns: `lhs / rhs`.
  /// - Complexity: O(t), t the number of terms.
  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs * (1 / rhs)
  }

  /// The expression plus a number.
  ///
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: A number.
  /// - Returns: `lhs + rhs`.
  /// - Complexity: O(1) (O(t) when the expression's storage is shared).
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = lhs
    result.constant += rhs
    return result
  }

  /// A number plus an expression.
  ///
  /// - Parameters:
  ///   - lhs: A number.
  ///   - rhs: An expression.
  /// - Returns: `lhs + rhs`.
  /// - Complexity: O(1) (O(t) when the expression's storage is shared).
  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs + lhs
  }

  /// The expression minus a number.
  ///
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: A number.
  /// - Returns: `lhs - rhs`.
  /// - Complexity: O(1) (O(t) when the expression's storage is shared).
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + -rhs
  }

  /// A number minus an expression.
  ///
  /// - Parameters:
  ///   - lhs: A number.
  ///   - rhs: An expression.
  /// - Returns: `lhs - rhs`.
  /// - Complexity: O(t), t the number of terms.
  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    -rhs + lhs
  }

  /// An expression plus a variable.
  ///
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: A variable.
  /// - Returns: `lhs + rhs`.
  /// - Complexity: O(1) (O(t) when the expression's storage is shared).
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    var result = lhs
    result.add(1, times: rhs)
    return result
  }

  /// A variable plus an expression.
  ///
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: An expression.
  /// - Returns: `lhs + rhs`.
  /// - Complexity: O(1) (O(t) when the expression's storage is shared).
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    rhs + lhs
  }

  /// An expression minus a variable.
  ///
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: A variable.
  /// - Returns: `lhs - rhs`.
  /// - Complexity: O(1) (O(t) when the expression's storage is shared).
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    var result = lhs
    result.add(-1, times: rhs)
    return result
  }

  /// A variable minus an expression.
  ///
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: An expression.
  /// - Returns: `lhs - rhs`.
  /// - Complexity: O(t), t the number of terms.
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    -rhs + lhs
  }
}

extension Variable {
  /// The sum of two variables.
  ///
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: Another variable.
  /// - Returns: The expression `lhs + rhs`.
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  /// The difference of two variables.
  ///
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: The variable to subtract.
  /// - Returns: The expression `lhs - rhs`.
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  /// A variable plus a number.
  ///
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: A number.
  /// - Returns: The expression `lhs + rhs`.
  public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  /// A number plus a variable.
  ///
  /// - Parameters:
  ///   - lhs: A number.
  ///   - rhs: A variable.
  /// - Returns: The expression `lhs + rhs`.
  public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(rhs) + lhs
  }

  /// A variable minus a number.
  ///
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: A number.
  /// - Returns: The expression `lhs - rhs`.
  public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  /// A number minus a variable.
  ///
  /// - Parameters:
  ///   - lhs: A number.
  ///   - rhs: A variable.
  /// - Returns: The expression `lhs - rhs`.
  public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(rhs, coefficient: -1) + lhs
  }

  /// A variable times a number.
  ///
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: The coefficient.
  /// - Returns: The expression `rhs × lhs`.
  public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs, coefficient: rhs)
  }

  /// A number times a variable.
  ///
  /// - Parameters:
  ///   - lhs: The coefficient.
  ///   - rhs: A variable.
  /// - Returns: The expression `lhs × rhs`.
  public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(rhs, coefficient: lhs)
  }

  /// A variable divided by a number.
  ///
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: The divisor.
  /// - Returns: The expression `lhs / rhs`.
  public static func / (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs, coefficient: 1 / rhs)
  }

  /// The variable negated.
  ///
  /// - Parameter operand: A variable.
  /// - Returns: The expression `-operand`.
  public static prefix func - (operand: Variable) -> LinearExpression {
    LinearExpression(operand, coefficient: -1)
  }
}
