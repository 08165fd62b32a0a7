// The values a `SolverPass` accumulates: the decision it is building, what the move left
// for the later steps, what it keeps clear, and its trace. A pass has no other mutable state:
// every step reads the context and these values, and writes only these values.

/// The decision a pass is building: for each scroll view how far it scrolls and what it
/// writes, and the root's lift or size.
///
/// Everything the plan writes comes from here (``SolverPass/finish()``), and so does every
/// reading of where the views end up (``SolverPass/applied()``, the safe areas and ranges).
struct Decision: Hashable {
  /// Per scroll view, innermost first (the context's order).
  var scrollViews: [ScrollViewDecision]
  /// The root view's part.
  var root = RootDecision()

  /// An empty decision for `count` scroll views: nothing moves.
  init(scrollViewCount count: Int) {
    scrollViews = Array(repeating: ScrollViewDecision(), count: count)
  }

  /// How far each scroll view's avoidance scroll moves its content (positive: up).
  var scrolls: [Double] { scrollViews.map(\.scroll) }
}

/// One scroll view's part of a ``Decision``.
struct ScrollViewDecision: Hashable {
  /// How far avoidance scrolls its content (positive: up), rising and falling together.
  var scroll = 0.0
  /// How far keeping its offset in its valid range moves its content on top of ``scroll``.
  var range = 0.0
  /// The offset y avoidance writes, exactly as rounded; `nil` when it does not scroll.
  var plannedY: Double?
  /// The offset y keeping it in range gives it; wins over ``plannedY``.
  var keptY: Double?
  /// The content inset the plan writes; `nil` when it keeps the current one.
  var inset: Insets?
  /// The indicator insets the plan writes; `nil` when it keeps the current ones.
  var indicators: Insets?

  /// The offset y the plan leaves, if it writes one.
  var finalY: Double? { keptY ?? plannedY }
}

/// The root view's part of a ``Decision``.
struct RootDecision: Hashable {
  /// How far the root rises in this pass (negative: down).
  var rise = 0.0
  /// The root's origin y the plan writes; `nil` when it stays.
  var plannedY: Double?
  /// The size the plan gives the root (``AvoidanceStrategy/resizeRoot``); `nil` when it keeps
  /// its size.
  var size: Size?
  /// Whether the pass has sized the root already (a root is sized once per pass).
  var isResized = false
}

/// What the move (step 4) leaves for the offset ranges (step 5): how far the target may
/// still fall when keeping an offset in range lifts it, and how rises round.
struct MoveLimits: Hashable {
  /// How far, in all, the target may move down (its slack), once falling began: the bound of
  /// the choice rule's fall back toward rest, which stops where the target would be covered
  /// again.
  ///
  /// A field's slack is step 2's required rise negated (how far its bottom is above the
  /// keyboard's top less the distance); `.infinity` when the target cannot end both clear and
  /// below the top guide (covered, or a room above smaller than the rise), where the top wins
  /// (S4); a tall text view's is its caret's (`tallTextViewSlack`), less what its own content
  /// scrolled. Written by ``SolverPass/placeField(required:room:keyboard:)`` and
  /// ``SolverPass/placeTallTextView(caret:required:room:keyboard:)``, read by step 5's fall
  /// again; `nil` until step 4 writes it. A definition of the fall, not a special rule.
  var fallLimit: Double?
  /// The field's required rise when the root came down toward its origin (with slack): range
  /// keeping that takes slack back lets the root come down further.
  var rootFallRequired: Double?
  /// Whether the room above limits the move (the target stays covered), or the caret's room
  /// limits a tall text view's rise: rises then round toward the smaller move.
  ///
  /// So the top never ends above the guide (rounded up, a scroll that collapses a large title
  /// gives the room back, and each pass would rise another pixel).
  var risesStopAtTheRoom = false
}

/// What a pass keeps clear (step 1).
struct KeptClear: Hashable {
  /// The rectangle that must end clear: the target, or a tall text view's caret line.
  var rect: Rect
  /// A tall text view's caret line; `nil` for a field (or a text view that fits).
  var tallCaret: Rect?
  /// Whether a tall text view's caret line is avoided as a field would be: the keyboard does
  /// not reach the bottom, so there is no visible area for the view to fill
  /// (``SolverPass/reachesTheBottom(_:)``); the text view's own content scrolls first, like
  /// any scroll view.
  var caretAsField = false
  /// The top that must stay below the top guide: the caret's when it is avoided as a field,
  /// else the target's.
  var top: Double

  /// A field: the target itself.
  init(field: Rect) {
    rect = field
    top = field.minY
  }

  /// Whether the tall text view is placed as one (shown from the top guide, its caret clear).
  var placesTallTextView: Bool { tallCaret != nil && !caretAsField }
  /// Whether the kept-clear rectangle rises with the text view's own content (a caret line).
  var risesWithCaret: Bool { tallCaret != nil }
}

/// The trace a pass writes, with the skipped scroll views it has named.
struct Narration: Hashable {
  /// The trace of the plan.
  var trace = AvoidanceTrace()
  /// The scroll views whose skip the trace has said (said once per pass).
  var skippedSaid: Set<Int> = []
}

/// The large title's collapse a pass plans with (``AvoidanceSolver``'s
/// `solvingTheLargeTitle`, `CollapseSearch`): by how much, the top guide before it, and the scroll view that
/// collapses it.
struct TitleCollapse: Hashable {
  /// The collapse, in points (negative: it expands).
  var amount: Double
  /// The top guide before it.
  var topGuide: Double
  /// The index of the scroll view whose scroll collapses it.
  var scrollView: Int
}
