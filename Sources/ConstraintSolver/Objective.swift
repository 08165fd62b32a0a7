/// An objective row `constant + Σ coefficient × symbol` to minimise, with O(1) updates.
///
/// The objective gains two terms per optional constraint, so unlike a tableau row it can hold
/// thousands of terms; a hashed map keeps each update O(1), and the set of pivotable symbols
/// with a negative coefficient (the simplex's entering candidates) is kept alongside, so
/// finding one does not scan the objective. While a change may be rolled back, an undo log
/// records every coefficient it overwrites.
struct Objective {
  var constant: Double = 0
  /// A bound on the rounding error of `constant`, as for a row (``Row/roundingBound``): for the
  /// phase-one objective, what its leftover is judged against.
  var roundingBound = 0.0
  private(set) var coefficients: [Int: Double] = [:]
  /// The pivotable symbols whose coefficient is negative.
  private(set) var negatives: Set<Int> = []
  /// `(symbol, old coefficient, was pivotable)` for every change since ``startLog()``.
  private var log: [(symbol: Int, coefficient: Double, isPivotable: Bool)]?

  /// The coefficient of `symbol`, 0 when absent.
  func coefficient(of symbol: Int) -> Double {
    coefficients[symbol] ?? 0
  }

  /// Whether the objective mentions `symbol`.
  func contains(_ symbol: Int) -> Bool {
    coefficients[symbol] != nil
  }

  /// The terms sorted by symbol, for descriptions and checks.
  var sortedTerms: [Term] {
    coefficients.map { Term(symbol: $0.key, coefficient: $0.value) }.sorted {
      $0.symbol < $1.symbol
    }
  }

  /// The lowest-id entering candidate (Bland's rule), if any.
  ///
  /// - Complexity: O(n), n the number of negative pivotable coefficients (usually a handful).
  var lowestNegative: Int? { negatives.min() }

  /// Adds `addend` to the constant, and its error and rounding to the bound (as
  /// ``Row/accumulate(_:carrying:)`` does for a row).
  @inline(__always)
  mutating func accumulate(_ addend: Double, carrying bound: Double) {
    constant += addend
    roundingBound += bound + Row.unitRoundoff * (abs(addend) + abs(constant))
  }

  /// Adds `coefficient × symbol`; a sum below `epsilon` in magnitude is dropped.
  ///
  /// - Complexity: O(1) on average.
  mutating func add(
    _ coefficient: Double, to symbol: Int, epsilon: Double, isPivotable: Bool
  ) {
    let old = coefficients[symbol] ?? 0
    let sum = old + coefficient
    set(abs(sum) < epsilon ? 0 : sum, for: symbol, old: old, isPivotable: isPivotable)
  }

  /// Removes `symbol`'s term, if any.
  ///
  /// - Complexity: O(1) on average.
  mutating func remove(_ symbol: Int) {
    guard let old = coefficients[symbol] else { return }
    set(0, for: symbol, old: old, isPivotable: negatives.contains(symbol))
  }

  private mutating func set(_ value: Double, for symbol: Int, old: Double, isPivotable: Bool) {
    if log != nil { log?.append((symbol, old, isPivotable)) }
    coefficients[symbol] = value == 0 ? nil : value
    if isPivotable && value < 0 {
      negatives.insert(symbol)
    } else if old < 0 {
      negatives.remove(symbol)
    }
  }

  /// Starts recording changes for ``undo()``.
  mutating func startLog() {
    log = []
  }

  /// Stops recording and keeps the changes.
  mutating func stopLog() {
    log = nil
  }

  /// Restores every coefficient changed since ``startLog()``, and stops recording.
  ///
  /// - Complexity: O(c), c the changes recorded.
  mutating func undo() {
    guard let log else { return }
    self.log = nil
    for entry in log.reversed() {
      let current = coefficients[entry.symbol] ?? 0
      set(entry.coefficient, for: entry.symbol, old: current, isPivotable: entry.isPivotable)
    }
  }
}
