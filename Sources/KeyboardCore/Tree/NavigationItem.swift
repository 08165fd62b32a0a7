/// What a controller shows in the navigation bar while it is on top, shaped like
/// `UINavigationItem`: a title, how a large title shows, and an optional search field
/// (`searchController`'s field).
///
/// The keyboard manager never moves anything for a navigation bar's search field (spec
/// scenario E5, as IQKeyboardManager): the bar stays where it is.
public final class NavigationItem {
  /// The controller this item belongs to.
  weak var owner: ViewController?

  /// The title shown in the bar.
  public var title: String?
  /// The search field shown in (or under) the bar; the host adds it to the bar's view.
  public var searchField: TextField?

  /// Whether the bar shows a large title while this item's controller is on top, as
  /// `UINavigationItem.largeTitleDisplayMode`; ``LargeTitleDisplayMode/automatic`` by default.
  ///
  /// Large titles show only when the bar's ``NavigationBar/prefersLargeTitles`` is on. A change
  /// lays the navigation controller out again at once when the controller is on its stack, and
  /// is reported as ``NavigationBar/prefersLargeTitles`` changes are.
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
    didSet {
      guard largeTitleDisplayMode != oldValue,
        let owner, let navigation = owner.parent as? NavigationController
      else { return }
      navigation.largeTitleSettingDidChange()
    }
  }

  /// Creates an empty navigation item.
  public init() {}
}

/// When a navigation bar shows a large title, as `UINavigationItem.LargeTitleDisplayMode`.
///
/// An extensible set (UIKit has added modes).
public struct LargeTitleDisplayMode: Sendable, Hashable, CustomStringConvertible {
  enum Kind: String, Sendable, Hashable, CaseIterable {
    case automatic
    case always
    case never
  }

  let kind: Kind

  /// Like the controller below on the stack; the stack's root shows a large title.
  public static let automatic = LargeTitleDisplayMode(kind: .automatic)
  /// A large title, when the bar prefers large titles.
  public static let always = LargeTitleDisplayMode(kind: .always)
  /// Never a large title: the bar keeps its 44 pt.
  public static let never = LargeTitleDisplayMode(kind: .never)

  /// The mode with the given name (`automatic`, `always`, `never`), or `nil` for an unknown
  /// one.
  public init?(named name: String) {
    guard let kind = Kind(rawValue: name) else { return nil }
    self.kind = kind
  }

  init(kind: Kind) { self.kind = kind }

  /// The mode's name.
  public var description: String { kind.rawValue }
}
