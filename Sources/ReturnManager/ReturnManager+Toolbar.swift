import KeyboardCore

extension ReturnManager {
  /// The toolbar state for the focused field, or `nil` when no field of this manager is
  /// focused.
  ///
  /// Read from the same order as the return key, and current whenever it is read: after a
  /// field is hidden, disabled, added or removed, the next read reflects it.
  public var toolbarState: ToolbarState? {
    updateIfNeeded()
    guard let input = order.scope?.window?.firstResponder else { return nil }
    return toolbarState(for: input)
  }

  /// The toolbar state a field would show, or `nil` when it is not one of this manager's
  /// fields.
  ///
  /// A field of this manager that is not in the order (it opted out, say) gets a state with
  /// Previous and Next disabled and Done enabled. A field whose keyboard has no return key
  /// gets a ``ToolbarState/returnKeyReplacement``.
  ///
  /// - Parameter input: The field.
  /// - Returns: Its state, or `nil`.
  public func toolbarState(for input: any TextInput) -> ToolbarState? {
    updateIfNeeded()
    guard order.isCandidate(input) else { return nil }
    let hasNext = order.input(after: input, wrapsAround: wrapsAround) != nil
    let replacement: ReturnKeyType? =
      input.keyboardType.hasReturnKey ? nil : (hasNext ? .next : lastTextInputViewReturnKeyType)
    return ToolbarState(
      isPreviousEnabled: order.input(before: input, wrapsAround: wrapsAround) != nil,
      isNextEnabled: hasNext,
      isDoneEnabled: true,
      showsPreviousAndNext: order.count > 1,
      title: input.placeholder,
      returnKeyReplacement: replacement)
  }
}
