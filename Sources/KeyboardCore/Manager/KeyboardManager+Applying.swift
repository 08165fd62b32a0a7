extension KeyboardManager {
  var isInteractivePopActive: Bool {
    guard let controller = session?.controller else { return false }
    var navigation = (controller as? NavigationController) ?? controller.navigationController
    while let current = navigation {
      if current.isInteractivePopActive { return true }
      navigation = current.navigationController
    }
    return false
  }

  /// Runs one pass: snapshot, plan, apply.
  ///
  /// The solver decides everything; nothing here settles or repairs its result.
  func solve(reason: String) {
    guard activity != .applying, let window else { return }
    guard isApplicationActive else {
      suspendPass()
      return
    }
    guard let info = keyboardInfo, info.isVisible, let input = window.firstResponder,
      var chain = AncestorChain(input: input, in: window)
    else { return }
    guard isHandlingEnabled(for: input, controller: chain.containingController) else {
      if session != nil || !records.isEmpty {
        restoreAll(reason: "handling is off for \(name(of: input))")
      }
      return
    }
    // The keyboard layout guide places the input (or a view around it) with the keyboard:
    // moving the root or scrolling would not move it relative to the keyboard, only undo and
    // redo the guide's layout, pass after pass. The guide does the work; the pass moves nothing.
    let carriedByGuide = window.isCarriedByKeyboardGuide(input as View)
    if carriedByGuide, session != nil || !records.isEmpty {
      restoreAll(reason: "\(name(of: input)) follows the keyboard layout guide")
      guard let again = AncestorChain(input: input, in: window) else { return }
      chain = again
    }
    guard let rootController = chain.rootController, let rootView = rootController.viewIfLoaded
    else { return }
    let session = rootSession(for: rootController, view: rootView, in: window)
    var snapshot = makeSnapshot(
      of: chain, root: rootController, session: session, info: info, reporting: true)
    let rootFrame = rootView.frame
    if releaseScrollViews(notIn: snapshot.scrollViews) {
      // Scroll views this pass no longer manages (another field's, or one whose scrolling was
      // turned off, the input's own included) got their values back first, which can move the
      // input: the plan is made from the geometry after that.
      // Giving an offset back can lay views out again (a large title expands, and the view
      // below its opaque bar follows it): the input's ancestors are measured again, and a root
      // the layout moved rests there now, as when the host moves it outside a pass. A held
      // root whose container only gave it another top (the title above it changed) keeps
      // its hold, as outside a pass: rebased, it would rest at the keyboard's size.
      if rootView.frame != rootFrame,
        holdGoesOn(for: rootView, session: session, in: window, movedBy: "a restored offset")
      {
        // Nothing to rebase: the hold reads the new top.
      } else if rootView.frame != rootFrame {
        log("a restored offset moved the root to \(rootView.frame): remembering it as the original")
        session.rebase(on: rootView)
        if window.keyboardLift?.view === rootView {
          markLift(of: rootView, at: rootView.frame.origin, session: session)
          // The layout that moved it read the safe areas through the old mark (the root at
          // its old rest under the new bar): the constraints are laid out again where it
          // rests now, before anything reads them.
          whileApplying {
            rootView.setNeedsLayout()
            window.layoutIfNeeded()
          }
        }
      }
      chain = AncestorChain(input: input, in: window) ?? chain
      snapshot = makeSnapshot(
        of: chain, root: rootController, session: session, info: info, reporting: false)
    }
    log(">>>>> pass started (\(reason))")
    var plan = AvoidanceSolver.plan(for: snapshot.context)
    if checksPlanInvariants, planInvariantViolations.count < 8 {
      planInvariantViolations += plan.invariantViolations(for: snapshot.context)
    }
    let guideMove = window.keyboardGuideMove(of: input as View)
    if guideMove != 0 {
      plan.trace.events.insert(
        AvoidanceTrace.Event(.keyboardLayoutGuide(input: name(of: input), moved: guideMove)), at: 0)
    }
    if isDebuggingEnabled {
      for line in plan.trace.lines { log("  " + line) }
    }
    let movedRoot = apply(plan, scrollViews: snapshot.scrollViews, reason: reason)
    log("<<<<< pass ended")
    if movedRoot { layoutRootIfAsked() }
  }

  /// Scroll views the active input is no longer in get their values back (the Behaviour Reference, Switching fields with the keyboard up; fix 6).
  ///
  /// - Returns: Whether any scroll view was given its values back.
  private func releaseScrollViews(notIn current: [ScrollView]) -> Bool {
    let stale = records.filter { record in
      guard let view = record.view else { return true }
      return !current.contains { $0 === view }
    }
    guard !stale.isEmpty else { return false }
    whileApplying { restore(stale) }
    records.removeAll { record in stale.contains { $0 === record } }
    // Each released view is remembered once (its offset is clamped again on the final
    // restore); views that went away are forgotten.
    released.removeAll { entry in
      entry.view == nil || stale.contains { $0.view === entry.view }
    }
    released += stale.compactMap { $0.view.map { WeakScrollView(view: $0) } }
    return stale.contains { $0.view != nil }
  }

  private func rootSession(for controller: ViewController, view: View, in window: Window)
    -> RootSession
  {
    if let session, session.matches(controller, view: view, in: window) {
      beginAdjusting(session)
      return session
    }
    if session != nil {
      // Focus moved into another root controller (fix 7): the old root goes back.
      restoreRoot()
    }
    let fresh = RootSession(controller: controller, view: view, window: window)
    beginAdjusting(fresh)
    log("remembering \(controller)'s origin \(fresh.beginOrigin)")
    return fresh
  }

  // MARK: Applying and restoring

  /// Applies a plan; returns whether the root moved or was resized.
  private func apply(_ plan: AvoidancePlan, scrollViews: [ScrollView], reason: String) -> Bool {
    var movedRoot = false
    func scrollView(_ id: ScrollViewID) -> ScrollView? {
      scrollViews.first { id.identifies($0) }
    }
    whileApplying {
      for mutation in plan.mutations {
        switch mutation {
        case .setContentOffset(let id, let offset):
          guard let scroll = scrollView(id) else { continue }
          remember(scroll)
          scroll.contentOffset = offset
        case .setContentInset(let id, let inset):
          guard let scroll = scrollView(id) else { continue }
          remember(scroll)
          scroll.contentInset = inset
        case .setIndicatorInsets(let id, let insets):
          guard let scroll = scrollView(id) else { continue }
          remember(scroll)
          scroll.verticalScrollIndicatorInsets = insets
        case .setRootOrigin(let origin):
          guard let session, let view = session.view else { continue }
          markLift(of: view, at: origin, session: session)
          view.frame = Rect(origin: origin, size: view.frame.size)
          movedRoot = true
        case .setRootSize(let size):
          guard let view = session?.view else { continue }
          if let window = view.window, window.viewResizedForKeyboard !== view {
            // A hold starts from views at rest: a layout the host left pending (a new size
            // it gave the root) runs at the resting size first.
            view.layoutIfNeeded()
            window.viewResizedForKeyboard = view
          }
          view.frame = Rect(origin: view.frame.origin, size: size)
          session?.appliedFrame = view.frame
          movedRoot = true
        }
      }
    }
    lastPlan = plan
    updateMovedDistance()
    notify(.planApplied(reason: reason, plan: plan))
    return movedRoot
  }

  /// Marks in the window whether the manager holds `view`, the session's root, lifted away
  /// from where it rests: lifted when `origin` (where it is, or is about to be) is not the
  /// session's begin origin, with that origin as its rest; not lifted otherwise.
  ///
  /// Called wherever the root moves or the session's begin origin changes (a plan's move, a
  /// rebase on where the host or a restored offset put it, a container's new top), so the
  /// mark and the session never disagree on where the root rests: constraints read safe areas
  /// and the keyboard guide's rest from the mark, and navigation orders read the frames they
  /// lay out.
  /// Whether a move of the held root is only a new top, its container having laid it out from
  /// another top (a bar above it changed height) with the bottom the hold gave it: then the
  /// hold goes on (``RootSession/followMovedTop(of:)``), the lift follows the new origin, and
  /// the root is not rebased (rebased, it would rest at the keyboard's size).
  ///
  /// - Parameters:
  ///   - root: The session's root view, whose frame just changed.
  ///   - session: Its session.
  ///   - window: Its window.
  ///   - cause: Who moved it, for the log.
  /// - Returns: `true` when the hold goes on.
  func holdGoesOn(
    for root: View, session: RootSession, in window: Window, movedBy cause: String
  ) -> Bool {
    guard window.viewResizedForKeyboard === root,
      session.followMovedTop(of: root, rest: window.restingFrames.heldFrame(of: root))
    else {
      return false
    }
    log("\(cause) moved the held root's top to \(root.frame.minY): the hold goes on")
    if window.keyboardLift?.view === root {
      markLift(of: root, at: root.frame.origin, session: session)
    }
    return true
  }

  func markLift(of view: View, at origin: Point, session: RootSession) {
    view.window?.keyboardLift =
      origin == session.beginOrigin
      ? nil : KeyboardLift(view: view, restingOrigin: session.beginOrigin)
  }

  private func remember(_ scroll: ScrollView) {
    guard !records.contains(where: { $0.view === scroll }) else { return }
    records.append(ScrollRecord(scroll))
  }

  /// With ``layoutIfNeededOnUpdate``, lays the root out now; if that layout moved the active
  /// input or an ancestor (a resized root re-laid out by the host), solves once more: the
  /// host's layout is new input the solver could not see, not a correction of its result.
  ///
  /// After a restore (`solvingAgain` false) it only lays out: the restore ends the session or
  /// hands the input to another root, and a pass nested in it would start a session of its
  /// own that the restore then drops, leaving the root moved and the window's lift marking
  /// a resting origin no session gives back (constraints would keep reading safe areas there).
  private func layoutRootIfAsked(solvingAgain: Bool = true) {
    guard layoutIfNeededOnUpdate, let view = session?.view else { return }
    view.setNeedsLayout()
    view.layoutIfNeeded()
    guard solvingAgain, needsResolve, activity == .none else { return }
    needsResolve = false
    activity = .followingLayout
    solve(reason: "the root's layout changed")
    activity = .none
  }

  private func updateMovedDistance() {
    if let session, let view = session.view {
      movedDistance = session.beginOrigin.y - view.frame.origin.y
    } else {
      movedDistance = 0
    }
    movedDistanceChanged?(movedDistance)
  }

  /// The controller whose view the manager moves for `input` (the Behaviour Reference, Which controller moves): IQKeyboardManager's
  /// `view.iq.parentContainerViewController()`.
  ///
  /// In a navigation controller, the outermost navigation controller's top controller (or the
  /// custom container holding that navigation controller); in a tab bar controller, the
  /// selected tab (its top controller); otherwise the topmost ancestor below any system
  /// container; ``ViewController/parentContainerViewController()`` may redirect the result.
  ///
  /// - Parameter input: The input to ask about.
  /// - Returns: The controller, or `nil` when the input is in no controller's view.
  /// - Complexity: O(d + c), d the depth of the input and c the controllers above it.
  public func rootController(for input: any TextInput) -> ViewController? {
    input.containingViewController?.keyboardRootController
  }

  /// Puts the root view back at its original origin and size, and lays it out there without
  /// solving again (see `layoutRootIfAsked(solvingAgain:)`).
  func restoreRoot() {
    guard let session, let view = session.view else { return }
    // The windows that may mark the root: its own, and the manager's, where a root that left
    // the window while held or lifted (its tab deselected) was marked; it is restored out of
    // it, and a mark left there would outlive the session (a hold keeping the frames of the
    // screen before a rotation as where its views rest).
    let windows = [view.window, window].compactMap { $0 }
    // The window stops marking the view as held resized only once it is laid out at its
    // restored size, so navigation orders read the frames its subviews rest at.
    func releaseMark() {
      for window in windows where window.viewResizedForKeyboard === view {
        window.viewResizedForKeyboard = nil
      }
    }
    // The size goes back only if it is still the one the manager set: a host that resized the
    // root meanwhile (rotation) keeps its size.
    let size = view.frame.size == session.appliedSize ? session.beginSize : view.frame.size
    let original = Rect(origin: session.beginOrigin, size: size)
    session.appliedFrame = nil
    for window in windows where window.keyboardLift?.view === view { window.keyboardLift = nil }
    guard view.frame != original else { return releaseMark() }
    whileApplying {
      let resized = view.frame.size != original.size
      view.frame = original
      // Laid out where it is back: a layout while the root was lifted (with
      // `layoutIfNeededOnUpdate`, perhaps since turned off, or the host's) placed views for the
      // lifted origin, such as a bar kept under the safe area's top, and a moved origin alone
      // marks nothing for layout. With the option on, `layoutRootIfAsked()` below does it.
      if resized || !layoutIfNeededOnUpdate {
        view.setNeedsLayout()
        view.layoutIfNeeded()
      }
    }
    releaseMark()
    log("restoring \(session.controller.map { "\($0)" } ?? "root") origin to \(original.origin)")
    layoutRootIfAsked(solvingAgain: false)
  }

  /// Restores scroll views: insets always, the offset when the view asks for it (otherwise
  /// the offset is clamped into the range valid with the restored insets, fix 6).
  ///
  /// Insets go back first; offsets then go back or are clamped outermost first, since an outer
  /// scroll view's offset moves the views inside it and so their safe areas and valid ranges.
  /// `alsoClamping` are views given back earlier whose offsets are clamped again.
  func restore(_ restoring: [ScrollRecord], alsoClamping: [ScrollView] = []) {
    var views: [(view: ScrollView, offset: Point?)] = []
    for record in restoring {
      guard let scroll = record.view else { continue }
      scroll.contentInset = record.inset
      scroll.verticalScrollIndicatorInsets = record.indicators
      views.append((scroll, record.offset))
      log("restoring \(name(of: scroll)) insets to \(record.inset)")
    }
    for scroll in alsoClamping where !views.contains(where: { $0.view === scroll }) {
      views.append((scroll, nil))
    }
    func depth(_ view: View) -> Int {
      var count = 0
      var current = view.superview
      while let next = current {
        count += 1
        current = next.superview
      }
      return count
    }
    let ordered = views.map { ($0, depth($0.view)) }.sorted { $0.1 < $1.1 }.map(\.0)
    var moved = false
    for (scroll, offset) in ordered {
      if scroll.restoreContentOffset, let offset {
        moved = moved || scroll.contentOffset != offset
        scroll.contentOffset = offset
      } else if !scroll.restoreContentOffset {
        moved = clampOffset(of: scroll) || moved
      }
    }
    // An offset given back or clamped that expands or collapses a large title marks the
    // navigation container for layout: a top view below an opaque bar moves to the bar's new
    // bottom and changes height, which moves the end of its valid range. Laid out now, a pass
    // that runs before the window's next layout (a keyboard back in the same gesture) reads
    // the title and the views where the restored offsets put them, not where the hold left
    // them. Laid out there, offsets are clamped once more. The view shrinks as the title
    // expands (at the top of the content) and grows as it collapses, so the second clamp
    // leaves the title as it is.
    guard moved, let window, window.isLayoutPending else { return }
    window.layoutIfNeeded()
    for (scroll, _) in ordered where !scroll.restoreContentOffset { clampOffset(of: scroll) }
  }

  /// Moves a scroll view's offset into the range valid with its current insets, if outside.
  ///
  /// - Returns: Whether the offset moved.
  @discardableResult
  private func clampOffset(of scroll: ScrollView) -> Bool {
    let range = scroll.validContentOffsetRange
    let y = scroll.contentOffset.y
    guard y > range.max.y || y < range.min.y else { return false }
    let clamped = Swift.min(Swift.max(y, range.min.y), range.max.y)
    scroll.contentOffset = Point(x: scroll.contentOffset.x, y: clamped)
    return true
  }

  /// Restores everything the manager changed and forgets the session.
  func restoreAll(reason: String) {
    guard session != nil || !records.isEmpty else { return }
    log("restoring everything (\(reason))")
    restoreRoot()
    whileApplying {
      // Offsets are clamped in the geometry the host's layout gives the restored root (a
      // resized root, a rotated window), so the pending layout runs first.
      window?.layoutIfNeeded()
      restore(records, alsoClamping: released.compactMap(\.view))
    }
    records.removeAll()
    released.removeAll()
    endSession()
    needsResolve = false
    movedDistance = 0
    movedDistanceChanged?(movedDistance)
    notify(.restored(reason: reason))
  }
}
