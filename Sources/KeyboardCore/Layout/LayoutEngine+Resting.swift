import ConstraintSolver

extension LayoutEngine {
  /// Records where the views the constraints place rest while a keyboard layout guide is away
  /// from its rest or a scroll has collapsed a large title over a top view (one that extends
  /// under its bar, or one below an opaque bar that the constraints place views in), and
  /// forgets them otherwise.
  ///
  /// A displaced guide carries the views pinned to it with the keyboard; a collapsed title
  /// shrinks the top view's safe area, so the views pinned to it (or to margins and guides that
  /// follow it) are laid out higher, or makes a top view below an opaque bar taller, so the
  /// views pinned to its bottom are laid out lower. A navigation order that read their live
  /// frames would change as the keyboard comes and goes and as the title collapses and expands
  /// (the keyboard manager's own scrolls collapse it). At rest the keyboard is gone, every scroll
  /// view is at rest and the title is expanded: the solver is asked where the views go with
  /// every keyboard guide at rest and every bar at its resting height
  /// (`Window.measuresTitlesAtRest`; a top view below an opaque bar at the frame it has with
  /// its title expanded), and put back, before the frames are written. Measured
  /// again at every update that changed the system beyond suggested values
  /// (`Solver.structureRevision`: a keyboard that only moves the guides changes no rest), the
  /// rest follows whatever moves it (a safe area changed under a bar the guide holds up),
  /// where a frame kept from before the keyboard came would not.
  ///
  /// Nothing is recorded here for the subtree a keyboard manager holds resized (the views
  /// outside it, a presenting controller's under a collapsed title, are): the held subtree
  /// is laid out for the held size, and the hold's recorded frames say where it rests (the
  /// hold records, at its start, the frames measured here, and follows the app's changes of
  /// the constraints with `measureRestDuringHold(in:)`). When the hold ends, the window has
  /// the engine measure at once (`measureRestAfterHold()`), before the end is reported.
  ///
  /// - Complexity: O(c + g) when no guide is displaced and no title collapsed, c the
  ///   controllers in the window and g the keyboard guides; else O(g + i) plus the solver's
  ///   incremental work, i the items.
  func recordConstrainedRestingFrames() {
    guard let window = root as? Window, !guideStates.isEmpty,
      window.hasTitleCollapsedOverExtendedView || hasDisplacedKeyboardGuide
        || placesTopViewBelowCollapsedTitle(in: window)
    else {
      if !constrainedRestingFrames.isEmpty {
        // From now on the views rest where this update writes them.
        if constrainedRestingFrames.values.contains(where: { $0.frame != solvedFrame(of: $0) }) {
          restsMovedWithoutFrames = true
        }
        constrainedRestingFrames = [:]
      }
      measuredRestRevision = nil
      if let window = root as? Window, window.isHoldingResizedView {
        measureRestDuringHold(in: window)
      }
      return
    }
    // Where views rest does not depend on where the keyboard guides are now: a round that
    // only moved them (the keyboard's frame changed, a suggested value) keeps the measure.
    if measuredRestRevision == solver.structureRevision { return }
    // A hold's views rest where the hold says (`measureRestDuringHold(in:)`, below); the views
    // outside it (a presenting controller's, under a title collapsed) are measured here as
    // ever.
    let holding = window.isHoldingResizedView
    window.measuresTitlesAtRest = true
    let expanded = pinTopViewsAtExpandedTitles(in: window)
    refreshGuideSlots(atRest: true)
    let rests = solvedFrames { !(holding && window.restingFrames.isInHold($0)) }
    window.measuresTitlesAtRest = false
    for state in expanded { refreshSlots(of: state) }
    refreshGuideSlots(atRest: false)
    if restsMoved(from: constrainedRestingFrames, to: rests) { restsMovedWithoutFrames = true }
    // A measure with a title expanded that is collapsed now is not the frame the guide moved
    // the view from: the recorded frame stays (the measure, read first, says where it rests).
    if expanded.isEmpty && !window.hasTitleCollapsedOverExtendedView {
      for (key, entry) in rests { keepKeyboardGuideRest(of: key, at: entry.frame) }
    }
    constrainedRestingFrames = rests
    // The hold's measure after this one's pins are put back: it is stamped with the structure
    // the frames are written at, so the layout that follows reads it as current.
    if holding { measureRestDuringHold(in: window) }
    measuredRestRevision = solver.structureRevision
  }

  /// Whether the engine places views in the top view of a navigation controller whose large
  /// title a scroll collapsed, below an opaque bar (`View.topViewGrowthAtRestingTitle`).
  ///
  /// The controller lays such a view out taller, from the collapsed bar's bottom; the views the
  /// constraints pin to its bottom (a bar on its keyboard guide at rest) are laid out lower than
  /// they rest, by as much as the title collapsed, whether or not a keyboard guide is displaced
  /// (a large-title correction carries only the views placed by their frames). Measured only
  /// while a guide was displaced, they would rest at the expanded title's height while the
  /// keyboard holds the guide up and at their live frame once a lift lets the guide rest: two
  /// readings of one geometry, and an order that changes as focus moves.
  ///
  /// - Complexity: O(c), c the controllers in the window.
  private func placesTopViewBelowCollapsedTitle(in window: Window) -> Bool {
    window.navigationControllers.contains { navigation in
      guard let top = navigation.topViewController?.viewIfLoaded,
        items[ObjectIdentifier(top)] != nil
      else { return false }
      return top.topViewGrowthAtRestingTitle != nil
    }
  }

  /// Pins the top view of each navigation controller whose large title is not fully expanded,
  /// below an opaque bar, at the frame the controller gives it with the title expanded (its
  /// bottom edge where it is, `NavigationController.topViewGrowthAtRestingTitle`), for a
  /// measure at rest; returns the items pinned, to put back with `refreshSlots(of:)`.
  ///
  /// A collapsed title over such a view makes it taller, not its safe area smaller: views the
  /// constraints pin to its bottom (a keyboard guide at rest) rest higher than they are laid
  /// out, by as much as the title's collapse.
  ///
  /// - Complexity: O(c), c the controllers in the window.
  private func pinTopViewsAtExpandedTitles(
    in window: Window, heldOnly: Bool = false
  ) -> [LayoutItemState] {
    let resting = window.restingFrames
    var pinned: [LayoutItemState] = []
    for navigation in window.navigationControllers {
      guard let top = navigation.topViewController?.viewIfLoaded,
        let growth = top.topViewGrowthAtRestingTitle, let state = items[ObjectIdentifier(top)],
        !heldOnly || resting.isInHold(top)
      else { continue }
      // A held top view is laid out for the keyboard: its title's growth applies to the frame
      // the hold says it has with the title where it is now.
      let live = heldOnly ? resting.heldFrame(of: top) : top.frame
      let height = Swift.max(0, live.height + growth)
      set(.pinY, of: state, LinearExpression(state.y), .equal, live.maxY - height)
      set(.pinHeight, of: state, LinearExpression(state.height), .equal, height)
      pinned.append(state)
    }
    return pinned
  }

  /// Measures where the constrained views of a keyboard manager's hold rest, and hands the
  /// measure to the hold (`RestingFrames.takeMeasuredRest(_:revision:)`).
  ///
  /// The hold records every view of the held subtree at its start, and a layout of that
  /// subtree for the held size moves no resting frame. An app's change during the hold (a
  /// controller's additional safe area, a constant) moves where constrained views rest as
  /// well as where they are laid out, and only the constraints can say where: the solver is
  /// asked with every view the engine does not place at its hold's resting frame, every
  /// safe area and keyboard guide read there (`Window.measuresHoldAtRest`) and every title
  /// expanded, and put back. Measured again at every update that changed the system beyond
  /// suggested values (the keyboard manager's resize of the held view is one; the measure
  /// does not change with it).
  ///
  /// The views are pinned in the order they joined the engine, not in hash order: the
  /// solver's answer may depend on the order its constraints came in, and a replay must get
  /// the same one.
  ///
  /// - Complexity: O(i + p log p) plus the solver's incremental work, i the items and p the
  ///   views pinned.
  private func measureRestDuringHold(in window: Window) {
    let resting = window.restingFrames
    guard resting.measuredHoldRevision != solver.structureRevision else { return }
    var away: [(state: LayoutItemState, rest: Rect)] = []
    for state in items.values {
      guard let view = state.view, view.translatesAutoresizingMaskIntoConstraints,
        view !== root, resting.isInHold(view)
      else { continue }
      let rest = resting.heldFrame(of: view)
      guard rest != view.frame else { continue }
      away.append((state, rest))
    }
    away.sort { $0.state.order < $1.state.order }
    var pinned: [LayoutItemState] = []
    for (state, rest) in away {
      set(.pinX, of: state, LinearExpression(state.x), .equal, rest.minX)
      set(.pinY, of: state, LinearExpression(state.y), .equal, rest.minY)
      set(.pinWidth, of: state, LinearExpression(state.width), .equal, rest.width)
      set(.pinHeight, of: state, LinearExpression(state.height), .equal, rest.height)
      pinned.append(state)
    }
    // A held top view below a title a scroll collapsed is measured at the frame the title
    // fully expanded gives it, as outside a hold and as the hold's start recorded its
    // constrained views: the views pinned to its bottom rest higher than it is laid out now
    // (a large-title correction carries only the views placed by their frames).
    pinned += pinTopViewsAtExpandedTitles(in: window, heldOnly: true)
    window.measuresTitlesAtRest = true
    window.measuresHoldAtRest = true
    refreshGuideSlots(atRest: true)
    let rests = solvedFrames { resting.isInHold($0) }
    window.measuresTitlesAtRest = false
    window.measuresHoldAtRest = false
    for state in pinned { refreshSlots(of: state) }
    refreshGuideSlots(atRest: false)
    let moved = resting.takeMeasuredRest(rests, revision: solver.structureRevision)
    if !moved.isEmpty { restsMovedWithoutFrames = true }
    // A view the keyboard guide carries rests where the measure says, as outside a hold: the
    // frame recorded before the guide moved it would go stale (an additional safe area grown
    // under a bar on the guide) and be read before the hold's. As outside a hold, not from a
    // measure made with a title expanded that is collapsed now.
    let titleCollapsed =
      window.hasTitleCollapsedOverExtendedView
      || window.navigationControllers.contains {
        $0.topViewController?.viewIfLoaded?.topViewGrowthAtRestingTitle != nil
      }
    if !titleCollapsed {
      for (key, entry) in moved { keepKeyboardGuideRest(of: key, at: entry.frame) }
    }
  }

  /// Moves the frame a view had before the keyboard layout guide moved it (see
  /// `Window.keyboardGuideRestingFrame(of:)`) to where the engine just measured its rest.
  ///
  /// A change the app makes while the keyboard holds the view where it is (a safe area grown
  /// under a bar on the guide) moves its rest and no frame, so the recorded frame goes stale;
  /// a keyboard manager's hold that starts then reads it before its own recorded frames.
  ///
  /// - Complexity: O(1).
  private func keepKeyboardGuideRest(of key: ObjectIdentifier, at rest: Rect) {
    guard var entry = restingFrames[key], entry.view != nil, entry.before.origin != rest.origin
    else { return }
    entry.before = rest
    restingFrames[key] = entry
  }

  /// The solved frames, on the pixel grid, of the views the constraints place (the root
  /// excepted) that pass `includes`, by identity; non-finite ones are left out.
  private func solvedFrames(
    where includes: (View) -> Bool
  ) -> [ObjectIdentifier: RestingFrames.Entry] {
    var frames: [ObjectIdentifier: RestingFrames.Entry] = [:]
    for (key, state) in items {
      guard let view = state.view, !view.translatesAutoresizingMaskIntoConstraints,
        view !== root, includes(view)
      else { continue }
      let frame = snapped(
        x: solver.value(of: state.x), y: solver.value(of: state.y),
        width: solver.value(of: state.width), height: solver.value(of: state.height))
      if frame.isFinite { frames[key] = RestingFrames.Entry(view: view, frame: frame) }
    }
    return frames
  }

  /// Whether a view rests elsewhere by `new` than readers of resting frames saw by `old`,
  /// where they saw its live frame for a view `old` does not hold (a view `new` does not hold
  /// rests where this update writes it).
  private func restsMoved(
    from old: [ObjectIdentifier: RestingFrames.Entry],
    to new: [ObjectIdentifier: RestingFrames.Entry]
  ) -> Bool {
    for (key, entry) in new {
      guard let view = entry.view else { continue }
      if entry.frame != (old[key]?.frame ?? view.frame) { return true }
    }
    return old.contains { key, entry in new[key] == nil && entry.frame != solvedFrame(of: entry) }
  }

  /// The frame this update writes for the view of `entry` (its solved values on the pixel
  /// grid), or the frame recorded when the engine no longer places it.
  private func solvedFrame(of entry: RestingFrames.Entry) -> Rect {
    guard let view = entry.view, let state = items[ObjectIdentifier(view)] else {
      return entry.frame
    }
    return snapped(
      x: solver.value(of: state.x), y: solver.value(of: state.y),
      width: solver.value(of: state.width), height: solver.value(of: state.height))
  }

  /// Measures where the views the constraints place rest, now that a hold ended.
  ///
  /// The engine records no constrained rest of its own for the held subtree during a hold. The measure runs when
  /// the solution is current: the engine is idle with nothing to update; otherwise the next
  /// update measures.
  func measureRestAfterHold() {
    guard isIdle, !needsUpdate else { return }
    // A measure during the hold left its subtree out: measure it now.
    measuredRestRevision = nil
    recordConstrainedRestingFrames()
    // The hold's end, reported next, tells the readers of resting frames.
    restsMovedWithoutFrames = false
  }

  /// Sets the system constraints of every guide for the geometry now, or, with `atRest`,
  /// every keyboard guide for where it rests.
  private func refreshGuideSlots(atRest: Bool) {
    for state in guideStates {
      if atRest, let guide = state.guide as? KeyboardLayoutGuide, let owner = guide.owningView {
        _ = refreshKeyboardSlots(state, guide, owner, self.state(for: owner), atRest: true)
      } else {
        refreshSlots(of: state)
      }
    }
  }
}
