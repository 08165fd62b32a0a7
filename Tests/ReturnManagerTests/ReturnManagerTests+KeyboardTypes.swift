import KeyboardCore
import ReturnManager
import XCTest

// Issue 13 item 8: number, phone and decimal pads have no return key. Such fields get no
// return-key label, and the toolbar state offers Next or Done instead, as IQ's toolbar does.
final class ReturnManagerKeyboardTypeTests: XCTestCase {
  func testKeyboardType_hasReturnKey_falseExactlyForTheFourPads() {
    let withoutReturn = KeyboardType.allCases.filter { !$0.hasReturnKey }
    XCTAssertEqual(withoutReturn, [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad])
  }

  func testTraits_defaults_defaultKeyboardNotSecureNoContentType() {
    let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30))
    XCTAssertEqual(field.keyboardType, .default)
    XCTAssertFalse(field.isSecureTextEntry)
    XCTAssertNil(field.textContentType)
    field.isSecureTextEntry = true
    field.textContentType = .newPassword
    XCTAssertEqual(field.traits.textContentType?.rawValue, "newPassword")
    XCTAssertEqual(TextContentType(rawValue: "oneTimeCode"), .oneTimeCode)
  }

  func testNumberPadField_noLabelButStillInTheOrder() {
    let scene = Scene()
    let name = addField("Name", to: scene.scope, y: 10)
    let pin = addField("PIN", to: scene.scope, y: 60)
    pin.keyboardType = .numberPad
    let city = addField("City", to: scene.scope, y: 110)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(manager.order.inputs), ["Name", "PIN", "City"])
    XCTAssertEqual(returnKeys([name, pin, city]), [.next, .default, .done])
    name.becomeFirstResponder()
    XCTAssertEqual(name.pressReturn(), .handledByObserver)
    XCTAssertEqual(focusedName(scene.window), "PIN")
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(focusedName(scene.window), "City")
  }

  func testToolbar_numberPadWithSuccessor_offersNext() {
    let scene = Scene()
    let pin = addField("PIN", to: scene.scope, y: 10)
    pin.keyboardType = .phonePad
    addField("City", to: scene.scope, y: 60)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    pin.becomeFirstResponder()
    XCTAssertEqual(
      manager.toolbarState,
      ToolbarState(
        isPreviousEnabled: false, isNextEnabled: true, isDoneEnabled: true,
        showsPreviousAndNext: true, title: "PIN", returnKeyReplacement: .next))
  }

  func testToolbar_decimalPadLast_offersLastReturnKeyType() {
    let scene = Scene()
    addField("Name", to: scene.scope, y: 10)
    let amount = addField("Amount", to: scene.scope, y: 60)
    amount.keyboardType = .decimalPad
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    amount.becomeFirstResponder()
    XCTAssertEqual(manager.toolbarState?.returnKeyReplacement, .done)
    manager.lastTextInputViewReturnKeyType = .go
    XCTAssertEqual(manager.toolbarState?.returnKeyReplacement, .go)
    XCTAssertEqual(amount.returnKeyType, .default, "still no label")
  }

  func testToolbar_defaultKeyboard_noReplacement() {
    let scene = Scene()
    let email = addField("Email", to: scene.scope, y: 10)
    email.keyboardType = .emailAddress
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    email.becomeFirstResponder()
    XCTAssertNil(manager.toolbarState?.returnKeyReplacement)
  }

  func testKeyboardTypeChanged_labelGivenUpAndTakenBack() {
    let scene = Scene()
    let first = addField("First", to: scene.scope, y: 10)
    first.returnKeyType = .search
    let second = addField("Second", to: scene.scope, y: 60)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(returnKeys([first, second]), [.next, .done])
    first.keyboardType = .numberPad
    XCTAssertEqual(returnKeys([first, second]), [.search, .done], "the app's own type is back")
    first.keyboardType = .default
    XCTAssertEqual(returnKeys([first, second]), [.next, .done])
    withExtendedLifetime(manager) {}
  }
}
