import KeyboardCore
import ReturnManager
import XCTest

// Issue 13 item 7: with nothing focused, Next focuses the first field and Previous the last (as
// Tab does on the web, in Flutter, Android and Compose); when the focused field is removed,
// the next move continues from where it was.
final class ReturnManagerInitialFocusTests: XCTestCase {
  private struct Form {
    let scene = Scene()
    let fields: [TextField]
    let manager: ReturnManager

    init() {
      let scope = scene.scope
      fields = ["A", "B", "C", "D"].enumerated().map { index, name in
        addField(name, to: scope, y: 10 + 50 * Double(index))
      }
      manager = ReturnManager(scope: scope, mode: .readingOrder)
    }

    var focused: String? { focusedName(scene.window) }
  }

  func testGoNext_nothingFocused_focusesFirst() {
    let form = Form()
    XCTAssertTrue(form.manager.canGoNext)
    XCTAssertTrue(form.manager.goNext())
    XCTAssertEqual(form.focused, "A")
  }

  func testGoPrevious_nothingFocused_focusesLast() {
    let form = Form()
    XCTAssertTrue(form.manager.canGoPrevious)
    XCTAssertTrue(form.manager.go(.previous))
    XCTAssertEqual(form.focused, "D")
  }

  func testGoNext_nothingFocusedFirstRefuses_focusesSecond() {
    let form = Form()
    let refusing = FieldDelegateSpy()
    refusing.allowsBegin = false
    form.fields[0].delegate = refusing
    XCTAssertTrue(form.manager.goNext())
    XCTAssertEqual(form.focused, "B")
  }

  func testGoNext_emptyOrder_false() {
    let scene = Scene()
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    XCTAssertFalse(manager.canGoNext)
    XCTAssertFalse(manager.goNext())
    XCTAssertFalse(manager.goPrevious())
  }

  func testGoNext_resignedWithDone_startsAgainAtFirst() {
    let form = Form()
    form.fields[2].becomeFirstResponder()
    XCTAssertTrue(form.manager.resignFirstResponder())
    XCTAssertTrue(form.manager.goNext())
    XCTAssertEqual(form.focused, "A")
  }

  func testGoNext_focusedFieldRemoved_continuesAfterIt() {
    let form = Form()
    form.fields[1].becomeFirstResponder()
    form.fields[1].removeFromSuperview()
    XCTAssertNil(form.scene.window.firstResponder)
    XCTAssertTrue(form.manager.canGoNext)
    XCTAssertTrue(form.manager.goNext())
    XCTAssertEqual(form.focused, "C")
  }

  func testGoPrevious_focusedFieldRemoved_continuesBeforeIt() {
    let form = Form()
    form.fields[1].becomeFirstResponder()
    form.fields[1].removeFromSuperview()
    XCTAssertTrue(form.manager.goPrevious())
    XCTAssertEqual(form.focused, "A")
  }

  func testGoNext_focusedFieldAndItsSuccessorRemoved_skipsToTheNextRemaining() {
    let form = Form()
    form.fields[1].becomeFirstResponder()
    form.fields[1].removeFromSuperview()
    form.fields[2].removeFromSuperview()
    XCTAssertTrue(form.manager.goNext())
    XCTAssertEqual(form.focused, "D")
  }

  func testGoNext_focusedLastFieldRemoved_nowhereToGoButPreviousWorks() {
    let form = Form()
    form.fields[3].becomeFirstResponder()
    form.fields[3].removeFromSuperview()
    XCTAssertFalse(form.manager.canGoNext)
    XCTAssertFalse(form.manager.goNext())
    XCTAssertNil(form.scene.window.firstResponder)
    XCTAssertTrue(form.manager.goPrevious())
    XCTAssertEqual(form.focused, "C")
  }

  func testGoNext_focusedLastFieldRemovedWithWrapAround_continuesAtFirst() {
    let form = Form()
    form.manager.wrapsAround = true
    form.fields[3].becomeFirstResponder()
    form.fields[3].removeFromSuperview()
    XCTAssertTrue(form.manager.goNext())
    XCTAssertEqual(form.focused, "A")
  }

  func testGoNext_focusedFieldDisabled_continuesAfterIt() {
    let form = Form()
    form.fields[1].becomeFirstResponder()
    form.fields[1].isEnabled = false  // resigns, as UIKit does
    XCTAssertNil(form.scene.window.firstResponder)
    XCTAssertTrue(form.manager.goNext())
    XCTAssertEqual(form.focused, "C")
  }

  func testGoNext_fieldRemovedAfterResign_continuesAfterIt() {
    let form = Form()
    form.fields[1].becomeFirstResponder()
    form.scene.window.resignFirstResponder()
    form.fields[1].removeFromSuperview()
    XCTAssertTrue(form.manager.goNext())
    XCTAssertEqual(form.focused, "C")
  }

  func testGoNext_anotherScopesFieldFocused_doesNothing() {
    let form = Form()
    let outside = addField("Outside", to: form.scene.window, y: 400)
    outside.becomeFirstResponder()
    XCTAssertFalse(form.manager.canGoNext)
    XCTAssertFalse(form.manager.goNext())
    XCTAssertEqual(form.focused, "Outside")
  }
}

// The issue-12 row: a ReturnManager created per appearance of a controller must not leave
// anything behind (the old managers' handlers used to stay, and each creation copied them).
final class ReturnManagerLifetimeTests: XCTestCase {
  func testManagerCreatedPerAppearance_oldManagersFreedAndOnlyTheLastActs() {
    let form = RegistrationViewController()
    let window = install(form)
    var freed = 0
    for _ in 0..<1_000 {
      weak let previous = form.returnManager
      form.returnManager = ReturnManager(controller: form)
      if previous == nil { freed += 1 }
    }
    XCTAssertEqual(freed, 1_000, "every replaced manager is freed at once")
    XCTAssertEqual(returnKeys(form.fields), [.next, .next, .next, .next, .done])
    let spy = ManagerDelegateSpy()
    form.returnManager?.delegate = spy
    form.fields[0].becomeFirstResponder()
    XCTAssertEqual(form.fields[0].pressReturn(), .handledByObserver)
    XCTAssertEqual(focusedName(window), "Email")
    XCTAssertEqual(
      spy.events, ["didBegin Name", "shouldResignOnReturn Name", "didEnd Name", "didBegin Email"])
  }

  func testLastManagerGoesAway_originalReturnKeysBack() {
    let form = RegistrationViewController()
    _ = install(form)
    for _ in 0..<10 { form.returnManager = ReturnManager(controller: form) }
    form.returnManager = nil
    XCTAssertEqual(returnKeys(form.fields), Array(repeating: .default, count: 5))
  }
}
