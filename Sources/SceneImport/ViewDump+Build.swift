import Foundation
import KeyboardCore
import SceneFormat

extension ViewDump {
  /// The scene of the dumped screen.
  ///
  /// - Returns: The screen, named after the file.
  /// - Throws: ``ImportError`` naming the line of a view whose frame is missing or not
  ///   finite, or when the scene does not validate.
  public func screen() throws(ImportError) -> ImportedScreen {
    var builder = DumpBuilder(file: file)
    if root.uikitClass == "UIWindow" {
      builder.note("The dump starts at the window; its size is the screen's.")
    }
    let size = try builder.frame(of: root).size
    var insets = Insets.zero
    let match = InterfaceBuilderDevice.all.first {
      $0.size(isLandscape: false) == size || $0.size(isLandscape: true) == size
    }
    if let match {
      let isLandscape = size.width > size.height
      insets = match.insets(isLandscape: isLandscape)
      builder.note(
        "Dumps do not print the safe area: it is \(match.name)'s, the device of this size.")
    } else {
      builder.note(
        "No device of the table is \(size.width.compactText)×"
          + "\(size.height.compactText): the safe area is zero.")
    }
    let controller = try builder.controller(for: root, screen: size, isWindow: true)
    var steps = builder.inputs.map { Scene.Step(.focus($0.id)) }
    if !steps.isEmpty { steps.append(Scene.Step(.resign)) }
    let notes = builder.notes
    let summary = "Imported from \((file as NSString).lastPathComponent) (a view dump)."
    let scene = Scene(
      name: name, summary: summary, notes: notes.map(ImportedScreen.fileNote),
      screen: Scene.ScreenSpec(
        width: size.width, height: size.height, scale: match?.scale ?? 2),
      window: Scene.WindowSpec(safeAreaInsets: insets), root: controller, steps: steps)
    do {
      try SceneLoader.validate(scene, file: name + ".json")
    } catch {
      throw ImportError(file: file, message: "the imported scene does not validate: \(error)")
    }
    return ImportedScreen(
      name: name, source: file, scene: scene, inputs: builder.inputs, notes: notes)
  }
}

/// Builds the controllers and views of a dump.
struct DumpBuilder {
  let file: String
  var ids = IdentifierAllocator()
  var inputs: [ImportedInput] = []
  private(set) var notes: [String] = []
  private var inferred = 0

  init(file: String) {
    self.file = file
  }

  mutating func note(_ text: String) {
    if !notes.contains(text) { notes.append(text) }
  }

  /// UIKit's container views that hold exactly the next level.
  static let passThrough: Set = [
    "UIWindow", "UITransitionView", "UIDropShadowView", "UIViewControllerWrapperView",
    "UINavigationTransitionView",
  ]

  mutating func controller(for node: ViewDump.Node, screen: Size, isWindow: Bool)
    throws(ImportError) -> Scene.ControllerSpec
  {
    let children = node.children.filter { !$0.className.hasPrefix("_") }
    if node.uikitClass == "UILayoutContainerView" {
      if let bar = children.first(where: { $0.uikitClass == "UINavigationBar" }),
        let transition = children.first(where: { $0.uikitClass == "UINavigationTransitionView" })
      {
        let content = try controller(for: transition, screen: screen, isWindow: false)
        note("A navigation controller was recognised from its bar; its stack holds the top screen.")
        return Scene.ControllerSpec(
          id: ids.make(from: nil, fallback: "navigation"), kind: .navigation,
          viewControllers: [content], isNavigationBarHidden: bar.properties["hidden"] == "YES")
      }
      if children.contains(where: { $0.uikitClass == "UITabBar" }),
        let transition = children.first(where: { $0.uikitClass == "UITransitionView" })
      {
        let content = try controller(for: transition, screen: screen, isWindow: false)
        note("A tab bar controller was recognised from its bar; only the shown tab is known.")
        return Scene.ControllerSpec(
          id: ids.make(from: nil, fallback: "tabs"), kind: .tab, viewControllers: [content])
      }
    }
    if Self.passThrough.contains(node.uikitClass), children.count == 1, let only = children.first {
      return try controller(for: only, screen: screen, isWindow: false)
    }
    var view = try self.view(node, parentKind: nil, parentSize: screen, isRoot: true)
    view.frame = nil
    view.autoresizing = []
    let id = ids.make(from: node.customName, fallback: "screen")
    return Scene.ControllerSpec(id: id, view: view)
  }

  static func kind(of node: ViewDump.Node) -> Scene.ViewKind {
    switch node.uikitClass {
    case "UIScrollView": .scrollView
    case "UITableView": .tableView
    case "UICollectionView": .collectionView
    case "UITextField": .textField
    case "UITextView": .textView
    default: .view
    }
  }

  mutating func view(
    _ node: ViewDump.Node, parentKind: Scene.ViewKind?, parentSize: Size, isRoot: Bool
  ) throws(ImportError) -> Scene.ViewSpec {
    let kind = Self.kind(of: node)
    let frame = try self.frame(of: node)
    var spec = Scene.ViewSpec(kind: kind, frame: isRoot ? nil : frame)
    let properties = node.properties
    if let custom = node.customName {
      note("Custom classes are imported as their UIKit superclass (baseClass).")
      if kind.isTextInput || kind != .view {
        spec.id = ids.make(from: custom, fallback: kind.rawValue)
      }
    }
    if let problem = spec.setImportedFlags(
      hidden: properties["hidden"], userInteractionEnabled: properties["userInteractionEnabled"],
      alpha: properties["alpha"], tag: properties["tag"])
    {
      throw error(node, problem)
    }
    if !isRoot, parentKind == .view {
      spec.autoresizing = autoresizing(properties["autoresize"], frame: frame, in: parentSize)
    }
    let children = node.children.filter { !$0.className.hasPrefix("_") }
    if kind.isTextInput {
      let placeholder = properties["placeholder"].map(Self.unquoted)
      if spec.id == nil {
        spec.id = ids.make(from: placeholder, fallback: kind.rawValue)
      }
      spec.text = ScreenBuilder.clipped(properties["text"].map(Self.unquoted) ?? "")
      spec.placeholder = placeholder.map(ScreenBuilder.clipped)
      var traits = TextInputTraits()
      traits.placeholder = spec.placeholder
      inputs.append(
        ImportedInput(
          id: spec.id ?? "", isTextView: kind == .textView, traits: traits,
          customClass: node.customName))
    } else if kind != .view, spec.id == nil {
      spec.id = ids.make(from: nil, fallback: kind.rawValue)
    }
    if kind.isScrollView {
      // Tables and collections compute their content size from their cells.
      if !kind.hasCells, let size = properties["contentSize"] {
        spec.contentSize = try pair(size, node).map { Size(width: $0.0, height: $0.1) }
      }
      var offset: (Double, Double)?
      if let text = properties["contentOffset"] { offset = try pair(text, node) }
      if offset == nil, let bounds = properties["bounds"] {
        offset = try rectangle(bounds, node).map { ($0.minX, $0.minY) }
      }
      if let offset, offset != (0, 0) {
        spec.contentOffset = Point(x: offset.0, y: offset.1)
        note("A scroll view was scrolled when the dump was taken; the scene starts there.")
      }
    }
    switch kind {
    case .textField, .textView:
      return spec
    case .tableView, .collectionView:
      let isTable = kind == .tableView
      let cellNodes = children.filter { child in
        let name = child.uikitClass
        return name.hasSuffix("Cell")
          && (name.contains("TableView") == isTable || child.baseClass == nil)
      }
      .sorted { lhs, rhs in
        let left = (try? self.frame(of: lhs)) ?? .zero
        let right = (try? self.frame(of: rhs)) ?? .zero
        return (left.minY, left.minX) < (right.minY, right.minX)
      }
      for cellNode in cellNodes {
        let cellFrame = try self.frame(of: cellNode)
        var cell = Scene.CellSpec(
          id: ids.make(from: cellNode.customName, fallback: "cell"),
          height: isTable ? cellFrame.height : nil)
        let content =
          cellNode.children.first {
            $0.uikitClass == "UITableViewCellContentView"
              || (try? self.frame(of: $0).size) == cellFrame.size
          }
        for child in (content?.children ?? []) where !child.className.hasPrefix("_") {
          cell.subviews.append(
            try view(child, parentKind: nil, parentSize: cellFrame.size, isRoot: false))
        }
        spec.cells.append(cell)
        if !isTable, spec.itemSize == nil { spec.itemSize = cellFrame.size }
      }
      if isTable, let first = spec.cells.first?.height { spec.rowHeight = first }
      note("Tables and collections hold only the cells on screen when the dump was taken.")
      return spec
    case .scrollView, .view, .stackView:
      let ownSize = frame.size
      for child in children {
        if kind == .scrollView && child.uikitClass.hasSuffix("ScrollIndicator") { continue }
        spec.subviews.append(
          try view(child, parentKind: kind, parentSize: ownSize, isRoot: false))
      }
      return spec
    }
  }

  /// An `autoresize` value (`W+H`, `LM+TM`); UIKit's default `RM+BM`, which Auto Layout
  /// views also print, and an absent value are inferred from the frame.
  mutating func autoresizing(_ value: String?, frame: Rect, in parent: Size)
    -> [Scene.Autoresizing]
  {
    guard let value, value != "RM+BM" else {
      inferred += 1
      if inferred == 1 {
        note(
          "Views printing UIKit's default autoresize (RM+BM, as Auto Layout views do) get a mask "
            + "inferred from their frames, as for storyboards.")
      }
      return ScreenBuilder.inferredAutoresizing(frame: frame, in: parent)
    }
    let names: [(String, Scene.Autoresizing)] = [
      ("LM", .flexibleLeftMargin), ("W", .flexibleWidth), ("RM", .flexibleRightMargin),
      ("TM", .flexibleTopMargin), ("H", .flexibleHeight), ("BM", .flexibleBottomMargin),
    ]
    let tokens = Set(value.split(separator: "+").map(String.init))
    return names.filter { tokens.contains($0.0) }.map(\.1)
  }

  static func unquoted(_ text: String) -> String {
    if text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") {
      return String(text.dropFirst().dropLast())
    }
    return text
  }

  func frame(of node: ViewDump.Node) throws(ImportError) -> Rect {
    guard let text = node.properties["frame"] else {
      throw error(node, "\(node.className) has no frame")
    }
    guard let rect = try rectangle(text, node) else {
      throw error(node, "expected a frame such as (20 100; 335 34); found \(text)")
    }
    return rect
  }

  /// `(x y; w h)`.
  func rectangle(_ text: String, _ node: ViewDump.Node) throws(ImportError) -> Rect? {
    let numbers = text.filter { !"();".contains($0) }.split(separator: " ").map(String.init)
    guard numbers.count == 4 else { return nil }
    let values = try numbers.map { number throws(ImportError) in try value(number, node) }
    guard values[2] >= 0, values[3] >= 0 else {
      throw error(node, "expected a frame with a positive size; found \(text)")
    }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// `{a, b}`.
  func pair(_ text: String, _ node: ViewDump.Node) throws(ImportError) -> (Double, Double)? {
    let numbers = text.filter { !"{}".contains($0) }.split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard numbers.count == 2 else { return nil }
    return (try value(numbers[0], node), try value(numbers[1], node))
  }

  func value(_ text: String, _ node: ViewDump.Node) throws(ImportError) -> Double {
    guard let value = Double(text), value.isFinite else {
      throw error(node, "expected a finite number; found \"\(text)\"")
    }
    return value
  }

  func error(_ node: ViewDump.Node, _ message: String) -> ImportError {
    ImportError(file: file, line: node.line, message: message)
  }
}
