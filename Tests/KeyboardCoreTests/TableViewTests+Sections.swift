import KeyboardCore
import XCTest

/// A data source built from closures, for the tests.
private final class RowSource: TableViewDataSource {
  var sections: [Int]
  var heights: (TableView.IndexPath) -> Double = { _ in TableView.automaticDimension }
  var headers: (Int) -> Double = { _ in TableView.automaticDimension }
  var cells: [TableView.IndexPath: Cell] = [:]

  init(sections: [Int]) { self.sections = sections }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section]
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableView.IndexPath) -> Cell? {
    cells[indexPath]
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: TableView.IndexPath) -> Double {
    heights(indexPath)
  }
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    headers(section)
  }
}

final class TableViewSectionTests: XCTestCase {
  private func makeTable(style: TableView.Style = .plain) -> (Window, TableView) {
    let window = makePhoneWindow()
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 568), style: style)
    window.addSubview(table)
    assertInvariants(window)
    return (window, table)
  }

  private func path(_ row: Int, _ section: Int) -> TableView.IndexPath {
    TableView.IndexPath(row: row, section: section)
  }

  func testPlain_defaults_noHeadersOrFooters() {
    let (_, table) = makeTable()
    XCTAssertEqual(table.style, .plain)
    XCTAssertEqual(table.sectionHeaderHeight, 0)
    XCTAssertEqual(table.sectionFooterHeight, 0)
    XCTAssertEqual(table.numberOfSections, 1)
    XCTAssertEqual(table.contentSize, Size(width: 320, height: 0))
  }

  func testHeaderFooterAndTableViews_cellsAddedOneByOne_stackInOrder() {
    let (window, table) = makeTable()
    table.sectionHeaderHeight = 30
    table.sectionFooterHeight = 10
    let header = View(frame: Rect(x: 0, y: 0, width: 10, height: 100))
    let footer = View(frame: Rect(x: 0, y: 0, width: 10, height: 50))
    table.tableHeaderView = header
    table.tableFooterView = footer
    table.appendCell(Cell())
    table.appendCell(Cell())
    XCTAssertEqual(header.frame, Rect(x: 0, y: 0, width: 320, height: 100))
    XCTAssertEqual(table.rectForHeader(inSection: 0), Rect(x: 0, y: 100, width: 320, height: 30))
    XCTAssertEqual(table.cells.map(\.frame.minY), [130, 174])
    XCTAssertEqual(table.rectForFooter(inSection: 0), Rect(x: 0, y: 218, width: 320, height: 10))
    XCTAssertEqual(footer.frame, Rect(x: 0, y: 228, width: 320, height: 50))
    XCTAssertEqual(table.contentSize, Size(width: 320, height: 278))
    // Replacing the header view takes the old one out.
    let taller = View(frame: Rect(x: 0, y: 0, width: 0, height: 120))
    table.tableHeaderView = taller
    XCTAssertNil(header.superview)
    XCTAssertEqual(table.cells.map(\.frame.minY), [150, 194])
    assertInvariants(window)
  }

  func testGrouped_defaults18_aroundTheRows() {
    let (_, table) = makeTable(style: .grouped)
    table.appendCell(Cell())
    table.appendCell(Cell())
    XCTAssertEqual(table.rectForHeader(inSection: 0), Rect(x: 0, y: 0, width: 320, height: 18))
    XCTAssertEqual(table.rectForRow(0), Rect(x: 0, y: 18, width: 320, height: 44))
    XCTAssertEqual(table.rectForFooter(inSection: 0), Rect(x: 0, y: 106, width: 320, height: 18))
    XCTAssertEqual(table.contentSize, Size(width: 320, height: 124))
  }

  func testInsetGrouped_rowsInsetByTheMargin() {
    let (_, table) = makeTable(style: .insetGrouped)
    table.appendCell(Cell())
    XCTAssertEqual(table.cells[0].frame, Rect(x: 20, y: 18, width: 280, height: 44))
    XCTAssertEqual(table.rectForHeader(inSection: 0).width, 320)
    table.insetGroupedMargin = 16
    XCTAssertEqual(table.cells[0].frame, Rect(x: 16, y: 18, width: 288, height: 44))
    XCTAssertEqual(TableView.Style(named: "insetGrouped"), .insetGrouped)
  }

  func testDataSource_longTable_onlyTheReturnedCellIsRealised() {
    let (window, table) = makeTable(style: .grouped)
    let source = RowSource(sections: [2, 1000, 3])
    source.heights = { $0.section == 1 ? 50 : TableView.automaticDimension }
    source.headers = { $0 == 0 ? 40 : TableView.automaticDimension }
    let cell = Cell()
    source.cells[path(500, 1)] = cell
    table.dataSource = source
    XCTAssertEqual(table.numberOfSections, 3)
    XCTAssertEqual(table.numberOfRows(inSection: 1), 1000)
    XCTAssertEqual(table.cells.count, 1)
    XCTAssertEqual(table.subviews.count, 1)
    XCTAssertEqual(table.indexPath(for: cell), path(500, 1))
    XCTAssertTrue(table.cellForRow(at: path(500, 1)) === cell)
    XCTAssertNil(table.cellForRow(at: path(499, 1)))
    // Section 0: header 40, rows 40 and 84, footer 128–146. Section 1: header 146–164, then
    // 1000 rows of 50. Section 2: header at 50182, rows from 50200, footer to 50350.
    XCTAssertEqual(table.rectForRow(at: path(1, 0)), Rect(x: 0, y: 84, width: 320, height: 44))
    XCTAssertEqual(cell.frame, Rect(x: 0, y: 25164, width: 320, height: 50))
    XCTAssertEqual(table.rectForHeader(inSection: 2), Rect(x: 0, y: 50182, width: 320, height: 18))
    XCTAssertEqual(table.rectForRow(at: path(2, 2)), Rect(x: 0, y: 50288, width: 320, height: 44))
    XCTAssertEqual(table.contentSize, Size(width: 320, height: 50350))
    assertInvariants(window)
    withExtendedLifetime(source) {}
  }

  func testReloadData_anotherCell_replacesTheOldOne() {
    let (window, table) = makeTable()
    let source = RowSource(sections: [20])
    let first = Cell()
    source.cells[path(3, 0)] = first
    table.dataSource = source
    XCTAssertEqual(first.frame.minY, 132)
    let second = Cell()
    source.cells = [path(5, 0): second, path(1, 0): first]
    source.sections = [10]
    table.reloadData()
    XCTAssertTrue(table.cells[0] === first)
    XCTAssertTrue(table.cells[1] === second)
    XCTAssertEqual(first.frame.minY, 44)
    XCTAssertEqual(second.frame.minY, 220)
    XCTAssertEqual(table.contentSize.height, 440)
    source.cells = [:]
    table.reloadData()
    XCTAssertNil(first.superview)
    XCTAssertNil(second.superview)
    XCTAssertEqual(table.cells.count, 0)
    assertInvariants(window)
  }

  func testDataSource_replacesCellsAddedOneByOne_andNilGoesBack() {
    let (_, table) = makeTable()
    let manual = Cell()
    table.appendCell(manual)
    let source = RowSource(sections: [3])
    table.dataSource = source
    XCTAssertNil(manual.superview)
    XCTAssertEqual(table.contentSize.height, 132)
    table.dataSource = nil
    XCTAssertEqual(table.contentSize.height, 0)
    table.appendCell(manual)
    XCTAssertEqual(table.contentSize.height, 44)
  }

  func testDataSource_badCountsAndHeights_clampedWithDiagnostics() {
    let (window, table) = makeTable()
    window.clearDiagnostics()
    let source = RowSource(sections: [-4, 2])
    source.heights = { $0.row == 0 ? .nan : -5 }
    table.dataSource = source
    XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
    XCTAssertEqual(table.rectForRow(at: path(1, 1)), Rect(x: 0, y: 44, width: 320, height: 44))
    XCTAssertEqual(
      window.diagnostics.map(\.code), [.clampedValue, .nonFiniteGeometry, .negativeSize])
  }

  func testHeights_badValues_rejectedWithDiagnostic() {
    let (window, table) = makeTable()
    window.clearDiagnostics()
    table.sectionHeaderHeight = -1
    table.sectionFooterHeight = .infinity
    table.insetGroupedMargin = .nan
    XCTAssertEqual(table.sectionHeaderHeight, 0)
    XCTAssertEqual(table.sectionFooterHeight, 0)
    XCTAssertEqual(table.insetGroupedMargin, 20)
    XCTAssertEqual(
      window.diagnostics.map(\.code), [.negativeSize, .nonFiniteGeometry, .nonFiniteGeometry])
  }

  func testWidthChange_dataSourceRows_followTheWidth() {
    let (_, table) = makeTable(style: .insetGrouped)
    let source = RowSource(sections: [3])
    let cell = Cell()
    source.cells[path(2, 0)] = cell
    table.dataSource = source
    table.frame = Rect(x: 0, y: 0, width: 568, height: 320)
    XCTAssertEqual(cell.frame, Rect(x: 20, y: 106, width: 528, height: 44))
  }
}

/// A field in a long table whose rows come from a data source, with the keyboard manager.
final class TableViewDataSourceKeyboardTests: XCTestCase {
  func testFieldInDataSourceRow_endsClearOfTheKeyboard() {
    let h = AvoidanceHarness()
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 568), style: .plain)
    h.root.addSubview(table)
    let source = RowSource(sections: [100])
    let cell = Cell()
    let field = TextField(frame: Rect(x: 10, y: 7, width: 300, height: 30))
    cell.contentView.addSubview(field)
    source.cells[TableView.IndexPath(row: 10, section: 0)] = cell
    table.dataSource = source
    XCTAssertEqual(table.contentSize.height, 4400)
    XCTAssertEqual(h.windowFrame(field), Rect(x: 10, y: 447, width: 300, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.windowFrame(field).maxY, 342)
    XCTAssertEqual(table.contentOffset.y, 135)
    XCTAssertEqual(h.manager.lastPlan?.trace.remainingCover, 0)
    h.assertConsistent()
    withExtendedLifetime(source) {}
  }
}

final class TableViewLayoutOrderTests: XCTestCase {
  // Observers see a table's cells move row by row, in every process: the rows used to be laid
  // out in a dictionary's hash order, which differs from process to process, and a return
  // manager saw a cell move past one still in its old place in some runs only (seed 88,121,930:
  // two replays of one scene printed different reports).
  func testSectionHeaderChange_movesCellsInRowOrder_dataSource() {
    let window = makePhoneWindow()
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 568), style: .plain)
    window.addSubview(table)
    let source = RowSource(sections: [40])
    var cells: [Cell] = []
    for row in 0..<40 {
      let cell = Cell(frame: Rect(x: 0, y: 0, width: 0, height: 44))
      cells.append(cell)
      source.cells[TableView.IndexPath(row: row, section: 0)] = cell
    }
    table.dataSource = source
    table.reloadData()
    let observer = RecordingObserver("order")
    window.addObserver(observer)
    table.sectionHeaderHeight = 72
    let moved = observer.changes.filter { $0.change == .frame }.compactMap { $0.view as? Cell }
    XCTAssertEqual(moved.map { table.row(of: $0) }, (0..<40).map { $0 })
    XCTAssertEqual(cells[0].frame.minY, 72)
    withExtendedLifetime(source) {}
  }

  func testSectionHeaderChange_movesCellsInRowOrder_appendedCells() {
    let window = makePhoneWindow()
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 568), style: .plain)
    window.addSubview(table)
    for _ in 0..<40 { _ = table.appendCell(Cell(frame: Rect(x: 0, y: 0, width: 0, height: 44))) }
    let observer = RecordingObserver("order")
    window.addObserver(observer)
    table.sectionHeaderHeight = 30
    let moved = observer.changes.filter { $0.change == .frame }.compactMap { $0.view as? Cell }
    XCTAssertEqual(moved.map { table.row(of: $0) }, (0..<40).map { $0 })
  }
}
