import ConstraintSolver

extension LayoutEngine {
  /// The keyboard guide's frame in its owner's bounds, and whether it follows an undocked or
  /// floating keyboard there (otherwise it spans the owner's width down to its bottom).
  func keyboardGuideFrame(_ guide: KeyboardLayoutGuide, in owner: View) -> (Rect, Bool) {
    let bounds = owner.bounds
    let resting = keyboardGuideRestingFrame(guide, in: owner)
    let restingTop = resting.minY
    guard let window = owner.window, let info = window.screen.keyboard.current,
      let covered = info.coveredRect(in: window)
    else { return (resting, false) }
    let inOwner = window.convert(covered, to: owner)
    switch info.kind {
    case .docked, .hardwareAccessory:
      let top = Swift.min(inOwner.minY, restingTop)
      return (
        Rect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top), false
      )
    case .undocked, .floating:
      return guide.followsUndockedKeyboard ? (inOwner, true) : (resting, false)
    case .hidden:
      return (resting, false)
    }
  }

  /// The keyboard guide's frame in its owner's bounds with the keyboard hidden: the owner's
  /// width, from its resting top down to the owner's bottom.
  func keyboardGuideRestingFrame(_ guide: KeyboardLayoutGuide, in owner: View) -> Rect {
    let bounds = owner.restingBounds()
    let restingTop = keyboardGuideRestingTop(guide, in: owner)
    return Rect(
      x: bounds.minX, y: restingTop, width: bounds.width, height: bounds.maxY - restingTop)
  }

  /// The top of the keyboard guide with the keyboard hidden: the owner's bottom, above its
  /// resting bottom safe area when the guide uses it.
  func keyboardGuideRestingTop(_ guide: KeyboardLayoutGuide, in owner: View) -> Double {
    let bottom = guide.usesBottomSafeArea ? owner.restingSafeAreaInsets().bottom : 0
    return owner.restingBounds().maxY - bottom
  }

  /// Whether a keyboard guide of this tree is away from its rest: it follows an undocked or
  /// floating keyboard, or a docked one holds its top above where it rests.
  ///
  /// Only such a guide carries views with the keyboard. A guide at rest (the keyboard hidden,
  /// or undocked or floating where the guide does not follow it) sits on its owner's bottom, so
  /// a view pinned to it that left its resting frame was moved by something else: a root the
  /// keyboard manager resized, whose bottom the guide follows.
  ///
  /// - Complexity: O(g·d), g the keyboard guides and d the depth of their owners.
  var hasDisplacedKeyboardGuide: Bool {
    keyboardGuides.contains(where: isDisplaced)
  }

  private func isDisplaced(_ guide: KeyboardLayoutGuide) -> Bool {
    guard let owner = guide.owningView else { return false }
    let (frame, follows) = keyboardGuideFrame(guide, in: owner)
    return follows || frame.minY != keyboardGuideRestingTop(guide, in: owner)
  }

  /// Whether a keyboard guide away from its rest (see ``hasDisplacedKeyboardGuide``) carries
  /// `view`: moving the guide's top would move `view` in the window, through the constraints
  /// that place it or its ancestors.
  ///
  /// The answer is structural, read from the solver as it stands (which constraints hold the
  /// views now), not from where the views were before the keyboard came: a view that joined
  /// the tree while the keyboard was up, or one the guide holds where it already rested, is
  /// carried all the same. Views that translate their autoresizing are placed by their
  /// superviews, not here.
  ///
  /// - Complexity: O(g·d·t), g the keyboard guides, d the depth of `view` and t the terms of
  ///   the rows of its ancestors' tops.
  func isCarriedByDisplacedKeyboardGuide(_ view: View) -> Bool {
    for guide in keyboardGuides where isDisplaced(guide) {
      guard let top = items[ObjectIdentifier(guide)], top.guide === guide else { continue }
      // How far the view moves in the window per point the guide's top moves: the sum over
      // the frames between it and the root, each in its superview's bounds.
      var rate = 0.0
      var current: View? = view
      while let node = current, node !== root {
        if !node.translatesAutoresizingMaskIntoConstraints,
          let state = items[ObjectIdentifier(node)], state.view === node
        {
          rate += solver.sensitivity(of: state.y, to: top.y)
        }
        current = node.superview
      }
      if abs(rate) > Self.carriedRateTolerance { return true }
    }
    return false
  }

  /// The top `view` would have in its superview's bounds with every keyboard guide away from
  /// its rest back there, when the constraints place it and such a guide moves it; `nil`
  /// otherwise.
  ///
  /// It reads the solver's rates as they stand (see ``isCarriedByDisplacedKeyboardGuide(_:)``),
  /// so it answers for a view that joined the tree while the keyboard was up, whose frame
  /// before the keyboard came was never written.
  ///
  /// - Complexity: O(g·t), g the keyboard guides and t the terms of the view's row.
  func keyboardGuideRestingTop(of view: View) -> Double? {
    guard !view.translatesAutoresizingMaskIntoConstraints, view !== root,
      let state = items[ObjectIdentifier(view)], state.view === view
    else { return nil }
    var offset = 0.0
    for guide in keyboardGuides where isDisplaced(guide) {
      guard let owner = guide.owningView, let top = items[ObjectIdentifier(guide)],
        top.guide === guide, let suggested = top.suggestedY
      else { continue }
      let rate = solver.sensitivity(of: state.y, to: top.y)
      guard abs(rate) > Self.carriedRateTolerance else { continue }
      offset += rate * (keyboardGuideRestingTop(guide, in: owner) - suggested)
    }
    guard offset != 0 else { return nil }
    return snap(solver.value(of: state.y) + offset)
  }

  /// Below this rate a view's dependence on a guide is the rounding of rates that cancel.
  private static let carriedRateTolerance = 1e-9

  /// Sets the keyboard guide's system constraints for where the guide is now, or, with
  /// `atRest`, for where it rests with the keyboard hidden.
  func refreshKeyboardSlots(
    _ state: LayoutItemState, _ guide: KeyboardLayoutGuide, _ owner: View,
    _ ownerState: LayoutItemState, atRest: Bool = false
  ) -> Bool {
    let (frame, follows) =
      atRest
      ? (keyboardGuideRestingFrame(guide, in: owner), false)
      : keyboardGuideFrame(guide, in: owner)
    var changed = set(.guideX, of: state, LinearExpression(state.x), .equal, frame.minX)
    if follows {
      changed = clear(.keyboardWidthDocked, of: state) || changed
      changed = clear(.keyboardHeightDocked, of: state) || changed
      changed =
        set(.keyboardWidthFree, of: state, LinearExpression(state.width), .equal, frame.width)
        || changed
      changed =
        set(.keyboardHeightFree, of: state, LinearExpression(state.height), .equal, frame.height)
        || changed
    } else {
      changed = clear(.keyboardWidthFree, of: state) || changed
      changed = clear(.keyboardHeightFree, of: state) || changed
      changed =
        set(.keyboardWidthDocked, of: state, state.width - ownerState.width, .equal, 0) || changed
      // The guide reaches the owner's bottom: y + height == bounds.maxY.
      changed =
        set(
          .keyboardHeightDocked, of: state, state.y + state.height - ownerState.height, .equal,
          owner.bounds.minY) || changed
    }
    if state.suggestedY != frame.minY {
      try? solver.suggestValue(frame.minY, for: state.y)
      state.suggestedY = frame.minY
      changed = true
    }
    return changed
  }

  /// Records where the views in `written` rest, the ones the engine just wrote while a
  /// keyboard guide is away from its rest and whose resting frame is not recorded: a view that
  /// joined the tree, or was first laid out, with the keyboard up was never at rest, and the
  /// frame the guide's layout gave it moves with the keyboard (and with a root the keyboard
  /// manager lifts).
  ///
  /// The solver is asked where the views go with every keyboard guide at rest, and put back;
  /// a view whose frame there differs from its live one rests there.
  ///
  /// - Complexity: O(g + w) plus the solver's incremental work, g the keyboard guides and w
  ///   the views written.
  func recordRestingFrames(of written: [LayoutItemState]) {
    guard !written.isEmpty, hasDisplacedKeyboardGuide else { return }
    var guides: [(LayoutItemState, KeyboardLayoutGuide, View, LayoutItemState)] = []
    for state in guideStates {
      guard let guide = state.guide as? KeyboardLayoutGuide, let owner = guide.owningView,
        owner.root === root
      else { continue }
      guides.append((state, guide, owner, self.state(for: owner)))
    }
    for (state, guide, owner, ownerState) in guides {
      _ = refreshKeyboardSlots(state, guide, owner, ownerState, atRest: true)
    }
    var rests: [(View, Rect)] = []
    for state in written {
      guard let view = state.view, restingFrames[ObjectIdentifier(view)]?.view == nil else {
        continue
      }
      let rest = snapped(
        x: solver.value(of: state.x), y: solver.value(of: state.y),
        width: solver.value(of: state.width), height: solver.value(of: state.height))
      if rest.isFinite, rest != view.frame { rests.append((view, rest)) }
    }
    for (state, guide, owner, ownerState) in guides {
      _ = refreshKeyboardSlots(state, guide, owner, ownerState)
    }
    for (view, rest) in rests {
      restingFrames[ObjectIdentifier(view)] = MovedView(view: view, before: rest, rise: 0)
    }
  }

  /// Switches the keyboard guides' edge-tracking constraints for where the guides are now.
  func refreshKeyboardTracking() {
    for guide in keyboardGuides where !guide.nearEdge.isEmpty || !guide.awayFrom.isEmpty {
      guard let owner = guide.owningView else { continue }
      let (frame, _) = keyboardGuideFrame(guide, in: owner)
      let bounds = owner.bounds
      let distance = KeyboardLayoutGuide.nearEdgeDistance
      var near: RectEdge = []
      if abs(frame.minY - bounds.minY) <= distance { near.insert(.top) }
      if abs(frame.maxY - bounds.maxY) <= distance { near.insert(.bottom) }
      if abs(frame.minX - bounds.minX) <= distance { near.insert(.left) }
      if abs(frame.maxX - bounds.maxX) <= distance { near.insert(.right) }
      for entry in guide.nearEdge {
        let active = near.contains(entry.edge)
        for constraint in entry.constraints where constraint.isActive != active {
          constraint.isActive = active
        }
      }
      for entry in guide.awayFrom {
        let active = near.intersection(entry.edges).isEmpty
        for constraint in entry.constraints where constraint.isActive != active {
          constraint.isActive = active
        }
      }
    }
  }

  // MARK: Trees joining and leaving

  /// `subtree` is about to leave this engine's tree: constraints kept outside it that mention
  /// its items are deactivated (as UIKit does when a view leaves its superview), its items
  /// leave, and the constraints kept inside it move to an engine of its own.
  func detach(_ subtree: View) {
    var ancestor = subtree.superview
    while let view = ancestor {
      for constraint in view.constraints where constraint.mentions(descendantsOf: subtree) {
        constraint.isActive = false
      }
      ancestor = view.superview
    }
    var moved: [LayoutConstraint] = []
    var stack = [subtree]
    while let view = stack.popLast() {
      if let storage = view.autoLayout {
        for constraint in storage.owned {
          remove(constraint)
          moved.append(constraint)
        }
        let guides: [LayoutGuide?] =
          [
            storage.safeArea, storage.margins, storage.readable, storage.keyboard,
            storage.scrollContent, storage.scrollFrame,
          ] + storage.guides
        for guide in guides.compactMap({ $0 }) { forget(guide) }
        forget(view)
      }
      stack.append(contentsOf: view.subviews)
    }
    constraintUpdates.removeAll { $0.isDescendant(of: subtree) }
    guard !moved.isEmpty else { return }
    let engine = LayoutEngine(root: subtree)
    subtree.layoutStorage.engine = engine
    moved.forEach(engine.add)
  }

  /// The tree of `other` (a root that was just added as a subview) joins this engine's tree:
  /// its constraints move here, in the order its views keep them.
  func adopt(_ other: LayoutEngine, subtree: View) {
    var stack = [subtree]
    var order: [View] = []
    while let view = stack.popLast() {
      order.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    for view in order {
      for constraint in view.constraints {
        other.remove(constraint)
        add(constraint)
      }
    }
    for view in other.constraintUpdates { needsConstraintUpdate(view) }
  }
}

extension LayoutConstraint {
  /// Whether an item of the constraint is `subtree` or inside it.
  func mentions(descendantsOf subtree: View) -> Bool {
    for item in [firstItem, secondItem] {
      if let item, let view = LayoutConstraint.view(of: item), view.isDescendant(of: subtree) {
        return true
      }
    }
    return false
  }
}
