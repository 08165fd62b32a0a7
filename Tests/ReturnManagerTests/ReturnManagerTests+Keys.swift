import KeyboardCore
import ReturnManager
import XCTest

// Issue 13 item 6: a headless handleKey for hardware keyboards: Tab, Shift-Tab, Return and the
// arrows, as an iPad does in a form.
final class ReturnManagerKeyTests: XCTestCase {
  func testTab_nothingFocused_firstField_thenNext() {
    let form = RegistrationViewController()
    let window = install(form)
    let manager = ReturnManager(controller: form)
    XCTAssertTrue(manager.canHandleKey(.tab))
    XCTAssertTrue(manager.handleKey(.tab))
    XCTAssertEqual(focusedName(window), "Name")
    XCTAssertTrue(manager.handleKey(.tab))
    XCTAssertEqual(focusedName(window), "Email")
    XCTAssertTrue(manager.handleKey(.shiftTab))
    XCTAssertEqual(focusedName(window), "Name")
    XCTAssertFalse(manager.canHandleKey(.shiftTab))
    XCTAssertFalse(manager.handleKey(.shiftTab))
  }

  func testReturn_doesWhatTheOnScreenKeyDoes() {
    let form = RegistrationViewController()
    let window = install(form)
    let manager = ReturnManager(controller: form)
    XCTAssertFalse(manager.canHandleKey(.returnKey), "nothing focused")
    XCTAssertFalse(manager.handleKey(.returnKey))
    form.fields[3].becomeFirstResponder()
    XCTAssertTrue(manager.handleKey(.returnKey))
    XCTAssertEqual(focusedName(window), "Phone")
    XCTAssertTrue(manager.handleKey(.returnKey))
    XCTAssertNil(window.firstResponder, "Done on the last field resigns")
  }

  func testReturn_textView_insertsTheNewline() {
    let scene = Scene()
    let notes = addTextView("Notes", to: scene.scope, y: 10)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    notes.becomeFirstResponder()
    XCTAssertTrue(manager.handleKey(.returnKey))
    XCTAssertEqual(notes.text, "\n")
  }

  func testReturn_anotherManagersField_notHandled() {
    let scene = Scene()
    addField("Mine", to: scene.scope, y: 10)
    let other = addField("Other", to: scene.window, y: 400)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    other.becomeFirstResponder()
    XCTAssertFalse(manager.handleKey(.returnKey))
    XCTAssertEqual(focusedName(scene.window), "Other")
  }

  func testArrows_twoColumns_moveOnScreenNotInReadingOrder() {
    let scene = TwoColumnScene()
    scene.form.fields[0].becomeFirstResponder()  // L0
    XCTAssertTrue(scene.returnManager.handleKey(.downArrow))
    XCTAssertEqual(focusedName(scene.window), "L1", "Next would go to R0")
    XCTAssertTrue(scene.returnManager.handleKey(.rightArrow))
    XCTAssertEqual(focusedName(scene.window), "R1")
    XCTAssertTrue(scene.returnManager.handleKey(.arrow(.up)))
    XCTAssertEqual(focusedName(scene.window), "R0")
    XCTAssertFalse(scene.returnManager.canHandleKey(.upArrow))
    XCTAssertFalse(scene.returnManager.handleKey(.upArrow))
    XCTAssertTrue(scene.returnManager.go(toward: .left))
    XCTAssertEqual(focusedName(scene.window), "L0")
  }

  func testKeyCommand_descriptions() {
    XCTAssertEqual(
      [KeyCommand.tab, .shiftTab, .returnKey, .downArrow].map(\.description),
      ["tab", "shift-tab", "return", "arrow down"])
    XCTAssertEqual(KeyCommand.arrow(.left), .leftArrow)
  }
}
