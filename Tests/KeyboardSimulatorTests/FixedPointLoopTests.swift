import Foundation
import KeyboardCore
import SimulatorCommand
import XCTest

// The solver's fixed-point loop (`AvoidanceSolver.solvingUntilItConfirms`) is no special rule,
// so `SpecialRuleGuardTests` cannot switch it off. The scenes that pinned the two rules it
// replaced show here that it still solves again where a pass's own result contradicts what the
// pass assumed: the large title's collapse, or where a floating keyboard covers the views.
final class FixedPointLoopTests: XCTestCase {
  func testTitleCollapsedOtherwiseThanAssumed_solvedAgainFromTheAppliedResult() {
    XCTAssertTrue(
      RegressionScene.checkedReport("reliability-seed-90408839.json").contains(
        "where t3 ends up, the large title is 0 expanded, not 52:"))
  }

  func testFloatingKeyboardCoversDifferently_solvedAgainFromThePlannedPositions() {
    XCTAssertTrue(
      RegressionScene.checkedReport("reliability-seed-97369480.json").contains(
        "differently: solving again"))
  }

  func testTheLoopsLooks_areNoSpecialRules() {
    XCTAssertNil(SpecialRule(named: "settlingTheLargeTitle"))
    XCTAssertNil(SpecialRule(named: "solvingAgainWhereTheKeyboardCoversDifferently"))
  }
}
