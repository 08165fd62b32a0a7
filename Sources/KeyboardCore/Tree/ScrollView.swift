/// A view that scrolls its content, shaped like `UIScrollView`.
///
/// The ``contentOffset`` is the view's bounds origin, so ``View/convert(_:to:)->Rect`` respects it.
/// ``adjustedContentInset`` adds the safe area to ``contentInset`` on the edges chosen by
/// ``contentInsetAdjustmentBehavior``, as UIKit does, and ``validContentOffsetRange`` is what a
/// user can scroll to. Offsets set in code are not clamped (UIKit does not clamp them either).
///
/// The three `ignore…`/`restore…` flags are IQKeyboardManager's per-scroll-view `iq` settings.
open class ScrollView: View {
  /// The size of the scrollable content.
  ///
  /// A non-finite or negative size is rejected with a diagnostic.
  public var contentSize: Size = .zero {
    didSet {
      if !contentSize.isFinite || contentSize.width < 0 || contentSize.height < 0 {
        let code: Diagnostic.Code = contentSize.isFinite ? .negativeSize : .nonFiniteGeometry
        reportDiagnostic(Diagnostic(code, "\(typeName).contentSize \(contentSize) rejected"))
        contentSize = oldValue
        return
      }
      if contentSize != oldValue { noteChange(.scrollMetrics) }
    }
  }

  /// Extra space around the content, set by the app or the keyboard manager.
  ///
  /// Non-finite insets are rejected with a diagnostic.
  public var contentInset: Insets = .zero {
    didSet {
      if !contentInset.isFinite {
        reportDiagnostic(
          Diagnostic(.nonFiniteGeometry, "\(typeName).contentInset \(contentInset) rejected"))
        contentInset = oldValue
        return
      }
      if contentInset != oldValue { noteChange(.scrollMetrics) }
    }
  }

  /// The insets of the vertical scroll indicator.
  ///
  /// Non-finite insets are rejected with a diagnostic.
  public var verticalScrollIndicatorInsets: Insets = .zero {
    didSet {
      if !verticalScrollIndicatorInsets.isFinite {
        reportDiagnostic(
          Diagnostic(
            .nonFiniteGeometry,
            "\(typeName).verticalScrollIndicatorInsets \(verticalScrollIndicatorInsets) rejected"))
        verticalScrollIndicatorInsets = oldValue
      }
    }
  }

  /// Whether the user (and the keyboard manager) may scroll this view.
  public var isScrollEnabled = true {
    didSet { if isScrollEnabled != oldValue { noteChange(.eligibility) } }
  }

  /// Whether the view bounces vertically even when the content is shorter than the view;
  /// makes it count as vertically scrollable.
  public var alwaysBounceVertical = false

  /// Which edges get the safe area added to ``contentInset`` in ``adjustedContentInset``.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { noteChange(.scrollMetrics) } }
  }

  /// When true, the keyboard manager never scrolls this view (it looks further up instead).
  ///
  /// IQKeyboardManager's `iq.ignoreScrollingAdjustment`.
  public var ignoreScrollingAdjustment = false

  /// When true, the keyboard manager never changes this view's bottom insets.
  ///
  /// IQKeyboardManager's `iq.ignoreContentInsetAdjustment`.
  public var ignoreContentInsetAdjustment = false

  /// When true, the keyboard manager scrolls this view back to its original offset when the field
  /// switches away or the keyboard hides.
  ///
  /// IQKeyboardManager's `iq.restoreContentOffset`.
  public var restoreContentOffset = false

  /// How dragging the content dismisses the keyboard, as `UIScrollView.keyboardDismissMode`.
  ///
  /// ``KeyboardDismissMode/none`` by default. See ``beginDragging()``.
  public var keyboardDismissMode: KeyboardDismissMode = .none

  /// The scroll position: the point of the content shown at the view's top-left corner.
  ///
  /// Non-finite offsets are rejected with a diagnostic.
  public var contentOffset: Point {
    get { bounds.origin }
    set { setBoundsOrigin(newValue) }
  }

  /// ``contentInset`` plus the safe-area insets on the edges that
  /// ``contentInsetAdjustmentBehavior`` adjusts, as `UIScrollView.adjustedContentInset`.
  ///
  /// - Complexity: O(d), d the depth of the view (it reads the safe area).
  public var adjustedContentInset: Insets {
    let safe = safeAreaInsets
    let (vertical, horizontal) = adjustedAxes
    return Insets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Whether the content is taller than the view, or the view always bounces vertically.
  public var isVerticallyScrollable: Bool {
    alwaysBounceVertical || contentSize.height > bounds.height
  }

  /// Whether the content is wider than the view: a horizontal scroller.
  public var isHorizontallyScrollable: Bool { contentSize.width > bounds.width }

  /// Whether ``adjustedContentInset`` takes in the vertical safe area once the view is
  /// `height` tall: as ``adjustedAxes`` answers, with the content's height compared to
  /// `height` instead of the view's.
  func adjustsVerticalInsets(atHeight height: Double) -> Bool {
    let scrolls = alwaysBounceVertical || contentSize.height > height
    switch contentInsetAdjustmentBehavior.kind {
    case .never: return false
    case .always: return true
    case .scrollableAxes: return scrolls
    case .automatic: return scrolls || isInBarContainer
    }
  }

  var adjustedAxes: (vertical: Bool, horizontal: Bool) {
    switch contentInsetAdjustmentBehavior.kind {
    case .never:
      return (false, false)
    case .always:
      return (true, true)
    case .scrollableAxes:
      return (isVerticallyScrollable, isHorizontallyScrollable)
    case .automatic:
      return (isVerticallyScrollable || isInBarContainer, isHorizontallyScrollable)
    }
  }

  /// Whether the vertical safe-area adjustment is on exactly while the view scrolls
  /// vertically, so that a new height can switch it.
  var adjustsVerticalInsetsOnlyWhenScrollable: Bool {
    switch contentInsetAdjustmentBehavior.kind {
    case .never, .always: false
    case .scrollableAxes: true
    case .automatic: !isInBarContainer
    }
  }

  private var isInBarContainer: Bool {
    viewController.map { $0.navigationController != nil || $0.tabBarController != nil } ?? false
  }

  /// The offsets a user can scroll to: from minus the adjusted top (and left) inset to the
  /// content's end plus the adjusted bottom (and right) inset.
  ///
  /// - Complexity: O(d), d the depth of the view (it reads the safe area).
  public var validContentOffsetRange: (min: Point, max: Point) {
    let inset = adjustedContentInset
    let minimum = Point(x: -inset.left, y: -inset.top)
    let maximum = Point(
      x: Swift.max(minimum.x, contentSize.width + inset.right - bounds.width),
      y: Swift.max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    return (minimum, maximum)
  }
}

/// Which edges of a scroll view get the safe area added to their content inset; an
/// extensible set as `UIScrollView.ContentInsetAdjustmentBehavior`.
public struct ContentInsetAdjustmentBehavior: Sendable, Hashable, CustomStringConvertible {
  enum Kind: String, Sendable, Hashable {
    case automatic
    case scrollableAxes
    case never
    case always
  }

  let kind: Kind

  /// Vertical edges when the view scrolls vertically or is a controller's view inside a
  /// navigation or tab bar controller; horizontal edges when it scrolls horizontally.
  public static let automatic = ContentInsetAdjustmentBehavior(kind: .automatic)
  /// The edges of the axes the view can scroll along.
  public static let scrollableAxes = ContentInsetAdjustmentBehavior(kind: .scrollableAxes)
  /// No edge: the adjusted inset is the content inset.
  public static let never = ContentInsetAdjustmentBehavior(kind: .never)
  /// Every edge.
  public static let always = ContentInsetAdjustmentBehavior(kind: .always)

  /// The behaviour's name, as in scene files.
  public var description: String { kind.rawValue }

  /// The behaviour with the given name, or `nil` for an unknown one.
  public init?(named name: String) {
    guard let kind = Kind(rawValue: name) else { return nil }
    self.kind = kind
  }

  init(kind: Kind) { self.kind = kind }
}
