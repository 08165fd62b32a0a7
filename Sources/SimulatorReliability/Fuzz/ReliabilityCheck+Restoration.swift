import KeyboardCore
import KeyboardSimulator
import ReturnManager
import SceneFormat

extension ReliabilityCheck.Run {
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
        newOffset.y >= range.min.y - ReliabilityCheck.tolerance
        && newOffset.y <= range.max.y + ReliabilityCheck.tolerance
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
}
