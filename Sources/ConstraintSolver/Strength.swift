/// How much a constraint matters: a UIKit-style priority from just above 0 to 1000, where 1000
/// is required.
///
/// A required constraint always holds (or ``Solver/add(_:)`` throws). An optional one may be
/// violated; the solver minimises the **weighted sum** of the violations of all optional
/// constraints, each violation `|error|` costing ``weight`` × `|error|`. The weight grows
/// steeply with the priority (see ``weight``): a priority of 750 costs about 1,000 times a
/// priority of 250, so a higher priority wins unless the lower-priority violations it causes
/// are about a thousand times larger. This is a weighted sum, not UIKit's strict lexicographic
/// order: many large violations at a low priority can outweigh one small violation at a higher
/// one, and priorities close to each other (750 and 751) weigh almost the same.
///
/// ``strong`` sits between 999 and required, with a weight 1,000 times that of 999, for edit
/// variables that must win over every optional constraint a UIKit layout can have.
public struct Strength: Sendable, Hashable, Comparable {
  /// The priority, in `0 < priority <= 1000`; 1000 is required.
  ///
  /// - Precondition: `priority` is finite and in `0 < priority <= 1000`.
  public var priority: Double {
    didSet { Strength.validate(priority) }
  }

  /// Creates a strength from a UIKit-style priority.
  ///
  /// - Parameter priority: The priority, in `0 < priority <= 1000`; 1000 is required.
  /// - Precondition: `priority` is finite and in `0 < priority <= 1000`.
  public init(priority: Double) {
    Strength.validate(priority)
    self.priority = priority
  }

  /// Priority 1000: the constraint must hold.
  public static let required = Strength(priority: 1000)

  /// Priority 999.5, weighing 1,000 times priority 999: for edit variables that must win over
  /// any optional UIKit priority.
  public static let strong = Strength(priority: 999.5)

  /// Priority 750, UIKit's `UILayoutPriority.defaultHigh` (the default compression resistance).
  public static let defaultHigh = Strength(priority: 750)

  /// Priority 250, UIKit's `UILayoutPriority.defaultLow` (the default content hugging).
  public static let defaultLow = Strength(priority: 250)

  /// Whether this is the required strength (priority 1000).
  public var isRequired: Bool { priority == 1000 }

  /// The cost of one unit of violation of an optional constraint with this strength.
  ///
  /// A steep, continuous, increasing map of the priority `p`:
  /// - `p <= 999`: `10^(6 × (p − 1) / 998)`, from 1 at priority 1 to 10⁶ at priority 999, so
  ///   each 100 priority points multiply the weight by about 4 (250 → 10^1.5, 750 → 10^4.5);
  /// - `999 < p < 1000`: `10^(6 + 6 × (p − 999))`, so ``strong`` (999.5) weighs 10⁹.
  ///
  /// The required strength has no weight: it is a hard constraint, and this returns
  /// `Double.infinity` for it.
  public var weight: Double {
    if isRequired { return .infinity }
    if priority <= 999 { return Strength.powerOfTen(6 * (priority - 1) / 998) }
    return Strength.powerOfTen(6 + 6 * (priority - 999))
  }

  /// Orders strengths by priority.
  ///
  /// - Parameters:
  ///   - lhs: A strength.
  ///   - rhs: Another strength.
  /// - Returns: Whether `lhs` has the lower priority.
  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    lhs.priority < rhs.priority
  }

  private static func validate(_ priority: Double) {
    precondition(
      priority.isFinite && priority > 0 && priority <= 1000,
      "Strength priority must be finite and in 0 < priority <= 1000")
  }

  /// `10^exponent` for `-1 <= exponent <= 13`, without Foundation: whole powers by
  /// multiplication, the fraction by the exponential series (the standard library has no `pow`).
  private static func powerOfTen(_ exponent: Double) -> Double {
    var result = 1.0
    var remaining = exponent
    while remaining >= 1 {
      result *= 10
      remaining -= 1
    }
    while remaining < 0 {
      result /= 10
      remaining += 1
    }
    // 10^f = e^(f ln 10), f in [0, 1): the series converges to double precision in 30 terms.
    let x = remaining * 2.302_585_092_994_045_7
    var term = 1.0
    var sum = 1.0
    for n in 1...30 {
      term *= x / Double(n)
      sum += term
    }
    return result * sum
  }
}
