/// The distance solver: a pure function from an ``AvoidanceContext`` to an ``AvoidancePlan``.
///
/// It is the only place where avoidance is decided. The steps, all in window coordinates:
/// 1. **What to keep clear.** A field's frame. A text view that fits in the visible area is a
///    field too. A text view taller than the visible area is placed to show as much of it as
///    fits below the top guide (IQKeyboardManager's position) and its caret's line is what
///    must end clear (fix 11).
/// 2. **Required rise.** If the keyboard covers the rectangle (``KeyboardKind/covers(_:keyboard:)``),
///    it must rise by `maxY + distance - keyboard.minY`; negative values are slack. The
///    keyboard's real rectangle is used, so a floating or undocked keyboard beside or above a
///    field moves nothing (fix 9).
/// 3. **Room above.** The top may not rise above the top guide: `room = minY - topGuide`. The
///    move is `min(required, room)`, in exact arithmetic (fix 5).
/// 4. **Rising.** Enclosing scroll views absorb the move first, innermost first, each at most
///    until the next inward element's top reaches its visible top (adjusted inset, fix 2).
///    Disabled, ignored and horizontal-only (fix 3) scroll views are skipped. What is left
///    moves the root view up, at most by the keyboard's overlap with the root's original
///    frame (fix 4), never below its original origin. A tall text view's caret that would
///    still be covered scrolls the text view's own content first.
/// 5. **Falling.** With slack, the root comes back toward its original origin first; scroll
///    views scroll down only to reveal a top hidden under the top guide.
/// 6. **Offset ranges.** Safe areas follow the views as they move (the snapshot's
///    safe-area layers are folded at the planned positions), so every offset the plan leaves
///    is in its valid range: an offset below its smallest valid value comes up to it, and one
///    past the content's end gets the bottom inset that makes it valid.
/// 7. **Insets.** The innermost scrollable ancestor, and a scrollable active text view, get a
///    bottom inset so that everything behind the keyboard can be scrolled to `distance` above
///    it: `overlap + distance - safe-area bottom` (the safe area counted once, fix 1), never
///    below the original inset.
///
/// Every position and inset written is on the pixel grid of the screen's ``Screen/scale``:
/// rises round up (down when the room above limits them, so the top stays below the guide)
/// and falls round toward staying, so solving the applied result again changes nothing,
/// bitwise, whatever fractions the layout has.
///
/// - Complexity: O(s·l), s the number of scroll views and l the number of safe-area layers
///   in the context (both bounded by the depth of the input).
public enum AvoidanceSolver {
  /// Computes the plan for a context.
  ///
  /// - Parameter context: The snapshot to solve.
  /// - Returns: The mutations that keep the target clear, with their trace.
  public static func plan(for context: AvoidanceContext) -> AvoidancePlan {
    let plan = solve(context)
    #if DEBUG
      // The header's promises, after every plan of a debug build (compiled out in release,
      // where the reliability soak checks them explicitly).
      plan.checkInvariants(for: context)
    #endif
    return plan
  }

  /// The plan for a context, without the invariant check of debug builds.
  static func solve(_ context: AvoidanceContext) -> AvoidancePlan {
    guard !context.isCarriedByKeyboardGuide else { return leftToTheKeyboardGuide(context) }
    var (pass, plan) = solvingTheLargeTitle(context)
    (pass, plan) = settlingTheLargeTitle(context, pass: pass, plan: plan)
    // A keyboard that does not reach the screen's bottom (undocked, floating) covers the
    // target only where it is: when the planned positions change whether it does (a root
    // forced down by the clamp carries the field out from under a floating keyboard), the
    // plan is solved once more from those positions, so that the result is a fixed point.
    guard context.keyboardKind == .undocked || context.keyboardKind == .floating else {
      return plan
    }
    // Solved again as the first time, a large title included: the scroll of the pass from
    // the planned positions collapses the title too.
    for _ in 0..<2 {
      let current = pass.applied()
      var next: AvoidancePlan
      (pass, next) = solvingTheLargeTitle(current)
      (pass, next) = settlingTheLargeTitle(current, pass: pass, plan: next)
      guard !next.isEmpty else {
        // Nothing more to move, but the target may now be covered: the trace says so.
        if next.trace.remainingCover != plan.trace.remainingCover {
          plan = plan.followed(by: next, from: context)
        }
        break
      }
      plan = plan.followed(by: next, from: context)
    }
    return plan
  }
}

extension AvoidanceSolver {
  /// Solves a context whose top guide depends on the plan: a large title
  /// (``AvoidanceContext/largeTitle``) collapses by as much as the plan scrolls its content
  /// scroll view up, which raises the top guide and the bar's safe area.
  ///
  /// The plan is made with the collapse it causes. A first pass with the title as it is: if it
  /// does not scroll the content scroll view, that is the plan. Otherwise the title collapses,
  /// fully when the scroll reaches the expansion; a pass with the guide fully collapsed
  /// scrolls at least as far (more room above), so it is the plan when its own scroll reaches
  /// the expansion, and else a third pass with the collapse its scroll gives is (the scroll
  /// view stopped at its cap, which a lower guide does not move).
  fileprivate static func solvingTheLargeTitle(_ context: AvoidanceContext) -> (
    SolverPass, AvoidancePlan
  ) {
    var pass = SolverPass(context: context)
    var plan = pass.run()
    guard let title = context.largeTitle,
      let index = context.scrollViews.firstIndex(where: { $0.id == title.scrollView })
    else { return (pass, plan) }
    let offset = context.scrollViews[index].contentOffset.y
    var collapse = 0.0
    for attempt in 0..<2 {
      let settled = title.collapse(byScrolling: pass.plannedScroll(of: index), from: offset)
      guard !pass.grid.same(settled, collapse) else { break }
      // Mirrored for a scroll down: the title expands point for point with the content, so
      // a field hidden under it stays hidden until the title is fully expanded. A pass with
      // the guide fully expanded scrolls down at least as far as any other; it is the plan
      // when its scroll expands the title fully, else the third pass with the expansion its
      // scroll gives is.
      if attempt == 0 {
        collapse =
          settled > 0 ? title.expansion : -(NavigationController.largeTitleHeight - title.expansion)
      } else {
        collapse = settled
      }
      pass = SolverPass(context: context.collapsingTheLargeTitle(by: collapse))
      if !pass.grid.isZero(collapse) {
        pass.titleCollapse = (by: collapse, from: context.topGuide, scrollView: index)
      }
      plan = pass.run()
    }
    return (pass, plan)
  }
}

extension AvoidanceSolver {
  /// Goes on from where a plan leaves the views when its scroll leaves the large title
  /// otherwise than the pass assumed.
  ///
  /// A text view tall only while the title is expanded scrolls its own content, which
  /// collapses the title, and then fits. The next pass starts from the
  /// applied positions with the title as the bar lays it out there; the plans merge into one.
  /// At most two more passes.
  fileprivate static func settlingTheLargeTitle(
    _ context: AvoidanceContext, pass firstPass: SolverPass, plan firstPlan: AvoidancePlan
  ) -> (SolverPass, AvoidancePlan) {
    var pass = firstPass
    var plan = firstPlan
    for _ in 0..<2 {
      let current = pass.context
      guard let title = current.largeTitle,
        let index = current.scrollViews.firstIndex(where: { $0.id == title.scrollView })
      else { break }
      let real = title.collapse(
        byScrolling: pass.plannedScroll(of: index), from: current.scrollViews[index].contentOffset.y
      )
      // The pass was made with `current`'s title: any collapse its scroll causes is news.
      guard !pass.grid.isZero(real) else { break }
      let next = pass.applied().collapsingTheLargeTitle(by: real)
      let expanded = next.largeTitle?.expansion ?? 0
      let (nextPass, nextPlan) = solvingTheLargeTitle(next)
      plan = plan.followed(
        by: nextPlan, from: context,
        because: .titleSettles(
          scrollView: current.scrollViews[index].name, expanded: expanded,
          assumed: title.expansion))
      pass = nextPass
    }
    return (pass, plan)
  }
}

extension AvoidanceContext {
  /// The context with its large title collapsed by `amount` points (negative: expanded): the
  /// top guide, the bar's safe-area layer and the remaining expansion follow.
  func collapsingTheLargeTitle(by amount: Double) -> AvoidanceContext {
    guard var title = largeTitle else { return self }
    var next = self
    next.topGuide = Swift.max(title.collapsedTopGuide, topGuide - amount)
    if let layer = title.safeAreaLayer, safeAreaLayers.indices.contains(layer) {
      let old = safeAreaLayers[layer]
      next.safeAreaLayers[layer].barTopEdge = old.barTopEdge.map { $0 - amount }
      if amount < 0, let edge = old.barTopEdge {
        // An expanding bar can reach a view it did not cover.
        next.safeAreaLayers[layer].barInsets.top = Swift.max(
          0, edge - amount - old.frameInWindow.minY)
      } else {
        next.safeAreaLayers[layer].barInsets.top = Swift.max(0, old.barInsets.top - amount)
      }
    }
    title.expansion = Swift.max(0, title.expansion - amount)
    next.largeTitle = title
    return next
  }
}

/// Rounding to the pixel grid, with a tolerance of a millionth of a pixel so that
/// floating-point leftovers (292.00000000000006) count as on the grid.
struct PixelGrid {
  let scale: Double

  init(scale: Double) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  private static let tolerance = 1e-6

  /// The smallest grid value not below `value`.
  func up(_ value: Double) -> Double { snap(value, .up) }

  /// The largest grid value not above `value`.
  func down(_ value: Double) -> Double { snap(value, .down) }

  /// `value` on the grid by `rule`, or the nearest grid value when it is within the tolerance
  /// of one; non-finite and huge values are returned as they are.
  private func snap(_ value: Double, _ rule: FloatingPointRoundingRule) -> Double {
    guard value.isFinite else { return value }
    let pixels = value * scale
    guard pixels.isFinite else { return value }
    let nearest = pixels.rounded()
    if abs(pixels - nearest) <= Self.tolerance { return nearest / scale }
    return pixels.rounded(rule) / scale
  }

  /// Whether `value` is within the tolerance of zero.
  func isZero(_ value: Double) -> Bool {
    abs(value * scale) <= Self.tolerance
  }

  /// Whether `value` is positive by more than the tolerance.
  func isPositive(_ value: Double) -> Bool {
    value > 0 && !isZero(value)
  }

  /// Whether two positions are the same to within the tolerance, or to within the rounding
  /// of numbers their size (a millionth of a pixel means nothing at 1e98).
  ///
  /// Within ±2^53 points, where doubles hold whole points exactly, the relative part never
  /// hides a move of half a pixel or more (a scroll of 298 at an offset of 1e15 is a move): it
  /// is capped at half a pixel, or two units in the last place where those are coarser.
  func same(_ a: Double, _ b: Double) -> Bool {
    if a == b { return true }
    let difference = abs(a - b)
    if difference <= Self.tolerance / scale { return true }
    let magnitude = Swift.max(abs(a), abs(b))
    let cap = magnitude > Self.exactLimit ? .infinity : Swift.max(0.5 / scale, 2 * magnitude.ulp)
    return difference <= Swift.min(magnitude * 1e-12, cap)
  }

  /// 2^53: beyond it doubles no longer hold every whole point.
  private static let exactLimit = 9_007_199_254_740_992.0
}

struct SolverPass {
  let context: AvoidanceContext
  let grid: PixelGrid
  var trace = AvoidanceTrace()
  /// Per scroll view: how far avoidance scrolls it (positive: content up).
  var scrollDelta: [Double]
  /// Per scroll view: how far keeping its offset in range moves it.
  var rangeDelta: [Double]
  /// How far the root rises in this pass (negative: down).
  var rootRise = 0.0
  var rootSize: Size?
  /// Under ``AvoidanceStrategy/resizeRoot``, the size this pass gives the root: safe areas,
  /// caps and insets are read at it from the start, so that every pass reads the same numbers
  /// whatever size the root has now.
  let plannedRootSize: Size?
  /// Per scroll view: the offset y the plan writes, exactly as rounded.
  var plannedY: [Double?]
  /// The root's origin y the plan writes.
  var plannedRootY: Double?
  /// Per scroll view: the offset y keeping it in range gives it (wins over ``plannedY``).
  var keptY: [Double?]
  /// How far, in all, the target may move down (its slack), once falling began; `nil` when
  /// nothing falls.
  var fallLimit: Double?
  /// The field's required rise when the root came down toward its origin (with slack): range
  /// keeping that takes slack back lets the root come down further.
  var rootFallRequired: Double?
  var skippedSaid: Set<Int> = []
  /// Whether ``placeRoot(remaining:keyboard:)`` has sized the root (``AvoidanceStrategy/resizeRoot``).
  var rootResized = false
  /// A tall text view's caret line avoided as a field (the keyboard does not reach the
  /// bottom): the text view's own content scrolls first, like any scroll view.
  var caretAsField = false
  /// The large title's collapse this pass plans with (``AvoidanceSolver``'s
  /// `solvingTheLargeTitle`), the top guide before it and the scroll view that collapses it;
  /// `nil` when the title stays as it is.
  var titleCollapse: (by: Double, from: Double, scrollView: Int)?
  /// Whether the room above limits the move (the target stays covered), or the caret's room
  /// limits a tall text view's rise.
  ///
  /// Rises then round toward the smaller move, so that the top never ends above the guide
  /// (rounded up, a scroll that collapses a large title gives the room back, and each pass
  /// would rise another pixel).
  var risesStopAtTheRoom = false

  init(context: AvoidanceContext) {
    let grid = PixelGrid(scale: context.scale)
    self.grid = grid
    self.context = Self.readingTheRootAtItsPlannedSize(context, grid: grid)
    if context.strategy.kind == .resizeRoot, let root = context.root,
      let keyboard = context.keyboard
    {
      let height = Self.resizedRootHeight(root, keyboard: keyboard, grid: grid)
      plannedRootSize = Size(width: root.size.width, height: height)
    } else {
      plannedRootSize = nil
    }
    self.scrollDelta = Array(repeating: 0, count: context.scrollViews.count)
    self.rangeDelta = Array(repeating: 0, count: context.scrollViews.count)
    self.plannedY = Array(repeating: nil, count: context.scrollViews.count)
    self.keptY = Array(repeating: nil, count: context.scrollViews.count)
  }

  /// The root's height once resized above `keyboard` (``AvoidanceStrategy/resizeRoot``), on
  /// the grid, rounded toward the smaller view.
  static func resizedRootHeight(_ root: RootSnapshot, keyboard: Rect, grid: PixelGrid) -> Double {
    let overlap = root.beginFrameInWindow.intersection(keyboard)
    return grid.down(root.beginSize.height - (overlap.isNull ? 0 : overlap.height))
  }

  /// The context with a root scroll view read at the height the pass resizes it to.
  ///
  /// Under ``AvoidanceStrategy/resizeRoot`` whether a root scroll view scrolls vertically (so
  /// whether it is skipped as horizontal-only, and whether its insets take in the safe area)
  /// can depend on its new height. Read at its old height, it was skipped in the pass and
  /// counted in by the next one. When that scroll view is a large title's content scroll
  /// view, the title's expanded offset moves with its adjusted inset, so the title the bar
  /// lays out at the new height is read too.
  static func readingTheRootAtItsPlannedSize(_ context: AvoidanceContext, grid: PixelGrid)
    -> AvoidanceContext
  {
    guard context.strategy.kind == .resizeRoot, let root = context.root,
      let keyboard = context.keyboard
    else { return context }
    let height = resizedRootHeight(root, keyboard: keyboard, grid: grid)
    var resized = context
    for index in context.scrollViews.indices where context.scrollViews[index].isRootView {
      let before = context.scrollViews[index]
      let after = before.resized(toHeight: height)
      resized.scrollViews[index] = after
      guard var title = resized.largeTitle, title.scrollView == before.id,
        let expanded = title.expandedOffset
      else { continue }
      // The safe area's share of the resting inset, at each height: a view resized shorter
      // than the expanded bar's reach is covered only to its height.
      func share(of view: ScrollViewSnapshot, height: Double) -> Double {
        view.adjustsVerticalInsets ? Swift.min(height, title.expandedBarReach) : 0
      }
      let moved =
        share(of: before, height: before.frameInWindow.height) - share(of: after, height: height)
      guard !grid.isZero(moved) else { continue }
      title.expandedOffset = expanded + moved
      resized.largeTitle = title
      // The bar lays the title out anew at the new height, before anything scrolls.
      let change = title.collapse(byScrolling: 0, from: before.contentOffset.y)
      if !grid.isZero(change) { resized = resized.collapsingTheLargeTitle(by: change) }
    }
    return resized
  }

  // MARK: The pass

  mutating func run() -> AvoidancePlan {
    let target = context.target
    guard let keyboard = context.keyboard else {
      say(target: .field)
      say(.keyboardHidden)
      return finish()
    }
    // A text view taller than the visible area is shown from the top guide, and its caret
    // line is what must end clear (fix 11).
    let visible = keyboard.minY - context.distance - context.topGuide
    let caretLine = visibleCaret
    let tallCaret = caretLine.flatMap { target.height > visible ? $0 : nil }
    trace.targetKind = tallCaret == nil ? .field : .caretLine
    say(target: trace.targetKind)
    if caretLine == nil, context.caret != nil, target.height > visible,
      let index = scrollingTextView
    {
      let view = context.scrollViews[index]
      let inset = view.baselineContentInset
      say(.noLineToShow(insets: inset.top + inset.bottom, height: view.frameInWindow.height))
    }
    if let collapse = titleCollapse {
      say(
        .largeTitleCollapses(
          scrollView: context.scrollViews[collapse.scrollView].name, by: collapse.by,
          topGuide: collapse.from, to: context.topGuide))
    }
    say(.keyboard(kind: context.keyboardKind, covers: keyboard))

    let clearRect = tallCaret ?? target
    let required: Double? =
      context.keyboardKind.covers(clearRect, keyboard: keyboard)
      ? clearRect.maxY + context.distance - keyboard.minY : nil
    // Above an undocked or floating keyboard there is no "visible area" to fill: the caret's
    // line is avoided as a field would be, and only where the keyboard covers it.
    let reachesBottom =
      context.keyboardKind == .docked || context.keyboardKind == .hardwareAccessory
    caretAsField = tallCaret != nil && !reachesBottom
    let room = (caretAsField ? clearRect : target).minY - context.topGuide
    trace.requiredRise = required
    trace.roomAbove = room

    if let caret = tallCaret, !caretAsField {
      placeTallTextView(caret: caret, required: required, room: room, keyboard: keyboard)
    } else {
      placeField(rect: clearRect, required: required, room: room, keyboard: keyboard)
    }
    if context.strategy.kind == .resizeRoot && !rootResized {
      // A tall text view that neither rose nor fell: the root is sized as on every other pass
      // (the scroll views were read at that size).
      placeRoot(remaining: 0, keyboard: keyboard)
    }
    keepOffsetsInRange(reporting: false)
    fallAgainWhereRangesTookItBack(
      top: (caretAsField ? clearRect : target).minY, movesWithCaret: caretAsField,
      slackMovesWithCaret: tallCaret != nil, keyboard: keyboard)
    if let caret = tallCaret, !caretAsField, let required {
      // A fall that range keeping gave back lowers the caret too: the text view's own content
      // lifts it again, as far as it can.
      scrollOwnContent(caret: caret, deficit: required - risen(of: true))
    }
    keepOffsetsInRange(reporting: true)
    adjustInsets(keyboard: keyboard)

    if let required {
      let risen = risen(of: tallCaret != nil)
      let remaining = required - risen
      trace.remainingCover = grid.isZero(remaining) ? 0 : Swift.max(0, remaining)
      let bottom = clearRect.maxY - risen
      if trace.remainingCover > 0 {
        say(
          .stillCovered(
            by: trace.remainingCover, bottom: bottom, keyboardTop: keyboard.minY,
            distance: context.distance))
      } else {
        say(.clear(bottom: bottom, gap: keyboard.minY - bottom))
      }
    }
    return finish()
  }

  /// The caret's line, inside the text view when the text view cannot scroll (a host can
  /// report a caret below the end of a text view that shows all its content; the line shown
  /// is then the last one).
  var visibleCaret: Rect? {
    guard var caret = context.caret else { return nil }
    if let index = scrollingTextView {
      // Content insets taller than the view (the host's, before the manager's own) leave no
      // line to show: there is no caret to keep clear, and the view is placed as a field.
      let view = context.scrollViews[index]
      let inset = view.baselineContentInset
      let lines = view.frameInWindow.height - inset.top - inset.bottom
      guard grid.isPositive(lines) else { return nil }
      // The part of the line below the view's bottom edge that its own content cannot scroll
      // into view is never shown, so it is not kept clear. The own scroll stops where the
      // caret's top reaches the adjusted top inset, which must read the same on every pass:
      // the host's inset plus the safe area's part with the root at rest (as
      // ``ownCap(_:_:)`` reads it), less what the view uncovers as its top comes down to the
      // guide (not the host's inset alone, and not where the view is now).
      let frame = view.frameInWindow
      let ownTop = inset.top + safeAreaPartAtTheGuide
      let shownTo = frame.maxY + Swift.max(0, caret.minY - frame.minY - ownTop)
      if caret.maxY > shownTo && caret.minY < shownTo { caret.size.height = shownTo - caret.minY }
      return caret
    }
    let target = context.target
    caret.origin.y = Swift.max(target.minY, Swift.min(caret.minY, target.maxY - caret.height))
    return caret
  }

  /// How far the plan scrolls a scroll view's content up (negative: down).
  func plannedScroll(of index: Int) -> Double {
    guard let y = keptY[index] ?? plannedY[index] else { return 0 }
    return y - context.scrollViews[index].contentOffset.y
  }

  /// How far the kept-clear rectangle rises with the plan.
  func risen(of caret: Bool) -> Double {
    var total = movesTargetWithRoot ? rootRise : 0
    for (index, scroll) in context.scrollViews.enumerated() {
      if scroll.isActiveTextView && !caret { continue }
      total += scrollDelta[index] + rangeDelta[index]
    }
    return total
  }

  var movesTargetWithRoot: Bool {
    context.strategy == .moveRoot && (context.root?.containsTarget ?? false)
  }

  /// A field (or a text view that fits): `min(required, room)`, as IQKeyboardManager.
  mutating func placeField(rect: Rect, required: Double?, room: Double, keyboard: Rect) {
    var move = Swift.min(room, required ?? -.infinity)
    if grid.isZero(move) { move = 0 }
    // A room that differs from the rise only by rounding (3e-14) does not limit it: rounded
    // down, the field would stay covered by a fraction of a pixel with no reason to give.
    risesStopAtTheRoom = required.map { room < $0 && !grid.same(room, $0) } ?? false
    trace.move = move
    if let required {
      say(
        .needs(
          rise: required, bottom: rect.maxY, distance: context.distance,
          keyboardTop: keyboard.minY, room: room, move: move))
    } else {
      say(.notCovered(room: room))
    }
    if riseMakingUpForTheRoot(by: move, keyboard: keyboard) {
      // Keeping an offset in range can lift the field further than needed: the root, if
      // lifted, comes down by that much, as the next pass would. It can also lift the
      // target's top above the guide (a scroll view the host left below its smallest valid
      // offset jumps to it): the views fall again as the next pass would, within the slack,
      // or as far as the top needs when the target stays covered.
      if let required, room >= required { rootFallRequired = required }
      fallLimit = required.map { room < $0 ? .infinity : -$0 } ?? .infinity
    } else {
      placeRoot(remaining: move, keyboard: keyboard)
      if let required, required <= 0, room >= required { rootFallRequired = required }
      // With slack, fall no further than the slack; a target that cannot have both its top
      // below the guide and its bottom clear (covered, or hidden above the guide by more
      // than its slack) lets its top win, as in IQ (S4). The limit holds too when keeping an
      // inner offset in range lifts a clear target's top above the guide.
      fallLimit = required.map { $0 > 0 || room < $0 ? .infinity : -$0 } ?? .infinity
      let roomAfterRoot = room - rootRise
      if grid.isPositive(-roomAfterRoot) {
        let allowed =
          required.map { $0 > 0 || room < $0 ? .infinity : -$0 + rootRise } ?? .infinity
        fall(by: Swift.min(-roomAfterRoot, Swift.max(0, allowed)))
      }
    }
  }

  /// A text view taller than the visible area: its top goes to the top guide (as much of it
  /// shown as fits), unless that leaves its caret's line covered; then the text view's own
  /// content scrolls first, and only what it cannot absorb moves the views around it.
  mutating func placeTallTextView(caret: Rect, required: Double?, room: Double, keyboard: Rect) {
    let coversView = context.keyboardKind.covers(context.target, keyboard: keyboard)
    // The caret's slack limits how far the view may come down: what it has to spare, plus
    // what the text view's own content can still scroll it up, plus the top the view
    // uncovers as it comes down: the safe area's part of its adjusted inset shrinks point for
    // point, and the caret's room with it. The safe area's part only starts to shrink once
    // the view's top comes within its height of the safe area's top: a fall the caret's spare
    // room stops short of that uncovers nothing.
    let safeArea = ownSafeArea
    let uncovered = Swift.min(Swift.max(0, -room), safeArea.top)
    let spare = required.map { ownScrollRoom(for: caret) - $0 }
    let slack =
      spare.map {
        let counted = grid.isPositive(safeArea.delay - $0) ? 0 : uncovered
        return Swift.max(0, $0 + counted)
      } ?? .infinity
    var move = coversView ? room : -.infinity
    if move < 0 { move = -Swift.min(-move, slack) }
    if grid.isZero(move) { move = 0 }
    trace.move = move
    say(
      .tallTextView(
        caret: caret, rise: required, visible: keyboard.minY - context.distance - context.topGuide,
        room: room, move: move))
    // A fall that range keeping takes back in part falls again within the slack, whether the
    // root or the scroll views made it.
    if move < 0 { fallLimit = slack }
    // A rise that keeping an outer offset in range lengthens can lift the view's top above
    // the guide and its caret past where it stays clear: the next pass would bring the view
    // down by what the caret has to spare, so this one does. The slack is the caret's spare
    // before the own scroll, as for a fall; the own scroll then takes its share off it.
    if move >= 0, let spare { fallLimit = spare }
    if !riseMakingUpForTheRoot(by: move, keyboard: keyboard), move < 0 {
      placeRoot(remaining: move, keyboard: keyboard)
      let roomAfterRoot = room - rootRise
      if grid.isPositive(-roomAfterRoot) {
        fall(by: Swift.min(-roomAfterRoot, Swift.max(0, slack + rootRise)))
      }
    }
    guard let required else { return }
    var deficit = required - risen(of: false)
    guard grid.isPositive(deficit) else { return }
    // The text view's own content first.
    let own = scrollOwnContent(caret: caret, deficit: deficit)
    deficit -= own
    // The caret's slack counted the room its own content had to scroll; scrolled, that room
    // is in the caret's rise now, and counted again it would let a fall where ranges took
    // something back cover the caret.
    if let limit = fallLimit { fallLimit = limit - own }
    guard grid.isPositive(deficit) else { return }
    // Then the views around it, as far as the caret's top may go.
    let caretRoom = caret.minY - risen(of: true) - context.topGuide
    let extra = Swift.min(deficit, caretRoom)
    if grid.isPositive(deficit - extra) {
      say(.caretAtTopGuide(left: deficit - Swift.max(0, extra)))
    }
    guard extra > 0 else { return }
    // A rise the caret's room limits rounds down, as one the target's room limits does, so
    // the caret's top does not go above the guide by a sliver that the next pass gives back.
    if deficit > caretRoom { risesStopAtTheRoom = true }
    let left = rise(by: extra)
    placeRoot(remaining: left, keyboard: keyboard)
    // The caret still needed this rise: no slack is left for a fall where ranges took
    // something back, which would cover it again. A rise the caret's room or the root's
    // clamp stopped short of clearing it leaves no slack either: only what ranges lift past
    // the caret's required rise may fall again.
    fallLimit = -Swift.max(risen(of: true), required)
  }

  /// Scrolls the active text view's own content up by `deficit` more, at most until the
  /// caret's top reaches the text view's visible top; returns how far it scrolled.
  @discardableResult
  mutating func scrollOwnContent(caret: Rect, deficit: Double) -> Double {
    guard grid.isPositive(deficit),
      let index = context.scrollViews.firstIndex(where: { $0.isActiveTextView })
    else { return 0 }
    let view = context.scrollViews[index]
    if let reason = view.skipReason {
      sayOnce(index, .skipped(scrollView: view.name, reason: reason))
      return 0
    }
    let current = keptY[index] ?? plannedY[index] ?? view.contentOffset.y
    let newY = Swift.min(grid.up(current + deficit), Swift.max(current, ownCap(index, caret)))
    let delta = newY - current
    guard delta > 0 else { return 0 }
    scrollDelta[index] += delta
    plannedY[index] = newY
    keptY[index] = nil
    trace.scrolled[index] = scrollDelta[index]
    say(
      .scrolled(
        scrollView: view.name, by: delta, from: current, to: newY,
        capped: grid.isPositive(deficit - delta)))
    return delta
  }

  /// The active text view's index when its own content scrolls (not skipped), else `nil`.
  var scrollingTextView: Int? {
    context.scrollViews.firstIndex { $0.isActiveTextView && $0.skipReason == nil }
  }

  /// The largest offset of the active text view (`index`) that keeps the caret's top at or
  /// below its visible top, on the grid.
  func ownCap(_ index: Int, _ caret: Rect) -> Double {
    let view = context.scrollViews[index]
    let caretTop = caret.minY - view.frameInWindow.minY + view.contentOffset.y
    return grid.down(caretTop - adjustedTop(of: index, rootLift: baselineLift))
  }

  /// How far the active text view's own content can scroll its caret up from where it is:
  /// until the caret's top reaches the text view's visible top; 0 when it does not scroll.
  func ownScrollRoom(for caret: Rect) -> Double {
    guard let index = scrollingTextView else { return 0 }
    return Swift.max(0, ownCap(index, caret) - context.scrollViews[index].contentOffset.y)
  }

  /// The safe area's part of the active text view's adjusted top inset where it is now
  /// (`top`), how far the view falls before that part starts to shrink (`delay`: 0 unless its
  /// top is further above the safe area's top than its height, since the part is capped at the
  /// height), and the view's top (`viewTop`, infinite when unknown), all with the root at rest;
  /// 0, 0 and infinity without an active, scrollable text view.
  var ownSafeArea: (top: Double, delay: Double, viewTop: Double) {
    guard let index = scrollingTextView,
      let (frame, safe) = safeAreaFrames(of: index, rootLift: baselineLift)
    else { return (0, 0, .infinity) }
    let top = frame.insets(to: safe).top
    guard !frame.isNull, !safe.isNull else { return (top, 0, .infinity) }
    return (top, Swift.max(0, safe.minY - frame.minY - frame.height), frame.minY)
  }

  /// The safe area's part of the active text view's adjusted top inset (``ownSafeArea``) once
  /// the view's top has come down to the top guide, if it is above it: the part shrinks point
  /// for point as the view comes down, after its `delay`.
  var safeAreaPartAtTheGuide: Double {
    let own = ownSafeArea
    let fall = Swift.max(0, context.topGuide - own.viewTop)
    return Swift.max(0, own.top - Swift.max(0, fall - own.delay))
  }

  // MARK: Scrolling

  /// The root's lift above its begin origin if it stayed where it started (for the caps, read
  /// as if the root were at rest: the same numbers on every pass).
  var baselineLift: Double { 0 }

  /// The top of the next element inward (the innermost scrollable scroll view inside this
  /// one, else the target) in scroll view `index`'s content coordinates.
  func innerTopInContent(_ index: Int) -> Double {
    var inner = context.target
    if caretAsField, let caret = context.caret, context.scrollViews[index].isActiveTextView {
      inner = caret
    }
    for candidate in stride(from: index - 1, through: 0, by: -1) {
      let view = context.scrollViews[candidate]
      if view.skipReason == nil && (!view.isActiveTextView || caretAsField) {
        inner = view.frameInWindow
        break
      }
    }
    let scroll = context.scrollViews[index]
    return inner.minY - scroll.frameInWindow.minY + scroll.contentOffset.y
  }

  /// Scrolls enclosing scroll views up, innermost first; returns what is left.
  mutating func rise(by move: Double) -> Double {
    var remaining = move
    for (index, scroll) in context.scrollViews.enumerated() {
      if scroll.isActiveTextView && !caretAsField { continue }
      if let reason = scroll.skipReason {
        sayOnce(index, .skipped(scrollView: scroll.name, reason: reason))
        continue
      }
      guard grid.isPositive(remaining) else { break }
      let current = scroll.contentOffset.y + scrollDelta[index]
      let cap = grid.down(
        innerTopInContent(index) - adjustedTop(of: index, rootLift: baselineLift))
      let reach =
        risesStopAtTheRoom ? grid.down(current + remaining) : grid.up(current + remaining)
      let newY = Swift.min(reach, Swift.max(current, cap))
      let delta = newY - current
      if delta > 0 {
        scrollDelta[index] += delta
        plannedY[index] = newY
        remaining -= delta
        trace.scrolled[index] = scrollDelta[index]
        say(
          .scrolled(
            scrollView: scroll.name, by: delta, from: current, to: newY,
            capped: grid.isPositive(remaining) && newY >= cap))
      } else if cap <= current || !risesStopAtTheRoom {
        say(.cannotScroll(scrollView: scroll.name))
      }
    }
    return remaining
  }

  /// Scrolls enclosing scroll views down to reveal a target under the top guide, outermost
  /// first: an outer scroll moves the inner views down, out from under the bars, which raises
  /// their smallest valid offsets; each inner floor is then read where its view will be, so no
  /// fall is taken back by keeping an inner offset in range.
  mutating func fall(by amount: Double) {
    // Less than a pixel to reveal: nothing a user could see, and snapping an offset the host
    // left off the grid would move it by a sliver on every pass.
    guard amount * grid.scale >= 1 - 1e-6 else { return }
    var remaining = amount
    for (index, scroll) in context.scrollViews.enumerated().reversed() {
      guard grid.isPositive(remaining) else { break }
      if scroll.isActiveTextView { continue }
      if let reason = scroll.skipReason {
        // Said here too: a pass that only reveals a top never reaches the rise, which says it.
        sayOnce(index, .skipped(scrollView: scroll.name, reason: reason))
        continue
      }
      let current = scroll.contentOffset.y + scrollDelta[index]
      let minimum = minimumOffsetY(of: index, rootLift: finalLift)
      let floor = Swift.min(current, minimum)
      let newY = Swift.max(grid.up(current - remaining), floor)
      let delta = newY - current
      guard delta < 0 else { continue }
      scrollDelta[index] += delta
      plannedY[index] = newY
      remaining += delta
      trace.scrolled[index] = scrollDelta[index]
      say(.scrolledDown(scrollView: scroll.name, by: -delta, from: current, to: newY))
    }
  }

  // MARK: The root

  /// The root's size for the geometry of the pass: the one it gets, else the one it has.
  var rootFrameSize: Size? { rootSize ?? plannedRootSize }

  /// The root's lift above its begin origin once the plan is applied.
  var finalLift: Double {
    guard let root = context.root, context.strategy == .moveRoot else {
      return context.root?.currentLift ?? 0
    }
    return root.currentLift + rootRise
  }

  /// Rises by `move` through the scroll views, then the root; returns `false` (and does
  /// nothing) when there is nothing to rise.
  ///
  /// A root lifted beyond what this keyboard allows must come down: the scroll views make up
  /// for that drop in the same pass, so a second pass finds nothing left to do.
  mutating func riseMakingUpForTheRoot(by move: Double, keyboard: Rect) -> Bool {
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

  /// How far the root can rise and still carry the target, on the pixel grid; `.infinity`
  /// when nothing holds the target.
  func carryingRise(of root: RootSnapshot) -> Double {
    let rise = root.maxCarryingRise
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
      guard !rootResized else { return }
      rootResized = true
      let height = Self.resizedRootHeight(root, keyboard: keyboard, grid: grid)
      if height != root.size.height {
        rootSize = Size(width: root.size.width, height: height)
      }
      if maxRise > 0 || height != root.size.height {
        say(.rootResized(root: root.name, height: height, overlap: maxRise))
      } else if grid.isPositive(remaining) {
        // The keyboard does not cover the root (a field reaching outside it): no room to make.
        say(.rootClamped(root: root.name, maxRise: 0))
      }
    case .moveRoot:
      guard root.containsTarget else {
        if grid.isPositive(remaining) {
          say(
            root.isOutOfReach
              ? .rootOutOfReach(root: root.name) : .rootNotContainingInput(root: root.name))
        }
        return
      }
      let lift = root.currentLift + rootRise
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
      let newY =
        risesStopAtTheRoom && clamped > lift
        ? grid.up(root.beginOrigin.y - clamped) : grid.down(root.beginOrigin.y - clamped)
      let newLift = root.beginOrigin.y - newY
      guard newLift != lift else { return }
      let from = root.origin.y - rootRise
      rootRise = newLift - root.currentLift
      plannedRootY = newY
      trace.rootRise = rootRise
      say(.rootMoved(root: root.name, rise: newLift - lift, from: from, to: newY))
    }
  }

  // MARK: Safe areas and offset ranges

  /// The safe-area top and bottom of scroll view `index` with the root lifted `rootLift` above
  /// its begin origin and the scroll views above it moved as planned so far.
  func safeArea(of index: Int, rootLift: Double) -> (top: Double, bottom: Double) {
    guard let (frame, safe) = safeAreaFrames(of: index, rootLift: rootLift) else { return (0, 0) }
    let insets = frame.insets(to: safe)
    return (insets.top, insets.bottom)
  }

  /// Scroll view `index`'s frame and its safe rectangle in the window, as ``safeArea(of:rootLift:)``
  /// measures them; `nil` when it does not adjust its vertical insets or nothing is safe.
  func safeAreaFrames(of index: Int, rootLift: Double) -> (frame: Rect, safe: Rect)? {
    let scroll = context.scrollViews[index]
    guard scroll.adjustsVerticalInsets else { return nil }
    let count = context.scrollViews.count
    let outer = count - 1 - index
    let rootShift = (context.root?.currentLift ?? 0) - rootLift
    var safe = context.windowSafeRect
    let movesRoot = context.strategy == .moveRoot
    for layer in context.safeAreaLayers where layer.enclosingScrollViews <= outer {
      var frame = layer.frameInWindow
      // The bars' edges in the window, carried by their container's movers.
      let barsShift =
        -shift(enclosedBy: layer.barsEnclosingScrollViews)
        + (layer.barsMoveWithRoot && movesRoot ? rootShift : 0)
      let barTop = (layer.barTopEdge ?? frame.minY + layer.barInsets.top) + barsShift
      let barBottom = (layer.barBottomEdge ?? frame.maxY - layer.barInsets.bottom) + barsShift
      frame.origin.y -= shift(enclosedBy: layer.enclosingScrollViews)
      if layer.movesWithRoot && movesRoot { frame.origin.y += rootShift }
      if layer.isRootView, let size = rootFrameSize { frame.size = size }
      var bars = layer.barInsets
      // Not capped at the view's height: a bar covering the whole view leaves its safe
      // rectangle below the bar, as UIKit measures it.
      if bars.top > 0 || layer.barTopEdge != nil { bars.top = Swift.max(0, barTop - frame.minY) }
      if bars.bottom > 0 || layer.barBottomEdge != nil {
        bars.bottom = Swift.max(0, frame.maxY - barBottom)
      }
      // A controller view whose bars no longer reach it narrows nothing, as in UIKit's
      // derivation (the live tree skips such views).
      if bars == .zero && layer.additionalInsets == .zero { continue }
      let inherited = safe.map { frame.insets(to: $0) } ?? .zero
      safe = frame.clampedInset(by: inherited.union(bars) + layer.additionalInsets)
    }
    guard let safe else { return nil }
    var frame = scroll.frameInWindow
    frame.origin.y -= shift(enclosedBy: outer)
    if scroll.movesWithRoot && context.strategy == .moveRoot { frame.origin.y += rootShift }
    if scroll.isRootView, let size = rootFrameSize { frame.size = size }
    return (frame, safe)
  }

  /// How far the outermost `count` scroll views move their content up, as planned so far.
  func shift(enclosedBy count: Int) -> Double {
    let total = context.scrollViews.count
    var sum = 0.0
    for index in (total - count)..<total where index >= 0 {
      sum += scrollDelta[index] + rangeDelta[index]
    }
    return sum
  }

  func adjustedTop(of index: Int, rootLift: Double) -> Double {
    context.scrollViews[index].contentInset.top + safeArea(of: index, rootLift: rootLift).top
  }

  func minimumOffsetY(of index: Int, rootLift: Double) -> Double {
    -adjustedTop(of: index, rootLift: rootLift)
  }

  /// Offsets the manager set (or this plan sets) that end below their smallest valid value,
  /// where the views end up, come up to it; outermost first, since an outer scroll moves the
  /// inner views.
  mutating func keepOffsetsInRange(reporting: Bool) {
    for index in context.scrollViews.indices.reversed() {
      rangeDelta[index] = 0
      keptY[index] = nil
      let scroll = context.scrollViews[index]
      let getsInset =
        index == insetAncestor || (scroll.isActiveTextView && scroll.skipReason == nil)
      guard scroll.isManaged || scrollDelta[index] != 0 || getsInset,
        !scroll.ignoresInsetAdjustment
      else { continue }
      let y = plannedY[index] ?? scroll.contentOffset.y
      let minimum = grid.up(minimumOffsetY(of: index, rootLift: finalLift))
      guard y < minimum, !grid.same(minimum, y) else { continue }
      rangeDelta[index] = minimum - y
      keptY[index] = minimum
      if reporting { say(.offsetKeptInRange(scrollView: scroll.name, from: y, to: minimum)) }
    }
  }

  /// Keeping an inner offset in range can take back part of a fall (an outer scroll moves the
  /// inner view out from under a bar, which raises its smallest valid offset): the views fall
  /// again for what was taken back, within the target's slack, until nothing changes.
  ///
  /// A tall text view's slack is its caret's: keeping the text view's own offset in range lifts
  /// the caret, not the view, and gives that much slack back.
  mutating func fallAgainWhereRangesTookItBack(
    top: Double, movesWithCaret: Bool, slackMovesWithCaret: Bool, keyboard: Rect
  ) {
    guard fallLimit != nil || rootFallRequired != nil else { return }
    for _ in 0..<4 {
      var changed = false
      let riseBefore = rootRise
      let risenBefore = risen(of: movesWithCaret)
      if let required = rootFallRequired, context.strategy == .moveRoot {
        // Slack the range keeping gave back: the root comes down by it.
        let slack = -(required - risen(of: movesWithCaret))
        if grid.isPositive(slack) {
          let before = rootRise
          placeRoot(remaining: -slack, keyboard: keyboard)
          changed = changed || rootRise != before
        }
      }
      if let limit = fallLimit {
        var amount = hiddenWithinSlack(top: top, limit: limit, movesWithCaret, slackMovesWithCaret)
        if grid.isPositive(amount), context.strategy == .moveRoot {
          // A lifted root comes down first, as on the next pass.
          let before = rootRise
          placeRoot(remaining: -amount, keyboard: keyboard)
          changed = changed || rootRise != before
          amount = hiddenWithinSlack(top: top, limit: limit, movesWithCaret, slackMovesWithCaret)
        }
        if grid.isPositive(amount) {
          let before = scrollDelta
          fall(by: amount)
          changed = changed || scrollDelta != before
        }
      }
      guard changed else { return }
      keepOffsetsInRange(reporting: false)
      if rootFallRequired != nil, rootRise < riseBefore,
        grid.same(risen(of: movesWithCaret), risenBefore)
      {
        fallFreely(movesWithCaret: movesWithCaret, keyboard: keyboard)
      }
    }
  }

  /// Jumps to where a free fall of the root ends.
  ///
  /// A root fall that keeping an offset in range takes back point for point (the fall moves a
  /// scroll view out from under a bar, which raises its smallest valid offset by as much)
  /// leaves the target where it was and its slack as it was: the root goes on falling for
  /// free, half a point at a time, until the floor stops rising. This jumps to where it stops,
  /// the largest further fall on the grid that still leaves the target in place (at most the
  /// root's lift), found by doubling and halving rather than half a point at a time.
  ///
  /// - Complexity: O(log(L·scale)) trial falls, L the root's lift.
  mutating func fallFreely(movesWithCaret: Bool, keyboard: Rect) {
    guard let root = context.root else { return }
    let unit = 1 / grid.scale
    let lift = root.currentLift + rootRise
    guard lift.isFinite, grid.isPositive(lift) else { return }
    let risenNow = risen(of: movesWithCaret)
    let riseNow = rootRise
    func trial(_ fall: Double) -> SolverPass? {
      var next = self
      next.placeRoot(remaining: -fall, keyboard: keyboard)
      next.keepOffsetsInRange(reporting: false)
      let fell = riseNow - next.rootRise
      guard grid.same(fell, fall), grid.same(next.risen(of: movesWithCaret), risenNow) else {
        return nil
      }
      return next
    }
    // Doubling: `good` falls freely (`best` is the pass after it), `bad` (when found) does not.
    var good = 0.0
    var best: SolverPass?
    var bad: Double?
    var step = unit
    for _ in 0..<64 {
      let fall = Swift.min(good + step, grid.down(lift))
      guard fall > good else { break }
      if let next = trial(fall) {
        good = fall
        best = next
        step *= 2
      } else {
        bad = fall
        break
      }
    }
    // Halving between them, on the grid.
    if var high = bad {
      for _ in 0..<64 {
        let middle = grid.down(good + (high - good) / 2)
        guard middle > good, middle < high else { break }
        if let next = trial(middle) {
          good = middle
          best = next
        } else {
          high = middle
        }
      }
    }
    if let best { self = best }
  }

  /// How far the target's top is above the top guide, at most its slack left under `limit`
  /// (``fallLimit``).
  func hiddenWithinSlack(
    top: Double, limit: Double, _ movesWithCaret: Bool, _ slackMovesWithCaret: Bool
  ) -> Double {
    let hidden = context.topGuide - (top - risen(of: movesWithCaret))
    return Swift.min(hidden, limit + risen(of: slackMovesWithCaret))
  }

  // MARK: Insets

  /// The innermost scrollable ancestor of the input: it gets the bottom inset for the overlap.
  var insetAncestor: Int? {
    context.scrollViews.indices.first {
      !context.scrollViews[$0].isActiveTextView && context.scrollViews[$0].skipReason == nil
    }
  }

  /// Sets the bottom insets of the innermost scrollable ancestor and the active text view, and
  /// of any scroll view whose offset ends past its content's end.
  mutating func adjustInsets(keyboard: Rect) {
    let ancestor = insetAncestor
    let lift = finalLift
    for (index, scroll) in context.scrollViews.enumerated() {
      let isTextView = scroll.isActiveTextView && scroll.skipReason == nil
      let coversOverlap = index == ancestor || isTextView
      let newOffsetY = scroll.contentOffset.y + scrollDelta[index] + rangeDelta[index]
      let safe = safeArea(of: index, rootLift: lift)
      // Any scroll view scrolled past its end needs enough bottom inset for that offset to
      // stay in its valid range (IQ insets only the innermost one, S18).
      var pastEnd = 0.0
      let height =
        scroll.isRootView
        ? (rootFrameSize?.height ?? scroll.frameInWindow.height)
        : scroll.frameInWindow.height
      if let size = scroll.contentSize {
        let end =
          size.height + scroll.baselineContentInset.bottom + safe.bottom - height
        let minimum = -(scroll.contentInset.top + safe.top)
        let over = newOffsetY - Swift.max(end, minimum)
        if grid.isPositive(over) { pastEnd = newOffsetY - end }
      }
      let hadInset = scroll.contentInset.bottom != scroll.baselineContentInset.bottom
      guard coversOverlap || pastEnd > 0 || hadInset else { continue }
      if scroll.ignoresInsetAdjustment {
        if coversOverlap { say(.insetsIgnored(scrollView: scroll.name)) }
        continue
      }
      var overlap = 0.0
      if coversOverlap {
        var frame = scroll.frameInWindow
        frame.origin.y -= shift(enclosedBy: context.scrollViews.count - 1 - index)
        if scroll.movesWithRoot && context.strategy == .moveRoot { frame.origin.y -= rootRise }
        if scroll.isRootView, let size = rootFrameSize { frame.size = size }
        let meets =
          frame.maxX > keyboard.minX && frame.minX < keyboard.maxX && keyboard.minY < frame.maxY
          && keyboard.maxY > frame.minY
        overlap = meets ? Swift.min(frame.height, frame.maxY - keyboard.minY) : 0
      }
      var inset = scroll.contentInset
      var indicators = scroll.indicatorInsets
      inset.bottom = scroll.baselineContentInset.bottom + pastEnd
      indicators.bottom = scroll.baselineIndicatorInsets.bottom
      // An overlap of a rounding error (3e-14: a view whose bottom the plan puts exactly at
      // the keyboard's top) is none: insetting for it gave the distance on one pass and took
      // it back on the next, where the overlap reads 0.
      if grid.isPositive(overlap) {
        inset.bottom = Swift.max(inset.bottom, overlap + context.distance - safe.bottom)
        indicators.bottom = Swift.max(indicators.bottom, overlap - safe.bottom)
      }
      inset.bottom = onGrid(inset.bottom, baseline: scroll.baselineContentInset.bottom)
      indicators.bottom = onGrid(
        indicators.bottom, baseline: scroll.baselineIndicatorInsets.bottom)
      if grid.same(inset.bottom, scroll.contentInset.bottom) { inset = scroll.contentInset }
      if grid.same(indicators.bottom, scroll.indicatorInsets.bottom) {
        indicators = scroll.indicatorInsets
      }
      if inset != scroll.contentInset {
        insets[index] = inset
        say(
          .insetChanged(
            scrollView: scroll.name, from: scroll.contentInset.bottom, to: inset.bottom,
            overlap: overlap))
      }
      if indicators != scroll.indicatorInsets {
        indicatorInsets[index] = indicators
      }
    }
  }

  /// An inset rounded up to the grid, unless it is the original value (kept exactly).
  func onGrid(_ value: Double, baseline: Double) -> Double {
    value == baseline ? value : Swift.max(baseline, grid.up(value))
  }

  var insets: [Int: Insets] = [:]
  var indicatorInsets: [Int: Insets] = [:]

  // MARK: Trace and plan

  mutating func say(target kind: AvoidanceContext.TargetKind) {
    say(
      .target(
        name: context.inputName, kind: kind, rect: context.target,
        distance: context.distance, topGuide: context.topGuide))
  }

  mutating func say(_ event: AvoidanceTrace.Event.Detail) {
    trace.events.append(AvoidanceTrace.Event(event))
  }

  mutating func sayOnce(_ index: Int, _ event: AvoidanceTrace.Event.Detail) {
    guard skippedSaid.insert(index).inserted else { return }
    say(event)
  }

  /// The context as it will read once the plan is applied.
  func applied() -> AvoidanceContext {
    var next = context
    let count = context.scrollViews.count
    let rootShift = context.strategy == .moveRoot ? rootRise : 0
    let targetShift = risen(of: false)
    next.target.origin.y -= targetShift
    next.caret?.origin.y -= risen(of: true)
    for index in context.scrollViews.indices {
      var view = context.scrollViews[index]
      view.frameInWindow.origin.y -=
        shift(enclosedBy: count - 1 - index) + (view.movesWithRoot ? rootShift : 0)
      if view.isRootView, let rootSize { view.frameInWindow.size = rootSize }
      if let y = keptY[index] ?? plannedY[index] {
        view.contentOffset.y = y
        view.isManaged = true
      }
      if let inset = insets[index] {
        view.contentInset = inset
        view.isManaged = true
      }
      if let indicators = indicatorInsets[index] {
        view.indicatorInsets = indicators
        view.isManaged = true
      }
      next.scrollViews[index] = view
    }
    for index in context.safeAreaLayers.indices {
      let layer = context.safeAreaLayers[index]
      let frameShift =
        shift(enclosedBy: layer.enclosingScrollViews) + (layer.movesWithRoot ? rootShift : 0)
      let barsShift =
        shift(enclosedBy: layer.barsEnclosingScrollViews)
        + (layer.barsMoveWithRoot ? rootShift : 0)
      // Bars stay with their container: measured against the moved frame they change.
      next.safeAreaLayers[index] = layer.moved(
        frameBy: frameShift, barsBy: barsShift, rootSize: rootSize)
    }
    if var root = context.root {
      if let y = plannedRootY { root.origin.y = y }
      if let rootSize { root.size = rootSize }
      next.root = root
    }
    return next
  }

  func finish() -> AvoidancePlan {
    var mutations: [AvoidancePlan.Mutation] = []
    var names: [ScrollViewID: String] = [:]
    for (index, scroll) in context.scrollViews.enumerated() {
      if let inset = insets[index] {
        mutations.append(.setContentInset(scrollView: scroll.id, inset))
        names[scroll.id] = scroll.name
      }
      if let indicators = indicatorInsets[index] {
        mutations.append(.setIndicatorInsets(scrollView: scroll.id, indicators))
        names[scroll.id] = scroll.name
      }
    }
    for (index, scroll) in context.scrollViews.enumerated() {
      guard let y = keptY[index] ?? plannedY[index], !grid.same(y, scroll.contentOffset.y)
      else { continue }
      let offset = Point(x: scroll.contentOffset.x, y: y)
      mutations.append(.setContentOffset(scrollView: scroll.id, offset))
      names[scroll.id] = scroll.name
    }
    if let root = context.root {
      if let y = plannedRootY, !grid.same(y, root.origin.y) {
        mutations.append(.setRootOrigin(Point(x: root.origin.x, y: y)))
      }
      if let rootSize { mutations.append(.setRootSize(rootSize)) }
    }
    return AvoidancePlan(
      mutations: mutations, animation: context.animation, trace: trace,
      scrollViewNames: names)
  }
}

extension SafeAreaLayer {
  /// The layer with its frame moved up by `frameShift` and its bars by `barsShift` (and the
  /// root's size, for the root's layer): the bar insets measured against the moved frame.
  func moved(frameBy frameShift: Double, barsBy barsShift: Double, rootSize: Size?)
    -> SafeAreaLayer
  {
    var next = self
    next.barTopEdge = barTopEdge.map { $0 - barsShift }
    next.barBottomEdge = barBottomEdge.map { $0 - barsShift }
    if barInsets.top > 0 {
      next.barInsets.top = Swift.max(0, barInsets.top - barsShift + frameShift)
    }
    if barInsets.bottom > 0 {
      next.barInsets.bottom = Swift.max(0, barInsets.bottom + barsShift - frameShift)
    }
    next.frameInWindow.origin.y -= frameShift
    if isRootView, let rootSize { next.frameInWindow.size = rootSize }
    return next
  }
}

extension AvoidanceSolver {
  /// The plan for an input the keyboard layout guide carries: the solver's reading of the
  /// target, with no move (a scroll or a root move would not move it relative to the keyboard)
  /// and the guide named as the reason for any cover left.
  static func leftToTheKeyboardGuide(_ context: AvoidanceContext) -> AvoidancePlan {
    var free = context
    free.isCarriedByKeyboardGuide = false
    var plan = solve(free)
    plan.mutations = []
    plan.trace.scrolled = [:]
    plan.trace.rootRise = 0
    plan.trace.move = 0
    plan.trace.remainingCover = Swift.max(0, plan.trace.requiredRise ?? 0)
    plan.trace.events = [
      AvoidanceTrace.Event(.keyboardLayoutGuide(input: context.inputName, moved: 0))
    ]
    return plan
  }
}
