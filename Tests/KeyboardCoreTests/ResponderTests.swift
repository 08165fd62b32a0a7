import KeyboardCore
import XCTest

/// A form with a delegate on every input and two observers, all logging into one ``EventLog``.
private struct RecordedForm {
  let window: Window
  let form: FormViewController
  let log = EventLog()
  let delegates: [RecordingDelegate]
  let observers: [RecordingObserver]

  init(file: StaticString = #filePath, line: UInt = #line) {
    (window, form) = makeForm(file: file, line: line)
    delegates = ["d1", "d2", "d3", "d4"].map { [log] in RecordingDelegate($0, log: log) }
    form.first.delegate = delegates[0]
    form.second.delegate = delegates[1]
    form.third.delegate = delegates[2]
    form.notes.delegate = delegates[3]
    observers = ["oA", "oB"].map { [log] in RecordingObserver($0, log: log) }
    observers.forEach(window.addObserver)
  }
}

final class ResponderTests: XCTestCase {
  // MARK: Becoming first responder

  func testBecomeFirstResponder_eligibleField_succeedsWithCallbacksInOrder() {
    let scene = RecordedForm()
    XCTAssertTrue(scene.form.first.becomeFirstResponder())
    XCTAssertTrue(scene.window.firstResponder === scene.form.first)
    XCTAssertTrue(scene.form.first.isFirstResponder)
    XCTAssertFalse(scene.form.second.isFirstResponder)
    XCTAssertEqual(
      scene.log.entries,
      [
        "d1.shouldBegin(field1)", "d1.didBegin(field1)", "oA.didBegin(field1)",
        "oB.didBegin(field1)",
      ])
    assertInvariants(scene.window)
  }

  func testFocus_alreadyFirstResponder_unchangedWithoutCallbacks() {
    let scene = RecordedForm()
    XCTAssertEqual(scene.window.focus(scene.form.first), .succeeded)
    scene.log.clear()
    XCTAssertEqual(scene.window.focus(scene.form.first), .unchanged)
    XCTAssertTrue(scene.form.first.becomeFirstResponder())
    XCTAssertEqual(scene.log.entries, [])
  }

  func testFocus_switchingFields_callbackOrderIsExact() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.log.clear()
    XCTAssertEqual(scene.window.focus(scene.form.second), .succeeded)
    XCTAssertEqual(
      scene.log.entries,
      [
        "d2.shouldBegin(field2)", "d1.shouldEnd(field1)", "d1.didEnd(field1)",
        "oA.didEnd(field1)", "oB.didEnd(field1)", "d2.didBegin(field2)", "oA.didBegin(field2)",
        "oB.didBegin(field2)",
      ])
    XCTAssertTrue(scene.window.firstResponder === scene.form.second)
  }

  func testFocus_newDelegateRefusesToBegin_keepsCurrentAndAsksNothingElse() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.delegates[1].allowsBegin = false
    scene.log.clear()
    XCTAssertEqual(scene.window.focus(scene.form.second), .refusedToBegin)
    XCTAssertFalse(scene.form.second.becomeFirstResponder())
    XCTAssertTrue(scene.window.firstResponder === scene.form.first)
    XCTAssertEqual(scene.log.entries, ["d2.shouldBegin(field2)", "d2.shouldBegin(field2)"])
  }

  func testFocus_currentDelegateRefusesToEnd_keepsCurrent() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.delegates[0].allowsEnd = false
    scene.log.clear()
    XCTAssertEqual(scene.window.focus(scene.form.second), .refusedToEnd)
    XCTAssertTrue(scene.window.firstResponder === scene.form.first)
    XCTAssertEqual(scene.log.entries, ["d2.shouldBegin(field2)", "d1.shouldEnd(field1)"])
  }

  func testFocus_noDelegates_succeedsAndNotifiesObservers() {
    let (window, form) = makeForm()
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    XCTAssertTrue(form.notes.becomeFirstResponder())
    XCTAssertTrue(form.first.becomeFirstResponder())
    XCTAssertEqual(
      observer.log.entries, ["o.didBegin(text4)", "o.didEnd(text4)", "o.didBegin(field1)"])
  }

  func testDelegate_heldWeakly_releasedDelegateIsNotAsked() {
    let (window, form) = makeForm()
    do {
      let refusing = RecordingDelegate("gone", log: EventLog())
      refusing.allowsBegin = false
      form.first.delegate = refusing
    }
    XCTAssertNil(form.first.delegate)
    XCTAssertEqual(window.focus(form.first), .succeeded)
  }

  // MARK: Blockers

  func testBecomeFirstResponder_viewNotInWindow_fails() {
    let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30))
    XCTAssertEqual(field.focusBlocker, .notInWindow)
    XCTAssertFalse(field.becomeFirstResponder())
    XCTAssertFalse(field.isFirstResponder)
  }

  func testFocus_inputOfAnotherWindow_blockedAsNotInWindow() {
    let (window, _) = makeForm()
    let (otherWindow, other) = makeForm()
    XCTAssertEqual(window.focus(other.first), .blocked(.notInWindow))
    XCTAssertNil(window.firstResponder)
    assertInvariants(otherWindow)
  }

  func testFocusBlocker_disabledFieldOrReadOnlyTextView_editingDisabled() {
    let scene = RecordedForm()
    scene.form.first.isEnabled = false
    scene.form.notes.isEditable = false
    XCTAssertEqual(scene.form.first.focusBlocker, .editingDisabled)
    XCTAssertEqual(scene.form.notes.focusBlocker, .editingDisabled)
    XCTAssertEqual(scene.window.focus(scene.form.first), .blocked(.editingDisabled))
    XCTAssertEqual(scene.log.entries, [], "a blocked input's delegate is not asked")
  }

  func testFocusBlocker_hiddenSelfOrAncestor_namesWhich() {
    let (window, form) = makeForm()
    form.first.isHidden = true
    XCTAssertEqual(form.first.focusBlocker, .hidden)
    form.first.isHidden = false
    form.view.isHidden = true
    XCTAssertEqual(form.first.focusBlocker, .hiddenAncestor("View"))
    assertInvariants(window)
  }

  func testFocusBlocker_transparentSelfOrAncestor_namesWhich() {
    let fixture = NestedScrollFixture()
    fixture.field.alpha = 0
    XCTAssertEqual(fixture.field.focusBlocker, .transparent)
    fixture.field.alpha = 0.01
    XCTAssertNil(fixture.field.focusBlocker, "only exactly zero blocks")
    fixture.inner.alpha = 0
    XCTAssertEqual(fixture.field.focusBlocker, .transparentAncestor("ScrollView"))
  }

  func testFocusBlocker_interactionDisabledSelfOrAncestor_namesWhich() {
    let (window, form) = makeForm()
    form.second.isUserInteractionEnabled = false
    XCTAssertEqual(form.second.focusBlocker, .interactionDisabled)
    form.second.isUserInteractionEnabled = true
    window.isUserInteractionEnabled = false
    XCTAssertEqual(form.second.focusBlocker, .interactionDisabledAncestor("Window"))
    XCTAssertEqual(window.focus(form.second), .blocked(.interactionDisabledAncestor("Window")))
  }

  func testFocusBlocker_severalReasons_reportsFirstInDocumentedOrder() {
    let (window, form) = makeForm()
    let field = form.first
    field.isEnabled = false
    field.isHidden = true
    field.alpha = 0
    XCTAssertEqual(field.focusBlocker, .editingDisabled)
    field.isEnabled = true
    XCTAssertEqual(field.focusBlocker, .hidden)
    field.isHidden = false
    field.isUserInteractionEnabled = false
    XCTAssertEqual(field.focusBlocker, .transparent)
    field.removeFromSuperview()
    XCTAssertEqual(field.focusBlocker, .notInWindow)
    assertInvariants(window)
  }

  func testFocusBlocker_descriptions_arePhrases() {
    let all: [FocusBlocker] = [
      .notInWindow, .editingDisabled, .hidden, .hiddenAncestor("ScrollView"), .transparent,
      .transparentAncestor("View"), .interactionDisabled, .interactionDisabledAncestor("Cell"),
    ]
    XCTAssertEqual(
      all.map(\.description),
      [
        "not in a window", "editing disabled", "hidden", "hidden ancestor ScrollView", "alpha 0",
        "alpha 0 ancestor View", "interaction disabled", "interaction disabled on ancestor Cell",
      ])
  }

  func testFocusOutcome_isSuccessAndDescriptions_matchCases() {
    let all: [FocusOutcome] = [
      .succeeded, .unchanged, .blocked(.hidden), .refusedToBegin, .refusedToEnd, .deferred,
    ]
    XCTAssertEqual(all.map(\.isSuccess), [true, true, false, false, false, false])
    XCTAssertEqual(
      all.map(\.description),
      [
        "succeeded", "unchanged", "blocked: hidden", "refused by the input's delegate",
        "refused by the current first responder's delegate",
        "deferred until the current focus change finishes",
      ])
  }

  func testFocus_delegateHidesInputWhileAsked_blockedAfterOldEnded() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.delegates[1].onShouldBegin = { $0.isHidden = true }
    XCTAssertEqual(scene.window.focus(scene.form.second), .blocked(.hidden))
    XCTAssertNil(scene.window.firstResponder)
    assertInvariants(scene.window)
  }

  // MARK: Resigning

  func testResign_delegateAllows_endsEditing() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.log.clear()
    XCTAssertTrue(scene.form.first.resignFirstResponder())
    XCTAssertNil(scene.window.firstResponder)
    XCTAssertEqual(
      scene.log.entries,
      ["d1.shouldEnd(field1)", "d1.didEnd(field1)", "oA.didEnd(field1)", "oB.didEnd(field1)"])
  }

  func testResign_delegateRefuses_staysFirstResponder() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.delegates[0].allowsEnd = false
    XCTAssertFalse(scene.form.first.resignFirstResponder())
    XCTAssertEqual(scene.window.resignFirstResponder(), .refusedToEnd)
    XCTAssertTrue(scene.window.firstResponder === scene.form.first)
  }

  func testResign_forced_skipsTheQuestion() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.delegates[0].allowsEnd = false
    scene.log.clear()
    XCTAssertEqual(scene.window.resignFirstResponder(force: true), .succeeded)
    XCTAssertNil(scene.window.firstResponder)
    XCTAssertEqual(
      scene.log.entries, ["d1.didEnd(field1)", "oA.didEnd(field1)", "oB.didEnd(field1)"])
  }

  func testResign_nothingFocusedOrOtherInput_unchangedAndTrue() {
    let scene = RecordedForm()
    XCTAssertEqual(scene.window.resignFirstResponder(), .unchanged)
    scene.form.first.becomeFirstResponder()
    scene.log.clear()
    XCTAssertTrue(scene.form.second.resignFirstResponder())
    XCTAssertTrue(TextField().resignFirstResponder())
    XCTAssertTrue(scene.window.firstResponder === scene.form.first)
    XCTAssertEqual(scene.log.entries, [])
  }

  func testDisable_firstResponder_resignsWithoutAsking() {
    let scene = RecordedForm()
    scene.form.notes.becomeFirstResponder()
    scene.delegates[3].allowsEnd = false
    scene.log.clear()
    scene.form.notes.isEditable = false
    XCTAssertNil(scene.window.firstResponder)
    XCTAssertEqual(scene.log.entries, ["d4.didEnd(text4)", "oA.didEnd(text4)", "oB.didEnd(text4)"])
    scene.form.first.becomeFirstResponder()
    scene.form.first.isEnabled = false
    XCTAssertNil(scene.window.firstResponder)
    assertInvariants(scene.window)
  }

  // MARK: Re-entrancy

  func testReentrantFocus_fromDidEndEditing_deferredAndEndsOnRequestedField() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    var outcome: FocusOutcome?
    scene.delegates[0].onDidEnd = { _ in outcome = scene.window.focus(scene.form.third) }
    scene.log.clear()
    XCTAssertEqual(scene.window.focus(scene.form.second), .succeeded)
    XCTAssertEqual(outcome, .deferred)
    XCTAssertTrue(scene.window.firstResponder === scene.form.third)
    XCTAssertEqual(
      scene.log.entries,
      [
        "d2.shouldBegin(field2)", "d1.shouldEnd(field1)", "d1.didEnd(field1)",
        "oA.didEnd(field1)", "oB.didEnd(field1)", "d2.didBegin(field2)", "oA.didBegin(field2)",
        "oB.didBegin(field2)",
        // the deferred request runs once the first change is complete
        "d3.shouldBegin(field3)", "d2.shouldEnd(field2)", "d2.didEnd(field2)",
        "oA.didEnd(field2)", "oB.didEnd(field2)", "d3.didBegin(field3)", "oA.didBegin(field3)",
        "oB.didBegin(field3)",
      ])
    XCTAssertEqual(scene.window.diagnostics.map(\.code), [.reentrantFocusChange])
    XCTAssertEqual(
      scene.window.diagnostics.first?.message,
      "TextField asked for focus inside a focus callback; deferred")
    assertInvariants(scene.window)
  }

  func testReentrantFocus_fromDidBeginEditing_deferredAndEndsOnRequestedField() {
    let scene = RecordedForm()
    scene.delegates[0].onDidBegin = { _ in scene.form.notes.becomeFirstResponder() }
    XCTAssertTrue(scene.window.focus(scene.form.first) == .succeeded)
    XCTAssertTrue(scene.window.firstResponder === scene.form.notes)
    XCTAssertEqual(
      scene.log.entries,
      [
        "d1.shouldBegin(field1)", "d1.didBegin(field1)", "oA.didBegin(field1)",
        "oB.didBegin(field1)", "d4.shouldBegin(text4)", "d1.shouldEnd(field1)",
        "d1.didEnd(field1)", "oA.didEnd(field1)", "oB.didEnd(field1)", "d4.didBegin(text4)",
        "oA.didBegin(text4)", "oB.didBegin(text4)",
      ])
    XCTAssertEqual(scene.window.diagnostics.map(\.code), [.reentrantFocusChange])
    assertInvariants(scene.window)
  }

  func testReentrantResign_fromDidBeginEditing_deferredAndEndsWithNoFirstResponder() {
    let scene = RecordedForm()
    var outcome: FocusOutcome?
    scene.delegates[1].onDidBegin = { _ in outcome = scene.window.resignFirstResponder() }
    XCTAssertFalse(scene.form.second.becomeFirstResponder())
    XCTAssertEqual(outcome, .deferred)
    XCTAssertNil(scene.window.firstResponder)
    XCTAssertEqual(
      scene.log.entries,
      [
        "d2.shouldBegin(field2)", "d2.didBegin(field2)", "oA.didBegin(field2)",
        "oB.didBegin(field2)", "d2.shouldEnd(field2)", "d2.didEnd(field2)", "oA.didEnd(field2)",
        "oB.didEnd(field2)",
      ])
    XCTAssertEqual(
      scene.window.diagnostics.map(\.message), ["resign asked inside a focus callback; deferred"])
  }

  func testReentrantFocus_pingPongFromDidBegin_settlesWithoutRecursion() {
    let scene = RecordedForm()
    var requests = 0
    scene.delegates[0].onDidBegin = { _ in
      requests += 1
      if requests < 3 { scene.form.second.becomeFirstResponder() }
    }
    scene.delegates[1].onDidBegin = { _ in scene.form.first.becomeFirstResponder() }
    scene.form.first.becomeFirstResponder()
    XCTAssertEqual(requests, 3)
    XCTAssertTrue(scene.window.firstResponder === scene.form.first)
    XCTAssertEqual(scene.window.diagnostics.count, 4)
    assertInvariants(scene.window)
  }

  // MARK: Leaving the window

  func testRemoveFirstResponder_fromWindow_forceResignsWithDiagnostic() {
    let scene = RecordedForm()
    scene.form.second.becomeFirstResponder()
    scene.delegates[1].allowsEnd = false
    scene.log.clear()
    scene.form.second.removeFromSuperview()
    XCTAssertNil(scene.window.firstResponder)
    XCTAssertEqual(
      scene.log.entries, ["d2.didEnd(field2)", "oA.didEnd(field2)", "oB.didEnd(field2)"])
    XCTAssertEqual(scene.window.diagnostics.map(\.code), [.forcedResign])
    XCTAssertEqual(
      scene.window.diagnostics.first?.message, "TextField left the window while editing; resigned")
    assertInvariants(scene.window)
  }

  func testRemoveAncestorOfFirstResponder_fromWindow_forceResigns() {
    let fixture = NestedScrollFixture()
    XCTAssertTrue(fixture.field.becomeFirstResponder())
    fixture.outer.removeFromSuperview()
    XCTAssertNil(fixture.window.firstResponder)
    XCTAssertEqual(fixture.window.diagnostics.map(\.code), [.forcedResign])
    assertInvariants(fixture.window)
  }

  func testRemoveOtherView_whileEditing_keepsFirstResponder() {
    let scene = RecordedForm()
    scene.form.second.becomeFirstResponder()
    scene.form.third.removeFromSuperview()
    XCTAssertTrue(scene.window.firstResponder === scene.form.second)
    XCTAssertEqual(scene.window.diagnostics, [])
  }

  func testMoveFirstResponder_withinWindow_staysFirstResponder() {
    let fixture = NestedScrollFixture()
    fixture.field.becomeFirstResponder()
    fixture.outer.addSubview(fixture.field)
    fixture.window.insertSubview(fixture.outer, at: 0)
    XCTAssertTrue(fixture.window.firstResponder === fixture.field)
    XCTAssertEqual(fixture.window.diagnostics, [])
    assertInvariants(fixture.window)
  }

  func testMoveFirstResponder_intoDetachedView_forceResigns() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    View().addSubview(scene.form.first)
    XCTAssertNil(scene.window.firstResponder)
    XCTAssertEqual(scene.window.diagnostics.map(\.code), [.forcedResign])
  }

  func testMoveFirstResponder_toAnotherWindow_resignsInOldWindow() {
    let (window, form) = makeForm()
    let other = makePhoneWindow()
    form.first.becomeFirstResponder()
    other.addSubview(form.first)
    XCTAssertNil(window.firstResponder)
    XCTAssertNil(other.firstResponder)
    XCTAssertFalse(form.first.isFirstResponder)
    assertInvariants(window)
    assertInvariants(other)
  }

  func testRemovedInputRefocusedFromDidEnd_endsBlockedAndConsistent() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.delegates[0].onDidEnd = { $0.becomeFirstResponder() }
    scene.form.first.removeFromSuperview()
    XCTAssertNil(scene.window.firstResponder)
    XCTAssertFalse(scene.form.first.isFirstResponder)
    XCTAssertEqual(
      scene.window.diagnostics.map(\.code), [.forcedResign, .reentrantFocusChange])
    assertInvariants(scene.window)
  }

  func testInputRemovedInsideItsOwnDidBegin_endsWithBalancedCallbacks() {
    let scene = RecordedForm()
    scene.delegates[0].onDidBegin = { $0.removeFromSuperview() }
    XCTAssertFalse(scene.form.first.becomeFirstResponder())
    XCTAssertNil(scene.window.firstResponder)
    XCTAssertEqual(
      scene.log.entries,
      ["d1.shouldBegin(field1)", "d1.didBegin(field1)", "d1.didEnd(field1)"],
      "observers never heard of the aborted begin")
    XCTAssertEqual(scene.window.focus(scene.form.second), .succeeded)
    assertInvariants(scene.window)
  }

  func testInputRemovedInsideObserverDidBegin_onlyToldObserversHearTheEnd() {
    let scene = RecordedForm()
    scene.observers[0].onDidBegin = { $0.removeFromSuperview() }
    XCTAssertEqual(scene.window.focus(scene.form.first), .blocked(.notInWindow))
    XCTAssertEqual(
      scene.log.entries,
      [
        "d1.shouldBegin(field1)", "d1.didBegin(field1)", "oA.didBegin(field1)",
        "d1.didEnd(field1)", "oA.didEnd(field1)",
      ])
    XCTAssertNil(scene.window.firstResponder)
    assertInvariants(scene.window)
  }

  // MARK: Return key

  func testPressReturn_notFirstResponder_notEditing() {
    let scene = RecordedForm()
    XCTAssertEqual(scene.form.first.pressReturn(), .notEditing)
    XCTAssertEqual(TextField().pressReturn(), .notEditing)
    XCTAssertEqual(scene.log.entries, [])
  }

  func testPressReturn_fieldNobodyHandles_ignoredAfterAskingEveryone() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.log.clear()
    XCTAssertEqual(scene.form.first.pressReturn(), .ignored)
    XCTAssertEqual(
      scene.log.entries, ["d1.shouldReturn(field1)", "oA.return(field1)", "oB.return(field1)"])
  }

  func testPressReturn_fieldDelegateVetoes_consumedWithoutObservers() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.delegates[0].allowsReturn = false
    scene.observers[0].handlesReturn = true
    scene.log.clear()
    XCTAssertEqual(scene.form.first.pressReturn(), .consumedByDelegate)
    XCTAssertEqual(scene.log.entries, ["d1.shouldReturn(field1)"])
  }

  func testPressReturn_fieldFirstObserverHandles_laterObserversNotAsked() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.observers[0].handlesReturn = true
    scene.observers[1].handlesReturn = true
    scene.log.clear()
    XCTAssertEqual(scene.form.first.pressReturn(), .handledByObserver)
    XCTAssertEqual(scene.log.entries, ["d1.shouldReturn(field1)", "oA.return(field1)"])
  }

  func testPressReturn_fieldSecondObserverHandles_handled() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.observers[1].handlesReturn = true
    scene.log.clear()
    XCTAssertEqual(scene.form.first.pressReturn(), .handledByObserver)
    XCTAssertEqual(
      scene.log.entries, ["d1.shouldReturn(field1)", "oA.return(field1)", "oB.return(field1)"])
    XCTAssertEqual(scene.form.first.text, "")
  }

  func testPressReturn_textViewNobodyHandles_insertsNewline() {
    let scene = RecordedForm()
    scene.form.notes.text = "ab"
    scene.form.notes.becomeFirstResponder()
    scene.log.clear()
    XCTAssertEqual(scene.form.notes.pressReturn(), .insertedNewline)
    XCTAssertEqual(scene.form.notes.text, "ab\n")
    XCTAssertEqual(
      scene.log.entries, ["d4.shouldChange(text4)", "oA.return(text4)", "oB.return(text4)"])
    XCTAssertEqual(scene.delegates[3].changes.map(\.range), [2..<2])
    XCTAssertEqual(scene.delegates[3].changes.map(\.text), ["\n"])
  }

  func testPressReturn_textViewDelegateVetoes_consumedWithoutNewline() {
    let scene = RecordedForm()
    scene.form.notes.becomeFirstResponder()
    scene.delegates[3].allowsChange = false
    scene.log.clear()
    XCTAssertEqual(scene.form.notes.pressReturn(), .consumedByDelegate)
    XCTAssertEqual(scene.form.notes.text, "")
    XCTAssertEqual(scene.log.entries, ["d4.shouldChange(text4)"])
  }

  func testPressReturn_textViewObserverHandles_noNewline() {
    let scene = RecordedForm()
    scene.form.notes.becomeFirstResponder()
    scene.observers[0].handlesReturn = true
    XCTAssertEqual(scene.form.notes.pressReturn(), .handledByObserver)
    XCTAssertEqual(scene.form.notes.text, "")
  }

  func testPressReturn_textViewWithoutDelegateOrObservers_insertsNewline() {
    let (window, form) = makeForm()
    form.notes.becomeFirstResponder()
    XCTAssertEqual(form.notes.pressReturn(), .insertedNewline)
    XCTAssertEqual(form.notes.text, "\n")
    assertInvariants(window)
  }

  func testPressReturn_observerWithDefaultImplementation_doesNotHandle() {
    final class Silent: WindowObserver {}
    let (window, form) = makeForm()
    let silent = Silent()
    window.addObserver(silent)
    form.first.becomeFirstResponder()
    XCTAssertEqual(form.first.pressReturn(), .ignored)
  }

  // MARK: Typing

  func testInsertText_field_appendsAfterAskingDelegateWithRange() {
    let scene = RecordedForm()
    scene.form.first.text = "abc"
    XCTAssertTrue(scene.form.first.insertText("de"))
    XCTAssertEqual(scene.form.first.text, "abcde")
    XCTAssertEqual(scene.delegates[0].changes.map(\.range), [3..<3])
    XCTAssertEqual(scene.delegates[0].changes.map(\.text), ["de"])
  }

  func testInsertText_delegateRejects_leavesTextAndReturnsFalse() {
    let scene = RecordedForm()
    scene.delegates[0].allowsChange = false
    XCTAssertFalse(scene.form.first.insertText("x"))
    XCTAssertEqual(scene.form.first.text, "")
  }

  func testInsertText_newlinesIntoSingleLine_dropped() {
    let (window, form) = makeForm()
    XCTAssertTrue(form.first.insertText("a\nb"))
    XCTAssertEqual(form.first.text, "ab")
    XCTAssertTrue(form.notes.insertText("a\nb"))
    XCTAssertEqual(form.notes.text, "a\nb")
    assertInvariants(window)
  }

  func testInsertText_returnInFieldOrTextView_isAReturnPress() {
    let scene = RecordedForm()
    scene.form.first.becomeFirstResponder()
    scene.log.clear()
    XCTAssertFalse(scene.form.first.insertText("\n"))
    XCTAssertEqual(scene.form.first.text, "")
    XCTAssertEqual(scene.log.entries.first, "d1.shouldReturn(field1)")
    scene.form.notes.becomeFirstResponder()
    XCTAssertTrue(scene.form.notes.insertText("\n"))
    XCTAssertEqual(scene.form.notes.text, "\n")
  }

  // MARK: Traits

  func testTraits_forwardingProperties_readAndWriteTraits() {
    let field = TextField()
    field.returnKeyType = .next
    field.distanceFromKeyboard = 24
    field.enableMode = .disabled
    field.ignoresNavigation = true
    field.placeholder = "Email"
    var expected = TextInputTraits()
    expected.returnKeyType = .next
    expected.distanceFromKeyboard = 24
    expected.enableMode = .disabled
    expected.ignoresNavigation = true
    expected.placeholder = "Email"
    XCTAssertEqual(field.traits, expected)
    XCTAssertEqual(TextInputTraits().returnKeyType, .default)
    XCTAssertNil(TextInputTraits().distanceFromKeyboard)
  }

  func testReturnKeyType_allCases_mirrorUIKit() {
    XCTAssertEqual(ReturnKeyType.allCases.count, 12)
    XCTAssertEqual(ReturnKeyType.emergencyCall.rawValue, "emergencyCall")
    XCTAssertEqual(EnableMode.allCases, [.default, .enabled, .disabled])
  }
}
