/// A rectangular node of the headless view tree, shaped like `UIView`.
///
/// A view has a ``frame`` in its superview's coordinate space, ``bounds`` whose origin is the
/// scroll offset of a scroll view (zero otherwise), an ordered list of ``subviews`` (back to
/// front) and the flags that decide whether a text input inside it can take focus. Subclass it
/// as you would `UIView`; override ``layoutSubviews()`` to lay out children.
///
/// ```swift
/// let form = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
/// let email = TextField(frame: Rect(x: 20, y: 500, width: 280, height: 30))
/// form.addSubview(email)
/// ```
///
/// Views are not `Sendable` and carry no global actor: a tree lives in the isolation domain
/// that built it. Geometry handed in from outside is validated: a frame with a NaN or infinite
/// component, or a negative size, is rejected (the previous value stays) and a ``Diagnostic``
/// goes to the view's window.
open class View {
  private var storedFrame: Rect
  private var storedBoundsOrigin: Point = .zero
  /// The view's parent, or `nil` for the root of a tree (a ``Window`` or a detached view).
  public internal(set) weak var superview: View?
  /// The children, back to front.
  public internal(set) var subviews: [View] = []
  /// The controller whose root view this is, if any (the next responder after the view).
  public internal(set) weak var viewController: ViewController?
  /// Counts mutations in this view's subtree; see ``treeGeneration``.
  package internal(set) var subtreeGeneration: UInt64 = 0
  /// Whether this view's own ``layoutSubviews()`` must run at the next layout pass.
  var needsLayout = true
  /// Whether some view below this one needs layout.
  ///
  /// Invariant: every ancestor of a view that needs layout (or has this flag) has this flag, so
  /// a pass finds the dirty views without looking at clean subtrees.
  var hasDirtyDescendant = false
  /// Whether this view's ``layoutSubviews()`` runs now, in a pass that walks its subtree next.
  private var isLayingOutSubviews = false
  /// The bounds size at the end of the last ``layoutSubviews()``: the size the subviews are
  /// laid out for until the next one (a new size waits for the next layout pass); `nil` before
  /// the first.
  private(set) var laidOutSize: Size?
  /// The bounds size the subviews are laid out for: the size now while this view's
  /// ``layoutSubviews()`` runs (it lays them out for that size), else ``laidOutSize``.
  var subviewsLayoutSize: Size {
    isLayingOutSubviews ? bounds.size : laidOutSize ?? bounds.size
  }
  var windowChangeHandlers: WindowChangeHandlers?
  /// Auto Layout's state for this view (constraints, guides, priorities), made on first use.
  var autoLayout: AutoLayoutStorage?

  /// Creates a view with the given frame.
  ///
  /// - Precondition: `frame` is finite and its size is not negative.
  public init(frame: Rect = .zero) {
    precondition(frame.isFinite, "View.init(frame:): the frame \(frame) is not finite")
    precondition(
      frame.size.width >= 0 && frame.size.height >= 0,
      "View.init(frame:): the frame \(frame) has a negative size")
    storedFrame = frame
  }

  /// Frees the subtree without recursion: children this view alone keeps alive hand their own
  /// children to a work list before they go, so a tree 100,000 levels deep does not overflow
  /// the stack.
  deinit {
    guard !subviews.isEmpty else { return }
    var pending = subviews
    subviews = []
    while var view = pending.popLast() {
      if isKnownUniquelyReferenced(&view), !view.subviews.isEmpty {
        pending.append(contentsOf: view.subviews)
        view.subviews = []
      }
    }
  }

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinate space.
  ///
  /// Setting a frame with a non-finite component or a negative size is rejected with a
  /// diagnostic and leaves the frame unchanged. A change of size marks the view as needing
  /// layout.
  public var frame: Rect {
    get { storedFrame }
    set {
      guard validate(newValue, what: "frame") else { return }
      guard newValue != storedFrame else { return }
      let sizeChanged = newValue.size != storedFrame.size
      let oldValue = storedFrame
      storedFrame = newValue
      // A container controller's view (navigation, tab bar) lays its bars out at its safe
      // area, which depends on where the view is: a move alone lays it out again, as UIKit
      // does when the safe area changes.
      if sizeChanged || viewController?.isContainer == true { setNeedsLayout() }
      noteChange(.frame)
      if let engine = autoLayout?.member, !engine.isApplying {
        // The constraints read it: the next pass solves (a container's layout would reset it).
        engine.markDirty(self)
        setNeedsLayout()
      }
      didChangeFrame(from: oldValue)
      (superview as? StackView)?.arrangedViewDidChangeFrame(self)
    }
  }

  /// The view's rectangle in its own coordinate space: the origin is the scroll offset (zero
  /// for views that do not scroll), the size is the frame's.
  ///
  /// Setting the bounds changes the origin (the scroll offset) and the frame's size, keeping
  /// the frame's origin.
  public var bounds: Rect {
    get { Rect(origin: storedBoundsOrigin, size: storedFrame.size) }
    set {
      guard validate(newValue, what: "bounds") else { return }
      if newValue.size != storedFrame.size {
        frame = Rect(origin: storedFrame.origin, size: newValue.size)
      }
      setBoundsOrigin(newValue.origin)
    }
  }

  /// Sets the bounds origin (for scroll views, the content offset) after validating it.
  package func setBoundsOrigin(_ origin: Point) {
    guard origin.isFinite else {
      reportDiagnostic(
        Diagnostic(.nonFiniteGeometry, "\(typeName).bounds.origin \(origin) rejected: not finite"))
      return
    }
    guard origin != storedBoundsOrigin else { return }
    storedBoundsOrigin = origin
    noteChange(.scrollOffset)
    if let engine = autoLayout?.member, engine.readsBoundsOrigin(of: self) {
      engine.markNeedsUpdate()
      setNeedsLayout()
    }
  }

  private func validate(_ rect: Rect, what: String) -> Bool {
    if !rect.isFinite {
      reportDiagnostic(
        Diagnostic(.nonFiniteGeometry, "\(typeName).\(what) \(rect) rejected: not finite"))
      return false
    }
    if rect.size.width < 0 || rect.size.height < 0 {
      reportDiagnostic(
        Diagnostic(.negativeSize, "\(typeName).\(what) \(rect) rejected: negative size"))
      return false
    }
    return true
  }

  /// Called after the frame changed; windows and containers override it to follow.
  func didChangeFrame(from oldValue: Rect) {}

  /// The type's name, used in diagnostics and traces.
  package var typeName: String { String(describing: type(of: self)) }

  // MARK: Appearance and interaction

  /// Whether the view (and so its subtree) is hidden.
  ///
  /// A hidden text input cannot take focus.
  public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      noteChange(.eligibility)
      // A hidden arranged subview collapses: its stack lays out again.
      (superview as? StackView)?.arrangedContentDidChange()
    }
  }

  /// The view's opacity, from 0 to 1.
  ///
  /// A view with alpha 0 (or under one) cannot take focus.
  ///
  /// Values outside 0...1 are clamped, and NaN is rejected with a diagnostic, as UIKit clamps.
  public var alpha: Double = 1 {
    didSet {
      if alpha.isNaN {
        reportDiagnostic(Diagnostic(.nonFiniteGeometry, "\(typeName).alpha NaN rejected"))
        alpha = oldValue
        return
      }
      if alpha < 0 || alpha > 1 { alpha = Swift.min(1, Swift.max(0, alpha)) }
      if alpha != oldValue { noteChange(.eligibility) }
    }
  }

  /// Whether the view and its subtree receive touches.
  ///
  /// A text input inside a view with interaction disabled cannot take focus.
  public var isUserInteractionEnabled = true {
    didSet { if isUserInteractionEnabled != oldValue { noteChange(.eligibility) } }
  }

  /// An integer the app uses to identify the view; the navigation order can sort by it.
  public var tag = 0 {
    didSet { if tag != oldValue { noteChange(.eligibility) } }
  }

  /// A name for the view in traces, diagnostics and scene files, as UIKit's
  /// `accessibilityIdentifier`; `nil` by default.
  ///
  /// The keyboard manager's trace names a view by it when set.
  public var identifier: String?

  /// The margins set with ``layoutMargins`` or ``directionalLayoutMargins``; `nil` until set.
  private var specifiedLayoutMargins: Insets?

  /// Whether ``layoutMargins`` include the safe area, as
  /// `UIView.insetsLayoutMarginsFromSafeArea`; `true` by default.
  public var insetsLayoutMarginsFromSafeArea = true

  /// Whether ``layoutMargins`` are at least the superview's where this view reaches into
  /// them, as `UIView.preservesSuperviewLayoutMargins`; `false` by default.
  public var preservesSuperviewLayoutMargins = false

  // MARK: Generation

  /// A counter that changes whenever anything in this view's tree changes that can move a
  /// view or change whether a text input can take focus.
  ///
  /// It is the generation of the tree's root (usually the window). Caches of derived data
  /// (navigation orders, window frames) compare it to decide whether they are still fresh.
  ///
  /// - Complexity: O(d), d the depth of the view.
  public var treeGeneration: UInt64 { root.subtreeGeneration }

  /// The root of the tree this view is in: the window, or the topmost detached ancestor.
  ///
  /// - Complexity: O(d), d the depth of the view.
  public var root: View {
    var current = self
    while let parent = current.superview { current = parent }
    return current
  }

  /// Records a mutation: bumps the generation of this view and every ancestor, and tells the
  /// window's observers.
  package func noteChange(_ change: TreeChange) {
    var current: View = self
    while true {
      current.subtreeGeneration &+= 1
      guard let parent = current.superview else { break }
      current = parent
    }
    if let window = current as? Window {
      window.treeDidChange(change, at: self)
    }
  }

  // MARK: Hierarchy callbacks (overridable, so in the class; the rest is View+Hierarchy)

  /// Called on every view of a subtree after it joined a window, left one or moved to another, as
  /// `UIView.didMoveToWindow()`; override it to react.
  ///
  /// The default does nothing.
  open func didMoveToWindow() {}

  /// Called on a view just before one of its children leaves it, as `UIView.willRemoveSubview(_:)`.
  ///
  /// The child is being removed or moved to another parent. Override it to react; the default
  /// does nothing.
  open func willRemoveSubview(_ subview: View) {}

  // MARK: Layout

  /// Marks the view as needing ``layoutSubviews()`` at the next ``layoutIfNeeded()``, and its
  /// ancestors as having a view below them that needs it, as UIKit does.
  ///
  /// - Complexity: O(1) amortised: the walk up stops at the first ancestor already marked.
  public func setNeedsLayout() {
    needsLayout = true
    markAncestorsDirty()
  }

  /// Sets ``hasDirtyDescendant`` on the ancestors, up to the first one that has it already,
  /// or up to one laying out its subviews now: the pass walks that view's subtree next, and
  /// the ancestors above it, which the walk has passed, need nothing more.
  func markAncestorsDirty() {
    var current = superview
    while let view = current, !view.hasDirtyDescendant {
      view.hasDirtyDescendant = true
      if view.isLayingOutSubviews { break }
      current = view.superview
    }
  }

  /// Whether this view or a view below it waits for layout: the next ``layoutIfNeeded()`` on
  /// this view would lay something out.
  package var isLayoutPending: Bool { needsLayout || hasDirtyDescendant }

  /// Lays out this view's subtree now where it needs it: for each view, top down, that was
  /// marked with ``setNeedsLayout()`` (or changed size, or was just added), calls
  /// ``layoutSubviews()`` and then its controller's ``ViewController/viewDidLayoutSubviews()``.
  ///
  /// Only the dirty parts of the subtree are visited (the views marked, their ancestors and
  /// those ancestors' children); with nothing marked it returns at once. The walk is iterative,
  /// so any depth works. A view marked during the pass is laid out in the same pass when the walk
  /// has not reached it yet, otherwise at the next one. Overrides of this method on views below
  /// the one called are not called (as in UIKit, a pass calls ``layoutSubviews()``).
  ///
  /// - Complexity: O(1) when nothing is marked; otherwise O(k), k the views on the dirty paths
  ///   and their children.
  open func layoutIfNeeded() {
    guard needsLayout || hasDirtyDescendant else { return }
    let window = self.window
    window?.beginLayoutPass()
    defer { window?.endLayoutPass() }
    // Constraints are solved first, so the pass lays out views at the frames they give; a
    // pass that changes what the constraints read (a frame the host's layout sets) solves
    // again, a bounded number of times.
    let engine = existingLayoutEngine
    var rounds = 0
    repeat {
      engine?.update()
      layOutDirtyViews()
      rounds += 1
    } while engine?.needsUpdate == true && rounds < LayoutEngine.maximumRounds
  }

  private func layOutDirtyViews() {
    var pending: [View] = [self]
    while let view = pending.popLast() {
      // Flags are read when a view's turn comes, not when it was queued: a view marked by an
      // earlier sibling's layout is laid out in this pass, as the recursive walk did.
      if view.needsLayout {
        view.needsLayout = false
        view.isLayingOutSubviews = true
        view.layoutSubviews()
        view.viewController?.viewDidLayoutSubviews()
        view.isLayingOutSubviews = false
        view.laidOutSize = view.bounds.size
      }
      guard view.hasDirtyDescendant else { continue }
      view.hasDirtyDescendant = false
      // Back to front onto the stack, so the children are visited front to back in order.
      pending.append(contentsOf: view.subviews.reversed())
    }
  }

  /// Override to add, remove or change this view's constraints before the next solve, as
  /// `UIView.updateConstraints()`; call ``setNeedsUpdateConstraints()`` to have it called.
  ///
  /// The default does nothing.
  open func updateConstraints() {}

  /// Override to position subviews; the default does nothing.
  ///
  /// Call ``layoutIfNeeded()`` rather than calling this directly.
  open func layoutSubviews() {}

  /// The frame this view's layout gives `subview`, which has `frame` while this view's size is
  /// `oldSize`, once this view's size is `newSize`.
  ///
  /// A question about layout, not a layout: nothing moves. Code that follows views while their
  /// container is resized for a while asks it to know where a subview will be once the size
  /// comes back (a return manager measures fields where they rest while a keyboard manager
  /// holds the root view smaller with ``AvoidanceStrategy/resizeRoot``). Override it in a view
  /// whose ``layoutSubviews()`` moves or resizes subviews when its size changes, with the same
  /// rule. In UIKit that rule is the subviews' `autoresizingMask`, applied when a view's bounds
  /// change (AppKit's `resizeSubviews(withOldSize:)` is the same step as a method); a view with
  /// hand-written layout answers with the frames its `layoutSubviews()` would set.
  ///
  /// The default returns `frame` unchanged: a plain view does not move its subviews. A
  /// container controller's view answers with its controller's layout (a navigation
  /// controller's top view keeps its top and follows the container's bottom and width).
  ///
  /// ```swift
  /// // A root view held 553 points tall while the keyboard shows, 844 at rest. A field the
  /// // app placed at y 160 during the hold, with a flexible top margin (pinned to the bottom):
  /// root.frame(
  ///   forSubview: field, at: Rect(x: 20, y: 160, width: 350, height: 30),
  ///   whenResizedFrom: Size(width: 390, height: 553), to: Size(width: 390, height: 844))
  /// // (20, 451, 350, 30) from a root with autoresizing; (20, 160, 350, 30) from a plain View
  /// ```
  ///
  /// - Parameters:
  ///   - subview: One of this view's subviews.
  ///   - frame: The subview's frame, in this view's coordinates, while this view's size is
  ///     `oldSize`.
  ///   - oldSize: The size of this view's bounds that `frame` is laid out for.
  ///   - newSize: The size of this view's bounds to lay the subview out for.
  /// - Returns: The subview's frame when this view's size is `newSize`.
  /// - Complexity: O(1) by default; an override should not walk the tree.
  open func frame(
    forSubview subview: View, at frame: Rect, whenResizedFrom oldSize: Size, to newSize: Size
  ) -> Rect {
    viewController?.frame(forChildView: subview, at: frame, whenResizedFrom: oldSize, to: newSize)
      ?? frame
  }

  /// The value of an ``intrinsicContentSize`` component meaning "no natural length along this
  /// axis", as `UIView.noIntrinsicMetric` (-1).
  public static let noIntrinsicMetric: Double = -1

  /// The natural size of the view's content, as `UIView.intrinsicContentSize`.
  ///
  /// A component equal to ``noIntrinsicMetric`` has none; the default has none on either axis.
  /// A ``StackView`` reads it to size its arranged views, and Auto Layout turns it into content
  /// hugging and compression resistance constraints on a view that constraints place.
  open var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The ``intrinsicContentSize`` the view would have with a frame `width` wide.
  ///
  /// A ``StackView`` reads it at the width it gives the view, in the same pass that sizes it,
  /// so one layout reaches the height the view needs there. Override it in a view whose
  /// natural height depends on its width (wrapped text, a grid of chips), and override
  /// ``intrinsicContentSize`` to return the value at the current width; call
  /// ``invalidateIntrinsicContentSize()`` when what it measures changes.
  ///
  /// ```swift
  /// final class Paragraph: View {
  ///   var characters = 120 { didSet { invalidateIntrinsicContentSize() } }
  ///   override var intrinsicContentSize: Size { intrinsicContentSize(forWidth: bounds.width) }
  ///   override func intrinsicContentSize(forWidth width: Double) -> Size {
  ///     let perLine = Swift.max(1, (width / 8).rounded(.down))
  ///     let lines = (Double(characters) / perLine).rounded(.up)
  ///     return Size(width: View.noIntrinsicMetric, height: lines * 20)
  ///   }
  /// }
  /// ```
  ///
  /// The default is ``intrinsicContentSize``, whatever the width.
  open func intrinsicContentSize(forWidth width: Double) -> Size {
    intrinsicContentSize
  }

  /// Tells the view's container that ``intrinsicContentSize`` changed, as UIKit's method of
  /// the same name: an enclosing ``StackView`` (and the stacks around it) lay out again at the
  /// next pass.
  public func invalidateIntrinsicContentSize() {
    if let engine = autoLayout?.member {
      engine.markDirty(self)
      setNeedsLayout()
    }
    (superview as? StackView)?.arrangedContentDidChange()
  }

  // MARK: Safe area

  /// The part of the view, measured from each edge, that bars, the status bar, rounded corners
  /// or the home indicator cover, as `UIView.safeAreaInsets`.
  ///
  /// Derived, never stored: the window's ``Window/safeAreaInsets`` narrowed by every controller
  /// on the way down (a navigation bar, a tab bar, ``ViewController/additionalSafeAreaInsets``),
  /// then measured against this view's frame in window coordinates. Zero outside a window.
  ///
  /// - Complexity: O(d), d the depth of the view.
  open var safeAreaInsets: Insets {
    guard let window, let parent = superview else { return .zero }
    let frameInWindow = parent.convert(frame, to: window)
    return frameInWindow.insets(to: safeRectInWindow(window))
  }

  // MARK: Layout margins

  /// The spacing for laying out content, as `UIView.layoutMargins`.
  ///
  /// Reading gives the margins in effect; setting sets the view's own, as in UIKit. The own
  /// margins are 8 on each edge, or, for a controller's root view, UIKit's system minimum: 0
  /// at the top and bottom and 16 at the sides (20 in a window 768 pt wide or more). In effect:
  /// the own margins, plus ``safeAreaInsets`` when ``insetsLayoutMarginsFromSafeArea``; then,
  /// with ``preservesSuperviewLayoutMargins``, on each edge at least the superview's margin
  /// less the distance from the superview's edge to this view's. So a controller's root view
  /// under a 20 pt status bar has a top margin of 20, as IQKeyboardManager reads it.
  ///
  /// Margins move views through constraints to ``layoutMarginsGuide`` and in a stack that
  /// arranges its views relative to them (``StackView/isLayoutMarginsRelativeArrangement``);
  /// otherwise they are for hosts' layouts and for reading. Setting one with a NaN or infinite
  /// edge is rejected with a diagnostic.
  ///
  /// - Complexity: O(d), d the depth of the view (O(d²) along a chain of views that preserve
  ///   their superviews' margins).
  public var layoutMargins: Insets {
    get {
      var margins = ownLayoutMargins
      if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsets }
      guard preservesSuperviewLayoutMargins, let parent = superview else { return margins }
      return self.margins(margins, preserving: parent.layoutMargins, of: parent)
    }
    set {
      guard newValue.isFinite else {
        reportDiagnostic(
          Diagnostic(
            .nonFiniteGeometry, "\(typeName).layoutMargins \(newValue) rejected: not finite"))
        return
      }
      specifiedLayoutMargins = newValue
      // Constraints to margins guides (this view's, or a subview's that preserves them) follow
      // at the next pass.
      if let engine = existingLayoutEngine, engine.isIdle { engine.guidesNeedLayout() }
    }
  }

  /// ``layoutMargins`` with leading and trailing edges, as `UIView.directionalLayoutMargins`.
  ///
  /// The model lays out left to right only: leading is left and trailing is right.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return DirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = Insets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }

  /// `margins` widened, on each edge, to the superview's `inherited` margin less the distance
  /// from the superview's edge to this view's (``preservesSuperviewLayoutMargins``), this view
  /// at `frame` (its frame when `nil`).
  func margins(
    _ margins: Insets, preserving inherited: Insets, of parent: View, at frame: Rect? = nil
  ) -> Insets {
    let outer = parent.bounds
    let inner = frame ?? self.frame
    return Insets(
      top: Swift.max(margins.top, inherited.top - (inner.minY - outer.minY)),
      left: Swift.max(margins.left, inherited.left - (inner.minX - outer.minX)),
      bottom: Swift.max(margins.bottom, inherited.bottom - (outer.maxY - inner.maxY)),
      right: Swift.max(margins.right, inherited.right - (outer.maxX - inner.maxX)))
  }

  /// The view's own margins, before the safe area and the superview's are taken in.
  var ownLayoutMargins: Insets {
    if let specifiedLayoutMargins { return specifiedLayoutMargins }
    guard viewController != nil else { return Insets(top: 8, left: 8, bottom: 8, right: 8) }
    let side: Double = (window?.bounds.width ?? 0) >= 768 ? 20 : 16
    return Insets(top: 0, left: side, bottom: 0, right: side)
  }

  // MARK: Diagnostics

  package var pendingDiagnostics: [Diagnostic]?

  /// Sends a diagnostic to this view's window, or keeps it until the view joins one.
  package func reportDiagnostic(_ diagnostic: Diagnostic) {
    if let window {
      window.record(diagnostic)
    } else {
      let holder = root
      var list = holder.pendingDiagnostics ?? []
      if list.count < Window.diagnosticLimit { list.append(diagnostic) }
      holder.pendingDiagnostics = list
    }
  }
}

extension View: CustomStringConvertible {
  /// The view's type, identifier or tag when set, and frame.
  public var description: String {
    let namePart = identifier.map { " \"\($0)\"" } ?? (tag != 0 ? " tag \(tag)" : "")
    return "\(typeName)\(namePart) \(frame)"
  }
}

/// Identifies a window-change handler of a view, for ``View/removeWindowChangeHandler(_:)``.
package struct WindowChangeHandlerID: Hashable, Sendable {
  fileprivate let value: UInt64
}

/// A view's window-change handlers, kept out of line so that views without any pay one pointer.
final class WindowChangeHandlers {
  private(set) var entries: [(id: WindowChangeHandlerID, handler: (Window?) -> Void)] = []
  private var nextID: UInt64 = 0

  func add(_ handler: @escaping (Window?) -> Void) -> WindowChangeHandlerID {
    nextID &+= 1
    let id = WindowChangeHandlerID(value: nextID)
    entries.append((id, handler))
    return id
  }

  /// Removes a handler; the identifiers are increasing, so it is found by binary search.
  func remove(_ id: WindowChangeHandlerID) {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id.value < id.value { low = middle + 1 } else { high = middle }
    }
    if low < entries.count, entries[low].id == id { entries.remove(at: low) }
  }
}
