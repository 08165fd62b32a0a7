import KeyboardCore

extension Scene {
  /// A check written as `subject operator value`, such as `email.clearance >= 10`,
  /// `form.frame.y == -188`, `email.returnKeyType == next` or `canGoNext == false`.
  ///
  /// The subject is a scene-wide property (``globalProperties``) or `id.property` for a view
  /// or controller id (``viewProperties``); the operator is one of `==`, `!=`, `<`, `<=`, `>`,
  /// `>=` (only `==` and `!=` for names, booleans and text); the value is a number, `true`,
  /// `false`, a name (`next`, `docked`, an id), `none`, or text in double quotes. Numbers are
  /// written in JSON's number grammar (`-188`, `0.5`, `1e3`; not `+10`, `.5`, `010` or hex)
  /// and compare exactly.
  package struct Expectation: Sendable, Hashable, CustomStringConvertible {
    /// The expectation as written.
    package let text: String
    package let subject: Subject
    package let comparison: Comparison
    package let expected: Value

    /// Parses an expectation.
    ///
    /// - Parameter text: The expectation, such as `email.clearance >= 10`.
    /// - Throws: ``SyntaxError`` saying what was expected.
    package init(_ text: String) throws(SyntaxError) {
      self.text = text
      let operators: [(String, Comparison)] = [
        ("==", .equal), ("!=", .notEqual), (">=", .atLeast), ("<=", .atMost), (">", .greater),
        ("<", .less),
      ]
      var found: (range: Range<String.Index>, comparison: Comparison)?
      for (symbol, comparison) in operators {
        if let range = text.rangeOfFirst(symbol),
          found.map({ range.lowerBound < $0.range.lowerBound }) ?? true
        {
          found = (range, comparison)
        }
      }
      guard let found else {
        throw SyntaxError(
          "expected \"subject operator value\" with one of ==, !=, <, <=, >, >=; found "
            + JSONValue.string(text).serialized())
      }
      let lhs = text[..<found.range.lowerBound].trimmingSpaces
      let rhs = text[found.range.upperBound...].trimmingSpaces
      guard !lhs.isEmpty, !lhs.contains(" ") else {
        throw SyntaxError(
          "expected a subject such as email.clearance before the operator; found "
            + JSONValue.string(lhs).serialized())
      }
      guard !rhs.isEmpty else { throw SyntaxError("expected a value after the operator") }
      subject = try Subject(parsing: lhs)
      comparison = found.comparison
      let type = subject.valueType
      if !type.isOrdered && comparison != .equal && comparison != .notEqual {
        throw SyntaxError("\(subject.propertyName) compares only with == or !=")
      }
      expected = try Value(parsing: rhs, as: type)
      if case .none = expected, comparison != .equal && comparison != .notEqual {
        throw SyntaxError("none compares only with == or !=")
      }
    }

    /// The expectation as written.
    package var description: String { text }

    /// Why an expectation could not be parsed.
    package struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
      /// What was expected.
      package var message: String

      init(_ message: String) { self.message = message }

      /// The message.
      package var description: String { message }
    }

    /// The scene-wide properties an expectation may test.
    package static let globalProperties = GlobalProperty.allCases.map(\.rawValue)

    /// The view properties an expectation may test as `id.property`.
    package static let viewProperties = ViewProperty.allCases.map(\.rawValue)

    /// The id an expectation is about, if it is about a view.
    package var viewID: String? {
      if case .view(let id, _) = subject { return id }
      return nil
    }
  }
}

extension Scene.Expectation {
  package enum Comparison: String, Sendable, Hashable {
    case equal = "=="
    case notEqual = "!="
    case atLeast = ">="
    case atMost = "<="
    case greater = ">"
    case less = "<"
  }

  package enum ValueType: Sendable, Hashable {
    case number
    case optionalNumber
    case bool
    case returnKeyType
    case keyboardKind
    case inputID
    case text

    var isOrdered: Bool { self == .number || self == .optionalNumber }
  }

  /// Which views a property applies to.
  enum Applicability: Sendable, Hashable {
    case anyView
    case scrollView
    case textInput
    case textView
  }

  package enum GlobalProperty: String, Sendable, Hashable, CaseIterable {
    case firstResponder
    case canGoNext
    case canGoPrevious
    case movedDistance
    case remainingCover
    case keyboardIsVisible = "keyboard.isVisible"
    case keyboardKind = "keyboard.kind"
    case keyboardMinY = "keyboard.minY"
    case keyboardHeight = "keyboard.height"

    package var valueType: ValueType {
      switch self {
      case .firstResponder: .inputID
      case .canGoNext, .canGoPrevious, .keyboardIsVisible: .bool
      case .movedDistance, .remainingCover: .number
      case .keyboardKind: .keyboardKind
      case .keyboardMinY, .keyboardHeight: .optionalNumber
      }
    }
  }

  package enum ViewProperty: String, Sendable, Hashable, CaseIterable {
    case frameX = "frame.x"
    case frameY = "frame.y"
    case frameWidth = "frame.width"
    case frameHeight = "frame.height"
    case frameMaxY = "frame.maxY"
    case windowX = "frameInWindow.x"
    case windowY = "frameInWindow.y"
    case windowWidth = "frameInWindow.width"
    case windowHeight = "frameInWindow.height"
    case windowMaxY = "frameInWindow.maxY"
    case isHidden
    case contentOffsetX = "contentOffset.x"
    case contentOffsetY = "contentOffset.y"
    case contentInsetTop = "contentInset.top"
    case contentInsetBottom = "contentInset.bottom"
    case contentSizeWidth = "contentSize.width"
    case contentSizeHeight = "contentSize.height"
    case indicatorInsetBottom = "verticalScrollIndicatorInsets.bottom"
    case clearance
    case returnKeyType
    case isFirstResponder
    case text
    case caretClearance
    case safeAreaTop = "safeAreaInsets.top"
    case safeAreaBottom = "safeAreaInsets.bottom"
    case marginTop = "layoutMargins.top"
    case marginLeft = "layoutMargins.left"
    case marginBottom = "layoutMargins.bottom"
    case marginRight = "layoutMargins.right"

    package var valueType: ValueType {
      switch self {
      case .isHidden, .isFirstResponder: .bool
      case .clearance, .caretClearance: .optionalNumber
      case .returnKeyType: .returnKeyType
      case .text: .text
      default: .number
      }
    }

    var applicability: Applicability {
      switch self {
      case .contentOffsetX, .contentOffsetY, .contentInsetTop, .contentInsetBottom,
        .contentSizeWidth, .contentSizeHeight, .indicatorInsetBottom:
        .scrollView
      case .clearance, .returnKeyType, .isFirstResponder, .text: .textInput
      case .caretClearance: .textView
      default: .anyView
      }
    }
  }

  package enum Subject: Sendable, Hashable {
    case global(GlobalProperty)
    case view(String, ViewProperty)

    init(parsing text: String) throws(SyntaxError) {
      if let global = GlobalProperty(rawValue: text) {
        self = .global(global)
        return
      }
      guard let dot = text.firstIndex(of: ".") else {
        let suggestion = Read.closest(to: text, among: Scene.Expectation.globalProperties)
        throw SyntaxError(
          "unknown subject \(JSONValue.string(text).serialized())"
            + (suggestion.map { "; did you mean \(JSONValue.string($0).serialized())?" }
              ?? "; expected id.property or one of "
              + Scene.Expectation.globalProperties.joined(separator: ", ")))
      }
      let id = String(text[..<dot])
      let name = String(text[text.index(after: dot)...])
      guard let property = ViewProperty(rawValue: name) else {
        let suggestion = Read.closest(to: name, among: Scene.Expectation.viewProperties)
        throw SyntaxError(
          "unknown property \(JSONValue.string(name).serialized())"
            + (suggestion.map { "; did you mean \(JSONValue.string($0).serialized())?" }
              ?? "; expected one of " + Scene.Expectation.viewProperties.joined(separator: ", ")))
      }
      self = .view(id, property)
    }

    package var valueType: ValueType {
      switch self {
      case .global(let property): property.valueType
      case .view(_, let property): property.valueType
      }
    }

    package var propertyName: String {
      switch self {
      case .global(let property): property.rawValue
      case .view(_, let property): property.rawValue
      }
    }
  }

  package enum Value: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case name(String)
    case text(String)
    case none(String?)

    init(parsing text: String, as type: ValueType) throws(SyntaxError) {
      let quoted = JSONValue.string(text).serialized()
      switch type {
      case .number, .optionalNumber:
        if type == .optionalNumber && text == "none" {
          self = .none(nil)
        } else if JSONParser.isNumberLiteral(text) {
          // Numbers are written as in JSON, so an expectation reads like the file around it.
          guard let number = Double(text), number.isFinite else {
            throw SyntaxError("expected a finite number, found \(quoted) (out of range)")
          }
          self = .number(number)
        } else {
          throw SyntaxError(
            "expected a number in JSON's grammar (such as -188, 0.5 or 1e3)"
              + (type == .optionalNumber ? " or none" : "") + ", found \(quoted)")
        }
      case .bool:
        guard text == "true" || text == "false" else {
          throw SyntaxError("expected true or false, found \(quoted)")
        }
        self = .bool(text == "true")
      case .returnKeyType:
        let names = ReturnKeyType.allCases.map(\.rawValue)
        guard names.contains(text) else {
          throw SyntaxError("expected one of \(names.joined(separator: ", ")); found \(quoted)")
        }
        self = .name(text)
      case .keyboardKind:
        let names = KeyboardKind.allCases.map(\.rawValue)
        guard names.contains(text) else {
          throw SyntaxError("expected one of \(names.joined(separator: ", ")); found \(quoted)")
        }
        self = .name(text)
      case .inputID:
        guard SceneValidator.isValidID(text) else {
          throw SyntaxError("expected the id of a text input or none, found \(quoted)")
        }
        self = text == "none" ? .none(nil) : .name(text)
      case .text:
        guard text.count >= 2, text.first == "\"", text.last == "\"" else {
          throw SyntaxError("expected text in double quotes, found \(quoted)")
        }
        self = .text(String(text.dropFirst().dropLast()))
      }
    }

    package var description: String {
      switch self {
      case .number(let value): value.compactDescription
      case .bool(let value): value ? "true" : "false"
      case .name(let value): value
      case .text(let value): JSONValue.string(value).serialized()
      case .none(let reason): reason ?? "none"
      }
    }
  }
}

extension String {
  /// The range of the first occurrence of `needle`, if any.
  func rangeOfFirst(_ needle: String) -> Range<String.Index>? {
    guard !needle.isEmpty else { return nil }
    var start = startIndex
    while start < endIndex {
      if self[start...].hasPrefix(needle) {
        return start..<index(start, offsetBy: needle.count)
      }
      start = index(after: start)
    }
    return nil
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces.
  var trimmingSpaces: String {
    var slice = Substring(self)
    while slice.first == " " { slice.removeFirst() }
    while slice.last == " " { slice.removeLast() }
    return String(slice)
  }
}
