import KeyboardCore
import XCTest

// The pure solver on hand-built snapshots: no tree, no manager.
final class AvoidanceSolverTests: XCTestCase {
  private let windowRoot = RootSnapshot(
    name: "Root", origin: .zero, beginOrigin: .zero, beginSize: Size(width: 320, height: 568),
    beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))

  private func context(
    target: Rect, caret: Rect? = nil, scrollViews: [ScrollViewSnapshot] = [],
    root: RootSnapshot? = nil, keyboard: Rect? = Rect(x: 0, y: 352, width: 320, height: 216),
    kind: KeyboardKind = .docked, strategy: AvoidanceStrategy = .moveRoot
  ) -> AvoidanceContext {
    AvoidanceContext(
      inputName: "Field", target: target, caret: caret, keyboard: keyboard, keyboardKind: kind,
      distance: 10, topGuide: 20, scrollViews: scrollViews, root: root ?? windowRoot,
      strategy: strategy)
  }

  private func scroll(
    _ id: Int, _ name: String, frame: Rect, offsetY: Double = 0, contentHeight: Double? = nil,
    skip: ScrollViewSnapshot.SkipReason? = nil
  ) -> ScrollViewSnapshot {
    ScrollViewSnapshot(
      id: ScrollViewID(id), name: name, frameInWindow: frame,
      contentOffset: Point(x: 0, y: offsetY),
      contentSize: contentHeight.map { Size(width: frame.width, height: $0) }, skipReason: skip)
  }

  func testPlan_noKeyboard_emptyPlanSaysSo() {
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500, width: 280, height: 30), keyboard: nil))
    XCTAssertTrue(plan.isEmpty)
    XCTAssertEqual(plan.trace.lines.last, "keyboard hidden: nothing to avoid")
  }

  func testPlan_baseA_traceExplainsEveryStep() {
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500, width: 280, height: 30)))
    XCTAssertEqual(plan.mutations, [.setRootOrigin(Point(x: 0, y: -188))])
    XCTAssertEqual(
      plan.trace.description,
      """
      Field at (20, 500, 280×30) in the window; distance 10; top guide 20
      docked keyboard covers (0, 352, 320×216)
      needs 188 up (bottom 530 + distance 10 − keyboard top 352); room above 480 → move 188
      Root: moved up 188 (origin y 0 → -188)
      clear: bottom at 342, 10 above the keyboard
      """)
    XCTAssertEqual(plan.trace.requiredRise, 188)
    XCTAssertEqual(plan.trace.roomAbove, 480)
    XCTAssertEqual(plan.trace.rootRise, 188)
  }

  func testPlan_nestedScrollViews_innermostFirstThenOuterThenRoot() {
    let inner = scroll(1, "Inner", frame: Rect(x: 0, y: 300, width: 320, height: 200))
    let outer = scroll(2, "Outer", frame: Rect(x: 0, y: 0, width: 320, height: 568))
    // Target at window y 450...480: needs 138; inner can scroll 150, so it takes all of it.
    let plan = AvoidanceSolver.plan(
      for: context(
        target: Rect(x: 20, y: 450, width: 280, height: 30), scrollViews: [inner, outer]))
    XCTAssertEqual(plan.trace.scrolled, [0: 138])
    XCTAssertEqual(plan.trace.rootRise, 0)
    XCTAssertTrue(
      plan.mutations.contains(
        .setContentOffset(scrollView: ScrollViewID(1), Point(x: 0, y: 138))))
    XCTAssertEqual(
      plan.description(of: .setContentOffset(scrollView: ScrollViewID(1), .zero)),
      "Inner offset → (0, 0)")
  }

  func testPlan_innerScrollCapped_remainderGoesOutward() {
    // The target's top is 40 into the inner scroll view's content: it scrolls at most 40.
    let inner = scroll(1, "Inner", frame: Rect(x: 0, y: 410, width: 320, height: 90))
    let outer = scroll(2, "Outer", frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let plan = AvoidanceSolver.plan(
      for: context(
        target: Rect(x: 20, y: 450, width: 280, height: 30), scrollViews: [inner, outer]))
    XCTAssertEqual(plan.trace.scrolled, [0: 40, 1: 98])
    // The inset goes to the innermost scrollable ancestor, measured after the outer scroll.
    XCTAssertTrue(
      plan.mutations.contains(
        .setContentInset(scrollView: ScrollViewID(1), Insets(bottom: 60))),
      "\(plan.mutations)")
  }

  func testPlan_skippedScrollViewsNamedInTrace() {
    let disabled = scroll(
      1, "Disabled", frame: Rect(x: 0, y: 0, width: 320, height: 568), skip: .scrollingDisabled)
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500, width: 280, height: 30), scrollViews: [disabled]))
    XCTAssertTrue(plan.trace.lines.contains("Disabled: skipped, scrolling disabled"))
    XCTAssertEqual(plan.trace.rootRise, 188)
  }

  // A pass that only reveals a target hidden above the top guide scrolls down, outermost
  // first, and never reaches the rise: it says why it passed a scroll view over too.
  func testPlan_revealingATop_skippedScrollViewNamedInTrace() {
    let inner = scroll(
      1, "Inner", frame: Rect(x: 0, y: 0, width: 320, height: 568), offsetY: 100,
      contentHeight: 2000)
    let disabled = scroll(
      2, "Disabled", frame: Rect(x: 0, y: 0, width: 320, height: 568), skip: .scrollingDisabled)
    let plan = AvoidanceSolver.plan(
      for: context(
        target: Rect(x: 20, y: 5, width: 280, height: 30), scrollViews: [inner, disabled]))
    XCTAssertEqual(
      plan.mutations.last, .setContentOffset(scrollView: inner.id, Point(x: 0, y: 85)))
    XCTAssertEqual(
      Array(plan.trace.lines.dropFirst(3).prefix(2)),
      [
        "Disabled: skipped, scrolling disabled",
        "Inner: scrolled down 15 to reveal the top (offset y 100 → 85)",
      ])
  }

  func testPlan_rootAlreadyLifted_fieldWithSlack_rootComesDownBySlack() {
    let lifted = RootSnapshot(
      name: "Root", origin: Point(x: 0, y: -188), beginOrigin: .zero,
      beginSize: Size(width: 320, height: 568),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))
    // The field is now at window y 212...242 (300 in the root): slack 100.
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 212, width: 280, height: 30), root: lifted))
    XCTAssertEqual(plan.mutations, [.setRootOrigin(Point(x: 0, y: -88))])
    XCTAssertEqual(plan.trace.rootRise, -100)
  }

  func testPlan_fieldUnderTopGuide_scrollsDownToRevealIt() {
    let view = scroll(1, "Scroll", frame: Rect(x: 0, y: 0, width: 320, height: 568), offsetY: 300)
    // Target at window y 10: 10 above the guide.
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 10, width: 280, height: 30), scrollViews: [view]))
    XCTAssertEqual(plan.trace.scrolled, [0: -10])
    XCTAssertTrue(
      plan.mutations.contains(
        .setContentOffset(scrollView: ScrollViewID(1), Point(x: 0, y: 290))))
  }

  func testPlan_scrollOnlyStrategy_reportsRemainingCover() {
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500, width: 280, height: 30), strategy: .scrollOnly))
    XCTAssertTrue(plan.isEmpty)
    XCTAssertEqual(plan.trace.remainingCover, 188)
  }

  func testPlan_isIdempotentAfterApplying() {
    let first = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500, width: 280, height: 30)))
    XCTAssertEqual(first.trace.rootRise, 188)
    let lifted = RootSnapshot(
      name: "Root", origin: Point(x: 0, y: -188), beginOrigin: .zero,
      beginSize: Size(width: 320, height: 568),
      beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))
    let second = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 312, width: 280, height: 30), root: lifted))
    XCTAssertTrue(second.isEmpty, "\(second.mutations)")
  }

  func testStrategyNames_roundTrip() {
    for strategy in [AvoidanceStrategy.moveRoot, .scrollOnly, .resizeRoot] {
      XCTAssertEqual(AvoidanceStrategy(named: strategy.description), strategy)
    }
    XCTAssertNil(AvoidanceStrategy(named: "teleport"))
  }

  // MARK: The pixel grid

  func testPlan_fractionalRequirement_roundsTheRiseUpToThePixelGrid() {
    // Needs 188.3: on a 2× screen the root rises 188.5, so the field ends 10.2 clear.
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500.3, width: 280, height: 30)))
    XCTAssertEqual(plan.mutations, [.setRootOrigin(Point(x: 0, y: -188.5))])
    XCTAssertEqual(plan.trace.remainingCover, 0)
  }

  func testPlan_thirdsAndTenths_secondSolveIsBitwiseEmpty() {
    let offsets: [Double] = [1.0 / 3, 0.1, 0.7, 2.0 / 3, 0.05]
    for fraction in offsets {
      let target = Rect(x: 20, y: 500 + fraction, width: 280, height: 30 + fraction)
      let first = AvoidanceSolver.plan(for: context(target: target))
      guard case .setRootOrigin(let origin) = first.mutations.first else {
        return XCTFail("no root move for \(fraction): \(first.mutations)")
      }
      XCTAssertEqual((origin.y * 2).rounded(), origin.y * 2, "off the grid: \(origin.y)")
      let lifted = RootSnapshot(
        name: "Root", origin: origin, beginOrigin: .zero,
        beginSize: Size(width: 320, height: 568),
        beginFrameInWindow: Rect(x: 0, y: 0, width: 320, height: 568))
      let moved = target.offsetBy(dx: 0, dy: origin.y)
      let second = AvoidanceSolver.plan(for: context(target: moved, root: lifted))
      XCTAssertTrue(second.isEmpty, "fraction \(fraction): \(second.mutations)")
    }
  }

  func testPlan_floatingPointLeftover_countsAsOnTheGrid() {
    // 188.00000000000003 is 188 plus noise: no extra half point.
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500.00000000000003, width: 280, height: 30)))
    XCTAssertEqual(plan.mutations, [.setRootOrigin(Point(x: 0, y: -188))])
  }

  // MARK: Spec scenarios as contexts (the solver's specification without a tree)

  func testS1_fieldAt500_rootRises188() {
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500, width: 280, height: 30)))
    XCTAssertEqual(plan.mutations, [.setRootOrigin(Point(x: 0, y: -188))])
  }

  func testS3_lowField_rootClampedAtKeyboardOverlap216() {
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 540, width: 280, height: 20)))
    XCTAssertEqual(plan.mutations, [.setRootOrigin(Point(x: 0, y: -216))])
    XCTAssertEqual(plan.trace.remainingCover, 2)
    XCTAssertTrue(plan.trace.lines.contains { $0.hasPrefix("clamp: Root rises at most 216") })
  }

  func testS10_fullScreenScrollView_scrolls188_inset226_indicator216() {
    let view = scroll(
      1, "Scroll", frame: Rect(x: 0, y: 0, width: 320, height: 568), contentHeight: 1000)
    var base = context(target: Rect(x: 20, y: 500, width: 280, height: 30), scrollViews: [view])
    base.windowSafeRect = Rect(x: 0, y: 20, width: 320, height: 548)
    let id = ScrollViewID(1)
    XCTAssertEqual(
      AvoidanceSolver.plan(for: base).mutations,
      [
        .setContentInset(scrollView: id, Insets(bottom: 226)),
        .setIndicatorInsets(scrollView: id, Insets(bottom: 216)),
        .setContentOffset(scrollView: id, Point(x: 0, y: 188)),
      ])
  }

  func testS11_fieldNearContentEnd_scrollsPastTheEnd_insetKeepsItValid() {
    let view = scroll(
      1, "Scroll", frame: Rect(x: 0, y: 0, width: 320, height: 568), contentHeight: 1000)
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 950, width: 280, height: 30), scrollViews: [view]))
    let id = ScrollViewID(1)
    XCTAssertTrue(plan.mutations.contains(.setContentOffset(scrollView: id, Point(x: 0, y: 638))))
    XCTAssertTrue(plan.mutations.contains(.setContentInset(scrollView: id, Insets(bottom: 226))))
  }

  func testS17_fullBleedScrollViewUnderNavigationBar_scrollsFromMinus64_departsFromIQ() {
    // The controller's view sits under a 64 pt navigation bar: its safe area starts at 64, so
    // the scroll view rests at −64 and can still scroll up (IQ moves nothing).
    let view = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "Scroll",
      frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568),
      contentOffset: Point(x: 0, y: -64), contentSize: Size(width: 320, height: 1000))
    var base = context(target: Rect(x: 20, y: 362, width: 280, height: 30), scrollViews: [view])
    base.topGuide = 64
    base.windowSafeRect = Rect(x: 0, y: 20, width: 320, height: 548)
    base.safeAreaLayers = [
      SafeAreaLayer(
        frameInWindow: Rect(x: 0, y: 0, width: 320, height: 568), barInsets: Insets(top: 64),
        movesWithRoot: true)
    ]
    let plan = AvoidanceSolver.plan(for: base)
    XCTAssertEqual(plan.trace.scrolled, [0: 50])
    XCTAssertTrue(
      plan.mutations.contains(
        .setContentOffset(scrollView: ScrollViewID(1), Point(x: 0, y: -14))))
  }

  func testS18_horizontalInnerSkipped_outerScrolls438_departsFromIQ() {
    let inner = ScrollViewSnapshot(
      id: ScrollViewID(1), name: "Inner",
      frameInWindow: Rect(x: 0, y: 600, width: 320, height: 200), contentOffset: .zero,
      contentSize: Size(width: 960, height: 200), skipReason: .horizontalOnly)
    let outer = scroll(
      2, "Outer", frame: Rect(x: 0, y: 0, width: 320, height: 568), contentHeight: 1200)
    var base = context(
      target: Rect(x: 20, y: 750, width: 280, height: 30), scrollViews: [inner, outer])
    base.windowSafeRect = Rect(x: 0, y: 20, width: 320, height: 548)
    let plan = AvoidanceSolver.plan(for: base)
    XCTAssertEqual(plan.trace.scrolled, [1: 438])
    XCTAssertTrue(
      plan.mutations.contains(
        .setContentInset(scrollView: ScrollViewID(2), Insets(bottom: 226))))
  }

  func testS40_halfPoint_exactOnTheGrid_departsFromIQ() {
    let plan = AvoidanceSolver.plan(
      for: context(target: Rect(x: 20, y: 500.5, width: 280, height: 30)))
    XCTAssertEqual(plan.mutations, [.setRootOrigin(Point(x: 0, y: -188.5))])
  }

  // MARK: Tall text views (fix 11)

  func testPlan_tallTextView_caretOnFirstLine_topGoesToTheGuide() {
    // A 400 pt text view at window y 400 in a full-screen scroll view; caret on its first
    // line. Shown from the top guide: the scroll view scrolls 380, as IQ does.
    let outer = scroll(
      1, "Scroll", frame: Rect(x: 0, y: 0, width: 320, height: 568), contentHeight: 1200)
    let plan = AvoidanceSolver.plan(
      for: context(
        target: Rect(x: 0, y: 400, width: 320, height: 400),
        caret: Rect(x: 0, y: 400, width: 2, height: 20), scrollViews: [outer]))
    XCTAssertEqual(plan.trace.targetKind, .caretLine)
    XCTAssertEqual(plan.trace.scrolled, [0: 380])
    XCTAssertEqual(plan.trace.remainingCover, 0)
  }

  // MARK: Bars held at an inherited edge

  func testBarsDrop_heldBar_followsTheRootOnlyPastItsBottom() {
    let frame = Rect(x: 0, y: 0, width: 320, height: 568)
    // The held edge is 57.33 below the root's bottom: the bar sits at that bottom now, and
    // follows a root coming down until the bottom reaches the edge.
    let held = SafeAreaLayer(frameInWindow: frame, barTopEdge: 50.67, barsHoldSlack: 57.33)
    XCTAssertEqual(held.barsDrop(rootDrop: 25.33), 25.33)
    XCTAssertEqual(held.barsDrop(rootDrop: 100), 57.33)
    XCTAssertEqual(held.barsDrop(rootDrop: -10), -10)
    // The root's bottom 50 below the edge: only a rise past 50 moves the bar.
    let free = SafeAreaLayer(frameInWindow: frame, barTopEdge: 108, barsHoldSlack: -50)
    XCTAssertEqual(free.barsDrop(rootDrop: 20), 0)
    XCTAssertEqual(free.barsDrop(rootDrop: -60), -10)
    let moving = SafeAreaLayer(frameInWindow: frame, barsMoveWithRoot: true, barTopEdge: 108)
    XCTAssertEqual(moving.barsDrop(rootDrop: -60), -60)
    XCTAssertEqual(SafeAreaLayer(frameInWindow: frame).barsDrop(rootDrop: -60), 0)
  }
}
