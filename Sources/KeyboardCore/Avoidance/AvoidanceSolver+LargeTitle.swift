extension AvoidanceSolver {
  /// Solves a context whose top guide depends on the plan: a large title
  /// (``AvoidanceContext/largeTitle``) collapses by as much as the plan scrolls its content
  /// scroll view up, which raises the top guide and the bar's safe area.
  ///
  /// The plan is made with the collapse it causes, found by `CollapseSearch`.
  static func solvingTheLargeTitle(_ context: AvoidanceContext) -> (
    SolverPass, AvoidancePlan
  ) {
    var pass = SolverPass(context: context)
    let plan = pass.run()
    guard context.applies(.solvingTheLargeTitle), let title = context.largeTitle,
      let index = context.scrollViews.firstIndex(where: { $0.id == title.scrollView })
    else { return (pass, plan) }
    let search = CollapseSearch(context: context, title: title, index: index, first: (pass, plan))
    let found = search.run()
    return (found.pass, found.plan)
  }
}

/// The search for the large title's collapse a plan causes: the collapse is a term of the
/// evaluation of a pass (the context it reads has the title collapsed by what it assumes), and
/// the plan is the pass whose own scroll of the content scroll view confirms what it assumed.
///
/// Every probe is a pass that assumes a collapse `c`; its own scroll gives a real collapse
/// `T(c)`. The probes, in order:
/// 1. `c = 0`, the title as it is: the plan when `T(0)` is none.
/// 2. `c = full`, the title fully collapsed (or, when `T(0)` expands it, fully expanded): the
///    plan when `T(full)` is full as well.
/// 3. Between the two, a bisection over the collapses that offsets on the pixel grid give (the
///    only ones a plan can cause, at most 64 halvings), when `T` goes against the collapse
///    there: a content scroll view that follows the bar (more collapse moves the target up, so
///    the pass scrolls less), or one that is not the active text view and whose fully
///    collapsed pass scrolls it less (a view inside it gains room as the bar stops covering
///    it). `T(c) - c` then falls as `c` grows, and the bisection ends at the pass that
///    confirms its collapse, or between two neighbours a pixel apart (`bisecting`).
/// 4. Else `c = T(full)`: with a `T` that does not fall (more room above scrolls at least as
///    far) it is one step of the iteration down from the top, which `T(full)` confirms when
///    the content scroll view stopped at a cap a lower guide does not move; a text view that is
///    the content scroll view and tall only under the expanded title jumps (`T` is full while
///    it is tall and none once it fits), so no collapse confirms itself. The fixed-point loop
///    (`AvoidanceSolver.solvingUntilItConfirms`) goes on from the applied result in both.
///
/// At most 2 + 66 + 1 passes after the first (the bisection's 64 halvings, its first probe
/// past the full collapse and the pass it chooses).
struct CollapseSearch {
  /// A pass and its plan.
  typealias Probe = (pass: SolverPass, plan: AvoidancePlan)

  /// The context searched, with the title as the bar lays it out.
  let context: AvoidanceContext
  /// Its large title.
  let title: LargeTitleCollapse
  /// The index of the title's content scroll view.
  let index: Int
  /// The pass with the title as it is.
  let first: Probe

  /// The content scroll view's offset (y) now.
  var offset: Double { context.scrollViews[index].contentOffset.y }
  /// The screen's pixel grid.
  var grid: PixelGrid { first.pass.grid }

  /// The pass that assumes the title collapsed by `amount` (negative: expanded).
  func probe(collapse amount: Double) -> Probe {
    var pass = SolverPass(context: context.collapsingTheLargeTitle(by: amount))
    if !grid.isZero(amount) {
      pass.titleCollapse = TitleCollapse(
        amount: amount, topGuide: context.topGuide, scrollView: index)
    }
    let plan = pass.run()
    return (pass, plan)
  }

  /// The collapse that `probe`'s own scroll of the content scroll view gives.
  func real(_ probe: Probe) -> Double {
    title.collapse(byScrolling: probe.pass.plannedScroll(of: index), from: offset)
  }

  /// The plan: the probes of the type's comment, in order.
  func run() -> Probe {
    let settled = real(first)
    guard !grid.isZero(settled) else { return first }
    // Mirrored for a scroll down: the title expands point for point with the content, so a
    // field hidden under it stays hidden until the title is fully expanded.
    let full =
      settled > 0 ? title.expansion : -(NavigationController.largeTitleHeight - title.expansion)
    let fully = probe(collapse: full)
    let fullReal = real(fully)
    if grid.same(fullReal, full) { return fully }
    let firstScroll = first.pass.plannedScroll(of: index)
    let scroll = fully.pass.plannedScroll(of: index)
    let againstTheCollapse =
      title.followsBar
      || (!context.scrollViews[index].isActiveTextView && !grid.same(scroll, firstScroll)
        && (scroll - firstScroll) * full < 0)
    if againstTheCollapse, let found = bisecting(settled: settled, fully: fully) {
      return found
    }
    return probe(collapse: fullReal)
  }

  /// Step 3 of the type's comment: the bisection between the title as it is and its full
  /// collapse (or expansion), whose pass `fully` does not scroll as far.
  ///
  /// The assumptions tried are the collapses that offsets on the pixel grid give: offsets a
  /// pixel apart in the direction of the first pass's scroll, from the current offset to a
  /// pixel past a full collapse (or expansion), halved (at most 64 times) until a pass plans
  /// the offset it assumed. When none does, the halving ends between two neighbours, one
  /// scrolling past the offset it assumed and one stopping short of it; the plan is the one
  /// whose real collapse moves the target no lower than it assumed (scrolling up, the one that
  /// scrolls past; down, the one that stops short), so the target ends clear of the keyboard,
  /// by at most the collapse of a pixel's scroll more than planned.
  ///
  /// For a content scroll view that does not follow the bar, the plan must also scroll to
  /// within a pixel of the offset it assumed: a neighbour that misses by more planned for a
  /// top guide the host does not lay out (a text view that is tall only below the expanded
  /// title turns into a field as the guide rises, and its pass scrolls elsewhere), and its
  /// offsets can leave their valid range. The answer is then `nil`.
  private func bisecting(settled: Double, fully: Probe) -> Probe? {
    // +1 while the first pass scrolls up (the title collapses), -1 while it scrolls down.
    let direction = settled > 0 ? 1.0 : -1.0
    let pixel = 1 / grid.scale
    let offset = offset
    let base = direction > 0 ? grid.down(offset) : grid.up(offset)
    // The offset assumed by candidate `n`: the current offset for 0, else n pixels on.
    func assumed(_ n: Double) -> Double { n == 0 ? offset : base + direction * n * pixel }
    var last: (n: Double, probe: Probe) = (0, first)
    // How much further in `direction` than assumed candidate `n`'s pass scrolls (0: it
    // scrolls to the offset it assumed).
    func beyond(_ n: Double) -> Double {
      let y = assumed(n)
      let found = probe(collapse: title.collapse(byScrolling: y - offset, from: offset))
      last = (n, found)
      let planned = offset + found.pass.plannedScroll(of: index)
      return grid.same(planned, y) ? 0 : direction * (planned - y)
    }
    // A pixel past the offset where the title is fully collapsed (or expanded).
    let full =
      title.expandedOffset.map { direction > 0 ? $0 + NavigationController.largeTitleHeight : $0 }
      ?? offset + title.expansion
    var low = 0.0
    var high = (Swift.max(0, direction * (full - base)) * grid.scale).rounded(.up) + 1
    guard high.isFinite else { return first }
    // Past a full collapse (or expansion) the collapse no longer changes: a pass that still
    // scrolls on, or stops there, is the plan.
    guard beyond(high) < 0 else { return last.probe }
    var exact = false
    var halvings = 0
    while high - low > 1, halvings < 64 {
      halvings += 1
      let middle = ((low + high) / 2).rounded(.down)
      let further = beyond(middle)
      if further == 0 {
        exact = true
        break
      }
      if further > 0 { low = middle } else { high = middle }
    }
    // The pass whose real collapse moves the target no lower than it assumed: scrolling up,
    // the one that scrolls past its assumed offset; down, the one that stops short of it.
    let chosen = exact ? last.n : direction > 0 ? low : high
    if chosen != 0, chosen != last.n { _ = beyond(chosen) }
    let found = chosen == 0 ? first : last.probe
    if !title.followsBar, !exact {
      let miss = offset + found.pass.plannedScroll(of: index) - assumed(chosen)
      guard !grid.isPositive(Swift.abs(miss) - pixel) else { return nil }
    }
    return found
  }
}

extension SolverPass {
  /// How far the pass's own scroll collapses the large title beyond what it assumed (its
  /// context's title is the assumption; negative: it expands the title), with the content
  /// scroll view's name and the expansion assumed; `nil` when by nothing.
  func titleCollapseNotAssumed() -> (collapse: Double, scrollView: String, assumed: Double)? {
    guard let title = context.largeTitle,
      let index = context.scrollViews.firstIndex(where: { $0.id == title.scrollView })
    else { return nil }
    let real = title.collapse(
      byScrolling: plannedScroll(of: index), from: context.scrollViews[index].contentOffset.y)
    guard !grid.isZero(real) else { return nil }
    return (real, context.scrollViews[index].name, title.expansion)
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
    if title.followsBar { next.followTheBar(by: amount, from: self) }
    return next
  }
}

extension AvoidanceContext {
  /// Moves the content scroll view that follows the bar and everything inside it up by
  /// `amount`, the title's collapse.
  ///
  /// The scroll view (``LargeTitleCollapse/followsBar``) keeps its bottom, so it grows by as
  /// much (the controller's view around it does, when it is that view's first
  /// subview: ``LargeTitleCollapse/followerKeepsItsHeight``), and the bar's inset over it
  /// stays what it was. A controller's view laid out empty below the bar
  /// (``LargeTitleCollapse/followerShortfall``) has no bottom to keep: its top moves all the
  /// same, and it grows only by what the collapse exceeds its shortfall by.
  ///
  /// When it is the root view, or the controller's view around it is
  /// (``LargeTitleCollapse/followerIsInTheRoot``), the root follows alike
  /// (``RootSnapshot/risesWithTheBar``) by a collapse of whole pixels.
  fileprivate mutating func followTheBar(by amount: Double, from before: AvoidanceContext) {
    guard let title = largeTitle,
      let index = scrollViews.firstIndex(where: { $0.id == title.scrollView })
    else { return }
    let count = scrollViews.count
    // The container lays the controller's view out from the bar's new bottom to its own
    // bottom edge, an empty view's shortfall above its top.
    let shortfall = title.followerShortfall
    scrollViews[index].frameInWindow.origin.y -= amount
    if !title.followerKeepsItsHeight {
      scrollViews[index].frameInWindow.size.height = Swift.max(
        0, scrollViews[index].frameInWindow.height + amount - shortfall)
    }
    for inner in 0..<index { scrollViews[inner].frameInWindow.origin.y -= amount }
    let grid = PixelGrid(scale: scale)
    let whole = grid.down(amount)
    if scrollViews[index].isRootView || title.followerIsInTheRoot, grid.same(amount, whole),
      var moved = root
    {
      // The root view itself, or the root around it: it rests where the layout puts it, as a
      // held root does when its container lays it out from the bar's new bottom
      // (`RootSession.followMovedTop`). Only a collapse of whole pixels: the height written at
      // the old top then lays out on the grid, the height a pass from the new top writes. A
      // fraction's layout is off the grid, and the host's next pass resizes the root again
      // (its top is read where it is).
      // The root follows by the whole pixels themselves, its size settled on the grid: a pass
      // assumes a collapse read from the offset it tries, the applied plan one read from the
      // offset it plans, a few ulps apart, and the root's size, which a pass compares bitwise
      // with the height it plans, must read alike in both.
      moved.beginFrameInWindow.origin.y -= whole
      moved.beginFrameInWindow.size.height = Swift.max(
        0, moved.beginFrameInWindow.height + whole - shortfall)
      moved.beginSize.height = Swift.max(0, moved.beginSize.height + whole - shortfall)
      moved.size.height = Swift.max(0, grid.settled(moved.size.height + whole - shortfall))
      moved.targetAtRest?.origin.y -= whole
      moved.risesWithTheBar += whole
      moved.topFollowedTheBar += whole
      root = moved
    }
    target.origin.y -= amount
    caret?.origin.y -= amount
    for layer in safeAreaLayers.indices {
      if layer == title.safeAreaLayer {
        safeAreaLayers[layer].frameInWindow.origin.y -= amount
        safeAreaLayers[layer].frameInWindow.size.height = Swift.max(
          0, safeAreaLayers[layer].frameInWindow.height + amount - shortfall)
        safeAreaLayers[layer].barInsets.top = before.safeAreaLayers[layer].barInsets.top
      } else if count - safeAreaLayers[layer].enclosingScrollViews <= index {
        safeAreaLayers[layer].frameInWindow.origin.y -= amount
        if count - safeAreaLayers[layer].barsEnclosingScrollViews <= index {
          safeAreaLayers[layer].barTopEdge = safeAreaLayers[layer].barTopEdge.map { $0 - amount }
          safeAreaLayers[layer].barBottomEdge = safeAreaLayers[layer].barBottomEdge.map {
            $0 - amount
          }
        }
      }
    }
  }
}
