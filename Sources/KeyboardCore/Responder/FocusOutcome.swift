/// What a request to move focus did, with the reason when it failed.
public enum FocusOutcome: Sendable, Hashable, CustomStringConvertible {
  /// The input is now the first responder (or, for a resign, no input is).
  case succeeded
  /// Nothing changed: the input already was (or, for a resign, was not) the first responder.
  case unchanged
  /// The input cannot take focus.
  case blocked(FocusBlocker)
  /// The input's delegate refused to begin editing.
  case refusedToBegin
  /// The current first responder's delegate refused to end editing.
  case refusedToEnd
  /// The request came from inside a focus callback; it runs when the current change finishes.
  case deferred

  /// Whether the request reached its goal (``succeeded`` or ``unchanged``).
  public var isSuccess: Bool {
    switch self {
    case .succeeded, .unchanged: true
    default: false
    }
  }

  /// A short phrase for traces.
  public var description: String {
    switch self {
    case .succeeded: "succeeded"
    case .unchanged: "unchanged"
    case .blocked(let blocker): "blocked: \(blocker)"
    case .refusedToBegin: "refused by the input's delegate"
    case .refusedToEnd: "refused by the current first responder's delegate"
    case .deferred: "deferred until the current focus change finishes"
    }
  }
}
