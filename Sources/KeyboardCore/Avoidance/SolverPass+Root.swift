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
      keyboard: keyboard, grid: grid)
  }

  /// ``plannedRootHeight(_:root:keyboard:grid:)`` from the values it reads: the snapshot asks
  /// it before the context exists, to read the views inside the root at that height.
  static func plannedRootHeight(
    _ root: RootSnapshot, target: Rect, kind: KeyboardKind, distance: Double, keyboard: Rect,
    grid: PixelGrid
  ) -> Double {
    resizesTheRoot(root, target: target, kind: kind, distance: distance, keyboard: keyboard)
      ? resizedRootHeight(root, keyboard: keyboard, grid: grid) : root.beginSize.height
  }

  /// Whether the decision sizes the root (``AvoidanceStrategy/resizeRoot``): the size is one
  /// of two, the begin height or the height above the keyboard, and which one is the choice
  /// rule's, read with step 1's and step 2's definitions.
  ///
  /// Above a keyboard that reaches the screen's bottom (``reachesTheBottom(_:)``) the root is
  /// the area above it: that is what the strategy is, IQKeyboardManager's resize, whether or
  /// not the target is covered. A keyboard that does not reach the bottom (undocked,
  /// floating) leaves no area above it, as step 1 says of a tall text view, and covers only
  /// where it is (fix 9): the resize is then a move like any other, and the choice rule
  /// falls back toward rest, so the root keeps its begin height unless the target where it
  /// rests needs a rise (step 2's ``requiredRise(of:kind:distance:keyboard:)``, positive).
  /// The target is read where it rests (``RootSnapshot/targetAtRest``), not where a resize
  /// put it, so every pass of one keyboard answers alike; a bar pinned to the root's bottom,
  /// which the smaller root would lay out under the keyboard, stays where it is.
  static func resizesTheRoot(_ context: AvoidanceContext, keyboard: Rect) -> Bool {
    guard let root = context.root else { return true }
    return resizesTheRoot(
      root, target: context.target, kind: context.keyboardKind, distance: context.distance,
      keyboard: keyboard)
  }

  private static func resizesTheRoot(
    _ root: RootSnapshot, target current: Rect, kind: KeyboardKind, distance: Double,
    keyboard: Rect
  ) -> Bool {
    guard !reachesTheBottom(kind) else { return true }
    let atRest = root.targetAtRest ?? current
    let required = requiredRise(of: atRest, kind: kind, distance: distance, keyboard: keyboard)
    return required.map { $0 > 0 } ?? false
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
    let maxRise = liftRange(of: root, keyboard: keyboard).most
    let placed = maxRise > 0 ? root.beginOrigin.y - grid.down(root.beginOrigin.y - maxRise) : 0
    let excess = root.currentLift - Swift.max(maxRise, placed)
    return grid.isPositive(excess) ? excess : 0
  }

  /// The root's valid lifts above its begin origin: from 0 to ``RootLiftRange/most``.
  ///
  /// Under ``AvoidanceStrategy/moveRoot`` this is the evaluation's range for the root, as an
  /// offset's valid range is a scroll view's: a lift outside it gives the target the same
  /// place as the bound, so the choice rule, falling back toward rest, takes the bound.
  ///
  /// Two bounds: the keyboard's overlap with the root's begin frame (fix 4: a lift beyond it
  /// moves nothing the keyboard covers), and the lift that still carries the target
  /// (``RootSnapshot/maxCarryingRise``, on the grid, rounded down; `.infinity` when nothing
  /// holds the target): beyond it a container inside the root lays the target out in place,
  /// so a further lift moves the root and not the target.
  func liftRange(of root: RootSnapshot, keyboard: Rect) -> RootLiftRange {
    let overlap = root.beginFrameInWindow.intersection(keyboard)
    let carrying = root.maxCarryingRise
    return RootLiftRange(
      overlap: overlap.isNull ? 0 : overlap.height,
      carrying: carrying < .infinity ? (carrying > 0 ? grid.down(carrying) : 0) : .infinity)
  }

  /// Moves or resizes the root by what is left (negative: down), within its limits.
  mutating func placeRoot(remaining: Double, keyboard: Rect) {
    guard let root = context.root else {
      if grid.isPositive(remaining) { say(.noRoot(left: remaining)) }
      return
    }
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
      let range = liftRange(of: root, keyboard: keyboard)
      let clamped = Swift.max(0, Swift.min(wanted, range.overlap, range.carrying))
      if range.isHeld, grid.isPositive(wanted - range.carrying) {
        say(.rootHeld(root: root.name, maxRise: range.carrying))
      } else if grid.isPositive(wanted - range.overlap) {
        say(.rootClamped(root: root.name, maxRise: range.overlap))
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

/// The root's valid lifts above its begin origin under ``AvoidanceStrategy/moveRoot``
/// (``SolverPass/liftRange(of:keyboard:)``): from 0 to ``most``.
struct RootLiftRange: Hashable {
  /// The keyboard's overlap with the root's begin frame (fix 4).
  var overlap: Double
  /// The most the root can lift and still carry the target, on the grid; `.infinity` when
  /// nothing holds the target.
  var carrying: Double

  /// The most the root may lift: the smaller bound.
  var most: Double { Swift.min(overlap, carrying) }
  /// Whether the carrying lift, not the keyboard, bounds the range.
  var isHeld: Bool { carrying < overlap }
}
