import KeyboardCore

/// The object a ``ReturnManager`` asks what the return key should do, and tells when one of
/// its fields begins or ends editing.
///
/// Every method has a default implementation (navigate, do nothing), so a delegate implements
/// only what it needs. The manager holds its delegate weakly.
///
/// Unlike IQKeyboardReturnManager's delegate, this one is not a replacement for the fields'
/// own delegates: those keep receiving every call, and setting a manager delegate never turns
/// return-key navigation off.
///
/// ```swift
/// final class LoginViewController: ViewController, ReturnManagerDelegate {
///   func shouldResignOnReturn(_ input: any TextInput) -> Bool {
///     input === passwordField    // log in straight from the password field
///   }
/// }
/// ```
public protocol ReturnManagerDelegate: AnyObject {
  /// Asked when the return key is pressed in one of the manager's fields; `true` resigns the
  /// field at once, `false` moves to the next field (or resigns when there is none).
  ///
  /// The default answers `false`.
  ///
  /// - Parameter input: The field whose return key was pressed.
  /// - Returns: Whether to resign instead of moving on.
  func shouldResignOnReturn(_ input: any TextInput) -> Bool

  /// Told after one of the manager's fields became the first responder.
  ///
  /// The default does nothing.
  ///
  /// - Parameter input: The field that began editing.
  func didBeginEditing(_ input: any TextInput)

  /// Told after one of the manager's fields stopped being the first responder.
  ///
  /// The default does nothing.
  ///
  /// - Parameter input: The field that ended editing.
  func didEndEditing(_ input: any TextInput)
}

extension ReturnManagerDelegate {
  /// Moves on: answers `false`.
  ///
  /// - Parameter input: The field whose return key was pressed.
  /// - Returns: `false`.
  public func shouldResignOnReturn(_ input: any TextInput) -> Bool { false }

  /// Does nothing.
  ///
  /// - Parameter input: The field that began editing.
  public func didBeginEditing(_ input: any TextInput) {}

  /// Does nothing.
  ///
  /// - Parameter input: The field that ended editing.
  public func didEndEditing(_ input: any TextInput) {}
}
