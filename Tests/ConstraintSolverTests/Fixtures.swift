import ConstraintSolver
import XCTest

// Shared helpers: a solver whose invariants are checked after every change, and approximate
// comparison (tolerance lives in tests only).

extension Solver {
  /// Adds a constraint, checks the invariants and returns its identity.
  @discardableResult
  func checkedAdd(
    _ constraint: Constraint, file: StaticString = #filePath, line: UInt = #line
  ) -> ConstraintID? {
    do {
      let id = try add(constraint)
      checkInvariants()
      return id
    } catch {
      XCTFail("add threw \(error)", file: file, line: line)
      return nil
    }
  }

  /// The values of some variables, for before/after comparisons.
  func values(of variables: [Variable]) -> [Double] {
    variables.map { value(of: $0) }
  }
}

/// Asserts that `actual` is within `tolerance` of `expected`.
func assertClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(actual, expected, accuracy: tolerance, message, file: file, line: line)
}

/// Asserts that `body` throws exactly `expected`.
func assertThrows(
  _ expected: ConstraintSolverError, file: StaticString = #filePath, line: UInt = #line,
  _ body: () throws -> Void
) {
  do {
    try body()
    XCTFail("expected \(expected), nothing was thrown", file: file, line: line)
  } catch {
    XCTAssertEqual(error as? ConstraintSolverError, expected, file: file, line: line)
  }
}
