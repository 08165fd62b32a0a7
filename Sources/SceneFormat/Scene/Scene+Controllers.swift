import KeyboardCore

extension Scene {
  /// What kind of view controller a ``ControllerSpec`` builds.
  package enum ControllerKind: String, Sendable, Hashable, CaseIterable {
    /// A plain `ViewController` whose ``ControllerSpec/view`` holds the content.
    case plain
    /// A `NavigationController`; ``ControllerSpec/viewControllers`` is the stack, bottom first.
    case navigation
    /// A `TabBarController`; ``ControllerSpec/viewControllers`` are the tabs.
    case tab
    /// A `SplitViewController`; ``ControllerSpec/viewControllers`` are the primary and the
    /// secondary column.
    case split
  }

  /// A view controller of a scene, with its view (plain controllers), its children
  /// (containers) and the controller it presents.
  package struct ControllerSpec: Sendable, Hashable {
    /// The controller's id; ids of controllers and views share one namespace.
    ///
    /// Expectations on a controller's id read its view (`form.frame.y`).
    package var id: String?
    /// What kind of controller this is.
    package var kind: ControllerKind
    /// The controller's title.
    package var title: String?
    /// The root view of a plain controller (its frame is set by the container); `nil` for a
    /// plain `View` with no subviews.
    package var view: ViewSpec?
    /// The children of a container: the navigation stack (bottom first), the tabs, or the
    /// split view's two columns.
    package var viewControllers: [ControllerSpec]
    /// Whether a navigation controller's bar is hidden.
    package var isNavigationBarHidden: Bool
    /// The selected tab of a tab bar controller.
    package var selectedIndex: Int
    /// How this controller is laid out when presented.
    package var modalPresentationStyle: PresentationStyle
    /// Extra safe-area insets for the controller's view.
    package var additionalSafeAreaInsets: Insets
    /// Overrides of the scene's return-manager settings for this controller's form.
    package var returnManager: ReturnSettings?
    /// The class of a plain controller, for the keyboard manager's per-class lists; `nil`
    /// builds a `ViewController`.
    package var controllerClass: ControllerClass?
    /// Navigation controllers: `NavigationBar.prefersLargeTitles`.
    package var prefersLargeTitles: Bool
    /// Navigation and tab bar controllers: whether the bar is translucent
    /// (`NavigationBar.isTranslucent`, `TabBar.isTranslucent`); `true` by default.
    package var isTranslucent: Bool
    /// `NavigationItem.largeTitleDisplayMode` of this controller.
    package var largeTitleDisplayMode: LargeTitleDisplayMode
    /// `ViewController.edgesForExtendedLayout`; all edges by default.
    package var edgesForExtendedLayout: RectEdge
    /// `ViewController.extendedLayoutIncludesOpaqueBars`.
    package var extendedLayoutIncludesOpaqueBars: Bool
    /// Plain controllers: the id of a scroll view in the controller's view whose scrolling
    /// collapses a large title (`ViewController.contentScrollView`); `nil` for UIKit's rule.
    package var contentScrollView: String?
    /// Plain controllers: child controllers embedded in views of this one.
    package var children: [ChildSpec]
    private var presentedStorage: [ControllerSpec]

    /// The controller this one presents when the scene is built, if any.
    ///
    /// Only the root controller (and controllers presented from it) may present.
    package var presented: ControllerSpec? {
      get { presentedStorage.first }
      set { presentedStorage = newValue.map { [$0] } ?? [] }
    }

    /// Creates a controller description.
    ///
    /// - Parameters:
    ///   - id: The controller's id.
    ///   - kind: What kind of controller.
    ///   - title: The title.
    ///   - view: A plain controller's root view.
    ///   - viewControllers: A container's children.
    ///   - isNavigationBarHidden: Whether a navigation bar is hidden.
    ///   - selectedIndex: The selected tab.
    ///   - modalPresentationStyle: The presentation style when presented.
    ///   - additionalSafeAreaInsets: Extra safe-area insets.
    ///   - returnManager: Return-manager overrides for this form.
    ///   - presented: The controller presented at build time.
    package init(
      id: String? = nil, kind: ControllerKind = .plain, title: String? = nil,
      view: ViewSpec? = nil, viewControllers: [ControllerSpec] = [],
      isNavigationBarHidden: Bool = false, selectedIndex: Int = 0,
      modalPresentationStyle: PresentationStyle = .fullScreen,
      additionalSafeAreaInsets: Insets = .zero, returnManager: ReturnSettings? = nil,
      presented: ControllerSpec? = nil
    ) {
      self.id = id
      self.kind = kind
      self.title = title
      self.view = view
      self.viewControllers = viewControllers
      self.isNavigationBarHidden = isNavigationBarHidden
      self.selectedIndex = selectedIndex
      self.modalPresentationStyle = modalPresentationStyle
      self.additionalSafeAreaInsets = additionalSafeAreaInsets
      self.returnManager = returnManager
      self.presentedStorage = presented.map { [$0] } ?? []
      self.prefersLargeTitles = false
      self.isTranslucent = true
      self.largeTitleDisplayMode = .automatic
      self.edgesForExtendedLayout = .all
      self.extendedLayoutIncludesOpaqueBars = false
      self.contentScrollView = nil
      self.children = []
    }
  }

  /// A child controller embedded in a view of its parent (a container view), as
  /// `addChild(_:)`, adding its view, `didMove(toParent:)`.
  package struct ChildSpec: Sendable, Hashable {
    /// The id of the plain view of the parent that holds the child's view.
    package var container: String
    /// The child.
    package var controller: ControllerSpec

    /// Creates a child description.
    ///
    /// - Parameters:
    ///   - container: The id of the parent's plain view that holds the child's view.
    ///   - controller: The child.
    package init(container: String, controller: ControllerSpec) {
      self.container = container
      self.controller = controller
    }
  }
}
