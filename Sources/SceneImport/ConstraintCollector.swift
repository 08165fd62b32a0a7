/// Reads a screen's Auto Layout constraints, guides and per-view layout settings while
/// ``ScreenBuilder`` builds its views, and names their items by the views' scene ids.
///
/// Before the views are built, ``prepare(_:)`` finds every view a constraint names (directly
/// or through one of its layout guides), so the builder gives each of them an id; as each view
/// is built, ``register(_:sceneID:recordsLayout:)`` keeps its constraints, variations and
/// settings; ``resolve()`` then turns the constraints into ``ImportedConstraint`` values.
struct ConstraintCollector {
  enum Guide {
    /// A guide of a view: `safeArea`, `margins`, `readable`, `keyboard`, `content`,
    /// `frameGuide`.
    case named(String)
    /// The old `topLayoutGuide` of a controller.
    case top
    /// The old `bottomLayoutGuide` of a controller.
    case bottom
    /// A guide key the importer does not know.
    case unknown(String)
  }

  /// The document ids of views that need a scene id, because a constraint names them or one
  /// of their guides.
  private(set) var needsID: Set<String> = []
  /// The document ids of views a constraint names directly (not through a guide): the views
  /// Interface Builder turns `translatesAutoresizingMaskIntoConstraints` off for, unless the
  /// document says `YES`.
  private(set) var mentioned: Set<String> = []
  private var guides: [String: (owner: String, guide: Guide)] = [:]
  private var sceneIDs: [String: String] = [:]
  private var pending: [(constraint: MarkupElement, owner: String)] = []
  private var variations: [String: [ImportedConstraint.Variation]] = [:]
  private(set) var layouts: [ImportedViewLayout] = []

  /// The scene format's name of an Interface Builder guide key.
  static func guide(forKey key: String?) -> Guide {
    switch key {
    case "safeArea": .named("safeArea")
    case "layoutMarginsGuide", "layoutMargins": .named("margins")
    case "readableContentGuide": .named("readable")
    case "keyboard", "keyboardLayoutGuide": .named("keyboard")
    case "contentLayoutGuide": .named("content")
    case "frameLayoutGuide": .named("frameGuide")
    default: .unknown(key ?? "")
    }
  }

  /// Finds the views the constraints of a controller's or a top-level view's subtree name.
  ///
  /// - Complexity: O(n), n the elements of the subtree.
  mutating func prepare(_ root: MarkupElement) {
    var stack: [(element: MarkupElement, parent: MarkupElement?)] = [(root, nil)]
    var named: Set<String> = []
    while let (element, parent) = stack.popLast() {
      switch element.name {
      case "constraints":
        guard let owner = parent?["id"] else { break }
        for constraint in element.children
        where constraint.name == "constraint" && constraint["placeholder"] != "YES" {
          named.insert(constraint["firstItem"] ?? owner)
          if let second = constraint["secondItem"] { named.insert(second) }
        }
      case "viewLayoutGuide", "keyboardLayoutGuide":
        if let id = element["id"], let owner = parent?["id"] {
          guides[id] = (owner, Self.guide(forKey: element["key"]))
        }
      case "layoutGuides":
        let rootView = parent?.children.first { $0["key"] == "view" }?["id"]
        for guide in element.children where guide.name == "viewControllerLayoutGuide" {
          guard let id = guide["id"], let rootView else { continue }
          guides[id] = (rootView, guide["type"] == "bottom" ? .bottom : .top)
        }
      default: break
      }
      for child in element.children.reversed() { stack.append((child, element)) }
    }
    for id in named {
      if let guide = guides[id] {
        needsID.insert(guide.owner)
      } else {
        needsID.insert(id)
        mentioned.insert(id)
      }
    }
  }

  /// Keeps a built view's constraints, variations and, when it has a scene id, its layout
  /// settings.
  ///
  /// - Parameters:
  ///   - element: The view's element (or a cell's content view).
  ///   - sceneID: The id the view has in the scene, if any.
  ///   - recordsLayout: Whether to list its settings in ``layouts``.
  mutating func register(_ element: MarkupElement, sceneID: String?, recordsLayout: Bool = true) {
    guard let id = element["id"] else { return }
    if let sceneID { sceneIDs[id] = sceneID }
    for constraint in element.children(of: "constraints") where constraint.name == "constraint" {
      pending.append((constraint, id))
    }
    for variation in element.children where variation.name == "variation" {
      guard let key = variation["key"] else { continue }
      for mask in variation.children where mask.name == "mask" && mask["key"] == "constraints" {
        for reference in mask.children {
          guard let target = reference["reference"] else { continue }
          variations[target, default: []].append(
            ImportedConstraint.Variation(key: key, isInstalled: reference.name == "include"))
        }
      }
    }
    guard recordsLayout, let sceneID else { return }
    var layout = ImportedViewLayout(id: sceneID)
    layout.translatesAutoresizingMaskIntoConstraints =
      element["translatesAutoresizingMaskIntoConstraints"] != "NO"
    layout.horizontalHuggingPriority = element["horizontalHuggingPriority"].flatMap(Self.number)
    layout.verticalHuggingPriority = element["verticalHuggingPriority"].flatMap(Self.number)
    layout.horizontalCompressionResistancePriority =
      element["horizontalCompressionResistancePriority"].flatMap(Self.number)
    layout.verticalCompressionResistancePriority =
      element["verticalCompressionResistancePriority"].flatMap(Self.number)
    layout.isAmbiguous = element["ambiguous"] == "YES"
    layout.isMisplaced = element["misplaced"] == "YES"
    layouts.append(layout)
  }

  static func number(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// The constraints, in the order their views were built, and notes on what could not be
  /// read.
  ///
  /// - Complexity: O(c), c the constraints.
  func resolve() -> (constraints: [ImportedConstraint], notes: [String]) {
    var constraints: [ImportedConstraint] = []
    var problems: [String] = []
    var placeholders = 0
    var standard = 0
    for (element, owner) in pending {
      if element["placeholder"] == "YES" {
        placeholders += 1
        continue
      }
      switch constraint(element, owner: owner) {
      case .success(let constraint):
        if constraint.isStandardSpacing { standard += 1 }
        constraints.append(constraint)
      case .failure(let problem):
        problems.append("line \(element.line): \(problem.text)")
      }
    }
    var notes: [String] = []
    if !constraints.isEmpty {
      let varying = constraints.filter { !$0.variations.isEmpty }.count
      notes.append(
        "\(constraints.count) Auto Layout constraint\(constraints.count == 1 ? " is" : "s are") "
          + "imported"
          + (standard > 0
            ? "; \(standard) use\(standard == 1 ? "s" : "") the standard spacing, read as the "
              + "value Interface Builder resolved" : "")
          + (varying > 0 ? "; \(varying) vary by size class" : "") + ".")
    }
    if placeholders > 0 {
      notes.append(
        "\(placeholders) placeholder constraint\(placeholders == 1 ? " is" : "s are") left out "
          + "(Interface Builder removes them at build time).")
    }
    if !problems.isEmpty {
      let shown = problems.prefix(5).joined(separator: "; ")
      notes.append(
        "\(problems.count) constraint\(problems.count == 1 ? " is" : "s are") not read: \(shown)"
          + (problems.count > 5 ? "; …" : "") + ".")
    }
    return (constraints, notes)
  }

  struct Problem: Error {
    var text: String
  }

  func constraint(_ element: MarkupElement, owner: String) -> Result<ImportedConstraint, Problem> {
    guard let firstAttribute = element["firstAttribute"] else {
      return .failure(Problem(text: "no firstAttribute"))
    }
    let first: ImportedConstraint.Anchor
    switch anchor(element["firstItem"] ?? owner, firstAttribute) {
    case .success(let anchor): first = anchor
    case .failure(let problem): return .failure(problem)
    }
    var second: ImportedConstraint.Anchor?
    if let item = element["secondItem"] {
      switch anchor(item, element["secondAttribute"] ?? firstAttribute) {
      case .success(let anchor): second = anchor
      case .failure(let problem): return .failure(problem)
      }
    }
    let relation: ImportedConstraint.Relation
    switch element["relation"] {
    case nil, "equal": relation = .equal
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case let other?: return .failure(Problem(text: "relation \"\(other)\" is not one UIKit has"))
    }
    var multiplier = 1.0
    if let text = element["multiplier"] {
      guard let value = Self.multiplier(text) else {
        return .failure(Problem(text: "multiplier \"\(text)\" is not a number or a ratio"))
      }
      multiplier = value
    }
    var constant = 0.0
    if let text = element["constant"] {
      guard let value = Self.number(text) else {
        return .failure(Problem(text: "constant \"\(text)\" is not a number"))
      }
      constant = value
    }
    var priority = 1000.0
    if let text = element["priority"] {
      guard let value = Self.number(text), value > 0, value <= 1000 else {
        return .failure(Problem(text: "priority \"\(text)\" is not a number from 1 to 1000"))
      }
      priority = value
    }
    var result = ImportedConstraint(
      first, relation, second, multiplier: multiplier, constant: constant, priority: priority)
    result.isStandardSpacing = element["symbolic"] == "YES"
    result.identifier = element["identifier"]
    result.documentID = element["id"] ?? ""
    result.line = element.line
    result.variations = element["id"].flatMap { variations[$0] } ?? []
    return .success(result)
  }

  /// `0.5`, or a ratio as Interface Builder writes it (`1:2`, `16:9`, `1/3`) as its quotient.
  static func multiplier(_ text: String) -> Double? {
    let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
    if parts.count == 2 {
      guard let numerator = number(String(parts[0])), let denominator = number(String(parts[1])),
        denominator != 0
      else { return nil }
      return numerator / denominator
    }
    return number(text)
  }

  /// An item and an Interface Builder attribute as an anchor of the scene format.
  func anchor(_ id: String, _ attribute: String) -> Result<ImportedConstraint.Anchor, Problem> {
    var name = attribute
    var margins = false
    switch attribute {
    case "baseline": name = "lastBaseline"
    case "centerXWithinMargins": (name, margins) = ("centerX", true)
    case "centerYWithinMargins": (name, margins) = ("centerY", true)
    default:
      if attribute.hasSuffix("Margin") {
        name = String(attribute.dropLast("Margin".count))
        margins = true
      }
    }
    guard let parsed = ImportedConstraint.Attribute(rawValue: name) else {
      return .failure(Problem(text: "attribute \"\(attribute)\" is not one the scene format has"))
    }
    if let (owner, guide) = guides[id] {
      guard let ownerID = sceneIDs[owner] else {
        return .failure(Problem(text: "the view of guide \(id) is not in the imported screen"))
      }
      guard !margins else {
        return .failure(Problem(text: "a margin attribute of a layout guide (\(attribute))"))
      }
      switch (guide, parsed) {
      case (.named(let suffix), _):
        return .success(.init("\(ownerID).\(suffix)", parsed))
      case (.top, .bottom): return .success(.init("\(ownerID).safeArea", .top))
      case (.top, .top): return .success(.init(ownerID, .top))
      case (.bottom, .top): return .success(.init("\(ownerID).safeArea", .bottom))
      case (.bottom, .bottom): return .success(.init(ownerID, .bottom))
      case (.top, _), (.bottom, _):
        return .failure(Problem(text: "the \(attribute) of a top or bottom layout guide"))
      case (.unknown(let key), _):
        return .failure(Problem(text: "a layout guide with key \"\(key)\""))
      }
    }
    guard let sceneID = sceneIDs[id] else {
      return .failure(Problem(text: "item \(id) is not a view of the imported screen"))
    }
    return .success(.init(margins ? "\(sceneID).margins" : sceneID, parsed))
  }
}
