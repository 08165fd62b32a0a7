import XCTest

@testable import KeyboardSimulator

// The report's `why` section gives passes and restores in the order they happened: a rotation
// restores everything (the window changed size) before the keyboard's new frame is solved.
final class WhySectionOrderTests: XCTestCase {
  func testRotation_restoreBeforeThePass_printedFirst() throws {
    let steps = """
      { "action": "focus", "field": "email" }, { "action": "rotate" }
      """
    let report = try Fixtures.replay(Fixtures.scene(steps: steps))
    let rotate = report.steps[2]
    XCTAssertEqual(rotate.restores, ["the window changed size"])
    XCTAssertEqual(rotate.passesBeforeRestores, [0])
    XCTAssertFalse(rotate.passes.isEmpty)
    let why = TextReport.why(rotate)
    XCTAssertEqual(why.first, "restored everything (the window changed size)")
    XCTAssertTrue(why[1].hasPrefix("pass"), why[1])
  }

  func testRestoreAfterThePasses_printedLast() throws {
    let steps = """
      { "action": "focus", "field": "email" }, { "action": "resign" }
      """
    let report = try Fixtures.replay(Fixtures.scene(steps: steps))
    let resign = report.steps[2]
    XCTAssertEqual(resign.restores, ["keyboard willHide"])
    XCTAssertEqual(TextReport.why(resign).last, "restored everything (keyboard willHide)")
  }
}
