import KeyboardCore

// Reading a constraint from its text:
//
//   ITEM.ATTR RELATION [MULTIPLIER *] ITEM.ATTR [+|- CONSTANT] [@PRIORITY]
//   ITEM.ATTR RELATION CONSTANT [@PRIORITY]
//
// ITEM is a view id or `id.guide`; messages say where in the text the problem is ("expected a
// relation (==, <=, >=) after 'email.top'"). Which ids exist is checked later, by the validator.

extension Scene.ConstraintSpec {
  /// Why a constraint's text could not be read.
  package struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was expected, and where.
    package var message: String

    init(_ message: String) { self.message = message }

    /// The message.
    package var description: String { message }
  }

  /// Reads a constraint from its text.
  ///
  /// - Parameter text: For example `email.top == login.safeArea.top + 20 @750`.
  /// - Throws: ``SyntaxError`` saying what was expected where.
  package init(parsing text: String) throws(SyntaxError) {
    var parser = ConstraintParser(text)
    self = try parser.parse()
  }
}

/// The words of a constraint's text.
private enum ConstraintToken: Equatable {
  /// A view id, or `id.guide`, or either with `.attribute`.
  case path(String)
  /// A non-negative number as written.
  case number(String)
  /// `==`, `<=`, `>=`, `*`, `+`, `-` or `@`.
  case symbol(String)
  /// Anything else, as written.
  case unknown(String)

  var text: String {
    switch self {
    case .path(let text), .number(let text), .symbol(let text), .unknown(let text): text
    }
  }
}

private struct ConstraintParser {
  let source: String
  var tokens: [ConstraintToken] = []
  var position = 0

  init(_ source: String) {
    self.source = source
    tokens = Self.tokenize(source)
  }

  static func isPathCharacter(_ c: Character) -> Bool {
    c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-" || c == ".")
  }

  static func tokenize(_ text: String) -> [ConstraintToken] {
    var tokens: [ConstraintToken] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let c = characters[index]
      if c == " " || c == "\t" {
        index += 1
      } else if c.isASCII && (c.isLetter || c == "_") {
        var end = index
        while end < characters.count, isPathCharacter(characters[end]) { end += 1 }
        tokens.append(.path(String(characters[index..<end])))
        index = end
      } else if c.isASCII && (c.isNumber || c == ".") {
        var end = index
        while end < characters.count, characters[end].isASCII,
          characters[end].isNumber || characters[end] == "."
        {
          end += 1
        }
        // An exponent: e or E, an optional sign, digits.
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
          var next = end + 1
          if next < characters.count, characters[next] == "+" || characters[next] == "-" {
            next += 1
          }
          if next < characters.count, characters[next].isASCII, characters[next].isNumber {
            end = next
            while end < characters.count, characters[end].isASCII, characters[end].isNumber {
              end += 1
            }
          }
        }
        tokens.append(.number(String(characters[index..<end])))
        index = end
      } else if index + 1 < characters.count, "=<>".contains(c), characters[index + 1] == "=" {
        tokens.append(.symbol(String(characters[index...index + 1])))
        index += 2
      } else if "*+-@".contains(c) {
        tokens.append(.symbol(String(c)))
        index += 1
      } else {
        var end = index + 1
        while end < characters.count, characters[end] != " " { end += 1 }
        tokens.append(.unknown(String(characters[index..<end])))
        index = end
      }
    }
    return tokens
  }

  typealias Spec = Scene.ConstraintSpec
  typealias SyntaxError = Spec.SyntaxError

  var current: ConstraintToken? { position < tokens.count ? tokens[position] : nil }

  /// "after 'email.top'" for the text read so far, or "at the start".
  var place: String {
    guard position > 0 else { return "at the start" }
    let read = tokens[..<position].map(\.text).joined(separator: " ")
    return "after '\(read)'"
  }

  func found() -> String {
    guard let current else { return "the end" }
    return "'\(current.text)'"
  }

  mutating func parse() throws(SyntaxError) -> Spec {
    guard !tokens.isEmpty else {
      throw SyntaxError("expected a constraint such as 'email.top == login.safeArea.top + 20'")
    }
    let (firstItem, firstAttribute) = try readAnchor(
      what: "an item and attribute such as email.top")
    let relation: LayoutRelation
    switch current {
    case .symbol("=="): relation = .equal
    case .symbol("<="): relation = .lessThanOrEqual
    case .symbol(">="): relation = .greaterThanOrEqual
    default:
      throw SyntaxError("expected a relation (==, <=, >=) \(place), found \(found())")
    }
    position += 1
    var spec: Spec
    if case .path = current {
      let (secondItem, secondAttribute) = try readAnchor(what: "an item and attribute")
      spec = Spec(firstItem, firstAttribute, relation, secondItem, secondAttribute)
    } else if current == nil || current == .symbol("@") {
      throw SyntaxError(
        "expected a number or an item and attribute such as login.top \(place), found \(found())")
    } else {
      let number = try readNumber(what: "a number or an item and attribute such as login.top")
      if current == .symbol("*") {
        position += 1
        guard case .path = current else {
          throw SyntaxError(
            "expected an item and attribute such as login.width \(place), found \(found())")
        }
        let (secondItem, secondAttribute) = try readAnchor(what: "an item and attribute")
        spec = Spec(
          firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier: number)
      } else {
        spec = Spec(firstItem, firstAttribute, relation, nil, constant: number)
      }
    }
    if spec.secondItem != nil, current == .symbol("+") || current == .symbol("-") {
      let sign: Double = current == .symbol("-") ? -1 : 1
      position += 1
      guard case .number = current else {
        throw SyntaxError("expected a number \(place), found \(found())")
      }
      spec.constant = sign * (try readNumber(what: "a number"))
    }
    if current == .symbol("@") {
      position += 1
      guard case .number = current else {
        throw SyntaxError("expected a priority from 1 to 1000 \(place), found \(found())")
      }
      let priority = try readNumber(what: "a priority")
      guard priority >= 1, priority <= 1000 else {
        throw SyntaxError(
          "expected a priority from 1 to 1000 after '@', found \(Spec.format(priority))")
      }
      spec.priority = priority
    }
    if current != nil {
      let expected =
        spec.secondItem == nil
        ? "@PRIORITY or the end" : "+ CONSTANT, - CONSTANT, @PRIORITY or the end"
      throw SyntaxError("expected \(expected) \(place), found \(found())")
    }
    try check(spec)
    return spec
  }

  /// A number, with an optional leading `-`; finite.
  mutating func readNumber(what: String) throws(SyntaxError) -> Double {
    var sign = 1.0
    if current == .symbol("-") {
      sign = -1
      position += 1
    }
    guard case .number(let written) = current else {
      throw SyntaxError("expected \(what) \(place), found \(found())")
    }
    guard let value = Double(written) else {
      throw SyntaxError("expected a number such as 20, -8.5 or 0.5 \(place), found '\(written)'")
    }
    guard value.isFinite else {
      throw SyntaxError("expected a finite number \(place), found '\(written)'")
    }
    position += 1
    return sign * value
  }

  /// `id.attribute` or `id.guide.attribute`.
  mutating func readAnchor(what: String) throws(SyntaxError) -> (Spec.Item, LayoutAttribute) {
    guard case .path(let text) = current else {
      throw SyntaxError("expected \(what) \(place), found \(found())")
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
      throw SyntaxError(
        "expected ITEM.ATTRIBUTE or ITEM.GUIDE.ATTRIBUTE (such as login.safeArea.top), found "
          + "'\(text)' \(place)")
    }
    var guide: Spec.Guide?
    if parts.count == 3 {
      guard let named = Spec.Guide(rawValue: parts[1]) else {
        let names = Spec.Guide.allCases.map(\.rawValue)
        let hint = Read.closest(to: parts[1], among: names).map { "; did you mean \($0)?" } ?? ""
        throw SyntaxError(
          "unknown guide '\(parts[1])' in '\(text)': expected one of "
            + names.joined(separator: ", ") + hint)
      }
      guide = named
    }
    let names = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.name)
    guard let attribute = LayoutAttribute(name: parts[parts.count - 1]),
      attribute != .notAnAttribute
    else {
      let last = parts[parts.count - 1]
      let hint =
        last.contains("-")
        ? "; put a space before '-' (ids and attributes may contain '-')"
        : Read.closest(to: last, among: names).map { "; did you mean \($0)?" } ?? ""
      throw SyntaxError(
        "unknown attribute '\(parts[parts.count - 1])' in '\(text)': expected one of "
          + names.joined(separator: ", ") + hint)
    }
    if guide != nil,
      attribute.withinMarginsName != nil
        || attribute == .firstBaseline || attribute == .lastBaseline
    {
      throw SyntaxError(
        "'\(text)': a guide has edges, centres, a width and a height; \(attribute.name) "
          + "applies to views")
    }
    position += 1
    return (Spec.Item(parts[0], guide: guide), attribute)
  }

  /// What the engine requires of the attributes: one axis, sizes with sizes, positions with
  /// positions, a constant only for a size.
  func check(_ spec: Spec) throws(SyntaxError) {
    let first = "\(spec.firstItem.text).\(spec.firstAttribute.name)"
    guard let second = spec.secondItem else {
      guard spec.firstAttribute.isDimension else {
        throw SyntaxError(
          "\(first) is a position; only a size (width, height) can equal a constant "
            + "(relate it to another item, such as \(first) == login.safeArea."
            + "\(spec.firstAttribute.name) + \(Spec.format(spec.constant)))")
      }
      return
    }
    let other = "\(second.text).\(spec.secondAttribute.name)"
    guard spec.firstAttribute.isDimension == spec.secondAttribute.isDimension else {
      throw SyntaxError(
        "\(first) and \(other) relate a position to a size; relate positions to positions and "
          + "sizes to sizes")
    }
    guard
      spec.firstAttribute.isDimension
        || spec.firstAttribute.isHorizontal == spec.secondAttribute.isHorizontal
    else {
      throw SyntaxError(
        "\(first) and \(other) are on different axes (\(axis(spec.firstAttribute)) and "
          + "\(axis(spec.secondAttribute)))")
    }
  }

  func axis(_ attribute: LayoutAttribute) -> String {
    attribute.isHorizontal ? "horizontal" : "vertical"
  }
}

extension LayoutAttribute {
  /// The name of a margin attribute (`leadingMargin`, `centerXWithinMargins`), else `nil`.
  var withinMarginsName: String? {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      name
    default:
      nil
    }
  }
}
