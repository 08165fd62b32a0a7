/// A value snapshot of everything the solver reads: the rectangle to keep clear, the keyboard,
/// the enclosing scroll views and the root view, all in window coordinates.
///
/// ``KeyboardManager`` builds one from the live tree before every pass
/// (``KeyboardManager/currentContext()``); tests and tools can build one by hand and hand it
/// to ``AvoidanceSolver/plan(for:)``.
public struct AvoidanceContext: Sendable, Hashable {
  /// A name for the active input, used in the trace.
  public var inputName: String
  /// The rectangle to keep clear of the keyboard, in window coordinates: the input's frame, or
  /// the caret's line for a text view taller than the visible area.
  public var target: Rect
  /// What ``target`` is.
  public var targetKind: TargetKind
  /// The part of the window the keyboard covers, or `nil` when it covers none.
  public var keyboard: Rect?
  /// What kind of keyboard it is (for the trace).
  public var keyboardKind: KeyboardKind
  /// The keyboard's animation, carried by every mutation of the plan.
  public var animation: KeyboardAnimation
  /// The gap to keep between the target's bottom and the keyboard's top (already clamped to
  /// be at least zero).
  public var distance: Double
  /// The lowest window y the target's top may be moved to: below the status bar and any
  /// navigation bar.
  public var topGuide: Double
  /// The scroll views enclosing the target, innermost first.
  ///
  /// For a scrollable active text view the text view itself comes first.
  public var scrollViews: [ScrollViewSnapshot]
  /// The view that is moved (or resized) when scrolling is not enough, or `nil`.
  public var root: RootSnapshot?
  /// How to make room once scroll views have done what they can.
  public var strategy: AvoidanceStrategy

  /// Creates a context.
  public init(
    inputName: String, target: Rect, targetKind: TargetKind = .field, keyboard: Rect?,
    keyboardKind: KeyboardKind = .docked, animation: KeyboardAnimation = .default,
    distance: Double, topGuide: Double, scrollViews: [ScrollViewSnapshot] = [],
    root: RootSnapshot?, strategy: AvoidanceStrategy = .moveRoot
  ) {
    self.inputName = inputName
    self.target = target
    self.targetKind = targetKind
    self.keyboard = keyboard
    self.keyboardKind = keyboardKind
    self.animation = animation
    self.distance = distance
    self.topGuide = topGuide
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

/// What the solver reads about one scroll view around the target.
public struct ScrollViewSnapshot: Sendable, Hashable {
  /// A name for the trace, such as `ScrollView` or `TableView tag 2`.
  public var name: String
  /// The scroll view's frame in window coordinates.
  public var frameInWindow: Rect
  /// The current content offset.
  public var contentOffset: Point
  /// The current content inset.
  public var contentInset: Insets
  /// The content inset before the keyboard manager changed it (the current one if it never
  /// did): the bottom inset never goes below it.
  public var baselineContentInset: Insets
  /// The current vertical scroll indicator insets.
  public var indicatorInsets: Insets
  /// The indicator insets before the keyboard manager changed them.
  public var baselineIndicatorInsets: Insets
  /// What the safe area adds to the bottom inset (`adjustedContentInset.bottom -
  /// contentInset.bottom`).
  public var safeAreaBottom: Double
  /// The adjusted top inset: content above `contentOffset.y + adjustedTop` is under a bar.
  public var adjustedTop: Double
  /// The smallest offset y a user can scroll to (minus the adjusted top inset).
  public var minimumOffsetY: Double
  /// The offset y at which the end of the content (plus the baseline bottom inset and the
  /// safe-area bottom) meets the view's bottom, not clamped; `nil` when unknown.
  ///
  /// The solver adds bottom inset to keep any offset it scrolls to beyond it in the valid range.
  public var maximumOffsetY: Double?
  /// The top of the next element inward (the target, or the inner scroll view) in this
  /// scroll view's content coordinates.
  public var innerTopInContent: Double
  /// Why this scroll view may not be scrolled, or `nil` when it may.
  public var skipReason: SkipReason?
  /// Whether the keyboard manager must leave its insets alone.
  public var ignoresInsetAdjustment: Bool
  /// Whether it moves when the root view moves (it is inside the root view).
  public var movesWithRoot: Bool
  /// Whether this is the active text view itself (it scrolls only to keep its caret clear).
  public var isActiveTextView: Bool

  /// Creates a snapshot; the baselines default to the current values.
  public init(
    name: String, frameInWindow: Rect, contentOffset: Point, contentInset: Insets = .zero,
    baselineContentInset: Insets? = nil, indicatorInsets: Insets = .zero,
    baselineIndicatorInsets: Insets? = nil, safeAreaBottom: Double = 0, adjustedTop: Double = 0,
    minimumOffsetY: Double = 0, maximumOffsetY: Double? = nil, innerTopInContent: Double,
    skipReason: SkipReason? = nil,
    ignoresInsetAdjustment: Bool = false, movesWithRoot: Bool = true,
    isActiveTextView: Bool = false
  ) {
    self.name = name
    self.frameInWindow = frameInWindow
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.baselineContentInset = baselineContentInset ?? contentInset
    self.indicatorInsets = indicatorInsets
    self.baselineIndicatorInsets = baselineIndicatorInsets ?? indicatorInsets
    self.safeAreaBottom = safeAreaBottom
    self.adjustedTop = adjustedTop
    self.minimumOffsetY = minimumOffsetY
    self.maximumOffsetY = maximumOffsetY
    self.innerTopInContent = innerTopInContent
    self.skipReason = skipReason
    self.ignoresInsetAdjustment = ignoresInsetAdjustment
    self.movesWithRoot = movesWithRoot
    self.isActiveTextView = isActiveTextView
  }

  /// Why a scroll view is not scrolled.
  public enum SkipReason: String, Sendable, Hashable, CustomStringConvertible {
    /// `isScrollEnabled` is false.
    case scrollingDisabled
    /// `ignoreScrollingAdjustment` is set.
    case ignoresScrollingAdjustment
    /// It scrolls horizontally only (DESIGN fix 3; IQ scrolls it vertically, S18).
    case horizontalOnly

    /// A phrase for the trace.
    public var description: String {
      switch self {
      case .scrollingDisabled: "scrolling disabled"
      case .ignoresScrollingAdjustment: "ignoreScrollingAdjustment is set"
      case .horizontalOnly: "scrolls horizontally only"
      }
    }
  }
}

/// What the solver reads about the root view: the view of the controller that is moved.
public struct RootSnapshot: Sendable, Hashable {
  /// A name for the trace, such as `LoginViewController`.
  public var name: String
  /// The root view's origin now, in its superview's coordinates.
  public var origin: Point
  /// The root view's size now.
  public var size: Size
  /// The root view's origin before the keyboard manager moved it.
  public var beginOrigin: Point
  /// The root view's size before the keyboard manager resized it.
  public var beginSize: Size
  /// The root view's frame in window coordinates as it was before any move.
  public var beginFrameInWindow: Rect
  /// Whether the target is inside the root view (so moving the root moves the target).
  public var containsTarget: Bool

  /// Creates a root snapshot.
  public init(
    name: String, origin: Point, size: Size? = nil, beginOrigin: Point, beginSize: Size,
    beginFrameInWindow: Rect, containsTarget: Bool = true
  ) {
    self.name = name
    self.origin = origin
    self.size = size ?? beginSize
    self.beginOrigin = beginOrigin
    self.beginSize = beginSize
    self.beginFrameInWindow = beginFrameInWindow
    self.containsTarget = containsTarget
  }

  /// How far the root is lifted above its begin origin now.
  public var currentLift: Double { beginOrigin.y - origin.y }
}
