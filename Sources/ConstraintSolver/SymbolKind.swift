/// What a tableau symbol stands for (Badros, Borning and Stuckey 2001, section 3).
///
/// Symbols are plain `Int` ids into the tableau's per-symbol arrays; the kind says how the
/// simplex may treat one.
enum SymbolKind: UInt8 {
  /// A caller's ``Variable``: unrestricted in sign.
  case external
  /// The slack `s >= 0` that turns an inequality into an equation.
  case slack
  /// One of the errors `e >= 0` of an optional constraint, weighted in the objective.
  case error
  /// The marker of a required equation: always 0, never enters the basis.
  case dummy

  /// Whether the symbol is restricted to non-negative values (every kind but external).
  var isRestricted: Bool { self != .external }

  /// Whether the simplex may pivot the symbol into the basis (slacks and errors).
  var isPivotable: Bool { self == .slack || self == .error }
}
