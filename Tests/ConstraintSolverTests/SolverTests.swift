import ConstraintSolver
import XCTest

final class SolverTests: XCTestCase {
  func testAdd_twoRequiredEqualities_solvesExactly() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add(Constraint(x + y, .equal, 30))
    try solver.add(Constraint(x - y, .equal, 10))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 20)
    XCTAssertEqual(solver.value(of: y), 10)
    XCTAssertEqual(solver.constraintCount, 2)
    XCTAssertEqual(solver.variableCount, 2)
  }

  func testAdd_viewChain_placesEachEdge() throws {
    let solver = Solver()
    var trailing = LinearExpression(0)
    var widths: [Variable] = []
    var leadings: [Variable] = []
    for index in 0..<10 {
      let leading = solver.makeVariable(named: "leading\(index)")
      let width = solver.makeVariable(named: "width\(index)")
      solver.checkedAdd(Constraint(leading, .equal, trailing + 8))
      solver.checkedAdd(Constraint(width, .equal, 20))
      trailing = leading + width
      leadings.append(leading)
      widths.append(width)
    }
    for (index, leading) in leadings.enumerated() {
      XCTAssertEqual(solver.value(of: leading), Double(8 + 28 * index))
    }
    XCTAssertEqual(solver.value(of: widths[9]), 20)
  }

  func testAdd_inequalityAlreadyHolds_movesNothing() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 50))
    try solver.add(Constraint(x, .lessThanOrEqual, 100))
    try solver.add(Constraint(x, .greaterThanOrEqual, 0))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 50)
  }

  func testAdd_inequalitiesAndWeakPull_settleOnTheBound() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .greaterThanOrEqual, 10))
    try solver.add(Constraint(x, .lessThanOrEqual, 40))
    try solver.add(Constraint(x, .equal, 100, strength: .defaultLow))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 40)
    try solver.add(Constraint(x, .equal, -5, strength: .defaultHigh))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: x), 10)
  }

  func testAdd_boundedBySum_fitsInTheContainer() throws {
    // A field that wants 400 wide in a 320-wide container with 16 margins.
    let solver = Solver()
    let left = solver.makeVariable(named: "left")
    let width = solver.makeVariable(named: "width")
    try solver.add(Constraint(left, .equal, 16))
    try solver.add(Constraint(left + width, .lessThanOrEqual, 320 - 16))
    try solver.add(Constraint(width, .equal, 400, strength: .defaultHigh))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: width), 288)
  }

  func testAdd_centring_putsTheMidpointInTheMiddle() throws {
    let solver = Solver()
    let left = solver.makeVariable(named: "left")
    let width = solver.makeVariable(named: "width")
    try solver.add(Constraint(width, .equal, 100))
    try solver.add(Constraint(left + width / 2, .equal, 160))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: left), 110)
  }

  func testAdd_redundantEquality_isAccepted() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add(Constraint(x, .equal, 10))
    try solver.add(Constraint(y, .equal, x + 5))
    let redundant = try solver.add(Constraint(y - x, .equal, 5))
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: y), 15)
    try solver.remove(redundant)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: y), 15)
  }

  func testValue_unmentionedVariable_isZero() {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    XCTAssertEqual(solver.value(of: x), 0)
    XCTAssertEqual(solver.name(of: x), "x")
  }

  func testConstraint_readsBackWhatWasAdded() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let constraint = Constraint(2 * x, .lessThanOrEqual, 30, strength: .defaultHigh)
    let id = try solver.add(constraint)
    XCTAssertEqual(solver.constraint(id), constraint)
    XCTAssertTrue(solver.contains(id))
    XCTAssertEqual(constraint.expression.coefficient(of: x), 2)
    XCTAssertEqual(constraint.expression.constant, -30)
  }

  func testDocumentationExample_keyboardPushesTheFieldUp() throws {
    // The example on the module's landing page.
    let solver = Solver()
    let left = solver.makeVariable(named: "field.left")
    let width = solver.makeVariable(named: "field.width")
    let keyboardTop = solver.makeVariable(named: "keyboard.top")
    let bottom = solver.makeVariable(named: "field.bottom")
    try solver.add(Constraint(left, .equal, 16))
    try solver.add(Constraint(left + width, .equal, 304))
    try solver.add(Constraint(bottom, .equal, 500, strength: .defaultLow))
    try solver.add(Constraint(bottom, .lessThanOrEqual, keyboardTop - 10))
    try solver.addEditVariable(keyboardTop, strength: .strong)
    try solver.suggestValue(352, for: keyboardTop)
    solver.checkInvariants()
    XCTAssertEqual(solver.value(of: width), 288)
    XCTAssertEqual(solver.value(of: bottom), 342)
  }

  func testSolverDocumentationExample_weakWidthLoses() throws {
    let solver = Solver()
    let left = solver.makeVariable(named: "left")
    let width = solver.makeVariable(named: "width")
    try solver.add(Constraint(left, .equal, 20))
    try solver.add(Constraint(left + width, .equal, 300))
    try solver.add(Constraint(width, .equal, 100, strength: .defaultLow))
    XCTAssertEqual(solver.value(of: width), 280)
  }
}
