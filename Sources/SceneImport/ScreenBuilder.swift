import KeyboardCore
import SceneFormat

/// Builds one screen's controllers and views from Interface Builder elements, collecting its
/// text inputs and what it approximated.
struct ScreenBuilder {
  typealias Key = InterfaceBuilderImport.Key
  typealias Entry = InterfaceBuilderImport.Entry

  let importer: InterfaceBuilderImport
  let document: Int
  var ids = IdentifierAllocator()
  var inputs: [ImportedInput] = []
  var tables: [ImportedTable] = []
  var layout = ConstraintCollector()
  private var inferredMasks = 0
  private var unknownElements: [String] = []
  var prototypeTables = 0
  private var customClasses: [String] = []
  private var otherNotes: [String] = []
  private var embedding: Set<Key> = []
  /// The constraints that vary by size class, as the scene writes them.
  var varyingConstraints: [ImportedScreen.VaryingConstraint] = []
  /// The scene ids of the controllers' root views (and embedded and top-level ones), whose
  /// frames stay inputs to the constraints.
  var rootIDs: Set<String> = []
  /// The scene ids of the views in table and collection cells.
  var cellViewIDs: Set<String> = []
  /// The scene ids of the cells.
  var cellIDs: Set<String> = []
  /// The scene ids of the views Interface Builder places by constraints.
  var constrainedIDs: Set<String> = []
  /// The scene ids of switches and sliders, with the alignment rect insets UIKit gives them.
  var framedInsets: [String: Insets] = [:]
  /// Per scene id, the natural size a text-bearing view takes from its stored frame (-1 on an
  /// axis without one).
  var intrinsicSizes: [String: Size] = [:]
  /// The scene ids of views other than plain ones (stacks, scroll views, controls) given a
  /// placeholder intrinsic size, which they take as constraints (scene files give them none).
  var placeholderSizedIDs: Set<String> = []
  /// Per stack view's scene id, its arranged views' scene ids.
  var arrangedIDs: [String: [String]] = [:]
  /// Per scene id, the alignment rect insets read for a symbol image in a stack.
  var alignmentInsets: [String: Insets] = [:]
  var cellDepth = 0
  /// The root view's stored size, the size Interface Builder laid the screen out at.
  var designSize: Size?

  init(importer: InterfaceBuilderImport, document: Int) {
    self.importer = importer
    self.document = document
  }

  var file: String { importer.documents[document].file }
  var usesAutoLayout: Bool { importer.documents[document].usesAutoLayout }

  /// The notes, most important first.
  var notes: [String] {
    var notes = otherNotes
    if inferredMasks > 0 {
      notes.append(
        "\(inferredMasks) view"
          + (inferredMasks == 1
            ? " no constraint places keeps its frame with autoresizing inferred from where it "
              + "sits."
            : "s no constraint places keep their frames with autoresizing inferred from where "
              + "they sit."))
    }
    if prototypeTables > 0 {
      notes.append(
        "Prototype cells appear once each (the rows a data source makes are unknown).")
    }
    if !unknownElements.isEmpty {
      notes.append(
        "Elements this importer does not know are imported as plain views: "
          + unknownElements.joined(separator: ", ") + ".")
    }
    if !customClasses.isEmpty {
      notes.append(
        "Custom classes are imported as their UIKit superclass: "
          + customClasses.joined(separator: ", ") + ".")
    }
    return notes
  }

  mutating func note(_ text: String) {
    if !otherNotes.contains(text) { otherNotes.append(text) }
  }

  // MARK: Controllers

  mutating func controllerTree(for entry: Entry, screen: Size) throws(ImportError)
    -> Scene.ControllerSpec
  {
    let controller = entry.element
    layout.prepare(controller)
    let id = ids.make(
      from: InterfaceBuilderImport.preferredName(of: controller), fallback: "screen")
    let title =
      controller["title"] ?? controller.child("navigationItem", key: "navigationItem")?["title"]
    let view = try rootView(of: controller, screen: screen)
    var spec = Scene.ControllerSpec(id: id, title: title, view: view)

    // The navigation controller: this controller's, or that of one it is pushed from.
    var navigation = importer.navigationParent[entry.key]
    var host = entry
    var pushedFromName: String?
    var visited: Set<Key> = [entry.key]
    var current = entry
    while navigation == nil, let source = importer.pushedFrom[current.key],
      !visited.contains(source.key)
    {
      visited.insert(source.key)
      pushedFromName = pushedFromName ?? InterfaceBuilderImport.preferredName(of: source.element)
      if let found = importer.navigationParent[source.key] {
        navigation = found
      }
      current = source
    }
    if let navigation {
      let navigationID = ids.make(
        from: InterfaceBuilderImport.preferredName(of: navigation.element),
        fallback: "navigation")
      spec = Scene.ControllerSpec(
        id: navigationID, kind: .navigation, viewControllers: [spec],
        isNavigationBarHidden: navigation.element["navigationBarHidden"] == "YES")
      host = navigation
      if let pushedFromName {
        note(
          "Pushed (a show segue) from \(pushedFromName): the navigation stack holds only this "
            + "screen.")
      }
    }
    if navigation == nil, let presenter = importer.presentedFrom[entry.key] {
      note(
        "Presented (a presentation segue) from "
          + "\(InterfaceBuilderImport.preferredName(of: presenter.element)): shown full screen "
          + "as the window's root.")
    }
    if let (tabs, index) = importer.tabParent[host.key] {
      var children: [Scene.ControllerSpec] = []
      var position = 0
      for segue in tabs.element.descendants where segue.name == "segue" {
        guard segue["kind"] == "relationship", segue["relationship"] == "viewControllers",
          let destination = importer.resolve(segue["destination"], in: tabs.document)
        else { continue }
        if position == index {
          children.append(spec)
        } else {
          let other = destination.element
          // A storyboard reference carries the tab's item itself.
          let reference = segue["destination"].flatMap {
            importer.elements[Key(document: tabs.document, id: $0)]
          }
          let title =
            reference?.child("tabBarItem", key: "tabBarItem")?["title"]
            ?? other.child("tabBarItem", key: "tabBarItem")?["title"] ?? other["title"]
          children.append(
            Scene.ControllerSpec(
              id: ids.make(from: InterfaceBuilderImport.preferredName(of: other), fallback: "tab"),
              title: title))
        }
        position += 1
      }
      if children.count > 1 {
        note("The other tabs are empty controllers.")
      }
      spec = Scene.ControllerSpec(
        id: ids.make(
          from: InterfaceBuilderImport.preferredName(of: tabs.element), fallback: "tabs"),
        kind: .tab, viewControllers: children, selectedIndex: index)
    }
    return spec
  }

  mutating func rootView(of controller: MarkupElement, screen: Size) throws(ImportError)
    -> Scene.ViewSpec
  {
    guard let element = controller.children.first(where: { $0["key"] == "view" }) else {
      note("The controller has no view; it shows an empty one.")
      return Scene.ViewSpec()
    }
    let size = try frame(of: element)?.size ?? screen
    if designSize == nil { designSize = size }
    if size != screen {
      note(
        "The view is laid out at \(size.width.compactText)×\(size.height.compactText) "
          + "(a freeform size), the screen is \(screen.width.compactText)×"
          + "\(screen.height.compactText); the frames are kept.")
    }
    var spec = try view(element, parentKind: nil, parentSize: screen, isRoot: true)
    spec.frame = nil
    spec.autoresizing = []
    return spec
  }

  mutating func xibController(for element: MarkupElement, screen: Size) throws(ImportError)
    -> Scene.ControllerSpec
  {
    layout.prepare(element)
    let id = ids.make(from: InterfaceBuilderImport.preferredName(of: element), fallback: "view")
    let frame = try frame(of: element) ?? Rect(origin: .zero, size: screen)
    let fillsScreen =
      frame.size == screen || frame.size == Size(width: screen.height, height: screen.width)
    var root: Scene.ViewSpec
    if element.name == "tableViewCell" || element.name == "collectionViewCell" {
      let isTable = element.name == "tableViewCell"
      var container = Scene.ViewSpec(
        id: ids.make(from: nil, fallback: isTable ? "tableView" : "collectionView"),
        kind: isTable ? .tableView : .collectionView,
        frame: Rect(origin: .zero, size: screen))
      if isTable {
        container.rowHeight = frame.height
      } else {
        container.itemSize = frame.size
      }
      container.cells = [try cell(element)]
      root = Scene.ViewSpec(subviews: [container])
      note(
        "A top-level \(isTable ? "table" : "collection") view cell is shown as the only cell of "
          + "a full-screen \(isTable ? "table" : "collection") view.")
    } else if fillsScreen {
      root = try view(element, parentKind: nil, parentSize: screen, isRoot: true)
      root.frame = nil
      root.autoresizing = []
    } else {
      let child = try view(element, parentKind: .view, parentSize: screen, isRoot: false)
      if let id = child.id {
        // Its owner places a top-level view: its frame stays an input to the constraints.
        rootIDs.insert(id)
        constrainedIDs.remove(id)
      }
      root = Scene.ViewSpec(subviews: [child])
      // Interface Builder lays a freeform view out on a canvas of its own size: the frames it
      // stores are for that canvas, not for the screen the scene shows the view on.
      if designSize == nil, frame.minX >= 0, frame.minY >= 0 {
        designSize = Size(width: frame.maxX, height: frame.maxY)
      }
      note(
        "The top-level view is \(frame.width.compactText)×\(frame.height.compactText) "
          + "(freeform); it is placed at its frame in a full-screen view.")
    }
    return Scene.ControllerSpec(id: id, view: root)
  }

  // MARK: Views

  static func kind(of elementName: String) -> Scene.ViewKind {
    switch elementName {
    case "scrollView": .scrollView
    case "stackView": .stackView
    case "tableView": .tableView
    case "collectionView": .collectionView
    case "textField": .textField
    case "textView": .textView
    default: .view
    }
  }

  mutating func view(
    _ element: MarkupElement, parentKind: Scene.ViewKind?, parentSize: Size, isRoot: Bool
  ) throws(ImportError) -> Scene.ViewSpec {
    let kind = Self.kind(of: element.name)
    noteIfUnknown(element)
    var spec = Scene.ViewSpec(kind: kind, frame: isRoot ? nil : try frame(of: element) ?? .zero)
    let ownSize = spec.frame?.size ?? parentSize
    let accessibility = element.child("accessibility", key: "accessibilityConfiguration")?[
      "identifier"]
    if let customClass = element["customClass"] {
      let mapping = "\(customClass) as \(element.name)"
      if !customClasses.contains(mapping) { customClasses.append(mapping) }
    }
    if kind.isTextInput {
      spec.id = ids.make(
        from: accessibility ?? element["placeholder"] ?? element["userLabel"]
          ?? element["customClass"],
        fallback: kind.rawValue)
    } else if let name = accessibility ?? element["userLabel"] {
      spec.id = ids.make(from: name, fallback: kind.rawValue)
    } else if kind != .view {
      spec.id = ids.make(from: nil, fallback: kind.rawValue)
    }
    if spec.id == nil, let documentID = element["id"],
      layout.needsID.contains(documentID)
        || (parentKind == .stackView
          && (Self.hasAlignmentInsetsInStack(element) || Self.hasNaturalSize(element)))
    {
      // A constraint names this view, or a stack arranges it by its natural size or alignment
      // insets: it needs an id.
      spec.id = ids.make(from: nil, fallback: isRoot ? "root" : kind.rawValue)
    }
    layout.register(element, sceneID: spec.id)
    if let id = spec.id {
      recordLayoutRole(of: element, id: id, frame: spec.frame, isRoot: isRoot)
    }
    if let problem = spec.setImportedFlags(
      hidden: element["hidden"], userInteractionEnabled: element["userInteractionEnabled"],
      alpha: element["alpha"], tag: element["tag"])
    {
      throw error(element, problem)
    }
    try margins(element, into: &spec)
    if !isRoot, parentKind == .view {
      spec.autoresizing = autoresizing(
        of: element, frame: spec.frame ?? .zero, in: parentSize,
        isConstrained: spec.id.map(constrainedIDs.contains) ?? false)
    }

    switch kind {
    case .textField, .textView:
      try textInput(element, into: &spec)
      return spec
    case .tableView:
      try table(element, into: &spec)
    case .collectionView:
      try collection(element, into: &spec)
    case .scrollView:
      if let size = element.child("size", key: "contentSize") {
        spec.contentSize = try self.size(size)
      }
    case .stackView:
      stack(element, into: &spec)
    case .view: break
    }
    if kind.isScrollView {
      spec.isScrollEnabled = element["scrollEnabled"] != "NO"
      switch element["contentInsetAdjustmentBehavior"] {
      case "never": spec.contentInsetAdjustmentBehavior = .never
      case "always": spec.contentInsetAdjustmentBehavior = .always
      case "scrollableAxes": spec.contentInsetAdjustmentBehavior = .scrollableAxes
      default: break
      }
    }
    guard !kind.hasCells else { return spec }
    var children = element.children(of: "subviews")
    if element.name == "visualEffectView", let content = element.child("view", key: "contentView") {
      children = [content] + children
    }
    for child in children {
      spec.subviews.append(
        try view(child, parentKind: kind, parentSize: ownSize, isRoot: false))
    }
    if kind == .stackView {
      spec.stack.isLayoutMarginsRelativeArrangement = arrangesRelativeToMargins(element, spec)
      recordArrangement(of: element, in: spec)
    }
    if element.name == "containerView" {
      try embed(element, into: &spec, size: ownSize)
    }
    return spec
  }

  mutating func embed(_ container: MarkupElement, into spec: inout Scene.ViewSpec, size: Size)
    throws(ImportError)
  {
    for segue in container.children(of: "connections") where segue["kind"] == "embed" {
      guard let destination = importer.resolve(segue["destination"], in: document) else {
        note("An embed segue's destination is in no document given; the container is empty.")
        continue
      }
      guard !embedding.contains(destination.key), embedding.count < 8,
        let root = destination.element.children.first(where: { $0["key"] == "view" })
      else { continue }
      embedding.insert(destination.key)
      defer { embedding.remove(destination.key) }
      layout.prepare(destination.element)
      var child = try view(root, parentKind: .view, parentSize: size, isRoot: true)
      child.frame = Rect(origin: .zero, size: size)
      child.autoresizing = [.flexibleWidth, .flexibleHeight]
      spec.subviews.append(child)
      note(
        "Embedded controllers' views are placed in their container views; their own "
          + "controllers are not modelled.")
    }
  }

  mutating func textInput(_ element: MarkupElement, into spec: inout Scene.ViewSpec)
    throws(ImportError)
  {
    let isTextView = spec.kind == .textView
    var traits = TextInputTraits()
    let text =
      isTextView ? (element.child("string", key: "text")?.text ?? "") : (element["text"] ?? "")
    spec.text = Self.clipped(text)
    if let placeholder = element["placeholder"] { spec.placeholder = Self.clipped(placeholder) }
    spec.isEditingEnabled =
      isTextView ? element["editable"] != "NO" : element["enabled"] != "NO"
    if let element = element.child("textInputTraits", key: "textInputTraits") {
      if let value = element["returnKeyType"] {
        if let type = ReturnKeyType(rawValue: value) {
          traits.returnKeyType = type
        } else {
          note(
            "returnKeyType \"\(value)\" (line \(element.line)) is not one this importer knows; "
              + "the input keeps the default return key.")
        }
      }
      if let value = element["keyboardType"] {
        if let type = Self.keyboardType(value) {
          traits.keyboardType = type
        } else {
          note(
            "keyboardType \"\(value)\" (line \(element.line)) is not one this importer knows; "
              + "the input keeps the default keyboard.")
        }
      }
      traits.isSecureTextEntry = element["secureTextEntry"] == "YES"
      if let value = element["textContentType"] {
        traits.textContentType = Self.contentType(value)
      }
    }
    traits.placeholder = spec.placeholder
    spec.returnKeyType = traits.returnKeyType
    spec.keyboardType = traits.keyboardType
    spec.isSecureTextEntry = traits.isSecureTextEntry
    // Scene files take a name of ASCII letters and digits; anything else stays in the traits.
    if let name = traits.textContentType?.rawValue,
      name.unicodeScalars.allSatisfy({
        $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)
      })
    {
      spec.textContentType = name
    }
    inputs.append(
      ImportedInput(
        id: spec.id ?? "", isTextView: isTextView, traits: traits,
        customClass: element["customClass"]))
  }

  mutating func noteIfUnknown(_ element: MarkupElement) {
    guard !Self.knownViewElements.contains(element.name) else { return }
    let mention = "<\(element.name)> (line \(element.line))"
    if unknownElements.count < 20, !unknownElements.contains(mention) {
      unknownElements.append(mention)
    }
  }

  // MARK: Geometry

  mutating func autoresizing(
    of element: MarkupElement, frame: Rect, in parent: Size, isConstrained: Bool
  ) -> [Scene.Autoresizing] {
    // Constraints place the view: its mask is not used.
    guard !isConstrained else { return [] }
    if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
      let names: [(String, Scene.Autoresizing)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
      ]
      return names.filter { mask[$0.0] == "YES" }.map(\.1)
    }
    guard usesAutoLayout else { return [] }
    inferredMasks += 1
    return Self.inferredAutoresizing(frame: frame, in: parent)
  }

  /// The mask that keeps a view where its frame suggests Auto Layout pinned it: flexible width
  /// at half the superview's width or more, flexible side margins when centred (within a
  /// point), a flexible left margin when nearer the right edge; flexible height at half the
  /// superview's height and 100 points or more, a flexible top margin when in the bottom
  /// quarter and nearer the bottom; otherwise pinned to the top left.
  static func inferredAutoresizing(frame: Rect, in parent: Size) -> [Scene.Autoresizing] {
    var rules: [Scene.Autoresizing] = []
    let left = frame.minX
    let right = parent.width - frame.maxX
    if frame.width >= parent.width / 2 {
      rules.append(.flexibleWidth)
    } else if Swift.abs(left - right) <= 1 {
      rules += [.flexibleLeftMargin, .flexibleRightMargin]
    } else if right < left {
      rules.append(.flexibleLeftMargin)
    }
    let top = frame.minY
    let bottom = parent.height - frame.maxY
    if frame.height >= parent.height / 2, frame.height >= 100 {
      rules.append(.flexibleHeight)
    } else if bottom < top, bottom <= parent.height / 4 {
      rules.append(.flexibleTopMargin)
    }
    return rules
  }

  func frame(of element: MarkupElement) throws(ImportError) -> Rect? {
    guard let rect = element.child("rect", key: "frame") else { return nil }
    let values = try ["x", "y", "width", "height"].map { name throws(ImportError) in
      try number(rect, name)
    }
    guard values[2] >= 0, values[3] >= 0 else {
      throw error(rect, "expected a frame with a positive size; found \(values)")
    }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  func size(_ element: MarkupElement) throws(ImportError) -> Size {
    let width = try number(element, "width")
    let height = try number(element, "height")
    guard width >= 0, height >= 0 else {
      throw error(element, "expected a positive size; found \(width)×\(height)")
    }
    return Size(width: width, height: height)
  }

  func number(_ element: MarkupElement, _ name: String) throws(ImportError) -> Double {
    guard let text = element[name] else {
      throw error(element, "<\(element.name) key=\"\(element["key"] ?? "")\"> has no \(name)")
    }
    guard let value = Double(text), value.isFinite else {
      throw error(element, "expected a finite number for \(name); found \"\(text)\"")
    }
    return value
  }

  func error(_ element: MarkupElement, _ message: String) -> ImportError {
    ImportError(file: file, line: element.line > 0 ? element.line : nil, message: message)
  }
}

extension Double {
  /// The number without a trailing `.0` (`393`, `0.5`).
  var compactText: String {
    guard self == rounded(), Swift.abs(self) < 1e15, let whole = Int64(exactly: self) else {
      return String(self)
    }
    return String(whole)
  }
}
