/// The distance solver's special rules: what its seven steps need beyond themselves, each
/// named for the function or value that applies it and documented with its reason there.
///
/// The cases are the list in ``AvoidanceSolver``'s header, in its order. Every rule is pinned
/// by scenes in `Tests/Regressions/` that fail without it: `SpecialRuleGuardTests` switches
/// each rule off in turn and checks that its scenes fail, so a rule no scene needs any more
/// is found (remove it), and a new rule comes with the scene that needs it.
///
/// Switching a rule off (``AvoidanceContext/rulesSwitchedOff``,
/// ``KeyboardManager/rulesSwitchedOff``, `keyboard-sim --without-rule`) is for those checks
/// only: a plan made without a rule may break the solver's invariants, and debug builds do
/// not stop on it.
package enum SpecialRule: Int, CaseIterable, Sendable, Hashable {
  // Around the pass.
  case leftToTheKeyboardGuide = 1
  // Step 5.
  case givingTheCaretBackToTheGuide

  /// The rule named `name` (its case's name), or `nil`.
  package init?(named name: String) {
    guard let rule = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
    self = rule
  }
}

/// A set of ``SpecialRule``s, as one word: the solver asks it on every step.
package struct SpecialRules: Sendable, Hashable {
  private var bits: UInt64 = 0

  /// The empty set: every rule applies.
  package init() {}

  /// The set of `rules`.
  package init(_ rules: some Sequence<SpecialRule>) {
    for rule in rules { insert(rule) }
  }

  /// Whether the set is empty.
  package var isEmpty: Bool { bits == 0 }

  /// Whether `rule` is in the set.
  @inline(__always)
  package func contains(_ rule: SpecialRule) -> Bool {
    bits & ((1 as UInt64) << rule.rawValue) != 0
  }

  /// Adds `rule`.
  package mutating func insert(_ rule: SpecialRule) {
    bits |= (1 as UInt64) << rule.rawValue
  }
}

extension AvoidanceContext {
  /// Whether the solver applies `rule` to this context (``rulesSwitchedOff``).
  @inline(__always)
  func applies(_ rule: SpecialRule) -> Bool {
    rulesSwitchedOff.isEmpty || !rulesSwitchedOff.contains(rule)
  }
}

extension SolverPass {
  /// Whether the pass applies `rule` (``AvoidanceContext/rulesSwitchedOff``).
  @inline(__always)
  func applies(_ rule: SpecialRule) -> Bool { context.applies(rule) }
}
