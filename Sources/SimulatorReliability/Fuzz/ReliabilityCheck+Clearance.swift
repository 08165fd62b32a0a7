import KeyboardCore
import KeyboardSimulator

/// The clearance property, judged on geometry alone: after a pass, the active field (for a
/// text view taller than the visible area, its caret's line) is clear of the keyboard by the
/// distance, or no decision the context allows could have made it clear.
///
/// The judged caret line is the one the solver says it keeps clear
/// (`AvoidanceContext.shownCaretLine`, read where the pass left the views), so the report,
/// the expectations and this property measure one line. What the context allows is computed
/// here from the applied frames, independently of the solver and of its trace: the room above
/// (the top may not rise above the top guide), each enclosing scroll view's scroll up to where
/// the next view inward (or the target) reaches its visible top (the top edge plus the adjusted
/// top inset; the offset that does so rounded down to the pixel grid, as offsets are), the
/// active text view's own scroll up to where the caret reaches its visible top, and the root's
/// lift up to its overlap with the keyboard at rest (and the rise that still carries the
/// target) under ``AvoidanceStrategy/moveRoot``. A field left covered while that reach exceeds
/// the cover by more than a pixel (the grid's rounding) is a failure whatever the trace says.
package struct ClearanceJudgement: Sendable, Hashable, CustomStringConvertible {
  /// The rectangle judged: the input, or a tall text view's caret line as shown.
  package var judged: Rect
  /// How far the judged rectangle plus the distance is still covered (0 when clear).
  package var covered: Double
  /// How far the top may still rise before it reaches the top guide.
  package var room: Double
  /// How far the scroll views (and a tall text view's own content) can still lift it.
  package var scrollReach: Double
  /// How far the root can still lift it.
  package var rootReach: Double
  /// The pixel size: the judgement's rounding allowance.
  package var pixel: Double

  /// The most any allowed decision could still lift the judged rectangle.
  package var reach: Double { Swift.min(room, scrollReach + rootReach) }

  /// Whether the property holds: clear, or covered with no allowed decision that clears it
  /// with a pixel to spare.
  package var holds: Bool {
    covered <= ReliabilityCheck.tolerance || reach < covered + pixel - ReliabilityCheck.tolerance
  }

  /// `covered C with R reachable (room, scroll views, root)`.
  package var description: String {
    "covered by \(covered) with \(reach) reachable (room \(room), scroll views \(scrollReach), "
      + "root \(rootReach))"
  }
}

extension ReliabilityCheck {
  /// Judges the clearance of the active field in `context`, a snapshot read after a pass.
  ///
  /// - Parameters:
  ///   - context: The context where the pass left the views.
  ///   - adjustedTopInset: The adjusted top content inset of scroll view `index` of the
  ///     context, as the live scroll view reports it.
  /// - Returns: The judgement, or `nil` when there is nothing to judge (no keyboard, or an
  ///   input the keyboard layout guide carries, which no move brings clear).
  package static func judgeClearance(
    _ context: AvoidanceContext, adjustedTopInset: (Int) -> Double
  ) -> ClearanceJudgement? {
    guard let keyboard = context.keyboard, !context.isCarriedByKeyboardGuide else { return nil }
    let target = context.target
    let views = context.scrollViews
    let textView = views.firstIndex { $0.isActiveTextView }
    let visible = keyboard.minY - context.distance - context.topGuide
    // A text view taller than the visible area keeps its caret's line clear, as shown: the
    // line the solver says it keeps clear (`AvoidanceContext.shownCaretLine`: inside the view
    // when its content does not scroll, cut where its content stops showing it). One whose
    // own content insets (the host's) are taller than it shows no line: it is judged whole.
    var judged = target
    var judgesCaret = false
    if target.height > visible, let caret = context.shownCaretLine {
      judged = caret
      judgesCaret = true
    }
    let scale = context.scale.isFinite && context.scale > 0 ? context.scale : 1
    var judgement = ClearanceJudgement(
      judged: judged, covered: 0, room: judged.minY - context.topGuide, scrollReach: 0,
      rootReach: 0, pixel: 1 / scale)
    guard context.keyboardKind.covers(judged, keyboard: keyboard) else { return judgement }
    judgement.covered = Swift.max(0, judged.maxY + context.distance - keyboard.minY)
    // Each scroll view that may scroll lifts what is inside it until the next view inward
    // reaches its visible top, at an offset on the pixel grid: the grid line at or below the
    // offset that puts it there (one above would lift it past the top by a fraction of a pixel).
    // The caret moves within its text view only by the text view's own scroll.
    let ownScroll = textView.map { views[$0].skipReason == nil } ?? false
    var inner = judgesCaret && ownScroll ? judged : target
    for (index, view) in views.enumerated() {
      let isTextView = index == textView
      if view.skipReason == nil && (judgesCaret || !isTextView) {
        let visibleTop = view.frameInWindow.minY + adjustedTopInset(index)
        let offset = view.contentOffset.y
        let stop = ((offset + inner.minY - visibleTop) * scale + 1e-6).rounded(.down) / scale
        judgement.scrollReach += Swift.max(0, stop - offset)
        inner = view.frameInWindow
      }
      // Around the text view, what moves is the text view itself.
      if isTextView { inner = target }
    }
    if context.strategy == .moveRoot, let root = context.root, root.containsTarget,
      !root.isOutOfReach
    {
      let overlap = root.beginFrameInWindow.intersection(keyboard)
      let most = Swift.min(overlap.isNull ? 0 : overlap.height, root.maxCarryingRise)
      judgement.rootReach = Swift.max(0, most - root.currentLift)
    }
    return judgement
  }
}

extension ReliabilityCheck.Run {
  /// The clearance property after a pass (``ReliabilityCheck/judgeClearance(_:adjustedTopInset:)``),
  /// and a plan that says clear must be clear.
  func checkClearance(_ context: AvoidanceContext, trace: AvoidanceTrace, step: Int)
    -> ReliabilityFailure?
  {
    let judgement = ReliabilityCheck.judgeClearance(context) { index in
      let snapshot = context.scrollViews[index]
      guard let view = simulator.live.view(withID: snapshot.name) as? ScrollView else {
        return snapshot.contentInset.top
      }
      return view.adjustedContentInset.top
    }
    guard let judgement, !judgement.holds else { return nil }
    return ReliabilityFailure(
      .clearance, step: step,
      "\(context.inputName) is \(judgement) (\(context.strategy), keyboard "
        + "\(context.keyboardKind)):\n\(trace)")
  }
}
