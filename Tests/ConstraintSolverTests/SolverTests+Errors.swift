import ConstraintSolver
import XCTest

final class SolverErrorTests: XCTestCase {
  func testAdd_conflictingEqualities_namesTheFirst() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let first = try solver.add(Constraint(x, .equal, 10))
    assertThrows(.unsatisfiable(conflicting: [first])) {
      try solver.add(Constraint(x, .equal, 20))
    }
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 10)
    XCTAssertEqual(solver.constraintCount, 1)
  }

  func testAdd_conflictingInequalities_namesTheBound_solverUnchanged() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add(Constraint(y, .equal, 3, strength: .defaultLow))
    let lower = try solver.add(Constraint(x, .greaterThanOrEqual, 20))
    try solver.add(Constraint(x, .equal, 25, strength: .defaultLow))
    let before = solver.values(of: [x, y])
    assertThrows(.unsatisfiable(conflicting: [lower])) {
      try solver.add(Constraint(x, .lessThanOrEqual, 10))
    }
    solver.checkInvariants()
    XCTAssertEqual(solver.values(of: [x, y]), before)
    XCTAssertEqual(solver.constraintCount, 3)
    // Still usable afterwards.
    try solver.add(Constraint(x, .lessThanOrEqual, 22))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 22)
  }

  func testAdd_chainTooLongForItsBound_namesTheWholeChain() throws {
    let solver = Solver()
    let a = solver.makeVariable(named: "a")
    let b = solver.makeVariable(named: "b")
    let c = solver.makeVariable(named: "c")
    let d = solver.makeVariable(named: "d")
    let chain = [
      try solver.add(Constraint(a, .equal, 0)),
      try solver.add(Constraint(b, .equal, a + 10)),
      try solver.add(Constraint(c, .equal, b + 10)),
    ]
    try solver.add(Constraint(d, .equal, 5))
    try solver.add(Constraint(d, .lessThanOrEqual, 100))
    assertThrows(.unsatisfiable(conflicting: chain)) {
      try solver.add(Constraint(c, .lessThanOrEqual, 15))
    }
    solver.checkInvariants()
    XCTAssertEqual(solver.values(of: [a, b, c, d]), [0, 10, 20, 5])
  }

  func testAdd_constantContradiction_hasNoConflictingConstraints() {
    let solver = Solver()
    assertThrows(.unsatisfiable(conflicting: [])) {
      try solver.add(Constraint(LinearExpression(1), .lessThanOrEqual, 0))
    }
    assertThrows(.unsatisfiable(conflicting: [])) {
      try solver.add(Constraint(LinearExpression(1), .equal, 0))
    }
    solver.checkInvariants()
    XCTAssertEqual(solver.constraintCount, 0)
  }

  func testAdd_optionalConflict_neverThrows() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 10))
    try solver.add(Constraint(x, .equal, 20, strength: Strength(priority: 999)))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 10)
  }

  func testAdd_nonFinite_isRejected_solverUnchanged() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 10))
    assertThrows(.nonFinite) { try solver.add(Constraint(x * .nan, .equal, 1)) }
    assertThrows(.nonFinite) { try solver.add(Constraint(x, .lessThanOrEqual, .infinity)) }
    assertThrows(.nonFinite) {
      try solver.add(Constraint(x, .greaterThanOrEqual, -.infinity, strength: .defaultLow))
    }
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 10)
    XCTAssertEqual(solver.constraintCount, 1)
  }
}

final class SolverAmbiguityTests: XCTestCase {
  func testIsAmbiguous_unconstrainedWidth_isAmbiguous() throws {
    let solver = Solver()
    let left = solver.makeVariable(named: "left")
    let width = solver.makeVariable(named: "width")
    try solver.add(Constraint(left, .equal, 0))
    XCTAssertFalse(solver.isAmbiguous(left))
    XCTAssertTrue(solver.isAmbiguous(width))
  }

  func testIsAmbiguous_equalVariablesAlone_bothAmbiguousUntilPinned() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add(Constraint(x, .equal, y))
    XCTAssertTrue(solver.isAmbiguous(x))
    XCTAssertTrue(solver.isAmbiguous(y))
    try solver.add(Constraint(x, .equal, 5))
    solver.checkInvariants()
    XCTAssertFalse(solver.isAmbiguous(x))
    XCTAssertFalse(solver.isAmbiguous(y))
    XCTAssertEqual(solver.values(of: [x, y]), [5, 5])
  }

  func testIsAmbiguous_betweenInequalities_isNotDetected() throws {
    // Documented limit: the freedom of 0 <= x <= 10 is among inequalities.
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .greaterThanOrEqual, 0))
    try solver.add(Constraint(x, .lessThanOrEqual, 10))
    XCTAssertFalse(solver.isAmbiguous(x))
  }

  func testIsAmbiguous_optionalPin_isNotAmbiguous() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 10, strength: .defaultLow))
    XCTAssertFalse(solver.isAmbiguous(x))
  }
}
