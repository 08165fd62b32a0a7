import KeyboardCore

// Container controllers: a plain controller's `children`, each embedded in one of its plain
// views (a container view), as UIKit's addChild(_:), addSubview(_:), didMove(toParent:).

extension Scene.ChildSpec {
  /// Reads a child: `{ "container": id, "controller": { … } }`.
  init(json: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    try object.rejectUnknownKeys(allowed: ["container", "controller"])
    self.init(
      container: try object.required("container", Read.string),
      controller: try object.required("controller") { (value, path) throws(DecodeFailure) in
        try Scene.ControllerSpec(json: value, at: path)
      })
  }

  var jsonValue: JSONValue {
    .object([
      JSONMember("container", .string(container)),
      JSONMember("controller", controller.jsonValue),
    ])
  }
}

extension Scene.ControllerSpec {
  /// The containment keys of plain controllers.
  static let containmentKeys = ["contentScrollView", "children"]

  /// Reads `children` (plain controllers).
  mutating func readChildren(_ object: ObjectReader) throws(DecodeFailure) {
    children =
      try object.optional("children") { (value, path) throws(DecodeFailure) in
        try Read.array(value, path, Scene.ChildSpec.init(json:at:))
      } ?? []
  }

  /// The containment members a scene file writes.
  var childrenMembers: [JSONMember] {
    guard !children.isEmpty else { return [] }
    return [JSONMember("children", .array(children.map(\.jsonValue)))]
  }

  /// The ids of the views in this controller's own view (not its children's), with their
  /// kinds and paths.
  func ownViews(at path: JSONPath) -> [(id: String, kind: Scene.ViewKind, path: JSONPath)] {
    guard let view else { return [] }
    var found: [(String, Scene.ViewKind, JSONPath)] = []
    var stack: [(Scene.ViewSpec, JSONPath)] = [(view, path.appending("view"))]
    while let (current, currentPath) = stack.popLast() {
      if let id = current.id { found.append((id, current.kind, currentPath)) }
      for (index, child) in current.subviews.enumerated() {
        stack.append((child, currentPath.appending("subviews").appending(index: index)))
      }
      for (index, cell) in current.cells.enumerated() {
        let cellPath = currentPath.appending("cells").appending(index: index)
        for (subIndex, child) in cell.subviews.enumerated() {
          stack.append((child, cellPath.appending("subviews").appending(index: subIndex)))
        }
      }
    }
    return found
  }
}
