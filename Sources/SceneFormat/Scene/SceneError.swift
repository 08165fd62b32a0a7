/// Why a scene file could not be read: the file, the JSON path of the problem and what was
/// expected there.
///
/// Printed as `FILE: $.path.to.field: what was expected`, for example
/// `login.json: $.root.view.subviews[2].kind: expected one of view, scrollView, tableView,
/// collectionView, textField, textView; found a string ("button")`.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's name as given to the loader.
  public var file: String
  /// The JSON path of the problem (`$.steps[2].field`), or `nil` when the file could not be
  /// read at all.
  public var path: String?
  /// What was expected, and what was found.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - file: The file's name.
  ///   - path: The JSON path, or `nil` for a problem with the file itself.
  ///   - message: What was expected.
  public init(file: String, path: String?, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  /// `FILE: $.path: message`, or `FILE: message` without a path.
  public var description: String {
    if let path { return "\(file): \(path): \(message)" }
    return "\(file): \(message)"
  }
}
