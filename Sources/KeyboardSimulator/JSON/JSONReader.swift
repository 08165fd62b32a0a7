import KeyboardCore

/// A problem found while reading a scene: the JSON path and what was expected there.
struct DecodeFailure: Error, Equatable {
  var path: JSONPath
  var message: String

  init(_ path: JSONPath, _ message: String) {
    self.path = path
    self.message = message
  }
}

/// Reads the members of one JSON object strictly: unknown keys are errors (checked first, in
/// document order, so a typo is reported as a typo and not as a missing key), missing
/// required keys are errors, and every value is read with a path-aware reader.
struct ObjectReader {
  let path: JSONPath
  let members: [JSONMember]

  /// Reads `value` as an object.
  ///
  /// - Throws: When `value` is not an object.
  init(_ value: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    guard case .object(let members) = value else {
      throw DecodeFailure(path, "expected an object, found \(Read.describe(value))")
    }
    self.path = path
    self.members = members
  }

  /// Rejects the first key (in document order) that is not in `allowed`.
  ///
  /// - Parameters:
  ///   - allowed: The keys this object may have, in the order the message lists them.
  ///   - elsewhere: A message for a key that is known but not allowed here (for example a
  ///     scroll-view key on a text field), or `nil` for a key unknown everywhere.
  /// - Throws: ``DecodeFailure`` at the first key that is not allowed.
  func rejectUnknownKeys(
    allowed: [String], elsewhere: (String) -> String? = { _ in nil }
  ) throws(DecodeFailure) {
    for member in members where !allowed.contains(member.key) {
      let keyPath = path.appending(member.key)
      if let message = elsewhere(member.key) { throw DecodeFailure(keyPath, message) }
      if let suggestion = Read.closest(to: member.key, among: allowed) {
        throw DecodeFailure(
          keyPath, "unknown key; did you mean \(JSONValue.string(suggestion).serialized())?")
      }
      throw DecodeFailure(
        keyPath, "unknown key; expected one of " + allowed.joined(separator: ", "))
    }
  }

  /// Whether the object has `key`.
  func has(_ key: String) -> Bool {
    members.contains { $0.key == key }
  }

  /// The value of `key`, if present.
  func value(_ key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  /// Reads a required member.
  func required<T>(
    _ key: String, _ read: (JSONValue, JSONPath) throws(DecodeFailure) -> T
  ) throws(DecodeFailure) -> T {
    guard let value = value(key) else {
      throw DecodeFailure(path, "missing key \(JSONValue.string(key).serialized())")
    }
    return try read(value, path.appending(key))
  }

  /// Reads an optional member; `nil` when absent.
  func optional<T>(
    _ key: String, _ read: (JSONValue, JSONPath) throws(DecodeFailure) -> T
  ) throws(DecodeFailure) -> T? {
    guard let value = value(key) else { return nil }
    return try read(value, path.appending(key))
  }
}

/// Path-aware readers of single JSON values, each with an exact "expected …, found …" message.
enum Read {
  /// A value as error messages show it: `"text"`, `12`, `true`, `null`, `an array of 3`,
  /// `an object`.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): JSONValue.format(number)
    case .string(let text): "a string (\(JSONValue.string(text).serialized()))"
    case .array(let elements): "an array of \(elements.count)"
    case .object: "an object"
    }
  }

  static func number(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> Double {
    guard case .number(let number) = value else {
      throw DecodeFailure(path, "expected a number, found \(describe(value))")
    }
    return number
  }

  static func nonNegative(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> Double {
    let number = try self.number(value, path)
    guard number >= 0 else {
      throw DecodeFailure(path, "expected a number ≥ 0, found \(JSONValue.format(number))")
    }
    return number
  }

  static func positive(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> Double {
    let number = try self.number(value, path)
    guard number > 0 else {
      throw DecodeFailure(path, "expected a number > 0, found \(JSONValue.format(number))")
    }
    return number
  }

  static func integer(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> Int {
    let number = try self.number(value, path)
    guard abs(number) < 1e15, Double(Int64(number)) == number else {
      throw DecodeFailure(path, "expected a whole number, found \(JSONValue.format(number))")
    }
    return Int(Int64(number))
  }

  static func bool(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> Bool {
    guard case .bool(let flag) = value else {
      throw DecodeFailure(path, "expected true or false, found \(describe(value))")
    }
    return flag
  }

  static func string(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> String {
    guard case .string(let text) = value else {
      throw DecodeFailure(path, "expected a string, found \(describe(value))")
    }
    return text
  }

  static func array<T>(
    _ value: JSONValue, _ path: JSONPath,
    _ element: (JSONValue, JSONPath) throws(DecodeFailure) -> T
  ) throws(DecodeFailure) -> [T] {
    guard case .array(let elements) = value else {
      throw DecodeFailure(path, "expected an array, found \(describe(value))")
    }
    var result: [T] = []
    for (index, item) in elements.enumerated() {
      result.append(try element(item, path.appending(index: index)))
    }
    return result
  }

  /// A name from a fixed list.
  static func choice(
    _ value: JSONValue, _ path: JSONPath, among names: [String]
  ) throws(DecodeFailure) -> String {
    guard case .string(let text) = value, names.contains(text) else {
      throw DecodeFailure(
        path, "expected one of \(names.joined(separator: ", ")); found \(describe(value))")
    }
    return text
  }

  /// `[x, y, width, height]`, finite, with a non-negative size.
  static func rect(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> Rect {
    let numbers = try fixedArray(value, path, count: 4, shape: "[x, y, width, height]")
    guard numbers[2] >= 0, numbers[3] >= 0 else {
      throw DecodeFailure(
        path,
        "expected a width and height ≥ 0, found "
          + "\(JSONValue.format(numbers[2]))×\(JSONValue.format(numbers[3]))")
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `[width, height]`, both non-negative.
  static func size(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> Size {
    let numbers = try fixedArray(value, path, count: 2, shape: "[width, height]")
    guard numbers[0] >= 0, numbers[1] >= 0 else {
      throw DecodeFailure(
        path,
        "expected a width and height ≥ 0, found "
          + "\(JSONValue.format(numbers[0]))×\(JSONValue.format(numbers[1]))")
    }
    return Size(width: numbers[0], height: numbers[1])
  }

  /// `[x, y]`.
  static func point(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> Point {
    let numbers = try fixedArray(value, path, count: 2, shape: "[x, y]")
    return Point(x: numbers[0], y: numbers[1])
  }

  /// `{"top": …, "left": …, "bottom": …, "right": …}`, each edge optional (zero).
  static func insets(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> Insets {
    let object = try ObjectReader(value, at: path)
    try object.rejectUnknownKeys(allowed: ["top", "left", "bottom", "right"])
    return Insets(
      top: try object.optional("top", number) ?? 0,
      left: try object.optional("left", number) ?? 0,
      bottom: try object.optional("bottom", number) ?? 0,
      right: try object.optional("right", number) ?? 0)
  }

  private static func fixedArray(
    _ value: JSONValue, _ path: JSONPath, count: Int, shape: String
  ) throws(DecodeFailure) -> [Double] {
    guard case .array(let elements) = value else {
      throw DecodeFailure(
        path, "expected \(shape) (an array of \(count) numbers), found \(describe(value))")
    }
    guard elements.count == count else {
      throw DecodeFailure(
        path,
        "expected \(shape) (an array of \(count) numbers), found an array of \(elements.count)"
      )
    }
    var numbers: [Double] = []
    for (index, element) in elements.enumerated() {
      numbers.append(try number(element, path.appending(index: index)))
    }
    return numbers
  }

  /// The candidate nearest to `word` when it is a plausible typo of it: the same letters in
  /// another case, or an edit distance (a transposition counts as one edit) of at most a
  /// third of the candidate's length, and less than the word's.
  static func closest(to word: String, among candidates: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      if candidate.lowercased() == word.lowercased() { return candidate }
      let distance = editDistance(Array(word), Array(candidate))
      if distance <= Swift.max(1, candidate.count / 3), distance < word.count,
        distance < (best?.distance ?? .max)
      {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The optimal string alignment distance: insertions, deletions, substitutions and
  /// transpositions of neighbours each cost one.
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = Swift.min(
          table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = Swift.min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
