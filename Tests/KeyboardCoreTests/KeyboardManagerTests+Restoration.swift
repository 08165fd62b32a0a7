import KeyboardCore
import XCTest

// Exact restoration and bad input (issue "KeyboardManager", Done when).
final class KeyboardManagerRestorationTests: XCTestCase {
  private struct Values: Equatable {
    var root: Rect
    var offsets: [Point]
    var insets: [Insets]
    var indicators: [Insets]
  }

  private func values(_ h: AvoidanceHarness, _ scrolls: [ScrollView]) -> Values {
    Values(
      root: h.root.frame, offsets: scrolls.map(\.contentOffset),
      insets: scrolls.map(\.contentInset), indicators: scrolls.map(\.verticalScrollIndicatorInsets))
  }

  func testShowSwitchesChangesHide_everyTouchedValueRestoredBitwise() {
    let h = AvoidanceHarness(width: 375, height: 812, safeArea: Insets(top: 47, bottom: 34))
    let outer = h.addScrollView(
      Rect(x: 0, y: 100, width: 375, height: 712), contentSize: Size(width: 375, height: 2000))
    outer.restoreContentOffset = true
    outer.contentInset = Insets(top: 3, bottom: 7.25)
    outer.verticalScrollIndicatorInsets = Insets(bottom: 1.5)
    let inner = h.addScrollView(
      Rect(x: 0, y: 900, width: 375, height: 300), contentSize: Size(width: 375, height: 900),
      to: outer)
    inner.restoreContentOffset = true
    inner.contentOffset = Point(x: 0, y: 12.5)
    let fields = [
      h.addField(Rect(x: 20, y: 700, width: 335, height: 40), to: outer),
      h.addField(Rect(x: 20, y: 800, width: 335, height: 40), to: inner),
      h.addField(Rect(x: 20, y: 740, width: 335, height: 40)),
      h.addField(Rect(x: 20, y: 60, width: 335, height: 40)),
    ]
    let before = values(h, [outer, inner])
    h.focus(fields[0])
    h.postKeyboard(Rect(x: 0, y: 476, width: 375, height: 336))
    h.focus(fields[1])
    h.postKeyboard(Rect(x: 0, y: 432, width: 375, height: 380), event: .willChangeFrame)
    h.focus(fields[2])
    h.focus(fields[3])
    h.focus(fields[1])
    XCTAssertNotEqual(values(h, [outer, inner]), before)
    h.hideKeyboard()
    XCTAssertEqual(values(h, [outer, inner]), before)
    XCTAssertEqual(h.manager.movedDistance, 0)
    h.assertConsistent()
  }

  func testSolvingTwice_changesNothing() {
    let h = AvoidanceHarness()
    let scroll = h.addScrollView(
      Rect(x: 0, y: 200, width: 320, height: 300), contentSize: Size(width: 320, height: 320))
    let field = h.addField(Rect(x: 20, y: 280, width: 280, height: 30), to: scroll)
    h.focus(field)
    h.showKeyboard()
    let after = (h.root.frame, scroll.contentOffset, scroll.contentInset)
    h.manager.reloadLayoutIfNeeded()
    XCTAssertEqual(h.manager.lastPlan?.mutations, [])
    XCTAssertEqual(h.root.frame, after.0)
    XCTAssertEqual(scroll.contentOffset, after.1)
    XCTAssertEqual(scroll.contentInset, after.2)
  }

  func testNonFiniteKeyboardFrame_ignoredWithDiagnostic() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    h.postKeyboard(Rect(x: 0, y: .nan, width: 320, height: 216), event: .willChangeFrame)
    h.postKeyboard(Rect(x: 0, y: 352, width: .infinity, height: 216), event: .willChangeFrame)
    XCTAssertEqual(h.root.frame.origin.y, -188)
    XCTAssertEqual(
      h.window.diagnostics.filter { $0.code == .nonFiniteKeyboardFrame }.count, 2)
    h.assertConsistent()
  }

  func testFieldRemovedWhileKeyboardUp_resignsAndHideRestores() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    field.removeFromSuperview()
    XCTAssertNil(h.window.firstResponder)
    XCTAssertEqual(h.window.diagnostics.last?.code, .forcedResign)
    h.assertConsistent()
    h.window.layoutIfNeeded()
    h.hideKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, 0)
    XCTAssertEqual(h.manager.movedDistance, 0)
  }

  func testPresentedControllerDeallocatedMidSession_noCrashAndConsistent() {
    let h = AvoidanceHarness()
    weak var weakSheet: ViewController?
    do {
      let sheet = ViewController()
      weakSheet = sheet
      h.controller.present(sheet)
      let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: sheet.view)
      h.focus(field)
      h.showKeyboard()
      XCTAssertEqual(sheet.view.frame.origin.y, -188)
      h.controller.dismiss()
    }
    XCTAssertNil(weakSheet, "the manager keeps no strong reference to the controller")
    h.hideKeyboard()
    XCTAssertEqual(h.manager.movedDistance, 0)
    XCTAssertEqual(h.root.frame.origin.y, 0)
    h.assertConsistent()
  }

  func testDelegateMovesFocusInsideCallback_deferredAndConsistent() {
    final class Redirect: TextInputDelegate {
      weak var target: TextField?
      func textInputDidEndEditing(_ input: any TextInput) {
        target?.becomeFirstResponder()
      }
    }
    let h = AvoidanceHarness()
    let first = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    let second = h.addField(Rect(x: 20, y: 100, width: 280, height: 30))
    let third = h.addField(Rect(x: 20, y: 450, width: 280, height: 30))
    let redirect = Redirect()
    redirect.target = third
    first.delegate = redirect
    h.focus(first)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, -188)
    second.becomeFirstResponder()
    XCTAssertTrue(third.isFirstResponder)
    XCTAssertEqual(h.window.diagnostics.last?.code, .reentrantFocusChange)
    XCTAssertEqual(h.root.frame.origin.y, -138)
    h.assertConsistent()
  }

  func testManagerDeallocated_restoresWhatItMoved() {
    let screen = Screen(width: 320, height: 568)
    let window = Window(screen: screen, safeAreaInsets: Insets(top: 20))
    let controller = ViewController()
    window.rootViewController = controller
    let field = TextField(frame: Rect(x: 20, y: 500, width: 280, height: 30))
    controller.view.addSubview(field)
    do {
      let manager = KeyboardManager(window: window)
      manager.isEnabled = true
      field.becomeFirstResponder()
      screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
      XCTAssertEqual(controller.view.frame.origin.y, -188)
    }
    XCTAssertEqual(controller.view.frame.origin.y, 0)
  }

  // A root restored after it left the window (its tab deselected while editing) is no longer
  // marked as held resized: the mark outlived the session, and navigation orders read where
  // views rested before a rotation as where they rest.
  func testRootRestoredOutOfTheWindow_holdMarkCleared() {
    let form = ViewController()
    let tabs = TabBarController(viewControllers: [form, ViewController()])
    let h = AvoidanceHarness(controller: tabs)
    h.manager.strategy = .resizeRoot
    let resting = form.view.frame
    let field = h.addField(Rect(x: 20, y: 450, width: 280, height: 30), to: form.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertTrue(h.window.viewResizedForKeyboard === form.view)
    XCTAssertNotEqual(form.view.frame, resting)
    tabs.selectedIndex = 1
    h.hideKeyboard()
    XCTAssertNil(form.view.window)
    XCTAssertEqual(form.view.frame, resting)
    XCTAssertNil(h.window.viewResizedForKeyboard)
  }

  // The same for a root lifted (`moveRoot`): the window's lift mark goes with the restore.
  func testRootRestoredOutOfTheWindow_liftMarkCleared() {
    let form = ViewController()
    let tabs = TabBarController(viewControllers: [form, ViewController()])
    let h = AvoidanceHarness(controller: tabs)
    let resting = form.view.frame
    let field = h.addField(Rect(x: 20, y: 450, width: 280, height: 30), to: form.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertTrue(h.window.keyboardLift?.view === form.view)
    tabs.selectedIndex = 1
    h.hideKeyboard()
    XCTAssertNil(form.view.window)
    XCTAssertEqual(form.view.frame, resting)
    XCTAssertNil(h.window.keyboardLift)
  }
}

// Issue 12: a root the host moves or resizes while the keyboard is up rests where the host
// put it; the manager does not lift a clear field back to a stale origin, nor grow a root the
// host shrank when it restores.
final class KeyboardManagerHostMovesRootTests: XCTestCase {
  func testHostMovesRootDown_midSession_clearFieldNotLifted_restoreKeepsHostOrigin() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 100, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, 0)
    h.root.frame = Rect(x: 0, y: 100, width: 320, height: 568)
    h.window.layoutIfNeeded()
    XCTAssertEqual(h.root.frame.origin.y, 100, "the field (bottom 230) is clear")
    h.hideKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, 100)
  }

  func testHostShrinksRoot_midSession_restoreKeepsHostSize() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, -188)
    h.root.frame = Rect(x: 0, y: 0, width: 320, height: 540)
    h.window.layoutIfNeeded()
    XCTAssertEqual(h.root.frame.origin.y, -188)
    XCTAssertEqual(h.root.frame.height, 540)
    h.hideKeyboard()
    XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 320, height: 540))
  }
}
