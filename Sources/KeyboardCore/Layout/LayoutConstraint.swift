/// A linear relation between two layout attributes, as `NSLayoutConstraint`:
/// `first.attribute  relation  multiplier × second.attribute + constant`.
///
/// Make constraints with the anchors (``View/leadingAnchor``, ``LayoutGuide/topAnchor``, …) or
/// with ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``, then activate
/// them. An active constraint is kept by the nearest common ancestor of its items (in
/// ``View/constraints``) and solved with every other active constraint of the tree at the next
/// layout pass (``View/layoutIfNeeded()``):
///
/// ```swift
/// field.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///   field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///   field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
///   field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -10),
/// ])
/// view.layoutIfNeeded()
/// ```
///
/// Changing ``constant`` or ``priority`` of an active constraint updates the solved system in
/// place (no rebuild). A required constraint that cannot hold with the others is broken at
/// activation, as UIKit does: it stays active but unsatisfied, and the window gets a
/// ``Diagnostic/Code/unsatisfiableConstraints`` diagnostic that names it and the constraints
/// it conflicts with. Optional constraints (priority below 1000) are kept as nearly as the
/// required ones allow, the error of each weighted by its priority.
public final class LayoutConstraint: CustomStringConvertible {
  /// The first item: a ``View`` or a ``LayoutGuide``; `nil` once it is gone.
  public private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: LayoutAttribute
  /// How the two sides compare.
  public let relation: LayoutRelation
  /// The second item, or `nil` for a constraint to a constant.
  public private(set) weak var secondItem: AnyObject?
  /// The second item's attribute; ``LayoutAttribute/notAnAttribute`` with no second item.
  public let secondAttribute: LayoutAttribute
  /// The factor on the second attribute.
  public let multiplier: Double
  /// A name for descriptions and diagnostics, as UIKit's `identifier`.
  public var identifier: String?

  /// Whether the second item was given (it may be gone since).
  let hasSecondItem: Bool

  /// The engine that holds this constraint, while it is active and laid out.
  weak var engine: LayoutEngine?
  /// The view that keeps this constraint while it is active.
  weak var owner: View?

  /// The amount added to the second side.
  ///
  /// A non-finite constant is rejected with a diagnostic (the old value stays).
  public var constant: Double {
    didSet {
      guard constant.isFinite else {
        constant = oldValue
        owner?.reportDiagnostic(
          Diagnostic(.nonFiniteGeometry, "\(self).constant rejected: not finite"))
        return
      }
      if constant != oldValue { engine?.constraintDidChange(self) }
    }
  }

  /// How much the constraint matters; ``LayoutPriority/required`` by default.
  public var priority: LayoutPriority = .required {
    didSet { if priority != oldValue { engine?.constraintDidChange(self) } }
  }

  /// Whether the constraint takes part in layout.
  ///
  /// Setting it is ``activate(_:)`` or ``deactivate(_:)`` of this one constraint.
  ///
  /// - Precondition: To activate, the items are views or guides of one view tree (they have a
  ///   common ancestor), as UIKit requires.
  public var isActive: Bool {
    get { owner != nil }
    set {
      if newValue { activateOne() } else { deactivateOne() }
    }
  }

  /// Creates a constraint from items and attributes, as UIKit's
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// The constraint is inactive; activate it with ``isActive`` or ``activate(_:)``.
  ///
  /// - Parameters:
  ///   - view1: The first item, a ``View`` or a ``LayoutGuide``.
  ///   - attr1: Its attribute.
  ///   - relation: How the sides compare.
  ///   - view2: The second item, or `nil` for a constraint to `c`.
  ///   - attr2: Its attribute (``LayoutAttribute/notAnAttribute`` with no second item).
  ///   - multiplier: The factor on the second attribute.
  ///   - c: The constant.
  /// - Precondition: The items are views or layout guides; the attributes are on one axis
  ///   (a size may relate to a size of either axis, as in UIKit); a constraint without a second
  ///   item constrains a size; the multiplier and constant are finite; a position is not
  ///   related to a size.
  public convenience init(
    item view1: AnyObject, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem view2: AnyObject?, attribute attr2: LayoutAttribute, multiplier: Double = 1,
    constant c: Double = 0
  ) {
    self.init(view1, attr1, relation, view2, attr2, multiplier, c)
  }

  init(
    _ first: AnyObject, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: AnyObject?, _ secondAttribute: LayoutAttribute, _ multiplier: Double,
    _ constant: Double
  ) {
    precondition(
      first is View || first is LayoutGuide,
      "LayoutConstraint: the first item is a \(type(of: first)), not a view or a layout guide")
    precondition(
      second == nil || second is View || second is LayoutGuide,
      "LayoutConstraint: the second item is not a view or a layout guide")
    precondition(
      firstAttribute != .notAnAttribute, "LayoutConstraint: the first attribute is missing")
    if second == nil {
      precondition(
        firstAttribute.isDimension,
        "LayoutConstraint: \(firstAttribute.name) is a position; only a size can equal a constant")
    } else {
      precondition(
        secondAttribute != .notAnAttribute, "LayoutConstraint: the second attribute is missing")
      precondition(
        firstAttribute.isDimension == secondAttribute.isDimension,
        "LayoutConstraint: \(firstAttribute.name) and \(secondAttribute.name) mix a position and a size"
      )
      precondition(
        firstAttribute.isDimension || firstAttribute.isHorizontal == secondAttribute.isHorizontal,
        "LayoutConstraint: \(firstAttribute.name) and \(secondAttribute.name) are on different axes"
      )
    }
    precondition(
      multiplier.isFinite && constant.isFinite,
      "LayoutConstraint: the multiplier \(multiplier) or constant \(constant) is not finite")
    self.firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.hasSecondItem = second != nil
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates each constraint, as `NSLayoutConstraint.activate(_:)`.
  ///
  /// - Complexity: O(d) per constraint, d the depth of its items (to find their common
  ///   ancestor); solving waits for the next layout pass.
  public static func activate(_ constraints: [LayoutConstraint]) {
    constraints.forEach { $0.activateOne() }
  }

  /// Deactivates each constraint, as `NSLayoutConstraint.deactivate(_:)`.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    constraints.forEach { $0.deactivateOne() }
  }

  private func activateOne() {
    guard owner == nil else { return }
    guard let first = firstItem else {
      preconditionFailure("LayoutConstraint.activate: the first item is gone")
    }
    guard let view1 = LayoutConstraint.view(of: first) else {
      preconditionFailure("LayoutConstraint.activate: \(self): the layout guide has no view")
    }
    var common = view1
    if hasSecondItem {
      guard let second = secondItem, let view2 = LayoutConstraint.view(of: second) else {
        preconditionFailure("LayoutConstraint.activate: \(self): the second item is gone")
      }
      guard let ancestor = view1.nearestCommonAncestor(with: view2) else {
        preconditionFailure(
          "LayoutConstraint.activate: \(self): the items have no common ancestor "
            + "(they are in different view trees)")
      }
      common = ancestor
    }
    common.addOwnedConstraint(self)
  }

  private func deactivateOne() {
    owner?.removeOwnedConstraint(self)
  }

  /// The view a layout item belongs to: the view itself, or a guide's owning view.
  static func view(of item: AnyObject) -> View? {
    if let view = item as? View { return view }
    return (item as? LayoutGuide)?.owningView
  }

  /// The constraint in the scene-file form: `email.top == root.safeArea.top + 20 @750`.
  ///
  /// Items are named by their ``View/identifier`` (a guide by its view's and the guide's
  /// name), or by their type where they have none.
  public var description: String {
    var text = "\(LayoutConstraint.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
    if hasSecondItem {
      if multiplier != 1 { text += "\(LayoutNumber.text(multiplier)) * " }
      text += "\(LayoutConstraint.name(of: secondItem)).\(secondAttribute.name)"
      if constant > 0 { text += " + \(LayoutNumber.text(constant))" }
      if constant < 0 { text += " - \(LayoutNumber.text(-constant))" }
    } else {
      text += LayoutNumber.text(constant)
    }
    if !priority.isRequired { text += " @\(priority)" }
    if let identifier { text += " (\(identifier))" }
    return text
  }

  static func name(of item: AnyObject?) -> String {
    switch item {
    case let view as View:
      return view.identifier ?? view.typeName
    case let guide as LayoutGuide:
      let owner = guide.owningView.map { $0.identifier ?? $0.typeName } ?? "?"
      return "\(owner).\(guide.identifier)"
    default:
      return "(gone)"
    }
  }
}

/// Numbers as layout descriptions print them: shortest, no trailing `.0`.
enum LayoutNumber {
  static func text(_ value: Double) -> String {
    if let whole = Int64(exactly: value), abs(value) < 1e15 { return String(whole) }
    return String(value)
  }
}

extension LayoutConstraint {
  /// Whether the constraint is active but broken: a required one that could not hold with the
  /// others at the last solve (the simulator's reports and reliability checks read it).
  package var isBroken: Bool {
    guard let engine else { return false }
    return engine.compiled[ObjectIdentifier(self)].map { $0.id == nil } ?? false
  }
}
