/// An object told about editing and tree events in a window: how the managers follow focus, return
/// presses and layout.
///
/// Register with ``Window/addObserver(_:)``.
///
/// Every method has a default implementation that does nothing (or does not handle the
/// event), so an observer implements only what it needs.
public protocol WindowObserver: AnyObject {
  /// A text input became the window's first responder.
  func textInputDidBeginEditing(_ input: any TextInput)
  /// A text input stopped being the window's first responder.
  func textInputDidEndEditing(_ input: any TextInput)
  /// The return key was pressed in a text input and its delegate let it through.
  ///
  /// Return `true` when this observer handled it; later observers are then not asked, and a text
  /// view inserts no newline.
  func textInputDidPressReturn(_ input: any TextInput) -> Bool
  /// Something in the window's tree changed (see ``TreeChange``) at `view`.
  func window(_ window: Window, didChange change: TreeChange, at view: View)
  /// The window finished a layout pass (``Window/layoutIfNeeded()``).
  func windowDidLayout(_ window: Window)
}

extension WindowObserver {
  /// Does nothing.
  public func textInputDidBeginEditing(_ input: any TextInput) {}
  /// Does nothing.
  public func textInputDidEndEditing(_ input: any TextInput) {}
  /// Does not handle the press.
  public func textInputDidPressReturn(_ input: any TextInput) -> Bool { false }
  /// Does nothing.
  public func window(_ window: Window, didChange change: TreeChange, at view: View) {}
  /// Does nothing.
  public func windowDidLayout(_ window: Window) {}
}
