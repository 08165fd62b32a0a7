/// The text of a ``TextField`` or ``TextView`` with its length kept up to date, so that typing
/// costs O(1) in the length of the text already there.
struct TextStorage {
  /// The text.
  private(set) var text = ""
  /// The number of characters (grapheme clusters) in ``text``.
  private(set) var count = 0

  /// Replaces the whole text.
  ///
  /// - Returns: Whether the text changed.
  /// - Complexity: O(n), n the length of the old and new text.
  mutating func replace(with newValue: String) -> Bool {
    guard newValue != text else { return false }
    text = newValue
    count = newValue.count
    return true
  }

  /// Appends a string in place.
  ///
  /// The count is updated from the old last character and the appended string alone: an
  /// appended combining mark (or the second half of a flag) joins that character rather than
  /// adding one.
  ///
  /// - Returns: Whether the text changed (false for an empty string).
  /// - Complexity: O(k) amortised, k the length of `string` (O(n) when another reference to
  ///   the text is alive and it must be copied).
  mutating func append(_ string: String) -> Bool {
    guard !string.isEmpty else { return false }
    if let last = text.last {
      count += (String(last) + string).count - 1
    } else {
      count = string.count
    }
    text.append(string)
    return true
  }
}

/// A text input that keeps its text in a ``TextStorage``: ``TextInput/insertText(_:)`` and
/// ``TextInput/pressReturn()`` use it to type in O(1) of the text's length.
protocol TextStorageOwner: TextInput {
  /// The number of characters in the text.
  var textCount: Int { get }
  /// Appends typed text in place and reports ``TreeChange/text`` when it changed anything.
  func appendTypedText(_ string: String)
}
