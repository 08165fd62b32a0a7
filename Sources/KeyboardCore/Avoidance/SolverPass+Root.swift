extension SolverPass {
  // MARK: The root (step 4)

  /// The height the host is given for a root that ends `height` tall: less its rise with the
  /// bar (``RootSnapshot/risesWithTheBar``), since it is written before the layout that moves
  /// the root's top and keeps its bottom.
  static func writtenHeight(_ height: Double, of root: RootSnapshot, grid: PixelGrid) -> Double {
    root.risesWithTheBar == 0 ? height : grid.settled(height - root.risesWithTheBar)
  }

  /// The root's height once resized above `keyboard` (``AvoidanceStrategy/resizeRoot``), on
  /// the grid, rounded toward the smaller view.
  ///
  /// A root that rises with the bar (``RootSnapshot/risesWithTheBar``) is written that height
  /// less its rise, on the grid, at the top it has now, and the layout that moves its top
  /// keeps its bottom: it ends as tall as the height written plus the rise.
  static func resizedRootHeight(_ root: RootSnapshot, keyboard: Rect, grid: PixelGrid) -> Double {
    let overlap = root.heldOverlapFrame.intersection(keyboard)
    let rise = root.risesWithTheBar
    let written = grid.down(root.beginSize.height - rise - (overlap.isNull ? 0 : overlap.height))
    return rise == 0 ? written : grid.settled(written + rise)
  }

  /// The root's height for this pass under ``AvoidanceStrategy/resizeRoot``: resized above
  /// `keyboard`, or its begin height when ``resizesTheRoot(_:keyboard:)`` says no.
  static func plannedRootHeight(
    _ context: AvoidanceContext, root: RootSnapshot, keyboard: Rect, grid: PixelGrid
  ) -> Double {
    plannedRootHeight(
      root, target: context.target, kind: context.keyboardKind, distance: context.distance,
      keyboard: keyboard, grid: grid, rulesSwitchedOff: context.rulesSwitchedOff)
  }

  /// ``plannedRootHeight(_:root:keyboard:grid:)`` from the values it reads: the snapshot asks
  /// it before the context exists, to read the views inside the root at that height.
  static func plannedRootHeight(
    _ root: RootSnapshot, target: Rect, kind: KeyboardKind, distance: Double, keyboard: Rect,
    grid: PixelGrid, rulesSwitchedOff: SpecialRules
  ) -> Double {
    resizesTheRoot(
      root, target: target, kind: kind, distance: distance, keyboard: keyboard,
      rulesSwitchedOff: rulesSwitchedOff)
      ? resizedRootHeight(root, keyboard: keyboard, grid: grid) : root.beginSize.height
  }

  /// Special rule (fix 9, the real rectangle): under ``AvoidanceStrategy/resizeRoot``, above a
  /// keyboard that does not reach the screen's bottom (undocked, floating), the root is
  /// resized only when the keyboard covers the target where it rests (less the distance).
  ///
  /// Such a keyboard covers only where it is: a field it does not cover does not move, and
  /// nor does a bar pinned to the root's bottom, which the smaller root would lay out under
  /// the keyboard. The target is read where it rests (``RootSnapshot/targetAtRest``), not
  /// where the resize put it, so every pass of one keyboard answers alike.
  static func resizesTheRoot(_ context: AvoidanceContext, keyboard: Rect) -> Bool {
    guard let root = context.root else { return true }
    return resizesTheRoot(
      root, target: context.target, kind: context.keyboardKind, distance: context.distance,
      keyboard: keyboard, rulesSwitchedOff: context.rulesSwitchedOff)
  }

  private static func resizesTheRoot(
    _ root: RootSnapshot, target current: Rect, kind: KeyboardKind, distance: Double,
    keyboard: Rect, rulesSwitchedOff: SpecialRules
  ) -> Bool {
    guard !reachesTheBottom(kind), !rulesSwitchedOff.contains(.resizesTheRoot) else {
      return true
    }
    let target = root.targetAtRest ?? current
    return kind.covers(target, keyboard: keyboard) && target.maxY + distance > keyboard.minY
  }

  /// The root's size for the geometry of the pass: the one it gets, else the one it has.
  var rootFrameSize: Size? { decision.root.size ?? plannedRootSize }

  /// The root's lift above its begin origin once the plan is applied.
  var finalLift: Double {
    guard let root = context.root, context.strategy == .moveRoot else {
      return context.root?.currentLift ?? 0
    }
    return root.currentLift + decision.root.rise
  }

  /// Step 4's rise: by `move` through the scroll views, then the root; returns `false` (and
  /// does nothing) when there is nothing to rise.
  ///
  /// The root's part is what the scroll views leave less how far it is lifted beyond what this
  /// keyboard allows (``rootExcess(keyboard:)``, 0 unless the keyboard got shorter): such a
  /// root comes down, and the scroll views make up for that drop in the same pass, so a second
  /// pass finds nothing left to do.
  mutating func riseThroughTheViews(by move: Double, keyboard: Rect) -> Bool {
    let excess = rootExcess(keyboard: keyboard)
    guard grid.isPositive(move + excess) else { return false }
    let left = rise(by: move + excess)
    placeRoot(remaining: left - excess, keyboard: keyboard)
    return true
  }

  /// How far the root is lifted beyond the most this keyboard allows (it must come down by
  /// that much); 0 unless the root is moved.
  ///
  /// The most is read on the grid as ``placeRoot(remaining:keyboard:)`` places a root at its
  /// clamp, rounded toward the higher position: a root lifted 246 under a clamp of 245.7 at
  /// 1x is where a pass put it, not 0.3 too high.
  func rootExcess(keyboard: Rect) -> Double {
    guard context.strategy == .moveRoot, let root = context.root, root.containsTarget else {
      return 0
    }
    let overlap = root.beginFrameInWindow.intersection(keyboard)
    let maxRise = Swift.min(overlap.isNull ? 0 : overlap.height, carryingRise(of: root))
    let placed = maxRise > 0 ? root.beginOrigin.y - grid.down(root.beginOrigin.y - maxRise) : 0
    let excess = root.currentLift - Swift.max(maxRise, placed)
    return grid.isPositive(excess) ? excess : 0
  }

  /// Special rule (the hold): how far the root can rise and still carry the target.
  ///
  /// On the pixel grid; `.infinity` when nothing holds the target. Beyond it a container
  /// inside the root lays the target out in place (``RootSnapshot/maxCarryingRise``), so the
  /// root stops there.
  func carryingRise(of root: RootSnapshot) -> Double {
    let rise = applies(.carryingRise) ? root.maxCarryingRise : .infinity
    guard rise < .infinity else { return .infinity }
    return rise > 0 ? grid.down(rise) : 0
  }

  /// Moves or resizes the root by what is left (negative: down), within its limits.
  mutating func placeRoot(remaining: Double, keyboard: Rect) {
    guard let root = context.root else {
      if grid.isPositive(remaining) { say(.noRoot(left: remaining)) }
      return
    }
    let overlap = root.beginFrameInWindow.intersection(keyboard)
    let maxRise = overlap.isNull ? 0 : overlap.height
    switch context.strategy.kind {
    case .scrollOnly:
      if grid.isPositive(remaining) {
        say(.rootKept(root: root.name, left: remaining))
      }
    case .resizeRoot:
      sizeRoot(root, remaining: remaining, keyboard: keyboard)
    case .moveRoot:
      guard root.containsTarget else {
        if grid.isPositive(remaining) {
          say(
            root.isOutOfReach
              ? .rootOutOfReach(root: root.name) : .rootNotContainingInput(root: root.name))
        }
        return
      }
      let lift = root.currentLift + decision.root.rise
      let wanted = lift + remaining
      let carrying = carryingRise(of: root)
      let clamped = Swift.max(0, Swift.min(wanted, maxRise, carrying))
      if carrying < maxRise, grid.isPositive(wanted - carrying) {
        say(.rootHeld(root: root.name, maxRise: carrying))
      } else if grid.isPositive(wanted - maxRise) {
        say(.rootClamped(root: root.name, maxRise: maxRise))
      }
      guard !grid.isZero(clamped - lift) else { return }
      // Origins on the pixel grid, rounded toward the higher position: rises round up, falls
      // stop short, so a second pass finds nothing to do. A rise the room limits stops short.
      // The rounding never goes below the original origin: a root resting off the grid rounds
      // to its rest instead, where a rise smaller than the rounding would have lowered it and
      // a later pass raised it back.
      let rest = root.beginOrigin.y
      let newY = Swift.min(
        limits.risesStopAtTheRoom && clamped > lift
          ? grid.up(rest - clamped) : grid.down(rest - clamped), rest)
      let newLift = root.beginOrigin.y - newY
      guard newLift != lift else { return }
      let from = root.origin.y - decision.root.rise
      decision.root.rise = newLift - root.currentLift
      decision.root.plannedY = newY
      narration.trace.rootRise = decision.root.rise
      say(.rootMoved(root: root.name, rise: newLift - lift, from: from, to: newY))
    }
  }

  /// Sizes the root for this pass under ``AvoidanceStrategy/resizeRoot``, once.
  ///
  /// The first call (where the move reaches the root, else at the end of step 4) sizes it and
  /// says so; later ones do nothing. `remaining` is what the move left for the root.
  mutating func sizeRoot(_ root: RootSnapshot, remaining: Double, keyboard: Rect) {
    guard !decision.root.isResized else { return }
    decision.root.isResized = true
    let resizes = Self.resizesTheRoot(context, keyboard: keyboard)
    let height = Self.plannedRootHeight(context, root: root, keyboard: keyboard, grid: grid)
    if height != root.size.height {
      decision.root.size = Size(width: root.size.width, height: height)
    }
    let held = root.heldOverlapFrame.intersection(keyboard)
    let overlap = held.isNull ? 0 : held.height
    if overlap > 0 || height != root.size.height {
      let written = Self.writtenHeight(height, of: root, grid: grid)
      say(
        resizes
          ? .rootResized(root: root.name, height: written, overlap: overlap)
          : .rootKeepsItsSize(root: root.name, height: written))
    } else if grid.isPositive(remaining) {
      // The keyboard does not cover the root (a field reaching outside it): no room to make.
      say(.rootClamped(root: root.name, maxRise: 0))
    }
  }
}
