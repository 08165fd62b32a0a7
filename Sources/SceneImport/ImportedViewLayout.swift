/// The Auto Layout settings a document gives one view of an imported screen: whether its
/// autoresizing mask becomes constraints, its content hugging and compression resistance
/// priorities, and whether Interface Builder found its layout ambiguous or its stored frame
/// misplaced.
///
/// Only views with an id in the scene are listed (the importer gives an id to every view a
/// constraint names); a priority is `nil` when the document leaves UIKit's default (250 for
/// hugging, 750 for compression resistance).
public struct ImportedViewLayout: Sendable, Hashable {
  /// The view's id in the scene.
  public var id: String
  /// `translatesAutoresizingMaskIntoConstraints` (`true` unless the document says `NO`).
  public var translatesAutoresizingMaskIntoConstraints = true
  /// `horizontalHuggingPriority`.
  public var horizontalHuggingPriority: Double?
  /// `verticalHuggingPriority`.
  public var verticalHuggingPriority: Double?
  /// `horizontalCompressionResistancePriority`.
  public var horizontalCompressionResistancePriority: Double?
  /// `verticalCompressionResistancePriority`.
  public var verticalCompressionResistancePriority: Double?
  /// Whether Interface Builder marked the layout ambiguous (`ambiguous="YES"`).
  public var isAmbiguous = false
  /// Whether Interface Builder marked the stored frame misplaced (`misplaced="YES"`): it is not
  /// where the constraints put the view (the document was not updated since they changed, or
  /// since it was laid out at another size).
  public var isMisplaced = false

  /// Creates a view's layout settings with UIKit's defaults.
  ///
  /// - Parameter id: The view's id in the scene.
  public init(id: String) {
    self.id = id
  }
}
