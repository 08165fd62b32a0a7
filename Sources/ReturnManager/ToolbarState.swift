import KeyboardCore

/// What a keyboard toolbar (Previous, Next, Done and a title) should show for a field, derived
/// from the same ``NavigationOrder`` as the return key.
///
/// A headless model of IQKeyboardToolbarManager's bar: a host draws its own bar from it and
/// wires the buttons to ``ReturnManager/goPrevious()``, ``ReturnManager/goNext()`` and
/// ``ReturnManager/resignFirstResponder()``. Read it from ``ReturnManager/toolbarState``.
///
/// ```swift
/// if let state = manager.toolbarState {
///   previousButton.isEnabled = state.isPreviousEnabled
///   nextButton.isEnabled = state.isNextEnabled
///   titleLabel.text = state.title
/// }
/// ```
public struct ToolbarState: Sendable, Hashable {
  /// Whether Previous leads somewhere: the field has a predecessor in the order.
  public var isPreviousEnabled: Bool
  /// Whether Next leads somewhere: the field has a successor in the order.
  public var isNextEnabled: Bool
  /// Whether Done is available; it always is while one of the manager's fields is focused
  /// (Done resigns the field).
  public var isDoneEnabled: Bool
  /// Whether to show Previous and Next at all: the order holds more than one field, as
  /// IQKeyboardToolbarManager's default display mode decides.
  public var showsPreviousAndNext: Bool
  /// The toolbar's title: the field's placeholder.
  public var title: String?
  /// The key the bar should offer in place of the return key when the field's keyboard has
  /// none (a number, phone or decimal pad): `.next` when Next leads somewhere, otherwise the
  /// manager's `lastTextInputViewReturnKeyType` (Done by default); `nil` when the keyboard has
  /// a return key of its own.
  ///
  /// Such a field gets no return-key label, so without a bar its user could not move on: a
  /// host that shows its bar only when needed shows it when this is not `nil`, as
  /// IQKeyboardToolbarManager's bar does for every field.
  public var returnKeyReplacement: ReturnKeyType?

  /// Creates a toolbar state.
  ///
  /// - Parameters:
  ///   - isPreviousEnabled: Whether Previous leads somewhere.
  ///   - isNextEnabled: Whether Next leads somewhere.
  ///   - isDoneEnabled: Whether Done is available.
  ///   - showsPreviousAndNext: Whether to show Previous and Next.
  ///   - title: The title.
  ///   - returnKeyReplacement: The key to offer in place of a missing return key, or `nil`.
  public init(
    isPreviousEnabled: Bool, isNextEnabled: Bool, isDoneEnabled: Bool,
    showsPreviousAndNext: Bool, title: String?, returnKeyReplacement: ReturnKeyType? = nil
  ) {
    self.isPreviousEnabled = isPreviousEnabled
    self.isNextEnabled = isNextEnabled
    self.isDoneEnabled = isDoneEnabled
    self.showsPreviousAndNext = showsPreviousAndNext
    self.title = title
    self.returnKeyReplacement = returnKeyReplacement
  }
}
