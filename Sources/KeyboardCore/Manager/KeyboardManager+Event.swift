extension KeyboardManager {
  /// Something the manager did or says, as its observers hear it
  /// (``KeyboardManager/addObserver(_:)``).
  ///
  /// An extensible set, as argument-parser's `ArgumentVisibility`: compare ``kind`` with the
  /// kinds an observer reacts to, and read the parts it needs (``plan``, ``reason``); a new
  /// kind breaks no client.
  ///
  /// ```swift
  /// manager.addObserver { event in
  ///   if event.kind == .restored { print("restored: \(event.reason ?? "")") }
  /// }
  /// ```
  public struct Event: Sendable, Hashable, CustomStringConvertible {
    /// What happened, with its parts.
    package let detail: Detail

    init(_ detail: Detail) {
      self.detail = detail
    }

    /// Which kind of event this is.
    public var kind: Kind {
      switch detail {
      case .planApplied: .planApplied
      case .restored: .restored
      case .log: .log
      }
    }

    /// Why the manager acted, for an applied plan or a restore (for example
    /// `keyboard willShow`, `TextField "Email" began editing`, `keyboard willHide`); `nil` for
    /// a log line.
    public var reason: String? {
      switch detail {
      case .planApplied(let reason, _), .restored(let reason): reason
      case .log: nil
      }
    }

    /// The plan a pass applied, with its mutations, animation and trace (the values are
    /// already applied when observers hear of it); `nil` for other kinds.
    public var plan: AvoidancePlan? {
      guard case .planApplied(_, let plan) = detail else { return nil }
      return plan
    }

    /// The event as one line: the log line itself, or the kind and the reason.
    public var description: String {
      switch detail {
      case .planApplied(let reason, let plan):
        "planApplied (\(reason)): \(plan.mutations.count) mutations"
      case .restored(let reason): "restored (\(reason))"
      case .log(let line): line
      }
    }
  }
}

extension KeyboardManager.Event {
  /// Which kind of event an observer hears: an extensible set of named kinds.
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    enum Name: String, Sendable, Hashable {
      case planApplied
      case restored
      case log
    }

    let name: Name

    /// A pass ran and applied its plan (``KeyboardManager/Event/plan``, perhaps empty).
    public static let planApplied = Kind(name: .planApplied)
    /// Everything the manager had changed was put back.
    public static let restored = Kind(name: .restored)
    /// A line of the manager's debug log (only with ``KeyboardManager/isDebuggingEnabled``):
    /// pass markers, the trace, what was remembered and restored, warnings.
    public static let log = Kind(name: .log)

    /// The kind's name, such as `planApplied`.
    public var description: String { name.rawValue }
  }

  /// What happened, with its parts: package-wide, so the project's own targets can switch.
  package enum Detail: Sendable, Hashable {
    /// A pass ran: why, and the plan it applied.
    case planApplied(reason: String, plan: AvoidancePlan)
    /// Everything was put back: why.
    case restored(reason: String)
    /// A debug log line.
    case log(String)
  }
}
