/// Where the views of a window rest with the keyboard gone: the one model of resting geometry
/// that readers of "where is this field, really" share (navigation orders sort by it, so Next
/// and the return-key labels hold still while the keyboard comes and goes).
///
/// Four things take a view away from rest while a keyboard is up, and the model undoes each:
/// - **A hold** (``AvoidanceStrategy/resizeRoot``): a keyboard manager shrinks a view, and the
///   host lays its subtree out for the smaller size. The frame of every view of the held
///   subtree is recorded when the hold starts (the tree is laid out at the root's full size
///   then; a view the constraints place away from its rest, under a title a scroll collapsed
///   or with a keyboard guide, is recorded where the layout engine measured it), and kept up
///   to date with the app's own changes during the hold: frames it sets outside layout (not
///   on a view that a container controller the hold keeps smaller lays out by its own rule:
///   the container puts it back), views it inserts, the layout of containers whose size the
///   hold did not change, the layout of containers whose resting size the app changed
///   (carried to that size; the views the constraints place in them rest where the engine
///   measures them), the layout of stacks whose arrangement or arranged views it changed
///   (every arranged view by the stack's rule, moved or not:
///   `takeRestingFramesByRule(ofRearranged:views:)`), and the layout of
///   collection views whose items it changed or laid out anew (every cell by the collection's
///   rule, moved or not: `takeRestingFramesByLayout(of:subviews:)`). The layout
///   engine measures where the constrained views rest at each update that changed its system
///   (see `RestingFrames+Measure.swift`): one it places elsewhere than at its last measure
///   moved for the app (a safe area, a constant), not the keyboard. When the hold ends, the
///   engine measures the constrained views' rest again before anyone hears of it.
/// - **A large title** not fully expanded (see `RestingFrames+Titles.swift`): a scroll of its
///   content collapses it and the navigation controller lays its top view out again.
/// - **The keyboard layout guide**: constraints to it move views with the keyboard. Where
///   the constraints place views, the engine measures their rest with every guide at rest
///   (``Window/constrainedRestingFrame(of:)``); during a hold, the frames recorded before the
///   keyboard moved them stand (``Window/keyboardGuideRestingFrame(of:)``).
/// - **A large title collapsed over a view that extends under the bar**: the view's top safe
///   area shrinks, and constraints to it lay views out higher; the same measurement reads them
///   with every title expanded (``Window/constrainedRestingFrame(of:)``).
///
/// A scroll view's offset is not in a frame, so readers that measure with bounds origins at
/// zero (as navigation orders do) need nothing more for scrolling.
///
/// The window keeps the model current before its observers hear of a change, so an observer
/// reading ``frame(of:)`` from its callback reads the new resting frame.
package final class RestingFrames {
  /// The resting frame of one view, by identity; the weak reference guards against reuse of
  /// an identifier by a new view.
  package struct Entry {
    package weak var view: View?
    package var frame: Rect
  }

  /// The hold being followed: the view held resized and the resting frame of each view of its
  /// subtree.
  struct Hold {
    weak var held: View?
    var frames: [ObjectIdentifier: Entry] = [:]
    /// Views whose resting size the app changed during the hold: the layout of their
    /// subviews that follows is the app's too, carried to the resting size, not the
    /// keyboard's.
    var resizedByApp: Set<ObjectIdentifier> = []
    /// The `arrangementRevision` of each stack view of the held subtree when it was recorded:
    /// a stack whose count moved on was rearranged by the app during the hold.
    var stackRevisions: [ObjectIdentifier: Int] = [:]
    /// Where the layout engine last measured the constrained views of the held subtree to
    /// rest, with the solver's structure revision then (see `takeMeasuredRest(_:revision:)`);
    /// `nil` before the hold's first measure.
    var measured: (rests: [ObjectIdentifier: Entry], revision: Int)?
  }

  var hold: Hold?
  /// The large-title resting frames, measured at one tree generation.
  var titles: Titles?
  /// The view and tree generation of the last change that was the keyboard's layout of a
  /// held view: resting frames did not move.
  private var keyboardLayoutChange: (view: ObjectIdentifier, generation: UInt64)?
  /// Whether ``heldViewRests(at:)`` just gave the held view another resting size: the frame
  /// change its container reports next resized where the views below rest.
  private var heldRestResized = false
  /// The held view and tree generation of the last change that resized its rest (see
  /// ``changeResizedHeldRest(at:generation:)``).
  private var heldRestChange: (view: ObjectIdentifier, generation: UInt64)?

  /// Whether the last hold ended with the held view's live size not its recorded resting size:
  /// the host resized it during the hold, and its subtree's live frames are not where it
  /// rests.
  private(set) var lastHoldEndedAwayFromRest = false
  /// Counts the starts and ends of holds: odd while a hold is followed.
  private var epoch = 0
  /// Readings made before this epoch are stale: a hold ended with the held view away from its
  /// resting size.
  private var staleBefore = 0

  /// When resting frames were read, to tell later whether that reading still stands
  /// (``isCurrent(_:)``).
  package struct Reading: Hashable, Sendable {
    fileprivate let epoch: Int
  }

  /// A stamp for a reading made now.
  package var reading: Reading { Reading(epoch: epoch) }

  /// Whether what a reader measured at `reading` is still where the views rest, as far as
  /// holds go (a reader follows the app's own changes through the tree's reports).
  ///
  /// A reading made during a hold that has ended is not: it read the frames the hold recorded,
  /// and the host has laid the subtree out at rest since, perhaps otherwise (a view it inserted
  /// during the hold rests where its layout at the full size puts it). Nor is any reading made
  /// before the end of a hold whose held view the host left away from its resting size: its
  /// subtree is laid out for a size no reading was made at.
  ///
  /// - Complexity: O(1).
  package func isCurrent(_ reading: Reading) -> Bool {
    guard reading.epoch >= staleBefore else { return false }
    return reading.epoch == epoch || reading.epoch % 2 == 0
  }

  init() {}

  // MARK: Reading

  /// The frame `view` rests at: with every large title above it expanded, the keyboard layout
  /// guide at rest and every hold over; its live frame when nothing holds it away.
  ///
  /// Call ``refresh(in:)`` first after the tree changed.
  ///
  /// - Complexity: O(1).
  package func frame(of view: View, in window: Window) -> Rect {
    if let titles, !titles.frames.isEmpty,
      let entry = titles.frames[ObjectIdentifier(view)], entry.view === view
    {
      return entry.frame
    }
    if window.hasConstrainedRest, let rest = window.constrainedRestingFrame(of: view) {
      return rest
    }
    if window.hasKeyboardGuideRest, let rest = window.keyboardGuideRestingFrame(of: view) {
      return rest
    }
    return heldFrame(of: view)
  }

  /// Whether ``frame(of:in:)`` may differ from some view's live frame.
  package func holdsViewsAwayFromRest(in window: Window) -> Bool {
    hold != nil || !(titles?.frames.isEmpty ?? true) || window.hasKeyboardGuideRest
      || window.hasConstrainedRest
  }

  /// The frame `view` rests at for a hold: its recorded frame during a hold, its live frame
  /// otherwise.
  ///
  /// - Complexity: O(1).
  func heldFrame(of view: View) -> Rect {
    guard let hold, let entry = hold.frames[ObjectIdentifier(view)], entry.view === view
    else { return view.frame }
    return entry.frame
  }

  /// Whether the change just reported at `view` was the keyboard's layout of a held view.
  ///
  /// It was when the keyboard manager resized the held view, or the host laid a view inside
  /// it out for the smaller size (and back): resting frames did not move.
  ///
  /// Answers for the change the window is reporting now (`generation` is its tree generation
  /// then); a later change, made from inside an observer's callback, answers `false`.
  package func changeWasKeyboardLayout(at view: View, generation: UInt64) -> Bool {
    guard let keyboardLayoutChange else { return false }
    return keyboardLayoutChange.view == ObjectIdentifier(view)
      && keyboardLayoutChange.generation == generation
  }

  /// Whether the change just reported at `view` was a container laying the held view out
  /// from a new top (a bar above it changed height), which gave it another resting size.
  ///
  /// A move of a reader's scope or an ancestor shifts every view alike, but not this one: the
  /// views below are carried to the new size, and may rest in another order.
  package func changeResizedHeldRest(at view: View, generation: UInt64) -> Bool {
    guard let heldRestChange else { return false }
    return heldRestChange.view == ObjectIdentifier(view)
      && heldRestChange.generation == generation
  }

  // MARK: Following the window

  /// Starts or ends following a hold as the window's held view changes.
  func holdDidChange(to held: View?) {
    if let hold, let previous = hold.held, let entry = hold.frames[ObjectIdentifier(previous)],
      entry.view === previous
    {
      lastHoldEndedAwayFromRest = entry.frame.size != previous.frame.size
    } else {
      lastHoldEndedAwayFromRest = false
    }
    if hold != nil {
      epoch += 1
      if lastHoldEndedAwayFromRest { staleBefore = epoch }
    }
    titles = nil
    heldRestResized = false
    guard let held else {
      hold = nil
      return
    }
    epoch += 1
    hold = Hold(held: held)
    record(below: held)
  }

  /// Follows a frame or hierarchy change at `view` inside the held view.
  func follow(_ change: TreeChange, at view: View, in window: Window) {
    keyboardLayoutChange = nil
    heldRestChange = nil
    guard let held = hold?.held, view === held || view.isDescendant(of: held) else { return }
    if change == .frame, view === held, heldRestResized {
      // The container's layout from a new top (``heldViewRests(at:)``): the keyboard's size
      // still, but the rest moved with it.
      heldRestResized = false
      heldRestChange = (ObjectIdentifier(view), window.treeGeneration)
    } else if change == .hierarchy {
      // Views the app inserts during the hold rest where it puts them.
      record(below: view)
    } else if view === held
      || (window.isLayingOut && isLaidOutForKeyboard(view)
        && !isLaidOutForAppResize(view, in: window) && !restsElsewhereInItsStack(view))
      || (!window.isLayingOut && isPutBackByHeldContainer(view))
    {
      // The keyboard manager resizing the held view, or the host's layout of a view inside it
      // for the smaller size (and back): fields move for the keyboard, not where they rest.
      // Nor does the app's frame for a view its held container lays out rest.
      keyboardLayoutChange = (ObjectIdentifier(view), window.treeGeneration)
    } else {
      // The app's own move, the layout of a container the hold did not resize, of one whose
      // resting size the app changed, or of a stack the app rearranged (carried to the resting
      // size): where the view rests from now on.
      takeLiveFrame(of: view, in: window)
    }
  }

  // MARK: The hold

  /// Takes `frame` as where the held view rests: the container that lays it out gave it a new
  /// top (a bar above it changed height) and keeps the bottom edge the hold gave it.
  ///
  /// The resting frames below it are carried to its new resting size. The held view is not
  /// counted as resized by the app: its subviews' layout that follows is still for the
  /// keyboard's size.
  ///
  /// - Complexity: O(s), s the views below the held view whose resting size changes, and their
  ///   subviews.
  func heldViewRests(at frame: Rect) {
    guard let held = hold?.held else { return }
    titles = nil
    let before = heldFrame(of: held).size
    if frame.size != before { heldRestResized = true }
    hold?.frames[ObjectIdentifier(held)] = Entry(view: held, frame: frame)
    guard frame.size != before, var frames = hold?.frames else { return }
    var resized: [ObjectIdentifier] = []
    carry(below: held, from: before, to: frame.size, into: &frames, resized: &resized)
    hold?.frames = frames
  }

  /// Records the frames of `root`'s subtree as resting frames where none is recorded (views
  /// the app inserted during the hold rest where it put them, carried to their superviews'
  /// resting sizes: see `restingFrame(forLiveFrameOf:)`).
  ///
  /// - Complexity: O(s), s the views below `root`.
  private func record(below root: View) {
    guard hold != nil else { return }
    titles = nil
    let window = root.window
    var pending = [root]
    while let view = pending.popLast() {
      let id = ObjectIdentifier(view)
      if let entry = hold?.frames[id], entry.view === view {
        // Known: its resting frame stands; its subviews may be new.
      } else {
        // Parents first (the walk is pre-order), so a new view inside a new view is carried
        // to its parent's resting size. A view the constraints place away from its rest (a
        // large title collapsed over the top view it is pinned to, a keyboard guide carrying
        // it) rests where the engine measured it: the hold starts from the tree laid out at
        // the root's full size, not at rest.
        let resting =
          window?.constrainedRestingFrame(of: view) ?? restingFrame(forLiveFrameOf: view)
        hold?.frames[id] = Entry(view: view, frame: resting)
        if let stack = view as? StackView {
          hold?.stackRevisions[id] = stack.arrangementRevision
        }
      }
      pending.append(contentsOf: view.subviews)
    }
  }

  /// Takes `view`'s live frame as its resting frame: the app set it, or a container whose
  /// size the hold did not change laid it out (it lays it out the same at rest).
  ///
  /// A frame set while the superview is not at its resting size is carried to that size (see
  /// `restingFrame(forLiveFrameOf:)`). A view the layout engine's measure of the hold at the
  /// current structure places rests where the measure says: the constraints may lay it out
  /// where it does not rest (pinned to the bottom of a top view a scroll made taller by
  /// collapsing its large title), and the measure reads every title expanded.
  private func takeLiveFrame(of view: View, in window: Window) {
    guard hold != nil else { return }
    titles = nil
    let id = ObjectIdentifier(view)
    let before = heldFrame(of: view).size
    let resting = currentMeasure(of: view, in: window) ?? restingFrame(forLiveFrameOf: view)
    hold?.frames[id] = Entry(view: view, frame: resting)
    if resting.size != before {
      hold?.resizedByApp.insert(id)
      carrySubviews(of: view, from: before, to: resting.size)
    }
  }

  /// Takes where `container`'s layout (`View.frame(forSubview:at:whenResizedFrom:to:)`) puts
  /// each of `subviews` at the container's resting size as where it rests: the app changed
  /// how the container lays them out during the hold (a collection view's scroll direction,
  /// spacing, item size, inset or cells), so a subview rests elsewhere whether or not the
  /// layout at the container's live size moves it.
  ///
  /// The frames below a subview whose resting size changed are carried to its new size. An
  /// answer that is not finite or has a negative size leaves the resting frame as it was.
  ///
  /// - Returns: The subviews whose resting frame changed, in the order given; none outside a
  ///   hold or for a container the hold does not hold.
  /// - Complexity: O(k), k the subviews, plus the container's answers and the carries.
  func takeRestingFramesByLayout(of container: View, subviews: [View]) -> [View] {
    guard hold != nil, isInHold(container) else { return [] }
    let liveSize = container.frame.size
    let restingSize = heldFrame(of: container).size
    var changed: [View] = []
    for subview in subviews where subview.superview === container {
      let before = heldFrame(of: subview)
      let resting = container.frame(
        forSubview: subview, at: subview.frame, whenResizedFrom: liveSize, to: restingSize)
      guard resting.isFinite, resting.size.width >= 0, resting.size.height >= 0,
        resting != before
      else { continue }
      titles = nil
      let id = ObjectIdentifier(subview)
      hold?.frames[id] = Entry(view: subview, frame: resting)
      if resting.size != before.size {
        hold?.resizedByApp.insert(id)
        carrySubviews(of: subview, from: before.size, to: resting.size)
      }
      changed.append(subview)
    }
    return changed
  }

  /// Carries the resting frames below a view whose resting size changed from `oldSize` to
  /// `newSize` through its layout (and on down while sizes change): a subview whose live
  /// frame the new size does not change (one already squeezed to zero) is never laid out
  /// again, yet rests elsewhere.
  ///
  /// - Complexity: O(s), s the views below `view` whose resting size changes, and their
  ///   subviews.
  func carrySubviews(of view: View, from oldSize: Size, to newSize: Size) {
    var frames = hold?.frames ?? [:]
    var resized: [ObjectIdentifier] = []
    carry(below: view, from: oldSize, to: newSize, into: &frames, resized: &resized)
    hold?.frames = frames
    hold?.resizedByApp.formUnion(resized)
  }

  /// Carries the frames below `view`, laid out for `oldSize`, through its layout to `newSize`.
  ///
  /// It goes on down while sizes change, reading each subview's frame with `heldFrame(of:)`;
  /// an answer that is not finite or has a negative size leaves the frame as it is. The views
  /// whose size changed are appended to `resized`.
  ///
  /// - Complexity: O(s), s the views below `view` whose size changes, and their subviews.
  func carry(
    below view: View, from oldSize: Size, to newSize: Size,
    into frames: inout [ObjectIdentifier: Entry], resized: inout [ObjectIdentifier]
  ) {
    var pending = [(view: view, old: oldSize, new: newSize)]
    while let (parent, old, new) = pending.popLast() {
      for child in parent.subviews {
        let before = heldFrame(of: child)
        let carried = parent.frame(forSubview: child, at: before, whenResizedFrom: old, to: new)
        guard carried.isFinite, carried.size.width >= 0, carried.size.height >= 0,
          carried != before
        else { continue }
        frames[ObjectIdentifier(child)] = Entry(view: child, frame: carried)
        if carried.size != before.size {
          resized.append(ObjectIdentifier(child))
          pending.append((child, before.size, carried.size))
        }
      }
    }
  }

  /// Whether a layout pass that moved or resized `view` followed the app's change of its
  /// superview's resting size during the hold (an app that shrinks a container has its
  /// autoresizing subviews rest smaller too).
  ///
  /// Not for a view the layout engine's measure of this update places: the measure follows
  /// the app's changes (``takeMeasuredRest(_:revision:)`` took the ones it saw), and a
  /// container the app resized once is laid out for the keyboard ever after; its constrained
  /// subviews read more than its size (the held view's safe area, a stack's rule on a
  /// squeezed height) and would rest where the keyboard's layout put them.
  private func isLaidOutForAppResize(_ view: View, in window: Window) -> Bool {
    guard let hold, let parent = view.superview,
      hold.resizedByApp.contains(ObjectIdentifier(parent))
    else { return false }
    return !isPlacedByCurrentMeasure(view, in: window)
  }

  /// Whether `view` is one its superview's container controller lays out by its own rule (a
  /// child controller's view, a navigation controller's bar) while the hold keeps that
  /// superview away from its resting size.
  ///
  /// A frame the app gives such a view does not outlast the container's next layout, and the
  /// container lays it out again when the hold gives the size back: it rests where the
  /// container's layout puts it at the resting size, as recorded, not at the app's frame
  /// carried there (the constrained views inside would rest where that frame's safe area
  /// puts them).
  ///
  /// - Complexity: O(1).
  private func isPutBackByHeldContainer(_ view: View) -> Bool {
    guard let parent = view.superview, let container = parent.viewController,
      container.isContainer
    else { return false }
    let liveSize = parent.frame.size
    let restingSize = heldFrame(of: parent).size
    guard liveSize != restingSize else { return false }
    if let child = view.viewController, child.parent === container { return true }
    return container.frame(
      forChildView: view, at: view.frame, whenResizedFrom: liveSize, to: restingSize) != nil
  }

  /// Whether the layout engine's measure of the hold at its current structure (see
  /// `RestingFrames+Measure.swift`) says where `view` rests.
  ///
  /// - Complexity: O(1).
  private func isPlacedByCurrentMeasure(_ view: View, in window: Window) -> Bool {
    currentMeasure(of: view, in: window) != nil
  }

  /// Where the layout engine's measure of the hold at its current structure places `view`,
  /// or `nil` when it does not place it.
  ///
  /// - Complexity: O(1).
  private func currentMeasure(of view: View, in window: Window) -> Rect? {
    guard let measured = hold?.measured, let engine = window.autoLayout?.engine,
      measured.revision == engine.solver.structureRevision,
      let entry = measured.rests[ObjectIdentifier(view)], entry.view === view
    else { return nil }
    return entry.frame
  }

  /// The frame `view` rests at, given that its live frame is where it rests for its
  /// superview's live size: the live frame when the superview has its resting size, otherwise
  /// the frame the superview's layout gives it at its resting size
  /// (`View.frame(forSubview:at:whenResizedFrom:to:)`), where it will be once the keyboard
  /// manager gives the size back.
  ///
  /// An answer with a non-finite component or a negative size (an override's mistake) is
  /// rejected with a diagnostic, and the live frame stands.
  ///
  /// - Complexity: O(1), plus the superview's answer.
  private func restingFrame(forLiveFrameOf view: View) -> Rect {
    guard let parent = view.superview else { return view.frame }
    let liveSize = parent.frame.size
    let restingSize = heldFrame(of: parent).size
    guard liveSize != restingSize else { return view.frame }
    let carried = parent.frame(
      forSubview: view, at: view.frame, whenResizedFrom: liveSize, to: restingSize)
    guard carried.isFinite, carried.size.width >= 0, carried.size.height >= 0 else {
      view.reportDiagnostic(
        Diagnostic(
          carried.isFinite ? .negativeSize : .nonFiniteGeometry,
          "\(parent.typeName).frame(forSubview:) gave \(carried) for a subview; its frame "
            + "\(view.frame) stands"))
      return view.frame
    }
    return carried
  }

  /// Whether `view`, laid out by a stack the app rearranged during the hold, rests somewhere
  /// else than recorded.
  ///
  /// A change of the stack's axis, alignment, distribution or spacing tells no observer, nor
  /// does one of what it arranges for the stack's other views (a view hidden, or given a new
  /// size), and the layout that follows is the app's change as much as the keyboard's: the
  /// view rests where the stack's own rule (`StackView.frame(forSubview:at:whenResizedFrom:to:)`)
  /// puts it at the stack's resting size (a stack turned vertical during a hold must not keep
  /// its fields' horizontal resting frames). A stack the app did not rearrange keeps its
  /// recorded frames.
  ///
  /// - Complexity: O(1) unless the stack was rearranged; then O(n), n its arranged views.
  private func restsElsewhereInItsStack(_ view: View) -> Bool {
    guard let hold, !view.isHidden, let stack = view.superview as? StackView,
      let recorded = hold.stackRevisions[ObjectIdentifier(stack)],
      recorded != stack.arrangementRevision,
      stack.arrangedSubviews.contains(where: { $0 === view })
    else { return false }
    return restingFrame(forLiveFrameOf: view) != heldFrame(of: view)
  }

  /// Whether a layout pass that moved or resized `view` laid it out for the keyboard: its
  /// superview does not have its resting size now, or, for a view the constraints place, a
  /// view between it and the held view does not.
  ///
  /// Constraints read more than the superview's size: a safe area or a keyboard guide follows
  /// the held view's size, and the engine writes its frames at the start of a pass, before the
  /// containers inside the held view get their sizes for the keyboard.
  private func isLaidOutForKeyboard(_ view: View) -> Bool {
    guard let parent = view.superview else { return false }
    if heldFrame(of: parent).size != parent.frame.size { return true }
    guard !view.translatesAutoresizingMaskIntoConstraints, let held = hold?.held else {
      return false
    }
    var current = parent
    while current !== held, let next = current.superview {
      current = next
      if heldFrame(of: current).size != current.frame.size { return true }
    }
    return false
  }
}

extension View {
  /// The frames of `subviews` now, by identity: what
  /// `noteRestingElsewhereWithoutMoving(_:framesBefore:)` compares with after a layout.
  func framesByIdentity(of subviews: [View]) -> [ObjectIdentifier: Rect] {
    var frames: [ObjectIdentifier: Rect] = [:]
    for subview in subviews { frames[ObjectIdentifier(subview)] = subview.frame }
    return frames
  }

  /// Reports an eligibility change at this container when one of `restingElsewhere` (subviews
  /// whose resting frame its layout during a hold just changed) did not move from
  /// `framesBefore`: a view that rests elsewhere without moving told no one, and readers of
  /// resting frames (navigation orders) must measure again.
  func noteRestingElsewhereWithoutMoving(
    _ restingElsewhere: [View], framesBefore: [ObjectIdentifier: Rect]
  ) {
    if restingElsewhere.contains(where: { framesBefore[ObjectIdentifier($0)] == $0.frame }) {
      noteChange(.eligibility)
    }
  }
}
