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

/// A vertical list of cells, shaped like `UITableView`: a scroll view whose cells are stacked
/// from the top, each ``rowHeight`` tall unless the cell sets its own height, full width.
open class TableView: ScrollView {
  /// The cells, top to bottom.
  public private(set) var cells: [Cell] = []

  /// The default row height for cells added with a zero height.
  public var rowHeight: Double = 44

  /// Appends a cell as the last row and lays the rows out.
  ///
  /// - Returns: The cell's row index.
  @discardableResult
  public func appendCell(_ cell: Cell) -> Int {
    insertCell(cell, at: cells.count)
    return cells.count - 1
  }

  /// Inserts a cell at a row and lays the rows out.
  ///
  /// A cell that is already one of this table's rows moves; `row` is then read after it left
  /// its old row.
  ///
  /// - Precondition: `row` is in `0...cells.count` (after the move).
  public func insertCell(_ cell: Cell, at row: Int) {
    if let old = self.row(of: cell) { cells.remove(at: old) }
    precondition(row >= 0 && row <= cells.count, "TableView.insertCell: row \(row) out of range")
    cells.insert(cell, at: row)
    addSubview(cell)
    layoutRows()
  }

  /// Removes the cell at a row and lays the remaining rows out.
  ///
  /// - Precondition: `row` is a valid row.
  public func removeCell(at row: Int) {
    precondition(cells.indices.contains(row), "TableView.removeCell: row \(row) out of range")
    cells.remove(at: row).removeFromSuperview()
    layoutRows()
  }

  /// The row of a cell, or `nil` when it is not one of this table's cells.
  public func row(of cell: Cell) -> Int? {
    cells.firstIndex { $0 === cell }
  }

  /// The rectangle of a row in the table's content coordinates.
  ///
  /// - Precondition: `row` is a valid row.
  public func rectForRow(_ row: Int) -> Rect {
    precondition(cells.indices.contains(row), "TableView.rectForRow: row \(row) out of range")
    return cells[row].frame
  }

  /// Stacks the cells and sets the content size to fit them.
  public func layoutRows() {
    var y = 0.0
    for cell in cells {
      let height = cell.frame.height > 0 ? cell.frame.height : rowHeight
      cell.frame = Rect(x: 0, y: y, width: bounds.width, height: height)
      y += height
    }
    contentSize = Size(width: bounds.width, height: y)
  }

  override func didChangeFrame(from oldValue: Rect) {
    if oldValue.width != frame.width { layoutRows() }
  }
}

/// A grid of cells, shaped like `UICollectionView` with a flow layout: fixed-size items placed
/// left to right, wrapping into rows.
open class CollectionView: ScrollView {
  /// The cells, in item order.
  public private(set) var cells: [Cell] = []

  /// The size of every item.
  public var itemSize = Size(width: 100, height: 50) {
    didSet { layoutItems() }
  }

  /// The space between items and between rows.
  public var spacing: Double = 10 {
    didSet { layoutItems() }
  }

  /// Appends a cell as the last item and lays the items out.
  ///
  /// - Returns: The cell's item index.
  @discardableResult
  public func appendCell(_ cell: Cell) -> Int {
    cells.append(cell)
    addSubview(cell)
    layoutItems()
    return cells.count - 1
  }

  /// Removes the cell at an item index and lays the rest out.
  ///
  /// - Precondition: `item` is a valid index.
  public func removeCell(at item: Int) {
    precondition(
      cells.indices.contains(item), "CollectionView.removeCell: item \(item) out of range")
    cells.remove(at: item).removeFromSuperview()
    layoutItems()
  }

  /// Places the items in rows and sets the content size to fit them.
  public func layoutItems() {
    let step = itemSize.width + spacing
    let perRow = Swift.max(1, Int((bounds.width + spacing) / Swift.max(step, 1)))
    for (index, cell) in cells.enumerated() {
      let column = index % perRow
      let line = index / perRow
      cell.frame = Rect(
        x: Double(column) * step, y: Double(line) * (itemSize.height + spacing),
        width: itemSize.width, height: itemSize.height)
    }
    let rows = (cells.count + perRow - 1) / perRow
    let height = rows == 0 ? 0 : Double(rows) * (itemSize.height + spacing) - spacing
    contentSize = Size(width: bounds.width, height: height)
  }

  override func didChangeFrame(from oldValue: Rect) {
    if oldValue.width != frame.width { layoutItems() }
  }
}
