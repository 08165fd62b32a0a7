// Precision after a huge constant. Every change updates the tableau from the previous one, so
// a constant of magnitude H (a window 1e100 points wide) leaves its rows' constants with
// rounding errors of about H × 2^-52 even after it is gone: a window set back to 390 points
// would solve its fields to a width of 0. When the largest constant left is far below the
// largest the tableau has taken, the solver builds its tableau again from its constraints as
// they now read, so the error is back to the scale of the values that are left. While a huge
// constant stays, every change is followed by a rebuild too: an incremental update adds the
// change to rows where the huge constant can absorb it (a view centred in a root whose width
// changes by 360 next to a margin of 1e100), where a fresh tableau that takes the huge
// constants last keeps them in the rows of the variables that depend on them.

extension Solver {
  /// The magnitude from which a constant's rounding error (its magnitude × 2^-52, about
  /// 1.5e-5 here) could reach the results' resolution.
  static let precisionWatermark = 0x1p36

  /// How far below the tableau's largest constant the constants left must fall for a rebuild
  /// to pay: the error then shrinks by at least this factor.
  static let precisionRecovery = 0x1p16

  /// Notes a constant entering the tableau.
  func noteConstant(_ constant: Double) {
    let magnitude = abs(constant)
    if magnitude > largestConstant { largestConstant = magnitude }
  }

  /// Builds the tableau again when a huge constant has left it (the tableau has taken a
  /// constant beyond ``precisionWatermark`` and the largest left is ``precisionRecovery``
  /// times smaller) or when one beyond the watermark is still there.
  ///
  /// - Complexity: O(1) unless a constant beyond the watermark has entered; then O(c) to
  ///   find the largest constant left, and a rebuild (each constraint added again) when it
  ///   pays or a huge constant stays.
  func rebuildIfPrecisionWasLost() {
    guard largestConstant >= Self.precisionWatermark else { return }
    var largestLeft = 0.0
    for record in records.values {
      largestLeft = max(largestLeft, abs(record.constraint.expression.constant))
    }
    guard
      largestLeft * Self.precisionRecovery < largestConstant
        || largestLeft >= Self.precisionWatermark
    else { return }
    rebuild()
    largestConstant = largestLeft
  }

  /// Whether a record's constant is beyond ``precisionWatermark``.
  private func isHuge(_ record: Record) -> Bool {
    abs(record.constraint.expression.constant) >= Self.precisionWatermark
  }

  /// Builds a fresh tableau from the records, keeping every identity.
  ///
  /// Each constraint is added again with its current constant (the edit variables' at their
  /// last suggested values), in the order they were first added but those with a constant
  /// beyond ``precisionWatermark`` after the others, and every variable is
  /// reported changed. If an addition fails (rounding can make a required constraint that held
  /// fail to fit again), the old tableau stays.
  private func rebuild() {
    let saved = (tableau, records, markerOwners, variableOfSymbol, userConstraintCount)
    tableau = Tableau()
    variableOfSymbol = [:]
    for index in variableNames.indices {
      let symbol = tableau.makeSymbol(.external)
      tableau.variableSymbols.append(symbol)
      variableOfSymbol[symbol] = index
    }
    // Constraints with huge constants go in last, so the rows of the others are solved first
    // and a huge constant only enters the rows of the variables that depend on it.
    let ordered = records.sorted {
      let (first, second) = (isHuge($0.value), isHuge($1.value))
      return first == second ? $0.key.rawValue < $1.key.rawValue : second
    }
    records = [:]
    markerOwners = [:]
    userConstraintCount = 0
    do {
      for (id, record) in ordered {
        try insert(record.constraint, as: id, isEdit: record.isEdit)
      }
    } catch {
      (tableau, records, markerOwners, variableOfSymbol, userConstraintCount) = saved
      return
    }
    tableau.refreshDefinitions()
    for symbol in tableau.variableSymbols where !tableau.isInChangedExternals[symbol] {
      tableau.isInChangedExternals[symbol] = true
      tableau.changedExternals.append(symbol)
    }
  }
}
