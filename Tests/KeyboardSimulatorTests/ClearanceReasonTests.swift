import KeyboardCore
import XCTest

@testable import KeyboardSimulator

// A field or caret left short of its distance gets the reason its step's last pass traced,
// in the words of `ShortfallReason`, the one mapping (the lint prints the same words with the
// event's numbers): tested on constructed traces, so the solver's paths can change without
// changing these tests. Without a pass on the field in the step, the step's events say why.
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

  func testFieldCovered_rootKeepsItsSize_theRootKeepsItsSize() {
    XCTAssertEqual(
      reason([.rootKeepsItsSize(root: "form", height: 752)], covered: true),
      "the root keeps its size")
  }

  func testCaretShort_firstLookMovesLessThanItsRise_stopsAtTheTopGuide() {
    // A tall text view whose caret line needs 0.14 up where the room is -0.19: no event but
    // the first look's numbers says the room stops it.
    var clearance = field()
    clearance.caretDistance = 50.86
    clearance.wanted = 51
    var trace = trace(kind: .caretLine, [])
    trace.requiredRise = 0.14
    trace.move = -0.19
    XCTAssertEqual(Simulator.reasonShort(clearance, in: trace), "stops at the top guide")
  }

  func testLintText_wordsThenTheEventsNumbers() {
    func text(_ details: [Detail]) -> String? {
      ShortfallReason(in: trace(details))?.text { $0.readableDescription }
    }
    XCTAssertEqual(
      text([.rootClamped(root: "form", maxRise: 162)]),
      "the root is clamped: form rises at most 162 (the keyboard's overlap with it)")
    XCTAssertEqual(
      text([.needs(rise: 582, bottom: 900, distance: 10, keyboardTop: 328, room: 98, move: 98)]),
      "stops at the top guide: needs 582 up, room above 98")
    XCTAssertEqual(
      text([.noRoot(left: 15)]), "nothing more to move: no root view; 15 left covered")
    var limited = trace([])
    limited.requiredRise = 37
    limited.move = 30
    XCTAssertEqual(
      ShortfallReason(in: limited)?.text { $0.readableDescription },
      "stops at the top guide: the move (30) is less than the rise needed (37): not enough "
        + "room above")
    XCTAssertNil(text([.clear(bottom: 430, gap: 10)]))
  }

  func testKeptClear_lastTargetEventDecides() {
    var trace = trace(kind: .caretLine, [.solvedAgain])
    XCTAssertEqual(trace.keptClear, .caretLine)
    trace.events.append(
      AvoidanceTrace.Event(
        .target(
          name: "f1", kind: .field, rect: Rect(x: 0, y: 96, width: 100, height: 30),
          distance: 10, topGuide: 44)))
    XCTAssertEqual(trace.keptClear, .field)
    XCTAssertEqual(AvoidanceTrace().keptClear, .field)
  }

  func testDescribe_fieldLeftShort_printsTheReason() {
    var clearance = field(covered: true)
    clearance.shortBecause = reason([.noRoot(left: 15)], covered: true)
    XCTAssertEqual(
      TextReport.describe(clearance), "f1 is covered by 5 pt (wants 10; nothing more to move)")
  }

  // MARK: Without a pass on the field in the step

  /// The tiny login: email focused (the root moves up 88, email 10 above the keyboard), then
  /// `steps`.
  private func replay(_ steps: String) throws -> (Simulator, [StepReport]) {
    let focus = "{ \"action\": \"focus\", \"field\": \"email\" }"
    let scene = try Fixtures.load(
      Fixtures.scene(steps: steps.isEmpty ? focus : focus + ", " + steps))
    let simulator = try Simulator(scene: scene)
    return (simulator, simulator.run().steps)
  }

  func testNoPassInTheStep_distanceRaised_noPassRan() throws {
    let (_, steps) = try replay("{ \"action\": \"configure\", \"keyboardDistance\": 30 }")
    XCTAssertEqual(steps[2].passes, [])
    XCTAssertEqual(steps[2].clearance?.distance, 10)
    XCTAssertEqual(steps[2].clearance?.shortBecause, "no pass ran in this step")
  }

  func testManagerDisabled_restoredThenNotHandled() throws {
    let (_, steps) = try replay(
      "{ \"action\": \"configure\", \"isEnabled\": false }, "
        + "{ \"action\": \"configure\", \"keyboardDistance\": 20 }")
    XCTAssertEqual(steps[2].restores, ["disabled"])
    XCTAssertEqual(steps[2].clearance?.distance, -78)
    XCTAssertEqual(
      steps[2].clearance?.shortBecause, "the manager restored everything: disabled")
    XCTAssertEqual(
      steps[3].clearance?.shortBecause, "no pass ran: the keyboard manager does not handle it")
  }

  func testLastPassOnAnotherInput_namesIt() throws {
    let (simulator, steps) = try replay("")
    var clearance = try XCTUnwrap(steps[1].clearance)
    clearance.wanted = 30
    simulator.collector = Simulator.Collector()
    simulator.collector.lastTrace = trace(of: "password", [.clear(bottom: 342, gap: 10)])
    XCTAssertEqual(simulator.shortBecause(clearance), "the last pass was for password")
    simulator.collector.lastTrace = nil
    simulator.collector.restores = ["keyboard willHide"]
    XCTAssertEqual(
      simulator.shortBecause(clearance), "the manager restored everything: keyboard willHide")
  }
}
