import KeyboardCore

// Dismissing the keyboard by dragging: a scroll view's `keyboardDismissMode` and the `drag`
// step, which moves a finger over a scroll view's content through window y positions.

extension Scene {
  /// How a `drag` step's finger lifts.
  package enum DragEnd: String, Sendable, Hashable, CaseIterable {
    /// Low (or fast) enough: the first responder resigns and the keyboard hides.
    case dismissed
    /// The keyboard returns to its resting frame and editing continues.
    case cancelled
  }

  /// A finger dragging a scroll view's content: `ScrollView.beginDragging()`, then
  /// `drag(toWindowY:)` for each position, then `endDragging(dismissingKeyboard:)`.
  package struct Drag: Sendable, Hashable {
    /// The id of the scroll view being dragged.
    package var scrollView: String
    /// The window y positions the finger passes, in order (at least one).
    package var positions: [Double]
    /// How the finger lifts.
    package var ends: DragEnd

    /// Creates a drag.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view's id.
    ///   - positions: The finger's window y positions, in order.
    ///   - ends: How the finger lifts.
    package init(scrollView: String, positions: [Double], ends: DragEnd = .cancelled) {
      self.scrollView = scrollView
      self.positions = positions
      self.ends = ends
    }

    /// The keys of a `drag` step besides `action`, `note` and `expect`.
    static let keys = ["scrollView", "to", "ends"]

    /// Reads a `drag` step's keys.
    init(reading object: ObjectReader) throws(DecodeFailure) {
      let positions = try object.required("to") { (value, path) throws(DecodeFailure) in
        try Read.array(value, path, Read.number)
      }
      guard !positions.isEmpty else {
        throw DecodeFailure(
          object.path.appending("to"),
          "expected at least one window y position for the finger, such as [400, 450]")
      }
      let ends = try object.optional("ends") { (value, path) throws(DecodeFailure) in
        try Read.choice(value, path, among: DragEnd.allCases.map(\.rawValue))
      }
      self.init(
        scrollView: try object.required("scrollView", Read.string), positions: positions,
        ends: ends.flatMap(DragEnd.init(rawValue:)) ?? .cancelled)
    }

    /// The members a scene file writes for this drag.
    var members: [JSONMember] {
      [
        JSONMember("scrollView", .string(scrollView)),
        JSONMember("to", .array(positions.map(JSONValue.number))),
        JSONMember("ends", .string(ends.rawValue)),
      ]
    }

    /// A short phrase for reports: `messages to 400, 450, cancelled`.
    package var summary: String {
      "\(scrollView) to "
        + positions.map(\.compactDescription).joined(separator: ", ") + ", \(ends.rawValue)"
    }
  }
}

extension KeyboardDismissMode {
  /// Every mode's name, in scene-file spelling.
  static let names = ["none", "onDrag", "interactive"]
}

extension Scene.ViewSpec {
  /// Reads `keyboardDismissMode` (scroll kinds).
  mutating func readDismissKeys(_ object: ObjectReader) throws(DecodeFailure) {
    keyboardDismissMode = try object.optional("keyboardDismissMode", Read.dismissMode) ?? .none
  }

  /// The dismissal members a scene file writes for this view.
  var dismissMembers: [JSONMember] {
    guard kind.isScrollView, keyboardDismissMode != .none else { return [] }
    return [JSONMember("keyboardDismissMode", .string(keyboardDismissMode.description))]
  }
}

extension Scene.ViewUpdate {
  /// The `updateView` keys of keyboard dismissal.
  static var dismissKeys: [Key] {
    [
      .key(
        "keyboardDismissMode", \.keyboardDismissMode, on: .scrollingView, as: ScrollView.self,
        value: "one of " + KeyboardDismissMode.names.joined(separator: ", "),
        read: Read.dismissMode, write: { .string($0.description) },
        apply: { $0.keyboardDismissMode = $1 })
    ]
  }
}

extension Read {
  /// A `KeyboardDismissMode` by name.
  static func dismissMode(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> KeyboardDismissMode
  {
    let name = try choice(value, path, among: KeyboardDismissMode.names)
    guard let mode = KeyboardDismissMode(named: name) else {
      throw DecodeFailure(
        path, "expected one of " + KeyboardDismissMode.names.joined(separator: ", "))
    }
    return mode
  }
}
