import KeyboardCore
import XCTest

/// The dirty-flag layout model: ``View/setNeedsLayout()`` marks a view and its ancestors,
/// ``View/layoutIfNeeded()`` visits only what is marked; and typing, which marks nothing and
/// reports no geometry change unless the caret or the frame moved.
final class LayoutTests: XCTestCase {
  /// A view that logs its layout passes under a name.
  private final class LoggingView: View {
    let name: String
    let log: EventLog
    var onLayout: (() -> Void)?

    init(_ name: String, log: EventLog) {
      self.name = name
      self.log = log
      super.init(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    }

    override func layoutSubviews() {
      log.append(name)
      onLayout?()
    }
  }

  /// A laid-out tree of six views.
  ///
  /// ```
  /// root ─┬─ a ─── a1
  ///       └─ b ─┬─ b1
  ///             └─ b2
  /// ```
  private struct Tree {
    let log = EventLog()
    let root: LoggingView
    let a: LoggingView
    let a1: LoggingView
    let b: LoggingView
    let b1: LoggingView
    let b2: LoggingView

    init() {
      root = LoggingView("root", log: log)
      a = LoggingView("a", log: log)
      a1 = LoggingView("a1", log: log)
      b = LoggingView("b", log: log)
      b1 = LoggingView("b1", log: log)
      b2 = LoggingView("b2", log: log)
      root.addSubview(a)
      a.addSubview(a1)
      root.addSubview(b)
      b.addSubview(b1)
      b.addSubview(b2)
      root.layoutIfNeeded()
      log.clear()
    }
  }

  func testLayoutIfNeeded_newTree_laysOutEveryViewTopDownInOrder() {
    let log = EventLog()
    let root = LoggingView("root", log: log)
    let a = LoggingView("a", log: log)
    let b = LoggingView("b", log: log)
    root.addSubview(a)
    a.addSubview(LoggingView("a1", log: log))
    root.addSubview(b)
    root.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["root", "a", "a1", "b"])
  }

  func testLayoutIfNeeded_nothingMarked_laysOutNothingAndNothingIsPending() {
    let tree = Tree()
    XCTAssertFalse(tree.root.isLayoutPending)
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, [])
  }

  func testSetNeedsLayout_leaf_marksAncestorsPendingButNotSiblings() {
    let tree = Tree()
    tree.b2.setNeedsLayout()
    XCTAssertTrue(tree.b2.isLayoutPending)
    XCTAssertTrue(tree.b.isLayoutPending)
    XCTAssertTrue(tree.root.isLayoutPending)
    XCTAssertFalse(tree.a.isLayoutPending)
    XCTAssertFalse(tree.b1.isLayoutPending)
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["b2"])
    XCTAssertFalse(tree.root.isLayoutPending)
    XCTAssertFalse(tree.b.isLayoutPending)
  }

  // A layout that marks a view below the one laying out is finished in the same pass, and
  // leaves no mark on the ancestors above, which the walk has already passed.
  func testLayoutSubviews_marksAChild_childLaidOutInThePass_nothingLeftPending() {
    let tree = Tree()
    tree.b.onLayout = { tree.b2.setNeedsLayout() }
    tree.b.setNeedsLayout()
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["b", "b2"])
    XCTAssertFalse(tree.root.isLayoutPending)
    XCTAssertFalse(tree.b.isLayoutPending)
  }

  // A layout that marks a view elsewhere (here its own parent) leaves that for the next pass.
  func testLayoutSubviews_marksItsParent_parentStaysPending() {
    let tree = Tree()
    tree.b2.onLayout = { tree.b.setNeedsLayout() }
    tree.b2.setNeedsLayout()
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["b2"])
    XCTAssertTrue(tree.root.isLayoutPending)
    XCTAssertTrue(tree.b.isLayoutPending)
  }

  func testLayoutIfNeeded_calledOnMarkedSubtree_leavesOtherMarksForTheRootPass() {
    let tree = Tree()
    tree.a1.setNeedsLayout()
    tree.b1.setNeedsLayout()
    tree.b.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["b1"])
    XCTAssertTrue(tree.root.isLayoutPending, "a1 still waits")
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["b1", "a1"])
  }

  func testAddSubview_newViewInCleanTree_laidOutAtNextPass() {
    let tree = Tree()
    let added = LoggingView("new", log: tree.log)
    tree.b1.addSubview(added)
    XCTAssertTrue(tree.root.isLayoutPending)
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["new"])
  }

  func testAddSubview_markedDetachedSubtree_carriesItsMarksIntoTheTree() {
    let tree = Tree()
    let detached = LoggingView("detached", log: tree.log)
    let child = LoggingView("child", log: tree.log)
    detached.addSubview(child)
    detached.layoutIfNeeded()
    child.setNeedsLayout()
    tree.log.clear()
    tree.a.addSubview(detached)
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["child"])
  }

  func testLayoutIfNeeded_siblingMarkedDuringPass_laidOutInTheSamePass() {
    let tree = Tree()
    tree.a1.onLayout = { tree.b1.setNeedsLayout() }
    tree.a1.setNeedsLayout()
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["a1", "b1"])
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["a1", "b1"], "nothing is left for the next pass")
    XCTAssertFalse(tree.root.isLayoutPending)
  }

  func testLayoutIfNeeded_ancestorMarkedDuringPass_laidOutAtTheNextPass() {
    let tree = Tree()
    tree.b2.onLayout = { tree.b.setNeedsLayout() }
    tree.b2.setNeedsLayout()
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["b2"])
    XCTAssertTrue(tree.root.isLayoutPending)
    tree.b2.onLayout = nil
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["b2", "b"])
  }

  func testFrameSizeChange_deepView_marksOnlyThatPath() {
    let tree = Tree()
    tree.a1.frame = Rect(x: 0, y: 0, width: 50, height: 50)
    tree.b1.frame = Rect(x: 5, y: 5, width: 100, height: 100)
    tree.root.layoutIfNeeded()
    XCTAssertEqual(tree.log.entries, ["a1"], "a move alone does not need layout")
  }

  func testWindowLayoutIfNeeded_nothingMarked_stillTellsObservers() {
    let (window, _) = makeForm()
    window.layoutIfNeeded()
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    XCTAssertFalse(window.isLayoutPending)
    window.layoutIfNeeded()
    XCTAssertEqual(observer.layoutCount, 1)
  }

  func testLayoutIfNeeded_controllerView_tellsControllerOnlyWhenItsViewWasLaidOut() {
    let (window, form) = makeForm()
    window.layoutIfNeeded()
    let before = form.layoutCount
    form.first.setNeedsLayout()
    window.layoutIfNeeded()
    XCTAssertEqual(form.layoutCount, before)
    form.view.setNeedsLayout()
    window.layoutIfNeeded()
    XCTAssertEqual(form.layoutCount, before + 1)
  }

  // MARK: Typing

  /// Records the range each text change asks about.
  private final class RangeDelegate: TextInputDelegate {
    var ranges: [Range<Int>] = []

    func textInput(
      _ input: any TextInput, shouldChangeTextIn range: Range<Int>, replacementText text: String
    ) -> Bool {
      ranges.append(range)
      return true
    }
  }

  func testInsertText_keystrokes_reportTextOnlyAndNoNewGeneration() {
    let (window, form) = makeForm()
    XCTAssertTrue(form.notes.becomeFirstResponder())
    window.layoutIfNeeded()
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    let generation = window.treeGeneration
    for character in "hello\n" { XCTAssertTrue(form.notes.insertText(String(character))) }
    XCTAssertEqual(form.notes.text, "hello\n")
    XCTAssertEqual(observer.changeKinds, Array(repeating: .text, count: 6))
    XCTAssertEqual(window.treeGeneration, generation)
    XCTAssertFalse(window.isLayoutPending, "typing marks nothing for layout")
  }

  func testInsertText_caretMovedByHost_reportsTextInputOnce() {
    let (window, form) = makeForm()
    XCTAssertTrue(form.notes.becomeFirstResponder())
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    form.notes.insertText("a")
    form.notes.caretRect = Rect(x: 10, y: 0, width: 2, height: 20)
    form.notes.caretRect = Rect(x: 10, y: 0, width: 2, height: 20)
    XCTAssertEqual(observer.changeKinds, [.text, .textInput])
  }

  func testCaretRect_setToTheDefaultRectangle_reportsNothing() {
    let (window, form) = makeForm()
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    form.notes.caretRect = Rect(x: 0, y: 0, width: 2, height: 20)
    XCTAssertEqual(observer.changeKinds, [])
    form.notes.lineHeight = 30
    XCTAssertEqual(observer.changeKinds, [], "an explicit caret does not follow the line height")
  }

  func testLineHeight_defaultCaret_movesCaretAndReportsTextInput() {
    let (window, form) = makeForm()
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    form.notes.lineHeight = 24
    XCTAssertEqual(form.notes.caretRect, Rect(x: 0, y: 0, width: 2, height: 24))
    XCTAssertEqual(observer.changeKinds, [.textInput])
  }

  func testTextView_nanOrNegativeLineHeight_rejectedWithDiagnostic() {
    let (window, form) = makeForm()
    form.notes.lineHeight = .nan
    form.notes.lineHeight = -1
    XCTAssertEqual(form.notes.lineHeight, 20)
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry, .negativeSize])
  }

  func testInsertText_rangesAskedOfTheDelegate_countCharactersNotScalars() {
    let (window, form) = makeForm()
    let delegate = RangeDelegate()
    form.notes.delegate = delegate
    form.notes.text = "ab"
    XCTAssertEqual(window.focus(form.notes), .succeeded)
    form.notes.insertText("e")
    form.notes.insertText("\u{301}")  // a combining accent joins the "e": still 3 characters
    form.notes.insertText("🇫")
    form.notes.insertText("🇷")  // the second half of a flag joins the first
    form.notes.insertText("x")
    XCTAssertEqual(form.notes.text, "abe\u{301}🇫🇷x")
    XCTAssertEqual(delegate.ranges, [2..<2, 3..<3, 3..<3, 4..<4, 4..<4])
    form.notes.pressReturn()
    XCTAssertEqual(delegate.ranges.last, 5..<5)
    XCTAssertEqual(form.notes.text.count, 6)
  }

  func testInsertText_newlineAfterCarriageReturn_joinsIntoOneCharacter() {
    let (window, form) = makeForm()
    let delegate = RangeDelegate()
    form.notes.delegate = delegate
    XCTAssertEqual(window.focus(form.notes), .succeeded)
    form.notes.insertText("a\r")
    form.notes.insertText("\n")  // "\r\n" is one character
    form.notes.insertText("b")
    XCTAssertEqual(delegate.ranges, [0..<0, 2..<2, 2..<2])
    XCTAssertEqual(form.notes.text.count, 3)
  }

  func testInsertText_afterWholeTextSet_countsFromTheNewText() {
    let (window, form) = makeForm()
    let delegate = RangeDelegate()
    form.first.delegate = delegate
    XCTAssertEqual(window.focus(form.first), .succeeded)
    form.first.insertText("abc")
    form.first.text = "z"
    form.first.insertText("y")
    form.first.text = ""
    form.first.insertText("q\nr")
    XCTAssertEqual(delegate.ranges, [0..<0, 1..<1, 0..<0])
    XCTAssertEqual(form.first.text, "qr", "a single-line field drops newlines")
  }

  func testInsertText_emptyString_changesNothingAndReportsNothing() {
    let (window, form) = makeForm()
    XCTAssertTrue(form.first.becomeFirstResponder())
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    XCTAssertTrue(form.first.insertText(""))
    XCTAssertEqual(observer.changeKinds, [])
  }
}
