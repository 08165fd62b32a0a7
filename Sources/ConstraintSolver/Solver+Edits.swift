// Edit variables: values a caller moves often (a dragged edge, the keyboard's top), each held
// by an optional constraint `variable == suggested value` whose constant changes in place.

extension Solver {
  /// Makes a variable editable: an optional constraint `variable == value` of `strength`,
  /// starting at the variable's current value (so adding it moves nothing), whose value
  /// ``suggestValue(_:for:)`` then changes.
  ///
  /// Give it a strength above every optional constraint it must win over: ``Strength/strong``
  /// beats every UIKit priority up to 999.
  ///
  /// - Parameters:
  ///   - variable: A variable of this solver.
  ///   - strength: The edit constraint's strength; not required.
  /// - Throws: ``ConstraintSolverError/duplicateEditVariable`` when it is already an edit
  ///   variable, ``ConstraintSolverError/requiredEditVariable`` for the required strength.
  /// - Precondition: `variable` was made by this solver.
  /// - Complexity: Like ``add(_:)``.
  public func addEditVariable(
    _ variable: Variable, strength: Strength
  ) throws(ConstraintSolverError) {
    let index = checked(variable)
    guard edits[index] == nil else { throw .duplicateEditVariable }
    guard !strength.isRequired else { throw .requiredEditVariable }
    let current = value(of: variable)
    structureRevision += 1
    let id = ConstraintID(rawValue: nextConstraintID)
    defer { tableau.refreshDefinitions() }
    try insert(Constraint(variable, .equal, current, strength: strength), as: id, isEdit: true)
    nextConstraintID += 1
    edits[index] = Edit(id: id, value: current)
  }

  /// Stops editing a variable: removes its edit constraint, so the variable goes back to what
  /// the other constraints say.
  ///
  /// - Parameter variable: An edit variable of this solver.
  /// - Throws: ``ConstraintSolverError/unknownEditVariable`` when it is not an edit variable.
  /// - Precondition: `variable` was made by this solver.
  /// - Complexity: Like ``remove(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(ConstraintSolverError) {
    let index = checked(variable)
    guard let edit = edits.removeValue(forKey: index), let record = records[edit.id] else {
      throw .unknownEditVariable
    }
    structureRevision += 1
    erase(edit.id, record)
    tableau.refreshDefinitions()
    rebuildIfPrecisionWasLost()
  }

  /// Whether a variable is an edit variable.
  ///
  /// - Parameter variable: A variable of this solver.
  /// - Returns: Whether ``addEditVariable(_:strength:)`` made it one and it was not removed.
  /// - Precondition: `variable` was made by this solver.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[checked(variable)] != nil
  }

  /// Suggests a value for an edit variable and re-solves incrementally: the edit constraint's
  /// constant moves by the difference, and the dual simplex repairs the rows that went
  /// infeasible.
  ///
  /// ```swift
  /// try solver.addEditVariable(keyboardTop, strength: .strong)
  /// try solver.suggestValue(352, for: keyboardTop)   // the keyboard shows
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value the variable should take, as far as stronger constraints allow.
  ///   - variable: An edit variable of this solver.
  /// - Throws: ``ConstraintSolverError/unknownEditVariable``, or
  ///   ``ConstraintSolverError/nonFinite`` for a NaN or infinite value.
  /// - Precondition: `variable` was made by this solver.
  /// - Complexity: O(1) to O(r log t) for the r rows that mention the edit's error marker, plus
  ///   the dual pivots (each a substitution).
  public func suggestValue(_ value: Double, for variable: Variable) throws(ConstraintSolverError) {
    let index = checked(variable)
    guard var edit = edits[index], var record = records[edit.id] else {
      throw .unknownEditVariable
    }
    guard value.isFinite else { throw .nonFinite }
    let delta = value - edit.value
    edit.value = value
    edits[index] = edit
    // The edit constraint reads variable - value == 0: its constant moves by -delta.
    record.constraint.expression.constant = -value
    records[edit.id] = record
    noteConstant(value)
    tableau.shiftConstant(by: -delta, of: record.markers)
    tableau.dualOptimize()
    tableau.refreshDefinitions()
    rebuildIfPrecisionWasLost()
  }
}

extension Solver {
  /// How far a variable moves, as the tableau stands, for each point an edit variable's
  /// suggested value moves: 1 for a variable an equation pins to the edit variable, 0 for one
  /// that does not depend on it (or when stronger constraints override the edit).
  ///
  /// It reads the current basis, so it tells which constraints are tight now: a variable held
  /// by an inequality the edit variable is far from does not depend on it. A suggestion that
  /// makes another constraint tight (a pivot) can change the rate.
  ///
  /// ```swift
  /// try solver.addEditVariable(keyboardTop, strength: .strong)
  /// try solver.add(Constraint(barBottom, .equal, keyboardTop))
  /// solver.sensitivity(of: barBottom, to: keyboardTop)  // 1
  /// ```
  ///
  /// - Parameters:
  ///   - variable: A variable of this solver.
  ///   - editVariable: An edit variable of this solver; for any other variable the rate is 0.
  /// - Returns: The rate of change of `variable`'s value with the suggested value.
  /// - Precondition: Both variables were made by this solver.
  /// - Complexity: O(t), t the terms of `variable`'s row (expanded, for a variable a chain of
  ///   required equations defines).
  public func sensitivity(of variable: Variable, to editVariable: Variable) -> Double {
    let symbol = tableau.variableSymbols[checked(variable)]
    guard let edit = edits[checked(editVariable)], let record = records[edit.id] else { return 0 }
    let markers = record.markers
    // As `suggestValue` shifts constants: an edit whose error is basic absorbs the suggestion in
    // its own row; otherwise the rows that mention its marker move with it.
    guard tableau.rows[markers.marker] == nil,
      markers.other < 0 || tableau.rows[markers.other] == nil,
      let row = tableau.rows[symbol]
    else { return 0 }
    let plain = row.isDefinition ? tableau.expanded(row) : row
    // The edit's row reads `variable - value == 0`: the suggestion moves its constant by the
    // opposite of its own move.
    return -plain.coefficient(of: markers.marker) / markers.markerCoefficient
  }
}
