import KeyboardCore
import XCTest

// Failures the random soak found (issue 12, Reliability v2): after every pass, solving the
// applied result again must change nothing. Each test builds the smallest tree or context that
// failed, with the numbers the soak printed.
final class SoakRegressionTests: XCTestCase {
  // MARK: A resized root scroll view that starts scrolling vertically (seed 20,003,186)

  // A root scroll view whose content is wider than it and shorter than it scrolls only
  // horizontally: the solver skipped it and gave it no inset. Resized above the keyboard, it
  // is shorter than its content and scrolls vertically, so a second solve counted it in (the
  // innermost scrollable ancestor) and set its insets. The window reaches 20 below the screen,
  // so the resized root still meets the keyboard by 20: the inset is 20 + 10, the indicator 20.
  func testResizeRoot_rootScrollViewScrollsVerticallyOnceResized_insetsInTheFirstPass() {
    let screen = Screen(width: 320, height: 568)
    let window = Window(screen: screen, frame: Rect(x: 0, y: 20, width: 320, height: 568))
    let controller = ViewController()
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    scroll.contentSize = Size(width: 640, height: 500)
    controller.view = scroll
    window.rootViewController = controller
    let manager = KeyboardManager(window: window)
    manager.isEnabled = true
    manager.strategy = .resizeRoot
    let field = TextField(frame: Rect(x: 20, y: 100, width: 280, height: 30))
    scroll.addSubview(field)
    XCTAssertTrue(scroll.isHorizontallyScrollable)
    XCTAssertFalse(scroll.isVerticallyScrollable)
    XCTAssertTrue(field.becomeFirstResponder())
    screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))

    XCTAssertEqual(scroll.frame, Rect(x: 0, y: 0, width: 320, height: 352))
    XCTAssertTrue(scroll.isVerticallyScrollable)
    XCTAssertEqual(scroll.contentInset.bottom, 30)
    XCTAssertEqual(scroll.verticalScrollIndicatorInsets.bottom, 20)
    assertSecondSolveIsEmpty(manager)
  }

  // MARK: A tall text view that neither rises nor falls under resizeRoot (seed 20,027,373)

  // A text view taller than the visible area, 2 above the top guide, its caret 78.5 too low:
  // its own content scrolls 78 2/3 (up to the 3× grid) and nothing else moves, so the root was
  // never resized. The caret then had 1/6 to spare, the text view came down by it, and that
  // second pass resized the root. The root is sized on every pass, as for a field.
  func testResizeRoot_tallTextViewScrollingItsOwnContent_rootResizedInTheSamePass() {
    let textView = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "TextView",
      frameInWindow: Rect(x: 0, y: 18, width: 320, height: 500), contentOffset: .zero,
      contentSize: Size(width: 320, height: 1000), isActiveTextView: true)
    let root = RootSnapshot(
      name: "Root", origin: .zero, beginOrigin: .zero, beginSize: Size(width: 320, height: 568),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))
    let context = AvoidanceContext(
      inputName: "TextView", target: textView.frameInWindow,
      caret: Rect(x: 0, y: 400.5, width: 2, height: 20),
      keyboard: Rect(x: 0, y: 352, width: 320, height: 216), distance: 10, topGuide: 20,
      scale: 3, scrollViews: [textView], root: root, strategy: .resizeRoot)
    let first = AvoidanceSolver.plan(for: context)
    let offset = 78 + 2.0 / 3
    XCTAssertEqual(
      first.mutations,
      [
        .setContentInset(scrollView: textView.id, Insets(bottom: 176)),
        .setIndicatorInsets(scrollView: textView.id, Insets(bottom: 166)),
        .setContentOffset(scrollView: textView.id, Point(x: 0, y: offset)),
        .setRootSize(Size(width: 320, height: 352)),
      ])

    var applied = context
    applied.caret?.origin.y -= offset
    applied.scrollViews[0].contentOffset.y = offset
    applied.scrollViews[0].contentInset.bottom = 176
    applied.scrollViews[0].indicatorInsets.bottom = 166
    applied.scrollViews[0].isManaged = true
    applied.root?.size = Size(width: 320, height: 352)
    let again = AvoidanceSolver.plan(for: applied)
    XCTAssertEqual(again.mutations, [], "\(again.trace)")
  }

  // MARK: A root scroll view resized shorter than its top safe area (seed 20,033,423)

  // The root scroll view (top inset 20, safe area top 47) is resized to 30 above a keyboard
  // reaching up to y 30: its safe-area top inset becomes 30, not 47. The pass capped the scroll
  // at the field's top reaching the visible top read at the full height (200 − 20 − 47 = 133);
  // the next pass read it at 30 tall (200 − 20 − 30 = 150) and scrolled 17 more. Caps, safe
  // areas and insets are read at the planned size from the start.
  func testResizeRoot_safeAreaReadAtThePlannedSize_capSameOnEveryPass() {
    let scroll = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "Root",
      frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
      contentOffset: .zero, contentSize: Size(width: 320, height: 1200),
      contentInset: Insets(top: 20), isRootView: true)
    let root = RootSnapshot(
      name: "Root", origin: .zero, beginOrigin: .zero, beginSize: Size(width: 320, height: 568),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))
    let context = AvoidanceContext(
      inputName: "Field", target: Rect(x: 20, y: 200, width: 280, height: 30),
      keyboard: Rect(x: 0, y: 30, width: 320, height: 538), distance: 10, topGuide: 47,
      windowSafeRect: Rect(x: 0, y: 47, width: 320, height: 487), scrollViews: [scroll],
      root: root, strategy: .resizeRoot)
    let first = AvoidanceSolver.plan(for: context)
    XCTAssertEqual(first.trace.scrolled, [0: 150])
    XCTAssertEqual(
      first.mutations,
      [
        .setContentOffset(scrollView: scroll.id, Point(x: 0, y: 150)),
        .setRootSize(Size(width: 320, height: 30)),
      ])
    let again = AvoidanceSolver.plan(for: applying(first, to: context))
    XCTAssertEqual(again.mutations, [], "\(again.trace)")
  }

  // MARK: Range keeping that lifts a clear field above the top guide (seed 20,034,340)

  // A field at y 40 in a table whose offset the host left at −91, below its smallest valid
  // offset 0; the table is inside an outer scroll view scrolled to 188. The field has 272 to
  // spare, so nothing falls at first; keeping the table's offset in range then lifts it 91,
  // its top 51 above the guide. The pass stopped there and the next one scrolled the outer
  // view down 51. The field's slack (272 + 91) limits that fall in the same pass.
  func testRangeKeepingHidesAClearFieldsTop_outerScrollFallsInTheSamePass() {
    let table = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "Table",
      frameInWindow: Rect(x: 0, y: 10, width: 320, height: 288),
      contentOffset: Point(x: 0, y: -91), contentSize: Size(width: 320, height: 200))
    let outer = ScrollViewSnapshot(
      id: ScrollViewID(2), name: "Outer",
      frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
      contentOffset: Point(x: 0, y: 188), contentSize: Size(width: 320, height: 1200),
      isManaged: true)
    let root = RootSnapshot(
      name: "Root", origin: .zero, beginOrigin: .zero, beginSize: Size(width: 320, height: 568),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))
    let context = AvoidanceContext(
      inputName: "Field", target: Rect(x: 20, y: 40, width: 280, height: 30),
      keyboard: Rect(x: 0, y: 352, width: 320, height: 216), distance: 10, topGuide: 0,
      scrollViews: [table, outer], root: root)
    let first = AvoidanceSolver.plan(for: context)
    XCTAssertEqual(
      first.mutations,
      [
        .setContentOffset(scrollView: table.id, Point(x: 0, y: 0)),
        .setContentOffset(scrollView: outer.id, Point(x: 0, y: 137)),
      ])
    let again = AvoidanceSolver.plan(for: applying(first, to: context))
    XCTAssertEqual(again.mutations, [], "\(again.trace)")
  }

  // MARK: A navigation controller inside a navigation controller (seed 20,032,453)

  // The inner navigation controller is the root that moves. Its bar is laid out at its view's
  // safe-area top, under the outer bar (window 44…88), and layout keeps it there as the root
  // rises. The top guide took the bar's bottom plus the lift (88 + 158 = 246) for its rest
  // position, so the next solve found the field 104 above the guide and brought the root down.
  func testNestedNavigationControllers_innerBarKeptAtTheSafeTop_guideStays88() {
    let form = ViewController()
    let inner = NavigationController(rootViewController: form)
    let outer = NavigationController(rootViewController: inner)
    let h = AvoidanceHarness(safeArea: .zero, controller: outer)
    h.manager.layoutIfNeededOnUpdate = true
    h.window.layoutIfNeeded()
    let field = h.addField(Rect(x: 20, y: 300, width: 280, height: 200), to: form.view)
    h.focus(field)
    h.showKeyboard()
    // Needs 500 + 10 − 352 = 158; room above the guide 300 − 88 = 212.
    XCTAssertEqual(inner.view.frame.origin.y, -158)
    XCTAssertEqual(inner.navigationBar.frameInWindow, Rect(x: 0, y: 44, width: 320, height: 44))
    XCTAssertEqual(h.manager.currentContext()?.topGuide, 88)
    assertSecondSolveIsEmpty(h.manager)
  }

  // MARK: A real move at a huge offset (seed 30,011,855)

  // A scroll view at offset 999,999,999,999,865 scrolls 188 for a field 188 too low. The
  // relative tolerance meant for values beyond 2^53 (a millionth of the value's 1e-6) counted
  // the new offset as the old one, so the plan said "scrolled" but wrote nothing.
  func testHugeOffset_scrollOf188_isWritten() {
    let scroll = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "Scroll",
      frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
      contentOffset: Point(x: 0, y: 999_999_999_999_865),
      contentSize: Size(width: 320, height: 2e15))
    let context = AvoidanceContext(
      inputName: "Field", target: Rect(x: 20, y: 500, width: 280, height: 30),
      keyboard: Rect(x: 0, y: 352, width: 320, height: 216), distance: 10, topGuide: 20,
      scrollViews: [scroll], root: nil, strategy: .scrollOnly)
    let first = AvoidanceSolver.plan(for: context)
    XCTAssertEqual(
      first.mutations,
      [
        .setContentInset(scrollView: scroll.id, Insets(bottom: 226)),
        .setIndicatorInsets(scrollView: scroll.id, Insets(bottom: 216)),
        .setContentOffset(scrollView: scroll.id, Point(x: 0, y: 1_000_000_000_000_053)),
      ])
    XCTAssertEqual(first.trace.remainingCover, 0)
  }

  // MARK: A tall text view's own offset kept in range gives its caret slack (seed 30,069,609)

  // A 500-pt text view whose top is 120 above the guide; its caret has 22 to spare. The fall
  // again counted only what moved the view, and the next pass came down further. Since seed
  // 70,008,289 the text view's own content counts as slack too (it can lift the caret), so the
  // view comes down the whole 120 to the guide and its content scrolls from −45 to 53, which
  // leaves the caret's bottom exactly 10 above the keyboard (342); before, it came down 67.
  func testTallTextView_ownOffsetKeptInRange_slackGivenBackFallsInTheSamePass() {
    let textView = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "TextView",
      frameInWindow: Rect(x: 0, y: -100, width: 320, height: 500),
      contentOffset: Point(x: 0, y: -45), contentSize: Size(width: 320, height: 1000),
      isActiveTextView: true)
    let outer = ScrollViewSnapshot(
      id: ScrollViewID(2), name: "Outer",
      frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
      contentOffset: Point(x: 0, y: 300), contentSize: Size(width: 320, height: 2000),
      isManaged: true)
    let context = AvoidanceContext(
      inputName: "TextView", target: textView.frameInWindow,
      caret: Rect(x: 0, y: 300, width: 2, height: 20),
      keyboard: Rect(x: 0, y: 352, width: 320, height: 216), distance: 10, topGuide: 20,
      scrollViews: [textView, outer], root: nil)
    let first = AvoidanceSolver.plan(for: context)
    XCTAssertEqual(first.trace.targetKind, .caretLine)
    XCTAssertEqual(first.trace.scrolled[1], -120)
    XCTAssertEqual(
      offsetMutations(of: first),
      [
        .setContentOffset(scrollView: textView.id, Point(x: 0, y: 53)),
        .setContentOffset(scrollView: outer.id, Point(x: 0, y: 180)),
      ])
    XCTAssertEqual(first.trace.remainingCover, 0)
    let again = AvoidanceSolver.plan(for: applying(first, to: context))
    XCTAssertEqual(again.mutations, [], "\(again.trace)")
  }

  // MARK: A tall text view under the guide whose caret its own content can lift (seed 70,008,289)

  // A 289-pt text view 55 above the top guide, its caret 985 too low, far down its content.
  // The caret's need kept the view from coming down (its slack was 0), so the text view stayed
  // half hidden under the guide. Its own content can lift the caret 1,240, so the view comes
  // down 55 (the outer scroll view reveals its top) and its content scrolls 1,040.
  func testTallTextView_caretItsContentCanLift_viewComesDownToTheGuide() {
    let textView = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "TextView",
      frameInWindow: Rect(x: 0, y: -35, width: 94, height: 289), contentOffset: .zero,
      contentSize: Size(width: 94, height: 1972), isActiveTextView: true)
    let outer = ScrollViewSnapshot(
      id: ScrollViewID(2), name: "Outer",
      frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
      contentOffset: Point(x: 0, y: 122), contentSize: Size(width: 320, height: 2000),
      isManaged: true)
    let context = AvoidanceContext(
      inputName: "TextView", target: textView.frameInWindow,
      caret: Rect(x: 0, y: 1268, width: 2, height: 20),
      keyboard: Rect(x: 0, y: 352, width: 320, height: 216), distance: 49, topGuide: 20,
      scrollViews: [textView, outer], root: nil)
    let first = AvoidanceSolver.plan(for: context)
    XCTAssertEqual(first.trace.targetKind, .caretLine)
    XCTAssertEqual(
      offsetMutations(of: first),
      [
        .setContentOffset(scrollView: textView.id, Point(x: 0, y: 1040)),
        .setContentOffset(scrollView: outer.id, Point(x: 0, y: 67)),
      ], "\(first.trace)")
    XCTAssertEqual(first.trace.remainingCover, 0)
    let again = AvoidanceSolver.plan(for: applying(first, to: context))
    XCTAssertEqual(again.mutations, [], "\(again.trace)")
  }

  // MARK: A tall caret above the guide lifted past its rise by a range (seed 911,183,105)

  // Landscape, a keyboard 436 tall at y 6, top guide 57: a 30-pt text view that does not
  // scroll, its top 22 above the guide, its caret line needing 66 up, may not rise (the top
  // wins). Keeping the table's offset in range (−77 → 0) lifts it 77, 11 past its need, which
  // a fall may give back. The caret's spare counted the 22 above the guide as a negative room
  // of its own scroll (−88 instead of −66), so the pass kept the 11 and the next one fell.
  // Now the outer scroll view falls 11 in the same pass and the table's inset follows.
  func testTallTextView_caretAboveTheGuideLiftedPastItsRise_fallsBackInTheSamePass() {
    let table = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "Table",
      frameInWindow: Rect(x: 112, y: -47, width: 177, height: 635),
      contentOffset: Point(x: 0, y: -77), contentSize: Size(width: 177, height: 33))
    let middle = ScrollViewSnapshot(
      id: ScrollViewID(2), name: "Middle",
      frameInWindow: Rect(x: 30, y: -94, width: 289, height: 592),
      contentOffset: .zero, contentSize: Size(width: 289, height: 839))
    let outer = ScrollViewSnapshot(
      id: ScrollViewID(3), name: "Outer",
      frameInWindow: Rect(x: 0, y: 0, width: 845, height: 442),
      contentOffset: Point(x: 0, y: 251), contentSize: Size(width: 442, height: 1180))
    let context = AvoidanceContext(
      inputName: "TextView", target: Rect(x: 128, y: 35, width: 145, height: 30),
      caret: Rect(x: 128, y: 35, width: 2, height: 20),
      keyboard: Rect(x: 0, y: 6, width: 845, height: 436), distance: 17, topGuide: 57,
      scrollViews: [table, middle, outer], root: nil)
    let first = AvoidanceSolver.plan(for: context)
    XCTAssertEqual(first.trace.targetKind, .caretLine)
    XCTAssertEqual(
      offsetMutations(of: first),
      [
        .setContentOffset(scrollView: table.id, Point(x: 0, y: 0)),
        .setContentOffset(scrollView: outer.id, Point(x: 0, y: 240)),
      ], "\(first.trace)")
    XCTAssertTrue(
      first.mutations.contains(.setContentInset(scrollView: table.id, Insets(bottom: 610))))
    let again = AvoidanceSolver.plan(for: applying(first, to: context))
    XCTAssertEqual(again.mutations, [], "\(again.trace)")
  }

  // MARK: Helpers

  // The plan's offset mutations, in order.
  private func offsetMutations(of plan: AvoidancePlan) -> [AvoidancePlan.Mutation] {
    plan.mutations.filter {
      if case .setContentOffset = $0 { true } else { false }
    }
  }

  // A hand-built context as it reads once `plan` is applied: offsets move the target and the
  // scroll views inside; the root's origin moves everything inside it; its size goes to the
  // root scroll view. (No safe-area layers: the tests here have none.)
  private func applying(_ plan: AvoidancePlan, to context: AvoidanceContext) -> AvoidanceContext {
    var next = context
    func index(_ id: ScrollViewID) -> Int? {
      next.scrollViews.firstIndex { $0.id == id }
    }
    for mutation in plan.mutations {
      switch mutation {
      case .setContentOffset(let id, let offset):
        guard let at = index(id) else { continue }
        let delta = offset.y - next.scrollViews[at].contentOffset.y
        next.scrollViews[at].contentOffset = offset
        next.scrollViews[at].isManaged = true
        // The active text view's own offset moves its caret, not the text view.
        if !next.scrollViews[at].isActiveTextView { next.target.origin.y -= delta }
        next.caret?.origin.y -= delta
        for inner in 0..<at { next.scrollViews[inner].frameInWindow.origin.y -= delta }
      case .setContentInset(let id, let inset):
        guard let at = index(id) else { continue }
        next.scrollViews[at].contentInset = inset
        next.scrollViews[at].isManaged = true
      case .setIndicatorInsets(let id, let insets):
        guard let at = index(id) else { continue }
        next.scrollViews[at].indicatorInsets = insets
        next.scrollViews[at].isManaged = true
      case .setRootOrigin(let origin):
        guard let root = next.root else { continue }
        let delta = origin.y - root.origin.y
        next.root?.origin = origin
        next.target.origin.y += delta
        next.caret?.origin.y += delta
        for at in next.scrollViews.indices where next.scrollViews[at].movesWithRoot {
          next.scrollViews[at].frameInWindow.origin.y += delta
        }
      case .setRootSize(let size):
        next.root?.size = size
        for at in next.scrollViews.indices where next.scrollViews[at].isRootView {
          next.scrollViews[at].frameInWindow.size = size
        }
      }
    }
    return next
  }

  private func assertSecondSolveIsEmpty(
    _ manager: KeyboardManager, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let context = manager.currentContext() else {
      return XCTFail("no context", file: file, line: line)
    }
    let again = AvoidanceSolver.plan(for: context)
    XCTAssertEqual(again.mutations, [], "\(again.trace)", file: file, line: line)
  }
}
