extension KeyboardManager {
  /// The snapshot the next pass would solve, or `nil` when no pass would run (no window,
  /// keyboard hidden, no active input, handling disabled for it, or no root controller).
  ///
  /// Reading it changes nothing, except that it starts remembering the root view's original
  /// origin if no pass has yet.
  ///
  /// - Complexity: O(d), d the depth of the active input.
  public func currentContext() -> AvoidanceContext? {
    preparePass()?.context
  }

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
  func solve(reason: String) {
    guard !isApplying, let window else { return }
    guard isApplicationActive else {
      passSkippedWhileInactive = true
      return
    }
    guard keyboardInfo?.isVisible == true, let input = window.firstResponder else { return }
    guard isHandlingEnabled(for: input) else {
      if session != nil || !records.isEmpty {
        restoreAll(reason: "handling is off for \(name(of: input))")
      }
      return
    }
    guard var pass = preparePass(checkingHandling: false) else { return }
    log(">>>>> pass started (\(reason))")
    var plan = AvoidanceSolver.plan(for: pass.context)
    for line in plan.trace.lines { log("  " + line) }
    apply(plan, scrollViews: pass.scrollViews, reason: reason)
    keepOffsetsInRange(pass.scrollViews, reason: reason)
    // A pass that scrolls outer scroll views moves inner ones, whose derived safe areas (and
    // so insets and valid ranges) then differ from what it read: settle with at most three
    // follow-up passes, so that solving again changes nothing.
    for _ in 0..<3 {
      guard let next = preparePass(checkingHandling: false) else { break }
      plan = AvoidanceSolver.plan(for: next.context)
      guard !plan.isEmpty else { break }
      pass = next
      for line in plan.trace.lines { log("  " + line) }
      apply(plan, scrollViews: pass.scrollViews, reason: "settling after \(reason)")
      keepOffsetsInRange(pass.scrollViews, reason: reason)
    }
    // Scroll views the active input is no longer in get their values back (§4.4, fix 6).
    let current = Set(pass.scrollViews.map(ObjectIdentifier.init))
    let stale = records.filter { record in
      guard let view = record.view else { return true }
      return !current.contains(ObjectIdentifier(view))
    }
    if !stale.isEmpty {
      isApplying = true
      for record in stale { restore(record) }
      isApplying = false
      records.removeAll { record in stale.contains { $0 === record } }
      released += stale.map { WeakScrollView(view: $0.view) }
    }
    log("<<<<< pass ended")
  }

  struct PreparedPass {
    var context: AvoidanceContext
    var scrollViews: [ScrollView]
  }

  /// Builds the snapshot and the live scroll views it indexes.
  func preparePass(checkingHandling: Bool = true) -> PreparedPass? {
    guard let window, let info = keyboardInfo, info.isVisible,
      let input = window.firstResponder, !checkingHandling || isHandlingEnabled(for: input),
      let inputFrame = input.frameInWindow,
      let containing = input.containingViewController
    else { return nil }
    let rootController = containing.keyboardRootController
    let rootView = rootController.view
    guard rootView.window === window else { return nil }
    let session = rootSession(for: rootController, view: rootView, in: window)

    let keyboard = keyboardRect(for: info, in: window)
    let distance = distance(for: input)
    let topGuide = topGuide(for: containing, rootView: rootView, session: session, in: window)

    var target = inputFrame
    var targetKind = AvoidanceContext.TargetKind.field
    if let textView = input as? TextView, let keyboard {
      let visible = keyboard.minY - distance - topGuide
      if inputFrame.height > visible {
        target = textView.convert(textView.caretRect, to: window)
        targetKind = .caretLine
      }
    }

    var scrollViews: [ScrollView] = []
    var candidate: View? = input
    while let view = candidate, view !== window {
      candidate = view.superview
      guard let scroll = view as? ScrollView else { continue }
      if view === input && !scroll.isScrollEnabled { continue }
      scrollViews.append(scroll)
    }
    let metrics = baselineMetrics(of: scrollViews, rootView: rootView, session: session)

    var snapshots: [ScrollViewSnapshot] = []
    var innerRect = target
    for (scroll, metric) in zip(scrollViews, metrics) {
      let isActiveTextView = scroll === input
      let snapshot = self.snapshot(
        of: scroll, metrics: metric, innerRect: innerRect, rootView: rootView, window: window,
        isActiveTextView: isActiveTextView)
      snapshots.append(snapshot)
      let scrollsTarget = !isActiveTextView || targetKind == .caretLine
      if snapshot.skipReason == nil && scrollsTarget {
        innerRect = snapshot.frameInWindow
      }
    }

    let root = RootSnapshot(
      name: rootView.identifier ?? name(ofType: type(of: rootController)),
      origin: rootView.frame.origin,
      size: rootView.frame.size, beginOrigin: session.beginOrigin, beginSize: session.beginSize,
      beginFrameInWindow: session.beginFrameInWindow,
      containsTarget: input.isDescendant(of: rootView))
    let context = AvoidanceContext(
      inputName: name(of: input), target: target, targetKind: targetKind, keyboard: keyboard,
      keyboardKind: info.kind, animation: info.animation, distance: distance,
      topGuide: topGuide, scrollViews: snapshots, root: root, strategy: strategy)
    return PreparedPass(context: context, scrollViews: scrollViews)
  }

  private func rootSession(for controller: ViewController, view: View, in window: Window)
    -> RootSession
  {
    if let session, session.controller === controller, session.view === view,
      session.windowSize == window.bounds.size
    {
      return session
    }
    if session != nil {
      // Focus moved into another root controller (DESIGN fix 7): the old root goes back.
      restoreRoot()
    }
    let fresh = RootSession(controller: controller, view: view, window: window)
    session = fresh
    log("remembering \(controller)'s origin \(fresh.beginOrigin)")
    return fresh
  }

  private func keyboardRect(for info: KeyboardInfo, in window: Window) -> Rect? {
    let screenInfo = KeyboardInfo(
      event: info.event, frame: info.frame, screenBounds: window.screen.bounds,
      animation: info.animation)
    guard let covered = screenInfo.coveredRect else { return nil }
    let inWindow = covered.offsetBy(
      dx: -window.frame.origin.x + window.bounds.origin.x,
      dy: -window.frame.origin.y + window.bounds.origin.y)
    let clipped = inWindow.intersection(window.bounds)
    return clipped.isEmpty ? nil : clipped
  }

  private func distance(for input: any TextInput) -> Double {
    guard let own = input.distanceFromKeyboard else { return keyboardDistance }
    if own >= 0 && own.isFinite { return own }
    report(
      .clampedValue,
      "distanceFromKeyboard \(own.compactDescription) of \(name(of: input)) clamped to 0")
    return 0
  }

  /// The lowest window y a field's top may reach: below the window's top safe area and below
  /// a visible navigation bar (as it sits when the root is not moved).
  private func topGuide(
    for controller: ViewController, rootView: View, session: RootSession, in window: Window
  ) -> Double {
    var guide = window.safeAreaInsets.top
    var navigation = controller.navigationController
    while let current = navigation {
      let bar = current.navigationBar
      if !current.isNavigationBarHidden, let frame = bar.frameInWindow {
        let lift = bar.isDescendant(of: rootView) ? session.beginOrigin.y - rootView.frame.minY : 0
        guide = Swift.max(guide, frame.maxY + lift)
      }
      navigation = current.navigationController
    }
    return guide
  }

  /// The safe-area-derived numbers of scroll views, read with the root view at its original
  /// origin: UIKit-style safe areas change when the root moves, and reading them displaced
  /// would count the move twice (IQ #2027) and make a second pass differ from the first.
  private func baselineMetrics(
    of scrollViews: [ScrollView], rootView: View, session: RootSession
  ) -> [ScrollMetrics] {
    let displaced = rootView.frame.origin != session.beginOrigin
    let current = rootView.frame
    // The safe-area bottom where the views are now: an offset must stay valid here too.
    let currentAdjusted = scrollViews.map(\.adjustedContentInset)
    if displaced {
      isApplying = true
      rootView.frame = Rect(origin: session.beginOrigin, size: current.size)
    }
    let metrics = zip(scrollViews, currentAdjusted).map { scroll, now in
      let currentSafeBottom = now.bottom - scroll.contentInset.bottom
      let adjusted = scroll.adjustedContentInset
      let safeBottom = adjusted.bottom - scroll.contentInset.bottom
      let baselineBottom =
        records.first { $0.view === scroll }?.inset.bottom ?? scroll.contentInset.bottom
      // Where the content's end meets the view's bottom, not clamped, with the smaller of the
      // two safe-area bottoms (it shrinks as the root rises); and the higher of the two
      // smallest offsets, so a scroll down stays valid where the views are now.
      return ScrollMetrics(
        adjustedTop: adjusted.top, safeAreaBottom: safeBottom,
        minimumOffsetY: Swift.max(-adjusted.top, -now.top),
        maximumOffsetY: scroll.contentSize.height + baselineBottom
          + Swift.min(safeBottom, currentSafeBottom) - scroll.bounds.height)
    }
    if displaced {
      rootView.frame = current
      isApplying = false
    }
    return metrics
  }

  struct ScrollMetrics {
    var adjustedTop: Double
    var safeAreaBottom: Double
    var minimumOffsetY: Double
    var maximumOffsetY: Double
  }

  private func snapshot(
    of scroll: ScrollView, metrics: ScrollMetrics, innerRect: Rect, rootView: View,
    window: Window, isActiveTextView: Bool
  ) -> ScrollViewSnapshot {
    let record = records.first { $0.view === scroll }
    let skip: ScrollViewSnapshot.SkipReason?
    if !scroll.isScrollEnabled {
      skip = .scrollingDisabled
    } else if scroll.ignoreScrollingAdjustment && !isActiveTextView {
      skip = .ignoresScrollingAdjustment
    } else if scroll.isHorizontallyScrollable && !scroll.isVerticallyScrollable
      && !isActiveTextView
    {
      skip = .horizontalOnly
    } else {
      skip = nil
    }
    return ScrollViewSnapshot(
      name: name(of: scroll), frameInWindow: scroll.frameInWindow ?? scroll.frame,
      contentOffset: scroll.contentOffset, contentInset: scroll.contentInset,
      baselineContentInset: record?.inset ?? scroll.contentInset,
      indicatorInsets: scroll.verticalScrollIndicatorInsets,
      baselineIndicatorInsets: record?.indicators ?? scroll.verticalScrollIndicatorInsets,
      safeAreaBottom: metrics.safeAreaBottom, adjustedTop: metrics.adjustedTop,
      minimumOffsetY: metrics.minimumOffsetY, maximumOffsetY: metrics.maximumOffsetY,
      innerTopInContent: scroll.convert(innerRect, from: window).minY, skipReason: skip,
      ignoresInsetAdjustment: scroll.ignoreContentInsetAdjustment,
      movesWithRoot: scroll.isDescendant(of: rootView), isActiveTextView: isActiveTextView)
  }

  /// A view's name in traces: its identifier, else its type with the placeholder (inputs) or
  /// the tag when set.
  func name(of view: View) -> String {
    if let identifier = view.identifier { return identifier }
    let type = name(ofType: type(of: view))
    if let placeholder = (view as? any TextInput)?.placeholder {
      return "\(type) \"\(placeholder)\""
    }
    return view.tag != 0 ? "\(type) tag \(view.tag)" : type
  }

  func name(ofType type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let cached = typeNames[key] { return cached }
    let name = String(describing: type)
    typeNames[key] = name
    return name
  }

  /// The identifiers of a controller's class and all its superclasses, cached per class.
  func classLineage(of controller: ViewController) -> Set<ObjectIdentifier> {
    let key = ObjectIdentifier(type(of: controller))
    if let cached = lineages[key] { return cached }
    var lineage = Set<ObjectIdentifier>()
    var mirror: Mirror? = Mirror(reflecting: controller)
    while let current = mirror {
      lineage.insert(ObjectIdentifier(current.subjectType))
      mirror = current.superclassMirror
    }
    lineages[key] = lineage
    return lineage
  }

  // MARK: Applying and restoring

  private func apply(_ plan: AvoidancePlan, scrollViews: [ScrollView], reason: String) {
    isApplying = true
    var movedRoot = false
    for mutation in plan.mutations {
      switch mutation {
      case .setContentOffset(let index, let offset):
        let scroll = scrollViews[index]
        remember(scroll)
        scroll.contentOffset = offset
      case .setContentInset(let index, let inset):
        let scroll = scrollViews[index]
        remember(scroll)
        scroll.contentInset = inset
      case .setIndicatorInsets(let index, let insets):
        let scroll = scrollViews[index]
        remember(scroll)
        scroll.verticalScrollIndicatorInsets = insets
      case .setRootOrigin(let origin):
        guard let view = session?.view else { continue }
        view.frame = Rect(origin: origin, size: view.frame.size)
        movedRoot = true
      case .setRootSize(let size):
        guard let view = session?.view else { continue }
        view.frame = Rect(origin: view.frame.origin, size: size)
        session?.appliedSize = size
        movedRoot = true
      }
    }
    isApplying = false
    lastPlan = plan
    updateMovedDistance()
    didApplyPlan?(plan)
    eventHandler?(.pass(reason: reason, plan: plan))
    if movedRoot { layoutRootIfAsked() }
  }

  private func remember(_ scroll: ScrollView) {
    guard !records.contains(where: { $0.view === scroll }) else { return }
    records.append(ScrollRecord(scroll))
  }

  /// With ``layoutIfNeededOnUpdate``, lays the root out now; if that layout moved the active
  /// input or an ancestor (a resized root re-laid out by the host), solves once more.
  private func layoutRootIfAsked() {
    guard layoutIfNeededOnUpdate, let view = session?.view else { return }
    view.setNeedsLayout()
    view.layoutIfNeeded()
    guard needsResolve, !isFollowingLayout else { return }
    needsResolve = false
    isFollowingLayout = true
    solve(reason: "the root's layout changed")
    isFollowingLayout = false
  }

  private func updateMovedDistance() {
    if let session, let view = session.view {
      movedDistance = session.beginOrigin.y - view.frame.origin.y
    } else {
      movedDistance = 0
    }
    movedDistanceChanged?(movedDistance)
  }

  /// The controller whose view the manager moves for `input` (spec §2.3): IQKeyboardManager's
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

  /// Puts the root view back at its original origin and size.
  func restoreRoot() {
    guard let session, let view = session.view else { return }
    // The size goes back only if it is still the one the manager set: a host that resized the
    // root meanwhile (rotation) keeps its size.
    let size = view.frame.size == session.appliedSize ? session.beginSize : view.frame.size
    let original = Rect(origin: session.beginOrigin, size: size)
    session.appliedSize = nil
    guard view.frame != original else { return }
    isApplying = true
    view.frame = original
    isApplying = false
    log("restoring \(session.controller.map { "\($0)" } ?? "root") origin to \(original.origin)")
    layoutRootIfAsked()
  }

  /// Restores a scroll view: insets always, the offset when it asks for it (otherwise the
  /// offset is clamped into the range valid with the restored insets, fix 6).
  func restore(_ record: ScrollRecord) {
    guard let scroll = record.view else { return }
    scroll.contentInset = record.inset
    scroll.verticalScrollIndicatorInsets = record.indicators
    if scroll.restoreContentOffset {
      scroll.contentOffset = record.offset
    } else {
      clampOffset(of: scroll)
    }
    log("restoring \(name(of: scroll)) insets to \(record.inset), offset \(scroll.contentOffset)")
  }

  /// After a pass moved views, the safe areas (and so the valid offset ranges) of scroll views
  /// inside them changed: an offset the manager set that is now below the smallest valid one
  /// comes up to it, and one past the end gets the bottom inset that makes it valid.
  private func keepOffsetsInRange(_ scrollViews: [ScrollView], reason: String) {
    var mutations: [AvoidancePlan.Mutation] = []
    var events: [AvoidanceTrace.Event] = []
    for (index, scroll) in scrollViews.enumerated()
    where records.contains(where: { $0.view === scroll }) && !scroll.ignoreContentInsetAdjustment {
      let range = scroll.validContentOffsetRange
      let y = scroll.contentOffset.y
      if y < range.min.y {
        let offset = Point(x: scroll.contentOffset.x, y: range.min.y)
        mutations.append(.setContentOffset(scrollView: index, offset))
        events.append(.offsetKeptInRange(scrollView: name(of: scroll), from: y, to: range.min.y))
      } else if y > range.max.y {
        var inset = scroll.contentInset
        inset.bottom += y - range.max.y
        mutations.append(.setContentInset(scrollView: index, inset))
        events.append(
          .insetChanged(
            scrollView: name(of: scroll), from: scroll.contentInset.bottom, to: inset.bottom,
            overlap: 0))
      }
    }
    guard !mutations.isEmpty else { return }
    // The pass's own numbers and reasons stand; the repair only adds its events.
    var trace = lastPlan?.trace ?? AvoidanceTrace()
    trace.events += events
    let plan = AvoidancePlan(
      mutations: mutations, animation: keyboardInfo?.animation ?? .default, trace: trace)
    for line in plan.trace.lines { log("  " + line) }
    apply(plan, scrollViews: scrollViews, reason: "keeping offsets in range after \(reason)")
  }

  /// Moves a scroll view's offset into the range valid with its current insets, if outside.
  private func clampOffset(of scroll: ScrollView) {
    let range = scroll.validContentOffsetRange
    let y = scroll.contentOffset.y
    if y > range.max.y || y < range.min.y {
      let clamped = Swift.min(Swift.max(y, range.min.y), range.max.y)
      scroll.contentOffset = Point(x: scroll.contentOffset.x, y: clamped)
    }
  }

  /// Restores everything the manager changed and forgets the session.
  func restoreAll(reason: String) {
    guard session != nil || !records.isEmpty else { return }
    log("restoring everything (\(reason))")
    restoreRoot()
    isApplying = true
    for record in records { restore(record) }
    for entry in released {
      if let scroll = entry.view, !scroll.restoreContentOffset { clampOffset(of: scroll) }
    }
    isApplying = false
    records.removeAll()
    released.removeAll()
    session = nil
    needsResolve = false
    movedDistance = 0
    movedDistanceChanged?(movedDistance)
    eventHandler?(.restored(reason: reason))
  }
}
