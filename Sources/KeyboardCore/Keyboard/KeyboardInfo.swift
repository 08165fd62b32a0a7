/// One keyboard notification, normalised: the event, the frame as reported (screen space),
/// the part of the screen the keyboard really covers, and the animation.
///
/// Normalisation differs from IQKeyboardManager on purpose (fix 9): IQ turns a floating
/// keyboard into height 0 and an undocked one into "everything below its top". Here the
/// keyboard covers exactly `frame ∩ screen`: a floating or undocked keyboard keeps its real
/// rectangle, and a hardware keyboard (a frame reaching below the screen) leaves only the
/// accessory bar that is on screen. An empty intersection means the keyboard is hidden.
public struct KeyboardInfo: Sendable, Hashable, CustomStringConvertible {
  /// The notification.
  public var event: KeyboardEvent
  /// The end frame as reported, in screen coordinates.
  public var frame: Rect
  /// The part of the screen the keyboard covers, in screen coordinates; `nil` when hidden.
  public var coveredRect: Rect?
  /// The animation that goes with the change.
  public var animation: KeyboardAnimation
  /// What kind of keyboard this is, from its geometry.
  public var kind: KeyboardKind

  /// Normalises a reported frame against a screen.
  ///
  /// - Parameters:
  ///   - event: The notification.
  ///   - frame: The reported end frame in screen space. Hide events always count as hidden,
  ///     whatever frame they report (iOS 26 reports the accessory height on hide).
  ///   - screenBounds: The screen's bounds.
  ///   - animation: The animation.
  /// - Precondition: `frame` is finite (``Keyboard/post(_:frame:animation:)`` checks this and
  ///   reports a diagnostic instead).
  public init(
    event: KeyboardEvent, frame: Rect, screenBounds: Rect, animation: KeyboardAnimation = .default
  ) {
    precondition(frame.isFinite, "KeyboardInfo.init: the frame \(frame) is not finite")
    self.event = event
    self.frame = frame
    self.animation = animation
    let covered = frame.standardized.intersection(screenBounds)
    if event.isHide || covered.isEmpty {
      coveredRect = nil
      kind = .hidden
    } else {
      coveredRect = covered
      let fullWidth = covered.width >= screenBounds.width
      let reachesBottom = covered.maxY >= screenBounds.maxY
      if frame.standardized.maxY > screenBounds.maxY {
        kind = .hardwareAccessory
      } else if fullWidth && reachesBottom {
        kind = .docked
      } else if fullWidth {
        kind = .undocked
      } else {
        kind = .floating
      }
    }
  }

  /// Whether the keyboard covers part of the screen.
  public var isVisible: Bool { coveredRect != nil }

  /// The event, the kind and the covered rectangle.
  public var description: String {
    let covered = coveredRect.map { "\($0)" } ?? "nothing"
    return "\(event) \(kind) keyboard, reported \(frame), covers \(covered)"
  }
}

/// What kind of keyboard a frame describes.
public enum KeyboardKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// Not on screen.
  case hidden
  /// Full width, at the bottom of the screen.
  case docked
  /// Full width, above the bottom of the screen (iPad undocked or split).
  case undocked
  /// Narrower than the screen and above its bottom (iPad floating).
  case floating
  /// A hardware keyboard: only the accessory bar reaches onto the screen.
  case hardwareAccessory
}
