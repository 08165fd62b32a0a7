import KeyboardCore

extension ReturnManager {
  /// Whether ``goNext()`` has somewhere to go: the focused field has a successor in the
  /// order, or nothing is focused and Next would resume somewhere.
  ///
  /// IQKeyboardToolbarManager's `canGoNext`, read from this manager's order. See ``goNext()``
  /// for where Next goes when nothing is focused.
  ///
  /// - Complexity: O(d) when the tree did not change, d the depth of the scope.
  public var canGoNext: Bool {
    let targets = targets(.next).makeIterator()
    return targets.next() != nil
  }

  /// Whether ``goPrevious()`` has somewhere to go: the focused field has a predecessor in the
  /// order, or nothing is focused and Previous would resume somewhere.
  ///
  /// IQKeyboardToolbarManager's `canGoPrevious`, read from this manager's order.
  ///
  /// - Complexity: O(d) when the tree did not change, d the depth of the scope.
  public var canGoPrevious: Bool {
    let targets = targets(.previous).makeIterator()
    return targets.next() != nil
  }

  /// Moves focus from the focused field to the next one in the order; with nothing focused,
  /// focuses the first field.
  ///
  /// IQKeyboardToolbarManager's `goNext()`. When the next field refuses focus and
  /// ``skipsRefusingTargets`` is on, the one after it is tried, and so on.
  ///
  /// With no field focused, Next continues from where focus was: when the field this manager
  /// saw focused last has left the order since (it was removed while editing, or hidden or
  /// disabled after), Next goes to the first field that followed it and is still in the
  /// order. Otherwise it goes to the first field, as Tab does on a page with nothing focused.
  /// A focused field that is not in the order (another manager's, or one that opted out) has
  /// no successor: Next does nothing then.
  ///
  /// ```swift
  /// window.resignFirstResponder()
  /// manager.goNext()      // the first field
  /// emailField.removeFromSuperview()   // while editing
  /// manager.goNext()      // the field after the email field
  /// ```
  ///
  /// - Returns: Whether focus moved; `false` when there is nowhere to go (the last field,
  ///   without ``wrapsAround``; an empty order; a focused field outside the order), or when
  ///   every target refused.
  /// - Complexity: O(d) plus the focus change when the tree did not change.
  @discardableResult
  public func goNext() -> Bool {
    focusFirstAccepting(targets(.next))
  }

  /// Moves focus from the focused field to the previous one in the order; with nothing
  /// focused, focuses the last field.
  ///
  /// IQKeyboardToolbarManager's `goPrevious()`; refusing targets are skipped as in
  /// ``goNext()``, and with nothing focused Previous continues from where focus was, as Next
  /// does, backwards.
  ///
  /// - Returns: Whether focus moved.
  /// - Complexity: O(d) plus the focus change when the tree did not change.
  @discardableResult
  public func goPrevious() -> Bool {
    focusFirstAccepting(targets(.previous))
  }

  /// Whether ``go(_:)`` has somewhere to go in `direction`: ``canGoNext`` or
  /// ``canGoPrevious``.
  ///
  /// - Parameter direction: The direction to test.
  /// - Returns: Whether a move in that direction has a target.
  public func canGo(_ direction: NavigationDirection) -> Bool {
    switch direction {
    case .next: canGoNext
    case .previous: canGoPrevious
    }
  }

  /// Moves focus one step in `direction`: ``goNext()`` or ``goPrevious()``.
  ///
  /// For hosts that map toolbar buttons or scripted events to a direction.
  ///
  /// - Parameter direction: The direction to move in.
  /// - Returns: Whether focus moved.
  @discardableResult
  public func go(_ direction: NavigationDirection) -> Bool {
    focusFirstAccepting(targets(direction))
  }

  /// Ends editing of the focused field, when it is one of this manager's.
  ///
  /// The field's delegate is asked `textInputShouldEndEditing` and may keep it.
  ///
  /// - Returns: Whether a field of this manager was focused and resigned.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    updateIfNeeded()
    guard let input = order.scope?.window?.firstResponder, order.isCandidate(input) else {
      return false
    }
    return input.resignFirstResponder()
  }

  /// Moves focus from `input` to the next field in the order, or resigns `input` when there is
  /// none, as a return press does without a delegate.
  ///
  /// IQKeyboardReturnManager's `goToNextResponderOrResign(from:)`, for apps that drive it from
  /// their own delegate methods. An input that is not in the order has no next field, so it
  /// resigns.
  ///
  /// - Parameter input: The field to move from.
  /// - Returns: `true` when it resigned `input` (there was no next field), `false` when it moved
  ///   focus or every target refused, as in IQKeyboardReturnManager.
  @discardableResult
  public func goToNextResponderOrResign(from input: any TextInput) -> Bool {
    updateIfNeeded()
    let targets = order.inputs(from: input, direction: .next, wrapsAround: wrapsAround)
    let probe = targets.makeIterator()
    guard probe.next() != nil else {
      input.resignFirstResponder()
      return true
    }
    focusFirstAccepting(targets)
    return false
  }

  /// The fields a move in `direction` tries, nearest first: after the focused field; or, with
  /// no field focused, from where focus was (see ``goNext()``).
  func targets(_ direction: NavigationDirection) -> NavigationOrder.LazyTargets {
    updateIfNeeded()
    let focused = order.scope?.window?.firstResponder
    if let focused {
      // A focused field out of the order (opted out, hidden while editing) has no neighbours;
      // neither has another manager's field.
      return order.inputs(from: focused, direction: direction, wrapsAround: wrapsAround)
    }
    let count = order.count
    guard count > 0 else { return NavigationOrder.noTargets }
    let end = direction == .next ? 0 : count - 1
    var start = end
    if let anchor, let input = anchor.input, order.contains(input) {
      // The field focused last is still in the order: it was resigned, start at the end.
    } else if let anchor {
      guard let resumed = resumePosition(after: anchor, direction: direction) else {
        // Nothing of the old order follows it: nowhere to go, unless the order wraps.
        guard wrapsAround else { return NavigationOrder.noTargets }
        return order.targets(from: end, including: true, direction: direction, wrapsAround: true)
      }
      start = resumed
    }
    return order.targets(
      from: start, including: true, direction: direction, wrapsAround: wrapsAround)
  }

  /// Where a move resumes after the anchored field left the order: the position in the
  /// current order of the nearest field after it (before it, going back) in the order of the
  /// time that is still in the order, or `nil` when there is none among the
  /// ``Anchor/reach`` it remembers.
  ///
  /// - Complexity: O(k) lookups, k the remembered fields skipped.
  private func resumePosition(after anchor: Anchor, direction: NavigationDirection) -> Int? {
    guard let cache = order.cache else { return nil }
    for id in direction == .next ? anchor.after : anchor.before {
      if let position = cache.index(of: id) { return position }
    }
    return nil
  }

  /// Focuses the first target that accepts.
  ///
  /// A refusal by the target (its delegate, or it can no longer take focus) moves on to the next
  /// target when ``skipsRefusingTargets`` is on; a refusal by the focused field (it will not end
  /// editing) or a deferred request stops.
  @discardableResult
  private func focusFirstAccepting(_ targets: some Sequence<any TextInput>) -> Bool {
    for target in targets {
      guard let window = target.window else { continue }
      switch window.focus(target) {
      case .succeeded, .unchanged:
        return true
      case .refusedToBegin, .blocked:
        if !skipsRefusingTargets { return false }
      case .refusedToEnd, .deferred:
        return false
      }
    }
    return false
  }
}
