/// A value snapshot of everything the solver reads: the input (and, for a text view, its
/// caret), the keyboard, the enclosing scroll views, the safe area and the root view, all in
/// window coordinates.
///
/// ``KeyboardManager`` builds one from the live tree before every pass in one walk up from the
/// input, and building it changes nothing in the tree. Get the one the next pass would solve
/// from ``KeyboardManager/currentContext()`` and hand it to ``AvoidanceSolver/plan(for:)``;
/// every decision (field or caret, which scroll views move, how far, which insets and offset
/// ranges follow) is the solver's, and the plan's trace shows what the solver read.
///
/// ```swift
/// if let context = manager.currentContext() {
///   let plan = AvoidanceSolver.plan(for: context)  // what the next pass would do
///   print(plan.trace)
/// }
/// ```
///
/// The snapshot's parts are the solver's inner workings, so they are not public: they change
/// as the solver learns new cases. Build a context from a tree (a window, a field, a
/// keyboard), not by hand.
public struct AvoidanceContext: Sendable, Hashable {
  /// A name for the active input, used in the trace.
  package var inputName: String
  /// The input's frame in window coordinates.
  package var target: Rect
  /// For a text view, its caret's line in window coordinates; `nil` for a single-line field.
  ///
  /// The solver keeps this line clear when the text view is taller than the visible area
  /// (fix 11).
  package var caret: Rect?
  /// The part of the window the keyboard covers, or `nil` when it covers none.
  package var keyboard: Rect?
  /// What kind of keyboard it is (for the trace, and whether it reaches the screen's bottom).
  package var keyboardKind: KeyboardKind
  /// Whether the keyboard layout guide carries the input (or a view around it) with the
  /// keyboard: no scroll or root move would move it relative to the keyboard, so the plan
  /// moves nothing and says so.
  package var isCarriedByKeyboardGuide = false
  /// The special rules the solver leaves out for this context: empty, except when a check
  /// shows which scenes need a rule (``SpecialRule``).
  package var rulesSwitchedOff = SpecialRules()
  /// Whether the caret's line was at or below the top guide where the host left it, for a
  /// search that starts from an earlier search's result (``AvoidanceSolver``'s fixed point):
  /// that search may have put it above a guide it read otherwise, and the top wins.
  package var caretWasBelowTheGuide = false
  /// The keyboard's animation, carried by every mutation of the plan.
  package var animation: KeyboardAnimation
  /// The gap to keep between the target's bottom and the keyboard's top (already clamped to
  /// be at least zero).
  package var distance: Double
  /// The lowest window y the target's top may be moved to: below the status bar and any
  /// navigation bar.
  package var topGuide: Double
  /// The screen's scale (pixels per point): every position and inset the plan writes is a
  /// whole number of pixels, as UIKit rounds them.
  package var scale: Double
  /// The window's safe rectangle (the window's bounds inside its safe-area insets), or `nil`
  /// for no safe area at all.
  package var windowSafeRect: Rect?
  /// The controllers' views on the input's ancestor chain that narrow the safe area (bars,
  /// additional safe-area insets), outermost first.
  package var safeAreaLayers: [SafeAreaLayer]
  /// The scroll views enclosing the target, innermost first.
  ///
  /// For a scrollable active text view the text view itself comes first.
  package var scrollViews: [ScrollViewSnapshot]
  /// The view that is moved (or resized) when scrolling is not enough, or `nil`.
  package var root: RootSnapshot?
  /// How to make room once scroll views have done what they can.
  package var strategy: AvoidanceStrategy
  /// A navigation bar's large title that collapses as one of ``scrollViews`` scrolls up, or
  /// `nil`: the top guide then depends on how far the plan scrolls that scroll view.
  package var largeTitle: LargeTitleCollapse?

  /// Creates a context.
  package init(
    inputName: String, target: Rect, caret: Rect? = nil, keyboard: Rect?,
    keyboardKind: KeyboardKind = .docked, animation: KeyboardAnimation = .default,
    distance: Double, topGuide: Double, scale: Double = 2, windowSafeRect: Rect? = nil,
    safeAreaLayers: [SafeAreaLayer] = [], scrollViews: [ScrollViewSnapshot] = [],
    root: RootSnapshot?, strategy: AvoidanceStrategy = .moveRoot,
    largeTitle: LargeTitleCollapse? = nil
  ) {
    self.largeTitle = largeTitle
    self.inputName = inputName
    self.target = target
    self.caret = caret
    self.keyboard = keyboard
    self.keyboardKind = keyboardKind
    self.animation = animation
    self.distance = distance
    self.topGuide = topGuide
    self.scale = scale
    self.windowSafeRect = windowSafeRect
    self.safeAreaLayers = safeAreaLayers
    self.scrollViews = scrollViews
    self.root = root
    self.strategy = strategy
  }

  /// What the solver keeps clear of the keyboard.
  public enum TargetKind: String, Sendable, Hashable {
    /// The whole input.
    case field
    /// The caret's line of a text view taller than the visible area.
    case caretLine
  }
}

extension AvoidanceContext {
  /// The active text view's caret line as avoidance reads it, in window coordinates; `nil`
  /// for a text field, or for a text view whose content insets leave no line to show (it is
  /// kept clear as a field).
  ///
  /// It is the caret the host reports, read by the solver's own step 1. For a text view
  /// taller than the visible area it is the line the solver keeps clear: the part of the line
  /// below the view's bottom edge that the view's content cannot scroll into view is cut off,
  /// since it is never shown. For a text view that fits, the solver keeps the whole view
  /// clear and the line ends at the view's bottom edge. A text view that does not scroll
  /// shows its last line for a caret reported past its end. Read from the context of the
  /// views where a pass left them, it is the line whose gap the pass's trace reports as
  /// `clear` or `still covered` when the solver kept the caret's line clear.
  ///
  /// ```swift
  /// if let line = manager.currentContext()?.shownCaretLine {
  ///   print("caret line bottom:", line.maxY)
  /// }
  /// ```
  public var shownCaretLine: Rect? { SolverPass(context: self).shownCaretLine }
}

/// A navigation bar's large title whose expanded part collapses as a scroll view around the
/// target scrolls its content up (the controller's `contentScrollView`).
///
/// Scrolling that scroll view up by `d` collapses the title by `min(d, expansion)`, so the bar's
/// bottom, the top guide and the safe area below the bar rise with it. The solver plans with
/// the top guide its own scroll leaves, so solving the applied result again changes nothing.
/// Moving the root does not collapse the title (the content does not move in its controller's
/// view).
package struct LargeTitleCollapse: Sendable, Hashable {
  /// The scroll view whose scrolling collapses the title.
  package var scrollView: ScrollViewID
  /// How much of the title is expanded now, 0...52 points.
  package var expansion: Double
  /// The context's top guide with the title fully collapsed (other bars and the window's safe
  /// area may keep it lower than the bar's bottom).
  package var collapsedTopGuide: Double
  /// The index in ``AvoidanceContext/safeAreaLayers`` of the layer whose top bar inset is this
  /// bar, or `nil`.
  package var safeAreaLayer: Int?
  /// The scroll view's content offset (y) at which the title is fully expanded, or `nil` when
  /// unknown: then scrolling up by `d` collapses the title by `min(d, expansion)` and
  /// scrolling down expands nothing.
  ///
  /// With it, the title the bar lays out at an offset `y` is exactly
  /// `52 - (y - expandedOffset)`, clamped to 0...52: content pulled down past the expanded
  /// offset must come back before the title collapses, and a scroll down expands a collapsed
  /// title again.
  package var expandedOffset: Double?
  /// How far below the scroll view's top the expanded bar (and the additional safe-area
  /// insets below it) reach.
  ///
  /// Capped at the scroll view's height, it is the safe area's share of the scroll view's
  /// resting inset when it adjusts its vertical insets. Under
  /// ``AvoidanceStrategy/resizeRoot`` a root scroll view's new height can change that share:
  /// it can start or stop adjusting its insets (whether it scrolls vertically depends on its
  /// height), and a view shorter than the reach is covered only to its height. Then
  /// ``expandedOffset`` moves by the difference.
  package var expandedBarReach: Double
  /// Whether ``expandedOffset`` was read at the height the navigation controller lays the
  /// scroll view out at with the title expanded (it is the top view itself, below the bar):
  /// a new height under ``AvoidanceStrategy/resizeRoot`` then moves nothing.
  package var isReadAtLaidOutHeight: Bool
  /// Whether the scroll view is the top controller's view itself, laid out at the bar's
  /// bottom, or that view's first subview pinned to its top: a collapse by `c` moves its top,
  /// and everything inside it (the target among them), up by `c`, and the controller's view
  /// grows by `c` (its bottom stays), so a scroll of `d` moves the target `d + c` while the
  /// title collapses.
  ///
  /// Set only when the scroll view's layout keeps the views down to the target in place below
  /// its top as it grows (no flexible top margin on the way, for example); otherwise the
  /// target may stay where it is in the window, and the title is solved as for any other
  /// content scroll view.
  package var followsBar: Bool
  /// Whether the scroll view that follows the bar is the first subview of the top
  /// controller's view rather than the view itself: the view grows with the collapse and the
  /// scroll view, pinned to its top, moves up with it at its own height.
  package var followerKeepsItsHeight: Bool
  /// Whether the controller's view that moves with the bar, around the scroll view that
  /// follows it (``followerKeepsItsHeight``), is the root view the manager moves: the root
  /// follows the bar too.
  package var followerIsInTheRoot = false
  /// How far above the top controller's view's top its container's bottom edge lies.
  ///
  /// Positive when that view, the one that grows with the bar (``followsBar``), is laid out
  /// empty below the bar (a container shorter than the bar). A collapse by `c` still moves its
  /// top, and everything inside it, up by `c`, but its height is what `c` exceeds this by (0
  /// when it does not): its bottom edge is its top, not the container's bottom. 0 when the
  /// view has room below its top.
  package var followerShortfall = 0.0

  /// Creates a description of a collapsing large title.
  package init(
    scrollView: ScrollViewID, expansion: Double, collapsedTopGuide: Double,
    safeAreaLayer: Int? = nil, expandedOffset: Double? = nil, expandedBarReach: Double = 0,
    isReadAtLaidOutHeight: Bool = false, followsBar: Bool = false,
    followerKeepsItsHeight: Bool = false
  ) {
    self.followsBar = followsBar
    self.followerKeepsItsHeight = followsBar && followerKeepsItsHeight
    self.scrollView = scrollView
    self.expansion = expansion
    self.collapsedTopGuide = collapsedTopGuide
    self.safeAreaLayer = safeAreaLayer
    self.expandedOffset = expandedOffset
    self.expandedBarReach = expandedBarReach
    self.isReadAtLaidOutHeight = isReadAtLaidOutHeight
  }

  /// How far the title collapses when the scroll view's offset goes from `offset` to
  /// `offset + scroll` (negative: how far it expands).
  ///
  /// - Parameters:
  ///   - scroll: How far the content scrolls up (negative: down).
  ///   - offset: The scroll view's offset (y) now.
  /// - Returns: The points the title loses (negative: gains), within what it can.
  package func collapse(byScrolling scroll: Double, from offset: Double) -> Double {
    guard let expandedOffset else { return Swift.min(expansion, Swift.max(0, scroll)) }
    let full = NavigationController.largeTitleHeight
    let after = Swift.min(full, Swift.max(0, full - (offset + scroll - expandedOffset)))
    return expansion - after
  }
}

/// A controller's view on the input's ancestor chain that narrows the safe area of the views
/// inside it: the insets of its container's bars, and its additional safe-area insets.
///
/// The solver folds the layers over the window's safe rectangle, as UIKit derives
/// `safeAreaInsets`, at the positions the plan moves them to, so insets and offset ranges
/// follow a moved root or an outer scroll exactly.
package struct SafeAreaLayer: Sendable, Hashable {
  /// The controller's view's frame in window coordinates now.
  package var frameInWindow: Rect
  /// The insets its container's bars cover (a navigation bar, a tab bar), measured against
  /// ``frameInWindow``.
  ///
  /// The bars belong to the container, so they stay where the container's view is when this
  /// view moves: the solver measures them again at the planned positions.
  package var barInsets: Insets
  /// The window y where the container's top bar ends (a navigation bar's bottom), or `nil`:
  /// with it, the solver measures the top bar inset at the planned positions, even when the
  /// bar does not reach the view now.
  package var barTopEdge: Double?
  /// The window y where the container's bottom bar begins (a tab bar's top), or `nil`.
  package var barBottomEdge: Double?
  /// How many of the context's scroll views enclose the bars' container view.
  package var barsEnclosingScrollViews: Int
  /// Whether the bars' container view moves with the root.
  package var barsMoveWithRoot: Bool
  /// How far below the root's bottom the edge holding the bars is now; `nil` unless held.
  ///
  /// Set for bars that do not move with the root because the layout holds them at an edge
  /// inherited from outside it (negative: the edge is above the root's bottom). The layout
  /// cannot put them below the root's bottom (its safe area ends there), so a root lifted
  /// past the edge carries them (``barsDrop(rootDrop:)``).
  package var barsHoldSlack: Double?
  /// The controller's `additionalSafeAreaInsets`.
  package var additionalInsets: Insets
  /// How many of the context's scroll views enclose this view (counted from the outermost).
  package var enclosingScrollViews: Int
  /// Whether the view is the root view or inside it (it moves with the root).
  package var movesWithRoot: Bool
  /// Whether the view is the root view itself (resized with it under
  /// ``AvoidanceStrategy/resizeRoot``).
  package var isRootView: Bool

  /// Creates a layer.
  package init(
    frameInWindow: Rect, barInsets: Insets = .zero, additionalInsets: Insets = .zero,
    enclosingScrollViews: Int = 0, movesWithRoot: Bool = false, isRootView: Bool = false,
    barsEnclosingScrollViews: Int = 0, barsMoveWithRoot: Bool = false,
    barTopEdge: Double? = nil, barBottomEdge: Double? = nil, barsHoldSlack: Double? = nil
  ) {
    self.barsHoldSlack = barsHoldSlack
    self.barTopEdge = barTopEdge
    self.barBottomEdge = barBottomEdge
    self.isRootView = isRootView
    self.barsEnclosingScrollViews = barsEnclosingScrollViews
    self.barsMoveWithRoot = barsMoveWithRoot
    self.frameInWindow = frameInWindow
    self.barInsets = barInsets
    self.additionalInsets = additionalInsets
    self.enclosingScrollViews = enclosingScrollViews
    self.movesWithRoot = movesWithRoot
  }

  /// How far the bars move down the window when the root moves down `rootDrop` (up:
  /// negative): all of it when they move with the root; for bars held at an edge
  /// (``barsHoldSlack``), only the part that takes the root's bottom above that edge, where
  /// they sit at the root's bottom; else nothing.
  package func barsDrop(rootDrop: Double) -> Double {
    if barsMoveWithRoot { return rootDrop }
    guard let slack = barsHoldSlack else { return 0 }
    return Swift.min(slack, rootDrop) - Swift.min(slack, 0)
  }
}

/// What the solver reads about one scroll view around the target.
package struct ScrollViewSnapshot: Sendable, Hashable {
  /// The scroll view's identity.
  package var id: ScrollViewID
  /// A name for the trace, such as `ScrollView` or `TableView tag 2`.
  package var name: String
  /// The scroll view's frame in window coordinates.
  package var frameInWindow: Rect
  /// The current content offset.
  package var contentOffset: Point
  /// The size of the content, or `nil` when unknown (then no bottom inset is added for
  /// offsets past the content's end).
  package var contentSize: Size?
  /// The current content inset.
  package var contentInset: Insets
  /// The content inset before the keyboard manager changed it (the current one if it never
  /// did): the bottom inset never goes below it.
  package var baselineContentInset: Insets
  /// The current vertical scroll indicator insets.
  package var indicatorInsets: Insets
  /// The indicator insets before the keyboard manager changed them.
  package var baselineIndicatorInsets: Insets
  /// Whether the safe area is added to the top and bottom insets
  /// (``ScrollView/contentInsetAdjustmentBehavior``).
  package var adjustsVerticalInsets: Bool
  /// Whether ``adjustsVerticalInsets`` holds exactly while the view scrolls vertically
  /// (`scrollableAxes`, or `automatic` outside a navigation or tab bar controller): a root
  /// scroll view resized under ``AvoidanceStrategy/resizeRoot`` is read at its new height.
  package var adjustsVerticalInsetsOnlyWhenScrollable: Bool
  /// Whether the view scrolls vertically whatever its content's height
  /// (``ScrollView/alwaysBounceVertical``).
  package var alwaysBouncesVertically: Bool
  /// Why this scroll view may not be scrolled, or `nil` when it may.
  package var skipReason: SkipReason?
  /// Whether the keyboard manager must leave its insets alone.
  package var ignoresInsetAdjustment: Bool
  /// Whether it moves when the root view moves (it is inside the root view).
  package var movesWithRoot: Bool
  /// Whether this is the active text view itself (it scrolls only to keep its caret clear).
  package var isActiveTextView: Bool
  /// Whether the keyboard manager has changed this scroll view before (its offset is then
  /// kept in its valid range as views move).
  package var isManaged: Bool
  /// Whether this scroll view is the root view itself (resized with it under
  /// ``AvoidanceStrategy/resizeRoot``).
  package var isRootView: Bool

  /// Creates a snapshot; the baselines default to the current values.
  package init(
    id: ScrollViewID, name: String, frameInWindow: Rect, contentOffset: Point,
    contentSize: Size? = nil,
    contentInset: Insets = .zero, baselineContentInset: Insets? = nil,
    indicatorInsets: Insets = .zero, baselineIndicatorInsets: Insets? = nil,
    adjustsVerticalInsets: Bool = true, adjustsVerticalInsetsOnlyWhenScrollable: Bool = false,
    alwaysBouncesVertically: Bool = false, skipReason: SkipReason? = nil,
    ignoresInsetAdjustment: Bool = false, movesWithRoot: Bool = true,
    isActiveTextView: Bool = false, isManaged: Bool = false, isRootView: Bool = false
  ) {
    self.isRootView = isRootView
    self.adjustsVerticalInsetsOnlyWhenScrollable = adjustsVerticalInsetsOnlyWhenScrollable
    self.alwaysBouncesVertically = alwaysBouncesVertically
    self.id = id
    self.name = name
    self.frameInWindow = frameInWindow
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.baselineContentInset = baselineContentInset ?? contentInset
    self.indicatorInsets = indicatorInsets
    self.baselineIndicatorInsets = baselineIndicatorInsets ?? indicatorInsets
    self.adjustsVerticalInsets = adjustsVerticalInsets
    self.skipReason = skipReason
    self.ignoresInsetAdjustment = ignoresInsetAdjustment
    self.movesWithRoot = movesWithRoot
    self.isActiveTextView = isActiveTextView
    self.isManaged = isManaged
  }

  /// Why a scroll view is not scrolled: an extensible set, as argument-parser's
  /// `ArgumentVisibility`.
  package struct SkipReason: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
      case scrollingDisabled
      case ignoresScrollingAdjustment
      case horizontalOnly
      case outOfReach
    }

    private let kind: Kind

    /// `isScrollEnabled` is false.
    package static let scrollingDisabled = SkipReason(kind: .scrollingDisabled)
    /// `ignoreScrollingAdjustment` is set.
    package static let ignoresScrollingAdjustment = SkipReason(kind: .ignoresScrollingAdjustment)
    /// It scrolls horizontally only (fix 3; IQ scrolls it vertically, S18).
    package static let horizontalOnly = SkipReason(kind: .horizontalOnly)
    /// Its scroll would not move the input: the input's window position is a sum of origins so
    /// large (near 1e300, one up and the next down) that a pixel of scroll is lost in
    /// floating-point rounding on the way, as ``RootSnapshot/isOutOfReach`` for the root.
    package static let outOfReach = SkipReason(kind: .outOfReach)

    /// A phrase for the trace.
    package var description: String {
      switch kind {
      case .scrollingDisabled: "scrolling disabled"
      case .ignoresScrollingAdjustment: "ignoreScrollingAdjustment is set"
      case .horizontalOnly: "scrolls horizontally only"
      case .outOfReach: "its scroll is lost in floating-point rounding at the input's coordinates"
      }
    }
  }
}

extension ScrollViewSnapshot {
  /// Whether the view scrolls vertically at `height` (its content is taller, or it always
  /// bounces), or `nil` when its content size is unknown.
  func scrollsVertically(atHeight height: Double) -> Bool? {
    guard let content = contentSize else { return nil }
    return alwaysBouncesVertically || content.height > height
  }

  /// This snapshot as it reads once its frame is `height` tall.
  ///
  /// For a root scroll view resized under ``AvoidanceStrategy/resizeRoot``: a view that starts
  /// or stops scrolling vertically stops or starts being horizontal-only, and its vertical
  /// safe-area adjustment follows when it depends on scrolling. Unchanged when scrolling does
  /// not change.
  func resized(toHeight height: Double) -> ScrollViewSnapshot {
    guard let before = scrollsVertically(atHeight: frameInWindow.height),
      let after = scrollsVertically(atHeight: height), before != after, let content = contentSize
    else { return self }
    var view = self
    if adjustsVerticalInsetsOnlyWhenScrollable { view.adjustsVerticalInsets = after }
    if after, skipReason == .horizontalOnly {
      view.skipReason = nil
    } else if !after, skipReason == nil, !isActiveTextView, content.width > frameInWindow.width {
      view.skipReason = .horizontalOnly
    }
    return view
  }
}

/// What the solver reads about the root view: the view of the controller that is moved.
package struct RootSnapshot: Sendable, Hashable {
  /// A name for the trace, such as `LoginViewController`.
  package var name: String
  /// The root view's origin now, in its superview's coordinates.
  package var origin: Point
  /// The root view's size now.
  package var size: Size
  /// The root view's origin before the keyboard manager moved it.
  package var beginOrigin: Point
  /// The root view's size before the keyboard manager resized it.
  package var beginSize: Size
  /// The root view's frame in window coordinates as it was before any move.
  package var beginFrameInWindow: Rect
  /// Whether the target is inside the root view and moves with it (so moving the root moves
  /// the target).
  package var containsTarget: Bool
  /// Whether the target is inside the root view but out of a move's reach: its window
  /// coordinates are sums of origins so large that a move of the root by a pixel is lost in
  /// floating-point rounding (``containsTarget`` is then `false`).
  package var isOutOfReach: Bool = false
  /// How far the root can rise above its begin origin and still carry the target.
  ///
  /// Beyond it a container inside the root lays the target out in place (a navigation
  /// controller's view keeps its bar, and the content below it, under the safe area it
  /// inherits from outside the root). `.infinity` when nothing holds the target.
  package var maxCarryingRise: Double
  /// The target's frame in window coordinates where it rests; `nil` when unknown, and the
  /// target's frame now stands for it.
  ///
  /// The root at its begin frame, the views between them where they rest (a host lays a
  /// resized root's subtree out for the smaller size) and the scroll views at the offsets they
  /// had before the manager scrolled them: no plan moves it.
  package var targetAtRest: Rect?
  /// How far the layout after the plan moves the root view's top up with its navigation bar,
  /// its bottom edge kept (negative: down); 0 unless the root is a content scroll view that
  /// follows the bar (``LargeTitleCollapse/followsBar``), or the view around one
  /// (``LargeTitleCollapse/followerIsInTheRoot``), and the context assumes a collapse of
  /// whole pixels (a fraction's layout is off the grid: the host's next pass resizes it).
  ///
  /// The frames, sizes and ``targetAtRest`` read the root where that layout puts it, as the
  /// host's session does once it has run; a size the plan writes is written before it, at
  /// the top the root has now, so it is this much smaller.
  package var risesWithTheBar = 0.0
  /// How far the held root's top has followed its container's bar since the hold began
  /// (up; negative: down), its bottom edge kept: ``beginFrameInWindow`` follows that top, and
  /// the keyboard's overlap that sizes the root is read below the top the hold began from
  /// (``heldOverlapFrame``).
  package var topFollowedTheBar = 0.0
  /// Whether the input is the root view itself (a text field or text view that is the
  /// controller's view): it moves and is resized with the root.
  ///
  /// Read from the tree, not from the frames: a root scroll view's frame in the window,
  /// converted through its scrolled bounds, can differ from the target's frame by an ulp, and
  /// an input that is the root read as a field inside it was judged at its old height.
  package var isTheInput = false

  /// Creates a root snapshot.
  package init(
    name: String, origin: Point, size: Size? = nil, beginOrigin: Point, beginSize: Size,
    beginFrameInWindow: Rect, containsTarget: Bool = true, maxCarryingRise: Double = .infinity
  ) {
    self.maxCarryingRise = maxCarryingRise
    self.name = name
    self.origin = origin
    self.size = size ?? beginSize
    self.beginOrigin = beginOrigin
    self.beginSize = beginSize
    self.beginFrameInWindow = beginFrameInWindow
    self.containsTarget = containsTarget
  }

  /// How far the root is lifted above its begin origin now.
  package var currentLift: Double { beginOrigin.y - origin.y }

  /// The frame whose overlap with the keyboard sizes the root under
  /// ``AvoidanceStrategy/resizeRoot``: ``beginFrameInWindow`` below the top the hold began
  /// from, when the root has risen with the bar since (``topFollowedTheBar``); its bottom edge
  /// the same.
  ///
  /// A bar above the held root that collapses moves the root's top up, and its begin frame's,
  /// but not the bottom edge the hold gave it. Read on the grown frame, a keyboard whose top
  /// lies between the two tops (a floating one near the bar) overlapped the root by more than
  /// when the hold began: the pass wrote a higher bottom edge, which moved the views inside
  /// (flexible margins) up under the bar, the next pass scrolled down to reveal the input,
  /// which expanded the title and lowered the root again, pass after pass. A root the bar
  /// moved down reads its begin frame: the strip above its new top is not the root's now.
  package var heldOverlapFrame: Rect {
    guard topFollowedTheBar > 0 else { return beginFrameInWindow }
    var frame = beginFrameInWindow
    frame.origin.y += topFollowedTheBar
    frame.size.height = Swift.max(0, frame.height - topFollowedTheBar)
    return frame
  }
}
