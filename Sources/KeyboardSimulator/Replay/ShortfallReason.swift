import KeyboardCore

/// Why a pass left the target it kept clear short of its distance, as its trace says: the one
/// mapping from a trace's events to the words a user reads.
///
/// The report's clearance line prints the ``words``
/// (`email is covered by 5 pt (wants 10; the root is clamped)`); the lint prints the same
/// words with the numbers of the event that gave them (``text(numbers:)``:
/// `the root is clamped: form rises at most 162 (the keyboard's overlap with it)`).
///
/// ```swift
/// if let reason = ShortfallReason(in: plan.trace) {
///   print(reason.words)   // "stops at the top guide"
/// }
/// ```
///
/// The reasons, first found first: the target stops at the top guide (a tall text view's
/// caret line would rise above it, or a field has less room above than the rise it needs),
/// the keyboard layout guide carries the input, then the first of the root's reasons in the
/// trace (it is clamped or held, scrollOnly keeps it, it stays, it is resized or keeps its
/// size, there is none), and last a first look whose move is less than its rise (not enough
/// room above). The reliability checks' clearance invariant accepts the same events.
package struct ShortfallReason: Sendable, Hashable {
  /// The reason in a few words: `the root is clamped`.
  package let words: String
  /// Where the words come from: an event of the trace, or the first look's numbers.
  let source: Source

  /// Where a reason comes from.
  enum Source: Sendable, Hashable {
    /// An event of the trace.
    case event(AvoidanceTrace.Event.Detail)
    /// The first look's move, less than its required rise.
    case limitedMove(move: Double, required: Double)
  }

  /// How far below the rise a first look's move must be to be limited: rounding noise in its
  /// sums is no limit.
  static let tolerance = 1e-6

  /// The reason `trace` gives for leaving its target short, or `nil` when it gives none.
  ///
  /// - Parameter trace: The trace of a pass.
  /// - Complexity: O(e), e the trace's events.
  package init?(in trace: AvoidanceTrace) {
    let groups: [(AvoidanceTrace.Event.Detail) -> String?] = [
      Self.topGuide, Self.layoutGuide, Self.root,
    ]
    for words in groups {
      for event in trace.events {
        if let text = words(event.detail) {
          self.init(words: text, source: .event(event.detail))
          return
        }
      }
    }
    if let required = trace.requiredRise, trace.move < required - Self.tolerance {
      self.init(
        words: Self.stopsAtTheTopGuide, source: .limitedMove(move: trace.move, required: required)
      )
      return
    }
    return nil
  }

  private init(words: String, source: Source) {
    self.words = words
    self.source = source
  }

  static let stopsAtTheTopGuide = "stops at the top guide"

  /// A caret line that would rise above the guide, or a field whose room above is less than
  /// the rise it needs.
  private static func topGuide(_ detail: AvoidanceTrace.Event.Detail) -> String? {
    switch detail {
    case .caretAtTopGuide: stopsAtTheTopGuide
    case .needs(let rise, _, _, _, let room, _) where room < rise: stopsAtTheTopGuide
    default: nil
    }
  }

  /// The keyboard layout guide carrying the input with the keyboard, the manager leaving it.
  private static func layoutGuide(_ detail: AvoidanceTrace.Event.Detail) -> String? {
    if case .keyboardLayoutGuide(_, 0) = detail { "left to the keyboard layout guide" } else { nil }
  }

  /// What the root did not do.
  private static func root(_ detail: AvoidanceTrace.Event.Detail) -> String? {
    switch detail {
    case .rootClamped, .rootHeld: "the root is clamped"
    case .rootKept: "scrollOnly keeps the root"
    case .rootNotContainingInput, .rootOutOfReach: "the root stays"
    case .rootResized: "the root is resized, not moved"
    case .rootKeepsItsSize: "the root keeps its size"
    case .noRoot: "nothing more to move"
    default: nil
    }
  }

  /// The words, then the numbers of the event that gave them:
  /// `the root is clamped: form rises at most 162 (the keyboard's overlap with it)`.
  ///
  /// - Parameter numbers: How to print a number (the lint puts it on the case's pixel grid).
  /// - Returns: The text.
  package func text(numbers: (Double) -> String) -> String {
    words + ": " + detail(numbers: numbers)
  }

  /// The numbers behind the words.
  func detail(numbers n: (Double) -> String) -> String {
    switch source {
    case .limitedMove(let move, let required):
      return "the move (\(n(move))) is less than the rise needed (\(n(required))): not enough "
        + "room above"
    case .event(let detail):
      switch detail {
      case .caretAtTopGuide(let left):
        return "the caret's line would rise above it; \(n(left)) left covered"
      case .needs(let rise, _, _, _, let room, _):
        return "needs \(n(rise)) up, room above \(n(room))"
      case .keyboardLayoutGuide(let input, _):
        return "the guide carries \(input) with the keyboard"
      case .rootClamped(let root, let maxRise):
        return "\(root) rises at most \(n(maxRise)) (the keyboard's overlap with it)"
      case .rootHeld(let root, let maxRise):
        return "\(root) rises at most \(n(maxRise)) (above that, a container in it holds the "
          + "input in place)"
      case .rootKept(let root, let left):
        return "\(root) stays; \(n(left)) left covered"
      case .rootNotContainingInput(let root):
        return "\(root) does not contain the input"
      case .rootOutOfReach(let root):
        return "at the input's coordinates a move of \(root) is lost in floating-point rounding"
      case .rootResized(let root, let height, let overlap):
        return "\(root) to height \(n(height)) (keyboard overlap \(n(overlap)))"
      case .rootKeepsItsSize(let root, let height):
        return "\(root) keeps its height \(n(height)) (the keyboard does not cover the input "
          + "where it rests)"
      case .noRoot(let left):
        return "no root view; \(n(left)) left covered"
      default:
        return detail.description
      }
    }
  }
}

extension AvoidanceTrace {
  /// What the pass kept clear in the end, as its last target event names it: the caret line
  /// of a text view taller than the visible area, else the whole input (a text view that fits
  /// is kept clear whole); the whole input when no event names one.
  ///
  /// The last event, not ``targetKind``: a pass solved again keeps the first solve's kind
  /// there, and the views end where the last solve put them.
  package var keptClear: AvoidanceContext.TargetKind {
    for event in events.reversed() {
      if case .target(_, let kind, _, _, _) = event.detail { return kind }
    }
    return .field
  }
}
