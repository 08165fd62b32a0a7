/// The distance solver: a pure function from an ``AvoidanceContext`` to an ``AvoidancePlan``.
///
/// The steps, all in window coordinates:
/// 1. **Required rise.** If the keyboard covers the target (they overlap horizontally and the
///    target's top is above the keyboard's bottom), the target must rise by
///    `target.maxY + distance - keyboard.minY`; negative values are slack. The keyboard's real
///    rectangle is used, so a floating or undocked keyboard beside or above a field moves
///    nothing (DESIGN fix 9).
/// 2. **Room above.** The target's top may not rise above the top guide: `room = target.minY -
///    topGuide`. The move is `min(required, room)`, in exact arithmetic (fix 5).
/// 3. **Rising.** Enclosing scroll views absorb the move first, innermost first, each at most
///    until the next inward element's top reaches its visible top (adjusted inset, fix 2).
///    Disabled, ignored and horizontal-only (fix 3) scroll views are skipped. What is left
///    moves the root view up, at most by the keyboard's overlap with the root's original
///    frame (fix 4), never below its original origin.
/// 4. **Falling.** With slack, the root comes back toward its original origin first; scroll
///    views scroll down only to reveal a target hidden under the top guide.
/// 5. **Insets.** The innermost scrollable ancestor, and a scrollable active text view, get a
///    bottom inset so that everything behind the keyboard can be scrolled to `distance` above
///    it: `overlap + distance - safe-area bottom` (the safe area counted once, fix 1), never
///    below the original inset.
///
/// - Complexity: O(s), s the number of scroll views in the context.
public enum AvoidanceSolver {
  /// Computes the plan for a context.
  ///
  /// - Parameter context: The snapshot to solve.
  /// - Returns: The mutations that keep the target clear, with their trace.
  public static func plan(for context: AvoidanceContext) -> AvoidancePlan {
    var pass = SolverPass(context: context)
    return pass.run()
  }
}

private struct SolverPass {
  let context: AvoidanceContext
  var trace = AvoidanceTrace()
  var insetMutations: [AvoidancePlan.Mutation] = []
  var offsetMutations: [AvoidancePlan.Mutation] = []
  var rootMutations: [AvoidancePlan.Mutation] = []
  var scrollDelta: [Double]
  var rootRise = 0.0

  init(context: AvoidanceContext) {
    self.context = context
    self.scrollDelta = Array(repeating: 0, count: context.scrollViews.count)
  }

  mutating func run() -> AvoidancePlan {
    let target = context.target
    say(
      .target(
        name: context.inputName, kind: context.targetKind, rect: target,
        distance: context.distance, topGuide: context.topGuide))
    guard let keyboard = context.keyboard else {
      say(.keyboardHidden)
      return finish()
    }
    say(.keyboard(kind: context.keyboardKind, covers: keyboard))

    // A docked keyboard (or a hardware keyboard's bar) reaches the bottom: it covers
    // everything below its top, including a target scrolled below the window.
    let reachesBottom =
      context.keyboardKind == .docked || context.keyboardKind == .hardwareAccessory
    let covers =
      target.maxX > keyboard.minX && target.minX < keyboard.maxX
      && (reachesBottom || target.minY < keyboard.maxY)
    let required: Double? = covers ? target.maxY + context.distance - keyboard.minY : nil
    let room = target.minY - context.topGuide
    let move = Swift.min(room, required ?? -.infinity)
    trace.requiredRise = required
    trace.roomAbove = room
    trace.move = move

    if let required {
      say(
        .needs(
          rise: required, bottom: target.maxY, distance: context.distance,
          keyboardTop: keyboard.minY, room: room, move: move))
    } else {
      say(.notCovered(room: room))
    }

    if move > 0 {
      let left = rise(by: move)
      placeRoot(remaining: left, keyboard: keyboard)
    } else {
      placeRoot(remaining: move, keyboard: keyboard)
      let roomAfterRoot = room - rootRise
      if roomAfterRoot < 0 {
        // With slack, fall no further than the slack; a target taller than the visible area
        // (covered and above the guide) lets its top win, as in IQ (S4).
        let allowed = required.map { $0 > 0 ? .infinity : -$0 + rootRise } ?? .infinity
        fall(by: Swift.min(-roomAfterRoot, Swift.max(0, allowed)))
      }
    }
    adjustInsets(keyboard: keyboard)

    if let required {
      let risen = scrollDelta.reduce(0, +) + (movesTargetWithRoot ? rootRise : 0)
      trace.remainingCover = Swift.max(0, required - risen)
      let bottom = target.maxY - risen
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

  var movesTargetWithRoot: Bool {
    context.strategy == .moveRoot && (context.root?.containsTarget ?? false)
  }

  /// Scrolls enclosing scroll views up, innermost first; returns what is left.
  mutating func rise(by move: Double) -> Double {
    var remaining = move
    for (index, scroll) in context.scrollViews.enumerated() {
      if scroll.isActiveTextView && context.targetKind != .caretLine {
        continue
      }
      if let reason = scroll.skipReason {
        say(.skipped(scrollView: scroll.name, reason: reason))
        continue
      }
      guard remaining > 0 else { break }
      let current = scroll.contentOffset.y
      let cap = Swift.max(current, scroll.innerTopInContent - scroll.adjustedTop)
      let newY = Swift.min(current + remaining, cap)
      let delta = newY - current
      if delta > 0 {
        scrollDelta[index] = delta
        remaining -= delta
        offsetMutations.append(
          .setContentOffset(scrollView: index, Point(x: scroll.contentOffset.x, y: newY)))
        trace.scrolled[index] = delta
        say(
          .scrolled(
            scrollView: scroll.name, by: delta, from: current, to: newY, capped: remaining > 0))
      } else {
        say(.cannotScroll(scrollView: scroll.name))
      }
    }
    return remaining
  }

  /// Scrolls enclosing scroll views down to reveal a target under the top guide.
  mutating func fall(by amount: Double) {
    var remaining = amount
    for (index, scroll) in context.scrollViews.enumerated() where remaining > 0 {
      if scroll.skipReason != nil { continue }
      if scroll.isActiveTextView && context.targetKind != .caretLine { continue }
      let current = scroll.contentOffset.y
      let floor = Swift.min(current, scroll.minimumOffsetY)
      let newY = Swift.max(current - remaining, floor)
      let delta = newY - current
      guard delta < 0 else { continue }
      scrollDelta[index] = delta
      remaining += delta
      offsetMutations.append(
        .setContentOffset(scrollView: index, Point(x: scroll.contentOffset.x, y: newY)))
      trace.scrolled[index] = delta
      say(.scrolledDown(scrollView: scroll.name, by: -delta, from: current, to: newY))
    }
  }

  /// Moves or resizes the root by what is left (negative: down), within its limits.
  mutating func placeRoot(remaining: Double, keyboard: Rect) {
    guard let root = context.root else {
      if remaining > 0 { say(.noRoot(left: remaining)) }
      return
    }
    let overlap = root.beginFrameInWindow.intersection(keyboard)
    let maxRise = overlap.isNull ? 0 : overlap.height
    switch context.strategy.kind {
    case .scrollOnly:
      if remaining > 0 { say(.rootKept(root: root.name, left: remaining)) }
    case .resizeRoot:
      let height = root.beginSize.height - maxRise
      if height != root.size.height {
        rootMutations.append(.setRootSize(Size(width: root.size.width, height: height)))
      }
      if maxRise > 0 || height != root.size.height {
        say(.rootResized(root: root.name, height: height, overlap: maxRise))
      }
    case .moveRoot:
      guard root.containsTarget else {
        if remaining > 0 { say(.rootNotContainingInput(root: root.name)) }
        return
      }
      let lift = root.currentLift
      let wanted = lift + remaining
      let newLift = Swift.max(0, Swift.min(wanted, maxRise))
      if wanted > maxRise {
        say(.rootClamped(root: root.name, maxRise: maxRise))
      }
      rootRise = newLift - lift
      guard rootRise != 0 else { return }
      let newY = root.beginOrigin.y - newLift
      rootMutations.append(.setRootOrigin(Point(x: root.origin.x, y: newY)))
      say(.rootMoved(root: root.name, rise: rootRise, from: root.origin.y, to: newY))
    }
    trace.rootRise = rootRise
  }

  /// Sets the bottom insets of the innermost scrollable ancestor and the active text view.
  mutating func adjustInsets(keyboard: Rect) {
    let ancestor = context.scrollViews.indices.first {
      !context.scrollViews[$0].isActiveTextView && context.scrollViews[$0].skipReason == nil
    }
    for (index, scroll) in context.scrollViews.enumerated() {
      let isTextView = scroll.isActiveTextView && scroll.skipReason == nil
      let coversOverlap = index == ancestor || isTextView
      let newOffsetY = scroll.contentOffset.y + scrollDelta[index]
      // Any scroll view scrolled past its end needs enough bottom inset for that offset to
      // stay in its valid range (IQ insets only the innermost one, S18).
      let pastEnd =
        scroll.maximumOffsetY.map { end in
          newOffsetY > Swift.max(end, scroll.minimumOffsetY) ? newOffsetY - end : 0
        } ?? 0
      let hadInset = scroll.contentInset.bottom != scroll.baselineContentInset.bottom
      guard coversOverlap || pastEnd > 0 || hadInset else { continue }
      if scroll.ignoresInsetAdjustment {
        if coversOverlap { say(.insetsIgnored(scrollView: scroll.name)) }
        continue
      }
      var overlap = 0.0
      if coversOverlap {
        let outerShift = scrollDelta[(index + 1)...].reduce(0, +)
        let shift =
          outerShift + (scroll.movesWithRoot && context.strategy == .moveRoot ? rootRise : 0)
        let frame = scroll.frameInWindow.offsetBy(dx: 0, dy: -shift)
        let meets =
          frame.maxX > keyboard.minX && frame.minX < keyboard.maxX && keyboard.minY < frame.maxY
          && keyboard.maxY > frame.minY
        overlap = meets ? Swift.min(frame.height, frame.maxY - keyboard.minY) : 0
      }
      var inset = scroll.contentInset
      var indicators = scroll.indicatorInsets
      inset.bottom = scroll.baselineContentInset.bottom + pastEnd
      indicators.bottom = scroll.baselineIndicatorInsets.bottom
      if overlap > 0 {
        inset.bottom = Swift.max(inset.bottom, overlap + context.distance - scroll.safeAreaBottom)
        indicators.bottom = Swift.max(indicators.bottom, overlap - scroll.safeAreaBottom)
      }
      if inset != scroll.contentInset {
        insetMutations.append(.setContentInset(scrollView: index, inset))
        say(
          .insetChanged(
            scrollView: scroll.name, from: scroll.contentInset.bottom, to: inset.bottom,
            overlap: overlap))
      }
      if indicators != scroll.indicatorInsets {
        insetMutations.append(.setIndicatorInsets(scrollView: index, indicators))
      }
    }
  }

  mutating func say(_ event: AvoidanceTrace.Event) {
    trace.events.append(event)
  }

  func finish() -> AvoidancePlan {
    AvoidancePlan(
      mutations: insetMutations + offsetMutations + rootMutations,
      animation: context.animation, trace: trace)
  }
}
