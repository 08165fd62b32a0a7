import KeyboardCore
import KeyboardSimulator
import SceneFormat

// Input and accessory views, large titles, bars and extended layout, child controllers,
// keyboard dismissal by dragging and layout margins. Drawn after the rest of the scene, so a
// seed still makes the scene it made before these existed, with these parts added.

extension RandomSceneBuilder {
  /// Adds the parts of this file to a finished scene, sometimes.
  mutating func addBarsAndInputViews(to scene: inout Scene, builtInputs: [String]) {
    var dismissible: [String] = []
    decorate(&scene.root, isRoot: true, dismissible: &dismissible)
    var steps = scene.steps
    if !dismissible.isEmpty, random.chance(0.3) {
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let drag = Scene.Drag(
          scrollView: random.pick(dismissible),
          positions: (0..<Int.random(in: 1...4, using: &random)).map { _ in
            coordinate(-20, screenHeight + 20)
          },
          ends: random.chance(0.5) ? .dismissed : .cancelled)
        steps.insert(Scene.Step(.drag(drag)), at: Int.random(in: 0...steps.count, using: &random))
      }
    }
    if random.chance(0.15) {
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        steps.insert(
          Scene.Step(inputViewUpdate(inputs: builtInputs, dismissible: dismissible)),
          at: Int.random(in: 0...steps.count, using: &random))
      }
    }
    scene.steps = steps
  }

  /// An `updateView` of input views, a dismissal mode (never `none`, so later drags stay
  /// valid) or margins.
  mutating func inputViewUpdate(inputs: [String], dismissible: [String]) -> Scene.Action {
    var update = Scene.ViewUpdate()
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      update.inputViewHeight = .some(random.chance(0.3) ? nil : inputViewHeight())
      return .updateView(random.pick(inputs), update)
    case 1:
      update.inputAccessoryViewHeight = accessoryHeight()
      return .updateView(random.pick(inputs), update)
    case 2 where !dismissible.isEmpty:
      update.keyboardDismissMode = random.chance(0.5) ? .interactive : .onDrag
      return .updateView(random.pick(dismissible), update)
    default:
      update.layoutMargins = Insets(
        top: length(0, 30), left: length(0, 30), bottom: length(0, 30), right: length(0, 30))
      return .updateView(random.pick(inputs), update)
    }
  }

  mutating func inputViewHeight() -> Double {
    random.pick([216, 180, 260, length(0, screenHeight)])
  }

  mutating func accessoryHeight() -> Double {
    random.pick([44, 44, 30, length(0, 120)])
  }

  private mutating func decorate(
    _ controller: inout Scene.ControllerSpec, isRoot: Bool, dismissible: inout [String]
  ) {
    switch controller.kind {
    case .navigation:
      if random.chance(0.35) { controller.prefersLargeTitles = true }
      if random.chance(0.12) { controller.isTranslucent = false }
    case .tab:
      if random.chance(0.12) { controller.isTranslucent = false }
    case .plain, .split:
      break
    }
    if random.chance(0.12) {
      controller.largeTitleDisplayMode = random.pick([.automatic, .always, .never])
    }
    if random.chance(0.12) {
      let edges: [RectEdge] = [.top, .left, .bottom, .right]
      controller.edgesForExtendedLayout = RectEdge(
        edges.filter { _ in random.chance(0.5) })
    }
    if random.chance(0.06) { controller.extendedLayoutIncludesOpaqueBars = true }
    if var view = controller.view {
      decorate(&view, dismissible: &dismissible)
      if controller.kind == .plain, view.kind == .view, random.chance(0.1) {
        // A container view holding an embedded child controller.
        let container = Scene.ViewSpec(
          id: nextID("box"), kind: .view,
          frame: containerFrame(width: screenWidth, height: screenHeight))
        view.subviews.append(container)
        var child = content()
        decorate(&child, isRoot: false, dismissible: &dismissible)
        controller.children.append(
          Scene.ChildSpec(container: container.id ?? "", controller: child))
      }
      controller.view = view
    }
    for index in controller.viewControllers.indices {
      decorate(&controller.viewControllers[index], isRoot: false, dismissible: &dismissible)
    }
    if var presented = controller.presented {
      decorate(&presented, isRoot: isRoot, dismissible: &dismissible)
      controller.presented = presented
    }
  }

  private mutating func decorate(_ view: inout Scene.ViewSpec, dismissible: inout [String]) {
    if view.kind.isTextInput {
      if random.chance(0.12) { view.inputAccessoryViewHeight = accessoryHeight() }
      if random.chance(0.08) { view.inputViewHeight = inputViewHeight() }
    }
    if view.kind.isScrollView, random.chance(0.25) {
      view.keyboardDismissMode = random.chance(0.6) ? .interactive : .onDrag
      if let id = view.id { dismissible.append(id) }
    }
    if random.chance(0.03) {
      view.layoutMargins = Insets(top: length(0, 20), left: length(0, 20))
      view.preservesSuperviewLayoutMargins = random.chance(0.5)
      view.insetsLayoutMarginsFromSafeArea = random.chance(0.5)
    }
    for index in view.subviews.indices {
      decorate(&view.subviews[index], dismissible: &dismissible)
    }
    for cell in view.cells.indices {
      for index in view.cells[cell].subviews.indices {
        decorate(&view.cells[cell].subviews[index], dismissible: &dismissible)
      }
    }
  }
}
