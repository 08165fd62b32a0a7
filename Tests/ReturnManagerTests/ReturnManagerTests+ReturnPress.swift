import KeyboardCore
import ReturnManager
import XCTest

/// Return presses: the Navigation Reference, "Pressing return", and scenarios R3–R19, R30, R32,
/// R33 of ReturnManager's Scenario Catalogue.
///
/// R29 (a UISearchBar registered next to text fields) has no counterpart: the model has no search
/// bar.
final class ReturnManagerReturnPressTests: XCTestCase {
  /// R1's form: `V{F3(100), F1(0), F2(50)}` with a manager in reading order.
  private final class R1Form {
    let scene = Scene()
    let f1: TextField
    let f2: TextField
    let f3: TextField
    private(set) var manager: ReturnManager?

    init(mode: NavigationOrder.Mode = .readingOrder) {
      f3 = addField("F3", to: scene.scope, y: 100)
      f1 = addField("F1", to: scene.scope, y: 0)
      f2 = addField("F2", to: scene.scope, y: 50)
      manager = ReturnManager(scope: scene.scope, mode: mode)
    }

    var window: Window { scene.window }
  }

  func testR3_returnInFirstField_secondFieldFocusedShowingNext() {
    let form = R1Form()
    form.f1.becomeFirstResponder()
    XCTAssertEqual(form.f1.pressReturn(), .handledByObserver)
    XCTAssertTrue(form.window.firstResponder === form.f2)
    XCTAssertEqual(form.f2.returnKeyType, .next)
  }

  func testR4_returnInLastField_resignsAndIsHandled() {
    let form = R1Form()
    form.f3.becomeFirstResponder()
    XCTAssertEqual(form.f3.pressReturn(), .handledByObserver)
    XCTAssertNil(form.window.firstResponder)
  }

  func testR6_explicitList_returnWalksTheListAndResignsAtItsEnd() {
    let scene = Scene()
    let f3 = addField("F3", to: scene.scope, y: 100)
    let f1 = addField("F1", to: scene.scope, y: 0)
    let f2 = addField("F2", to: scene.scope, y: 50)
    let manager = ReturnManager(scope: scene.scope, mode: .list([f3, f1, f2]))
    f3.becomeFirstResponder()
    f3.pressReturn()
    XCTAssertTrue(scene.window.firstResponder === f1)
    f1.pressReturn()
    XCTAssertTrue(scene.window.firstResponder === f2)
    f2.pressReturn()
    XCTAssertNil(scene.window.firstResponder)
    XCTAssertEqual(manager.order.count, 3)
  }

  func testR7_disabledMiddleField_returnSkipsToThird() {
    let form = R1Form()
    form.f2.isEnabled = false
    form.f1.becomeFirstResponder()
    form.f1.pressReturn()
    XCTAssertTrue(form.window.firstResponder === form.f3)
  }

  func testR8_laterFieldsHiddenOrTransparent_returnResigns() {
    let form = R1Form()
    form.f2.isHidden = true
    form.f3.alpha = 0
    form.f1.becomeFirstResponder()
    XCTAssertEqual(form.f1.pressReturn(), .handledByObserver)
    XCTAssertNil(form.window.firstResponder)
  }

  func testR9_hiddenAncestor_fieldExcluded_departsFromIQ() {
    let scene = Scene()
    let f1 = addField("F1", to: scene.scope, y: 0)
    let hidden = addContainer(to: scene.scope, y: 50)
    hidden.isHidden = true
    let f2 = addField("F2", to: hidden, y: 0)
    let f3 = addField("F3", to: scene.scope, y: 100)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    // Departs from IQ (it targets F2 inside the hidden container; complaint 12).
    XCTAssertEqual(manager.order.explain(f2), .blocked(.hiddenAncestor("View")))
    f1.becomeFirstResponder()
    f1.pressReturn()
    XCTAssertTrue(scene.window.firstResponder === f3)
  }

  func testR10_refusingTarget_skippedToFollowing_departsFromIQ() {
    let form = R1Form()
    let refusing = FieldDelegateSpy()
    refusing.allowsBegin = false
    form.f2.delegate = refusing
    form.f1.becomeFirstResponder()
    form.f1.pressReturn()
    // Departs from IQ (focus stuck on F1, F3 never tried; #1181, #665, complaint 14).
    XCTAssertTrue(form.window.firstResponder === form.f3)
    XCTAssertEqual(refusing.calls, ["shouldBegin F2"])
  }

  func testR10_skippingOff_staysAndAsksAgainOnEveryPress() {
    let form = R1Form()
    form.manager?.skipsRefusingTargets = false
    let refusing = FieldDelegateSpy()
    refusing.allowsBegin = false
    form.f2.delegate = refusing
    form.f1.becomeFirstResponder()
    XCTAssertEqual(form.f1.pressReturn(), .handledByObserver)
    form.f1.pressReturn()
    XCTAssertTrue(form.window.firstResponder === form.f1)
    XCTAssertEqual(refusing.calls, ["shouldBegin F2", "shouldBegin F2"])
  }

  func testR10_everyTargetRefuses_focusStaysAndPressHandled() {
    let form = R1Form()
    let refusing = FieldDelegateSpy()
    refusing.allowsBegin = false
    form.f2.delegate = refusing
    form.f3.delegate = refusing
    form.f1.becomeFirstResponder()
    XCTAssertEqual(form.f1.pressReturn(), .handledByObserver)
    XCTAssertTrue(form.window.firstResponder === form.f1)
  }

  func testR10_currentFieldRefusesToEnd_nothingElseTried() {
    let form = R1Form()
    let sticky = FieldDelegateSpy()
    sticky.allowsEnd = false
    form.f1.delegate = sticky
    let target = FieldDelegateSpy()
    form.f3.delegate = target
    form.f1.becomeFirstResponder()
    form.f1.pressReturn()
    XCTAssertTrue(form.window.firstResponder === form.f1)
    XCTAssertEqual(target.calls, [])
  }

  func testR11_fieldDelegateReturnsFalse_pressConsumedNoNavigation_departsFromIQ() {
    let form = R1Form()
    let spy = FieldDelegateSpy()
    spy.allowsReturn = false
    form.f1.delegate = spy
    form.f1.becomeFirstResponder()
    // Departs from IQ (it navigates anyway; Navigation Reference, "Text fields"; complaint 3): the field's delegate decides.
    XCTAssertEqual(form.f1.pressReturn(), .consumedByDelegate)
    XCTAssertTrue(form.window.firstResponder === form.f1)
    XCTAssertEqual(spy.calls.filter { $0.hasPrefix("shouldReturn") }, ["shouldReturn F1"])
  }

  func testR12_managerDelegateSet_returnStillNavigates_departsFromIQ() {
    let form = R1Form()
    let delegate = ManagerDelegateSpy()
    form.manager?.delegate = delegate
    let fieldDelegate = FieldDelegateSpy()
    form.f1.delegate = fieldDelegate
    form.f1.becomeFirstResponder()
    form.f1.pressReturn()
    // Departs from IQ (a set delegate turns text-field navigation off; complaint 4).
    XCTAssertTrue(form.window.firstResponder === form.f2)
    XCTAssertTrue(delegate.events.contains("shouldResignOnReturn F1"))
    XCTAssertTrue(fieldDelegate.calls.contains("shouldReturn F1"))
  }

  func testR13_managerDelegateSet_fieldDelegateStillAskedToBegin_departsFromIQ() {
    let form = R1Form()
    let delegate = ManagerDelegateSpy()
    form.manager?.delegate = delegate
    let fieldDelegate = FieldDelegateSpy()
    form.f1.delegate = fieldDelegate
    form.f1.becomeFirstResponder()
    // Departs from IQ (neither delegate is asked shouldBegin; complaint 3): the field's own
    // delegate is asked, the manager's delegate is told.
    XCTAssertEqual(fieldDelegate.calls, ["shouldBegin F1", "didBegin F1"])
    XCTAssertEqual(delegate.events, ["didBegin F1"])
    XCTAssertEqual(form.f1.returnKeyType, .next)
  }

  // MARK: Text views

  private final class TextViewForm {
    let scene = Scene()
    let f1: TextField
    let t1: TextView
    let f2: TextField
    let manager: ReturnManager

    init(dismissTextViewOnReturn: Bool) {
      f1 = addField("F1", to: scene.scope, y: 0)
      t1 = addTextView("T1", to: scene.scope, y: 50)
      f2 = addField("F2", to: scene.scope, y: 150)
      manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
      manager.dismissTextViewOnReturn = dismissTextViewOnReturn
    }
  }

  func testR14_textViewReturn_insertsNewlineAndStays() {
    let form = TextViewForm(dismissTextViewOnReturn: false)
    form.t1.becomeFirstResponder()
    XCTAssertEqual(form.t1.pressReturn(), .insertedNewline)
    XCTAssertEqual(form.t1.text, "\n")
    XCTAssertTrue(form.scene.window.firstResponder === form.t1)
  }

  func testR15_dismissTextViewOnReturn_movesToNextWithoutNewline() {
    let form = TextViewForm(dismissTextViewOnReturn: true)
    form.t1.becomeFirstResponder()
    XCTAssertEqual(form.t1.pressReturn(), .handledByObserver)
    XCTAssertEqual(form.t1.text, "")
    XCTAssertTrue(form.scene.window.firstResponder === form.f2)
  }

  func testR16_dismissTextViewOnReturnInLastTextView_resignsWithoutNewline() {
    let form = TextViewForm(dismissTextViewOnReturn: true)
    form.f2.removeFromSuperview()
    form.t1.becomeFirstResponder()
    XCTAssertEqual(form.t1.returnKeyType, .done)
    XCTAssertEqual(form.t1.pressReturn(), .handledByObserver)
    XCTAssertEqual(form.t1.text, "")
    XCTAssertNil(form.scene.window.firstResponder)
  }

  func testR17_textViewDelegateRejectsNewline_noNavigation_departsFromIQ() {
    let form = TextViewForm(dismissTextViewOnReturn: true)
    let spy = FieldDelegateSpy()
    spy.allowsChange = false
    form.t1.delegate = spy
    form.t1.becomeFirstResponder()
    // Departs from IQ (it navigates although the delegate said no; Navigation Reference, "Text views"; complaint 3).
    XCTAssertEqual(form.t1.pressReturn(), .consumedByDelegate)
    XCTAssertTrue(form.scene.window.firstResponder === form.t1)
    XCTAssertTrue(spy.calls.contains("shouldChange T1 \"\\n\""))
  }

  func testR18_pastedTextWithNewline_insertedWithoutNavigation() {
    let form = TextViewForm(dismissTextViewOnReturn: true)
    form.t1.becomeFirstResponder()
    XCTAssertTrue(form.t1.insertText("a\nb"))
    XCTAssertEqual(form.t1.text, "a\nb")
    XCTAssertTrue(form.scene.window.firstResponder === form.t1)
  }

  func testR19_nonEditableTextView_skipped() {
    let scene = Scene()
    let f1 = addField("F1", to: scene.scope, y: 0)
    let t1 = addTextView("T1", to: scene.scope, y: 50)
    t1.isEditable = false
    let f2 = addField("F2", to: scene.scope, y: 150)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    defer { withExtendedLifetime(manager) {} }
    f1.becomeFirstResponder()
    f1.pressReturn()
    XCTAssertTrue(scene.window.firstResponder === f2)
  }

  // MARK: Several managers, removed fields, unregistered fields

  func testR30_twoManagersOnOneScreen_returnStaysWithinEachGroup() {
    let scene = Scene()
    let top = addContainer(to: scene.scope, y: 0, height: 200)
    let bottom = addContainer(to: scene.scope, y: 200, height: 200)
    let f1 = addField("F1", to: top, y: 0)
    let f2 = addField("F2", to: top, y: 50)
    let f3 = addField("F3", to: bottom, y: 0)
    let f4 = addField("F4", to: bottom, y: 50)
    let managerA = ReturnManager(scope: top, mode: .readingOrder)
    let managerB = ReturnManager(scope: bottom, mode: .readingOrder)
    XCTAssertEqual(returnKeys([f1, f2, f3, f4]), [.next, .done, .next, .done])
    f2.becomeFirstResponder()
    f2.pressReturn()
    XCTAssertNil(scene.window.firstResponder)
    f3.becomeFirstResponder()
    XCTAssertFalse(managerA.canGoNext)
    XCTAssertTrue(managerB.canGoNext)
    f3.pressReturn()
    XCTAssertTrue(scene.window.firstResponder === f4)
  }

  func testR32_middleFieldDeallocated_returnReachesThird() {
    let scene = Scene()
    let f1 = addField("F1", to: scene.scope, y: 0)
    weak var weakF2: TextField?
    do {
      let f2 = addField("F2", to: scene.scope, y: 50)
      weakF2 = f2
    }
    let f3 = addField("F3", to: scene.scope, y: 100)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(manager.order.count, 3)
    weakF2?.removeFromSuperview()
    XCTAssertNil(weakF2)
    f1.becomeFirstResponder()
    f1.pressReturn()
    XCTAssertTrue(scene.window.firstResponder === f3)
  }

  func testR33_unregisteredField_goToNextResponderOrResign_resignsAndReturnsTrue() {
    let scene = Scene()
    let section = addContainer(to: scene.scope, y: 100, height: 200)
    addField("A", to: section, y: 0)
    let stranger = addField("G", to: scene.scope, y: 0)
    let manager = ReturnManager(scope: section, mode: .readingOrder)
    stranger.becomeFirstResponder()
    XCTAssertTrue(manager.goToNextResponderOrResign(from: stranger))
    XCTAssertNil(scene.window.firstResponder)
  }

  func testGoToNextResponderOrResign_fieldWithSuccessor_movesAndReturnsFalse() {
    let form = R1Form()
    form.f1.becomeFirstResponder()
    XCTAssertEqual(form.manager?.goToNextResponderOrResign(from: form.f1), false)
    XCTAssertTrue(form.window.firstResponder === form.f2)
  }

  func testReturnInFieldOutsideEveryManager_notHandled() {
    let scene = Scene()
    let section = addContainer(to: scene.scope, y: 100, height: 200)
    addField("A", to: section, y: 0)
    let stranger = addField("G", to: scene.scope, y: 0)
    let manager = ReturnManager(scope: section, mode: .readingOrder)
    defer { withExtendedLifetime(manager) {} }
    stranger.becomeFirstResponder()
    XCTAssertEqual(stranger.pressReturn(), .ignored)
    XCTAssertTrue(scene.window.firstResponder === stranger)
  }

  func testReturnInRemovedField_notHandledByTheManager() {
    let form = R1Form()
    form.manager?.remove(form.f1)
    form.f1.becomeFirstResponder()
    XCTAssertEqual(form.f1.pressReturn(), .ignored)
    XCTAssertTrue(form.window.firstResponder === form.f1)
  }

  func testShouldResignOnReturnFalse_lastField_resigns() {
    let form = R1Form()
    let delegate = ManagerDelegateSpy()
    form.manager?.delegate = delegate
    form.f3.becomeFirstResponder()
    form.f3.pressReturn()
    XCTAssertNil(form.window.firstResponder)
    XCTAssertEqual(delegate.events, ["didBegin F3", "shouldResignOnReturn F3", "didEnd F3"])
  }

  func testWrapsAround_returnInLastField_movesToFirst() {
    let form = R1Form()
    form.manager?.wrapsAround = true
    form.f3.becomeFirstResponder()
    form.f3.pressReturn()
    XCTAssertTrue(form.window.firstResponder === form.f1)
  }

  func testDeferredFocus_goNextFromInsideDidBegin_runsAfterTheChange() {
    final class Hopper: ReturnManagerDelegate {
      weak var manager: ReturnManager?
      var results: [Bool] = []
      func didBeginEditing(_ input: any TextInput) {
        if input.placeholder == "F1", let manager { results.append(manager.goNext()) }
      }
    }
    let form = R1Form()
    let hopper = Hopper()
    hopper.manager = form.manager
    form.manager?.delegate = hopper
    form.f1.becomeFirstResponder()
    // The request made inside the focus callback is deferred by the window, then runs.
    XCTAssertEqual(hopper.results, [false])
    XCTAssertTrue(form.window.firstResponder === form.f2)
  }
}
