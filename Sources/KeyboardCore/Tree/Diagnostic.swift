/// A message about input the model rejected or adjusted instead of trapping.
///
/// Hosts hand the model values from outside (frames from their own layout, keyboard frames from
/// the system). Where such a value is unusable (NaN, infinite, negative), the model keeps its
/// previous consistent state and reports a `Diagnostic` to the window the value was meant for
/// (``Window/diagnostics`` and ``Window/diagnosticHandler``). Managers report through the same
/// channel (for example a negative ``KeyboardManager/keyboardDistance`` clamped to zero).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem a diagnostic reports; an extensible set of named codes.
  public struct Code: Sendable, Hashable, CustomStringConvertible {
    /// The code's stable name, for example `non-finite-frame`.
    public var name: String

    /// Creates a code with the given stable name.
    public init(_ name: String) { self.name = name }

    /// A frame, bounds or offset with a NaN or infinite component was rejected.
    public static let nonFiniteGeometry = Code("non-finite-geometry")
    /// A size with a negative width or height was rejected.
    public static let negativeSize = Code("negative-size")
    /// A keyboard frame with a NaN or infinite component was ignored.
    public static let nonFiniteKeyboardFrame = Code("non-finite-keyboard-frame")
    /// A configuration value outside its range was clamped.
    public static let clampedValue = Code("clamped-value")
    /// A focus change was requested from inside a focus callback and was deferred.
    public static let reentrantFocusChange = Code("reentrant-focus-change")
    /// Focus callbacks kept asking for focus (two delegates handing it to each other): the
    /// chain of deferred requests was stopped at ``Window/deferredFocusRequestLimit``.
    public static let focusLoop = Code("focus-loop")
    /// The first responder left the window and was resigned without asking its delegate.
    public static let forcedResign = Code("forced-resign")
    /// An event arrived for a view that is no longer in the window.
    public static let staleView = Code("stale-view")
    /// A required layout constraint could not hold with the others and was broken.
    public static let unsatisfiableConstraints = Code("unsatisfiable-constraints")
    /// Auto Layout kept moving views after its bounded number of rounds.
    public static let layoutDidNotSettle = Code("layout-did-not-settle")

    /// The code's name.
    public var description: String { name }
  }

  /// What kind of problem this is.
  public var code: Code
  /// A one-line, human-readable explanation naming the value and what was done with it.
  public var message: String

  /// Creates a diagnostic.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The diagnostic as `code: message`.
  public var description: String { "\(code): \(message)" }
}
