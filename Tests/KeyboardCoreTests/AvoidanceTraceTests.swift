import KeyboardCore
import XCTest

/// `AvoidanceTrace.Event`: an extensible struct whose kinds a client compares.
final class AvoidanceTraceTests: XCTestCase {
  func testEvents_baseA_kindsInOrderWithTheirLines() throws {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    let trace = try XCTUnwrap(h.manager.lastPlan?.trace)
    XCTAssertEqual(trace.events.map(\.kind), [.target, .keyboard, .needs, .rootMoved, .clear])
    XCTAssertEqual(trace.events.map(\.description), trace.lines)
  }

  func testEventKind_comparesWithoutPayload() throws {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    let events = try XCTUnwrap(h.manager.lastPlan?.trace.events)
    XCTAssertTrue(events.contains { $0.kind == .rootMoved })
    XCTAssertFalse(events.contains { $0.kind == .rootClamped })
    XCTAssertEqual(AvoidanceTrace.Event.Kind.rootClamped.description, "rootClamped")
  }
}
