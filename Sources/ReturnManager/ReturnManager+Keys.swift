import KeyboardCore

/// A key press from a hardware keyboard (or a remote) that ``ReturnManager/handleKey(_:)`` may
/// act on.
///
/// An extensible set of keys (new ones never break a client's `switch`); compare with the
/// static members.
public struct KeyCommand: Sendable, Hashable, CustomStringConvertible {
  enum Kind: Sendable, Hashable {
    case tab
    case shiftTab
    case returnKey
    case arrow(SpatialDirection)
  }

  let kind: Kind

  /// Tab: the next field.
  public static let tab = KeyCommand(kind: .tab)
  /// Shift-Tab: the previous field.
  public static let shiftTab = KeyCommand(kind: .shiftTab)
  /// Return (or Enter): what the return key of the on-screen keyboard does.
  public static let returnKey = KeyCommand(kind: .returnKey)
  /// The up arrow.
  public static let upArrow = KeyCommand(kind: .arrow(.up))
  /// The down arrow.
  public static let downArrow = KeyCommand(kind: .arrow(.down))
  /// The left arrow.
  public static let leftArrow = KeyCommand(kind: .arrow(.left))
  /// The right arrow.
  public static let rightArrow = KeyCommand(kind: .arrow(.right))

  /// The arrow key for a direction on screen.
  ///
  /// - Parameter direction: The arrow's direction.
  /// - Returns: The key.
  public static func arrow(_ direction: SpatialDirection) -> KeyCommand {
    KeyCommand(kind: .arrow(direction))
  }

  /// The key's name, such as `shift-tab` or `arrow down`.
  public var description: String {
    switch kind {
    case .tab: "tab"
    case .shiftTab: "shift-tab"
    case .returnKey: "return"
    case .arrow(let direction): "arrow \(direction)"
    }
  }
}

extension ReturnManager {
  /// Acts on a key press from a hardware keyboard as an iPad does in a form, headless: the host
  /// forwards the keys its text fields do not use.
  ///
  /// - Tab goes to the next field and Shift-Tab to the previous one (``goNext()``,
  ///   ``goPrevious()``, so with nothing focused Tab focuses the first field).
  /// - Return presses the focused field's return key (`pressReturn()`), so it does exactly
  ///   what the on-screen key does: Next, Done, the delegate's choice, or a newline in a text
  ///   view.
  /// - An arrow moves focus to the nearest field in that direction on screen
  ///   (``go(toward:)``). A text field uses its arrows for the caret, so a host forwards an
  ///   arrow only when the caret cannot move that way (or for D-pads and remotes, which have
  ///   no caret).
  ///
  /// ```swift
  /// func pressesBegan(_ key: KeyCommand) {
  ///   if !returnManager.handleKey(key) { super.pressesBegan(key) }
  /// }
  /// ```
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: Whether the key did something here (focus moved, or the return press was
  ///   handled); `false` leaves it to the host.
  @discardableResult
  public func handleKey(_ key: KeyCommand) -> Bool {
    switch key.kind {
    case .tab:
      return goNext()
    case .shiftTab:
      return goPrevious()
    case .returnKey:
      updateIfNeeded()
      guard let input = order.scope?.window?.firstResponder, order.isCandidate(input) else {
        return false
      }
      switch input.pressReturn() {
      case .handledByObserver, .consumedByDelegate, .insertedNewline: return true
      case .notEditing, .ignored: return false
      }
    case .arrow(let direction):
      return go(toward: direction)
    }
  }

  /// Whether ``handleKey(_:)`` would do something with `key` now: for Tab and Shift-Tab,
  /// ``canGoNext`` and ``canGoPrevious``; for Return, whether a field of this manager is
  /// focused; for an arrow, whether there is a field in that direction.
  ///
  /// A host reports it the way it reports its toolbar (``toolbarState``), for example to
  /// advertise the key commands it offers.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether the key would act.
  public func canHandleKey(_ key: KeyCommand) -> Bool {
    switch key.kind {
    case .tab: return canGoNext
    case .shiftTab: return canGoPrevious
    case .returnKey: return currentInput != nil
    case .arrow(let direction):
      guard let input = currentInput else { return false }
      return order.input(toward: direction, from: input) != nil
    }
  }

  /// Moves focus from the focused field to the nearest field in a direction on screen, by
  /// the rules of ``NavigationOrder/input(toward:from:)``.
  ///
  /// A target that refuses focus is not skipped (there is no "next nearest" a user would
  /// expect); nothing moves then.
  ///
  /// - Parameter direction: The direction on screen.
  /// - Returns: Whether focus moved; `false` when no field of this manager is focused or none
  ///   lies that way.
  /// - Complexity: O(n · d), n the fields in the order and d their depth.
  @discardableResult
  public func go(toward direction: SpatialDirection) -> Bool {
    guard let input = currentInput, let target = order.input(toward: direction, from: input),
      let window = target.window
    else { return false }
    return window.focus(target).isSuccess
  }
}
