import KeyboardCore
import KeyboardSimulator
import ReturnManager
import SceneFormat

/// A property that a replayed scene broke, with the step where it broke and what was seen.
package struct ReliabilityFailure: Sendable, Hashable, CustomStringConvertible {
  /// The properties the reliability checks verify after every step.
  package enum Property: String, Sendable, Hashable, CaseIterable {
    /// The scene could not be built or replayed.
    case replay
    /// `checkInvariants()` found a broken tree, or a value is not finite.
    case invariants
    /// The active field (a tall text view's caret line) is covered although a decision the
    /// context allows would have cleared it, judged on the applied geometry alone
    /// (``ReliabilityCheck/judgeClearance(_:adjustedTopInset:)``), or the plan said clear and
    /// it is covered.
    case clearance
    /// A field that was already clear made something scroll up or the root rise.
    case motionWhenClear
    /// Solving again right after a pass would change something.
    case idempotence
    /// A taller keyboard needed less rise than a shorter one.
    case monotonicity
    /// The manager left a scroll offset outside the range valid with its insets.
    case offsetRange
    /// After the keyboard hid, a value the manager touched was not restored bitwise.
    case restoration
    /// A return-key label disagrees with the navigation order.
    case returnKeys
    /// Reading the manager's snapshot changed the tree (its generation or an observer call).
    case readOnlySnapshot
    /// A focused text view taller than the visible area shows less of itself than fits, or
    /// its caret's line is covered.
    case tallTextView
    /// The same scene replayed again gave a different text or JSON report.
    case determinism
    /// A list grew past its cap or the tree grew during a session: more diagnostics than a
    /// window or keyboard keeps, more views than the scene built, more return managers.
    case boundedGrowth
    /// At the end of the scene, walking a form with Next (or Previous) did not visit every
    /// field exactly once, while the keyboard manager moved views for each field.
    case navigationWalk
    /// A required constraint that is active and not broken does not hold on the solved frames
    /// (within one pixel).
    case constraints
    /// Laying the window out again (`setNeedsLayout()`, `layoutIfNeeded()`) after a step of a
    /// scene with constraints moved a view.
    case layoutIdempotence
  }

  /// Which property broke.
  package var property: Property
  /// The step after which it broke (0: the built scene).
  package var step: Int
  /// What was seen, in one line.
  package var message: String

  /// Creates a failure.
  package init(_ property: Property, step: Int, _ message: String) {
    self.property = property
    self.step = step
    self.message = message
  }

  /// The failure as `step N: property: message`.
  package var description: String { "step \(step): \(property.rawValue): \(message)" }
}

/// Replays a scene step by step and checks, after every step, the properties that must hold
/// whatever the events: the tree's invariants and finite geometry; the active field clear of
/// the keyboard unless no decision the context allows could clear it (judged on geometry, not
/// on the trace); no motion for a field already clear; a second
/// solve changing nothing; a taller keyboard never needing less rise; the manager's offsets in
/// their valid range; every touched value restored bitwise when the keyboard hides (offsets
/// per `restoreContentOffset`, otherwise clamped into range; after an `updateController` step,
/// to the rest state it leaves); return-key labels matching the
/// navigation order; diagnostics within their caps and no view or return manager added during
/// the session; and, once every step held, the same scene replayed again giving a bitwise
/// identical text and JSON report.
package enum ReliabilityCheck {
  /// The tolerance for comparisons of computed positions (exact equality is used for
  /// restored values).
  static let tolerance = 1e-6

  /// Replays `scene` and returns the first broken property, or `nil` when all held.
  ///
  /// - Parameter scene: The scene to replay (for example from ``RandomScene/make(seed:maxSteps:)``).
  /// - Returns: The first failure, or `nil`.
  package static func firstFailure(in scene: Scene) -> ReliabilityFailure? {
    outcome(of: scene).failure
  }

  /// What replaying a scene with every property checked found.
  package struct Outcome: Sendable, Hashable {
    /// The first broken property, or `nil` when all held.
    package var failure: ReliabilityFailure?
    /// How many steps ended with a layout that had not settled.
    ///
    /// Counted up to the failure (all steps without one): the steps with a `layout-not-settled`
    /// diagnostic. Not a failure: every property can hold on such a step, but the views kept
    /// moving.
    package var unsettledSteps = 0
    /// Whether laying the window out again ran into a feedback loop the engine diagnosed: the
    /// Auto Layout and determinism checks stopped there.
    package var relaidIntoLoop = false
    /// How many steps ended with constraints in a feedback loop the engine diagnosed.
    ///
    /// The constraints read a safe area or guide that moves with the frames they set (a
    /// `layout-did-not-settle` diagnostic tells the app). Not a failure, and not laid out
    /// again.
    package var feedbackLoopSteps = 0
  }

  /// Replays `scene`, checks every property, and counts the steps whose layout did not settle.
  ///
  /// - Parameter scene: The scene to replay.
  /// - Returns: The first failure (or `nil`) and the unsettled steps.
  package static func outcome(of scene: Scene) -> Outcome {
    let simulator: Simulator
    do {
      simulator = try Simulator(scene: scene)
    } catch {
      return Outcome(
        failure: ReliabilityFailure(.replay, step: 0, "the scene does not build: \(error)"))
    }
    var run = Run(simulator: simulator)
    let failure = run.check()
    return Outcome(
      failure: failure, unsettledSteps: unsettledSteps(in: run.reports),
      relaidIntoLoop: run.relaidIntoLoop,
      feedbackLoopSteps: run.reports.filter(Run.hasFeedbackLoop).count)
  }

  /// How many of `reports` have a step whose layout did not settle (a `layout-not-settled`
  /// diagnostic, ``Simulator/layoutNotSettled``).
  package static func unsettledSteps(in reports: [StepReport]) -> Int {
    let prefix = "\(Simulator.layoutNotSettled):"
    return reports.filter { $0.diagnostics.contains { $0.hasPrefix(prefix) } }.count
  }

  /// The determinism property: `nil` when `again`, a second replay of the scene `first`
  /// reports, prints the same text and JSON reports as `first`, character for character (so
  /// every number printed is compared bitwise); else the first line that differs.
  ///
  /// - Parameters:
  ///   - first: The report of the checked run.
  ///   - again: The report of a second replay of the same scene.
  ///   - step: The step the failure names.
  /// - Returns: The failure, or `nil` when both reports print alike.
  package static func determinismFailure(
    _ first: ReplayReport, _ again: ReplayReport, step: Int
  ) -> ReliabilityFailure? {
    func failure(_ format: String, _ one: String, _ two: String) -> ReliabilityFailure? {
      guard one != two else { return nil }
      let lines = zip(one.split(separator: "\n"), two.split(separator: "\n"))
      let difference = lines.first { $0.0 != $0.1 }.map { "\"\($0.0)\" then \"\($0.1)\"" }
      return ReliabilityFailure(
        .determinism, step: step,
        "a second replay's \(format) report differs: \(difference ?? "in length")")
    }
    if let text = failure("text", TextReport.render(first), TextReport.render(again)) {
      return text
    }
    // Equal JSON documents print equal text (the printing is a function of the value, and
    // numbers that compare equal print alike): the text is compared only when they differ.
    guard JSONReport.document([first]) != JSONReport.document([again]) else { return nil }
    return failure("JSON", JSONReport.render([first]), JSONReport.render([again]))
  }

  final class Recorder {
    var events: [KeyboardManager.Event] = []
  }

  /// One checked replay: the simulator, what it has seen, and the checks after each step
  /// (`ReliabilityCheck+Session.swift`, `+Restoration`, `+Passes`, `+Clearance`).
  struct Run {
    let simulator: Simulator
    let recorder = Recorder()
    var baseline: SceneSnapshot?
    /// The step (1-based) before which the session's baseline was taken.
    var baselineStep = 0
    /// The `updateController` steps run during the session: the restore must give back the
    /// rest state they leave, not the baseline.
    var controllerUpdates: [Scene.Step] = []
    var tainted = false
    /// Whether laying the window out again (the Auto Layout properties) ran into a feedback
    /// loop the engine diagnosed: those checks stop, and so does the comparison with a replay.
    var relaidIntoLoop = false
    var reports: [StepReport] = []
    var initialViews = 0
    var initialReturnManagers = 0

    init(simulator: Simulator) {
      self.simulator = simulator
      let manager = simulator.live.keyboardManager
      // The solver's own promises after every pass, in release too.
      manager.checksPlanInvariants = true
      let recorder = self.recorder
      manager.addObserver { event in
        if event.kind != .log { recorder.events.append(event) }
      }
    }

    /// Whether a step's constraints were found in a feedback loop (a `layout-did-not-settle`
    /// diagnostic).
    static func hasFeedbackLoop(_ report: StepReport) -> Bool {
      let prefix = "\(Diagnostic.Code.layoutDidNotSettle):"
      return report.diagnostics.contains { $0.hasPrefix(prefix) }
    }

    mutating func check() -> ReliabilityFailure? {
      let initial = simulator.initialReport()
      if let problem = initial.invariantViolations.first {
        return ReliabilityFailure(.invariants, step: 0, problem)
      }
      reports = [initial]
      initialViews = Self.viewCount(simulator.live.window)
      initialReturnManagers = simulator.live.returnManagers.count
      var index = 0
      while !simulator.isFinished {
        let action = simulator.scene.steps[simulator.nextStepIndex].action
        recorder.events.removeAll()
        guard let report = simulator.step() else { break }
        reports.append(report)
        index += 1
        if let failure = checkStep(report, action: action, step: index) { return failure }
        if !relaidIntoLoop {
          if let failure = ReliabilityCheck.layoutFailure(
            in: simulator, after: report, step: index,
            afterLoop: reports.count > 1 && Self.hasFeedbackLoop(reports[reports.count - 2]),
            loopsAgain: &relaidIntoLoop)
          {
            return failure
          }
        }
        if action.changesTree {
          // Pushing, presenting and adding views grow the tree on purpose; growth is checked
          // from the tree they leave.
          initialViews = Swift.max(initialViews, Self.viewCount(simulator.live.window))
          initialReturnManagers = simulator.live.returnManagers.count
        }
        if let failure = checkGrowth(step: index) { return failure }
      }
      // One more replay, unchecked: its reports must match this run's, and the walks run on
      // it (a walk moves focus), so the scene is built twice, not three times.
      let replay: Simulator
      do {
        replay = try Simulator(scene: simulator.scene, file: simulator.file)
      } catch {
        return ReliabilityFailure(
          .determinism, step: index, "the scene built once but not twice: \(error)")
      }
      // A layout of this run's own that ran into a feedback loop moved views the replay leaves
      // where they were: the reports part there.
      if !relaidIntoLoop, let failure = checkDeterminism(replay.run(), step: index) {
        return failure
      }
      return checkWalks(on: replay, step: index)
    }
  }
}
