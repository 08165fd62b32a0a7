/// One term of a row: a symbol and its coefficient.
struct Term {
  var symbol: Int
  var coefficient: Double
}

/// A linear form `constant + Σ coefficient × symbol`, its terms sorted by symbol id.
///
/// In the tableau a row is the right-hand side of `basic = constant + Σ …`; while a constraint
/// is being turned into a row it is the form of the equation `0 = constant + Σ …`. Coefficients
/// below ``Row/epsilon`` in magnitude are dropped when terms are added, so cancellations leave
/// no dust. The tableau edits `terms` directly when it must keep its column index current.
///
/// A *definition* (``definitionOrder`` ≥ 0) is the row of an external symbol that a required
/// equation made from a fresh variable, kept as written: it may mention basic symbols and other
/// definitions' symbols (read through their own rows), so a chain of equations costs a few
/// terms a row instead of every earlier equation's dummy. Its constant is not its value.
///
/// ``roundingBound`` bounds the rounding error of `constant`: every change of the constant adds
/// the error it brings (see ``accumulate(_:carrying:)``), so a constant that should be 0 can be
/// told from a real one by the magnitudes it was computed from (``isNegligible(_:bound:)``).
struct Row {
  /// Coefficients whose magnitude is below this are treated as 0 and dropped.
  static let epsilon = 1e-8

  /// The unit roundoff of `Double`: an operation's result is off by at most this times its
  /// magnitude.
  static let unitRoundoff = 0x1p-53

  /// How many times its rounding bound a constant that should be 0 may be: the bound counts
  /// each operation's own rounding and the errors it inherits, but not the errors of the
  /// coefficients the constants were multiplied by (a coefficient that is itself a product or
  /// ratio of coefficients is a few ulps off), nor second-order terms.
  static let roundingSafety = 16.0

  var constant: Double
  /// A bound on the rounding error `constant` carries: 0 for a caller's constant, grown by
  /// ``accumulate(_:carrying:)`` and ``scale(by:)``.
  var roundingBound = 0.0
  var terms: [Term]
  /// For a definition, when it was made (a definition mentions only older ones); -1 for a row
  /// over parametric symbols.
  var definitionOrder = -1

  /// Whether the row is a definition, which may mention basic symbols.
  var isDefinition: Bool { definitionOrder >= 0 }

  init(constant: Double = 0) {
    self.constant = constant
    self.terms = []
  }

  /// Whether `value`, a constant that should be 0 if a system is feasible, is 0 but for
  /// rounding: below ``epsilon``, or below ``roundingSafety`` times `bound`, the rounding error
  /// of the computation that made it.
  ///
  /// A constant made from 1e300-sized terms carries rounding errors of about 1e284, and one of
  /// 1e-4 made from them is 0; one of 255 made from 45 and 300 is not, however large the
  /// constants elsewhere in the tableau.
  static func isNegligible(_ value: Double, bound: Double) -> Bool {
    abs(value) < max(epsilon, roundingSafety * bound)
  }

  /// Adds `addend` to the constant, with `bound` the rounding error `addend` already carries
  /// (the error of the constant it was computed from, times the factor), and adds to
  /// ``roundingBound`` that error and the rounding of the product and the sum.
  @inline(__always)
  mutating func accumulate(_ addend: Double, carrying bound: Double) {
    constant += addend
    roundingBound += bound + Row.unitRoundoff * (abs(addend) + abs(constant))
  }

  /// Where `symbol` is, or where it would be inserted.
  ///
  /// - Complexity: O(log t), t the number of terms.
  func position(of symbol: Int) -> (index: Int, isPresent: Bool) {
    var low = 0
    var high = terms.count
    while low < high {
      let middle = (low + high) / 2
      let found = terms[middle].symbol
      if found == symbol { return (middle, true) }
      if found < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, 0 when absent.
  ///
  /// - Complexity: O(log t).
  func coefficient(of symbol: Int) -> Double {
    let (index, isPresent) = position(of: symbol)
    return isPresent ? terms[index].coefficient : 0
  }

  /// Whether the row mentions `symbol`.
  ///
  /// - Complexity: O(log t).
  func contains(_ symbol: Int) -> Bool {
    position(of: symbol).isPresent
  }

  /// Removes `symbol`'s term, if any, from a row that is not in the tableau.
  ///
  /// - Complexity: O(t).
  mutating func dropTerm(_ symbol: Int) {
    let (index, isPresent) = position(of: symbol)
    if isPresent { terms.remove(at: index) }
  }

  /// Multiplies the constant and every coefficient by `factor` (nonzero and finite).
  ///
  /// - Complexity: O(t).
  mutating func scale(by factor: Double) {
    constant *= factor
    roundingBound = roundingBound * abs(factor) + Row.unitRoundoff * abs(constant)
    for index in terms.indices {
      terms[index].coefficient *= factor
    }
  }

  /// Adds `coefficient × symbol` to a row that is not in the tableau (no column index to keep).
  ///
  /// - Complexity: O(t) for an insertion or removal, O(log t) otherwise.
  mutating func add(_ coefficient: Double, to symbol: Int) {
    let (index, isPresent) = position(of: symbol)
    if isPresent {
      let sum = terms[index].coefficient + coefficient
      if abs(sum) < Row.epsilon {
        terms.remove(at: index)
      } else {
        terms[index].coefficient = sum
      }
    } else if abs(coefficient) >= Row.epsilon {
      terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
    }
  }

  /// Adds `factor × other` to a row that is not in the tableau.
  ///
  /// - Complexity: O(t + u), u the number of terms of `other`.
  mutating func add(_ other: Row, times factor: Double) {
    accumulate(other.constant * factor, carrying: other.roundingBound * abs(factor))
    for term in other.terms {
      add(term.coefficient * factor, to: term.symbol)
    }
  }

  /// Turns the equation `0 = self` into `symbol = …`, removing `symbol`'s term.
  ///
  /// - Precondition: the row mentions `symbol`.
  /// - Complexity: O(t).
  mutating func solve(for symbol: Int) {
    let (index, isPresent) = position(of: symbol)
    precondition(isPresent, "Row.solve(for:) needs a symbol the row mentions")
    let coefficient = terms.remove(at: index).coefficient
    scale(by: -1 / coefficient)
  }

  /// Turns `basic = self` into `entering = …`: the row's new basic symbol is `entering`, and
  /// `basic` becomes one of its terms.
  ///
  /// - Precondition: the row mentions `entering`, and not `basic`.
  /// - Complexity: O(t).
  mutating func solve(leaving basic: Int, entering: Int) {
    add(-1, to: basic)
    solve(for: entering)
  }
}
