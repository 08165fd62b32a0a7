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
    /// The active field is covered although the plan's trace gives no reason.
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
/// the keyboard unless the trace says why not; no motion for a field already clear; a second
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
    return Outcome(failure: failure, unsettledSteps: unsettledSteps(in: run.reports))
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

  private final class Recorder {
    var events: [KeyboardManager.Event] = []
  }

  private struct Run {
    let simulator: Simulator
    let recorder = Recorder()
    var baseline: SceneSnapshot?
    /// The step (1-based) before which the session's baseline was taken.
    var baselineStep = 0
    /// The `updateController` steps run during the session: the restore must give back the
    /// rest state they leave, not the baseline.
    var controllerUpdates: [Scene.Step] = []
    var tainted = false
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
        if let failure = ReliabilityCheck.layoutFailure(in: simulator, after: report, step: index) {
          return failure
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
      if let failure = checkDeterminism(replay.run(), step: index) { return failure }
      return checkWalks(on: replay, step: index)
    }

    /// Walks every form with Next and with Previous, on `again`, a separate replay of the
    /// same scene run to its end (a walk moves focus): each field once, first to last and back.
    func checkWalks(on again: Simulator, step: Int) -> ReliabilityFailure? {
      // Every strategy, resizeRoot included: a return manager keeps its order while the root
      // is held resized, so the host's re-layout of it reorders nothing.
      for manager in again.live.returnManagers where manager.order.count <= 200 {
        guard manager.order.scope?.window != nil else { continue }
        // Explicit links and delegates that refuse change the walk on purpose: a link may
        // skip fields, a refusing delegate may stop it.
        guard !again.live.hasLinksOrRefusingDelegates(in: manager) else { continue }
        for direction in [NavigationDirection.next, .previous] {
          let walk = manager.walk(direction)
          if let violation = walk.violation {
            return ReliabilityFailure(
              .navigationWalk, step: step,
              "walking with \(direction == .next ? "Next" : "Previous"): \(violation)"
                + " (visited \(walk.visited.count) of \(walk.expectedCount))")
          }
        }
      }
      return nil
    }

    // MARK: Determinism and growth

    /// Compares the text and JSON reports of `again`, a second replay run unchecked, with this
    /// run's.
    func checkDeterminism(_ again: ReplayReport, step: Int) -> ReliabilityFailure? {
      let first = ReplayReport(
        name: again.name, summary: again.summary, notes: again.notes, file: again.file,
        setup: simulator.setup, steps: reports)
      return ReliabilityCheck.determinismFailure(first, again, step: step)
    }

    /// Lists stay within their caps and the session adds no views or return managers.
    func checkGrowth(step: Int) -> ReliabilityFailure? {
      let live = simulator.live
      if live.window.diagnostics.count > Window.diagnosticLimit {
        return ReliabilityFailure(
          .boundedGrowth, step: step,
          "the window keeps \(live.window.diagnostics.count) diagnostics, more than its "
            + "limit \(Window.diagnosticLimit)")
      }
      // The keyboard documents that it keeps at most 100.
      if live.screen.keyboard.diagnostics.count > 100 {
        return ReliabilityFailure(
          .boundedGrowth, step: step,
          "the keyboard keeps \(live.screen.keyboard.diagnostics.count) diagnostics, more than 100")
      }
      let views = Self.viewCount(live.window)
      if views > initialViews {
        return ReliabilityFailure(
          .boundedGrowth, step: step,
          "the window holds \(views) views; the scene built \(initialViews)")
      }
      if live.returnManagers.count != initialReturnManagers {
        return ReliabilityFailure(
          .boundedGrowth, step: step,
          "\(live.returnManagers.count) return managers; the scene built \(initialReturnManagers)")
      }
      return nil
    }

    /// The views in a window's tree, the window included (iterative, for deep trees).
    static func viewCount(_ window: Window) -> Int {
      var count = 0
      var pending: [View] = [window]
      while let view = pending.popLast() {
        count += 1
        pending.append(contentsOf: view.subviews)
      }
      return count
    }

    mutating func checkStep(_ report: StepReport, action: Scene.Action, step: Int)
      -> ReliabilityFailure?
    {
      let live = simulator.live
      if let problem = report.invariantViolations.first {
        return ReliabilityFailure(.invariants, step: step, problem)
      }
      if !live.keyboardManager.movedDistance.isFinite {
        return ReliabilityFailure(.invariants, step: step, "movedDistance is not finite")
      }
      if let broken = live.keyboardManager.planInvariantViolations.first {
        return ReliabilityFailure(.invariants, step: step, "a plan broke an invariant: \(broken)")
      }
      if let failure = trackSession(report, action: action, step: step) { return failure }
      if let plan = recorder.events.last?.plan {
        if let failure = checkPass(plan, step: step) { return failure }
      }
      return checkReturnKeys(step: step)
    }

    // MARK: Restoration

    /// Whether a step changes the geometry as the host does (a view, the screen or the
    /// window), so the state before the session is no longer the one a restore must give back.
    ///
    /// An `updateController` step does too, but what it changes is known: the restore after
    /// it is compared with the rest state it leaves (``compareRestoredAfterUpdates(_:step:)``).
    static func taints(_ action: Scene.Action) -> Bool {
      switch action {
      case .updateView, .rotate, .resizeWindow: true
      default: action.changesTree
      }
    }

    /// Whether a step changes the tree as the host would, so a session it runs in has no
    /// clean baseline: ``taints(_:)``, and typing into a text view that sizes itself to its
    /// text with scrolling off (it grows, and a stack around it relayouts).
    func hostResizes(_ action: Scene.Action) -> Bool {
      if Self.taints(action) { return true }
      switch action {
      case .type, .pressReturn, .pressKey(.returnKey):
        // Return typed into a text view from the hardware keyboard (`pressKey`) is a newline
        // too.
        guard let textView = simulator.live.window.firstResponder as? TextView else {
          return false
        }
        return textView.sizesContentToText && !textView.isScrollEnabled
      default:
        return false
      }
    }

    mutating func trackSession(_ report: StepReport, action: Scene.Action, step: Int)
      -> ReliabilityFailure?
    {
      var failure: ReliabilityFailure?
      var isControllerUpdate = false
      if case .updateController = action { isControllerUpdate = true }
      var noted = false
      // A step that moves or resizes views itself leaves no clean baseline to compare with.
      if baseline != nil && hostResizes(action) { tainted = true }
      if baseline != nil && isControllerUpdate {
        controllerUpdates.append(simulator.scene.steps[step - 1])
        noted = true
      }
      for (position, event) in recorder.events.enumerated() {
        switch event.detail {
        case .planApplied:
          if baseline == nil {
            baseline = report.before
            baselineStep = step
            controllerUpdates = isControllerUpdate ? [simulator.scene.steps[step - 1]] : []
            noted = isControllerUpdate
            // A session that starts after a restore inside this step has no clean baseline.
            tainted = hostResizes(action) || position > 0
          }
        case .restored:
          if let start = baseline, !tainted, position == recorder.events.count - 1 {
            failure =
              failure
              ?? (controllerUpdates.isEmpty
                ? compareRestored(start, report.after, step: step)
                : compareRestoredAfterUpdates(report.after, step: step))
          }
          baseline = nil
          tainted = false
          controllerUpdates = []
        case .log: break
        }
      }
      if baseline != nil && hostResizes(action) { tainted = true }
      if baseline != nil && isControllerUpdate && !noted {
        controllerUpdates.append(simulator.scene.steps[step - 1])
      }
      return failure
    }

    /// Compares a restore with the rest state the session's `updateController` steps leave.
    ///
    /// The rest state is a separate replay of the steps before the session, then those updates
    /// alone. Skipped (`nil`) when that replay does not stay at rest (a pass or restore during
    /// the updates: the keyboard was already up before the session began).
    func compareRestoredAfterUpdates(_ after: SceneSnapshot, step: Int) -> ReliabilityFailure? {
      var reference = simulator.scene
      reference.steps = Array(simulator.scene.steps.prefix(baselineStep - 1)) + controllerUpdates
      guard let replay = try? Simulator(scene: reference) else { return nil }
      let steps = replay.run().steps
      guard let rest = steps.last?.after,
        steps.suffix(controllerUpdates.count).allSatisfy({
          $0.passes.isEmpty && $0.restores.isEmpty
        })
      else { return nil }
      guard var failure = compareRestored(rest, after, step: step) else { return nil }
      failure.message += " (the rest state after the session's updateController steps)"
      return failure
    }

    func compareRestored(_ before: SceneSnapshot, _ after: SceneSnapshot, step: Int)
      -> ReliabilityFailure?
    {
      // Views the kept offset's large title moved or resized: the bar, the top controller's
      // view laid out from its bottom, and (by their superview's new size) the views the host
      // lays out inside those.
      var followingTitle: Set<String> = []
      for old in before.views {
        guard let new = after.view(named: old.name), old.frame != new.frame else { continue }
        if followsLargeTitle(old.name, from: old.frame, to: new.frame, before: before, after: after)
          || laidOutInside(followingTitle, old.name, before: before, after: after)
        {
          followingTitle.insert(old.name)
        }
      }
      for old in before.views {
        guard let new = after.view(named: old.name) else { continue }
        // A view the constraints place follows them (a keyboard guide, a safe area), not the
        // manager, which never touches it.
        let placedByConstraints =
          simulator.live.view(withID: old.name)?.translatesAutoresizingMaskIntoConstraints == false
        if old.frame != new.frame, !followingTitle.contains(old.name), !placedByConstraints {
          return ReliabilityFailure(
            .restoration, step: step, "\(old.name).frame \(old.frame) became \(new.frame)")
        }
        if old.contentInset != new.contentInset {
          return ReliabilityFailure(
            .restoration, step: step,
            "\(old.name).contentInset \(String(describing: old.contentInset)) became "
              + "\(String(describing: new.contentInset))")
        }
        guard let oldOffset = old.contentOffset, let newOffset = new.contentOffset,
          oldOffset != newOffset, let scroll = simulator.live.view(withID: old.name) as? ScrollView
        else { continue }
        let range = scroll.validContentOffsetRange
        let inRange =
          newOffset.y >= range.min.y - tolerance && newOffset.y <= range.max.y + tolerance
        if scroll.restoreContentOffset || !inRange {
          return ReliabilityFailure(
            .restoration, step: step,
            "\(old.name).contentOffset \(oldOffset) became \(newOffset)"
              + (scroll.restoreContentOffset ? " (restoreContentOffset is on)" : " (out of range)"))
        }
      }
      return nil
    }

    /// Whether a frame change is a large title's, which follows the content scroll view's
    /// offset (kept on hide unless `restoreContentOffset`): the bar's height, or the top
    /// controller's view laid out from the bar's bottom (a view that does not extend under it).
    func followsLargeTitle(
      _ name: String, from oldFrame: Rect, to newFrame: Rect, before: SceneSnapshot,
      after: SceneSnapshot
    ) -> Bool {
      guard let view = simulator.live.view(withID: name) else { return false }
      if let bar = view as? NavigationBar { return bar.prefersLargeTitles }
      guard let controller = view.containingViewController, controller.viewIfLoaded === view,
        let navigation = controller.parent as? NavigationController,
        navigation.navigationBar.prefersLargeTitles,
        let barName = simulator.live.name(of: navigation.navigationBar),
        let oldBar = before.view(named: barName)?.frame,
        let newBar = after.view(named: barName)?.frame
      else { return false }
      return oldFrame.minY == oldBar.maxY && newFrame.minY == newBar.maxY
    }

    /// Whether a view's superview is one of `resized` (views a kept large title moved) and
    /// has another size now, so the host's layout (autoresizing) placed the view anew.
    func laidOutInside(
      _ resized: Set<String>, _ name: String, before: SceneSnapshot, after: SceneSnapshot
    ) -> Bool {
      guard let parent = simulator.live.view(withID: name)?.superview,
        let parentName = simulator.live.name(of: parent), resized.contains(parentName),
        let oldParent = before.view(named: parentName),
        let newParent = after.view(named: parentName)
      else { return false }
      return oldParent.frame.size != newParent.frame.size
    }

    // MARK: Passes

    func checkPass(_ plan: AvoidancePlan, step: Int) -> ReliabilityFailure? {
      let manager = simulator.live.keyboardManager
      let trace = plan.trace
      // A tall text view is placed to show as much as fits even when its caret is clear.
      if trace.targetKind == .field, let required = trace.requiredRise, required <= 0,
        trace.roomAbove >= 0
      {
        // Scrolling up is motion only when the root did not come down: a root lifted past
        // what the keyboard now allows must drop, and scrolling makes up for the drop.
        let scrolledUp = trace.scrolled.values.contains { $0 > 0 }
        let net = trace.scrolled.values.reduce(0, +) + trace.rootRise
        if (scrolledUp && trace.rootRise >= 0) || trace.rootRise > 0 || net > tolerance {
          return ReliabilityFailure(
            .motionWhenClear, step: step,
            "the field had \(-required) to spare but the plan moved it: \(plan.mutations)")
        }
      }
      // A pass whose own distances left the exact range (1e300-point positions cancel in its
      // sums) is held only to the properties that need no exactness.
      let limit = Self.exactLimit
      let isExactPass = abs(trace.roomAbove) <= limit && abs(trace.requiredRise ?? 0) <= limit
      if isExactPass, trace.remainingCover > tolerance {
        let explained =
          trace.move < (trace.requiredRise ?? 0) - tolerance
          || trace.events.contains { event in
            switch event.detail {
            case .rootClamped, .rootHeld, .noRoot, .rootKept, .rootNotContainingInput,
              .rootOutOfReach, .rootResized,
              .caretAtTopGuide:
              true
            default: false
            }
          }
        if !explained {
          return ReliabilityFailure(
            .clearance, step: step,
            "covered by \(trace.remainingCover) with no reason in the trace:\n\(trace)")
        }
      }
      let generation = simulator.live.window.treeGeneration
      let counter = ChangeCounter()
      simulator.live.window.addObserver(counter)
      let snapshot = manager.currentContext()
      simulator.live.window.removeObserver(counter)
      if simulator.live.window.treeGeneration != generation || counter.changes > 0 {
        return ReliabilityFailure(
          .readOnlySnapshot, step: step,
          "currentContext() changed the tree: generation \(generation) → "
            + "\(simulator.live.window.treeGeneration), \(counter.changes) observer calls")
      }
      guard isExactPass, let context = snapshot, Self.isWithinExactRange(context) else {
        return nil
      }
      if let failure = checkTallTextView(context, trace: trace, step: step) { return failure }
      let again = AvoidanceSolver.plan(for: context)
      if !again.isEmpty {
        return ReliabilityFailure(
          .idempotence, step: step,
          "a second solve would change \(again.mutations)\nfirst:\n\(trace)\nsecond:\n\(again.trace)"
        )
      }
      if trace.remainingCover <= tolerance, let rise = again.trace.requiredRise, rise > tolerance {
        return ReliabilityFailure(
          .clearance, step: step,
          "the plan said clear but the field is covered by \(rise):\n\(trace)")
      }
      if let failure = checkMonotonicity(context, step: step) { return failure }
      return checkOffsets(context, plan: plan, step: step)
    }

    /// The largest magnitude, in points, at which the exactness properties are checked: 2^30.
    ///
    /// There a `Double` still holds a millionth of a pixel at 3× (the solver's tolerance).
    /// Whole points stay exact to 2^53, but fractions (thirds, tenths) do not.
    static let exactLimit = 1_073_741_824.0

    /// Whether every position the solver reads is within ±2^30 points (``exactLimit``):
    /// beyond it (1e15-point frames with thirds, 1e100-point frames), sums lose the fraction
    /// or cancel and the exactness properties (a second solve changes nothing, offsets exactly
    /// in range) do not apply; the no-trap, finite-value and restoration properties still do.
    static func isWithinExactRange(_ context: AvoidanceContext) -> Bool {
      let limit = exactLimit
      func fits(_ rect: Rect) -> Bool {
        abs(rect.minY) <= limit && abs(rect.maxY) <= limit && abs(rect.minX) <= limit
          && abs(rect.maxX) <= limit
      }
      guard fits(context.target), context.keyboard.map(fits) ?? true,
        context.caret.map(fits) ?? true, context.root.map({ fits($0.beginFrameInWindow) }) ?? true
      else { return false }
      return context.scrollViews.allSatisfy { view in
        fits(view.frameInWindow) && abs(view.contentOffset.y) <= limit
          && abs(view.contentInset.bottom) <= limit && abs(view.contentInset.top) <= limit
          && (view.contentSize.map { abs($0.height) <= limit && abs($0.width) <= limit } ?? true)
      }
    }

    /// A tall text view the keyboard covers, after a pass: at least
    /// `min(height, visible area − distance)` of it shows between the top guide and the
    /// keyboard, and its caret's line is clear (unless the trace says why not, as for any
    /// field).
    func checkTallTextView(_ context: AvoidanceContext, trace: AvoidanceTrace, step: Int)
      -> ReliabilityFailure?
    {
      // Only where the text view had to rise: one laid out under a bar stays where the host
      // put it when nothing above it can come down (a fall wanted, or its caret without slack
      // to come down with it, as a table the host left below its valid range that then
      // comes up to it), and a root that cannot carry it higher (held by its
      // container's layout, or lifted as far as the keyboard allows) leaves it.
      let stayedUnderTheBar = trace.roomAbove < -tolerance && trace.move <= tolerance
      guard trace.targetKind == .caretLine, trace.move >= 0, !stayedUnderTheBar,
        trace.remainingCover <= tolerance,
        let keyboard = context.keyboard, context.keyboardKind == .docked,
        // A view the keyboard does not cover (beside it, as a view 0 wide left of the
        // screen with its caret under the keyboard) is not moved for itself.
        context.keyboardKind.covers(context.target, keyboard: keyboard),
        context.scrollViews.allSatisfy({ $0.skipReason == nil }),
        context.strategy == .moveRoot, let root = context.root, root.containsTarget,
        root.currentLift
          < Swift.min(root.beginFrameInWindow.intersection(keyboard).height, root.maxCarryingRise)
          - tolerance
      else { return nil }
      let target = context.target
      let visible = keyboard.minY - context.topGuide
      let shown = Swift.min(target.maxY, keyboard.minY) - Swift.max(target.minY, context.topGuide)
      let wanted = Swift.min(target.height, visible - context.distance)
      // With the keyboard's top at or above the guide nothing fits: nothing to check.
      if wanted > 0 && shown < wanted - 1 {
        return ReliabilityFailure(
          .tallTextView, step: step,
          "\(context.inputName) shows \(shown) of itself, \(wanted) would fit")
      }
      return nil
    }

    func checkMonotonicity(_ context: AvoidanceContext, step: Int) -> ReliabilityFailure? {
      guard let keyboard = context.keyboard, keyboard.minY > 30 else { return nil }
      var taller = context
      taller.keyboard = Rect(
        x: keyboard.minX, y: keyboard.minY - 30, width: keyboard.width,
        height: keyboard.height + 30)
      let base = AvoidanceSolver.plan(for: context).trace
      let more = AvoidanceSolver.plan(for: taller).trace
      // A text view that fits above the shorter keyboard but not above the taller one is
      // avoided differently (its caret's line, not its bottom): the two do not compare.
      guard base.targetKind == more.targetKind else { return nil }
      func rise(_ trace: AvoidanceTrace) -> Double {
        trace.scrolled.values.reduce(0, +) + trace.rootRise + trace.remainingCover
      }
      // With the same room, a taller keyboard needs at least as much (moved or left covered).
      if (base.requiredRise ?? 0) > 0, rise(more) < rise(base) - tolerance {
        return ReliabilityFailure(
          .monotonicity, step: step,
          "a keyboard 30 pt taller needed \(rise(more)), the shorter one \(rise(base))")
      }
      return nil
    }

    func checkOffsets(_ context: AvoidanceContext, plan: AvoidancePlan, step: Int)
      -> ReliabilityFailure?
    {
      for mutation in plan.mutations {
        guard case .setContentOffset(let id, _) = mutation,
          let name = context.scrollViews.first(where: { $0.id == id })?.name
        else { continue }
        guard let scroll = simulator.live.view(withID: name) as? ScrollView,
          !scroll.ignoreContentInsetAdjustment
        else { continue }
        let range = scroll.validContentOffsetRange
        let y = scroll.contentOffset.y
        if y > range.max.y + tolerance || y < Swift.min(range.min.y, 0) - tolerance {
          return ReliabilityFailure(
            .offsetRange, step: step,
            "\(name).contentOffset.y \(y) outside \(range.min.y)...\(range.max.y)")
        }
      }
      return nil
    }

    // MARK: Return keys

    func checkReturnKeys(step: Int) -> ReliabilityFailure? {
      for manager in simulator.live.returnManagers {
        guard manager.order.scope?.window != nil else { continue }
        for input in manager.order.inputs {
          if input.isMultiline && !manager.dismissTextViewOnReturn { continue }
          // A number, phone or decimal pad has no return key to label.
          if !input.keyboardType.hasReturnKey { continue }
          let hasNext = manager.order.input(after: input, wrapsAround: manager.wrapsAround) != nil
          let expected: ReturnKeyType = hasNext ? .next : manager.lastTextInputViewReturnKeyType
          if input.returnKeyType != expected {
            let name = simulator.live.name(of: input) ?? input.typeName
            return ReliabilityFailure(
              .returnKeys, step: step,
              "\(name) shows \(input.returnKeyType) but the order says \(expected)")
          }
        }
      }
      return nil
    }
  }
}

/// Counts the tree changes a window reports.
private final class ChangeCounter: WindowObserver {
  var changes = 0

  func window(_ window: Window, didChange change: TreeChange, at view: View) {
    changes += 1
  }
}
