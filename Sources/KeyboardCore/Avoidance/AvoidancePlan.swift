/// What one solver pass decided: the ordered mutations to apply and the trace explaining
/// them.
///
/// A plan is a value: computing it changes nothing. ``KeyboardManager`` applies it to the
/// live tree (every value at once; hosts that animate read ``animation``).
public struct AvoidancePlan: Sendable, Hashable {
  /// The changes, in the order they are applied: scroll-view insets, then offsets (innermost
  /// first), then the root view.
  public var mutations: [Mutation]
  /// The duration and curve of the keyboard change that caused this pass.
  public var animation: KeyboardAnimation
  /// Why each thing moved or did not.
  public var trace: AvoidanceTrace
  /// The trace names of the scroll views the mutations change.
  public var scrollViewNames: [ScrollViewSnapshot.ID: String]

  /// Creates a plan.
  public init(
    mutations: [Mutation], animation: KeyboardAnimation, trace: AvoidanceTrace,
    scrollViewNames: [ScrollViewSnapshot.ID: String] = [:]
  ) {
    self.mutations = mutations
    self.animation = animation
    self.trace = trace
    self.scrollViewNames = scrollViewNames
  }

  /// This plan, then `next` (solved from where this one leaves the views): one mutation per
  /// value with its final value (values back where `context` had them are dropped), the
  /// traces one after the other, the totals added up.
  func followed(
    by next: AvoidancePlan, from context: AvoidanceContext,
    because reason: AvoidanceTrace.Event = .solvedAgain
  ) -> AvoidancePlan {
    var merged: [Mutation] = []
    for mutation in mutations + next.mutations {
      if let index = merged.firstIndex(where: { $0.changesSameValue(as: mutation) }) {
        merged[index] = mutation
      } else {
        merged.append(mutation)
      }
    }
    merged.removeAll { $0.isNoOp(in: context) }
    var combined = trace
    combined.events.append(reason)
    combined.events += next.trace.events
    for (index, delta) in next.trace.scrolled { combined.scrolled[index, default: 0] += delta }
    combined.rootRise += next.trace.rootRise
    combined.remainingCover = next.trace.remainingCover
    return AvoidancePlan(
      mutations: merged, animation: animation, trace: combined,
      scrollViewNames: scrollViewNames.merging(next.scrollViewNames) { first, _ in first })
  }

  /// A mutation in words, naming its scroll view as the trace does.
  ///
  /// - Parameter mutation: One of ``mutations``.
  /// - Returns: For example `scroll offset → (0, 63)` or `root origin → (0, -188)`.
  public func description(of mutation: Mutation) -> String {
    func name(_ id: ScrollViewSnapshot.ID) -> String {
      scrollViewNames[id] ?? "scroll view \(id)"
    }
    switch mutation {
    case .setContentOffset(let id, let offset): return "\(name(id)) offset → \(offset)"
    case .setContentInset(let id, let inset): return "\(name(id)) inset → \(inset)"
    case .setIndicatorInsets(let id, let inset):
      return "\(name(id)) indicator insets → \(inset)"
    case .setRootOrigin, .setRootSize: return mutation.description
    }
  }

  /// Whether the plan changes nothing.
  public var isEmpty: Bool { mutations.isEmpty }

  /// One change to the tree.
  ///
  /// Closed on purpose: a mutation is one of the values the keyboard manager owns and
  /// restores (a scroll view's offset, inset and indicator insets; the root's origin and size).
  /// A new kind of change needs a new restore, so it is a deliberate, breaking addition.
  public enum Mutation: Sendable, Hashable, CustomStringConvertible {
    /// Set the content offset of the scroll view with this identity.
    case setContentOffset(scrollView: ScrollViewSnapshot.ID, Point)
    /// Set the content inset of the scroll view with this identity.
    case setContentInset(scrollView: ScrollViewSnapshot.ID, Insets)
    /// Set the vertical indicator insets of the scroll view with this identity.
    case setIndicatorInsets(scrollView: ScrollViewSnapshot.ID, Insets)
    /// Move the root view's origin.
    case setRootOrigin(Point)
    /// Resize the root view (``AvoidanceStrategy/resizeRoot``).
    case setRootSize(Size)

    /// Whether both change the same value (the same scroll view's offset, say).
    func changesSameValue(as other: Mutation) -> Bool {
      switch (self, other) {
      case (.setContentOffset(let a, _), .setContentOffset(let b, _)): a == b
      case (.setContentInset(let a, _), .setContentInset(let b, _)): a == b
      case (.setIndicatorInsets(let a, _), .setIndicatorInsets(let b, _)): a == b
      case (.setRootOrigin, .setRootOrigin), (.setRootSize, .setRootSize): true
      default: false
      }
    }

    /// Whether the mutation writes the value `context` already has.
    func isNoOp(in context: AvoidanceContext) -> Bool {
      func view(_ id: ScrollViewSnapshot.ID) -> ScrollViewSnapshot? {
        context.scrollViews.first { $0.id == id }
      }
      switch self {
      case .setContentOffset(let id, let offset): return view(id)?.contentOffset == offset
      case .setContentInset(let id, let inset): return view(id)?.contentInset == inset
      case .setIndicatorInsets(let id, let insets): return view(id)?.indicatorInsets == insets
      case .setRootOrigin(let origin): return context.root?.origin == origin
      case .setRootSize(let size): return context.root?.size == size
      }
    }

    /// The mutation in words, with the scroll view's identity.
    public var description: String {
      switch self {
      case .setContentOffset(let id, let offset): "scroll view \(id) offset → \(offset)"
      case .setContentInset(let id, let inset): "scroll view \(id) inset → \(inset)"
      case .setIndicatorInsets(let id, let inset):
        "scroll view \(id) indicator insets → \(inset)"
      case .setRootOrigin(let origin): "root origin → \(origin)"
      case .setRootSize(let size): "root size → \(size)"
      }
    }
  }
}

/// The explanation of a plan: the numbers the solver worked with and one event per decision.
///
/// Print it (``description``, or ``lines``) to see why a view moved; tests and tools can read
/// the fields and the structured ``events``. Lines are rendered only when read, so solving
/// stays cheap.
public struct AvoidanceTrace: Sendable, Hashable, CustomStringConvertible {
  /// What the solver kept clear: the input, or the caret's line of a tall text view.
  public var targetKind: AvoidanceContext.TargetKind
  /// How far the target must rise to clear the keyboard plus distance; negative is slack,
  /// `nil` when the keyboard does not cover it (hidden, or beside or above it).
  public var requiredRise: Double?
  /// How far the target can rise before its top reaches the top guide.
  public var roomAbove: Double
  /// The move the solver aimed for: `min(requiredRise, roomAbove)`; negative moves down.
  ///
  /// Minus infinity when the keyboard does not cover the target (``requiredRise`` is `nil`):
  /// nothing limits a move down, so a lifted root may come all the way back.
  public var move: Double
  /// How far each scroll view scrolled (positive is content moving up), by index; skipped
  /// ones are absent.
  public var scrolled: [Int: Double]
  /// How far the root view rose in this pass (negative: it came down).
  public var rootRise: Double
  /// How much of the target (plus distance) the keyboard still covers after the plan; 0 when
  /// clear.
  public var remainingCover: Double
  /// The decisions, in order.
  public var events: [Event]

  /// Creates an empty trace.
  public init() {
    targetKind = .field
    requiredRise = nil
    roomAbove = 0
    move = 0
    scrolled = [:]
    rootRise = 0
    remainingCover = 0
    events = []
  }

  /// One line per event, in order.
  public var lines: [String] { events.map(\.description) }

  /// The lines, one per row.
  public var description: String { lines.joined(separator: "\n") }

  /// One decision of the solver.
  ///
  /// Open by design: as the solver learns new cases it reports new decisions, so a `switch`
  /// over events needs a `default:` branch. The text of each event (``description``) is what
  /// tools should show; the cases are for tools that react to particular decisions.
  public enum Event: Sendable, Hashable, CustomStringConvertible {
    /// What is kept clear, where, with which distance and top guide.
    case target(
      name: String, kind: AvoidanceContext.TargetKind, rect: Rect, distance: Double,
      topGuide: Double)
    /// A large title collapses by `by` points as the plan scrolls a scroll view up, so the
    /// top guide the plan is made with rises from `topGuide` to `to` (negative `by`: it
    /// expands as the plan scrolls the view down, and the guide falls).
    case largeTitleCollapses(scrollView: String, by: Double, topGuide: Double, to: Double)
    /// The keyboard is hidden: nothing to avoid.
    case keyboardHidden
    /// The keyboard's kind and the window area it covers.
    case keyboard(kind: KeyboardKind, covers: Rect)
    /// The required rise, how it was computed, the room above, and the move aimed for.
    case needs(
      rise: Double, bottom: Double, distance: Double, keyboardTop: Double, room: Double,
      move: Double)
    /// The keyboard does not cover the target.
    case notCovered(room: Double)
    /// A text view taller than the visible area: shown from the top guide, its caret's line
    /// kept clear; the caret's required rise (`nil` when not covered), the visible height,
    /// the room above the text view and the move aimed for.
    case tallTextView(caret: Rect, rise: Double?, visible: Double, room: Double, move: Double)
    /// A text view taller than the visible area whose content insets (`insets`, top plus
    /// bottom, as the host set them) leave no line of its `height` to show: there is no caret
    /// line to keep clear, so it is kept clear as a field.
    case noLineToShow(insets: Double, height: Double)
    /// A scroll view was not scrolled, and why.
    case skipped(scrollView: String, reason: ScrollViewSnapshot.SkipReason)
    /// A scroll view scrolled up; `capped` when it stopped at the inner view's top.
    case scrolled(scrollView: String, by: Double, from: Double, to: Double, capped: Bool)
    /// A scroll view could not scroll further up.
    case cannotScroll(scrollView: String)
    /// A scroll view scrolled down to reveal a target under the top guide.
    case scrolledDown(scrollView: String, by: Double, from: Double, to: Double)
    /// There is no root view to move; the amount is left.
    case noRoot(left: Double)
    /// The scroll-only strategy keeps the root; the amount is left.
    case rootKept(root: String, left: Double)
    /// The root was resized (resize strategy).
    case rootResized(root: String, height: Double, overlap: Double)
    /// The root does not contain the input, so it stays.
    case rootNotContainingInput(root: String)
    /// The root contains the input, but its coordinates are so large that moving the root
    /// would not move the input (``RootSnapshot/isOutOfReach``), so it stays.
    case rootOutOfReach(root: String)
    /// The root's rise was clamped at the keyboard's overlap with it.
    case rootClamped(root: String, maxRise: Double)
    /// The root's rise was clamped where a container inside it starts holding the target in
    /// place (``RootSnapshot/maxCarryingRise``).
    case rootHeld(root: String, maxRise: Double)
    /// The root moved (positive rise is up).
    case rootMoved(root: String, rise: Double, from: Double, to: Double)
    /// A scroll view's insets were left alone on request.
    case insetsIgnored(scrollView: String)
    /// A scroll view's bottom inset changed.
    case insetChanged(scrollView: String, from: Double, to: Double, overlap: Double)
    /// After the views moved, a scroll view's offset was below its smallest valid offset and
    /// came up to it.
    case offsetKeptInRange(scrollView: String, from: Double, to: Double)
    /// A tall text view's caret line cannot rise further without its top going above the top
    /// guide; the amount is left covered.
    case caretAtTopGuide(left: Double)
    /// Where the plan leaves the views, an undocked or floating keyboard covers the target
    /// differently: the solver went on from there.
    case solvedAgain
    /// Where the plan leaves the views, its scroll leaves a large title `expanded` points
    /// expanded, not the `assumed` points the pass was made with (a text view that is tall
    /// only while the title is expanded, a scroll down that expands it): the solver went on
    /// from there, with the title as it is then.
    case titleSettles(scrollView: String, expanded: Double, assumed: Double)
    /// The target stays covered by this much.
    case stillCovered(by: Double, bottom: Double, keyboardTop: Double, distance: Double)
    /// The target is clear, with its bottom and the gap to the keyboard.
    case clear(bottom: Double, gap: Double)

    /// The event as one line of text.
    public var description: String {
      switch self {
      case .target(let name, let kind, let rect, let distance, let topGuide):
        let tall = kind == .caretLine ? " (taller than the visible area)" : ""
        return "\(name) at \(rect) in the window\(tall); distance \(fmt(distance)); "
          + "top guide \(fmt(topGuide))"
      case .largeTitleCollapses(let scrollView, let amount, let from, let to):
        if amount < 0 {
          return "the large title expands by \(fmt(-amount)) as \(scrollView) scrolls down: "
            + "top guide \(fmt(from)) → \(fmt(to))"
        }
        return "the large title collapses by \(fmt(amount)) as \(scrollView) scrolls: "
          + "top guide \(fmt(from)) → \(fmt(to))"
      case .keyboardHidden:
        return "keyboard hidden: nothing to avoid"
      case .keyboard(let kind, let covers):
        return "\(kind) keyboard covers \(covers)"
      case .needs(let rise, let bottom, let distance, let top, let room, let move):
        if rise <= 0 {
          return "\(fmt(-rise)) to spare (bottom \(fmt(bottom)) + distance \(fmt(distance)) vs "
            + "keyboard top \(fmt(top))); room above \(fmt(room))"
        }
        return "needs \(fmt(rise)) up (bottom \(fmt(bottom)) + distance \(fmt(distance)) − "
          + "keyboard top \(fmt(top))); room above \(fmt(room)) → move \(fmt(move))"
      case .notCovered(let room):
        return "the keyboard does not cover it; room above \(fmt(room))"
      case .tallTextView(let caret, let rise, let visible, let room, let move):
        let need =
          rise.map { $0 > 0 ? "needs \(fmt($0)) up" : "\(fmt(-$0)) to spare" } ?? "not covered"
        let aim = move == 0 ? "it stays" : "move \(fmt(move))"
        return "taller than the visible \(fmt(visible)): its top goes to the top guide (room "
          + "\(fmt(room)) → \(aim)); caret line at \(caret) \(need)"
      case .noLineToShow(let insets, let height):
        return "no line to show (content insets \(fmt(insets)) in a view \(fmt(height)) tall): "
          + "kept clear as a field"
      case .skipped(let name, let reason):
        return "\(name): skipped, \(reason)"
      case .scrolled(let name, let delta, let from, let to, let capped):
        let note = capped ? " (capped: the inner view's top reached its visible top)" : ""
        return "\(name): scrolled \(fmt(delta)) (offset y \(fmt(from)) → \(fmt(to)))\(note)"
      case .cannotScroll(let name):
        return "\(name): cannot scroll further (the inner view's top is at its visible top)"
      case .scrolledDown(let name, let amount, let from, let to):
        return "\(name): scrolled down \(fmt(amount)) to reveal the top (offset y "
          + "\(fmt(from)) → \(fmt(to)))"
      case .noRoot(let left):
        return "no root view to move; \(fmt(left)) left"
      case .rootKept(let root, let left):
        return "strategy scrollOnly: \(root) stays; \(fmt(left)) left"
      case .rootResized(let root, let height, let overlap):
        return "\(root): resized to height \(fmt(height)) (keyboard overlap \(fmt(overlap))); "
          + "the host lays out the smaller view"
      case .rootNotContainingInput(let root):
        return "\(root) does not contain the input; it stays"
      case .rootOutOfReach(let root):
        return "\(root) stays: at the input's coordinates a move of the root is lost in "
          + "floating-point rounding"
      case .rootHeld(let root, let maxRise):
        return "clamp: \(root) rises at most \(fmt(maxRise)) (above that, its bar and content "
          + "stay below the safe area it inherits, so the input would not rise)"
      case .rootClamped(let root, let maxRise):
        return "clamp: \(root) rises at most \(fmt(maxRise)) (the keyboard's overlap with it)"
      case .rootMoved(let root, let rise, let from, let to):
        let direction = rise > 0 ? "up \(fmt(rise))" : "down \(fmt(-rise))"
        return "\(root): moved \(direction) (origin y \(fmt(from)) → \(fmt(to)))"
      case .insetsIgnored(let name):
        return "\(name): insets left alone (ignoreContentInsetAdjustment)"
      case .insetChanged(let name, let from, let to, let overlap):
        return "\(name): bottom inset \(fmt(from)) → \(fmt(to)) (keyboard overlap \(fmt(overlap)))"
      case .offsetKeptInRange(let name, let from, let to):
        return "\(name): offset y \(fmt(from)) → \(fmt(to)) (kept in its valid range)"
      case .caretAtTopGuide(let left):
        return "the caret's line would rise above the top guide; \(fmt(left)) left"
      case .solvedAgain:
        return "where the views end up, the keyboard covers the field differently: solving again"
      case .titleSettles(let scrollView, let expanded, let assumed):
        return "where \(scrollView) ends up, the large title is \(fmt(expanded)) expanded, "
          + "not \(fmt(assumed)): solving again"
      case .stillCovered(let cover, let bottom, let top, let distance):
        return "still covered by \(fmt(cover)): bottom \(fmt(bottom)), keyboard top \(fmt(top)), "
          + "distance \(fmt(distance))"
      case .clear(let bottom, let gap):
        return "clear: bottom at \(fmt(bottom)), \(fmt(gap)) above the keyboard"
      }
    }
  }
}

private func fmt(_ value: Double) -> String {
  if value == .infinity { return "∞" }
  if value == -.infinity { return "−∞" }
  return value.compactDescription
}
