/// What a controller shows in the navigation bar while it is on top, shaped like
/// `UINavigationItem`: a title and an optional search field (`searchController`'s field).
///
/// The keyboard manager never moves anything for a navigation bar's search field (spec
/// scenario E5, as IQKeyboardManager): the bar stays where it is.
public final class NavigationItem {
  /// The title shown in the bar.
  public var title: String?
  /// The search field shown in (or under) the bar; the host adds it to the bar's view.
  public var searchField: TextField?

  /// Creates an empty navigation item.
  public init() {}
}
