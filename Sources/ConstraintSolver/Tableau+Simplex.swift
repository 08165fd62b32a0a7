// Adding and removing constraint rows, and the primal and dual simplex (Badros, Borning and
// Stuckey 2001, sections 3 and 4).

/// A constraint as the tableau knows it: its row's markers and their coefficients in the
/// equation the constraint became (`expression + marker terms = 0`, before any negation).
struct ConstraintRow {
  /// The slack (inequality), dummy (required equation) or positive error (optional equation).
  var marker: Int
  /// The error of an optional constraint that is not the marker, or -1.
  var other: Int
  var markerCoefficient: Double
  var otherCoefficient: Double
  /// The weight of the errors in the objective; 0 for a required constraint.
  var weight: Double
}

/// How adding a row ended.
enum InsertOutcome {
  case added
  /// The row cannot hold with the required rows: the markers whose combination proves it.
  case infeasible(markers: [Int])
}

extension Tableau {
  /// Turns a caller's expression into the equation `0 = row` over parametric symbols.
  ///
  /// Each basic symbol is replaced by its row, and the slack, error or dummy symbols of
  /// `relation` are added; optional errors enter the objective. The new symbols are fresh, so
  /// nothing else mentions them yet.
  ///
  /// - Parameters:
  ///   - terms: The expression's (external symbol, coefficient) pairs, coefficients finite.
  ///   - constant: The expression's constant.
  ///   - relation: How the expression compares with 0.
  ///   - weight: The error weight, or `nil` for a required constraint.
  /// - Returns: The row (constant made non-negative) and its markers.
  /// - Complexity: O(Σ t) over the rows of the basic symbols in `terms`.
  mutating func makeRow(
    terms: [(symbol: Int, coefficient: Double)], constant: Double, relation: Relation,
    weight: Double?
  ) -> (row: Row, markers: ConstraintRow) {
    if let weight { largestWeight = max(largestWeight, weight) }
    var row = Row(constant: constant)
    var definitions = Row()
    for (symbol, coefficient) in terms where abs(coefficient) >= Row.epsilon {
      if let basicRow = rows[symbol] {
        if basicRow.isDefinition {
          definitions.terms.append(Term(symbol: symbol, coefficient: coefficient))
        } else {
          row.add(basicRow, times: coefficient)
        }
      } else {
        row.add(coefficient, to: symbol)
      }
    }
    if !definitions.terms.isEmpty {
      definitions.constant = row.constant
      definitions.roundingBound = row.roundingBound
      for term in row.terms {
        definitions.terms.append(term)
      }
      definitions.terms.sort { $0.symbol < $1.symbol }
      row = expanded(definitions)
    }
    var markers = ConstraintRow(
      marker: -1, other: -1, markerCoefficient: 0, otherCoefficient: 0, weight: weight ?? 0)
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expression + s = 0 for <=, expression - s = 0 for >=, s >= 0; an optional one adds
      // the error on the other side: expression = e - s (<=) or s - e (>=).
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.add(sign, to: slack)
      markers.marker = slack
      markers.markerCoefficient = sign
      if let weight {
        let error = makeSymbol(.error)
        row.add(-sign, to: error)
        objective.add(weight, to: error, epsilon: objectiveEpsilon, isPivotable: true)
        markers.other = error
        markers.otherCoefficient = -sign
      }
    case .equal:
      if let weight {
        // expression = e+ - e-.
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.add(-1, to: plus)
        row.add(1, to: minus)
        objective.add(weight, to: plus, epsilon: objectiveEpsilon, isPivotable: true)
        objective.add(weight, to: minus, epsilon: objectiveEpsilon, isPivotable: true)
        markers.marker = plus
        markers.markerCoefficient = -1
        markers.other = minus
        markers.otherCoefficient = 1
      } else {
        let dummy = makeSymbol(.dummy)
        row.add(1, to: dummy)
        markers.marker = dummy
        markers.markerCoefficient = 1
      }
    }
    if row.constant < 0 {
      row.scale(by: -1)
    }
    return (row, markers)
  }

  /// The symbol to make basic for a new row: an external symbol (the one in fewest rows, so
  /// the substitution is cheapest), else a fresh marker or error with a negative coefficient
  /// (it stays non-negative because the row's constant is), else none.
  func subject(for row: Row, markers: ConstraintRow) -> Int? {
    var best: Int?
    var bestCount = Int.max
    for term in row.terms where kinds[term.symbol] == .external {
      let count = columns[term.symbol].count
      if count < bestCount {
        best = term.symbol
        bestCount = count
        if count == 0 { break }
      }
    }
    if let best { return best }
    if kinds[markers.marker].isPivotable && row.coefficient(of: markers.marker) < 0 {
      return markers.marker
    }
    if markers.other >= 0 && row.coefficient(of: markers.other) < 0 {
      return markers.other
    }
    return nil
  }

  /// Adds a row made by ``makeRow(terms:constant:relation:weight:)`` and re-optimises.
  ///
  /// A row with a subject is solved for it and substituted; a row of dummies alone is
  /// redundant (constant 0) or infeasible; any other row goes through phase one with an
  /// artificial variable, journaled, and is rolled back if infeasible.
  ///
  /// - Returns: ``InsertOutcome/added``, or the markers that prove the row infeasible (the
  ///   tableau is then as it was, apart from the row's own fresh symbols).
  /// - Complexity: the substitution's, plus the simplex pivots.
  mutating func insert(_ row: Row, markers: ConstraintRow) -> InsertOutcome {
    var row = row
    var chosen = subject(for: row, markers: markers)
    if chosen == nil && row.terms.allSatisfy({ kinds[$0.symbol] == .dummy }) {
      guard Row.isNegligible(row.constant, bound: row.roundingBound) else {
        return .infeasible(markers: row.terms.map(\.symbol))
      }
      // Implied by the equations already there: what is left of the constant is rounding.
      row.constant = 0
      chosen = markers.marker
    }
    if let subject = chosen {
      row.solve(for: subject)
      substitute(subject, with: row)
      setRow(subject, row)
    } else {
      let ownsJournal = beginTransaction()
      if let markers = insertWithArtificialVariable(row) {
        if ownsJournal { rollback() }
        return .infeasible(markers: markers)
      }
      if ownsJournal { commit() }
    }
    optimize()
    return .added
  }

  /// Phase one: adds `row` as `a = row` for a fresh artificial `a >= 0`, minimises `a`, and
  /// keeps the row (as the equation `row = 0`) if `a` reaches 0.
  ///
  /// - Returns: `nil` when the row holds; otherwise the slack and dummy symbols of the final
  ///   phase-one objective, whose rows combined prove that it cannot (the tableau is then
  ///   mid-change: the caller rolls the journal back).
  private mutating func insertWithArtificialVariable(_ row: Row) -> [Int]? {
    let artificialSymbol = makeSymbol(.slack)
    setRow(artificialSymbol, row)
    var phaseOne = Objective()
    add(row, times: 1, to: &phaseOne, epsilon: Row.epsilon)
    artificial = phaseOne
    optimize(artificialObjective: true)
    let residual = artificial?.constant ?? 0
    let residualBound = artificial?.roundingBound ?? 0
    let certificate = (artificial?.sortedTerms ?? []).map(\.symbol).filter {
      kinds[$0] == .slack || kinds[$0] == .dummy
    }
    artificial = nil
    guard Row.isNegligible(residual, bound: residualBound) else { return certificate }

    if var basicRow = takeRow(artificialSymbol) {
      // a = 0 + Σ …: solve the equation Σ … = 0 for a pivotable symbol; with dummies alone it
      // is implied by the rows already there.
      if let entering = basicRow.terms.first(where: { kinds[$0.symbol].isPivotable })?.symbol {
        basicRow.solve(leaving: artificialSymbol, entering: entering)
        substitute(entering, with: basicRow)
        setRow(entering, basicRow)
      }
    }
    // The artificial variable is parametric now, at 0: drop it from every row.
    for basic in columns[artificialSymbol] {
      guard var basicRow = rows[basic] else { continue }
      touch(basic)
      rows[basic] = nil
      basicRow.dropTerm(artificialSymbol)
      rows[basic] = basicRow
    }
    columns[artificialSymbol] = []
    objective.remove(artificialSymbol)
    free(artificialSymbol)
    return nil
  }

  /// Removes a constraint's row: its errors leave the objective, its marker leaves the basis
  /// (pivoting with the row the ratio rule picks) and that row is dropped; then re-optimises.
  ///
  /// - Complexity: the substitution's, plus the simplex pivots.
  mutating func remove(_ markers: ConstraintRow) {
    if markers.weight > 0 {
      var objective = self.objective
      self.objective = Objective()
      for error in [markers.marker, markers.other] where error >= 0 && kinds[error] == .error {
        if let errorRow = rows[error] {
          add(errorRow, times: -markers.weight, to: &objective, epsilon: objectiveEpsilon)
        } else {
          objective.add(
            -markers.weight, to: error, epsilon: objectiveEpsilon, isPivotable: true)
        }
      }
      self.objective = objective
    }
    if let row = takeRow(markers.marker) {
      // The definitions that read the marker read its row instead.
      if !definitionColumns[markers.marker].isEmpty { eliminate(markers.marker, with: row) }
    } else if let leaving = leavingRow(forMarker: markers.marker) {
      guard var row = takeRow(leaving) else { preconditionFailure("leaving row vanished") }
      row.solve(leaving: leaving, entering: markers.marker)
      eliminate(markers.marker, with: row)
    }
    optimize()
    free(markers.marker)
    if markers.other >= 0 { free(markers.other) }
  }

  /// The row a parametric marker should pivot with to leave: a redundant equation's row (a
  /// basic dummy: its constant is 0 and it mentions only dummies, so the pivot moves nothing
  /// and that equation takes over), else among restricted rows the one with a negative
  /// coefficient and the smallest ratio (it stays feasible), else the one with a positive
  /// coefficient and the smallest ratio, else any unrestricted row; ties go to the lowest basic
  /// id.
  ///
  /// Only when no row over parametric symbols mentions the marker does a definition leave:
  /// the oldest that mentions it. Nothing it reads mentions the marker then (older definitions
  /// and rows over parametric symbols), so its coefficient cannot cancel when it is expanded,
  /// and solved for the marker it is an expression that does not lead back to the marker.
  private func leavingRow(forMarker marker: Int) -> Int? {
    var redundant: Int?
    var negative: (ratio: Double, basic: Int)?
    var positive: (ratio: Double, basic: Int)?
    var unrestricted: Int?
    let mentioning = rowsMentioning(marker)
    if mentioning.isEmpty {
      return definitionColumns[marker].min { first, second in
        (rows[first]?.definitionOrder ?? 0) < (rows[second]?.definitionOrder ?? 0)
      }
    }
    for basic in mentioning {
      guard let row = rows[basic] else { continue }
      let coefficient = row.coefficient(of: marker)
      if kinds[basic] == .dummy {
        if redundant.map({ basic < $0 }) ?? true { redundant = basic }
      } else if !kinds[basic].isRestricted {
        if unrestricted.map({ basic < $0 }) ?? true { unrestricted = basic }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if negative.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
          negative = (ratio, basic)
        }
      } else {
        let ratio = row.constant / coefficient
        if positive.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
          positive = (ratio, basic)
        }
      }
    }
    return redundant ?? negative?.basic ?? positive?.basic ?? unrestricted
  }

  /// The primal simplex on the objective (or the phase-one objective): while a pivotable
  /// symbol has a negative coefficient (the lowest id first, Bland's rule, so it cannot cycle),
  /// pivot it in with the restricted row of smallest ratio.
  mutating func optimize(artificialObjective: Bool = false) {
    while let entering = enteringSymbol(artificialObjective: artificialObjective) {
      var best: (ratio: Double, basic: Int)?
      for basic in columns[entering] where kinds[basic].isRestricted {
        guard let row = rows[basic] else { continue }
        let coefficient = row.coefficient(of: entering)
        guard coefficient < 0 else { continue }
        let ratio = -row.constant / coefficient
        if best.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
          best = (ratio, basic)
        }
      }
      guard let leaving = best?.basic else {
        // The objectives are sums of non-negative errors, bounded below, so a direction with
        // no bound is rounding noise (a coefficient that should have cancelled to 0 among
        // weights up to 10⁹): drop it.
        if artificialObjective {
          artificial?.remove(entering)
        } else {
          objective.remove(entering)
        }
        continue
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The lowest pivotable symbol with a negative coefficient in the objective being optimised.
  private func enteringSymbol(artificialObjective: Bool) -> Int? {
    artificialObjective ? artificial?.lowestNegative : objective.lowestNegative
  }

  /// The dual simplex: while a restricted row has a negative constant, pivot it out with the
  /// symbol that keeps the objective optimal (smallest objective-to-row coefficient ratio).
  mutating func dualOptimize() {
    while !infeasibleRows.isEmpty {
      // Lowest basic id first, so the pivots do not depend on set iteration order.
      infeasibleRows.sort(by: >)
      let leaving = infeasibleRows.removeLast()
      guard let entering = dualEnteringSymbol(leaving: leaving) else { continue }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// For a restricted row with a negative constant, the pivotable symbol with a positive
  /// coefficient and the smallest objective-to-row coefficient ratio (lowest id on ties);
  /// `nil` when the row is feasible after all.
  private func dualEnteringSymbol(leaving: Int) -> Int? {
    guard kinds[leaving].isRestricted, let row = rows[leaving], row.constant < 0 else {
      return nil
    }
    var best: (ratio: Double, symbol: Int)?
    for term in row.terms where term.coefficient > 0 && kinds[term.symbol].isPivotable {
      let ratio = objective.coefficient(of: term.symbol) / term.coefficient
      if best.map({ ratio < $0.ratio }) ?? true {
        best = (ratio, term.symbol)
      }
    }
    // Only a required change can be infeasible, and those are removed and re-added instead.
    assert(best != nil || row.constant > -1e-6, "the dual simplex found no entering symbol")
    return best?.symbol
  }

  /// Applies a change `delta` of a constraint's constant to the tableau in place: the marker
  /// (or the other error) absorbs it, since only that constraint's row mentions them (and the
  /// definitions that read them); rows that go negative are queued for ``dualOptimize()``.
  ///
  /// Changing the constant by `delta` is substituting `m + delta / c` for the marker `m`
  /// (coefficient `c`): a basic marker's row moves by `-delta / c`, and every row that mentions
  /// it by its coefficient times `delta / c`.
  ///
  /// - Complexity: O(1) when the marker or the other error is basic (plus the definitions that
  ///   read it), else O(r log t) for the r rows that mention the marker.
  mutating func shiftConstant(by delta: Double, of markers: ConstraintRow) {
    func shift(_ basic: Int, by amount: Double) {
      guard rows[basic] != nil else { return }
      touch(basic)
      rows[basic]?.accumulate(amount, carrying: 0)
      if kinds[basic].isRestricted, let constant = rows[basic]?.constant, constant < 0 {
        infeasibleRows.append(basic)
      }
    }
    func shiftRows(mentioning symbol: Int, step: Double, definitionsOnly: Bool) {
      let basics =
        definitionsOnly
        ? definitionColumns[symbol] : rowsMentioning(symbol) + definitionColumns[symbol]
      for basic in basics {
        let coefficient = rows[basic]?.coefficient(of: symbol) ?? 0
        shift(basic, by: coefficient * step)
      }
    }
    if rows[markers.marker] != nil {
      shift(markers.marker, by: -delta / markers.markerCoefficient)
      shiftRows(
        mentioning: markers.marker, step: delta / markers.markerCoefficient, definitionsOnly: true)
    } else if markers.other >= 0 && rows[markers.other] != nil {
      shift(markers.other, by: -delta / markers.otherCoefficient)
      shiftRows(
        mentioning: markers.other, step: delta / markers.otherCoefficient, definitionsOnly: true)
    } else {
      shiftRows(
        mentioning: markers.marker, step: delta / markers.markerCoefficient,
        definitionsOnly: false)
    }
  }
}
