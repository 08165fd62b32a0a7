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
  func testInsetsThatLeaveNoLine_showNoCaretLine_theViewIsKeptClearAsAField() {
    let text = RegressionScene.checkedReport("reliability-seed-77150589.json")
    XCTAssertTrue(text.contains("no line to show (content insets 83.0333333333 in a view"))
    XCTAssertTrue(text.contains("✓ t6.caretClearance == none"))
    XCTAssertTrue(
      RegressionScene.checkedReport("reliability-seed-80085677.json").contains(
        "✓ t7.caretClearance == none"))
    XCTAssertTrue(
      RegressionScene.checkedReport("reliability-seed-251476626.json").contains(
        "no line to show (content insets 0 in a view 0 tall)"))
  }

  func testALineTheContentCannotScrollIntoView_isCutWhereItStopsShowing() {
    XCTAssertTrue(
      RegressionScene.checkedReport("reliability-seed-88139680.json").contains(
        "✓ t8.clearance == 10.10000000000003"))
    let moved = RegressionScene.checkedReport("reliability-seed-101050815.json")
    XCTAssertTrue(moved.contains("✓ t21.clearance == 10"))
    XCTAssertTrue(moved.contains("✓ movedDistance == 112"))
    let form = RegressionScene.checkedReport("reliability-seed-901045154.json")
    XCTAssertTrue(form.contains("✓ form2.frame.y == -22"))
    XCTAssertTrue(form.contains("✓ table8.contentInset.bottom == 82"))
    _ = RegressionScene.checkedReport("reliability-seed-731121721.json")
  }

  func testACaretPastTheEndOfAViewThatDoesNotScroll_isShownOnItsLastLine() {
    let moved = RegressionScene.checkedReport("reliability-seed-14028527.json")
    XCTAssertTrue(moved.contains("✓ t2.caretClearance == 40"))
    XCTAssertTrue(moved.contains("✓ movedDistance == 44"))
    XCTAssertTrue(
      RegressionScene.checkedReport("reliability-seed-5001195.json").contains(
        "✓ t4.caretClearance == 399.2618315918869"))
    XCTAssertTrue(
      RegressionScene.checkedReport("reliability-seed-85053689.json").contains(
        "✓ t10.caretClearance == 545"))
    let below = RegressionScene.checkedReport("reliability-seed-82035882.json")
    XCTAssertTrue(below.contains("✓ t5.caretClearance == -32.26666666666665"))
    XCTAssertTrue(below.contains("✓ s4.contentOffset.y == 1915"))
    let scrolled = RegressionScene.checkedReport("reliability-seed-82252835.json")
    XCTAssertTrue(scrolled.contains("✓ t17.caretClearance == 0.15714285714284415"))
    XCTAssertTrue(scrolled.contains("✓ s8.contentOffset.y == 288"))
    for file in [
      "reliability-seed-2271.json", "reliability-seed-2557.json", "reliability-seed-185007261.json",
    ] {
      _ = RegressionScene.checkedReport(file)
    }
  }

  // Not the line's definition, but step 1's other named rule folded with it: above a keyboard
  // that does not reach the screen's bottom there is no visible area for a tall text view to
  // fill, so its caret's line is kept clear as a field (`SolverPass.reachesTheBottom`).
  func testAKeyboardThatDoesNotReachTheBottom_keepsATallTextViewsCaretLineClearAsAField() {
    let inset = RegressionScene.checkedReport("reliability-seed-70008289.json")
    XCTAssertTrue(inset.contains("✓ t6.clearance == -161.25"))
    XCTAssertTrue(inset.contains("✓ t6.contentInset.bottom == 210.5"))
    let moved = RegressionScene.checkedReport("reliability-seed-80285261.json")
    XCTAssertTrue(moved.contains("✓ movedDistance == 57"))
    XCTAssertTrue(moved.contains("✓ t6.caretClearance == 10.166666666666657"))
    let title = RegressionScene.checkedReport("reliability-seed-260290777.json")
    XCTAssertTrue(title.contains("✓ t31.clearance == 10.333333333333314"))
    XCTAssertTrue(title.contains("✓ s30.contentOffset.y == 40.666666666666664"))
    let table = RegressionScene.checkedReport("reliability-seed-330400179.json")
    XCTAssertTrue(table.contains("✓ table3.contentOffset.y == 2"))
    XCTAssertTrue(table.contains("✓ t10.clearance == 11"))
  }

  func testTheRulesNames_areGone() {
    XCTAssertNil(SpecialRule(named: "noLineToShow"))
    XCTAssertNil(SpecialRule(named: "caretClippedToWhatItsContentShows"))
    XCTAssertNil(SpecialRule(named: "caretClampedInsideItsView"))
    XCTAssertNil(SpecialRule(named: "caretAsField"))
  }
}
