import ConstraintSolver
import XCTest

final class SolverRemovalTests: XCTestCase {
  func testRemove_requiredConstraint_returnsToThePreviousSolution() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add(Constraint(x, .equal, 10, strength: .defaultLow))
    try solver.add(Constraint(y, .equal, x + 5))
    let before = solver.values(of: [x, y])
    let id = try solver.add(Constraint(x, .equal, 30))
    solver.checkInvariants()
    XCTAssertEqual(solver.values(of: [x, y]), [30, 35])
    try solver.remove(id)
    solver.checkInvariants()
    XCTAssertEqual(solver.values(of: [x, y]), before)
    XCTAssertFalse(solver.contains(id))
    XCTAssertNil(solver.constraint(id))
    assertThrows(.unknownConstraint) { try solver.remove(id) }
  }

  func testRemove_optionalAndInequality_returnsToThePreviousSolution() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 10, strength: .defaultLow))
    let strong = try solver.add(Constraint(x, .equal, 70, strength: .defaultHigh))
    let bound = try solver.add(Constraint(x, .lessThanOrEqual, 40))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 40)
    try solver.remove(bound)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 70)
    try solver.remove(strong)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 10)
  }

  func testRemove_everything_returnsVariablesToZero() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    let ids = [
      try solver.add(Constraint(x, .greaterThanOrEqual, 10)),
      try solver.add(Constraint(x + y, .equal, 50)),
      try solver.add(Constraint(y, .equal, 5, strength: .defaultHigh)),
    ]
    for id in ids.reversed() {
      try solver.remove(id)
      solver.checkInvariants()
    }
    XCTAssertEqual(solver.values(of: [x, y]), [0, 0])
    XCTAssertEqual(solver.constraintCount, 0)
  }

  func testSetConstant_optional_movesIncrementally() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .lessThanOrEqual, 100))
    let id = try solver.add(Constraint(x, .equal, 10, strength: .defaultHigh))
    try solver.setConstant(-25, of: id)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 25)
    XCTAssertEqual(solver.constraint(id)?.expression.constant, -25)
    try solver.setConstant(-250, of: id)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 100)
  }

  func testSetConstant_optionalInequality_movesTheBound() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 0, strength: .defaultLow))
    let id = try solver.add(Constraint(x, .greaterThanOrEqual, 30, strength: .defaultHigh))
    XCTAssertEqual(solver.value(of: x), 30)
    try solver.setConstant(-45, of: id)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 45)
    try solver.setConstant(5, of: id)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 0)
  }

  func testSetConstant_required_movesAndKeepsTheIdentity() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    let id = try solver.add(Constraint(x, .equal, 10))
    try solver.add(Constraint(y, .equal, x + 1))
    try solver.setConstant(-30, of: id)
    solver.checkInvariants()
    XCTAssertEqual(solver.values(of: [x, y]), [30, 31])
    XCTAssertTrue(solver.contains(id))
    XCTAssertEqual(solver.constraintCount, 2)
  }

  func testSetConstant_requiredThatCannotHold_throwsAndKeepsTheOldConstant() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let id = try solver.add(Constraint(x, .equal, 30))
    let bound = try solver.add(Constraint(x, .lessThanOrEqual, 40))
    assertThrows(.unsatisfiable(conflicting: [bound])) { try solver.setConstant(-50, of: id) }
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 30)
    XCTAssertEqual(solver.constraint(id)?.expression.constant, -30)
    XCTAssertEqual(solver.constraintCount, 2)
    // The solver still works: the old constraint can move within the bound and be removed.
    try solver.setConstant(-35, of: id)
    XCTAssertEqual(solver.value(of: x), 35)
    try solver.remove(id)
    solver.checkInvariants()
  }

  func testSetConstant_unknownOrNonFinite_throws() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let id = try solver.add(Constraint(x, .equal, 30))
    assertThrows(.nonFinite) { try solver.setConstant(.infinity, of: id) }
    try solver.remove(id)
    assertThrows(.unknownConstraint) { try solver.setConstant(1, of: id) }
  }
}
