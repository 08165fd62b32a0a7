import KeyboardCore
import ReturnManager
import XCTest

/// A field the keyboard layout guide carries up with the keyboard keeps its place in the
/// order: the order measures where it rests with the keyboard hidden.
final class ReturnManagerKeyboardGuideTests: XCTestCase {
  func testFieldOnTheKeyboardGuide_keepsItsPlaceWhileTheKeyboardIsUp() {
    let controller = ViewController()
    let window = Window(
      screen: Screen(width: 390, height: 844, scale: 3), safeAreaInsets: Insets(top: 47, bottom: 34)
    )
    window.rootViewController = controller
    let root = controller.view
    let name = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 40))
    let notes = TextField(frame: Rect(x: 20, y: 700, width: 350, height: 40))
    let message = TextField()
    message.translatesAutoresizingMaskIntoConstraints = false
    [name, notes, message].forEach(root.addSubview)
    LayoutConstraint.activate([
      message.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      message.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      message.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      message.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    let returns = ReturnManager(controller: controller)
    XCTAssertEqual(returns.order.inputs.map { $0 as AnyObject }.count, 3)
    XCTAssertTrue(returns.order.inputs.last === message)
    name.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))
    // The message field now sits at 468, above the notes at 700, but keeps its place.
    XCTAssertEqual(message.frame.minY, 468)
    XCTAssertTrue(returns.order.inputs[1] === notes)
    XCTAssertTrue(returns.order.inputs[2] === message)
    XCTAssertEqual(message.returnKeyType, .done)
    XCTAssertEqual(notes.returnKeyType, .next)
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 844, width: 390, height: 336))
    XCTAssertEqual(message.frame.minY, 770)
    XCTAssertTrue(returns.order.inputs[2] === message)
  }
}
