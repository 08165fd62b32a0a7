import KeyboardCore

extension Scene.ViewUpdate {
  /// Which views an `updateView` key applies to.
  enum Target: Sendable {
    case anyView
    case textField
    case textView
    case textInput
    case scrollingView
    case contentView
    case stackView
    case tableView
    case collectionView

    /// Whether the key applies to a view of this kind (`nil`: a controller's root view).
    func applies(to kind: Scene.ViewKind?) -> Bool {
      switch self {
      case .anyView: true
      case .textField: kind == .textField
      case .textView: kind == .textView
      case .textInput: kind?.isTextInput == true
      case .scrollingView: kind?.isScrollView == true
      case .contentView: kind == .scrollView || kind == .textView
      case .stackView: kind == .stackView
      case .tableView: kind == .tableView
      case .collectionView: kind == .collectionView
      }
    }

    /// The views it applies to, in words (for validation messages).
    var description: String {
      switch self {
      case .anyView: "any view"
      case .textField: "text fields"
      case .textView: "text views"
      case .textInput: "text inputs"
      case .scrollingView: "scroll views, tables, collections and text views"
      case .contentView: "scroll views and text views"
      case .stackView: "stack views"
      case .tableView: "tables"
      case .collectionView: "collections"
      }
    }
  }

  /// One key of an `updateView` step (see `UpdateKey`).
  typealias Key = UpdateKey<Scene.ViewUpdate, View, Target>

  /// Every `updateView` key, in the order the format reference lists them.
  static var allKeys: [Key] {
    [
      .key(
        "frame", \.frame, on: .anyView, as: View.self, value: "rectangle", read: Read.rect,
        write: Scene.json, apply: { $0.frame = $1 }),
      .key(
        "isHidden", \.isHidden, on: .anyView, as: View.self, value: "Boolean", read: Read.bool,
        write: JSONValue.bool, apply: { $0.isHidden = $1 }),
      .key(
        "alpha", \.alpha, on: .anyView, as: View.self, value: "number", read: Read.number,
        write: JSONValue.number, apply: { $0.alpha = $1 }),
      .key(
        "isUserInteractionEnabled", \.isUserInteractionEnabled, on: .anyView, as: View.self,
        value: "Boolean", read: Read.bool, write: JSONValue.bool,
        apply: { $0.isUserInteractionEnabled = $1 }),
      .key(
        "isEnabled", \.isEnabled, on: .textField, as: TextField.self, value: "Boolean",
        read: Read.bool, write: JSONValue.bool, apply: { $0.isEnabled = $1 }),
      .key(
        "isEditable", \.isEditable, on: .textView, as: TextView.self, value: "Boolean",
        read: Read.bool, write: JSONValue.bool, apply: { $0.isEditable = $1 }),
      .key(
        "text", \.text, on: .textInput, as: (any TextInput).self, value: "string",
        read: Read.string, write: JSONValue.string, apply: { $0.text = $1 }),
      .key(
        "caretRect", \.caretRect, on: .textView, as: TextView.self, value: "rectangle",
        read: Read.rect, write: Scene.json, apply: { $0.caretRect = $1 }),
      .key(
        "contentSize", \.contentSize, on: .contentView, as: ScrollView.self, value: "size",
        read: Read.size, write: Scene.json, apply: { $0.contentSize = $1 }),
      .key(
        "contentInset", \.contentInset, on: .scrollingView, as: ScrollView.self,
        value: "insets", read: Read.insets, write: Scene.json, apply: { $0.contentInset = $1 }),
      .key(
        "isScrollEnabled", \.isScrollEnabled, on: .scrollingView, as: ScrollView.self,
        value: "Boolean", read: Read.bool, write: JSONValue.bool,
        apply: { $0.isScrollEnabled = $1 }),
      // After the content size and inset, so that the offset lands in the new content.
      .key(
        "contentOffset", \.contentOffset, on: .scrollingView, as: ScrollView.self,
        value: "point", read: Read.point, write: Scene.json, apply: { $0.contentOffset = $1 }),
      .key(
        "distanceFromKeyboard", \.distanceFromKeyboard, on: .textInput,
        as: (any TextInput).self, value: "number", read: Read.number, write: JSONValue.number,
        apply: { $0.distanceFromKeyboard = $1 }),
      .key(
        "ignoresNavigation", \.ignoresNavigation, on: .textInput, as: (any TextInput).self,
        value: "Boolean", read: Read.bool, write: JSONValue.bool,
        apply: { $0.ignoresNavigation = $1 }),
      .key(
        "enableMode", \.enableMode, on: .textInput, as: (any TextInput).self,
        value: "one of " + EnableMode.allCases.map(\.rawValue).joined(separator: ", "),
        read: Read.enumeration, write: { .string($0.rawValue) }, apply: { $0.enableMode = $1 }),
      .key(
        "keyboardType", \.keyboardType, on: .textInput, as: (any TextInput).self,
        value: "one of " + KeyboardType.allCases.map(\.rawValue).joined(separator: ", "),
        read: Read.enumeration, write: { .string($0.rawValue) },
        apply: { $0.keyboardType = $1 }),
      .key(
        "isSecureTextEntry", \.isSecureTextEntry, on: .textInput, as: (any TextInput).self,
        value: "Boolean", read: Read.bool, write: JSONValue.bool,
        apply: { $0.isSecureTextEntry = $1 }),
      .key(
        "textContentType", \.textContentType, on: .textInput, as: (any TextInput).self,
        value: "a content type's name", read: Read.contentTypeName, write: JSONValue.string,
        apply: { $0.textContentType = TextContentType(rawValue: $1) }),
      // The delegate keys are replayed by the simulator, which owns the inputs' delegates.
      .key(
        "shouldBeginEditing", \.shouldBeginEditing, on: .textInput, as: (any TextInput).self,
        value: "Boolean", read: Read.bool, write: JSONValue.bool, apply: { _, _ in }),
      .key(
        "shouldEndEditing", \.shouldEndEditing, on: .textInput, as: (any TextInput).self,
        value: "Boolean", read: Read.bool, write: JSONValue.bool, apply: { _, _ in }),
      .key(
        "shouldReturn", \.shouldReturn, on: .textInput, as: (any TextInput).self,
        value: "Boolean", read: Read.bool, write: JSONValue.bool, apply: { _, _ in }),
    ] + layoutKeys + inputViewKeys + dismissKeys + marginKeys
  }

  /// The key names, in ``allKeys`` order.
  static var keys: [String] { allKeys.map(\.name) }

  /// Reads every key present in `object`.
  init(reading object: ObjectReader) throws(DecodeFailure) {
    self.init()
    for key in Self.allKeys { try key.read(object, &self) }
  }

  /// The keys this update sets, in ``allKeys`` order (for validation messages).
  package var setKeys: [String] {
    Self.allKeys.filter { $0.write(self) != nil }.map(\.name)
  }

  /// The members a scene file writes for this update.
  var members: [JSONMember] {
    Self.allKeys.compactMap { key in key.write(self).map { JSONMember(key.name, $0) } }
  }

  /// The format reference's table of `updateView` keys, as Markdown rows: the article holds
  /// exactly this text, and a test keeps the two equal.
  package static var referenceTable: String {
    let rows = allKeys.map {
      "| `\($0.name)` | \($0.valueDescription) | \($0.target.description) |"
    }
    return (["| Key | Value | Applies to |", "|---|---|---|"] + rows).joined(separator: "\n")
  }

  /// Applies every set key to a live view (keys that do not apply to its type are skipped;
  /// validation has already refused them).
  package func apply(to view: View) {
    for key in Self.allKeys { key.apply(self, view) }
  }
}

extension Read {
  /// A string naming one case of a `String`-backed enumeration.
  static func enumeration<T: RawRepresentable & CaseIterable>(
    _ value: JSONValue, _ path: JSONPath
  ) throws(DecodeFailure) -> T where T.RawValue == String {
    let name = try choice(value, path, among: T.allCases.map(\.rawValue))
    guard let result = T(rawValue: name) else {
      throw DecodeFailure(
        path, "expected one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return result
  }
}
