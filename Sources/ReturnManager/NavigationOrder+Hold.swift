import KeyboardCore

extension NavigationOrder {
  /// The frames the views of a subtree rest at while a keyboard manager holds it resized
  /// (`AvoidanceStrategy.resizeRoot`): the host lays the subtree out for the smaller size, and
  /// the order measures every view where it rests instead, so that it reads the same as a
  /// rebuild once the size is given back.
  ///
  /// Taken when the hold starts (the tree is at rest then), and kept up to date with the app's
  /// own changes during the hold: frames it sets outside layout, views it inserts, and the
  /// layout of containers whose size the hold did not change (a stack view that makes room
  /// for a new field lays it out the same at rest).
  struct HeldFrames {
    /// The view held resized.
    weak var held: View?
    /// The resting frame of each view of the held subtree, by identity; the weak reference
    /// guards against reuse of an identifier by a new view.
    var frames: [ObjectIdentifier: Entry]
    /// Views whose resting size the app changed during the hold: the layout of their
    /// subviews that follows is the app's too, carried to the resting size, not the
    /// keyboard's.
    var resizedByApp: Set<ObjectIdentifier> = []
    /// The `arrangementRevision` of each stack view of the held subtree when it was recorded:
    /// a stack whose count moved on was rearranged by the app during the hold.
    var stackRevisions: [ObjectIdentifier: Int] = [:]

    struct Entry {
      weak var view: View?
      var frame: Rect
    }
  }

  /// The frame `view` rests at for the keyboard: its resting frame during a hold, its live
  /// frame otherwise.
  ///
  /// The order measures ``frame(of:)``, which also holds large titles still.
  ///
  /// - Complexity: O(1).
  func heldFrame(of view: View) -> Rect {
    guard let heldFrames, let entry = heldFrames.frames[ObjectIdentifier(view)],
      entry.view === view
    else { return view.frame }
    return entry.frame
  }

  /// Starts a hold of `held`: records the frame of every view of its subtree as its resting
  /// frame.
  ///
  /// Call it before the keyboard manager changes the held view's size.
  ///
  /// - Complexity: O(v), v the views below `held`.
  func beginHold(of held: View) {
    heldFrames = HeldFrames(held: held, frames: [:])
    titleRest = nil
    recordRestingFrames(of: held)
  }

  /// Whether the held view's live size differs from its recorded resting size: a hold that
  /// ends so ended without the keyboard manager giving the size back (the host resized the
  /// view during the hold), and its subtree's live frames are not the resting frames the order
  /// was measured by.
  ///
  /// - Complexity: O(1).
  var heldViewIsAwayFromRest: Bool {
    guard let heldFrames, let held = heldFrames.held,
      let entry = heldFrames.frames[ObjectIdentifier(held)], entry.view === held
    else { return false }
    return entry.frame.size != held.frame.size
  }

  /// Ends a hold: live frames count again.
  func endHold() {
    heldFrames = nil
    titleRest = nil
  }

  /// Whether a hold of `view` is being followed with recorded resting frames.
  func isHoldingFrames(of view: View) -> Bool {
    guard let heldFrames, let held = heldFrames.held else { return false }
    return held === view
  }

  /// Records the frames of `root`'s subtree as resting frames where none is recorded (views
  /// the app inserted during the hold rest where it put them, carried to their superviews'
  /// resting sizes: see `restingFrame(forLiveFrameOf:)`).
  ///
  /// - Complexity: O(s), s the views below `root`.
  func recordRestingFrames(of root: View) {
    guard heldFrames != nil else { return }
    titleRest = nil
    var pending = [root]
    while let view = pending.popLast() {
      let id = ObjectIdentifier(view)
      if let entry = heldFrames?.frames[id], entry.view === view {
        // Known: its resting frame stands; its subviews may be new.
      } else {
        // Parents first (the walk is pre-order), so a new view inside a new view is carried
        // to its parent's resting size.
        let resting = restingFrame(forLiveFrameOf: view)
        heldFrames?.frames[id] = HeldFrames.Entry(view: view, frame: resting)
        if let stack = view as? StackView {
          heldFrames?.stackRevisions[id] = stack.arrangementRevision
        }
      }
      pending.append(contentsOf: view.subviews)
    }
  }

  /// Takes `view`'s live frame as its resting frame: the app set it, or a container whose
  /// size the hold did not change laid it out (it lays it out the same at rest).
  ///
  /// A frame set while the superview is not at its resting size is carried to that size (see
  /// `restingFrame(forLiveFrameOf:)`).
  func takeLiveFrame(of view: View) {
    guard heldFrames != nil else { return }
    titleRest = nil
    let id = ObjectIdentifier(view)
    let before = heldFrame(of: view).size
    let resting = restingFrame(forLiveFrameOf: view)
    heldFrames?.frames[id] = HeldFrames.Entry(view: view, frame: resting)
    if resting.size != before {
      heldFrames?.resizedByApp.insert(id)
      carrySubviews(of: view, from: before, to: resting.size)
    }
  }

  /// Carries the resting frames below a view whose resting size changed from `oldSize` to
  /// `newSize` through its layout (and on down while sizes change): a subview whose live
  /// frame the new size does not change (one already squeezed to zero) is never laid out
  /// again, yet rests elsewhere.
  ///
  /// - Complexity: O(s), s the views below `view` whose resting size changes, and their
  ///   subviews.
  private func carrySubviews(of view: View, from oldSize: Size, to newSize: Size) {
    var pending = [(view: view, old: oldSize, new: newSize)]
    while let (parent, old, new) = pending.popLast() {
      for child in parent.subviews {
        let id = ObjectIdentifier(child)
        let before = heldFrame(of: child)
        let carried = parent.frame(
          forSubview: child, at: before, whenResizedFrom: old, to: new)
        guard carried.isFinite, carried.size.width >= 0, carried.size.height >= 0,
          carried != before
        else { continue }
        heldFrames?.frames[id] = HeldFrames.Entry(view: child, frame: carried)
        if carried.size != before.size {
          heldFrames?.resizedByApp.insert(id)
          pending.append((child, before.size, carried.size))
        }
      }
    }
  }

  /// Whether a layout pass that moved or resized `view` followed the app's change of its
  /// superview's resting size during the hold (an app that shrinks a container has its
  /// autoresizing subviews rest smaller too).
  func isLaidOutForAppResize(_ view: View) -> Bool {
    guard let heldFrames, let parent = view.superview else { return false }
    return heldFrames.resizedByApp.contains(ObjectIdentifier(parent))
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
  /// A change of the stack's axis, alignment, distribution or spacing tells no observer, and
  /// the layout that follows is the app's change as much as the keyboard's: the view rests
  /// where the stack's own rule (`StackView.frame(forSubview:at:whenResizedFrom:to:)`) puts it
  /// at the stack's resting size (a stack turned vertical during a hold must not keep its
  /// fields' horizontal resting frames). A stack the app did not rearrange keeps its recorded frames.
  ///
  /// - Complexity: O(1) unless the stack was rearranged; then O(n), n its arranged views.
  func restsElsewhereInItsStack(_ view: View) -> Bool {
    guard let heldFrames, !view.isHidden, let stack = view.superview as? StackView,
      let recorded = heldFrames.stackRevisions[ObjectIdentifier(stack)],
      recorded != stack.arrangementRevision,
      stack.arrangedSubviews.contains(where: { $0 === view })
    else { return false }
    return restingFrame(forLiveFrameOf: view) != heldFrame(of: view)
  }

  /// Whether a layout pass that moved or resized `view` laid it out for the keyboard.
  ///
  /// It did when its superview does not have its resting size now. Without recorded resting
  /// frames (the hold began before this manager followed it), every layout inside the held
  /// view counts as laid out for the keyboard.
  func isLaidOutForKeyboard(_ view: View) -> Bool {
    guard heldFrames != nil else { return true }
    guard let parent = view.superview else { return false }
    return heldFrame(of: parent).size != parent.frame.size
  }
}
