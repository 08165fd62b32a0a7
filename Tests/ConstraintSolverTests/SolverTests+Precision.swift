import ConstraintSolver
import XCTest

/// A huge constant that comes and goes: the incremental tableau carries its rounding error
/// (about its magnitude × 2^-52) until the solver builds the tableau again.
final class SolverPrecisionTests: XCTestCase {
  /// A window, a field 16 in from each side and a title centred in it.
  private struct Screen {
    let solver = Solver()
    let window: Variable
    let fieldX: Variable
    let fieldWidth: Variable
    let titleX: Variable
    let windowWidth: ConstraintID

    init() throws {
      window = solver.makeVariable(named: "window")
      fieldX = solver.makeVariable(named: "field.x")
      fieldWidth = solver.makeVariable(named: "field.width")
      titleX = solver.makeVariable(named: "title.x")
      windowWidth = try solver.add(Constraint(window, .equal, 390))
      try solver.add(Constraint(fieldX, .equal, 16))
      try solver.add(Constraint(fieldX + fieldWidth, .equal, window - 16))
      try solver.add(Constraint(titleX + 60, .equal, window * 0.5))
      try solver.add(Constraint(fieldWidth, .greaterThanOrEqual, 0))
      try solver.add(Constraint(fieldWidth, .equal, 100, strength: .defaultLow))
    }
  }

  /// The screen as a 390-point window lays it out, to the solver's exactness.
  private func assertLaidOutAt390(_ screen: Screen, line: UInt = #line) {
    screen.solver.checkInvariants()
    XCTAssertEqual(screen.solver.value(of: screen.fieldWidth), 358, line: line)
    XCTAssertEqual(screen.solver.value(of: screen.titleX), 135, line: line)
  }

  func testSetConstant_hugeThenBack_solvesAsIfNeverHuge() throws {
    let screen = try Screen()
    try screen.solver.setConstant(-1e100, of: screen.windowWidth)
    screen.solver.checkInvariants()
    try screen.solver.setConstant(-390, of: screen.windowWidth)
    assertLaidOutAt390(screen)
  }

  func testRemoveAndAdd_hugeThenBack_solvesAsIfNeverHuge() throws {
    let screen = try Screen()
    try screen.solver.remove(screen.windowWidth)
    let huge = try screen.solver.add(Constraint(screen.window, .equal, 1e100))
    try screen.solver.remove(huge)
    try screen.solver.add(Constraint(screen.window, .equal, 390))
    assertLaidOutAt390(screen)
  }

  func testSuggestValue_hugeThenBack_solvesAsIfNeverHuge() throws {
    let screen = try Screen()
    try screen.solver.remove(screen.windowWidth)
    try screen.solver.addEditVariable(screen.window, strength: .strong)
    try screen.solver.suggestValue(1e100, for: screen.window)
    try screen.solver.suggestValue(390, for: screen.window)
    assertLaidOutAt390(screen)
    // The rebuild reports every variable changed, so a mirror of the solution reads it all.
    XCTAssertEqual(Set(screen.solver.takeChangedVariables().map(\.index)), [0, 1, 2, 3])
  }

  func testSetConstant_largeButBelowTheWatermark_staysIncremental() throws {
    let screen = try Screen()
    try screen.solver.setConstant(-1e9, of: screen.windowWidth)
    _ = screen.solver.takeChangedVariables()
    try screen.solver.setConstant(-390, of: screen.windowWidth)
    XCTAssertEqual(screen.solver.value(of: screen.fieldWidth), 358)
    // Only what the change touched is reported: the field's x did not move.
    XCTAssertFalse(screen.solver.takeChangedVariables().contains { $0.index == 1 })
  }
}

/// The structure revision: what a caller may key a derived result on when only suggested
/// values change (the keyboard guide's top moving with the keyboard).
final class SolverRevisionTests: XCTestCase {
  func testStructureRevision_countsChangesButNotSuggestions() throws {
    let solver = Solver()
    let top = solver.makeVariable(named: "top")
    let bar = solver.makeVariable(named: "bar")
    let id = try solver.add(Constraint(bar + 50, .equal, top))
    try solver.addEditVariable(top, strength: .strong)
    let revision = solver.structureRevision
    try solver.suggestValue(352, for: top)
    try solver.suggestValue(568, for: top)
    XCTAssertEqual(solver.structureRevision, revision)
    XCTAssertEqual(solver.value(of: bar), 518)
    try solver.setConstant(10, of: id)
    XCTAssertEqual(solver.structureRevision, revision + 1)
    try solver.remove(id)
    XCTAssertEqual(solver.structureRevision, revision + 2)
  }
}
