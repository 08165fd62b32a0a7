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
  /// view stopped at its cap, which a lower guide does not move). When the pass with the guide
  /// fully collapsed scrolls the content scroll view less (a scroll view inside it gains room
  /// as the bar stops covering it), the plan is the pass whose own scroll confirms the collapse
  /// it assumed, searched for as for content that follows the bar.
  static func solvingTheLargeTitle(_ context: AvoidanceContext) -> (
    SolverPass, AvoidancePlan
  ) {
    var pass = SolverPass(context: context)
    var plan = pass.run()
    guard context.applies(.solvingTheLargeTitle), let title = context.largeTitle,
      let index = context.scrollViews.firstIndex(where: { $0.id == title.scrollView })
    else { return (pass, plan) }
    let offset = context.scrollViews[index].contentOffset.y
    let first = (pass, plan)
    if title.followsBar {
      return followingTheBar(context, title: title, index: index, first: first) ?? first
    }
    let firstScroll = pass.plannedScroll(of: index)
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
        pass.titleCollapse = TitleCollapse(
          amount: collapse, topGuide: context.topGuide, scrollView: index)
      }
      plan = pass.run()
      // The guide fully collapsed (or expanded) scrolled the content scroll view less than the
      // title as it is: a view inside it gained room as the bar stopped covering it, and no
      // pass of the two confirms its collapse. The plan is then the pass whose assumption its
      // own scroll confirms, searched for on the grid as for a content that follows the bar.
      // (An active text view that is the content scroll view settles from where it ends up:
      // tall only while the title is expanded, it fits once its own scroll collapsed it.)
      // When no pass confirms its collapse within a pixel (the target's reading jumps with
      // the guide, a text view tall only under an expanded title), the search found nothing
      // to trust and the passes go on as for any content scroll view.
      if attempt == 0, !context.scrollViews[index].isActiveTextView {
        let scroll = pass.plannedScroll(of: index)
        if !pass.grid.same(scroll, firstScroll), (scroll - firstScroll) * collapse < 0,
          let confirmed = followingTheBar(
            context, title: title, index: index, first: first, confirmedOnly: true)
        {
          return confirmed
        }
      }
    }
    return (pass, plan)
  }
}

extension AvoidanceSolver {
  /// Solves a context whose content scroll view follows the bar
  /// (``LargeTitleCollapse/followsBar``).
  ///
  /// The collapse a plan assumes moves the target too, so the more collapse a pass assumes,
  /// the less it scrolls. The plan is the pass whose assumption its own scroll confirms. The
  /// assumptions tried are the collapses that offsets on the pixel grid give, the only ones a
  /// plan can cause: offsets a pixel apart in the direction of the first pass's scroll, from
  /// the current offset to past a full collapse (or expansion), halved (at most 64 times)
  /// until a pass plans the offset it assumed. When none does, the halving ends between two
  /// neighbours, one scrolling past the offset it assumed and one stopping short of it; the
  /// plan is the one whose real collapse moves the target no lower than it assumed (scrolling
  /// up, the one that scrolls past; down, the one that stops short), so the target ends clear
  /// of the keyboard, by at most the collapse of a pixel's scroll more than planned.
  ///
  /// With `confirmedOnly` (a content scroll view that does not follow the bar, searched
  /// because the fully collapsed pass scrolls it less), the plan must also scroll to within a
  /// pixel of the offset it assumed: a neighbour that misses by more planned for a top guide
  /// the host does not lay out (a text view that is tall only below the expanded title turns
  /// into a field as the guide rises, and its pass scrolls elsewhere), and its offsets can
  /// leave their valid range. The answer is then `nil`.
  private static func followingTheBar(
    _ context: AvoidanceContext, title: LargeTitleCollapse, index: Int,
    first: (SolverPass, AvoidancePlan), confirmedOnly: Bool = false
  ) -> (SolverPass, AvoidancePlan)? {
    let offset = context.scrollViews[index].contentOffset.y
    let grid = first.0.grid
    let settled = title.collapse(byScrolling: first.0.plannedScroll(of: index), from: offset)
    guard !grid.isZero(settled) else { return first }
    // +1 while the first pass scrolls up (the title collapses), -1 while it scrolls down.
    let direction = settled > 0 ? 1.0 : -1.0
    let pixel = 1 / grid.scale
    let base = direction > 0 ? grid.down(offset) : grid.up(offset)
    // The offset assumed by candidate `n`: the current offset for 0, else n pixels on.
    func assumed(_ n: Double) -> Double { n == 0 ? offset : base + direction * n * pixel }
    var last: (n: Double, pass: SolverPass, plan: AvoidancePlan) = (0, first.0, first.1)
    // How much further in `direction` than assumed candidate `n`'s pass scrolls (0: it
    // scrolls to the offset it assumed).
    func beyond(_ n: Double) -> Double {
      let y = assumed(n)
      let collapse = title.collapse(byScrolling: y - offset, from: offset)
      var pass = SolverPass(context: context.collapsingTheLargeTitle(by: collapse))
      if !grid.isZero(collapse) {
        pass.titleCollapse = TitleCollapse(
          amount: collapse, topGuide: context.topGuide, scrollView: index)
      }
      let plan = pass.run()
      last = (n, pass, plan)
      let planned = offset + pass.plannedScroll(of: index)
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
    guard beyond(high) < 0 else { return (last.pass, last.plan) }
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
    let found = chosen == 0 ? first : (last.pass, last.plan)
    if confirmedOnly, !exact {
      let miss = offset + found.0.plannedScroll(of: index) - assumed(chosen)
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
