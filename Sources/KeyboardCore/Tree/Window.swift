/// The root of a view tree shown on a ``Screen``, shaped like `UIWindow`.
///
/// A window's ``View/frame`` is in screen space. It owns the tree's first responder (see
/// `Window+FirstResponder.swift`), installs its ``rootViewController``'s view to fill it, keeps
/// ``diagnostics`` about rejected input, and tells its ``WindowObserver``s (the managers) about
/// editing and tree changes.
///
/// ```swift
/// let screen = Screen(width: 320, height: 568)
/// let window = Window(screen: screen, safeAreaInsets: Insets(top: 20))
/// window.rootViewController = SignUpViewController()
/// ```
open class Window: View {
  /// The largest number of diagnostics a window keeps; older ones are dropped first.
  public static let diagnosticLimit = 1000

  /// The screen the window is shown on.
  public let screen: Screen
  private var storedSafeAreaInsets: Insets
  weak var firstResponderStorage: (any TextInput)?
  var observers: [WeakObserver] = []
  var focusTransitionDepth = 0
  var deferredFocusRequests: [() -> Void] = []
  var isRunningDeferredFocusRequests = false
  /// The most focus requests deferred from focus callbacks that run in one chain; past it, the
  /// rest are dropped with a ``Diagnostic/Code-swift.struct/focusLoop`` diagnostic.
  public static let deferredFocusRequestLimit = 100
  /// While an input's did-begin callbacks run: the input and the observers told so far, so that
  /// a forced resign from inside those callbacks tells exactly those observers that it ended.
  var beginning: (input: ObjectIdentifier, toldObservers: [ObjectIdentifier])?

  /// Diagnostics reported for views in this window, oldest first (at most
  /// ``diagnosticLimit``).
  public private(set) var diagnostics: [Diagnostic] = []

  /// Called with every diagnostic as it is reported (for logging).
  public var diagnosticHandler: ((Diagnostic) -> Void)?

  /// Creates a window on a screen.
  ///
  /// Negative insets are clamped to 0 with a diagnostic, as for ``safeAreaInsets``.
  ///
  /// - Parameters:
  ///   - screen: The screen to show on.
  ///   - frame: The window's rectangle in screen space; `nil` fills the screen.
  ///   - safeAreaInsets: The window's safe-area insets (status bar, notch, home indicator).
  /// - Precondition: The frame and insets are finite and the frame's size is not negative.
  public init(screen: Screen, frame: Rect? = nil, safeAreaInsets: Insets = .zero) {
    precondition(safeAreaInsets.isFinite, "Window.init: safe-area insets must be finite")
    self.screen = screen
    self.storedSafeAreaInsets = safeAreaInsets.clampedToZero
    super.init(frame: frame ?? screen.bounds)
    if storedSafeAreaInsets != safeAreaInsets {
      record(Self.negativeInsetsDiagnostic(safeAreaInsets))
    }
  }

  /// The window's safe-area insets: the status bar, sensor housing and home indicator areas.
  ///
  /// Unlike other views', a window's insets are set by its host, not derived. Non-finite values
  /// are rejected with a diagnostic; negative edges are clamped to 0 with a diagnostic (no
  /// system bar covers a negative strip).
  open override var safeAreaInsets: Insets {
    get { storedSafeAreaInsets }
    set {
      guard newValue.isFinite else {
        record(Diagnostic(.nonFiniteGeometry, "Window.safeAreaInsets \(newValue) rejected"))
        return
      }
      let clamped = newValue.clampedToZero
      if clamped != newValue { record(Self.negativeInsetsDiagnostic(newValue)) }
      guard clamped != storedSafeAreaInsets else { return }
      storedSafeAreaInsets = clamped
      if let engine = autoLayout?.engine {
        // Constraints to safe-area and margins guides read the new insets at the next pass.
        engine.markNeedsUpdate()
        setNeedsLayout()
      }
      layoutControllerViews()
      noteChange(.window)
    }
  }

  private static func negativeInsetsDiagnostic(_ insets: Insets) -> Diagnostic {
    Diagnostic(
      .clampedValue,
      "Window.safeAreaInsets \(insets) has negative edges; clamped to \(insets.clampedToZero)")
  }

  /// Whether a layout pass (``View/layoutIfNeeded()`` on any view of this window) is running:
  /// frames set now are the host's layout, not the app's own moves.
  package var isLayingOut: Bool { layoutPassDepth > 0 }
  private var layoutPassDepth = 0

  /// Marks the start of a layout pass; passes nest (a `layoutSubviews()` may lay out another
  /// view).
  func beginLayoutPass() { layoutPassDepth += 1 }

  /// Marks the end of a layout pass begun with ``beginLayoutPass()``.
  func endLayoutPass() { layoutPassDepth -= 1 }

  /// The view a keyboard manager holds resized (the ``AvoidanceStrategy/resizeRoot`` strategy), or
  /// `nil`.
  ///
  /// The views inside it are laid out for the shrunk size, not where they rest, so navigation
  /// orders keep the positions they had before the resize until it is undone. Set and cleared by
  /// ``KeyboardManager``; each change is reported as ``TreeChange/keyboardResize``.
  package internal(set) weak var viewResizedForKeyboard: View? {
    didSet {
      guard viewResizedForKeyboard !== oldValue else { return }
      // Set before the resize, so the tree is at rest when the hold's frames are recorded.
      if viewResizedForKeyboard != nil || storedRestingFrames != nil {
        restingFrames.holdDidChange(to: viewResizedForKeyboard)
      }
      // Cleared when the hold ends, after its layout at the restored size: the layout engine
      // measures where the views it places rest before anyone hears of the end (the hold's
      // recorded frames no longer say it, and their live frames may sit under a title a
      // scroll collapsed).
      if viewResizedForKeyboard == nil { autoLayout?.engine?.measureRestAfterHold() }
      (viewResizedForKeyboard ?? oldValue)?.noteChange(.keyboardResize)
    }
  }

  private var storedRestingFrames: RestingFrames?

  /// Whether the layout engine is measuring where views rest: a navigation bar then gives the
  /// top view that extends under it the safe area of its large title expanded (see
  /// `LayoutEngine.recordConstrainedRestingFrames()`).
  var measuresTitlesAtRest = false

  /// Whether the layout engine is measuring where the views of a keyboard manager's hold
  /// rest: the views the hold records read their resting frames for safe areas and keyboard
  /// guides (see `LayoutEngine.measureRestDuringHold(in:)`).
  var measuresHoldAtRest = false

  /// The resting frames of the hold the layout engine is measuring at rest, when it records
  /// `view`; `nil` otherwise.
  ///
  /// - Complexity: O(1) when no measure runs; else O(d), d the depth of `view`.
  func heldRestingFrames(measuring view: View) -> RestingFrames? {
    guard measuresHoldAtRest, let resting = storedRestingFrames, resting.isInHold(view) else {
      return nil
    }
    return resting
  }

  /// Whether a keyboard manager holds a view resized (its resting frames are the hold's).
  var isHoldingResizedView: Bool { storedRestingFrames?.hold != nil }

  /// Where the views of this window rest with the keyboard gone (see ``RestingFrames``),
  /// kept current before observers hear of a change.
  package var restingFrames: RestingFrames {
    if let storedRestingFrames { return storedRestingFrames }
    let made = RestingFrames()
    storedRestingFrames = made
    return made
  }

  /// The view a keyboard manager lifted (the ``AvoidanceStrategy/moveRoot`` strategy) and the
  /// origin it rests at, or `nil`: constraints read safe areas as with the view at rest.
  package internal(set) var keyboardLift: KeyboardLift? {
    didSet {
      // The constraints read the resting safe area: a lift that starts or ends lays them out.
      autoLayout?.engine?.markNeedsUpdate()
      // Only a layout pass runs the engine: a lift that ends after the views were laid out
      // for its resting origin (the host moved the lifted view, a title expanded above it)
      // would otherwise leave them there.
      if oldValue?.view !== keyboardLift?.view
        || oldValue?.restingOrigin != keyboardLift?.restingOrigin
      {
        oldValue?.view?.setNeedsLayout()
        keyboardLift?.view?.setNeedsLayout()
      }
    }
  }

  /// The controller whose view fills the window.
  ///
  /// Setting it dismisses what the previous controller presents, removes its view (a first
  /// responder in either resigns) and installs the new one's with a frame equal to the window's
  /// bounds.
  public var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      // Controllers the old root presents leave with it; their views would otherwise stay in
      // the window with nothing to lay them out or dismiss them.
      if oldValue?.presentedViewController != nil { oldValue?.dismiss() }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      oldValue?.hostWindow = nil
      if let controller = rootViewController {
        controller.hostWindow = self
        let view = controller.view
        insertSubview(view, at: 0)
        view.frame = bounds
        controller.layoutContainer()
      }
    }
  }

  override func didChangeFrame(from oldValue: Rect) {
    if oldValue.size != frame.size { layoutControllerViews() }
  }

  /// Lays out the root controller's view and presented controllers' views after the window's
  /// size or safe area changed: sizes them, then lays their subtrees out at the new size, as
  /// the host does during a rotation.
  ///
  /// The layout runs before the keyboard's notification for the new size, so a keyboard
  /// manager that resizes the root again (``AvoidanceStrategy/resizeRoot``) starts its hold from
  /// views at rest at the new size, not from the frames laid out for the old one. Observers are
  /// not told ``WindowObserver/windowDidLayout(_:)`` here: the keyboard they would solve for
  /// still has the old size.
  func layoutControllerViews() {
    if let root = rootViewController {
      root.view.frame = bounds
      root.layoutContainer()
      var presented = root.presentedViewController
      while let controller = presented {
        controller.view.frame = controller.presentationFrame(in: self)
        controller.layoutContainer()
        presented = controller.presentedViewController
      }
      super.layoutIfNeeded()
    }
  }

  /// Lays out the window's tree where needed, then tells observers that layout is done (the
  /// keyboard manager re-solves here when the active field's geometry changed).
  ///
  /// Observers are told even when nothing was marked for layout.
  ///
  /// - Complexity: O(o) when nothing is marked, o the observers; see ``View/layoutIfNeeded()``.
  open override func layoutIfNeeded() {
    super.layoutIfNeeded()
    forEachObserver { $0.windowDidLayout(self) }
  }

  /// Lays the tree out for a keyboard notification just accepted.
  ///
  /// Keyboard layout guides take the new keyboard, and the views pinned to them follow.
  /// Observers are not told
  /// ``WindowObserver/windowDidLayout(_:)``: the notification itself comes to them next.
  func layOutForKeyboard() {
    keyboardGuideMoves = [:]
    guard let engine = autoLayout?.engine, !engine.keyboardGuides.isEmpty else { return }
    engine.markNeedsUpdate()
    for guide in engine.keyboardGuides { guide.owningView?.setNeedsLayout() }
    // With the keyboard up, the first frame a view had before a keyboard moved it is where it
    // rests (recorded as the engine writes, before anyone hears of the move); with it hidden,
    // views go back to rest.
    let keyboardIsUp = screen.keyboard.current?.isVisible == true
    if !keyboardIsUp { engine.restingFrames = [:] }
    engine.moveLog = [:]
    engine.recordsRestingFrames = keyboardIsUp
    super.layoutIfNeeded()
    keyboardGuideMoves = (engine.moveLog ?? [:]).mapValues(\.rise)
    engine.moveLog = nil
    engine.recordsRestingFrames = false
  }

  /// How far (positive: up) the last keyboard notification's layout moved each view the
  /// constraints place, in its superview.
  private var keyboardGuideMoves: [ObjectIdentifier: Double] = [:]

  /// Whether a keyboard layout guide away from its rest carries `view` with the keyboard: its
  /// place in the window depends, through the constraints on it or on its ancestors, on the
  /// guide's top.
  ///
  /// The test is structural, so a view that came into the window while the keyboard was up (a
  /// pop, a new subview) is carried as much as one the guide moved when the keyboard came. A
  /// guide back at rest (under a floating keyboard it does not follow) carries nothing, even
  /// though views pinned to it move with a root the keyboard manager resized.
  ///
  /// - Complexity: O(g·d·t), g the keyboard guides, d the depth of `view` and t the terms of
  ///   the solver's rows for its ancestors' tops.
  package func isCarriedByKeyboardGuide(_ view: View) -> Bool {
    guard let engine = autoLayout?.engine, !engine.keyboardGuides.isEmpty else { return false }
    return engine.isCarriedByDisplacedKeyboardGuide(view)
  }

  /// Whether the keyboard layout guide's layout may hold some view away from its resting
  /// frame: it moved one since the keyboard came, or a guide is away from its rest.
  ///
  /// - Complexity: O(g·d), g the keyboard guides and d the depth of their owners.
  package var hasKeyboardGuideRest: Bool {
    guard let engine = autoLayout?.engine else { return false }
    return !engine.restingFrames.isEmpty || engine.hasDisplacedKeyboardGuide
  }

  /// The frame `view` has with the keyboard hidden, when the keyboard layout guide's layout
  /// moved it since the keyboard came, or a guide away from its rest carries it (a view that
  /// came while the keyboard was up rests where the guide at rest would put it); `nil`
  /// otherwise.
  ///
  /// Navigation orders read it, so a field the guide carries up with the keyboard keeps its
  /// place in the order (the order holds still while the keyboard comes and goes).
  package func keyboardGuideRestingFrame(of view: View) -> Rect? {
    guard let engine = autoLayout?.engine else { return nil }
    if let entry = engine.restingFrames[ObjectIdentifier(view)], entry.view === view {
      // A size the app changed since stays the app's; only the keyboard's move is undone.
      return Rect(origin: entry.before.origin, size: view.frame.size)
    }
    // A view that came while the keyboard was up: where the guide at rest would put it.
    guard let top = engine.keyboardGuideRestingTop(of: view) else { return nil }
    return Rect(origin: Point(x: view.frame.minX, y: top), size: view.frame.size)
  }

  /// Whether a scroll has collapsed a large title over a top view that extends under its bar,
  /// somewhere in this window (see `NavigationController.collapsesTitleOverExtendedView`).
  ///
  /// - Complexity: O(c), c the controllers in the window.
  var hasTitleCollapsedOverExtendedView: Bool {
    navigationControllers.contains { $0.collapsesTitleOverExtendedView }
  }

  /// The navigation controllers in this window, presented ones included, in a fixed order: a
  /// depth-first walk from the root controller that visits each controller's presented one,
  /// then its children, last first.
  ///
  /// - Complexity: O(c), c the controllers in the window.
  var navigationControllers: [NavigationController] {
    guard let rootViewController else { return [] }
    var found: [NavigationController] = []
    var pending = [rootViewController]
    while let controller = pending.popLast() {
      if let navigation = controller as? NavigationController { found.append(navigation) }
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    return found
  }

  /// Whether the layout engine measured where the views the constraints place rest (see
  /// ``constrainedRestingFrame(of:)``).
  package var hasConstrainedRest: Bool {
    !(autoLayout?.engine?.constrainedRestingFrames.isEmpty ?? true)
  }

  /// The frame `view` rests at, when the constraints place it while a keyboard layout guide is
  /// away from its rest or a scroll has collapsed a large title over a top view that extends
  /// under its bar: where the constraints put it with every guide at rest and every title
  /// expanded, as measured at the engine's last update; `nil` otherwise (and during a
  /// keyboard manager's hold, whose recorded frames say where the held views rest).
  ///
  /// Measured from the constraints as they stand, not kept from before the keyboard came, it
  /// follows what moves the rest alone: a safe area or margins changed while the guide holds
  /// a bar on the keyboard, a rotation, a view added while the keyboard is up.
  ///
  /// - Complexity: O(1).
  package func constrainedRestingFrame(of view: View) -> Rect? {
    guard let entry = autoLayout?.engine?.constrainedRestingFrames[ObjectIdentifier(view)],
      entry.view === view
    else { return nil }
    return entry.frame
  }

  /// The frame `view` rests at before the keyboard layout guide's layout moves it: the
  /// frame a keyboard manager's hold records for it (the view may be laid out for the held
  /// size, which is not where it rests), its live frame otherwise.
  ///
  /// - Complexity: O(1).
  func restingFrameBeforeKeyboardGuide(of view: View) -> Rect {
    storedRestingFrames?.heldFrame(of: view) ?? view.frame
  }

  /// How far the layout for the last keyboard notification moved `view` up in the window
  /// (through it and its ancestors); 0 when the keyboard layout guide moved nothing of it.
  package func keyboardGuideMove(of view: View) -> Double {
    guard !keyboardGuideMoves.isEmpty else { return 0 }
    var total = 0.0
    var current: View? = view
    while let node = current, node !== self {
      total += keyboardGuideMoves[ObjectIdentifier(node)] ?? 0
      current = node.superview
    }
    return total
  }

  // MARK: Diagnostics and observers

  func record(_ diagnostic: Diagnostic) {
    if diagnostics.count >= Self.diagnosticLimit { diagnostics.removeFirst() }
    diagnostics.append(diagnostic)
    diagnosticHandler?(diagnostic)
  }

  /// Reports a diagnostic to this window, as views and managers do.
  public func report(_ diagnostic: Diagnostic) {
    record(diagnostic)
  }

  /// Forgets the recorded diagnostics.
  public func clearDiagnostics() {
    diagnostics.removeAll()
  }

  /// Registers an observer of editing and tree events.
  ///
  /// Observers are held weakly and called in the order they were added; adding one twice has no
  /// effect.
  public func addObserver(_ observer: any WindowObserver) {
    observers.removeAll { $0.value == nil }
    guard !observers.contains(where: { $0.value === observer }) else { return }
    observers.append(WeakObserver(value: observer))
  }

  /// Unregisters an observer; does nothing if it was not registered.
  public func removeObserver(_ observer: any WindowObserver) {
    observers.removeAll { $0.value == nil || $0.value === observer }
  }

  /// Calls `body` with each registered observer that is still alive, in the order they were
  /// added.
  ///
  /// Lets cooperating observers find each other: for example two return managers that label
  /// the same field.
  public func forEachObserver(_ body: (any WindowObserver) -> Void) {
    for entry in observers {
      if let observer = entry.value { body(observer) }
    }
  }

  func treeDidChange(_ change: TreeChange, at view: View) {
    if change == .window
      || ((change == .frame || change == .eligibility)
        && (view is NavigationBar || view is TabBar)),
      let engine = autoLayout?.engine, engine.isIdle
    {
      // A safe area changed (a controller's additional insets, a bar moved, shown or hidden):
      // the guides that follow safe areas are laid out at the next pass. A bar hidden over a
      // view that extends under it moves no frame, only the view's safe area.
      engine.guidesNeedLayout()
    }
    if change == .frame || change == .hierarchy, let resting = storedRestingFrames {
      resting.follow(change, at: view, in: self)
    }
    forEachObserver { $0.window(self, didChange: change, at: view) }
    if change == .scrollOffset || change == .scrollMetrics || change == .frame {
      // A large title follows its controller's content as it scrolls (after the observers
      // heard of the scroll itself).
      NavigationController.contentDidScroll(view)
    }
    if change == .hierarchy {
      // A top controller's view with another first subview has another content scroll view:
      // its large title follows it.
      NavigationController.subviewsDidChange(in: view)
    }
  }
}

struct WeakObserver {
  weak var value: (any WindowObserver)?
}

/// A view a keyboard manager holds lifted, held weakly (a popped controller's view must go), and
/// the origin it rests at.
package struct KeyboardLift {
  /// The lifted view, while it lives.
  package weak var view: View?
  /// Where it rests with the keyboard gone.
  package var restingOrigin: Point
}
