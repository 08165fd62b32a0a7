import KeyboardCore
import XCTest

final class StackViewTests: XCTestCase {
  /// A view of the given size, with no intrinsic size: the stack uses its frame size.
  private func box(_ width: Double, _ height: Double) -> View {
    View(frame: Rect(x: 0, y: 0, width: width, height: height))
  }

  /// A vertical stack of three 30-high fields, 8 apart, in a phone window.
  private func makeForm(width: Double = 280) -> (Window, StackView, [TextField]) {
    let window = makePhoneWindow()
    let fields = (0..<3).map { _ in TextField(frame: Rect(x: 0, y: 0, width: 0, height: 30)) }
    let stack = StackView(arrangedSubviews: fields)
    stack.axis = .vertical
    stack.spacing = 8
    stack.frame = Rect(x: 20, y: 100, width: width, height: 0)
    stack.sizeToFit()
    window.addSubview(stack)
    window.layoutIfNeeded()
    assertInvariants(window)
    return (window, stack, fields)
  }

  // Where the stack will lay an arranged view out at another size, asked without moving
  // anything (the resting frame a return manager keeps while a keyboard manager holds the
  // stack smaller; seed 82,161,194): fill equally, 400 high → two 196-high slots, 8 apart.
  func testFrameForSubview_fillEqually_isTheSlotAtTheNewSize_nothingMoves() {
    let first = box(100, 30)
    let second = box(120, 40)
    let stack = StackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 8
    stack.distribution = .fillEqually
    stack.alignment = .leading
    stack.frame = Rect(x: 0, y: 0, width: 300, height: 200)
    stack.layoutIfNeeded()
    XCTAssertEqual(second.frame, Rect(x: 0, y: 104, width: 120, height: 96))
    let carried = stack.frame(
      forSubview: second, at: second.frame, whenResizedFrom: Size(width: 300, height: 200),
      to: Size(width: 300, height: 400))
    XCTAssertEqual(carried, Rect(x: 0, y: 204, width: 120, height: 196))
    XCTAssertEqual(second.frame, Rect(x: 0, y: 104, width: 120, height: 96))
    let loose = box(10, 10)
    stack.addSubview(loose)
    XCTAssertEqual(
      stack.frame(
        forSubview: loose, at: loose.frame, whenResizedFrom: Size(width: 300, height: 200),
        to: Size(width: 300, height: 400)), loose.frame)
  }

  func testSizeToFit_verticalForm_heightIsFieldsPlusSpacing() {
    let (window, stack, fields) = makeForm()
    XCTAssertEqual(stack.frame, Rect(x: 20, y: 100, width: 280, height: 106))
    XCTAssertEqual(
      fields.map(\.frame),
      [
        Rect(x: 0, y: 0, width: 280, height: 30), Rect(x: 0, y: 38, width: 280, height: 30),
        Rect(x: 0, y: 76, width: 280, height: 30),
      ])
    XCTAssertEqual(stack.arrangedSubviews.count, 3)
    XCTAssertEqual(stack.subviews.count, 3)
    assertInvariants(window)
  }

  func testFill_roomLeftOver_goesToTheLastView() {
    let (window, stack, fields) = makeForm()
    stack.frame = Rect(x: 20, y: 100, width: 280, height: 200)
    window.layoutIfNeeded()
    XCTAssertEqual(fields.map(\.frame.height), [30, 30, 124])
    // Back to the fitting height, the last view returns to its natural 30.
    stack.sizeToFit()
    window.layoutIfNeeded()
    XCTAssertEqual(fields.map(\.frame.height), [30, 30, 30])
  }

  func testFill_lackOfRoom_takenFromTheLastViewsFirst() {
    let (window, stack, fields) = makeForm()
    stack.frame = Rect(x: 20, y: 100, width: 280, height: 50)
    window.layoutIfNeeded()
    // 106 needed, 50 given: the last loses 30, the middle 26.
    XCTAssertEqual(fields.map(\.frame.height), [30, 4, 0])
    XCTAssertEqual(fields.map(\.frame.minY), [0, 38, 50])
  }

  func testLayout_isLazy_framesFollowAtTheNextPass() {
    let (window, stack, fields) = makeForm()
    stack.spacing = 20
    XCTAssertEqual(fields[2].frame.minY, 76)
    window.layoutIfNeeded()
    XCTAssertEqual(fields[2].frame.minY, 100)
  }

  func testFillEqually_horizontal_equalWidthsAndFullHeight() {
    let stack = StackView(arrangedSubviews: [box(10, 20), box(50, 30), box(0, 0)])
    stack.distribution = .fillEqually
    stack.spacing = 10
    stack.frame = Rect(x: 0, y: 0, width: 320, height: 44)
    stack.layoutIfNeeded()
    XCTAssertEqual(
      stack.arrangedSubviews.map(\.frame),
      [
        Rect(x: 0, y: 0, width: 100, height: 44), Rect(x: 110, y: 0, width: 100, height: 44),
        Rect(x: 220, y: 0, width: 100, height: 44),
      ])
  }

  func testEqualSpacing_horizontal_naturalWidthsEqualGaps() {
    let stack = StackView(arrangedSubviews: [box(50, 20), box(60, 20), box(70, 20)])
    stack.distribution = .equalSpacing
    stack.frame = Rect(x: 0, y: 0, width: 300, height: 20)
    stack.layoutIfNeeded()
    XCTAssertEqual(stack.arrangedSubviews.map(\.frame.minX), [0, 110, 230])
    XCTAssertEqual(stack.arrangedSubviews.map(\.frame.width), [50, 60, 70])
  }

  func testEqualSpacing_tooLittleRoom_keepsSpacingAndRunsPastTheEnd() {
    let stack = StackView(arrangedSubviews: [box(100, 20), box(100, 20)])
    stack.distribution = .equalSpacing
    stack.spacing = 10
    stack.frame = Rect(x: 0, y: 0, width: 150, height: 20)
    stack.layoutIfNeeded()
    XCTAssertEqual(stack.arrangedSubviews.map(\.frame.minX), [0, 110])
  }

  func testFillProportionally_widthsInProportionToNaturalWidths() {
    let stack = StackView(arrangedSubviews: [box(100, 20), box(300, 20)])
    stack.distribution = .fillProportionally
    stack.frame = Rect(x: 0, y: 0, width: 200, height: 20)
    stack.layoutIfNeeded()
    XCTAssertEqual(stack.arrangedSubviews.map(\.frame.width), [50, 150])
    XCTAssertEqual(stack.arrangedSubviews.map(\.frame.minX), [0, 50])
  }

  func testAlignment_centerAndTrailing_keepNaturalCrossLength() {
    let stack = StackView(arrangedSubviews: [box(100, 30), box(60, 30)])
    stack.axis = .vertical
    stack.alignment = .center
    stack.frame = Rect(x: 0, y: 0, width: 300, height: 60)
    stack.layoutIfNeeded()
    XCTAssertEqual(
      stack.arrangedSubviews.map(\.frame),
      [Rect(x: 100, y: 0, width: 100, height: 30), Rect(x: 120, y: 30, width: 60, height: 30)])
    stack.alignment = .trailing
    stack.layoutIfNeeded()
    XCTAssertEqual(stack.arrangedSubviews.map(\.frame.minX), [200, 240])
    stack.alignment = .leading
    stack.layoutIfNeeded()
    XCTAssertEqual(stack.arrangedSubviews.map(\.frame.minX), [0, 0])
  }

  func testAlignment_bottomOfHorizontalStack_isTrailing() {
    let stack = StackView(arrangedSubviews: [box(50, 20), box(50, 40)])
    stack.alignment = .bottom
    stack.frame = Rect(x: 0, y: 0, width: 100, height: 40)
    stack.layoutIfNeeded()
    XCTAssertEqual(stack.arrangedSubviews.map(\.frame.minY), [20, 0])
    XCTAssertEqual(StackView.Alignment.bottom, .trailing)
    XCTAssertEqual(StackView.Alignment(named: "top"), .leading)
    XCTAssertEqual(StackView.Distribution(named: "fillEqually"), .fillEqually)
    XCTAssertEqual(StackView.Distribution(named: "equalCentering"), .equalCentering)
    XCTAssertNil(StackView.Distribution(named: "spread"))
  }

  func testHiddenArrangedView_collapses_andComesBack() {
    let (window, stack, fields) = makeForm()
    fields[1].isHidden = true
    window.layoutIfNeeded()
    XCTAssertEqual(fields[2].frame.minY, 38)
    XCTAssertEqual(stack.intrinsicContentSize, Size(width: 0, height: 68))
    // The hidden view keeps its frame.
    XCTAssertEqual(fields[1].frame, Rect(x: 0, y: 38, width: 280, height: 30))
    fields[1].isHidden = false
    window.layoutIfNeeded()
    XCTAssertEqual(fields[2].frame.minY, 76)
    assertInvariants(window)
  }

  func testHostChangesFrameOfArrangedView_newHeightIsNatural() {
    let (window, stack, fields) = makeForm()
    fields[0].frame = Rect(x: 0, y: 0, width: 280, height: 50)
    stack.setNeedsLayout()
    window.layoutIfNeeded()
    XCTAssertEqual(fields.map(\.frame.minY), [0, 58, 96])
    XCTAssertEqual(stack.intrinsicContentSize.height, 126)
  }

  func testIntrinsicContentSize_ofArrangedView_winsOverItsFrame() {
    final class Label: View {
      var height = 21.0 { didSet { invalidateIntrinsicContentSize() } }
      override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: height)
      }
    }
    let label = Label(frame: Rect(x: 0, y: 0, width: 0, height: 100))
    let field = TextField(frame: Rect(x: 0, y: 0, width: 0, height: 30))
    let stack = StackView(arrangedSubviews: [label, field])
    stack.axis = .vertical
    stack.frame = Rect(x: 0, y: 0, width: 200, height: 400)
    stack.sizeToFit()
    stack.layoutIfNeeded()
    XCTAssertEqual(stack.frame.height, 51)
    XCTAssertEqual(field.frame.minY, 21)
    label.height = 42
    stack.sizeToFit()
    stack.layoutIfNeeded()
    XCTAssertEqual(field.frame.minY, 42)
    XCTAssertEqual(stack.frame.height, 72)
  }

  func testIntrinsicContentSizeForWidth_customWrappingView_heightAtTheGivenWidthInOnePass() {
    // A view outside the package whose height depends on its width: 8 points per character,
    // 20 points per line. The stack gives it 160 points (20 characters per line), so 50
    // characters take 3 lines, in the first pass; the frame it had (400 wide, 1 line) is not read.
    final class Paragraph: View {
      var characters = 50 { didSet { invalidateIntrinsicContentSize() } }
      override var intrinsicContentSize: Size { intrinsicContentSize(forWidth: bounds.width) }
      override func intrinsicContentSize(forWidth width: Double) -> Size {
        let perLine = Swift.max(1, (width / 8).rounded(.down))
        let lines = (Double(characters) / perLine).rounded(.up)
        return Size(width: View.noIntrinsicMetric, height: lines * 20)
      }
    }
    let paragraph = Paragraph(frame: Rect(x: 0, y: 0, width: 400, height: 20))
    let field = TextField(frame: Rect(x: 0, y: 0, width: 0, height: 30))
    let stack = StackView(arrangedSubviews: [paragraph, field])
    stack.axis = .vertical
    stack.frame = Rect(x: 0, y: 0, width: 160, height: 0)
    stack.sizeToFit()
    stack.layoutIfNeeded()
    XCTAssertEqual(paragraph.frame, Rect(x: 0, y: 0, width: 160, height: 60))
    XCTAssertEqual(field.frame.minY, 60)
    XCTAssertEqual(stack.frame.height, 90)
    paragraph.characters = 70
    stack.sizeToFit()
    stack.layoutIfNeeded()
    XCTAssertEqual(paragraph.frame.height, 80)
    XCTAssertEqual(field.frame.minY, 80)
    XCTAssertEqual(stack.frame.height, 110)
  }

  func testNestedStacks_rowInForm_sizesFromTheInnerStack() {
    let window = makePhoneWindow()
    let first = TextField(frame: Rect(x: 0, y: 0, width: 0, height: 30))
    let second = TextField(frame: Rect(x: 0, y: 0, width: 0, height: 40))
    let row = StackView(arrangedSubviews: [first, second])
    row.distribution = .fillEqually
    row.spacing = 10
    let below = TextField(frame: Rect(x: 0, y: 0, width: 0, height: 30))
    let form = StackView(arrangedSubviews: [row, below])
    form.axis = .vertical
    form.spacing = 10
    form.frame = Rect(x: 10, y: 100, width: 300, height: 0)
    form.sizeToFit()
    window.addSubview(form)
    window.layoutIfNeeded()
    XCTAssertEqual(form.frame.height, 80)
    XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 300, height: 40))
    XCTAssertEqual(first.frame, Rect(x: 0, y: 0, width: 145, height: 40))
    XCTAssertEqual(second.frame, Rect(x: 155, y: 0, width: 145, height: 40))
    XCTAssertEqual(below.frame, Rect(x: 0, y: 50, width: 300, height: 30))
    // Hiding the taller field shrinks the row to 30; the outer stack follows in the same pass.
    second.isHidden = true
    window.layoutIfNeeded()
    XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 300, height: 30))
    XCTAssertEqual(first.frame, Rect(x: 0, y: 0, width: 300, height: 30))
    XCTAssertEqual(below.frame.minY, 40)
    assertInvariants(window)
  }

  // An observer that asks a stack where an arranged stack goes whenever a frame changes (a
  // return manager measuring where fields rest) hears the stacks' own frame sets before they
  // record them as assigned; those sizes must not become natural ones (seed 860,006,793).
  // Natural heights 20 (the row's field) and 80 share the form's length: 10 and 40 at 50
  // high, and 20 and 80 again at 100 (it gave 11.1 and 88.9: the row's fitting height had
  // become the field's 10 of the last layout, against 80).
  func testFillProportionally_observerMeasuresDuringLayout_growingBackGivesTheOldFrames() {
    final class Measurer: WindowObserver {
      weak var form: StackView?
      weak var row: View?
      func window(_ window: Window, didChange change: TreeChange, at view: View) {
        guard change == .frame, let form, let row else { return }
        _ = form.frame(
          forSubview: row, at: row.frame, whenResizedFrom: form.bounds.size,
          to: form.bounds.size)
      }
    }
    let window = makePhoneWindow()
    let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    let row = StackView(arrangedSubviews: [field])
    row.axis = .vertical
    let below = box(300, 80)
    let form = StackView(arrangedSubviews: [row, below])
    form.axis = .vertical
    form.distribution = .fillProportionally
    form.frame = Rect(x: 10, y: 100, width: 300, height: 100)
    window.addSubview(form)
    window.layoutIfNeeded()
    let measurer = Measurer()
    measurer.form = form
    measurer.row = row
    window.addObserver(measurer)
    XCTAssertEqual(field.frame.height, 20)
    form.frame.size.height = 50
    window.layoutIfNeeded()
    XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 300, height: 10))
    XCTAssertEqual(field.frame.height, 10)
    XCTAssertEqual(below.frame, Rect(x: 0, y: 10, width: 300, height: 40))
    form.frame.size.height = 100
    window.layoutIfNeeded()
    XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 300, height: 20))
    XCTAssertEqual(field.frame.height, 20)
    XCTAssertEqual(below.frame, Rect(x: 0, y: 20, width: 300, height: 80))
    assertInvariants(window)
  }

  func testInsertArrangedSubview_atZero_shiftsTheOthers() {
    let (window, stack, fields) = makeForm()
    let top = TextField(frame: Rect(x: 0, y: 0, width: 0, height: 44))
    stack.insertArrangedSubview(top, at: 0)
    stack.sizeToFit()
    window.layoutIfNeeded()
    XCTAssertTrue(stack.arrangedSubviews.first === top)
    XCTAssertEqual(fields.map(\.frame.minY), [52, 90, 128])
    XCTAssertEqual(stack.frame.height, 158)
  }

  func testAddArrangedSubview_alreadyArranged_movesToTheEnd() {
    let (window, stack, fields) = makeForm()
    stack.addArrangedSubview(fields[0])
    window.layoutIfNeeded()
    XCTAssertEqual(stack.arrangedSubviews.count, 3)
    XCTAssertTrue(stack.arrangedSubviews.last === fields[0])
    XCTAssertEqual(fields.map(\.frame.minY), [76, 0, 38])
  }

  func testRemoveArrangedSubview_staysASubview_othersClose() {
    let (window, stack, fields) = makeForm()
    stack.removeArrangedSubview(fields[1])
    window.layoutIfNeeded()
    XCTAssertTrue(fields[1].superview === stack)
    XCTAssertEqual(stack.arrangedSubviews.count, 2)
    XCTAssertEqual(fields[2].frame.minY, 38)
    assertInvariants(window)
  }

  func testRemoveFromSuperview_leavesTheArrangedViews() {
    let (window, stack, fields) = makeForm()
    fields[0].removeFromSuperview()
    window.layoutIfNeeded()
    XCTAssertEqual(stack.arrangedSubviews.count, 2)
    XCTAssertEqual(fields.map(\.frame.minY), [0, 0, 38])
    assertInvariants(window)
  }

  func testSpacing_notFinite_rejectedWithDiagnostic() {
    let (window, stack, _) = makeForm()
    window.clearDiagnostics()
    stack.spacing = .nan
    stack.spacing = .infinity
    XCTAssertEqual(stack.spacing, 8)
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry, .nonFiniteGeometry])
  }

  func testEmptyStack_fitsToZeroAndLaysOutNothing() {
    let stack = StackView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    stack.sizeToFit()
    stack.layoutIfNeeded()
    XCTAssertEqual(stack.frame, Rect(x: 0, y: 0, width: 0, height: 100))
    XCTAssertEqual(stack.intrinsicContentSize, .zero)
  }
}

/// A form built from a stack inside a scroll view, with the keyboard manager.
final class StackViewKeyboardTests: XCTestCase {
  // Twelve 30-high fields 20 apart (a stack 580 high at content y 20) in a full-screen scroll
  // view whose content size the host sets to the stack's height plus 20 above and below.
  private func scene() -> (AvoidanceHarness, ScrollView, [TextField]) {
    let h = AvoidanceHarness()
    let scroll = h.addFullScreenScrollView(contentHeight: 0)
    let fields = (0..<12).map { _ in TextField(frame: Rect(x: 0, y: 0, width: 0, height: 30)) }
    let stack = StackView(arrangedSubviews: fields)
    stack.axis = .vertical
    stack.spacing = 20
    stack.frame = Rect(x: 20, y: 20, width: 280, height: 0)
    stack.sizeToFit()
    scroll.addSubview(stack)
    scroll.contentSize = Size(width: 320, height: stack.frame.maxY + 20)
    h.window.layoutIfNeeded()
    h.assertConsistent()
    return (h, scroll, fields)
  }

  func testFieldInStackInScrollView_endsClearOfTheKeyboard() {
    let (h, scroll, fields) = scene()
    XCTAssertEqual(scroll.contentSize.height, 620)
    XCTAssertEqual(h.windowFrame(fields[9]), Rect(x: 20, y: 470, width: 280, height: 30))
    h.focus(fields[9])
    h.showKeyboard()
    // The keyboard's top is 352; the field's bottom ends 10 above it.
    XCTAssertEqual(scroll.contentOffset.y, 158)
    XCTAssertEqual(h.windowFrame(fields[9]).maxY, 342)
    XCTAssertEqual(h.manager.lastPlan?.trace.remainingCover, 0)
    // On hide the offset is not restored (no `restoreContentOffset`), only brought back into
    // the range a user can scroll to: 620 − 568 = 52, as IQKeyboardManager does.
    h.hideKeyboard()
    XCTAssertEqual(scroll.contentOffset.y, 52)
    h.assertConsistent()
  }

  func testHidingAFieldAbove_movesTheFocusedFieldUp_managerFollows() {
    let (h, scroll, fields) = scene()
    h.focus(fields[9])
    h.showKeyboard()
    XCTAssertEqual(scroll.contentOffset.y, 158)
    fields[0].isHidden = true
    h.window.layoutIfNeeded()
    // The field moved up 50 in the content; it stays clear of the keyboard.
    XCTAssertEqual(fields[9].frame.minY, 400)
    XCTAssertLessThanOrEqual(h.windowFrame(fields[9]).maxY, 342)
    h.assertConsistent()
  }
}
