import KeyboardCore

/// Generates random but valid scenes for the reliability checks: view trees with nested
/// scroll views, tables, text fields and text views, navigation bars and safe areas, odd but
/// legal geometry, and event scripts in any order (focus changes, keyboards of every kind
/// including duplicates and hides without shows, rotation, resizes, views hidden, disabled or
/// moved while focused, configuration toggled mid-session).
///
/// The same seed always gives the same scene.
public enum RandomScene {
  /// The scene for a seed.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - maxSteps: The longest event script to generate.
  /// - Returns: A scene that passes ``SceneLoader/validate(_:file:)``.
  public static func make(seed: UInt64, maxSteps: Int = 16) -> Scene {
    var builder = Builder(random: SeededRandom(seed: seed))
    return builder.scene(seed: seed, maxSteps: maxSteps)
  }

  private struct Builder {
    var random: SeededRandom
    var fields: [String] = []
    var scrolls: [String] = []
    var containers: [String] = []
    var counter = 0

    mutating func nextID(_ prefix: String) -> String {
      counter += 1
      return "\(prefix)\(counter)"
    }

    mutating func scene(seed: UInt64, maxSteps: Int) -> Scene {
      let devices: [(Double, Double, Insets)] = [
        (320, 568, Insets(top: 20)),
        (375, 812, Insets(top: 47, bottom: 34)),
        (1024, 1366, Insets(top: 24, bottom: 20)),
      ]
      let (width, height, safeArea) = random.pick(devices)
      let screen = Scene.ScreenSpec(width: width, height: height)
      var rootView = Scene.ViewSpec(id: "form", kind: .view)
      rootView.subviews = children(width: width, height: height, depth: 0)
      if fields.isEmpty {
        let id = nextID("f")
        fields.append(id)
        rootView.subviews.append(
          Scene.ViewSpec(
            id: id, kind: .textField, frame: Rect(x: 20, y: height - 60, width: 200, height: 30)))
      }
      let content = Scene.ControllerSpec(id: "content", view: rootView)
      let root: Scene.ControllerSpec
      if random.chance(0.35) {
        root = Scene.ControllerSpec(
          id: "nav", kind: .navigation, viewControllers: [content],
          isNavigationBarHidden: random.chance(0.2))
      } else {
        root = content
      }
      var manager = Scene.ManagerSettings()
      manager.keyboardDistance = random.pick([0, 10, 10, 10, 25, 40])
      manager.strategy = random.pick([.moveRoot, .moveRoot, .moveRoot, .scrollOnly, .resizeRoot])
      var scene = Scene(
        name: "random \(seed)", screen: screen,
        window: Scene.WindowSpec(safeAreaInsets: safeArea),
        automaticKeyboard: random.chance(0.6), manager: manager, root: root)
      let count = Int.random(in: 1...maxSteps, using: &random)
      scene.steps = (0..<count).map { _ in Scene.Step(action(screen: screen)) }
      return scene
    }

    mutating func children(width: Double, height: Double, depth: Int) -> [Scene.ViewSpec] {
      (0..<Int.random(in: 1...4, using: &random)).map { _ in
        view(width: width, height: height, depth: depth)
      }
    }

    mutating func fieldFrame(width: Double, height: Double) -> Rect {
      let fieldWidth = random.whole(40...Int(Swift.max(41, width - 20)))
      let x = random.whole(0...Int(Swift.max(0, width - fieldWidth)))
      let y = random.whole(0...Int(Swift.max(0, height - 30)))
      let fractional = random.chance(0.1) ? 0.5 : 0
      return Rect(x: x, y: y + fractional, width: fieldWidth, height: random.whole(20...50))
    }

    mutating func view(width: Double, height: Double, depth: Int) -> Scene.ViewSpec {
      let roll = Double.random(in: 0..<1, using: &random)
      if depth < 3 && roll < 0.18 {
        let id = nextID("v")
        containers.append(id)
        let frame = Rect(
          x: 0, y: random.whole(0...Int(height / 2)), width: width,
          height: random.whole(Int(height / 3)...Int(height)))
        var spec = Scene.ViewSpec(id: id, kind: .view, frame: frame)
        spec.subviews = children(width: width, height: frame.height, depth: depth + 1)
        spec.isHidden = random.chance(0.05)
        return spec
      }
      if depth < 3 && roll < 0.40 {
        let id = nextID("s")
        scrolls.append(id)
        let frame = Rect(
          x: 0, y: random.whole(0...Int(height / 2)), width: width,
          height: random.whole(Int(height / 4)...Int(height)))
        var spec = Scene.ViewSpec(id: id, kind: .scrollView, frame: frame)
        let contentHeight = frame.height + random.whole(0...800)
        spec.subviews = children(width: width, height: contentHeight, depth: depth + 1)
        if random.chance(0.15) {
          spec.contentSize = Size(width: width * 3, height: frame.height)
        } else {
          spec.contentSize = Size(width: width, height: contentHeight)
        }
        spec.isScrollEnabled = !random.chance(0.1)
        spec.ignoreScrollingAdjustment = random.chance(0.08)
        spec.ignoreContentInsetAdjustment = random.chance(0.08)
        spec.restoreContentOffset = random.chance(0.3)
        return spec
      }
      if depth < 3 && roll < 0.46 {
        let id = nextID("table")
        scrolls.append(id)
        var spec = Scene.ViewSpec(
          id: id, kind: .tableView,
          frame: Rect(x: 0, y: 0, width: width, height: random.whole(Int(height / 3)...Int(height)))
        )
        spec.cells = (0..<Int.random(in: 1...6, using: &random)).map { _ in
          let field = nextID("f")
          fields.append(field)
          return Scene.CellSpec(
            id: nextID("c"), height: 60,
            subviews: [
              Scene.ViewSpec(
                id: field, kind: .textField,
                frame: Rect(x: 16, y: 15, width: width - 32, height: 30))
            ])
        }
        return spec
      }
      if roll < 0.58 {
        let id = nextID("t")
        fields.append(id)
        var spec = Scene.ViewSpec(
          id: id, kind: .textView, frame: fieldFrame(width: width, height: height))
        if random.chance(0.4) {
          spec.frame?.size.height = random.whole(100...Int(Swift.max(101, height)))
        }
        spec.isScrollEnabled = random.chance(0.7)
        if random.chance(0.5), let frameHeight = spec.frame?.height {
          spec.caretRect = Rect(
            x: 0, y: random.whole(0...Int(Swift.max(0, frameHeight - 20))), width: 2, height: 20)
        }
        return spec
      }
      let id = nextID("f")
      fields.append(id)
      var spec = Scene.ViewSpec(
        id: id, kind: .textField, frame: fieldFrame(width: width, height: height))
      if random.chance(0.15) { spec.distanceFromKeyboard = random.whole(0...60) }
      if random.chance(0.05) { spec.enableMode = .disabled }
      if random.chance(0.05) { spec.ignoresNavigation = true }
      if random.chance(0.05) { spec.isEditingEnabled = false }
      return spec
    }

    mutating func keyboard(screen: Scene.ScreenSpec) -> Scene.KeyboardSpec {
      var presets: [Scene.KeyboardPreset] = [.docked, .docked, .hardwareBar]
      if screen.isPad { presets += [.undocked, .floating] }
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<6:
        return Scene.KeyboardSpec(
          .preset(random.pick(presets)), isPredictive: random.chance(0.3),
          duration: random.chance(0.2) ? 0 : nil)
      case 6..<8:
        return Scene.KeyboardSpec(.height(random.whole(0...Int(screen.height * 0.7))))
      default:
        let width = random.whole(100...Int(screen.width))
        let height = random.whole(50...400)
        return Scene.KeyboardSpec(
          .frame(
            Rect(
              x: random.whole(0...Int(screen.width - width)),
              y: random.whole(0...Int(screen.height)), width: width, height: height)))
      }
    }

    mutating func action(screen: Scene.ScreenSpec) -> Scene.Action {
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<22: return .focus(random.pick(fields))
      case 22..<32: return .showKeyboard(keyboard(screen: screen))
      case 32..<40: return .changeKeyboard(keyboard(screen: screen))
      case 40..<46: return .hideKeyboard(duration: nil, curve: nil)
      case 46..<52: return .pressReturn
      case 52..<57: return .goNext
      case 57..<60: return .goPrevious
      case 60..<63: return .done
      case 63..<65: return .resign
      case 65..<67: return .type("a")
      case 67..<70: return .rotate(safeAreaInsets: nil, keyboard: nil)
      case 70..<72: return .reloadLayout
      case 72..<78:
        var settings = Scene.ManagerSettings()
        switch Int.random(in: 0..<4, using: &random) {
        case 0: settings.isEnabled = random.chance(0.6)
        case 1: settings.keyboardDistance = random.whole(0...50)
        case 2: settings.strategy = random.pick([.moveRoot, .scrollOnly, .resizeRoot])
        default: settings.isApplicationActive = random.chance(0.5)
        }
        return .configure(settings)
      default:
        return update()
      }
    }

    mutating func update() -> Scene.Action {
      var update = Scene.ViewUpdate()
      let roll = Int.random(in: 0..<8, using: &random)
      if roll < 4, !fields.isEmpty {
        let id = random.pick(fields)
        switch roll {
        case 0: update.isHidden = random.chance(0.5)
        case 1: update.frame = fieldFrame(width: 300, height: 900)
        case 2: update.distanceFromKeyboard = random.whole(0...40)
        default: update.alpha = random.chance(0.5) ? 0 : 1
        }
        return .updateView(id, update)
      }
      if roll < 6, !scrolls.isEmpty {
        let id = random.pick(scrolls)
        if roll == 4 {
          update.contentOffset = Point(x: 0, y: random.whole(0...300))
        } else {
          update.isHidden = random.chance(0.3)
        }
        return .updateView(id, update)
      }
      if !containers.isEmpty {
        update.isHidden = random.chance(0.5)
        return .updateView(random.pick(containers), update)
      }
      return .reloadLayout
    }
  }
}
