/// How the keyboard manager makes room once scroll views have done what they can; an
/// extensible set of named strategies.
///
/// IQKeyboardManager only has ``moveRoot``. Its users ask to keep bars and headers fixed
/// (IQ #1244, #2150) or to resize instead of moving (#208, #1831): ``scrollOnly`` and
/// ``resizeRoot`` do that.
public struct AvoidanceStrategy: Sendable, Hashable, CustomStringConvertible {
  enum Kind: String, Sendable, Hashable {
    case moveRoot
    case scrollOnly
    case resizeRoot
  }

  let kind: Kind

  /// Scroll the enclosing scroll views, then move the root controller's view up by what is
  /// left: IQKeyboardManager's behaviour and the default.
  public static let moveRoot = AvoidanceStrategy(kind: .moveRoot)

  /// Only scroll and inset scroll views; the root controller's view (with its bars) never moves.
  ///
  /// A field that scrolling cannot clear stays covered, and the trace says by how much.
  public static let scrollOnly = AvoidanceStrategy(kind: .scrollOnly)

  /// Scroll first, then shrink the root controller's view so that its bottom meets the
  /// keyboard, instead of moving it; the host's layout then places the content in the smaller
  /// view (the keyboard manager re-solves after that layout).
  public static let resizeRoot = AvoidanceStrategy(kind: .resizeRoot)

  /// The strategy's name, as in scene files: `moveRoot`, `scrollOnly` or `resizeRoot`.
  public var description: String { kind.rawValue }

  /// The strategy with the given name, or `nil` for an unknown one.
  package init?(named name: String) {
    guard let kind = Kind(rawValue: name) else { return nil }
    self.kind = kind
  }

  init(kind: Kind) { self.kind = kind }
}
