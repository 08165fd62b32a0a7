import KeyboardCore
import SceneFormat

/// The state of a live scene at one moment, as values: the window, the keyboard and every named
/// view with its geometry.
///
/// Step reports carry one from before and one from after the step; the renderers draw them.
public struct SceneSnapshot: Sendable, Hashable {
  /// The screen's size in points.
  public var screenSize: Size
  /// The window's frame in screen space.
  public var windowFrame: Rect
  /// The window's safe-area insets.
  public var safeAreaInsets: Insets
  /// The keyboard, or `nil` when it covers nothing.
  public var keyboard: KeyboardState?
  /// The name of the first responder, or `nil`.
  public var firstResponder: String?
  /// Every named view in the window, back to front (tree order).
  public var views: [ViewState]

  /// What a view is, for reports and renderers.
  public enum Role: String, Sendable, Hashable {
    /// A controller's root view (or a container controller's view).
    case controllerView
    /// A plain view.
    case view
    /// A scroll view.
    case scrollView
    /// A table view.
    case tableView
    /// A collection view.
    case collectionView
    /// A table or collection cell.
    case cell
    /// A text field.
    case textField
    /// A text view.
    case textView
    /// A navigation or tab bar.
    case bar

    /// Whether views with this role are text inputs.
    public var isTextInput: Bool { self == .textField || self == .textView }
  }

  /// The keyboard as the window sees it.
  public struct KeyboardState: Sendable, Hashable {
    /// What kind of keyboard it is.
    public var kind: KeyboardKind
    /// The frame as posted, in screen space.
    public var frame: Rect
    /// The part of the window it covers, in window coordinates.
    public var coveredRect: Rect

    /// Creates a keyboard state.
    ///
    /// - Parameters:
    ///   - kind: The kind of keyboard.
    ///   - frame: The posted frame in screen space.
    ///   - coveredRect: The covered part of the window, in window coordinates.
    public init(kind: KeyboardKind, frame: Rect, coveredRect: Rect) {
      self.kind = kind
      self.frame = frame
      self.coveredRect = coveredRect
    }
  }

  /// One named view.
  public struct ViewState: Sendable, Hashable {
    /// The view's id or generated name.
    public var name: String
    /// What the view is.
    public var role: Role
    /// How many named views enclose it.
    public var depth: Int
    /// The frame in the superview's coordinates.
    public var frame: Rect
    /// The frame in window coordinates.
    public var frameInWindow: Rect
    /// The part that can be seen: the frame in window coordinates clipped by the window and
    /// the enclosing scroll views; `nil` when nothing of it shows (hidden, transparent,
    /// scrolled or moved out of sight).
    public var visibleRect: Rect?
    /// A scroll view's content offset.
    public var contentOffset: Point?
    /// A scroll view's content inset.
    public var contentInset: Insets?
    /// A scroll view's content size.
    public var contentSize: Size?
    /// A text input's return key.
    public var returnKeyType: ReturnKeyType?
    /// Whether this is the first responder.
    public var isFirstResponder: Bool

    /// Creates a view state.
    ///
    /// - Parameters:
    ///   - name: The view's name.
    ///   - role: What the view is.
    ///   - depth: How many named views enclose it.
    ///   - frame: The frame in the superview's coordinates.
    ///   - frameInWindow: The frame in window coordinates.
    ///   - visibleRect: The visible part, in window coordinates.
    public init(
      name: String, role: Role, depth: Int, frame: Rect, frameInWindow: Rect, visibleRect: Rect?
    ) {
      self.name = name
      self.role = role
      self.depth = depth
      self.frame = frame
      self.frameInWindow = frameInWindow
      self.visibleRect = visibleRect
      self.contentOffset = nil
      self.contentInset = nil
      self.contentSize = nil
      self.returnKeyType = nil
      self.isFirstResponder = false
    }
  }

  /// The view with this name, if it is in the snapshot.
  ///
  /// - Parameter name: A view's name.
  /// - Returns: Its state.
  public func view(named name: String) -> ViewState? {
    views.first { $0.name == name }
  }
}
