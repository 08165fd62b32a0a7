import Foundation
import KeyboardCore
import SimulatorCommand
import XCTest

// The caret's line as its text view shows it (`SolverPass.visibleCaret`, read through
// `AvoidanceContext.shownCaretLine`) is one definition, not special rules, so
// `SpecialRuleGuardTests` cannot switch its cases off. The scenes that pinned the rules it
// replaced show here that each case still holds: insets that leave no line show none, a line
// is cut where the view's content cannot scroll it into view, and a view that does not scroll
// shows a caret reported past its end on its last line.
final class ShownCaretLineTests: XCTestCase {
  private func report(_ file: String) -> String {
    let path = SpecialRuleGuardTests.folder.appendingPathComponent(file).path
    let result = KeyboardSimCommand.run(arguments: ["--check", "--properties", path])
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    return result.stdout
  }

  func testInsetsThatLeaveNoLine_showNoCaretLine_theViewIsKeptClearAsAField() {
    let text = report("reliability-seed-77150589.json")
    XCTAssertTrue(text.contains("no line to show (content insets 83.03333333333333 in a view"))
    XCTAssertTrue(text.contains("✓ t6.caretClearance == none"))
    XCTAssertTrue(report("reliability-seed-80085677.json").contains("✓ t7.caretClearance == none"))
  }

  func testALineTheContentCannotScrollIntoView_isCutWhereItStopsShowing() {
    XCTAssertTrue(
      report("reliability-seed-88139680.json").contains("✓ t8.clearance == 10.10000000000003"))
    let moved = report("reliability-seed-101050815.json")
    XCTAssertTrue(moved.contains("✓ t21.clearance == 10"))
    XCTAssertTrue(moved.contains("✓ movedDistance == 112"))
    let form = report("reliability-seed-901045154.json")
    XCTAssertTrue(form.contains("✓ form2.frame.y == -22"))
    XCTAssertTrue(form.contains("✓ table8.contentInset.bottom == 82"))
    _ = report("reliability-seed-731121721.json")
  }

  func testACaretPastTheEndOfAViewThatDoesNotScroll_isShownOnItsLastLine() {
    let moved = report("reliability-seed-14028527.json")
    XCTAssertTrue(moved.contains("✓ t2.caretClearance == 40"))
    XCTAssertTrue(moved.contains("✓ movedDistance == 44"))
    XCTAssertTrue(
      report("reliability-seed-5001195.json").contains("✓ t4.caretClearance == 399.2618315918869"))
    XCTAssertTrue(report("reliability-seed-85053689.json").contains("✓ t10.caretClearance == 545"))
    for file in [
      "reliability-seed-2271.json", "reliability-seed-2557.json", "reliability-seed-185007261.json",
    ] {
      _ = report(file)
    }
  }

  func testTheRulesNames_areGone() {
    XCTAssertNil(SpecialRule(named: "noLineToShow"))
    XCTAssertNil(SpecialRule(named: "caretClippedToWhatItsContentShows"))
    XCTAssertNil(SpecialRule(named: "caretClampedInsideItsView"))
  }
}
