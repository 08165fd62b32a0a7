import KeyboardCore

// Auto Layout in scene files: a view's `constraints`, written in the form
// `LayoutConstraint.description` prints (`email.top == login.safeArea.top + 20 @750`), and the
// flags and priorities constraints read. The builder activates them after the tree is built.

extension Scene {
  /// A layout constraint of a scene, as `LayoutConstraint` relates two items:
  /// `first.attribute  relation  multiplier × second.attribute + constant`, or a size and a
  /// constant.
  ///
  /// Written in scene files as its ``text``: `email.top == login.safeArea.top + 20`,
  /// `bar.bottom == chat.keyboard.top`, `email.width == 0.5 * login.width @750`,
  /// `email.height == 30`.
  package struct ConstraintSpec: Sendable, Hashable {
    /// A view of the scene, or one of its guides.
    package struct Item: Sendable, Hashable {
      /// The view's id (a controller's id names its root view).
      package var id: String
      /// The guide of the view, or `nil` for the view itself.
      package var guide: Guide?

      /// Creates an item.
      package init(_ id: String, guide: Guide? = nil) {
        self.id = id
        self.guide = guide
      }

      /// `id` or `id.guide`.
      package var text: String { guide.map { "\(id).\($0.rawValue)" } ?? id }
    }

    /// A view's layout guide, by the name scene files give it.
    package enum Guide: String, Sendable, Hashable, CaseIterable {
      /// `View.safeAreaLayoutGuide`.
      case safeArea
      /// `View.layoutMarginsGuide`.
      case margins
      /// `View.readableContentGuide`.
      case readable
      /// `View.keyboardLayoutGuide`.
      case keyboard
      /// `ScrollView.contentLayoutGuide` (scroll views only).
      case content
      /// `ScrollView.frameLayoutGuide` (scroll views only).
      case frameGuide

      /// Whether only scroll views have the guide.
      package var needsScrollView: Bool { self == .content || self == .frameGuide }
    }

    /// An edge of a view, for the keyboard guide's edge tracking.
    package enum Edge: String, Sendable, Hashable, CaseIterable {
      /// The top edge.
      case top
      /// The left edge.
      case left
      /// The bottom edge.
      case bottom
      /// The right edge.
      case right

      /// The edge as a `RectEdge`.
      package var rectEdge: RectEdge {
        switch self {
        case .top: .top
        case .left: .left
        case .bottom: .bottom
        case .right: .right
        }
      }
    }

    /// The first item.
    package var firstItem: Item
    /// Its attribute.
    package var firstAttribute: LayoutAttribute
    /// How the sides compare.
    package var relation: LayoutRelation
    /// The second item, or `nil` for a size equal to a constant.
    package var secondItem: Item?
    /// The second item's attribute (`notAnAttribute` without a second item).
    package var secondAttribute: LayoutAttribute
    /// The factor on the second attribute.
    package var multiplier: Double
    /// The amount added to the second side (the whole second side without a second item).
    package var constant: Double
    /// The priority, 1 to 1000.
    package var priority: Double
    /// `LayoutConstraint.identifier`.
    package var identifier: String?
    /// The keyboard guide edge near which the constraint is active
    /// (`KeyboardLayoutGuide.setConstraints(_:activeWhenNearEdge:)`).
    package var activeWhenNearEdge: Edge?
    /// The edges away from which the constraint is active
    /// (`KeyboardLayoutGuide.setConstraints(_:activeWhenAwayFrom:)`); empty for none.
    package var activeWhenAwayFrom: [Edge]

    /// Creates a constraint.
    package init(
      _ firstItem: Item, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
      _ secondItem: Item?, _ secondAttribute: LayoutAttribute = .notAnAttribute,
      multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
      self.firstItem = firstItem
      self.firstAttribute = firstAttribute
      self.relation = relation
      self.secondItem = secondItem
      self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
      self.multiplier = multiplier
      self.constant = constant
      self.priority = priority
      self.identifier = nil
      self.activeWhenNearEdge = nil
      self.activeWhenAwayFrom = []
    }

    /// Whether the constraint must hold (priority 1000).
    package var isRequired: Bool { priority >= 1000 }

    /// Whether the keyboard guide switches the constraint on and off.
    package var isEdgeTracking: Bool { activeWhenNearEdge != nil || !activeWhenAwayFrom.isEmpty }

    /// The items the constraint mentions, first then second.
    package var items: [Item] { [firstItem] + (secondItem.map { [$0] } ?? []) }

    /// The first item mentioning a keyboard guide, if any.
    package var keyboardItem: Item? { items.first { $0.guide == .keyboard } }

    /// The constraint in the canonical form, as `LayoutConstraint.description` prints it
    /// without its identifier: `email.top == login.safeArea.top + 20 @750`.
    package var text: String {
      var text = "\(firstItem.text).\(firstAttribute.name) \(relation.symbol) "
      if let secondItem {
        if multiplier != 1 { text += "\(Self.format(multiplier)) * " }
        text += "\(secondItem.text).\(secondAttribute.name)"
        if constant > 0 { text += " + \(Self.format(constant))" }
        if constant < 0 { text += " - \(Self.format(-constant))" }
      } else {
        text += Self.format(constant)
      }
      if !isRequired { text += " @\(Self.format(priority))" }
      return text
    }

    /// A number as layout descriptions print it: shortest, no trailing `.0`.
    package static func format(_ value: Double) -> String {
      if let whole = Int64(exactly: value), abs(value) < 1e15 { return String(whole) }
      return String(value)
    }
  }

  /// Content hugging or compression resistance priorities, horizontal and vertical.
  package struct AxisPriorities: Sendable, Hashable {
    /// Along the horizontal axis.
    package var horizontal: Double
    /// Along the vertical axis.
    package var vertical: Double

    /// Creates the pair.
    package init(horizontal: Double, vertical: Double) {
      self.horizontal = horizontal
      self.vertical = vertical
    }
  }

  /// A view's keyboard layout guide settings (`View.keyboardLayoutGuide`); absent values keep
  /// UIKit's defaults.
  package struct KeyboardGuideSpec: Sendable, Hashable {
    /// `KeyboardLayoutGuide.followsUndockedKeyboard` (default `false`).
    package var followsUndockedKeyboard: Bool?
    /// `KeyboardLayoutGuide.usesBottomSafeArea` (default `true`).
    package var usesBottomSafeArea: Bool?

    /// Creates the settings.
    package init(followsUndockedKeyboard: Bool? = nil, usesBottomSafeArea: Bool? = nil) {
      self.followsUndockedKeyboard = followsUndockedKeyboard
      self.usesBottomSafeArea = usesBottomSafeArea
    }
  }

  /// The Auto Layout keys of a view: its constraints and what they read of it.
  package struct AutoLayoutSpec: Sendable, Hashable {
    /// The constraints listed on the view (the engine keeps each on its items' common
    /// ancestor, whichever view lists it).
    package var constraints: [ConstraintSpec] = []
    /// `translatesAutoresizingMaskIntoConstraints` as given, or `nil` for the default: `false`
    /// for a view that is the first item of a constraint of the scene (and not a controller's
    /// root view), `true` otherwise.
    package var translatesAutoresizingMaskIntoConstraints: Bool?
    /// Plain views: the natural size (`intrinsicContentSize`); -1 on an axis for none.
    package var intrinsicContentSize: Size?
    /// Content hugging priorities, or `nil` for UIKit's 250.
    package var contentHugging: AxisPriorities?
    /// Compression resistance priorities, or `nil` for UIKit's 750.
    package var compressionResistance: AxisPriorities?
    /// The keyboard layout guide's settings, or `nil` for the defaults.
    package var keyboardLayoutGuide: KeyboardGuideSpec?

    /// Creates empty Auto Layout keys.
    package init() {}

    /// Whether any key is given.
    package var isEmpty: Bool { self == AutoLayoutSpec() }
  }
}

extension Scene {
  /// Every constraint of the scene's tree (controllers' views, presented controllers and
  /// embedded children), in document order.
  package var allConstraints: [ConstraintSpec] {
    var result: [ConstraintSpec] = []
    root.forEachView { result += $0.autoLayout.constraints }
    return result
  }

  /// The ids of the views that are the first item of a constraint of the scene.
  package var firstItemIDs: Set<String> {
    Set(allConstraints.filter { $0.firstItem.guide == nil }.map(\.firstItem.id))
  }

  /// Whether a view's frame is an input to the constraints
  /// (`translatesAutoresizingMaskIntoConstraints`): as given, else `false` for a view that is
  /// the first item of a constraint (`firstItems`, ``firstItemIDs``) and not a controller's
  /// root view, as Interface Builder and code both turn it off for the views they constrain.
  package static func translatesAutoresizingMask(
    of view: ViewSpec, isControllerRoot: Bool, firstItems: Set<String>
  ) -> Bool {
    if let given = view.autoLayout.translatesAutoresizingMaskIntoConstraints { return given }
    guard !isControllerRoot, let id = view.id else { return true }
    return !firstItems.contains(id)
  }

  /// Whether any view of the scene has a constraint.
  package var hasConstraints: Bool {
    var found = false
    root.forEachView { if !$0.autoLayout.constraints.isEmpty { found = true } }
    return found
  }
}

extension Scene.ControllerSpec {
  /// Calls `body` with every view of this controller and the controllers below it (children,
  /// embedded children, presented ones), parents before their subviews.
  package func forEachView(_ body: (Scene.ViewSpec) -> Void) {
    view?.forEachView(body)
    for child in viewControllers { child.forEachView(body) }
    for child in children { child.controller.forEachView(body) }
    presented?.forEachView(body)
  }
}

extension Scene.ViewSpec {
  /// Calls `body` with this view and every view below it (subviews, cells' subviews, a
  /// table's header, footer and section cells), parents first.
  package func forEachView(_ body: (Scene.ViewSpec) -> Void) {
    var pending = [self]
    while let view = pending.popLast() {
      body(view)
      var below = view.subviews
      below += view.cells.flatMap(\.subviews)
      for accessory in [view.table.headerView, view.table.footerView] {
        if case .view(let spec)? = accessory { below.append(spec) }
      }
      for section in view.table.sections ?? [] {
        below += section.rows.placedCells.flatMap(\.cell.subviews)
      }
      pending += below.reversed()
    }
  }
}
