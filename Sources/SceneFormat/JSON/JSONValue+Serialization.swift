extension JSONValue {
  /// The value as JSON text.
  ///
  /// Deterministic: whole numbers print without a fraction (`188`, not `188.0`), other numbers
  /// in Swift's shortest round-tripping form, strings escape what JSON requires plus DEL and the C1 controls (so printed JSON cannot
  /// steer a terminal).
  ///
  /// - Parameters:
  ///   - pretty: Two-space indentation with one member or element per line.
  ///   - sortedKeys: Sort object members by key instead of keeping their order.
  /// - Returns: The text, without a trailing newline.
  package func serialized(pretty: Bool = false, sortedKeys: Bool = false) -> String {
    var output = ""
    write(to: &output, indent: pretty ? 0 : nil, sortedKeys: sortedKeys)
    return output
  }

  private func write(to output: inout String, indent: Int?, sortedKeys: Bool) {
    switch self {
    case .null:
      output += "null"
    case .bool(let value):
      output += value ? "true" : "false"
    case .number(let value):
      output += Self.format(value)
    case .string(let value):
      Self.writeString(value, to: &output)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
        return
      }
      // Numbers, booleans and nulls stay on one line (`[20, 400, 280, 30]`), even when pretty.
      if indent != nil, elements.allSatisfy(\.isInlineScalar) {
        output += "["
        output += elements.map { $0.serialized() }.joined(separator: ", ")
        output += "]"
        return
      }
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        newline(&output, indent.map { $0 + 1 })
        element.write(to: &output, indent: indent.map { $0 + 1 }, sortedKeys: sortedKeys)
      }
      newline(&output, indent)
      output += "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      let ordered = sortedKeys ? members.sorted { $0.key < $1.key } : members
      output += "{"
      for (index, member) in ordered.enumerated() {
        if index > 0 { output += "," }
        newline(&output, indent.map { $0 + 1 })
        Self.writeString(member.key, to: &output)
        output += indent == nil ? ":" : ": "
        member.value.write(to: &output, indent: indent.map { $0 + 1 }, sortedKeys: sortedKeys)
      }
      newline(&output, indent)
      output += "}"
    }
  }

  private var isInlineScalar: Bool {
    switch self {
    case .null, .bool, .number: true
    default: false
    }
  }

  private func newline(_ output: inout String, _ indent: Int?) {
    guard let indent else { return }
    output += "\n"
    for _ in 0..<indent { output += "  " }
  }

  /// A number as JSON: integral values without a fraction, others in shortest form.
  package static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if abs(value) < 1e15 {
      let whole = Int64(value)  // checked: below 1e15 (NaN fails the comparison)
      if Double(whole) == value { return String(whole) }
    }
    return String(value)
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    // Most strings need no escape: appended whole, not scalar by scalar.
    if !value.unicodeScalars.contains(where: needsEscape) {
      output += value
      output += "\""
      return
    }
    for scalar in value.unicodeScalars {
      guard needsEscape(scalar) else {
        output.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    output += "\""
  }

  /// Whether `writeString(_:to:)` writes `scalar` as an escape: the quote, the backslash and
  /// C0 as JSON requires; DEL and C1 too, so no escape sequence reaches a terminal.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\"", "\\", "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}": true
    default: false
    }
  }
}
