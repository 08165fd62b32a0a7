/// The bar at the bottom of a ``TabBarController``, shaped like `UITabBar`; its frame is laid
/// out by its controller.
open class TabBar: View {
  /// The tab bar controller whose bar this is.
  weak var tabBarController: TabBarController?

  /// Whether the bar is translucent, as `UITabBar.isTranslucent`; `true` by default.
  ///
  /// The selected controller's view extends under an opaque bar only with
  /// ``ViewController/extendedLayoutIncludesOpaqueBars``.
  public var isTranslucent = true {
    didSet {
      guard isTranslucent != oldValue, let tabBarController, tabBarController.isViewLoaded
      else { return }
      tabBarController.layoutContainer()
    }
  }

  /// Creates a bar; a ``TabBarController`` makes its own.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }
}
