import KeyboardCore
import XCTest

/// `addObserver(_:)`: ordering, removal, several observers, and the kinds of events.
final class KeyboardManagerObservationTests: XCTestCase {
  private func makeShownField() -> (AvoidanceHarness, TextField) {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    return (h, field)
  }

  func testAddObserver_showThenHide_planAppliedThenRestoredWithReasons() {
    let (h, _) = makeShownField()
    var events: [KeyboardManager.Event] = []
    h.manager.addObserver { events.append($0) }
    h.showKeyboard()
    h.hideKeyboard()
    XCTAssertEqual(events.map(\.kind), [.planApplied, .restored])
    XCTAssertEqual(events.map(\.reason), ["keyboard willShow", "keyboard willHide"])
    XCTAssertEqual(events.first?.plan?.mutations, [.setRootOrigin(Point(x: 0, y: -188))])
    XCTAssertEqual(events.first?.plan, h.manager.lastPlan)
    XCTAssertNil(events.last?.plan)
    XCTAssertEqual(events.last?.description, "restored (keyboard willHide)")
  }

  func testAddObserver_planApplied_valuesAlreadyAppliedAndMovedDistanceReportedFirst() {
    let (h, _) = makeShownField()
    var order: [String] = []
    h.manager.movedDistanceChanged = { order.append("movedDistance \($0)") }
    h.manager.addObserver { [root = h.root] event in
      order.append("\(event.kind) at y \(root.frame.origin.y)")
    }
    h.showKeyboard()
    XCTAssertEqual(
      order, ["movedDistance 0.0", "movedDistance 188.0", "planApplied at y -188.0"])
  }

  func testAddObserver_severalObservers_calledInTheOrderAdded() {
    let (h, _) = makeShownField()
    var calls: [String] = []
    for name in ["first", "second", "third"] {
      h.manager.addObserver { calls.append("\(name) \($0.kind)") }
    }
    h.showKeyboard()
    h.hideKeyboard()
    XCTAssertEqual(
      calls,
      [
        "first planApplied", "second planApplied", "third planApplied",
        "first restored", "second restored", "third restored",
      ])
  }

  func testCancel_observerNoLongerCalled_othersStillAre() {
    let (h, _) = makeShownField()
    var first = 0
    var second = 0
    let token = h.manager.addObserver { _ in first += 1 }
    h.manager.addObserver { _ in second += 1 }
    h.showKeyboard()
    token.cancel()
    h.hideKeyboard()
    token.cancel()  // a second cancel does nothing
    XCTAssertEqual(first, 1)
    XCTAssertEqual(second, 2)
  }

  func testCancel_duringDelivery_laterObserverSkippedForThatEventToo() {
    let (h, _) = makeShownField()
    var calls: [String] = []
    var later: ObservationToken?
    h.manager.addObserver { event in
      calls.append("canceller \(event.kind)")
      later?.cancel()
    }
    later = h.manager.addObserver { calls.append("later \($0.kind)") }
    h.showKeyboard()
    h.hideKeyboard()
    XCTAssertEqual(calls, ["canceller planApplied", "canceller restored"])
  }

  func testAddObserver_duringDelivery_hearsOnlyTheNextEvent() {
    let (h, _) = makeShownField()
    var calls: [String] = []
    var added = false
    h.manager.addObserver { [manager = h.manager] event in
      calls.append("outer \(event.kind)")
      guard !added else { return }
      added = true
      manager.addObserver { calls.append("inner \($0.kind)") }
    }
    h.showKeyboard()
    h.hideKeyboard()
    XCTAssertEqual(calls, ["outer planApplied", "outer restored", "inner restored"])
  }

  func testDroppedToken_observationContinues() {
    let (h, _) = makeShownField()
    var count = 0
    _ = h.manager.addObserver { _ in count += 1 }
    h.showKeyboard()
    h.hideKeyboard()
    XCTAssertEqual(count, 2)
  }

  func testCancel_afterTheManagerIsGone_doesNothing() {
    var manager: KeyboardManager? = KeyboardManager()
    let token = manager?.addObserver { _ in }
    manager = nil
    token?.cancel()
  }

  func testLogEvents_onlyWithDebuggingEnabled() {
    let (h, _) = makeShownField()
    var kinds: [KeyboardManager.Event.Kind] = []
    h.manager.addObserver { kinds.append($0.kind) }
    h.showKeyboard()
    XCTAssertEqual(kinds, [.planApplied])
    kinds.removeAll()
    h.manager.isDebuggingEnabled = true
    h.hideKeyboard()
    XCTAssertEqual(kinds.last, .restored)
    XCTAssertTrue(kinds.dropLast().allSatisfy { $0 == .log })
    XCTAssertFalse(kinds.dropLast().isEmpty)
  }

  func testEventKind_descriptions() {
    XCTAssertEqual(
      [KeyboardManager.Event.Kind.planApplied, .restored, .log].map(\.description),
      ["planApplied", "restored", "log"])
  }
}
