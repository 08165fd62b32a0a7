import KeyboardCore
import ReturnManager
import XCTest

/// Return-key labels: the Navigation Reference, "Return-key labels", and scenarios R1–R8, R14,
/// R20–R25, R31 of ReturnManager's Scenario Catalogue.
final class ReturnManagerReturnKeyTests: XCTestCase {
  /// R1's form: `V{F3(100), F1(0), F2(50)}`.
  private struct R1Form {
    let scene = Scene()
    let f1: TextField
    let f2: TextField
    let f3: TextField

    init() {
      f3 = addField("F3", to: scene.scope, y: 100)
      f1 = addField("F1", to: scene.scope, y: 0)
      f2 = addField("F2", to: scene.scope, y: 50)
    }

    var fields: [TextField] { [f1, f2, f3] }
  }

  func testR1_orderByPosition_labelsSetAtOnce_departsFromIQ() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(manager.order.inputs), ["F1", "F2", "F3"])
    // Departs from IQ (Navigation Reference, "Return-key labels": labels only change when editing begins; complaint 15, stale state):
    // the labels are right before any field is focused.
    XCTAssertEqual(returnKeys(form.fields), [.next, .next, .done])
  }

  func testR2_beginEditingFirstField_labelNext() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    form.f1.becomeFirstResponder()
    XCTAssertEqual(form.f1.returnKeyType, .next)
    XCTAssertTrue(manager.currentInput === form.f1)
  }

  func testR4_lastField_labelDoneByDefault_departsFromIQ() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    form.f3.becomeFirstResponder()
    // Departs from IQ: the default last type is `.done` (IQ: `.default`), as the seed says.
    XCTAssertEqual(manager.lastTextInputViewReturnKeyType, .done)
    XCTAssertEqual(form.f3.returnKeyType, .done)
  }

  func testR5_lastTypeSetBeforeEditing_lastFieldGetsIt() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    manager.lastTextInputViewReturnKeyType = .send
    form.f3.becomeFirstResponder()
    XCTAssertEqual(form.f3.returnKeyType, .send)
  }

  func testR6_explicitList_labelsFollowTheList() {
    let form = R1Form()
    let manager = ReturnManager(
      scope: form.scene.scope, mode: .list([form.f3, form.f1, form.f2]))
    defer { withExtendedLifetime(manager) {} }
    XCTAssertEqual(returnKeys([form.f3, form.f1, form.f2]), [.next, .next, .done])
  }

  func testR7_disabledMiddleField_skippedInLabels() {
    let form = R1Form()
    form.f2.isEnabled = false
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    defer { withExtendedLifetime(manager) {} }
    XCTAssertEqual(form.f1.returnKeyType, .next)
    XCTAssertEqual(form.f3.returnKeyType, .done)
    XCTAssertEqual(form.f2.returnKeyType, .default)
  }

  func testR8_onlyFirstFieldEligible_labelLastType() {
    let form = R1Form()
    form.f2.isHidden = true
    form.f3.alpha = 0
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    defer { withExtendedLifetime(manager) {} }
    XCTAssertEqual(form.f1.returnKeyType, .done)
  }

  func testR14_textViewWithoutDismiss_keepsItsOwnLabel_departsFromIQ() {
    let scene = Scene()
    let f1 = addField("F1", to: scene.scope, y: 0)
    let t1 = addTextView("T1", to: scene.scope, y: 50)
    let f2 = addField("F2", to: scene.scope, y: 150)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    // Departs from IQ (Navigation Reference, "Return-key labels": T1 shows Next yet types a newline): the key's label matches what it
    // does, so a text view whose return inserts a newline keeps its own type.
    XCTAssertEqual(returnKeys([f1, t1, f2]), [.next, .default, .done])
    manager.dismissTextViewOnReturn = true
    XCTAssertEqual(t1.returnKeyType, .next)
    manager.dismissTextViewOnReturn = false
    XCTAssertEqual(t1.returnKeyType, .default)
  }

  func testR20_fieldAddedWhileLastFieldEdits_labelCurrentAtOnce_departsFromIQ() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    form.f3.becomeFirstResponder()
    XCTAssertEqual(form.f3.returnKeyType, .done)
    let f4 = addField("F4", to: form.scene.window, y: 150)
    manager.add(f4)
    // Departs from IQ (stale until re-begin; complaints 2 and 15): F3 shows Next right away.
    XCTAssertEqual(form.f3.returnKeyType, .next)
    XCTAssertEqual(f4.returnKeyType, .done)
    form.f3.pressReturn()
    XCTAssertTrue(form.scene.window.firstResponder === f4)
  }

  func testR20_fieldInsertedIntoScope_noCallNeeded_labelsFollow() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    defer { withExtendedLifetime(manager) {} }
    form.f3.becomeFirstResponder()
    let f4 = addField("F4", to: form.scene.scope, y: 150)
    XCTAssertEqual(form.f3.returnKeyType, .next)
    XCTAssertEqual(f4.returnKeyType, .done)
  }

  func testR21_successorHiddenWhileEditing_labelBecomesDone_departsFromIQ() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    defer { withExtendedLifetime(manager) {} }
    form.f2.becomeFirstResponder()
    XCTAssertEqual(form.f2.returnKeyType, .next)
    form.f3.isHidden = true
    // Departs from IQ (the key keeps saying Next; complaint 15): relabelled at once.
    XCTAssertEqual(form.f2.returnKeyType, .done)
    // Kept from IQ: the press is evaluated at press time and resigns.
    form.f2.pressReturn()
    XCTAssertNil(form.scene.window.firstResponder)
  }

  func testR21_fieldsReorderedByFrame_labelsFollow() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    defer { withExtendedLifetime(manager) {} }
    form.f1.frame.origin.y = 200
    XCTAssertEqual(returnKeys([form.f2, form.f3, form.f1]), [.next, .next, .done])
  }

  func testR22_lastTypeChangedWhileLastFieldEdits_appliesAtOnce() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    form.f3.becomeFirstResponder()
    manager.lastTextInputViewReturnKeyType = .go
    XCTAssertEqual(returnKeys(form.fields), [.next, .next, .go])
  }

  func testR23_lastTypeChangedWhileFirstFieldEdits_firstFieldKeepsNext() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    form.f1.becomeFirstResponder()
    manager.lastTextInputViewReturnKeyType = .go
    XCTAssertEqual(form.f1.returnKeyType, .next)
    // Departs from IQ (only the focused field was relabelled): F3 follows at once too.
    XCTAssertEqual(form.f3.returnKeyType, .go)
  }

  func testR24_removeMiddleField_restoresItsTypeAndSkipsIt() {
    let form = R1Form()
    form.f2.returnKeyType = .search
    let spy = FieldDelegateSpy()
    form.f2.delegate = spy
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    XCTAssertEqual(form.f2.returnKeyType, .next)
    manager.remove(form.f2)
    XCTAssertEqual(form.f2.returnKeyType, .search)
    XCTAssertTrue(form.f2.delegate === spy)
    form.f1.becomeFirstResponder()
    form.f1.pressReturn()
    XCTAssertTrue(form.scene.window.firstResponder === form.f3)
  }

  func testR25_addTwiceThenRemoveOnce_noDuplicates_departsFromIQ() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    manager.add(form.f1)
    XCTAssertEqual(names(manager.order.inputs), ["F1", "F2", "F3"])
    manager.remove(form.f1)
    // Departs from IQ (a duplicate entry keeps F1 registered): one remove takes it out.
    XCTAssertEqual(names(manager.order.inputs), ["F2", "F3"])
    XCTAssertEqual(form.f1.returnKeyType, .default)
    XCTAssertNil(form.f1.delegate)
  }

  func testR31_managerDeallocated_originalTypesRestored_departsFromIQ() {
    let form = R1Form()
    form.f3.returnKeyType = .join
    let spy = FieldDelegateSpy()
    form.f1.delegate = spy
    var manager: ReturnManager? = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    XCTAssertEqual(returnKeys(form.fields), [.next, .next, .done])
    manager = nil
    // Departs from IQ (types stay, delegates end up nil; complaint 6): everything restored.
    XCTAssertNil(manager)
    XCTAssertEqual(returnKeys(form.fields), [.default, .default, .join])
    XCTAssertTrue(form.f1.delegate === spy)
  }

  // MARK: Restoring and app-set types

  func testLeavingTheScope_fieldMovedOut_typeRestored() {
    let scene = Scene()
    let section = addContainer(to: scene.scope, y: 100, height: 200)
    let a = addField("A", to: section, y: 0)
    let b = addField("B", to: section, y: 50)
    let manager = ReturnManager(scope: section, mode: .readingOrder)
    defer { withExtendedLifetime(manager) {} }
    XCTAssertEqual(a.returnKeyType, .next)
    scene.scope.addSubview(a)
    XCTAssertEqual(a.returnKeyType, .default)
    XCTAssertEqual(b.returnKeyType, .done)
  }

  func testLeavingTheOrder_fieldHidden_typeRestoredAndRelabelledWhenShownAgain() {
    let form = R1Form()
    form.f2.returnKeyType = .route
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    defer { withExtendedLifetime(manager) {} }
    form.f2.isHidden = true
    XCTAssertEqual(form.f2.returnKeyType, .route)
    form.f2.isHidden = false
    XCTAssertEqual(form.f2.returnKeyType, .next)
  }

  func testAppSetsATypeWhileManaged_thatTypeIsRestoredLater() {
    let form = R1Form()
    var manager: ReturnManager? = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    form.f1.returnKeyType = .emergencyCall
    manager?.reload()
    XCTAssertEqual(form.f1.returnKeyType, .next)
    manager = nil
    XCTAssertEqual(form.f1.returnKeyType, .emergencyCall)
  }

  func testWrapsAround_everyFieldShowsNext() {
    let form = R1Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    manager.wrapsAround = true
    XCTAssertEqual(returnKeys(form.fields), [.next, .next, .next])
    manager.wrapsAround = false
    XCTAssertEqual(returnKeys(form.fields), [.next, .next, .done])
  }

  func testWrapsAround_singleField_showsLastType() {
    let scene = Scene()
    let only = addField("Only", to: scene.scope, y: 0)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    manager.wrapsAround = true
    XCTAssertEqual(only.returnKeyType, .done)
  }

  func testModeChanged_labelsFollowAtNextCall() {
    let form = R1Form()
    form.f1.tag = 3
    form.f2.tag = 2
    form.f3.tag = 1
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    manager.order.mode = .tagOrder
    manager.reload()
    XCTAssertEqual(returnKeys(form.fields), [.done, .next, .next])
  }
}
