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
  static func solvingTheLargeTitle(_ context: AvoidanceContext) -> (
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
        pass.titleCollapse = TitleCollapse(
          amount: collapse, topGuide: context.topGuide, scrollView: index)
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
  static func settlingTheLargeTitle(
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
