/// Keeps the active text input clear of the keyboard: IQKeyboardManager's job, headless.
///
/// A manager watches one window: its first responder and its screen's keyboard. When the
/// keyboard covers the active input, it scrolls the enclosing scroll views, gives them a
/// bottom inset, and moves the root controller's view by what is left (see
/// ``AvoidanceSolver`` for the steps). When the keyboard hides it puts back exactly the root's
/// origin and size and every inset it changed; a scroll offset goes back only when the scroll
/// view asks for it (``ScrollView/restoreContentOffset``), otherwise it is kept, clamped into
/// the range valid with the restored insets, as IQKeyboardManager does.
///
/// ```swift
/// let manager = KeyboardManager(window: window)
/// manager.isEnabled = true
/// form.emailField.becomeFirstResponder()
/// window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
/// form.view.frame.origin.y  // -188: the field now sits 10 pt above the keyboard
/// ```
///
/// Every pass is a pure ``AvoidanceSolver/plan(for:)`` over a value snapshot
/// (``currentContext()``), then applied; ``lastPlan`` keeps the plan and its trace, observers
/// (``addObserver(_:)``) hear of every plan and restore, and ``isDebuggingEnabled`` prints
/// the trace. The manager is not `Sendable` and has no global
/// actor: use it where its window lives. ``shared`` is a main-actor convenience for
/// single-window apps.
public final class KeyboardManager {
  /// The manager for single-window apps, as `IQKeyboardManager.shared`; set its ``window``.
  @MainActor public static let shared = KeyboardManager()

  /// The window whose first responder and keyboard the manager follows; held weakly.
  ///
  /// Changing it restores everything done in the old window first.
  public weak var window: Window? {
    willSet {
      guard newValue !== window else { return }
      restoreAll(reason: "the manager moves to another window")
      detach()
    }
    didSet {
      guard window !== oldValue else { return }
      attach()
    }
  }

  /// Whether the manager handles inputs whose mode is ``EnableMode/default``; default
  /// `false`, as in IQKeyboardManager (apps turn it on).
  ///
  /// Turning it on while the keyboard is up solves at once (through the same per-input and
  /// per-class gates, unlike IQ); turning it off restores everything, unless the active input
  /// is still handled on its own (``EnableMode/enabled``, or an enabled controller class):
  /// then nothing changes, where restoring and moving it all again at the next layout would
  /// make the screen jump.
  public var isEnabled = false {
    didSet {
      guard isEnabled != oldValue else { return }
      log(isEnabled ? "Enabled" : "Disabled")
      if isEnabled {
        solve(reason: "enabled")
      } else if let input = activeInput, isHandlingEnabled(for: input) {
        log("\(name(of: input)) is still handled: nothing to restore")
      } else {
        restoreAll(reason: "disabled")
      }
    }
  }

  /// The gap, in points, kept between the active input's bottom and the keyboard's top; default 10.
  ///
  /// IQKeyboardManager's `keyboardDistance`.
  ///
  /// Negative or non-finite values are clamped to 0 with a diagnostic (IQ only warns).
  public var keyboardDistance: Double = 10 {
    didSet {
      if !(keyboardDistance >= 0) || !keyboardDistance.isFinite {
        let bad = keyboardDistance
        keyboardDistance = 0
        report(.clampedValue, "keyboardDistance \(bad.compactDescription) clamped to 0")
      }
    }
  }

  /// Controller classes handled even when ``isEnabled`` is false (unless also disabled); default
  /// empty.
  ///
  /// Tested against the controller directly containing the input.
  public var enabledDistanceHandlingClasses: [ViewController.Type] = []

  /// Controller classes never handled; beats the enabled list.
  ///
  /// Default: table view, input view and alert controllers, as in IQKeyboardManager.
  public var disabledDistanceHandlingClasses: [ViewController.Type] = [
    TableViewController.self, InputViewController.self, AlertController.self,
  ]

  /// When true, the root view is laid out (`setNeedsLayout()` + `layoutIfNeeded()`) every time the
  /// manager moves or restores it.
  ///
  /// IQKeyboardManager's `layoutIfNeededOnUpdate`.
  public var layoutIfNeededOnUpdate = false

  /// The solver's special rules this manager's plans leave out: empty, except when a check
  /// shows which scenes need a rule (``SpecialRule``; `keyboard-sim --without-rule`).
  package var rulesSwitchedOff = SpecialRules()

  /// How room is made once scroll views have done what they can; default
  /// ``AvoidanceStrategy/moveRoot`` (IQ's behaviour).
  public var strategy: AvoidanceStrategy = .moveRoot {
    didSet {
      guard strategy != oldValue else { return }
      restoreRoot()
      solve(reason: "strategy changed")
    }
  }

  /// Whether the app is active.
  ///
  /// While inactive no pass runs; becoming active runs the pass that was skipped (IQ's
  /// `didBecomeActive` handling).
  public var isApplicationActive = true {
    didSet {
      guard isApplicationActive, !oldValue, resumeAfterSuspension() else { return }
      solve(reason: "application became active")
    }
  }

  /// When true, the manager logs every pass with its trace and every restore: it prints each
  /// line (prefixed `KeyboardManager | `), as IQKeyboardManager's `isDebuggingEnabled` does,
  /// and hands it to its observers as a ``Event/Kind/log`` event; default `false`.
  public var isDebuggingEnabled = false

  /// How far the root view is lifted above its original origin, in points; 0 when nothing moved.
  ///
  /// Scroll offsets are not included, as in IQKeyboardManager.
  public internal(set) var movedDistance: Double = 0

  /// Called with ``movedDistance`` after every pass and every restore, and once at once when
  /// assigned.
  public var movedDistanceChanged: ((Double) -> Void)? {
    didSet { movedDistanceChanged?(movedDistance) }
  }

  /// The most recent plan (with its trace), or `nil` before the first pass.
  public internal(set) var lastPlan: AvoidancePlan?

  /// Whether every pass checks its plan's invariants
  /// (``AvoidancePlan/invariantViolations(for:checking:)``) in any build, keeping what breaks
  /// in ``planInvariantViolations``: the reliability soak, which runs in release, sets it.
  package var checksPlanInvariants = false

  /// The plan invariants broken since ``checksPlanInvariants`` was set (the first few).
  package var planInvariantViolations: [AvoidancePlan.InvariantViolation] = []

  /// The keyboard session (see ``State``).
  var state = State.idle
  /// What the manager is doing to the tree itself.
  var activity = Activity.none
  /// Per controller class, the identifiers of it and its superclasses (reflection is slow).
  var lineages: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
  /// Per view class, the name used in traces.
  var typeNames: [ObjectIdentifier: String] = [:]
  var records: [ScrollRecord] = []
  /// Scroll views given back at a field switch: their offsets are clamped again when
  /// everything is restored, since the root's own restore can shrink their valid range.
  var released: [WeakScrollView] = []
  var keyboardInfo: KeyboardInfo?
  /// A geometry change of the active input or an ancestor asks for a pass at the window's
  /// next layout (coalesced).
  var needsResolve = false
  private weak var observedKeyboard: Keyboard?
  /// The observer registered with the window and the keyboard.
  private let link = ManagerLink()
  /// The observers of ``addObserver(_:)``, in the order they were added.
  var observers: [(id: Int, observer: (Event) -> Void)] = []
  /// The identity of the last observer added.
  var nextObserverID = 0

  /// Creates a manager for a window (or for none yet: set ``window`` later).
  ///
  /// - Parameter window: The window to follow.
  public init(window: Window? = nil) {
    self.window = window
    link.manager = self
    attach()
  }

  deinit {
    restoreAll(reason: "the manager goes away")
  }

  /// Whether the keyboard currently covers part of the screen, as far as the manager knows.
  public var isKeyboardVisible: Bool { keyboardInfo?.isVisible ?? false }

  /// The input being edited in the window, or `nil`.
  public var activeInput: (any TextInput)? { window?.firstResponder }

  /// Runs a pass now for the active input, after a layout change the manager could not see.
  ///
  /// Needs, as IQKeyboardManager's does: handling enabled for the active input, the keyboard
  /// visible, and the root view in the window; otherwise it does nothing. Rarely needed here:
  /// the manager re-solves by itself when the active input or an ancestor changes geometry
  /// (at the window's next ``Window/layoutIfNeeded()``).
  public func reloadLayoutIfNeeded() {
    solve(reason: "reloadLayoutIfNeeded()")
  }

  /// Whether the manager handles `input`: its ``EnableMode`` first, then ``isEnabled`` and the
  /// class lists against the controller directly containing it.
  ///
  /// Alert text fields are never handled, nor (unless its mode is ``EnableMode/enabled``) the
  /// search field of a navigation bar (``NavigationItem/searchField``).
  /// IQKeyboardManager's `privateIsEnabled()`.
  ///
  /// - Parameter input: The input to ask about.
  /// - Returns: Whether a pass would move anything for it.
  public func isHandlingEnabled(for input: any TextInput) -> Bool {
    isHandlingEnabled(for: input, controller: input.containingViewController)
  }

  /// ``isHandlingEnabled(for:)`` with the containing controller already found.
  func isHandlingEnabled(for input: any TextInput, controller: ViewController?) -> Bool {
    if controller is AlertController { return false }
    switch input.enableMode {
    case .enabled: return true
    case .disabled: return false
    case .default: break
    }
    guard let controller else { return isEnabled }
    // A navigation bar's search field (E5): the bar is not moved for it.
    let owner = (controller as? NavigationController)?.topViewController ?? controller
    if let search = owner.navigationItem.searchField, search === input { return false }
    let lineage = classLineage(of: controller)
    let enabled =
      isEnabled
      || enabledDistanceHandlingClasses.contains { lineage.contains(ObjectIdentifier($0)) }
    guard enabled else { return false }
    return !disabledDistanceHandlingClasses.contains { lineage.contains(ObjectIdentifier($0)) }
  }

  // MARK: Observation

  private func attach() {
    guard let window else { return }
    window.addObserver(link)
    let keyboard = window.screen.keyboard
    keyboard.addObserver(link)
    observedKeyboard = keyboard
    keyboardInfo = keyboard.current
  }

  private func detach() {
    window?.removeObserver(link)
    observedKeyboard?.removeObserver(link)
    observedKeyboard = nil
    keyboardInfo = nil
  }

  func log(_ line: @autoclosure () -> String) {
    guard isDebuggingEnabled else { return }
    let text = line()
    print("KeyboardManager | " + text)
    notify(.log(text))
  }

  func report(_ code: Diagnostic.Code, _ message: String) {
    let diagnostic = Diagnostic(code, message)
    if let window {
      if window.diagnostics.last != diagnostic { window.report(diagnostic) }
    }
    log("warning: \(message)")
  }
}

/// The root view's state before the manager moved it.
final class RootSession {
  weak var controller: ViewController?
  weak var view: View?
  private(set) var beginOrigin: Point
  private(set) var beginSize: Size
  private(set) var beginFrameInWindow: Rect
  /// How far the held root's top has followed its container's bar since the hold began
  /// (``RootSnapshot/topFollowedTheBar``).
  private(set) var topFollowedTheBar = 0.0
  let windowSize: Size
  /// The frame the root had once the manager resized it (``AvoidanceStrategy/resizeRoot``),
  /// if it did.
  var appliedFrame: Rect?
  /// The size the manager gave the root, if it did.
  var appliedSize: Size? { appliedFrame?.size }

  init(controller: ViewController, view: View, window: Window) {
    self.controller = controller
    self.view = view
    beginOrigin = view.frame.origin
    beginSize = view.frame.size
    beginFrameInWindow = view.frameInWindow ?? view.frame
    windowSize = window.bounds.size
  }

  /// The host moved or resized the root itself: its new frame is where the root rests now.
  func rebase(on view: View) {
    beginOrigin = view.frame.origin
    beginSize = view.frame.size
    beginFrameInWindow = view.frameInWindow ?? view.frame
    topFollowedTheBar = 0
    appliedFrame = nil
  }

  /// Follows a container that laid the held root out again from another top while keeping
  /// the bottom edge the hold gave it (a navigation controller whose bar changed height
  /// above it), or laid it out empty at a top below that edge; returns `false`, changing
  /// nothing, for any other change of its frame.
  ///
  /// The root rests at the container's new top too: the frame it goes back to moves its top
  /// alike, its bottom edge unchanged, and the hold goes on.
  ///
  /// `rest` is where the container said the root rests now (the window's resting frame of the
  /// held view): when it is the frame moved alike, bar a last-bit difference, its top and
  /// height are taken as they are. The sums that move the top (the old height plus the rise)
  /// can land a unit in the last place away from the height the container lays the root out
  /// at with no keyboard, and the restore must give back that height bitwise.
  func followMovedTop(of view: View, rest: Rect? = nil) -> Bool {
    guard let held = appliedFrame else { return false }
    let frame = view.frame
    // The container keeps the held bottom edge, or lays the view out empty at a new top below
    // it.
    let bottom = Swift.max(frame.minY, held.maxY)
    let bottomKept = Swift.abs(frame.maxY - bottom) <= 1e-9 * Swift.max(1, Swift.abs(bottom))
    guard frame.minY != held.minY, frame.minX == held.minX, frame.width == held.width, bottomKept
    else { return false }
    let rise = held.minY - frame.minY
    let unlifted = beginOrigin.y == held.minY
    let sameHeightInWindow = beginFrameInWindow.height == beginSize.height
    topFollowedTheBar += rise
    beginOrigin.y -= rise
    beginSize.height = Swift.max(0, beginSize.height + rise)
    beginFrameInWindow = Rect(
      x: beginFrameInWindow.minX, y: beginFrameInWindow.minY - rise,
      width: beginFrameInWindow.width, height: Swift.max(0, beginFrameInWindow.height + rise))
    if let rest, unlifted, rest.minY == frame.minY, rest.minX == beginOrigin.x,
      rest.width == beginSize.width,
      Swift.abs(rest.height - beginSize.height) <= 1e-9 * Swift.max(1, Swift.abs(rest.height))
    {
      // The container's own frame, not the sums: the restore gives back its height bitwise.
      beginOrigin.y = rest.minY
      beginSize.height = rest.height
      if sameHeightInWindow { beginFrameInWindow.size.height = rest.height }
    }
    appliedFrame = frame
    return true
  }

  /// Whether this session is the one for `controller`'s `view` in a window of this size.
  func matches(_ controller: ViewController, view: View, in window: Window) -> Bool {
    self.controller === controller && self.view === view && windowSize == window.bounds.size
  }
}

/// A weak reference to a scroll view.
struct WeakScrollView {
  weak var view: ScrollView?
}

/// A scroll view's values before the manager first changed them.
final class ScrollRecord {
  weak var view: ScrollView?
  let offset: Point
  let inset: Insets
  let indicators: Insets

  init(_ view: ScrollView) {
    self.view = view
    offset = view.contentOffset
    inset = view.contentInset
    indicators = view.verticalScrollIndicatorInsets
  }
}
