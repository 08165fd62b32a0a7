extension View {
  /// The safe-area insets this view has with the view a keyboard manager lifted back at its
  /// resting origin (the same as ``safeAreaInsets`` when nothing is lifted or this view is not
  /// inside the lifted one).
  ///
  /// Constraints read these: a root the manager lifts under the status bar gains top safe
  /// area as it rises, and content pinned to the safe area would be laid out back down by as
  /// much, undoing the lift (see the Auto Layout article, "The keyboard manager and the safe
  /// area").
  func restingSafeAreaInsets() -> Insets {
    guard let window, let parent = superview else { return .zero }
    guard let lift = window.keyboardLift, let lifted = lift.view, isDescendant(of: lifted) else {
      return safeAreaInsets
    }
    let shift = Point(
      x: lift.restingOrigin.x - lifted.frame.origin.x,
      y: lift.restingOrigin.y - lifted.frame.origin.y)
    let frameInWindow = parent.convert(frame, to: window).offsetBy(dx: shift.x, dy: shift.y)
    return frameInWindow.insets(to: safeRectInWindow(window, shifting: lifted, by: shift))
  }

  /// ``layoutMargins`` read with ``restingSafeAreaInsets()`` in place of the safe area.
  func restingLayoutMargins() -> Insets {
    var margins = ownLayoutMargins
    if insetsLayoutMarginsFromSafeArea { margins = margins + restingSafeAreaInsets() }
    guard preservesSuperviewLayoutMargins, let parent = superview else { return margins }
    let inherited = parent.restingLayoutMargins()
    let outer = parent.bounds
    let inner = frame
    return Insets(
      top: Swift.max(margins.top, inherited.top - (inner.minY - outer.minY)),
      left: Swift.max(margins.left, inherited.left - (inner.minX - outer.minX)),
      bottom: Swift.max(margins.bottom, inherited.bottom - (outer.maxY - inner.maxY)),
      right: Swift.max(margins.right, inherited.right - (outer.maxX - inner.maxX)))
  }
}
