import KeyboardCore
import KeyboardSimulator
import SceneFormat

/// Focuses every text input of every screen on every device, orientation and keyboard of a
/// ``LintConfiguration`` and reports, per input, the worst clearance above the keyboard, where
/// it happens and what the solver said; and which inputs the toolbar's Next does not reach.
///
/// ```swift
/// let screens = try InterfaceBuilderImport(documents: [document]).screens().map(LintScreen.init)
/// let report = SceneLinter.lint(screens)
/// print(report.text)
/// report.hasUnexplainedCover   // true: fail the build
/// ```
///
/// Each case builds the screen on the case's device (see ``LintScreen``), shows the case's
/// keyboard and focuses the inputs one after another, as a user tapping from field to field
/// would. A field is *covered* when the keyboard's top is above its bottom once the keyboard
/// manager has moved things; the cover is *explained* when the manager's trace says why it
/// could not do more (the root's rise was clamped at the keyboard's overlap, there was no root
/// to move, the strategy keeps the root, the root was resized, a tall text view's caret is at
/// the top guide) or when the manager does not handle the field. Anything else is a bug in the
/// screen or in the manager, and ``LintReport/hasUnexplainedCover`` is `true`.
public enum SceneLinter {
  /// Lints screens.
  ///
  /// - Parameters:
  ///   - screens: The screens.
  ///   - configuration: The devices, orientations and keyboards.
  /// - Returns: The report.
  /// - Complexity: O(s · c · n · w), s screens, c cases, n inputs per screen, w the cost of a
  ///   focus change (a layout pass and a solve).
  public static func lint(
    _ screens: [LintScreen], configuration: LintConfiguration = .default
  ) -> LintReport {
    LintReport(screens: screens.map { lint($0, configuration: configuration) })
  }

  static let tolerance = 1e-6

  static func lint(_ screen: LintScreen, configuration: LintConfiguration)
    -> LintReport.Screen
  {
    var fields = screen.inputs.map { LintReport.Field(id: $0, obstacle: screen.obstacles[$0]) }
    var caseCount = 0
    var problems: [String] = []
    let steps = screen.inputs.map { Scene.Step(.focus($0)) }
    for device in configuration.devices {
      for lintCase in configuration.cases(for: device) {
        let insets = lintCase.isLandscape ? device.landscapeInsets : device.portraitInsets
        let scene = screen.scene(
          on: lintCase.screenSize, insets: insets, keyboard: lintCase.keyboard.spec,
          steps: steps)
        let simulator: Simulator
        do {
          simulator = try Simulator(scene: scene, file: screen.name)
        } catch {
          problems.append("\(lintCase): the scene does not build: \(error)")
          continue
        }
        caseCount += 1
        let recorder = PlanRecorder()
        simulator.live.keyboardManager.addObserver { event in
          if let plan = event.plan { recorder.plan = plan }
        }
        for index in fields.indices {
          recorder.plan = nil
          guard let report = simulator.step() else { break }
          fields[index].record(report, plan: recorder.plan, in: lintCase)
        }
      }
    }
    let walk = nextWalk(screen, fields: fields)
    return LintReport.Screen(
      name: screen.name, source: screen.source, cases: caseCount, fields: fields,
      nextOrder: walk, problems: problems)
  }

  /// The inputs Next visits, form by form: from the first input of each form's navigation
  /// order, on the screen's own device.
  static func nextWalk(_ screen: LintScreen, fields: [LintReport.Field]) -> [String] {
    var order: [String] = []
    var walkedForms: Set<String> = []
    for field in fields where field.focusedCases > 0 {
      guard let form = field.form, !walkedForms.contains(form) else { continue }
      walkedForms.insert(form)
      let start = field.formOrder.first ?? field.id
      var scene = screen.scene
      scene.steps =
        [Scene.Step(.focus(start))]
        + Array(repeating: Scene.Step(.goNext), count: screen.inputs.count)
      scene.expectations = []
      guard let simulator = try? Simulator(scene: scene, file: screen.name) else { continue }
      while let report = simulator.step() {
        guard let reached = report.clearance?.field, !order.contains(reached) else { break }
        order.append(reached)
      }
    }
    return order
  }

  private final class PlanRecorder {
    var plan: AvoidancePlan?
  }
}

extension LintReport.Field {
  mutating func record(_ report: StepReport, plan: AvoidancePlan?, in lintCase: LintCase) {
    cases += 1
    guard let clearance = report.clearance, clearance.field == id else { return }
    focusedCases += 1
    wanted = clearance.wanted
    if form == nil, let navigation = report.navigation {
      form = navigation.form
      formOrder = navigation.fields.map(\.name)
    }
    // A text view taller than the visible area is kept clear by its caret's line, not its
    // bottom: measure what the solver aimed at.
    let distance: Double
    if plan?.trace.targetKind == .caretLine {
      distance = clearance.caretDistance ?? .infinity
    } else {
      distance = clearance.distance ?? .infinity
    }
    let covered = distance < -SceneLinter.tolerance
    var reason = Self.summary(of: plan)
    var isExplained = true
    if covered {
      coveredCases += 1
      if let explanation = Self.explanation(in: plan) {
        reason = explanation
      } else if let obstacle, obstacle == "keyboard manager disabled for it" {
        reason = obstacle
      } else {
        isExplained = false
        unexplainedCases += 1
        reason = plan == nil ? "no pass ran" : "no reason in the trace"
      }
    }
    let isWorse: Bool
    if let current = worst {
      // An unexplained cover outranks every explained case: it is what the report is for.
      if isExplained != worstIsExplained {
        isWorse = !isExplained
      } else {
        isWorse = distance < current
      }
    } else {
      isWorse = true
    }
    if isWorse {
      worst = distance
      worstCase = lintCase
      worstReason = reason
      worstIsExplained = isExplained
      worstStep = report
    }
  }

  /// The first trace event that explains a remaining cover, as the reliability checks read it.
  static func explanation(in plan: AvoidancePlan?) -> String? {
    guard let trace = plan?.trace else { return nil }
    for event in trace.events {
      switch event.detail {
      case .rootClamped, .rootHeld, .noRoot, .rootKept, .rootNotContainingInput, .rootOutOfReach,
        .rootResized,
        .caretAtTopGuide:
        return event.description
      default: continue
      }
    }
    if let required = trace.requiredRise, trace.move < required - SceneLinter.tolerance {
      return "the move (\(trace.move)) is less than the rise needed (\(required)): "
        + "not enough room above"
    }
    return nil
  }

  /// What the manager did, in a few words.
  static func summary(of plan: AvoidancePlan?) -> String {
    guard let trace = plan?.trace else { return "no pass" }
    var parts: [String] = []
    for event in trace.events {
      switch event.detail {
      case .notCovered: return "not covered"
      case .scrolled(let name, let by, _, _, _): parts.append("scrolled \(name) by \(by.lintText)")
      case .scrolledDown(let name, let by, _, _):
        parts.append("scrolled \(name) down by \(by.lintText)")
      case .rootMoved(let root, let rise, _, _): parts.append("moved \(root) up \(rise.lintText)")
      case .rootResized(let root, let height, _):
        parts.append("resized \(root) to \(height.lintText)")
      default: continue
      }
    }
    if parts.isEmpty, let last = trace.events.last { return last.description }
    return parts.joined(separator: "; ")
  }
}

extension Double {
  /// At most two decimals, no trailing zeros (`10`, `-12.5`, `0.33`); `∞` for infinity.
  var lintText: String {
    guard isFinite else { return self > 0 ? "∞" : "-∞" }
    let rounded = (self * 100).rounded() / 100
    if Swift.abs(rounded) < 1e15, let whole = Int64(exactly: rounded) {
      return String(whole)
    }
    return String(rounded)
  }
}
