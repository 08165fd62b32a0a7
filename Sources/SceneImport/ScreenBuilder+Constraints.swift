import KeyboardCore
import SceneFormat

// Auto Layout into the scene: once a screen's views are built, each constraint Interface
// Builder installs without a size class becomes a `constraints` entry of its first item's view,
// with the flags, priorities and natural sizes the constraints read.

extension ScreenBuilder {
  /// The elements whose natural size comes from their text or image.
  ///
  /// Their stored frame stands for it (fonts and images are not measured); pickers have
  /// UIKit's fixed natural size, taken from the frame too.
  static let textBearingElements: Set = [
    "label", "button", "switch", "segmentedControl", "stepper", "activityIndicatorView",
    "pageControl", "textField", "datePicker", "pickerView",
  ]

  /// The elements with a natural height only (UIKit gives them none across): search bars,
  /// sliders, progress views and bars.
  static let naturalHeightElements: Set = [
    "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar",
  ]

  /// How far a switch's frame reaches past its alignment rect on the trailing side: UIKit
  /// aligns a `UISwitch` by a rect 2 points narrower than its 51-point frame.
  static let switchTrailingInset = 2.0

  /// The alignment rect insets of the controls whose rect UIKit fixes: a switch's, 2 points
  /// in on the trailing side; a slider's, 2 in from each side and 1 up from the bottom (as
  /// Interface Builder places a slider's frame around the edges its constraints give).
  static let fixedAlignmentInsets: [String: Insets] = [
    "switch": Insets(right: switchTrailingInset),
    "slider": Insets(top: 0, left: 2, bottom: 1, right: 2),
  ]

  /// Whether `element` has a natural size UIKit's layout reads (its text, its image, or a
  /// control's fixed height), which the stored frame stands for.
  static func hasNaturalSize(_ element: MarkupElement) -> Bool {
    textBearingElements.contains(element.name) || naturalHeightElements.contains(element.name)
      || (element.name == "imageView" && element["image"] != nil)
  }

  /// Records what the layout pass needs to know of a built view.
  mutating func recordLayoutRole(of element: MarkupElement, id: String, frame: Rect?, isRoot: Bool)
  {
    if isRoot { rootIDs.insert(id) }
    if isInCell { cellViewIDs.insert(id) }
    if !isRoot, !isInCell, let documentID = element["id"], layout.mentioned.contains(documentID),
      element["translatesAutoresizingMaskIntoConstraints"] != "YES"
    {
      constrainedIDs.insert(id)
    }
    if let insets = Self.fixedAlignmentInsets[element.name] { framedInsets[id] = insets }
    guard let size = frame?.size else { return }
    if Self.textBearingElements.contains(element.name)
      || (element.name == "imageView" && element["image"] != nil)
    {
      intrinsicSizes[id] = size
    } else if Self.naturalHeightElements.contains(element.name) {
      intrinsicSizes[id] = Size(width: View.noIntrinsicMetric, height: size.height)
    }
    if let placeholder = Self.placeholderIntrinsicSize(of: element) {
      intrinsicSizes[id] = placeholder
      if element.name != "view" { placeholderSizedIDs.insert(id) }
    }
  }

  /// The intrinsic size Interface Builder's size inspector sets as a placeholder
  /// (`placeholderIntrinsicWidth`, `placeholderIntrinsicHeight`; "infinite" is none), which
  /// stands for content the app supplies at run time; nil without one.
  static func placeholderIntrinsicSize(of element: MarkupElement) -> Size? {
    let width = element["placeholderIntrinsicWidth"]
    let height = element["placeholderIntrinsicHeight"]
    guard width != nil || height != nil else { return nil }
    func metric(_ text: String?) -> Double {
      guard let text, let value = Double(text), value.isFinite, value >= 0 else {
        return View.noIntrinsicMetric
      }
      return value
    }
    return Size(width: metric(width), height: metric(height))
  }

  /// Reads a `<stackView>`'s axis, spacing, distribution and alignment.
  mutating func stack(_ element: MarkupElement, into spec: inout Scene.ViewSpec) {
    spec.stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
    if element["spacingType"] == "standard" {
      // UIStackView.spacingUseSystem: the system spacing between siblings, 8 points.
      spec.stack.spacing = 8
    } else if let text = element["spacing"] {
      if let value = Double(text), value.isFinite {
        spec.stack.spacing = value
      } else {
        note("A stack view's spacing \"\(text)\" (line \(element.line)) is not a number; it is 0.")
      }
    }
    switch element["distribution"] {
    case nil, "fill": break
    case "fillEqually": spec.stack.distribution = .fillEqually
    case "fillProportionally": spec.stack.distribution = .fillProportionally
    case "equalSpacing": spec.stack.distribution = .equalSpacing
    case "equalCentering": spec.stack.distribution = .equalCentering
    case let other?:
      note("A stack view's distribution \"\(other)\" (line \(element.line)) is read as fill.")
    }
    switch element["alignment"] {
    case nil, "fill": break
    case "top", "leading": spec.stack.alignment = .leading
    case "center": spec.stack.alignment = .center
    case "bottom", "trailing": spec.stack.alignment = .trailing
    case "firstBaseline": spec.stack.alignment = .firstBaseline
    case "baseline", "lastBaseline": spec.stack.alignment = .lastBaseline
    case let other?:
      note("A stack view's alignment \"\(other)\" (line \(element.line)) is read as fill.")
    }
  }

  var isInCell: Bool { cellDepth > 0 }

  /// The id of the view a constraint item names (`root` for `root.safeArea`).
  static func viewID(of item: String) -> String {
    String(item.prefix { $0 != "." })
  }

  /// Writes the constraints into the scene's views, with the flags, priorities and natural
  /// sizes they read, and returns notes on what was approximated or left out.
  ///
  /// - Parameters:
  ///   - constraints: The screen's constraints as read.
  ///   - controller: The screen's controller tree, updated in place.
  ///   - screen: The screen's size, whose size classes install the constraints that vary.
  /// - Returns: Notes, one sentence each.
  /// - Complexity: O(v + c), v the views, c the constraints.
  mutating func applyLayout(
    _ constraints: [ImportedConstraint], to controller: inout Scene.ControllerSpec, screen: Size
  ) -> [String] {
    var notes: [String] = []
    var byView: [String: [Scene.ConstraintSpec]] = [:]
    var mentionedViews: Set<String> = []
    var inCells = 0
    var varying = 0
    var unparsed: [String] = []
    var shiftedSwitches: Set<String> = []
    var shiftedSliders: Set<String> = []
    // Views a constraint of some size class names as its first item.
    var varyingFirstItems: Set<String> = []
    let sizeClass = ImportedConstraint.SizeClass(screen: screen)
    for original in constraints {
      let items = [original.first.item] + (original.second.map { [$0.item] } ?? [])
      let views = items.map(Self.viewID(of:))
      if views.contains(where: { cellIDs.contains($0) || cellViewIDs.contains($0) }) {
        inCells += 1
        continue
      }
      let (constraint, shifted) = Self.framed(original, insets: framedInsets)
      if let shifted {
        if framedInsets[shifted] == Self.fixedAlignmentInsets["switch"] {
          shiftedSwitches.insert(shifted)
        } else {
          shiftedSliders.insert(shifted)
        }
      }
      do throws(Scene.ConstraintSpec.SyntaxError) {
        var spec = try Scene.ConstraintSpec(parsing: constraint.description)
        spec.identifier = constraint.identifier.map(ImportedScreen.fileNote)
        mentionedViews.formUnion(views)
        if original.variations.contains(where: { $0.key != "default" }) {
          varying += 1
          varyingConstraints.append(
            ImportedScreen.VaryingConstraint(owner: views[0], spec: spec, constraint: original))
          if spec.firstItem.guide == nil { varyingFirstItems.insert(spec.firstItem.id) }
        }
        guard original.isInstalled(in: sizeClass) else { continue }
        byView[views[0], default: []].append(spec)
      } catch {
        unparsed.append("line \(original.line): \(error.message)")
      }
    }
    // A stack joins the layout when a constraint mentions it or one of its arranged views, or
    // when it is itself arranged in a stack in the layout.
    var arrangedInLayout: Set<String> = []
    var joined = true
    while joined {
      joined = false
      for (stack, arranged) in arrangedIDs.sorted(by: { $0.key < $1.key })
      where !arranged.isEmpty && !arranged.allSatisfy(arrangedInLayout.contains)
        && (mentionedViews.contains(stack) || arrangedInLayout.contains(stack)
          || arranged.contains(where: mentionedViews.contains))
      {
        arrangedInLayout.formUnion(arranged)
        joined = true
      }
    }
    // Natural sizes: plain views take `intrinsicContentSize`; text fields, which scene files
    // give none, a width and height at least and at most their frame's, at their compression
    // resistance and hugging priorities, as the engine reads an intrinsic size.
    var natural: [String: Size] = [:]
    let textFields = Set(inputs.filter { !$0.isTextView }.map(\.id))
    let layouts = Dictionary(layout.layouts.map { ($0.id, $0) }) { first, _ in first }
    for (id, size) in intrinsicSizes
    where constrainedIDs.contains(id) || arrangedInLayout.contains(id) {
      guard textFields.contains(id) || placeholderSizedIDs.contains(id) else {
        natural[id] = size
        continue
      }
      let settings = layouts[id]
      let axes: [(String, Double, Double?, Double?)] = [
        (
          "width", size.width, settings?.horizontalHuggingPriority,
          settings?.horizontalCompressionResistancePriority
        ),
        (
          "height", size.height, settings?.verticalHuggingPriority,
          settings?.verticalCompressionResistancePriority
        ),
      ]
      for (attribute, length, hugging, resistance) in axes where length >= 0 {
        let value = ImportedConstraint.number(length)
        let texts = [
          "\(id).\(attribute) >= \(value) @\(ImportedConstraint.number(resistance ?? 750))",
          "\(id).\(attribute) <= \(value) @\(ImportedConstraint.number(hugging ?? 250))",
        ]
        for text in texts {
          if let spec = try? Scene.ConstraintSpec(parsing: text) {
            byView[id, default: []].append(spec)
          }
        }
      }
      natural[id] = size
    }
    let firstItems = Set(
      byView.flatMap { $0.value.filter { $0.firstItem.guide == nil } }.map(\.firstItem.id))
    Self.updateViews(of: &controller) { view, isControllerRoot in
      guard let id = view.id else { return }
      if let list = byView[id] { view.autoLayout.constraints = list }
      let placedByConstraints =
        constrainedIDs.contains(id) && !rootIDs.contains(id) && !arrangedInLayout.contains(id)
      let sceneDefault = isControllerRoot || !firstItems.contains(id)
      if placedByConstraints == sceneDefault {
        view.autoLayout.translatesAutoresizingMaskIntoConstraints = !placedByConstraints
      } else if arrangedInLayout.contains(id), varyingFirstItems.contains(id) {
        // The stack places it on every device, also where a size class's constraint names it
        // first (lint installs each device's constraints).
        view.autoLayout.translatesAutoresizingMaskIntoConstraints = true
      }
      if let settings = layouts[id] {
        if settings.horizontalHuggingPriority != nil || settings.verticalHuggingPriority != nil {
          view.autoLayout.contentHugging = Scene.AxisPriorities(
            horizontal: settings.horizontalHuggingPriority ?? 250,
            vertical: settings.verticalHuggingPriority ?? 250)
        }
        if settings.horizontalCompressionResistancePriority != nil
          || settings.verticalCompressionResistancePriority != nil
        {
          view.autoLayout.compressionResistance = Scene.AxisPriorities(
            horizontal: settings.horizontalCompressionResistancePriority ?? 750,
            vertical: settings.verticalCompressionResistancePriority ?? 750)
        }
      }
      if let size = natural[id], view.kind == .view {
        view.autoLayout.intrinsicContentSize = size
      }
    }
    if !natural.isEmpty {
      notes.append(
        "\(natural.count) view\(natural.count == 1 ? "" : "s") with text or an image "
          + "take\(natural.count == 1 ? "s its" : " their") natural size from the stored frame "
          + "(fonts and images are not measured)"
          + (natural.keys.contains(where: textFields.contains)
            ? "; text fields take it as constraints at their hugging and compression priorities"
            : "") + ".")
    }
    if !shiftedSwitches.isEmpty {
      notes.append(
        "\(shiftedSwitches.count) switch\(shiftedSwitches.count == 1 ? "'s" : "es'") "
          + "constraints are moved to the frame: UIKit aligns a switch by a rect "
          + "\(ImportedConstraint.number(Self.switchTrailingInset)) points narrower than its "
          + "frame on the trailing side.")
    }
    if !shiftedSliders.isEmpty {
      notes.append(
        "\(shiftedSliders.count) slider\(shiftedSliders.count == 1 ? "'s" : "s'") constraints "
          + "are moved to the frame: UIKit aligns a slider by a rect 2 points in from each side "
          + "and 1 up from the bottom of its frame.")
    }
    if varying > 0 {
      notes.append(
        "\(varying) constraint\(varying == 1 ? " is" : "s are") installed by size class "
          + "(<variation>): the scene holds those of its device and orientation; lint installs "
          + "each device's.")
    }
    if inCells > 0 {
      notes.append(
        "\(inCells) constraint\(inCells == 1 ? "" : "s") in table or collection cells "
          + "\(inCells == 1 ? "is" : "are") not imported (a scene cannot name a cell's content "
          + "view): the cells' views keep their frames.")
    }
    if !unparsed.isEmpty {
      notes.append(
        "\(unparsed.count) constraint\(unparsed.count == 1 ? " is" : "s are") not in the scene "
          + "format's grammar: " + unparsed.prefix(3).joined(separator: "; ") + ".")
    }
    return notes
  }

  /// The constraint on the views' frames.
  ///
  /// An edge, centre or length of a view with alignment rect insets (a switch, a slider)
  /// moves by the part of its frame outside its alignment rect. Returns the view it moved, if
  /// any.
  static func framed(_ constraint: ImportedConstraint, insets: [String: Insets])
    -> (ImportedConstraint, String?)
  {
    func shift(_ anchor: ImportedConstraint.Anchor) -> Double {
      guard let insets = insets[anchor.item] else { return 0 }
      // The frame's attribute less the alignment rect's.
      switch anchor.attribute {
      case .left, .leading: return -insets.left
      case .right, .trailing: return insets.right
      case .centerX: return (insets.right - insets.left) / 2
      case .width: return insets.left + insets.right
      case .top: return -insets.top
      case .bottom: return insets.bottom
      case .centerY: return (insets.bottom - insets.top) / 2
      case .height: return insets.top + insets.bottom
      default: return 0
      }
    }
    var result = constraint
    let first = shift(constraint.first)
    let second = constraint.second.map(shift) ?? 0
    result.constant += first - constraint.multiplier * second
    let moved =
      first != 0 ? constraint.first.item : second != 0 ? constraint.second?.item : nil
    return (result, moved)
  }

  /// Calls `body` with every view of a controller tree, and whether it is a controller's root
  /// view.
  static func updateViews(
    of controller: inout Scene.ControllerSpec, _ body: (inout Scene.ViewSpec, Bool) -> Void
  ) {
    if var view = controller.view {
      updateSubtree(&view, isControllerRoot: true, body)
      controller.view = view
    }
    for index in controller.viewControllers.indices {
      updateViews(of: &controller.viewControllers[index], body)
    }
    for index in controller.children.indices {
      updateViews(of: &controller.children[index].controller, body)
    }
    if var presented = controller.presented {
      updateViews(of: &presented, body)
      controller.presented = presented
    }
  }

  private static func updateSubtree(
    _ view: inout Scene.ViewSpec, isControllerRoot: Bool,
    _ body: (inout Scene.ViewSpec, Bool) -> Void
  ) {
    body(&view, isControllerRoot)
    for index in view.subviews.indices {
      updateSubtree(&view.subviews[index], isControllerRoot: false, body)
    }
    for cell in view.cells.indices {
      for index in view.cells[cell].subviews.indices {
        updateSubtree(&view.cells[cell].subviews[index], isControllerRoot: false, body)
      }
    }
  }
}
