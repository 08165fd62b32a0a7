import KeyboardCore
import KeyboardSimulator
import KeyboardTestSupport
import SceneFormat

// Constrained screens, made only when asked (`RandomScene.make(…, constraints: true)`) and
// from a stream of their own, so the scene of a seed is otherwise the one it always was: a
// chain of fields pinned one below the other to a plain controller's view (to its safe area,
// margins or edges), centred or stretched, with inequalities, optional priorities, natural
// sizes with hugging and compression, a stack laid out by constraints (stacks in stacks, hidden
// arranged views; RandomSceneBuilder+ConstrainedStacks.swift), a bar on the keyboard guide, and
// now and then a required constraint that conflicts.

extension RandomSceneBuilder {
  /// The priorities optional constraints get.
  static let optionalPriorities: [Double] = [250, 500, 749, 750, 999]

  /// Adds a constrained screen to the first plain controller whose view is a plain view, and
  /// focus steps for its fields; a scene without such a controller is left as it is.
  ///
  /// Draws from a stream of its own seeded from `seed`: the rest of the scene is the one the
  /// seed makes without constraints.
  mutating func addConstrainedScreen(to scene: inout Scene, seed: UInt64) {
    random = SeededRandom(seed: seed ^ 0xA11C_0257_4A17_5EED)
    var added: [String] = []
    var arranged: [String] = []
    guard
      Self.withFirstPlainView(
        in: &scene.root,
        { controller in
          guard let rootID = controller.id, var view = controller.view else { return }
          let views = constrainedViews(root: rootID, inputs: &added, arranged: &arranged)
          view.subviews += views
          if views.contains(where: { $0.id?.hasPrefix("ab") == true }), random.chance(0.5) {
            view.autoLayout.keyboardLayoutGuide = Scene.KeyboardGuideSpec(
              followsUndockedKeyboard: random.chance(0.5), usesBottomSafeArea: random.chance(0.7))
          }
          controller.view = view
        })
    else { return }
    for id in added where random.chance(0.6) {
      let index = Int.random(in: 0...scene.steps.count, using: &random)
      scene.steps.insert(Scene.Step(.focus(id)), at: index)
    }
    // Arranged views hidden and shown again: the stack collapses them and lays out anew.
    for id in arranged where random.chance(0.15) {
      let index = Int.random(in: 0...scene.steps.count, using: &random)
      var update = Scene.ViewUpdate()
      update.isHidden = random.chance(0.6)
      scene.steps.insert(Scene.Step(.updateView(id, update)), at: index)
    }
  }

  /// Calls `body` on the first plain controller (depth first) whose view is a plain view.
  ///
  /// - Returns: Whether there was one.
  static func withFirstPlainView(
    in controller: inout Scene.ControllerSpec, _ body: (inout Scene.ControllerSpec) -> Void
  ) -> Bool {
    if controller.kind == .plain, controller.view?.kind == .view, controller.id != nil {
      body(&controller)
      return true
    }
    for index in controller.viewControllers.indices
    where withFirstPlainView(in: &controller.viewControllers[index], body) {
      return true
    }
    return false
  }

  /// The constrained views of a screen whose root view has the id `root`.
  mutating func constrainedViews(
    root: String, inputs: inout [String], arranged: inout [String]
  ) -> [Scene.ViewSpec] {
    var views: [Scene.ViewSpec] = []
    var previous: String?
    var madeStack = false
    for _ in 0..<Int.random(in: 1...5, using: &random) {
      if !madeStack, random.chance(0.3) {
        madeStack = true
        let stack = constrainedStack(
          root: root, below: previous, inputs: &inputs, arranged: &arranged)
        views.append(stack)
        previous = stack.id
        continue
      }
      let isLabel = random.chance(0.25)
      let id = nextID(isLabel ? "al" : "af")
      var spec = Scene.ViewSpec(id: id, kind: isLabel ? .view : .textField)
      var constraints: [String] = []
      // Vertical: below the previous view, or at the top of a guide or edge.
      if let previous {
        constraints.append("\(id).top == \(previous).bottom + \(number(0, 24))")
      } else {
        let anchor = random.pick(["\(root).safeArea.top", "\(root).margins.top", "\(root).top"])
        constraints.append("\(id).top == \(anchor) + \(number(0, 240))")
      }
      if isLabel {
        spec.autoLayout.intrinsicContentSize = Size(
          width: random.chance(0.8) ? whole(20, 400) : -1, height: whole(12, 40))
        if random.chance(0.5) {
          spec.autoLayout.contentHugging = Scene.AxisPriorities(
            horizontal: random.pick(Self.optionalPriorities), vertical: 250)
        }
        if random.chance(0.5) {
          spec.autoLayout.compressionResistance = Scene.AxisPriorities(
            horizontal: random.pick(Self.optionalPriorities), vertical: 750)
        }
        constraints.append("\(id).leading == \(root).margins.leading")
        constraints.append("\(id).trailing <= \(root).margins.trailing")
        if spec.autoLayout.intrinsicContentSize?.width == -1 {
          constraints.append("\(id).width == 120 @\(random.pick(Self.optionalPriorities))")
        }
      } else {
        inputs.append(id)
        constraints += horizontalConstraints(id, root: root)
        constraints += heightConstraints(id)
      }
      if random.chance(0.05) {
        // A required constraint that cannot hold with the height above: the engine breaks it.
        constraints.append("\(id).height == 300")
      }
      spec.autoLayout.constraints = constraints.compactMap {
        try? Scene.ConstraintSpec(parsing: $0)
      }
      views.append(spec)
      previous = id
    }
    if random.chance(0.3) { views.append(keyboardBar(root: root, inputs: &inputs)) }
    return views
  }

  /// A number for a constant: whole, sometimes with a fraction.
  mutating func number(_ lower: Double, _ upper: Double) -> String {
    Scene.ConstraintSpec.format(whole(lower, upper) + fraction())
  }

  mutating func horizontalConstraints(_ id: String, root: String) -> [String] {
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      return [
        "\(id).leading == \(root).margins.leading",
        "\(id).trailing == \(root).margins.trailing",
      ]
    case 1:
      let share = random.pick(["0.5", "0.8", "1"])
      var result = [
        "\(id).centerX == \(root).centerX",
        "\(id).width == \(share) * \(root).width @\(random.pick(Self.optionalPriorities))",
        "\(id).width <= \(number(200, 600))",
      ]
      if random.chance(0.5) { result.append("\(id).leading >= \(root).safeArea.leading") }
      return result
    default:
      return [
        "\(id).leading == \(root).safeArea.leading + \(number(0, 40))",
        "\(id).width == \(number(40, 300))",
      ]
    }
  }

  mutating func heightConstraints(_ id: String) -> [String] {
    if random.chance(0.7) { return ["\(id).height == \(number(30, 50))"] }
    return [
      "\(id).height >= \(number(24, 34))",
      "\(id).height == 44 @\(random.pick(Self.optionalPriorities))",
    ]
  }

  /// A bar on the root's keyboard guide with a field in it.
  mutating func keyboardBar(root: String, inputs: inout [String]) -> Scene.ViewSpec {
    let id = nextID("ab")
    let field = nextID("af")
    inputs.append(field)
    var bar = Scene.ViewSpec(id: id, kind: .view)
    bar.autoLayout.constraints = [
      "\(id).bottom == \(root).keyboard.top", "\(id).leading == \(root).leading",
      "\(id).trailing == \(root).trailing", "\(id).height == \(number(44, 64))",
    ].compactMap { try? Scene.ConstraintSpec(parsing: $0) }
    var input = Scene.ViewSpec(id: field, kind: .textField)
    input.autoLayout.constraints = [
      "\(field).leading == \(id).margins.leading", "\(field).trailing == \(id).margins.trailing",
      "\(field).centerY == \(id).centerY", "\(field).height == 36",
    ].compactMap { try? Scene.ConstraintSpec(parsing: $0) }
    bar.subviews = [input]
    return bar
  }
}
