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

  /// Creates a plan.
  public init(mutations: [Mutation], animation: KeyboardAnimation, trace: AvoidanceTrace) {
    self.mutations = mutations
    self.animation = animation
    self.trace = trace
  }

  /// Whether the plan changes nothing.
  public var isEmpty: Bool { mutations.isEmpty }

  /// One change to the tree.
  public enum Mutation: Sendable, Hashable, CustomStringConvertible {
    /// Set the content offset of the scroll view at this index of
    /// ``AvoidanceContext/scrollViews``.
    case setContentOffset(scrollView: Int, Point)
    /// Set the content inset of the scroll view at this index.
    case setContentInset(scrollView: Int, Insets)
    /// Set the vertical indicator insets of the scroll view at this index.
    case setIndicatorInsets(scrollView: Int, Insets)
    /// Move the root view's origin.
    case setRootOrigin(Point)
    /// Resize the root view (``AvoidanceStrategy/resizeRoot``).
    case setRootSize(Size)

    /// The mutation in words, with indices.
    public var description: String {
      switch self {
      case .setContentOffset(let index, let offset): "scroll view #\(index) offset → \(offset)"
      case .setContentInset(let index, let inset): "scroll view #\(index) inset → \(inset)"
      case .setIndicatorInsets(let index, let inset):
        "scroll view #\(index) indicator insets → \(inset)"
      case .setRootOrigin(let origin): "root origin → \(origin)"
      case .setRootSize(let size): "root size → \(size)"
      }
    }
  }
}

/// The explanation of a plan: the numbers the solver worked with and one line per decision.
///
/// Print it (``description``) to see why a view moved; tests can read the fields.
public struct AvoidanceTrace: Sendable, Hashable, CustomStringConvertible {
  /// How far the target must rise to clear the keyboard plus distance; negative is slack,
  /// `nil` when the keyboard does not cover it (hidden, or beside or above it).
  public var requiredRise: Double?
  /// How far the target can rise before its top reaches the top guide.
  public var roomAbove: Double
  /// The move the solver aimed for: `min(requiredRise, roomAbove)`; negative moves down.
  public var move: Double
  /// How far each scroll view scrolled (positive is content moving up), by index; skipped
  /// ones are absent.
  public var scrolled: [Int: Double]
  /// How far the root view rose in this pass (negative: it came down).
  public var rootRise: Double
  /// How much of the target (plus distance) the keyboard still covers after the plan; 0 when
  /// clear.
  public var remainingCover: Double
  /// One line per decision, in order.
  public var lines: [String]

  /// Creates an empty trace.
  public init() {
    requiredRise = nil
    roomAbove = 0
    move = 0
    scrolled = [:]
    rootRise = 0
    remainingCover = 0
    lines = []
  }

  /// The lines, one per row.
  public var description: String { lines.joined(separator: "\n") }
}
