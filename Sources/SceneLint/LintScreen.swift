import KeyboardCore
import SceneFormat
import SceneImport

/// A screen to lint: a scene whose text inputs all have ids, and what keeps each input from
/// being focused.
public struct LintScreen: Sendable, Hashable {
  /// The screen's name in reports.
  public var name: String
  /// The file it came from.
  public var source: String
  /// The scene, every text input with an id.
  public var scene: Scene
  /// The text inputs' ids, in document order.
  public var inputs: [String]
  /// Per input, why it cannot take focus or be reached by Next, if the scene says so
  /// (`hidden`, `interaction disabled in lockedBox`); absent for an ordinary input.
  public var obstacles: [String: String]
  /// What an import approximated (the scene's `notes`).
  public var notes: [String]
  /// The constraints an import installs by size class, installed per case.
  package var varyingConstraints: [ImportedScreen.VaryingConstraint] = []
  /// The alignment rect insets an import read, set on each case's live views.
  package var alignmentInsets: [String: Insets] = [:]

  /// A screen from a scene; inputs without an id get `textField-N` or `textView-N`.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - name: The name in reports.
  ///   - source: The file.
  public init(scene: Scene, name: String, source: String) {
    self.name = name
    self.source = source
    var collector = InputCollector()
    collector.collectIDs(in: scene.root)
    var scene = scene
    collector.visit(&scene.root)
    self.scene = scene
    self.inputs = collector.inputs
    self.obstacles = collector.obstacles
    self.notes = scene.notes
  }

  /// A screen from an import.
  ///
  /// - Parameter imported: The imported screen.
  public init(_ imported: ImportedScreen) {
    self.init(scene: imported.scene, name: imported.name, source: imported.source)
    varyingConstraints = imported.varyingConstraints
    alignmentInsets = imported.alignmentInsets
  }

  /// The scene on another screen: the same controllers and views, each controller's view
  /// resized from the scene's screen to `size` and its subviews moved by their autoresizing
  /// rules (as the simulator's plain views do when they resize), with `insets` as the safe
  /// area and `keyboard` shown when an input begins editing.
  func scene(on size: Size, insets: Insets, keyboard: Scene.KeyboardSpec, steps: [Scene.Step])
    -> Scene
  {
    var adapted = scene
    let from = Size(width: scene.screen.width, height: scene.screen.height)
    adapted.screen.width = size.width
    adapted.screen.height = size.height
    adapted.window = Scene.WindowSpec(safeAreaInsets: insets)
    adapted.keyboard = keyboard
    adapted.automaticKeyboard = true
    adapted.expectations = []
    adapted.steps = steps
    if from != size { Self.resize(&adapted.root, from: from, to: size) }
    if !varyingConstraints.isEmpty {
      let sizeClass = ImportedConstraint.SizeClass(screen: size)
      var byOwner: [String: [ImportedScreen.VaryingConstraint]] = [:]
      for varying in varyingConstraints { byOwner[varying.owner, default: []].append(varying) }
      Self.updateViews(of: &adapted.root) { view in
        guard let id = view.id, let list = byOwner[id] else { return }
        let specs = Set(list.map(\.spec))
        view.autoLayout.constraints.removeAll { specs.contains($0) }
        view.autoLayout.constraints += list.filter { $0.constraint.isInstalled(in: sizeClass) }
          .map(\.spec)
      }
    }
    return adapted
  }

  /// Calls `body` with every view of a controller tree.
  static func updateViews(
    of controller: inout Scene.ControllerSpec, _ body: (inout Scene.ViewSpec) -> Void
  ) {
    func subtree(_ view: inout Scene.ViewSpec) {
      body(&view)
      for index in view.subviews.indices { subtree(&view.subviews[index]) }
      for cell in view.cells.indices {
        for index in view.cells[cell].subviews.indices {
          subtree(&view.cells[cell].subviews[index])
        }
      }
    }
    if var view = controller.view {
      subtree(&view)
      controller.view = view
    }
    for index in controller.viewControllers.indices {
      updateViews(of: &controller.viewControllers[index], body)
    }
    if var presented = controller.presented {
      updateViews(of: &presented, body)
      controller.presented = presented
    }
  }

  static func resize(_ controller: inout Scene.ControllerSpec, from: Size, to: Size) {
    if var view = controller.view {
      layOut(&view, from: from, to: to)
      controller.view = view
    }
    for index in controller.viewControllers.indices {
      resize(&controller.viewControllers[index], from: from, to: to)
    }
    if var presented = controller.presented {
      resize(&presented, from: from, to: to)
      controller.presented = presented
    }
  }

  /// Moves a plain view's subviews for its size change from `from` to `to`, UIKit's
  /// autoresizing rule: the change along an axis is shared by the flexible parts in proportion
  /// to their sizes (equally when they are all zero).
  static func layOut(_ view: inout Scene.ViewSpec, from: Size, to: Size) {
    guard view.kind == .view, from != to else { return }
    for index in view.subviews.indices {
      let rules = view.subviews[index].autoresizing
      guard !rules.isEmpty, let frame = view.subviews[index].frame else { continue }
      let moved = Scene.Autoresizing.frame(frame, masks: rules, from: from, to: to)
      view.subviews[index].frame = moved
      layOut(&view.subviews[index], from: frame.size, to: moved.size)
    }
  }
}

/// Walks a scene's controllers and views: gives inputs ids and notes their obstacles.
private struct InputCollector {
  var used: Set<String> = []
  var inputs: [String] = []
  var obstacles: [String: String] = [:]
  var counters: [Scene.ViewKind: Int] = [:]

  mutating func collectIDs(in controller: Scene.ControllerSpec) {
    if let id = controller.id { used.insert(id) }
    if let view = controller.view { collectIDs(in: view) }
    controller.viewControllers.forEach { collectIDs(in: $0) }
    if let presented = controller.presented { collectIDs(in: presented) }
  }

  mutating func collectIDs(in view: Scene.ViewSpec) {
    if let id = view.id { used.insert(id) }
    view.subviews.forEach { collectIDs(in: $0) }
    for cell in view.cells {
      if let id = cell.id { used.insert(id) }
      cell.subviews.forEach { collectIDs(in: $0) }
    }
  }

  mutating func visit(_ controller: inout Scene.ControllerSpec) {
    if var view = controller.view {
      visit(&view, obstacle: nil)
      controller.view = view
    }
    for index in controller.viewControllers.indices {
      visit(&controller.viewControllers[index])
    }
    if var presented = controller.presented {
      visit(&presented)
      controller.presented = presented
    }
  }

  mutating func visit(_ view: inout Scene.ViewSpec, obstacle inherited: String?) {
    var obstacle = inherited
    let place = view.id.map { " in \($0)" } ?? " in a superview"
    if obstacle == nil {
      if view.isHidden {
        obstacle = view.kind.isTextInput ? "hidden" : "hidden\(place)"
      } else if view.alpha <= 0.01 {
        obstacle = view.kind.isTextInput ? "transparent" : "transparent\(place)"
      } else if !view.isUserInteractionEnabled {
        obstacle =
          view.kind.isTextInput ? "interaction disabled" : "interaction disabled\(place)"
      }
    }
    if view.kind.isTextInput {
      if view.id == nil {
        let count = (counters[view.kind] ?? 0) + 1
        counters[view.kind] = count
        var candidate = "\(view.kind.rawValue)-\(count)"
        var suffix = count
        while used.contains(candidate) {
          suffix += 1
          candidate = "\(view.kind.rawValue)-\(suffix)"
        }
        counters[view.kind] = suffix
        used.insert(candidate)
        view.id = candidate
      }
      let id = view.id ?? ""
      inputs.append(id)
      if let obstacle {
        obstacles[id] = obstacle
      } else if !view.isEditingEnabled {
        obstacles[id] = view.kind == .textView ? "not editable" : "disabled"
      } else if view.ignoresNavigation {
        obstacles[id] = "ignoresNavigation"
      } else if view.enableMode == .disabled {
        obstacles[id] = "keyboard manager disabled for it"
      }
    }
    for index in view.subviews.indices {
      visit(&view.subviews[index], obstacle: obstacle)
    }
    for cell in view.cells.indices {
      for index in view.cells[cell].subviews.indices {
        visit(&view.cells[cell].subviews[index], obstacle: obstacle)
      }
    }
  }
}
