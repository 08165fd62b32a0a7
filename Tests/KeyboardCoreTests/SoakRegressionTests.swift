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
      id: ScrollViewSnapshot.ID(1), name: "TextView",
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

  // MARK: Helpers

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
