/// One pass of the ``AvoidanceSolver``: the seven steps of its header, from a context to a
/// plan.
///
/// The pass reads its ``context`` and accumulates into four values only: the ``decision`` it
/// is building, the ``limits`` the move leaves for the offset ranges, what it keeps clear
/// (``keptClear``) and its trace (``narration``). ``run()`` calls the steps in order.
struct SolverPass {
  /// The snapshot the pass solves, with a root scroll view read at its planned size.
  let context: AvoidanceContext
  /// The screen's pixel grid.
  let grid: PixelGrid
  /// Under ``AvoidanceStrategy/resizeRoot``, the size this pass gives the root: safe areas,
  /// caps and insets are read at it from the start, so that every pass reads the same numbers
  /// whatever size the root has now.
  let plannedRootSize: Size?
  /// The large title's collapse this pass plans with; `nil` when the title stays as it is.
  var titleCollapse: TitleCollapse?
  /// The decision being built.
  var decision: Decision
  /// What the move leaves for the offset ranges.
  var limits = MoveLimits()
  /// What the pass keeps clear (step 1).
  var keptClear: KeptClear
  /// The trace.
  var narration = Narration()

  init(context: AvoidanceContext) {
    let grid = PixelGrid(scale: context.scale)
    self.grid = grid
    self.context = Self.readingTheRootAtItsPlannedSize(context, grid: grid)
    if context.strategy.kind == .resizeRoot, let root = context.root,
      let keyboard = context.keyboard
    {
      let height = Self.plannedRootHeight(context, root: root, keyboard: keyboard, grid: grid)
      plannedRootSize = Size(width: root.size.width, height: height)
    } else {
      plannedRootSize = nil
    }
    decision = Decision(scrollViewCount: context.scrollViews.count)
    keptClear = KeptClear(field: context.target)
  }

  // MARK: The pass

  /// The seven steps, in order.
  mutating func run() -> AvoidancePlan {
    guard let keyboard = context.keyboard else {
      say(target: .field)
      say(.keyboardHidden)
      return finish()
    }
    whatToKeepClear(keyboard: keyboard)
    let required = requiredRise(keyboard: keyboard)
    let room = roomAbove()
    riseOrFall(required: required, room: room, keyboard: keyboard)
    keepOffsetsInRange(keyboard: keyboard)
    adjustInsets(keyboard: keyboard)
    sayWhatIsLeft(required: required, keyboard: keyboard)
    return finish()
  }

  // MARK: 1. What to keep clear

  /// Step 1: reads what must end clear into ``keptClear``: the target, or for a text view
  /// taller than the visible area its caret's line (fix 11), placed to fill that area, or,
  /// where the keyboard leaves no area to fill (``reachesTheBottom(_:)``), as a field.
  mutating func whatToKeepClear(keyboard: Rect) {
    let target = context.target
    let visible = keyboard.minY - context.distance - context.topGuide
    let caretLine = visibleCaret
    let tallCaret = caretLine.flatMap { isTallerThanTheVisibleArea(keyboard) ? $0 : nil }
    narration.trace.targetKind = tallCaret == nil ? .field : .caretLine
    say(target: narration.trace.targetKind)
    if caretLine == nil, context.caret != nil, target.height > visible,
      let index = scrollingTextView
    {
      let view = context.scrollViews[index]
      let inset = view.baselineContentInset
      say(.noLineToShow(insets: inset.top + inset.bottom, height: view.frameInWindow.height))
    }
    if let collapse = titleCollapse {
      say(
        .largeTitleCollapses(
          scrollView: context.scrollViews[collapse.scrollView].name, by: collapse.amount,
          topGuide: collapse.topGuide, to: context.topGuide))
    }
    say(.keyboard(kind: context.keyboardKind, covers: keyboard))
    keptClear.rect = tallCaret ?? target
    keptClear.tallCaret = tallCaret
    keptClear.caretAsField =
      tallCaret != nil && !Self.reachesTheBottom(context.keyboardKind)
    keptClear.top = (keptClear.caretAsField ? keptClear.rect : target).minY
  }

  /// Whether the target is taller than the area visible above `keyboard` (less the distance,
  /// below the top guide): a text view's caret line is then kept clear, not the whole view.
  func isTallerThanTheVisibleArea(_ keyboard: Rect) -> Bool {
    context.target.height > keyboard.minY - context.distance - context.topGuide
  }

  /// The caret's line as shown where the pass keeps it clear.
  ///
  /// For a text view taller than the visible area, ``visibleCaret``: step 1 keeps that line
  /// clear. For one that fits, the whole view is kept clear, its own content does not scroll
  /// for the caret, and the line ends at the view's bottom edge. `nil` when ``visibleCaret``
  /// is.
  var shownCaretLine: Rect? {
    guard var line = visibleCaret else { return nil }
    if let keyboard = context.keyboard, isTallerThanTheVisibleArea(keyboard) { return line }
    let bottom = context.target.maxY
    if line.minY < bottom, line.maxY > bottom { line.size.height = bottom - line.minY }
    return line
  }

  /// Whether a keyboard of `kind` reaches the screen's bottom (docked, or a hardware
  /// keyboard's accessory bar) and so hides everything below its top.
  ///
  /// Only such a keyboard leaves a visible area, from the top guide down to its top, for a
  /// text view taller than it to fill: placed with its top at the guide, the view shows as much
  /// of itself as fits (``placeTallTextView(caret:required:room:keyboard:)``). Above any other
  /// keyboard (undocked, floating) the view still shows below the keyboard, so moving it to
  /// the guide shows no more of it: there is no area to fill, and its caret's line is kept
  /// clear as a field is (``KeptClear/caretAsField``), only where the keyboard covers it.
  static func reachesTheBottom(_ kind: KeyboardKind) -> Bool {
    kind == .docked || kind == .hardwareAccessory
  }

  /// The caret's line as its text view shows it: the part of the line the host reports that
  /// the view can bring into its frame; `nil` when it can show no line.
  ///
  /// A text view shows its content inside its frame. One whose own content scrolls
  /// (``scrollingTextView``) shows lines between its content insets (the host's, before the
  /// manager's own), and brings a line into view by scrolling it up until the line's top
  /// reaches its adjusted top inset; one that does not scroll shows all its content at once.
  /// Hence:
  /// - Insets as tall as the view (to within the grid's tolerance) leave no line: there is no
  ///   caret line to keep clear, and step 1 keeps the view clear as a field.
  /// - The part of the line below the view's bottom edge that its content cannot scroll into
  ///   view is never shown, so it is cut off. The own scroll stops where the caret's top
  ///   reaches the adjusted top inset, which must read the same on every pass: the host's
  ///   inset plus the safe area's part with the root at rest (as ``ownCap(_:_:)`` reads it),
  ///   read with the view's top at the guide: less what the view uncovers as its top comes
  ///   down to it, or, for a covered view below it, more what the rise to it takes under a
  ///   safe area that stays (``safeAreaPartAtTheGuide``; not the host's inset alone, and not
  ///   where the view is now). A line whose shown part is empty, to within the grid's
  ///   tolerance, is read whole: the own scroll stops with the caret's top exactly where the
  ///   shown part ends when the safe area covers the whole view, and the sums of the next pass
  ///   put it a few ulps above, where a cut to a sliver would let the views fall again.
  /// - A view that does not scroll shows a caret the host reports past its end (or before its
  ///   start) on its last (first) line, inside its frame.
  var visibleCaret: Rect? {
    guard var caret = context.caret else { return nil }
    if let index = scrollingTextView {
      let view = context.scrollViews[index]
      let inset = view.baselineContentInset
      let lines = view.frameInWindow.height - inset.top - inset.bottom
      guard grid.isPositive(lines) else { return nil }
      let frame = view.frameInWindow
      let ownTop = inset.top + safeAreaPartAtTheGuide
      let shownTo = frame.maxY + Swift.max(0, caret.minY - frame.minY - ownTop)
      if caret.maxY > shownTo && grid.isPositive(shownTo - caret.minY) {
        caret.size.height = shownTo - caret.minY
      }
      return caret
    }
    let target = context.target
    caret.origin.y = Swift.max(target.minY, Swift.min(caret.minY, target.maxY - caret.height))
    return caret
  }

  // MARK: 2. Required rise

  /// Step 2: how far the kept-clear rectangle must rise to end `distance` above the
  /// keyboard's top; negative is slack, `nil` when the keyboard does not cover it.
  mutating func requiredRise(keyboard: Rect) -> Double? {
    let required = Self.requiredRise(
      of: keptClear.rect, kind: context.keyboardKind, distance: context.distance,
      keyboard: keyboard)
    narration.trace.requiredRise = required
    return required
  }

  /// Step 2's rise for `rect`: `maxY + distance - keyboard.minY` when a keyboard of `kind`
  /// covers it (negative: slack), else `nil`.
  static func requiredRise(of rect: Rect, kind: KeyboardKind, distance: Double, keyboard: Rect)
    -> Double?
  {
    kind.covers(rect, keyboard: keyboard) ? rect.maxY + distance - keyboard.minY : nil
  }

  // MARK: 3. Room above

  /// Step 3: how far the kept-clear top may rise before it reaches the top guide.
  mutating func roomAbove() -> Double {
    let room = keptClear.top - context.topGuide
    narration.trace.roomAbove = room
    return room
  }

  // MARK: 7. What is left

  /// Step 7: how much of the kept-clear rectangle (plus the distance) is still covered, in
  /// the trace.
  mutating func sayWhatIsLeft(required: Double?, keyboard: Rect) {
    guard let required else { return }
    let risen = risen(of: keptClear.risesWithCaret)
    let remaining = required - risen
    narration.trace.remainingCover = grid.isZero(remaining) ? 0 : Swift.max(0, remaining)
    let bottom = keptClear.rect.maxY - risen
    if narration.trace.remainingCover > 0 {
      say(
        .stillCovered(
          by: narration.trace.remainingCover, bottom: bottom, keyboardTop: keyboard.minY,
          distance: context.distance))
    } else {
      say(.clear(bottom: bottom, gap: keyboard.minY - bottom))
    }
  }

  // MARK: Trace and plan

  mutating func say(target kind: AvoidanceContext.TargetKind) {
    say(
      .target(
        name: context.inputName, kind: kind, rect: context.target,
        distance: context.distance, topGuide: context.topGuide))
  }

  mutating func say(_ event: AvoidanceTrace.Event.Detail) {
    narration.trace.events.append(AvoidanceTrace.Event(event))
  }

  mutating func sayOnce(_ index: Int, _ event: AvoidanceTrace.Event.Detail) {
    guard narration.skippedSaid.insert(index).inserted else { return }
    say(event)
  }

  /// The plan the decision makes: its mutations, in a fixed order (insets, offsets, the
  /// root), and the trace.
  func finish() -> AvoidancePlan {
    var mutations: [AvoidancePlan.Mutation] = []
    var names: [ScrollViewID: String] = [:]
    for (index, scroll) in context.scrollViews.enumerated() {
      if let inset = decision.scrollViews[index].inset {
        mutations.append(.setContentInset(scrollView: scroll.id, inset))
        names[scroll.id] = scroll.name
      }
      if let indicators = decision.scrollViews[index].indicators {
        mutations.append(.setIndicatorInsets(scrollView: scroll.id, indicators))
        names[scroll.id] = scroll.name
      }
    }
    for (index, scroll) in context.scrollViews.enumerated() {
      guard let y = decision.scrollViews[index].finalY, !grid.same(y, scroll.contentOffset.y)
      else { continue }
      let offset = Point(x: scroll.contentOffset.x, y: y)
      mutations.append(.setContentOffset(scrollView: scroll.id, offset))
      names[scroll.id] = scroll.name
    }
    if let root = context.root {
      if let y = decision.root.plannedY, !grid.same(y, root.origin.y) {
        mutations.append(.setRootOrigin(Point(x: root.origin.x, y: y)))
      }
      if var size = decision.root.size {
        size.height = Self.writtenHeight(size.height, of: root, grid: grid)
        mutations.append(.setRootSize(size))
      }
    }
    return AvoidancePlan(
      mutations: mutations, animation: context.animation, trace: narration.trace,
      scrollViewNames: names)
  }
}
