import KeyboardCore
import ReturnManager
import XCTest

// Issue 13 item 4: explicit links override single steps of the geometric order (as Android's
// nextFocusForwardId does); loops are reported, never followed forever.
final class NavigationOrderLinkTests: XCTestCase {
  private struct Form {
    let scene = Scene()
    let fields: [TextField]
    let manager: ReturnManager
    var order: NavigationOrder { manager.order }

    init() {
      let scope = scene.scope
      fields = ["A", "B", "C", "D"].enumerated().map { index, name in
        addField(name, to: scope, y: 10 + 50 * Double(index))
      }
      manager = ReturnManager(scope: scope, mode: .readingOrder)
    }

    var diagnostics: [String] { scene.window.diagnostics.map(\.description) }
  }

  func testSetNext_overridesThatStepOnly_inputsStayGeometric() {
    let form = Form()
    let (a, b, c, d) = (form.fields[0], form.fields[1], form.fields[2], form.fields[3])
    form.order.setNext(d, after: a)
    XCTAssertTrue(form.order.input(after: a) === d)
    XCTAssertTrue(form.order.input(after: b) === c)
    XCTAssertTrue(form.order.input(before: d) === c, "links are one-way")
    XCTAssertEqual(names(form.order.inputs), ["A", "B", "C", "D"])
    XCTAssertTrue(form.order.link(from: a, direction: .next) === d)
    a.becomeFirstResponder()
    XCTAssertTrue(form.manager.goNext())
    XCTAssertEqual(focusedName(form.scene.window), "D")
  }

  func testSetNext_lastFieldLinkedToFirst_labelledNext() {
    let form = Form()
    form.order.setNext(form.fields[0], after: form.fields[3])
    form.manager.reload()
    XCTAssertEqual(returnKeys(form.fields), [.next, .next, .next, .next])
    form.fields[3].becomeFirstResponder()
    XCTAssertEqual(form.fields[3].pressReturn(), .handledByObserver)
    XCTAssertEqual(focusedName(form.scene.window), "A")
    form.order.setNext(nil, after: form.fields[3])
    form.manager.reload()
    XCTAssertEqual(returnKeys(form.fields), [.next, .next, .next, .done])
    XCTAssertNil(form.order.link(from: form.fields[3], direction: .next))
  }

  func testSetNext_targetHidden_followsItsLinkThenFallsBack() {
    let form = Form()
    let (a, b, c, d) = (form.fields[0], form.fields[1], form.fields[2], form.fields[3])
    form.order.setNext(c, after: a)
    form.order.setNext(d, after: c)
    c.isHidden = true
    XCTAssertTrue(form.order.input(after: a) === d, "C cannot take focus: C's link is followed")
    d.isHidden = true
    XCTAssertTrue(form.order.input(after: a) === b, "the chain ends: reading order")
  }

  func testLinksLoopThroughHiddenInputs_reportedOnceAndReadingOrderUsed() {
    let form = Form()
    let (a, b, c) = (form.fields[0], form.fields[1], form.fields[2])
    form.order.setNext(b, after: a)
    form.order.setNext(c, after: b)
    form.order.setNext(b, after: c)
    b.isHidden = true
    c.isHidden = true
    form.scene.window.clearDiagnostics()
    XCTAssertEqual(form.order.input(after: a)?.placeholder, "D")
    XCTAssertEqual(form.order.input(after: a)?.placeholder, "D")
    let loops = form.scene.window.diagnostics.filter { $0.code == .navigationLinkCycle }
    XCTAssertEqual(loops.count, 1, "reported once, not on every query")
    XCTAssertEqual(
      loops.first?.message,
      "the links from A come back to B through inputs that cannot take focus; following the "
        + "reading order (left to right, row tolerance 1) instead")
  }

  func testLoopOfLinks_reportedWhenSet_walkStopsAtTheRevisit() {
    let form = Form()
    let (a, b) = (form.fields[0], form.fields[1])
    form.order.setNext(b, after: a)
    form.order.setNext(a, after: b)
    XCTAssertEqual(
      form.diagnostics.last, "navigation-link-cycle: Next links form a loop: B → A → B")
    let walk = form.manager.walk(.next)
    XCTAssertEqual(names(walk.visited), ["A", "B", "A"])
    XCTAssertEqual(walk.violation?.description, "step 2: revisited A")
  }

  func testSetNext_toItself_ignoredWithDiagnostic() {
    let form = Form()
    form.order.setNext(form.fields[1], after: form.fields[1])
    XCTAssertNil(form.order.link(from: form.fields[1], direction: .next))
    XCTAssertEqual(
      form.diagnostics.last, "navigation-self-link: B linked to itself; link ignored")
  }

  func testSetPrevious_overridesPreviousOnly() {
    let form = Form()
    form.order.setPrevious(form.fields[0], before: form.fields[3])
    XCTAssertTrue(form.order.input(before: form.fields[3]) === form.fields[0])
    XCTAssertTrue(form.order.input(after: form.fields[0]) === form.fields[1])
    form.fields[3].becomeFirstResponder()
    XCTAssertTrue(form.manager.goPrevious())
    XCTAssertEqual(focusedName(form.scene.window), "A")
  }

  func testLinkTargetRefuses_nextTriesTheReadingOrder() {
    let form = Form()
    let refusing = FieldDelegateSpy()
    refusing.allowsBegin = false
    form.fields[3].delegate = refusing
    form.order.setNext(form.fields[3], after: form.fields[0])
    form.fields[0].becomeFirstResponder()
    XCTAssertTrue(form.manager.goNext())
    XCTAssertEqual(focusedName(form.scene.window), "B")
    XCTAssertEqual(refusing.calls, ["shouldBegin D"], "asked once")
  }
}
