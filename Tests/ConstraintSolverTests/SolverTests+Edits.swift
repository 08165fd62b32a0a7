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

  func testSensitivity_barPinnedToTheKeyboardTop_isOneWhereItFollows() throws {
    let solver = Solver()
    let keyboardTop = solver.makeVariable(named: "keyboardTop")
    let barTop = solver.makeVariable(named: "barTop")
    let label = solver.makeVariable(named: "label")
    try solver.addEditVariable(keyboardTop, strength: .strong)
    try solver.suggestValue(600, for: keyboardTop)
    try solver.add(Constraint(barTop + 50, .equal, keyboardTop))
    try solver.add(Constraint(label, .equal, 20))
    XCTAssertEqual(solver.sensitivity(of: barTop, to: keyboardTop), 1)
    XCTAssertEqual(solver.sensitivity(of: keyboardTop, to: keyboardTop), 1)
    XCTAssertEqual(solver.sensitivity(of: label, to: keyboardTop), 0)
    // Not an edit variable: nothing follows it.
    XCTAssertEqual(solver.sensitivity(of: barTop, to: label), 0)
  }

  func testSensitivity_inequalityFarFromTheKeyboard_isZeroUntilItBinds() throws {
    let solver = Solver()
    let keyboardTop = solver.makeVariable(named: "keyboardTop")
    let bottom = solver.makeVariable(named: "bottom")
    try solver.addEditVariable(keyboardTop, strength: .strong)
    try solver.suggestValue(600, for: keyboardTop)
    try solver.add(Constraint(bottom, .lessThanOrEqual, keyboardTop))
    try solver.add(Constraint(bottom, .equal, 500, strength: .defaultLow))
    XCTAssertEqual(solver.value(of: bottom), 500)
    XCTAssertEqual(solver.sensitivity(of: bottom, to: keyboardTop), 0)
    try solver.suggestValue(400, for: keyboardTop)
    XCTAssertEqual(solver.value(of: bottom), 400)
    XCTAssertEqual(solver.sensitivity(of: bottom, to: keyboardTop), 1)
    // Halfway between a fixed top and the keyboard: half the keyboard's move.
    let middle = solver.makeVariable(named: "middle")
    try solver.add(Constraint(middle * 2, .equal, bottom + 100))
    XCTAssertEqual(solver.sensitivity(of: middle, to: keyboardTop), 0.5)
  }

  func testSensitivity_editOverriddenByARequiredConstraint_isZero() throws {
    let solver = Solver()
    let keyboardTop = solver.makeVariable(named: "keyboardTop")
    let bar = solver.makeVariable(named: "bar")
    try solver.addEditVariable(keyboardTop, strength: .strong)
    try solver.add(Constraint(keyboardTop, .equal, 300))
    try solver.add(Constraint(bar, .equal, keyboardTop - 50))
    try solver.suggestValue(600, for: keyboardTop)
    XCTAssertEqual(solver.value(of: bar), 250)
    XCTAssertEqual(solver.sensitivity(of: bar, to: keyboardTop), 0)
  }
}
