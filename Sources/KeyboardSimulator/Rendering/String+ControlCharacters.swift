import SceneFormat

extension String {
  /// The text with every character that could steer a terminal or break a line of a report
  /// replaced by a visible stand-in.
  ///
  /// Scene files may hold any Unicode text in ids, names, notes and typed text, and reports
  /// print them. C0 controls (including line breaks, tabs and ESC) become their Control
  /// Pictures (`␛` for ESC, `␊` for a line feed), DEL becomes `␡`, and C1 controls (among them
  /// the one-byte CSI, U+009B) and the noncharacters U+FFFE and U+FFFF become U+FFFD, so no
  /// escape sequence reaches a terminal and every string stays on its line. The result is also
  /// valid in XML 1.0 text and attribute values.
  ///
  /// - Complexity: O(n) in the text's length; no copy when nothing needs replacing.
  package var neutralizingControlCharacters: String {
    guard unicodeScalars.contains(where: Self.needsReplacement) else { return self }
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      result.append(Self.replacement(for: scalar))
    }
    return String(result)
  }

  private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: "\u{2421}"
    case 0x80...0x9F, 0xFFFE, 0xFFFF: "\u{FFFD}"
    default: scalar
    }
  }
}
