extension KeyboardManager {
  /// Follows keyboard notifications: a visible keyboard runs a pass, a hidden one restores.
  ///
  /// A notification that does not change what the keyboard covers (`didShow` after
  /// `willShow`) is ignored. A hide during an interactive pop is held until the gesture ends:
  /// a cancelled pop runs a pass with the keyboard as it was, a completed one restores.
  func keyboard(_ keyboard: Keyboard, didPost info: KeyboardInfo, previous: KeyboardInfo?) {
    let unchanged = previous.map { $0.coveredRect == info.coveredRect } ?? !info.isVisible
    if info.isVisible {
      _ = releasePopHold()
      keyboardInfo = info
      if !unchanged || lastPlan == nil || session == nil {
        solve(reason: "keyboard \(info.event)")
      }
      return
    }
    if isInteractivePopActive {
      holdForPop()
      log("keyboard \(info.event) during an interactive pop: waiting for the gesture to end")
      return
    }
    keyboardInfo = info
    guard !unchanged || session != nil || !records.isEmpty else { return }
    restoreAll(reason: "keyboard \(info.event)")
  }

  /// Records a rejected keyboard notification in the window's diagnostics.
  func keyboard(_ keyboard: Keyboard, didReject diagnostic: Diagnostic) {
    window?.report(diagnostic)
  }
}

extension KeyboardManager {
  /// A new input began editing: runs a pass if the keyboard is up (a field switch, or a
  /// keyboard that arrived before the input: the Behaviour Reference, Event orders, item 2).
  func textInputDidBeginEditing(_ input: any TextInput) {
    solve(reason: "\(name(of: input)) began editing")
  }

  /// Watches for geometry changes of the active input and its ancestors, and of the bars of
  /// the containers around it (re-solved at the window's next layout pass), window resizes
  /// (everything is restored and solved anew) and the end of an interactive pop.
  func window(_ window: Window, didChange change: TreeChange, at view: View) {
    guard activity != .applying else { return }
    if case .holdingForPop = state, !isInteractivePopActive {
      _ = releasePopHold()
      if window.firstResponder != nil, keyboardInfo?.isVisible == true {
        log("interactive pop cancelled: solving again with the keyboard as it was")
        solve(reason: "interactive pop cancelled")
      } else {
        keyboardInfo = window.screen.keyboard.current
        restoreAll(reason: "interactive pop completed")
      }
      return
    }
    if change == .window || (change == .frame && view === window) {
      if let session, session.windowSize != window.bounds.size {
        restoreAll(reason: "the window changed size")
        needsResolve = true
      }
      return
    }
    if change == .frame, let session, let root = session.view, view === root {
      if holdGoesOn(for: root, session: session, in: window, movedBy: "the host") {
        // The pass reads the new top.
        needsResolve = true
        return
      }
      // The host moved or resized the root: that is where it rests now, and what a restore
      // goes back to.
      log("the host set the root's frame to \(root.frame): remembering it as the original")
      session.rebase(on: root)
      // It is no longer held resized: it rests at the host's frame, and a new hold (if the next
      // pass resizes it again) starts from there.
      if window.viewResizedForKeyboard === root { window.viewResizedForKeyboard = nil }
      if window.keyboardLift?.view === root {
        markLift(of: root, at: root.frame.origin, session: session)
      }
      needsResolve = true
      return
    }
    if change == .frame, session != nil, view is NavigationBar || view is TabBar,
      let container = view.superview, let input = window.firstResponder,
      input.isDescendant(of: container)
    {
      // A bar around the input changed size (a large title the host's layout collapsed): the
      // safe areas, offset ranges and top guide the last pass read have moved.
      needsResolve = true
      return
    }
    let kinds: [TreeChange] = [.frame, .textInput, .hierarchy, .traits, .scrollMetrics]
    guard session != nil, kinds.contains(change),
      let input = window.firstResponder, input.isDescendant(of: view)
    else { return }
    needsResolve = true
  }

  /// Runs the pass that a geometry change asked for.
  func windowDidLayout(_ window: Window) {
    guard needsResolve else { return }
    needsResolve = false
    solve(reason: "layout changed")
  }
}

/// The observer a ``KeyboardManager`` registers with its window and keyboard.
///
/// A separate object keeps the observer callbacks out of the manager's public API (as
/// ReturnManager's window link does); the manager owns it, the window and keyboard hold it
/// weakly.
final class ManagerLink: KeyboardObserver, WindowObserver {
  weak var manager: KeyboardManager?

  func keyboard(_ keyboard: Keyboard, didPost info: KeyboardInfo, previous: KeyboardInfo?) {
    manager?.keyboard(keyboard, didPost: info, previous: previous)
  }

  func keyboard(_ keyboard: Keyboard, didReject diagnostic: Diagnostic) {
    manager?.keyboard(keyboard, didReject: diagnostic)
  }

  func textInputDidBeginEditing(_ input: any TextInput) {
    manager?.textInputDidBeginEditing(input)
  }

  func window(_ window: Window, didChange change: TreeChange, at view: View) {
    manager?.window(window, didChange: change, at: view)
  }

  func windowDidLayout(_ window: Window) {
    manager?.windowDidLayout(window)
  }
}
