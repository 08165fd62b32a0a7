import KeyboardCore
import XCTest

/// `UIKeyboardLayoutGuide`'s documented behaviour on the model: the guide's top follows a
/// docked keyboard, rests on the safe area's bottom while the keyboard is hidden, ignores an
/// undocked or floating keyboard unless `followsUndockedKeyboard`, and switches edge-tracking
/// constraints; a keyboard manager sees a field the guide keeps clear and moves nothing.
final class KeyboardLayoutGuideTests: XCTestCase {
  /// A 390×844 phone (safe area 47 top, 34 bottom) whose root has a 50-point bar pinned to
  /// the keyboard guide's top.
  private func makeChat(
    screen: Screen = Screen(width: 390, height: 844, scale: 3),
    safeArea: Insets = Insets(top: 47, bottom: 34)
  ) -> (Window, View, View) {
    let controller = ViewController()
    let window = makeWindow(screen: screen, safeArea: safeArea, root: controller)
    let root = controller.view
    let bar = constrainedView("bar", in: root)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    return (window, root, bar)
  }

  func testHidden_guideRestsOnTheSafeAreaBottom() {
    let (_, root, bar) = makeChat()
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 760, width: 390, height: 50))
    XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, Rect(x: 0, y: 810, width: 390, height: 34))
  }

  func testHidden_usesBottomSafeAreaOff_guideRestsOnTheViewsBottom() {
    let (window, root, bar) = makeChat()
    root.keyboardLayoutGuide.usesBottomSafeArea = false
    window.layoutIfNeeded()
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 794, width: 390, height: 50))
    XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame.height, 0)
  }

  func testDocked_guideTopFollowsTheKeyboard_andComesBackOnHide() {
    let (window, root, bar) = makeChat()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))
    // Laid out with the notification itself, before any observer hears it.
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 458, width: 390, height: 50))
    XCTAssertEqual(
      root.keyboardLayoutGuide.layoutFrame, Rect(x: 0, y: 508, width: 390, height: 336))
    window.screen.keyboard.post(
      .willChangeFrame, frame: Rect(x: 0, y: 464, width: 390, height: 380))
    XCTAssertEqual(bar.frame.minY, 414)
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 844, width: 390, height: 380))
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 760, width: 390, height: 50))
  }

  func testHardwareKeyboardBar_guideTopAtTheBar() {
    let (window, _, bar) = makeChat()
    // A hardware keyboard: only the 55-point shortcut bar reaches onto the screen.
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 789, width: 390, height: 300))
    XCTAssertEqual(bar.frame.maxY, 789)
  }

  func testFloating_followsUndockedKeyboardOff_guideStaysAtTheBottom() {
    let (window, root, bar) = makeChat(
      screen: Screen(width: 1024, height: 1366), safeArea: Insets(top: 24, bottom: 20))
    window.screen.keyboard.post(.willShow, frame: Rect(x: 300, y: 700, width: 320, height: 260))
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 1296, width: 1024, height: 50))
    XCTAssertFalse(root.keyboardLayoutGuide.followsUndockedKeyboard)
  }

  func testFloating_followsUndockedKeyboardOn_guideTakesTheKeyboardsRectangle() {
    let (window, root, bar) = makeChat(
      screen: Screen(width: 1024, height: 1366), safeArea: Insets(top: 24, bottom: 20))
    let guide = root.keyboardLayoutGuide
    guide.followsUndockedKeyboard = true
    // The bar spans the view near the bottom edge, and sits on the keyboard's width away from it.
    let fullWidth = [
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ]
    let onKeyboard = [
      bar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ]
    LayoutConstraint.deactivate(root.constraints.filter { $0.firstAttribute != .bottom })
    guide.setConstraints(fullWidth, activeWhenNearEdge: .bottom)
    guide.setConstraints(onKeyboard, activeWhenAwayFrom: .bottom)
    window.layoutIfNeeded()
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 1296, width: 1024, height: 50))
    window.screen.keyboard.post(.willShow, frame: Rect(x: 300, y: 700, width: 320, height: 260))
    XCTAssertEqual(guide.layoutFrame, Rect(x: 300, y: 700, width: 320, height: 260))
    XCTAssertEqual(bar.frame, Rect(x: 300, y: 650, width: 320, height: 50))
    XCTAssertTrue(onKeyboard.allSatisfy(\.isActive))
    XCTAssertFalse(fullWidth.contains(where: \.isActive))
    // Docked again: near the bottom, full width.
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 1000, width: 1024, height: 366))
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 950, width: 1024, height: 50))
    XCTAssertTrue(fullWidth.allSatisfy(\.isActive))
  }

  func testTracking_onlyTrackedConstraintsMentionTheGuide_trackingStillRuns() {
    let controller = ViewController()
    let window = makeWindow(
      screen: Screen(width: 1024, height: 1366), safeArea: Insets(top: 24, bottom: 20),
      root: controller)
    let root = controller.view
    let bar = constrainedView("bar", in: root)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 200),
      bar.heightAnchor.constraint(equalToConstant: 50),
    ])
    let guide = root.keyboardLayoutGuide
    guide.followsUndockedKeyboard = true
    guide.setConstraints(
      [bar.bottomAnchor.constraint(equalTo: guide.topAnchor)], activeWhenNearEdge: .bottom)
    guide.setConstraints(
      [bar.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: 10)],
      activeWhenAwayFrom: .bottom)
    window.layoutIfNeeded()
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 1296, width: 200, height: 50))
    window.screen.keyboard.post(.willShow, frame: Rect(x: 300, y: 700, width: 320, height: 260))
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 970, width: 200, height: 50))
  }

  func testKeyboardManager_fieldTheGuideKeepsClear_movesNothing() {
    let controller = ViewController()
    let window = makeWindow(
      screen: Screen(width: 390, height: 844, scale: 3), safeArea: Insets(top: 47, bottom: 34),
      root: controller)
    let root = controller.view
    let field = TextField()
    field.identifier = "message"
    field.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(field)
    LayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -10),
      field.heightAnchor.constraint(equalToConstant: 36),
    ])
    window.layoutIfNeeded()
    let manager = KeyboardManager(window: window)
    manager.isEnabled = true
    var plans: [AvoidancePlan] = []
    manager.addObserver { event in if let plan = event.plan { plans.append(plan) } }
    field.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))
    XCTAssertEqual(field.frame, Rect(x: 16, y: 462, width: 358, height: 36))
    // The trace says the guide did the work.
    XCTAssertEqual(plans.last?.trace.events.first?.kind, .keyboardLayoutGuide)
    XCTAssertEqual(
      plans.last?.trace.events.first?.description,
      "the keyboard layout guide moved message up 302 with this notification (its constraints "
        + "did that work; the manager solves from there)")
    XCTAssertEqual(root.frame.minY, 0)
    XCTAssertEqual(manager.movedDistance, 0)
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 844, width: 390, height: 336))
    XCTAssertEqual(field.frame.maxY, 800)
    withExtendedLifetime(manager) {}
  }

  /// Better than lifting under a safe area that grows: a field pinned to the safe area's top
  /// stays where the lift puts it. (In UIKit the lifted root's top safe area grows with the
  /// lift, and constraints to it lay the field back down by as much; the model's constraints
  /// read the safe area as with the root at rest while the manager holds it lifted.)
  func testKeyboardManager_fieldPinnedToTheSafeArea_liftHolds_departsFromUIKit() {
    let controller = ViewController()
    let window = makeWindow(
      screen: Screen(width: 390, height: 844, scale: 3), safeArea: Insets(top: 47, bottom: 34),
      root: controller)
    let root = controller.view
    let field = marginPinnedField(in: root, below: root.safeAreaLayoutGuide.topAnchor, by: 500)
    window.layoutIfNeeded()
    XCTAssertEqual(field.frame, Rect(x: 16, y: 547, width: 358, height: 44))
    let manager = KeyboardManager(window: window)
    manager.isEnabled = true
    field.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 553, width: 390, height: 291))
    for _ in 0..<4 { window.layoutIfNeeded() }
    // Bottom 591 + distance 10 − keyboard top 553: the root rises 48, the field stays put in it.
    XCTAssertEqual(root.frame.minY, -48)
    XCTAssertEqual(field.frame, Rect(x: 16, y: 547, width: 358, height: 44))
    XCTAssertEqual(manager.movedDistance, 48)
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 844, width: 390, height: 291))
    window.layoutIfNeeded()
    XCTAssertEqual(root.frame.minY, 0)
    XCTAssertEqual(field.frame, Rect(x: 16, y: 547, width: 358, height: 44))
  }

  func testKeyboardManager_fieldPinnedToPreservedMargins_liftHolds() {
    let controller = ViewController()
    let window = makeWindow(
      screen: Screen(width: 390, height: 844, scale: 3), safeArea: Insets(top: 47, bottom: 34),
      root: controller)
    let root = controller.view
    // The root preserves the window's margins (8), measured from where the root rests.
    root.preservesSuperviewLayoutMargins = true
    root.layoutMargins = Insets(top: 4, left: 16, bottom: 0, right: 16)
    let field = marginPinnedField(in: root, below: root.layoutMarginsGuide.topAnchor, by: 500)
    window.layoutIfNeeded()
    // Top margin 4 + safe area 47 = 51.
    XCTAssertEqual(field.frame, Rect(x: 16, y: 551, width: 358, height: 44))
    let manager = KeyboardManager(window: window)
    manager.isEnabled = true
    field.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 553, width: 390, height: 291))
    for _ in 0..<4 { window.layoutIfNeeded() }
    // Bottom 595 + distance 10 − keyboard top 553: the root rises 52. Measured from the lifted
    // frame, the window's margin would reach 8 + 52 = 60 into the root and lay the field 9 down.
    XCTAssertEqual(root.frame.minY, -52)
    XCTAssertEqual(field.frame, Rect(x: 16, y: 551, width: 358, height: 44))
  }

  func testDocked_barAddedWithTheKeyboardUp_restsWhereTheGuideRests() {
    let controller = ViewController()
    let window = makeWindow(
      screen: Screen(width: 390, height: 844, scale: 3), safeArea: Insets(top: 47, bottom: 34),
      root: controller)
    let root = controller.view
    window.layoutIfNeeded()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))
    // The bar joins with the keyboard up: it was never laid out at rest.
    let bar = constrainedView("bar", in: root)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 458, width: 390, height: 50))
    let resting = window.restingFrames
    resting.refresh(in: window)
    // With the guide at rest on the safe area's bottom (810).
    XCTAssertEqual(resting.frame(of: bar, in: window), Rect(x: 0, y: 760, width: 390, height: 50))
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 844, width: 390, height: 336))
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 760, width: 390, height: 50))
  }

  /// A rotation lays the bar out again for more than the keyboard.
  ///
  /// The frame it had before the keyboard moved it (in portrait) is not where it rests in
  /// landscape. Under a floating keyboard the guide does not follow, the guide is at rest, and
  /// so is the bar.
  func testDocked_rotatedToAFloatingKeyboard_barRestsWhereItIsLaidOut() {
    let (window, _, bar) = makeChat()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 458, width: 390, height: 50))
    window.screen.bounds = Rect(x: 0, y: 0, width: 844, height: 390)
    window.frame = window.screen.bounds
    window.layoutIfNeeded()
    window.screen.keyboard.post(
      .willChangeFrame, frame: Rect(x: 59, y: 57, width: 680, height: 51))
    // The safe area's bottom, 390 − 34 = 356, less the bar's 50.
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 306, width: 844, height: 50))
    let resting = window.restingFrames
    resting.refresh(in: window)
    XCTAssertEqual(resting.frame(of: bar, in: window), bar.frame)
  }

  /// As the safe area, so the margins a lifted view preserves from its superview: lifted, the
  /// view reaches further past its superview's top, and the superview's margin it preserves
  /// would grow with the lift (a few points a pass once it passes the view's own margin); read
  /// at the resting origin, it does not.
  func testKeyboardManager_fieldPinnedToPreservedMargins_liftHoldsInOnePass() {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    let window = makeWindow(root: navigation)
    let root = content.view
    root.layoutMargins = Insets(top: 6, left: 8, bottom: 0, right: 8)
    root.preservesSuperviewLayoutMargins = true
    let field = marginPinnedField(in: root, below: root.layoutMarginsGuide.topAnchor, by: 380)
    window.layoutIfNeeded()
    // 6 of its own plus the 64 of safe area under the bar (the navigation view's 20 is less);
    // at the sides, the navigation view's 16.
    XCTAssertEqual(field.frame, Rect(x: 16, y: 450, width: 288, height: 44))
    let manager = KeyboardManager(window: window)
    manager.isEnabled = true
    field.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    for _ in 0..<4 { window.layoutIfNeeded() }
    // Bottom 494 + distance 10 − keyboard top 352: one lift of 152, and the field stays put.
    XCTAssertEqual(root.frame.minY, -152)
    XCTAssertEqual(field.frame, Rect(x: 16, y: 450, width: 288, height: 44))
    XCTAssertEqual(manager.movedDistance, 152)
    withExtendedLifetime(manager) {}
  }

  /// A bar that joins the tree while the keyboard is up was never moved by the guide (it was
  /// laid out on the keyboard from the start), yet the guide carries it: the manager leaves it
  /// to the guide rather than lift the root, which the guide would undo pass after pass.
  func testKeyboardManager_barAddedWhileKeyboardUp_carriedByTheGuide_rootStays() {
    let controller = ViewController()
    let window = makeWindow(
      screen: Screen(width: 390, height: 844, scale: 3), safeArea: Insets(top: 47, bottom: 34),
      root: controller)
    let root = controller.view
    window.layoutIfNeeded()
    let manager = KeyboardManager(window: window)
    manager.isEnabled = true
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))
    let bar = constrainedView("bar", in: root)
    let field = TextField()
    field.identifier = "message"
    field.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(field)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
      field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -16),
      field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -5),
      field.heightAnchor.constraint(equalToConstant: 36),
    ])
    window.layoutIfNeeded()
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 458, width: 390, height: 50))
    XCTAssertTrue(window.isCarriedByKeyboardGuide(field))
    // Where the bar rests with the guide on the safe area's bottom (844 − 34 − 50).
    XCTAssertEqual(
      window.keyboardGuideRestingFrame(of: bar), Rect(x: 0, y: 760, width: 390, height: 50))
    XCTAssertNil(window.keyboardGuideRestingFrame(of: field))
    field.becomeFirstResponder()
    for _ in 0..<4 { window.layoutIfNeeded() }
    // 5 above the keyboard where 10 is wanted, but the guide holds it there: nothing moves.
    XCTAssertEqual(root.frame.minY, 0)
    XCTAssertEqual(manager.movedDistance, 0)
    XCTAssertEqual(field.frame, Rect(x: 16, y: 9, width: 358, height: 36))
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 844, width: 390, height: 336))
    window.layoutIfNeeded()
    XCTAssertFalse(window.isCarriedByKeyboardGuide(field))
    XCTAssertEqual(bar.frame.minY, 760)
    withExtendedLifetime(manager) {}
  }

  /// A 44-point field `constant` below `top`, between `root`'s layout margins.
  private func marginPinnedField(
    in root: View, below top: LayoutYAxisAnchor, by constant: Double
  ) -> TextField {
    let field = TextField()
    field.identifier = "field"
    field.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(field)
    LayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: top, constant: constant),
      field.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
    return field
  }
}
