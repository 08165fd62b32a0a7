extension View {
  var layoutStorage: AutoLayoutStorage {
    if let storage = autoLayout { return storage }
    let storage = AutoLayoutStorage()
    autoLayout = storage
    return storage
  }

  // MARK: Anchors

  /// The view's left edge, as `UIView.leftAnchor`.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  /// The view's right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  /// The view's leading edge (its left: the model lays out left to right).
  public var leadingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The view's trailing edge (its right).
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The view's horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The view's top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  /// The view's bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The view's vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The first baseline, approximated 80 % of the height below the top (no fonts are measured).
  public var firstBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The last baseline, approximated as ``firstBaselineAnchor``.
  public var lastBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }
  /// The view's width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  /// The view's height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

  // MARK: Constraints

  /// Whether the view's frame is an input to Auto Layout (`true`, the default, as UIKit's
  /// `translatesAutoresizingMaskIntoConstraints`) or its output (`false`).
  ///
  /// With `true`, a view that constraints mention keeps the frame its host (or its
  /// superview's autoresizing) gives it, and constraints are solved around it. With `false`,
  /// the constraints place it: each layout pass sets its frame from the solution, on the
  /// screen's pixel grid. Set it to `false` on every view you position with constraints, as in
  /// UIKit.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayout?.translatesAutoresizingMask ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      layoutStorage.translatesAutoresizingMask = newValue
      layoutEngineDidChange()
    }
  }

  /// The active constraints this view keeps: those whose items' nearest common ancestor it is,
  /// as `UIView.constraints`.
  public var constraints: [LayoutConstraint] { autoLayout?.owned ?? [] }

  /// Activates `constraint`, as UIKit's older `addConstraint(_:)`.
  ///
  /// The constraint is kept by its items' nearest common ancestor, whichever view it is added
  /// to.
  public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }

  /// Activates each constraint, as `addConstraints(_:)`.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint` if this view keeps it, as `removeConstraint(_:)`.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    if constraint.owner === self { constraint.isActive = false }
  }

  /// Deactivates each constraint this view keeps, as `removeConstraints(_:)`.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    constraints.forEach(removeConstraint)
  }

  func addOwnedConstraint(_ constraint: LayoutConstraint) {
    layoutStorage.owned.append(constraint)
    constraint.owner = self
    rootLayoutEngine().add(constraint)
  }

  func removeOwnedConstraint(_ constraint: LayoutConstraint) {
    guard let storage = autoLayout else { return }
    if let index = storage.owned.lastIndex(where: { $0 === constraint }) {
      storage.owned.remove(at: index)
    }
    constraint.owner = nil
    constraint.engine?.remove(constraint)
    setNeedsLayout()
  }

  /// The engine of this view's tree, made on first use.
  func rootLayoutEngine() -> LayoutEngine {
    let top = root
    let storage = top.layoutStorage
    if let engine = storage.engine { return engine }
    let engine = LayoutEngine(root: top)
    storage.engine = engine
    return engine
  }

  /// The engine of this view's tree if it has one.
  var existingLayoutEngine: LayoutEngine? { root.autoLayout?.engine }

  /// Tells the engine that something it reads of this view changed (a flag, a guide's
  /// settings), so the next pass solves again.
  func layoutEngineDidChange() {
    guard let engine = existingLayoutEngine else { return }
    engine.markNeedsUpdate()
    engine.markDirty(self)
    setNeedsLayout()
  }

  /// The nearest view that is this view or an ancestor of it and `other` or an ancestor of it.
  ///
  /// - Complexity: O(d), d the deeper of the two depths.
  func nearestCommonAncestor(with other: View) -> View? {
    var depthA = 0
    var depthB = 0
    var current: View? = self
    while let view = current {
      depthA += 1
      current = view.superview
    }
    current = other
    while let view = current {
      depthB += 1
      current = view.superview
    }
    var a: View? = self
    var b: View? = other
    while depthA > depthB, let view = a {
      a = view.superview
      depthA -= 1
    }
    while depthB > depthA, let view = b {
      b = view.superview
      depthB -= 1
    }
    while let viewA = a, let viewB = b {
      if viewA === viewB { return viewA }
      a = viewA.superview
      b = viewB.superview
    }
    return nil
  }

  // MARK: Alignment rect

  /// How far the rect Auto Layout aligns lies inside the frame, as
  /// `UIView.alignmentRectInsets`: zero by default.
  ///
  /// Constraints relate alignment rects, not frames: with a top inset of 8 a constraint that
  /// puts the view's top at 20 puts its frame's top at 12, and ``intrinsicContentSize`` is the
  /// alignment rect's size. UIKit's views compute theirs (a symbol image's from its glyph, a
  /// switch's from its track); here a host or an importer sets it. A non-finite inset is
  /// ignored with a diagnostic. Stacks laid out by their frame rule (no constraints in the
  /// tree) do not read it.
  public var alignmentRectInsets: Insets {
    get { autoLayout?.alignmentInsets ?? .zero }
    set {
      guard newValue != alignmentRectInsets else { return }
      guard
        [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite)
      else {
        reportDiagnostic(
          Diagnostic(.nonFiniteGeometry, "\(typeName).alignmentRectInsets \(newValue) rejected"))
        return
      }
      layoutStorage.alignmentInsets = newValue
      existingLayoutEngine?.alignmentInsetsDidChange(of: self)
      layoutEngineDidChange()
      (superview as? StackView)?.arrangedContentDidChange()
    }
  }

  // MARK: Content priorities

  /// How strongly the view resists growing past its ``intrinsicContentSize`` along `axis`, as
  /// `contentHuggingPriority(for:)`: ``LayoutPriority/defaultLow`` (250) by default.
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    guard let storage = autoLayout else { return .defaultLow }
    return axis == .horizontal ? storage.hugging.horizontal : storage.hugging.vertical
  }

  /// Sets the content hugging priority along `axis`, as `setContentHuggingPriority(_:for:)`.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    guard priority != contentHuggingPriority(for: axis) else { return }
    if axis == .horizontal {
      layoutStorage.hugging.horizontal = priority
    } else {
      layoutStorage.hugging.vertical = priority
    }
    layoutEngineDidChange()
    (superview as? StackView)?.arrangedContentDidChange()
  }

  /// How strongly the view resists shrinking below its ``intrinsicContentSize`` along `axis`,
  /// as `contentCompressionResistancePriority(for:)`: ``LayoutPriority/defaultHigh`` (750) by
  /// default.
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    guard let storage = autoLayout else { return .defaultHigh }
    return axis == .horizontal ? storage.compression.horizontal : storage.compression.vertical
  }

  /// Sets the compression resistance priority along `axis`, as
  /// `setContentCompressionResistancePriority(_:for:)`.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutAxis
  ) {
    guard priority != contentCompressionResistancePriority(for: axis) else { return }
    if axis == .horizontal {
      layoutStorage.compression.horizontal = priority
    } else {
      layoutStorage.compression.vertical = priority
    }
    layoutEngineDidChange()
    (superview as? StackView)?.arrangedContentDidChange()
  }

  // MARK: Guides

  /// The guides added with ``addLayoutGuide(_:)``, as `UIView.layoutGuides`.
  public var layoutGuides: [LayoutGuide] { autoLayout?.guides ?? [] }

  /// Adds a guide to the view, as `addLayoutGuide(_:)`: constraints may then relate to it.
  ///
  /// - Precondition: `guide` is not a system guide and belongs to no other view.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    precondition(guide.kind == .custom, "View.addLayoutGuide: a system guide cannot be added")
    precondition(
      guide.owningView == nil || guide.owningView === self,
      "View.addLayoutGuide: the guide belongs to another view")
    guard guide.owningView !== self else { return }
    guide.owningView = self
    layoutStorage.guides.append(guide)
  }

  /// Removes a guide added with ``addLayoutGuide(_:)``, deactivating the constraints that
  /// mention it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let storage = autoLayout, let index = storage.guides.firstIndex(where: { $0 === guide })
    else { return }
    deactivateConstraints(mentioning: guide)
    existingLayoutEngine?.forget(guide)
    storage.guides.remove(at: index)
    guide.owningView = nil
  }

  /// The view's safe area as a layout guide, as `UIView.safeAreaLayoutGuide`: its frame is the
  /// bounds inset by ``safeAreaInsets``.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = autoLayout?.safeArea { return guide }
    let guide = LayoutGuide(kind: .safeArea, owner: self)
    layoutStorage.safeArea = guide
    return guide
  }

  /// The view's layout margins as a layout guide, as `UIView.layoutMarginsGuide`: its frame is
  /// the bounds inset by ``layoutMargins`` (which include the safe area with
  /// ``insetsLayoutMarginsFromSafeArea`` and the superview's margins with
  /// ``preservesSuperviewLayoutMargins``).
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = autoLayout?.margins { return guide }
    let guide = LayoutGuide(kind: .margins, owner: self)
    layoutStorage.margins = guide
    return guide
  }

  /// A column inside the layout margins at most ``readableContentWidth`` wide and centred in
  /// them, as `UIView.readableContentGuide`.
  public var readableContentGuide: LayoutGuide {
    if let guide = autoLayout?.readable { return guide }
    let guide = LayoutGuide(kind: .readableContent, owner: self)
    layoutStorage.readable = guide
    return guide
  }

  /// The widest ``readableContentGuide``: 672 points, UIKit's readable width at the default
  /// text size.
  public static let readableContentWidth: Double = 672

  /// The guide that follows the keyboard in this view, as `UIView.keyboardLayoutGuide`.
  public var keyboardLayoutGuide: KeyboardLayoutGuide {
    if let guide = autoLayout?.keyboard { return guide }
    let guide = KeyboardLayoutGuide(owner: self)
    layoutStorage.keyboard = guide
    return guide
  }

  /// Whether the constraints leave the view's frame free to take more than one value, as
  /// `hasAmbiguousLayout`.
  ///
  /// Only views the constraints place (``translatesAutoresizingMaskIntoConstraints`` off) can
  /// be ambiguous. The check finds a position or size that no constraint fixes (a view pinned
  /// at its top with no height); it does not find a choice among inequalities that hold equally
  /// well.
  public var hasAmbiguousLayout: Bool {
    guard !translatesAutoresizingMaskIntoConstraints, let engine = existingLayoutEngine else {
      return false
    }
    return engine.isAmbiguous(self)
  }

  /// The width and height the constraints solved for the view.
  ///
  /// They may be negative where its required constraints ask for that (a view kept right of an
  /// edge that has passed the centre it is pinned to): UIKit lays such a view out with a
  /// negative size. The model keeps frame sizes at 0 or more, so the frame has the solved
  /// origin and a size of 0 there. `nil` for a view the constraints do not place.
  package var solvedLayoutSize: (width: Double, height: Double)? {
    guard !translatesAutoresizingMaskIntoConstraints, let engine = existingLayoutEngine else {
      return nil
    }
    return engine.solvedSize(of: self)
  }

  // MARK: Updating constraints

  /// Asks for ``updateConstraints()`` before the next layout pass solves.
  public func setNeedsUpdateConstraints() {
    layoutStorage.needsUpdateConstraints = true
    rootLayoutEngine().needsConstraintUpdate(self)
    setNeedsLayout()
  }

  /// Calls ``updateConstraints()`` now if it is due.
  public func updateConstraintsIfNeeded() {
    guard let storage = autoLayout, storage.needsUpdateConstraints else { return }
    storage.needsUpdateConstraints = false
    updateConstraints()
  }

  /// Deactivates the active constraints that mention `item`, kept by this view or its
  /// ancestors.
  func deactivateConstraints(mentioning item: AnyObject) {
    var current: View? = self
    while let view = current {
      for constraint in view.constraints
      where constraint.firstItem === item || constraint.secondItem === item {
        constraint.isActive = false
      }
      current = view.superview
    }
  }
}

extension ScrollView {
  /// The scroll view's content area as a layout guide, as `UIScrollView.contentLayoutGuide`:
  /// its origin is the content's origin, and constraints on its size set ``contentSize``.
  ///
  /// Constraints between the scroll view's own edges and its content relate to this guide, as
  /// in UIKit.
  public var contentLayoutGuide: LayoutGuide {
    if let guide = autoLayout?.scrollContent { return guide }
    let guide = LayoutGuide(kind: .scrollContent, owner: self)
    layoutStorage.scrollContent = guide
    return guide
  }

  /// The scroll view's frame as a layout guide, as `UIScrollView.frameLayoutGuide`: content
  /// pinned to it stays put while the content scrolls.
  public var frameLayoutGuide: LayoutGuide {
    if let guide = autoLayout?.scrollFrame { return guide }
    let guide = LayoutGuide(kind: .scrollFrame, owner: self)
    layoutStorage.scrollFrame = guide
    return guide
  }
}
