extension Solver {
  /// Checks the solver's invariants, trapping with a message on the first that fails (as
  /// swift-collections' `_checkInvariants` does); tests call it after every operation.
  ///
  /// The tableau's invariants hold (see `Tableau.checkInvariants()`); every record's markers are
  /// live symbols of the right kind; the marker owners and edit variables match the records;
  /// every required constraint holds within 1e-6 (relative to the size of its terms).
  ///
  /// - Complexity: O(Σ t log r) over all rows, plus O(Σ t) over all constraints.
  package func checkInvariants() {
    tableau.checkInvariants()
    var users = 0
    for (id, record) in records {
      if !record.isEdit { users += 1 }
      let markers = record.markers
      let kind = tableau.kinds[markers.marker]
      switch (record.constraint.relation, record.constraint.strength.isRequired) {
      case (.equal, true): precondition(kind == .dummy, "a required equation lost its dummy")
      case (.equal, false): precondition(kind == .error, "an optional equation lost its error")
      default: precondition(kind == .slack, "an inequality lost its slack")
      }
      if record.constraint.strength.isRequired {
        precondition(markerOwners[markers.marker] == id, "a marker owner is missing")
        precondition(markers.other == -1, "a required constraint has an error")
        var value = record.constraint.expression.constant
        var scale = abs(value)
        for (variable, coefficient) in record.constraint.expression.terms {
          let term = coefficient * self.value(of: variable)
          value += term
          scale = max(scale, abs(term))
        }
        let tolerance = 1e-6 * max(1, scale)
        switch record.constraint.relation {
        case .equal:
          precondition(
            abs(value) <= tolerance,
            "required equation \(id) is off by \(value): \(record.constraint.expression)")
        case .lessThanOrEqual:
          precondition(value <= tolerance, "required inequality \(id) is off by \(value)")
        case .greaterThanOrEqual:
          precondition(value >= -tolerance, "required inequality \(id) is off by \(value)")
        }
      } else {
        precondition(
          tableau.kinds[markers.other] == .error, "an optional constraint lost its error")
      }
    }
    precondition(users == userConstraintCount, "the constraint count is wrong")
    precondition(
      markerOwners.count == records.values.filter(\.constraint.strength.isRequired).count,
      "a marker owner outlived its constraint")
    for (index, edit) in edits {
      precondition(records[edit.id]?.isEdit ?? false, "an edit variable lost its constraint")
      precondition(
        records[edit.id]?.constraint.expression.terms.keys.contains(Variable(index: index))
          ?? false,
        "an edit constraint is on another variable")
    }
  }
}

extension Solver {
  /// The tableau's rows and objective as text, for debugging a failing test.
  package var tableauDescription: String { tableau.description }

  /// The number of terms in all the tableau's rows (definitions included), for tests of how
  /// the tableau grows.
  package var tableauTermCount: Int {
    tableau.rows.reduce(0) { $0 + ($1?.terms.count ?? 0) }
  }

  /// The number of rows that are definitions, for tests.
  package var definitionCount: Int {
    tableau.rows.reduce(0) { $0 + (($1?.isDefinition ?? false) ? 1 : 0) }
  }
}
