// The hierarchy of views: adding, inserting, reordering and removing subviews, and the
// queries that walk it. `superview` and `subviews` are set only here (their setters are
// internal for this file's sake: no other file of the module writes them).

extension View {
  /// The window this view is in, or `nil`.
  ///
  /// - Complexity: O(d), d the depth of the view.
  public var window: Window? { root as? Window }

  /// Adds a view as the frontmost child, detaching it from its previous parent first.
  ///
  /// Adding a view that is already a child moves it to the front.
  ///
  /// - Precondition: `view` is not this view, not an ancestor of it, and not a ``Window``.
  public func addSubview(_ view: View) {
    // The index is read after the detach, so a child re-added counts itself out.
    insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
  }

  /// Inserts a view at the given index among the children (0 is the back).
  ///
  /// If the view already has a parent it is detached first; when that parent is this view the
  /// index is read after the detach.
  ///
  /// - Precondition: `view` is not this view, not an ancestor of it, and not a ``Window``;
  ///   `index` is in `0...subviews.count` (after the detach).
  public func insertSubview(_ view: View, at index: Int) {
    precondition(view !== self, "View.insertSubview: a view cannot be its own subview")
    precondition(
      !isDescendant(of: view),
      "View.insertSubview: \(view.typeName) is an ancestor of \(typeName); that would be a cycle")
    precondition(!(view is Window), "View.insertSubview: a Window cannot be a subview")
    let oldWindow = view.window
    if view.superview != nil {
      view.detachFromSuperview(notifyingWindowOf: oldWindow === window ? nil : oldWindow)
    }
    defer {
      // A tree with constraints of its own joins this tree's engine.
      if let moved = view.autoLayout?.engine {
        view.autoLayout?.engine = nil
        rootLayoutEngine().adopt(moved, subtree: view)
      }
    }
    precondition(
      index >= 0 && index <= subviews.count,
      "View.insertSubview: index \(index) is outside 0...\(subviews.count)")
    subviews.insert(view, at: index)
    view.superview = self
    if view.needsLayout || view.hasDirtyDescendant { view.markAncestorsDirty() }
    view.bumpAncestorsPastSubtree()
    noteChange(.hierarchy)
    let newWindow = window
    if newWindow !== oldWindow { view.announceWindowChange(newWindow) }
    if let pending = view.pendingDiagnostics {
      // The view was the root of a detached tree: its held diagnostics go to the window, or to
      // the new root when that is detached too, so they are not lost on the way.
      view.pendingDiagnostics = nil
      if let window = self.window {
        pending.forEach(window.record)
      } else {
        let holder = root
        let held = holder.pendingDiagnostics ?? []
        holder.pendingDiagnostics = Array((held + pending).suffix(Window.diagnosticLimit))
      }
    }
  }

  /// Inserts a view directly above a sibling in the front-to-back order.
  ///
  /// - Precondition: `sibling` is a child of this view.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    insertRelative(view, to: sibling, offset: 1)
  }

  /// Inserts a view directly below a sibling in the front-to-back order.
  ///
  /// - Precondition: `sibling` is a child of this view.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    insertRelative(view, to: sibling, offset: 0)
  }

  private func insertRelative(_ view: View, to sibling: View, offset: Int) {
    precondition(sibling.superview === self, "View.insertSubview: the sibling is not a child")
    // Inserting a view next to itself leaves it where it is (it used to drop out of the tree).
    if view === sibling { return }
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: old)
      view.superview = nil
    }
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return }
    insertSubview(view, at: index + offset)
  }

  /// Moves a child to the front.
  ///
  /// Does nothing when `view` is not a child of this view.
  public func bringSubviewToFront(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }), index != subviews.count - 1
    else { return }
    subviews.append(subviews.remove(at: index))
    noteChange(.hierarchy)
  }

  /// Moves a child to the back.
  ///
  /// Does nothing when `view` is not a child of this view.
  public func sendSubviewToBack(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }), index != 0 else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
    noteChange(.hierarchy)
  }

  /// Detaches the view from its parent.
  ///
  /// A first responder inside the removed subtree resigns (without asking its delegate, as UIKit
  /// does) and the window reports a diagnostic.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    let oldWindow = window
    detachFromSuperview(notifyingWindowOf: oldWindow)
    if oldWindow != nil { announceWindowChange(nil) }
  }

  /// Registers a closure called (with the new window, or `nil`) whenever this view joins, leaves or
  /// changes window; managers use it to follow a scope installed after they were made.
  ///
  /// A handler stays until ``removeWindowChangeHandler(_:)`` is called with the returned
  /// identifier, or for the view's lifetime.
  ///
  /// - Returns: The handler's identifier, for ``removeWindowChangeHandler(_:)``.
  /// - Complexity: O(1) amortised (it used to copy the list: quadratic for a view that gets a
  ///   manager per appearance).
  @discardableResult
  package func addWindowChangeHandler(_ handler: @escaping (Window?) -> Void)
    -> WindowChangeHandlerID
  {
    let handlers = windowChangeHandlers ?? WindowChangeHandlers()
    windowChangeHandlers = handlers
    return handlers.add(handler)
  }

  /// Unregisters a handler added with ``addWindowChangeHandler(_:)``; does nothing for an
  /// identifier already removed.
  ///
  /// - Complexity: O(log h) to find it and O(h − i) to close the gap, h the handlers of this
  ///   view and i its position: O(log h) for the newest.
  package func removeWindowChangeHandler(_ id: WindowChangeHandlerID) {
    guard let handlers = windowChangeHandlers else { return }
    handlers.remove(id)
    if handlers.entries.isEmpty { windowChangeHandlers = nil }
  }

  /// Tells this subtree that its window changed: ``didMoveToWindow()`` and the handlers.
  ///
  /// - Complexity: O(n), n the views in the subtree.
  private func announceWindowChange(_ newWindow: Window?) {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      view.didMoveToWindow()
      view.windowChangeHandlers?.entries.forEach { $0.handler(newWindow) }
      stack.append(contentsOf: view.subviews)
    }
  }

  private func detachFromSuperview(notifyingWindowOf oldWindow: Window?) {
    guard let parent = superview else { return }
    existingLayoutEngine?.detach(self)
    parent.willRemoveSubview(self)
    if let index = parent.subviews.firstIndex(where: { $0 === self }) {
      parent.subviews.remove(at: index)
    }
    let detach: () -> Void = {
      if self.superview === parent { self.superview = nil }
      parent.noteChange(.hierarchy)
      // This view is now a root: its generation must exceed the old root's, so a value read
      // through it while it was attached is never read again.
      self.subtreeGeneration = Swift.max(self.subtreeGeneration, parent.root.subtreeGeneration) &+ 1
    }
    if let oldWindow {
      // A first responder inside resigns while the subtree is still attached (its callbacks can
      // read the window); focus requests they make run once the detach is complete.
      oldWindow.subtreeWillLeave(self, detach: detach)
    } else {
      detach()
    }
  }

  /// After attaching, make every ancestor's generation exceed this subtree's, so that a
  /// generation read through the new root never repeats one a cache saw before.
  private func bumpAncestorsPastSubtree() {
    var floor = subtreeGeneration
    var current = superview
    while let view = current {
      view.subtreeGeneration = Swift.max(view.subtreeGeneration, floor) &+ 1
      floor = view.subtreeGeneration
      current = view.superview
    }
  }

  /// Whether this view is `view` or inside its subtree.
  ///
  /// - Complexity: O(d), d the depth of this view.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The nearest ancestor (excluding this view) that is an instance of `type`.
  ///
  /// - Complexity: O(d), d the depth of this view.
  public func ancestor<T: View>(ofType type: T.Type) -> T? {
    var current = superview
    while let view = current {
      if let match = view as? T { return match }
      current = view.superview
    }
    return nil
  }

  /// The controller that directly contains this view: the controller of the nearest ancestor (or
  /// this view) that is a controller's root view.
  ///
  /// IQKeyboardManager's `viewContainingController()`.
  ///
  /// - Complexity: O(d), d the depth of this view.
  public var containingViewController: ViewController? {
    var current: View? = self
    while let view = current {
      if let controller = view.viewController { return controller }
      current = view.superview
    }
    return nil
  }
}
