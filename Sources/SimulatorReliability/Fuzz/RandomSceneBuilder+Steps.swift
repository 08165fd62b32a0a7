import KeyboardCore
import KeyboardSimulator
import SceneFormat

extension RandomSceneBuilder {
  static let durations: [Double] = [0.05, 0.1, 0.25, 0.5, 1.0 / 3]
  static let typedTexts = ["a", "hello", "\n", " ", "é", "line\nline\nline", "0123456789"]

  /// A keyboard that fits the screen: a preset (predictive only where the format allows it),
  /// a docked height, or any frame, with a random duration and curve.
  mutating func keyboard() -> Scene.KeyboardSpec {
    var presets: [Scene.KeyboardPreset] = [.docked, .docked, .hardwareBar]
    if isPad { presets += [.undocked, .floating] }
    let duration = random.chance(0.2) ? random.pick(Self.durations) : nil
    let curve = random.chance(0.2) ? random.pick(AnimationCurve.allCases) : nil
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<6:
      let preset = random.pick(presets)
      let allowsPredictive = preset == .docked || preset == .undocked
      return Scene.KeyboardSpec(
        .preset(preset), isPredictive: allowsPredictive && random.chance(0.35),
        duration: duration, curve: curve)
    case 6..<8:
      return Scene.KeyboardSpec(
        .height(length(1, screenHeight * 0.7)), duration: duration, curve: curve)
    default:
      let width = length(100, Swift.max(100, screenWidth))
      let height = length(50, 400)
      return Scene.KeyboardSpec(
        .frame(
          Rect(
            x: coordinate(0, screenWidth - width), y: coordinate(0, screenHeight), width: width,
            height: height)), duration: duration, curve: curve)
    }
  }

  mutating func action() -> Scene.Action {
    switch Int.random(in: 0..<114, using: &random) {
    case 0..<18: return .focus(random.pick(inputs))
    case 18..<25: return .showKeyboard(keyboard())
    case 25..<31: return .changeKeyboard(keyboard())
    case 31..<35:
      return .hideKeyboard(
        duration: random.chance(0.2) ? random.pick(Self.durations) : nil,
        curve: random.chance(0.2) ? random.pick(AnimationCurve.allCases) : nil)
    case 35..<40: return .pressReturn
    case 40..<44: return .goNext
    case 44..<47: return .goPrevious
    case 47..<49: return .done
    case 49..<51: return .resign
    case 51..<56: return .type(random.pick(Self.typedTexts))
    case 56..<60:
      swap(&screenWidth, &screenHeight)
      isLandscape.toggle()
      let insets = random.chance(0.5) ? currentInsets() : nil
      return .rotate(safeAreaInsets: insets, keyboard: random.chance(0.25) ? keyboard() : nil)
    case 60..<63:
      let width = length(screenWidth * 0.3, screenWidth)
      let frame = Rect(
        x: coordinate(0, Swift.max(0, screenWidth - width)), y: random.chance(0.8) ? 0 : 20,
        width: width, height: length(screenHeight * 0.5, screenHeight))
      let insets = random.chance(0.5) ? currentInsets() : nil
      return .resizeWindow(
        frame: frame, safeAreaInsets: insets, keyboard: random.chance(0.25) ? keyboard() : nil)
    case 63..<65: return .reloadLayout
    case 65..<74: return .configure(configuration())
    case 100...: return sessionAction()
    default: return update()
    }
  }

  mutating func configuration() -> Scene.ManagerSettings {
    var settings = Scene.ManagerSettings()
    switch Int.random(in: 0..<8, using: &random) {
    case 0: settings.isEnabled = random.chance(0.5)
    case 1: settings.keyboardDistance = random.pick([0, 10, coordinate(-20, 60)])
    case 2: settings.strategy = random.pick([.moveRoot, .scrollOnly, .resizeRoot])
    case 3: settings.isApplicationActive = random.chance(0.6)
    case 4: settings.layoutIfNeededOnUpdate = random.chance(0.5)
    case 5: settings.returnManager = returnSettings(allowsDisabling: false)
    case 6:
      let classes = Scene.ControllerClass.allCases
      if random.chance(0.5) {
        settings.enabledDistanceHandlingClasses = classes.filter { _ in random.chance(0.3) }
      } else {
        settings.disabledDistanceHandlingClasses = classes.filter { _ in random.chance(0.4) }
      }
    default:
      settings.isEnabled = random.chance(0.7)
      settings.strategy = random.pick([.moveRoot, .scrollOnly, .resizeRoot])
    }
    return settings
  }

  /// An `updateView` of a random view, with a key that applies to its kind.
  mutating func update() -> Scene.Action {
    var update = Scene.ViewUpdate()
    let roll = Int.random(in: 0..<100, using: &random)
    if roll >= 80, let layout = layoutUpdate() { return layout }
    if roll < 40 {
      let id = random.pick(inputs)
      let isField = textFields.contains(id)
      switch Int.random(in: 0..<10, using: &random) {
      case 0: update.isHidden = random.chance(0.5)
      case 1: update.frame = fieldFrame(width: screenWidth, height: screenHeight * 1.5)
      case 2: update.distanceFromKeyboard = coordinate(-20, 60)
      case 3: update.alpha = random.pick([0, 0.5, 1])
      case 4: update.isUserInteractionEnabled = random.chance(0.5)
      case 5: update.text = random.pick(Self.typedTexts)
      case 6: update.ignoresNavigation = random.chance(0.5)
      case 7: update.enableMode = random.pick(EnableMode.allCases)
      case 8:
        switch Int.random(in: 0..<6, using: &random) {
        case 0: update.keyboardType = random.pick(KeyboardType.allCases)
        case 1: update.isSecureTextEntry = random.chance(0.5)
        case 2: update.textContentType = random.pick(["username", "newPassword", "name"])
        case 3: update.shouldBeginEditing = random.chance(0.6)
        case 4: update.shouldEndEditing = random.chance(0.6)
        default: update.shouldReturn = random.chance(0.6)
        }
      default:
        if isField {
          update.isEnabled = random.chance(0.6)
        } else {
          update.isEditable = random.chance(0.6)
        }
      }
      return .updateView(id, update)
    }
    if roll < 55, !textViews.isEmpty {
      let id = random.pick(textViews)
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        update.caretRect = Rect(x: 0, y: coordinate(0, 1500), width: 2, height: length(14, 30))
      case 1:
        update.contentSize = Size(width: length(50, screenWidth), height: length(30, 3000))
      case 2:
        // The text view grows as the user types.
        update.frame = Rect(
          x: coordinate(0, 40), y: coordinate(0, screenHeight), width: length(100, screenWidth),
          height: length(40, screenHeight * 1.5))
      default: update.isScrollEnabled = random.chance(0.5)
      }
      return .updateView(id, update)
    }
    let scrolling = scrollViews + lists
    if roll < 80, !scrolling.isEmpty {
      let id = random.pick(scrolling)
      switch Int.random(in: 0..<6, using: &random) {
      case 0: update.contentOffset = Point(x: 0, y: coordinate(-100, 600))
      case 1: update.contentInset = Insets(top: length(0, 80), bottom: length(0, 300))
      case 2: update.isScrollEnabled = random.chance(0.5)
      case 3:
        if scrollViews.contains(id) {
          update.contentSize = Size(width: length(50, screenWidth), height: length(0, 3000))
        } else {
          update.isHidden = random.chance(0.3)
        }
      case 4: update.isHidden = random.chance(0.3)
      default: update.frame = containerFrame(width: screenWidth, height: screenHeight)
      }
      return .updateView(id, update)
    }
    if !plains.isEmpty {
      let id = random.pick(plains)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: update.isHidden = random.chance(0.5)
      case 1: update.alpha = random.pick([0, 0.5, 1])
      default: update.frame = containerFrame(width: screenWidth, height: screenHeight)
      }
      return .updateView(id, update)
    }
    return .reloadLayout
  }
}

extension RandomSceneBuilder {
  /// A step that drives the session beyond the keyboard: a hardware key, a controller step or
  /// a tree step, on the controllers and views made so far.
  mutating func sessionAction() -> Scene.Action {
    switch Int.random(in: 0..<12, using: &random) {
    case 0, 1:
      return .pressKey(random.pick(Scene.KeyName.allCases))
    case 2 where !navigations.isEmpty:
      let navigation = random.pick(navigations)
      return .push(navigation: navigation, stepController())
    case 3 where !navigations.isEmpty:
      let gesture: Scene.PopGesture? =
        random.chance(0.5) ? nil : random.pick(Scene.PopGesture.allCases)
      return .pop(navigation: random.pick(navigations), gesture: gesture)
    case 4:
      let from = random.chance(0.5) && !controllers.isEmpty ? random.pick(controllers) : nil
      var spec = stepController()
      spec.modalPresentationStyle = random.pick([.fullScreen, .pageSheet, .formSheet])
      return .present(spec, from: from)
    case 5:
      return .dismiss(random.chance(0.4) && !controllers.isEmpty ? random.pick(controllers) : nil)
    case 6 where !tabBars.isEmpty:
      let tabs = random.pick(tabBars.map(\.id))
      let count = tabBars.first { $0.id == tabs }?.count ?? 1
      return .selectTab(tabs, index: Int.random(in: 0..<count, using: &random))
    case 7, 8:
      return addition()
    case 9, 10:
      let removable = inputs + plains + cells
      guard !removable.isEmpty else { return .pressKey(.tab) }
      return .removeView(random.pick(removable))
    default:
      return .pressKey(random.pick([.tab, .shiftTab, .down]))
    }
  }

  /// A plain controller a step pushes or presents: a small form.
  mutating func stepController() -> Scene.ControllerSpec {
    viewBudget = Swift.max(viewBudget, 0) + 4
    return content()
  }

  /// An `addView` of a field or a plain view into a plain or scroll view, or of a cell with a
  /// field into a table or collection.
  mutating func addition() -> Scene.Action {
    let containers = plains + scrollViews
    if !lists.isEmpty, containers.isEmpty || random.chance(0.3) {
      let id = nextID("c")
      cells.append(id)
      var field = textField(width: 200, height: 40)
      field.frame = Rect(x: 4, y: 4, width: 150, height: 30)
      return .addView(
        parent: random.pick(lists), .cell(Scene.CellSpec(id: id, subviews: [field])),
        index: random.chance(0.3) ? 0 : nil)
    }
    guard !containers.isEmpty else { return .pressKey(.tab) }
    let parent = random.pick(containers)
    var spec: Scene.ViewSpec
    if random.chance(0.7) {
      spec = textField(width: screenWidth, height: screenHeight)
    } else {
      let id = nextID("v")
      spec = Scene.ViewSpec(
        id: id, kind: .view, frame: containerFrame(width: screenWidth, height: screenHeight))
      plains.append(id)
    }
    if random.chance(0.2) {
      spec.autoresizing = Scene.Autoresizing.allCases.filter { _ in random.chance(0.4) }
    }
    return .addView(parent: parent, .view(spec), index: random.chance(0.3) ? 0 : nil)
  }
}
