/// The bar at the top of a ``NavigationController``, shaped like `UINavigationBar`.
///
/// It is 44 pt tall, or, while the top controller shows a large title, up to 52 pt more (96 on
/// an iPhone, as in UIKit): the extra part collapses as the content of that controller's
/// ``ViewController/contentScrollView`` scrolls up under the bar, and grows back as it scrolls
/// down. Its frame is laid out by its navigation controller.
open class NavigationBar: View {
  /// The navigation controller whose bar this is.
  weak var navigationController: NavigationController?

  /// Whether controllers on the stack show a large title when their
  /// ``NavigationItem/largeTitleDisplayMode`` allows it, as
  /// `UINavigationBar.prefersLargeTitles`; `false` by default.
  ///
  /// A change lays the container out again at once (the bar's height, and the top controller's
  /// view and its top safe area, follow), and is reported at the top controller's view as a
  /// ``TreeChange/eligibility`` change: the size that view rests at changes even where no frame
  /// does (a collapsed title).
  public var prefersLargeTitles = false {
    didSet {
      guard prefersLargeTitles != oldValue else { return }
      navigationController?.largeTitleSettingDidChange()
    }
  }

  /// Whether the bar is translucent, as `UINavigationBar.isTranslucent`; `true` by default.
  ///
  /// The top controller's view extends under an opaque bar only with
  /// ``ViewController/extendedLayoutIncludesOpaqueBars``.
  public var isTranslucent = true {
    didSet {
      guard isTranslucent != oldValue, let navigationController, navigationController.isViewLoaded
      else { return }
      navigationController.layoutContainer()
    }
  }

  /// Creates a bar; a ``NavigationController`` makes its own.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }
}
