extension Tableau {
  /// Checks the tableau's invariants, trapping with a message on the first that fails.
  ///
  /// Every row is sorted with nonzero finite coefficients and mentions only parametric
  /// symbols (never its own basic symbol); restricted basic symbols have non-negative
  /// constants; the column index lists exactly the rows that mention each symbol; the
  /// objective mentions only parametric, restricted symbols; no change is in progress.
  /// Definitions are rows of external symbols that may mention basic symbols but only older
  /// definitions, indexed apart, with cached values that match their rows.
  ///
  /// - Complexity: O(Σ t log r) over all rows.
  func checkInvariants() {
    precondition(artificial == nil, "the artificial objective outlived its insertion")
    precondition(journal == nil, "a journal is still open")
    precondition(staleDefinitions.isEmpty, "a definition's value was not refreshed")
    precondition(kinds.count == rows.count && rows.count == columns.count, "symbol arrays differ")
    let free = Set(freeSymbols)
    precondition(free.count == freeSymbols.count, "a symbol is freed twice")
    for basic in rows.indices {
      if let row = rows[basic], row.isDefinition {
        checkDefinition(row, of: basic)
      } else if let row = rows[basic] {
        precondition(!free.contains(basic), "a freed symbol is basic")
        precondition(row.constant.isFinite, "a row constant is not finite")
        if kinds[basic].isRestricted {
          precondition(row.constant >= -1e-7, "a restricted basic symbol is negative")
        }
        checkTerms(row, allowExternal: true)
        if kinds[basic] == .dummy {
          precondition(abs(row.constant) < Row.epsilon, "a redundant equation's row is not 0")
          precondition(
            row.terms.allSatisfy { kinds[$0.symbol] == .dummy },
            "a redundant equation's row mentions more than dummies")
        }
        for term in row.terms {
          precondition(term.symbol != basic, "a row mentions its own basic symbol")
          precondition(
            kinds[term.symbol] == .dummy || columns[term.symbol].contains(basic),
            "the column index misses a row")
        }
      }
      for mentioning in columns[basic] {
        precondition(
          rows[mentioning].map { !$0.isDefinition && $0.contains(basic) } ?? false,
          "the column index lists a row wrongly")
      }
      for mentioning in definitionColumns[basic] {
        precondition(
          rows[mentioning].map { $0.isDefinition && $0.contains(basic) } ?? false,
          "the definition index lists a row wrongly")
      }
      precondition(
        Set(definitionColumns[basic]).count == definitionColumns[basic].count,
        "the definition index lists a row twice")
      precondition(
        Set(columns[basic]).count == columns[basic].count, "the column index lists a row twice")
      precondition(kinds[basic] != .dummy || columns[basic].isEmpty, "a dummy is indexed")
      if free.contains(basic) {
        precondition(
          columns[basic].isEmpty && definitionColumns[basic].isEmpty,
          "a freed symbol is still mentioned")
        precondition(kinds[basic] != .external, "an external symbol was freed")
      }
    }
    var objectiveRow = Row(constant: objective.constant)
    objectiveRow.terms = objective.sortedTerms
    checkTerms(objectiveRow, allowExternal: false)
    for term in objectiveRow.terms {
      precondition(!free.contains(term.symbol), "the objective mentions a freed symbol")
      precondition(
        objective.negatives.contains(term.symbol)
          == (term.coefficient < 0 && kinds[term.symbol].isPivotable),
        "the objective's entering candidates are wrong")
    }
    precondition(
      objective.negatives.allSatisfy { objective.contains($0) },
      "the objective's entering candidates are wrong")
  }

  /// Checks a definition: an external symbol's row, sorted and nonzero, that mentions only
  /// older definitions (so expanding one ends), indexed, with a cached value that matches it.
  private func checkDefinition(_ row: Row, of basic: Int) {
    precondition(kinds[basic] == .external, "a definition defines a marker")
    precondition(row.constant.isFinite, "a definition's constant is not finite")
    var previous = -1
    var value = row.constant
    var scale = abs(value)
    for term in row.terms {
      precondition(term.symbol > previous, "definition terms are not sorted and unique")
      previous = term.symbol
      precondition(term.symbol != basic, "a definition mentions its own symbol")
      precondition(
        term.coefficient != 0 && term.coefficient.isFinite,
        "a definition's coefficient is zero or not finite")
      precondition(!isStaleDefinition[term.symbol], "a definition reads a stale one")
      if let other = rows[term.symbol], other.isDefinition {
        precondition(
          other.definitionOrder < row.definitionOrder, "a definition mentions a newer one")
      }
      precondition(
        definitionColumns[term.symbol].contains(basic), "the definition index misses a row")
      let part = term.coefficient * currentValue(of: term.symbol)
      value += part
      scale = max(scale, abs(part))
    }
    precondition(
      abs(value - definitionValues[basic]) <= 1e-9 * max(1, scale),
      "a definition's cached value is stale")
  }

  /// Checks that a row's terms are sorted, nonzero, finite and parametric.
  private func checkTerms(_ row: Row, allowExternal: Bool) {
    var previous = -1
    for term in row.terms {
      precondition(term.symbol > previous, "row terms are not sorted and unique")
      previous = term.symbol
      precondition(
        term.coefficient != 0 && term.coefficient.isFinite, "a coefficient is zero or not finite")
      precondition(rows[term.symbol] == nil, "a row mentions a basic symbol")
      precondition(
        allowExternal || kinds[term.symbol] != .external, "the objective mentions a variable")
    }
  }
}
