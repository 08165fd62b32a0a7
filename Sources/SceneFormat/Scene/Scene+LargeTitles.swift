import KeyboardCore

// Bars and extended layout: large titles, translucent bars, the edges a controller's view
// extends under, and the scroll view whose scrolling collapses a large title.

extension Scene.ControllerSpec {
  /// The layout keys every controller takes.
  static let layoutKeys = [
    "largeTitleDisplayMode", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
  ]
  /// The bar keys of navigation controllers.
  static let navigationBarKeys = ["prefersLargeTitles", "isTranslucent"]
  /// The bar keys of tab bar controllers.
  static let tabBarKeys = ["isTranslucent"]

  /// The edge names of `edgesForExtendedLayout`, in the order files list them.
  static let edgeNames: [(String, RectEdge)] = [
    ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
  ]

  /// Reads the bar and layout keys (absent keys keep their defaults).
  mutating func readLayoutKeys(_ object: ObjectReader) throws(DecodeFailure) {
    prefersLargeTitles = try object.optional("prefersLargeTitles", Read.bool) ?? false
    isTranslucent = try object.optional("isTranslucent", Read.bool) ?? true
    let mode = try object.optional("largeTitleDisplayMode") { (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: ["automatic", "always", "never"])
    }
    largeTitleDisplayMode = mode.flatMap(LargeTitleDisplayMode.init(named:)) ?? .automatic
    edgesForExtendedLayout = try object.optional("edgesForExtendedLayout", Self.readEdges) ?? .all
    extendedLayoutIncludesOpaqueBars =
      try object.optional("extendedLayoutIncludesOpaqueBars", Read.bool) ?? false
    contentScrollView = try object.optional("contentScrollView", Read.string)
  }

  /// A list of distinct edge names; `[]` for none.
  static func readEdges(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> RectEdge {
    let names = edgeNames.map(\.0)
    var edges: RectEdge = []
    let read = try Read.array(value, path) { (element, elementPath) throws(DecodeFailure) in
      (try Read.choice(element, elementPath, among: names), elementPath)
    }
    for (name, elementPath) in read {
      let edge = edgeNames.first { $0.0 == name }?.1 ?? []
      guard !edges.contains(edge) else {
        throw DecodeFailure(elementPath, "\(name) is already listed")
      }
      edges.insert(edge)
    }
    return edges
  }

  /// The bar and layout members a scene file writes for this controller.
  var layoutMembers: [JSONMember] {
    var members: [JSONMember] = []
    if kind == .navigation, prefersLargeTitles {
      members.append(JSONMember("prefersLargeTitles", .bool(true)))
    }
    if kind == .navigation || kind == .tab, !isTranslucent {
      members.append(JSONMember("isTranslucent", .bool(false)))
    }
    if largeTitleDisplayMode != .automatic {
      members.append(
        JSONMember("largeTitleDisplayMode", .string(largeTitleDisplayMode.description)))
    }
    if edgesForExtendedLayout != .all {
      let names = Self.edgeNames.filter { edgesForExtendedLayout.contains($0.1) }.map(\.0)
      members.append(JSONMember("edgesForExtendedLayout", .array(names.map(JSONValue.string))))
    }
    if extendedLayoutIncludesOpaqueBars {
      members.append(JSONMember("extendedLayoutIncludesOpaqueBars", .bool(true)))
    }
    if kind == .plain, let contentScrollView {
      members.append(JSONMember("contentScrollView", .string(contentScrollView)))
    }
    return members
  }
}
