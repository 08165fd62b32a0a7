import KeyboardSimulator
import SceneFormat

/// What ``SceneLinter`` found: per screen, per input, the worst case of the matrix and why;
/// and the inputs Next does not reach.
public struct LintReport: Sendable, Hashable {
  /// How an input fared across the matrix.
  public enum Status: String, Sendable, Hashable {
    /// Always at least its distance above the keyboard (or beside it).
    case clear
    /// Never covered, but somewhere closer to the keyboard than its distance asks.
    case tight
    /// Covered somewhere, and the manager's trace says why.
    case covered
    /// Covered somewhere with no reason: a bug in the screen or the manager.
    case unexplained
    /// Never took focus (hidden, disabled, not interactive).
    case notFocusable = "not focusable"
  }

  /// One input's result.
  public struct Field: Sendable, Hashable {
    /// The input's id.
    public var id: String
    /// What keeps the input from focus or Next, when the scene says so.
    public var obstacle: String?
    /// The cases tried.
    public var cases = 0
    /// The cases in which the input took focus.
    public var focusedCases = 0
    /// The cases in which it ended covered.
    public var coveredCases = 0
    /// The covered cases without a reason.
    public var unexplainedCases = 0
    /// The distance the input asks for above the keyboard.
    public var wanted: Double = 0
    /// The worst clearance (keyboard top minus input bottom; infinity when the keyboard is
    /// beside it), or `nil` when it never took focus.
    public var worst: Double?
    /// Where the worst clearance happens.
    public var worstCase: LintCase?
    /// What the solver said in the worst case.
    public var worstReason = ""
    /// The form (return manager) holding the input, from the first case it took focus in.
    public var form: String?
    /// That form's navigation order when the input first took focus.
    var formOrder: [String] = []
    var worstIsExplained = true
    /// Every case, in the order tried: what the input showed there.
    public var results: [CaseResult] = []

    init(id: String, obstacle: String?) {
      self.id = id
      self.obstacle = obstacle
    }

    /// The input's status.
    public var status: Status {
      guard let worst else { return .notFocusable }
      if unexplainedCases > 0 { return .unexplained }
      if coveredCases > 0 { return .covered }
      return worst < wanted - SceneLinter.tolerance ? .tight : .clear
    }
  }

  /// One input in one case.
  public struct CaseResult: Sendable, Hashable {
    /// The case.
    public var lintCase: LintCase
    /// The clearance (infinity when the keyboard is beside the input), or `nil` when the input
    /// did not take focus.
    public var distance: Double?
    /// Whether the input ended covered.
    public var isCovered = false
    /// Whether a cover has a reason (always `true` when not covered).
    public var isExplained = true
    /// What the solver said.
    public var reason = ""

    /// How far the input is covered (positive points on the case's pixel grid), or `nil`.
    public var coveredBy: Double? {
      guard isCovered, let distance else { return nil }
      let scale = lintCase.device.scale
      return (-distance * scale).rounded() / scale
    }
  }

  /// One screen's result.
  public struct Screen: Sendable, Hashable {
    /// The screen's name.
    public var name: String
    /// Its file.
    public var source: String
    /// The cases tried.
    public var cases: Int
    /// The inputs, in document order.
    public var fields: [Field]
    /// The inputs Next visits from the first of each form's navigation order, in order.
    public var nextOrder: [String]
    /// Cases that could not be built.
    public var problems: [String]

    /// The inputs Next does not reach, with the reason the scene gives (or where Next stops).
    public var unreachable: [(id: String, reason: String)] {
      fields.filter { !nextOrder.contains($0.id) }.map { field in
        if let obstacle = field.obstacle { return (field.id, obstacle) }
        if field.focusedCases == 0 { return (field.id, "never takes focus") }
        return (field.id, "not in the navigation order of \(field.form ?? "its form")")
      }
    }
  }

  /// The screens, in the order given.
  public var screens: [Screen]

  /// Whether some input ended covered with no reason (or a case could not be built): the
  /// report's failure.
  public var hasUnexplainedCover: Bool {
    screens.contains { screen in
      !screen.problems.isEmpty || screen.fields.contains { $0.status == .unexplained }
    }
  }

  /// The number of inputs with each status.
  public func count(_ status: Status) -> Int {
    screens.reduce(0) { $0 + $1.fields.filter { $0.status == status }.count }
  }

  /// One line: screens, inputs, focus checks, statuses and unreachable inputs.
  public var summary: String {
    let inputs = screens.reduce(0) { $0 + $1.fields.count }
    let checks = screens.reduce(0) { $0 + $1.fields.reduce(0) { $0 + $1.cases } }
    let unreachable = screens.reduce(0) { $0 + $1.unreachable.count }
    return "lint: \(screens.count) screen\(screens.count == 1 ? "" : "s"), \(inputs) input"
      + "\(inputs == 1 ? "" : "s"), \(checks) focus checks: \(count(.clear)) clear, "
      + "\(count(.tight)) tight, \(count(.covered)) covered with a reason, "
      + "\(count(.unexplained)) covered without one, \(count(.notFocusable)) not focusable; "
      + "\(unreachable) not reached by Next"
      + (hasUnexplainedCover ? " — FAILED" : "")
  }
}
