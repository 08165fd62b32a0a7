/// The label of the keyboard's return key, as `UIReturnKeyType`.
public enum ReturnKeyType: String, Sendable, Hashable, Codable, CaseIterable {
  /// "return".
  case `default`
  /// "Go".
  case go
  /// "Google".
  case google
  /// "Join".
  case join
  /// "Next".
  case next
  /// "Route".
  case route
  /// "Search".
  case search
  /// "Send".
  case send
  /// "Yahoo".
  case yahoo
  /// "Done".
  case done
  /// "Emergency Call".
  case emergencyCall
  /// "Continue".
  case `continue`
}

/// Whether the keyboard manager handles a particular text input, overriding its global and
/// per-class settings.
///
/// IQKeyboardManager's `IQEnableMode`.
public enum EnableMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// Follow the manager's ``KeyboardManager/isEnabled`` and class lists.
  case `default`
  /// Always handle this input.
  case enabled
  /// Never handle this input.
  case disabled
}

/// The per-input settings that the managers read, kept in one value on every text input.
///
/// Read and write them through the forwarding properties on ``TextInput``
/// (`field.returnKeyType`, `field.distanceFromKeyboard`…).
public struct TextInputTraits: Sendable, Hashable {
  /// The return key's label.
  public var returnKeyType: ReturnKeyType = .default
  /// The gap to keep between this input and the keyboard, overriding
  /// ``KeyboardManager/keyboardDistance``; `nil` uses the manager's.
  ///
  /// IQKeyboardManager's `iq.distanceFromKeyboard`.
  public var distanceFromKeyboard: Double?
  /// Whether the keyboard manager handles this input.
  ///
  /// IQKeyboardManager's `iq.enableMode`.
  public var enableMode: EnableMode = .default
  /// When true, next/previous navigation skips this input.
  ///
  /// IQKeyboardToolbarManager's `iq.ignoreSwitchingByNextPrevious`.
  public var ignoresNavigation = false
  /// The placeholder text; a toolbar shows it as its title.
  public var placeholder: String?

  /// Creates traits with every setting at its default.
  public init() {}
}
