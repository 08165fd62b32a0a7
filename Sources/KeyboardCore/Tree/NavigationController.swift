/// A stack of controllers under a navigation bar, shaped like `UINavigationController`.
///
/// The top controller's view fills the container (full-bleed, as with UIKit's extended
/// layout) and the ``navigationBar`` (44 pt) sits below the status bar; while the bar shows,
/// it adds to the top safe-area inset of the top controller's view.
open class NavigationController: ViewController {
  /// The stack, bottom first.
  public private(set) var viewControllers: [ViewController] = []
  /// The bar at the top of the container.
  public let navigationBar = View()
  /// The bar's height in points.
  public static let navigationBarHeight: Double = 44
  /// Whether the interactive pop (swipe back) gesture is in progress.
  public private(set) var isInteractivePopActive = false

  /// Whether the navigation bar is hidden.
  ///
  /// A hidden bar adds nothing to the safe area.
  public var isNavigationBarHidden = false {
    didSet {
      guard isNavigationBarHidden != oldValue else { return }
      navigationBar.isHidden = isNavigationBarHidden
      layoutContainer()
    }
  }

  /// Creates a navigation controller with a root controller.
  public init(rootViewController: ViewController) {
    super.init()
    pushViewController(rootViewController)
  }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// Pushes a controller: its view replaces the previous top's view in the container.
  ///
  /// - Precondition: `controller` is not already in the stack.
  public func pushViewController(_ controller: ViewController) {
    precondition(
      !viewControllers.contains { $0 === controller },
      "NavigationController.push: the controller is already on the stack")
    topViewController?.viewIfLoaded?.removeFromSuperview()
    addChild(controller)
    viewControllers.append(controller)
    if isViewLoaded { layoutContainer() }
  }

  /// Pops the top controller (never the root) and returns it, or `nil` when only the root is left.
  ///
  /// A first responder in the popped view resigns.
  @discardableResult
  public func popViewController() -> ViewController? {
    guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
    isInteractivePopActive = false
    top.viewIfLoaded?.removeFromSuperview()
    top.removeFromParent()
    if isViewLoaded { layoutContainer() }
    return top
  }

  /// Starts an interactive pop (the swipe-back gesture); the keyboard manager holds its hide
  /// handling until the gesture ends.
  public func beginInteractivePop() {
    guard viewControllers.count > 1 else { return }
    isInteractivePopActive = true
    view.noteChange(.window)
  }

  /// Ends an interactive pop: completing it pops the top controller; cancelling leaves the
  /// stack as it was.
  ///
  /// - Parameter completed: Whether the gesture finished the pop.
  public func endInteractivePop(completed: Bool) {
    guard isInteractivePopActive else { return }
    if completed {
      popViewController()
    } else {
      isInteractivePopActive = false
      view.noteChange(.window)
    }
  }

  /// Builds the container with the bar in front.
  open override func loadView() {
    view = View()
  }

  /// Adds the top controller's view and the bar once the container exists.
  open override func viewDidLoad() {
    super.viewDidLoad()
    layoutContainer()
  }

  /// Lays the contained views out again after the container's view changed size.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutContainer()
  }

  override func layoutContainer() {
    let container = view
    if let top = topViewController {
      let childView = top.view
      if childView.superview !== container { container.insertSubview(childView, at: 0) }
      childView.frame = container.bounds
      top.layoutContainer()
    }
    if navigationBar.superview !== container { container.addSubview(navigationBar) }
    let top = container.safeAreaInsets.top
    navigationBar.frame = Rect(
      x: 0, y: top, width: container.bounds.width, height: Self.navigationBarHeight)
  }

  override func safeAreaInsets(forChild child: ViewController) -> Insets {
    guard let edge = barEdges(forChild: child).top, let childView = child.viewIfLoaded
    else { return .zero }
    return Insets(top: Swift.max(0, edge - childView.frame.minY))
  }

  override func barEdges(forChild child: ViewController) -> (top: Double?, bottom: Double?) {
    guard !isNavigationBarHidden, child === topViewController else { return (nil, nil) }
    return (navigationBar.frame.maxY, nil)
  }
}
