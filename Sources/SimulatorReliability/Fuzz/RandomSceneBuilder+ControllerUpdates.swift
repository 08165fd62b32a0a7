import KeyboardCore
import KeyboardSimulator
import SceneFormat

// Controllers changed mid-session: bars shown or hidden, large titles switched, extended
// layout and extra safe area changed, at any point of the script and often right after a
// focus (so with the keyboard up, and sometimes a title collapsed), then sometimes a resign
// (so the restore after the change is checked). Drawn after everything else, so a seed still makes the scene it
// made before these steps existed, with these steps inserted.

extension RandomSceneBuilder {
  /// Inserts `updateController` steps on controllers of the built scene, sometimes (more
  /// often where there is a navigation controller, which most of them then change: its bar and
  /// large titles are what a host switches most).
  mutating func addControllerUpdates(to scene: inout Scene) {
    let controllers = Self.controllers(in: scene.root)
    let navigations = controllers.filter { $0.1 == .navigation }
    guard !controllers.isEmpty, random.chance(navigations.isEmpty ? 0.12 : 0.35) else { return }
    for _ in 0..<Int.random(in: 1...2, using: &random) {
      let (id, kind) = random.pick(
        !navigations.isEmpty && random.chance(0.7) ? navigations : controllers)
      // Half of them right after a focus, where the keyboard is most likely up.
      let focuses = scene.steps.indices.filter {
        if case .focus = scene.steps[$0].action { return true }
        return false
      }
      let afterFocus = !focuses.isEmpty && random.chance(0.5)
      let index =
        afterFocus
        ? random.pick(focuses) + 1 : Int.random(in: 0...scene.steps.count, using: &random)
      scene.steps.insert(Scene.Step(.updateController(id, controllerUpdate(for: kind))), at: index)
      // Sometimes editing ends at once, so the restore is checked against the new rest state.
      if afterFocus, random.chance(0.5) {
        scene.steps.insert(Scene.Step(random.chance(0.5) ? .resign : .done), at: index + 1)
      }
    }
  }

  /// An update of one key that applies to a controller of `kind` (sometimes two), with values
  /// from the ranges the format accepts; insets may be fractional.
  mutating func controllerUpdate(for kind: Scene.ControllerKind) -> Scene.ControllerUpdate {
    var update = Scene.ControllerUpdate()
    let keyCount = random.chance(0.15) ? 2 : 1
    for _ in 0..<keyCount {
      var choices = [0, 1, 2, 3]
      if kind == .navigation { choices += [4, 4, 4, 4, 4, 5, 5, 6, 6, 6] }
      if kind == .tab { choices.append(5) }
      switch random.pick(choices) {
      case 0: update.largeTitleDisplayMode = random.pick([.automatic, .always, .never])
      case 1:
        update.additionalSafeAreaInsets = Insets(
          top: insetLength(), left: random.chance(0.2) ? insetLength() : 0,
          bottom: insetLength(), right: random.chance(0.2) ? insetLength() : 0)
      case 2:
        let edges: [RectEdge] = [.top, .left, .bottom, .right]
        update.edgesForExtendedLayout = RectEdge(edges.filter { _ in random.chance(0.5) })
      case 3: update.extendedLayoutIncludesOpaqueBars = random.chance(0.5)
      case 4: update.prefersLargeTitles = random.chance(0.5)
      case 5: update.isTranslucent = random.chance(0.5)
      default: update.isNavigationBarHidden = random.chance(0.4)
      }
    }
    return update
  }

  /// An inset edge: 0 to 50 points, whole or (often) fractional.
  private mutating func insetLength() -> Double {
    let base = length(0, 50)
    guard random.chance(0.3), base.isFinite, base < 1e6 else { return base }
    return base + random.pick(Self.fractions)
  }

  /// The id and kind of every controller of the scene as built (stacks, tabs, columns,
  /// children and the presented one), in the order they are described.
  static func controllers(in root: Scene.ControllerSpec) -> [(String, Scene.ControllerKind)] {
    var found: [(String, Scene.ControllerKind)] = []
    func visit(_ controller: Scene.ControllerSpec) {
      if let id = controller.id { found.append((id, controller.kind)) }
      controller.viewControllers.forEach(visit)
      controller.children.forEach { visit($0.controller) }
      if let presented = controller.presented { visit(presented) }
    }
    visit(root)
    return found
  }
}
