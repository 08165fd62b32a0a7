/// A screen's software keyboard: where hosts post keyboard notifications and managers
/// observe them.
///
/// ```swift
/// screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
/// ```
///
/// A notification whose (event, frame) equals the last accepted one is dropped as a
/// duplicate, as IQKeyboardNotification does. A frame with a NaN or infinite component is
/// ignored with a diagnostic sent to the observers' windows.
public final class Keyboard {
  private weak var screen: Screen?
  private var observers: [WeakKeyboardObserver] = []
  /// Windows whose layout follows the keyboard (a keyboard layout guide is in use there).
  private var layoutWindows: [WeakWindow] = []

  /// The last accepted notification, or `nil` before the first.
  public private(set) var current: KeyboardInfo?

  /// Diagnostics about ignored notifications, oldest first (at most 100 kept).
  public private(set) var diagnostics: [Diagnostic] = []

  /// The preset of the last frame posted with ``post(_:preset:for:animation:)``, or `nil`
  /// before one or after a visible frame was posted directly with
  /// ``post(_:frame:animation:)``; a hide keeps it (the keyboard's shape stays).
  ///
  /// ``TextInput/reloadInputViews()`` posts the new frame from it.
  public internal(set) var preset: KeyboardPreset?

  /// The preset a frame being posted comes from.
  var pendingPreset: KeyboardPreset?

  /// The resting frame (screen space) while an interactive dismissal is under way.
  var interactiveDismissalFrame: Rect?

  init(screen: Screen) {
    self.screen = screen
  }

  /// The size of the keyboard's screen, or `nil` when the screen is gone.
  var screenSize: Size? { screen?.bounds.size }

  /// Whether the keyboard covers part of the screen.
  public var isVisible: Bool { current?.isVisible ?? false }

  /// Posts a keyboard notification.
  ///
  /// - Parameters:
  ///   - event: Which notification.
  ///   - frame: The end frame in screen coordinates. Hide events may pass any frame.
  ///   - animation: Duration and curve; defaults to 0.25 s ease-out.
  /// - Returns: Whether the notification was accepted (not a duplicate, finite).
  @discardableResult
  public func post(
    _ event: KeyboardEvent, frame: Rect, animation: KeyboardAnimation = .default
  ) -> Bool {
    let fromPreset = pendingPreset
    pendingPreset = nil
    guard let screen else { return false }
    guard frame.isFinite else {
      reject(
        Diagnostic(
          .nonFiniteKeyboardFrame, "keyboard \(event) with frame \(frame) ignored: not finite"))
      return false
    }
    let info = KeyboardInfo(
      event: event, frame: frame, screenBounds: screen.bounds, animation: animation)
    if let current, current.event == info.event, current.frame == info.frame { return false }
    // Any other accepted notification (a hide, a show posted by the host) ends an interactive
    // dismissal without a separate end.
    if event != .willChangeFrame && event != .didChangeFrame { interactiveDismissalFrame = nil }
    if let fromPreset {
      preset = fromPreset
    } else if !event.isHide {
      preset = nil
    }
    let previous = current
    current = info
    // Keyboard layout guides follow first, so an observer (a keyboard manager) sees the
    // layout the guide gives: a field the guide keeps clear is clear when it looks.
    layoutWindows.removeAll { $0.window == nil }
    for entry in layoutWindows { entry.window?.layOutForKeyboard() }
    forEachObserver { $0.keyboard(self, didPost: info, previous: previous) }
    return true
  }

  /// Records a rejected notification and tells the observers.
  private func reject(_ diagnostic: Diagnostic) {
    if diagnostics.count >= 100 { diagnostics.removeFirst() }
    diagnostics.append(diagnostic)
    forEachObserver { $0.keyboard(self, didReject: diagnostic) }
  }

  /// Rejects a non-finite interactive-dismissal offset with a diagnostic.
  func rejectInteractiveOffset(_ offset: Double) {
    reject(
      Diagnostic(
        .nonFiniteKeyboardFrame,
        "interactive keyboard dismissal offset \(offset) ignored: not finite"))
  }

  /// Posts `willHide` with the frame just below the screen.
  ///
  /// - Parameter animation: Duration and curve.
  /// - Returns: Whether the notification was accepted.
  @discardableResult
  public func hide(animation: KeyboardAnimation = .default) -> Bool {
    let bounds = screen?.bounds ?? .zero
    return post(
      .willHide, frame: Rect(x: 0, y: bounds.maxY, width: bounds.width, height: 0),
      animation: animation)
  }

  /// Registers an observer; held weakly, called in the order added; adding twice is a no-op.
  public func addObserver(_ observer: any KeyboardObserver) {
    observers.removeAll { $0.value == nil }
    guard !observers.contains(where: { $0.value === observer }) else { return }
    observers.append(WeakKeyboardObserver(value: observer))
  }

  /// Unregisters an observer.
  public func removeObserver(_ observer: any KeyboardObserver) {
    observers.removeAll { $0.value == nil || $0.value === observer }
  }

  private func forEachObserver(_ body: (any KeyboardObserver) -> Void) {
    for entry in observers {
      if let observer = entry.value { body(observer) }
    }
  }
}

/// An object told about keyboard notifications (the keyboard manager).
public protocol KeyboardObserver: AnyObject {
  /// A notification was accepted; `previous` is the one before it.
  func keyboard(_ keyboard: Keyboard, didPost info: KeyboardInfo, previous: KeyboardInfo?)
  /// A notification was rejected (for example a non-finite frame).
  func keyboard(_ keyboard: Keyboard, didReject diagnostic: Diagnostic)
}

extension KeyboardObserver {
  /// Does nothing.
  public func keyboard(_ keyboard: Keyboard, didReject diagnostic: Diagnostic) {}
}

private struct WeakKeyboardObserver {
  weak var value: (any KeyboardObserver)?
}

extension Keyboard {
  /// Has `window` laid out whenever a notification is accepted, before the observers hear it.
  func addLayoutWindow(_ window: Window?) {
    guard let window, !layoutWindows.contains(where: { $0.window === window }) else { return }
    layoutWindows.append(WeakWindow(window: window))
  }
}

private struct WeakWindow {
  weak var window: Window?
}
