/// The explanation of a plan: the numbers the solver worked with and one event per decision.
///
/// Print it (``description``, or ``lines``) to see why a view moved; tests and tools can read
/// the fields and the structured ``events``. Lines are rendered only when read, so solving
/// stays cheap.
///
/// When the solver looks more than once (a large title that settles, a keyboard that covers
/// the target differently where the views end up), the plans merge and so do their traces:
/// ``targetKind``, ``requiredRise``, ``roomAbove`` and ``move`` are the first look's, what the
/// context asked; ``scrolled`` and ``rootRise`` add up every look; ``remainingCover`` is the
/// last look's, what the merged plan leaves; ``events`` holds every look's events in order,
/// each later look introduced by its reason.
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
  package init() {
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
}
