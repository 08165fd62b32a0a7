import KeyboardCore

// The input-view keys of text inputs: a view shown instead of the keyboard (a picker) and a bar
// above it (a toolbar). The simulated system posts the frame KeyboardCore's `KeyboardPreset`
// computes for the focused input, so these heights reach the keyboard the manager sees.

extension Scene.ViewSpec {
  /// The input-view keys of text fields and text views.
  static let inputViewKeys = ["inputViewHeight", "inputAccessoryViewHeight"]

  /// Reads the input-view keys (absent keys keep their defaults).
  mutating func readInputViewKeys(_ object: ObjectReader) throws(DecodeFailure) {
    inputViewHeight = try object.optional("inputViewHeight", Read.nonNegative)
    inputAccessoryViewHeight =
      try object.optional("inputAccessoryViewHeight", Read.nonNegative) ?? 0
  }

  /// The input-view members a scene file writes for this view (only values that differ from
  /// their defaults).
  var inputViewMembers: [JSONMember] {
    guard kind.isTextInput else { return [] }
    var members: [JSONMember] = []
    if let inputViewHeight {
      members.append(JSONMember("inputViewHeight", .number(inputViewHeight)))
    }
    if inputAccessoryViewHeight != 0 {
      members.append(JSONMember("inputAccessoryViewHeight", .number(inputAccessoryViewHeight)))
    }
    return members
  }
}

extension Scene.ViewUpdate {
  /// The `updateView` keys of input views.
  ///
  /// The simulator reposts the keyboard when the first responder's heights change, as an app's
  /// `reloadInputViews()` does.
  static var inputViewKeys: [Key] {
    [
      .key(
        "inputViewHeight", \.inputViewHeight, on: .textInput, as: (any TextInput).self,
        value: "number ≥ 0, or null for the keyboard", read: Read.optionalNonNegative,
        write: { $0.map(JSONValue.number) ?? .null }, apply: { $0.inputViewHeight = $1 }),
      .key(
        "inputAccessoryViewHeight", \.inputAccessoryViewHeight, on: .textInput,
        as: (any TextInput).self, value: "number ≥ 0", read: Read.nonNegative,
        write: JSONValue.number, apply: { $0.inputAccessoryViewHeight = $1 }),
    ]
  }

  /// Whether this update changes an input view's or an accessory's height.
  package var changesInputViews: Bool {
    inputViewHeight != nil || inputAccessoryViewHeight != nil
  }
}

extension Read {
  /// A number ≥ 0, or `null` (read as `nil`).
  static func optionalNonNegative(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> Double?
  {
    if value == .null { return nil }
    guard case .number = value else {
      throw DecodeFailure(path, "expected a number ≥ 0 or null, found \(describe(value))")
    }
    return try nonNegative(value, path)
  }
}
