import KeyboardCore
import XCTest

/// `RestingFrames.isCurrent(_:)`: which readings of where views rest the end of a keyboard
/// manager's hold (`resizeRoot`) makes stale.
final class RestingFramesReadingTests: XCTestCase {
  private struct Setup {
    let window = Window(screen: Screen(width: 320, height: 568))
    let controller = ViewController()
    let field = TextField(frame: Rect(x: 20, y: 450, width: 280, height: 30))
    let manager: KeyboardManager

    init() {
      window.rootViewController = controller
      controller.view.addSubview(field)
      window.layoutIfNeeded()
      manager = KeyboardManager(window: window)
      manager.isEnabled = true
      manager.strategy = .resizeRoot
    }

    var resting: RestingFrames { window.restingFrames }

    func startHold() {
      field.becomeFirstResponder()
      window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    }
  }

  func testHoldEndingAtRest_onlyTheReadingsMadeDuringItAreStale() {
    let setup = Setup()
    let before = setup.resting.reading
    setup.startHold()
    XCTAssertTrue(setup.window.viewResizedForKeyboard === setup.controller.view)
    let during = setup.resting.reading
    XCTAssertTrue(setup.resting.isCurrent(before))
    XCTAssertTrue(setup.resting.isCurrent(during))
    setup.window.screen.keyboard.post(
      .willHide, frame: Rect(x: 0, y: 568, width: 320, height: 216))
    XCTAssertNil(setup.window.viewResizedForKeyboard)
    XCTAssertEqual(setup.controller.view.frame.height, 568)
    XCTAssertTrue(setup.resting.isCurrent(before), "read with the views at rest")
    XCTAssertFalse(setup.resting.isCurrent(during), "read from the hold's record")
    XCTAssertTrue(setup.resting.isCurrent(setup.resting.reading))
  }

  func testHoldEndingAwayFromRest_everyEarlierReadingIsStale() {
    let setup = Setup()
    let before = setup.resting.reading
    setup.startHold()
    // The host resizes the held root with no field editing; the manager gives the hold up.
    setup.field.resignFirstResponder()
    setup.controller.view.frame = Rect(x: 0, y: 0, width: 320, height: 500)
    setup.controller.view.layoutIfNeeded()
    XCTAssertNil(setup.window.viewResizedForKeyboard)
    XCTAssertFalse(setup.resting.isCurrent(before), "the subtree is laid out for 500 points")
    XCTAssertTrue(setup.resting.isCurrent(setup.resting.reading))
  }

  func testNoHold_everyReadingStands() {
    let setup = Setup()
    let first = setup.resting.reading
    setup.controller.view.frame.size.height = 400
    setup.window.layoutIfNeeded()
    XCTAssertTrue(setup.resting.isCurrent(first))
  }
}
