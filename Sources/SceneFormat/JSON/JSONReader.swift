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
package enum Read {
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
    // checked: converted only when |number| < 1e15 (NaN fails the comparison)
    guard abs(number) < 1e15, Double(Int64(number)) == number else {
      throw DecodeFailure(path, "expected a whole number, found \(JSONValue.format(number))")
    }
    return Int(Int64(number))  // checked: a whole number below 1e15 by the guard
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

  /// Insets whose every edge is ≥ 0: a window's safe area, which no device makes negative.
  static func nonNegativeInsets(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> Insets
  {
    let object = try ObjectReader(value, at: path)
    try object.rejectUnknownKeys(allowed: ["top", "left", "bottom", "right"])
    return Insets(
      top: try object.optional("top", nonNegative) ?? 0,
      left: try object.optional("left", nonNegative) ?? 0,
      bottom: try object.optional("bottom", nonNegative) ?? 0,
      right: try object.optional("right", nonNegative) ?? 0)
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

  /// The longest word or candidate, in Unicode scalars, compared by edit distance; longer ones
  /// are suggested only for a difference in case.
  ///
  /// Ids are short names; a typo in a word longer than this is rare, and the cap keeps a
  /// suggestion cheap however long the strings of a file are (each comparison is at most
  /// 32 × 21 cells, so 20,000 candidates cost well under a million cell updates).
  static let maximumComparedLength = 32

  /// The candidate nearest to `word` when it is a plausible typo of it: the same letters in
  /// another case, or an edit distance (a transposition counts as one edit) of at most a
  /// third of the candidate's length, and less than the word's.
  ///
  /// - Complexity: O(c · k) for c candidates, with k ≤ 32 · 21 cells per comparison: only
  ///   words and candidates of at most ``maximumComparedLength`` scalars whose lengths differ
  ///   by no more than the allowed distance are compared, within a band of that width, in
  ///   O(k) memory.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    let wordScalars =
      word.utf8.count <= 4 * maximumComparedLength ? Array(word.unicodeScalars) : []
    let comparesDistance = !wordScalars.isEmpty && wordScalars.count <= maximumComparedLength
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      if candidate.utf8.count == word.utf8.count, candidate.lowercased() == lowered {
        return candidate
      }
      guard comparesDistance, candidate.utf8.count <= 4 * maximumComparedLength else { continue }
      let scalars = Array(candidate.unicodeScalars)
      guard scalars.count <= maximumComparedLength else { continue }
      let limit = Swift.min(
        Swift.max(1, scalars.count / 3), wordScalars.count - 1, (best?.distance ?? .max) - 1)
      guard limit >= 0, abs(scalars.count - wordScalars.count) <= limit,
        let distance = editDistance(wordScalars, scalars, atMost: limit)
      else { continue }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// The optimal string alignment distance (insertions, deletions, substitutions and
  /// transpositions of neighbours each cost one) when it is at most `limit`, else `nil`.
  ///
  /// Only the band of cells within `limit` of the diagonal is computed, three rows at a time.
  private static func editDistance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int
  ) -> Int? {
    let beyond = limit + 1
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return Swift.max(a.count, b.count) }
    var twoBack = Array(repeating: beyond, count: b.count + 1)
    var previous = (0...b.count).map { Swift.min($0, beyond) }
    var current = Array(repeating: beyond, count: b.count + 1)
    for i in 1...a.count {
      current.withUnsafeMutableBufferPointer { row in
        for j in row.indices { row[j] = beyond }
      }
      current[0] = Swift.min(i, beyond)
      let low = Swift.max(1, i - limit)
      let high = Swift.min(b.count, i + limit)
      var rowMinimum = current[0]
      if low <= high {
        for j in low...high {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = Swift.min(value, twoBack[j - 2] + 1)
          }
          current[j] = Swift.min(value, beyond)
          rowMinimum = Swift.min(rowMinimum, current[j])
        }
      }
      // Every later cell is at least this row's smallest: stop once it is past the limit.
      guard rowMinimum <= limit else { return nil }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    let distance = previous[b.count]
    return distance <= limit ? distance : nil
  }
}
