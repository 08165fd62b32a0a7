import KeyboardCore
import XCTest

// Cases where KeyboardCore's Auto Layout once did not do what UIKit documents (found by the
// scene examples), now fixed and kept as regressions.
final class AutoLayoutRegressionTests: XCTestCase {
  /// Edge-tracking constraints switch on only once something else has brought the keyboard
  /// guide into the engine: a guide mentioned by tracked constraints alone is never laid out,
  /// so none of them is ever activated (UIKit activates the matching set at once).
  func testKeyboardGuide_onlyTrackedConstraintsMentionIt_nearEdgeSetIsActivated() {
    let controller = ViewController()
    let window = Window(screen: Screen(width: 1024, height: 1366))
    window.rootViewController = controller
    let root = controller.view
    let bar = View()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
    ])
    let guide = root.keyboardLayoutGuide
    let docked = bar.bottomAnchor.constraint(equalTo: guide.topAnchor)
    guide.setConstraints([docked], activeWhenNearEdge: .bottom)
    window.layoutIfNeeded()
    // The hidden keyboard's guide rests on the bottom edge: the near-bottom set applies.
    XCTAssertTrue(docked.isActive)
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 1316, width: 1024, height: 50))
  }

  /// A window's safe area that changes without its size (a host setting new insets, the
  /// status bar going away) is not seen by the constraints: nothing marks the engine, so the
  /// next layout pass does not run and a view pinned to the safe area stays where it was.
  func testSafeAreaChange_aloneWithoutAResize_constraintsToTheSafeAreaReSolve() {
    let controller = ViewController()
    let window = Window(
      screen: Screen(width: 390, height: 844), safeAreaInsets: Insets(top: 47, bottom: 34))
    window.rootViewController = controller
    let root = controller.view
    let field = TextField()
    field.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(field)
    LayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      field.widthAnchor.constraint(equalToConstant: 100),
      field.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    XCTAssertEqual(field.frame.minY, 67)
    window.safeAreaInsets = Insets(top: 0, left: 47, bottom: 21, right: 47)
    window.layoutIfNeeded()
    XCTAssertEqual(field.frame.minY, 20)
  }

  /// The keyboard manager lifts the root view; the lift widens the root's safe area at the
  /// top by as much, so a field pinned to the safe area is laid out back down by the same
  /// amount: each pass lifts again, until the root is clamped at the keyboard's overlap with
  /// the field still covered (scene: Examples-style `fight.json` in the report).
  func testManager_fieldPinnedToTheSafeArea_endsClearAfterOnePass() {
    let controller = ViewController()
    let window = Window(
      screen: Screen(width: 390, height: 844, scale: 3),
      safeAreaInsets: Insets(top: 47, bottom: 34))
    window.rootViewController = controller
    let root = controller.view
    let field = TextField()
    field.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(field)
    LayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 500),
      field.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    let manager = KeyboardManager(window: window)
    manager.isEnabled = true
    field.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 553, width: 390, height: 291))
    for _ in 0..<8 { window.layoutIfNeeded() }
    let bottom = field.frameInWindow?.maxY ?? .infinity
    // Clear by the distance (10): bottom at 543 (it was 588, covered by 35, the root at -291).
    XCTAssertEqual(bottom, 543)
    withExtendedLifetime(manager) {}
  }

  /// A navigation bar hidden over a top view that extends under it moves no frame, only the
  /// view's safe area (44 points less at the top): nothing marked the engine, so a field
  /// pinned to the safe area stayed 44 points low until some other change laid it out (the
  /// constrained soak's seed 256, `reliability-constraints-seed-256.json`).
  func testNavigationBarHidden_overAViewUnderIt_constraintsToTheSafeAreaReSolve() {
    let controller = ViewController()
    let navigation = NavigationController(rootViewController: controller)
    let window = Window(
      screen: Screen(width: 390, height: 844, scale: 3),
      safeAreaInsets: Insets(top: 47, bottom: 34))
    window.rootViewController = navigation
    let field = pinnedField(in: controller.view, belowTheSafeArea: 133)
    window.layoutIfNeeded()
    // The safe area's top is the bar's bottom: 47 + 44.
    XCTAssertEqual(field.frame.minY, 224)
    navigation.isNavigationBarHidden = true
    window.layoutIfNeeded()
    XCTAssertEqual(field.frame.minY, 180)
  }

  /// A lifted top view under a navigation bar with a field pinned to its safe area: one lift.
  ///
  /// The manager lifts a navigation controller's top view (which extends under the bar). Two
  /// faults made every pass lift it again, a layout-not-settled step at best and a second
  /// solve that would move the root at worst (the constrained soak's seed 45,
  /// `reliability-constraints-seed-45.json`): the resting safe area measured the bar's cover
  /// with the view lifted (44 + the lift) while it placed the view at rest, so the field was
  /// laid out down by the lift; and the frame the manager set marked the view's superview, the
  /// navigation controller's, whose layout put the view back at y 0.
  func testManager_liftedTopViewUnderANavigationBar_oneLiftAndTheFieldStaysInPlace() {
    let controller = ViewController()
    let navigation = NavigationController(rootViewController: controller)
    let window = Window(
      screen: Screen(width: 390, height: 844, scale: 3),
      safeAreaInsets: Insets(top: 47, bottom: 34))
    window.rootViewController = navigation
    let root = controller.view
    let field = pinnedField(in: root, belowTheSafeArea: 500)
    window.layoutIfNeeded()
    XCTAssertEqual(field.frame.minY, 591)
    let manager = KeyboardManager(window: window)
    manager.isEnabled = true
    manager.layoutIfNeededOnUpdate = true
    var passes = 0
    let token = manager.addObserver { event in
      if event.kind == .planApplied { passes += 1 }
    }
    field.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 553, width: 390, height: 291))
    for _ in 0..<8 { window.layoutIfNeeded() }
    // Bottom 635 + distance 10 − keyboard top 553: the root rises 92, once.
    XCTAssertEqual(root.frame.minY, -92)
    XCTAssertEqual(field.frame.minY, 591)
    XCTAssertEqual(field.frameInWindow?.maxY, 543)
    XCTAssertEqual(passes, 1)
    withExtendedLifetime((manager, token)) {}
  }

  /// A 100-point-wide field `offset` below `root`'s safe area's top, 44 high.
  private func pinnedField(in root: View, belowTheSafeArea offset: Double) -> TextField {
    let field = TextField()
    field.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(field)
    LayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: offset),
      field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      field.widthAnchor.constraint(equalToConstant: 100),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
    return field
  }
}
