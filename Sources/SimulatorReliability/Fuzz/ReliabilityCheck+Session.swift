import KeyboardCore
import KeyboardSimulator
import ReturnManager
import SceneFormat

extension ReliabilityCheck.Run {
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
