extension SolverPass {
  // MARK: 6. Insets

  /// The innermost scrollable ancestor of the input: it gets the bottom inset for the overlap.
  var insetAncestor: Int? {
    context.scrollViews.indices.first {
      !context.scrollViews[$0].isActiveTextView && context.scrollViews[$0].skipReason == nil
    }
  }

  /// Step 6: sets the bottom insets of the innermost scrollable ancestor and the active text
  /// view, and of any scroll view whose offset ends past its content's end.
  mutating func adjustInsets(keyboard: Rect) {
    let ancestor = insetAncestor
    let lift = finalLift
    for (index, scroll) in context.scrollViews.enumerated() {
      let isTextView = scroll.isActiveTextView && scroll.skipReason == nil
      let coversOverlap = index == ancestor || isTextView
      let newOffsetY =
        scroll.contentOffset.y + decision.scrollViews[index].scroll
        + decision.scrollViews[index].range
      let safe = safeArea(of: index, rootLift: lift)
      let pastEnd = insetPastTheEnd(of: index, offsetY: newOffsetY, safe: safe)
      let hadInset = scroll.contentInset.bottom != scroll.baselineContentInset.bottom
      guard coversOverlap || pastEnd > 0 || hadInset else { continue }
      if scroll.ignoresInsetAdjustment {
        if coversOverlap { say(.insetsIgnored(scrollView: scroll.name)) }
        continue
      }
      let overlap = coversOverlap ? keyboardOverlap(of: index, keyboard: keyboard) : 0
      var inset = scroll.contentInset
      var indicators = scroll.indicatorInsets
      inset.bottom = scroll.baselineContentInset.bottom + pastEnd
      indicators.bottom = scroll.baselineIndicatorInsets.bottom
      if isAnOverlap(overlap) {
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
        decision.scrollViews[index].inset = inset
        say(
          .insetChanged(
            scrollView: scroll.name, from: scroll.contentInset.bottom, to: inset.bottom,
            overlap: overlap))
      }
      if indicators != scroll.indicatorInsets {
        decision.scrollViews[index].indicators = indicators
      }
    }
  }

  /// An inset rounded up to the grid, unless it is the original value (kept exactly).
  func onGrid(_ value: Double, baseline: Double) -> Double {
    value == baseline ? value : Swift.max(baseline, grid.up(value))
  }

  /// Special rule: the bottom inset a scroll view whose offset ends past its content's end
  /// needs for that offset to stay in its valid range.
  ///
  /// 0 when it ends within it. Any scroll view gets it (IQ insets only the innermost one, S18).
  func insetPastTheEnd(of index: Int, offsetY: Double, safe: (top: Double, bottom: Double))
    -> Double
  {
    let scroll = context.scrollViews[index]
    guard let size = scroll.contentSize, applies(.insetPastTheEnd) else { return 0 }
    let height =
      scroll.isRootView
      ? (rootFrameSize?.height ?? scroll.frameInWindow.height)
      : scroll.frameInWindow.height
    let end = size.height + scroll.baselineContentInset.bottom + safe.bottom - height
    let minimum = -(scroll.contentInset.top + safe.top)
    let over = offsetY - Swift.max(end, minimum)
    return grid.isPositive(over) ? offsetY - end : 0
  }

  /// How far the keyboard overlaps scroll view `index`'s frame where the plan leaves it (outer
  /// scrolls and the root's move applied); 0 when they do not meet.
  ///
  /// A frame that starts at the keyboard's bottom edge does not meet it, even when the plan's
  /// sums put its top a rounding error above that edge (`isAnOverlap`).
  func keyboardOverlap(of index: Int, keyboard: Rect) -> Double {
    let scroll = context.scrollViews[index]
    var frame = scroll.frameInWindow
    frame.origin.y -= shift(enclosedBy: context.scrollViews.count - 1 - index)
    if scroll.movesWithRoot && context.strategy == .moveRoot {
      frame.origin.y -= decision.root.rise
    }
    if scroll.isRootView, let size = rootFrameSize { frame.size = size }
    let meets =
      frame.maxX > keyboard.minX && frame.minX < keyboard.maxX && keyboard.minY < frame.maxY
      && keyboard.maxY > frame.minY
      && !(applies(.isAnOverlap) && grid.same(keyboard.maxY, frame.minY))
    return meets ? Swift.min(frame.height, frame.maxY - keyboard.minY) : 0
  }

  /// Special rule: an overlap of a rounding error is none, the keyboard's with a scroll view
  /// (step 6) as a bar's with a controller's view (the safe-area fold of every step).
  ///
  /// The plan's positions are sums that the applied tree holds exactly: 3e-14 of keyboard
  /// overlap (a view whose bottom the plan puts exactly at the keyboard's top) inset the
  /// distance on one pass and took it back on the next, where the overlap reads 0; a view
  /// whose top the plan put 6e-14 above the keyboard's bottom (the screen's, the view wholly
  /// below it once applied) met it there, and its whole height read as the overlap; 7e-15 of
  /// a navigation bar (a root lifted to -50.67 falling 94.67 reads 43.99999999999999 under a
  /// bar ending at 44) narrowed the safe area to the root's frame, where the applied root
  /// sits exactly at the bar's edge and narrows nothing, so the inset made from it changed
  /// on the next pass.
  func isAnOverlap(_ overlap: Double) -> Bool {
    applies(.isAnOverlap) ? grid.isPositive(overlap) : overlap > 0
  }
}
