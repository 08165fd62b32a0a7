import KeyboardCore
import ReturnManager
import XCTest

final class NavigationOrderTests: XCTestCase {
  // MARK: Reading order

  func testReadingOrder_subviewOrderShuffled_sortedTopToBottom() {
    let scene = Scene()
    addField("F3", to: scene.scope, y: 100)
    addField("F1", to: scene.scope, y: 0)
    addField("F2", to: scene.scope, y: 50)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["F1", "F2", "F3"])
  }

  func testReadingOrder_sideBySideFields_leftThenRightRowByRow() {
    let scene = Scene()
    addField("Last", to: scene.scope, y: 0, x: 170)
    addField("First", to: scene.scope, y: 0, x: 20)
    addField("City", to: scene.scope, y: 50, x: 170)
    addField("Zip", to: scene.scope, y: 50, x: 20)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["First", "Last", "Zip", "City"])
  }

  func testReadingOrder_centredFieldsOfDifferentHeights_shareRow() {
    let scene = Scene()
    // A 44 pt field and a 30 pt field centred on the same line: tops 7 pt apart.
    addField("Right", to: scene.scope, y: 100, x: 170, height: 44)
    addField("Left", to: scene.scope, y: 107, x: 20, height: 30)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["Left", "Right"])
  }

  func testReadingOrder_topsHalfTheShorterHeightApart_separateRows() {
    let scene = Scene()
    addField("Right", to: scene.scope, y: 100, x: 170)
    addField("Left", to: scene.scope, y: 115, x: 20)  // 15 = half of 30: not less than half
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["Right", "Left"])
  }

  func testReadingOrder_rowToleranceLargerThanHalfHeight_groupsThinFields() {
    let scene = Scene()
    addField("Right", to: scene.scope, y: 100, x: 170, height: 4)
    addField("Left", to: scene.scope, y: 103, x: 20, height: 4)
    let strict = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    let tolerant = NavigationOrder(
      scope: scene.scope, mode: .readingOrder(direction: .leftToRight, rowTolerance: 5))
    XCTAssertEqual(names(strict.inputs), ["Right", "Left"])
    XCTAssertEqual(names(tolerant.inputs), ["Left", "Right"])
  }

  func testReadingOrder_rowAnchoredAtItsFirstField_doesNotChainDownTheForm() {
    let scene = Scene()
    // Tops 10 pt apart each: B joins A's row, C (20 pt below A) starts the next one.
    addField("C", to: scene.scope, y: 20, x: 10)
    addField("B", to: scene.scope, y: 10, x: 200)
    addField("A", to: scene.scope, y: 0, x: 100)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["A", "B", "C"])
  }

  func testReadingOrder_rightToLeft_eachRowFromTheRightEdge() {
    let scene = Scene()
    addField("First", to: scene.scope, y: 0, x: 20)
    addField("Last", to: scene.scope, y: 0, x: 170)
    addField("Zip", to: scene.scope, y: 50, x: 20)
    addField("City", to: scene.scope, y: 50, x: 170)
    let order = NavigationOrder(
      scope: scene.scope, mode: .readingOrder(direction: .rightToLeft))
    XCTAssertEqual(names(order.inputs), ["Last", "First", "City", "Zip"])
  }

  func testReadingOrder_rightToLeftTiesOnRightEdge_keepSubviewOrder() {
    let scene = Scene()
    addField("Wide", to: scene.scope, y: 0, x: 20, width: 280)
    addField("Narrow", to: scene.scope, y: 0, x: 200, width: 100)
    let order = NavigationOrder(
      scope: scene.scope, mode: .readingOrder(direction: .rightToLeft))
    XCTAssertEqual(names(order.inputs), ["Wide", "Narrow"])
  }

  func testReadingOrder_nestedContainers_positionsInScopeCoordinates() {
    let scene = Scene()
    let lower = addContainer(to: scene.scope, y: 300)
    let upper = addContainer(to: scene.scope, y: 100)
    addField("Lower", to: lower, y: 0)
    addField("Upper", to: upper, y: 60)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["Upper", "Lower"])
  }

  // This test used to expect ["Inside", "Header"] after the scroll: positions included scroll
  // offsets, so scrolling (by keyboard avoidance too) reordered fields and broke Next on
  // two-column forms (issue 13). Positions are now measured in the resting space.
  func testReadingOrder_scrolledScrollView_orderHoldsStill() {
    let scene = Scene()
    addField("Header", to: scene.scope, y: 10)
    let scroll = ScrollView(frame: Rect(x: 0, y: 50, width: 320, height: 300))
    scroll.contentSize = Size(width: 320, height: 1000)
    scene.scope.addSubview(scroll)
    addField("Inside", to: scroll, y: 400)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["Header", "Inside"])
    scroll.contentOffset = Point(x: 0, y: 500)  // Inside now shows at 50 + 400 - 500 = -50
    XCTAssertEqual(names(order.inputs), ["Header", "Inside"])
  }

  // MARK: Spec scenarios R26-R28

  func testR26_containersSideBySide_topsFivePointsApart_sameRowLeftFirst_departsFromIQ() {
    let scene = Scene()
    let c1 = addContainer(to: scene.scope, y: 0, x: 0, width: 160)
    let c2 = addContainer(to: scene.scope, y: 0, x: 160, width: 160)
    addField("Fa", to: c1, y: 10, x: 0)
    addField("Fb", to: c2, y: 5, x: 40)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    // Departs from IQ ([Fb, Fa]: exact comparison of tops; Navigation Reference, "Collecting fields"): one row, read left to right.
    XCTAssertEqual(names(order.inputs), ["Fa", "Fb"])
  }

  func testR26_containerOrderIrrelevant_positionsInScopeDecide() {
    let scene = Scene()
    let c1 = addContainer(to: scene.scope, y: 0, x: 0, width: 160)
    let c2 = addContainer(to: scene.scope, y: 0, x: 160, width: 160)
    addField("Fa", to: c1, y: 60, x: 0)
    addField("Fb", to: c2, y: 5, x: 40)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["Fb", "Fa"])
  }

  func testR27_sameTop_leftFieldFirst() {
    let scene = Scene()
    addField("Fr", to: scene.scope, y: 100, x: 160)
    addField("Fl", to: scene.scope, y: 100, x: 0)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["Fl", "Fr"])
  }

  func testR27_rightFieldHalfAPointHigher_stillSameRow_departsFromIQ() {
    let scene = Scene()
    addField("Fr", to: scene.scope, y: 99.5, x: 160)
    addField("Fl", to: scene.scope, y: 100, x: 0)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    // Departs from IQ ([Fr, Fl]: no tolerance): rows tolerate sub-point misalignment.
    XCTAssertEqual(names(order.inputs), ["Fl", "Fr"])
  }

  func testR27_exactTopEdges_rightFieldHalfAPointHigher_rightThenLeftAsIQ() {
    let scene = Scene()
    // Side by side and overlapping vertically (30 pt tall, tops half a point apart).
    addField("Fr", to: scene.scope, y: 99.5, x: 160)
    addField("Fl", to: scene.scope, y: 100, x: 0)
    let exact = NavigationOrder(scope: scene.scope, mode: .readingOrder(rows: .exactTopEdges))
    let rows = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(exact.inputs), ["Fr", "Fl"])
    XCTAssertEqual(names(rows.inputs), ["Fl", "Fr"])
  }

  func testR27_exactTopEdges_sameTop_leftFieldFirstThenByTop() {
    let scene = Scene()
    addField("C", to: scene.scope, y: 140, x: 0)
    addField("B", to: scene.scope, y: 100, x: 160)
    addField("A", to: scene.scope, y: 100, x: 0)
    let exact = NavigationOrder(scope: scene.scope, mode: .readingOrder(rows: .exactTopEdges))
    let mirrored = NavigationOrder(
      scope: scene.scope, mode: .readingOrder(direction: .rightToLeft, rows: .exactTopEdges))
    XCTAssertEqual(names(exact.inputs), ["A", "B", "C"])
    XCTAssertEqual(names(mirrored.inputs), ["B", "A", "C"])
  }

  func testR27_exactTopEdges_fieldMovesHalfAPointUp_orderFollows() {
    let scene = Scene()
    addField("Fr", to: scene.scope, y: 100, x: 160)
    let left = addField("Fl", to: scene.scope, y: 100, x: 0)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder(rows: .exactTopEdges))
    XCTAssertEqual(names(order.inputs), ["Fl", "Fr"])
    left.frame.origin.y = 100.5
    XCTAssertEqual(names(order.inputs), ["Fr", "Fl"])
  }

  func testR28_fieldInsideWrapper_included_departsFromIQ() {
    let scene = Scene()
    let wrapper = addContainer(to: scene.scope, y: 0, height: 40)
    addField("F1", to: wrapper, y: 0)
    addField("F2", to: scene.scope, y: 50)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    // Departs from IQ (recursive: false registers only F2): the scope is always walked whole.
    XCTAssertEqual(names(order.inputs), ["F1", "F2"])
  }

  // MARK: Other modes

  func testSubviewOrder_nestedContainers_depthFirstBackToFront() {
    let scene = Scene()
    let first = addContainer(to: scene.scope, y: 300)
    addField("A", to: first, y: 50)
    let inner = addContainer(to: first, y: 0)
    addField("B", to: inner, y: 0)
    addField("C", to: scene.scope, y: 0)
    let order = NavigationOrder(scope: scene.scope, mode: .subviewOrder)
    XCTAssertEqual(names(order.inputs), ["A", "B", "C"])
  }

  func testTagOrder_tagsAcrossContainers_ascendingWithTiesInSubviewOrder() {
    let scene = Scene()
    let box = addContainer(to: scene.scope, y: 200)
    addField("Tag2a", to: scene.scope, y: 0, tag: 2)
    addField("Tag1", to: box, y: 0, tag: 1)
    addField("TagMinus", to: box, y: 40, tag: -5)
    addField("Tag2b", to: scene.scope, y: 100, tag: 2)
    let order = NavigationOrder(scope: scene.scope, mode: .tagOrder)
    XCTAssertEqual(names(order.inputs), ["TagMinus", "Tag1", "Tag2a", "Tag2b"])
  }

  func testListMode_listedInputs_exactlyThatOrderAndOthersNotListed() {
    let scene = Scene()
    let a = addField("A", to: scene.scope, y: 0)
    let b = addField("B", to: scene.scope, y: 50)
    let c = addField("C", to: scene.scope, y: 100)
    let order = NavigationOrder(scope: scene.scope, mode: .list([c, a, c]))
    XCTAssertEqual(names(order.inputs), ["C", "A"])
    XCTAssertEqual(order.explain(b), .notListed)
  }

  func testListMode_hiddenListedInput_skipped() {
    let scene = Scene()
    let a = addField("A", to: scene.scope, y: 0)
    let b = addField("B", to: scene.scope, y: 50)
    b.isHidden = true
    let order = NavigationOrder(scope: scene.scope, mode: .list([b, a]))
    XCTAssertEqual(names(order.inputs), ["A"])
    XCTAssertEqual(order.explain(b), .blocked(.hidden))
  }

  func testMode_changed_orderFollows() {
    let scene = Scene()
    addField("Low", to: scene.scope, y: 100, tag: 1)
    addField("High", to: scene.scope, y: 0, tag: 2)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["High", "Low"])
    order.mode = .tagOrder
    XCTAssertEqual(names(order.inputs), ["Low", "High"])
  }

  func testModeDescription_eachMode_readablePhrase() {
    XCTAssertEqual(
      NavigationOrder.Mode.readingOrder.description,
      "reading order (left to right, row tolerance 1)")
    XCTAssertEqual(
      NavigationOrder.Mode.readingOrder(direction: .rightToLeft, rowTolerance: 2.5).description,
      "reading order (right to left, row tolerance 2.5)")
    XCTAssertEqual(
      NavigationOrder.Mode.readingOrder(rows: .exactTopEdges).description,
      "reading order (left to right, exact top edges)")
    XCTAssertEqual(
      NavigationOrder.Mode.readingOrder(rows: .tolerance(1)).description,
      NavigationOrder.Mode.readingOrder.description)
    XCTAssertEqual(NavigationOrder.Mode.subviewOrder.description, "subview order")
    XCTAssertEqual(NavigationOrder.Mode.tagOrder.description, "tag order")
    XCTAssertEqual(NavigationOrder.Mode.list([]).description, "list of 0 inputs")
  }

  // MARK: Eligibility and explanations

  func testExplain_eachReason_namedWithDescription() {
    let scene = Scene()
    let fine = addField("Fine", to: scene.scope, y: 0)
    let hidden = addField("Hidden", to: scene.scope, y: 40)
    hidden.isHidden = true
    let clear = addField("Clear", to: scene.scope, y: 80)
    clear.alpha = 0
    let inert = addField("Inert", to: scene.scope, y: 120)
    inert.isUserInteractionEnabled = false
    let disabled = addField("Disabled", to: scene.scope, y: 160)
    disabled.isEnabled = false
    let readOnly = addTextView("ReadOnly", to: scene.scope, y: 200)
    readOnly.isEditable = false
    let ignored = addField("Ignored", to: scene.scope, y: 300)
    ignored.ignoresNavigation = true
    let collapsed = addField("Collapsed", to: scene.scope, y: 340, height: 0)
    let box = addContainer(to: scene.scope, y: 400)
    box.isHidden = true
    let boxed = addField("Boxed", to: box, y: 0)
    let removed = addField("Removed", to: scene.scope, y: 500)
    let outside = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30))
    scene.window.addSubview(outside)
    let otherWindow = Window(screen: Screen(width: 320, height: 568))
    let elsewhere = addField("Elsewhere", to: otherWindow, y: 0)
    let detached = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30))
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    order.exclude(removed)
    order.include(elsewhere)
    order.include(detached)

    let cases: [(any TextInput, NavigationOrder.Exclusion?, String?)] = [
      (fine, nil, nil),
      (hidden, .blocked(.hidden), "hidden"),
      (clear, .blocked(.transparent), "alpha 0"),
      (inert, .blocked(.interactionDisabled), "interaction disabled"),
      (disabled, .blocked(.editingDisabled), "editing disabled"),
      (readOnly, .blocked(.editingDisabled), "editing disabled"),
      (ignored, .ignoresNavigation, "opted out (ignoresNavigation)"),
      (collapsed, .zeroSize, "zero width or height"),
      (boxed, .blocked(.hiddenAncestor("View")), "hidden ancestor View"),
      (removed, .removed, "removed from this order"),
      (outside, .outsideScope, "outside the scope"),
      (elsewhere, .otherWindow, "in another window than the scope"),
      (detached, .blocked(.notInWindow), "not in a window"),
    ]
    for (input, expected, text) in cases {
      let name = input.placeholder ?? "outside"
      XCTAssertEqual(order.explain(input), expected, name)
      XCTAssertEqual(order.explain(input)?.description, text, name)
    }
    XCTAssertEqual(names(order.inputs), ["Fine"])
    XCTAssertEqual(order.explain(boxed)?.focusBlocker, .hiddenAncestor("View"))
    XCTAssertNil(order.explain(ignored)?.focusBlocker)
  }

  func testExplain_severalReasons_firstInTheDocumentedOrderAndMembershipAgrees() {
    let scene = Scene()
    let fine = addField("Fine", to: scene.scope, y: 0)
    let box = View(frame: Rect(x: 0, y: 100, width: 320, height: 200))
    scene.scope.addSubview(box)
    box.isHidden = true
    // Each field has every reason of the ones after it: the first one is reported.
    let removed = addField("Removed", to: box, y: 0, height: 0)
    let ignored = addField("Ignored", to: box, y: 40, height: 0)
    let disabled = addField("Disabled", to: box, y: 80, height: 0)
    for field in [removed, ignored] { field.ignoresNavigation = true }
    for field in [removed, ignored, disabled] { field.isEnabled = false }
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    order.exclude(removed)
    XCTAssertEqual(order.explain(removed), .removed)
    XCTAssertEqual(order.explain(ignored), .ignoresNavigation)
    XCTAssertEqual(order.explain(disabled), .blocked(.editingDisabled))
    XCTAssertEqual(names(order.inputs), ["Fine"])

    // Lift the reasons one at a time: explain and membership move together.
    disabled.isEnabled = true
    XCTAssertEqual(order.explain(disabled), .blocked(.hiddenAncestor("View")))
    box.isHidden = false
    XCTAssertEqual(order.explain(disabled), .zeroSize)
    XCTAssertEqual(names(order.inputs), ["Fine"])
    disabled.frame = Rect(x: 20, y: 80, width: 130, height: 30)
    XCTAssertNil(order.explain(disabled))
    XCTAssertEqual(names(order.inputs), ["Fine", "Disabled"])
    ignored.ignoresNavigation = false
    XCTAssertEqual(order.explain(ignored), .blocked(.editingDisabled))
    XCTAssertEqual(names(order.inputs), ["Fine", "Disabled"])
    for input in [fine, removed, ignored, disabled] {
      XCTAssertEqual(order.explain(input) == nil, order.contains(input), input.placeholder ?? "")
    }
  }

  func testExplain_fieldInsideTextView_nestedInTextInput() {
    let scene = Scene()
    let textView = addTextView("Notes", to: scene.scope, y: 0)
    let inner = addField("Inner", to: textView, y: 0)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(order.explain(inner), .nestedInTextInput)
    XCTAssertEqual(order.explain(inner)?.description, "inside another text input")
    XCTAssertEqual(names(order.inputs), ["Notes"])
  }

  func testExplain_scopeDeallocated_outsideScopeAndEmptyOrder() {
    let window = Window(screen: Screen(width: 320, height: 568))
    var field: TextField?
    var order: NavigationOrder?
    do {
      let scope = View(frame: window.bounds)
      field = addField("F", to: scope, y: 0)
      order = NavigationOrder(scope: scope, mode: .readingOrder)
    }
    XCTAssertNil(order?.scope)
    XCTAssertEqual(order?.count, 0)
    XCTAssertEqual(field.flatMap { order?.explain($0) }, .outsideScope)
  }

  func testEligibility_liveChanges_reflectedAtNextQuery() {
    let scene = Scene()
    let a = addField("A", to: scene.scope, y: 0)
    let b = addField("B", to: scene.scope, y: 50)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(order.count, 2)
    b.isEnabled = false
    XCTAssertEqual(names(order.inputs), ["A"])
    scene.scope.alpha = 0
    XCTAssertEqual(order.count, 0)
    XCTAssertEqual(order.explain(a), .blocked(.transparentAncestor("View")))
    scene.scope.alpha = 1
    b.isEnabled = true
    XCTAssertEqual(names(order.inputs), ["A", "B"])
  }

  // MARK: Include and exclude

  func testInclude_fieldOutsideScope_sortedByPositionAmongOthers() {
    let scene = Scene()
    let section = addContainer(to: scene.scope, y: 0, height: 200)
    addField("A", to: section, y: 0)
    addField("C", to: section, y: 100)
    let b = addField("B", to: scene.scope, y: 50)
    let order = NavigationOrder(scope: section, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["A", "C"])
    order.include(b)
    XCTAssertEqual(names(order.inputs), ["A", "B", "C"])
  }

  func testInclude_subviewOrder_addedInputsFollowTheScope() {
    let scene = Scene()
    let section = addContainer(to: scene.scope, y: 100, height: 200)
    addField("A", to: section, y: 0)
    let extra = addField("Extra", to: scene.scope, y: 0)
    let order = NavigationOrder(scope: section, mode: .subviewOrder)
    order.include(extra)
    XCTAssertEqual(names(order.inputs), ["A", "Extra"])
  }

  func testInclude_sameFieldTwice_appearsOnce() {
    let scene = Scene()
    let section = addContainer(to: scene.scope, y: 100, height: 200)
    let inside = addField("Inside", to: section, y: 0)
    let extra = addField("Extra", to: scene.scope, y: 0)
    let order = NavigationOrder(scope: section, mode: .readingOrder)
    order.include(extra)
    order.include(extra)
    order.include(inside)
    XCTAssertEqual(names(order.inputs), ["Extra", "Inside"])
  }

  func testExcludeThenInclude_fieldInScope_leavesAndReturns() {
    let scene = Scene()
    addField("A", to: scene.scope, y: 0)
    let b = addField("B", to: scene.scope, y: 50)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    order.exclude(b)
    XCTAssertEqual(names(order.inputs), ["A"])
    order.include(b)
    XCTAssertEqual(names(order.inputs), ["A", "B"])
    XCTAssertNil(order.explain(b))
  }

  // MARK: Queries

  func testInputAfterAndBefore_endsOfOrder_nilUnlessWrapping() {
    let scene = Scene()
    let a = addField("A", to: scene.scope, y: 0)
    let b = addField("B", to: scene.scope, y: 50)
    let c = addField("C", to: scene.scope, y: 100)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertTrue(order.input(after: a) === b)
    XCTAssertTrue(order.input(before: b) === a)
    XCTAssertNil(order.input(after: c))
    XCTAssertNil(order.input(before: a))
    XCTAssertTrue(order.input(after: c, wrapsAround: true) === a)
    XCTAssertTrue(order.input(before: a, wrapsAround: true) === c)
    XCTAssertEqual(order.index(of: c), 2)
  }

  func testInputAfter_singleInputWrapping_nil() {
    let scene = Scene()
    let only = addField("Only", to: scene.scope, y: 0)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertNil(order.input(after: only, wrapsAround: true))
    XCTAssertNil(order.input(before: only, wrapsAround: true))
  }

  func testInputAfter_inputNotInOrder_nil() {
    let scene = Scene()
    addField("A", to: scene.scope, y: 0)
    let hidden = addField("Hidden", to: scene.scope, y: 50)
    hidden.isHidden = true
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertNil(order.input(after: hidden, wrapsAround: true))
    XCTAssertNil(order.index(of: hidden))
    XCTAssertFalse(order.contains(hidden))
  }

  // MARK: Caching

  func testCache_repeatedQueriesWithoutChanges_builtOnce() {
    let scene = Scene()
    let fields = (0..<10).map { addField("F\($0)", to: scene.scope, y: Double($0) * 40) }
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    for _ in 0..<100 {
      for field in fields {
        _ = order.input(after: field)
        _ = order.input(before: field)
      }
    }
    XCTAssertEqual(order.buildCount, 1)
  }

  func testCache_treeMutation_rebuiltOnceAtNextQuery() {
    let scene = Scene()
    let a = addField("A", to: scene.scope, y: 0)
    addField("B", to: scene.scope, y: 50)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(order.count, 2)
    a.isHidden = true
    a.isHidden = false
    a.frame.origin.y = 100
    XCTAssertEqual(order.buildCount, 1)
    XCTAssertEqual(names(order.inputs), ["B", "A"])
    XCTAssertEqual(order.count, 2)
    XCTAssertEqual(order.buildCount, 2)
  }

  func testCache_scopeMovedToAnotherRoot_rebuilt() {
    let scene = Scene()
    let form = addContainer(to: scene.scope, y: 0)
    addField("A", to: form, y: 0)
    let order = NavigationOrder(scope: form, mode: .readingOrder)
    XCTAssertEqual(order.count, 1)
    let other = Window(screen: Screen(width: 320, height: 568))
    other.addSubview(form)
    XCTAssertEqual(order.count, 1)
    XCTAssertEqual(order.buildCount, 2)
  }

  func testInvalidate_afterQuery_rebuildsOnce() {
    let scene = Scene()
    addField("A", to: scene.scope, y: 0)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    _ = order.inputs
    order.invalidate()
    _ = order.inputs
    _ = order.inputs
    XCTAssertEqual(order.buildCount, 2)
  }

  func testScope_notInWindow_emptyAndExplainsNotInWindow() {
    let scope = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let field = addField("A", to: scope, y: 0)
    let order = NavigationOrder(scope: scope, mode: .readingOrder)
    XCTAssertEqual(order.count, 0)
    XCTAssertTrue(order.isEmpty)
    XCTAssertEqual(order.explain(field), .blocked(.notInWindow))
  }

  func testScope_isItselfATextInput_orderOfOne() {
    let scene = Scene()
    let field = addField("Solo", to: scene.scope, y: 0)
    let order = NavigationOrder(scope: field, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["Solo"])
  }
}
