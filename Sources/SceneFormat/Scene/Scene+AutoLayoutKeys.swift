import KeyboardCore

// The Auto Layout keys of views, declared once: which kinds take each, what its value is, how
// it is read and written. The Scene File Format article holds the table `referenceTable` makes.

extension Scene.ViewSpec {
  /// One Auto Layout key of views.
  package struct AutoLayoutKey: Sendable {
    /// The key's name in scene files.
    package var name: String
    /// The value, in words, for the format reference.
    package var valueDescription: String
    /// The kinds of view that take it; `nil` for every kind.
    package var kinds: [Scene.ViewKind]?

    /// Which views take it, in words.
    package var targetDescription: String {
      guard let kinds else { return "every view" }
      return kinds.map { "`\($0.rawValue)`" }.joined(separator: ", ")
    }
  }

  /// The Auto Layout keys, in the order the format reference lists them.
  package static let autoLayoutKeyDeclarations: [AutoLayoutKey] = [
    AutoLayoutKey(
      name: "constraints",
      valueDescription:
        "array of constraints: each a string (`email.top == login.safeArea.top + 20`) or an "
        + "object with `constraint`, `identifier`, `activeWhenNearEdge`, `activeWhenAwayFrom`",
      kinds: nil),
    AutoLayoutKey(
      name: "translatesAutoresizingMaskIntoConstraints",
      valueDescription:
        "Boolean; default `false` for a view that is the first item of a constraint of the "
        + "scene (not a controller's root view), `true` otherwise",
      kinds: nil),
    AutoLayoutKey(
      name: "intrinsicContentSize",
      valueDescription: "`[width, height]`, each ≥ 0 or -1 for none", kinds: [.view]),
    AutoLayoutKey(
      name: "contentHugging",
      valueDescription: "`[horizontal, vertical]` priorities, 1 to 1000 (default 250, 250)",
      kinds: nil),
    AutoLayoutKey(
      name: "compressionResistance",
      valueDescription: "`[horizontal, vertical]` priorities, 1 to 1000 (default 750, 750)",
      kinds: nil),
    AutoLayoutKey(
      name: "keyboardLayoutGuide",
      valueDescription: "object with `followsUndockedKeyboard` (`false`), `usesBottomSafeArea` "
        + "(`true`)",
      kinds: nil),
  ]

  /// The Auto Layout keys a view of `kind` takes.
  static func autoLayoutKeys(for kind: Scene.ViewKind) -> [String] {
    autoLayoutKeyDeclarations.filter { $0.kinds?.contains(kind) ?? true }.map(\.name)
  }

  /// The format reference's table of the Auto Layout keys.
  package static var autoLayoutReferenceTable: String {
    let rows = autoLayoutKeyDeclarations.map {
      "| `\($0.name)` | \($0.valueDescription) | \($0.targetDescription) |"
    }
    return (["| Key | Value | Applies to |", "|---|---|---|"] + rows).joined(separator: "\n")
  }

  /// The keys of a constraint given as an object.
  static let constraintObjectKeys = [
    "constraint", "identifier", "activeWhenNearEdge", "activeWhenAwayFrom",
  ]

  /// Whether the object gives a key that lets the view go without a frame (the constraints
  /// place it).
  static func mayOmitFrame(_ object: ObjectReader) -> Bool {
    object.has("constraints") || object.has("translatesAutoresizingMaskIntoConstraints")
  }

  /// Reads the Auto Layout keys (absent keys keep their defaults).
  mutating func readAutoLayoutKeys(_ object: ObjectReader, isControllerRoot: Bool)
    throws(DecodeFailure)
  {
    autoLayout.constraints =
      try object.optional("constraints") { (value, path) throws(DecodeFailure) in
        try Read.array(value, path, Scene.ConstraintSpec.init(json:at:))
      } ?? []
    let translates = try object.optional("translatesAutoresizingMaskIntoConstraints", Read.bool)
    if isControllerRoot, translates == false {
      throw DecodeFailure(
        object.path.appending("translatesAutoresizingMaskIntoConstraints"),
        "a controller's view is sized by its container, so its frame stays an input to the "
          + "constraints; remove translatesAutoresizingMaskIntoConstraints")
    }
    autoLayout.translatesAutoresizingMaskIntoConstraints = translates
    autoLayout.intrinsicContentSize = try object.optional(
      "intrinsicContentSize", Read.intrinsicSize)
    autoLayout.contentHugging = try object.optional("contentHugging", Read.axisPriorities)
    autoLayout.compressionResistance = try object.optional(
      "compressionResistance", Read.axisPriorities)
    autoLayout.keyboardLayoutGuide = try object.optional("keyboardLayoutGuide") {
      (value, path) throws(DecodeFailure) in
      let guide = try ObjectReader(value, at: path)
      try guide.rejectUnknownKeys(allowed: ["followsUndockedKeyboard", "usesBottomSafeArea"])
      return Scene.KeyboardGuideSpec(
        followsUndockedKeyboard: try guide.optional("followsUndockedKeyboard", Read.bool),
        usesBottomSafeArea: try guide.optional("usesBottomSafeArea", Read.bool))
    }
  }

  /// The Auto Layout members a scene file writes for this view.
  var autoLayoutMembers: [JSONMember] {
    var members: [JSONMember] = []
    let spec = autoLayout
    if !spec.constraints.isEmpty {
      members.append(JSONMember("constraints", .array(spec.constraints.map(\.jsonValue))))
    }
    if let translates = spec.translatesAutoresizingMaskIntoConstraints {
      members.append(JSONMember("translatesAutoresizingMaskIntoConstraints", .bool(translates)))
    }
    if let size = spec.intrinsicContentSize {
      members.append(JSONMember("intrinsicContentSize", Scene.json(size)))
    }
    if let hugging = spec.contentHugging {
      members.append(JSONMember("contentHugging", Scene.json(hugging)))
    }
    if let resistance = spec.compressionResistance {
      members.append(JSONMember("compressionResistance", Scene.json(resistance)))
    }
    if let guide = spec.keyboardLayoutGuide {
      var guideMembers: [JSONMember] = []
      if let follows = guide.followsUndockedKeyboard {
        guideMembers.append(JSONMember("followsUndockedKeyboard", .bool(follows)))
      }
      if let uses = guide.usesBottomSafeArea {
        guideMembers.append(JSONMember("usesBottomSafeArea", .bool(uses)))
      }
      members.append(JSONMember("keyboardLayoutGuide", .object(guideMembers)))
    }
    return members
  }
}

extension Scene {
  static func json(_ priorities: AxisPriorities) -> JSONValue {
    .array([.number(priorities.horizontal), .number(priorities.vertical)])
  }
}

extension Scene.ConstraintSpec {
  /// Reads a constraint: its text, or an object with the text and its options.
  init(json: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    if case .string(let text) = json {
      self = try Self.parse(text, at: path)
      return
    }
    guard case .object = json else {
      throw DecodeFailure(
        path,
        "expected a constraint (a string such as \"email.top == login.safeArea.top + 20\", or "
          + "an object with constraint, identifier, activeWhenNearEdge, activeWhenAwayFrom), "
          + "found \(Read.describe(json))")
    }
    let object = try ObjectReader(json, at: path)
    try object.rejectUnknownKeys(allowed: Scene.ViewSpec.constraintObjectKeys)
    guard let textValue = object.value("constraint") else {
      throw DecodeFailure(
        path, "missing key \"constraint\" (the constraint's text, such as \"a.top == b.top\")")
    }
    let textPath = path.appending("constraint")
    self = try Self.parse(try Read.string(textValue, textPath), at: textPath)
    identifier = try object.optional("identifier", Read.string)
    activeWhenNearEdge = try object.optional("activeWhenNearEdge", Read.edge)
    activeWhenAwayFrom =
      try object.optional("activeWhenAwayFrom") { (value, listPath) throws(DecodeFailure) in
        let edges = try Read.array(value, listPath, Read.edge)
        guard !edges.isEmpty else {
          throw DecodeFailure(listPath, "expected at least one edge (top, left, bottom, right)")
        }
        for (index, edge) in edges.enumerated() where edges[..<index].contains(edge) {
          throw DecodeFailure(
            listPath.appending(index: index), "\(edge.rawValue) is already in the list")
        }
        return edges
      } ?? []
    for key in ["activeWhenNearEdge", "activeWhenAwayFrom"] where object.has(key) {
      guard keyboardItem != nil else {
        throw DecodeFailure(
          path.appending(key),
          "\(key) applies to a constraint that mentions a keyboard guide (such as "
            + "chat.keyboard.top); '\(text)' mentions none")
      }
    }
    if activeWhenNearEdge != nil, !activeWhenAwayFrom.isEmpty {
      throw DecodeFailure(
        path.appending("activeWhenAwayFrom"),
        "give activeWhenNearEdge or activeWhenAwayFrom, not both: the guide switches the "
          + "constraint by one of them")
    }
  }

  private static func parse(_ text: String, at path: JSONPath) throws(DecodeFailure) -> Self {
    do throws(SyntaxError) {
      return try Self(parsing: text)
    } catch {
      throw DecodeFailure(path, error.message)
    }
  }

  /// The constraint as a scene file writes it: its text, or an object when it has options.
  var jsonValue: JSONValue {
    guard identifier != nil || isEdgeTracking else { return .string(text) }
    var members = [JSONMember("constraint", .string(text))]
    if let identifier { members.append(JSONMember("identifier", .string(identifier))) }
    if let edge = activeWhenNearEdge {
      members.append(JSONMember("activeWhenNearEdge", .string(edge.rawValue)))
    }
    if !activeWhenAwayFrom.isEmpty {
      members.append(
        JSONMember("activeWhenAwayFrom", .array(activeWhenAwayFrom.map { .string($0.rawValue) })))
    }
    return .object(members)
  }
}

extension Read {
  /// An edge name: top, left, bottom or right.
  static func edge(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> Scene.ConstraintSpec.Edge
  {
    try enumeration(value, path)
  }

  /// `[width, height]`, each ≥ 0 or -1 (`View.noIntrinsicMetric`) for none.
  static func intrinsicSize(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> Size {
    let numbers = try pair(value, path, shape: "[width, height]")
    for (index, number) in numbers.enumerated() where number < 0 && number != -1 {
      throw DecodeFailure(
        path.appending(index: index),
        "expected a length ≥ 0, or -1 for none, found \(JSONValue.format(number))")
    }
    return Size(width: numbers[0], height: numbers[1])
  }

  /// `[horizontal, vertical]` priorities, each from 1 to 1000.
  static func axisPriorities(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> Scene.AxisPriorities
  {
    let numbers = try pair(value, path, shape: "[horizontal, vertical]")
    for (index, number) in numbers.enumerated() where !(number >= 1 && number <= 1000) {
      throw DecodeFailure(
        path.appending(index: index),
        "expected a priority from 1 to 1000, found \(JSONValue.format(number))")
    }
    return Scene.AxisPriorities(horizontal: numbers[0], vertical: numbers[1])
  }

  private static func pair(_ value: JSONValue, _ path: JSONPath, shape: String)
    throws(DecodeFailure) -> [Double]
  {
    guard case .array(let elements) = value, elements.count == 2 else {
      throw DecodeFailure(
        path, "expected \(shape) (an array of 2 numbers), found \(describe(value))")
    }
    return [
      try number(elements[0], path.appending(index: 0)),
      try number(elements[1], path.appending(index: 1)),
    ]
  }
}
