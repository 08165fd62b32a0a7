import ConstraintSolver
import XCTest

final class SolverEditTests: XCTestCase {
  /// A 100-wide box in a 320-wide container, resting at x = 10 by a weak pull.
  private func makeBox() throws -> (Solver, x: Variable, width: Variable) {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let width = solver.makeVariable(named: "width")
    try solver.add(Constraint(width, .equal, 100))
    try solver.add(Constraint(x, .greaterThanOrEqual, 0))
    try solver.add(Constraint(x + width, .lessThanOrEqual, 320))
    try solver.add(Constraint(x, .equal, 10, strength: .defaultLow))
    return (solver, x, width)
  }

  func testAddEditVariable_startsAtTheCurrentValue_movesNothing() throws {
    let (solver, x, _) = try makeBox()
    try solver.addEditVariable(x, strength: .strong)
    solver.checkInvariants()
    XCTAssertTrue(solver.hasEditVariable(x))
    XCTAssertEqual(solver.value(of: x), 10)
    XCTAssertEqual(solver.constraintCount, 4)
  }

  func testSuggestValue_followsTheSuggestion() throws {
    let (solver, x, _) = try makeBox()
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(50, for: x)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 50)
  }

  func testSuggestValue_resuggested_clampsAtTheRequiredBounds() throws {
    let (solver, x, _) = try makeBox()
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(50, for: x)
    try solver.suggestValue(300, for: x)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 220)
    try solver.suggestValue(-40, for: x)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 0)
    try solver.suggestValue(123, for: x)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 123)
  }

  func testRemoveEditVariable_returnsToTheOtherConstraints() throws {
    let (solver, x, _) = try makeBox()
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(200, for: x)
    try solver.removeEditVariable(x)
    solver.checkInvariants()
    XCTAssertFalse(solver.hasEditVariable(x))
    XCTAssertEqual(solver.value(of: x), 10)
    assertThrows(.unknownEditVariable) { try solver.suggestValue(1, for: x) }
  }

  func testEditStrength_weakerThanAConstraint_loses() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 10, strength: .defaultHigh))
    try solver.addEditVariable(x, strength: .defaultLow)
    try solver.suggestValue(50, for: x)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 10)
  }

  func testEditStrength_strong_beatsPriority999() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 10, strength: Strength(priority: 999)))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(50, for: x)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 50)
  }

  func testSuggestValue_keyboardTop_movesTheFieldAboveIt() throws {
    // A field at y = 400 (weak) must stay 10 above the keyboard's top.
    let solver = Solver()
    let top = solver.makeVariable(named: "keyboardTop")
    let fieldY = solver.makeVariable(named: "fieldY")
    try solver.add(Constraint(top, .equal, 568, strength: .defaultLow))
    try solver.add(Constraint(fieldY, .equal, 400, strength: .defaultLow))
    try solver.add(Constraint(fieldY + 44, .lessThanOrEqual, top - 10))
    try solver.addEditVariable(top, strength: .strong)
    try solver.suggestValue(352, for: top)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: fieldY), 298)
    try solver.suggestValue(568, for: top)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: fieldY), 400)
  }

  func testEditErrors_duplicateRequiredUnknownNonFinite() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    assertThrows(.requiredEditVariable) { try solver.addEditVariable(x, strength: .required) }
    try solver.addEditVariable(x, strength: .strong)
    assertThrows(.duplicateEditVariable) { try solver.addEditVariable(x, strength: .strong) }
    assertThrows(.unknownEditVariable) { try solver.suggestValue(1, for: y) }
    assertThrows(.unknownEditVariable) { try solver.removeEditVariable(y) }
    assertThrows(.nonFinite) { try solver.suggestValue(.nan, for: x) }
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 0)
    XCTAssertEqual(solver.constraintCount, 0)
  }
}
