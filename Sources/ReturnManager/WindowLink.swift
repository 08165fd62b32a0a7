import KeyboardCore

/// The `WindowObserver` a ``ReturnManager`` registers with its scope's window.
///
/// A separate object keeps the observer methods out of the manager's public API; the manager
/// owns it and the window holds it weakly.
final class WindowLink: WindowObserver {
  weak var manager: ReturnManager?

  func textInputDidBeginEditing(_ input: any TextInput) {
    manager?.inputDidBeginEditing(input)
  }

  func textInputDidEndEditing(_ input: any TextInput) {
    manager?.inputDidEndEditing(input)
  }

  func textInputDidPressReturn(_ input: any TextInput) -> Bool {
    manager?.inputDidPressReturn(input) ?? false
  }

  func window(_ window: Window, didChange change: TreeChange, at view: View) {
    manager?.windowDidChange(window, change: change, at: view)
  }
}
