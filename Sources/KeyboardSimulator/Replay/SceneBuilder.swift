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
    var builder = SceneTreeBuilder(scene: scene)
    return builder.build()
  }
}

/// Makes live controllers and views from their descriptions: for the whole scene when it is
/// built, and for the controllers and views that steps push, present and add later.
struct SceneTreeBuilder {
  let scene: Scene
  var counters: [String: Int] = [:]
  var formControllers:
    [(name: String, controller: ViewController, settings: Scene.ReturnSettings?)] =
      []
  var pending: [(View, String, LiveScene.Role)] = []
  var controllerNames: [(String, ViewController)] = []
  /// The views whose descriptions have links, refusing delegates, navigation groups or
  /// excluded subtrees, installed once the forms exist.
  var navigationSpecs: [(View, Scene.ViewSpec)] = []
  /// Every plain controller made, with its name and return-manager overrides.
  var plainControllers:
    [(name: String, controller: ViewController, settings: Scene.ReturnSettings?)] = []
  /// The ids of the first items of the scene's constraints, whose views the constraints place
  /// by default; empty for views that steps add (they have no constraints).
  var firstItems: Set<String> = []

  init(scene: Scene, counters: [String: Int] = [:]) {
    self.scene = scene
    self.counters = counters
  }

  mutating func build() -> LiveScene {
    let screen = Screen(
      width: scene.screen.width, height: scene.screen.height, scale: scene.screen.scale)
    let window = Window(
      screen: screen, frame: scene.window.frame, safeAreaInsets: scene.window.safeAreaInsets)
    firstItems = scene.firstItemIDs
    let root = makeController(scene.root)
    firstItems = []
    var presentedControllers: [ViewController] = []
    var presentedSpec = scene.root.presented
    while let spec = presentedSpec {
      presentedControllers.append(makeController(spec))
      presentedSpec = spec.presented
    }
    let manager = KeyboardManager(window: window)
    manager.rulesSwitchedOff = scene.rulesSwitchedOff
    let live = LiveScene(scene: scene, screen: screen, window: window, keyboardManager: manager)
    register(in: live)

    window.rootViewController = root
    var presenter = root
    for presented in presentedControllers {
      presenter.present(presented)
      presenter = presented
    }
    registerBars(of: root, in: live)
    live.installConstraints()
    window.layoutIfNeeded()

    Simulator.apply(scene.manager, to: manager, returnManagers: [])
    if scene.manager.isEnabled == nil { manager.isEnabled = true }
    makeForms(in: live)
    window.layoutIfNeeded()
    return live
  }

  /// Registers the views and controllers made so far with the live scene.
  mutating func register(in live: LiveScene) {
    for (view, name, role) in pending { live.register(view, name: name, role: role) }
    for (name, controller) in controllerNames { live.controllersByName[name] = controller }
    for plain in plainControllers {
      live.plainControllers[ObjectIdentifier(plain.controller.view)] = LiveScene.PlainController(
        name: plain.name, controller: plain.controller, settings: plain.settings)
    }
    pending = []
    controllerNames = []
    plainControllers = []
    live.counters = counters
  }

  /// Gives every form made so far its return manager, then installs the navigation keys,
  /// links and delegates of the views made so far.
  mutating func makeForms(in live: LiveScene) {
    for form in formControllers {
      live.makeForm(name: form.name, controller: form.controller, settings: form.settings)
    }
    formControllers = []
    live.installNavigation(navigationSpecs)
    navigationSpecs = []
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
      controller = spec.controllerClass?.makeController() ?? ViewController()
      let rootSpec = spec.view ?? Scene.ViewSpec()
      let firstView = pending.count
      let rootView = makeView(rootSpec, frame: .zero, name: rootSpec.id ?? name, isRoot: true)
      controller.view = rootView
      plainControllers.append((name, controller, spec.returnManager))
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
      || (spec.table.sections ?? []).contains { section in
        section.rows.placedCells.contains { $0.cell.subviews.contains(where: containsTextInput) }
      }
      || [spec.table.headerView, spec.table.footerView].contains { accessory in
        if case .view(let view)? = accessory { return containsTextInput(view) }
        return false
      }
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
      view = AutoresizingScrollView(frame: frame)
      role = .scrollView
    case .tableView:
      let table = SceneTableView(frame: frame, style: spec.table.style)
      if let rowHeight = spec.rowHeight { table.rowHeight = rowHeight }
      configure(table, with: spec.table)
      view = table
      role = .tableView
    case .collectionView:
      let collection = CollectionView(frame: frame)
      if let itemSize = spec.itemSize { collection.itemSize = itemSize }
      if let spacing = spec.spacing { collection.spacing = spacing }
      configure(collection, with: spec.flow)
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
      configure(textView, with: spec.textLayout)
      view = textView
      role = .textView
    case .stackView:
      let stack = StackView(frame: frame)
      stack.axis = spec.stack.axis
      stack.spacing = spec.stack.spacing
      stack.distribution = spec.stack.distribution
      stack.alignment = spec.stack.alignment
      stack.isLayoutMarginsRelativeArrangement = spec.stack.isLayoutMarginsRelativeArrangement
      view = stack
      role = .stackView
    }
    pending.append((view, name, role))
    if spec.hasNavigationKeys { navigationSpecs.append((view, spec)) }
    view.isHidden = spec.isHidden
    view.alpha = spec.alpha
    view.isUserInteractionEnabled = spec.isUserInteractionEnabled
    view.tag = spec.tag
    if let margins = spec.layoutMargins { view.layoutMargins = margins }
    view.insetsLayoutMarginsFromSafeArea = spec.insetsLayoutMarginsFromSafeArea
    view.preservesSuperviewLayoutMargins = spec.preservesSuperviewLayoutMargins
    if !spec.autoLayout.isEmpty || firstItems.contains(spec.id ?? "") {
      configureAutoLayout(view, with: spec, isRoot: isRoot)
    }
    if let input = view as? any TextInput {
      input.text = spec.text
      input.placeholder = spec.placeholder
      input.returnKeyType = spec.returnKeyType
      input.distanceFromKeyboard = spec.distanceFromKeyboard
      input.enableMode = spec.enableMode
      input.ignoresNavigation = spec.ignoresNavigation
      input.keyboardType = spec.keyboardType
      input.isSecureTextEntry = spec.isSecureTextEntry
      input.textContentType = spec.textContentType.map(TextContentType.init(rawValue:))
      input.inputViewHeight = spec.inputViewHeight
      input.inputAccessoryViewHeight = spec.inputAccessoryViewHeight
    }
    if let textView = view as? TextView, let position = spec.textLayout.caretPosition {
      // After the text, which it counts in.
      textView.caretPosition = position
    }
    for child in spec.subviews {
      let childView = makeView(
        child, frame: child.frame ?? .zero, name: child.id ?? nextName(child.kind.rawValue),
        isRoot: false)
      if let stack = view as? StackView {
        stack.addArrangedSubview(childView)
      } else {
        view.addSubview(childView)
      }
      if !child.autoresizing.isEmpty, let container = view as? any AutoresizingContainer {
        container.rules[ObjectIdentifier(childView)] = child.autoresizing
      }
    }
    for cellSpec in spec.cells {
      let cell = makeCell(cellSpec)
      if let table = view as? TableView {
        table.appendCell(cell)
      } else if let collection = view as? CollectionView {
        collection.appendCell(cell)
      }
    }
    if let table = view as? SceneTableView {
      buildTableParts(of: table, from: spec)
    }
    if let stack = view as? StackView, spec.stack.sizesToFit {
      stack.sizeToFit()
    }
    if let scroll = view as? ScrollView {
      configure(scroll, with: spec)
    }
    return view
  }

  /// A cell with its content, not yet in a table or collection.
  mutating func makeCell(_ spec: Scene.CellSpec) -> Cell {
    let cell = Cell(frame: Rect(x: 0, y: 0, width: 0, height: spec.height ?? 0))
    pending.append((cell, spec.id ?? nextName("cell"), .cell))
    for child in spec.subviews {
      let childView = makeView(
        child, frame: child.frame ?? .zero, name: child.id ?? nextName(child.kind.rawValue),
        isRoot: false)
      cell.contentView.addSubview(childView)
    }
    return cell
  }

  func configure(_ scroll: ScrollView, with spec: Scene.ViewSpec) {
    if !spec.kind.hasCells, !spec.textLayout.sizesContentToText {
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

  // MARK: Layout parts

  func configure(_ table: TableView, with spec: Scene.TableSpec) {
    if let height = spec.sectionHeaderHeight { table.sectionHeaderHeight = height }
    if let height = spec.sectionFooterHeight { table.sectionFooterHeight = height }
    if let margin = spec.insetGroupedMargin { table.insetGroupedMargin = margin }
  }

  func configure(_ collection: CollectionView, with spec: Scene.FlowSpec) {
    if let spacing = spec.minimumLineSpacing { collection.minimumLineSpacing = spacing }
    if let spacing = spec.minimumInteritemSpacing { collection.minimumInteritemSpacing = spacing }
    collection.sectionInset = spec.sectionInset
    collection.scrollDirection = spec.scrollDirection
  }

  func configure(_ textView: TextView, with spec: Scene.TextLayoutSpec) {
    if let size = spec.fontSize { textView.fontSize = size }
    if let inset = spec.textContainerInset { textView.textContainerInset = inset }
    textView.characterWidth = spec.characterWidth
    // Before the text is set, so the text is laid out once it is.
    textView.sizesContentToText = spec.sizesContentToText
  }

  /// A table's header and footer views, and the cells of its sections, supplied by the table
  /// as its own data source.
  mutating func buildTableParts(of table: SceneTableView, from spec: Scene.ViewSpec) {
    table.tableHeaderView = spec.table.headerView.map { makeAccessory($0) }
    table.tableFooterView = spec.table.footerView.map { makeAccessory($0) }
    guard let sections = spec.table.sections else { return }
    var supplied: [SceneTableView.Section] = []
    for section in sections {
      var cells: [Int: (cell: Cell, height: Double?)] = [:]
      for placed in section.rows.placedCells {
        let cell = Cell(frame: Rect(x: 0, y: 0, width: 0, height: placed.cell.height ?? 0))
        pending.append((cell, placed.cell.id ?? nextName("cell"), .cell))
        for child in placed.cell.subviews {
          let childView = makeView(
            child, frame: child.frame ?? .zero, name: child.id ?? nextName(child.kind.rawValue),
            isRoot: false)
          cell.contentView.addSubview(childView)
        }
        cells[placed.row] = (cell, placed.cell.height)
      }
      var rowHeight: Double?
      if case .counted(_, let height, _) = section.rows { rowHeight = height }
      supplied.append(
        SceneTableView.Section(
          headerHeight: section.headerHeight, footerHeight: section.footerHeight,
          count: section.rows.count, rowHeight: rowHeight, cells: cells))
    }
    table.supply(supplied)
  }

  mutating func makeAccessory(_ accessory: Scene.TableAccessory) -> View {
    switch accessory {
    case .height(let height):
      let view = View(frame: Rect(x: 0, y: 0, width: 0, height: height))
      pending.append((view, nextName("view"), .view))
      return view
    case .view(let spec):
      return makeView(
        spec, frame: spec.frame ?? .zero, name: spec.id ?? nextName(spec.kind.rawValue),
        isRoot: false)
    }
  }
}
