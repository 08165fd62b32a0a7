extension SolverPass {
  /// A text view taller than the visible area: its top goes to the top guide (as much of it
  /// shown as fits), unless that leaves its caret's line covered; then the text view's own
  /// content scrolls first, and only what it cannot absorb moves the views around it.
  mutating func placeTallTextView(caret: Rect, required: Double?, room: Double, keyboard: Rect) {
    let coversView = context.keyboardKind.covers(context.target, keyboard: keyboard)
    let (spare, slack) = tallTextViewSlack(caret: caret, required: required, room: room)
    var move = coversView ? room : -.infinity
    if move < 0 { move = -Swift.min(-move, slack) }
    move = grid.move(move)
    narration.trace.move = move
    say(
      .tallTextView(
        caret: caret, rise: required, visible: keyboard.minY - context.distance - context.topGuide,
        room: room, move: move))
    // A fall that range keeping takes back in part falls again within the slack, whether the
    // root or the scroll views made it.
    if move < 0 { limits.fallLimit = slack }
    // A rise that keeping an outer offset in range lengthens can lift the view's top above
    // the guide and its caret past where it stays clear: the next pass would bring the view
    // down by what the caret has to spare, so this one does. The slack is the caret's spare
    // before the own scroll, as for a fall; the own scroll then takes its share off it. A
    // caret the keyboard does not cover (a keyboard narrower than the window, beside it) has
    // no limit: the next pass brings the view's top down to the guide, so this one does.
    if move >= 0 { limits.fallLimit = spare ?? slack }
    if !riseThroughTheViews(by: move, keyboard: keyboard), move < 0 {
      placeRoot(remaining: move, keyboard: keyboard)
      let roomAfterRoot = room - decision.root.rise
      if grid.isPositive(-roomAfterRoot) {
        fall(by: Swift.min(-roomAfterRoot, Swift.max(0, slack + decision.root.rise)))
      }
    }
    guard let required else { return }
    var deficit = required - risen(of: false)
    guard grid.isPositive(deficit) else { return }
    // The text view's own content first.
    let own = scrollOwnContent(caret: caret, deficit: deficit)
    deficit -= own
    // The caret's slack counted the room its own content had to scroll; scrolled, that room
    // is in the caret's rise now, and counted again it would let a fall where ranges took
    // something back cover the caret.
    if let limit = limits.fallLimit { limits.fallLimit = limit - own }
    guard grid.isPositive(deficit) else { return }
    // Then the views around it, as far as the caret's top may go.
    let caretRoom = caretRoom(caret)
    let extra = Swift.min(deficit, caretRoom)
    if grid.isPositive(deficit - extra) {
      say(.caretAtTopGuide(left: deficit - Swift.max(0, extra)))
    }
    guard extra > 0 else { return }
    // A rise the caret's room limits stops short, and so does one the grid would round up
    // past that room: rounded up, the caret's top would end above the guide and the next
    // pass would give the fraction back, then take it again.
    if deficit > caretRoom || grid.up(extra) > caretRoom && !grid.same(grid.up(extra), caretRoom) {
      limits.risesStopAtTheRoom = true
    }
    let left = rise(by: extra)
    placeRoot(remaining: left, keyboard: keyboard)
    // The caret still needed this rise: no slack is left for a fall where ranges took
    // something back, which would cover it again. A rise the caret's room or the root's
    // clamp stopped short of clearing it leaves no slack either: only what ranges lift past
    // the caret's required rise may fall again.
    limits.fallLimit = -Swift.max(risen(of: true), required)
  }

  /// Scrolls the active text view's own content up by `deficit` more, at most until the
  /// caret's top reaches the text view's visible top or the top guide (``caretRoom(_:)``);
  /// returns how far it scrolled.
  @discardableResult
  mutating func scrollOwnContent(caret: Rect, deficit: Double) -> Double {
    guard grid.isPositive(deficit),
      let index = context.scrollViews.firstIndex(where: { $0.isActiveTextView })
    else { return 0 }
    let view = context.scrollViews[index]
    if let reason = view.skipReason {
      sayOnce(index, .skipped(scrollView: view.name, reason: reason))
      return 0
    }
    let current = decision.scrollViews[index].finalY ?? view.contentOffset.y
    let cap = Swift.min(ownCap(index, caret), grid.down(current + caretRoom(caret)))
    let newY = Swift.min(grid.up(current + deficit), Swift.max(current, cap))
    let delta = newY - current
    guard delta > 0 else { return 0 }
    decision.scrollViews[index].scroll += delta
    decision.scrollViews[index].plannedY = newY
    decision.scrollViews[index].keptY = nil
    narration.trace.scrolled[index] = decision.scrollViews[index].scroll
    say(
      .scrolled(
        scrollView: view.name, by: delta, from: current, to: newY,
        capped: grid.isPositive(deficit - delta)))
    return delta
  }

  /// The active text view's index when its own content scrolls (not skipped), else `nil`.
  var scrollingTextView: Int? {
    context.scrollViews.firstIndex { $0.isActiveTextView && $0.skipReason == nil }
  }

  /// The largest offset of the active text view (`index`) that keeps the caret's top at or
  /// below its visible top, on the grid.
  func ownCap(_ index: Int, _ caret: Rect) -> Double {
    let view = context.scrollViews[index]
    let caretTop = caret.minY - view.frameInWindow.minY + view.contentOffset.y
    return grid.down(caretTop - adjustedTop(of: index, rootLift: 0))
  }

  /// How far the active text view's own content can scroll its caret up from where it is:
  /// until the caret's top reaches the text view's visible top; 0 when it does not scroll.
  func ownScrollRoom(for caret: Rect) -> Double {
    guard let index = scrollingTextView else { return 0 }
    return Swift.max(0, ownCap(index, caret) - context.scrollViews[index].contentOffset.y)
  }

  /// The safe area's part of the active text view's adjusted top inset where it is now
  /// (`top`), how far the view falls before that part starts to shrink (`delay`: 0 unless its
  /// top is further above the safe area's top than its height, since the part is capped at the
  /// height), and the view's top (`viewTop`, infinite when unknown), all with the root at rest;
  /// 0, 0 and infinity without an active, scrollable text view.
  var ownSafeArea: (top: Double, delay: Double, viewTop: Double) {
    guard let index = scrollingTextView,
      let (frame, safe) = safeAreaFrames(of: index, rootLift: 0)
    else { return (0, 0, .infinity) }
    let top = frame.insets(to: safe).top
    guard !frame.isNull, !safe.isNull else { return (top, 0, .infinity) }
    return (top, Swift.max(0, safe.minY - frame.minY - frame.height), frame.minY)
  }

  /// The safe area's part of the active text view's adjusted top inset (``ownSafeArea``) once
  /// the view's top is at the top guide: a view above it comes down there, and the part
  /// shrinks point for point after its `delay`; a view below it that the keyboard covers
  /// rises there first, as ``placeTallTextView(caret:required:room:keyboard:)`` lifts it (the
  /// scroll views around it carry it, and the safe areas they do not carry stay).
  ///
  /// Read where the view is before it rises, the part would change once it has risen under a
  /// safe area whose top is below the guide: the next pass would clip the caret's line
  /// differently and move the views again.
  var safeAreaPartAtTheGuide: Double {
    guard Self.reachesTheBottom(context.keyboardKind), let keyboard = context.keyboard,
      context.target.height > keyboard.minY - context.distance - context.topGuide,
      context.keyboardKind.covers(context.target, keyboard: keyboard)
    else { return safeAreaPartComingDown }
    let room = context.target.minY - context.topGuide
    guard grid.isPositive(room) else { return safeAreaPartComingDown }
    var risen = self
    let excess = rootExcess(keyboard: keyboard)
    _ = risen.rise(by: grid.move(room) + excess)
    return risen.safeAreaPartComingDown
  }

  /// The safe area's part of the active text view's adjusted top inset (``ownSafeArea``) where
  /// the view is planned so far, or once its top has come down to the top guide, if it is
  /// above it: the part shrinks point for point as the view comes down, after its `delay`.
  var safeAreaPartComingDown: Double {
    let own = ownSafeArea
    let fall = Swift.max(0, context.topGuide - own.viewTop)
    return Swift.max(0, own.top - Swift.max(0, fall - own.delay))
  }

  /// The top wins over the keyboard: how far a tall text view's caret may still rise, from
  /// where the decision so far puts it, before its top reaches the top guide (negative when it
  /// is above the guide).
  ///
  /// One definition, read by every move that concerns the caret, as the room above is read
  /// for a field (IQKeyboardManager's rule: the top stops at the guide, and the trace says
  /// what is left covered):
  /// - the views around the caret rise no further (a rise it limits rounds down,
  ///   ``MoveLimits/risesStopAtTheRoom``, so the caret's top does not go above the guide by a
  ///   sliver that the next pass gives back);
  /// - the text view's own content scrolls no further (``scrollOwnContent(caret:deficit:)``):
  ///   a view whose top is above the guide (a keyboard taller than the visible area, a view the
  ///   slack let stay) has its visible top above it too, and its own scroll would carry the
  ///   caret under the bar, or off the screen;
  /// - the views fall back toward rest within what the caret has to spare
  ///   (``tallTextViewSlack(caret:required:room:)``, read before any move): its own scroll's
  ///   room counts only up to the guide, and a caret the host left at or below the guide comes
  ///   back down at least to it.
  func caretRoom(_ caret: Rect) -> Double {
    caret.minY - risen(of: true) - context.topGuide
  }

  /// The fall a tall text view's caret allows the views around it (`slack`), and what the
  /// caret has to spare before the own scroll (`spare`, `nil` when the keyboard does not cover
  /// the caret), read before any move: the caret's top stops at the guide (``caretRoom(_:)``).
  ///
  /// What the caret has to spare is what its own content can still scroll it up, no further
  /// than the guide, less its required rise, evaluated where the fall leaves the view: the top
  /// the view uncovers as it comes down counts too, since the safe area's part of its adjusted
  /// inset shrinks point for point, and the own scroll's room with it. The safe area's part
  /// only starts to shrink once the view's top comes within its height of the safe area's top:
  /// a fall the caret's spare room stops short of that uncovers nothing. A caret with no spare
  /// (a negative one: its own scroll cannot lift it clear) loses nothing to a fall that
  /// uncovers the top point for point from the start: its deficit stays what the views around
  /// it lift, so that fall counts the top too, as the next pass, the caret then clear, would
  /// count it. The safe area is read with the root at rest, as the own scroll's cap reads it:
  /// the part of the fall that brings a lifted root back to rest uncovers nothing.
  func tallTextViewSlack(caret: Rect, required: Double?, room: Double) -> (
    spare: Double?, slack: Double
  ) {
    let safeArea = ownSafeArea
    let rootLift = movesTargetWithRoot ? Swift.max(0, context.root?.currentLift ?? 0) : 0
    let uncovered = Swift.min(Swift.max(0, -room - rootLift), safeArea.top)
    let toTheGuide = caretRoom(caret)
    let spare = required.map { required in
      // A covered caret that cannot rise clear below the guide stops there: its own content
      // lifts it no further than the guide, and not at all from above it. A caret already
      // above the guide loses nothing more than its rise: counting its height above the
      // guide too would keep a fall where ranges lifted it past the rise from coming back,
      // and the next pass would make that fall.
      let guideRoom = Swift.max(0, toTheGuide)
      let own = ownScrollRoom(for: caret)
      return (required > 0 && guideRoom < required ? Swift.min(own, guideRoom) : own) - required
    }
    let slack =
      spare.map {
        let counted = grid.isPositive(safeArea.delay - Swift.max(0, $0)) ? 0 : uncovered
        // A caret the host left at or below the guide, which an earlier search put above it
        // under another guide, comes back down at least to it, covered if the visible area is
        // smaller than its line (the own scroll and the views' rise then stop it there).
        let backToTheGuide = context.caretWasBelowTheGuide ? -toTheGuide : 0
        return Swift.max(0, $0 + counted, backToTheGuide)
      } ?? .infinity
    return (spare, slack)
  }
}
