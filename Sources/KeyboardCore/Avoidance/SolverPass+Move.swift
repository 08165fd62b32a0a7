extension SolverPass {
  // MARK: 4. Rising or falling

  /// Step 4: moves the kept-clear rectangle by `min(required, room)`: up through the scroll
  /// views and then the root, or down (the root first) within the slack.
  mutating func riseOrFall(required: Double?, room: Double, keyboard: Rect) {
    if let caret = keptClear.tallCaret, keptClear.placesTallTextView {
      placeTallTextView(caret: caret, required: required, room: room, keyboard: keyboard)
    } else {
      placeField(required: required, room: room, keyboard: keyboard)
    }
    // Under resizeRoot every pass sizes the root, once (`sizeRoot`): where the move first
    // reaches the root, else here, since the scroll views were read at that size.
    if context.strategy.kind == .resizeRoot, let root = context.root {
      sizeRoot(root, remaining: 0, keyboard: keyboard)
    }
  }

  /// A field (or a text view that fits): `min(required, room)`, as IQKeyboardManager.
  mutating func placeField(required: Double?, room: Double, keyboard: Rect) {
    let rect = keptClear.rect
    let move = grid.move(Swift.min(room, required ?? -.infinity))
    // A rise the room above limits rounds toward the smaller move (``MoveLimits``); a room
    // less than the rise only by rounding does not limit it (``PixelGrid/isLess(_:than:)``).
    limits.risesStopAtTheRoom = required.map { grid.isLess(room, than: $0) } ?? false
    narration.trace.move = move
    if let required {
      say(
        .needs(
          rise: required, bottom: rect.maxY, distance: context.distance,
          keyboardTop: keyboard.minY, room: room, move: move))
    } else {
      say(.notCovered(room: room))
    }
    let rose = riseThroughTheViews(by: move, keyboard: keyboard)
    if rose {
      // Keeping an offset in range can lift the target's top above the guide (a scroll view
      // the host left below its smallest valid offset jumps to it): the views fall again as
      // the next pass would, within the slack, or as far as the top needs when the target
      // stays covered.
      limits.fallLimit = required.map { room < $0 ? .infinity : -$0 } ?? .infinity
    } else {
      placeRoot(remaining: move, keyboard: keyboard)
      // With slack, fall no further than the slack; a target that cannot have both its top
      // below the guide and its bottom clear (covered, or hidden above the guide by more
      // than its slack) lets its top win, as in IQ (S4). The limit holds too when keeping an
      // inner offset in range lifts a clear target's top above the guide.
      limits.fallLimit = required.map { $0 > 0 || room < $0 ? .infinity : -$0 } ?? .infinity
      let roomAfterRoot = room - decision.root.rise
      if grid.isPositive(-roomAfterRoot) {
        let allowed =
          required.map { $0 > 0 || room < $0 ? .infinity : -$0 + decision.root.rise } ?? .infinity
        fall(by: Swift.min(-roomAfterRoot, Swift.max(0, allowed)))
      }
    }
    // Keeping an offset in range can lift the field further than needed, after a rise or a
    // root coming down with slack: the root, if lifted, comes down by that much in step 5, as
    // the next pass would.
    if let required, room >= required, rose || required <= 0 {
      limits.rootFallRequired = required
    }
  }

  /// The top of the next element inward (the innermost scrollable scroll view inside this
  /// one, else the target) in scroll view `index`'s content coordinates.
  func innerTopInContent(_ index: Int) -> Double {
    var inner = context.target
    if keptClear.caretAsField, let caret = context.caret,
      context.scrollViews[index].isActiveTextView
    {
      inner = caret
    }
    for candidate in stride(from: index - 1, through: 0, by: -1) {
      let view = context.scrollViews[candidate]
      if view.skipReason == nil && (!view.isActiveTextView || keptClear.caretAsField) {
        inner = view.frameInWindow
        break
      }
    }
    let scroll = context.scrollViews[index]
    return inner.minY - scroll.frameInWindow.minY + scroll.contentOffset.y
  }

  /// Scrolls enclosing scroll views up, innermost first; returns what is left.
  ///
  /// Each cap reads the root at rest (lift 0), so that every pass reads the same numbers.
  mutating func rise(by move: Double) -> Double {
    var remaining = move
    for (index, scroll) in context.scrollViews.enumerated() {
      if scroll.isActiveTextView && !keptClear.caretAsField { continue }
      if let reason = scroll.skipReason {
        sayOnce(index, .skipped(scrollView: scroll.name, reason: reason))
        continue
      }
      guard grid.isPositive(remaining) else { break }
      let current = scroll.contentOffset.y + decision.scrollViews[index].scroll
      let cap = grid.down(
        innerTopInContent(index) - adjustedTop(of: index, rootLift: 0))
      let reach =
        limits.risesStopAtTheRoom ? grid.down(current + remaining) : grid.up(current + remaining)
      let newY = Swift.min(reach, Swift.max(current, cap))
      let delta = newY - current
      if delta > 0 {
        decision.scrollViews[index].scroll += delta
        decision.scrollViews[index].plannedY = newY
        remaining -= delta
        narration.trace.scrolled[index] = decision.scrollViews[index].scroll
        say(
          .scrolled(
            scrollView: scroll.name, by: delta, from: current, to: newY,
            capped: grid.isPositive(remaining) && newY >= cap))
      } else if cap <= current || !limits.risesStopAtTheRoom {
        say(.cannotScroll(scrollView: scroll.name))
      }
    }
    return remaining
  }

  /// Scrolls enclosing scroll views down to reveal a target under the top guide, outermost
  /// first: an outer scroll moves the inner views down, out from under the bars, which raises
  /// their smallest valid offsets; each inner floor is then read where its view will be, so no
  /// fall is taken back by keeping an inner offset in range.
  ///
  /// A floor off the grid is the grid line just inside it (falls round toward staying) for a
  /// view whose offset step 5 keeps in range, since it would keep the offset there: an inner
  /// floor read with the outer offset at its exact floor would be read a sliver off where the
  /// inner view ends up, and leave the inner offset off the grid and short of its bound. A view
  /// that ignores the inset adjustment falls to its exact floor, where nothing moves it.
  mutating func fall(by amount: Double) {
    guard grid.showsAPixel(amount) else { return }
    var remaining = amount
    for (index, scroll) in context.scrollViews.enumerated().reversed() {
      guard grid.isPositive(remaining) else { break }
      if scroll.isActiveTextView { continue }
      if let reason = scroll.skipReason {
        // Said here too: a pass that only reveals a top never reaches the rise, which says it.
        sayOnce(index, .skipped(scrollView: scroll.name, reason: reason))
        continue
      }
      let current = scroll.contentOffset.y + decision.scrollViews[index].scroll
      let exact = minimumOffsetY(of: index, rootLift: finalLift)
      let inside = grid.up(exact)
      let minimum =
        scroll.ignoresInsetAdjustment || grid.same(inside, exact) ? exact : inside
      let floor = Swift.min(current, minimum)
      let newY = Swift.max(grid.up(current - remaining), floor)
      let delta = newY - current
      guard delta < 0 else { continue }
      decision.scrollViews[index].scroll += delta
      decision.scrollViews[index].plannedY = newY
      remaining += delta
      narration.trace.scrolled[index] = decision.scrollViews[index].scroll
      say(.scrolledDown(scrollView: scroll.name, by: -delta, from: current, to: newY))
    }
  }
}
