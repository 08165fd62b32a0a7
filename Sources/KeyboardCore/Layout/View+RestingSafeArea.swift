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
    if let resting = window.heldRestingFrames(measuring: self) {
      // Measured at rest during a hold: this view and the controllers' views around it where
      // the hold says they rest, not laid out for the held size.
      return resting.heldFrameInWindow(of: self).insets(to: heldSafeRect(window, resting))
    }
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
    // The lifted view itself is read at its resting origin: lifted, it reaches further past
    // its superview's top, and the superview's margin it preserves would grow with the lift.
    var inner = window?.heldRestingFrames(measuring: self)?.heldFrame(of: self) ?? frame
    if let lift = window?.keyboardLift, lift.view === self { inner.origin = lift.restingOrigin }
    return self.margins(
      margins, preserving: parent.restingLayoutMargins(), of: parent, at: inner)
  }

  /// This view's bounds, at its resting size when the layout engine measures a hold at rest
  /// and the hold records this view, and with its large title fully expanded when the engine
  /// measures at rest and it is the top view below a title a scroll collapsed.
  func restingBounds() -> Rect {
    var size = bounds.size
    if let resting = window?.heldRestingFrames(measuring: self) {
      // The hold's resting size follows the title where it is now (a held top view's top
      // follows the bar); the title's growth applies to it as to a live one.
      size = resting.heldFrame(of: self).size
    }
    guard window?.measuresTitlesAtRest == true, let growth = topViewGrowthAtRestingTitle else {
      return Rect(origin: bounds.origin, size: size)
    }
    let height = Swift.max(0, size.height + growth)
    return Rect(origin: bounds.origin, size: Size(width: size.width, height: height))
  }

  /// How much taller a navigation controller lays this view out with its large title fully
  /// expanded, when it is the controller's top view, placed by its frame, below a title that
  /// is not (`NavigationController.topViewGrowthAtRestingTitle`); `nil` otherwise.
  var topViewGrowthAtRestingTitle: Double? {
    guard translatesAutoresizingMaskIntoConstraints, let controller = viewController,
      let navigation = controller.parent as? NavigationController,
      navigation.topViewController === controller,
      let growth = navigation.topViewGrowthAtRestingTitle, growth != 0, growth.isFinite
    else { return nil }
    return growth
  }

  /// The root views of controllers from this view up to `window` (itself included), innermost
  /// first.
  func controllerRootViews(below window: Window) -> [View] {
    var views: [View] = []
    var current: View? = self
    while let view = current, view !== window {
      if view.viewController != nil, view.superview != nil { views.append(view) }
      current = view.superview
    }
    return views
  }

  /// The safe rectangle in window coordinates that applies to this view, with the views of a
  /// keyboard manager's hold at their resting frames.
  private func heldSafeRect(_ window: Window, _ resting: RestingFrames) -> Rect {
    let controllerViews = controllerRootViews(below: window)
    var safe = window.bounds.clampedInset(by: window.safeAreaInsets)
    for view in controllerViews.reversed() {
      guard let controller = view.viewController else { continue }
      let bars = controller.barSafeAreaInsets(withViewAt: barReadingFrame(of: view, resting))
      let extra = controller.additionalSafeAreaInsets
      if bars == .zero && extra == .zero { continue }
      let frame = resting.heldFrameInWindow(of: view)
      safe = frame.clampedInset(by: frame.insets(to: safe).union(bars) + extra)
    }
    return safe
  }

  /// The frame a hold's measure reads `view` at against its container's bars: its resting
  /// frame, or its live one when it is a navigation controller's top view below an opaque bar.
  ///
  /// The controller lays such a view out from the bar's bottom with the title as it is now, so
  /// its live frame and the live bar agree whatever the title's state. Its recorded frame
  /// does not: a hold that starts after a scroll collapsed the title records it at the
  /// collapsed bar's bottom, and a scroll back that expands the title during the hold would
  /// read the expanded bar over it, moving every view pinned to its safe area by the title's
  /// height (an app's change to the hold's measure, a reorder of the walk).
  private func barReadingFrame(of view: View, _ resting: RestingFrames) -> Rect {
    guard let controller = view.viewController,
      let navigation = controller.parent as? NavigationController,
      navigation.topViewController === controller, !navigation.extendsUnderBar(controller)
    else { return resting.heldFrame(of: view) }
    return view.frame
  }

  /// The safe rectangle in window coordinates that applies to this view.
  ///
  /// Walks the controllers' root views from the window down: at each, the insets it inherits
  /// are widened to cover its container's bars, then its ``ViewController/additionalSafeAreaInsets``
  /// are added on top, as UIKit does. Insets larger than a view leave an empty rectangle (never
  /// ``Rect/null``), so such a view reads as wholly unsafe rather than wholly safe.
  ///
  /// With `lifted`, the rectangle is read as if `lifted` were moved by `shift` (back to its
  /// resting origin): a controller's view inside it moves against the bars of a container
  /// outside it, and a container inside it lays its bars out at its safe area there.
  func safeRectInWindow(
    _ window: Window, shifting lifted: View? = nil, by shift: Point = .zero
  ) -> Rect {
    let controllerViews = controllerRootViews(below: window)
    var safe = window.bounds.clampedInset(by: window.safeAreaInsets)
    for view in controllerViews.reversed() {
      guard let controller = view.viewController, let parent = view.superview else { continue }
      let moved = lifted.map { view.isDescendant(of: $0) } ?? false
      let local = moved ? view.frame.offsetBy(dx: shift.x, dy: shift.y) : view.frame
      let bars: Insets
      if let lifted, moved, parent.isDescendant(of: lifted), let grand = parent.superview {
        // The container's view moves too: its bars follow its safe area at rest (`safe`).
        let rest = grand.convert(parent.frame, to: window).offsetBy(dx: shift.x, dy: shift.y)
        bars = controller.barSafeAreaInsets(
          withViewAt: view.frame, containerSafeArea: rest.insets(to: safe))
      } else {
        bars = controller.barSafeAreaInsets(withViewAt: local)
      }
      let extra = controller.additionalSafeAreaInsets
      if bars == .zero && extra == .zero { continue }
      let frame = parent.convert(local, to: window)
      safe = frame.clampedInset(by: frame.insets(to: safe).union(bars) + extra)
    }
    return safe
  }
}
