import KeyboardCore
import ReturnManager
import SceneFormat

/// Builds a scene's live tree: a `Screen`, a `Window`, the controllers with their views, a
/// `KeyboardManager` configured as the scene says, and a `ReturnManager` per form.
///
/// A form is a plain controller whose view holds at least one text input; its return manager
/// is `ReturnManager(controller:)` with the scene's settings, overridden by the controller's
/// own `returnManager` settings.
///
/// ```swift
/// let live = try SceneBuilder.build(scene)
/// live.view(withID: "email")?.frameInWindow   // (20, 464, 335×34)
/// ```
package enum SceneBuilder {
  /// Validates a scene and builds it.
  ///
  /// The scene is validated as a whole first (``SceneLoader/validate(_:file:)``), so nothing
  /// is built from an inconsistent scene.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - file: The name error messages give the scene.
  /// - Returns: The live scene, laid out once.
  /// - Throws: ``SceneError`` when the scene is inconsistent.
  package static func build(_ scene: Scene, file: String = "scene") throws(SceneError) -> LiveScene
  {
    try SceneLoader.validate(scene, file: file)
    var builder = Builder(scene: scene)
    return builder.build()
  }
}

private struct Builder {
  let scene: Scene
  var counters: [String: Int] = [:]
  var formControllers:
    [(name: String, controller: ViewController, settings: Scene.ReturnSettings?)] =
      []
  var pending: [(View, String, LiveScene.Role)] = []
  var controllerNames: [(String, ViewController)] = []

  init(scene: Scene) {
    self.scene = scene
  }

  mutating func build() -> LiveScene {
    let screen = Screen(
      width: scene.screen.width, height: scene.screen.height, scale: scene.screen.scale)
    let window = Window(
      screen: screen, frame: scene.window.frame, safeAreaInsets: scene.window.safeAreaInsets)
    let root = makeController(scene.root)
    var presentedControllers: [ViewController] = []
    var presentedSpec = scene.root.presented
    while let spec = presentedSpec {
      presentedControllers.append(makeController(spec))
      presentedSpec = spec.presented
    }
    let manager = KeyboardManager(window: window)
    let live = LiveScene(scene: scene, screen: screen, window: window, keyboardManager: manager)
    for (view, name, role) in pending { live.register(view, name: name, role: role) }
    for (name, controller) in controllerNames { live.controllersByName[name] = controller }

    window.rootViewController = root
    var presenter = root
    for presented in presentedControllers {
      presenter.present(presented)
      presenter = presented
    }
    registerBars(of: root, in: live)
    window.layoutIfNeeded()

    Simulator.apply(scene.manager, to: manager, returnManagers: [])
    if scene.manager.isEnabled == nil { manager.isEnabled = true }
    let defaults = scene.manager.returnManager ?? Scene.ReturnSettings()
    for form in formControllers {
      let settings = defaults.overridden(by: form.settings)
      guard settings.isEnabled ?? true else { continue }
      let returnManager = ReturnManager(controller: form.controller)
      Simulator.apply(settings, to: returnManager)
      live.forms.append(LiveScene.Form(name: form.name, manager: returnManager))
    }
    window.layoutIfNeeded()
    return live
  }

  mutating func nextName(_ prefix: String) -> String {
    let count = (counters[prefix] ?? 0) + 1
    counters[prefix] = count
    return "\(prefix)#\(count)"
  }

  // MARK: Controllers

  /// Makes a controller and everything below it.
  ///
  /// - Parameters:
  ///   - spec: The controller.
  ///   - isEmbedded: Whether it is (inside) an embedded child, whose fields belong to the
  ///     embedding controller's form.
  /// - Returns: The controller.
  mutating func makeController(_ spec: Scene.ControllerSpec, isEmbedded: Bool = false)
    -> ViewController
  {
    let name = spec.id ?? nextName(spec.kind == .plain ? "controller" : spec.kind.rawValue)
    let controller: ViewController
    switch spec.kind {
    case .plain:
      controller = ViewController()
      let rootSpec = spec.view ?? Scene.ViewSpec()
      let firstView = pending.count
      let rootView = makeView(rootSpec, frame: .zero, name: rootSpec.id ?? name, isRoot: true)
      controller.view = rootView
      let ownViews = pending[firstView...]
      if let id = spec.contentScrollView,
        let scroll = ownViews.first(where: { $0.1 == id })?.0 as? ScrollView
      {
        controller.contentScrollView = scroll
      }
      for child in spec.children {
        let childController = makeController(child.controller, isEmbedded: true)
        if let container = ownViews.first(where: { $0.1 == child.container })?.0 {
          embed(childController, in: container, of: controller)
        }
      }
      if !isEmbedded && containsTextInput(spec) {
        formControllers.append((name, controller, spec.returnManager))
      }
    case .navigation:
      let children = spec.viewControllers.map { makeController($0, isEmbedded: isEmbedded) }
      let navigation = NavigationController(rootViewController: children[0])
      for child in children.dropFirst() { navigation.pushViewController(child) }
      navigation.isNavigationBarHidden = spec.isNavigationBarHidden
      navigation.navigationBar.prefersLargeTitles = spec.prefersLargeTitles
      navigation.navigationBar.isTranslucent = spec.isTranslucent
      controller = navigation
    case .tab:
      let children = spec.viewControllers.map { makeController($0, isEmbedded: isEmbedded) }
      let tabs = TabBarController(viewControllers: children)
      tabs.selectedIndex = spec.selectedIndex
      tabs.tabBar.isTranslucent = spec.isTranslucent
      controller = tabs
    case .split:
      let primary = makeController(spec.viewControllers[0], isEmbedded: isEmbedded)
      let secondary = makeController(spec.viewControllers[1], isEmbedded: isEmbedded)
      controller = SplitViewController(primary: primary, secondary: secondary)
    }
    controller.navigationItem.largeTitleDisplayMode = spec.largeTitleDisplayMode
    controller.edgesForExtendedLayout = spec.edgesForExtendedLayout
    controller.extendedLayoutIncludesOpaqueBars = spec.extendedLayoutIncludesOpaqueBars
    controller.title = spec.title
    controller.modalPresentationStyle = spec.modalPresentationStyle
    controller.additionalSafeAreaInsets = spec.additionalSafeAreaInsets
    if spec.kind != .plain {
      pending.append((controller.view, name, .controllerView))
    }
    controllerNames.append((name, controller))
    return controller
  }

  func registerBars(of controller: ViewController, in live: LiveScene) {
    var stack: [ViewController] = [controller]
    var presented = controller.presentedViewController
    while let next = presented {
      stack.append(next)
      presented = next.presentedViewController
    }
    while let current = stack.popLast() {
      let name = live.controllersByName.first { $0.value === current }?.key ?? "controller"
      if let navigation = current as? NavigationController {
        live.register(navigation.navigationBar, name: "\(name) bar", role: .bar)
        stack.append(contentsOf: navigation.viewControllers)
      } else if let tabs = current as? TabBarController {
        live.register(tabs.tabBar, name: "\(name) bar", role: .bar)
        stack.append(contentsOf: tabs.viewControllers)
      } else {
        stack.append(contentsOf: current.children)
      }
    }
  }

  /// Embeds a child as UIKit's containment does: `addChild(_:)`, the child's view added to the
  /// container filling its bounds (and following its size), `didMove(toParent:)`.
  func embed(_ child: ViewController, in container: View, of parent: ViewController) {
    parent.addChild(child)
    let childView = child.view
    childView.frame = Rect(origin: .zero, size: container.bounds.size)
    container.addSubview(childView)
    if let autoresizing = container as? AutoresizingView {
      autoresizing.rules[ObjectIdentifier(childView)] = [.flexibleWidth, .flexibleHeight]
    }
    child.didMove(toParent: parent)
  }

  /// Whether a plain controller's form has text inputs: in its view or in its embedded
  /// children's.
  func containsTextInput(_ spec: Scene.ControllerSpec) -> Bool {
    spec.view.map(containsTextInput) == true
      || spec.children.contains { containsTextInput($0.controller) }
      || spec.viewControllers.contains(where: containsTextInput)
  }

  func containsTextInput(_ spec: Scene.ViewSpec) -> Bool {
    spec.kind.isTextInput || spec.subviews.contains(where: containsTextInput)
      || spec.cells.contains { $0.subviews.contains(where: containsTextInput) }
  }

  // MARK: Views

  mutating func makeView(_ spec: Scene.ViewSpec, frame: Rect, name: String, isRoot: Bool) -> View {
    let view: View
    let role: LiveScene.Role
    switch spec.kind {
    case .view:
      view = AutoresizingView(frame: frame)
      role = isRoot ? .controllerView : .view
    case .scrollView:
      view = ScrollView(frame: frame)
      role = .scrollView
    case .tableView:
      let table = TableView(frame: frame)
      if let rowHeight = spec.rowHeight { table.rowHeight = rowHeight }
      view = table
      role = .tableView
    case .collectionView:
      let collection = CollectionView(frame: frame)
      if let itemSize = spec.itemSize { collection.itemSize = itemSize }
      if let spacing = spec.spacing { collection.spacing = spacing }
      view = collection
      role = .collectionView
    case .textField:
      let field = TextField(frame: frame)
      field.isEnabled = spec.isEditingEnabled
      view = field
      role = .textField
    case .textView:
      let textView = TextView(frame: frame)
      textView.isEditable = spec.isEditingEnabled
      if let lineHeight = spec.lineHeight { textView.lineHeight = lineHeight }
      if let caret = spec.caretRect { textView.caretRect = caret }
      view = textView
      role = .textView
    }
    pending.append((view, name, role))
    view.isHidden = spec.isHidden
    view.alpha = spec.alpha
    view.isUserInteractionEnabled = spec.isUserInteractionEnabled
    view.tag = spec.tag
    if let margins = spec.layoutMargins { view.layoutMargins = margins }
    view.insetsLayoutMarginsFromSafeArea = spec.insetsLayoutMarginsFromSafeArea
    view.preservesSuperviewLayoutMargins = spec.preservesSuperviewLayoutMargins
    if let input = view as? any TextInput {
      input.text = spec.text
      input.placeholder = spec.placeholder
      input.returnKeyType = spec.returnKeyType
      input.distanceFromKeyboard = spec.distanceFromKeyboard
      input.enableMode = spec.enableMode
      input.ignoresNavigation = spec.ignoresNavigation
      input.inputViewHeight = spec.inputViewHeight
      input.inputAccessoryViewHeight = spec.inputAccessoryViewHeight
    }
    for child in spec.subviews {
      let childView = makeView(
        child, frame: child.frame ?? .zero, name: child.id ?? nextName(child.kind.rawValue),
        isRoot: false)
      view.addSubview(childView)
      if !child.autoresizing.isEmpty, let container = view as? AutoresizingView {
        container.rules[ObjectIdentifier(childView)] = child.autoresizing
      }
    }
    for cellSpec in spec.cells {
      let cell = Cell(frame: Rect(x: 0, y: 0, width: 0, height: cellSpec.height ?? 0))
      pending.append((cell, cellSpec.id ?? nextName("cell"), .cell))
      if let table = view as? TableView {
        table.appendCell(cell)
      } else if let collection = view as? CollectionView {
        collection.appendCell(cell)
      }
      for child in cellSpec.subviews {
        let childView = makeView(
          child, frame: child.frame ?? .zero, name: child.id ?? nextName(child.kind.rawValue),
          isRoot: false)
        cell.contentView.addSubview(childView)
      }
    }
    if let scroll = view as? ScrollView {
      configure(scroll, with: spec)
    }
    return view
  }

  func configure(_ scroll: ScrollView, with spec: Scene.ViewSpec) {
    if !spec.kind.hasCells {
      if let size = spec.contentSize {
        scroll.contentSize = size
      } else if spec.kind == .textView {
        scroll.contentSize = scroll.frame.size
      } else {
        let extent = scroll.subviews.reduce(Rect.null) { $0.union($1.frame) }
        scroll.contentSize =
          extent.isNull
          ? .zero : Size(width: Swift.max(0, extent.maxX), height: Swift.max(0, extent.maxY))
      }
    }
    scroll.contentInset = spec.contentInset
    scroll.contentInsetAdjustmentBehavior = spec.contentInsetAdjustmentBehavior
    scroll.isScrollEnabled = spec.isScrollEnabled
    scroll.alwaysBounceVertical = spec.alwaysBounceVertical
    scroll.ignoreScrollingAdjustment = spec.ignoreScrollingAdjustment
    scroll.ignoreContentInsetAdjustment = spec.ignoreContentInsetAdjustment
    scroll.restoreContentOffset = spec.restoreContentOffset
    scroll.keyboardDismissMode = spec.keyboardDismissMode
    scroll.contentOffset = spec.contentOffset
  }
}
