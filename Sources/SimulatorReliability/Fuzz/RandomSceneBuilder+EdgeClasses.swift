import KeyboardCore
import KeyboardSimulator
import KeyboardTestSupport
import SceneFormat

// The widened generator's edge classes: scenes made on purpose at the boundaries the ordinary
// scenes rarely reach. Drawn from streams of their own (`RandomScene.edgeClass(seed:)`), so a
// seed without one makes the scene it always made.

extension RandomScene {
  /// A boundary the widened generator aims at.
  package enum EdgeClass: String, Sendable, Hashable, CaseIterable {
    /// The root controller's view is the input itself (a text field or a text view), under
    /// every strategy, ``AvoidanceStrategy/resizeRoot`` included.
    case rootIsInput
    /// The seed's ordinary scene, with keyboards 1 to 6 points tall.
    case fewPointKeyboard
    /// A text view taller than the visible area above the keyboard by a fraction to a few
    /// points.
    case barelyTallTextView
    /// A scroll view with a host inset whose bottom edge the keyboard's top comes within a few
    /// points of, so a second pass can find its inset (or its offset) to be other than the
    /// first left it.
    case scrollViewInset
  }

  /// The edge class of a seed's scene in the widened generator, or `nil` for the ordinary
  /// scene (four scenes in five).
  package static func edgeClass(seed: UInt64) -> EdgeClass? {
    var random = SeededRandom(seed: seed ^ 0x6564_6765_636C_6173)
    guard random.chance(0.2) else { return nil }
    return random.pick(EdgeClass.allCases)
  }

  /// The scene of `edge` for a seed.
  static func edgeScene(
    _ edge: EdgeClass, seed: UInt64, maxSteps: Int, allowsExtremes: Bool
  ) -> Scene {
    var builder = RandomSceneBuilder(random: SeededRandom(seed: seed ^ 0x7769_6465_6E65_6421))
    builder.allowsExtremes = allowsExtremes
    var scene: Scene
    switch edge {
    case .rootIsInput: scene = builder.rootIsInputScene(seed: seed, maxSteps: maxSteps)
    case .fewPointKeyboard: scene = builder.fewPointKeyboardScene(seed: seed, maxSteps: maxSteps)
    case .barelyTallTextView:
      scene = builder.barelyTallTextViewScene(seed: seed, maxSteps: maxSteps)
    case .scrollViewInset: scene = builder.scrollViewInsetScene(seed: seed, maxSteps: maxSteps)
    }
    scene.name = "random \(seed) (\(edge.rawValue))"
    return scene
  }
}

extension RandomSceneBuilder {
  /// A keyboard 1 to 6 points tall (a fraction sometimes), docked at the screen's bottom.
  mutating func fewPointKeyboard() -> Scene.KeyboardSpec {
    Scene.KeyboardSpec(.height(whole(1, 6) + fraction()))
  }

  /// Half the time a keyboard of a few points, else any keyboard of the ordinary scenes.
  mutating func edgeKeyboard() -> Scene.KeyboardSpec {
    random.chance(0.5) ? fewPointKeyboard() : keyboard()
  }

  /// Manager settings with an explicit distance (so the visible area is known).
  mutating func edgeManager(distance: Double) -> Scene.ManagerSettings {
    var manager = managerSettings()
    manager.keyboardDistance = distance
    manager.isEnabled = true
    manager.isApplicationActive = true
    return manager
  }

  /// A script that focuses `input` and shows `first`, then `count` steps mixing `edge`
  /// actions with the ordinary ones.
  mutating func edgeSteps(
    input: String, first: Scene.KeyboardSpec, count: Int,
    edge: (inout RandomSceneBuilder) -> Scene.Action
  ) -> [Scene.Step] {
    var steps = [Scene.Step(.focus(input)), Scene.Step(.showKeyboard(first))]
    for _ in 0..<Swift.max(0, count - 2) {
      steps.append(Scene.Step(random.chance(0.6) ? edge(&self) : action()))
    }
    return steps
  }

  /// ``RandomScene/EdgeClass/rootIsInput``.
  mutating func rootIsInputScene(seed: UInt64, maxSteps: Int) -> Scene {
    fractionRate = random.pick([0, 0.5, 1])
    let screen = makeScreen()
    let window = Scene.WindowSpec(safeAreaInsets: currentInsets())
    let id = nextID("root")
    var view: Scene.ViewSpec
    if random.chance(0.5) {
      textFields.append(id)
      view = Scene.ViewSpec(id: id, kind: .textField)
    } else {
      textViews.append(id)
      view = Scene.ViewSpec(id: id, kind: .textView)
      view.isScrollEnabled = random.chance(0.7)
      if random.chance(0.6) {
        view.caretRect = Rect(
          x: 0, y: coordinate(0, screenHeight), width: 2, height: random.pick([17, 20, 24]))
      }
    }
    let root = Scene.ControllerSpec(id: nextID("vc"), view: view)
    var manager = edgeManager(distance: random.pick([0, 10, 10, 25]))
    manager.strategy = random.pick([.moveRoot, .resizeRoot, .resizeRoot, .scrollOnly])
    var scene = Scene(
      name: "random \(seed)", screen: screen, window: window, keyboard: edgeKeyboard(),
      automaticKeyboard: random.chance(0.5), manager: manager, root: root)
    inputsBeforeSteps = inputs
    scene.steps = edgeSteps(
      input: id, first: edgeKeyboard(), count: Int.random(in: 2...maxSteps, using: &random)
    ) { builder in
      switch Int.random(in: 0..<5, using: &builder.random) {
      case 0: return .changeKeyboard(builder.edgeKeyboard())
      case 1: return .showKeyboard(builder.edgeKeyboard())
      case 2: return .type(builder.random.pick(Self.typedTexts))
      case 3: return .focus(id)
      default: return .hideKeyboard(duration: nil, curve: nil)
      }
    }
    return scene
  }

  /// ``RandomScene/EdgeClass/fewPointKeyboard``: the ordinary scene this stream makes, every
  /// keyboard in it a few points tall (most of the time).
  mutating func fewPointKeyboardScene(seed: UInt64, maxSteps: Int) -> Scene {
    var scene = self.scene(seed: seed, maxSteps: maxSteps)
    scene.keyboard = fewPointKeyboard()
    for index in scene.steps.indices {
      switch scene.steps[index].action {
      case .showKeyboard where random.chance(0.8):
        scene.steps[index].action = .showKeyboard(fewPointKeyboard())
      case .changeKeyboard where random.chance(0.8):
        scene.steps[index].action = .changeKeyboard(fewPointKeyboard())
      default: break
      }
    }
    if let input = inputsBeforeSteps?.first, random.chance(0.7) {
      scene.steps.insert(Scene.Step(.showKeyboard(fewPointKeyboard())), at: 0)
      scene.steps.insert(Scene.Step(.focus(random.pick(inputsBeforeSteps ?? [input]))), at: 0)
    }
    return scene
  }

  /// ``RandomScene/EdgeClass/barelyTallTextView``: a docked keyboard of a known height and a
  /// text view taller than the area above it by a fraction to a few points, directly in the
  /// root view or in a scroll view.
  mutating func barelyTallTextViewScene(seed: UInt64, maxSteps: Int) -> Scene {
    fractionRate = random.pick([0, 0.5, 1])
    let screen = makeScreen()
    let insets = currentInsets()
    let window = Scene.WindowSpec(safeAreaInsets: insets)
    let distance: Double = random.pick([0, 10, 10, 25])
    let height = whole(screenHeight * 0.25, screenHeight * 0.6) + fraction()
    let visible = screenHeight - height - distance - insets.top
    let over = random.pick([0.1, 1.0 / 3, 0.5, 1, 2, 4, 9.9, 20])
    let id = nextID("t")
    textViews.append(id)
    var textView = Scene.ViewSpec(
      id: id, kind: .textView,
      frame: Rect(
        x: whole(0, 20), y: coordinate(0, Swift.max(0, screenHeight - 40)),
        width: Swift.max(40, screenWidth - 40), height: Swift.max(1, visible + over)))
    textView.isScrollEnabled = random.chance(0.8)
    if random.chance(0.4) {
      textView.contentSize = Size(
        width: textView.frame?.width ?? 100, height: (textView.frame?.height ?? 0) + whole(0, 600))
    }
    if random.chance(0.7) {
      let content = textView.contentSize?.height ?? textView.frame?.height ?? 40
      textView.caretRect = Rect(
        x: 0, y: coordinate(0, Swift.max(0, content - 20)), width: 2,
        height: random.pick([17, 20, 24]))
    }
    if random.chance(0.2) { textView.contentInset = Insets(top: whole(0, 30), bottom: 0) }
    var rootView = Scene.ViewSpec(id: nextID("v"), kind: .view)
    if random.chance(0.4) {
      let scrollID = nextID("s")
      scrollViews.append(scrollID)
      var scroll = Scene.ViewSpec(
        id: scrollID, kind: .scrollView,
        frame: Rect(x: 0, y: 0, width: screenWidth, height: screenHeight), subviews: [textView])
      scroll.contentSize = Size(width: screenWidth, height: screenHeight + whole(0, 800))
      rootView.subviews = [scroll]
    } else {
      rootView.subviews = [textView]
    }
    let root = Scene.ControllerSpec(id: nextID("vc"), view: rootView)
    let manager = edgeManager(distance: distance)
    let keyboard = Scene.KeyboardSpec(.height(height))
    var scene = Scene(
      name: "random \(seed)", screen: screen, window: window, keyboard: keyboard,
      automaticKeyboard: random.chance(0.5), manager: manager, root: root)
    inputsBeforeSteps = inputs
    scene.steps = edgeSteps(
      input: id, first: keyboard, count: Int.random(in: 2...maxSteps, using: &random)
    ) { builder in
      switch Int.random(in: 0..<4, using: &builder.random) {
      case 0:
        let change = builder.random.pick([-2, -0.5, 0.5, 1, 3])
        return .changeKeyboard(Scene.KeyboardSpec(.height(Swift.max(1, height + change))))
      case 1: return .type(builder.random.pick(Self.typedTexts))
      case 2: return .focus(id)
      default: return .hideKeyboard(duration: nil, curve: nil)
      }
    }
    return scene
  }

  /// ``RandomScene/EdgeClass/scrollViewInset``: a scroll view with a host bottom inset, a
  /// field near its content's end, and keyboards whose top comes within a few points of the
  /// scroll view's bottom edge.
  mutating func scrollViewInsetScene(seed: UInt64, maxSteps: Int) -> Scene {
    fractionRate = random.pick([0, 0.5, 1])
    let screen = makeScreen()
    let window = Scene.WindowSpec(safeAreaInsets: currentInsets())
    let top = whole(0, 100)
    let bottom = Swift.max(top + 60, screenHeight - whole(0, 120) - fraction())
    let frameHeight = bottom - top
    let contentHeight = Swift.max(40, frameHeight + whole(-30, 60) + fraction())
    let scrollID = nextID("s")
    scrollViews.append(scrollID)
    var scroll = Scene.ViewSpec(
      id: scrollID, kind: .scrollView,
      frame: Rect(x: 0, y: top, width: screenWidth, height: frameHeight))
    scroll.contentSize = Size(width: screenWidth, height: contentHeight)
    if random.chance(0.7) {
      scroll.contentInset = Insets(top: 0, bottom: whole(1, 60) + fraction())
    }
    if random.chance(0.3) { scroll.contentOffset = Point(x: 0, y: whole(0, 40)) }
    if random.chance(0.3) { scrollKeys(&scroll) }
    let low = nextID("f")
    let high = nextID("f")
    textFields += [low, high]
    scroll.subviews = [
      Scene.ViewSpec(
        id: high, kind: .textField, frame: Rect(x: 20, y: whole(0, 60), width: 200, height: 30)),
      Scene.ViewSpec(
        id: low, kind: .textField,
        frame: Rect(
          x: 20, y: Swift.max(0, contentHeight - 30 - whole(0, 40) - fraction()), width: 200,
          height: 30)),
    ]
    let root = Scene.ControllerSpec(
      id: nextID("vc"), view: Scene.ViewSpec(id: nextID("v"), kind: .view, subviews: [scroll]))
    let manager = edgeManager(distance: random.pick([0, 10, 10, 25]))
    let screenBottom = screenHeight
    func nearTheEdge(_ builder: inout RandomSceneBuilder) -> Scene.KeyboardSpec {
      let gap = builder.whole(-12, 12) + builder.fraction()
      return Scene.KeyboardSpec(.height(Swift.max(1, screenBottom - (bottom + gap))))
    }
    let first = nearTheEdge(&self)
    var scene = Scene(
      name: "random \(seed)", screen: screen, window: window, keyboard: first,
      automaticKeyboard: random.chance(0.5), manager: manager, root: root)
    inputsBeforeSteps = inputs
    scene.steps = edgeSteps(
      input: random.pick([low, low, high]), first: first,
      count: Int.random(in: 2...maxSteps, using: &random)
    ) { builder in
      switch Int.random(in: 0..<5, using: &builder.random) {
      case 0: return .changeKeyboard(nearTheEdge(&builder))
      case 1: return .showKeyboard(nearTheEdge(&builder))
      case 2: return .focus(builder.random.pick([low, high]))
      case 3: return .reloadLayout
      default: return .hideKeyboard(duration: nil, curve: nil)
      }
    }
    return scene
  }
}
