import KeyboardCore

// Text input traits as Interface Builder writes them, in the model's names.

extension ScreenBuilder {
  static func clipped(_ text: String) -> String {
    text.count > 1000 ? String(text.prefix(1000)) : text
  }

  static func keyboardType(_ value: String) -> KeyboardType? {
    switch value {
    case "alphabet": .asciiCapable
    case "URL": .url
    case "numberPad": .numberPad
    default: KeyboardType(rawValue: value)
    }
  }

  /// A `UITextContentType` as Interface Builder writes it (its raw value, `email`) as the
  /// model's name (`emailAddress`); other values are kept as written.
  static func contentType(_ value: String) -> TextContentType {
    switch value {
    case "email": .emailAddress
    case "new-password": .newPassword
    case "one-time-code": .oneTimeCode
    case "tel": .telephoneNumber
    case "postal-code": .postalCode
    case "cc-number": .creditCardNumber
    default:
      // Interface Builder writes the names in kebab case (`given-name`); UIKit's constants
      // are camel case (`givenName`), the form scene files keep.
      TextContentType(rawValue: camelCased(value))
    }
  }

  /// `street-address-line1` as `streetAddressLine1`.
  static func camelCased(_ value: String) -> String {
    let parts = value.split(separator: "-")
    guard let first = parts.first else { return value }
    return String(first)
      + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
