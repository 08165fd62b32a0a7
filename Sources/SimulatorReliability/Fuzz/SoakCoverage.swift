import KeyboardCore
import KeyboardSimulator
import SceneFormat

/// What a soak's scenes exercised: for each feature, how many scenes had it and how many steps
/// ran with it, so that a soak figure says what it covered.
///
/// Scene-wide features (the device, the geometry's kind, the tree's depth, the view and
/// controller kinds present) count every step of a scene that has them; step features (the
/// action, the keyboard it posts, the `updateView`, `updateController` and `configure` keys, the strategy and
/// whether the manager is enabled while the step runs) count the steps that have them.
///
/// ```swift
/// var coverage = SoakCoverage()
/// coverage.record(RandomScene.make(seed: 1))
/// print(coverage.table)
/// ```
package struct SoakCoverage: Sendable, Hashable {
  /// The counts of one feature.
  package struct Count: Sendable, Hashable {
    /// How many scenes had the feature.
    package var scenes = 0
    /// How many steps ran with it.
    package var steps = 0
  }

  /// The counts by feature name (`"action: focus"`, `"device: iPad landscape"`…).
  package private(set) var counts: [String: Count] = [:]

  /// Creates an empty coverage record.
  package init() {}

  /// Adds a scene's features.
  ///
  /// - Parameter scene: A replayed scene.
  /// - Complexity: O(v + s), v the scene's views and s its steps.
  package mutating func record(_ scene: Scene) {
    var found: [String: Int] = [:]
    let stepCount = scene.steps.count
    for feature in Self.sceneFeatures(scene) { found[feature] = stepCount }
    for feature in Self.stepFeatures(scene) { found[feature, default: 0] += 1 }
    for (feature, steps) in found {
      counts[feature, default: Count()].scenes += 1
      counts[feature, default: Count()].steps += steps
    }
  }

  /// Adds another record's counts to this one.
  ///
  /// - Parameter other: The counts to add.
  package mutating func merge(_ other: SoakCoverage) {
    for (feature, count) in other.counts {
      counts[feature, default: Count()].scenes += count.scenes
      counts[feature, default: Count()].steps += count.steps
    }
  }

  /// The table: one line per feature, grouped by the part before the colon, with its scenes
  /// and steps.
  package var table: String {
    let width = Swift.max(40, (counts.keys.map(\.count).max() ?? 0) + 2)
    var lines = ["coverage: feature".padded(to: width) + "    scenes       steps"]
    for feature in counts.keys.sorted() {
      guard let count = counts[feature] else { continue }
      lines.append(
        "  " + feature.padded(to: width - 2) + String(count.scenes).leftPadded(to: 10)
          + String(count.steps).leftPadded(to: 12))
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Scene features

  static func sceneFeatures(_ scene: Scene) -> Set<String> {
    var features: Set<String> = []
    let screen = scene.screen
    let size = Size(width: screen.width, height: screen.height)
    let deviceName = RandomScene.devices.first {
      ($0.width == screen.width && $0.height == screen.height)
        || ($0.height == screen.width && $0.width == screen.height)
    }?.name
    let orientation = screen.width < screen.height ? "portrait" : "landscape"
    features.insert("device: \(deviceName ?? "other size") \(orientation)")
    features.insert("device class: \(deviceClass(size))")
    features.insert("device scale: \(screen.scale.compactDescription)")
    if scene.window.frame != nil { features.insert("window: not filling the screen") }
    features.insert(scene.automaticKeyboard ? "keyboard: automatic" : "keyboard: scripted only")

    var numbers = NumberKinds()
    numbers.add(screen.width)
    numbers.add(screen.height)
    var depth = 0
    var collect = TreeFacts()
    visit(scene.root, depth: 0, into: &collect, numbers: &numbers, maxDepth: &depth)
    for step in scene.steps { numbers.add(step.action) }
    features.formUnion(numbers.features)
    features.formUnion(collect.features)
    let bucket: String
    switch depth {
    case ...3: bucket = "01-03"
    case 4...10: bucket = "04-10"
    case 11...25: bucket = "11-25"
    case 26...50: bucket = "26-50"
    default: bucket = "51+ (deep tree)"
    }
    features.insert("depth: \(bucket)")
    let docked = Scene.KeyboardSpec.dockedHeight(screen: size, isPredictive: false)
    if collect.textViewHeights.contains(where: { $0 > screen.height - docked }) {
      features.insert("view: tall text view (taller than the room above the keyboard)")
    }
    return features
  }

  static func deviceClass(_ size: Size) -> String {
    let isPortrait = size.width < size.height
    if Swift.min(size.width, size.height) >= 600 {
      return isPortrait ? "iPad portrait" : "iPad landscape"
    }
    let faceID = Swift.max(size.width, size.height) >= 812 ? ", Face ID" : ""
    guard isPortrait else { return "phone landscape\(faceID)" }
    if size.width < 375 { return "phone narrower than 375\(faceID)" }
    if size.width < 414 { return "phone 375-413 wide\(faceID)" }
    return "phone 414 and wider\(faceID)"
  }

  struct TreeFacts {
    var features: Set<String> = []
    var textViewHeights: [Double] = []
  }

  static func visit(
    _ controller: Scene.ControllerSpec, depth: Int, into facts: inout TreeFacts,
    numbers: inout NumberKinds, maxDepth: inout Int
  ) {
    facts.features.insert("controller: \(controller.kind.rawValue)")
    if controller.kind == .navigation {
      if controller.isNavigationBarHidden { facts.features.insert("controller: bar hidden") }
      if controller.viewControllers.contains(where: { $0.kind == .navigation }) {
        facts.features.insert("controller: navigation in navigation")
      }
    }
    if controller.additionalSafeAreaInsets != .zero {
      facts.features.insert("controller: additionalSafeAreaInsets")
    }
    if controller.returnManager != nil { facts.features.insert("controller: returnManager") }
    if controller.controllerClass != nil { facts.features.insert("controller: class") }
    facts.features.formUnion(barAndLayoutFeatures(of: controller))
    if let view = controller.view {
      visit(view, depth: 0, into: &facts, numbers: &numbers, maxDepth: &maxDepth)
    }
    for child in controller.viewControllers {
      visit(child, depth: depth + 1, into: &facts, numbers: &numbers, maxDepth: &maxDepth)
    }
    for child in controller.children {
      visit(
        child.controller, depth: depth + 1, into: &facts, numbers: &numbers, maxDepth: &maxDepth)
    }
    if let presented = controller.presented {
      facts.features.insert("controller: presented \(presented.modalPresentationStyle)")
      visit(presented, depth: depth + 1, into: &facts, numbers: &numbers, maxDepth: &maxDepth)
    }
  }

  static func visit(
    _ view: Scene.ViewSpec, depth: Int, into facts: inout TreeFacts,
    numbers: inout NumberKinds, maxDepth: inout Int
  ) {
    // Iterative, so a deep tree costs no stack.
    var pending: [(Scene.ViewSpec, Int)] = [(view, depth)]
    while let (view, depth) = pending.popLast() {
      maxDepth = Swift.max(maxDepth, depth)
      facts.features.insert("view: \(view.kind.rawValue)")
      if let frame = view.frame { numbers.add(frame) }
      if !view.autoresizing.isEmpty { facts.features.insert("view: autoresizing") }
      if view.isHidden || view.alpha == 0 { facts.features.insert("view: hidden or alpha 0") }
      if view.kind.isScrollView {
        numbers.add(view.contentOffset.y)
        if let size = view.contentSize, let frame = view.frame, size.width > frame.width,
          size.height <= frame.height
        {
          facts.features.insert("view: horizontal-only scroll view")
        }
        if view.contentInsetAdjustmentBehavior != .automatic {
          facts.features.insert("view: contentInsetAdjustmentBehavior")
        }
      }
      if view.kind == .textView, let frame = view.frame {
        facts.textViewHeights.append(frame.height)
      }
      if view.distanceFromKeyboard != nil { facts.features.insert("view: distanceFromKeyboard") }
      facts.features.formUnion(layoutFeatures(of: view))
      facts.features.formUnion(navigationFeatures(of: view))
      facts.features.formUnion(inputViewAndMarginFeatures(of: view))
      for child in view.subviews { pending.append((child, depth + 1)) }
      for cell in view.cells {
        for child in cell.subviews { pending.append((child, depth + 2)) }
      }
      for section in view.table.sections ?? [] {
        for placed in section.rows.placedCells {
          for child in placed.cell.subviews { pending.append((child, depth + 2)) }
        }
      }
      for accessory in [view.table.headerView, view.table.footerView] {
        if case .view(let child)? = accessory { pending.append((child, depth + 1)) }
      }
    }
  }

  /// The features of a stack, a table's sections, a collection's flow or a text view laid out
  /// from its text.
  static func layoutFeatures(of view: Scene.ViewSpec) -> Set<String> {
    var features: Set<String> = []
    switch view.kind {
    case .stackView:
      features.insert("stack: \(Scene.name(of: view.stack.axis)) \(view.stack.distribution)")
      if view.stack.sizesToFit { features.insert("stack: sizesToFit") }
      if view.subviews.contains(where: \.isHidden) {
        features.insert("stack: hidden arranged view")
      }
      if view.subviews.contains(where: { $0.kind == .stackView }) {
        features.insert("stack: nested stacks")
      }
      if !view.autoLayout.constraints.isEmpty {
        features.insert("stack: placed by constraints, \(view.stack.alignment) alignment")
        if view.stack.isLayoutMarginsRelativeArrangement {
          features.insert("stack: placed by constraints, margins-relative")
        }
      }
    case .tableView:
      features.insert("table: style \(view.table.style)")
      if view.table.headerView != nil || view.table.footerView != nil {
        features.insert("table: header or footer view")
      }
      guard let sections = view.table.sections else { break }
      features.insert("table: sections from a data source")
      for section in sections {
        if case .counted(let count, _, let cells) = section.rows {
          features.insert("table: counted rows")
          if count > 1000 { features.insert("table: more than 1,000 rows") }
          if !cells.isEmpty { features.insert("table: cells placed at counted rows") }
        }
        if section.headerHeight != nil || section.footerHeight != nil {
          features.insert("table: section header or footer height")
        }
      }
    case .collectionView:
      if view.flow.minimumLineSpacing != nil || view.flow.minimumInteritemSpacing != nil {
        features.insert("collection: line and item spacings")
      }
      if view.flow.sectionInset != .zero { features.insert("collection: sectionInset") }
      if view.flow.scrollDirection == .horizontal { features.insert("collection: horizontal") }
    case .textView:
      guard view.textLayout.sizesContentToText else { break }
      features.insert("text view: laid out from its lines")
      if view.textLayout.characterWidth != nil { features.insert("text view: wrapping") }
      if view.textLayout.caretPosition != nil { features.insert("text view: caretPosition") }
    case .view, .scrollView, .textField:
      break
    }
    return features
  }

  /// Which kinds of numbers a scene's geometry uses.
  struct NumberKinds {
    var hasPixelFraction = false
    var hasOtherFraction = false
    var hasExtreme = false

    mutating func add(_ value: Double) {
      let magnitude = Swift.abs(value)
      if magnitude >= 1e12 || (magnitude > 0 && magnitude <= 1e-12) {
        hasExtreme = true
      } else if value != value.rounded() {
        if (value * 4) == (value * 4).rounded() {
          hasPixelFraction = true
        } else {
          hasOtherFraction = true
        }
      }
    }

    mutating func add(_ rect: Rect) {
      add(rect.minX)
      add(rect.minY)
      add(rect.width)
      add(rect.height)
    }

    mutating func add(_ action: Scene.Action) {
      switch action {
      case .showKeyboard(let keyboard), .changeKeyboard(let keyboard):
        add(keyboard)
      case .rotate(_, let keyboard):
        if let keyboard { add(keyboard) }
      case .resizeWindow(let frame, _, let keyboard):
        add(frame)
        if let keyboard { add(keyboard) }
      case .updateView(_, let update):
        if let frame = update.frame { add(frame) }
        if let caret = update.caretRect { add(caret) }
        if let offset = update.contentOffset { add(offset.y) }
        if let distance = update.distanceFromKeyboard { add(distance) }
      case .updateController(_, let update):
        if let insets = update.additionalSafeAreaInsets {
          add(insets.top)
          add(insets.left)
          add(insets.bottom)
          add(insets.right)
        }
      case .configure(let settings):
        if let distance = settings.keyboardDistance { add(distance) }
      case .drag(let drag):
        drag.positions.forEach { add($0) }
      default: break
      }
    }

    mutating func add(_ keyboard: Scene.KeyboardSpec) {
      switch keyboard.source {
      case .frame(let rect): add(rect)
      case .height(let height): add(height)
      case .preset: break
      }
    }

    var features: Set<String> {
      var result: Set<String> = []
      if hasPixelFraction { result.insert("geometry: pixel fractions (.5, .25, .75)") }
      if hasOtherFraction { result.insert("geometry: other fractions (thirds, tenths)") }
      if hasExtreme { result.insert("geometry: extreme (1e-300 ... 1e300)") }
      if !hasPixelFraction && !hasOtherFraction && !hasExtreme {
        result.insert("geometry: whole numbers only")
      }
      return result
    }
  }

  // MARK: Step features

  /// One entry per step and feature (a feature may repeat: each is a step).
  static func stepFeatures(_ scene: Scene) -> [String] {
    var result: [String] = []
    var strategy = scene.manager.strategy ?? .moveRoot
    var isEnabled = scene.manager.isEnabled ?? true
    for step in scene.steps {
      let action = step.action
      if case .configure(let settings) = action {
        if let new = settings.strategy { strategy = new }
        if let new = settings.isEnabled {
          if new != isEnabled { result.append("manager: enabled or disabled mid-session") }
          isEnabled = new
        }
        for key in settings.configuredKeys { result.append("configure: \(key)") }
      }
      result.append("action: \(action.name)")
      result.append("strategy: \(strategy)")
      if !isEnabled { result.append("manager: step run while disabled") }
      switch action {
      case .showKeyboard(let keyboard), .changeKeyboard(let keyboard):
        result.append("keyboard posted: \(kind(of: keyboard))")
      case .rotate(let insets, let keyboard):
        if let keyboard { result.append("keyboard posted: \(kind(of: keyboard))") }
        if insets != nil { result.append("rotate: with safe area") }
      case .resizeWindow(_, let insets, let keyboard):
        if let keyboard { result.append("keyboard posted: \(kind(of: keyboard))") }
        if insets != nil { result.append("resizeWindow: with safe area") }
      case .hideKeyboard(let duration, let curve):
        if duration != nil || curve != nil { result.append("hideKeyboard: duration or curve") }
      case .updateView(_, let update):
        for key in update.setKeys { result.append("update: \(key)") }
      case .updateController(_, let update):
        for key in update.setKeys { result.append("updateController: \(key)") }
      case .drag(let drag):
        result.append("drag: ends \(drag.ends.rawValue)")
      default:
        result += sessionFeatures(of: action)
      }
    }
    return result
  }

  static func kind(of keyboard: Scene.KeyboardSpec) -> String {
    switch keyboard.source {
    case .preset(let preset):
      return preset.rawValue + (keyboard.isPredictive ? " predictive" : "")
    case .height: return "height"
    case .frame: return "frame"
    }
  }
}

extension SoakCoverage {
  /// Large titles, bars, extended layout and embedded children of one controller.
  static func barAndLayoutFeatures(of controller: Scene.ControllerSpec) -> Set<String> {
    var features: Set<String> = []
    if controller.prefersLargeTitles { features.insert("controller: large titles") }
    if !controller.isTranslucent { features.insert("controller: opaque bar") }
    if controller.largeTitleDisplayMode != .automatic {
      features.insert("controller: largeTitleDisplayMode \(controller.largeTitleDisplayMode)")
    }
    if controller.edgesForExtendedLayout != .all {
      features.insert(
        controller.edgesForExtendedLayout.contains(.top)
          ? "controller: edgesForExtendedLayout (top kept)"
          : "controller: edgesForExtendedLayout without top")
    }
    if controller.extendedLayoutIncludesOpaqueBars {
      features.insert("controller: extendedLayoutIncludesOpaqueBars")
    }
    if !controller.children.isEmpty { features.insert("controller: embedded child") }
    return features
  }

  /// Input views, accessories, dismissal modes and margins of one view.
  static func inputViewAndMarginFeatures(of view: Scene.ViewSpec) -> Set<String> {
    var features: Set<String> = []
    if view.inputViewHeight != nil { features.insert("view: inputViewHeight") }
    if view.inputAccessoryViewHeight != 0 { features.insert("view: inputAccessoryViewHeight") }
    if view.keyboardDismissMode != .none {
      features.insert("view: keyboardDismissMode \(view.keyboardDismissMode)")
    }
    if view.layoutMargins != nil || view.preservesSuperviewLayoutMargins
      || !view.insetsLayoutMarginsFromSafeArea
    {
      features.insert("view: layout margins")
    }
    return features
  }
}

extension Scene.ManagerSettings {
  /// The names of the keys a `configure` step sets.
  fileprivate var configuredKeys: [String] {
    var keys: [String] = []
    if isEnabled != nil { keys.append("isEnabled") }
    if keyboardDistance != nil { keys.append("keyboardDistance") }
    if strategy != nil { keys.append("strategy") }
    if layoutIfNeededOnUpdate != nil { keys.append("layoutIfNeededOnUpdate") }
    if isApplicationActive != nil { keys.append("isApplicationActive") }
    if returnManager != nil { keys.append("returnManager") }
    if enabledDistanceHandlingClasses != nil { keys.append("enabledDistanceHandlingClasses") }
    if disabledDistanceHandlingClasses != nil { keys.append("disabledDistanceHandlingClasses") }
    return keys
  }
}

extension String {
  fileprivate func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

extension SoakCoverage {
  /// The navigation, trait and delegate features of one view.
  static func navigationFeatures(of view: Scene.ViewSpec) -> [String] {
    var features: [String] = []
    if view.navigationGroup != nil { features.append("view: navigation group") }
    if view.isExcludedFromNavigation { features.append("view: excluded from navigation") }
    if view.next != nil || view.previous != nil { features.append("text: next or previous link") }
    if view.hasRefusingDelegate { features.append("text: delegate that refuses") }
    if !view.keyboardType.hasReturnKey && view.kind.isTextInput {
      features.append("text: keyboard without a return key")
    }
    if view.isSecureTextEntry { features.append("text: secure entry") }
    if view.textContentType != nil { features.append("text: content type") }
    return features
  }

  /// The features of a session step beyond its action's name.
  static func sessionFeatures(of action: Scene.Action) -> [String] {
    switch action {
    case .pressKey(let key): ["pressKey: \(key.rawValue)"]
    case .pop(_, let gesture):
      ["pop: " + (gesture.map { "interactive, \($0.rawValue)" } ?? "at once")]
    case .present(let spec, let from):
      ["present: \(from == nil ? "from the topmost" : "from a named controller")"]
        + (spec.controllerClass == nil ? [] : ["present: with a class"])
    case .addView(_, .cell, _): ["addView: cell"]
    case .addView(_, .view(let spec), let index):
      ["addView: " + (spec.containsTextInput ? "with a text input" : "without a text input")]
        + (index == nil ? [] : ["addView: at an index"])
    default: []
    }
  }
}
