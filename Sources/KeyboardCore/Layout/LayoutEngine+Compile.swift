import ConstraintSolver

/// Where a constraint in the solver comes from.
enum ConstraintOrigin {
  /// An app's constraint, by its identity.
  case user(ObjectIdentifier)
  /// A system constraint of an item, by the item's identity.
  case system(ObjectIdentifier, SystemSlot)
}

/// A bounds origin (a scroll offset) that a constraint's constant reads.
struct BoundsTerm {
  weak var view: View?
  let isHorizontal: Bool
  let coefficient: Double

  var value: Double {
    guard let view else { return 0 }
    let origin = view.bounds.origin
    return coefficient * (isHorizontal ? origin.x : origin.y)
  }
}

/// An app's constraint as the solver holds it (a class: the engine updates records in place).
final class CompiledConstraint {
  weak var constraint: LayoutConstraint?
  /// The solver's id, or `nil` when the constraint could not hold (it is broken).
  var id: ConstraintID?
  /// The terms in variables (the constant part is kept apart).
  var expression: LinearExpression
  var relation: Relation
  var strength: Strength
  /// Bounds origins that the constant reads.
  var boundsTerms: [BoundsTerm]
  /// The constant as added: `boundsTerms` read then, plus `alignmentOffset`, less the
  /// constraint's constant.
  var constant: Double
  /// What the items' alignment rect insets add to the constant (an edge of a view's alignment
  /// rect is its frame's edge moved in by the inset).
  var alignmentOffset = 0.0
  /// The items the constraint mentions, to count mentions.
  var itemKeys: [ObjectIdentifier]

  init(
    constraint: LayoutConstraint, expression: LinearExpression, relation: Relation,
    strength: Strength, boundsTerms: [BoundsTerm], itemKeys: [ObjectIdentifier]
  ) {
    self.constraint = constraint
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.boundsTerms = boundsTerms
    self.constant = 0
    self.itemKeys = itemKeys
  }
}

extension LayoutEngine {
  /// Compiles one active constraint into the solver; a required one that cannot hold is
  /// recorded as broken and reported.
  func compile(_ constraint: LayoutConstraint) {
    guard let owner = constraint.owner, let first = constraint.firstItem else { return }
    var terms: [BoundsTerm] = []
    var keys: [ObjectIdentifier] = []
    var offset = 0.0
    guard
      var expression = anchorExpression(
        first, constraint.firstAttribute, in: owner, scale: 1, terms: &terms, keys: &keys,
        offset: &offset)
    else { return }
    if constraint.hasSecondItem {
      guard let second = constraint.secondItem,
        let rhs = anchorExpression(
          second, constraint.secondAttribute, in: owner, scale: -constraint.multiplier,
          terms: &terms, keys: &keys, offset: &offset)
      else { return }
      expression += rhs
    }
    let relation: Relation
    switch constraint.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    let record = CompiledConstraint(
      constraint: constraint, expression: expression, relation: relation,
      strength: strength(constraint.priority), boundsTerms: terms, itemKeys: keys)
    record.alignmentOffset = offset
    record.constant = terms.reduce(0) { $0 + $1.value } + offset - constraint.constant
    for term in terms { if let view = term.view { boundsReaders.insert(ObjectIdentifier(view)) } }
    if !terms.isEmpty { boundsDependentKeys.append(ObjectIdentifier(constraint)) }
    for key in keys { items[key]?.mentions += 1 }
    add(record)
    compiled[ObjectIdentifier(constraint)] = record
    noteCompiled(ObjectIdentifier(constraint))
  }

  /// Adds a compiled constraint with its current constant to the solver.
  private func add(_ record: CompiledConstraint) {
    guard let constraint = record.constraint else { return }
    var expression = record.expression
    expression.constant = record.constant
    do {
      let id = try solver.add(
        Constraint(expression, record.relation, LinearExpression(0), strength: record.strength))
      record.id = id
      origins[id] = .user(ObjectIdentifier(constraint))
    } catch .unsatisfiable(let conflicting) {
      record.id = nil
      reportUnsatisfiable(breaking: constraint.description, conflicting: conflicting)
    } catch {
      record.id = nil
      root.reportDiagnostic(
        Diagnostic(.unsatisfiableConstraints, "\(constraint) rejected: \(error)"))
    }
  }

  /// Takes a compiled constraint out of the solver and the mention counts.
  func uncompile(_ key: ObjectIdentifier) {
    guard let record = compiled.removeValue(forKey: key) else { return }
    compiledSequence[key] = nil
    markCompiledOrderStale()
    if let id = record.id {
      try? solver.remove(id)
      origins[id] = nil
    }
    for item in record.itemKeys { items[item]?.mentions -= 1 }
  }

  /// Re-adds the constraints whose constants read a bounds origin that moved.
  ///
  /// - Returns: Whether any changed.
  func refreshBoundsConstants() -> Bool {
    guard !boundsDependentKeys.isEmpty else { return false }
    var changed = false
    boundsDependentKeys.removeAll { compiled[$0] == nil }
    for key in boundsDependentKeys {
      guard let record = compiled[key], let constraint = record.constraint else { continue }
      let constant =
        record.boundsTerms.reduce(0) { $0 + $1.value } + record.alignmentOffset
        - constraint.constant
      guard constant != record.constant else { continue }
      if let id = record.id {
        try? solver.remove(id)
        origins[id] = nil
      }
      record.constant = constant
      add(record)
      changed = true
    }
    return changed
  }

  /// The expression of `attribute` of `item` in the bounds of `owner`, times `scale`, adding
  /// the bounds origins it reads to `terms`, the items it mentions to `keys` and what a view's
  /// alignment rect insets move it by (times `scale`) to `offset`.
  private func anchorExpression(
    _ item: AnyObject, _ attribute: LayoutAttribute, in owner: View, scale: Double,
    terms: inout [BoundsTerm], keys: inout [ObjectIdentifier], offset: inout Double
  ) -> LinearExpression? {
    var item = item
    var attribute = attribute
    if let inMargins = attribute.withinMargins {
      guard let view = item as? View else { return nil }
      item = view.layoutMarginsGuide
      attribute = inMargins
    }
    let state: LayoutItemState
    let space: View?
    if let view = item as? View {
      if view === owner, !attribute.isDimension {
        // The owner's own edges, in its bounds: its bounds origin, or, for a scroll view, the
        // origin of its content (UIKit relates a scroll view's edges to its content area). A
        // scroll view's centre is half its frame's size into the content (it does not move
        // with the offset), which is how a centre constraint pins content to the frame.
        if view is ScrollView, attribute == .centerX || attribute == .centerY {
          let own = self.state(for: view)
          keys.append(own.key)
          offset += Self.alignmentOffset(of: view, attribute) * scale
          return positionExpression(
            origin: nil, size: attribute == .centerX ? own.width : own.height, attribute) * scale
        }
        if let scrollView = view as? ScrollView {
          return anchorExpression(
            scrollView.contentLayoutGuide, attribute, in: owner, scale: scale, terms: &terms,
            keys: &keys, offset: &offset)
        }
        offset += Self.alignmentOffset(of: view, attribute) * scale
        let own = self.state(for: view)
        keys.append(own.key)
        terms.append(
          BoundsTerm(view: view, isHorizontal: attribute.isHorizontal, coefficient: scale))
        return positionExpression(
          origin: nil, size: attribute.isHorizontal ? own.width : own.height, attribute) * scale
      }
      state = self.state(for: view)
      space = view === owner ? nil : view.superview
      offset += Self.alignmentOffset(of: view, attribute) * scale
    } else if let guide = item as? LayoutGuide, let view = guide.owningView {
      state = self.state(for: guide)
      space = view
    } else {
      return nil
    }
    keys.append(state.key)
    if !attribute.isDimension && !state.mentionsPosition {
      state.mentionsPosition = true
      markDirty(state)
    }
    var expression: LinearExpression
    switch attribute {
    case .width: expression = LinearExpression(state.width)
    case .height: expression = LinearExpression(state.height)
    default:
      let horizontal = attribute.isHorizontal
      expression = positionExpression(
        origin: horizontal ? state.x : state.y, size: horizontal ? state.width : state.height,
        attribute)
      // Up from the item's space to the owner's bounds: each view on the way adds its frame
      // origin and takes away its bounds origin.
      var current = space
      while let view = current, view !== owner {
        let step = self.state(for: view)
        expression += LinearExpression(horizontal ? step.x : step.y)
        terms.append(BoundsTerm(view: view, isHorizontal: horizontal, coefficient: -scale))
        current = view.superview
      }
    }
    return expression * scale
  }

  /// How far `attribute` of `view`'s alignment rect is from the same attribute of its frame:
  /// an edge moves in by its inset, a length shrinks by both insets across it.
  static func alignmentOffset(of view: View, _ attribute: LayoutAttribute) -> Double {
    guard let insets = view.autoLayout?.alignmentInsets, insets != .zero else { return 0 }
    switch attribute {
    case .left, .leading: return insets.left
    case .right, .trailing: return -insets.right
    case .centerX: return (insets.left - insets.right) / 2
    case .width: return -(insets.left + insets.right)
    case .top: return insets.top
    case .bottom: return -insets.bottom
    case .centerY: return (insets.top - insets.bottom) / 2
    case .height: return -(insets.top + insets.bottom)
    case .firstBaseline, .lastBaseline: return 0.2 * insets.top - 0.8 * insets.bottom
    default: return 0
    }
  }

  /// An edge, centre or baseline from an origin variable (or none: 0) and a size variable.
  private func positionExpression(
    origin: Variable?, size: Variable, _ attribute: LayoutAttribute
  ) -> LinearExpression {
    let base = origin.map { LinearExpression($0) } ?? LinearExpression(0)
    switch attribute {
    case .right, .trailing, .bottom: return base + LinearExpression(size)
    case .centerX, .centerY: return base + LinearExpression(size, coefficient: 0.5)
    case .firstBaseline, .lastBaseline: return base + LinearExpression(size, coefficient: 0.8)
    default: return base
    }
  }

  /// Reports a required constraint that cannot hold, in the words of UIKit's log.
  func reportUnsatisfiable(breaking: String, conflicting: [ConstraintID]) {
    let names = conflicting.map(describe).sorted()
    let list = names.isEmpty ? "" : " It conflicts with: " + names.joined(separator: "; ") + "."
    root.reportDiagnostic(
      Diagnostic(
        .unsatisfiableConstraints,
        "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking "
          + "constraint \(breaking).\(list)"))
  }

  /// A constraint in the solver, in words.
  func describe(_ id: ConstraintID) -> String {
    switch origins[id] {
    case .user(let key):
      return compiled[key]?.constraint?.description ?? "(a removed constraint)"
    case .system(let key, let slot):
      guard let state = items[key], let existing = state.slots[slot] else {
        return "(a system constraint)"
      }
      return describe(slot, of: state, .equal, existing.constant)
    case nil:
      return "(a removed constraint)"
    }
  }
}
