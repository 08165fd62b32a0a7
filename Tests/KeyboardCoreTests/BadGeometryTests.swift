import KeyboardCore
import XCTest

/// Hostile geometry handed to the tree: each test is named after the input, and each ends in a
/// diagnostic or a correct result, never a trap (issue 12).
final class BadGeometryTests: XCTestCase {
  /// A phone window holding a 320-wide collection view of `count` cells.
  private func makeCollection(count: Int = 5) -> (Window, CollectionView) {
    let window = makePhoneWindow()
    let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
    window.addSubview(collection)
    for _ in 0..<count { collection.appendCell(Cell()) }
    window.clearDiagnostics()
    return (window, collection)
  }

  private func assertFiniteLayout(
    _ collection: CollectionView, file: StaticString = #filePath, line: UInt = #line
  ) {
    for cell in collection.cells {
      XCTAssertTrue(cell.frame.isFinite, "\(cell.frame)", file: file, line: line)
    }
    XCTAssertTrue(collection.contentSize.isFinite, file: file, line: line)
    assertInvariants(collection, file: file, line: line)
  }

  // MARK: Collection views

  func testCollectionView_defaultLayout_threeItemsPerRow() {
    let (_, collection) = makeCollection()
    XCTAssertEqual(
      collection.cells.map(\.frame.origin),
      [
        Point(x: 0, y: 0), Point(x: 110, y: 0), Point(x: 220, y: 0), Point(x: 0, y: 60),
        Point(x: 110, y: 60),
      ])
    XCTAssertEqual(collection.contentSize, Size(width: 320, height: 110))
  }

  func testCollectionView_nanSpacing_reportsDiagnosticAndLaysOutFinite() {
    let (window, collection) = makeCollection()
    collection.spacing = .nan
    XCTAssertEqual(collection.spacing, 10)
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
    assertFiniteLayout(collection)
  }

  func testCollectionView_infiniteSpacing_reportsDiagnosticAndLaysOutFinite() {
    let (window, collection) = makeCollection()
    collection.spacing = .infinity
    collection.spacing = -.infinity
    XCTAssertEqual(collection.spacing, 10)
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry, .nonFiniteGeometry])
    assertFiniteLayout(collection)
  }

  func testCollectionView_negativeSpacing_clampedToZeroWithDiagnostic() {
    let (window, collection) = makeCollection()
    collection.spacing = -30
    XCTAssertEqual(collection.spacing, 0)
    XCTAssertEqual(window.diagnostics.map(\.code), [.clampedValue])
    XCTAssertEqual(collection.cells[3].frame.origin, Point(x: 0, y: 50))
    assertFiniteLayout(collection)
  }

  func testCollectionView_nanItemWidth_reportsDiagnosticAndKeepsSize() {
    let (window, collection) = makeCollection()
    collection.itemSize = Size(width: .nan, height: 50)
    XCTAssertEqual(collection.itemSize, Size(width: 100, height: 50))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
    assertFiniteLayout(collection)
  }

  func testCollectionView_infiniteItemWidth_reportsDiagnosticAndKeepsSize() {
    let (window, collection) = makeCollection()
    collection.itemSize = Size(width: .infinity, height: 50)
    XCTAssertEqual(collection.itemSize, Size(width: 100, height: 50))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
    assertFiniteLayout(collection)
  }

  func testCollectionView_negativeItemSize_reportsDiagnosticAndKeepsSize() {
    let (window, collection) = makeCollection()
    collection.itemSize = Size(width: -1, height: 50)
    XCTAssertEqual(collection.itemSize, Size(width: 100, height: 50))
    XCTAssertEqual(window.diagnostics.map(\.code), [.negativeSize])
  }

  func testCollectionView_frameWidth1e300_putsEveryItemInOneRow() {
    let (window, collection) = makeCollection()
    collection.frame = Rect(x: 0, y: 0, width: 1e300, height: 400)
    XCTAssertEqual(collection.cells.map(\.frame.origin.y), [0, 0, 0, 0, 0])
    XCTAssertEqual(collection.cells.last?.frame.origin.x, 440)
    XCTAssertEqual(collection.contentSize, Size(width: 1e300, height: 50))
    XCTAssertEqual(window.diagnostics, [])
    assertFiniteLayout(collection)
  }

  func testCollectionView_widthOfGreatestFiniteMagnitudeAndHugeSpacing_doesNotTrap() {
    let (_, collection) = makeCollection()
    collection.frame = Rect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: 400)
    // width + spacing overflows to ∞, and ∞ / step is ∞: still one row.
    collection.spacing = .greatestFiniteMagnitude
    XCTAssertEqual(collection.cells.first?.frame.origin, .zero)
    assertInvariants(collection)
  }

  func testCollectionView_hugeItemsAndSpacing_positionsPastTheLargestDoubleRejected() {
    let (window, collection) = makeCollection()
    collection.itemSize = Size(width: 1e308, height: 1e308)
    collection.spacing = 1e308
    // The second item would start at 2e308 = ∞: its frame is rejected with a diagnostic.
    XCTAssertEqual(collection.cells.first?.frame, Rect(x: 0, y: 0, width: 1e308, height: 1e308))
    XCTAssertTrue(window.diagnostics.contains { $0.code == .nonFiniteGeometry })
    assertFiniteLayout(collection)
  }

  func testCollectionView_zeroWidthItemsAndZeroSpacing_oneItemPerPointOfWidth() {
    let (_, collection) = makeCollection(count: 3)
    collection.spacing = 0
    collection.itemSize = Size(width: 0, height: 10)
    // A step under 1 counts as 1: 320 items would fit, so all 3 share the first row.
    XCTAssertEqual(collection.cells.map(\.frame.origin.y), [0, 0, 0])
    assertFiniteLayout(collection)
  }

  func testCollectionView_noCells_contentHeightZero() {
    let (_, collection) = makeCollection(count: 0)
    collection.frame = Rect(x: 0, y: 0, width: 1e300, height: 10)
    XCTAssertEqual(collection.contentSize, Size(width: 1e300, height: 0))
  }

  // MARK: Table views

  func testTableView_nanRowHeight_reportsDiagnosticAndKeepsHeight() {
    let window = makePhoneWindow()
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
    window.addSubview(table)
    table.rowHeight = .nan
    table.rowHeight = -.infinity
    table.rowHeight = -5
    XCTAssertEqual(table.rowHeight, 44)
    XCTAssertEqual(
      window.diagnostics.map(\.code), [.nonFiniteGeometry, .nonFiniteGeometry, .negativeSize])
    table.appendCell(Cell())
    XCTAssertEqual(table.cells.first?.frame, Rect(x: 0, y: 0, width: 320, height: 44))
  }

  func testTableView_frameWidth1e300_rowsSpanTheWidth() {
    let window = makePhoneWindow()
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
    window.addSubview(table)
    table.appendCell(Cell())
    table.frame = Rect(x: 0, y: 0, width: 1e300, height: 400)
    XCTAssertEqual(table.cells.first?.frame, Rect(x: 0, y: 0, width: 1e300, height: 44))
    XCTAssertEqual(window.diagnostics, [])
  }

  // MARK: Safe areas

  func testAdditionalSafeAreaInsets_nan_rejectedWithDiagnostic() {
    let (window, form) = makeForm()
    form.additionalSafeAreaInsets = Insets(top: 10)
    form.additionalSafeAreaInsets = Insets(top: .nan)
    form.additionalSafeAreaInsets = Insets(bottom: .infinity)
    XCTAssertEqual(form.additionalSafeAreaInsets, Insets(top: 10))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry, .nonFiniteGeometry])
    XCTAssertTrue(form.view.safeAreaInsets.isFinite)
    assertInvariants(window)
  }

  func testAdditionalSafeAreaInsets_nanBeforeTheViewLoads_diagnosticReachesTheWindow() {
    let form = FormViewController()
    form.additionalSafeAreaInsets = Insets(left: .nan)
    XCTAssertFalse(form.isViewLoaded, "reporting does not load the view")
    let window = makeWindow(root: form)
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
    XCTAssertEqual(form.additionalSafeAreaInsets, .zero)
  }

  func testAdditionalSafeAreaInsets_negative_acceptedAsInUIKit() {
    let (window, form) = makeForm(safeArea: Insets(top: 44))
    form.additionalSafeAreaInsets = Insets(top: -20)
    XCTAssertEqual(form.view.safeAreaInsets, Insets(top: 24))
    XCTAssertEqual(window.diagnostics, [])
  }

  func testWindowSafeArea_negativeEdges_clampedToZeroWithDiagnostic() {
    let window = makePhoneWindow()
    window.safeAreaInsets = Insets(top: -20, left: 5, bottom: -1, right: 0)
    XCTAssertEqual(window.safeAreaInsets, Insets(top: 0, left: 5, bottom: 0, right: 0))
    XCTAssertEqual(window.diagnostics.map(\.code), [.clampedValue])
    window.safeAreaInsets = Insets(top: 0, left: 5, bottom: -3, right: 0)
    XCTAssertEqual(window.diagnostics.count, 2, "clamped again, even to the same value")
  }

  func testWindowInit_negativeSafeArea_clampedToZeroWithDiagnostic() {
    let window = Window(screen: Device.phone(), safeAreaInsets: Insets(top: 20, bottom: -34))
    XCTAssertEqual(window.safeAreaInsets, Insets(top: 20))
    XCTAssertEqual(window.diagnostics.map(\.code), [.clampedValue])
  }

  // MARK: Huge values

  func testDescriptions_hugeAndNonFiniteValues_doNotTrap() {
    let values: [Double] = [
      1e15, -1e15, 9.2e18, 9.3e18, 1.3e19, -1.3e19, 1e300, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, .nan, -0.0,
    ]
    for value in values {
      let rect = Rect(x: value, y: value, width: value, height: value)
      XCTAssertFalse(rect.description.isEmpty)
      XCTAssertFalse(
        Insets(top: value, left: value, bottom: value, right: value).description.isEmpty)
    }
    XCTAssertEqual(Point(x: 1.3e19, y: -2).description, "(1.3e+19, -2)")
    XCTAssertEqual(Point(x: 999_999_999_999_999, y: 0.5).description, "(999999999999999, 0.5)")
  }

  func testRoundedDown_anyDouble_matchesFloorWithoutTrapping() {
    let cases: [(Double, Double)] = [
      (2.5, 2), (-2.5, -3), (-0.5, -1), (3, 3), (-3, -3), (0, 0), (1.3e19, 1.3e19),
      (-1.3e19, -1.3e19), (4_503_599_627_370_495.5, 4_503_599_627_370_495),
      (.greatestFiniteMagnitude, .greatestFiniteMagnitude), (.infinity, .infinity),
      (-.infinity, -.infinity), (.leastNonzeroMagnitude, 0), (-.leastNonzeroMagnitude, -1),
    ]
    for (value, expected) in cases {
      XCTAssertEqual(value.roundedDownWithoutLibm, expected, "\(value)")
    }
    XCTAssertTrue(Double.nan.roundedDownWithoutLibm.isNaN)
  }

  // Seed 85,053,689: the field's window position is a sum through origins of 1e300 and
  // -1e300, so the outer scroll view's scroll of a few points is lost in rounding before it
  // reaches the field (as the root's move is, seed 96,022,413). The outer one is skipped as out
  // of reach; the inner one, below the large origins, reveals the field alone. The outer one
  // used to scroll 20, the field stayed put, and the next pass scrolled the inner one 20 more.
  func testOriginsOf1e300_outerScrollLostInRounding_innerScrollViewRevealsTheField() {
    let h = AvoidanceHarness()
    let outer = h.addFullScreenScrollView(contentHeight: 2000)
    let far = View(frame: Rect(x: 0, y: 1e300, width: 320, height: 600))
    outer.addSubview(far)
    let inner = h.addScrollView(
      Rect(x: 0, y: -1e300, width: 320, height: 400), contentSize: Size(width: 320, height: 2000),
      to: far)
    inner.contentOffset = Point(x: 0, y: 164)
    let field = h.addField(Rect(x: 20, y: 5, width: 280, height: 30), to: inner)
    inner.restoreContentOffset = true
    h.focus(field)
    h.showKeyboard()
    // The field's top (at -159 as the manager sums the origins, outermost first) goes to the
    // guide at 20: the inner view scrolls down 179; the outer one, which would have come down
    // to its smallest offset (-20) first, stays.
    XCTAssertEqual(outer.contentOffset.y, 0)
    XCTAssertEqual(inner.contentOffset.y, -15)
    XCTAssertEqual(h.manager.lastPlan?.trace.rootRise, 0)
    h.manager.reloadLayoutIfNeeded()
    XCTAssertEqual(outer.contentOffset.y, 0)
    XCTAssertEqual(inner.contentOffset.y, -15)
    h.hideKeyboard()
    XCTAssertEqual(inner.contentOffset.y, 164)
    XCTAssertEqual(outer.contentOffset.y, 0)
  }

  func testScreenHeight1_3e19_keyboardShowAndHide_doNotTrap() {
    let screen = Screen(width: 320, height: 1.3e19)
    let form = FormViewController()
    let window = Window(screen: screen, safeAreaInsets: Insets(top: 20))
    window.rootViewController = form
    let manager = KeyboardManager(window: window)
    manager.isEnabled = true
    XCTAssertTrue(form.third.becomeFirstResponder())
    screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 1.3e19 - 216, width: 320, height: 216))
    window.layoutIfNeeded()
    screen.keyboard.hide()
    XCTAssertEqual(form.view.frame.origin, .zero)
    assertInvariants(window)
  }
}
