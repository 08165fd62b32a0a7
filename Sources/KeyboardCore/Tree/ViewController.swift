/// A controller that owns a view subtree, shaped like `UIViewController`.
///
/// Subclass it and build the form in ``loadView()`` or ``viewDidLoad()``. Containers
/// (``NavigationController``, ``TabBarController``, ``SplitViewController``) hold children;
/// any controller can ``present(_:)`` another. The keyboard manager uses this hierarchy to
/// find the controller whose view it moves (``parentContainerViewController()``) and to test
/// its enabled/disabled class lists.
///
/// ```swift
/// final class LoginViewController: ViewController {
///   let email = TextField(frame: Rect(x: 20, y: 300, width: 280, height: 30))
///   override func viewDidLoad() { view.addSubview(email) }
/// }
/// ```
open class ViewController {
  private var storedView: View?
  /// The controller containing this one, if any.
  public private(set) weak var parent: ViewController?
  /// The contained controllers, in the order they were added.
  public private(set) var children: [ViewController] = []
  /// The controller this one presents, if any.
  public private(set) var presentedViewController: ViewController?
  /// The controller that presented this one, if any.
  public private(set) weak var presentingViewController: ViewController?
  weak var hostWindow: Window?

  /// The controller's title; a navigation toolbar may show it.
  public var title: String?

  /// What the navigation bar shows while this controller is on top of a navigation stack.
  public let navigationItem = NavigationItem()

  /// How ``present(_:)`` lays out this controller's view when it is presented.
  public var modalPresentationStyle: PresentationStyle = .fullScreen

  /// Extra safe-area insets this controller adds for its view and everything inside it, as
  /// `UIViewController.additionalSafeAreaInsets`.
  ///
  /// Insets with a NaN or infinite edge are rejected with a diagnostic (sent to the view's
  /// window, or held until the view is in one); negative edges are allowed, as in UIKit.
  public var additionalSafeAreaInsets: Insets = .zero {
    didSet {
      guard additionalSafeAreaInsets.isFinite else {
        reportDiagnostic(
          Diagnostic(
            .nonFiniteGeometry,
            "\(self).additionalSafeAreaInsets \(additionalSafeAreaInsets) rejected: not finite"))
        additionalSafeAreaInsets = oldValue
        return
      }
      guard additionalSafeAreaInsets != oldValue else { return }
      // Bars placed from the safe area (a navigation bar) follow the new insets.
      if isViewLoaded { layoutContainer() }
      viewIfLoaded?.noteChange(.window)
      // A large title reads these insets where its content rests: its bar follows them as it
      // follows a scroll.
      NavigationController.additionalInsetsDidChange(in: self)
    }
  }

  /// The edges of this controller's view that extend under its container's bars, as
  /// `UIViewController.edgesForExtendedLayout`; ``RectEdge/all`` by default (full-bleed).
  ///
  /// Without ``RectEdge/top`` a ``NavigationController`` lays the view out from the bar's
  /// bottom; without ``RectEdge/bottom`` a ``TabBarController`` ends it at the tab bar's top.
  /// The view then has no safe-area inset for that bar. A change lays the container out again.
  public var edgesForExtendedLayout: RectEdge = .all {
    didSet {
      guard edgesForExtendedLayout != oldValue else { return }
      relayoutInParent()
    }
  }

  /// Whether the view also extends under opaque bars, as
  /// `UIViewController.extendedLayoutIncludesOpaqueBars`; `false` by default.
  ///
  /// Bars are translucent unless a host says otherwise (``NavigationBar/isTranslucent``,
  /// ``TabBar/isTranslucent``).
  public var extendedLayoutIncludesOpaqueBars = false {
    didSet {
      guard extendedLayoutIncludesOpaqueBars != oldValue else { return }
      relayoutInParent()
    }
  }

  /// Whether the view extends under a bar on `edge`, translucent or not.
  func extendsLayout(under edge: RectEdge, translucentBar: Bool) -> Bool {
    edgesForExtendedLayout.contains(edge) && (translucentBar || extendedLayoutIncludesOpaqueBars)
  }

  /// Lays the parent container out again (it places this controller's view).
  private func relayoutInParent() {
    guard let parent, parent.isViewLoaded else { return }
    parent.layoutContainer()
  }

  /// Diagnostics reported before the view was created; they go to the view when it is.
  private var pendingDiagnostics: [Diagnostic] = []

  /// Creates a controller; its view is created on first access of ``view``.
  public init() {
    navigationItem.owner = self
  }

  /// Frees contained and presented controllers without recursion: those this controller alone
  /// keeps alive hand theirs to a work list before they go, so a containment or presentation
  /// chain 100,000 deep does not overflow the stack. (A subclass's own references, such as a
  /// navigation stack, are already released when this runs.)
  deinit {
    guard !children.isEmpty || presentedViewController != nil else { return }
    var pending = children
    children = []
    if let presented = presentedViewController {
      presentedViewController = nil
      pending.append(presented)
    }
    while var controller = pending.popLast() {
      guard isKnownUniquelyReferenced(&controller) else { continue }
      pending.append(contentsOf: controller.children)
      controller.children = []
      if let presented = controller.presentedViewController {
        controller.presentedViewController = nil
        pending.append(presented)
      }
    }
  }

  /// Sends a diagnostic through the view (to its window, or held until it joins one), or keeps
  /// it until the view is created.
  private func reportDiagnostic(_ diagnostic: Diagnostic) {
    if let storedView {
      storedView.reportDiagnostic(diagnostic)
    } else if pendingDiagnostics.count < Window.diagnosticLimit {
      pendingDiagnostics.append(diagnostic)
    }
  }

  // MARK: View

  /// The controller's root view, created by ``loadView()`` (then ``viewDidLoad()``) on first
  /// access.
  public var view: View {
    get {
      if let storedView { return storedView }
      loadView()
      if storedView == nil { self.view = View() }
      storedView?.viewController = self
      viewDidLoad()
      guard let loaded = storedView else {
        preconditionFailure("ViewController.view: viewDidLoad() left the controller without a view")
      }
      return loaded
    }
    set {
      storedView?.viewController = nil
      storedView = newValue
      newValue.viewController = self
      if !pendingDiagnostics.isEmpty {
        let pending = pendingDiagnostics
        pendingDiagnostics = []
        pending.forEach(newValue.reportDiagnostic)
      }
    }
  }

  /// The root view if it has been created, without creating it.
  public var viewIfLoaded: View? { storedView }

  /// Whether ``view`` has been created.
  public var isViewLoaded: Bool { storedView != nil }

  private weak var explicitContentScrollView: ScrollView?

  /// The scroll view whose scrolling collapses a large navigation title, as UIKit's
  /// `contentScrollView(for:)`: the one set, else the view itself when it is a ``ScrollView``,
  /// else its first subview when that is one (UIKit's rule); `nil` otherwise.
  ///
  /// A container (navigation, tab bar or split controller) has none of its own: UIKit wraps
  /// its children's views in transition views, so the rule never reaches a child's scroll
  /// view, and a large title above a container stays expanded (an outer bar tracking a scroll
  /// view below an inner bar would move the view it measures).
  ///
  /// Setting it is `setContentScrollView(_:)`; setting `nil` goes back to the automatic rule.
  /// It is read without loading the view.
  public var contentScrollView: ScrollView? {
    get {
      if let explicitContentScrollView { return explicitContentScrollView }
      guard let view = storedView, !isContainer else { return nil }
      return view as? ScrollView ?? view.subviews.first as? ScrollView
    }
    set {
      explicitContentScrollView = newValue
      (parent as? NavigationController)?.layoutContainerIfLoaded()
    }
  }

  /// Creates the root view; override to build a custom one and assign it to ``view``.
  ///
  /// The default creates a plain ``View``.
  open func loadView() {
    view = View()
  }

  /// Called once after the root view was created; override to add subviews.
  open func viewDidLoad() {}

  /// Called after the root view laid out its subviews (see ``View/layoutIfNeeded()``).
  open func viewDidLayoutSubviews() {}

  // MARK: Containment

  /// Adds a child controller, as `UIViewController.addChild(_:)`.
  ///
  /// Its view is not added to the hierarchy: add it to a view of this controller (a container
  /// view) yourself and then call the child's ``didMove(toParent:)``, as in UIKit. A child that
  /// had another parent is removed from it first. Calls the child's ``willMove(toParent:)``
  /// with this controller before adding it.
  ///
  /// For the keyboard manager, a field in the child's view belongs to the child: the handling
  /// gates (``KeyboardManager/disabledDistanceHandlingClasses``) test the child's class, while
  /// the view that moves is found from the child by IQKeyboardManager's rule (a plain parent
  /// moves, with the child inside it).
  ///
  /// - Precondition: `child` is not this controller or one of its ancestors.
  public func addChild(_ child: ViewController) {
    var current: ViewController? = self
    while let controller = current {
      precondition(
        controller !== child, "ViewController.addChild: that would make a containment cycle")
      current = controller.parent
    }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent, as `UIViewController.removeFromParent()`; does
  /// nothing without a parent.
  ///
  /// Its view stays where it is: call ``willMove(toParent:)`` with `nil` first and remove the
  /// view yourself, as in UIKit. Calls ``didMove(toParent:)`` with `nil` afterwards.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before this controller is added to (or, with `nil`, removed from) a parent, as
  /// `UIViewController.willMove(toParent:)`; the default does nothing.
  ///
  /// ``addChild(_:)`` calls it with the new parent; a host calls it with `nil` before
  /// ``removeFromParent()``.
  ///
  /// - Parameter parent: The new parent, or `nil` when the controller is being removed.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after this controller was added to (or, with `nil`, removed from) a parent, as
  /// `UIViewController.didMove(toParent:)`; the default does nothing.
  ///
  /// A host calls it after adding the child's view to the parent's hierarchy;
  /// ``removeFromParent()`` calls it with `nil`. Navigation and tab bar controllers call it for
  /// the controllers they add.
  ///
  /// - Parameter parent: The new parent, or `nil` when the controller was removed.
  open func didMove(toParent parent: ViewController?) {}

  /// The nearest ancestor that is a navigation controller.
  public var navigationController: NavigationController? { ancestor(NavigationController.self) }

  /// The nearest ancestor that is a tab bar controller.
  public var tabBarController: TabBarController? { ancestor(TabBarController.self) }

  /// The nearest ancestor that is a split view controller.
  public var splitViewController: SplitViewController? { ancestor(SplitViewController.self) }

  private func ancestor<T: ViewController>(_ type: T.Type) -> T? {
    var current = parent
    while let controller = current {
      if let match = controller as? T { return match }
      current = controller.parent
    }
    return nil
  }

  /// Whether this controller is a navigation, tab bar or split view container.
  var isSystemContainer: Bool {
    self is NavigationController || self is TabBarController || self is SplitViewController
  }

  /// The controller whose view the keyboard manager moves for a field in this controller; override
  /// to redirect it (for example to a side-menu container).
  ///
  /// The default returns `self`. IQKeyboardManager's `iq_parentContainerViewController()`.
  ///
  /// - Returns: The controller to move; the default is `self`.
  open func parentContainerViewController() -> ViewController {
    self
  }

  // MARK: Safe area

  /// The insets the bars of the container holding this controller cover of its view,
  /// measured from the view's edges (``additionalSafeAreaInsets`` come on top of these).
  var barSafeAreaInsets: Insets {
    guard let frame = viewIfLoaded?.frame else { return .zero }
    return barSafeAreaInsets(withViewAt: frame)
  }

  /// The insets the container's bars would cover of this controller's view were the view at
  /// `frame` (in its superview's coordinates): the resting safe area reads a lifted root at
  /// its resting origin, where a top bar covers less of it.
  ///
  /// With `insets`, the bars are where the container lays them out with those safe-area
  /// insets on its view, not where they are.
  func barSafeAreaInsets(withViewAt frame: Rect, containerSafeArea insets: Insets? = nil)
    -> Insets
  {
    guard let parent else { return .zero }
    let edges =
      insets.map { parent.barEdges(forChild: self, containerSafeArea: $0) }
      ?? parent.barEdges(forChild: self)
    return Insets(
      top: edges.top.map { Swift.max(0, $0 - frame.minY) } ?? 0,
      bottom: edges.bottom.map { Swift.max(0, frame.maxY - $0) } ?? 0)
  }

  /// The frame this container's layout gives `subview` of its view, which has `frame` while the
  /// view's size is `oldSize`, once the view is `newSize`; `nil` for a subview the container
  /// does not lay out (and for every subview of a controller that is not a container).
  ///
  /// ``View/frame(forSubview:at:whenResizedFrom:to:)``'s answer for a controller's view.
  func frame(
    forChildView subview: View, at frame: Rect, whenResizedFrom oldSize: Size, to newSize: Size
  ) -> Rect? {
    nil
  }

  /// Where this container's bars end for a child, in the coordinates of the child's frame.
  ///
  /// The bottom of a top bar and the top of a bottom bar; `nil` where there is none.
  /// ``barSafeAreaInsets(withViewAt:containerSafeArea:)`` measures the child's frame against
  /// these edges.
  func barEdges(forChild child: ViewController) -> (top: Double?, bottom: Double?) {
    (nil, nil)
  }

  /// ``barEdges(forChild:)`` as this container lays its bars out when its view has the
  /// safe-area insets `insets`.
  func barEdges(forChild child: ViewController, containerSafeArea insets: Insets)
    -> (top: Double?, bottom: Double?)
  {
    (nil, nil)
  }

  /// Positions contained views (bars, children); containers override it.
  func layoutContainer() {}

  /// Whether this is a container whose view holds its children's views (a navigation, tab bar
  /// or split controller).
  var isContainer: Bool { false }

  // MARK: Presentation

  /// Presents a controller above this one: its view is added to the window in front of every
  /// other view, with a frame given by its ``modalPresentationStyle``.
  ///
  /// - Precondition: This controller's view is in a window, this controller presents nothing
  ///   yet, and `controller` is not already presented or in a container.
  public func present(_ controller: ViewController) {
    guard let window = viewIfLoaded?.window else {
      preconditionFailure("ViewController.present: the presenting controller is not in a window")
    }
    precondition(
      presentedViewController == nil, "ViewController.present: already presenting a controller")
    precondition(
      controller.presentingViewController == nil && controller.parent == nil,
      "ViewController.present: the controller is already presented or contained")
    presentedViewController = controller
    controller.presentingViewController = self
    controller.hostWindow = window
    let view = controller.view
    window.addSubview(view)
    view.frame = controller.presentationFrame(in: window)
    controller.layoutContainer()
  }

  /// Dismisses the controller this one presents, or, when it presents nothing, this controller
  /// itself if it was presented.
  ///
  /// Controllers presented on top go too.
  public func dismiss() {
    if presentedViewController != nil {
      tearDownPresentation()
    } else {
      presentingViewController?.tearDownPresentation()
    }
  }

  /// Removes the controller this one presents, and everything presented above it, topmost
  /// first; a loop, so a chain of any length works.
  private func tearDownPresentation() {
    var chain: [(presenter: ViewController, presented: ViewController)] = []
    var presenter = self
    while let presented = presenter.presentedViewController {
      chain.append((presenter, presented))
      presenter = presented
    }
    for (presenter, presented) in chain.reversed() {
      presented.viewIfLoaded?.removeFromSuperview()
      presented.presentingViewController = nil
      presented.hostWindow = nil
      presenter.presentedViewController = nil
    }
  }

  /// The frame of this controller's view when presented in `window`.
  func presentationFrame(in window: Window) -> Rect {
    let bounds = window.bounds
    let isRegularWidth = bounds.width >= 768
    switch modalPresentationStyle.kind {
    case .fullScreen:
      return bounds
    case .formSheet where isRegularWidth:
      let width = Swift.min(540, bounds.width)
      let height = Swift.min(620, bounds.height)
      return Rect(
        x: (bounds.width - width) / 2, y: (bounds.height - height) / 2,
        width: width, height: height)
    case .pageSheet where isRegularWidth:
      let width = Swift.min(704, bounds.width)
      let top = window.safeAreaInsets.top + 10
      return Rect(x: (bounds.width - width) / 2, y: top, width: width, height: bounds.height - top)
    case .pageSheet, .formSheet:
      let top = window.safeAreaInsets.top + 10
      return Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }
  }
}

extension ViewController: CustomStringConvertible {
  /// The controller's type and title.
  public var description: String {
    let name = String(describing: type(of: self))
    if let title { return "\(name) \"\(title)\"" }
    return name
  }
}

/// How a presented controller's view is laid out; an extensible set as UIKit's
/// `UIModalPresentationStyle`.
public struct PresentationStyle: Sendable, Hashable, CustomStringConvertible {
  enum Kind: String, Sendable, Hashable {
    case fullScreen
    case pageSheet
    case formSheet
  }

  let kind: Kind

  /// The view fills the window.
  public static let fullScreen = PresentationStyle(kind: .fullScreen)
  /// A sheet below the status bar: full width on phones, 704 pt wide and centred on iPad.
  public static let pageSheet = PresentationStyle(kind: .pageSheet)
  /// A 540×620 panel centred on iPad; a page sheet on phones.
  public static let formSheet = PresentationStyle(kind: .formSheet)

  /// The style's name, as in scene files: `fullScreen`, `pageSheet` or `formSheet`.
  public var description: String { kind.rawValue }

  /// The style with the given name, or `nil` for an unknown one.
  public init?(named name: String) {
    guard let kind = Kind(rawValue: name) else { return nil }
    self.kind = kind
  }

  init(kind: Kind) { self.kind = kind }
}
