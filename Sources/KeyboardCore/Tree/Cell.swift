/// A cell of a ``TableView`` or ``CollectionView``: a view whose content goes in
/// ``contentView``.
open class Cell: View {
  /// The view that holds the cell's content (fields, labels).
  public let contentView = View()

  /// Creates a cell.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    contentView.frame = Rect(origin: .zero, size: frame.size)
    addSubview(contentView)
  }

  override func didChangeFrame(from oldValue: Rect) {
    contentView.frame = Rect(origin: .zero, size: frame.size)
  }
}
