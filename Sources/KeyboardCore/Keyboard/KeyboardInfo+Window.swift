extension KeyboardInfo {
  /// The part of a window the keyboard covers, in the window's coordinates, or `nil` when it
  /// covers none of it.
  ///
  /// The frame is normalised again against the window's screen as it is now (a screen that
  /// rotated since the notification counts with its new bounds), then moved into the window's
  /// space and clipped to its bounds. The keyboard manager, the solver's snapshot and the
  /// simulator's clearance all use this one definition.
  ///
  /// - Parameter window: The window to measure in.
  /// - Returns: The covered rectangle in window coordinates, or `nil`.
  public func coveredRect(in window: Window) -> Rect? {
    let onScreen = KeyboardInfo(
      event: event, frame: frame, screenBounds: window.screen.bounds, animation: animation)
    guard let covered = onScreen.coveredRect else { return nil }
    let inWindow = covered.offsetBy(
      dx: -window.frame.origin.x + window.bounds.origin.x,
      dy: -window.frame.origin.y + window.bounds.origin.y)
    let clipped = inWindow.intersection(window.bounds)
    return clipped.isEmpty ? nil : clipped
  }
}

extension KeyboardKind {
  /// Whether a keyboard of this kind, covering `keyboard`, covers `rect` (both in one
  /// coordinate space).
  ///
  /// They must overlap horizontally. A docked keyboard or a hardware keyboard's bar reaches
  /// the screen's bottom, so it covers everything below its top, even a rectangle scrolled
  /// below the window; an undocked or floating keyboard covers a rectangle only when the
  /// rectangle's top is above the keyboard's bottom (fix 9).
  ///
  /// - Parameters:
  ///   - rect: The rectangle to test, such as a field's frame.
  ///   - keyboard: The area the keyboard covers.
  /// - Returns: Whether the keyboard covers `rect`.
  public func covers(_ rect: Rect, keyboard: Rect) -> Bool {
    guard rect.maxX > keyboard.minX, rect.minX < keyboard.maxX else { return false }
    switch self {
    case .docked, .hardwareAccessory: return true
    case .undocked, .floating: return rect.minY < keyboard.maxY
    case .hidden: return false
    }
  }
}
