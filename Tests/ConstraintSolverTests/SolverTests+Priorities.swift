import ConstraintSolver
import XCTest

final class SolverPriorityTests: XCTestCase {
  func testPriorities_compressionAt750_beatsHuggingAt250() throws {
    // A label whose text needs 120: compression resistance (>= 120 at 750) against a hugging-like
    // pull to 50 (<= 50 at 250).
    let solver = Solver()
    let width = solver.makeVariable(named: "width")
    try solver.add(Constraint(width, .lessThanOrEqual, 50, strength: .defaultLow))
    try solver.add(Constraint(width, .greaterThanOrEqual, 120, strength: .defaultHigh))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: width), 120)
  }

  func testPriorities_twoLabelsInARow_higherCompressionKeepsItsWidth() throws {
    // Two labels share 200 points; the first resists compression at 750, the second at 250.
    let solver = Solver()
    let first = solver.makeVariable(named: "first")
    let second = solver.makeVariable(named: "second")
    try solver.add(Constraint(first + second, .equal, 200))
    try solver.add(Constraint(first, .greaterThanOrEqual, 150, strength: .defaultHigh))
    try solver.add(Constraint(second, .greaterThanOrEqual, 80, strength: .defaultLow))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: first), 150)
    XCTAssertEqual(solver.value(of: second), 50)
  }

  func testPriorities_equalPriorities_shareTheError() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let medium = Strength(priority: 500)
    try solver.add(Constraint(x, .equal, 10, strength: medium))
    try solver.add(Constraint(x, .equal, 20, strength: medium))
    solver.checkInvariants()
    let value = solver.value(of: x)
    // Every x in [10, 20] costs the same total error, 10: the solver picks one of them.
    XCTAssertGreaterThanOrEqual(value, 10)
    XCTAssertLessThanOrEqual(value, 20)
    assertClose(abs(value - 10) + abs(value - 20), 10)
  }

  func testPriorities_equalPrioritiesUnequalCoefficients_minimiseTheWeightedSum() throws {
    // |2x - 20| + |x - 20| is least at x = 10 (cost 10), so the doubled constraint wins.
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let medium = Strength(priority: 500)
    try solver.add(Constraint(2 * x, .equal, 20, strength: medium))
    try solver.add(Constraint(x, .equal, 20, strength: medium))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 10)
  }

  func testPriorities_required_beatsAnyOptional() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 100, strength: Strength(priority: 999)))
    try solver.add(Constraint(x, .equal, 100, strength: .strong))
    try solver.add(Constraint(x, .equal, 10))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 10)
  }

  func testPriorities_addedInEitherOrder_giveTheSameAnswer() throws {
    for reversed in [false, true] {
      let solver = Solver()
      let x = solver.makeVariable(named: "x")
      var constraints = [
        Constraint(x, .equal, 30, strength: Strength(priority: 251)),
        Constraint(x, .equal, 70, strength: Strength(priority: 250)),
      ]
      if reversed { constraints.reverse() }
      for constraint in constraints { try solver.add(constraint) }
      solver.checkInvariants()
      XCTAssertEqual(solver.value(of: x), 30, "reversed: \(reversed)")
    }
  }
}

final class StrengthTests: XCTestCase {
  func testWeight_higherPriority_weighsMore() {
    var previous = 0.0
    for priority in stride(from: 1.0, through: 999.9, by: 0.5) {
      let weight = Strength(priority: priority).weight
      XCTAssertGreaterThan(weight, previous, "priority \(priority)")
      previous = weight
    }
  }

  func testWeight_mapping_matchesTheDocumentedPoints() {
    assertClose(Strength(priority: 1).weight, 1, tolerance: 1e-12)
    assertClose(Strength(priority: 999).weight, 1e6, tolerance: 1e-6)
    assertClose(Strength.strong.weight, 1e9, tolerance: 1e-3)
    let ratio = Strength.defaultHigh.weight / Strength.defaultLow.weight
    XCTAssertGreaterThan(ratio, 1000)
    XCTAssertLessThan(ratio, 1100)
    XCTAssertEqual(Strength.required.weight, .infinity)
  }

  func testStrength_requiredAndOrder() {
    XCTAssertTrue(Strength.required.isRequired)
    XCTAssertFalse(Strength.strong.isRequired)
    XCTAssertLessThan(Strength(priority: 999), Strength.strong)
    XCTAssertLessThan(Strength.strong, Strength.required)
    XCTAssertEqual(Strength.defaultHigh.priority, 750)
  }
}

final class LinearExpressionTests: XCTestCase {
  func testOperators_buildTheExpectedTerms() {
    let solver = Solver()
    let w = solver.makeVariable(named: "w")
    let y = solver.makeVariable(named: "y")
    let expression = 2 * w - y + 10
    XCTAssertEqual(expression.coefficient(of: w), 2)
    XCTAssertEqual(expression.coefficient(of: y), -1)
    XCTAssertEqual(expression.constant, 10)
    XCTAssertEqual((w + y) / 2, 0.5 * w + 0.5 * y)
    XCTAssertEqual(w - w, LinearExpression(0))
    XCTAssertEqual(-(w - 3), 3 - w)
    XCTAssertEqual((w + 1) * 3, 3 * w + 3)
    XCTAssertEqual(w + (y + 1), (w + y) + 1)
  }
}
