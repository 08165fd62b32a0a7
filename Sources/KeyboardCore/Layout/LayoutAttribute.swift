/// Which part of an item's layout rectangle a constraint relates, as
/// `NSLayoutConstraint.Attribute`.
///
/// The model lays out left to right, so ``leading`` is ``left`` and ``trailing`` is ``right``.
/// The margin attributes (``leadingMargin``, …) are the same edges of the item's
/// ``View/layoutMarginsGuide``. Baselines are approximated (the model measures no fonts): both
/// sit 80 % of the item's height below its top.
public enum LayoutAttribute: Sendable, Hashable, CaseIterable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge (left, in the model's left-to-right layout).
  case leading
  /// The trailing edge (right, in the model's left-to-right layout).
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The first line's baseline (approximated: 80 % of the height below the top).
  case firstBaseline
  /// The last line's baseline (approximated as ``firstBaseline``).
  case lastBaseline
  /// The left edge of the layout margins.
  case leftMargin
  /// The right edge of the layout margins.
  case rightMargin
  /// The top edge of the layout margins.
  case topMargin
  /// The bottom edge of the layout margins.
  case bottomMargin
  /// The leading edge of the layout margins.
  case leadingMargin
  /// The trailing edge of the layout margins.
  case trailingMargin
  /// The horizontal centre of the layout margins.
  case centerXWithinMargins
  /// The vertical centre of the layout margins.
  case centerYWithinMargins
  /// No attribute: the second attribute of a constraint to a constant.
  case notAnAttribute

  /// Whether the attribute measures along the horizontal axis (edges, centre and width).
  public var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return true
    default:
      return false
    }
  }

  /// Whether the attribute is a size (``width`` or ``height``) rather than a position.
  public var isDimension: Bool { self == .width || self == .height }

  /// The attribute on the layout margins guide for a margin attribute, or `nil` for the others.
  var withinMargins: LayoutAttribute? {
    switch self {
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    case .centerXWithinMargins: return .centerX
    case .centerYWithinMargins: return .centerY
    default: return nil
    }
  }

  /// The name used in scene files and descriptions: `leading`, `centerX`, `topMargin`.
  public var name: String {
    switch self {
    case .left: return "left"
    case .right: return "right"
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    case .firstBaseline: return "firstBaseline"
    case .lastBaseline: return "lastBaseline"
    case .leftMargin: return "leftMargin"
    case .rightMargin: return "rightMargin"
    case .topMargin: return "topMargin"
    case .bottomMargin: return "bottomMargin"
    case .leadingMargin: return "leadingMargin"
    case .trailingMargin: return "trailingMargin"
    case .centerXWithinMargins: return "centerXWithinMargins"
    case .centerYWithinMargins: return "centerYWithinMargins"
    case .notAnAttribute: return "notAnAttribute"
    }
  }

  /// The attribute with the given ``name``, or `nil`.
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = match
  }
}

/// How the two sides of a constraint compare, as `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Sendable, Hashable, CaseIterable {
  /// The first side is at most the second.
  case lessThanOrEqual
  /// The sides are equal.
  case equal
  /// The first side is at least the second.
  case greaterThanOrEqual

  /// The operator: `<=`, `==` or `>=`.
  public var symbol: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// A layout axis, as `NSLayoutConstraint.Axis`: the axis of a stack, of content hugging and of
/// compression resistance.
public enum LayoutAxis: Sendable, Hashable, CaseIterable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}
