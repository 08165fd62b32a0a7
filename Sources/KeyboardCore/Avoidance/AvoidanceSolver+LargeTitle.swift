extension AvoidanceSolver {
  /// Solves a context whose top guide depends on the plan: a large title
  /// (``AvoidanceContext/largeTitle``) collapses by as much as the plan scrolls its content
  /// scroll view up, which raises the top guide and the bar's safe area.
  ///
  /// The plan is made with the collapse it causes, found by `CollapseSearch`: the collapse is
  /// a term of the evaluation of each pass, not a special rule.
  static func solvingTheLargeTitle(_ context: AvoidanceContext) -> (
    SolverPass, AvoidancePlan
  ) {
    var pass = SolverPass(context: context)
    let plan = pass.run()
    guard let title = context.largeTitle,
      let index = context.scrollViews.firstIndex(where: { $0.id == title.scrollView })
    else { return (pass, plan) }
    let search = CollapseSearch(context: context, title: title, index: index, first: (pass, plan))
    let found = search.run()
    return (found.pass, found.plan)
  }
}

/// The search for the large title's collapse a plan causes.
///
/// The collapse is a term of the evaluation of a candidate: a pass reads its context with the
/// title collapsed by what it assumes (`AvoidanceContext.collapsingTheLargeTitle(by:)`: the top
/// guide, the bar's safe area and, for a content scroll view that follows the bar, the views
/// inside it), and the plan is the pass whose own scroll of the content scroll view confirms
/// the collapse it assumed. A probe is the pass that assumes a collapse `c`; its own scroll
/// gives the real collapse `T(c)`. The probes, in order:
/// 1. `c = 0`, the title as it is: the plan when `T(0)` is none.
/// 2. `c = full`, fully collapsed (fully expanded when `T(0)` expands it): the plan when
///    `T(full)` is full as well.
/// 3. Else `T(0) - 0` and `T(full) - full` have opposite signs, and a bisection over the
///    collapses that offsets on the pixel grid give (the only ones a plan can cause) finds
///    where `T(c) - c` changes sign: a pass that confirms its collapse, or two neighbours a
///    pixel apart (`bisecting`). A `T` that falls as `c` grows (content that follows the bar
///    rises with the collapse, a view inside gains room as the bar stops covering it) or stays
///    (a scroll stopped at a cap a lower guide does not move) crosses once: the neighbour is
///    the plan when it misses its assumed offset by at most a pixel.
/// 4. Else `c = T(full)`, and the fixed-point loop
///    (`AvoidanceSolver.solvingUntilItConfirms`) goes on from the applied result. Either `T`
///    jumps at the crossing (a text view tall only under the expanded title turns into a
///    field as the guide rises and its pass scrolls elsewhere: a neighbour plans for a guide
///    the host never lays out, and its offsets can leave their valid range), or the content
///    scroll view is the active text view, which the bisection leaves out unless it follows
///    the bar: every later pass keeps its own scroll toward the caret, so the host's order
///    (the scroll, then the collapse it causes, then a pass at the collapsed guide), which the
///    loop reproduces, shows as much of the text view as that guide allows; the bisection
///    would find a smaller collapse that confirms itself, for a guide the bar lays out at no
///    step of that order, and show no more of the text view (less, where the root makes room).
///
/// At most 67 passes after the first: the full probe, 64 halvings at most (the candidates
/// between 0 and a pixel past the full collapse are at most `52 × scale + 2`, and each halving
/// strictly narrows an interval of whole numbers of more than one), the neighbour chosen, and
/// step 4's pass when the bisection is not the plan.
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
    if title.followsBar || !context.scrollViews[index].isActiveTextView,
      let found = bisecting(settled: settled, fully: fully)
    {
      return found
    }
    return probe(collapse: fullReal)
  }

  /// Step 3 of the type's comment: the bisection between the title as it is and its full
  /// collapse (or expansion), whose pass `fully` does not scroll as far as that.
  ///
  /// The assumptions tried are offsets a pixel apart in the direction of the first pass's
  /// scroll, from the current offset to a pixel past a full collapse (or expansion), halved
  /// (at most 64 times) until a pass plans the offset it assumed. When none does, the halving
  /// ends between two neighbours, one scrolling past the offset it assumed and one stopping
  /// short of it; the plan is the one whose real collapse moves the target no lower than it
  /// assumed (scrolling up, the one that scrolls past; down, the one that stops short), so the
  /// target ends clear of the keyboard, by at most the collapse of a pixel's scroll more than
  /// planned. It must scroll to within a pixel of the offset it assumed; else `T` jumps there,
  /// no collapse confirms itself, and the answer is `nil`.
  private func bisecting(settled: Double, fully: Probe) -> Probe? {
    // +1 while the first pass scrolls up (the title collapses), -1 while it scrolls down.
    let direction = settled > 0 ? 1.0 : -1.0
    let pixel = 1 / grid.scale
    let offset = offset
    let base = direction > 0 ? grid.down(offset) : grid.up(offset)
    // The offset assumed by candidate `n`: the current offset for 0, else n pixels on.
    func assumed(_ n: Double) -> Double { n == 0 ? offset : base + direction * n * pixel }
    // A pixel past the offset where the title is fully collapsed (or expanded).
    let full =
      title.expandedOffset.map { direction > 0 ? $0 + NavigationController.largeTitleHeight : $0 }
      ?? offset + title.expansion
    var low = 0.0
    var high = (Swift.max(0, direction * (full - base)) * grid.scale).rounded(.up) + 1
    guard high.isFinite else { return first }
    // A pixel past a full collapse (or expansion) the collapse is the full one: its pass is
    // `fully`, which does not reach the full offset, so it stops short of the one it assumed.
    var last: (n: Double, probe: Probe) = (high, fully)
    // How much further in `direction` than assumed candidate `n`'s pass scrolls (0: it
    // scrolls to the offset it assumed).
    func beyond(_ n: Double) -> Double {
      let y = assumed(n)
      let found = probe(collapse: title.collapse(byScrolling: y - offset, from: offset))
      last = (n, found)
      let planned = offset + found.pass.plannedScroll(of: index)
      return grid.same(planned, y) ? 0 : direction * (planned - y)
    }
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
    if !exact {
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
