extension SolverPass {
  // MARK: 5. Offset ranges

  /// Step 5: brings every offset the plan leaves into its valid range where the views end up,
  /// lets the views fall again for what that took back of a fall, within the slack
  /// (``fallAgainWhereRangesTookItBack(top:movesWithCaret:slackMovesWithCaret:keyboard:)``),
  /// and says which offsets it kept in range.
  mutating func keepOffsetsInRange(keyboard: Rect) {
    bringOffsetsIntoRange(reporting: false)
    fallAgainWhereRangesTookItBack(
      top: keptClear.top, movesWithCaret: keptClear.caretAsField,
      slackMovesWithCaret: keptClear.risesWithCaret, keyboard: keyboard)
    givingTheCaretBackToTheGuide()
    bringOffsetsIntoRange(reporting: true)
  }

  /// Special rule: keeping an offset in range can lift a tall text view's caret above the top
  /// guide after its rise stopped at or below it; the text view's own content scrolls the
  /// caret back down to the guide (no further above it than it started), as far as the own
  /// offset's valid range allows, and the views around it fall for the rest: a lifted root
  /// first (``AvoidanceStrategy/moveRoot``), then the scroll views.
  ///
  /// Keeping the own offset in range can be what lifted the caret (an offset the host left
  /// below its smallest valid value): the own content cannot give that back, but a root lifted
  /// for an earlier field, or an outer scroll view above the bottom of its range, can, moving
  /// the text view down with it. The caret ends no lower than the rise left it, which was
  /// clear, or stopped at the guide with the rest covered: the top wins, as for the rise
  /// (``caretRoom(_:)``).
  ///
  /// Why a rule and not the choice rule: the choice rule falls toward rest root first, then
  /// the scroll views from the outermost in (the rise's order reversed), and always moves the
  /// target, here the text view. This fall starts with the innermost mover, the text view's
  /// own content, and moves only the caret's line: step 1 places the tall text view itself
  /// (its top shown from the top guide, IQKeyboardManager's position) and keeps only the
  /// caret's line clear, so the own content is the one mover that brings the caret down
  /// without taking the view off that place; the views around it fall only for what the own
  /// range keeps. In the choice rule's order (the root and the scroll views first, the own
  /// content last) the whole view comes down, under the keyboard by up to 27 points more in
  /// the scenes that pin this rule, and its own content keeps the offset the rise gave it.
  /// Stating it as the choice rule would need a decision that places the caret, not the
  /// view, which step 1 does not make: it stays a rule.
  mutating func givingTheCaretBackToTheGuide() {
    guard let caret = keptClear.tallCaret, let index = scrollingTextView,
      applies(.givingTheCaretBackToTheGuide)
    else { return }
    let allowed = Swift.max(0, context.topGuide - caret.minY)
    var above: Double { context.topGuide - (caret.minY - risen(of: true)) - allowed }
    guard grid.showsAPixel(above) else { return }
    let view = context.scrollViews[index]
    let current = decision.scrollViews[index].finalY ?? view.contentOffset.y
    let floor = Swift.min(current, grid.up(minimumOffsetY(of: index, rootLift: finalLift)))
    let newY = Swift.max(grid.down(current - above), floor)
    if newY < current {
      decision.scrollViews[index].scroll = newY - view.contentOffset.y
      decision.scrollViews[index].range = 0
      decision.scrollViews[index].plannedY = newY
      decision.scrollViews[index].keptY = nil
      narration.trace.scrolled[index] = decision.scrollViews[index].scroll
      say(.scrolledDown(scrollView: view.name, by: current - newY, from: current, to: newY))
    }
    // What the own range keeps, the views around give back: a lifted root first, as on the
    // next pass (with no scroll view around the text view, only the root can).
    if grid.showsAPixel(above), context.strategy == .moveRoot, let keyboard = context.keyboard {
      placeRoot(remaining: -above, keyboard: keyboard)
      bringOffsetsIntoRange(reporting: false)
    }
    if grid.showsAPixel(above) {
      fall(by: above)
      bringOffsetsIntoRange(reporting: false)
    }
    // Back at the guide, a caret the keyboard still covers stays so: the top wins, and the
    // trace says why.
    if let keyboard = context.keyboard {
      let left = caret.maxY - risen(of: true) + context.distance - keyboard.minY
      if grid.isPositive(left) { say(.caretAtTopGuide(left: left)) }
    }
  }

  /// Offsets the manager set (or this plan sets) that end below their smallest valid value,
  /// where the views end up, come up to it; outermost first, since an outer scroll moves the
  /// inner views.
  mutating func bringOffsetsIntoRange(reporting: Bool) {
    for index in context.scrollViews.indices.reversed() {
      decision.scrollViews[index].range = 0
      decision.scrollViews[index].keptY = nil
      let scroll = context.scrollViews[index]
      let y = decision.scrollViews[index].plannedY ?? scroll.contentOffset.y
      guard !scroll.ignoresInsetAdjustment, isManagedOnceApplied(index, offsetY: y) else {
        continue
      }
      let minimum = grid.up(minimumOffsetY(of: index, rootLift: finalLift))
      guard y < minimum, !grid.same(minimum, y) else { continue }
      decision.scrollViews[index].range = minimum - y
      decision.scrollViews[index].keptY = minimum
      if reporting { say(.offsetKeptInRange(scrollView: scroll.name, from: y, to: minimum)) }
    }
  }

  /// Whether the manager manages scroll view `index` once the plan is applied, its offset at
  /// `offsetY`: it does already, or the plan scrolls it, gives it the keyboard's inset, or
  /// gives it the inset an offset past its content's end needs (``insetPastTheEnd``).
  ///
  /// The next pass keeps such a view's offset in range as the manager's own, at the grid line
  /// just inside the exact bound: this pass must too, or an offset the host left less than a
  /// pixel above that bound stays where this pass reads it and moves on the next.
  func isManagedOnceApplied(_ index: Int, offsetY: Double) -> Bool {
    let scroll = context.scrollViews[index]
    if scroll.isManaged || decision.scrollViews[index].scroll != 0 || index == insetAncestor
      || (scroll.isActiveTextView && scroll.skipReason == nil)
    {
      return true
    }
    let safe = safeArea(of: index, rootLift: finalLift)
    return insetPastTheEnd(of: index, offsetY: offsetY, safe: safe) > 0
  }

  /// Step 5's fall: where range keeping takes back part of a fall, the views fall again, root
  /// first, within the slack, until the target's position stops changing.
  ///
  /// Keeping an inner offset in range can take back part of a fall: an outer scroll, or the
  /// root, moves the inner view out from under a bar, which raises its smallest valid offset.
  /// Each round, a lifted root comes down by the slack range keeping gave back of the field's
  /// required rise (``MoveLimits/rootFallRequired``); then, within the slack under
  /// ``MoveLimits/fallLimit``, the target's top hidden above the guide falls, a lifted root
  /// first, then the scroll views (`fall(by:)`); then the offsets are kept in range again. A
  /// tall text view's slack is its caret's: keeping the text view's own offset in range lifts
  /// the caret, not the view, and gives that much slack back.
  ///
  /// A round whose root fall range keeping takes back point for point leaves the target where
  /// it was and its slack as it was; the root falls on as long as the target's position does
  /// not change, to where that floor stops rising, read where the fall ends: the largest
  /// further fall on the grid, at most the root's lift L, that leaves the target in place
  /// (``PixelGrid/largestMove(upTo:where:)``), in O(log(L·scale)) trial falls rather than
  /// half a point at a time.
  ///
  /// Bound: 4 rounds, each with at most two root moves, one scroll fall, one range keeping and
  /// one free fall of at most 128 trial falls. Why it stops: every move of a round is down,
  /// toward rest (the root never below its origin, the scroll views never below their floors),
  /// and each round falls by no more than what range keeping took back in the round before,
  /// so a round whose fall is not taken back leaves no slack and the next round changes
  /// nothing, which ends the loop. A fall is taken back only where it moves a view out from
  /// under a bar; the free fall carries the root through that stretch in the round it starts,
  /// so typically the first round falls, the second gives back what a bar took, and the third
  /// finds nothing to change; the fourth is for a second bar. What the cap leaves would fall on the
  /// next solve, which the idempotence property checks after every soak step.
  mutating func fallAgainWhereRangesTookItBack(
    top: Double, movesWithCaret: Bool, slackMovesWithCaret: Bool, keyboard: Rect
  ) {
    guard limits.fallLimit != nil || limits.rootFallRequired != nil else { return }
    for _ in 0..<4 {
      var changed = false
      let riseBefore = decision.root.rise
      let risenBefore = risen(of: movesWithCaret)
      if let required = limits.rootFallRequired, context.strategy == .moveRoot {
        // Slack the range keeping gave back: the root comes down by it.
        let slack = -(required - risen(of: movesWithCaret))
        if grid.isPositive(slack) {
          let before = decision.root.rise
          placeRoot(remaining: -slack, keyboard: keyboard)
          changed = changed || decision.root.rise != before
        }
      }
      if let limit = limits.fallLimit {
        var amount = hiddenWithinSlack(top: top, limit: limit, movesWithCaret, slackMovesWithCaret)
        if grid.isPositive(amount), context.strategy == .moveRoot {
          // A lifted root comes down first, as on the next pass.
          let before = decision.root.rise
          placeRoot(remaining: -amount, keyboard: keyboard)
          changed = changed || decision.root.rise != before
          amount = hiddenWithinSlack(top: top, limit: limit, movesWithCaret, slackMovesWithCaret)
        }
        if grid.isPositive(amount) {
          let before = decision.scrolls
          fall(by: amount)
          changed = changed || decision.scrolls != before
        }
      }
      guard changed else { return }
      bringOffsetsIntoRange(reporting: false)
      // The root fell and the target stayed: the root falls on while the target stays.
      if limits.rootFallRequired != nil, decision.root.rise < riseBefore,
        grid.same(risen(of: movesWithCaret), risenBefore), let root = context.root
      {
        let lift = root.currentLift + decision.root.rise
        guard lift.isFinite, grid.isPositive(lift) else { continue }
        let rise = decision.root.rise
        let risenNow = risen(of: movesWithCaret)
        let start = self
        var end: SolverPass?
        _ = grid.largestMove(upTo: grid.down(lift)) { fall in
          var next = start
          next.placeRoot(remaining: -fall, keyboard: keyboard)
          next.bringOffsetsIntoRange(reporting: false)
          guard grid.same(rise - next.decision.root.rise, fall),
            grid.same(next.risen(of: movesWithCaret), risenNow)
          else { return false }
          end = next
          return true
        }
        if let end { self = end }
      }
    }
  }

  /// How far the target's top is above the top guide, at most its slack left under `limit`
  /// (``MoveLimits/fallLimit``).
  func hiddenWithinSlack(
    top: Double, limit: Double, _ movesWithCaret: Bool, _ slackMovesWithCaret: Bool
  ) -> Double {
    let hidden = context.topGuide - (top - risen(of: movesWithCaret))
    return Swift.min(hidden, limit + risen(of: slackMovesWithCaret))
  }

}
