/// A rectangle in a view's layout that is not a view, as `UILayoutGuide`: constraints relate
/// to its anchors as to a view's.
///
/// A guide you make and add with ``View/addLayoutGuide(_:)`` is placed by constraints alone
/// (a spacer between fields, a column). The system's guides follow their view: the
/// ``View/safeAreaLayoutGuide`` its safe area, the ``View/layoutMarginsGuide`` its margins,
/// the ``View/readableContentGuide`` a readable column inside the margins, a scroll view's
/// ``ScrollView/contentLayoutGuide`` its content area and ``ScrollView/frameLayoutGuide`` its
/// frame, and the ``View/keyboardLayoutGuide`` the keyboard.
///
/// ```swift
/// let column = LayoutGuide()
/// view.addLayoutGuide(column)
/// column.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
/// ```
open class LayoutGuide {
  /// What a guide follows.
  enum Kind: Hashable {
    case custom
    case safeArea
    case margins
    case readableContent
    case scrollContent
    case scrollFrame
    case keyboard
  }

  let kind: Kind
  private var customIdentifier: String

  /// The view the guide belongs to; `nil` before ``View/addLayoutGuide(_:)``.
  public internal(set) weak var owningView: View?

  /// The guide's rectangle in its owning view's coordinates, as solved by the last layout
  /// pass that included it (zero before).
  public internal(set) var layoutFrame: Rect = .zero

  /// The width and height the constraints solved for the guide.
  ///
  /// They may be negative (a margins guide in a view narrower than its margins), where
  /// ``layoutFrame`` keeps its size at 0 or more. `nil` for a guide no constraint mentions.
  package var solvedLayoutSize: (width: Double, height: Double)? {
    owningView?.root.autoLayout?.engine?.solvedSize(of: self)
  }

  /// Creates a guide to add to a view with ``View/addLayoutGuide(_:)``.
  public init() {
    kind = .custom
    customIdentifier = "guide"
  }

  init(kind: Kind, owner: View) {
    self.kind = kind
    self.owningView = owner
    switch kind {
    case .custom: customIdentifier = "guide"
    case .safeArea: customIdentifier = "safeArea"
    case .margins: customIdentifier = "margins"
    case .readableContent: customIdentifier = "readable"
    case .scrollContent: customIdentifier = "content"
    case .scrollFrame: customIdentifier = "frameGuide"
    case .keyboard: customIdentifier = "keyboard"
    }
  }

  /// A name for descriptions; the system guides have theirs (`safeArea`, `margins`,
  /// `readable`, `content`, `frameGuide`, `keyboard`) and cannot be renamed.
  public var identifier: String {
    get { customIdentifier }
    set { if kind == .custom { customIdentifier = newValue } }
  }

  /// The guide's left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  /// The guide's right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  /// The guide's leading edge.
  public var leadingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The guide's trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The guide's horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The guide's top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The guide's vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The guide's width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  /// The guide's height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

/// The layout guide that follows the keyboard, as `UIKeyboardLayoutGuide` (iOS 15): the space
/// the keyboard takes in its view's layout.
///
/// Its top follows a docked keyboard (and a hardware keyboard's bar). With the keyboard hidden
/// it sits at the bottom of the view's safe area (``usesBottomSafeArea``, on by default) or at
/// the view's bottom, and it is that tall. An undocked or floating keyboard leaves it there too
/// unless ``followsUndockedKeyboard`` is on; then the guide takes the keyboard's rectangle, and
/// constraints given to ``setConstraints(_:activeWhenNearEdge:)`` and
/// ``setConstraints(_:activeWhenAwayFrom:)`` switch on and off as the keyboard moves near an
/// edge of the view or away from it.
///
/// ```swift
/// bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
/// ```
///
/// The guide is laid out with the keyboard's notification: the window lays it out before any
/// keyboard manager hears the notification, so a manager sees a field the guide keeps clear as
/// clear and moves nothing.
public final class KeyboardLayoutGuide: LayoutGuide {
  /// Whether the guide follows an undocked or floating keyboard (`false` by default, as in
  /// UIKit: such a keyboard leaves the guide at the bottom).
  public var followsUndockedKeyboard = false {
    didSet { if followsUndockedKeyboard != oldValue { owningView?.layoutEngineDidChange() } }
  }

  /// Whether the guide rests on the bottom of the safe area while the keyboard is hidden
  /// (`true` by default, as in UIKit); with `false` it rests on the view's bottom edge.
  public var usesBottomSafeArea = true {
    didSet { if usesBottomSafeArea != oldValue { owningView?.layoutEngineDidChange() } }
  }

  /// The constraints that are active only while the guide is near `edge` of its view, per
  /// edge, and those active only while it is away from every edge in the key.
  var nearEdge: [(edge: RectEdge, constraints: [LayoutConstraint])] = []
  var awayFrom: [(edges: RectEdge, constraints: [LayoutConstraint])] = []

  /// How close (in points) the guide's edge must be to the view's edge to count as near it.
  public static let nearEdgeDistance: Double = 1

  init(owner: View) {
    super.init(kind: .keyboard, owner: owner)
  }

  /// Makes `constraints` active while the guide is near `edge` of its view and inactive
  /// otherwise, as `UITrackingLayoutGuide.setConstraints(_:activeWhenNearEdge:)`.
  ///
  /// A docked keyboard (and the guide of a hidden one) is near the bottom edge; a floating
  /// keyboard dragged to a side is near that side. "Near" is within ``nearEdgeDistance``.
  /// Calling it again for the same edge replaces the list.
  ///
  /// - Parameters:
  ///   - constraints: The constraints to switch.
  ///   - edge: One edge (`.top`, `.left`, `.bottom` or `.right`).
  public func setConstraints(_ constraints: [LayoutConstraint], activeWhenNearEdge edge: RectEdge) {
    nearEdge.removeAll { $0.edge == edge }
    nearEdge.append((edge, constraints))
    owningView?.rootLayoutEngine().track(self)
    owningView?.layoutEngineDidChange()
  }

  /// Makes `constraints` active while the guide is away from every edge in `edges` and
  /// inactive otherwise, as `UITrackingLayoutGuide.setConstraints(_:activeWhenAwayFrom:)`.
  ///
  /// - Parameters:
  ///   - constraints: The constraints to switch.
  ///   - edges: The edges the guide must be away from.
  public func setConstraints(_ constraints: [LayoutConstraint], activeWhenAwayFrom edges: RectEdge)
  {
    awayFrom.removeAll { $0.edges == edges }
    awayFrom.append((edges, constraints))
    owningView?.rootLayoutEngine().track(self)
    owningView?.layoutEngineDidChange()
  }
}
