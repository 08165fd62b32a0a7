import KeyboardCore
import XCTest

/// A view that counts its layout passes.
final class CountingView: View {
  private(set) var layoutCount = 0

  override func layoutSubviews() {
    layoutCount += 1
  }
}

final class ViewTests: XCTestCase {
  // MARK: Frame and bounds

  func testInit_frame_setsFrameAndZeroBoundsOrigin() {
    let view = View(frame: Rect(x: 20, y: 100, width: 280, height: 30))
    XCTAssertEqual(view.frame, Rect(x: 20, y: 100, width: 280, height: 30))
    XCTAssertEqual(view.bounds, Rect(x: 0, y: 0, width: 280, height: 30))
    XCTAssertNil(view.superview)
    XCTAssertTrue(view.subviews.isEmpty)
  }

  func testFrame_nan_rejectedWithDiagnostic() {
    let window = makePhoneWindow()
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    view.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
    XCTAssertEqual(view.frame, Rect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
    XCTAssertEqual(
      window.diagnostics.first?.message, "View.frame (nan, 0, 10×10) rejected: not finite")
    assertInvariants(window)
  }

  func testFrame_infinite_rejectedWithDiagnostic() {
    let window = makePhoneWindow()
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    view.frame = Rect(x: 0, y: 0, width: .infinity, height: 10)
    XCTAssertEqual(view.frame, Rect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
  }

  func testFrame_negativeSize_rejectedWithDiagnostic() {
    let window = makePhoneWindow()
    let field = TextField(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(field)
    field.frame = Rect(x: 0, y: 0, width: -10, height: 10)
    XCTAssertEqual(field.frame, Rect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(window.diagnostics.map(\.code), [.negativeSize])
    XCTAssertEqual(
      window.diagnostics.first?.description,
      "negative-size: TextField.frame (0, 0, -10×10) rejected: negative size")
  }

  func testBounds_set_changesOriginAndSizeKeepingFrameOrigin() {
    let view = View(frame: Rect(x: 20, y: 30, width: 100, height: 100))
    view.bounds = Rect(x: 0, y: 40, width: 50, height: 60)
    XCTAssertEqual(view.bounds, Rect(x: 0, y: 40, width: 50, height: 60))
    XCTAssertEqual(view.frame, Rect(x: 20, y: 30, width: 50, height: 60))
  }

  func testBounds_nonFiniteOrNegative_rejectedWithDiagnostic() {
    let window = makePhoneWindow()
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    view.bounds = Rect(x: .nan, y: 0, width: 100, height: 100)
    view.bounds = Rect(x: 0, y: 0, width: 100, height: -1)
    XCTAssertEqual(view.bounds, Rect(x: 0, y: 0, width: 100, height: 100))
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry, .negativeSize])
  }

  // MARK: Alpha and flags

  func testAlpha_outOfRange_clamped() {
    let view = View()
    view.alpha = 1.5
    XCTAssertEqual(view.alpha, 1)
    view.alpha = -0.5
    XCTAssertEqual(view.alpha, 0)
    view.alpha = 0.25
    XCTAssertEqual(view.alpha, 0.25)
  }

  func testAlpha_nan_rejectedWithDiagnostic() {
    let window = makePhoneWindow()
    let view = View()
    window.addSubview(view)
    view.alpha = 0.5
    view.alpha = .nan
    XCTAssertEqual(view.alpha, 0.5)
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
    XCTAssertEqual(window.diagnostics.first?.message, "View.alpha NaN rejected")
  }

  func testDefaults_newView_visibleInteractiveUntaggedWithEightPointMargins() {
    let view = View()
    XCTAssertFalse(view.isHidden)
    XCTAssertEqual(view.alpha, 1)
    XCTAssertTrue(view.isUserInteractionEnabled)
    XCTAssertEqual(view.tag, 0)
    XCTAssertEqual(view.layoutMargins, Insets(top: 8, left: 8, bottom: 8, right: 8))
    XCTAssertEqual(view.safeAreaInsets, .zero)
  }

  // MARK: Diagnostics

  func testDiagnostics_detachedView_deliveredWhenItJoinsAWindow() {
    let window = makePhoneWindow()
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.frame = Rect(x: 0, y: 0, width: -1, height: 10)
    view.alpha = .nan
    XCTAssertEqual(window.diagnostics, [])
    window.addSubview(view)
    XCTAssertEqual(window.diagnostics.map(\.code), [.negativeSize, .nonFiniteGeometry])
    window.clearDiagnostics()
    view.removeFromSuperview()
    window.addSubview(view)
    XCTAssertEqual(window.diagnostics, [], "delivered once")
  }

  func testDiagnostics_detachedChild_keptByDetachedRootUntilWindow() {
    let window = makePhoneWindow()
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    container.addSubview(child)
    child.frame = Rect(x: .infinity, y: 0, width: 1, height: 1)
    window.addSubview(container)
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
  }

  func testDiagnostics_detachedTreeAttachedToDetachedTree_deliveredWhenRootJoinsWindow() {
    let window = makePhoneWindow()
    let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    inner.alpha = .nan
    let outer = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    outer.frame = Rect(x: 0, y: 0, width: -5, height: 1)
    outer.addSubview(inner)
    window.addSubview(outer)
    XCTAssertEqual(
      window.diagnostics.map(\.code).sorted { $0.name < $1.name },
      [.negativeSize, .nonFiniteGeometry])
  }

  func testDiagnostics_moreThanLimit_dropsOldest() {
    let window = makePhoneWindow()
    for index in 0..<(Window.diagnosticLimit + 5) {
      window.report(Diagnostic(.clampedValue, "d\(index)"))
    }
    XCTAssertEqual(window.diagnostics.count, 1000)
    XCTAssertEqual(window.diagnostics.first?.message, "d5")
    XCTAssertEqual(window.diagnostics.last?.message, "d1004")
  }

  func testDiagnosticHandler_report_calledWithEachDiagnostic() {
    let window = makePhoneWindow()
    var seen: [String] = []
    window.diagnosticHandler = { seen.append($0.description) }
    let view = View()
    window.addSubview(view)
    view.alpha = .nan
    window.report(Diagnostic(.staleView, "gone"))
    XCTAssertEqual(seen, ["non-finite-geometry: View.alpha NaN rejected", "stale-view: gone"])
  }

  func testClearDiagnostics_afterReports_empties() {
    let window = makePhoneWindow()
    window.report(Diagnostic(.clampedValue, "x"))
    window.clearDiagnostics()
    XCTAssertEqual(window.diagnostics, [])
  }

  func testDiagnosticCode_names_areStable() {
    XCTAssertEqual(
      [
        Diagnostic.Code.nonFiniteGeometry, .negativeSize, .nonFiniteKeyboardFrame, .clampedValue,
        .reentrantFocusChange, .focusLoop, .forcedResign, .staleView,
      ].map(\.description),
      [
        "non-finite-geometry", "negative-size", "non-finite-keyboard-frame", "clamped-value",
        "reentrant-focus-change", "focus-loop", "forced-resign", "stale-view",
      ])
  }

  // MARK: Layout

  func testLayoutIfNeeded_newView_laysOutOnceUntilMarked() {
    let view = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    XCTAssertEqual(view.layoutCount, 1)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    XCTAssertEqual(view.layoutCount, 2)
  }

  func testLayoutIfNeeded_sizeChanged_laysOutAgainButMoveDoesNot() {
    let view = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    view.frame = Rect(x: 5, y: 5, width: 10, height: 10)
    view.layoutIfNeeded()
    XCTAssertEqual(view.layoutCount, 1)
    view.frame = Rect(x: 5, y: 5, width: 20, height: 10)
    view.layoutIfNeeded()
    XCTAssertEqual(view.layoutCount, 2)
  }

  func testLayoutIfNeeded_subtree_laysOutChildrenAndTellsController() {
    let (window, form) = makeForm()
    let child = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    form.view.addSubview(child)
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    window.layoutIfNeeded()
    XCTAssertEqual(child.layoutCount, 1)
    XCTAssertEqual(form.layoutCount, 1)
    XCTAssertEqual(observer.layoutCount, 1)
    window.layoutIfNeeded()
    XCTAssertEqual(form.layoutCount, 1)
    XCTAssertEqual(observer.layoutCount, 2, "observers hear every pass")
  }

  // MARK: Description and identity helpers

  func testDescription_view_printsTypeTagAndFrame() {
    let field = TextField(frame: Rect(x: 20, y: 100, width: 280, height: 30))
    XCTAssertEqual(field.description, "TextField (20, 100, 280×30)")
    field.tag = 3
    XCTAssertEqual(field.description, "TextField tag 3 (20, 100, 280×30)")
  }

  func testAncestorOfType_nestedScrollViews_findsNearest() {
    let fixture = NestedScrollFixture()
    XCTAssertTrue(fixture.field.ancestor(ofType: ScrollView.self) === fixture.inner)
    XCTAssertTrue(fixture.inner.ancestor(ofType: ScrollView.self) === fixture.outer)
    XCTAssertNil(fixture.outer.ancestor(ofType: ScrollView.self))
    XCTAssertTrue(fixture.field.ancestor(ofType: Window.self) === fixture.window)
  }

  func testIsDescendant_selfAncestorAndStranger_answersByChain() {
    let fixture = NestedScrollFixture()
    XCTAssertTrue(fixture.field.isDescendant(of: fixture.field))
    XCTAssertTrue(fixture.field.isDescendant(of: fixture.outer))
    XCTAssertFalse(fixture.outer.isDescendant(of: fixture.field))
    XCTAssertFalse(fixture.field.isDescendant(of: View()))
  }

  func testContainingViewController_fieldInForm_isTheForm() {
    let (window, form) = makeForm()
    XCTAssertTrue(form.first.containingViewController === form)
    XCTAssertTrue(form.view.containingViewController === form)
    XCTAssertNil(window.containingViewController)
    XCTAssertNil(View().containingViewController)
  }

  func testWindowInit_noFrame_fillsScreen() {
    let screen = Device.pad()
    let window = Window(screen: screen)
    XCTAssertEqual(window.frame, Rect(x: 0, y: 0, width: 1024, height: 1366))
    let side = Window(screen: screen, frame: Rect(x: 704, y: 0, width: 320, height: 1366))
    XCTAssertEqual(side.bounds, Rect(x: 0, y: 0, width: 320, height: 1366))
    XCTAssertTrue(side.window === side)
    XCTAssertTrue(side.root === side)
  }
}
