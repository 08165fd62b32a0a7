import KeyboardCore
import ReturnManager

// The README's quick start, compiled and run by QuickStartTests so it cannot drift: the lines
// between the markers are the README's code block, the printed lines its output block.

// BEGIN README CLASS
final class LoginViewController: ViewController {
  let email = TextField(frame: Rect(x: 20, y: 440, width: 280, height: 30))
  let password = TextField(frame: Rect(x: 20, y: 490, width: 280, height: 30))

  override func viewDidLoad() {
    email.placeholder = "Email"
    password.placeholder = "Password"
    view.addSubview(email)
    view.addSubview(password)
  }
}
// END README CLASS

func runQuickStart(print: (String) -> Void) {
  // BEGIN README QUICK START
  let screen = Screen(width: 320, height: 568)  // an iPhone SE in points
  let window = Window(screen: screen, safeAreaInsets: Insets(top: 20))
  let login = LoginViewController()
  window.rootViewController = login

  let keyboardManager = KeyboardManager(window: window)
  keyboardManager.isEnabled = true
  let returnManager = ReturnManager(controller: login)

  login.email.becomeFirstResponder()
  screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
  print("root y \(login.view.frame.origin.y), email key \(login.email.returnKeyType)")

  login.email.pressReturn()  // Next: focus moves on, and the form follows it
  print("password focused: \(login.password.isFirstResponder), root y \(login.view.frame.origin.y)")
  print(keyboardManager.lastPlan?.trace.description ?? "")

  login.password.pressReturn()  // Done on the last field: editing ends
  screen.keyboard.hide()
  print("editing: \(window.firstResponder != nil), root y \(login.view.frame.origin.y)")
  // END README QUICK START
  withExtendedLifetime(returnManager) {}
}
