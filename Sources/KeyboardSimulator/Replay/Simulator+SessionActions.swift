import KeyboardCore
import ReturnManager
import SceneFormat

// Replaying the steps that drive a session beyond the keyboard: hardware keys, controllers and
// the tree. A step the live tree cannot take at that moment (popping a stack of one,
// presenting from a controller that already presents or is off screen, an index past the end)
// changes nothing and says why in the step's events: the model's preconditions are never
// reached.

extension Simulator {
  /// Runs a session action on the live tree.
  ///
  /// - Returns: What happened, in words.
  func performSession(_ action: Scene.Action) -> [String] {
    switch action {
    case .pressKey(let key): pressKey(key)
    case .push(let navigation, let spec): push(spec, onto: navigation)
    case .pop(let navigation, let gesture): pop(navigation, gesture: gesture)
    case .present(let spec, let from): present(spec, from: from)
    case .dismiss(let id): dismiss(id)
    case .selectTab(let id, let index): selectTab(id, index: index)
    case .addView(let parent, let added, let index): add(added, to: parent, at: index)
    case .removeView(let id): removeView(id)
    default: []
    }
  }

  /// The report title of a session action.
  static func sessionTitle(of action: Scene.Action) -> String {
    switch action {
    case .pressKey(let key): "pressKey \(key.rawValue)"
    case .push(let navigation, let spec): "push \(spec.id ?? spec.kind.rawValue) onto \(navigation)"
    case .pop(let navigation, let gesture):
      "pop \(navigation)" + (gesture.map { " (interactive, \($0.rawValue))" } ?? "")
    case .present(let spec, let from):
      "present \(spec.id ?? spec.kind.rawValue)" + (from.map { " from \($0)" } ?? "")
    case .dismiss(let id): "dismiss" + (id.map { " \($0)" } ?? "")
    case .selectTab(let id, let index): "selectTab \(id) \(index)"
    case .addView(let parent, let added, let index):
      "addView \(added.name) to \(parent)" + (index.map { " at \($0)" } ?? "")
    case .removeView(let id): "removeView \(id)"
    default: action.name
    }
  }

  // MARK: Keys

  private func pressKey(_ key: Scene.KeyName) -> [String] {
    let command: KeyCommand =
      switch key {
      case .tab: .tab
      case .shiftTab: .shiftTab
      case .returnKey: .returnKey
      case .up: .upArrow
      case .down: .downArrow
      case .left: .leftArrow
      case .right: .rightArrow
      }
    let focused = live.window.firstResponder
    let manager: ReturnManager?
    if let focused {
      manager = live.returnManager(for: focused)
    } else {
      manager = live.forms.first { $0.manager.order.scope?.window != nil }?.manager
    }
    guard let manager else {
      return ["key \(key.rawValue): no form on screen to handle it (left to the host)"]
    }
    let handled = manager.handleKey(command)
    guard handled else { return ["key \(key.rawValue): not handled (left to the host)"] }
    let after = live.window.firstResponder
    let from = focused.map(name(of:)) ?? "nothing"
    let to = after.map(name(of:)) ?? "nothing"
    return ["key \(key.rawValue): handled, editing \(from) → \(to)"]
  }

  // MARK: Controllers

  /// A builder for controllers and views made by a step, continuing the generated names.
  private func makeBuilder() -> SceneTreeBuilder {
    SceneTreeBuilder(scene: scene, counters: live.counters)
  }

  private func controllerName(_ controller: ViewController) -> String {
    live.controllersByName.first { $0.value === controller }?.key ?? "a controller"
  }

  private func push(_ spec: Scene.ControllerSpec, onto id: String) -> [String] {
    guard let navigation = live.controller(withID: id) as? NavigationController else {
      return ["push: \(id) is not a navigation controller in the scene"]
    }
    var builder = makeBuilder()
    let controller = builder.makeController(spec)
    builder.register(in: live)
    navigation.pushViewController(controller)
    builder.registerBars(of: controller, in: live)
    builder.makeForms(in: live)
    return ["pushed \(controllerName(controller)) onto \(id)"]
  }

  private func pop(_ id: String, gesture: Scene.PopGesture?) -> [String] {
    guard let navigation = live.controller(withID: id) as? NavigationController else {
      return ["pop: \(id) is not a navigation controller in the scene"]
    }
    guard navigation.viewControllers.count > 1, let top = navigation.topViewController else {
      return ["pop \(id): only its root controller is left; nothing popped"]
    }
    let topName = controllerName(top)
    guard let gesture else {
      navigation.popViewController()
      live.dropForms(inside: top.viewIfLoaded.map { [$0] } ?? [])
      return ["popped \(topName) from \(id)"]
    }
    navigation.beginInteractivePop()
    var events = ["interactive pop of \(topName) began"]
    if scene.automaticKeyboard, live.screen.keyboard.isVisible {
      events += ["the system hides the keyboard with the gesture", hideKeyboard(.default)]
    }
    navigation.endInteractivePop(completed: gesture == .completed)
    if gesture == .completed {
      live.dropForms(inside: top.viewIfLoaded.map { [$0] } ?? [])
      events.append("the gesture completed: \(topName) popped from \(id)")
      return events
    }
    events.append("the gesture was cancelled: \(topName) stays on \(id)")
    if scene.automaticKeyboard, live.window.firstResponder != nil,
      !live.screen.keyboard.isVisible
    {
      events += [
        "editing goes on: the system shows the keyboard again",
        post(.willShow, lastKeyboard ?? scene.keyboard),
      ]
    }
    return events
  }

  private func present(_ spec: Scene.ControllerSpec, from id: String?) -> [String] {
    guard let presenter = id.map(live.controller(withID:)) ?? live.topmostController else {
      return ["present: \(id ?? "the root") is not a controller in the scene"]
    }
    let presenterName = controllerName(presenter)
    guard presenter.viewIfLoaded?.window != nil else {
      return ["present: \(presenterName) is not on screen; nothing presented"]
    }
    if let current = presenter.presentedViewController {
      return [
        "present: \(presenterName) already presents \(controllerName(current)); nothing presented"
      ]
    }
    var builder = makeBuilder()
    let controller = builder.makeController(spec)
    builder.register(in: live)
    presenter.present(controller)
    builder.registerBars(of: controller, in: live)
    builder.makeForms(in: live)
    return [
      "\(presenterName) presented \(controllerName(controller)) (\(spec.modalPresentationStyle))"
    ]
  }

  private func dismiss(_ id: String?) -> [String] {
    guard let target = id.map(live.controller(withID:)) ?? live.topmostController else {
      return ["dismiss: \(id ?? "the root") is not a controller in the scene"]
    }
    let presenter = target.presentedViewController != nil ? target : target.presentingViewController
    guard let presenter, let first = presenter.presentedViewController else {
      return ["dismiss: \(controllerName(target)) presents nothing and was not presented"]
    }
    var gone: [View] = []
    var next: ViewController? = first
    while let controller = next {
      if let view = controller.viewIfLoaded { gone.append(view) }
      next = controller.presentedViewController
    }
    target.dismiss()
    live.dropForms(inside: gone)
    return ["\(controllerName(presenter)) dismissed \(controllerName(first))"]
  }

  private func selectTab(_ id: String, index: Int) -> [String] {
    guard let tabs = live.controller(withID: id) as? TabBarController else {
      return ["selectTab: \(id) is not a tab bar controller in the scene"]
    }
    guard tabs.viewControllers.indices.contains(index) else {
      return ["selectTab \(id): no tab \(index) (it has \(tabs.viewControllers.count))"]
    }
    tabs.selectedIndex = index
    return ["\(id) selected tab \(index) (\(controllerName(tabs.selectedViewController)))"]
  }

  // MARK: The tree

  private func add(_ added: Scene.AddedView, to parent: String, at index: Int?) -> [String] {
    guard let parentView = live.view(withID: parent) else {
      return ["addView: \(parent) is not in the scene"]
    }
    var builder = makeBuilder()
    switch added {
    case .view(let spec):
      let container = (parentView as? Cell)?.contentView ?? parentView
      if let index, index > container.subviews.count {
        return [
          "addView: index \(index) is past the end of \(parent)'s "
            + "\(container.subviews.count) subviews; nothing added"
        ]
      }
      let view = builder.makeView(
        spec, frame: spec.frame ?? .zero, name: spec.id ?? builder.nextName(spec.kind.rawValue),
        isRoot: false)
      builder.register(in: live)
      // The rules first, as a UIKit view's autoresizing mask is set before it is added: those
      // who watch the insertion (a return manager during a hold) ask the container about them.
      if let rules = container as? any AutoresizingContainer, !spec.autoresizing.isEmpty {
        rules.rules[ObjectIdentifier(view)] = spec.autoresizing
      }
      if let index {
        container.insertSubview(view, at: index)
      } else {
        container.addSubview(view)
      }
      if spec.containsTextInput, let owner = live.plainController(holding: container) {
        live.makeForm(name: owner.name, controller: owner.controller, settings: owner.settings)
      }
      builder.makeForms(in: live)
      return ["added \(name(of: view)) to \(parent)" + (index.map { " at \($0)" } ?? "")]
    case .cell(let spec):
      if let table = parentView as? TableView {
        guard table.dataSource == nil else {
          return [
            "addView: \(parent)'s rows come from its sections or counted rows (a data source); "
              + "nothing added"
          ]
        }
        let row = index ?? table.cells.count
        guard row <= table.cells.count else {
          return [
            "addView: row \(row) is past the end of \(parent)'s \(table.cells.count) cells; "
              + "nothing added"
          ]
        }
        let cell = builder.makeCell(spec)
        builder.register(in: live)
        table.insertCell(cell, at: row)
        return finishCell(cell, spec: spec, in: table, builder: &builder, at: row)
      }
      guard let collection = parentView as? CollectionView else {
        return ["addView: \(parent) holds no cells"]
      }
      guard index == nil || index == collection.cells.count else {
        return [
          "addView: a collection view appends cells; index \(index ?? 0) is not its end "
            + "(\(collection.cells.count))"
        ]
      }
      let cell = builder.makeCell(spec)
      builder.register(in: live)
      let item = collection.appendCell(cell)
      return finishCell(cell, spec: spec, in: collection, builder: &builder, at: item)
    }
  }

  private func finishCell(
    _ cell: Cell, spec: Scene.CellSpec, in list: View, builder: inout SceneTreeBuilder, at row: Int
  ) -> [String] {
    if spec.subviews.contains(where: \.containsTextInput),
      let owner = live.plainController(holding: list)
    {
      live.makeForm(name: owner.name, controller: owner.controller, settings: owner.settings)
    }
    builder.makeForms(in: live)
    return ["added cell \(name(of: cell)) to \(name(of: list)) at \(row)"]
  }

  private func removeView(_ id: String) -> [String] {
    guard let view = live.view(withID: id) else { return ["removeView: \(id) is not in the scene"] }
    guard let superview = view.superview else {
      return ["removeView: \(id) is not in the tree (already removed)"]
    }
    if live.controllersByName.values.contains(where: { $0.viewIfLoaded === view }) {
      return ["removeView: \(id) is a controller's view; pop or dismiss the controller instead"]
    }
    if let cell = view as? Cell {
      if let table = superview as? TableView, table.dataSource != nil {
        return [
          "removeView: \(id) is a row of \(name(of: table)), whose rows come from its sections "
            + "or counted rows (a data source); nothing removed"
        ]
      }
      if let table = superview as? TableView, let row = table.row(of: cell) {
        table.removeCell(at: row)
        return ["removed cell \(id) (row \(row)) from \(name(of: table))"]
      }
      if let collection = superview as? CollectionView,
        let item = collection.cells.firstIndex(where: { $0 === cell })
      {
        collection.removeCell(at: item)
        return ["removed cell \(id) (item \(item)) from \(name(of: collection))"]
      }
    }
    view.removeFromSuperview()
    return ["removed \(id) from \(name(of: superview))"]
  }
}

extension Scene.AddedView {
  /// The added view's or cell's id, or its kind.
  var name: String {
    switch self {
    case .view(let spec): spec.id ?? spec.kind.rawValue
    case .cell(let spec): spec.id ?? "cell"
    }
  }
}
