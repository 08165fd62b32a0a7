import KeyboardCore
import XCTest

@testable import KeyboardSimulator

// A field or caret left short of its distance gets the reason its step's last pass traced,
// in the words of `Simulator.reasonLeftShort(in:)`, the one mapping: tested on constructed
// traces, so the solver's paths can change without changing these tests.
final class ClearanceReasonTests: XCTestCase {
  typealias Detail = AvoidanceTrace.Event.Detail

  /// A trace of a pass on `name`, kept clear as `kind`, then `details`.
  private func trace(
    of name: String = "f1", kind: AvoidanceContext.TargetKind = .field, _ details: [Detail]
  ) -> AvoidanceTrace {
    var trace = AvoidanceTrace()
    let target = Detail.target(
      name: name, kind: kind, rect: Rect(x: 0, y: 400, width: 100, height: 30), distance: 10,
      topGuide: 20)
    trace.events = ([target] + details).map(AvoidanceTrace.Event.init)
    return trace
  }

  /// A field 3 points above the keyboard (or covered by 5) that wants 10.
  private func field(covered: Bool = false) -> StepReport.Clearance {
    StepReport.Clearance(field: "f1", distance: covered ? -5 : 3, caretDistance: nil, wanted: 10)
  }

  private func reason(_ details: [Detail], covered: Bool = false) -> String? {
    Simulator.reasonShort(field(covered: covered), in: trace(details))
  }

  func testFieldShort_roomAboveLessThanTheRise_stopsAtTheTopGuide() {
    let needs = Detail.needs(
      rise: 37, bottom: 430, distance: 10, keyboardTop: 403, room: 30, move: 30)
    XCTAssertEqual(reason([needs]), "stops at the top guide")
  }

  func testFieldShort_roomEnough_noTopGuideReason() {
    let needs = Detail.needs(
      rise: 37, bottom: 430, distance: 10, keyboardTop: 403, room: 300, move: 37)
    XCTAssertNil(
      reason([needs, .stillCovered(by: 7, bottom: 430, keyboardTop: 403, distance: 10)]))
  }

  func testCaretShort_caretAtTopGuide_stopsAtTheTopGuide() {
    var clearance = field()
    clearance.distance = -200
    clearance.caretDistance = 4
    let trace = trace(kind: .caretLine, [.caretAtTopGuide(left: 6)])
    XCTAssertEqual(Simulator.reasonShort(clearance, in: trace), "stops at the top guide")
  }

  func testFieldCovered_keyboardLayoutGuide_leftToTheGuide() {
    var trace = AvoidanceTrace()
    trace.events = [AvoidanceTrace.Event(.keyboardLayoutGuide(input: "f1", moved: 0))]
    XCTAssertEqual(
      Simulator.reasonShort(field(covered: true), in: trace), "left to the keyboard layout guide")
  }

  func testFieldShort_rootClampedOrHeld_theRootIsClamped() {
    XCTAssertEqual(reason([.rootClamped(root: "form", maxRise: 216)]), "the root is clamped")
    XCTAssertEqual(reason([.rootHeld(root: "form", maxRise: 40)]), "the root is clamped")
  }

  func testFieldShort_scrollOnly_keepsTheRoot() {
    XCTAssertEqual(reason([.rootKept(root: "form", left: 7)]), "scrollOnly keeps the root")
  }

  func testFieldCovered_rootNotContainingOrOutOfReach_theRootStays() {
    XCTAssertEqual(
      reason([.rootNotContainingInput(root: "form")], covered: true), "the root stays")
    XCTAssertEqual(reason([.rootOutOfReach(root: "form")], covered: true), "the root stays")
  }

  func testFieldShort_rootResized_resizedNotMoved() {
    XCTAssertEqual(
      reason([.rootResized(root: "form", height: 352, overlap: 216)]),
      "the root is resized, not moved")
  }

  func testFieldCovered_noRoot_nothingMoreToMove() {
    XCTAssertEqual(reason([.noRoot(left: 15)], covered: true), "nothing more to move")
  }

  func testFieldClear_noReason() {
    var clearance = field()
    clearance.distance = 10
    XCTAssertNil(Simulator.reasonShort(clearance, in: trace([.noRoot(left: 0)])))
  }

  func testTraceOfAnotherInput_noReason() {
    XCTAssertNil(Simulator.reasonShort(field(), in: trace(of: "f2", [.noRoot(left: 7)])))
  }

  func testTallTextView_fieldCoveredCaretClear_noReason() {
    // The solver keeps the caret's line clear, not the view: the view's cover is no shortfall.
    var clearance = field(covered: true)
    clearance.caretDistance = 12
    let trace = trace(kind: .caretLine, [.rootClamped(root: "form", maxRise: 216)])
    XCTAssertNil(Simulator.reasonShort(clearance, in: trace))
  }

  func testSolvedAgain_lastTargetDecides() {
    // First solved as a tall text view's caret line, then again as a whole field.
    var clearance = field()
    clearance.caretDistance = 40
    var trace = trace(kind: .caretLine, [.solvedAgain])
    trace.events += [
      .target(
        name: "f1", kind: .field, rect: Rect(x: 0, y: 96, width: 100, height: 30), distance: 10,
        topGuide: 44),
      .rootClamped(root: "form", maxRise: 183),
    ].map(AvoidanceTrace.Event.init)
    XCTAssertEqual(Simulator.reasonShort(clearance, in: trace), "the root is clamped")
  }

  func testDescribe_fieldLeftShort_printsTheReason() {
    var clearance = field(covered: true)
    clearance.shortBecause = reason([.noRoot(left: 15)], covered: true)
    XCTAssertEqual(
      TextReport.describe(clearance), "f1 is covered by 5 pt (wants 10; nothing more to move)")
  }
}
