import KeyboardCore
import XCTest

final class CollectionViewTests: XCTestCase {
  private func makeGrid(
    _ frame: Rect = Rect(x: 0, y: 0, width: 320, height: 568), count: Int
  ) -> (Window, CollectionView) {
    let window = makePhoneWindow()
    let grid = CollectionView(frame: frame)
    window.addSubview(grid)
    for _ in 0..<count { grid.appendCell(Cell()) }
    window.clearDiagnostics()
    return (window, grid)
  }

  func testSeparateSpacings_lineAndInteritem() {
    let (_, grid) = makeGrid(count: 7)
    grid.minimumInteritemSpacing = 5
    grid.minimumLineSpacing = 20
    XCTAssertEqual(
      grid.cells[0...3].map(\.frame.origin),
      [
        Point(x: 0, y: 0), Point(x: 105, y: 0), Point(x: 210, y: 0), Point(x: 0, y: 70),
      ])
    XCTAssertEqual(grid.contentSize, Size(width: 320, height: 190))
  }

  func testSectionInset_narrowsTheRowsAndPadsTheContent() {
    let (_, grid) = makeGrid(count: 5)
    grid.sectionInset = Insets(top: 10, left: 15, bottom: 20, right: 15)
    // 290 of room: two items of 100 with 10 between per row.
    XCTAssertEqual(
      grid.cells.map(\.frame.origin),
      [
        Point(x: 15, y: 10), Point(x: 125, y: 10), Point(x: 15, y: 70), Point(x: 125, y: 70),
        Point(x: 15, y: 130),
      ])
    XCTAssertEqual(grid.contentSize, Size(width: 320, height: 200))
  }

  func testHorizontalFlow_fillsColumnsAndGrowsInWidth() {
    let (_, grid) = makeGrid(Rect(x: 0, y: 0, width: 320, height: 120), count: 7)
    grid.scrollDirection = .horizontal
    XCTAssertEqual(
      grid.cells.map(\.frame.origin),
      [
        Point(x: 0, y: 0), Point(x: 0, y: 60), Point(x: 110, y: 0), Point(x: 110, y: 60),
        Point(x: 220, y: 0), Point(x: 220, y: 60), Point(x: 330, y: 0),
      ])
    XCTAssertEqual(grid.contentSize, Size(width: 430, height: 120))
    XCTAssertTrue(grid.isHorizontallyScrollable)
    // A taller view holds more items per column.
    grid.frame = Rect(x: 0, y: 0, width: 320, height: 200)
    XCTAssertEqual(grid.cells[3].frame.origin, Point(x: 110, y: 0))
    XCTAssertEqual(grid.contentSize, Size(width: 320, height: 200))
  }

  // A return manager measures cells where they rest while a keyboard manager holds the
  // collection view shorter (soak seed 81,428,493): the layout's answer
  // at another size, with nothing moved.
  func testFrameForSubview_horizontalFlow_answersAtTheNewSizeWithoutMoving() {
    let (_, grid) = makeGrid(Rect(x: 0, y: 0, width: 320, height: 120), count: 7)
    grid.scrollDirection = .horizontal
    let cell = grid.cells[3]
    let taller = grid.frame(
      forSubview: cell, at: cell.frame, whenResizedFrom: grid.bounds.size,
      to: Size(width: 320, height: 200))
    XCTAssertEqual(taller, Rect(x: 110, y: 0, width: 100, height: 50))
    XCTAssertEqual(cell.frame.origin, Point(x: 110, y: 60))
    let other = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
    grid.addSubview(other)
    XCTAssertEqual(
      grid.frame(
        forSubview: other, at: other.frame, whenResizedFrom: grid.bounds.size,
        to: Size(width: 320, height: 200)),
      other.frame)
  }

  func testHorizontalFlow_lineSpacingBetweenColumns_interitemWithin() {
    let (_, grid) = makeGrid(Rect(x: 0, y: 0, width: 320, height: 120), count: 3)
    grid.scrollDirection = .horizontal
    grid.minimumLineSpacing = 30
    grid.minimumInteritemSpacing = 4
    grid.sectionInset = Insets(top: 5, left: 8, bottom: 5, right: 8)
    XCTAssertEqual(
      grid.cells.map(\.frame.origin),
      [
        Point(x: 8, y: 5), Point(x: 8, y: 59), Point(x: 138, y: 5),
      ])
    XCTAssertEqual(grid.contentSize, Size(width: 246, height: 120))
  }

  func testSpacing_setsBoth_readsLineSpacing() {
    let (window, grid) = makeGrid(count: 1)
    grid.spacing = 4
    XCTAssertEqual(grid.minimumLineSpacing, 4)
    XCTAssertEqual(grid.minimumInteritemSpacing, 4)
    grid.minimumInteritemSpacing = -2
    XCTAssertEqual(grid.minimumInteritemSpacing, 0)
    grid.minimumLineSpacing = .nan
    XCTAssertEqual(grid.minimumLineSpacing, 4)
    XCTAssertEqual(grid.spacing, 4)
    XCTAssertEqual(window.diagnostics.map(\.code), [.clampedValue, .nonFiniteGeometry])
  }

  func testSectionInset_badValues_rejectedWithDiagnostic() {
    let (window, grid) = makeGrid(count: 1)
    grid.sectionInset = Insets(top: -1)
    grid.sectionInset = Insets(top: .infinity)
    XCTAssertEqual(grid.sectionInset, .zero)
    XCTAssertEqual(window.diagnostics.map(\.code), [.negativeSize, .nonFiniteGeometry])
  }

  func testHorizontalFlow_hugeHeight_allInOneColumnWithoutTrapping() {
    let (window, grid) = makeGrid(Rect(x: 0, y: 0, width: 320, height: 1e300), count: 4)
    grid.scrollDirection = .horizontal
    XCTAssertEqual(grid.cells.map(\.frame.minX), [0, 0, 0, 0])
    XCTAssertEqual(grid.contentSize, Size(width: 100, height: 1e300))
    XCTAssertEqual(window.diagnostics, [])
  }
}
