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

/// The kind of keyboard a text input asks for, as `UIKeyboardType`.
///
/// The return managers read ``hasReturnKey``: number, phone and decimal pads have no return
/// key, so a form needs a toolbar's Next and Done to move on from such a field.
public enum KeyboardType: String, Sendable, Hashable, Codable, CaseIterable {
  /// The default keyboard for the current input method.
  case `default`
  /// Letters and digits of ASCII only.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// A keyboard for URLs (UIKit's `.URL`).
  case url
  /// Digits 0 to 9; no return key.
  case numberPad
  /// A telephone keypad (digits, `*`, `#`); no return key.
  case phonePad
  /// A telephone keypad that also types names.
  case namePhonePad
  /// A keyboard for e-mail addresses.
  case emailAddress
  /// Digits and a decimal separator; no return key.
  case decimalPad
  /// A keyboard with `@` and `#` for social media text.
  case twitter
  /// A keyboard for search terms, whose return key reads "Go".
  case webSearch
  /// Digits 0 to 9 of ASCII only; no return key.
  case asciiCapableNumberPad

  /// Whether this keyboard has a return key: `false` for ``numberPad``, ``phonePad``,
  /// ``decimalPad`` and ``asciiCapableNumberPad``.
  public var hasReturnKey: Bool {
    switch self {
    case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: false
    default: true
    }
  }
}

/// What a text input's content means, as `UITextContentType`: lets the system offer
/// passwords, one-time codes and contact details.
///
/// An extensible set of named values (UIKit adds new ones every year); the static members are
/// the common ones, and any other raw value is kept as it is.
public struct TextContentType: RawRepresentable, Sendable, Hashable, Codable,
  CustomStringConvertible
{
  /// The value's name, as UIKit's constant spells it (`username`, `oneTimeCode`).
  public let rawValue: String

  /// Creates a content type from its name.
  ///
  /// - Parameter rawValue: The name, as UIKit's constant spells it.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A user name or account name.
  public static let username = TextContentType(rawValue: "username")
  /// An existing password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password, for sign-up and change-password forms.
  public static let newPassword = TextContentType(rawValue: "newPassword")
  /// A one-time code sent by SMS or e-mail.
  public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
  /// An e-mail address.
  public static let emailAddress = TextContentType(rawValue: "emailAddress")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
  /// A person's full name.
  public static let name = TextContentType(rawValue: "name")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postalCode")
  /// A credit card number.
  public static let creditCardNumber = TextContentType(rawValue: "creditCardNumber")

  /// The raw value.
  public var description: String { rawValue }
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
  /// The kind of keyboard the input asks for; ``KeyboardType/default`` by default.
  ///
  /// A keyboard without a return key (a number pad) gets no return-key label from a return
  /// manager; its toolbar offers Next or Done instead.
  public var keyboardType: KeyboardType = .default
  /// Whether the input hides what is typed (a password field), as
  /// `UITextInputTraits.isSecureTextEntry`.
  public var isSecureTextEntry = false
  /// What the content means, so the system can offer it; `nil` by default.
  public var textContentType: TextContentType?
  /// The height of the view the system shows instead of the keyboard (a picker), as the
  /// height of `UIResponder.inputView`; `nil` shows the keyboard.
  ///
  /// The keyboard frame the system posts while this input is the first responder has this
  /// height instead of the keyboard's own (``KeyboardPreset/frame(onScreenOf:for:)``). Only the
  /// height reaches the keyboard frame, so the model keeps a height, not a view.
  public var inputViewHeight: Double?
  /// The height of the bar the system shows above the keyboard (a toolbar), as the height of
  /// `UIResponder.inputAccessoryView`; 0 for none.
  ///
  /// The keyboard frame the system posts includes it: a 44 pt accessory turns a 216 pt
  /// keyboard into 260.
  public var inputAccessoryViewHeight: Double = 0

  /// Creates traits with every setting at its default.
  public init() {}
}
