/// The simplex tableau of a ``Solver``: rows `basic = constant + Σ coefficient × parametric`,
/// a column index, the objective, and a journal for undoing a failed change.
///
/// Symbols are `Int` ids into per-symbol arrays (`kinds`, `rows`, `columns`), so finding a
/// symbol's row or the rows that mention it costs an array access, never a hash of the row.
/// `columns[s]` lists (unordered) the basic symbols of the rows whose right-hand side mentions
/// `s`: substituting `s` touches only those rows. The objectives are kept outside the index.
///
/// Definitions (see ``Row/isDefinition``) are indexed apart, in `definitionColumns`, and their
/// values are cached in `definitionValues`, refreshed by ``refreshDefinitions()`` after each
/// change (see `Tableau+Definitions.swift`).
struct Tableau {
  /// The external symbol of each ``Variable``, by index.
  var variableSymbols: [Int] = []
  /// The kind of every symbol ever made (freed ids keep a stale kind until reused).
  var kinds: [SymbolKind] = []
  /// The row of each basic symbol; `nil` for a parametric (or free) one.
  var rows: [Row?] = []
  /// For each symbol, the basic symbols of the rows that mention it, in no order.
  var columns: [[Int]] = []
  /// Ids of removed slack, error and dummy symbols, for reuse.
  var freeSymbols: [Int] = []
  /// The weighted sum of the optional constraints' errors, in parametric symbols.
  var objective = Objective()
  /// The phase-one objective while a row with no subject is being added.
  var artificial: Objective?
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
  /// For each symbol, the basic symbols of the definitions that mention it, in no order.
  var definitionColumns: [[Int]] = []
  /// The value of each definition's symbol, as of the last ``refreshDefinitions()``.
  var definitionValues: [Double] = []
  /// Definitions whose value may have changed since the last ``refreshDefinitions()``.
  var staleDefinitions: [Int] = []
  /// Whether each symbol is in ``staleDefinitions``.
  var isStaleDefinition: [Bool] = []
  /// The ``Row/definitionOrder`` of the next definition.
  var nextDefinitionOrder = 0

  /// Below this magnitude an objective coefficient is rounding noise: weights span up to nine
  /// decades, so cancellations among large weights leave dust far above ``Row/epsilon``.
  var objectiveEpsilon: Double { max(Row.epsilon, largestWeight * 1e-11) }

  /// What a failed change must restore: the rows it touched (as they were before), and the
  /// state that is cheap to copy whole (the objective keeps its own undo log).
  struct Journal {
    /// A row as it was before the change touched it (`nil`: the symbol was not basic).
    struct SavedRow {
      var row: Row?
    }

    var savedRows: [Int: SavedRow] = [:]
    var objectiveConstant: Double
    var objectiveRoundingBound: Double
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

  /// The value of the variable with index `index`: its row's constant, or 0 if parametric.
  ///
  /// - Precondition: `index` is the index of a variable of this tableau.
  /// - Complexity: O(1).
  @inline(__always)
  func value(ofVariable index: Int) -> Double {
    precondition(
      index >= 0 && index < variableSymbols.count, "Variable was not made by this solver")
    return currentValue(of: variableSymbols[index])
  }

  /// The value of a symbol: its row's constant, a definition's cached value, or 0 if
  /// parametric.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func currentValue(of symbol: Int) -> Double {
    // Two projections, not a copy of the row (which would retain its terms).
    guard let order = rows[symbol]?.definitionOrder else { return 0 }
    return order >= 0 ? definitionValues[symbol] : rows[symbol]?.constant ?? 0
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
    definitionColumns.append([])
    definitionValues.append(0)
    isStaleDefinition.append(false)
    return kinds.count - 1
  }

  /// Frees a symbol that no row, column or objective mentions any more; a symbol still in use
  /// (floating-point dust the removal left) is kept.
  ///
  /// - Complexity: O(1).
  mutating func free(_ symbol: Int) {
    guard kinds[symbol] != .external, rows[symbol] == nil, columns[symbol].isEmpty,
      definitionColumns[symbol].isEmpty, !objective.contains(symbol)
    else { return }
    if journal != nil {
      journal?.pendingFree.append(symbol)
    } else {
      freeSymbols.append(symbol)
    }
  }

  // MARK: - Rows and the column index

  /// Records a row's old value in the journal before it changes, and marks the definitions
  /// that may read it (and the row itself, if a definition) stale.
  @inline(__always)
  mutating func touch(_ basic: Int) {
    if journal != nil {
      journal?.save(basic, rows[basic])
    }
    if rows[basic]?.isDefinition ?? false { markStale(basic) }
    if !definitionColumns[basic].isEmpty { markDependentsStale(basic) }
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

  /// Notes that the row of `basic` (a definition or not) mentions `symbol`.
  ///
  /// Dummies are not indexed in the rows over parametric symbols: chains of required equations
  /// can spread them densely through those rows (each mentions the dummy of every equation it
  /// depends on), and a dummy is only substituted when its equation is removed, which then
  /// scans the rows instead. Definitions index every term.
  @inline(__always)
  mutating func link(_ symbol: Int, _ basic: Int, definition: Bool) {
    if definition {
      definitionColumns[symbol].append(basic)
    } else if kinds[symbol] != .dummy {
      columns[symbol].append(basic)
    }
  }

  /// The basic symbols of the rows that mention `symbol`, definitions left out.
  ///
  /// That is its column, or for a dummy (not indexed) a scan of every row.
  ///
  /// - Complexity: O(1) for an indexed symbol; O(r log t) for a dummy, r the rows.
  func rowsMentioning(_ symbol: Int) -> [Int] {
    guard kinds[symbol] == .dummy else { return columns[symbol] }
    return rows.indices.filter {
      guard let row = rows[$0] else { return false }
      return !row.isDefinition && row.contains(symbol)
    }
  }

  /// Notes that the row of `basic` (a definition or not) no longer mentions `symbol`.
  ///
  /// - Complexity: O(c), c the rows that mention `symbol`.
  @inline(__always)
  mutating func unlink(_ symbol: Int, _ basic: Int, definition: Bool) {
    if definition {
      if let index = definitionColumns[symbol].lastIndex(of: basic) {
        definitionColumns[symbol].swapAt(index, definitionColumns[symbol].count - 1)
        definitionColumns[symbol].removeLast()
      }
    } else if kinds[symbol] != .dummy, let index = columns[symbol].lastIndex(of: basic) {
      columns[symbol].swapAt(index, columns[symbol].count - 1)
      columns[symbol].removeLast()
    }
  }

  /// Makes `row` the row of `basic`, indexing its terms.
  ///
  /// - Complexity: O(t).
  mutating func setRow(_ basic: Int, _ row: Row) {
    touch(basic)
    for term in row.terms {
      link(term.symbol, basic, definition: row.isDefinition)
    }
    rows[basic] = row
    if row.isDefinition { markStale(basic) }
  }

  /// Removes and returns the row of `basic`, dropping its terms from the column index.
  ///
  /// - Complexity: O(Σ c) over its terms' columns.
  mutating func takeRow(_ basic: Int) -> Row? {
    guard let row = rows[basic] else { return nil }
    touch(basic)
    rows[basic] = nil
    for term in row.terms {
      unlink(term.symbol, basic, definition: row.isDefinition)
    }
    return row
  }

  /// Adds `coefficient × symbol` to `row`, the (detached) row of `basic`, keeping the column
  /// index current.
  @inline(__always)
  mutating func add(_ coefficient: Double, to symbol: Int, in row: inout Row, basic: Int) {
    let (index, isPresent) = row.position(of: symbol)
    if isPresent {
      let sum = row.terms[index].coefficient + coefficient
      if abs(sum) < Row.epsilon {
        row.terms.remove(at: index)
        unlink(symbol, basic, definition: row.isDefinition)
      } else {
        row.terms[index].coefficient = sum
      }
    } else if abs(coefficient) >= Row.epsilon {
      row.terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
      link(symbol, basic, definition: row.isDefinition)
    }
  }

  /// Adds `factor × other` to `row`, the (detached) row of `basic`.
  ///
  /// A short `other` is inserted term by term (binary search); a long one is merged in one
  /// pass.
  ///
  /// - Complexity: O(t + u).
  mutating func add(_ other: Row, times factor: Double, to row: inout Row, basic: Int) {
    row.accumulate(other.constant * factor, carrying: other.roundingBound * abs(factor))
    if other.terms.count <= 8 || row.terms.count > 4 * other.terms.count {
      for term in other.terms {
        add(term.coefficient * factor, to: term.symbol, in: &row, basic: basic)
      }
      return
    }
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
        if abs(coefficient) >= Row.epsilon {
          merged.append(Term(symbol: right, coefficient: coefficient))
          link(right, basic, definition: row.isDefinition)
        }
        theirs += 1
      } else {
        let sum = row.terms[mine].coefficient + other.terms[theirs].coefficient * factor
        if abs(sum) >= Row.epsilon {
          merged.append(Term(symbol: left, coefficient: sum))
        } else {
          unlink(left, basic, definition: row.isDefinition)
        }
        mine += 1
        theirs += 1
      }
    }
    row.terms = merged
  }

  /// Adds `factor × row` to an objective.
  ///
  /// External symbols never enter it: the objectives mention only restricted symbols, so one
  /// can only be rounding noise.
  ///
  /// - Complexity: O(t) on average.
  func add(_ row: Row, times factor: Double, to target: inout Objective, epsilon: Double) {
    target.accumulate(row.constant * factor, carrying: row.roundingBound * abs(factor))
    for term in row.terms where kinds[term.symbol] != .external {
      target.add(
        term.coefficient * factor, to: term.symbol, epsilon: epsilon,
        isPivotable: kinds[term.symbol].isPivotable)
    }
  }

  /// Replaces `symbol` by `expression` in every row that mentions it (found through the column
  /// index) and in the objectives, noting restricted rows whose constant went negative.
  ///
  /// - Complexity: O(Σ (t + u)) over the rows that mention `symbol`, plus O(u) per objective.
  mutating func substitute(_ symbol: Int, with expression: Row) {
    let basics = rowsMentioning(symbol)
    columns[symbol] = []  // no row mentions it afterwards
    for basic in basics {
      guard var row = rows[basic] else { continue }
      touch(basic)
      rows[basic] = nil  // the local copy is now unique: edits happen in place
      let (index, isPresent) = row.position(of: symbol)
      if isPresent {
        let coefficient = row.terms.remove(at: index).coefficient
        add(expression, times: coefficient, to: &row, basic: basic)
        if kinds[basic].isRestricted && row.constant < 0 {
          infeasibleRows.append(basic)
        }
      }
      rows[basic] = row
    }
    let coefficient = objective.coefficient(of: symbol)
    if coefficient != 0 {
      var objective = self.objective
      self.objective = Objective()
      objective.remove(symbol)
      add(expression, times: coefficient, to: &objective, epsilon: objectiveEpsilon)
      self.objective = objective
    }
    if var artificial, case let coefficient = artificial.coefficient(of: symbol), coefficient != 0 {
      self.artificial = nil
      artificial.remove(symbol)
      add(expression, times: coefficient, to: &artificial, epsilon: Row.epsilon)
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
      objectiveConstant: objective.constant, objectiveRoundingBound: objective.roundingBound,
      infeasibleRows: infeasibleRows,
      symbolCount: kinds.count, freeSymbols: freeSymbols)
    objective.startLog()
    return true
  }

  /// Keeps the journaled changes and frees the symbols they removed.
  mutating func commit() {
    guard let journal else { return }
    self.journal = nil
    objective.stopLog()
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
          unlink(term.symbol, basic, definition: current.isDefinition)
        }
      }
    }
    for (basic, saved) in journal.savedRows {
      rows[basic] = saved.row
      if let row = saved.row {
        for term in row.terms {
          link(term.symbol, basic, definition: row.isDefinition)
        }
        if row.isDefinition { markStale(basic) }
      }
    }
    let count = journal.symbolCount
    kinds.removeSubrange(count...)
    rows.removeSubrange(count...)
    columns.removeSubrange(count...)
    changedExternals.removeAll { $0 >= count }
    isInChangedExternals.removeSubrange(count...)
    definitionColumns.removeSubrange(count...)
    definitionValues.removeSubrange(count...)
    staleDefinitions.removeAll { $0 >= count }
    isStaleDefinition.removeSubrange(count...)
    freeSymbols = journal.freeSymbols
    objective.undo()
    objective.constant = journal.objectiveConstant
    objective.roundingBound = journal.objectiveRoundingBound
    infeasibleRows = journal.infeasibleRows
    artificial = nil
  }
}
