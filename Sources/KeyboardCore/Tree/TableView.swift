/// A vertical list of cells in sections, shaped like `UITableView`.
///
/// From the top: the ``tableHeaderView``, then for each section a header
/// (``sectionHeaderHeight``), its rows and a footer (``sectionFooterHeight``), then the
/// ``tableFooterView``. The content size fits them all.
///
/// Rows come from one of two places:
/// - **Cells added one by one** (``appendCell(_:)``, ``insertCell(_:at:)``): they form the
///   single section 0; a cell keeps its own height when it has one, otherwise it gets
///   ``rowHeight``.
/// - **A ``dataSource``**: the number of sections, rows per section and each height come from
///   it, so long tables are not listed row by row.
///
/// ## Differences from UIKit
///
/// Every cell a data source returns is realised at ``reloadData()`` and stays (no reuse, no
/// realising on scroll); a row whose cell is `nil` takes its height but has no view, which is
/// how a long table stays cheap. Section headers and footers are heights, not views (there
/// are no titles or fonts to size them by). Rows are laid out when the rows or heights change
/// and when the width changes, not in the lazy layout pass. ``automaticDimension`` means "the
/// table's height", not self-sizing. There is no sticky header in the plain style.
open class TableView: ScrollView {
  /// A row's position: its section and its row within the section, as UIKit's `IndexPath`.
  public struct IndexPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The row within the section.
    public var row: Int
    /// The section.
    public var section: Int

    /// Creates a position, as `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
      self.row = row
      self.section = section
    }

    /// Section first, then row.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
      (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `[section, row]`, as Foundation prints an index path.
    public var description: String { "[\(section), \(row)]" }
  }

  /// The heights of one section.
  private struct SectionMetrics {
    var header: Double
    var rows: [Double]
    var footer: Double
  }

  /// Where one section's parts start in content coordinates.
  private struct SectionLayout {
    var headerTop: Double
    /// The top of each row, then the end of the last row (`rows.count + 1` entries).
    var rowTops: [Double]
  }

  /// A height meaning "the table's own": ``rowHeight`` for a row, ``sectionHeaderHeight`` or
  /// ``sectionFooterHeight`` for a header or footer (-1, as `UITableView.automaticDimension`).
  public static let automaticDimension: Double = -1

  /// The table's style, fixed at creation.
  public let style: Style

  /// The realised cells in row order: the cells added one by one, or the cells the data
  /// source returned.
  public private(set) var cells: [Cell] = []

  /// The data source, held weakly, as UIKit does; setting it calls ``reloadData()``.
  ///
  /// With a data source, ``appendCell(_:)``, ``insertCell(_:at:)`` and ``removeCell(at:)`` may
  /// not be used.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { reloadData() }
  }

  private var metrics: [SectionMetrics] = []
  private var layout: [SectionLayout] = []
  private var pathOfCell: [ObjectIdentifier: IndexPath] = [:]
  private var cellAtPath: [IndexPath: Cell] = [:]
  /// Whether the rows came from a data source at the last ``reloadData()``.
  private var cellsFromDataSource = false

  /// The default row height (44, as UIKit's); a data source's ``automaticDimension`` and a cell
  /// added with a zero height get it.
  ///
  /// A non-finite or negative height is rejected with a diagnostic.
  public var rowHeight: Double = 44 {
    didSet {
      guard checkHeight(rowHeight, named: "rowHeight") else {
        rowHeight = oldValue
        return
      }
      if rowHeight != oldValue { layoutRows() }
    }
  }

  /// The height of every section's header unless the data source gives one: 0 for
  /// ``Style/plain``, 18 for the grouped styles.
  ///
  /// UIKit sizes untitled headers itself; 18 is the model's figure for the gap a grouped table
  /// draws above a section, so set it when a screen needs another. A non-finite or negative
  /// height is rejected with a diagnostic.
  public var sectionHeaderHeight: Double {
    didSet {
      guard checkHeight(sectionHeaderHeight, named: "sectionHeaderHeight") else {
        sectionHeaderHeight = oldValue
        return
      }
      if sectionHeaderHeight != oldValue { layoutRows() }
    }
  }

  /// The height of every section's footer unless the data source gives one: 0 for
  /// ``Style/plain``, 18 for the grouped styles (see ``sectionHeaderHeight``).
  ///
  /// A non-finite or negative height is rejected with a diagnostic.
  public var sectionFooterHeight: Double {
    didSet {
      guard checkHeight(sectionFooterHeight, named: "sectionFooterHeight") else {
        sectionFooterHeight = oldValue
        return
      }
      if sectionFooterHeight != oldValue { layoutRows() }
    }
  }

  /// The gap on each side of the rows in the ``Style/insetGrouped`` style: 20 by default.
  ///
  /// UIKit takes it from the table's layout margins, which depend on the device (16 or 20 on
  /// iPhones); set it to match the screen being modelled. Other styles ignore it. A non-finite
  /// or negative gap is rejected with a diagnostic.
  public var insetGroupedMargin: Double = 20 {
    didSet {
      guard checkHeight(insetGroupedMargin, named: "insetGroupedMargin") else {
        insetGroupedMargin = oldValue
        return
      }
      if insetGroupedMargin != oldValue { layoutRows() }
    }
  }

  /// A view above the first section, full width, keeping its own height, as
  /// `UITableView.tableHeaderView`.
  public var tableHeaderView: View? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }

  /// A view below the last section, full width, keeping its own height, as
  /// `UITableView.tableFooterView`.
  public var tableFooterView: View? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }

  /// Creates a table of the given style.
  public init(frame: Rect = .zero, style: Style) {
    self.style = style
    let grouped = style != .plain
    sectionHeaderHeight = grouped ? 18 : 0
    sectionFooterHeight = grouped ? 18 : 0
    super.init(frame: frame)
    layoutRows()
  }

  /// Creates a table of the ``Style/plain`` style.
  public override convenience init(frame: Rect = .zero) {
    self.init(frame: frame, style: .plain)
  }

  private func checkHeight(_ value: Double, named name: String) -> Bool {
    guard value.isFinite, value >= 0 else {
      let code: Diagnostic.Code = value.isFinite ? .negativeSize : .nonFiniteGeometry
      reportDiagnostic(Diagnostic(code, "\(typeName).\(name) \(value) rejected"))
      return false
    }
    return true
  }

  private func replaceAccessory(_ old: View?, with new: View?) {
    guard old !== new else { return }
    if let old, old.superview === self { old.removeFromSuperview() }
    if let new { addSubview(new) }
    layoutRows()
  }

  // MARK: Cells added one by one

  /// Appends a cell as the last row of section 0 and lays the rows out.
  ///
  /// - Returns: The cell's row index.
  /// - Precondition: The rows do not come from a ``dataSource``.
  @discardableResult
  public func appendCell(_ cell: Cell) -> Int {
    insertCell(cell, at: cells.count - (row(of: cell) == nil ? 0 : 1))
    return cells.count - 1
  }

  /// Inserts a cell at a row of section 0 and lays the rows out.
  ///
  /// A cell that is already one of this table's rows moves; `row` is then read after it left
  /// its old row.
  ///
  /// - Precondition: The rows do not come from a ``dataSource``; `row` is in `0...cells.count` (after the
  ///   move).
  public func insertCell(_ cell: Cell, at row: Int) {
    precondition(
      !cellsFromDataSource,
      "TableView.insertCell: the rows come from a data source; set dataSource to nil first")
    if let old = cells.firstIndex(where: { $0 === cell }) { cells.remove(at: old) }
    precondition(row >= 0 && row <= cells.count, "TableView.insertCell: row \(row) out of range")
    cells.insert(cell, at: row)
    addSubview(cell)
    layoutRows()
  }

  /// Removes the cell at a row of section 0 and lays the remaining rows out.
  ///
  /// - Precondition: The rows do not come from a ``dataSource``; `row` is a valid row.
  public func removeCell(at row: Int) {
    precondition(
      !cellsFromDataSource,
      "TableView.removeCell: the rows come from a data source; set dataSource to nil first")
    precondition(cells.indices.contains(row), "TableView.removeCell: row \(row) out of range")
    cells.remove(at: row).removeFromSuperview()
    layoutRows()
  }

  // MARK: Data source

  /// Reads the sections, rows, heights and cells again from the ``dataSource``, replacing the
  /// realised cells, and lays the table out, as `UITableView.reloadData()`.
  ///
  /// Cells that are not returned again leave the table (a first responder inside one resigns).
  /// Without a data source it only lays the cells out.
  ///
  /// - Complexity: O(r + c), r the rows and c the cells returned.
  public func reloadData() {
    guard let source = dataSource else {
      if cellsFromDataSource {
        removeCells(except: [])
        cells = []
        cellsFromDataSource = false
      }
      layoutRows()
      return
    }
    let sectionCount = checkedCount(source.numberOfSections(in: self), what: "numberOfSections")
    var newMetrics: [SectionMetrics] = []
    var newPaths: [ObjectIdentifier: (path: IndexPath, cell: Cell)] = [:]
    newMetrics.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      let rowCount = checkedCount(
        source.tableView(self, numberOfRowsInSection: section),
        what: "numberOfRowsInSection(\(section))")
      var rows: [Double] = []
      rows.reserveCapacity(rowCount)
      for row in 0..<rowCount {
        let path = IndexPath(row: row, section: section)
        rows.append(checkedDimension(source.tableView(self, heightForRowAt: path), what: "row"))
        if let cell = source.tableView(self, cellForRowAt: path) {
          // A cell returned for two rows goes to the last.
          newPaths[ObjectIdentifier(cell)] = (path, cell)
        }
      }
      newMetrics.append(
        SectionMetrics(
          header: checkedDimension(
            source.tableView(self, heightForHeaderInSection: section), what: "header"),
          rows: rows,
          footer: checkedDimension(
            source.tableView(self, heightForFooterInSection: section), what: "footer")))
    }
    removeCells(except: Set(newPaths.keys))
    metrics = newMetrics
    cellsFromDataSource = true
    let ordered = newPaths.values.sorted { $0.path < $1.path }
    cells = ordered.map(\.cell)
    pathOfCell = [:]
    cellAtPath = [:]
    for (path, cell) in ordered {
      pathOfCell[ObjectIdentifier(cell)] = path
      cellAtPath[path] = cell
      if cell.superview !== self { addSubview(cell) }
    }
    layoutRows()
  }

  /// Takes the current cells that are not kept out of the table.
  private func removeCells(except kept: Set<ObjectIdentifier>) {
    for cell in cells where !kept.contains(ObjectIdentifier(cell)) && cell.superview === self {
      cell.removeFromSuperview()
    }
  }

  private func checkedCount(_ count: Int, what: String) -> Int {
    guard count >= 0 else {
      reportDiagnostic(
        Diagnostic(.clampedValue, "\(typeName) data source: \(what) \(count) counted as 0"))
      return 0
    }
    return count
  }

  /// A height from the data source: ``automaticDimension`` is kept (resolved at layout), other
  /// negative or non-finite heights become ``automaticDimension`` with a diagnostic.
  private func checkedDimension(_ height: Double, what: String) -> Double {
    if height == Self.automaticDimension || (height.isFinite && height >= 0) { return height }
    let code: Diagnostic.Code = height.isFinite ? .negativeSize : .nonFiniteGeometry
    reportDiagnostic(
      Diagnostic(code, "\(typeName) data source: \(what) height \(height) replaced by the table's"))
    return Self.automaticDimension
  }

  // MARK: Queries

  /// The number of sections: 1 for a table of cells added one by one.
  public var numberOfSections: Int { metrics.count }

  /// The number of rows in a section.
  ///
  /// - Precondition: `section` is in `0..<numberOfSections`.
  public func numberOfRows(inSection section: Int) -> Int {
    precondition(
      metrics.indices.contains(section), "TableView.numberOfRows: section \(section) out of range")
    return metrics[section].rows.count
  }

  /// The position of a realised cell, or `nil` when it is not one of this table's cells.
  public func indexPath(for cell: Cell) -> IndexPath? {
    pathOfCell[ObjectIdentifier(cell)]
  }

  /// The row of a cell within its section, or `nil` when it is not one of this table's cells.
  public func row(of cell: Cell) -> Int? {
    indexPath(for: cell)?.row
  }

  /// The realised cell at a position, or `nil` (a row without a view, or no such row).
  public func cellForRow(at indexPath: IndexPath) -> Cell? {
    cellAtPath[indexPath]
  }

  /// The rectangle of a row in the table's content coordinates.
  ///
  /// - Precondition: `indexPath` is a valid row.
  public func rectForRow(at indexPath: IndexPath) -> Rect {
    precondition(
      metrics.indices.contains(indexPath.section)
        && metrics[indexPath.section].rows.indices.contains(indexPath.row),
      "TableView.rectForRow: \(indexPath) out of range")
    let tops = layout[indexPath.section].rowTops
    let (x, width) = rowSpan
    return Rect(
      x: x, y: tops[indexPath.row], width: width,
      height: tops[indexPath.row + 1] - tops[indexPath.row])
  }

  /// The rectangle of a row of section 0 in the table's content coordinates.
  ///
  /// - Precondition: `row` is a valid row of section 0.
  public func rectForRow(_ row: Int) -> Rect {
    rectForRow(at: IndexPath(row: row, section: 0))
  }

  /// The rectangle of a section's header in content coordinates (full width).
  ///
  /// - Precondition: `section` is in `0..<numberOfSections`.
  public func rectForHeader(inSection section: Int) -> Rect {
    precondition(
      layout.indices.contains(section), "TableView.rectForHeader: section \(section) out of range")
    let top = layout[section].headerTop
    return Rect(x: 0, y: top, width: bounds.width, height: layout[section].rowTops[0] - top)
  }

  /// The rectangle of a section's footer in content coordinates (full width).
  ///
  /// - Precondition: `section` is in `0..<numberOfSections`.
  public func rectForFooter(inSection section: Int) -> Rect {
    precondition(
      layout.indices.contains(section), "TableView.rectForFooter: section \(section) out of range")
    let top = layout[section].rowTops.last ?? 0
    let height = resolved(metrics[section].footer, default: sectionFooterHeight)
    return Rect(x: 0, y: top, width: bounds.width, height: height)
  }

  // MARK: Layout

  /// The x and width of the rows: inset by ``insetGroupedMargin`` on each side in the
  /// ``Style/insetGrouped`` style.
  private var rowSpan: (x: Double, width: Double) {
    guard style == .insetGrouped else { return (0, bounds.width) }
    let margin = Swift.min(insetGroupedMargin, bounds.width / 2)
    return (margin, bounds.width - 2 * margin)
  }

  private func resolved(_ height: Double, default fallback: Double) -> Double {
    height == Self.automaticDimension ? fallback : height
  }

  /// Places the table header, the sections' rows and the table footer, and sets the content
  /// size to fit them.
  ///
  /// - Complexity: O(r), r the rows.
  public func layoutRows() {
    if !cellsFromDataSource {
      // Cells added one by one: one section, each cell its own height or the row height.
      metrics = [
        SectionMetrics(
          header: Self.automaticDimension,
          rows: cells.map { $0.frame.height > 0 ? $0.frame.height : Self.automaticDimension },
          footer: Self.automaticDimension)
      ]
      pathOfCell = [:]
      cellAtPath = [:]
      for (row, cell) in cells.enumerated() {
        let path = IndexPath(row: row, section: 0)
        pathOfCell[ObjectIdentifier(cell)] = path
        cellAtPath[path] = cell
      }
    }
    let width = bounds.width
    var y = 0.0
    if let header = tableHeaderView {
      header.frame = Rect(x: 0, y: 0, width: width, height: header.frame.height)
      y = header.frame.height
    }
    layout = []
    layout.reserveCapacity(metrics.count)
    for section in metrics {
      let headerTop = y
      y += resolved(section.header, default: sectionHeaderHeight)
      var tops: [Double] = []
      tops.reserveCapacity(section.rows.count + 1)
      for height in section.rows {
        tops.append(y)
        y += resolved(height, default: rowHeight)
      }
      tops.append(y)
      y += resolved(section.footer, default: sectionFooterHeight)
      layout.append(SectionLayout(headerTop: headerTop, rowTops: tops))
    }
    if let footer = tableFooterView {
      footer.frame = Rect(x: 0, y: y, width: width, height: footer.frame.height)
      y += footer.frame.height
    }
    // Row by row: each frame change is reported to the window's observers, and replays must
    // see the same sequence (in the dictionary's hash order, a return manager saw a cell move
    // past one still in its old place in some processes only).
    for cell in cells {
      if let path = pathOfCell[ObjectIdentifier(cell)] { cell.frame = rectForRow(at: path) }
    }
    contentSize = Size(width: width, height: y)
  }

  override func didChangeFrame(from oldValue: Rect) {
    if oldValue.width != frame.width { layoutRows() }
  }
}

extension TableView {
  /// A table's style, as `UITableView.Style`; an extensible set.
  public struct Style: Sendable, Hashable, CustomStringConvertible {
    enum Kind: String, Sendable, Hashable {
      case plain
      case grouped
      case insetGrouped
    }

    let kind: Kind

    /// Rows full width; section headers and footers 0 high unless set.
    public static let plain = Style(kind: .plain)
    /// Rows full width; section headers and footers 18 high unless set.
    public static let grouped = Style(kind: .grouped)
    /// As ``grouped``, with the rows inset by ``TableView/insetGroupedMargin`` on each side.
    public static let insetGrouped = Style(kind: .insetGrouped)

    /// The style's name (`plain`, `grouped`, `insetGrouped`).
    public var description: String { kind.rawValue }

    /// The style with the given name, or `nil` for an unknown one.
    public init?(named name: String) {
      guard let kind = Kind(rawValue: name) else { return nil }
      self.kind = kind
    }

    init(kind: Kind) { self.kind = kind }
  }
}
