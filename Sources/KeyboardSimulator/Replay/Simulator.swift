import KeyboardCore
import ReturnManager
import SceneFormat

/// Replays a scene's event script on its live tree, deterministically, on a virtual clock.
///
/// Each step runs its action, plays the system's part when the scene asks for it (the
/// keyboard shows when a field begins editing and hides when editing ends with no field
/// focused), lays the window out (`window.layoutIfNeeded()`, where the keyboard manager
/// re-solves after geometry changes), and advances the clock by the longest keyboard animation
/// it caused. The step's ``StepReport`` says what happened, which passes ran and why (the
/// solver's traces), what moved, the active field's clearance, the navigation state, the
/// expectations' results and the invariant checks.
///
/// ```swift
/// let simulator = try Simulator(scene: scene)
/// let report = simulator.run()
/// report.isSuccess          // every expectation held
/// ```
///
/// Not `Sendable`: use a simulator where it was made.
public final class Simulator {
  /// The live scene being replayed.
  public let live: LiveScene
  /// The virtual clock, in seconds.
  public private(set) var clock: Double = 0
  /// The index of the next step to run in the scene's `steps`.
  public private(set) var nextStepIndex = 0
  /// The file the scene came from, for reports.
  public let file: String?

  var collector = Collector()
  /// The setup line, written before the first step changes the configuration.
  package private(set) var setup = ""
  var lastKeyboard: Scene.KeyboardSpec?
  /// The input views the last posted keyboard frame was computed for.
  var postedInputViews = InputViews(nil)
  var remainingCover: Double = 0
  /// The broken constraints and ambiguous views already named in a report (each is named
  /// once).
  var reportedLayoutIssues: Set<String> = []

  /// What the manager reports while a step runs.
  struct Collector {
    /// The step's passes, kept as the manager gave them: their trace and mutations are put
    /// in words only when the step's report is made (``Pending/report``), so driving the live
    /// scene without steps (the lint does) formats nothing.
    var passes: [Pending] = []
    /// The trace of the step's last pass, or `nil` when the step ran none or restored
    /// everything after it: the clearance line's reason is read from it.
    var lastTrace: AvoidanceTrace?
    var restores: [String] = []
    /// For each restore, how many passes ran before it.
    var passesBeforeRestores: [Int] = []
    var animations: [Double] = []

    /// One applied plan and why its pass ran.
    struct Pending {
      var reason: String
      var plan: AvoidancePlan

      /// The pass as the step's report shows it.
      var report: StepReport.Pass {
        StepReport.Pass(
          reason: reason, trace: plan.trace.lines,
          mutations: plan.mutations.map(plan.description(of:)),
          remainingCover: plan.trace.remainingCover)
      }
    }
  }

  /// Builds a scene and prepares to replay it.
  ///
  /// - Parameters:
  ///   - scene: The scene; validated first.
  ///   - file: The file it came from, named in reports and errors.
  /// - Throws: `SceneError` when the scene is inconsistent.
  public init(scene: Scene, file: String? = nil) throws(SceneError) {
    self.file = file
    live = try SceneBuilder.build(scene, file: file ?? "scene")
    let manager = live.keyboardManager
    manager.addObserver { [weak self] event in self?.managerDidAct(event) }
    setup = setupDescription
  }

  /// The scene being replayed.
  public var scene: Scene { live.scene }

  /// Whether every step has run.
  public var isFinished: Bool { nextStepIndex >= scene.steps.count }

  /// Replays every remaining step.
  ///
  /// - Returns: The report: the built scene as step 0 (when no step has run yet), then one
  ///   report per step.
  public func run() -> ReplayReport {
    var steps: [StepReport] = []
    if nextStepIndex == 0 { steps.append(initialReport()) }
    while let report = step() { steps.append(report) }
    return ReplayReport(
      name: scene.name ?? file.map(Self.baseName) ?? "scene", summary: scene.summary,
      notes: scene.notes, file: file, setup: setup, steps: steps)
  }

  /// The report of the built scene, before any step: its snapshot and the scene's top-level
  /// expectations.
  ///
  /// - Returns: Step 0's report.
  public func initialReport() -> StepReport {
    let snapshot = self.snapshot()
    // Step 0 shows no pass, so its clearance line gives no reason from one.
    collector.lastTrace = nil
    return StepReport(
      index: 0, title: "built scene", note: nil, time: clock, duration: 0, events: [],
      passes: [], restores: [], changes: [], clearance: clearance(),
      navigation: navigation(), expectations: evaluate(scene.expectations),
      invariantViolations: live.window.invariantViolations(),
      diagnostics: live.window.diagnostics.map(\.description), before: snapshot, after: snapshot,
      constraints: constraintLines(from: snapshot, to: snapshot))
  }

  /// Runs the next step.
  ///
  /// - Returns: Its report, or `nil` when every step has run.
  public func step() -> StepReport? {
    guard !isFinished else { return nil }
    let index = nextStepIndex
    nextStepIndex += 1
    let step = scene.steps[index]
    let window = live.window
    let before = snapshot()
    let diagnosticCount = window.diagnostics.count
    collector = Collector()

    let hadResponder = window.firstResponder != nil
    let previousResponder = window.firstResponder.map(ObjectIdentifier.init)
    var events = perform(step.action)
    events += playSystem(
      after: step.action, hadResponder: hadResponder, previousResponder: previousResponder)
    layOutUntilSettled()

    let after = snapshot()
    let duration = collector.animations.max() ?? 0
    clock += duration
    let newDiagnostics =
      window.diagnostics.count >= diagnosticCount
      ? Array(window.diagnostics[diagnosticCount...]) : window.diagnostics
    return StepReport(
      index: index + 1, title: Self.title(of: step.action), note: step.note, time: clock,
      duration: duration, events: events, passes: collector.passes.map(\.report),
      restores: collector.restores, passesBeforeRestores: collector.passesBeforeRestores,
      changes: Self.changes(from: before, to: after),
      clearance: clearance(), navigation: navigation(),
      expectations: evaluate(step.expectations),
      invariantViolations: window.invariantViolations(),
      diagnostics: newDiagnostics.map(\.description), before: before, after: after,
      constraints: constraintLines(from: before, to: after))
  }

  /// Lays the window out as the frames after an event would: again while a layout (or the
  /// manager's pass after one) left views waiting for layout, at most ``framesPerStep`` times.
  ///
  /// A pass the manager runs from a layout can change what lays out around the input (a scroll
  /// that collapses a large title moves the view below the opaque bar); UIKit lays that out on
  /// the next frame, and so does the step, so that its report shows the views where they rest.
  private func layOutUntilSettled() {
    let window = live.window
    window.layoutIfNeeded()
    var frames = 1
    while window.isLayoutPending && frames < Self.framesPerStep {
      window.layoutIfNeeded()
      frames += 1
    }
    if window.isLayoutPending {
      window.report(
        Diagnostic(
          Self.layoutNotSettled,
          "the window still waits for layout after \(Self.framesPerStep) passes: each layout "
            + "(or the keyboard manager's pass after it) changes what the next one reads; the "
            + "step shows the state after the last pass"))
    }
  }

  /// The most layout passes a step runs (a layout that never settles stops there, with a
  /// ``layoutNotSettled`` diagnostic).
  static let framesPerStep = 8

  /// The diagnostic of a step whose layout did not settle in 8 passes (`framesPerStep`).
  public static let layoutNotSettled = Diagnostic.Code("layout-not-settled")

  // MARK: Manager observation

  private func managerDidAct(_ event: KeyboardManager.Event) {
    switch event.detail {
    case .planApplied(let reason, let plan):
      collector.passes.append(Collector.Pending(reason: reason, plan: plan))
      collector.lastTrace = plan.trace
      remainingCover = plan.trace.remainingCover
      if !plan.isEmpty { collector.animations.append(plan.animation.duration) }
    case .restored(let reason):
      collector.restores.append(reason)
      collector.passesBeforeRestores.append(collector.passes.count)
      collector.lastTrace = nil
      remainingCover = 0
    case .log: break
    }
  }

  // MARK: Configuration

  /// Applies manager settings (and their return-manager part) to live managers.
  static func apply(
    _ settings: Scene.ManagerSettings, to manager: KeyboardManager,
    returnManagers: [ReturnManager]
  ) {
    if let value = settings.keyboardDistance { manager.keyboardDistance = value }
    if let value = settings.strategy { manager.strategy = value }
    if let value = settings.layoutIfNeededOnUpdate { manager.layoutIfNeededOnUpdate = value }
    if let value = settings.isApplicationActive { manager.isApplicationActive = value }
    if let value = settings.isEnabled { manager.isEnabled = value }
    if let list = settings.enabledDistanceHandlingClasses {
      manager.enabledDistanceHandlingClasses = list.map(\.controllerType)
    }
    if let list = settings.disabledDistanceHandlingClasses {
      manager.disabledDistanceHandlingClasses = list.map(\.controllerType)
    }
    if let returnSettings = settings.returnManager {
      for returnManager in returnManagers { apply(returnSettings, to: returnManager) }
    }
  }

  /// Applies return-manager settings to a live return manager.
  static func apply(_ settings: Scene.ReturnSettings, to manager: ReturnManager) {
    if let order = settings.order {
      switch order {
      case .readingOrder: manager.order.mode = .readingOrder
      case .readingOrderRightToLeft: manager.order.mode = .readingOrder(direction: .rightToLeft)
      case .subviewOrder: manager.order.mode = .subviewOrder
      case .tagOrder: manager.order.mode = .tagOrder
      case .tagOrderPositiveFirst: manager.order.mode = .tagOrder(.positiveFirst)
      }
    }
    if let value = settings.lastTextInputViewReturnKeyType {
      manager.lastTextInputViewReturnKeyType = value
    }
    if let value = settings.dismissTextViewOnReturn { manager.dismissTextViewOnReturn = value }
    if let value = settings.wrapsAround { manager.wrapsAround = value }
    if let value = settings.skipsRefusingTargets { manager.skipsRefusingTargets = value }
    manager.reload()
  }

  // MARK: Descriptions

  var setupDescription: String {
    let screen = scene.screen
    let manager = live.keyboardManager
    var parts = [
      "\(screen.width.compactDescription)×\(screen.height.compactDescription) @\(screen.scale.compactDescription)x"
    ]
    let safe = live.window.safeAreaInsets
    if safe != .zero {
      let edges = [
        ("top", safe.top), ("left", safe.left), ("bottom", safe.bottom), ("right", safe.right),
      ]
      .filter { $0.1 != 0 }.map { "\($0.0) \($0.1.compactDescription)" }
      parts.append("safe area " + edges.joined(separator: ", "))
    }
    parts.append(
      manager.isEnabled
        ? "manager on (distance \(manager.keyboardDistance.compactDescription), \(manager.strategy))"
        : "manager off")
    parts.append(
      "keyboard \(scene.keyboard.summary)" + (scene.automaticKeyboard ? "" : ", scripted"))
    return parts.joined(separator: " · ")
  }

  static func title(of action: Scene.Action) -> String {
    switch action {
    case .focus(let id): "focus \(id)"
    case .resign: "resign"
    case .showKeyboard(let keyboard): "showKeyboard (\(keyboard.summary))"
    case .changeKeyboard(let keyboard): "changeKeyboard (\(keyboard.summary))"
    case .hideKeyboard: "hideKeyboard"
    case .pressReturn: "pressReturn"
    case .goNext: "goNext"
    case .goPrevious: "goPrevious"
    case .done: "done"
    case .type(let text): "type \(JSONValue.string(text).serialized())"
    case .rotate: "rotate"
    case .resizeWindow(let frame, _, _): "resizeWindow \(frame)"
    case .updateView(let id, let update):
      "updateView \(id) (\(update.setKeys.joined(separator: ", ")))"
    case .updateController(let id, let update):
      "updateController \(id) (\(update.setKeys.joined(separator: ", ")))"
    case .configure(let settings):
      "configure (\(Self.settingKeys(settings).joined(separator: ", ")))"
    case .reloadLayout: "reloadLayout"
    case .pressKey, .push, .pop, .present, .dismiss, .selectTab, .addView, .removeView:
      sessionTitle(of: action)
    case .drag(let drag): "drag \(drag.summary)"
    }
  }

  private static func settingKeys(_ settings: Scene.ManagerSettings) -> [String] {
    var keys: [String] = []
    if let value = settings.isEnabled { keys.append("isEnabled \(value)") }
    if let value = settings.keyboardDistance {
      keys.append("keyboardDistance \(value.compactDescription)")
    }
    if let value = settings.strategy { keys.append("strategy \(value)") }
    if let value = settings.layoutIfNeededOnUpdate {
      keys.append("layoutIfNeededOnUpdate \(value)")
    }
    if let value = settings.isApplicationActive { keys.append("isApplicationActive \(value)") }
    if settings.returnManager != nil { keys.append("returnManager") }
    if let list = settings.enabledDistanceHandlingClasses {
      keys.append(
        "enabledDistanceHandlingClasses [\(list.map(\.rawValue).joined(separator: ", "))]")
    }
    if let list = settings.disabledDistanceHandlingClasses {
      keys.append(
        "disabledDistanceHandlingClasses [\(list.map(\.rawValue).joined(separator: ", "))]")
    }
    return keys
  }

  package static func baseName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
  }
}
