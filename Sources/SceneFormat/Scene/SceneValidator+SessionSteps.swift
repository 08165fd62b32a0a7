import KeyboardCore

// Validating what session steps refer to and bring: the controllers they push and present and
// the views they add register their ids at that step, in script order, so a later step or
// expectation may name them; an id stays known after its view is removed (a step on it then
// reports that it is not in the tree).

extension SceneValidator {
  /// Checks the keys of a controller that depend on its view or kind.
  mutating func checkControllerKeys(_ controller: Scene.ControllerSpec, at path: JSONPath)
    throws(DecodeFailure)
  {
    if controller.controllerClass == .tableViewController, controller.view?.kind != .tableView {
      throw DecodeFailure(
        path.appending("class"),
        "a TableViewController's view is a table view; give it \"view\": { \"kind\": "
          + "\"tableView\" }")
    }
    if controller.view?.navigationGroup != nil {
      throw DecodeFailure(
        path.appending("view").appending("navigationGroup"),
        "a controller's view is its form's scope, not a group; set the form's order in "
          + "returnManager")
    }
  }

  /// Checks that every `next` and `previous` seen since the last check names a text input.
  mutating func checkLinks() throws(DecodeFailure) {
    let references = linkReferences
    linkReferences = []
    for (id, path) in references {
      let entity = try lookup(id, at: path, wanting: "text input") {
        $0.viewKind?.isTextInput == true
      }
      guard case .view(let kind) = entity, kind.isTextInput else {
        throw DecodeFailure(
          path, "\(JSONValue.string(id).serialized()) is \(entity.description), not a text input")
      }
    }
  }

  /// Checks a session step's references, and registers what it brings.
  mutating func checkSession(_ action: Scene.Action, at path: JSONPath) throws(DecodeFailure) {
    switch action {
    case .push(let navigation, let spec):
      try expectController(navigation, at: path.appending("navigation"), kind: .navigation)
      let specPath = path.appending("controller")
      if spec.kind == .navigation {
        throw DecodeFailure(
          specPath.appending("kind"),
          "a navigation controller cannot be pushed onto another (UIKit refuses it)")
      }
      try visitStepController(spec, at: specPath)
    case .pop(let navigation, _):
      try expectController(navigation, at: path.appending("navigation"), kind: .navigation)
    case .updateController(let id, let update):
      try checkUpdate(update, of: id, at: path)
    case .present(let spec, let from):
      if let from { try expectController(from, at: path.appending("from"), kind: nil) }
      try visitStepController(spec, at: path.appending("controller"))
    case .dismiss(let id):
      if let id { try expectController(id, at: path.appending("controller"), kind: nil) }
    case .selectTab(let id, let index):
      try expectController(id, at: path.appending("tabs"), kind: .tab)
      let count = tabCounts[id] ?? 0
      guard index < count else {
        throw DecodeFailure(
          path.appending("index"),
          "expected an index from 0 to \(count - 1) (\(id) has \(count) tabs), found \(index)")
      }
    case .addView(let parent, let added, _):
      try checkAdd(added, to: parent, at: path)
    case .removeView(let id):
      let idPath = path.appending("view")
      let entity = try lookup(id, at: idPath, wanting: "view") { _ in true }
      if case .controller = entity {
        throw DecodeFailure(
          idPath,
          "\(JSONValue.string(id).serialized()) is \(entity.description); pop or dismiss it "
            + "instead of removing its view")
      }
    default:
      break
    }
  }

  private mutating func visitStepController(_ spec: Scene.ControllerSpec, at path: JSONPath)
    throws(DecodeFailure)
  {
    if spec.presented != nil {
      throw DecodeFailure(
        path.appending("presented"),
        "a controller that a step pushes or presents cannot present at once; add a present "
          + "step after this one")
    }
    try visit(spec, at: path, canPresent: false)
    try checkLinks()
  }

  /// An `updateController` step names a controller, and each key it sets applies to that
  /// controller's kind.
  private func checkUpdate(
    _ update: Scene.ControllerUpdate, of id: String, at path: JSONPath
  ) throws(DecodeFailure) {
    let idPath = path.appending("controller")
    let entity = try lookup(id, at: idPath, wanting: "controller") { entity in
      if case .controller = entity { return true }
      return false
    }
    guard case .controller(let kind, _) = entity else {
      throw DecodeFailure(
        idPath, "\(JSONValue.string(id).serialized()) is \(entity.description), not a controller")
    }
    let set = update.setKeys
    for key in Scene.ControllerUpdate.allKeys where set.contains(key.name) {
      guard !key.target.applies(to: kind) else { continue }
      throw DecodeFailure(
        path.appending(key.name),
        "\(JSONValue.string(id).serialized()) is \(entity.description); \(key.name) applies "
          + "to \(key.target.description)")
    }
  }

  private func expectController(
    _ id: String, at path: JSONPath, kind: Scene.ControllerKind?
  ) throws(DecodeFailure) {
    let wanted = kind.map { "\($0.rawValue) controller" } ?? "controller"
    let entity = try lookup(id, at: path, wanting: wanted) { entity in
      guard case .controller(let found, _) = entity else { return false }
      return kind == nil || found == kind
    }
    guard case .controller(let found, _) = entity, kind == nil || found == kind else {
      throw DecodeFailure(
        path, "\(JSONValue.string(id).serialized()) is \(entity.description), not a \(wanted)")
    }
  }

  private mutating func checkAdd(_ added: Scene.AddedView, to parent: String, at path: JSONPath)
    throws(DecodeFailure)
  {
    let parentPath = path.appending("parent")
    let entity = try lookup(parent, at: parentPath, wanting: "view") { _ in true }
    let quoted = JSONValue.string(parent).serialized()
    let kind: Scene.ViewKind?
    switch entity {
    case .controller(.plain, let rootView): kind = rootView
    case .controller:
      throw DecodeFailure(
        parentPath,
        "\(quoted) is \(entity.description), whose view its children fill; add to a plain "
          + "controller's view or a view inside it")
    case .view(let viewKind): kind = viewKind
    case .cell: kind = nil
    }
    switch added {
    case .view(let spec):
      let viewPath = path.appending("view")
      if let kind, kind != .view, kind != .scrollView {
        throw DecodeFailure(
          parentPath,
          "\(quoted) is \(entity.description), which holds no subviews"
            + (kind.hasCells ? "; add a cell instead of a view" : ""))
      }
      try visit(spec, at: viewPath)
    case .cell(let cell):
      guard let kind, kind.hasCells else {
        throw DecodeFailure(
          parentPath, "\(quoted) is \(entity.description); only tables and collections hold cells")
      }
      let cellPath = path.appending("cell")
      try register(cell.id, as: .cell, at: cellPath)
      for (index, child) in cell.subviews.enumerated() {
        try visit(child, at: cellPath.appending("subviews").appending(index: index))
      }
    }
    try checkLinks()
  }
}
