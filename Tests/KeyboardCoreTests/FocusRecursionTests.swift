import KeyboardCore
import XCTest

/// Focus requests made from focus callbacks run in a loop, not by recursion, and a chain that
/// never ends is stopped with a diagnostic (issue 12: "two fields handing focus to each other"
/// overflowed the stack).
final class FocusRecursionTests: XCTestCase {
  /// A delegate that runs a closure when its input begins editing.
  private final class HandOffDelegate: TextInputDelegate {
    var onDidBegin: ((any TextInput) -> Void)?

    func textInputDidBeginEditing(_ input: any TextInput) {
      onDidBegin?(input)
    }
  }

  /// The address of a local variable of the caller's frame: how deep the stack is.
  @inline(never)
  private static func stackDepthMarker() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  func testTwoFieldsHandingFocusToEachOther_stopsWithFocusLoopDiagnostic() {
    let (window, form) = makeForm()
    let first = HandOffDelegate()
    let second = HandOffDelegate()
    form.first.delegate = first
    form.second.delegate = second
    var handOffs = 0
    var markers: [UInt] = []
    first.onDidBegin = { _ in
      handOffs += 1
      markers.append(Self.stackDepthMarker())
      form.second.becomeFirstResponder()
    }
    second.onDidBegin = { _ in
      handOffs += 1
      markers.append(Self.stackDepthMarker())
      form.first.becomeFirstResponder()
    }
    form.first.becomeFirstResponder()
    // The first begin runs directly; then the limit of deferred requests.
    XCTAssertEqual(handOffs, Window.deferredFocusRequestLimit + 1)
    XCTAssertEqual(window.diagnostics.filter { $0.code == .focusLoop }.count, 1)
    XCTAssertEqual(
      window.diagnostics.last?.message,
      "focus callbacks kept asking for focus: stopped after 100 deferred requests, 1 dropped")
    XCTAssertNotNil(window.firstResponder)
    // Every hand-off after the first ran at the same stack depth: a loop, not recursion.
    XCTAssertEqual(Set(markers.dropFirst()).count, 1, "stack depths \(Set(markers))")
    assertInvariants(window)

    // The window is usable afterwards: a new request from outside runs normally.
    first.onDidBegin = nil
    second.onDidBegin = nil
    window.clearDiagnostics()
    XCTAssertTrue(form.third.becomeFirstResponder())
    XCTAssertEqual(window.diagnostics, [])
  }

  func testDidBeginEditing_handsFocusDownAChainOfFields_endsOnTheLast() {
    let window = makePhoneWindow()
    let fields = (0..<60).map {
      TextField(frame: Rect(x: 0, y: Double($0) * 5, width: 100, height: 5))
    }
    let delegates = fields.map { _ in HandOffDelegate() }
    for (index, field) in fields.enumerated() {
      window.addSubview(field)
      field.delegate = delegates[index]
      if index + 1 < fields.count {
        delegates[index].onDidBegin = { _ in fields[index + 1].becomeFirstResponder() }
      }
    }
    XCTAssertTrue(fields[0].becomeFirstResponder() == false, "focus moved on at once")
    XCTAssertTrue(window.firstResponder === fields.last)
    XCTAssertEqual(
      window.diagnostics.map(\.code), Array(repeating: .reentrantFocusChange, count: 59))
    assertInvariants(window)
  }

  func testDeferredRequests_runDepthFirstInTheOrderAsked() {
    let (window, form) = makeForm()
    let log = EventLog()
    let first = HandOffDelegate()
    let second = HandOffDelegate()
    let third = HandOffDelegate()
    form.first.delegate = first
    form.second.delegate = second
    form.third.delegate = third
    first.onDidBegin = { _ in
      log.append("begin first")
      form.second.becomeFirstResponder()
      form.notes.becomeFirstResponder()
    }
    second.onDidBegin = { _ in
      log.append("begin second")
      form.third.becomeFirstResponder()
    }
    third.onDidBegin = { _ in log.append("begin third") }
    form.first.becomeFirstResponder()
    // second's request (third) runs before first's later one (notes), as the recursive
    // version ran them.
    XCTAssertEqual(log.entries, ["begin first", "begin second", "begin third"])
    XCTAssertTrue(window.firstResponder === form.notes)
  }

  func testResignAndFocusAlternatingFromCallbacks_stopsWithFocusLoopDiagnostic() {
    let (window, form) = makeForm()
    let delegate = HandOffDelegate()
    form.first.delegate = delegate
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    delegate.onDidBegin = { input in
      _ = window.resignFirstResponder()
      input.becomeFirstResponder()
    }
    form.first.becomeFirstResponder()
    XCTAssertEqual(window.diagnostics.filter { $0.code == .focusLoop }.count, 1)
    // Observers saw balanced pairs whatever the chain was cut at.
    let begins = observer.log.entries.filter { $0.contains("didBegin") }.count
    let ends = observer.log.entries.filter { $0.contains("didEnd") }.count
    XCTAssertEqual(begins - ends, window.firstResponder == nil ? 0 : 1)
    assertInvariants(window)
  }
}
