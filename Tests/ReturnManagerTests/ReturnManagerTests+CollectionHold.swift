import KeyboardCore
import ReturnManager
import XCTest

/// A root that stretches a grid of five fields from y 300 to its bottom edge: 268 points tall
/// at rest, 52 while a keyboard manager holds the root short for a 216-point keyboard.
final class StretchedGridForm: ViewController {
  let grid = CollectionView(frame: Rect(x: 0, y: 300, width: 320, height: 268))
  let fields = ["A", "B", "C", "D", "E"].map { name in
    let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    field.placeholder = name
    return field
  }

  override func loadView() {
    view = StretchingView(frame: .zero)
  }

  override func viewDidLoad() {
    (view as? StretchingView)?.stretched = grid
    grid.spacing = 10
    for field in fields {
      let cell = Cell(frame: Rect(x: 0, y: 0, width: 100, height: 50))
      cell.contentView.addSubview(field)
      grid.appendCell(cell)
    }
    view.addSubview(grid)
  }
}

/// A grid the app lays out anew while the keyboard manager holds the root resized rests as its
/// new layout puts every cell at the grid's resting size, the cells the layout at the held
/// size leaves in place too (soak seed 620,033,601).
final class ReturnManagerCollectionHoldTests: XCTestCase {
  func testGridTurnedHorizontalDuringHold_cellsThatStayRestInTheNewLines() {
    let form = StretchedGridForm()
    let (window, keyboardManager) = makeResizingKeyboardManager(showing: form)
    let returnManager = ReturnManager(scope: form.view, mode: .readingOrder)
    // Three to a row at rest.
    XCTAssertEqual(names(returnManager.order.inputs), ["A", "B", "C", "D", "E"])
    form.fields[0].becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertEqual(form.grid.frame.height, 52)
    // Turned horizontal: one to a column at the held height, so B and C do not move; four to
    // a column at rest, so B rests under A and E beside it.
    form.grid.scrollDirection = .horizontal
    window.layoutIfNeeded()
    XCTAssertEqual(form.grid.cells[1].frame.origin, Point(x: 110, y: 0))
    XCTAssertEqual(returnManager.order.restingFrame(of: form.fields[1])?.minY, 360)
    XCTAssertEqual(returnManager.order.restingFrame(of: form.fields[4])?.minX, 110)
    XCTAssertEqual(names(returnManager.order.inputs), ["A", "E", "B", "C", "D"])
    XCTAssertNil(returnManager.walk(.next).violation)
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 568, width: 320, height: 216))
    XCTAssertEqual(form.grid.frame.height, 268)
    XCTAssertEqual(names(returnManager.order.inputs), ["A", "E", "B", "C", "D"])
    withExtendedLifetime(keyboardManager) {}
  }
}
