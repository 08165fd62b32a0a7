import KeyboardCore

// Layout margins: every view's own margins and how they follow the safe area and the
// superview. Constraints to a view's margins guide and stacks arranged relative to their margins
// read them; expectations too (`id.layoutMargins.top`).

extension Scene.ViewSpec {
  /// The margin keys every view takes.
  static let marginKeys = [
    "layoutMargins", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
  ]

  /// Reads the margin keys (absent keys keep their defaults).
  mutating func readMarginKeys(_ object: ObjectReader) throws(DecodeFailure) {
    layoutMargins = try object.optional("layoutMargins", Read.insets)
    insetsLayoutMarginsFromSafeArea =
      try object.optional("insetsLayoutMarginsFromSafeArea", Read.bool) ?? true
    preservesSuperviewLayoutMargins =
      try object.optional("preservesSuperviewLayoutMargins", Read.bool) ?? false
  }

  /// The margin members a scene file writes for this view.
  var marginMembers: [JSONMember] {
    var members: [JSONMember] = []
    if let layoutMargins { members.append(JSONMember("layoutMargins", Scene.json(layoutMargins))) }
    if !insetsLayoutMarginsFromSafeArea {
      members.append(JSONMember("insetsLayoutMarginsFromSafeArea", .bool(false)))
    }
    if preservesSuperviewLayoutMargins {
      members.append(JSONMember("preservesSuperviewLayoutMargins", .bool(true)))
    }
    return members
  }
}

extension Scene.ViewUpdate {
  /// The `updateView` keys of layout margins.
  static var marginKeys: [Key] {
    [
      .key(
        "layoutMargins", \.layoutMargins, on: .anyView, as: View.self, value: "insets",
        read: Read.insets, write: Scene.json, apply: { $0.layoutMargins = $1 }),
      .key(
        "insetsLayoutMarginsFromSafeArea", \.insetsLayoutMarginsFromSafeArea, on: .anyView,
        as: View.self, value: "Boolean", read: Read.bool, write: JSONValue.bool,
        apply: { $0.insetsLayoutMarginsFromSafeArea = $1 }),
      .key(
        "preservesSuperviewLayoutMargins", \.preservesSuperviewLayoutMargins, on: .anyView,
        as: View.self, value: "Boolean", read: Read.bool, write: JSONValue.bool,
        apply: { $0.preservesSuperviewLayoutMargins = $1 }),
    ]
  }
}
