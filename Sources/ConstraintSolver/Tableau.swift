/// The simplex tableau of a ``Solver``: rows `basic = constant + Σ coefficient × parametric`,
/// a column index, the objective, and a journal for undoing a failed change.
///
/// Symbols are `Int` ids into per-symbol arrays (`kinds`, `rows`, `columns`), so finding a
/// symbol's row or the rows that mention it costs an array access, never a hash of the row.
/// `columns[s]` holds the basic symbols of the rows whose right-hand side mentions `s`:
/// substituting `s` touches only those rows. The objective and the artificial objective are
/// kept outside the column index.
struct Tableau {
  /// The kind of every symbol ever made (freed ids keep a stale kind until reused).
  var kinds: [SymbolKind] = []
  /// The row of each basic symbol; `nil` for a parametric (or free) one.
  var rows: [Row?] = []
  /// For each symbol, the basic symbols of the rows that mention it.
  var columns: [Set<Int>] = []
  /// Ids of removed slack, error and dummy symbols, for reuse.
  var freeSymbols: [Int] = []
  /// The weighted sum of the optional constraints' errors, in parametric symbols.
  var objective = Row()
  /// The phase-one objective while a row with no subject is being added.
  var artificial: Row?
  /// Restricted basic symbols whose constant may have gone negative, for the dual simplex.
  var infeasibleRows: [Int] = []
  /// The undo journal of the change in progress, if it may have to be rolled back.
  var journal: Journal?
  /// External symbols whose row changed since ``takeChangedExternals()`` last ran, each once.
  var changedExternals: [Int] = []
  /// Whether each symbol is in ``changedExternals``.
  var isInChangedExternals: [Bool] = []
  /// The largest error weight ever added: the objective's coefficients are relative to it.
  var largestWeight = 1.0

  /// The "basic" of the objective in the row-editing primitives: outside the column index.
  static let objectiveRow = -1
  /// The "basic" of the phase-one objective in the row-editing primitives.
  static let artificialRow = -2

  /// Below this magnitude an objective coefficient is rounding noise: weights span up to nine
  /// decades, so cancellations among large weights leave dust far above ``Row/epsilon``.
  var objectiveEpsilon: Double { max(Row.epsilon, largestWeight * 1e-11) }

  /// What a failed change must restore: the rows it touched (as they were before), and the
  /// state that is cheap to copy whole.
  struct Journal {
    /// A row as it was before the change touched it (`nil`: the symbol was not basic).
    struct SavedRow {
      var row: Row?
    }

    var savedRows: [Int: SavedRow] = [:]
    var objective: Row
    var infeasibleRows: [Int]
    var symbolCount: Int
    var freeSymbols: [Int]
    /// Symbols removed during the change, freed only when it commits.
    var pendingFree: [Int] = []

    mutating func save(_ symbol: Int, _ row: Row?) {
      if savedRows[symbol] == nil {
        savedRows[symbol] = SavedRow(row: row)
      }
    }
  }

  // MARK: - Symbols

  /// A new symbol of `kind`, reusing a freed id when there is one.
  ///
  /// - Complexity: amortised O(1).
  mutating func makeSymbol(_ kind: SymbolKind) -> Int {
    if let symbol = freeSymbols.popLast() {
      kinds[symbol] = kind
      return symbol
    }
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    isInChangedExternals.append(false)
    return kinds.count - 1
  }

  /// Frees a symbol that no row, column or objective mentions any more; a symbol still in use
  /// (floating-point dust the removal left) is kept.
  ///
  /// - Complexity: O(log t) for the objective look-up.
  mutating func free(_ symbol: Int) {
    guard kinds[symbol] != .external, rows[symbol] == nil, columns[symbol].isEmpty,
      !objective.contains(symbol)
    else { return }
    if journal != nil {
      journal?.pendingFree.append(symbol)
    } else {
      freeSymbols.append(symbol)
    }
  }

  // MARK: - Rows and the column index

  /// Records a row's old value in the journal before it changes.
  @inline(__always)
  mutating func touch(_ basic: Int) {
    if journal != nil {
      journal?.save(basic, rows[basic])
    }
    if basic >= 0, kinds[basic] == .external, !isInChangedExternals[basic] {
      isInChangedExternals[basic] = true
      changedExternals.append(basic)
    }
  }

  /// The external symbols whose rows changed since the last call (a superset of those whose
  /// value changed), and starts a new list.
  ///
  /// - Complexity: O(k), k the symbols returned.
  mutating func takeChangedExternals() -> [Int] {
    let changed = changedExternals
    changedExternals = []
    for symbol in changed { isInChangedExternals[symbol] = false }
    return changed
  }

  /// Makes `row` the row of `basic`, indexing its terms.
  ///
  /// - Complexity: O(t) set insertions.
  mutating func setRow(_ basic: Int, _ row: Row) {
    touch(basic)
    for term in row.terms {
      columns[term.symbol].insert(basic)
    }
    rows[basic] = row
  }

  /// Removes and returns the row of `basic`, dropping its terms from the column index.
  ///
  /// - Complexity: O(t) set removals.
  mutating func takeRow(_ basic: Int) -> Row? {
    guard let row = rows[basic] else { return nil }
    touch(basic)
    rows[basic] = nil
    for term in row.terms {
      columns[term.symbol].remove(basic)
    }
    return row
  }

  /// Adds `coefficient × symbol` to `row`, the (detached) row of `basic`.
  ///
  /// It keeps the column index current. A negative `basic` is an objective (``objectiveRow``, ``artificialRow``):
  /// outside the index, and an external symbol never enters it (the objectives mention only
  /// restricted symbols, so one can only be rounding noise); the objective's own, relative
  /// ``objectiveEpsilon`` applies to it.
  @inline(__always)
  mutating func add(_ coefficient: Double, to symbol: Int, in row: inout Row, basic: Int) {
    let epsilon = basic == Tableau.objectiveRow ? objectiveEpsilon : Row.epsilon
    let (index, isPresent) = row.position(of: symbol)
    if isPresent {
      let sum = row.terms[index].coefficient + coefficient
      if abs(sum) < epsilon {
        row.terms.remove(at: index)
        if basic >= 0 { columns[symbol].remove(basic) }
      } else {
        row.terms[index].coefficient = sum
      }
    } else if abs(coefficient) >= epsilon && (basic >= 0 || kinds[symbol] != .external) {
      row.terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
      if basic >= 0 { columns[symbol].insert(basic) }
    }
  }

  /// Adds `factor × other` to `row`, the (detached) row of `basic` (negative: an objective).
  ///
  /// A short `other` is inserted term by term (binary search); a long one is merged in one
  /// pass.
  ///
  /// - Complexity: O(t + u).
  mutating func add(_ other: Row, times factor: Double, to row: inout Row, basic: Int) {
    row.constant += other.constant * factor
    if other.terms.count <= 8 || row.terms.count > 4 * other.terms.count {
      for term in other.terms {
        add(term.coefficient * factor, to: term.symbol, in: &row, basic: basic)
      }
      return
    }
    let epsilon = basic == Tableau.objectiveRow ? objectiveEpsilon : Row.epsilon
    var merged: [Term] = []
    merged.reserveCapacity(row.terms.count + other.terms.count)
    var mine = 0
    var theirs = 0
    while mine < row.terms.count || theirs < other.terms.count {
      let left = mine < row.terms.count ? row.terms[mine].symbol : Int.max
      let right = theirs < other.terms.count ? other.terms[theirs].symbol : Int.max
      if left < right {
        merged.append(row.terms[mine])
        mine += 1
      } else if right < left {
        let coefficient = other.terms[theirs].coefficient * factor
        if abs(coefficient) >= epsilon && (basic >= 0 || kinds[right] != .external) {
          merged.append(Term(symbol: right, coefficient: coefficient))
          if basic >= 0 { columns[right].insert(basic) }
        }
        theirs += 1
      } else {
        let sum = row.terms[mine].coefficient + other.terms[theirs].coefficient * factor
        if abs(sum) >= epsilon {
          merged.append(Term(symbol: left, coefficient: sum))
        } else if basic >= 0 {
          columns[left].remove(basic)
        }
        mine += 1
        theirs += 1
      }
    }
    row.terms = merged
  }

  /// Replaces `symbol` in `row` (the detached row of `basic`; negative: an objective) by its
  /// expression `expression`.
  ///
  /// - Complexity: O(t + u).
  mutating func substitute(
    _ symbol: Int, with expression: Row, in row: inout Row, basic: Int
  ) {
    let (index, isPresent) = row.position(of: symbol)
    guard isPresent else { return }
    let coefficient = row.terms.remove(at: index).coefficient
    if basic >= 0 { columns[symbol].remove(basic) }
    add(expression, times: coefficient, to: &row, basic: basic)
  }

  /// Replaces `symbol` by `expression` in every row that mentions it (found through the column
  /// index) and in the objectives, noting restricted rows whose constant went negative.
  ///
  /// - Complexity: O(Σ (t + u)) over the rows that mention `symbol`, plus the objectives.
  mutating func substitute(_ symbol: Int, with expression: Row) {
    let basics = columns[symbol]
    for basic in basics {
      guard var row = rows[basic] else { continue }
      touch(basic)
      rows[basic] = nil  // the local copy is now unique: edits happen in place
      substitute(symbol, with: expression, in: &row, basic: basic)
      if kinds[basic].isRestricted && row.constant < 0 {
        infeasibleRows.append(basic)
      }
      rows[basic] = row
    }
    var objective = self.objective
    self.objective = Row()
    substitute(symbol, with: expression, in: &objective, basic: Tableau.objectiveRow)
    self.objective = objective
    if var artificial {
      self.artificial = nil
      substitute(symbol, with: expression, in: &artificial, basic: Tableau.artificialRow)
      self.artificial = artificial
    }
  }

  /// Makes `entering` basic in place of `leaving`, substituting it everywhere.
  ///
  /// - Precondition: `leaving` is basic and its row mentions `entering`.
  /// - Complexity: the substitution's.
  mutating func pivot(entering: Int, leaving: Int) {
    guard var row = takeRow(leaving) else {
      preconditionFailure("pivot needs a basic leaving symbol")
    }
    row.solve(leaving: leaving, entering: entering)
    substitute(entering, with: row)
    setRow(entering, row)
  }

  // MARK: - Transactions

  /// Starts journaling changes, unless a journal is already open.
  ///
  /// - Returns: Whether this call opened the journal (and so must commit or roll back).
  mutating func beginTransaction() -> Bool {
    guard journal == nil else { return false }
    journal = Journal(
      objective: objective, infeasibleRows: infeasibleRows, symbolCount: kinds.count,
      freeSymbols: freeSymbols)
    return true
  }

  /// Keeps the journaled changes and frees the symbols they removed.
  mutating func commit() {
    guard let journal else { return }
    self.journal = nil
    for symbol in journal.pendingFree {
      free(symbol)
    }
  }

  /// Undoes every change since ``beginTransaction()``.
  ///
  /// - Complexity: O(Σ t) over the rows the change touched.
  mutating func rollback() {
    guard let journal else { return }
    self.journal = nil
    for (basic, _) in journal.savedRows {
      if let current = rows[basic] {
        for term in current.terms {
          columns[term.symbol].remove(basic)
        }
      }
    }
    for (basic, saved) in journal.savedRows {
      rows[basic] = saved.row
      if let row = saved.row {
        for term in row.terms {
          columns[term.symbol].insert(basic)
        }
      }
    }
    let count = journal.symbolCount
    kinds.removeSubrange(count...)
    rows.removeSubrange(count...)
    columns.removeSubrange(count...)
    changedExternals.removeAll { $0 >= count }
    isInChangedExternals.removeSubrange(count...)
    freeSymbols = journal.freeSymbols
    objective = journal.objective
    infeasibleRows = journal.infeasibleRows
    artificial = nil
  }
}
