extension AvoidanceTrace {
  /// One decision of the solver.
  ///
  /// An extensible set, as argument-parser's `ArgumentVisibility`: as the solver learns new
  /// cases it reports new decisions, and none breaks a client. The text of each event
  /// (``description``) is what tools should show; ``kind`` is for tools that react to
  /// particular decisions:
  ///
  /// ```swift
  /// let clamped = plan.trace.events.contains { $0.kind == .rootClamped }
  /// ```
  public struct Event: Sendable, Hashable, CustomStringConvertible {
    /// The decision and its numbers.
    package let detail: Detail

    /// Wraps a decision.
    package init(_ detail: Detail) {
      self.detail = detail
    }

    /// Which decision this is.
    public var kind: Kind { detail.kind }

    /// The event as one line of text, as the trace prints it.
    public var description: String { detail.description }
  }
}

extension AvoidanceTrace.Event {
  /// Which decision an event reports: an extensible set of named kinds, as argument-parser's
  /// `ArgumentVisibility`.
  ///
  /// Compare with the kinds a tool reacts to (`event.kind == .rootClamped`); the solver adds
  /// kinds as it learns new cases, and a new kind breaks no client.
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    enum Name: String, Sendable, Hashable {
      case target
      case largeTitleCollapses
      case keyboardHidden
      case keyboard
      case needs
      case notCovered
      case tallTextView
      case noLineToShow
      case skipped
      case scrolled
      case cannotScroll
      case scrolledDown
      case noRoot
      case rootKept
      case rootResized
      case rootKeepsItsSize
      case rootNotContainingInput
      case rootOutOfReach
      case rootClamped
      case rootHeld
      case rootMoved
      case insetsIgnored
      case insetChanged
      case offsetKeptInRange
      case caretAtTopGuide
      case solvedAgain
      case titleSettles
      case stillCovered
      case clear
      case keyboardLayoutGuide
    }

    let name: Name

    /// What is kept clear, where, with which distance and top guide.
    public static let target = Kind(name: .target)
    /// A large title collapses as the plan scrolls a scroll view up, so the top guide the plan
    /// is made with rises (or it expands as the plan scrolls the view down, and the guide
    /// falls).
    public static let largeTitleCollapses = Kind(name: .largeTitleCollapses)
    /// The keyboard is hidden: nothing to avoid.
    public static let keyboardHidden = Kind(name: .keyboardHidden)
    /// The keyboard's kind and the window area it covers.
    public static let keyboard = Kind(name: .keyboard)
    /// The required rise, how it was computed, the room above, and the move aimed for.
    public static let needs = Kind(name: .needs)
    /// The keyboard does not cover the target.
    public static let notCovered = Kind(name: .notCovered)
    /// The keyboard layout guide placed the input (or a view around it) with this keyboard
    /// notification, before the pass: the guide did that work, the manager works from there.
    public static let keyboardLayoutGuide = Kind(name: .keyboardLayoutGuide)
    /// A text view taller than the visible area: shown from the top guide, its caret's line
    /// kept clear; with the caret's required rise, the visible height, the room above the text
    /// view and the move aimed for.
    public static let tallTextView = Kind(name: .tallTextView)
    /// A text view taller than the visible area whose content insets (top plus bottom, as the
    /// host set them) leave no line of its height to show: there is no caret line to keep
    /// clear, so it is kept clear as a field.
    public static let noLineToShow = Kind(name: .noLineToShow)
    /// A scroll view was not scrolled, and why.
    public static let skipped = Kind(name: .skipped)
    /// A scroll view scrolled up; `capped` when it stopped at the inner view's top.
    public static let scrolled = Kind(name: .scrolled)
    /// A scroll view could not scroll further up.
    public static let cannotScroll = Kind(name: .cannotScroll)
    /// A scroll view scrolled down to reveal a target under the top guide.
    public static let scrolledDown = Kind(name: .scrolledDown)
    /// There is no root view to move; the amount is left.
    public static let noRoot = Kind(name: .noRoot)
    /// The scroll-only strategy keeps the root; the amount is left.
    public static let rootKept = Kind(name: .rootKept)
    /// The root was resized (resize strategy).
    public static let rootResized = Kind(name: .rootResized)
    /// The root keeps (or gets back) its full size (resize strategy): an undocked or floating
    /// keyboard does not cover the input where it rests.
    public static let rootKeepsItsSize = Kind(name: .rootKeepsItsSize)
    /// The root does not contain the input, so it stays.
    public static let rootNotContainingInput = Kind(name: .rootNotContainingInput)
    /// The root contains the input, but its coordinates are so large that moving the root
    /// would not move the input (a pixel's move is lost in floating-point rounding), so it
    /// stays.
    public static let rootOutOfReach = Kind(name: .rootOutOfReach)
    /// The root's rise was clamped at the keyboard's overlap with it.
    public static let rootClamped = Kind(name: .rootClamped)
    /// The root's rise was clamped where a container inside it starts holding the target in
    /// place (a navigation controller's view keeps its bar, and the content below it, under
    /// the safe area it inherits from outside the root).
    public static let rootHeld = Kind(name: .rootHeld)
    /// The root moved (positive rise is up).
    public static let rootMoved = Kind(name: .rootMoved)
    /// A scroll view's insets were left alone on request.
    public static let insetsIgnored = Kind(name: .insetsIgnored)
    /// A scroll view's bottom inset changed.
    public static let insetChanged = Kind(name: .insetChanged)
    /// After the views moved, a scroll view's offset was below its smallest valid offset and
    /// came up to it.
    public static let offsetKeptInRange = Kind(name: .offsetKeptInRange)
    /// A tall text view's caret line cannot rise further without its top going above the top
    /// guide; the amount is left covered.
    public static let caretAtTopGuide = Kind(name: .caretAtTopGuide)
    /// Where the plan leaves the views, an undocked or floating keyboard covers the target
    /// differently: the solver went on from there.
    public static let solvedAgain = Kind(name: .solvedAgain)
    /// Where the plan leaves the views, its scroll leaves a large title expanded by another
    /// amount than the pass was made with (a text view that is tall only while the title is
    /// expanded, a scroll down that expands it): the solver went on from there, with the title
    /// as it is then.
    public static let titleSettles = Kind(name: .titleSettles)
    /// The target stays covered, by how much and why in numbers.
    public static let stillCovered = Kind(name: .stillCovered)
    /// The target is clear, with its bottom and the gap to the keyboard.
    public static let clear = Kind(name: .clear)

    /// The kind's name, such as `rootClamped`.
    public var description: String { name.rawValue }
  }
}

extension AvoidanceTrace.Event {
  /// The decision and its numbers.
  ///
  /// The solver writes these, and the project's own targets (the lint, the reliability
  /// checks) read their payloads. Not public: a new case must not break a client's `switch`;
  /// clients read the event's `kind` and `description`.
  package enum Detail: Sendable, Hashable, CustomStringConvertible {
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
    /// The root keeps (or gets back) its full `height` (resize strategy): an undocked or
    /// floating keyboard does not cover the input where it rests.
    case rootKeepsItsSize(root: String, height: Double)
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
    /// The keyboard layout guide moved the input by `moved` (positive is up) in the window
    /// with this notification, before the pass.
    case keyboardLayoutGuide(input: String, moved: Double)

    /// The kind of decision.
    var kind: AvoidanceTrace.Event.Kind {
      switch self {
      case .target: .target
      case .largeTitleCollapses: .largeTitleCollapses
      case .keyboardHidden: .keyboardHidden
      case .keyboard: .keyboard
      case .needs: .needs
      case .notCovered: .notCovered
      case .tallTextView: .tallTextView
      case .noLineToShow: .noLineToShow
      case .skipped: .skipped
      case .scrolled: .scrolled
      case .cannotScroll: .cannotScroll
      case .scrolledDown: .scrolledDown
      case .noRoot: .noRoot
      case .rootKept: .rootKept
      case .rootResized: .rootResized
      case .rootKeepsItsSize: .rootKeepsItsSize
      case .rootNotContainingInput: .rootNotContainingInput
      case .rootOutOfReach: .rootOutOfReach
      case .rootClamped: .rootClamped
      case .rootHeld: .rootHeld
      case .rootMoved: .rootMoved
      case .insetsIgnored: .insetsIgnored
      case .insetChanged: .insetChanged
      case .offsetKeptInRange: .offsetKeptInRange
      case .caretAtTopGuide: .caretAtTopGuide
      case .solvedAgain: .solvedAgain
      case .titleSettles: .titleSettles
      case .stillCovered: .stillCovered
      case .clear: .clear
      case .keyboardLayoutGuide: .keyboardLayoutGuide
      }
    }

    /// The event as one line of text.
    package var description: String {
      switch self {
      case .target(let name, let kind, let rect, let distance, let topGuide):
        let tall = kind == .caretLine ? " (taller than the visible area)" : ""
        return "\(name) at \(fmt(rect)) in the window\(tall); distance \(fmt(distance)); "
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
        return "\(kind) keyboard covers \(fmt(covers))"
      case .needs(let rise, let bottom, let distance, let top, let room, let move):
        if rise <= 0 {
          return "\(fmt(-rise)) to spare (bottom \(fmt(bottom)) + distance \(fmt(distance)) vs "
            + "keyboard top \(fmt(top))); room above \(fmt(room))"
        }
        return "needs \(fmt(rise)) up (bottom \(fmt(bottom)) + distance \(fmt(distance)) − "
          + "keyboard top \(fmt(top))); room above \(fmt(room)) → move \(fmt(move))"
      case .notCovered(let room):
        return "the keyboard does not cover it; room above \(fmt(room))"
      case .keyboardLayoutGuide(let input, let moved):
        if moved == 0 {
          return "the keyboard layout guide carries \(input) with the keyboard (moving the root or "
            + "scrolling would not move it; the manager leaves it to the guide)"
        }
        let direction = moved < 0 ? "down \(fmt(-moved))" : "up \(fmt(moved))"
        return "the keyboard layout guide moved \(input) \(direction) with this notification "
          + "(its constraints did that work; the manager solves from there)"
      case .tallTextView(let caret, let rise, let visible, let room, let move):
        let need =
          rise.map { $0 > 0 ? "needs \(fmt($0)) up" : "\(fmt(-$0)) to spare" } ?? "not covered"
        let aim = move == 0 ? "it stays" : "move \(fmt(move))"
        return "taller than the visible \(fmt(visible)): its top goes to the top guide (room "
          + "\(fmt(room)) → \(aim)); caret line at \(fmt(caret)) \(need)"
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
      case .rootKeepsItsSize(let root, let height):
        return "\(root): keeps its height \(fmt(height)) (the keyboard does not cover the input "
          + "where it rests)"
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
        return "short by \(fmt(cover)): bottom \(fmt(bottom)), keyboard top \(fmt(top)), "
          + "distance \(fmt(distance))"
      case .clear(let bottom, let gap):
        return "clear: bottom at \(fmt(bottom)), \(fmt(gap)) above the keyboard"
      }
    }
  }
}

/// A number as the trace prints it: `Double.readableDescription`, the rule the
/// simulator's text report shares, so the same quantity reads the same in both.
private func fmt(_ value: Double) -> String {
  if value == .infinity { return "∞" }
  if value == -.infinity { return "−∞" }
  return value.readableDescription
}

/// A rectangle as `Rect.description` prints it, each number rounded as
/// `Double.readableDescription` rounds it.
private func fmt(_ rect: Rect) -> String {
  if rect.isNull { return "null" }
  let (x, y) = (rect.origin.x.readableDescription, rect.origin.y.readableDescription)
  let size = "\(rect.size.width.readableDescription)×\(rect.size.height.readableDescription)"
  return "(\(x), \(y), \(size))"
}
