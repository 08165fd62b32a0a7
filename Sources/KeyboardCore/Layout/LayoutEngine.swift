import ConstraintSolver

/// The Auto Layout engine of one view tree: the active constraints of the tree, the system's
/// own constraints (frames of views that translate their autoresizing, guides, intrinsic
/// sizes), one incremental ``ConstraintSolver/Solver`` holding them all, and the step that
/// writes the solution back into frames.
///
/// It lives on the tree's root view and runs at the start of every layout pass
/// (``View/layoutIfNeeded()``) that has something to lay out: it brings the system constants
/// up to date (a frame the host moved, a safe area, the keyboard), which the solver takes as
/// edits or constant changes rather than a rebuild, then writes the frames of the views the
/// constraints place. Nothing here runs in a tree without constraints.
///
/// Each item (a view or a guide) has four variables, its frame's x, y, width and height in
/// its own space: a view's superview's bounds, a guide's owning view's bounds. A constraint is
/// stated in the bounds of its owner, the items' nearest common ancestor, by adding the frame
/// origins (less the bounds origins) of the views between each item and the owner.
final class LayoutEngine {
  unowned let root: View
  let solver = Solver()

  /// The variables and system constraints of each item, by the item's identity.
  var items: [ObjectIdentifier: LayoutItemState] = [:]
  /// The guides' items: their frames follow safe areas, margins and the keyboard, which any
  /// move can change, so every update refreshes them (there are few).
  var guideStates: [LayoutItemState] = []
  /// The item of each solver variable, by the variable's index.
  var variableOwners: [LayoutItemState?] = []
  /// Items whose inputs changed since the last update.
  var dirtyStates: [LayoutItemState] = []
  /// How many items have joined, to order them.
  var joinCount = 0
  /// Constraints whose constants read a bounds origin.
  var boundsDependentKeys: [ObjectIdentifier] = []
  /// The compiled form of each constraint in the solver (or broken), by identity.
  var compiled: [ObjectIdentifier: CompiledConstraint] = [:]
  /// The keys of `compiled` in the order they were compiled (rebuilt when stale), so every
  /// walk over constraints runs in one order from run to run.
  private var compiledOrderStorage: [ObjectIdentifier] = []
  private var compiledOrderIsStale = false
  private var compilationCounter = 0
  var compiledSequence: [ObjectIdentifier: Int] = [:]
  /// Constraints activated (or moved in) since the last update, in order.
  var pending: [LayoutConstraint] = []
  /// Views whose `updateConstraints()` is due.
  var constraintUpdates: [View] = []
  /// Where each constraint in the solver comes from, to name it in a conflict.
  var origins: [ConstraintID: ConstraintOrigin] = [:]
  /// Views whose bounds origin a compiled constraint reads (scroll offsets).
  var boundsReaders: Set<ObjectIdentifier> = []
  /// Keyboard guides in this tree.
  var keyboardGuides: [KeyboardLayoutGuide] = []

  /// Whether the next update has work to do beyond refreshing constants.
  private(set) var needsUpdate = true
  /// Whether the engine is writing frames (their changes are its own).
  var isApplying = false
  /// While set, each view whose frame the engine writes, with the frame it had before the
  /// first write and how far (positive: up) the writes moved it, by view.
  var moveLog: [ObjectIdentifier: MovedView]?
  /// Whether writes record the frame a view had before the keyboard moved it.
  var recordsRestingFrames = false
  /// The frames views had before the keyboard layout guide's layout moved them.
  var restingFrames: [ObjectIdentifier: MovedView] = [:]
  /// Where the views the constraints place rest while a keyboard guide is away from its rest
  /// or a large title is collapsed over a top view that extends under its bar (see
  /// `recordConstrainedRestingFrames()`); empty otherwise.
  var constrainedRestingFrames: [ObjectIdentifier: RestingFrames.Entry] = [:]
  /// The solver's structure revision when they were measured (`nil`: not measured).
  var measuredRestRevision: Int?
  /// Whether this update changed where a view rests by more than the frames it writes.
  var restsMovedWithoutFrames = false
  /// The items written outside a keyboard notification's layout with no resting frame
  /// recorded, in this update (see `recordRestingFrames(of:)`).
  private var writtenWithoutRest: [LayoutItemState] = []
  /// Whether the last write-back moved a frame (guides then read the geometry again).
  private var wroteFrames = false
  /// Whether an update is running (constraints activated now wait for its next round).
  private var isUpdating = false

  init(root: View) {
    self.root = root
  }

  func markNeedsUpdate() { needsUpdate = true }

  /// Something where views rest reads changed without changing the system (a bar's resting
  /// height): the next pass measures the resting frames again.
  func restingGeometryDidChange() {
    measuredRestRevision = nil
    needsUpdate = true
    root.setNeedsLayout()
  }

  /// Whether no update is running (a change seen during one is its own doing).
  var isIdle: Bool { !isUpdating && !isApplying }

  /// Something the guides read changed (a safe area): the next pass refreshes them.
  func guidesNeedLayout() {
    needsUpdate = true
    for state in guideStates {
      state.guide?.owningView?.setNeedsLayout()
    }
  }

  /// Keyboard guides with edge-tracking constraints, to join at the next update even when no
  /// active constraint mentions them yet (the tracked ones may all start inactive).
  private var trackedGuides: [KeyboardLayoutGuide] = []

  func track(_ guide: KeyboardLayoutGuide) {
    if !trackedGuides.contains(where: { $0 === guide }) { trackedGuides.append(guide) }
    needsUpdate = true
  }

  // MARK: Constraints in and out

  func add(_ constraint: LayoutConstraint) {
    constraint.engine = self
    pending.append(constraint)
    needsUpdate = true
    constraint.owner?.setNeedsLayout()
  }

  func remove(_ constraint: LayoutConstraint) {
    constraint.engine = nil
    if let index = pending.firstIndex(where: { $0 === constraint }) {
      pending.remove(at: index)
    }
    uncompile(ObjectIdentifier(constraint))
    needsUpdate = true
  }

  /// A constraint's constant or priority changed: compile it again.
  func constraintDidChange(_ constraint: LayoutConstraint) {
    let key = ObjectIdentifier(constraint)
    guard compiled[key] != nil else { return }
    uncompile(key)
    pending.append(constraint)
    needsUpdate = true
    constraint.owner?.setNeedsLayout()
  }

  /// A view's alignment rect insets changed: the constraints that mention it compile again
  /// (their constants read the insets).
  func alignmentInsetsDidChange(of view: View) {
    let key = ObjectIdentifier(view)
    for constraintKey in compiledOrder {
      guard let record = compiled[constraintKey], record.itemKeys.contains(key),
        let constraint = record.constraint
      else { continue }
      constraintDidChange(constraint)
    }
  }

  func needsConstraintUpdate(_ view: View) {
    constraintUpdates.append(view)
    needsUpdate = true
  }

  // MARK: The pass

  /// Brings the solution up to date and writes it into frames: called at the start of a layout
  /// pass, and again after the pass while views' layout changed something the constraints
  /// read.
  ///
  /// Rounds are bounded: a frame the engine writes can change a safe area that a guide reads,
  /// so it refreshes and solves again, at most ``maximumRounds`` times; a layout that still
  /// moves then is reported once with ``Diagnostic/Code/layoutDidNotSettle``.
  ///
  /// - Complexity: O(i + c), i the items and c the constraints that changed, plus the
  ///   solver's incremental work.
  func update() {
    guard !isUpdating else { return }
    isUpdating = true
    updateRounds()
    isUpdating = false
    if restsMovedWithoutFrames {
      // Readers of resting frames (navigation orders) hear of a rest that moved while no frame
      // did (a large title switched on while collapsed), once the update is over.
      restsMovedWithoutFrames = false
      root.noteChange(.eligibility)
    }
  }

  private func updateRounds() {
    for round in 0..<Self.maximumRounds {
      // Whether this round rebuilds or compiles constraints (a stack whose views the last round
      // moved makes its constraints anew): both queues are empty by the end of the round, and
      // tested there, a later round that changed only the system stopped before writing its
      // frames, which then waited for the next layout pass.
      let hadConstraintWork = !constraintUpdates.isEmpty || !pending.isEmpty
      runConstraintUpdates()
      if !trackedGuides.isEmpty {
        let guides = trackedGuides
        trackedGuides = []
        for guide in guides where guide.owningView?.root === root { _ = state(for: guide) }
      }
      refreshKeyboardTracking()
      compilePending()
      let dirty = takeDirtyStates()
      var changed = false
      for state in dirty where refreshSlots(of: state) { changed = true }
      // Guides follow geometry: read them on the first round and after a round that moved
      // frames.
      if round == 0 || wroteFrames {
        for state in guideStates where refreshSlots(of: state) { changed = true }
      }
      if refreshBoundsConstants() { changed = true }
      needsUpdate = false
      if round > 0 && !changed && dirty.isEmpty && !hadConstraintWork {
        break
      }
      // Before the frames are written: observers that hear of a move read where views rest.
      recordConstrainedRestingFrames()
      apply(alsoChecking: dirty)
      if round == Self.maximumRounds - 1 && (!dirtyStates.isEmpty || !pending.isEmpty) {
        root.reportDiagnostic(
          Diagnostic(
            .layoutDidNotSettle,
            "Auto Layout did not settle in \(Self.maximumRounds) rounds: a safe area or guide "
              + "the constraints read moves with the frames they set"))
      }
    }
    if !writtenWithoutRest.isEmpty {
      let written = writtenWithoutRest
      writtenWithoutRest = []
      recordRestingFrames(of: written)
      // Putting the guides back leaves the solution as it was; write any part that is not.
      apply(alsoChecking: [])
      writtenWithoutRest = []
    }
  }

  static let maximumRounds = 4

  private func runConstraintUpdates() {
    guard !constraintUpdates.isEmpty else { return }
    let views = constraintUpdates
    constraintUpdates = []
    for view in views { view.updateConstraintsIfNeeded() }
  }

  private func compilePending() {
    guard !pending.isEmpty else { return }
    let batch = pending
    pending = []
    for constraint in batch where constraint.owner != nil && constraint.engine === self {
      compile(constraint)
    }
  }

  /// Marks an item whose inputs changed (its frame, intrinsic size, priorities or flag), so
  /// the next update refreshes its system constraints and writes its frame again.
  func markDirty(_ view: View) {
    needsUpdate = true
    guard let state = items[ObjectIdentifier(view)] else { return }
    markDirty(state)
  }

  func markDirty(_ state: LayoutItemState) {
    needsUpdate = true
    guard !state.isDirty else { return }
    state.isDirty = true
    dirtyStates.append(state)
  }

  private func takeDirtyStates() -> [LayoutItemState] {
    let dirty = dirtyStates
    dirtyStates = []
    for state in dirty { state.isDirty = false }
    return dirty
  }

  /// Writes the solution into the frames of the views the constraints place, the layout
  /// frames of guides and the content size of scroll views sized by their content guide: for
  /// the items whose variables the solver changed, and `extra` ones (whose frames the host
  /// may have set).
  private func apply(alsoChecking extra: [LayoutItemState]) {
    isApplying = true
    defer { isApplying = false }
    wroteFrames = false
    var touched: [LayoutItemState] = []
    for variable in solver.takeChangedVariables() {
      guard variable.index < variableOwners.count, let state = variableOwners[variable.index],
        !state.isApplied
      else { continue }
      state.isApplied = true
      touched.append(state)
    }
    for state in extra where !state.isApplied && items[state.key] === state {
      state.isApplied = true
      touched.append(state)
    }
    // Outer views first, as the pass lays them out.
    touched.sort { $0.order < $1.order }
    for state in touched {
      state.isApplied = false
      write(state)
    }
  }

  private func write(_ state: LayoutItemState) {
    let x = solver.value(of: state.x)
    let y = solver.value(of: state.y)
    let width = solver.value(of: state.width)
    let height = solver.value(of: state.height)
    if let view = state.view {
      guard !view.translatesAutoresizingMaskIntoConstraints, view !== root else { return }
      let frame = snapped(x: x, y: y, width: width, height: height)
      guard frame != view.frame else { return }
      if !recordsRestingFrames, !keyboardGuides.isEmpty {
        forgetRestingFrameMovedOutsideKeyboardLayout(of: view)
        if restingFrames[ObjectIdentifier(view)]?.view == nil { writtenWithoutRest.append(state) }
      }
      if moveLog != nil {
        let key = ObjectIdentifier(view)
        var entry = moveLog?[key] ?? MovedView(view: view, before: view.frame, rise: 0)
        entry.rise += view.frame.minY - frame.minY
        moveLog?[key] = entry
        if recordsRestingFrames, restingFrames[key]?.view == nil {
          // Where the view rests before the keyboard moves it: under a keyboard manager's
          // hold, the hold's resting frame, not the frame laid out for the held size.
          let before = (root as? Window)?.restingFrameBeforeKeyboardGuide(of: view) ?? view.frame
          restingFrames[key] = MovedView(view: view, before: before, rise: 0)
        }
      }
      let resized = frame.size != view.frame.size
      view.frame = frame
      wroteFrames = true
      // A new width can change the height a wrapping view wants: read it again next round.
      if resized && view.autoLayout?.member === self { markDirty(view) }
    } else if let guide = state.guide {
      guide.layoutFrame = Rect(x: x, y: y, width: Swift.max(0, width), height: Swift.max(0, height))
      if guide.kind == .scrollContent, state.mentions > 0,
        let scrollView = guide.owningView as? ScrollView
      {
        let size = Size(width: snap(Swift.max(0, width)), height: snap(Swift.max(0, height)))
        if scrollView.contentSize != size { scrollView.contentSize = size }
      }
    }
  }

  /// Forgets the frame `view` had before the keyboard moved it, as a layout that is not a
  /// keyboard notification's moves it.
  ///
  /// A rotation or the app's own change moves where the view rests too, so the frame is
  /// stale. Until the update measures where it rests again (see
  /// `recordRestingFrames(of:)`), readers that hear of the move get the solver's answer for a
  /// view the guide carries, or its live frame with every guide at rest.
  ///
  /// A keyboard manager's hold keeps it: the held subtree is laid out for the held size, and
  /// the frame recorded before says where it rests.
  private func forgetRestingFrameMovedOutsideKeyboardLayout(of view: View) {
    let key = ObjectIdentifier(view)
    guard restingFrames[key]?.view != nil, (root as? Window)?.isHoldingResizedView != true
    else { return }
    restingFrames[key] = nil
  }

  /// The pixel grid's step: the window's screen scale, or 2 (the default screen's) outside a
  /// window.
  var scale: Double { (root as? Window)?.screen.scale ?? 2 }

  /// `value` on the nearest pixel line; half a pixel rounds away from zero.
  ///
  /// A value within a millionth of a pixel of a half rounds as the half itself: the solver's
  /// values carry floating-point leftovers that depend on the order of its edits (replacing a
  /// view's intrinsic-size constraints can leave an edge at 0.49999999999994 where the next
  /// solve gives 0.5), and rounding such a value plainly put the edge on one pixel line, then
  /// on the next when the window was laid out again.
  func snap(_ value: Double) -> Double {
    let scale = self.scale
    let pixels = value * scale
    let half = pixels.rounded(.towardZero) + (pixels < 0 ? -0.5 : 0.5)
    guard abs(pixels - half) <= Self.halfPixelTolerance else { return pixels.rounded() / scale }
    return (half + (pixels < 0 ? -0.5 : 0.5)) / scale
  }

  /// How far (in pixels) from half a pixel a value still rounds as the half.
  private static let halfPixelTolerance = 1e-6

  /// A frame with its edges on the pixel grid (a negative size becomes 0).
  func snapped(x: Double, y: Double, width: Double, height: Double) -> Rect {
    let minX = snap(x)
    let minY = snap(y)
    let maxX = snap(x + Swift.max(0, width))
    let maxY = snap(y + Swift.max(0, height))
    return Rect(
      x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
  }

  // MARK: Queries

  /// Whether a constraint or a guide reads `view`'s bounds origin (a scroll offset), so a
  /// scroll must lay out again.
  func readsBoundsOrigin(of view: View) -> Bool {
    if boundsReaders.contains(ObjectIdentifier(view)) { return true }
    guard let storage = view.autoLayout else { return false }
    let guides: [LayoutGuide?] = [
      storage.safeArea, storage.margins, storage.readable, storage.keyboard, storage.scrollFrame,
    ]
    return guides.contains { guide in
      guard let guide, let state = items[ObjectIdentifier(guide)] else { return false }
      return guide.kind != .scrollFrame || state.mentionsPosition
    }
  }

  /// The solved width and height of a view or guide the engine places (negative at times).
  func solvedSize(of item: AnyObject) -> (width: Double, height: Double)? {
    guard let state = items[ObjectIdentifier(item)] else { return nil }
    return (solver.value(of: state.width), solver.value(of: state.height))
  }

  func isAmbiguous(_ view: View) -> Bool {
    guard let state = items[ObjectIdentifier(view)] else { return false }
    return solver.isAmbiguous(state.x) || solver.isAmbiguous(state.y)
      || solver.isAmbiguous(state.width) || solver.isAmbiguous(state.height)
  }

  /// The keys of `compiled`, oldest first.
  var compiledOrder: [ObjectIdentifier] {
    if compiledOrderIsStale {
      compiledOrderStorage = compiled.keys.sorted {
        compiledSequence[$0, default: 0] < compiledSequence[$1, default: 0]
      }
      compiledOrderIsStale = false
    }
    return compiledOrderStorage
  }

  func markCompiledOrderStale() { compiledOrderIsStale = true }

  /// Numbers a newly compiled constraint for ``compiledOrder``.
  func noteCompiled(_ key: ObjectIdentifier) {
    compilationCounter += 1
    compiledSequence[key] = compilationCounter
    compiledOrderIsStale = true
  }

  /// The active constraints that could not hold (broken), oldest first.
  var brokenConstraints: [LayoutConstraint] {
    compiledOrder.compactMap { compiled[$0] }.filter { $0.id == nil }.compactMap(\.constraint)
  }
}

extension View {
  /// Every constraint of this view's tree with its error in the current solution (debugging).
  package var layoutEngineReport: String {
    guard let engine = existingLayoutEngine else { return "no engine" }
    var lines: [String] = []
    for key in engine.compiledOrder {
      guard let record = engine.compiled[key] else { continue }
      var value = record.constant
      for (variable, coefficient) in record.expression.terms {
        value += coefficient * engine.solver.value(of: variable)
      }
      let name = record.constraint?.description ?? "?"
      lines.append("\(record.id == nil ? "BROKEN " : "")\(name): \(value)")
    }
    return lines.joined(separator: "\n")
  }
}

/// A view the engine moved during a logged layout: the frame before and how far it rose.
struct MovedView {
  weak var view: View?
  var before: Rect
  var rise: Double
}
