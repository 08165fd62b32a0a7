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
  ///
  /// A non-finite or negative height is rejected with a diagnostic.
  public var rowHeight: Double = 44 {
    didSet {
      guard rowHeight.isFinite, rowHeight >= 0 else {
        let code: Diagnostic.Code = rowHeight.isFinite ? .negativeSize : .nonFiniteGeometry
        reportDiagnostic(Diagnostic(code, "\(typeName).rowHeight \(rowHeight) rejected"))
        rowHeight = oldValue
        return
      }
    }
  }

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
  ///
  /// A non-finite or negative size is rejected with a diagnostic (the old size stays).
  public var itemSize = Size(width: 100, height: 50) {
    didSet {
      guard itemSize.isFinite, itemSize.width >= 0, itemSize.height >= 0 else {
        let code: Diagnostic.Code = itemSize.isFinite ? .negativeSize : .nonFiniteGeometry
        reportDiagnostic(Diagnostic(code, "\(typeName).itemSize \(itemSize) rejected"))
        itemSize = oldValue
        return
      }
      if itemSize != oldValue { layoutItems() }
    }
  }

  /// The space between items and between rows.
  ///
  /// A non-finite spacing is rejected and a negative one clamped to 0, each with a diagnostic.
  public var spacing: Double = 10 {
    didSet {
      guard spacing.isFinite else {
        reportDiagnostic(
          Diagnostic(.nonFiniteGeometry, "\(typeName).spacing \(spacing) rejected: not finite"))
        spacing = oldValue
        return
      }
      if spacing < 0 {
        reportDiagnostic(
          Diagnostic(.clampedValue, "\(typeName).spacing \(spacing) clamped to 0"))
        spacing = 0
      }
      if spacing != oldValue { layoutItems() }
    }
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
  ///
  /// Any finite geometry works: a row holds at least one item and at most all of them, however
  /// wide the view (a width of 1e300 puts every item in one row). Positions past the largest
  /// finite number are rejected by the cells' frames with a diagnostic.
  public func layoutItems() {
    let step = itemSize.width + spacing
    let perRow = Self.itemsPerRow(
      width: bounds.width, spacing: spacing, step: step, count: cells.count)
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

  /// How many items fit in a row, in 1...max(1, count), without converting a value that does
  /// not fit in an `Int` (the conversion traps).
  static func itemsPerRow(width: Double, spacing: Double, step: Double, count: Int) -> Int {
    let limit = Swift.max(1, count)
    let fit = (width + spacing) / Swift.max(step, 1)
    // NaN (∞ / ∞) reads as "one per row"; anything at or past the limit as the limit.
    guard fit >= 1 else { return 1 }
    guard fit < Double(limit) else { return limit }
    return Int(fit)
  }
}
