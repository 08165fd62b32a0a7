// Definitions: required equations kept as written when they introduce a fresh variable.
//
// In a tableau over parametric symbols, a variable fixed by a chain of required equations
// (`x₁ = 8`, `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 8`) has a row that mentions the dummy of every equation it
// depends on, whatever order they came in: the n-th row has O(n) terms and the chain O(n²).
// A definition keeps such an equation as written, `xᵢ := xᵢ₋₁ + wᵢ₋₁ + 8 - dᵢ`, reading the
// other symbols through their own rows, and is expanded only when a row over parametric symbols
// needs it (a later inequality on `xᵢ`, say). The simplex never sees definitions: their
// symbols are unrestricted and fresh when defined, so no restricted row or objective mentions
// them.

extension Tableau {
  /// Whether an external symbol is fresh: not basic and mentioned by no row.
  func isFresh(_ symbol: Int) -> Bool {
    kinds[symbol] == .external && rows[symbol] == nil && columns[symbol].isEmpty
      && definitionColumns[symbol].isEmpty
  }

  /// Adds the required equation `0 = constant + Σ terms` as a definition of its lowest fresh
  /// external symbol, if it has one.
  ///
  /// Nothing mentions the symbol, so nothing is substituted and no pivot follows.
  ///
  /// - Returns: The equation's markers (its dummy), or `nil` when no symbol of `terms` is fresh.
  /// - Complexity: O(t log t), t the terms.
  mutating func insertDefinition(
    terms: [(symbol: Int, coefficient: Double)], constant: Double
  ) -> ConstraintRow? {
    guard
      let subject = terms.first(where: {
        abs($0.coefficient) >= Row.epsilon && isFresh($0.symbol)
      })?.symbol
    else { return nil }
    var row = Row(constant: constant)
    for (symbol, coefficient) in terms {
      row.add(coefficient, to: symbol)
    }
    let dummy = makeSymbol(.dummy)
    row.add(1, to: dummy)
    row.solve(for: subject)
    row.definitionOrder = nextDefinitionOrder
    nextDefinitionOrder += 1
    setRow(subject, row)
    return ConstraintRow(
      marker: dummy, other: -1, markerCoefficient: 1, otherCoefficient: 0, weight: 0)
  }

  /// `row` with every basic symbol replaced by its row, definitions expanded recursively: the
  /// same linear form over parametric symbols only.
  ///
  /// Each definition is expanded once, newest first (a definition mentions only older ones).
  ///
  /// - Complexity: O(Σ t log d) over the rows expanded, d the definitions among them.
  func expanded(_ row: Row) -> Row {
    // The constant and its rounding bound; the terms are collected in `parametric`.
    var result = Row(constant: row.constant)
    result.roundingBound = row.roundingBound
    var parametric: [Int: Double] = [:]
    var pending: [Int: Double] = [:]
    var queue = OrderQueue()
    func accumulate(_ symbol: Int, _ coefficient: Double) {
      guard let basicRow = rows[symbol] else {
        parametric[symbol, default: 0] += coefficient
        return
      }
      if basicRow.isDefinition {
        if pending[symbol] == nil { queue.push(basicRow.definitionOrder, symbol) }
        pending[symbol, default: 0] += coefficient
        return
      }
      result.accumulate(
        coefficient * basicRow.constant, carrying: basicRow.roundingBound * abs(coefficient))
      for term in basicRow.terms {
        parametric[term.symbol, default: 0] += coefficient * term.coefficient
      }
    }
    for term in row.terms {
      accumulate(term.symbol, term.coefficient)
    }
    while let symbol = queue.popNewest() {
      guard let coefficient = pending.removeValue(forKey: symbol), let definition = rows[symbol]
      else { continue }
      result.accumulate(
        coefficient * definition.constant, carrying: definition.roundingBound * abs(coefficient))
      for term in definition.terms {
        accumulate(term.symbol, coefficient * term.coefficient)
      }
    }
    result.terms = parametric.compactMap { symbol, coefficient in
      abs(coefficient) >= Row.epsilon ? Term(symbol: symbol, coefficient: coefficient) : nil
    }
    result.terms.sort { $0.symbol < $1.symbol }
    return result
  }

  /// Replaces `symbol`, which is leaving the tableau (a removed constraint's marker), by
  /// `expression` in every row, definitions included, and in the objectives.
  ///
  /// - Parameters:
  ///   - symbol: A parametric symbol, or one whose row was just taken.
  ///   - expression: What it equals: a row over parametric symbols, or a definition solved
  ///     for `symbol` when no row over parametric symbols mentions it and nothing the
  ///     definition reads does (the objectives then receive it expanded).
  mutating func eliminate(_ symbol: Int, with expression: Row) {
    if !expression.isDefinition {
      substitute(symbol, with: expression)
    } else if objective.contains(symbol) || (artificial?.contains(symbol) ?? false) {
      substitute(symbol, with: expanded(expression))
    }
    let basics = definitionColumns[symbol]
    definitionColumns[symbol] = []
    for basic in basics {
      guard var row = rows[basic] else { continue }
      touch(basic)
      rows[basic] = nil
      let (index, isPresent) = row.position(of: symbol)
      if isPresent {
        let coefficient = row.terms.remove(at: index).coefficient
        add(expression, times: coefficient, to: &row, basic: basic)
      }
      rows[basic] = row
    }
  }

  // MARK: - Cached values

  /// Marks a definition stale.
  @inline(__always)
  mutating func markStale(_ symbol: Int) {
    if !isStaleDefinition[symbol] {
      isStaleDefinition[symbol] = true
      staleDefinitions.append(symbol)
    }
  }

  /// Marks stale every definition that mentions `symbol`.
  mutating func markDependentsStale(_ symbol: Int) {
    for dependent in definitionColumns[symbol] {
      markStale(dependent)
    }
  }

  /// Recomputes the cached value of every stale definition, and of the definitions that read
  /// one whose value changed, oldest first; each whose value changed is noted as changed.
  ///
  /// - Complexity: O(Σ t log s) over the definitions recomputed, s the stale ones.
  mutating func refreshDefinitions() {
    guard !staleDefinitions.isEmpty else { return }
    var queue = OrderQueue()
    for symbol in staleDefinitions {
      guard symbol < rows.count, let row = rows[symbol], row.isDefinition else {
        if symbol < rows.count { isStaleDefinition[symbol] = false }
        continue
      }
      queue.push(-row.definitionOrder, symbol)
    }
    staleDefinitions = []
    while let symbol = queue.popNewest() {
      isStaleDefinition[symbol] = false
      // Projections into the row, not a copy of it (which would retain its terms).
      guard let order = rows[symbol]?.definitionOrder, order >= 0,
        var value = rows[symbol]?.constant, let count = rows[symbol]?.terms.count
      else { continue }
      for index in 0..<count {
        guard let term = rows[symbol]?.terms[index] else { continue }
        value += term.coefficient * currentValue(of: term.symbol)
      }
      guard value != definitionValues[symbol] else { continue }
      definitionValues[symbol] = value
      if !isInChangedExternals[symbol] {
        isInChangedExternals[symbol] = true
        changedExternals.append(symbol)
      }
      for dependent in definitionColumns[symbol] where !isStaleDefinition[dependent] {
        guard let order = rows[dependent]?.definitionOrder else { continue }
        isStaleDefinition[dependent] = true
        queue.push(-order, dependent)
      }
    }
  }
}

/// A binary max-heap of symbols by a key (a definition's order, or its negation for oldest
/// first).
struct OrderQueue {
  private var items: [(key: Int, symbol: Int)] = []

  /// Adds `symbol` with `key`.
  ///
  /// - Complexity: O(log n).
  mutating func push(_ key: Int, _ symbol: Int) {
    items.append((key, symbol))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[parent].key < items[child].key else { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  /// Removes and returns the symbol with the largest key, if any.
  ///
  /// - Complexity: O(log n).
  mutating func popNewest() -> Int? {
    guard let first = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var largest = parent
        if left < items.count && items[left].key > items[largest].key { largest = left }
        if right < items.count && items[right].key > items[largest].key { largest = right }
        guard largest != parent else { break }
        items.swapAt(parent, largest)
        parent = largest
      }
    }
    return first.symbol
  }
}
