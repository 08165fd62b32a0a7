/// Controllers switched by a tab bar at the bottom, shaped like `UITabBarController`.
///
/// The selected controller's view fills the container; the ``tabBar`` (49 pt plus the bottom
/// safe area) adds to the bottom safe-area inset of that view. A controller whose
/// ``ViewController/edgesForExtendedLayout`` leaves out the bottom edge (or whose bar is opaque,
/// without ``ViewController/extendedLayoutIncludesOpaqueBars``) ends at the bar's top instead.
open class TabBarController: ViewController {
  /// The tab bar at the bottom of the container.
  public let tabBar = TabBar()
  /// The bar's height above the bottom safe area, in points.
  public static let tabBarHeight: Double = 49

  /// The controllers, one per tab.
  public private(set) var viewControllers: [ViewController] = []

  /// The index of the selected tab.
  ///
  /// Changing it swaps the visible view; a first responder in the old view resigns.
  ///
  /// Out-of-range values are clamped into the valid range.
  public var selectedIndex = 0 {
    didSet {
      // Assigning inside `didSet` does not run `didSet` again, so clamp and carry on (an early
      // return here used to leave the old tab's view on screen after an out-of-range index).
      let clamped = Swift.max(0, Swift.min(selectedIndex, viewControllers.count - 1))
      if clamped != selectedIndex { selectedIndex = clamped }
      guard selectedIndex != oldValue else { return }
      if viewControllers.indices.contains(oldValue) {
        viewControllers[oldValue].viewIfLoaded?.removeFromSuperview()
      }
      if isViewLoaded { layoutContainer() }
    }
  }

  /// Creates a tab bar controller with its tabs; the first is selected.
  ///
  /// - Precondition: `viewControllers` is not empty.
  public init(viewControllers: [ViewController]) {
    precondition(!viewControllers.isEmpty, "TabBarController.init: needs at least one tab")
    super.init()
    tabBar.tabBarController = self
    for controller in viewControllers { addChild(controller) }
    self.viewControllers = viewControllers
    for controller in viewControllers { controller.didMove(toParent: self) }
  }

  /// The controller of the selected tab.
  public var selectedViewController: ViewController { viewControllers[selectedIndex] }

  /// Lays out the selected tab and the bar once the container exists.
  open override func viewDidLoad() {
    super.viewDidLoad()
    layoutContainer()
  }

  /// Lays the contained views out again after the container's view changed size.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutContainer()
  }

  override var isContainer: Bool { true }

  override func layoutContainer() {
    let container = view
    // The bar first: the selected view's safe area (and so a navigation bar inside it) is
    // measured against the bar's frame.
    if tabBar.superview !== container { container.addSubview(tabBar) }
    let height = Self.tabBarHeight + container.safeAreaInsets.bottom
    tabBar.frame = Rect(
      x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    let selected = selectedViewController
    let childView = selected.view
    if childView.superview !== container { container.insertSubview(childView, at: 0) }
    if selected.extendsLayout(under: .bottom, translucentBar: tabBar.isTranslucent) {
      childView.frame = container.bounds
    } else {
      childView.frame = Rect(
        x: 0, y: 0, width: container.bounds.width, height: Swift.max(0, tabBar.frame.minY))
    }
    selected.layoutContainer()
  }

  override func barEdges(forChild child: ViewController) -> (top: Double?, bottom: Double?) {
    guard child === selectedViewController else { return (nil, nil) }
    return (nil, tabBar.frame.minY)
  }

  override func barEdges(forChild child: ViewController, containerSafeArea insets: Insets)
    -> (top: Double?, bottom: Double?)
  {
    guard child === selectedViewController else { return (nil, nil) }
    // The bar is 49 points above the container's bottom safe area (`layoutContainer()`).
    return (nil, view.bounds.height - (Self.tabBarHeight + insets.bottom))
  }
}

/// Two columns side by side, shaped like `UISplitViewController`: a primary column (at most
/// 320 pt, 40 % of the width) and a secondary one filling the rest.
open class SplitViewController: ViewController {
  /// The controller of the leading column.
  public let primary: ViewController
  /// The controller of the trailing column.
  public let secondary: ViewController

  /// Creates a split view controller from its two columns.
  public init(primary: ViewController, secondary: ViewController) {
    self.primary = primary
    self.secondary = secondary
    super.init()
    addChild(primary)
    addChild(secondary)
    primary.didMove(toParent: self)
    secondary.didMove(toParent: self)
  }

  /// Lays out both columns once the container exists.
  open override func viewDidLoad() {
    super.viewDidLoad()
    layoutContainer()
  }

  /// Lays the contained views out again after the container's view changed size.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutContainer()
  }

  override var isContainer: Bool { true }

  override func layoutContainer() {
    let container = view
    let width = Swift.min(320, container.bounds.width * 0.4)
    for (controller, rect) in [
      (primary, Rect(x: 0, y: 0, width: width, height: container.bounds.height)),
      (
        secondary,
        Rect(
          x: width, y: 0, width: container.bounds.width - width,
          height: container.bounds.height)
      ),
    ] {
      let childView = controller.view
      if childView.superview !== container { container.addSubview(childView) }
      childView.frame = rect
      controller.layoutContainer()
    }
  }
}
