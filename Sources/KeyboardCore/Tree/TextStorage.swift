/// The text of a ``TextField`` or ``TextView`` with its length and line lengths kept up to
/// date, so that typing costs O(1) in the length of the text already there.
struct TextStorage {
  /// The text.
  private(set) var text = ""
  /// The number of characters (grapheme clusters) in ``text``.
  private(set) var count = 0
  /// The number of characters in each line, newlines excluded.
  ///
  /// Never empty: an empty text is one empty line. A line ends at every character that is a newline (`\n`, `\r\n`, `\r`,
  /// U+2028...), so a text ending in a newline ends with an empty line.
  private(set) var lineLengths = [0]

  /// Replaces the whole text.
  ///
  /// - Returns: Whether the text changed.
  /// - Complexity: O(n), n the length of the old and new text.
  mutating func replace(with newValue: String) -> Bool {
    guard newValue != text else { return false }
    text = newValue
    count = 0
    lineLengths = [0]
    for character in newValue { add(character) }
    return true
  }

  /// Counts one more character at the end of the text.
  private mutating func add(_ character: Character) {
    count += 1
    if character.isNewline {
      lineLengths.append(0)
    } else {
      lineLengths[lineLengths.count - 1] += 1
    }
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
      // The old last character may absorb the start of `string` (a combining mark): the
      // characters after the first of the joined string are the new ones. A newline never
      // joins with what follows except `\r` + `\n`, which stays one newline.
      for character in (String(last) + string).dropFirst() { add(character) }
    } else {
      for character in string { add(character) }
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
