import KeyboardCore

/// Checks what a scene's parts cannot check alone: ids are well formed and unique, every reference
/// names an existing view of the right kind, presets fit the screen, only the root presents,
/// a controller's root view has no autoresizing.
///
/// Runs on the whole scene before anything is built, so a bad file is never half applied.
struct SceneValidator {
  /// What an id names.
  enum Entity: Equatable {
    case controller(Scene.ControllerKind, rootView: Scene.ViewKind)
    case view(Scene.ViewKind)
    case cell

    /// The kind of view that expectations and updates on this id read.
    var viewKind: Scene.ViewKind? {
      switch self {
      case .controller(_, let rootView): rootView
      case .view(let kind): kind
      case .cell: nil
      }
    }

    var description: String {
      switch self {
      case .controller(let kind, _): "a \(kind.rawValue) controller"
      case .view(let kind): "a \(kind.rawValue)"
      case .cell: "a cell"
      }
    }
  }

  private(set) var entities: [String: (entity: Entity, path: JSONPath)] = [:]
  /// The table rows seen so far (counted and listed), for ``SceneLimits/maximumTableRows``.
  private var tableRows = 0
  /// The number of tabs of every tab bar controller with an id.
  var tabCounts: [String: Int] = [:]
  /// The `next` and `previous` links seen since the last check, with their paths.
  var linkReferences: [(id: String, path: JSONPath)] = []
  let scene: Scene
  /// Each scroll view's keyboard dismissal mode, as the steps checked so far leave it.
  private var dismissModes: [String: KeyboardDismissMode] = [:]
  /// Whether the views visited now are ones steps add (which take no Auto Layout keys).
  private var isCheckingSteps = false
  private static let reservedIDs: Set<String> = Set(
    ["none", "keyboard"] + Scene.Expectation.globalProperties.filter { !$0.contains(".") })

  /// Validates a scene.
  ///
  /// - Throws: The first problem, with its JSON path.
  static func validate(_ scene: Scene) throws(DecodeFailure) {
    var validator = SceneValidator(scene: scene)
    try validator.run()
  }

  private init(scene: Scene) {
    self.scene = scene
  }

  /// Whether `text` is a well-formed id: letters, digits, `_` and `-`, starting with a letter
  /// or `_`.
  static func isValidID(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first,
      first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
          || $0 == "-")
    }
  }

  private mutating func run() throws(DecodeFailure) {
    try checkPreset(scene.keyboard, at: JSONPath.root.appending("keyboard"))
    try visit(scene.root, at: JSONPath.root.appending("root"), canPresent: true)
    try checkLinks()
    try checkConstraints()
    isCheckingSteps = true
    try checkExpectations(scene.expectations, at: JSONPath.root.appending("expect"))
    for (index, step) in scene.steps.enumerated() {
      let path = JSONPath.root.appending("steps").appending(index: index)
      try check(step.action, at: path)
      noteDismissMode(after: step.action)
      try checkExpectations(step.expectations, at: path.appending("expect"))
    }
  }

  // MARK: The tree

  mutating func register(_ id: String?, as entity: Entity, at path: JSONPath)
    throws(DecodeFailure)
  {
    guard let id else { return }
    let idPath = path.appending("id")
    guard Self.isValidID(id) else {
      throw DecodeFailure(
        idPath,
        "expected an id of letters, digits, _ and -, starting with a letter or _; found "
          + JSONValue.string(id).serialized())
    }
    guard !Self.reservedIDs.contains(id) else {
      throw DecodeFailure(
        idPath,
        "\(JSONValue.string(id).serialized()) is reserved in expectations; choose another id")
    }
    if let existing = entities[id] {
      throw DecodeFailure(
        idPath,
        "duplicate id \(JSONValue.string(id).serialized()) (first used at "
          + "\(existing.path.appending("id")))")
    }
    entities[id] = (entity, path)
  }

  mutating func visit(
    _ controller: Scene.ControllerSpec, at path: JSONPath, canPresent: Bool
  ) throws(DecodeFailure) {
    let rootKind = controller.kind == .plain ? (controller.view?.kind ?? .view) : .view
    try register(controller.id, as: .controller(controller.kind, rootView: rootKind), at: path)
    if controller.kind == .tab, let id = controller.id {
      tabCounts[id] = controller.viewControllers.count
    }
    try checkControllerKeys(controller, at: path)
    if let id = controller.id, let view = controller.view {
      dismissModes[id] = view.keyboardDismissMode
    }
    if let view = controller.view {
      if !view.autoresizing.isEmpty {
        throw DecodeFailure(
          path.appending("view").appending("autoresizing"),
          "a controller's view is sized by its container; remove autoresizing")
      }
      try visit(view, at: path.appending("view"))
    }
    for (index, child) in controller.viewControllers.enumerated() {
      try visit(
        child, at: path.appending("viewControllers").appending(index: index), canPresent: false)
    }
    try checkContainment(controller, at: path)
    for (index, child) in controller.children.enumerated() {
      try visit(
        child.controller,
        at: path.appending("children").appending(index: index)
          .appending("controller"), canPresent: false)
    }
    if let presented = controller.presented {
      let presentedPath = path.appending("presented")
      guard canPresent else {
        throw DecodeFailure(
          presentedPath,
          "only the root controller, or a controller it presents, can present (move it to $.root)")
      }
      try visit(presented, at: presentedPath, canPresent: true)
    }
  }

  mutating func visit(_ view: Scene.ViewSpec, at path: JSONPath) throws(DecodeFailure) {
    try register(view.id, as: .view(view.kind), at: path)
    if isCheckingSteps, !view.autoLayout.isEmpty {
      let key =
        Scene.ViewSpec.autoLayoutKeyDeclarations.map(\.name).first { name in
          view.jsonValue[name] != nil
        } ?? "constraints"
      throw DecodeFailure(
        path.appending(key),
        "Auto Layout keys apply to the views the scene builds; a view a step adds or a "
          + "controller a step pushes or presents cannot have \(key) yet")
    }
    if let id = view.next { linkReferences.append((id, path.appending("next"))) }
    if let id = view.previous { linkReferences.append((id, path.appending("previous"))) }
    let subviewsKey = view.kind == .stackView ? "arrangedSubviews" : "subviews"
    if let id = view.id { dismissModes[id] = view.keyboardDismissMode }
    for (index, child) in view.subviews.enumerated() {
      let childPath = path.appending(subviewsKey).appending(index: index)
      if !child.autoresizing.isEmpty && view.kind == .stackView {
        throw DecodeFailure(
          childPath.appending("autoresizing"),
          "autoresizing does not apply to a stack view's arranged subviews: the stack lays them out"
        )
      }
      try visit(child, at: childPath)
    }
    for (index, cell) in view.cells.enumerated() {
      let cellPath = path.appending("cells").appending(index: index)
      try register(cell.id, as: .cell, at: cellPath)
      for (subIndex, child) in cell.subviews.enumerated() {
        let childPath = cellPath.appending("subviews").appending(index: subIndex)
        try visit(child, at: childPath)
      }
    }
    try visitTableParts(of: view, at: path)
  }

  /// A table's header and footer views and the cells of its sections, and the limit on rows.
  private mutating func visitTableParts(of view: Scene.ViewSpec, at path: JSONPath)
    throws(DecodeFailure)
  {
    guard view.kind == .tableView else { return }
    for (key, accessory) in [
      ("tableHeaderView", view.table.headerView), ("tableFooterView", view.table.footerView),
    ] {
      guard case .view(let child)? = accessory else { continue }
      if !child.autoresizing.isEmpty {
        throw DecodeFailure(
          path.appending(key).appending("autoresizing"),
          "autoresizing applies only to subviews of a plain view (the table sizes its "
            + "\(key))")
      }
      try visit(child, at: path.appending(key))
    }
    for (index, section) in (view.table.sections ?? []).enumerated() {
      let rowsPath = view.table.rowsPath(at: path, section: index)
      tableRows += section.rows.count
      if tableRows > SceneLimits.maximumTableRows {
        throw DecodeFailure(
          rowsPath,
          "more than \(SceneLimits.format(SceneLimits.maximumTableRows)) table rows; a scene "
            + "file may have at most \(SceneLimits.format(SceneLimits.maximumTableRows)), "
            + "counted or listed")
      }
      for (cellIndex, placed) in section.rows.placedCells.enumerated() {
        let cellPath = view.table.cellsPath(at: path, section: index).appending(index: cellIndex)
        try register(placed.cell.id, as: .cell, at: cellPath)
        for (subIndex, child) in placed.cell.subviews.enumerated() {
          let childPath = cellPath.appending("subviews").appending(index: subIndex)
          if !child.autoresizing.isEmpty {
            throw DecodeFailure(
              childPath.appending("autoresizing"),
              "autoresizing applies only to subviews of a plain view (this one is in a cell)")
          }
          try visit(child, at: childPath)
        }
      }
    }
  }

  /// A plain controller's `contentScrollView` names a scroll view of its own view, and each
  /// child's `container` a plain view of it.
  private func checkContainment(_ controller: Scene.ControllerSpec, at path: JSONPath)
    throws(DecodeFailure)
  {
    guard controller.contentScrollView != nil || !controller.children.isEmpty else { return }
    let own = controller.ownViews(at: path)
    func describe(_ id: String) -> String {
      let quoted = JSONValue.string(id).serialized()
      guard let entity = entities[id]?.entity else { return "no view has the id \(quoted)" }
      return "\(quoted) is \(entity.description) outside this controller's view"
    }
    if let id = controller.contentScrollView {
      let idPath = path.appending("contentScrollView")
      guard let found = own.first(where: { $0.id == id }) else {
        throw DecodeFailure(
          idPath, describe(id) + "; expected a scroll view in this controller's view")
      }
      guard found.kind.isScrollView else {
        throw DecodeFailure(
          idPath,
          "\(JSONValue.string(id).serialized()) is a \(found.kind.rawValue); expected a scroll "
            + "view, table, collection or text view")
      }
    }
    for (index, child) in controller.children.enumerated() {
      let containerPath = path.appending("children").appending(index: index)
        .appending("container")
      guard let found = own.first(where: { $0.id == child.container }) else {
        throw DecodeFailure(
          containerPath,
          describe(child.container) + "; expected a plain view in this controller's view")
      }
      guard found.kind == .view else {
        throw DecodeFailure(
          containerPath,
          "\(JSONValue.string(child.container).serialized()) is a \(found.kind.rawValue); a "
            + "child's view is embedded in a plain view")
      }
    }
  }

  // MARK: Steps

  private func checkPreset(_ keyboard: Scene.KeyboardSpec?, at path: JSONPath)
    throws(DecodeFailure)
  {
    guard let keyboard, case .preset(let preset) = keyboard.source, preset.needsPad,
      !scene.screen.isPad
    else { return }
    throw DecodeFailure(
      path.appending("preset"),
      "the \(preset.rawValue) keyboard exists only on iPad-sized screens (shorter side ≥ 600); "
        + "this screen is \(scene.screen.width.compactDescription)×"
        + "\(scene.screen.height.compactDescription)")
  }

  private mutating func check(_ action: Scene.Action, at path: JSONPath) throws(DecodeFailure) {
    switch action {
    case .focus(let id):
      let fieldPath = path.appending("field")
      let entity = try lookup(id, at: fieldPath, wanting: "text input") {
        $0.viewKind?.isTextInput == true
      }
      guard entity.viewKind?.isTextInput == true else {
        throw DecodeFailure(
          fieldPath,
          "\(JSONValue.string(id).serialized()) is \(entity.description), not a text input")
      }
    case .showKeyboard(let keyboard), .changeKeyboard(let keyboard):
      try checkPreset(keyboard, at: path)
    case .rotate(_, let keyboard), .resizeWindow(_, _, let keyboard):
      try checkPreset(keyboard, at: path.appending("keyboard"))
    case .updateView(let id, let update):
      let entity = try lookup(id, at: path.appending("view"), wanting: "view") { _ in true }
      let set = update.setKeys
      for key in Scene.ViewUpdate.allKeys where set.contains(key.name) {
        guard !key.target.applies(to: entity.viewKind) else { continue }
        throw DecodeFailure(
          path.appending(key.name),
          "\(JSONValue.string(id).serialized()) is \(entity.description); \(key.name) applies "
            + "to \(key.target.description)")
      }
    case .drag(let drag):
      try checkDrag(drag, at: path)
    default:
      try checkSession(action, at: path)
    }
  }

  /// A drag needs a scroll view that dismisses the keyboard on drag or interactively (as the
  /// steps before it leave it) and finite finger positions.
  private func checkDrag(_ drag: Scene.Drag, at path: JSONPath) throws(DecodeFailure) {
    let id = drag.scrollView
    let idPath = path.appending("scrollView")
    let entity = try lookup(id, at: idPath, wanting: "scroll view") {
      $0.viewKind?.isScrollView == true
    }
    guard entity.viewKind?.isScrollView == true else {
      throw DecodeFailure(
        idPath,
        "\(JSONValue.string(id).serialized()) is \(entity.description), not a scroll view")
    }
    let mode = dismissModes[id] ?? .none
    guard mode != .none else {
      throw DecodeFailure(
        idPath,
        "\(JSONValue.string(id).serialized())'s keyboardDismissMode is none here, so a drag "
          + "does nothing to the keyboard; give it \"interactive\" or \"onDrag\"")
    }
    for (index, y) in drag.positions.enumerated() where !y.isFinite {
      throw DecodeFailure(
        path.appending("to").appending(index: index),
        "expected a finite window y, found \(JSONValue.format(y))")
    }
  }

  /// Records a dismissal mode an `updateView` step sets.
  private mutating func noteDismissMode(after action: Scene.Action) {
    guard case .updateView(let id, let update) = action, let mode = update.keyboardDismissMode
    else { return }
    dismissModes[id] = mode
  }

  // MARK: Expectations

  private func checkExpectations(_ expectations: [Scene.Expectation], at path: JSONPath)
    throws(DecodeFailure)
  {
    for (index, expectation) in expectations.enumerated() {
      let itemPath = path.appending(index: index)
      switch expectation.subject {
      case .global(let property):
        if property == .firstResponder, case .name(let id) = expectation.expected {
          let entity = try lookup(id, at: itemPath, wanting: "text input") {
            $0.viewKind?.isTextInput == true
          }
          guard entity.viewKind?.isTextInput == true else {
            throw DecodeFailure(
              itemPath,
              "\(JSONValue.string(id).serialized()) is \(entity.description), not a text input")
          }
        }
      case .view(let id, let property):
        let entity = try lookup(id, at: itemPath, wanting: "view") { _ in true }
        let kind = entity.viewKind
        let applies: Bool
        let target: String
        switch property.applicability {
        case .anyView:
          applies = true
          target = ""
        case .scrollView:
          applies = kind?.isScrollView == true
          target = "scroll views, tables, collections and text views"
        case .textInput:
          applies = kind?.isTextInput == true
          target = "text inputs"
        case .textView:
          applies = kind == .textView
          target = "text views"
        }
        guard applies else {
          throw DecodeFailure(
            itemPath,
            "\(JSONValue.string(id).serialized()) is \(entity.description); "
              + "\(property.rawValue) applies to \(target)")
        }
      }
    }
  }

  func lookup(
    _ id: String, at path: JSONPath, wanting what: String, _ isCandidate: (Entity) -> Bool
  ) throws(DecodeFailure) -> Entity {
    if let found = entities[id] { return found.entity }
    let candidates = entities.filter { isCandidate($0.value.entity) }.keys.sorted()
    let suggestion = Read.closest(to: id, among: candidates)
    throw DecodeFailure(
      path,
      "no \(what) has the id \(JSONValue.string(id).serialized())"
        + (suggestion.map { "; did you mean \(JSONValue.string($0).serialized())?" } ?? ""))
  }
}
