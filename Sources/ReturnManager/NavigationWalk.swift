import KeyboardCore

/// The result of walking a form end to end with Next (or Previous), as
/// ``ReturnManager/walk(_:)`` performs it: the fields visited, in order, and the first thing
/// that went wrong, if anything.
///
/// A walk is clean when it starts at the first field of the order (the last, walking
/// Previous), visits every field of the order exactly once and ends at the last one (the
/// first). The reliability checks call it after every step of a scene.
///
/// ```swift
/// let walk = manager.walk(.next)
/// walk.isClean                  // true
/// walk.visited.count            // 18
/// walk.violation?.description   // nil, or "step 9 revisited R7"
/// ```
///
/// Not `Sendable`: it holds the visited fields, which live in a view tree.
public struct NavigationWalk {
  /// The fields that held focus, in the order they got it, starting with the first.
  public var visited: [any TextInput]
  /// The number of fields in the order when the walk started.
  public var expectedCount: Int
  /// The first rule the walk broke, or `nil` when it is clean.
  public var violation: Violation?

  /// Whether the walk visited every field exactly once and ended at the end of the order.
  public var isClean: Bool { violation == nil }

  /// Creates a walk result.
  ///
  /// - Parameters:
  ///   - visited: The fields that held focus, in order.
  ///   - expectedCount: The number of fields in the order when the walk started.
  ///   - violation: The first rule the walk broke, or `nil`.
  public init(visited: [any TextInput], expectedCount: Int, violation: Violation?) {
    self.visited = visited
    self.expectedCount = expectedCount
    self.violation = violation
  }

  /// A rule a walk broke: an extensible set of kinds (new ones never break a client's
  /// `switch`), with the step where it happened and the field involved.
  public struct Violation: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
      case startRefused
      case revisited
      case stoppedEarly
      case tooManySteps
      case endedAway
    }

    let kind: Kind
    /// The number of moves made when the rule broke (0 is the start).
    public let step: Int
    /// The name of the field involved (its identifier, placeholder or type), for reports.
    public let inputName: String

    init(_ kind: Kind, step: Int, inputName: String) {
      self.kind = kind
      self.step = step
      self.inputName = inputName
    }

    /// Whether this is the same kind of violation as `other`, whatever the step and field.
    ///
    /// - Parameter other: The violation to compare with.
    /// - Returns: Whether the kinds match.
    public func isKind(of other: Violation) -> Bool { kind == other.kind }

    /// The first field of the order (the last, walking Previous) could not be focused.
    public static let startRefused = Violation(.startRefused, step: 0, inputName: "")
    /// A move landed on a field that was visited before: the walk would cycle.
    public static let revisited = Violation(.revisited, step: 0, inputName: "")
    /// A move failed before the walk reached the end of the order: the remaining fields cannot
    /// be reached this way.
    public static let stoppedEarly = Violation(.stoppedEarly, step: 0, inputName: "")
    /// The walk made more moves than the order has fields (it is bounded, so it always ends).
    public static let tooManySteps = Violation(.tooManySteps, step: 0, inputName: "")

    /// Every field was visited once, but the walk did not end at the end of the order (the
    /// order changed under the walk).
    public static let endedAway = Violation(.endedAway, step: 0, inputName: "")

    /// A sentence for reports, such as `step 9: revisited R7`.
    public var description: String {
      switch kind {
      case .startRefused: "step \(step): the first field \(inputName) could not be focused"
      case .revisited: "step \(step): revisited \(inputName)"
      case .stoppedEarly: "step \(step): stopped at \(inputName) before the end of the order"
      case .tooManySteps: "step \(step): more moves than fields, at \(inputName)"
      case .endedAway: "step \(step): ended at \(inputName), not at the end of the order"
      }
    }
  }
}

extension TextInput {
  /// A short name for reports: the identifier, else the placeholder, else the type.
  var reportName: String {
    identifier ?? placeholder ?? typeName
  }
}
