import KeyboardCore

/// The `WindowObserver` a ``ReturnManager`` registers with its scope's window.
///
/// A separate object keeps the observer methods out of the manager's public API; the manager
/// owns it and the window holds it weakly.
///
/// The back reference is `unowned`: the manager owns the link and nothing else retains it, so
/// the link never outlives its manager. A weak reference would give every manager a side table,
/// which makes creating and dropping managers (one per appearance of a controller) slower.
final class WindowLink: WindowObserver {
  unowned var manager: ReturnManager?

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
