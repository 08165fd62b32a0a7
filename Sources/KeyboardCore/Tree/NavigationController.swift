/// A stack of controllers under a navigation bar, shaped like `UINavigationController`.
///
/// The top controller's view fills the container (full-bleed, as with UIKit's extended
/// layout) and the ``navigationBar`` (44 pt) sits below the status bar; while the bar shows,
/// it adds to the top safe-area inset of the top controller's view. A controller whose
/// ``ViewController/edgesForExtendedLayout`` leaves out the top edge (or whose bar is opaque,
/// without ``ViewController/extendedLayoutIncludesOpaqueBars``) starts at the bar's bottom
/// instead, and every layout pass keeps it there; inside a ``TabBarController``, one that
/// leaves out the bottom edge ends at the tab bar's top, as UIKit's navigation controller
/// does.
///
/// With ``NavigationBar/prefersLargeTitles`` the bar is ``largeTitleHeight`` taller while the
/// top controller shows a large title, and collapses as its content scrolls up under the bar
/// (see ``isShowingLargeTitle``).
open class NavigationController: ViewController {
  /// The stack, bottom first.
  public private(set) var viewControllers: [ViewController] = []
  /// The bar at the top of the container.
  public let navigationBar = NavigationBar()
  /// The bar's height in points, without a large title.
  public static let navigationBarHeight: Double = 44
  /// How much taller the bar is with an expanded large title, in points: 52, so 96 in all, as
  /// on an iPhone.
  public static let largeTitleHeight: Double = 52
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
    navigationBar.navigationController = self
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
    controller.didMove(toParent: self)
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

  override var isContainer: Bool { true }

  override func layoutContainer() {
    let container = view
    if navigationBar.superview !== container { container.addSubview(navigationBar) }
    // The bar first: a top controller that does not extend under it starts at its bottom.
    layoutNavigationBar()
    if let top = topViewController {
      let childView = top.view
      if childView.superview !== container { container.insertSubview(childView, at: 0) }
      let minY = extendsUnderBar(top) ? 0 : navigationBar.frame.maxY
      let previous = laidOutTopView === childView ? laidOutTopMaxY : nil
      laidOutTopView = childView
      laidOutTopMinY = minY
      var maxY = container.bounds.height
      // A tab bar below this navigation controller (UIKit asks the top controller too).
      if let tabEdge = parent?.barEdges(forChild: self).bottom,
        !top.extendsLayout(
          under: .bottom, translucentBar: tabBarController?.tabBar.isTranslucent ?? true)
      {
        maxY = Swift.min(maxY, tabEdge - container.frame.minY)
      }
      laidOutTopMaxY = maxY
      var frame = Rect(
        x: 0, y: minY, width: container.bounds.width, height: Swift.max(0, maxY - minY))
      if let window = container.window, window.viewResizedForKeyboard === childView,
        previous == maxY, childView.frame.minX == frame.minX,
        childView.frame.width == frame.width
      {
        // A keyboard manager holds the view shorter (resizeRoot) and only the bar above it
        // changed: the view rests at the frame laid out here, and its bottom edge stays where
        // the hold put it while its top follows the bar. Laid out at its full height whenever
        // a scroll changed the title, the hold was undone, the root laid out again, the field
        // moved, and the next pass's scroll changed the title again, pass after pass. (A new
        // size of the container, a rotation, lays it out in full: the hold starts anew.)
        window.restingFrames.heldViewRests(at: frame)
        if minY == childView.frame.minY {
          // The top did not move: the held height stays bitwise (the bottom's sum less the top
          // can differ from it in the last bit, which reads as the host resizing the view).
          frame.size.height = Swift.min(frame.height, childView.frame.height)
        } else {
          let bottom = Swift.min(frame.maxY, childView.frame.maxY)
          frame.size.height = Swift.max(0, bottom - minY)
        }
      }
      childView.frame = frame
      top.layoutContainer()
    }
  }

  /// The container lays its top controller's view out from the bar's bottom (or its own top) to
  /// its bottom, and the bar across its width: a new size keeps the top view's top and its
  /// distance to the bottom, and both follow the width.
  ///
  /// A resting-frame reader asks this for a view pushed while a keyboard manager holds the
  /// container smaller: the layout that placed it was for the keyboard's size.
  override func frame(
    forChildView subview: View, at frame: Rect, whenResizedFrom oldSize: Size, to newSize: Size
  ) -> Rect? {
    guard subview === navigationBar || subview === topViewController?.viewIfLoaded else {
      return nil
    }
    let width = Swift.max(0, frame.width + newSize.width - oldSize.width)
    let height =
      subview === navigationBar
      ? frame.height : Swift.max(0, frame.height + newSize.height - oldSize.height)
    return Rect(x: frame.minX, y: frame.minY, width: width, height: height)
  }

  /// The top controller's view the last layout placed, and the y it gave its top edge.
  private weak var laidOutTopView: View?
  private var laidOutTopMinY = 0.0
  /// The y the last layout gave the top controller's view's bottom edge.
  private var laidOutTopMaxY = 0.0

  /// How much taller the layout makes the top controller's view with its large title fully
  /// expanded than it last made it.
  ///
  /// The title is fully expanded with its content scroll view at its resting offset. Negative
  /// when the last layout put the view below a bar a scroll collapsed; 0 when the view extends
  /// under the bar or the title was expanded. Navigation orders measure fields at the size the
  /// view rests at whatever the scrolling, the user's or a keyboard manager's, so that a title
  /// a scroll collapses never reorders fields (issue #13). `nil` before the top view is laid
  /// out.
  ///
  /// - Complexity: O(s), s the controllers on the stack.
  package var topViewGrowthAtRestingTitle: Double? {
    guard isViewLoaded, let top = topViewController, let view = top.viewIfLoaded,
      laidOutTopView === view
    else { return nil }
    let expansion = isShowingLargeTitle ? Self.largeTitleHeight : 0
    let restingMinY =
      extendsUnderBar(top) ? 0 : navigationBar.frame.minY + (Self.navigationBarHeight + expansion)
    return laidOutTopMinY - restingMinY
  }

  /// How far above the top controller's view's top the last layout put its bottom edge.
  ///
  /// Positive in a container shorter than its bar: the container's bottom (or a tab bar's
  /// top) lies above the bar's bottom, and the view was laid out empty at the bar's bottom. A
  /// bar that collapses by `c` moves its top up by `c` but gives it a height only for what `c`
  /// exceeds this by. 0 when the layout left it room below its top (its bottom edge then
  /// stays as the bar moves, so it grows by `c`), or before the top view is laid out.
  package var topViewShortfall: Double {
    guard isViewLoaded, let view = topViewController?.viewIfLoaded, laidOutTopView === view
    else { return 0 }
    let shortfall = laidOutTopMinY - laidOutTopMaxY
    return shortfall.isFinite && shortfall > 0 ? shortfall : 0
  }

  /// Whether a controller's view extends under the bar: the bar is hidden, or the controller
  /// extends its top edge under a translucent bar (or under an opaque one too).
  func extendsUnderBar(_ controller: ViewController) -> Bool {
    isNavigationBarHidden
      || controller.extendsLayout(under: .top, translucentBar: navigationBar.isTranslucent)
  }

  /// Sets the bar's frame: below the container's top safe area, 44 pt tall plus the part of a
  /// large title that is not collapsed.
  ///
  /// The bar sits at the live safe area (a container the keyboard manager lifts under another
  /// bar lays its bar out lower, as UIKit does), but how much of the title shows is read with
  /// the container at rest: the title collapses as its content scrolls, not as the container
  /// moves. Read at the live safe area, a lift collapsed it, which moved the fields below,
  /// which changed the lift, pass after pass.
  func layoutNavigationBar() {
    let container = view
    let top = container.safeAreaInsets.top
    let restingTop = container.restingSafeAreaInsets().top
    navigationBar.frame = Rect(
      x: 0, y: top, width: container.bounds.width,
      height: Self.navigationBarHeight + largeTitleExpansion(belowBarTop: restingTop))
  }

  /// Lays the bar and the top controller's view out again (a configuration change: large
  /// titles, display mode, content scroll view) if the container's view exists.
  func layoutContainerIfLoaded() {
    guard isViewLoaded else { return }
    layoutContainer()
  }

  /// A large-title setting changed (the bar's preference, an item's display mode): lays the
  /// container out again, and reports the change at the top controller's view as one of
  /// ``TreeChange/eligibility``.
  ///
  /// With the title collapsed, switching large titles on or off moves no frame (the bar is
  /// 44 pt either way), but the size the top view rests at changes, and with it the views below
  /// that rest too small to take focus: a navigation order built before must measure again,
  /// and so must the layout engine's resting frames of the views constraints place.
  func largeTitleSettingDidChange() {
    guard isViewLoaded else { return }
    layoutContainer()
    // Where constrained views rest reads the bar's resting height, which the setting changes
    // even where no frame moves (a collapsed title is 44 pt either way): measure it again.
    view.window?.autoLayout?.engine?.restingGeometryDidChange()
    topViewController?.viewIfLoaded?.noteChange(.eligibility)
  }

  /// Whether the top controller shows a large title: the bar's
  /// ``NavigationBar/prefersLargeTitles`` is on and its item's
  /// ``NavigationItem/largeTitleDisplayMode`` is ``LargeTitleDisplayMode/always``, or
  /// ``LargeTitleDisplayMode/automatic`` and the nearest controller below with another mode
  /// shows one (the root counts as showing one).
  ///
  /// The large title's height, ``largeTitleHeight``, collapses as the top controller's
  /// ``ViewController/contentScrollView`` scrolls: at UIKit's resting offset (minus the
  /// adjusted top inset with the title expanded, which a host sets as UIKit does on first
  /// layout) the title is expanded; from there the bar's bottom edge moves with the content,
  /// between 44 and 96 pt below the safe area's top, so 52 pt further the title is collapsed.
  /// The scroll view's adjusted inset follows the bar one for one: an offset at the top of its
  /// valid range stays there as the title collapses or expands. Pulling the content further
  /// down does not stretch the bar beyond 96 pt (UIKit does). Without a content scroll view the
  /// title stays expanded.
  ///
  /// - Complexity: O(s), s the controllers on the stack.
  public var isShowingLargeTitle: Bool {
    guard navigationBar.prefersLargeTitles, !viewControllers.isEmpty else { return false }
    for controller in viewControllers.reversed() {
      switch controller.navigationItem.largeTitleDisplayMode.kind {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The expanded part of a large title: 0 without one, else 52 minus how far the content
  /// has scrolled past its resting offset, clamped to 0...52.
  ///
  /// The resting offset is minus the content scroll view's adjusted top inset with the title
  /// expanded: its content inset, plus (on a vertically adjusted view) the safe area the
  /// expanded bar and the additional insets below it leave on the view. There the title is
  /// expanded, and the bar's bottom edge then moves as the content does, so the adjusted inset
  /// follows the offset one for one: an offset at the top of its valid range stays there
  /// whatever the title does, and clamping an offset into its range is final.
  ///
  /// The scroll view is placed where the top controller's view starts with the bar expanded
  /// (the container's top, or the expanded bar's bottom for a view that does not extend under
  /// the bar), so moving that view itself (the keyboard manager lifting it) does not collapse
  /// the title.
  private func largeTitleExpansion(belowBarTop barTop: Double) -> Double {
    guard isShowingLargeTitle, let top = topViewController else { return 0 }
    guard let scroll = top.contentScrollView,
      let expanded = expandedResting(belowBarTop: barTop)?.offset
    else { return Self.largeTitleHeight }
    let scrolled = scroll.contentOffset.y - expanded
    return Swift.min(Self.largeTitleHeight, Swift.max(0, Self.largeTitleHeight - scrolled))
  }

  /// Where the top controller's content scroll view shows the large title fully expanded.
  ///
  /// Read where the layout reads the title's expansion, the bar's top with the container at
  /// rest (a keyboard manager's lift moves no title): the content offset's y there (its resting offset with
  /// the title expanded; see ``isShowingLargeTitle``), and how far below the scroll view's top
  /// the expanded bar (and the additional safe-area insets below it) reach, whether or not
  /// the scroll view adjusts its insets now. The safe area's share of the resting inset is
  /// that reach capped at the view's height. `nil` without a large title that follows a
  /// content scroll view.
  ///
  /// `atLaidOutHeight` says that the scroll view is the top view itself, below the bar: its
  /// height (so whether it adjusts its insets, and the cap) is read as the navigation
  /// controller lays it out with the title expanded, so a keyboard manager's hold, which
  /// changes only its live height, moves nothing.
  ///
  /// - Complexity: O(d), d the depth of the scroll view in the top controller's view.
  package var largeTitleExpandedResting: (offset: Double, barReach: Double, atLaidOutHeight: Bool)?
  {
    guard isShowingLargeTitle, isViewLoaded else { return nil }
    // The bar's top with the container at rest, as the layout reads the title's expansion
    // (`layoutNavigationBar()`): a container lifted under another bar lays its bar out
    // lower in its own space, and read there each lift moved the expanded offset, so the
    // solver's collapse grew with the lift while the bar's did not, and every pass lifted the
    // root again by the room that false collapse made.
    return expandedResting(belowBarTop: view.restingSafeAreaInsets().top)
  }

  private func expandedResting(belowBarTop barTop: Double) -> (
    offset: Double, barReach: Double, atLaidOutHeight: Bool
  )? {
    guard let top = topViewController, let scroll = top.contentScrollView,
      let childView = top.viewIfLoaded
    else { return nil }
    let expandedBarBottom = barTop + Self.navigationBarHeight + Self.largeTitleHeight
    let extendsUnder = extendsUnderBar(top)
    let childTop = extendsUnder ? 0 : expandedBarBottom
    // A view below the bar is taller or shorter with the title expanded, and its layout can
    // move the scroll view (a flexible top margin): it is placed as laid out there, or else the
    // title's state would depend on a position that the title's state sets, and layouts would
    // alternate (under the bar, then at its top, then under again).
    // The height is the layout's, not the view's: a keyboard manager that holds the view
    // shorter (resizeRoot) would otherwise move the scroll view, so the title, so the view
    // under the bar, so the keyboard's overlap and the hold, in a cycle of 3 layouts.
    var restingSize: Size?
    if !extendsUnder, laidOutTopView === childView {
      let grown = laidOutTopMaxY - expandedBarBottom
      restingSize = Size(width: childView.frame.width, height: Swift.max(0, grown))
    }
    guard let placement = placement(of: scroll, in: childView, resizedTo: restingSize) else {
      return nil
    }
    let safeEdge = expandedBarBottom + top.additionalSafeAreaInsets.top + placement.additionalTop
    let reach = Swift.max(0, safeEdge - (childTop + placement.top))
    // The safe area's share of the inset is capped at the view's height. Whether the view
    // adjusts its insets is read at that height too: a view that scrolls only while the title
    // is expanded (the top view below the bar is shorter then) otherwise put the title's
    // expanded offset at its inset with the title expanded and at 0 with it collapsed, and
    // the title alternated between the two, layout after layout.
    let cover = Swift.min(placement.height, reach)
    let adjusts = scroll.adjustedAxes(atHeight: placement.height).vertical
    let offset = -(scroll.contentInset.top + (adjusts ? cover : 0))
    return (offset, reach, scroll === childView && restingSize != nil)
  }

  /// Where a scroll view sits in `childView`: the y of its frame's top in the bounds space of
  /// `childView` and its height, once `childView` is `size` (its layout's rule for each view on
  /// the way, ``View/frame(forSubview:at:whenResizedFrom:to:)``; as it is when `nil`), and the
  /// top ``ViewController/additionalSafeAreaInsets`` of the controllers whose views lie between
  /// them (the scroll view's own included); `nil` when the scroll view is not `childView` or
  /// inside it.
  ///
  /// Each view's subviews are carried from the size they are laid out for
  /// (``View/subviewsLayoutSize``), not its size now: a size a keyboard manager gave the view
  /// waits for the next layout pass, and carried from it, a subview still laid out for the old
  /// size was taken to be at the new one (flexible margins kept it there), and the title read
  /// an expanded offset that moved with every held height. Without `size` the subviews stay
  /// where that layout put them: carried to a height a keyboard manager gave the view since,
  /// a flexible-margin scroll view was read out from under the bar at a height the manager's
  /// next pass puts back, the title read as expanding there while it stayed collapsed, and
  /// solving the applied result again moved the views.
  private func placement(of scroll: ScrollView, in childView: View, resizedTo size: Size?) -> (
    top: Double, height: Double, additionalTop: Double
  )? {
    var additional = 0.0
    var chain: [View] = []
    var current: View = scroll
    while current !== childView {
      guard let parent = current.superview else { return nil }
      if let controller = current.viewController {
        additional += controller.additionalSafeAreaInsets.top
      }
      chain.append(current)
      current = parent
    }
    var y = 0.0
    var parent = childView
    var oldSize = childView.subviewsLayoutSize
    var newSize = size ?? oldSize
    // The scroll view that is `childView` itself is `size` tall (as tall as it is now).
    var height = size?.height ?? childView.bounds.height
    for view in chain.reversed() {
      let frame =
        newSize == oldSize
        ? view.frame
        : parent.frame(forSubview: view, at: view.frame, whenResizedFrom: oldSize, to: newSize)
      y += frame.minY - parent.bounds.minY
      height = frame.height
      oldSize = view.subviewsLayoutSize
      newSize = frame.size
      parent = view
    }
    return (y, height, additional)
  }

  /// Follows a scroll of a top controller's content scroll view: the large title collapses or
  /// expands at once, as UIKit's bar does while the user scrolls; a top view that starts at the
  /// bar's bottom follows at the next layout pass.
  ///
  /// - Complexity: O(d) for a scroll view, d its depth; O(1) for any other view.
  static func contentDidScroll(_ view: View) {
    guard let scroll = view as? ScrollView else { return }
    guard let controller = scroll.containingViewController,
      let navigation = controller.parent as? NavigationController,
      navigation.topViewController === controller, navigation.navigationBar.prefersLargeTitles,
      navigation.isViewLoaded, controller.contentScrollView === scroll
    else { return }
    navigation.followTitleContent(of: controller)
  }

  /// Follows a change of a view's subviews: when it is a top controller's view, its first
  /// subview may now be another content scroll view (UIKit's automatic rule,
  /// ``ViewController/contentScrollView``), or none, and the large title is laid out again for
  /// it, as after a scroll.
  ///
  /// Left as it was, the bar kept the title of the old content scroll view while the title's
  /// rule, read at the new one's offset, gave another: a keyboard manager that read that rule
  /// planned for a collapse that nothing laid out, and left the field covered by it.
  ///
  /// - Complexity: O(d), d the depth of the content scroll view, for a top controller's view;
  ///   O(1) for any other view.
  static func subviewsDidChange(in view: View) {
    guard let controller = view.viewController, controller.viewIfLoaded === view,
      !controller.isContainer, let navigation = controller.parent as? NavigationController,
      navigation.topViewController === controller, navigation.navigationBar.prefersLargeTitles,
      navigation.isViewLoaded
    else { return }
    navigation.followTitleContent(of: controller)
  }

  /// Follows a change of a controller's additional safe-area insets: a navigation controller
  /// above it whose top controller is (or contains) it lays its large title out again, as
  /// after a scroll.
  ///
  /// The title's expansion is read from its content scroll view's offset past the offset
  /// where the title is fully expanded, and the top controller's additional insets (and those
  /// of the controllers inside it) move that offset. Left as it was, the bar showed a title
  /// that its next layout changes while nothing scrolls, and a keyboard manager that read the
  /// title as the layout gives it planned for a bar the screen did not show.
  ///
  /// - Complexity: O(a), a the controller's ancestors.
  static func additionalInsetsDidChange(in controller: ViewController) {
    var current = controller
    while let parent = current.parent {
      if let navigation = parent as? NavigationController,
        navigation.topViewController === current, navigation.navigationBar.prefersLargeTitles,
        navigation.isViewLoaded, current.contentScrollView != nil
      {
        navigation.followTitleContent(of: current)
      }
      current = parent
    }
  }

  /// Lays the bar out again for the title's expansion now; a top view that starts at the bar's
  /// bottom follows at the next layout pass.
  private func followTitleContent(of controller: ViewController) {
    let height = navigationBar.frame.height
    layoutNavigationBar()
    // A top view that starts at the bar's bottom follows the bar at the next layout pass, as
    // UIKit's navigation controller lays it out again; until then the bar would overlap it
    // (or leave a gap) and its safe area, so the scroll view's valid range, would be wrong.
    if navigationBar.frame.height != height, !extendsUnderBar(controller) {
      view.setNeedsLayout()
    }
  }

  override func barEdges(forChild child: ViewController) -> (top: Double?, bottom: Double?) {
    guard !isNavigationBarHidden, child === topViewController else { return (nil, nil) }
    return (navigationBar.frame.minY + barHeight(over: child), nil)
  }

  override func barEdges(forChild child: ViewController, containerSafeArea insets: Insets)
    -> (top: Double?, bottom: Double?)
  {
    guard !isNavigationBarHidden, child === topViewController else { return (nil, nil) }
    // The bar starts at the container's top safe area (`layoutNavigationBar()`).
    return (insets.top + barHeight(over: child), nil)
  }

  /// The bar's height as the top controller's safe area reads it: the bar's own, or, while the
  /// window measures resting frames (`Window.measuresTitlesAtRest`) and the top view extends
  /// under the bar, its height with the large title fully expanded, as at rest.
  private func barHeight(over child: ViewController) -> Double {
    guard extendsUnderBar(child), view.window?.measuresTitlesAtRest == true else {
      return navigationBar.frame.height
    }
    return restingBarHeight
  }

  /// The bar's height with every scroll view at rest: 44 pt, plus ``largeTitleHeight`` while
  /// the top controller shows a large title (expanded at rest).
  var restingBarHeight: Double {
    Self.navigationBarHeight + (isShowingLargeTitle ? Self.largeTitleHeight : 0)
  }

  /// Whether a scroll has collapsed the large title (part or all of it) over a top view that
  /// extends under the bar: the view's top safe area is then smaller than at rest, and the
  /// views its constraints pin there are laid out higher than where they rest.
  ///
  /// A top view that starts at the bar's bottom is laid out taller instead (see
  /// ``topViewGrowthAtRestingTitle``); its safe area does not change.
  var collapsesTitleOverExtendedView: Bool {
    guard isViewLoaded, !isNavigationBarHidden, let top = topViewController,
      top.viewIfLoaded?.superview === view, extendsUnderBar(top)
    else { return false }
    return navigationBar.frame.height != restingBarHeight
  }
}
