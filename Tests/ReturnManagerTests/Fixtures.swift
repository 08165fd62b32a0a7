import KeyboardCore
import KeyboardTestSupport
import ReturnManager
import XCTest

// Shared fixtures for the ReturnManager tests. Fields carry their name in `placeholder`, so
// orders compare as readable lists of names (and the toolbar title is the name).

/// A 320×568 window holding one full-size container, the usual scope.
struct Scene {
  let window: Window
  let scope: View

  init(width: Double = 320, height: Double = 568) {
    window = Window(screen: Screen(width: width, height: height))
    scope = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    window.addSubview(scope)
  }
}

/// Adds a named text field to `parent`.
@discardableResult
func addField(
  _ name: String, to parent: View, y: Double, x: Double = 20, width: Double = 130,
  height: Double = 30, tag: Int = 0
) -> TextField {
  let field = TextField(frame: Rect(x: x, y: y, width: width, height: height))
  field.placeholder = name
  field.tag = tag
  parent.addSubview(field)
  return field
}

/// Adds a named text view to `parent`.
@discardableResult
func addTextView(
  _ name: String, to parent: View, y: Double, x: Double = 20, height: Double = 90
) -> TextView {
  let textView = TextView(frame: Rect(x: x, y: y, width: 280, height: height))
  textView.placeholder = name
  parent.addSubview(textView)
  return textView
}

/// Adds a plain container to `parent`.
@discardableResult
func addContainer(
  to parent: View, y: Double, x: Double = 0, width: Double = 320, height: Double = 100
) -> View {
  let container = View(frame: Rect(x: x, y: y, width: width, height: height))
  parent.addSubview(container)
  return container
}

/// The names (placeholders) of `inputs`.
func names(_ inputs: [any TextInput]) -> [String] {
  inputs.map { $0.placeholder ?? "?" }
}

/// The name of the window's first responder, or `nil`.
func focusedName(_ window: Window) -> String? {
  window.firstResponder.map { $0.placeholder ?? "?" }
}

/// The return-key types of `inputs`, in order.
func returnKeys(_ inputs: [any TextInput]) -> [ReturnKeyType] {
  inputs.map(\.returnKeyType)
}

/// A text-input delegate that records every call and answers as configured.
final class FieldDelegateSpy: TextInputDelegate {
  var calls: [String] = []
  var allowsBegin = true
  var allowsEnd = true
  var allowsReturn = true
  var allowsChange = true

  func textInputShouldBeginEditing(_ input: any TextInput) -> Bool {
    calls.append("shouldBegin \(input.placeholder ?? "?")")
    return allowsBegin
  }

  func textInputDidBeginEditing(_ input: any TextInput) {
    calls.append("didBegin \(input.placeholder ?? "?")")
  }

  func textInputShouldEndEditing(_ input: any TextInput) -> Bool {
    calls.append("shouldEnd \(input.placeholder ?? "?")")
    return allowsEnd
  }

  func textInputDidEndEditing(_ input: any TextInput) {
    calls.append("didEnd \(input.placeholder ?? "?")")
  }

  func textInputShouldReturn(_ input: any TextInput) -> Bool {
    calls.append("shouldReturn \(input.placeholder ?? "?")")
    return allowsReturn
  }

  func textInput(
    _ input: any TextInput, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    calls.append("shouldChange \(input.placeholder ?? "?") \(text.debugDescription)")
    return allowsChange
  }
}

/// A manager delegate that records every call; it resigns on return for the named fields.
final class ManagerDelegateSpy: ReturnManagerDelegate {
  var events: [String] = []
  var resignsOnReturnIn: Set<String> = []

  func shouldResignOnReturn(_ input: any TextInput) -> Bool {
    let name = input.placeholder ?? "?"
    events.append("shouldResignOnReturn \(name)")
    return resignsOnReturnIn.contains(name)
  }

  func didBeginEditing(_ input: any TextInput) {
    events.append("didBegin \(input.placeholder ?? "?")")
  }

  func didEndEditing(_ input: any TextInput) {
    events.append("didEnd \(input.placeholder ?? "?")")
  }
}

/// A manager delegate that implements nothing: every default applies.
final class SilentManagerDelegate: ReturnManagerDelegate {}

/// The seed's registration form: five fields, 50 pt apart, added in reading order.
final class RegistrationViewController: ViewController {
  let fields: [TextField] = ["Name", "Email", "Password", "Confirm", "Phone"].enumerated().map {
    index, name in
    let field = TextField(frame: Rect(x: 20, y: 100 + 50 * Double(index), width: 280, height: 30))
    field.placeholder = name
    return field
  }
  var returnManager: ReturnManager?

  override func viewDidLoad() {
    for field in fields { view.addSubview(field) }
  }
}

/// The seed's login form: return in the password field logs in (resigns) at once.
final class LoginFormController: ViewController, ReturnManagerDelegate {
  let email = TextField(frame: Rect(x: 20, y: 200, width: 280, height: 30))
  let password = TextField(frame: Rect(x: 20, y: 250, width: 280, height: 30))
  var returnManager: ReturnManager?
  var loginAttempts = 0

  override func viewDidLoad() {
    email.placeholder = "Email"
    password.placeholder = "Password"
    view.addSubview(email)
    view.addSubview(password)
  }

  func shouldResignOnReturn(_ input: any TextInput) -> Bool {
    guard input === password else { return false }
    loginAttempts += 1
    return true
  }
}

/// Installs `controller` as the root of a fresh 320×568 window.
func install(_ controller: ViewController) -> Window {
  let window = Window(screen: Screen(width: 320, height: 568))
  window.rootViewController = controller
  return window
}

/// The shared seeded generator of KeyboardTestSupport under the name this target's tests use,
/// so randomised tests replay exactly from a printed seed.
typealias SplitMix64 = SeededRandom
