import KeyboardCore
import ReturnManager
import XCTest

// The managers hold no strong references to views or controllers they do not own: dropping a
// controller whose fields are registered and focused frees it and leaves the managers
// consistent.
final class MemoryTests: XCTestCase {
  private final class Form: ViewController {
    let first = TextField(frame: Rect(x: 20, y: 420, width: 280, height: 30))
    let second = TextField(frame: Rect(x: 20, y: 500, width: 280, height: 30))
    var returnManager: ReturnManager?

    override func viewDidLoad() {
      view.addSubview(first)
      view.addSubview(second)
      returnManager = ReturnManager(controller: self)
    }
  }

  func testPoppedControllerWithRegisteredFocusedFields_isFreed_managersConsistent() {
    let screen = Screen(width: 320, height: 568)
    let window = Window(screen: screen, safeAreaInsets: Insets(top: 20))
    let navigation = NavigationController(rootViewController: ViewController())
    window.rootViewController = navigation
    let keyboardManager = KeyboardManager(window: window)
    keyboardManager.isEnabled = true
    let outside = ReturnManager(scope: window, mode: .readingOrder)

    weak var weakForm: Form?
    weak var weakField: TextField?
    weak var weakManager: ReturnManager?
    do {
      let form = Form()
      weakForm = form
      weakField = form.second
      weakManager = form.returnManager
      navigation.pushViewController(form)
      form.first.becomeFirstResponder()
      screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
      XCTAssertEqual(form.view.frame.origin.y, -108)
      XCTAssertEqual(form.returnManager?.goNext(), true)
      XCTAssertEqual(form.view.frame.origin.y, -188)
      navigation.popViewController()
    }
    XCTAssertNil(weakForm, "the controller is freed")
    XCTAssertNil(weakField, "its fields are freed")
    XCTAssertNil(weakManager, "its return manager is freed")
    XCTAssertNil(window.firstResponder)
    XCTAssertEqual(window.invariantViolations(), [])
    screen.keyboard.hide()
    XCTAssertEqual(keyboardManager.movedDistance, 0)
    XCTAssertFalse(outside.canGoNext)
    XCTAssertEqual(outside.order.count, 0)
  }

  func testKeyboardManagerDropped_windowKeepsNoObserverAlive() {
    let screen = Screen(width: 320, height: 568)
    let window = Window(screen: screen)
    weak var weakManager: KeyboardManager?
    do {
      let manager = KeyboardManager(window: window)
      weakManager = manager
    }
    XCTAssertNil(weakManager)
    XCTAssertTrue(
      screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216)))
  }
}
