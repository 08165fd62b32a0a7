import KeyboardCore
import KeyboardSimulator
import ReturnManager
import SceneFormat

extension ReliabilityCheck.Run {
  // MARK: Passes

  func checkPass(_ plan: AvoidancePlan, step: Int) -> ReliabilityFailure? {
    let manager = simulator.live.keyboardManager
    let trace = plan.trace
    // A tall text view is placed to show as much as fits even when its caret is clear.
    if trace.targetKind == .field, let required = trace.requiredRise, required <= 0,
      trace.roomAbove >= 0
    {
      // Scrolling up is motion only when the root did not come down: a root lifted past
      // what the keyboard now allows must drop, and scrolling makes up for the drop.
      let scrolledUp = trace.scrolled.values.contains { $0 > 0 }
      let net = trace.scrolled.values.reduce(0, +) + trace.rootRise
      if (scrolledUp && trace.rootRise >= 0) || trace.rootRise > 0
        || net > ReliabilityCheck.tolerance
      {
        return ReliabilityFailure(
          .motionWhenClear, step: step,
          "the field had \(-required) to spare but the plan moved it: \(plan.mutations)")
      }
    }
    // A pass whose own distances left the exact range (1e300-point positions cancel in its
    // sums) is held only to the properties that need no exactness.
    let limit = Self.exactLimit
    let isExactPass = abs(trace.roomAbove) <= limit && abs(trace.requiredRise ?? 0) <= limit
    let generation = simulator.live.window.treeGeneration
    let counter = ChangeCounter()
    simulator.live.window.addObserver(counter)
    let snapshot = manager.currentContext()
    simulator.live.window.removeObserver(counter)
    if simulator.live.window.treeGeneration != generation || counter.changes > 0 {
      return ReliabilityFailure(
        .readOnlySnapshot, step: step,
        "currentContext() changed the tree: generation \(generation) → "
          + "\(simulator.live.window.treeGeneration), \(counter.changes) observer calls")
    }
    guard isExactPass, let context = snapshot, Self.isWithinExactRange(context) else {
      return nil
    }
    if let failure = checkTallTextView(context, trace: trace, step: step) { return failure }
    let again = AvoidanceSolver.plan(for: context)
    if !again.isEmpty {
      return ReliabilityFailure(
        .idempotence, step: step,
        "a second solve would change \(again.mutations)\nfirst:\n\(trace)\nsecond:\n\(again.trace)"
      )
    }
    if trace.remainingCover <= ReliabilityCheck.tolerance, let rise = again.trace.requiredRise,
      rise > ReliabilityCheck.tolerance
    {
      return ReliabilityFailure(
        .clearance, step: step,
        "the plan said clear but the field is covered by \(rise):\n\(trace)")
    }
    // After the second solve: a pass that is not a fixed point fails as that first.
    if let failure = checkClearance(context, trace: trace, step: step) { return failure }
    if let failure = checkMonotonicity(context, step: step) { return failure }
    return checkOffsets(context, plan: plan, step: step)
  }

  /// The largest magnitude, in points, at which the exactness properties are checked: 2^30.
  ///
  /// There a `Double` still holds a millionth of a pixel at 3× (the solver's ReliabilityCheck.tolerance).
  /// Whole points stay exact to 2^53, but fractions (thirds, tenths) do not.
  static let exactLimit = 1_073_741_824.0

  /// Whether every position the solver reads is within ±2^30 points (``exactLimit``):
  /// beyond it (1e15-point frames with thirds, 1e100-point frames), sums lose the fraction
  /// or cancel and the exactness properties (a second solve changes nothing, offsets exactly
  /// in range) do not apply; the no-trap, finite-value and restoration properties still do.
  static func isWithinExactRange(_ context: AvoidanceContext) -> Bool {
    let limit = exactLimit
    func fits(_ rect: Rect) -> Bool {
      abs(rect.minY) <= limit && abs(rect.maxY) <= limit && abs(rect.minX) <= limit
        && abs(rect.maxX) <= limit
    }
    guard fits(context.target), context.keyboard.map(fits) ?? true,
      context.caret.map(fits) ?? true, context.root.map({ fits($0.beginFrameInWindow) }) ?? true
    else { return false }
    return context.scrollViews.allSatisfy { view in
      fits(view.frameInWindow) && abs(view.contentOffset.y) <= limit
        && abs(view.contentInset.bottom) <= limit && abs(view.contentInset.top) <= limit
        && (view.contentSize.map { abs($0.height) <= limit && abs($0.width) <= limit } ?? true)
    }
  }

  /// A tall text view the keyboard covers, after a pass: at least
  /// `min(height, visible area − distance)` of it shows between the top guide and the
  /// keyboard (less only when its top is under the guide and no allowed move, judged on the
  /// geometry, brings it lower, or when a caret its own content cannot lift further holds it
  /// higher: ``shownHeldByTheCaret(_:keyboard:)``), and its caret's line is clear (unless the
  /// trace says why not, as for any field).
  func checkTallTextView(_ context: AvoidanceContext, trace: AvoidanceTrace, step: Int)
    -> ReliabilityFailure?
  {
    // Only where the text view had to rise: one laid out under a bar stays where the host
    // put it when nothing above it can come down (a fall wanted, or its caret without slack
    // to come down with it, as a table the host left below its valid range that then
    // comes up to it), and a root that cannot carry it higher (held by its
    // container's layout, or lifted as far as the keyboard allows) leaves it.
    let stayedUnderTheBar =
      trace.roomAbove < -ReliabilityCheck.tolerance && trace.move <= ReliabilityCheck.tolerance
    guard trace.targetKind == .caretLine, trace.move >= 0, !stayedUnderTheBar,
      trace.remainingCover <= ReliabilityCheck.tolerance,
      let keyboard = context.keyboard, context.keyboardKind == .docked,
      // A view the keyboard does not cover (beside it, as a view 0 wide left of the
      // screen with its caret under the keyboard) is not moved for itself.
      context.keyboardKind.covers(context.target, keyboard: keyboard),
      context.scrollViews.allSatisfy({ $0.skipReason == nil }),
      context.strategy == .moveRoot, let root = context.root, root.containsTarget,
      root.currentLift
        < Swift.min(root.beginFrameInWindow.intersection(keyboard).height, root.maxCarryingRise)
        - ReliabilityCheck.tolerance
    else { return nil }
    let target = context.target
    let visible = keyboard.minY - context.topGuide
    let shown = Swift.min(target.maxY, keyboard.minY) - Swift.max(target.minY, context.topGuide)
    var wanted = Swift.min(target.height, visible - context.distance)
    // A top under the guide comes down only as far as the allowed moves take it: each scroll
    // view around it down to its smallest valid offset, a lifted root back to its origin. A
    // host that shrinks a scroll view's content until it no longer scrolls takes the safe
    // area out of its valid range, and what shows from where the top can go is what fits.
    let hidden = context.topGuide - target.minY
    if hidden > ReliabilityCheck.tolerance {
      var reach = root.currentLift
      for (index, view) in context.scrollViews.enumerated()
      where !view.isActiveTextView && view.skipReason == nil {
        let live = simulator.live.view(withID: view.name) as? ScrollView
        let top = live?.adjustedContentInset.top ?? context.scrollViews[index].contentInset.top
        reach += Swift.max(0, view.contentOffset.y + top)
      }
      let fall = Swift.min(hidden, reach)
      wanted = Swift.min(wanted, Swift.min(target.maxY + fall, keyboard.minY) - context.topGuide)
    }
    if let held = shownHeldByTheCaret(context, keyboard: keyboard) {
      wanted = Swift.min(wanted, held)
    }
    // With the keyboard's top at or above the guide nothing fits: nothing to check.
    if wanted > 0 && shown < wanted - 1 {
      return ReliabilityFailure(
        .tallTextView, step: step,
        "\(context.inputName) shows \(shown) of itself, \(wanted) would fit")
    }
    return nil
  }

  /// What of a tall text view can show when its own content cannot lift its caret any
  /// further, judged on the geometry; `nil` when it can.
  ///
  /// The own scroll stops where the caret's top reaches the view's visible top (its top edge
  /// plus the adjusted top inset, as the clearance property reads it), on the pixel grid: its
  /// offset rounds down, so the caret can stop less than a pixel below that top, where one
  /// more pixel of scroll would hide its top under the inset. A safe area that covers
  /// the whole view puts that visible top at its bottom edge, so the caret's line stays whole
  /// below the view, and only the views around it lift it. The view then comes down only
  /// until that line, as the clearance property reads it (`AvoidanceContext.shownCaretLine`),
  /// is the distance above the keyboard (or its top reaches the guide, if that comes first): what
  /// shows from there is what fits.
  func shownHeldByTheCaret(_ context: AvoidanceContext, keyboard: Rect) -> Double? {
    guard let caret = context.caret,
      let view = context.scrollViews.first(where: { $0.isActiveTextView })
    else { return nil }
    let target = context.target
    let live = simulator.live.view(withID: view.name) as? ScrollView
    let top = live?.adjustedContentInset.top ?? view.contentInset.top
    let scale = context.scale.isFinite && context.scale > 0 ? context.scale : 1
    guard caret.minY - 1 / scale < target.minY + top - ReliabilityCheck.tolerance,
      let line = context.shownCaretLine
    else { return nil }
    // The top goes no lower than the guide, and no lower than that line allows.
    let fall = Swift.min(
      keyboard.minY - context.distance - line.maxY, context.topGuide - target.minY)
    return Swift.min(target.maxY + fall, keyboard.minY)
      - Swift.max(target.minY + fall, context.topGuide)
  }

  func checkMonotonicity(_ context: AvoidanceContext, step: Int) -> ReliabilityFailure? {
    guard let keyboard = context.keyboard, keyboard.minY > 30 else { return nil }
    var taller = context
    taller.keyboard = Rect(
      x: keyboard.minX, y: keyboard.minY - 30, width: keyboard.width,
      height: keyboard.height + 30)
    let base = AvoidanceSolver.plan(for: context).trace
    let more = AvoidanceSolver.plan(for: taller).trace
    // A text view that fits above the shorter keyboard but not above the taller one is
    // avoided differently (its caret's line, not its bottom): the two do not compare.
    guard base.targetKind == more.targetKind else { return nil }
    func rise(_ trace: AvoidanceTrace) -> Double {
      trace.scrolled.values.reduce(0, +) + trace.rootRise + trace.remainingCover
    }
    // With the same room, a taller keyboard needs at least as much (moved or left covered).
    if (base.requiredRise ?? 0) > 0, rise(more) < rise(base) - ReliabilityCheck.tolerance {
      return ReliabilityFailure(
        .monotonicity, step: step,
        "a keyboard 30 pt taller needed \(rise(more)), the shorter one \(rise(base))")
    }
    return nil
  }

  func checkOffsets(_ context: AvoidanceContext, plan: AvoidancePlan, step: Int)
    -> ReliabilityFailure?
  {
    for mutation in plan.mutations {
      guard case .setContentOffset(let id, _) = mutation,
        let name = context.scrollViews.first(where: { $0.id == id })?.name
      else { continue }
      guard let scroll = simulator.live.view(withID: name) as? ScrollView,
        !scroll.ignoreContentInsetAdjustment
      else { continue }
      let range = scroll.validContentOffsetRange
      let y = scroll.contentOffset.y
      if y > range.max.y + ReliabilityCheck.tolerance
        || y < Swift.min(range.min.y, 0) - ReliabilityCheck.tolerance
      {
        return ReliabilityFailure(
          .offsetRange, step: step,
          "\(name).contentOffset.y \(y) outside \(range.min.y)...\(range.max.y)")
      }
    }
    return nil
  }
}

/// Counts the tree changes a window reports.
private final class ChangeCounter: WindowObserver {
  var changes = 0

  func window(_ window: Window, didChange change: TreeChange, at view: View) {
    changes += 1
  }
}
