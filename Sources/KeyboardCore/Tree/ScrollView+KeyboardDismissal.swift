/// How dragging a scroll view's content dismisses the keyboard, as
/// `UIScrollView.KeyboardDismissMode`.
///
/// An extensible set (UIKit has added modes).
public struct KeyboardDismissMode: Sendable, Hashable, CustomStringConvertible {
  enum Kind: String, Sendable, Hashable, CaseIterable {
    case none
    case onDrag
    case interactive
  }

  let kind: Kind

  /// Dragging leaves the keyboard alone.
  public static let none = KeyboardDismissMode(kind: .none)
  /// The keyboard goes away as soon as a drag begins: the first responder resigns.
  public static let onDrag = KeyboardDismissMode(kind: .onDrag)
  /// The keyboard follows the finger down once it reaches the keyboard, and goes away or comes
  /// back when the finger lifts.
  public static let interactive = KeyboardDismissMode(kind: .interactive)

  /// The mode with the given name (`none`, `onDrag`, `interactive`), or `nil` for an unknown
  /// one.
  public init?(named name: String) {
    guard let kind = Kind(rawValue: name) else { return nil }
    self.kind = kind
  }

  init(kind: Kind) { self.kind = kind }

  /// The mode's name.
  public var description: String { kind.rawValue }
}

extension ScrollView {
  /// The user started dragging the content; what happens to the keyboard depends on
  /// ``keyboardDismissMode``.
  ///
  /// - ``KeyboardDismissMode/onDrag``: the window's first responder resigns (its delegate is
  ///   asked, as UIKit's `resignFirstResponder()` does) and, if it did, the keyboard hides
  ///   (``Keyboard/hide(animation:)``): the keyboard manager restores what it moved.
  /// - ``KeyboardDismissMode/interactive``: an interactive dismissal starts
  ///   (``Keyboard/beginInteractiveDismissal()``); follow the finger with
  ///   ``drag(toWindowY:)`` and finish with ``endDragging(dismissingKeyboard:)``.
  /// - ``KeyboardDismissMode/none``: nothing.
  ///
  /// The model does not scroll the content for the drag: set ``contentOffset`` as the host's
  /// scrolling does.
  ///
  /// - Returns: Whether the keyboard started to go away: it hid (on drag) or a dismissal
  ///   started (interactive). `false` when the scroll view is not in a window, nothing is
  ///   being edited, the delegate refused to end editing or the keyboard is not up.
  @discardableResult
  public func beginDragging() -> Bool {
    guard let window, window.firstResponder != nil else { return false }
    let keyboard = window.screen.keyboard
    guard keyboard.isVisible else { return false }
    switch keyboardDismissMode.kind {
    case .none:
      return false
    case .onDrag:
      guard window.resignFirstResponder().isSuccess else { return false }
      return keyboard.hide()
    case .interactive:
      return keyboard.beginInteractiveDismissal()
    }
  }

  /// The finger moved to `y`, in the window's coordinates, during an interactive dismissal:
  /// the keyboard's top follows it once it is below the keyboard's resting top, and stays at
  /// rest above it.
  ///
  /// - Parameter y: The finger's y in the window's coordinates.
  /// - Returns: Whether a frame was posted (see ``Keyboard/moveInteractiveDismissal(to:animation:)``).
  @discardableResult
  public func drag(toWindowY y: Double) -> Bool {
    guard let window else { return false }
    let keyboard = window.screen.keyboard
    guard let rest = keyboard.interactiveDismissalFrame else { return false }
    guard y.isFinite else {
      keyboard.rejectInteractiveOffset(y)
      return false
    }
    let screenY = y + window.frame.minY - window.bounds.minY
    return keyboard.moveInteractiveDismissal(to: screenY - rest.minY)
  }

  /// The finger lifted, ending an interactive dismissal: with `dismissingKeyboard` the first
  /// responder resigns (its delegate is asked) and the keyboard hides; otherwise, or when the
  /// delegate refuses, the keyboard returns to its resting frame.
  ///
  /// - Parameter dismissingKeyboard: Whether the finger lifted low (or fast) enough for the
  ///   keyboard to go away.
  /// - Returns: Whether the keyboard went away.
  @discardableResult
  public func endDragging(dismissingKeyboard: Bool) -> Bool {
    guard let window else { return false }
    let keyboard = window.screen.keyboard
    guard keyboard.isInteractivelyDismissing else { return false }
    let resigned = dismissingKeyboard && window.resignFirstResponder().isSuccess
    keyboard.endInteractiveDismissal(dismissed: resigned)
    return resigned
  }
}
