/// The promises of ``AvoidanceSolver``'s header, checked on a plan, as swift-collections checks
/// its heaps (`Heap+Invariants.swift`).
///
/// ``AvoidanceSolver/plan(for:)`` runs the check after every plan in debug builds (tests
/// included) and traps on a broken invariant; release builds skip it, and the reliability soak
/// calls it explicitly after every pass. Each invariant is exact, to the solver's own
/// tolerance of a millionth of a pixel.
extension AvoidancePlan {
  /// A promise of the solver's header.
  package enum Invariant: String, Sendable, Hashable, CaseIterable {
    /// The target ends clear by the distance, or the trace states why not (a clamp, the room
    /// above, a strategy that keeps the root); and a plan that says clear is clear.
    case clearance
    /// Every offset the plan sets is in its valid range, with the insets the plan sets and
    /// the safe area where the views end up; except in a scroll view that sets
    /// `ignoreContentInsetAdjustment`, whose insets, and so whose range, the app keeps (the
    /// plan scrolls it as IQKeyboardManager does, past its content's end if need be).
    case offsetRange
    /// A target whose top was at or below the top guide is not moved up above it by a pixel
    /// or more (for a tall text view, its caret's line as step 1 reads it: a caret the host
    /// reports above or below a text view that does not scroll is its first or last line),
    /// unless nothing that carries it could move it down.
    ///
    /// Keeping offsets in range comes first: a scroll view the host left below the smallest
    /// offset of its valid range comes up to it (step 5), and carries the target with it, up
    /// to past the guide when the host's offset was far enough below. When every scroll view
    /// that carries the target then sits at the smallest offset of its range, and the root
    /// at its original origin, no plan that keeps every offset in range puts the target
    /// lower: the lift is the range's, not the move's, and the slack cannot give it back.
    ///
    /// The top wins over the keyboard, as in IQKeyboardManager: where the visible area
    /// (keyboard top − distance − top guide) is smaller than the caret's line, or negative, no
    /// plan keeps the caret both below the guide and clear, and the caret stops at the guide,
    /// covered, with the trace saying so (`caretAtTopGuide`, which ``clearance`` accepts).
    ///
    /// Less than a pixel past the guide is the grid's: a rise rounds up so that the target
    /// ends clear, and a top that had less than a pixel to spare goes past the guide by that
    /// fraction. "Was" reads the guide with the root already resized (under
    /// ``AvoidanceStrategy/resizeRoot`` the resize alone can lay a large title out expanded
    /// over the target), and a target that falls or stays is not moved above it.
    case topGuide
    /// Every position and inset the plan writes is a whole number of pixels (an inset put
    /// back to the app's own value excepted, and an offset at a bound of its valid range,
    /// which the app's own insets and safe area set).
    case pixelGrid
    /// Solving the context the plan leaves (``AvoidanceContext/applying(_:)``) changes
    /// nothing.
    case fixedPoint
  }

  /// One broken promise: which, and what was seen.
  package struct InvariantViolation: Sendable, Hashable, CustomStringConvertible {
    /// The invariant that does not hold.
    package var invariant: Invariant
    /// What was seen, in one line.
    package var message: String

    /// Creates a violation.
    package init(_ invariant: Invariant, _ message: String) {
      self.invariant = invariant
      self.message = message
    }

    /// The violation as `invariant: message`.
    package var description: String { "\(invariant.rawValue): \(message)" }
  }

  /// The invariants that ``checkInvariants(for:)`` (and so every debug plan) and the soak
  /// enforce: all of them.
  ///
  /// The top guide holds since a tall text view's own scroll stops at the guide
  /// (`caretRoom`), the own content scrolls back a caret that keeping an outer offset in
  /// range lifts above it after the rise (`givingTheCaretBackToTheGuide`), and the invariant
  /// reads the caret's line the solver keeps clear and leaves out what no mover can give back
  /// (``Invariant/topGuide``).
  package static let enforcedInvariants: Set<Invariant> = [
    .clearance, .offsetRange, .topGuide, .pixelGrid, .fixedPoint,
  ]

  /// Traps when the plan breaks one of the solver's promises for `context`.
  ///
  /// - Parameter context: The context the plan was solved from.
  /// - Precondition: Every invariant in ``enforcedInvariants`` holds.
  package func checkInvariants(for context: AvoidanceContext) {
    let violations = invariantViolations(for: context)
    precondition(
      violations.isEmpty,
      "AvoidancePlan broke its invariants: \(violations.map(\.description)) for \(context)")
  }

  /// The solver's promises this plan breaks for `context`, in the order of ``Invariant``.
  ///
  /// Beyond ±2^30 points (1e15-point frames with thirds, 1e100-point frames) sums lose the
  /// fraction, so only the pixel grid is checked there, as the reliability checks do.
  ///
  /// - Parameters:
  ///   - context: The context the plan was solved from.
  ///   - invariants: Which invariants to check.
  /// - Returns: The broken ones, empty when the plan keeps every promise.
  /// - Complexity: One more solve (of the applied context), O(s·l) as the solver.
  package func invariantViolations(
    for context: AvoidanceContext, checking invariants: Set<Invariant> = enforcedInvariants
  ) -> [InvariantViolation] {
    let grid = PixelGrid(scale: context.scale)
    var found: [InvariantViolation] = []
    if invariants.contains(.pixelGrid) {
      found += pixelGridViolations(in: context, grid: grid)
    }
    guard context.isWithinExactRange else { return found }
    let applied = context.applying(self)
    let again = AvoidanceSolver.solve(applied)
    if invariants.contains(.clearance) {
      found += clearanceViolations(again: again)
    }
    if invariants.contains(.offsetRange) {
      found += offsetRangeViolations(in: context, applied: applied, grid: grid)
    }
    if invariants.contains(.topGuide) {
      found += topGuideViolations(in: context, applied: applied, grid: grid)
    }
    if invariants.contains(.fixedPoint), !again.isEmpty {
      found.append(
        InvariantViolation(
          .fixedPoint,
          "solving the applied context would change \(again.mutations.map(again.description))"))
    }
    return found
  }

  private func clearanceViolations(again: AvoidancePlan) -> [InvariantViolation] {
    let tolerance = 1e-6
    if trace.remainingCover > tolerance {
      let limited = trace.move < (trace.requiredRise ?? 0) - tolerance
      let explained = trace.events.contains { event in
        switch event.detail {
        case .rootClamped, .rootHeld, .noRoot, .rootKept, .rootNotContainingInput,
          .rootOutOfReach, .rootResized, .rootKeepsItsSize, .caretAtTopGuide, .keyboardLayoutGuide:
          true
        default: false
        }
      }
      guard limited || explained else {
        return [
          InvariantViolation(
            .clearance, "covered by \(trace.remainingCover) with no reason in the trace")
        ]
      }
    } else if again.trace.targetKind == trace.targetKind, let rise = again.trace.requiredRise,
      rise > tolerance
    {
      return [InvariantViolation(.clearance, "the plan says clear, but it leaves \(rise) covered")]
    }
    return []
  }

  private func offsetRangeViolations(
    in context: AvoidanceContext, applied: AvoidanceContext, grid: PixelGrid
  ) -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    let pass = SolverPass(context: applied)
    let lift = applied.root?.currentLift ?? 0
    for mutation in mutations {
      guard case .setContentOffset(let id, let offset) = mutation,
        let index = applied.scrollViews.firstIndex(where: { $0.id == id })
      else { continue }
      let view = applied.scrollViews[index]
      // The app keeps such a view's insets: the plan scrolls it as IQKeyboardManager does,
      // and its range is the app's to keep.
      guard !view.ignoresInsetAdjustment else { continue }
      let (minimum, maximum) = Self.offsetBounds(of: index, in: applied, pass: pass, lift: lift)
      let y = offset.y
      if (y < minimum && !grid.same(y, minimum)) || (y > maximum && !grid.same(y, maximum)) {
        found.append(
          InvariantViolation(
            .offsetRange, "\(view.name) offset y \(y) outside \(minimum)...\(maximum)"))
      }
    }
    return found
  }

  /// The valid range of the vertical offset of the scroll view at `index` in `applied`: from
  /// minus its adjusted top inset to where its content's end meets its adjusted bottom.
  private static func offsetBounds(
    of index: Int, in applied: AvoidanceContext, pass: SolverPass, lift: Double
  ) -> (minimum: Double, maximum: Double) {
    let view = applied.scrollViews[index]
    let safe = pass.safeArea(of: index, rootLift: lift)
    let minimum = -(view.contentInset.top + safe.top)
    var maximum = Double.infinity
    if let size = view.contentSize {
      maximum = Swift.max(
        minimum,
        size.height + view.contentInset.bottom + safe.bottom - view.frameInWindow.height)
    }
    return (minimum, maximum)
  }

  private func topGuideViolations(
    in context: AvoidanceContext, applied: AvoidanceContext, grid: PixelGrid
  ) -> [InvariantViolation] {
    let isCaret = trace.targetKind == .caretLine
    // The guide as the screen reads before anything moves, the root already resized: under
    // resizeRoot the resize alone can lay a large title out expanded over the target.
    let resizes = mutations.filter {
      if case .setRootSize = $0 { true } else { false }
    }
    let guideBefore =
      resizes.isEmpty
      ? context.topGuide
      : context.applying(AvoidancePlan(mutations: resizes, animation: animation, trace: trace))
        .topGuide
    // Less than a pixel past the guide is the grid's: a rise rounds up so that the target
    // ends clear, and a top with less than a pixel to spare goes past the guide by the
    // rounding.
    let limit = applied.topGuide - 1 / grid.scale
    // A caret's line as step 1 reads it: a caret the host reports outside a text view that
    // does not scroll is shown at its first or last line.
    func line(_ context: AvoidanceContext) -> Rect? {
      isCaret ? SolverPass(context: context).visibleCaret : context.target
    }
    guard let before = line(context), let after = line(applied),
      before.minY >= guideBefore || grid.same(before.minY, guideBefore),
      after.minY < before.minY, !grid.same(after.minY, before.minY),
      after.minY < limit, !grid.same(after.minY, limit),
      Self.aMoverCanLowerIt(in: applied, isCaret: isCaret, grid: grid)
    else { return [] }
    let what = isCaret ? "caret's top" : "top"
    return [
      InvariantViolation(
        .topGuide,
        "\(context.inputName)'s \(what) goes from \(before.minY) to \(after.minY), above the "
          + "top guide \(applied.topGuide)")
    ]
  }

  /// Whether anything that carries the target in `applied` could still move it down: a
  /// scroll view (not skipped; for a field, not the active text view, whose content does not
  /// carry the frame) with a pixel-grid offset below its own that is still in its valid range,
  /// or, under ``AvoidanceStrategy/moveRoot``, a root above its original origin.
  ///
  /// When none can, the views sit as low as the offset ranges and the root's origin let them:
  /// no plan that keeps every offset in range puts the target lower. An offset on the grid
  /// less than a pixel above the exact bottom of its range (-0.5 for a range from -0.667 at
  /// 2×) is at the bottom: the bound itself would lower the target by a fraction of a pixel.
  private static func aMoverCanLowerIt(
    in applied: AvoidanceContext, isCaret: Bool, grid: PixelGrid
  ) -> Bool {
    if applied.strategy == .moveRoot, let root = applied.root, root.containsTarget,
      grid.isPositive(root.currentLift)
    {
      return true
    }
    let pass = SolverPass(context: applied)
    let lift = applied.root?.currentLift ?? 0
    return applied.scrollViews.indices.contains { index in
      let view = applied.scrollViews[index]
      guard view.skipReason == nil, isCaret || !view.isActiveTextView else { return false }
      let minimum = offsetBounds(of: index, in: applied, pass: pass, lift: lift).minimum
      let y = view.contentOffset.y
      let lower =
        grid.down(y) < y && !grid.same(grid.down(y), y) ? grid.down(y) : y - 1 / grid.scale
      return lower >= minimum || grid.same(lower, minimum)
    }
  }

  private func pixelGridViolations(in context: AvoidanceContext, grid: PixelGrid)
    -> [InvariantViolation]
  {
    var found: [InvariantViolation] = []
    func view(_ id: ScrollViewID) -> ScrollViewSnapshot? {
      context.scrollViews.first { $0.id == id }
    }
    // An offset at a bound of its range sits where the app's insets and safe area put the
    // content's edge, on the grid or not (a 58.333-point inset on a 2× screen): the plan
    // scrolled as far as the range allows.
    func isAtABound(_ y: Double, of id: ScrollViewID) -> Bool {
      let applied = context.applying(self)
      guard let index = applied.scrollViews.firstIndex(where: { $0.id == id }) else {
        return false
      }
      let pass = SolverPass(context: applied)
      let (minimum, maximum) = Self.offsetBounds(
        of: index, in: applied, pass: pass, lift: applied.root?.currentLift ?? 0)
      return grid.same(y, minimum) || grid.same(y, maximum)
    }
    func check(_ value: Double, _ what: @autoclosure () -> String) {
      guard !grid.same(value, grid.up(value)) else { return }
      found.append(InvariantViolation(.pixelGrid, "\(what()) \(value) is off the grid"))
    }
    for mutation in mutations {
      switch mutation {
      case .setContentOffset(let id, let offset):
        if !grid.same(offset.y, grid.up(offset.y)), isAtABound(offset.y, of: id) { continue }
        check(offset.y, "\(description(of: mutation)): y")
      case .setContentInset(let id, let inset):
        if inset.bottom != view(id)?.baselineContentInset.bottom {
          check(inset.bottom, "\(description(of: mutation)): bottom")
        }
      case .setIndicatorInsets(let id, let insets):
        if insets.bottom != view(id)?.baselineIndicatorInsets.bottom {
          check(insets.bottom, "\(description(of: mutation)): bottom")
        }
      case .setRootOrigin(let origin): check(origin.y, "root origin y")
      case .setRootSize(let size):
        // Its begin height, given back, is the host's, on the grid or not.
        if size.height != context.root?.beginSize.height { check(size.height, "root height") }
      }
    }
    return found
  }
}

extension AvoidanceContext {
  /// The largest magnitude, in points, at which the exact invariants are checked: 2^30.
  ///
  /// There a `Double` still holds a millionth of a pixel at 3× (the solver's tolerance).
  static let exactLimit = 1_073_741_824.0

  /// Whether every position the solver reads is within ±2^30 points (``exactLimit``).
  var isWithinExactRange: Bool {
    let limit = Self.exactLimit
    func fits(_ rect: Rect) -> Bool {
      abs(rect.minY) <= limit && abs(rect.maxY) <= limit && abs(rect.minX) <= limit
        && abs(rect.maxX) <= limit
    }
    guard fits(target), keyboard.map(fits) ?? true, caret.map(fits) ?? true,
      root.map({ fits($0.beginFrameInWindow) }) ?? true
    else { return false }
    return scrollViews.allSatisfy { view in
      fits(view.frameInWindow) && abs(view.contentOffset.y) <= limit
        && abs(view.contentInset.bottom) <= limit && abs(view.contentInset.top) <= limit
        && (view.contentSize.map { abs($0.height) <= limit && abs($0.width) <= limit } ?? true)
    }
  }

  /// The context as it reads once `plan` is applied: what the views end up as, as the solver
  /// itself reads a pass's result (a resized root scroll view is read at its new height, and
  /// a large title it holds laid out anew there; a large title collapses by its content's
  /// scroll; offsets move the views inside; the root's move carries what moves with it;
  /// safe-area layers and their bars follow their movers; a root that rises with the bar ends
  /// as tall as the size written plus its rise).
  ///
  /// - Parameter plan: A plan solved from this context.
  /// - Returns: The context the next solve would read, if nothing else changed.
  package func applying(_ plan: AvoidancePlan) -> AvoidanceContext {
    var delta = Array(repeating: 0.0, count: scrollViews.count)
    var rootY: Double?
    var rootSize: Size?
    var next = self
    // An input that is the root view itself is resized with it.
    let targetIsRoot = root?.isTheInput ?? false
    for mutation in plan.mutations {
      switch mutation {
      case .setContentOffset(let id, let offset):
        guard let index = scrollViews.firstIndex(where: { $0.id == id }) else { continue }
        delta[index] = offset.y - scrollViews[index].contentOffset.y
        next.scrollViews[index].contentOffset = offset
        next.scrollViews[index].isManaged = true
      case .setContentInset(let id, let inset):
        guard let index = scrollViews.firstIndex(where: { $0.id == id }) else { continue }
        next.scrollViews[index].contentInset = inset
        next.scrollViews[index].isManaged = true
      case .setIndicatorInsets(let id, let insets):
        guard let index = scrollViews.firstIndex(where: { $0.id == id }) else { continue }
        next.scrollViews[index].indicatorInsets = insets
        next.scrollViews[index].isManaged = true
      case .setRootOrigin(let origin): rootY = origin.y
      case .setRootSize(let size): rootSize = size
      }
    }
    if let rootSize { next.resizeRootScrollViews(of: self, toHeight: rootSize.height) }
    if let title = next.largeTitle,
      let index = scrollViews.firstIndex(where: { $0.id == title.scrollView })
    {
      let collapse = title.collapse(
        byScrolling: delta[index], from: scrollViews[index].contentOffset.y)
      if collapse != 0 { next = next.collapsingTheLargeTitle(by: collapse) }
    }
    // A root rising with the bar was written its size at the top it had: the layout that
    // moves its top keeps its bottom (it is laid out as tall as that bottom less its new
    // top), and the next snapshot reads it there.
    var laidOutSize = rootSize
    if let rootSize, let rise = next.root?.risesWithTheBar, rise != 0 {
      let grid = PixelGrid(scale: scale)
      laidOutSize?.height = Swift.max(0, grid.settled(rootSize.height + rise))
    }
    next.root?.risesWithTheBar = 0
    let count = scrollViews.count
    func shift(enclosedBy outer: Int) -> Double {
      var sum = 0.0
      for index in (count - outer)..<count where index >= 0 { sum += delta[index] }
      return sum
    }
    let movesRoot = strategy == .moveRoot
    let rootShift = movesRoot ? (root.map { $0.origin.y - (rootY ?? $0.origin.y) } ?? 0) : 0
    let carriesTarget = movesRoot && (root?.containsTarget ?? false)
    var targetRise = carriesTarget ? rootShift : 0
    var caretRise = targetRise
    for index in scrollViews.indices {
      caretRise += delta[index]
      if !scrollViews[index].isActiveTextView { targetRise += delta[index] }
    }
    next.target.origin.y -= targetRise
    next.caret?.origin.y -= caretRise
    for index in scrollViews.indices {
      let view = scrollViews[index]
      next.scrollViews[index].frameInWindow.origin.y -=
        shift(enclosedBy: count - 1 - index) + (view.movesWithRoot ? rootShift : 0)
      if view.isRootView, let laidOutSize {
        next.scrollViews[index].frameInWindow.size = laidOutSize
      }
    }
    next.safeAreaLayers = next.safeAreaLayers.map {
      $0.following(rootShift: rootShift, rootSize: laidOutSize, shift: shift(enclosedBy:))
    }
    if let rootY { next.root?.origin.y = rootY }
    if let laidOutSize { next.root?.size = laidOutSize }
    if targetIsRoot, let laidOutSize { next.target.size = laidOutSize }
    return next
  }
}

extension AvoidanceContext {
  /// Reads the root scroll views of `before` at the height `height` a plan resizes the root
  /// to (``AvoidanceStrategy/resizeRoot``), as the tree lays them out before anything
  /// scrolls.
  ///
  /// A view whose content starts or stops being taller than it starts or stops scrolling
  /// vertically (its vertical safe-area adjustment and horizontal-only skip follow); and when
  /// it is a large title's content scroll view, the safe area's share of its resting inset is
  /// read at the new height (at most the height: the expanded bar covers a shorter view only
  /// to its height), which moves the offset at which the title is fully expanded by the
  /// difference, and the bar lays the title out anew at the offset the view has.
  fileprivate mutating func resizeRootScrollViews(
    of before: AvoidanceContext, toHeight height: Double
  ) {
    for index in before.scrollViews.indices where before.scrollViews[index].isRootView {
      let old = before.scrollViews[index]
      let resized = old.resized(toHeight: height)
      scrollViews[index].adjustsVerticalInsets = resized.adjustsVerticalInsets
      scrollViews[index].skipReason = resized.skipReason
      guard var title = largeTitle, title.scrollView == old.id, !title.isReadAtLaidOutHeight,
        let expanded = title.expandedOffset
      else { continue }
      let reach = title.expandedBarReach
      let shareBefore = old.adjustsVerticalInsets ? Swift.min(old.frameInWindow.height, reach) : 0
      let shareAfter = resized.adjustsVerticalInsets ? Swift.min(height, reach) : 0
      guard shareBefore != shareAfter else { continue }
      title.expandedOffset = expanded + (shareBefore - shareAfter)
      largeTitle = title
      let relaid = title.collapse(byScrolling: 0, from: old.contentOffset.y)
      if relaid != 0 { self = collapsingTheLargeTitle(by: relaid) }
    }
  }
}
