extension Keyboard {
  /// Starts an interactive dismissal: the user drags the keyboard down with a finger (a
  /// scroll view whose ``ScrollView/keyboardDismissMode`` is
  /// ``KeyboardDismissMode/interactive``), and the keyboard follows it as a stream of frame
  /// changes.
  ///
  /// Remembers the keyboard's frame as the resting frame and posts nothing. Then call
  /// ``moveInteractiveDismissal(to:animation:)`` for each finger position, and
  /// ``endInteractiveDismissal(dismissed:animation:)`` once.
  ///
  /// ```swift
  /// keyboard.beginInteractiveDismissal()
  /// keyboard.moveInteractiveDismissal(to: 100)   // posts (0, 452, 320×116)
  /// keyboard.endInteractiveDismissal(dismissed: false)   // back to (0, 352, 320×216)
  /// ```
  ///
  /// - Returns: Whether a dismissal started: `false` when the keyboard is not a visible docked
  ///   keyboard (an undocked, floating or hardware keyboard is not dragged down) or a dismissal
  ///   is already under way.
  @discardableResult
  public func beginInteractiveDismissal() -> Bool {
    guard interactiveDismissalFrame == nil, let current, current.kind == .docked,
      let covered = current.coveredRect
    else { return false }
    interactiveDismissalFrame = covered
    return true
  }

  /// Whether an interactive dismissal is under way.
  public var isInteractivelyDismissing: Bool { interactiveDismissalFrame != nil }

  /// Moves the keyboard during an interactive dismissal: it slides `offset` points down from
  /// its resting frame, and the part still on screen is posted as
  /// ``KeyboardEvent/willChangeFrame``.
  ///
  /// The posted frame is the on-screen part, a docked frame shorter by the offset (UIKit moves
  /// the whole keyboard down, off the screen's bottom; posting only what covers the screen
  /// keeps it a docked keyboard rather than a hardware keyboard's bar). The offset is clamped
  /// to 0 through the resting height; at the full height nothing covers the screen any more, so
  /// the keyboard counts as hidden and the managers restore.
  ///
  /// - Parameters:
  ///   - offset: How far below its resting top the keyboard's top is, in points.
  ///   - animation: The change's timing; by default ``KeyboardAnimation/interactive``.
  /// - Returns: Whether a frame was posted: `false` without a dismissal under way, for a
  ///   non-finite offset (with a diagnostic) or when the frame did not change.
  @discardableResult
  public func moveInteractiveDismissal(
    to offset: Double, animation: KeyboardAnimation = .interactive
  ) -> Bool {
    guard let rest = interactiveDismissalFrame else { return false }
    guard offset.isFinite else {
      rejectInteractiveOffset(offset)
      return false
    }
    let down = Swift.min(rest.height, Swift.max(0, offset))
    pendingPreset = preset  // the same keyboard, only moved
    return post(
      .willChangeFrame,
      frame: Rect(x: rest.minX, y: rest.minY + down, width: rest.width, height: rest.height - down),
      animation: animation)
  }

  /// Ends an interactive dismissal: the keyboard either goes away (``KeyboardEvent/willHide``)
  /// or goes back to its resting frame (``KeyboardEvent/willChangeFrame``), as when the user
  /// lifts the finger low or high enough.
  ///
  /// Resigning the first responder is the host's part (``ScrollView/endDragging(dismissingKeyboard:)``
  /// does both, in UIKit's order: the responder resigns, then the keyboard hides).
  ///
  /// - Parameters:
  ///   - dismissed: Whether the keyboard goes away; `false` returns it to the resting frame.
  ///   - animation: The final change's timing.
  /// - Returns: Whether a notification was posted; `false` without a dismissal under way.
  @discardableResult
  public func endInteractiveDismissal(
    dismissed: Bool, animation: KeyboardAnimation = .default
  ) -> Bool {
    guard let rest = interactiveDismissalFrame else { return false }
    interactiveDismissalFrame = nil
    if dismissed { return hide(animation: animation) }
    pendingPreset = preset
    return post(.willChangeFrame, frame: rest, animation: animation)
  }
}

extension KeyboardAnimation {
  /// The timing of a frame that follows a finger: linear, one display frame at 60 Hz (1/60 s).
  public static let interactive = KeyboardAnimation(duration: 1.0 / 60.0, curve: .linear)
}
