import KeyboardCore

// Checking the scene's constraints against its tree: every item names a view of the scene (a
// controller's id names its root view), guides exist on their views, the two items share an
// ancestor, and views without a frame are placed by constraints. A required cycle that cannot
// hold is not an error here: the engine breaks it at replay and the report names it.

extension SceneValidator {
  /// Where a view sits, for the constraint checks.
  struct LayoutPlace {
    var kind: Scene.ViewKind
    var path: JSONPath
    /// Which tree the view is in: views of one scope always share an ancestor (a plain
    /// controller's root view with its embedded children, or a cell's content view).
    var scope: Int
    /// What the scope is, in words: `the views of controller "login"`, `a cell`.
    var scopeName: String
    var isControllerRoot: Bool
    var isArranged: Bool
  }

  /// Walks the scene's tree and records where each view with an id sits.
  struct LayoutPlaces {
    var places: [String: LayoutPlace] = [:]
    var scopes = 0
    /// Every view with Auto Layout keys, with its path and whether it is arranged in a stack.
    var views: [(spec: Scene.ViewSpec, place: LayoutPlace)] = []

    mutating func walk(_ controller: Scene.ControllerSpec, at path: JSONPath, scope: Int?) {
      if controller.kind == .plain, let view = controller.view {
        let own = scope ?? newScope()
        let name =
          controller.id.map { "the views of controller \(JSONValue.string($0).serialized())" }
          ?? "the views of another controller"
        visit(
          view, at: path.appending("view"), scope: own, scopeName: name, isRoot: true,
          isArranged: false, controllerID: controller.id)
        for (index, child) in controller.children.enumerated() {
          let childPath = path.appending("children").appending(index: index)
            .appending("controller")
          walk(child.controller, at: childPath, scope: child.controller.kind == .plain ? own : nil)
        }
      }
      for (index, child) in controller.viewControllers.enumerated() {
        walk(child, at: path.appending("viewControllers").appending(index: index), scope: nil)
      }
      if let presented = controller.presented {
        walk(presented, at: path.appending("presented"), scope: nil)
      }
    }

    mutating func newScope() -> Int {
      scopes += 1
      return scopes
    }

    mutating func visit(
      _ view: Scene.ViewSpec, at path: JSONPath, scope: Int, scopeName: String, isRoot: Bool,
      isArranged: Bool, controllerID: String? = nil
    ) {
      let place = LayoutPlace(
        kind: view.kind, path: path, scope: scope, scopeName: scopeName, isControllerRoot: isRoot,
        isArranged: isArranged)
      if let id = view.id { places[id] = place }
      if let controllerID { places[controllerID] = place }
      views.append((view, place))
      let subviewsKey = view.kind == .stackView ? "arrangedSubviews" : "subviews"
      for (index, child) in view.subviews.enumerated() {
        visit(
          child, at: path.appending(subviewsKey).appending(index: index), scope: scope,
          scopeName: scopeName, isRoot: false, isArranged: view.kind == .stackView)
      }
      for (index, cell) in view.cells.enumerated() {
        let cellPath = path.appending("cells").appending(index: index)
        visitCell(cell.subviews, at: cellPath)
      }
      for key in ["tableHeaderView", "tableFooterView"] {
        let accessory = key == "tableHeaderView" ? view.table.headerView : view.table.footerView
        guard case .view(let child)? = accessory else { continue }
        visit(
          child, at: path.appending(key), scope: newScope(), scopeName: "a table's \(key)",
          isRoot: false, isArranged: false)
      }
      for (index, section) in (view.table.sections ?? []).enumerated() {
        for (cellIndex, placed) in section.rows.placedCells.enumerated() {
          let cellPath = view.table.cellsPath(at: path, section: index).appending(index: cellIndex)
          visitCell(placed.cell.subviews, at: cellPath)
        }
      }
    }

    mutating func visitCell(_ subviews: [Scene.ViewSpec], at cellPath: JSONPath) {
      let scope = newScope()
      for (index, child) in subviews.enumerated() {
        visit(
          child, at: cellPath.appending("subviews").appending(index: index), scope: scope,
          scopeName: "a cell (\(cellPath))", isRoot: false, isArranged: false)
      }
    }
  }

  /// Checks every constraint and Auto Layout key of the scene's tree.
  func checkConstraints() throws(DecodeFailure) {
    var walker = LayoutPlaces()
    walker.walk(scene.root, at: JSONPath.root.appending("root"), scope: nil)
    let firstItems = scene.firstItemIDs
    for (view, place) in walker.views {
      let translates = Scene.translatesAutoresizingMask(
        of: view, isControllerRoot: place.isControllerRoot, firstItems: firstItems)
      if view.frame == nil, !place.isControllerRoot, translates {
        throw DecodeFailure(
          place.path,
          "missing key \"frame\": no constraint places this view (a view without a frame must "
            + "be the first item of a constraint, or set translatesAutoresizingMaskIntoConstraints "
            + "to false)")
      }
      if place.isArranged, !translates {
        throw DecodeFailure(
          place.path,
          "\(describe(view)) is an arranged subview of a stack view, which places it; constrain "
            + "the stack view instead (or set translatesAutoresizingMaskIntoConstraints to true)")
      }
      for (index, constraint) in view.autoLayout.constraints.enumerated() {
        let path = place.path.appending("constraints").appending(index: index)
        try check(constraint, at: path, places: walker.places)
      }
    }
  }

  private func describe(_ view: Scene.ViewSpec) -> String {
    view.id.map { JSONValue.string($0).serialized() } ?? "this \(view.kind.rawValue)"
  }

  private func check(
    _ constraint: Scene.ConstraintSpec, at path: JSONPath, places: [String: LayoutPlace]
  ) throws(DecodeFailure) {
    var found: [LayoutPlace] = []
    for item in constraint.items {
      let quoted = "'\(item.id)'"
      guard let place = places[item.id] else {
        if let entity = entities[item.id]?.entity {
          throw DecodeFailure(
            path,
            "\(quoted) in '\(constraint.text)' is \(entity.description); constraints relate "
              + "views (and their guides) of plain controllers' view trees")
        }
        let suggestion = Read.closest(to: item.id, among: places.keys.sorted())
        throw DecodeFailure(
          path,
          "no view has the id \(quoted) (in '\(constraint.text)')"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
      }
      if let guide = item.guide, guide.needsScrollView, !place.kind.isScrollView {
        throw DecodeFailure(
          path,
          "'\(item.text)' in '\(constraint.text)': \(guide.rawValue) is a scroll view's guide, "
            + "and \(quoted) is a \(place.kind.rawValue)")
      }
      found.append(place)
    }
    if found.count == 2, found[0].scope != found[1].scope {
      let ids = constraint.items.map { "'\($0.id)'" }
      throw DecodeFailure(
        path,
        "\(ids[0]) and \(ids[1]) in '\(constraint.text)' have no common ancestor: they are in "
          + "\(found[0].scopeName) and \(found[1].scopeName)")
    }
  }
}
