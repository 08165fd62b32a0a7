extension View {
  /// Every way this view's tree breaks the model's invariants, as one line each; empty when
  /// the tree is consistent.
  ///
  /// Checks: each child's `superview` is its parent and it appears once; no cycles; every
  /// frame, bounds origin and scroll metric is finite with a non-negative size; the window's
  /// first responder is in the window and can be edited; a controller's view points back to
  /// it.
  ///
  /// - Complexity: O(n), n the views in the tree.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    var visited = Set<ObjectIdentifier>()
    var stack: [View] = [root]
    while let view = stack.popLast() {
      guard visited.insert(ObjectIdentifier(view)).inserted else {
        problems.append("\(view.typeName) is reached twice: a cycle or a shared child")
        continue
      }
      if !view.frame.isFinite || view.frame.size.width < 0 || view.frame.size.height < 0 {
        problems.append("\(view.typeName) has an invalid frame \(view.frame)")
      }
      if !view.bounds.origin.isFinite {
        problems.append("\(view.typeName) has a non-finite bounds origin")
      }
      if let scroll = view as? ScrollView {
        if !scroll.contentInset.isFinite || !scroll.contentSize.isFinite {
          problems.append("\(view.typeName) has non-finite scroll metrics")
        }
      }
      if let controller = view.viewController, controller.viewIfLoaded !== view {
        problems.append("\(view.typeName) names a controller whose view is another view")
      }
      for child in view.subviews {
        if child.superview !== view {
          problems.append("\(child.typeName) is a subview of \(view.typeName) but not its child")
        }
        stack.append(child)
      }
    }
    if let window = root as? Window, let responder = window.firstResponder {
      if responder.window !== window {
        problems.append("the first responder \(responder.typeName) is not in its window")
      } else if !responder.isEditingEnabled {
        problems.append("the first responder \(responder.typeName) cannot be edited")
      }
    }
    return problems
  }

  /// Traps when the tree breaks an invariant, listing every problem.
  ///
  /// - Precondition: ``invariantViolations()`` is empty.
  public func checkInvariants() {
    let problems = invariantViolations()
    precondition(
      problems.isEmpty, "View tree invariants broken:\n" + problems.joined(separator: "\n"))
  }
}
