/// The distance solver: a pure function from an ``AvoidanceContext`` to an ``AvoidancePlan``.
///
/// It is the only place where avoidance is decided. One pass (`SolverPass.run()`) builds a
/// decision (per scroll view an offset and insets, the root's lift or size) in seven steps, all
/// in window coordinates, each one function called in this order:
/// 1. **What to keep clear** (`whatToKeepClear`). A field's frame. A text view that fits in
///    the visible area is a field too. A text view taller than the visible area is placed to
///    show as much of it as fits below the top guide (IQKeyboardManager's position) and its
///    caret's line is what must end clear (fix 11). Only a keyboard that reaches the screen's
///    bottom leaves such an area to fill (`reachesTheBottom`): above another, the caret's
///    line is kept clear as a field.
/// 2. **Required rise** (`requiredRise`). If the keyboard covers the rectangle
///    (``KeyboardKind/covers(_:keyboard:)``), it must rise by `maxY + distance - keyboard.minY`;
///    negative values are slack. The keyboard's real rectangle is used, so a floating or
///    undocked keyboard beside or above a field moves nothing (fix 9).
/// 3. **Room above** (`roomAbove`). The top may not rise above the top guide:
///    `room = minY - topGuide`. The move is `min(required, room)`, in exact arithmetic (fix 5).
/// 4. **Rising or falling** (`riseOrFall`). Rising: enclosing scroll views absorb the move
///    first, innermost first, each at most until the next inward element's top reaches its
///    visible top (adjusted inset, fix 2). Disabled, ignored and horizontal-only (fix 3)
///    scroll views are skipped. What is left moves the root view up within its range of
///    lifts (`liftRange`): at most by the keyboard's overlap with the root's original frame
///    (fix 4) and by the lift that still carries the target (a container inside the root
///    holds it beyond), never below its original origin; a root lifted beyond that (the
///    keyboard got shorter) comes down, and the scroll views make up for the drop in the same
///    rise (`riseThroughTheViews`). A tall text view's caret that would still be covered
///    scrolls the text view's own content first.
///    Falling, with slack (`MoveLimits/fallLimit`: how far the target may fall and stay
///    clear): the root comes back toward its original origin first; scroll views scroll down
///    only to reveal a top hidden under the top guide.
///    Under ``AvoidanceStrategy/resizeRoot`` every pass sizes the root, once (`sizeRoot`):
///    where the move reaches the root, else at the end of the step. Above a keyboard that
///    does not reach the screen's bottom the root keeps its height unless the target where it
///    rests needs a rise (`resizesTheRoot`, fix 9).
/// 5. **Offset ranges** (`keepOffsetsInRange`). Safe areas follow the views as they move (the
///    snapshot's safe-area layers are folded at the planned positions), so every offset the
///    plan leaves is in its valid range: an offset below its smallest valid value comes up to
///    it, and one past the content's end gets the bottom inset that makes it valid (step 6).
///    Where keeping an offset in range takes back part of a fall, the views fall again, root
///    first, within the slack, until the target's position stops changing
///    (`fallAgainWhereRangesTookItBack`: at most 4 rounds, a root fall taken back point for
///    point going on in O(log) trial falls to where the floor stops rising); a lifted root
///    comes down by what it lifts the field further than needed
///    (`MoveLimits/rootFallRequired`, written by `placeField`).
///    The offsets kept are those the manager manages once the plan is applied
///    (`isManagedOnceApplied`), one that only gets step 6's inset past its content's end too.
/// 6. **Insets** (`adjustInsets`). The innermost scrollable ancestor, and a scrollable active
///    text view, get a bottom inset so that everything behind the keyboard can be scrolled to
///    `distance` above it: `overlap + distance - safe-area bottom` (the safe area counted once,
///    fix 1), never below the original inset. Every scroll view whose offset the plan leaves
///    past its content's end gets the bottom inset that keeps it in its valid range
///    (`insetPastTheEnd`; IQKeyboardManager insets only the innermost one, S18).
/// 7. **What is left** (`sayWhatIsLeft`). The trace ends with how much of the target (plus
///    the distance) is still covered, ``AvoidanceTrace/remainingCover``.
///
/// The decision being built is a `Decision`; what the move leaves for the offset ranges is
/// `MoveLimits`; the reading of step 1 is `KeptClear`; the trace is a `Narration`. The
/// layout a decision gives (where each view ends up, its safe area, its valid offsets) is
/// evaluated from those values by `SolverPass+Evaluation.swift`, never stored, with the root
/// at the size the decision gives it: under ``AvoidanceStrategy/resizeRoot`` a root scroll
/// view, and an input that is the root view, are read at the root's planned size from the
/// start (`readingTheRootAtItsPlannedSize`).
///
/// Every position and inset written is on the pixel grid of the screen's ``Screen/scale``:
/// rises round up (down when the room above limits them by more than a rounding error, so the
/// top stays below the guide) and falls round toward staying, so solving the applied result
/// again changes nothing, bitwise, whatever fractions the layout has. An overlap (the
/// keyboard's with a scroll view, a bar's with a controller's view) of less than the grid's
/// tolerance is none (`PixelGrid`).
///
/// A large title's collapse is a term of the evaluation: a pass reads the context with the
/// title collapsed by what it assumes, and within a context the plan is the pass whose own
/// scroll confirms that collapse (`solvingTheLargeTitle`, searched by `CollapseSearch` in
/// `AvoidanceSolver+LargeTitle.swift`: the title as it is, then fully collapsed, then a
/// bisection over the collapses that offsets on the pixel grid give; at most 67 passes after
/// the first).
///
/// The plan is a fixed point (`solvingUntilItConfirms`): a pass assumes the large title's
/// collapse and, above a keyboard that covers only where it is, where the views are; when its
/// own result contradicts that, the solver goes on from the applied result (at most 8 more
/// searches; a caret's line the host left at or below the guide stays known,
/// `caretWasBelowTheGuide`) and merges the plans.
///
/// ## Special rules
///
/// On top of the seven steps sit 2 special rules, the cases of `SpecialRule`, each a
/// named function or value documented with its reason where it is defined, and each applied
/// where the code asks `applies(.rule)`. Every one is pinned: `SpecialRuleGuardTests` replays,
/// for each rule, scenes of `Tests/Regressions/` that fail without it (`keyboard-sim
/// --without-rule NAME` does the same by hand).
///
/// Around the pass: `leftToTheKeyboardGuide`. Step 5: `givingTheCaretBackToTheGuide`.
///
/// - Complexity: O(s·l), s the number of scroll views and l the number of safe-area layers
///   in the context (both bounded by the depth of the input).
public enum AvoidanceSolver {
  /// Computes the plan for a context.
  ///
  /// - Parameter context: The snapshot to solve.
  /// - Returns: The mutations that keep the target clear, with their trace.
  public static func plan(for context: AvoidanceContext) -> AvoidancePlan {
    let plan = solve(context)
    #if DEBUG
      // The header's promises, after every plan of a debug build (compiled out in release,
      // where the reliability soak checks them explicitly). A plan made without a special
      // rule may break them: that is what switching the rule off is there to show.
      if context.rulesSwitchedOff.isEmpty { plan.checkInvariants(for: context) }
    #endif
    return plan
  }

  /// The plan for a context, without the invariant check of debug builds.
  static func solve(_ context: AvoidanceContext) -> AvoidancePlan {
    if context.isCarriedByKeyboardGuide, context.applies(.leftToTheKeyboardGuide) {
      return leftToTheKeyboardGuide(context)
    }
    return solvingUntilItConfirms(context)
  }

  /// The plan as a fixed point: a search made under assumptions that its own result
  /// confirms.
  ///
  /// A pass assumes two things that its own result can contradict: the large title's collapse
  /// (``AvoidanceContext/largeTitle``, which `solvingTheLargeTitle` searches for within a
  /// context), and, above a keyboard that does not reach the screen's bottom (undocked,
  /// floating) and so covers the target only where it is, where the views are. A result
  /// contradicts the first when its scroll collapses the title otherwise than assumed (a text
  /// view tall only while the title is expanded scrolls its own content, which collapses the
  /// title, and then fits), the second when the planned positions change whether the
  /// keyboard covers the target (a root forced down by the clamp carries the field out from
  /// under a floating keyboard). Then the next search starts from the applied result, with the
  /// title as the bar lays it out there, and the plans merge into one (trace `titleSettles`,
  /// `solvedAgain`).
  ///
  /// It stops at the first result that confirms both: its scroll collapses the title by
  /// nothing more, and (above such a keyboard) solving from its positions plans nothing (the
  /// trace keeps that look when it changes what is left covered). Why it stops: each look
  /// raises one of two counters, the title's (at most 2, set back to 0 by a keyboard's look)
  /// or the keyboard's (at most 2, never set back), so the pair (keyboard, title) grows
  /// strictly in a finite set: at most 2 + 2 × (1 + 2) = 8 searches after the first, each of
  /// at most `solvingTheLargeTitle`'s passes. When the bound ends the looks first, the plan
  /// is the merged plan so far, its last search made from where the one before leaves the
  /// views; its trace says what is still covered.
  static func solvingUntilItConfirms(_ context: AvoidanceContext) -> AvoidancePlan {
    var (pass, plan) = solvingTheLargeTitle(context)
    let coversOnlyWhereItIs =
      context.keyboardKind == .undocked || context.keyboardKind == .floating
    var titleLooks = 0
    var keyboardLooks = 0
    var next: AvoidancePlan
    // A later search, the title's or the keyboard's, starts from a result this one made:
    // where the host left the caret's line, at or below the guide, stays known (the top wins
    // over the keyboard). Read only when a look needs it, off the path of a plan that
    // confirms at once.
    var caretWasBelowTheGuide: Bool {
      context.caretWasBelowTheGuide
        || SolverPass(context: context).visibleCaret.map { $0.minY >= context.topGuide } ?? false
    }
    while true {
      if titleLooks < 2, let news = pass.titleCollapseNotAssumed() {
        titleLooks += 1
        var settled = pass.applied().collapsingTheLargeTitle(by: news.collapse)
        settled.caretWasBelowTheGuide = caretWasBelowTheGuide
        (pass, next) = solvingTheLargeTitle(settled)
        plan = plan.followed(
          by: next, from: context,
          because: .titleSettles(
            scrollView: news.scrollView, expanded: settled.largeTitle?.expansion ?? 0,
            assumed: news.assumed))
        continue
      }
      guard coversOnlyWhereItIs, keyboardLooks < 2 else { break }
      keyboardLooks += 1
      titleLooks = 0
      var moved = pass.applied()
      moved.caretWasBelowTheGuide = caretWasBelowTheGuide
      (pass, next) = solvingTheLargeTitle(moved)
      guard !next.isEmpty else {
        // Nothing more to move, but the target may now be covered: the trace says so.
        if next.trace.remainingCover != plan.trace.remainingCover {
          plan = plan.followed(by: next, from: context)
        }
        break
      }
      plan = plan.followed(by: next, from: context)
    }
    return plan
  }

  /// Special rule: the plan for an input the keyboard layout guide carries is the solver's
  /// reading of the target, with no move, and the guide named as the reason for any cover
  /// left.
  ///
  /// A scroll or a root move would not move such an input relative to the keyboard: the guide
  /// lays it back.
  static func leftToTheKeyboardGuide(_ context: AvoidanceContext) -> AvoidancePlan {
    var free = context
    free.isCarriedByKeyboardGuide = false
    var plan = solve(free)
    plan.mutations = []
    plan.trace.scrolled = [:]
    plan.trace.rootRise = 0
    plan.trace.move = 0
    plan.trace.remainingCover = Swift.max(0, plan.trace.requiredRise ?? 0)
    plan.trace.events = [
      AvoidanceTrace.Event(.keyboardLayoutGuide(input: context.inputName, moved: 0))
    ]
    return plan
  }
}
