import KeyboardCore
import ReturnManager
import XCTest

/// Next/previous and the toolbar state: the Navigation Reference, "The toolbar's order" and "The
/// toolbar", and scenarios T1–T22 of ReturnManager's Scenario Catalogue.
///
/// T16 (SwiftUI hosting views) and T22 (search bars) have no counterpart in the model.
final class ReturnManagerToolbarTests: XCTestCase {
  func testT1_subviewOrder_flatSiblings_listInSubviewOrder() {
    let scene = Scene()
    addField("F2", to: scene.scope, y: 50)
    let f1 = addField("F1", to: scene.scope, y: 0)
    scene.scope.addSubview(View(frame: Rect(x: 0, y: 30, width: 100, height: 20)))  // a label
    addField("F3", to: scene.scope, y: 100)
    let manager = ReturnManager(scope: scene.scope, mode: .subviewOrder)
    XCTAssertEqual(names(manager.order.inputs), ["F2", "F1", "F3"])
    f1.becomeFirstResponder()
    XCTAssertTrue(manager.canGoPrevious)
    XCTAssertTrue(manager.canGoNext)
    XCTAssertTrue(manager.goPrevious())
    XCTAssertEqual(focusedName(scene.window), "F2")
  }

  func testT1_subviewOrderIsDepthFirstOverTheWholeScope_departsFromIQ() {
    let scene = Scene()
    let wrapper = addContainer(to: scene.scope, y: 0)
    let f1 = addField("F1", to: wrapper, y: 0)
    addField("F2", to: scene.scope, y: 150)
    let manager = ReturnManager(scope: scene.scope, mode: .subviewOrder)
    // Departs from IQ (bySubviews sees only F1's siblings, so F2 is unreachable; complaint 9).
    f1.becomeFirstResponder()
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(focusedName(scene.window), "F2")
  }

  func testT2_readingOrder_goNextFromFirst_reachesSecondByPosition() {
    let scene = Scene()
    addField("F2", to: scene.scope, y: 50)
    let f1 = addField("F1", to: scene.scope, y: 0)
    addField("F3", to: scene.scope, y: 100)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    f1.becomeFirstResponder()
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(focusedName(scene.window), "F2")
  }

  func testT3_tagOrder_goNextFromLowestTag_reachesNextTag() {
    let scene = Scene()
    addField("F1", to: scene.scope, y: 0, tag: 3)
    let f2 = addField("F2", to: scene.scope, y: 50, tag: 1)
    addField("F3", to: scene.scope, y: 100, tag: 2)
    let manager = ReturnManager(scope: scene.scope, mode: .tagOrder)
    XCTAssertEqual(names(manager.order.inputs), ["F2", "F3", "F1"])
    f2.becomeFirstResponder()
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(focusedName(scene.window), "F3")
  }

  func testT4_fieldsInSeparateWrappers_bothReachable_departsFromIQ() {
    let scene = Scene()
    let w1 = addContainer(to: scene.scope, y: 0, height: 40)
    let w2 = addContainer(to: scene.scope, y: 50, height: 40)
    let f1 = addField("F1", to: w1, y: 0)
    addField("F2", to: w2, y: 0)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    f1.becomeFirstResponder()
    // Departs from IQ (list [F1], Done only; complaint 9).
    XCTAssertTrue(manager.canGoNext)
    XCTAssertEqual(
      manager.toolbarState,
      ToolbarState(
        isPreviousEnabled: false, isNextEnabled: true, isDoneEnabled: true,
        showsPreviousAndNext: true, title: "F1"))
  }

  func testT5_tagOrderInsideNestedContainers_honoured_departsFromIQ() {
    let scene = Scene()
    let deep = addContainer(to: scene.scope, y: 0, height: 300)
    let inner = addContainer(to: deep, y: 0, height: 200)
    addField("F1", to: inner, y: 0, tag: 2)
    addField("F2", to: inner, y: 50, tag: 1)
    let manager = ReturnManager(scope: scene.scope, mode: .tagOrder)
    // Departs from IQ (byTag ignored in deep containers, #1526; complaint 10).
    XCTAssertEqual(names(manager.order.inputs), ["F2", "F1"])
  }

  func testT6_ignoredMiddleField_goNextSkipsIt() {
    let scene = Scene()
    let f1 = addField("F1", to: scene.scope, y: 0)
    let f2 = addField("F2", to: scene.scope, y: 50)
    f2.ignoresNavigation = true
    addField("F3", to: scene.scope, y: 100)
    let manager = ReturnManager(scope: scene.scope, mode: .subviewOrder)
    f1.becomeFirstResponder()
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(focusedName(scene.window), "F3")
  }

  func testT7_focusedFieldIgnoresNavigation_noSelfExemption_departsFromIQ() {
    let scene = Scene()
    addField("F1", to: scene.scope, y: 0)
    let f2 = addField("F2", to: scene.scope, y: 50)
    f2.ignoresNavigation = true
    addField("F3", to: scene.scope, y: 100)
    let manager = ReturnManager(scope: scene.scope, mode: .subviewOrder)
    f2.becomeFirstResponder()
    // Departs from IQ's sibling mode (the focused field is exempt from its own flag there, but
    // not in deep mode; Navigation Reference, "Deep mode"): an opted-out field is out of the order everywhere.
    XCTAssertFalse(manager.canGoNext)
    XCTAssertFalse(manager.canGoPrevious)
  }

  func testT8_focusedFieldIgnoresNavigation_toolbarButtonsDisabled_departsFromIQ() {
    let scene = Scene()
    addField("F1", to: scene.scope, y: 0)
    let f2 = addField("F2", to: scene.scope, y: 50)
    f2.ignoresNavigation = true
    addField("F3", to: scene.scope, y: 100)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    f2.becomeFirstResponder()
    XCTAssertFalse(manager.canGoNext)
    // Departs from IQ (both buttons shown enabled, pressing does nothing; complaint 13).
    XCTAssertEqual(
      manager.toolbarState,
      ToolbarState(
        isPreviousEnabled: false, isNextEnabled: false, isDoneEnabled: true,
        showsPreviousAndNext: true, title: "F2"))
  }

  func testT9_disabledMiddleField_goNextSkipsIt() {
    let scene = Scene()
    let f1 = addField("F1", to: scene.scope, y: 0)
    let f2 = addField("F2", to: scene.scope, y: 50)
    f2.isEnabled = false
    addField("F3", to: scene.scope, y: 100)
    let manager = ReturnManager(scope: scene.scope, mode: .subviewOrder)
    f1.becomeFirstResponder()
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(focusedName(scene.window), "F3")
  }

  func testT10_lastField_goNextFalseAndFocusUnchanged() {
    let scene = Scene()
    addField("F1", to: scene.scope, y: 0)
    addField("F2", to: scene.scope, y: 50)
    let f3 = addField("F3", to: scene.scope, y: 100)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    f3.becomeFirstResponder()
    XCTAssertFalse(manager.goNext())
    XCTAssertTrue(scene.window.firstResponder === f3)
  }

  func testT10_wrapsAround_lastFieldGoNext_reachesFirst() {
    let scene = Scene()
    addField("F1", to: scene.scope, y: 0)
    let f3 = addField("F3", to: scene.scope, y: 100)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    manager.wrapsAround = true
    f3.becomeFirstResponder()
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(focusedName(scene.window), "F1")
    XCTAssertTrue(manager.goPrevious())
    XCTAssertEqual(focusedName(scene.window), "F3")
  }

  func testT11_refusingTarget_goNextSkipsToFollowing_departsFromIQ() {
    let scene = Scene()
    let f1 = addField("F1", to: scene.scope, y: 0)
    let f2 = addField("F2", to: scene.scope, y: 50)
    addField("F3", to: scene.scope, y: 100)
    let refusing = FieldDelegateSpy()
    refusing.allowsBegin = false
    f2.delegate = refusing
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    f1.becomeFirstResponder()
    // Departs from IQ (returns false, F1 stays; #1181, #665, complaint 14).
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(focusedName(scene.window), "F3")
    manager.skipsRefusingTargets = false
    XCTAssertFalse(manager.goPrevious())
    XCTAssertEqual(focusedName(scene.window), "F3")
  }

  func testT12_tableLastField_nextDisabled_departsFromIQ() {
    let scene = Scene()
    let table = TableView(frame: scene.scope.bounds)
    scene.scope.addSubview(table)
    var fields: [TextField] = []
    for row in 3...7 {
      let cell = Cell(frame: Rect(x: 0, y: 0, width: 320, height: 44))
      fields.append(addField("r\(row)", to: cell.contentView, y: 7, width: 280))
      table.appendCell(cell)
    }
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(manager.order.inputs), ["r3", "r4", "r5", "r6", "r7"])
    fields[4].becomeFirstResponder()
    XCTAssertFalse(manager.canGoNext)
    // Departs from IQ (Next always enabled in tables, Bug #56; complaint 11).
    XCTAssertEqual(manager.toolbarState?.isNextEnabled, false)
    XCTAssertEqual(manager.toolbarState?.isPreviousEnabled, true)
  }

  func testT13_fieldsUnderHiddenContainer_allExcluded_departsFromIQ() {
    let scene = Scene()
    let hidden = addContainer(to: scene.scope, y: 0)
    hidden.isHidden = true
    let fh = addField("Fh", to: hidden, y: 0)
    let wrapper = addContainer(to: hidden, y: 40, height: 40)
    let fw = addField("Fw", to: wrapper, y: 0)
    addField("F1", to: scene.scope, y: 200)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    // Departs from IQ (Fh included, Fw not: the gate checks the parent; complaint 12).
    XCTAssertEqual(names(manager.order.inputs), ["F1"])
    XCTAssertEqual(manager.order.explain(fh), .blocked(.hiddenAncestor("View")))
    XCTAssertEqual(manager.order.explain(fw), .blocked(.hiddenAncestor("View")))
  }

  func testT14_nestedStacks_fieldInAnotherStackReachable_departsFromIQ() {
    let scene = Scene()
    let vertical = addContainer(to: scene.scope, y: 100, height: 100)
    let row1 = addContainer(to: vertical, y: 0, height: 40)
    let row2 = addContainer(to: vertical, y: 50, height: 40)
    addField("F1", to: row1, y: 0, x: 20)
    let f2 = addField("F2", to: row1, y: 0, x: 170)
    addField("F3", to: row2, y: 0)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(manager.order.inputs), ["F1", "F2", "F3"])
    f2.becomeFirstResponder()
    // Departs from IQ (the inner stack is the container, F3 unreachable; complaint 9).
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(focusedName(scene.window), "F3")
  }

  func testT15_fieldsInTableCells_orderedByPositionAcrossCells() {
    let scene = Scene()
    let table = TableView(frame: scene.scope.bounds)
    scene.scope.addSubview(table)
    let first = Cell(frame: Rect(x: 0, y: 0, width: 320, height: 88))
    addField("A2", to: first.contentView, y: 50)
    addField("A1", to: first.contentView, y: 5)
    let second = Cell(frame: Rect(x: 0, y: 0, width: 320, height: 44))
    addField("B1", to: second.contentView, y: 7)
    table.appendCell(first)
    table.appendCell(second)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(manager.order.inputs), ["A1", "A2", "B1"])
  }

  func testT17_alertTextFields_notInThePresentersOrder() {
    let form = RegistrationViewController()
    let window = install(form)
    let manager = ReturnManager(controller: form)
    let alert = AlertController()
    let alertField = alert.addTextField()
    form.present(alert)
    alertField.becomeFirstResponder()
    XCTAssertEqual(manager.order.explain(alertField), .outsideScope)
    XCTAssertFalse(manager.canGoNext)
    XCTAssertNil(manager.toolbarState)
    XCTAssertTrue(window.firstResponder === alertField)
  }

  // This test used to expect canGoNext, canGoPrevious, goNext and goPrevious all false with
  // nothing focused (IQ's behaviour, spec T18). Issue 13 item 7 follows every peer instead:
  // with nothing focused, Next focuses the first field and Previous the last. There is still no
  // toolbar, since no field is editing.
  func testT18_noFieldEditing_nextFocusesFirstPreviousLast_departsFromIQ() {
    let form = RegistrationViewController()
    let window = install(form)
    let manager = ReturnManager(controller: form)
    XCTAssertTrue(manager.canGoNext)
    XCTAssertTrue(manager.canGoPrevious)
    XCTAssertNil(manager.toolbarState)
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(focusedName(window), "Name")
    window.resignFirstResponder()
    XCTAssertTrue(manager.goPrevious())
    XCTAssertEqual(focusedName(window), "Phone")
  }

  func testT19_singleField_toolbarDoneOnly() {
    let scene = Scene()
    let only = addField("Only", to: scene.scope, y: 0)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    only.becomeFirstResponder()
    XCTAssertEqual(
      manager.toolbarState,
      ToolbarState(
        isPreviousEnabled: false, isNextEnabled: false, isDoneEnabled: true,
        showsPreviousAndNext: false, title: "Only"))
  }

  func testT20_toolbarNext_movesFocusAndStateFollows() {
    let scene = Scene()
    let f1 = addField("F1", to: scene.scope, y: 0)
    addField("F2", to: scene.scope, y: 50)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    f1.becomeFirstResponder()
    XCTAssertEqual(manager.toolbarState?.isNextEnabled, true)
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(
      manager.toolbarState,
      ToolbarState(
        isPreviousEnabled: true, isNextEnabled: false, isDoneEnabled: true,
        showsPreviousAndNext: true, title: "F2"))
  }

  func testT21_focusedFieldMadeTransparent_canGoNextFalse() {
    let scene = Scene()
    let f1 = addField("F1", to: scene.scope, y: 0)
    addField("F2", to: scene.scope, y: 50)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    f1.becomeFirstResponder()
    f1.alpha = 0
    XCTAssertFalse(manager.canGoNext)
    XCTAssertEqual(manager.toolbarState?.isNextEnabled, false)
  }

  func testToolbarStateForField_fieldOfAnotherScope_nil() {
    let scene = Scene()
    let section = addContainer(to: scene.scope, y: 100, height: 200)
    let inside = addField("A", to: section, y: 0)
    let outside = addField("G", to: scene.scope, y: 0)
    let manager = ReturnManager(scope: section, mode: .readingOrder)
    XCTAssertNil(manager.toolbarState(for: outside))
    XCTAssertEqual(manager.toolbarState(for: inside)?.title, "A")
  }

  func testToolbarAndReturn_sameOrderEverywhere() {
    let scene = Scene()
    let fields = [
      addField("C", to: scene.scope, y: 100, tag: 1), addField("A", to: scene.scope, y: 0, tag: 3),
      addField("B", to: scene.scope, y: 50, tag: 2),
    ]
    let manager = ReturnManager(scope: scene.scope, mode: .tagOrder)
    XCTAssertEqual(returnKeys(fields), [.next, .done, .next])
    fields[0].becomeFirstResponder()
    var viaToolbar: [String] = []
    repeat { viaToolbar.append(focusedName(scene.window) ?? "-") } while manager.goNext()
    fields[0].becomeFirstResponder()
    var viaReturn: [String] = []
    while let input = scene.window.firstResponder {
      viaReturn.append(input.placeholder ?? "?")
      input.pressReturn()
    }
    XCTAssertEqual(viaToolbar, ["C", "B", "A"])
    XCTAssertEqual(viaReturn, viaToolbar)
  }
}
