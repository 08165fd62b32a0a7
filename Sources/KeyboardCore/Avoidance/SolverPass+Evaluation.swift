// The layout a `Decision` gives: where the kept-clear rectangle, each scroll view and each
// safe-area layer end up, the safe areas there and the valid offsets. Read from the decision,
// never stored, in a context that has the root at the size the decision gives it
// (`readingTheRootAtItsPlannedSize`, which `SolverPass.init` calls).

extension SolverPass {
  /// The context as the evaluation reads it for the decision: under
  /// ``AvoidanceStrategy/resizeRoot`` the decision gives the root its planned size, so the
  /// views that are the root view are read at that size from the start.
  ///
  /// The evaluation of a decision is the layout it gives, the root's size included: an input
  /// that is the root view itself ends as tall as the root does (read at its old height, the
  /// plan judged it clear and then sized its bottom to the keyboard's top), and so does its
  /// own content, which shows a caret's line at that height or none (a view resized to
  /// nothing). Whether a root scroll view scrolls vertically (so whether it is skipped as
  /// horizontal-only, and whether its insets take in the safe area) is read at that height
  /// too; read at its old one, it was skipped in the pass and counted in by the next. When
  /// that scroll view is a large title's content scroll view, the title's expanded offset
  /// moves with its adjusted inset, so the title the bar lays out at the new height is read.
  static func readingTheRootAtItsPlannedSize(_ context: AvoidanceContext, grid: PixelGrid)
    -> AvoidanceContext
  {
    guard context.strategy.kind == .resizeRoot, let root = context.root,
      let keyboard = context.keyboard
    else { return context }
    let height = plannedRootHeight(context, root: root, keyboard: keyboard, grid: grid)
    var resized = context
    if root.isTheInput {
      // The input is the root view itself (``RootSnapshot/isTheInput``, read from the tree):
      // it ends as tall as the root does.
      resized.target.size.height = height
    }
    for index in context.scrollViews.indices where context.scrollViews[index].isRootView {
      let before = context.scrollViews[index]
      var after = before.resized(toHeight: height)
      // An input that is the root view itself: its own content shows lines at that height
      // too, or none (a view resized to nothing), as the next pass reads it.
      if after.isActiveTextView { after.frameInWindow.size.height = height }
      resized.scrollViews[index] = after
      guard var title = resized.largeTitle, title.scrollView == before.id,
        !title.isReadAtLaidOutHeight, let expanded = title.expandedOffset
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

  /// How far the plan scrolls a scroll view's content up (negative: down).
  func plannedScroll(of index: Int) -> Double {
    guard let y = decision.scrollViews[index].finalY else { return 0 }
    return y - context.scrollViews[index].contentOffset.y
  }

  /// How far the kept-clear rectangle rises with the plan.
  func risen(of caret: Bool) -> Double {
    var total = movesTargetWithRoot ? decision.root.rise : 0
    for (index, scroll) in context.scrollViews.enumerated() {
      if scroll.isActiveTextView && !caret { continue }
      total += decision.scrollViews[index].scroll + decision.scrollViews[index].range
    }
    return total
  }

  /// Whether the root's move carries the target (``AvoidanceStrategy/moveRoot``, a root that
  /// contains it).
  var movesTargetWithRoot: Bool {
    context.strategy == .moveRoot && (context.root?.containsTarget ?? false)
  }

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
        + (movesRoot ? layer.barsDrop(rootDrop: rootShift) : 0)
      let barTop = (layer.barTopEdge ?? frame.minY + layer.barInsets.top) + barsShift
      let barBottom = (layer.barBottomEdge ?? frame.maxY - layer.barInsets.bottom) + barsShift
      frame.origin.y -= shift(enclosedBy: layer.enclosingScrollViews)
      if layer.movesWithRoot && movesRoot { frame.origin.y += rootShift }
      if layer.isRootView, let size = rootFrameSize { frame.size = size }
      var bars = layer.barInsets
      // Not capped at the view's height: a bar covering the whole view leaves its safe
      // rectangle below the bar, as UIKit measures it.
      // A bar's overlap with the view of a rounding error is none (`PixelGrid.isPositive`).
      if bars.top > 0 || layer.barTopEdge != nil {
        let overlap = barTop - frame.minY
        bars.top = grid.isPositive(overlap) ? overlap : 0
      }
      if bars.bottom > 0 || layer.barBottomEdge != nil {
        let overlap = frame.maxY - barBottom
        bars.bottom = grid.isPositive(overlap) ? overlap : 0
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
      sum += decision.scrollViews[index].scroll + decision.scrollViews[index].range
    }
    return sum
  }

  func adjustedTop(of index: Int, rootLift: Double) -> Double {
    context.scrollViews[index].contentInset.top + safeArea(of: index, rootLift: rootLift).top
  }

  func minimumOffsetY(of index: Int, rootLift: Double) -> Double {
    -adjustedTop(of: index, rootLift: rootLift)
  }

  /// The context as it will read once the plan is applied.
  func applied() -> AvoidanceContext {
    var next = context
    let count = context.scrollViews.count
    let rootShift = context.strategy == .moveRoot ? decision.root.rise : 0
    let targetShift = risen(of: false)
    next.target.origin.y -= targetShift
    next.caret?.origin.y -= risen(of: true)
    for index in context.scrollViews.indices {
      var view = context.scrollViews[index]
      view.frameInWindow.origin.y -=
        shift(enclosedBy: count - 1 - index) + (view.movesWithRoot ? rootShift : 0)
      if view.isRootView, let size = decision.root.size { view.frameInWindow.size = size }
      if let y = decision.scrollViews[index].finalY {
        view.contentOffset.y = y
        view.isManaged = true
      }
      if let inset = decision.scrollViews[index].inset {
        view.contentInset = inset
        view.isManaged = true
      }
      if let indicators = decision.scrollViews[index].indicators {
        view.indicatorInsets = indicators
        view.isManaged = true
      }
      next.scrollViews[index] = view
    }
    // Bars stay with their container: measured against the moved frame they change.
    next.safeAreaLayers = context.safeAreaLayers.map {
      $0.following(rootShift: rootShift, rootSize: decision.root.size, shift: shift(enclosedBy:))
    }
    if var root = context.root {
      if let y = decision.root.plannedY { root.origin.y = y }
      if let size = decision.root.size { root.size = size }
      next.root = root
    }
    return next
  }
}

extension SafeAreaLayer {
  /// The layer once its movers have moved.
  ///
  /// The root moves up by `rootShift` (resized to `rootSize`, for the root's layer) and the
  /// scroll views around it by `shift(n)`, how far the `n` innermost ones carry what they
  /// enclose. Its frame follows the scroll views that enclose
  /// it and the root if it moves with it; its bars follow theirs and the root as far as they
  /// go with it (``barsDrop(rootDrop:)``), and a hold's slack moves with the root's bottom.
  func following(rootShift: Double, rootSize: Size?, shift: (Int) -> Double) -> SafeAreaLayer {
    let frameShift = shift(enclosingScrollViews) + (movesWithRoot ? rootShift : 0)
    let barsShift = shift(barsEnclosingScrollViews) - barsDrop(rootDrop: -rootShift)
    var next = moved(frameBy: frameShift, barsBy: barsShift, rootSize: rootSize)
    next.barsHoldSlack = barsHoldSlack.map { $0 + rootShift }
    return next
  }

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
