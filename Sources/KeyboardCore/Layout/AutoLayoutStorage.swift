/// What a view keeps for Auto Layout, allocated the first time the view uses it, so a view
/// laid out by frames alone pays one nil pointer.
final class AutoLayoutStorage {
  /// `translatesAutoresizingMaskIntoConstraints`.
  var translatesAutoresizingMask = true
  /// The active constraints this view keeps (it is their items' nearest common ancestor).
  var owned: [LayoutConstraint] = []
  /// Content hugging priorities, horizontal and vertical.
  var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  /// Compression resistance priorities, horizontal and vertical.
  var compression = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
  /// `alignmentRectInsets`.
  var alignmentInsets = Insets.zero
  /// The guides added with `addLayoutGuide(_:)`.
  var guides: [LayoutGuide] = []
  var safeArea: LayoutGuide?
  var margins: LayoutGuide?
  var readable: LayoutGuide?
  var keyboard: KeyboardLayoutGuide?
  var scrollContent: LayoutGuide?
  var scrollFrame: LayoutGuide?
  /// The engine in which this view is an item (its frame is read or written there).
  weak var member: LayoutEngine?
  /// The engine of the tree this view is the root of.
  var engine: LayoutEngine?
  /// Whether `updateConstraints()` is due before the next solve.
  var needsUpdateConstraints = false
}
