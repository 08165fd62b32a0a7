import KeyboardCore

extension ReturnManager {
  /// Whether ``goNext()`` has somewhere to go: a field of this manager is focused and has a
  /// successor in the order.
  ///
  /// IQKeyboardToolbarManager's `canGoNext`, read from this manager's order.
  ///
  /// - Complexity: O(d) when the tree did not change, d the depth of the scope.
  public var canGoNext: Bool {
    guard let input = currentInput else { return false }
    return order.input(after: input, wrapsAround: wrapsAround) != nil
  }

  /// Whether ``goPrevious()`` has somewhere to go: a field of this manager is focused and has
  /// a predecessor in the order.
  ///
  /// IQKeyboardToolbarManager's `canGoPrevious`, read from this manager's order.
  ///
  /// - Complexity: O(d) when the tree did not change, d the depth of the scope.
  public var canGoPrevious: Bool {
    guard let input = currentInput else { return false }
    return order.input(before: input, wrapsAround: wrapsAround) != nil
  }

  /// Moves focus from the focused field to the next one in the order.
  ///
  /// IQKeyboardToolbarManager's `goNext()`. When the next field refuses focus and
  /// ``skipsRefusingTargets`` is on, the one after it is tried, and so on.
  ///
  /// - Returns: Whether focus moved; `false` when no field of this manager is focused, when it
  ///   is the last one (without ``wrapsAround``), or when every target refused.
  /// - Complexity: O(d) plus the focus change when the tree did not change.
  @discardableResult
  public func goNext() -> Bool {
    guard let input = currentInput else { return false }
    return move(from: input, direction: .next)
  }

  /// Moves focus from the focused field to the previous one in the order.
  ///
  /// IQKeyboardToolbarManager's `goPrevious()`; refusing targets are skipped as in
  /// ``goNext()``.
  ///
  /// - Returns: Whether focus moved.
  /// - Complexity: O(d) plus the focus change when the tree did not change.
  @discardableResult
  public func goPrevious() -> Bool {
    guard let input = currentInput else { return false }
    return move(from: input, direction: .previous)
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
    guard let input = currentInput else { return false }
    return move(from: input, direction: direction)
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
    var probe = targets.makeIterator()
    guard probe.next() != nil else {
      input.resignFirstResponder()
      return true
    }
    focusFirstAccepting(targets)
    return false
  }

  /// Moves focus from `input` in `direction`, skipping refusing targets when configured.
  func move(from input: any TextInput, direction: NavigationDirection) -> Bool {
    focusFirstAccepting(order.inputs(from: input, direction: direction, wrapsAround: wrapsAround))
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
