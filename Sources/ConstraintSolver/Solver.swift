/// An incremental solver for systems of linear equations and inequalities with priorities: the
/// Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001).
///
/// Required constraints always hold; among the solutions that satisfy them, the solver picks
/// one that minimises the weighted sum of the optional constraints' violations (see
/// ``Strength``). Every change — adding or removing a constraint, changing its constant,
/// suggesting a value for an edit variable — updates the solution incrementally from the
/// previous one, so values that move every frame cost a few pivots, not a rebuild.
///
/// ```swift
/// let solver = Solver()
/// let left = solver.makeVariable(named: "left")
/// let width = solver.makeVariable(named: "width")
/// try solver.add(Constraint(left, .equal, 20))
/// try solver.add(Constraint(left + width, .equal, 300))
/// try solver.add(Constraint(width, .equal, 100, strength: .defaultLow))  // loses
/// solver.value(of: width)  // 280
/// ```
///
/// The solver is a reference type without a global actor and is not `Sendable`: use it in the
/// isolation domain that made it.
public final class Solver {
  // Every access to the tableau is made by the solver's own methods, and no Tableau method can
  // reach the solver (they take no closures and call no client code), so two accesses never
  // overlap. Release builds skip the runtime exclusivity check on it: every value read and
  // every change begins with one, and it cost about 40% of a re-solve after an edit with every
  // value read (BENCHMARKS.md). Debug builds, which run the tests, keep the check.
  #if DEBUG
    var tableau = Tableau()
  #else
    @exclusivity(unchecked) var tableau = Tableau()
  #endif
  /// The name of each variable, by index (its symbol is `tableau.variableSymbols[index]`).
  var variableNames: [String] = []
  /// Every constraint in the tableau, the caller's and the edit variables' own.
  var records: [ConstraintID: Record] = [:]
  /// The required constraint that owns each slack or dummy marker, for explanations.
  var markerOwners: [Int: ConstraintID] = [:]
  /// The variable of each external symbol, by symbol.
  var variableOfSymbol: [Int: Int] = [:]
  /// The edit variables, by variable index.
  var edits: [Int: Edit] = [:]
  var nextConstraintID = 0
  var userConstraintCount = 0
  /// The largest magnitude of a constant the tableau has taken since it was built (see
  /// `Solver+Precision.swift`).
  var largestConstant = 0.0
  /// How many times the system changed other than by a suggested value.
  ///
  /// Each constraint added or removed, each constant changed and each edit variable added or
  /// removed counts. A caller that derives something from the constraints alone, whatever the
  /// edit variables' values, can keep it while this stays the same.
  package internal(set) var structureRevision = 0

  /// A constraint and its rows' markers.
  struct Record {
    var constraint: Constraint
    var markers: ConstraintRow
    var isEdit: Bool
  }

  /// An edit variable: its constraint `variable == value` and the value last suggested.
  struct Edit {
    var id: ConstraintID
    var value: Double
  }

  /// Creates an empty solver.
  public init() {}

  /// Makes a new variable, with a name for diagnostics.
  ///
  /// - Parameter name: A name for messages and debugging; it need not be unique.
  /// - Returns: The variable, with value 0 until constraints say otherwise.
  /// - Complexity: Amortised O(1).
  public func makeVariable(named name: String) -> Variable {
    let variable = Variable(index: variableNames.count)
    let symbol = tableau.makeSymbol(.external)
    tableau.variableSymbols.append(symbol)
    variableOfSymbol[symbol] = variable.index
    variableNames.append(name)
    return variable
  }

  /// The variables whose value may have changed since the last call (every variable whose row
  /// in the tableau changed: a superset of those whose value did), each once, and starts a new
  /// list.
  ///
  /// A caller that mirrors the solution elsewhere (frames) reads only these after each change,
  /// instead of every variable.
  ///
  /// - Returns: The variables, in the order their rows first changed.
  /// - Complexity: O(k), k the variables returned.
  public func takeChangedVariables() -> [Variable] {
    tableau.takeChangedExternals().compactMap { symbol in
      variableOfSymbol[symbol].map { Variable(index: $0) }
    }
  }

  /// The name a variable was made with.
  ///
  /// - Parameter variable: A variable of this solver.
  /// - Returns: Its name.
  /// - Precondition: `variable` was made by this solver.
  public func name(of variable: Variable) -> String {
    variableNames[checked(variable)]
  }

  /// The number of variables made.
  public var variableCount: Int { variableNames.count }

  /// The number of constraints added and not removed (edit variables' own not included).
  public var constraintCount: Int { userConstraintCount }

  /// Adds a constraint and re-solves.
  ///
  /// A required constraint that cannot hold with the required constraints already added is
  /// rejected; an optional one is always accepted (its violation enters the objective).
  ///
  /// ```swift
  /// let id = try solver.add(Constraint(field.bottom, .lessThanOrEqual, keyboardTop - 10))
  /// ```
  ///
  /// - Parameter constraint: The constraint.
  /// - Returns: Its identity, for ``remove(_:)`` and ``setConstant(_:of:)``.
  /// - Throws: ``ConstraintSolverError/nonFinite`` for a NaN or infinite number in it,
  ///   ``ConstraintSolverError/unsatisfiable(conflicting:)`` for a required constraint that
  ///   cannot hold. The solver is unchanged when it throws.
  /// - Complexity: O(Σ t) over the rows the new row's subject is substituted into (the column
  ///   index finds them), plus the simplex pivots the change needs, each a substitution. A
  ///   required equation that introduces a fresh variable (one no row mentions) is kept as
  ///   written, a definition of that variable: O(t log t) for its t terms.
  @discardableResult
  public func add(_ constraint: Constraint) throws(ConstraintSolverError) -> ConstraintID {
    guard constraint.isFinite else { throw .nonFinite }
    for variable in constraint.expression.terms.keys { _ = checked(variable) }
    defer { tableau.refreshDefinitions() }
    structureRevision += 1
    let id = ConstraintID(rawValue: nextConstraintID)
    try insert(constraint, as: id, isEdit: false)
    nextConstraintID += 1
    return id
  }

  /// Removes a constraint and re-solves.
  ///
  /// - Parameter id: The constraint's identity.
  /// - Throws: ``ConstraintSolverError/unknownConstraint`` when it is not in the solver.
  /// - Complexity: Like ``add(_:)``: the substitution of the marker leaving the basis, plus the
  ///   pivots.
  public func remove(_ id: ConstraintID) throws(ConstraintSolverError) {
    guard let record = records[id], !record.isEdit else { throw .unknownConstraint }
    structureRevision += 1
    erase(id, record)
    tableau.refreshDefinitions()
    rebuildIfPrecisionWasLost()
  }

  /// Whether a constraint is in the solver.
  ///
  /// - Parameter id: A constraint's identity.
  /// - Returns: Whether it was added and not removed.
  public func contains(_ id: ConstraintID) -> Bool {
    records[id].map { !$0.isEdit } ?? false
  }

  /// A constraint in the solver, with its current constant.
  ///
  /// - Parameter id: A constraint's identity.
  /// - Returns: The constraint, or `nil` when it is not in the solver.
  public func constraint(_ id: ConstraintID) -> Constraint? {
    guard let record = records[id], !record.isEdit else { return nil }
    return record.constraint
  }

  /// Changes the constant of a constraint in place and re-solves incrementally: the new
  /// constraint reads `expression ⟨relation⟩ 0` with `expression.constant == constant`.
  ///
  /// Use it for values that move every frame (a keyboard's top, a scroll offset) without
  /// rebuilding. For `Constraint(x, .equal, 10)` the expression is `x - 10`, so
  /// `setConstant(-20, of: id)` makes it `x == 20`.
  ///
  /// An optional constraint's change is absorbed by its marker and repaired with the dual
  /// simplex. A required constraint is removed and added back with the new constant; if that
  /// cannot hold, the old constant stays and the error names the constraints in the way.
  ///
  /// - Parameters:
  ///   - constant: The new constant of the constraint's expression.
  ///   - id: The constraint's identity.
  /// - Throws: ``ConstraintSolverError/unknownConstraint``, ``ConstraintSolverError/nonFinite``,
  ///   or ``ConstraintSolverError/unsatisfiable(conflicting:)`` (the solver is then unchanged).
  /// - Complexity: An optional constraint: O(1) to O(r log t) for the r rows that mention its
  ///   marker, plus the dual pivots; a required one: a ``remove(_:)`` and an ``add(_:)``.
  public func setConstant(_ constant: Double, of id: ConstraintID) throws(ConstraintSolverError) {
    guard var record = records[id], !record.isEdit else { throw .unknownConstraint }
    guard constant.isFinite else { throw .nonFinite }
    defer { tableau.refreshDefinitions() }
    structureRevision += 1
    var changed = record.constraint
    changed.expression.constant = constant
    if changed.strength.isRequired {
      let ownsJournal = tableau.beginTransaction()
      erase(id, record)
      do {
        try insert(changed, as: id, isEdit: false)
      } catch {
        if ownsJournal { tableau.rollback() }
        markerOwners[record.markers.marker] = id
        records[id] = record
        userConstraintCount += 1
        throw error
      }
      if ownsJournal { tableau.commit() }
      rebuildIfPrecisionWasLost()
      return
    }
    let delta = constant - record.constraint.expression.constant
    record.constraint = changed
    records[id] = record
    noteConstant(constant)
    tableau.shiftConstant(by: delta, of: record.markers)
    tableau.dualOptimize()
    rebuildIfPrecisionWasLost()
  }

  /// The solved value of a variable: 0 for one no constraint mentions.
  ///
  /// Values are current after every change; reading one costs an array access.
  ///
  /// - Parameter variable: A variable of this solver.
  /// - Returns: Its value.
  /// - Precondition: `variable` was made by this solver.
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    tableau.value(ofVariable: variable.index)
  }

  /// Whether the constraints leave a variable's value free: it is parametric in the tableau
  /// (no equation fixes it, as for a width no constraint mentions), or its row depends on such
  /// a variable (as for `x` and `y` under `x == y` alone).
  ///
  /// It detects the freedom of unrestricted variables only: a variable held between
  /// inequalities (`0 <= x <= 10` and nothing else) or on one of several optimal solutions of
  /// the optional constraints is not reported ambiguous.
  ///
  /// - Parameter variable: A variable of this solver.
  /// - Returns: Whether its value is not fixed by the constraints.
  /// - Precondition: `variable` was made by this solver.
  /// - Complexity: O(t), t the terms of its row (expanded, for a variable a chain of required
  ///   equations defines).
  public func isAmbiguous(_ variable: Variable) -> Bool {
    guard let row = tableau.rows[tableau.variableSymbols[checked(variable)]] else { return true }
    let plain = row.isDefinition ? tableau.expanded(row) : row
    return plain.terms.contains { tableau.kinds[$0.symbol] == .external }
  }

  // MARK: - Internals

  /// The variable's index, checked against this solver.
  func checked(_ variable: Variable) -> Int {
    precondition(
      variable.index >= 0 && variable.index < variableNames.count,
      "Variable was not made by this solver")
    return variable.index
  }

  /// Adds a constraint's row under a given identity and records it.
  func insert(
    _ constraint: Constraint, as id: ConstraintID, isEdit: Bool
  ) throws(ConstraintSolverError) {
    let terms = constraint.expression.terms
      .map { (symbol: tableau.variableSymbols[$0.key.index], coefficient: $0.value) }
      .sorted { $0.symbol < $1.symbol }
    let strength = constraint.strength
    noteConstant(constraint.expression.constant)
    if strength.isRequired, constraint.relation == .equal,
      let markers = tableau.insertDefinition(
        terms: terms, constant: constraint.expression.constant)
    {
      records[id] = Record(constraint: constraint, markers: markers, isEdit: isEdit)
      markerOwners[markers.marker] = id
      if !isEdit { userConstraintCount += 1 }
      return
    }
    let (row, markers) = tableau.makeRow(
      terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
      weight: strength.isRequired ? nil : strength.weight)
    switch tableau.insert(row, markers: markers) {
    case .added:
      break
    case .infeasible(let certificate):
      tableau.free(markers.marker)
      let conflicting = Set(certificate.compactMap { markerOwners[$0] })
      throw .unsatisfiable(conflicting: conflicting.sorted { $0.rawValue < $1.rawValue })
    }
    records[id] = Record(constraint: constraint, markers: markers, isEdit: isEdit)
    if strength.isRequired { markerOwners[markers.marker] = id }
    if !isEdit { userConstraintCount += 1 }
  }

  /// Removes a recorded constraint's row and its record.
  func erase(_ id: ConstraintID, _ record: Record) {
    records[id] = nil
    markerOwners[record.markers.marker] = nil
    if !record.isEdit { userConstraintCount -= 1 }
    tableau.remove(record.markers)
  }
}
