/// A strict JSON parser (RFC 8259) that reports errors with the JSON path being read, the line
/// and the column: `$.steps[2]: unexpected end of input at line 40, column 1`.
///
/// Stricter than most parsers on purpose: duplicate keys in one object are an error (which
/// value wins is otherwise up to the parser), numbers too large for a `Double` (`1e999`) are
/// an error rather than infinity, and nesting deeper than a limit (200 levels by default) and
/// strings longer than a limit (none by default) are refused, before they are read whole.
struct JSONParser {
  /// A syntax error: where (path, line, column) and what was expected.
  struct Failure: Error, Equatable {
    var path: JSONPath
    var message: String
  }

  private let bytes: [UInt8]
  private var position = 0
  private var path = JSONPath.root
  private let maximumDepth: Int
  private let maximumStringLength: Int

  private init(_ text: String, maximumDepth: Int, maximumStringLength: Int) {
    bytes = Array(text.utf8)
    self.maximumDepth = maximumDepth
    self.maximumStringLength = maximumStringLength
  }

  /// Parses a whole document.
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - maximumDepth: The deepest nesting of arrays and objects allowed.
  ///   - maximumStringLength: The longest key or string allowed, in Unicode scalars.
  /// - Returns: The document's value.
  /// - Throws: ``Failure`` naming the path, line and column of the first problem.
  static func parse(
    _ text: String, maximumDepth: Int = 200, maximumStringLength: Int = .max
  ) throws(Failure) -> JSONValue {
    var parser = JSONParser(
      text, maximumDepth: maximumDepth, maximumStringLength: maximumStringLength)
    parser.skipWhitespace()
    if parser.position == parser.bytes.count {
      throw Failure(path: .root, message: "the file is empty; expected a JSON object")
    }
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.position < parser.bytes.count {
      throw parser.failure("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return value
  }

  /// Whether `text` is exactly one number in JSON's grammar.
  ///
  /// That is an optional `-`, `0` or digits not starting with `0`, an optional fraction with
  /// at least one digit, an optional exponent. `+10`, `.1e2`, `00010`, `1.`, `0xAp0`, `inf`
  /// and `nan` are not.
  ///
  /// - Complexity: O(n) in the text's length.
  static func isNumberLiteral(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
        bytes[index] <= UInt8(ascii: "9")
      {
        index += 1
      }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == bytes.count
  }

  // MARK: Values

  private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
    guard depth < maximumDepth else {
      throw limitExceeded("nested more than \(Self.grouped(maximumDepth)) levels deep")
    }
    guard let byte = peek() else { throw endOfInput(expecting: "a value") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw failure("unexpected \(describeCurrent()); expected a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
    position += 1
    var members: [JSONMember] = []
    // Keys seen so far: a duplicate is found in O(1) per key, not by scanning the members.
    var keys = Set<String>()
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      position += 1
      return .object([])
    }
    while true {
      skipWhitespace()
      guard let byte = peek() else { throw endOfInput(expecting: "a key in quotes") }
      guard byte == UInt8(ascii: "\"") else {
        throw failure("unexpected \(describeCurrent()); expected a key in double quotes")
      }
      let key = try parseString()
      // The path grows and shrinks in place: no copy per member of a large object.
      path.components.append(.key(key))
      guard keys.insert(key).inserted else {
        throw Failure(path: path, message: "duplicate key \(JSONValue.string(key).serialized())")
      }
      skipWhitespace()
      guard let colon = peek() else { throw endOfInput(expecting: "\":\"") }
      guard colon == UInt8(ascii: ":") else {
        throw failure("unexpected \(describeCurrent()); expected \":\" after the key")
      }
      position += 1
      skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      path.components.removeLast()
      members.append(JSONMember(key, value))
      skipWhitespace()
      guard let next = peek() else { throw endOfInput(expecting: "\",\" or \"}\"") }
      position += 1
      if next == UInt8(ascii: "}") { return .object(members) }
      guard next == UInt8(ascii: ",") else {
        position -= 1
        throw failure("unexpected \(describeCurrent()); expected \",\" or \"}\"")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      position += 1
      return .array([])
    }
    while true {
      skipWhitespace()
      path.components.append(.index(elements.count))
      let value = try parseValue(depth: depth + 1)
      path.components.removeLast()
      elements.append(value)
      skipWhitespace()
      guard let next = peek() else { throw endOfInput(expecting: "\",\" or \"]\"") }
      position += 1
      if next == UInt8(ascii: "]") { return .array(elements) }
      guard next == UInt8(ascii: ",") else {
        position -= 1
        throw failure("unexpected \(describeCurrent()); expected \",\" or \"]\"")
      }
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(Failure)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard position + expected.count <= bytes.count,
      Array(bytes[position..<position + expected.count]) == expected
    else {
      if position + expected.count > bytes.count,
        Array(bytes[position...]) == Array(expected.prefix(bytes.count - position))
      {
        throw endOfInput(expecting: word)
      }
      throw failure("unexpected \(describeCurrent()); expected a value")
    }
    position += expected.count
    return value
  }

  private mutating func parseNumber() throws(Failure) -> JSONValue {
    let start = position
    if peek() == UInt8(ascii: "-") { position += 1 }
    guard let first = peek() else { throw endOfInput(expecting: "a digit") }
    if first == UInt8(ascii: "0") {
      position += 1
    } else if isDigit(first) {
      skipDigits()
    } else {
      throw failure("unexpected \(describeCurrent()); expected a digit")
    }
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard let digit = peek() else { throw endOfInput(expecting: "a digit") }
      guard isDigit(digit) else {
        throw failure("unexpected \(describeCurrent()); expected a digit after \".\"")
      }
      skipDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard let digit = peek() else { throw endOfInput(expecting: "a digit") }
      guard isDigit(digit) else {
        throw failure("unexpected \(describeCurrent()); expected a digit in the exponent")
      }
      skipDigits()
    }
    let literal = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(literal), value.isFinite else {
      throw Failure(
        path: path, message: "expected a finite number, found \(literal) (out of range)")
    }
    return .number(value)
  }

  private mutating func parseString() throws(Failure) -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    var chunkStart = position
    let start = position
    // Counted while scanning, so a huge string is refused before it is copied.
    var length = 0
    func flush(_ parser: JSONParser, upTo end: Int) {
      scalars.append(
        contentsOf: String(decoding: parser.bytes[chunkStart..<end], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard let byte = peek() else { throw endOfInput(expecting: "the closing \"") }
      if length > maximumStringLength {
        position = start - 1
        let limit = Self.grouped(maximumStringLength)
        throw limitExceeded(
          "a string longer than \(limit) characters; keys and strings may have at most \(limit)")
      }
      switch byte {
      case UInt8(ascii: "\""):
        flush(self, upTo: position)
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(self, upTo: position)
        position += 1
        scalars.append(try parseEscape())
        chunkStart = position
        length += 1
      case 0..<0x20:
        throw failure("a control character in a string must be escaped")
      default:
        // One character per scalar: count the bytes that start one.
        if byte & 0xC0 != 0x80 { length += 1 }
        position += 1
      }
    }
  }

  private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
    guard let byte = peek() else { throw endOfInput(expecting: "an escape") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw failure("a \\u escape of a high surrogate needs its low surrogate") }
        position += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw failure("invalid surrogate pair in a \\u escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw failure("invalid \\u escape (a lone low surrogate)")
      }
      return scalar
    default:
      position -= 1
      let letter = byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "?"
      throw failure(
        "unknown escape \\\(letter); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
    }
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek() else { throw endOfInput(expecting: "four hex digits") }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("unexpected \(describeCurrent()); expected a hex digit")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  // MARK: Scanning

  private func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while let byte = peek(), isDigit(byte) { position += 1 }
  }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      position += 1
    }
  }

  // MARK: Errors

  private func describeCurrent() -> String {
    guard position < bytes.count else { return "end of input" }
    let byte = bytes[position]
    if byte >= 0x20 && byte < 0x7F {
      return "character " + JSONValue.string(String(UnicodeScalar(byte))).serialized()
    }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private func location() -> String {
    var line = 1
    var column = 1
    for byte in bytes[..<Swift.min(position, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "line \(line), column \(column)"
  }

  private func failure(_ message: String) -> Failure {
    Failure(path: path, message: "invalid JSON at \(location()): \(message)")
  }

  /// `8,388,608`: a count with thousands separators, as limits are written in errors.
  static func grouped(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var result = count < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }

  /// Valid JSON past one of the parser's limits.
  private func limitExceeded(_ message: String) -> Failure {
    Failure(path: path, message: "too large at \(location()): \(message)")
  }

  private func endOfInput(expecting what: String) -> Failure {
    Failure(
      path: path,
      message: "unexpected end of input at \(location()) (the file is truncated); expected \(what)"
    )
  }
}
