import ConstraintSolver

/// One item in the engine: a view or a guide, its four variables and the system constraints
/// the engine keeps for it.
final class LayoutItemState {
  /// The item's identity (its key in the engine).
  let key: ObjectIdentifier
  weak var view: View?
  weak var guide: LayoutGuide?
  let x: Variable
  let y: Variable
  let width: Variable
  let height: Variable
  /// The system constraints, by what they say.
  var slots: [SystemSlot: SlotState] = [:]
  /// How many compiled user constraints mention the item.
  var mentions = 0
  /// Whether a compiled constraint reads the item's position (an edge or centre), not only its
  /// size.
  var mentionsPosition = false
  /// The value last suggested for `y` (the keyboard guide's top is an edit variable).
  var suggestedY: Double?
  /// Whether the item waits in the engine's dirty list.
  var isDirty = false
  /// Whether the item is in the list being written back (to list it once).
  var isApplied = false
  /// When the item joined: items are written back outer first.
  var order = 0

  init(
    key: ObjectIdentifier, view: View?, guide: LayoutGuide?,
    variables: (Variable, Variable, Variable, Variable)
  ) {
    self.key = key
    self.view = view
    self.guide = guide
    (x, y, width, height) = variables
  }
}

/// What a system constraint of an item says.
enum SystemSlot: Hashable {
  /// A frame the host sets (`translatesAutoresizingMaskIntoConstraints`): x, y, width, height.
  case pinX, pinY, pinWidth, pinHeight
  /// Intrinsic content size: hugging and compression resistance, per axis.
  case hugWidth, compressWidth, hugHeight, compressHeight
  /// A guide's frame from its owner's bounds.
  case guideX, guideY, guideWidth, guideHeight
  /// The readable content guide inside the margins guide.
  case readableCentre, readableMaximum, readableWithin, readablePreferred
  /// The keyboard guide, docked (or hidden) or following an undocked keyboard.
  case keyboardWidthDocked, keyboardHeightDocked, keyboardWidthFree, keyboardHeightFree
}

/// A system constraint in the solver: its id (nil when it could not hold), its constant and
/// strength as added.
struct SlotState {
  var id: ConstraintID?
  var constant: Double
  var strength: Strength
}

extension LayoutEngine {
  // MARK: Items

  /// The state of `view`, made (with its system constraints) when it joins.
  func state(for view: View) -> LayoutItemState {
    let key = ObjectIdentifier(view)
    if let state = items[key] { return state }
    let name = view.identifier ?? view.typeName
    let state = LayoutItemState(
      key: key, view: view, guide: nil, variables: makeVariables(name))
    register(state)
    view.layoutStorage.member = self
    if let stack = view as? StackView { stack.didJoinLayoutEngine() }
    if let stack = view.superview as? StackView, stack.isArranged(view) {
      // A stack with an arranged view in the layout lays out by constraints too.
      _ = self.state(for: stack)
    }
    refreshSlots(of: state)
    return state
  }

  /// The state of `guide`, made (with its system constraints) when it joins.
  func state(for guide: LayoutGuide) -> LayoutItemState {
    let key = ObjectIdentifier(guide)
    if let state = items[key] { return state }
    let owner = guide.owningView.map { $0.identifier ?? $0.typeName } ?? "?"
    let state = LayoutItemState(
      key: key, view: nil, guide: guide, variables: makeVariables("\(owner).\(guide.identifier)"))
    register(state)
    guideStates.append(state)
    if let view = guide.owningView {
      _ = self.state(for: view)
      if guide.kind == .keyboard, let keyboardGuide = guide as? KeyboardLayoutGuide {
        keyboardGuides.append(keyboardGuide)
        try? solver.addEditVariable(state.y, strength: .strong)
        (root as? Window)?.screen.keyboard.addLayoutWindow(root as? Window)
      }
      if guide.kind == .readableContent { _ = self.state(for: view.layoutMarginsGuide) }
    }
    refreshSlots(of: state)
    return state
  }

  private func register(_ state: LayoutItemState) {
    items[state.key] = state
    joinCount += 1
    state.order = joinCount
    for variable in [state.x, state.y, state.width, state.height] {
      while variableOwners.count <= variable.index { variableOwners.append(nil) }
      variableOwners[variable.index] = state
    }
  }

  private func makeVariables(_ name: String) -> (Variable, Variable, Variable, Variable) {
    (
      solver.makeVariable(named: "\(name).x"), solver.makeVariable(named: "\(name).y"),
      solver.makeVariable(named: "\(name).width"), solver.makeVariable(named: "\(name).height")
    )
  }

  /// Takes an item out: its system constraints leave the solver.
  func forget(_ item: AnyObject) {
    let key = ObjectIdentifier(item)
    guard let state = items.removeValue(forKey: key) else { return }
    // Oldest first, not in hash order: the solver's answer may depend on the order.
    let ids = state.slots.values.compactMap(\.id).sorted { $0.rawValue < $1.rawValue }
    for id in ids { try? solver.remove(id) }
    if solver.hasEditVariable(state.y) { try? solver.removeEditVariable(state.y) }
    guideStates.removeAll { $0 === state }
    dirtyStates.removeAll { $0 === state }
    state.isDirty = false
    for variable in [state.x, state.y, state.width, state.height]
    where variable.index < variableOwners.count {
      variableOwners[variable.index] = nil
    }
    keyboardGuides.removeAll { $0 === item }
    if let view = item as? View, view.autoLayout?.member === self { view.autoLayout?.member = nil }
  }

  // MARK: System constraints

  @discardableResult
  func refreshSlots(of state: LayoutItemState) -> Bool {
    if let view = state.view {
      return refreshViewSlots(state, view)
    }
    guard let guide = state.guide, let owner = guide.owningView else { return false }
    let ownerState = self.state(for: owner)
    let bounds = owner.bounds
    var changed = false
    func inset(by insets: Insets) {
      changed =
        set(.guideX, of: state, LinearExpression(state.x), .equal, bounds.minX + insets.left)
        || changed
      changed =
        set(.guideY, of: state, LinearExpression(state.y), .equal, bounds.minY + insets.top)
        || changed
      changed =
        set(
          .guideWidth, of: state, state.width - ownerState.width, .equal,
          -(insets.left + insets.right)) || changed
      changed =
        set(
          .guideHeight, of: state, state.height - ownerState.height, .equal,
          -(insets.top + insets.bottom)) || changed
    }
    switch guide.kind {
    case .custom:
      break
    case .safeArea:
      inset(by: owner.restingSafeAreaInsets())
    case .margins:
      inset(by: owner.restingLayoutMargins())
    case .scrollFrame:
      // Its origin is the scroll offset: kept only while a constraint reads the guide's
      // position, so scrolling a view whose content reads just its width solves nothing.
      if state.mentionsPosition {
        inset(by: .zero)
      } else {
        changed = clear(.guideX, of: state) || changed
        changed = clear(.guideY, of: state) || changed
        changed = set(.guideWidth, of: state, state.width - ownerState.width, .equal, 0) || changed
        changed =
          set(.guideHeight, of: state, state.height - ownerState.height, .equal, 0) || changed
      }
    case .scrollContent:
      let size = (owner as? ScrollView)?.contentSize ?? .zero
      changed = set(.guideX, of: state, LinearExpression(state.x), .equal, 0) || changed
      changed = set(.guideY, of: state, LinearExpression(state.y), .equal, 0) || changed
      let weak = Strength(priority: 1)
      changed =
        set(.guideWidth, of: state, LinearExpression(state.width), .equal, size.width, weak)
        || changed
      changed =
        set(.guideHeight, of: state, LinearExpression(state.height), .equal, size.height, weak)
        || changed
    case .readableContent:
      let margins = self.state(for: owner.layoutMarginsGuide)
      changed =
        set(
          .readableCentre, of: state,
          state.x + state.width * 0.5 - margins.x - margins.width * 0.5, .equal, 0) || changed
      changed =
        set(
          .readableMaximum, of: state, LinearExpression(state.width), .lessThanOrEqual,
          View.readableContentWidth) || changed
      changed =
        set(.readableWithin, of: state, state.width - margins.width, .lessThanOrEqual, 0)
        || changed
      changed =
        set(
          .readablePreferred, of: state, state.width - margins.width, .equal, 0,
          Strength(priority: 999)) || changed
      changed = set(.guideY, of: state, state.y - margins.y, .equal, 0) || changed
      changed = set(.guideHeight, of: state, state.height - margins.height, .equal, 0) || changed
    case .keyboard:
      if let keyboardGuide = guide as? KeyboardLayoutGuide {
        changed = refreshKeyboardSlots(state, keyboardGuide, owner, ownerState) || changed
      }
    }
    return changed
  }

  private func refreshViewSlots(_ state: LayoutItemState, _ view: View) -> Bool {
    var changed = false
    if view.translatesAutoresizingMaskIntoConstraints || view === root {
      for slot in [SystemSlot.hugWidth, .compressWidth, .hugHeight, .compressHeight] {
        changed = clear(slot, of: state) || changed
      }
      let frame = view.frame
      changed = set(.pinX, of: state, LinearExpression(state.x), .equal, frame.minX) || changed
      changed = set(.pinY, of: state, LinearExpression(state.y), .equal, frame.minY) || changed
      changed =
        set(.pinWidth, of: state, LinearExpression(state.width), .equal, frame.width) || changed
      changed =
        set(.pinHeight, of: state, LinearExpression(state.height), .equal, frame.height) || changed
      return changed
    }
    for slot in [SystemSlot.pinX, .pinY, .pinWidth, .pinHeight] {
      changed = clear(slot, of: state) || changed
    }
    var intrinsic = view.intrinsicContentSize
    var height = view.intrinsicContentSize(forWidth: view.frame.width).height
    // The intrinsic size is the alignment rect's; the variables are the frame's.
    let insets = view.alignmentRectInsets
    if intrinsic.width != View.noIntrinsicMetric { intrinsic.width += insets.left + insets.right }
    if height != View.noIntrinsicMetric { height += insets.top + insets.bottom }
    if view is StackView {
      // A stack's size comes from its arrangement's constraints.
      intrinsic = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
      height = View.noIntrinsicMetric
    } else if let stack = view.superview as? StackView,
      let natural = stack.naturalSize(ofArranged: view)
    {
      // An arranged view with no intrinsic size keeps the size it had before the stack laid
      // it out, as the frame rule does.
      if intrinsic.width == View.noIntrinsicMetric { intrinsic.width = natural.width }
      if height == View.noIntrinsicMetric { height = natural.height }
    }
    if intrinsic.width != View.noIntrinsicMetric, intrinsic.width.isFinite {
      changed =
        set(
          .hugWidth, of: state, LinearExpression(state.width), .lessThanOrEqual, intrinsic.width,
          strength(view.contentHuggingPriority(for: .horizontal))) || changed
      changed =
        set(
          .compressWidth, of: state, LinearExpression(state.width), .greaterThanOrEqual,
          intrinsic.width, strength(view.contentCompressionResistancePriority(for: .horizontal)))
        || changed
    } else {
      changed = clear(.hugWidth, of: state) || changed
      changed = clear(.compressWidth, of: state) || changed
    }
    // The height is read at the width the view has now (a wrapping text is as tall as its
    // width makes it; the next round reads it at the width just solved).
    if height != View.noIntrinsicMetric, height.isFinite {
      changed =
        set(
          .hugHeight, of: state, LinearExpression(state.height), .lessThanOrEqual, height,
          strength(view.contentHuggingPriority(for: .vertical))) || changed
      changed =
        set(
          .compressHeight, of: state, LinearExpression(state.height), .greaterThanOrEqual, height,
          strength(view.contentCompressionResistancePriority(for: .vertical))) || changed
    } else {
      changed = clear(.hugHeight, of: state) || changed
      changed = clear(.compressHeight, of: state) || changed
    }
    return changed
  }

  func strength(_ priority: LayoutPriority) -> Strength {
    priority.isRequired ? .required : Strength(priority: priority.rawValue)
  }

  /// Adds or updates one system constraint `expression relation constant`.
  ///
  /// - Returns: Whether the solver's system changed.
  @discardableResult
  func set(
    _ slot: SystemSlot, of state: LayoutItemState, _ expression: LinearExpression,
    _ relation: Relation, _ constant: Double, _ strength: Strength = .required
  ) -> Bool {
    if let existing = state.slots[slot] {
      if existing.constant == constant && existing.strength == strength { return false }
      if let id = existing.id { try? solver.remove(id) }
    }
    var added = SlotState(id: nil, constant: constant, strength: strength)
    let constraint = Constraint(
      expression, relation, LinearExpression(constant), strength: strength)
    do {
      added.id = try solver.add(constraint)
    } catch .unsatisfiable(let conflicting) {
      reportUnsatisfiable(
        breaking: describe(slot, of: state, relation, constant), conflicting: conflicting)
    } catch {
      root.reportDiagnostic(
        Diagnostic(
          .unsatisfiableConstraints,
          "\(describe(slot, of: state, relation, constant)) "
            + "rejected: \(error)"))
    }
    if let id = added.id { origins[id] = .system(state.key, slot) }
    state.slots[slot] = added
    return true
  }

  /// Removes one system constraint if present.
  ///
  /// - Returns: Whether it was there.
  @discardableResult
  func clear(_ slot: SystemSlot, of state: LayoutItemState) -> Bool {
    guard let existing = state.slots.removeValue(forKey: slot) else { return false }
    if let id = existing.id {
      try? solver.remove(id)
      origins[id] = nil
    }
    return true
  }

  func describe(
    _ slot: SystemSlot, of state: LayoutItemState, _ relation: Relation, _ constant: Double
  ) -> String {
    let name =
      state.view.map { $0.identifier ?? $0.typeName }
      ?? state.guide.map { LayoutConstraint.name(of: $0) } ?? "(gone)"
    let what: String
    switch slot {
    case .pinX: what = "x (autoresizing)"
    case .pinY: what = "y (autoresizing)"
    case .pinWidth: what = "width (autoresizing)"
    case .pinHeight: what = "height (autoresizing)"
    case .hugWidth: what = "width (content hugging)"
    case .compressWidth: what = "width (compression resistance)"
    case .hugHeight: what = "height (content hugging)"
    case .compressHeight: what = "height (compression resistance)"
    case .guideX, .keyboardWidthDocked, .keyboardWidthFree: what = "x (guide)"
    case .guideY: what = "y (guide)"
    case .guideWidth: what = "width (guide)"
    case .guideHeight, .keyboardHeightDocked, .keyboardHeightFree: what = "height (guide)"
    case .readableCentre, .readableMaximum, .readableWithin, .readablePreferred:
      what = "width (readable)"
    }
    let symbol: String
    switch relation {
    case .equal: symbol = "=="
    case .lessThanOrEqual: symbol = "<="
    case .greaterThanOrEqual: symbol = ">="
    }
    return "\(name).\(what) \(symbol) \(LayoutNumber.text(constant))"
  }
}
