import KeyboardCore

/// Gives a form's return key its meaning: Next moves to the following field, the last field
/// shows Done and resigns, and `goNext()`/`goPrevious()` and a toolbar follow the same order.
///
/// IQKeyboardReturnManager's role, built on one ``NavigationOrder``: the return key's label,
/// the return action, ``goNext()``/``goPrevious()``, ``canGoNext``/``canGoPrevious`` and the
/// ``toolbarState`` all read it, so they never disagree.
///
/// ```swift
/// final class SignUpViewController: ViewController {
///   var returnManager: ReturnManager?
///   override func viewDidLoad() {
///     // ... add the five fields ...
///     returnManager = ReturnManager(controller: self)   // Next, Next, Next, Next, Done
///   }
/// }
/// ```
///
/// The manager observes its scope's window (as a `WindowObserver`): it keeps the fields'
/// return-key types current as the tree changes, handles return presses in its fields and
/// tells its ``delegate`` when they begin and end editing. It never replaces a field's own
/// delegate, which keeps receiving every call and can still consume a return press
/// (`textInputShouldReturn` answering `false`). Several managers on one screen work
/// independently, each in its own scope. When the manager goes away, every return-key type it
/// changed is restored.
///
/// Not `Sendable` and without a global actor: use it where its view tree lives.
public final class ReturnManager {
  /// The order every decision of this manager reads.
  ///
  /// Change its ``NavigationOrder/mode`` to sort differently; the manager follows at its next
  /// call or tree change.
  public let order: NavigationOrder

  /// The object asked what return should do and told about editing; held weakly.
  ///
  /// With no delegate, return moves to the next field and resigns on the last one.
  public weak var delegate: (any ReturnManagerDelegate)?

  /// The return-key type of a field with no successor in the order: `.done` by default.
  ///
  /// IQKeyboardReturnManager's `lastTextInputViewReturnKeyType`. Setting it relabels every
  /// such field at once.
  public var lastTextInputViewReturnKeyType: ReturnKeyType = .done {
    didSet { if lastTextInputViewReturnKeyType != oldValue { configurationDidChange() } }
  }

  /// Whether return in a text view navigates (or resigns on the last field) instead of
  /// inserting a newline; `false` by default.
  ///
  /// IQKeyboardReturnManager's `dismissTextViewOnReturn`. While it is `false`, text views keep
  /// their own return-key type, because their return key types a newline.
  public var dismissTextViewOnReturn = false {
    didSet { if dismissTextViewOnReturn != oldValue { configurationDidChange() } }
  }

  /// Whether a target that refuses focus (its delegate answers `false` to
  /// `textInputShouldBeginEditing`) is skipped in favour of the one after it; `true` by
  /// default.
  ///
  /// IQKeyboardManager stops at a refusing target, so focus is stuck and the target's
  /// side effects (a popup) fire again on every press (#1181, #665). Set `false` for that
  /// behaviour.
  public var skipsRefusingTargets = true

  /// Whether the first field follows the last one (and the last precedes the first); `false`
  /// by default.
  ///
  /// With wrap-around every field of an order of two or more shows Next, and return never
  /// resigns.
  public var wrapsAround = false {
    didSet { if wrapsAround != oldValue { configurationDidChange() } }
  }

  /// The window this manager observes, once it found one.
  weak var attachedWindow: Window?
  /// The observer registered with the window (windows hold observers weakly; the manager
  /// keeps it alive).
  let link = WindowLink()
  /// The return-key types this manager wrote, with the values to restore.
  var labels: [ObjectIdentifier: LabelRecord] = [:]
  /// The order revision the labels follow, and whether the configuration changed since.
  var labelledRevision: UInt64?
  var labelsNeedUpdate = true
  /// Set while the manager writes labels, so its own writes are not mistaken for changes.
  var isUpdatingLabels = false
  var labelBeingWritten: ObjectIdentifier?
  var changedDuringLabelUpdate = false

  /// Where navigation continues when no field of this manager is focused: the field this
  /// manager saw focused last, and the order it was in at the time.
  var anchor: Anchor?

  /// The last focused field and its nearest neighbours in the order of the time (identities
  /// only, nearest first), so a move can resume after it when it has left the order.
  struct Anchor {
    weak var input: (any TextInput)?
    var after: [ObjectIdentifier]
    var before: [ObjectIdentifier]

    /// How many neighbours each way an anchor remembers.
    static let reach = 8
  }

  /// The window's tree generation after the last change it reported (see
  /// ``NavigationOrder/update(after:at:previousGeneration:)``).
  var seenGeneration: UInt64?

  /// Counts full labelling passes; each record remembers the pass that last confirmed it.
  var labelPass: UInt64 = 0

  /// Counts the label records made, so records are restored in the order they were made, never
  /// in the hash order of their identities (which changes from run to run).
  var labelSerial: UInt64 = 0

  /// A return-key type this manager set, and the value the field had before.
  ///
  /// A class, so that a pass updates a record in place without copying its weak reference.
  final class LabelRecord {
    weak var input: (any TextInput)?
    var original: ReturnKeyType
    var written: ReturnKeyType
    var pass: UInt64 = 0
    /// When it was made, among this manager's records.
    let serial: UInt64
    /// Another manager's record whose label the input showed when this one was made, so that
    /// `original` is that label rather than the input's own type; `nil` once the app sets a
    /// type, or when the label was nobody's.
    weak var inherited: LabelRecord?

    init(input: any TextInput, original: ReturnKeyType, written: ReturnKeyType, serial: UInt64) {
      self.input = input
      self.original = original
      self.written = written
      self.serial = serial
    }
  }

  /// Creates a manager for the text inputs in `scope`, sorted by `mode`.
  ///
  /// The return-key types are set at once when the scope is in a window. When it is not yet,
  /// the manager attaches to the scope's window as soon as the scope joins one, so a
  /// controller can create its manager in `viewDidLoad()`. Once attached, it follows the
  /// scope out of its window and back; when the scope moves to another window, the manager
  /// follows at its next call (any query, or ``reload()``).
  ///
  /// Creating a manager costs O(n) for the n fields of the scope, and a manager that goes away
  /// leaves nothing behind in its window, so a controller may create one every time it
  /// appears.
  ///
  /// - Parameters:
  ///   - scope: Any container: a controller's view, a form section, a cell; held weakly.
  ///   - mode: How to order its inputs.
  public convenience init(scope: View, mode: NavigationOrder.Mode) {
    self.init(scope: scope, mode: mode, nearWindow: nil)
  }

  /// Creates a manager, attached at once to `nearWindow` when the scope is in no window yet.
  ///
  /// Only a manager that finds no window at all watches its scope for joining one: views keep
  /// such watchers for their lifetime, so registering one per manager would make a view that
  /// gets a manager per appearance collect them without bound.
  init(scope: View, mode: NavigationOrder.Mode, nearWindow: Window?) {
    order = NavigationOrder(scope: scope, mode: mode)
    link.manager = self
    if scope.window == nil, let nearWindow { attach(to: nearWindow) }
    updateIfNeeded()
    if attachedWindow == nil {
      scope.addWindowChangeHandler { [weak self] window in
        guard let self, window != nil else { return }
        self.updateIfNeeded()
      }
    }
  }

  /// Creates a manager for the text inputs in a controller's view, in reading order.
  ///
  /// IQKeyboardReturnManager's `init(controller:)` (made unavailable there; here it is the
  /// main entry point). Loads the controller's view. When that view is not in a window yet
  /// but the controller's parent or presenter is, the manager observes that window already,
  /// so a controller pushed on a navigation stack, shown in a tab or presented can create its
  /// manager in `viewDidLoad()`.
  ///
  /// - Parameter controller: The controller whose view is the scope.
  public convenience init(controller: ViewController) {
    let scope = controller.view
    self.init(scope: scope, mode: .readingOrder, nearWindow: Self.windowNear(controller))
  }

  deinit {
    attachedWindow?.removeObserver(link)
    // In the order the records were made: each write is reported to the window's observers.
    for record in labels.values.sorted(by: { $0.serial < $1.serial }) { giveUp(record) }
  }

  // MARK: Inputs

  /// Adds a single field to this manager, for dynamic forms: a field outside the scope, or
  /// one given to ``remove(_:)`` before.
  ///
  /// IQKeyboardReturnManager's `add(textInputView:)`, without duplicates: a field already
  /// managed is not added twice. The field must be in the scope's window; it takes its place
  /// in the order (by position in reading order) and the labels update at once.
  ///
  /// - Parameter input: The field to add; held weakly.
  public func add(_ input: any TextInput) {
    order.include(input)
    updateIfNeeded()
  }

  /// Takes a field out of this manager: it leaves the order, gets its original return-key
  /// type back, and its return presses and editing events are no longer this manager's.
  ///
  /// IQKeyboardReturnManager's `remove(textInputView:)`. ``add(_:)`` takes it back.
  ///
  /// - Parameter input: The field to remove.
  public func remove(_ input: any TextInput) {
    order.exclude(input)
    updateIfNeeded()
  }

  /// The first responder of the scope's window when it is one of this manager's fields and
  /// in the order, or `nil`.
  public var currentInput: (any TextInput)? {
    updateIfNeeded()
    return focusedInputInOrder()
  }

  /// Re-reads the tree now: attaches to the scope's window if it has one, rebuilds the order
  /// if the tree changed and brings every return-key type up to date.
  ///
  /// The manager does this by itself on every call, every tree change and when its scope
  /// joins a window; call it only after changes the tree cannot see (for example a mode change
  /// of a shared ``NavigationOrder``).
  public func reload() {
    updateIfNeeded()
  }

  // MARK: Internals shared by the extensions

  func focusedInputInOrder() -> (any TextInput)? {
    guard let input = order.scope?.window?.firstResponder, order.contains(input) else {
      return nil
    }
    return input
  }

  func configurationDidChange() {
    labelsNeedUpdate = true
    updateIfNeeded()
  }

  /// Attaches to the scope's window when it has one that is not the attached one.
  ///
  /// A scope that left every window keeps its attachment, so a view pushed away and popped back is
  /// followed again.
  func attachIfNeeded() {
    guard let window = order.scope?.window, window !== attachedWindow else { return }
    attach(to: window)
  }

  func attach(to window: Window) {
    attachedWindow?.removeObserver(link)
    seenGeneration = nil
    attachedWindow = window
    window.addObserver(link)
  }

  /// A window the controller's view is about to join: the window of its nearest parent or
  /// presenting controller whose view is in one.
  private static func windowNear(_ controller: ViewController) -> Window? {
    var current: ViewController? = controller
    while let candidate = current {
      if let window = candidate.viewIfLoaded?.window { return window }
      current = candidate.parent ?? candidate.presentingViewController
    }
    return nil
  }
}
