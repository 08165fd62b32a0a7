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

/// Feasibility beside huge constants: a required constraint's row that phase one reduces to a
/// leftover is feasible when the leftover is within the rounding of the constants it was
/// computed from, and infeasible otherwise, whatever other rows hold.
final class SolverFeasibilityToleranceTests: XCTestCase {
  /// A form: a root, its margins guide inset from it, a stack of two fields between the
  /// margins (the second field nearly twice the first, spaced 5 apart), a label that must fit
  /// between the margins and a bar from side to side.
  private struct Form {
    let solver = Solver()
    let root: Variable
    let marginsX: Variable
    let marginsWidth: Variable
    let stackWidth: Variable
    let secondX: Variable
    let barWidth: Variable

    init() throws {
      root = solver.makeVariable(named: "root.width")
      marginsX = solver.makeVariable(named: "margins.x")
      marginsWidth = solver.makeVariable(named: "margins.width")
      let stackX = solver.makeVariable(named: "stack.x")
      stackWidth = solver.makeVariable(named: "stack.width")
      let firstX = solver.makeVariable(named: "first.x")
      let firstWidth = solver.makeVariable(named: "first.width")
      secondX = solver.makeVariable(named: "second.x")
      let secondWidth = solver.makeVariable(named: "second.width")
      let labelX = solver.makeVariable(named: "label.x")
      let labelWidth = solver.makeVariable(named: "label.width")
      barWidth = solver.makeVariable(named: "bar.width")
      try solver.add(Constraint(stackX, .equal, marginsX))
      try solver.add(Constraint(stackX + stackWidth, .equal, marginsX + marginsWidth))
      // The label's and the fields' hugging and compression resistance.
      try solver.add(Constraint(labelWidth, .lessThanOrEqual, 387, strength: .defaultLow))
      try solver.add(
        Constraint(labelWidth, .greaterThanOrEqual, 387, strength: Strength(priority: 500)))
      try solver.add(Constraint(labelX, .equal, marginsX))
      try solver.add(Constraint(labelX + labelWidth, .lessThanOrEqual, marginsX + marginsWidth))
      try solver.add(Constraint(barWidth, .equal, root))
      try solver.add(Constraint(firstWidth, .lessThanOrEqual, 115, strength: .defaultLow))
      try solver.add(Constraint(firstWidth, .greaterThanOrEqual, 115, strength: .defaultHigh))
      try solver.add(Constraint(firstX, .equal, 0))
      try solver.add(Constraint(secondWidth, .lessThanOrEqual, 228, strength: .defaultLow))
      try solver.add(Constraint(secondWidth, .greaterThanOrEqual, 228, strength: .defaultHigh))
      try solver.add(Constraint(secondX + secondWidth, .equal, stackWidth))
      try solver.add(Constraint(secondX, .equal, firstX + firstWidth + 5))
      // Fill proportionally: the second field twice as wide as the first, nearly.
      try solver.add(
        Constraint(
          secondWidth, .equal, firstWidth * (228.0 / 115), strength: Strength(priority: 999)))
      try solver.add(Constraint(marginsX, .equal, 20))
    }
  }

  /// A root made 772 wide beside a 1e9 guide inset is accepted.
  ///
  /// The margins guide still holds the inset when the width comes: the root's row has no
  /// variable of its own to solve for and goes through phase one, whose leftover is the
  /// rounding of the inset (about 1e9 × 2^-53), far above 1e-8. It was reported unsatisfiable.
  func testAdd_widthBesideAHugeGuideInset_isNotRejectedForRounding() throws {
    let form = try Form()
    let guide = try form.solver.add(Constraint(form.marginsWidth, .equal, form.root - 1e9))

    try form.solver.add(Constraint(form.root, .equal, 772))
    try form.solver.remove(guide)
    try form.solver.add(Constraint(form.marginsWidth, .equal, form.root - 40))

    form.solver.checkInvariants()
    XCTAssertEqual(form.solver.value(of: form.stackWidth), 732, accuracy: 1e-6)
    XCTAssertEqual(form.solver.value(of: form.secondX), 5 + 727 * 115 / 343, accuracy: 1e-6)
  }

  /// A root 1e300 wide set back to 772 beside a 1e300 guide inset is accepted.
  ///
  /// The shape of constrained soak seed 44504080: a root 1024 wide made 1e300 wide, its
  /// margins guide inset by what that width gave it, then set back to 772 before the guide
  /// follows. Phase one's leftover is about 1e284, made of 1e300-sized terms: rounding, not a
  /// conflict. It was reported unsatisfiable.
  func testAddAfterRemove_widthBesideA1e300Inset_isNotRejectedForRounding() throws {
    let form = try Form()
    var width = try form.solver.add(Constraint(form.root, .equal, 1024))
    var guide = try form.solver.add(Constraint(form.marginsWidth, .equal, form.root - 40))
    try form.solver.remove(width)
    width = try form.solver.add(Constraint(form.root, .equal, 1e300))
    try form.solver.remove(guide)
    guide = try form.solver.add(Constraint(form.marginsWidth, .equal, form.root - 1e300))

    try form.solver.remove(width)
    try form.solver.add(Constraint(form.root, .equal, 772))
    // Then the guide follows the new width: the huge constant leaves and the solver builds
    // its tableau again.
    try form.solver.remove(guide)
    try form.solver.add(Constraint(form.marginsWidth, .equal, form.root - 40))

    form.solver.checkInvariants()
    XCTAssertEqual(form.solver.value(of: form.barWidth), 772)
    XCTAssertEqual(form.solver.value(of: form.stackWidth), 732, accuracy: 1e-6)
  }

  /// Two contradicting heights beside huge constants in other rows are reported.
  ///
  /// The shape of constrained soak seed 78079897: a field's required heights 45 and 300,
  /// beside a 1e15 margin and a 1e300 width in rows of their own. The 255-point conflict
  /// is made of 45 and 300 alone, so it is reported, and the solver keeps 45.
  func testAdd_smallConflictBesideHugeConstantsElsewhere_isReported() throws {
    let form = try Form()
    let margin = form.solver.makeVariable(named: "margins.top")
    let top = form.solver.makeVariable(named: "field.top")
    let height = form.solver.makeVariable(named: "field.height")
    try form.solver.add(Constraint(margin, .equal, 1e15))
    try form.solver.add(Constraint(top, .equal, margin + 20))
    try form.solver.add(Constraint(form.root, .equal, 1e300))
    let first = try form.solver.add(Constraint(height, .equal, 45))
    assertThrows(.unsatisfiable(conflicting: [first])) {
      try form.solver.add(Constraint(height, .equal, 300))
    }
    // Through phase one: a bound the equation's row cannot meet.
    assertThrows(.unsatisfiable(conflicting: [first])) {
      try form.solver.add(Constraint(height, .lessThanOrEqual, 45 - 255))
    }
    form.solver.checkInvariants()
    XCTAssertEqual(form.solver.value(of: height), 45)
  }

  /// A 255-point conflict among constants of 1e15 is reported.
  ///
  /// The tolerance follows the computation and is tight: the rounding of 1e15 is about 0.1.
  func testAdd_conflictAmongHugeConstants_isReportedBeyondTheirRounding() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let first = try solver.add(Constraint(x, .equal, 1e15))
    assertThrows(.unsatisfiable(conflicting: [first])) {
      try solver.add(Constraint(x, .lessThanOrEqual, 1e15 - 255))
    }
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 1e15)
  }
}
