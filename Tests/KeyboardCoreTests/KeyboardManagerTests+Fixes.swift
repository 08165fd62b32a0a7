import KeyboardCore
import XCTest

// The fixes over IQKeyboardManager (the Behaviour Reference, Our fixes), the beyond-IQ strategies, and the
// configuration surface.
final class KeyboardManagerFixTests: XCTestCase {
  // Fix 4: the root rises at most the keyboard's overlap with it, measured from its own
  // origin. IQ clamps at the absolute −216 and would put this sheet at −188.
  func testFix4_presentedSheet_riseClampedRelativeToItsOrigin_departsFromIQ() {
    let h = AvoidanceHarness()
    let sheet = ViewController()
    sheet.modalPresentationStyle = .pageSheet
    h.controller.present(sheet)
    XCTAssertEqual(sheet.view.frame, Rect(x: 0, y: 30, width: 320, height: 538))
    let field = h.addField(Rect(x: 20, y: 510, width: 280, height: 20), to: sheet.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(sheet.view.frame.origin.y, -186)
    XCTAssertEqual(h.root.frame.origin.y, 0)
    XCTAssertEqual(h.manager.movedDistance, 216)
  }

  // Fix 4: when the keyboard shrinks, the root comes down only to what the new overlap
  // allows, relative to its origin.
  func testFix4_keyboardShrinks_rootFollowsNewOverlap() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 540, width: 280, height: 20))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, -216)
    h.showKeyboard(height: 168, event: .willChangeFrame)
    XCTAssertEqual(h.root.frame.origin.y, -168)
    h.showKeyboard(height: 260, event: .willChangeFrame)
    XCTAssertEqual(h.root.frame.origin.y, -260)
  }

  // Fix 6: on hide the offset is clamped with the adjusted insets. IQ ignores insets and
  // would clamp to 188, cutting the 34-pt home-indicator area off the bottom position.
  func testFix6_hideClampUsesAdjustedInsets_departsFromIQ() {
    let h = AvoidanceHarness(width: 375, height: 812, safeArea: Insets(top: 47, bottom: 34))
    let scroll = h.addFullScreenScrollView(contentHeight: 1000)
    XCTAssertEqual(scroll.adjustedContentInset.bottom, 34)
    let field = h.addField(Rect(x: 20, y: 950, width: 335, height: 40), to: scroll)
    h.focus(field)
    h.postKeyboard(Rect(x: 0, y: 476, width: 375, height: 336))
    // Needs 990 + 10 − 476 = 524; the inset is 336 + 10 − 34 (the adjusted part) = 312.
    XCTAssertEqual(scroll.contentOffset.y, 524)
    XCTAssertEqual(scroll.contentInset.bottom, 312)
    XCTAssertEqual(scroll.verticalScrollIndicatorInsets.bottom, 302)
    h.hideKeyboard()
    XCTAssertEqual(scroll.contentInset, .zero)
    XCTAssertEqual(scroll.contentOffset.y, 222)
  }

  // Fix 6 and the Behaviour Reference, Switching fields with the keyboard up: switching to a field outside the scroll view restores its insets and
  // clamps its offset (IQ restores the inset but does not clamp, S27).
  func testFix6_fieldSwitchOutOfScrollView_restoresAndClamps() {
    let h = AvoidanceHarness()
    let scroll = h.addScrollView(
      Rect(x: 0, y: 0, width: 320, height: 400), contentSize: Size(width: 320, height: 800))
    let inside = h.addField(Rect(x: 20, y: 750, width: 280, height: 30), to: scroll)
    let outside = h.addField(Rect(x: 20, y: 420, width: 280, height: 30))
    h.focus(inside)
    h.showKeyboard()
    // 780 − 0 + 10 − 352 = 438 needed; capped at 750 − 20 (the adjusted top) by nothing.
    XCTAssertEqual(scroll.contentOffset.y, 438)
    XCTAssertEqual(scroll.contentInset.bottom, 58)
    h.focus(outside)
    XCTAssertEqual(scroll.contentInset, .zero)
    XCTAssertEqual(scroll.contentOffset.y, 400)
    XCTAssertEqual(h.root.frame.origin.y, -108)
  }

  // Fix 7: focus moving into another root controller restores the old root first.
  func testFix7_focusMovesToAnotherRootController_oldRootRestored() {
    let primary = ViewController()
    let secondary = ViewController()
    let split = SplitViewController(primary: primary, secondary: secondary)
    let h = AvoidanceHarness(width: 1024, height: 768, safeArea: Insets(top: 24), controller: split)
    let left = h.addField(Rect(x: 20, y: 700, width: 200, height: 30), to: primary.view)
    let right = h.addField(Rect(x: 20, y: 650, width: 200, height: 30), to: secondary.view)
    h.focus(left)
    h.showKeyboard(height: 300)
    XCTAssertEqual(primary.view.frame.origin.y, -272)
    h.focus(right)
    XCTAssertEqual(primary.view.frame.origin.y, 0)
    XCTAssertEqual(secondary.view.frame.origin.y, -222)
    h.hideKeyboard()
    XCTAssertEqual(secondary.view.frame.origin.y, 0)
  }

  // Fix 8: a text view's inset is restored on hide even when it stopped editing before the
  // keyboard's hide arrived (IQ keeps it until the next show).
  func testFix8_textViewResignsBeforeHide_insetStillRestored() {
    let h = AvoidanceHarness()
    let textView = TextView(frame: Rect(x: 0, y: 100, width: 320, height: 400))
    h.root.addSubview(textView)
    h.focus(textView)
    h.showKeyboard()
    XCTAssertEqual(textView.contentInset.bottom, 78)
    XCTAssertTrue(textView.resignFirstResponder())
    h.hideKeyboard()
    XCTAssertEqual(textView.contentInset, .zero)
  }

  // Fix 10: negative distances are clamped to 0 with a diagnostic (IQ only warns).
  func testFix10_negativeDistances_clampedWithDiagnostics() {
    let h = AvoidanceHarness()
    h.manager.keyboardDistance = -5
    XCTAssertEqual(h.manager.keyboardDistance, 0)
    XCTAssertEqual(h.window.diagnostics.last?.code, .clampedValue)
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    field.distanceFromKeyboard = -20
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, -178)
    XCTAssertEqual(
      h.window.diagnostics.last?.message, "distanceFromKeyboard -20 of TextField clamped to 0")
  }

  func testStrategyScrollOnly_rootStays_traceReportsCover() {
    let h = AvoidanceHarness()
    h.manager.strategy = .scrollOnly
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, 0)
    XCTAssertEqual(h.manager.lastPlan?.trace.remainingCover, 188)
    XCTAssertEqual(
      h.manager.lastPlan?.trace.lines.last,
      "short by 188: bottom 530, keyboard top 352, distance 10")
  }

  func testStrategyScrollOnly_scrollViewStillScrolls() {
    let h = AvoidanceHarness()
    h.manager.strategy = .scrollOnly
    let scroll = h.addFullScreenScrollView(contentHeight: 1000)
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: scroll)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(scroll.contentOffset.y, 188)
    XCTAssertEqual(h.root.frame.origin.y, 0)
  }

  func testStrategyResizeRoot_rootShrinksToKeyboardTop_restoredOnHide() {
    let h = AvoidanceHarness()
    h.manager.strategy = .resizeRoot
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 320, height: 352))
    h.hideKeyboard()
    XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 320, height: 568))
  }

  func testStrategyChangedWhileUp_rootRestoredThenSolvedAgain() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, -188)
    h.manager.strategy = .resizeRoot
    XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 320, height: 352))
  }

  func testLayoutIfNeededOnUpdate_layoutsRootOnMoveAndRestore() {
    let controller = LayoutCountingController()
    let h = AvoidanceHarness(controller: controller)
    h.window.layoutIfNeeded()
    let before = controller.layouts
    h.manager.layoutIfNeededOnUpdate = true
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    h.hideKeyboard()
    XCTAssertEqual(controller.layouts - before, 2)
  }

  func testDebugging_traceDeliveredToObserversAsLogEvents() {
    let h = AvoidanceHarness()
    var lines: [String] = []
    h.manager.addObserver { if $0.kind == .log { lines.append($0.description) } }
    h.manager.isDebuggingEnabled = true
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertTrue(lines.contains("  ViewController: moved up 188 (origin y 0 → -188)"))
    // The printed prefix is not part of the event's line.
    XCTAssertFalse(lines.contains { $0.hasPrefix("KeyboardManager | ") })
  }

  func testAnimationHook_receivesPlanWithKeyboardTiming() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    var received: [AvoidancePlan] = []
    h.manager.addObserver { if let plan = $0.plan { received.append(plan) } }
    h.screen.keyboard.post(
      .willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216),
      animation: KeyboardAnimation(duration: 0.4, curve: .keyboard))
    XCTAssertEqual(received.count, 1)
    XCTAssertEqual(received.first?.animation, KeyboardAnimation(duration: 0.4, curve: .keyboard))
    XCTAssertEqual(received.first?.mutations, [.setRootOrigin(Point(x: 0, y: -188))])
  }

  func testReloadLayoutIfNeeded_keyboardHidden_doesNothing() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.manager.reloadLayoutIfNeeded()
    XCTAssertNil(h.manager.lastPlan)
    XCTAssertNil(h.manager.currentContext())
  }

  func testCurrentContext_describesBaseA() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    let context = h.manager.currentContext()
    XCTAssertEqual(context?.keyboard, Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertEqual(context?.topGuide, 20)
    XCTAssertEqual(context?.distance, 10)
    XCTAssertEqual(context?.root?.beginOrigin, .zero)
    XCTAssertEqual(context?.root?.origin, Point(x: 0, y: -188))
  }

  func testSharedManager_isMainActorConvenience() {
    MainActor.assumeIsolated {
      let screen = Screen(width: 320, height: 568)
      let window = Window(screen: screen, safeAreaInsets: Insets(top: 20))
      window.rootViewController = ViewController()
      let shared = KeyboardManager.shared
      shared.window = window
      shared.isEnabled = true
      let field = TextField(frame: Rect(x: 20, y: 500, width: 280, height: 30))
      window.rootViewController?.view.addSubview(field)
      field.becomeFirstResponder()
      screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
      XCTAssertEqual(window.rootViewController?.view.frame.origin.y, -188)
      screen.keyboard.hide()
      shared.isEnabled = false
      shared.window = nil
    }
  }
}

final class KeyboardManagerGateAndLayoutTests: XCTestCase {
  private final class FillingView: View {
    override func layoutSubviews() {
      subviews.first?.frame = bounds
    }
  }

  private final class FillingController: ViewController {
    override func loadView() {
      view = FillingView()
    }
  }

  func testResizeRootWithLayoutOnUpdate_hostLayoutFollowed_insetDropsBack() {
    let h = AvoidanceHarness(controller: FillingController())
    h.manager.strategy = .resizeRoot
    h.manager.layoutIfNeededOnUpdate = true
    let scroll = h.addFullScreenScrollView(contentHeight: 1000)
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: scroll)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.root.frame.height, 352)
    XCTAssertEqual(scroll.frame.height, 352)
    XCTAssertEqual(scroll.contentInset.bottom, 0, "solved again after the root's layout")
    XCTAssertEqual(h.windowFrame(field).maxY, 342)
    h.hideKeyboard()
    XCTAssertEqual(h.root.frame.height, 568)
    XCTAssertEqual(scroll.contentInset, .zero)
  }

  // IQ (the Behaviour Reference, weak spot 15) skips the per-input and per-class gates when enabled with the keyboard
  // up; ours applies them.
  func testEnabledWhileKeyboardUp_gatesStillApply_departsFromIQ() {
    let table = TableViewController()
    let h = AvoidanceHarness(controller: table, enabled: false)
    let cell = Cell(frame: Rect(x: 0, y: 0, width: 320, height: 600))
    table.tableView.appendCell(cell)
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30), to: cell.contentView)
    h.focus(field)
    h.showKeyboard()
    h.manager.isEnabled = true
    XCTAssertEqual(table.view.frame.origin.y, 0)
    XCTAssertNil(h.manager.lastPlan)
  }

  func testEnabledWhileKeyboardUp_disabledInput_staysPut() {
    let h = AvoidanceHarness(enabled: false)
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    field.enableMode = .disabled
    h.focus(field)
    h.showKeyboard()
    h.manager.isEnabled = true
    XCTAssertEqual(h.root.frame.origin.y, 0)
  }

  func testHiddenNavigationBar_topGuideIsStatusBar_rootRises50() {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    navigation.isNavigationBarHidden = true
    let h = AvoidanceHarness(controller: navigation)
    let field = h.addField(Rect(x: 0, y: 70, width: 320, height: 400), to: content.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(h.manager.lastPlan?.trace.roomAbove, 50)
    XCTAssertEqual(content.view.frame.origin.y, -50)
  }

  func testRootController_sideMenuAboveNavigation_isTheMenu() {
    final class SideMenu: ViewController {}
    let menu = SideMenu()
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    menu.addChild(navigation)
    menu.view.addSubview(navigation.view)
    let h = AvoidanceHarness(controller: menu)
    let field = h.addField(Rect(x: 20, y: 100, width: 280, height: 30), to: content.view)
    XCTAssertTrue(h.manager.rootController(for: field) === menu)
    let orphan = TextField(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertNil(h.manager.rootController(for: orphan))
  }
}

final class KeyboardManagerReachTests: XCTestCase {
  // IQ insets only the innermost scroll view, so an outer one scrolled past its end holds an
  // offset a user could never scroll to. Ours gives it just enough bottom inset.
  func testOuterScrollViewScrolledPastItsEnd_getsInsetForThatOffset_departsFromIQ() {
    let h = AvoidanceHarness()
    let outer = h.addFullScreenScrollView(contentHeight: 568)
    let inner = h.addScrollView(
      Rect(x: 0, y: 400, width: 320, height: 168), contentSize: Size(width: 320, height: 168),
      to: outer)
    let field = h.addField(Rect(x: 20, y: 10, width: 280, height: 30), to: inner)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(inner.contentOffset.y, 10)
    XCTAssertEqual(outer.contentOffset.y, 88)
    XCTAssertEqual(outer.contentInset.bottom, 88)
    XCTAssertEqual(outer.validContentOffsetRange.max.y, 88)
    XCTAssertEqual(inner.contentInset.bottom, 138)
    XCTAssertEqual(h.windowFrame(field).maxY, 342)
    h.hideKeyboard()
    XCTAssertEqual(outer.contentInset, .zero)
    XCTAssertEqual(outer.contentOffset.y, 0)
    XCTAssertEqual(inner.contentOffset.y, 0)
  }
}
