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

  /// The bottom inset a scroll view whose offset ends past its content's end needs for that
  /// offset to stay in its valid range: step 6's part of the offset-range invariant's promise
  /// (step 5 keeps every offset at or above its smallest valid value; this keeps the end).
  ///
  /// 0 when it ends within it. Any scroll view gets it, not only the innermost one: a
  /// departure from IQKeyboardManager, which insets only that one (S18).
  func insetPastTheEnd(of index: Int, offsetY: Double, safe: (top: Double, bottom: Double))
    -> Double
  {
    let scroll = context.scrollViews[index]
    guard let size = scroll.contentSize else { return 0 }
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
  /// sums put its top a rounding error above that edge (``PixelGrid/isLess(_:than:)``).
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
      && grid.isLess(frame.minY, than: keyboard.maxY)
    return meets ? Swift.min(frame.height, frame.maxY - keyboard.minY) : 0
  }
}
