import KeyboardCore
import XCTest

final class TableViewTests: XCTestCase {
  private func makeTable() -> (window: Window, table: TableView) {
    let window = makePhoneWindow()
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    window.addSubview(table)
    assertInvariants(window)
    return (window, table)
  }

  func testAppendCell_threeCells_stacksRowsAtRowHeight() {
    let (window, table) = makeTable()
    XCTAssertEqual(table.appendCell(Cell()), 0)
    XCTAssertEqual(table.appendCell(Cell()), 1)
    XCTAssertEqual(table.appendCell(Cell()), 2)
    XCTAssertEqual(
      table.cells.map(\.frame),
      [
        Rect(x: 0, y: 0, width: 320, height: 44), Rect(x: 0, y: 44, width: 320, height: 44),
        Rect(x: 0, y: 88, width: 320, height: 44),
      ])
    XCTAssertEqual(table.contentSize, Size(width: 320, height: 132))
    assertInvariants(window)
  }

  func testAppendCell_cellWithOwnHeight_keepsIt() {
    let (window, table) = makeTable()
    table.rowHeight = 60
    table.appendCell(Cell(frame: Rect(x: 0, y: 0, width: 10, height: 100)))
    table.appendCell(Cell())
    XCTAssertEqual(table.rectForRow(0), Rect(x: 0, y: 0, width: 320, height: 100))
    XCTAssertEqual(table.rectForRow(1), Rect(x: 0, y: 100, width: 320, height: 60))
    XCTAssertEqual(table.contentSize, Size(width: 320, height: 160))
    assertInvariants(window)
  }

  func testInsertCell_atZero_shiftsLaterRowsDown() {
    let (window, table) = makeTable()
    let first = Cell()
    let second = Cell()
    table.appendCell(first)
    table.insertCell(second, at: 0)
    XCTAssertEqual(table.row(of: second), 0)
    XCTAssertEqual(table.row(of: first), 1)
    XCTAssertEqual(first.frame, Rect(x: 0, y: 44, width: 320, height: 44))
    assertInvariants(window)
  }

  func testInsertCell_cellAlreadyInTable_movesItInsteadOfDuplicating() {
    let (window, table) = makeTable()
    let cells = [Cell(), Cell(), Cell()]
    cells.forEach { table.appendCell($0) }
    table.insertCell(cells[2], at: 0)
    XCTAssertEqual(table.cells.count, 3)
    XCTAssertEqual(table.row(of: cells[2]), 0)
    XCTAssertEqual(table.row(of: cells[0]), 1)
    XCTAssertEqual(cells[1].frame, Rect(x: 0, y: 88, width: 320, height: 44))
    XCTAssertEqual(table.contentSize, Size(width: 320, height: 132))
    assertInvariants(window)
  }

  func testRemoveCell_middle_closesGap() {
    let (window, table) = makeTable()
    let cells = [Cell(), Cell(), Cell()]
    cells.forEach { table.appendCell($0) }
    table.removeCell(at: 1)
    XCTAssertNil(cells[1].superview)
    XCTAssertNil(table.row(of: cells[1]))
    XCTAssertEqual(cells[2].frame, Rect(x: 0, y: 44, width: 320, height: 44))
    XCTAssertEqual(table.contentSize, Size(width: 320, height: 88))
    assertInvariants(window)
  }

  func testRemoveCell_holdingFirstResponder_resignsIt() {
    let (window, table) = makeTable()
    let cell = Cell()
    let field = TextField(frame: Rect(x: 10, y: 7, width: 300, height: 30))
    cell.contentView.addSubview(field)
    table.appendCell(cell)
    XCTAssertTrue(field.becomeFirstResponder())
    table.removeCell(at: 0)
    XCTAssertNil(window.firstResponder)
    XCTAssertEqual(window.diagnostics.map(\.code), [.forcedResign])
  }

  func testWidthChange_table_relaysOutRowsToNewWidth() {
    let (window, table) = makeTable()
    table.appendCell(Cell())
    table.frame = Rect(x: 0, y: 0, width: 568, height: 320)
    XCTAssertEqual(table.rectForRow(0), Rect(x: 0, y: 0, width: 568, height: 44))
    XCTAssertEqual(table.contentSize, Size(width: 568, height: 44))
    assertInvariants(window)
  }

  func testFieldInRow_tableScrolled_convertsThroughOffset() {
    let (window, table) = makeTable()
    for _ in 0..<20 { table.appendCell(Cell()) }
    let field = TextField(frame: Rect(x: 10, y: 7, width: 300, height: 30))
    table.cells[15].contentView.addSubview(field)
    table.contentOffset = Point(x: 0, y: 400)
    XCTAssertEqual(field.frameInWindow, Rect(x: 10, y: 267, width: 300, height: 30))
    assertInvariants(window)
  }

  func testCell_contentView_fillsCellAndFollowsFrame() {
    let cell = Cell(frame: Rect(x: 0, y: 0, width: 320, height: 44))
    XCTAssertTrue(cell.contentView.superview === cell)
    XCTAssertEqual(cell.contentView.frame, Rect(x: 0, y: 0, width: 320, height: 44))
    cell.frame = Rect(x: 0, y: 88, width: 375, height: 60)
    XCTAssertEqual(cell.contentView.frame, Rect(x: 0, y: 0, width: 375, height: 60))
  }

  func testTableViewController_view_isTableView() {
    let controller = TableViewController()
    XCTAssertTrue(controller.view is TableView)
    XCTAssertTrue(controller.tableView === controller.view)
  }

  // MARK: Collection view

  func testCollectionView_sevenItems_flowsThreePerRow() {
    let window = makePhoneWindow()
    let grid = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    window.addSubview(grid)
    for _ in 0..<7 { grid.appendCell(Cell()) }
    XCTAssertEqual(grid.cells[2].frame, Rect(x: 220, y: 0, width: 100, height: 50))
    XCTAssertEqual(grid.cells[3].frame, Rect(x: 0, y: 60, width: 100, height: 50))
    XCTAssertEqual(grid.cells[6].frame, Rect(x: 0, y: 120, width: 100, height: 50))
    XCTAssertEqual(grid.contentSize, Size(width: 320, height: 170))
    assertInvariants(window)
  }

  func testCollectionView_itemSizeAndRemoval_relayout() {
    let grid = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    for _ in 0..<3 { grid.appendCell(Cell()) }
    grid.itemSize = Size(width: 150, height: 40)
    XCTAssertEqual(grid.cells[2].frame, Rect(x: 0, y: 50, width: 150, height: 40))
    grid.removeCell(at: 0)
    XCTAssertEqual(grid.cells.count, 2)
    XCTAssertEqual(grid.contentSize, Size(width: 320, height: 40))
    grid.removeCell(at: 0)
    grid.removeCell(at: 0)
    XCTAssertEqual(grid.contentSize, Size(width: 320, height: 0))
  }

  func testCollectionView_widerThanItems_oneItemPerRowAtMinimum() {
    let grid = CollectionView(frame: Rect(x: 0, y: 0, width: 50, height: 568))
    grid.appendCell(Cell())
    grid.appendCell(Cell())
    XCTAssertEqual(grid.cells[1].frame, Rect(x: 0, y: 60, width: 100, height: 50))
  }
}
