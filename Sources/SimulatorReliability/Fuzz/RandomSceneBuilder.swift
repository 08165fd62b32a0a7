import KeyboardCore
import KeyboardSimulator
import KeyboardTestSupport
import SceneFormat

/// The state of one random scene being built: the seeded generator, the scene-wide knobs
/// (fractions, extremes, depth, view budget), the current screen, and the ids made so far by
/// kind, which the event script picks from.
struct RandomSceneBuilder {
  var random: SeededRandom
  /// The chance that a coordinate or length gets a fractional part.
  var fractionRate = 0.0
  /// The chance that a coordinate or length is an extreme finite value.
  var extremeRate = 0.0
  /// Whether extreme finite values may be made at all.
  var allowsExtremes = true
  /// The deepest level a view may sit at (the controller's root view is level 0).
  var maxDepth = 3
  /// Whether this scene is a deep chain of views.
  var isDeepTree = false
  /// Whether inputs may get links and refusing delegates: both change Next's walk on purpose,
  /// so the walk property skips such scenes, and only some scenes get them.
  var usesLinksAndDelegates = false
  /// The inputs of the scene as built, once steps are being made: links made after that (in
  /// controllers added to the finished scene) may name only these, not inputs a step adds.
  var inputsBeforeSteps: [String]?
  /// How many more views may be made.
  var viewBudget = 40
  var counter = 0
  var screenWidth = 320.0
  var screenHeight = 568.0
  var isPad = false
  var isLandscape = false
  var device: RandomScene.Device?

  var textFields: [String] = []
  var textViews: [String] = []
  var scrollViews: [String] = []
  var lists: [String] = []
  var plains: [String] = []
  var stacks: [String] = []
  var tables: [String] = []
  var grids: [String] = []
  /// Text views laid out from their text (`lines`).
  var textLayoutViews: [String] = []
  var cells: [String] = []
  /// Navigation controllers, tab bar controllers (with their tab counts) and every controller.
  var navigations: [String] = []
  var tabBars: [(id: String, count: Int)] = []
  var controllers: [String] = []

  var inputs: [String] { textFields + textViews }

  init(random: SeededRandom) {
    self.random = random
  }

  static let fractions: [Double] = [
    0.5, 0.25, 0.75, 1.0 / 3, 2.0 / 3, 0.1, 0.2, 0.3, 0.7, 0.9, 1.0 / 7,
  ]
  static let extremeLengths: [Double] = [1e-300, 1e-15, 1e15, 1e100, 1e300]
  static let extremeCoordinates: [Double] = [-1e300, -1e15, -1e-300, 1e-300, 1e15, 1e300]

  mutating func nextID(_ prefix: String) -> String {
    counter += 1
    return "\(prefix)\(counter)"
  }

  // MARK: Numbers

  /// A whole number in `lower...upper` (`lower` when the range is empty).
  mutating func whole(_ lower: Double, _ upper: Double) -> Double {
    guard upper > lower, (upper - lower).isFinite else { return lower }
    return Double.random(in: lower...upper, using: &random).rounded(.down)
  }

  mutating func fraction() -> Double {
    guard fractionRate > 0, random.chance(fractionRate) else { return 0 }
    return random.pick(Self.fractions)
  }

  /// A position: whole, fractional, or (rarely) extreme and possibly negative.
  mutating func coordinate(_ lower: Double, _ upper: Double) -> Double {
    if extremeRate > 0, random.chance(extremeRate) {
      return random.pick(Self.extremeCoordinates)
    }
    return whole(lower, upper) + fraction()
  }

  /// A size: whole, fractional, or (rarely) extreme, never negative.
  mutating func length(_ lower: Double, _ upper: Double) -> Double {
    if extremeRate > 0, random.chance(extremeRate) { return random.pick(Self.extremeLengths) }
    return Swift.max(0, whole(lower, upper) + fraction())
  }

  // MARK: The scene

  mutating func scene(seed: UInt64, maxSteps: Int) -> Scene {
    fractionRate = random.pick([0, 0, 0.15, 0.5, 1])
    // Drawn either way, so a seed makes the same scene apart from its extreme values.
    let isExtreme = random.chance(0.04)
    extremeRate = isExtreme && allowsExtremes ? 0.08 : 0
    isDeepTree = random.chance(0.01)
    usesLinksAndDelegates = random.chance(0.15)
    maxDepth = isDeepTree ? 90 : random.pick([3, 3, 3, 6, 6, 15, 50])
    viewBudget = isDeepTree ? 120 : Int.random(in: 8...50, using: &random)
    let screen = makeScreen()
    var window = Scene.WindowSpec(safeAreaInsets: currentInsets())
    if random.chance(0.06) {
      let share = random.pick([0.5, 1.0 / 3, 2.0 / 3, 0.7])
      let width = (screenWidth * share).rounded(.down) + fraction()
      window.frame = Rect(
        x: random.chance(0.5) ? 0 : screenWidth - width, y: 0, width: width,
        height: screenHeight)
    }
    var root = rootController()
    if inputs.isEmpty {
      let id = nextID("f")
      textFields.append(id)
      let field = Scene.ViewSpec(
        id: id, kind: .textField,
        frame: Rect(x: 20, y: Swift.max(0, screenHeight - 60), width: 200, height: 30))
      Self.append(field, to: &root)
    }
    var scene = Scene(
      name: "random \(seed)", screen: screen, window: window, keyboard: keyboard(),
      automaticKeyboard: random.chance(0.7), manager: managerSettings(), root: root)
    // Inputs of the scene as built: steps inserted anywhere may name only these (steps that
    // push, present or add views bring ids known from that step on).
    let builtInputs = inputs
    inputsBeforeSteps = builtInputs
    let count = Int.random(in: 1...maxSteps, using: &random)
    scene.steps = (0..<count).map { _ in Scene.Step(action()) }
    addBarsAndInputViews(to: &scene, builtInputs: builtInputs)
    addControllerUpdates(to: &scene)
    return scene
  }

  mutating func makeScreen() -> Scene.ScreenSpec {
    if random.chance(0.06) {
      // An odd screen: any size (possibly fractional or extreme) and any scale.
      screenWidth = Swift.max(1, length(200, 1400))
      screenHeight = Swift.max(1, length(200, 1400))
      device = nil
      let screen = Scene.ScreenSpec(
        width: screenWidth, height: screenHeight, scale: random.pick([1, 2, 3]))
      isPad = screen.isPad
      return screen
    }
    let chosen = random.pick(RandomScene.devices)
    device = chosen
    isLandscape = random.chance(0.3)
    screenWidth = isLandscape ? chosen.height : chosen.width
    screenHeight = isLandscape ? chosen.width : chosen.height
    let screen = Scene.ScreenSpec(width: screenWidth, height: screenHeight, scale: chosen.scale)
    isPad = screen.isPad
    return screen
  }

  /// The safe area of the current orientation (random for an odd screen).
  mutating func currentInsets() -> Insets {
    guard let device else {
      return Insets(top: length(0, 60), bottom: random.chance(0.5) ? length(0, 40) : 0)
    }
    return isLandscape ? device.landscapeInsets : device.portraitInsets
  }

  static func append(_ field: Scene.ViewSpec, to controller: inout Scene.ControllerSpec) {
    if controller.kind == .plain {
      var view = controller.view ?? Scene.ViewSpec(kind: .view)
      if view.kind.hasCells, let sections = view.table.sections, !sections.isEmpty {
        // A data-source table: one more row at the end of its first section, holding the field.
        view.table.sections?[0].rows.append(Scene.CellSpec(subviews: [field]))
      } else if view.kind.hasCells {
        view.cells.append(Scene.CellSpec(subviews: [field]))
      } else if view.kind.isTextInput {
        // A text input cannot hold subviews: put it and the field in a plain view.
        var wrapper = Scene.ViewSpec(kind: .view)
        var old = view
        old.frame = Rect(x: 0, y: 0, width: 100, height: 30)
        wrapper.subviews = [old, field]
        view = wrapper
      } else {
        view.subviews.append(field)
      }
      controller.view = view
    } else if !controller.viewControllers.isEmpty {
      append(field, to: &controller.viewControllers[controller.viewControllers.count - 1])
    }
  }

  // MARK: Controllers

  mutating func rootController() -> Scene.ControllerSpec {
    var root: Scene.ControllerSpec
    switch Double.random(in: 0..<1, using: &random) {
    case ..<0.45: root = content()
    case ..<0.70: root = navigation(allowsNesting: true)
    case ..<0.85:
      let tabs = (0..<Int.random(in: 2...3, using: &random)).map { _ in
        random.chance(0.3) ? navigation(allowsNesting: false) : content()
      }
      root = Scene.ControllerSpec(
        id: nextID("tabs"), kind: .tab, viewControllers: tabs,
        selectedIndex: Int.random(in: 0..<tabs.count, using: &random))
      if let id = root.id {
        tabBars.append((id, tabs.count))
        controllers.append(id)
      }
    default:
      let primary = content()
      let secondary = random.chance(0.3) ? navigation(allowsNesting: false) : content()
      root = Scene.ControllerSpec(
        id: nextID("split"), kind: .split, viewControllers: [primary, secondary])
    }
    if random.chance(0.1) {
      var presented = random.chance(0.7) ? content() : navigation(allowsNesting: false)
      presented.modalPresentationStyle = random.pick([.fullScreen, .pageSheet, .formSheet])
      root.presented = presented
    }
    return root
  }

  mutating func navigation(allowsNesting: Bool) -> Scene.ControllerSpec {
    let count = Int.random(in: 1...3, using: &random)
    let nests = allowsNesting && random.chance(0.08)
    var stack = (0..<(nests ? count - 1 : count)).map { _ in content() }
    if nests { stack.append(navigation(allowsNesting: false)) }
    let id = nextID("nav")
    navigations.append(id)
    controllers.append(id)
    return Scene.ControllerSpec(
      id: id, kind: .navigation, viewControllers: stack,
      isNavigationBarHidden: random.chance(0.15))
  }

  mutating func content() -> Scene.ControllerSpec {
    var spec = Scene.ControllerSpec(id: nextID("vc"), view: rootView())
    controllers.append(spec.id ?? "")
    if random.chance(0.1) {
      spec.controllerClass = random.pick([
        .formController, .chatController, .sheetController, .inputViewController,
      ])
    }
    if random.chance(0.2) { spec.title = "Form" }
    if random.chance(0.08) {
      spec.additionalSafeAreaInsets = Insets(top: length(0, 50), bottom: length(0, 50))
    }
    if random.chance(0.1) { spec.returnManager = returnSettings(allowsDisabling: true) }
    return spec
  }

  mutating func managerSettings() -> Scene.ManagerSettings {
    var manager = Scene.ManagerSettings()
    if random.chance(0.5) {
      manager.keyboardDistance = random.pick([0, 10, 25, 40, coordinate(-20, 60)])
    }
    manager.strategy = random.pick([.moveRoot, .moveRoot, .scrollOnly, .resizeRoot])
    if random.chance(0.15) { manager.layoutIfNeededOnUpdate = true }
    if random.chance(0.03) { manager.isApplicationActive = false }
    if random.chance(0.05) { manager.isEnabled = false }
    if random.chance(0.3) { manager.returnManager = returnSettings(allowsDisabling: true) }
    return manager
  }

  mutating func returnSettings(allowsDisabling: Bool) -> Scene.ReturnSettings {
    var settings = Scene.ReturnSettings()
    if random.chance(0.5) { settings.order = random.pick(Scene.OrderMode.allCases) }
    if random.chance(0.3) {
      settings.lastTextInputViewReturnKeyType = random.pick(ReturnKeyType.allCases)
    }
    if random.chance(0.3) { settings.dismissTextViewOnReturn = random.chance(0.5) }
    if random.chance(0.3) { settings.wrapsAround = random.chance(0.5) }
    if random.chance(0.2) { settings.skipsRefusingTargets = random.chance(0.5) }
    if allowsDisabling && random.chance(0.05) { settings.isEnabled = false }
    return settings
  }
}
