/// What a mutation of the view tree changed, as reported to ``WindowObserver``s.
///
/// An extensible set of named kinds, so new kinds never break a client's `switch`.
public struct TreeChange: Sendable, Hashable, CustomStringConvertible {
  private let name: String
  private init(_ name: String) { self.name = name }

  /// A view's frame or bounds size changed.
  public static let frame = TreeChange("frame")
  /// A scroll view's content offset (its bounds origin) changed.
  public static let scrollOffset = TreeChange("scroll-offset")
  /// A scroll view's content size or insets changed.
  public static let scrollMetrics = TreeChange("scroll-metrics")
  /// A view was added, removed or reordered.
  public static let hierarchy = TreeChange("hierarchy")
  /// Something that decides whether a view can take focus changed: hidden, alpha,
  /// interaction, enabled or editable flags, navigation opt-out, tag; and a navigation
  /// controller's large-title setting, reported at its top controller's view (the size the
  /// views below rest at, so which of them are too small to take focus); and, reported at the
  /// window, where views that constraints place rest, when that changed with no frame moving;
  /// and, reported at a collection view, where its cells rest, when the app laid its items out
  /// anew during a keyboard manager's hold and a cell rests elsewhere without moving.
  public static let eligibility = TreeChange("eligibility")
  /// A text input's traits changed that decide neither geometry nor eligibility (return-key type,
  /// placeholder, distance, enable mode).
  ///
  /// Unlike every other kind it does not bump the tree generation, so cached navigation orders stay
  /// valid.
  public static let traits = TreeChange("traits")
  /// A text input's caret rectangle moved: a geometry change of the input.
  public static let textInput = TreeChange("text-input")
  /// A text input's text changed, and nothing else: no view moved and the caret rectangle did
  /// not change (those come as ``frame`` and ``textInput``).
  ///
  /// Like ``traits`` it does not bump the tree generation, so a keystroke leaves cached
  /// navigation orders valid and a keyboard manager need not solve again.
  public static let text = TreeChange("text")
  /// A keyboard manager began or stopped holding a view resized (the
  /// ``AvoidanceStrategy/resizeRoot`` strategy), reported at that view once it is laid out.
  ///
  /// While it is held, the frames inside it are set for the keyboard, not where the views rest;
  /// navigation orders keep the places they had, and read the frames again when the hold ends.
  public static let keyboardResize = TreeChange("keyboard-resize")
  /// The window's own frame or safe area changed.
  public static let window = TreeChange("window")

  /// The kind's name.
  public var description: String { name }
}
