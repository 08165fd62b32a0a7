import KeyboardCore
import ReturnManager
import XCTest

/// A form whose host lays out two fields from the bottom edge.
///
/// As autoresizing with a flexible top margin does, shrinking the root moves them. At rest
/// (568 high) "Pinned" sits at y = 468, below "Fixed" at 400; shrunk by a keyboard manager's
/// `resizeRoot` it rises above it.
final class BottomPinnedForm: ViewController {
  let fixed = TextField(frame: Rect(x: 20, y: 400, width: 280, height: 30))
  let pinned = TextField(frame: Rect(x: 20, y: 468, width: 280, height: 30))
  let last = TextField(frame: Rect(x: 20, y: 520, width: 280, height: 30))

  override func loadView() {
    view = PinningView(frame: .zero)
  }

  override func viewDidLoad() {
    fixed.placeholder = "Fixed"
    pinned.placeholder = "Pinned"
    last.placeholder = "Last"
    (view as? PinningView)?.pinned = pinned
    (view as? PinningView)?.last = last
    for field in [fixed, pinned, last] { view.addSubview(field) }
  }
}

/// Places `pinned` 100 pt and `last` 48 pt above its bottom edge on every layout pass.
final class PinningView: View {
  weak var pinned: View?
  weak var last: View?

  override func layoutSubviews() {
    super.layoutSubviews()
    if let pinned { pinned.frame.origin.y = bounds.height - 100 }
    if let last { last.frame.origin.y = bounds.height - 48 }
  }
}

final class ReturnManagerResizedRootTests: XCTestCase {
  private struct Setup {
    let form = BottomPinnedForm()
    let window: Window
    let keyboardManager: KeyboardManager
    let returnManager: ReturnManager

    init() {
      (window, keyboardManager) = makeResizingKeyboardManager(showing: form)
      returnManager = ReturnManager(controller: form)
    }

    func showKeyboard() {
      window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    }
  }

  func testResizeRoot_hostRelayoutMovesAField_orderKeepsRestingPlaces() {
    let setup = Setup()
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Fixed", "Pinned", "Last"])
    setup.form.fixed.becomeFirstResponder()
    setup.showKeyboard()
    // The manager shrank the root and the host's layout lifted "Pinned" above "Fixed".
    XCTAssertLessThan(setup.form.view.frame.height, 568)
    XCTAssertLessThan(setup.form.pinned.frame.minY, setup.form.fixed.frame.minY)
    // The order is the one the user saw before the keyboard came up.
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Fixed", "Pinned", "Last"])
    XCTAssertEqual(
      returnKeys([setup.form.fixed, setup.form.pinned, setup.form.last]),
      [.next, .next, .done])
  }

  func testResizeRoot_walkWhileResized_visitsEveryFieldOnceEachWay() {
    let setup = Setup()
    setup.form.fixed.becomeFirstResponder()
    setup.showKeyboard()
    var visited = [focusedName(setup.window)]
    while setup.returnManager.goNext(), visited.count < 10 {
      visited.append(focusedName(setup.window))
    }
    XCTAssertEqual(visited, ["Fixed", "Pinned", "Last"])
    var back = [focusedName(setup.window)]
    while setup.returnManager.goPrevious(), back.count < 10 {
      back.append(focusedName(setup.window))
    }
    XCTAssertEqual(back, ["Last", "Pinned", "Fixed"])
  }

  func testResizeRoot_afterHide_orderFollowsRestingFramesAgain() {
    let setup = Setup()
    setup.form.fixed.becomeFirstResponder()
    setup.showKeyboard()
    setup.window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 568, width: 320, height: 216))
    XCTAssertEqual(setup.form.view.frame.height, 568)
    XCTAssertEqual(setup.form.pinned.frame.minY, 468)
    // A host move made while the root was held resized is read once the hold ends.
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Fixed", "Pinned", "Last"])
    setup.form.last.frame.origin.y = 300
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Last", "Fixed", "Pinned"])
  }

  func testResizeRoot_appMovesAFieldWhileResized_countsAtOnce() {
    let setup = Setup()
    setup.form.fixed.becomeFirstResponder()
    setup.showKeyboard()
    // "Fixed" is not laid out by the host: moving it is the app's own change, not layout for
    // the keyboard, and it counts at once.
    setup.form.fixed.frame.origin.y = 540
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Pinned", "Last", "Fixed"])
    setup.window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 568, width: 320, height: 216))
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Pinned", "Last", "Fixed"])
    XCTAssertEqual(
      returnKeys([setup.form.pinned, setup.form.last, setup.form.fixed]), [.next, .next, .done])
  }

  func testResizeRoot_managerCreatedWhileResized_readsTheWindowsRestingFramesAtOnce() {
    let form = BottomPinnedForm()
    let window = Window(screen: Screen(width: 320, height: 568))
    window.rootViewController = form
    window.layoutIfNeeded()
    let keyboardManager = KeyboardManager(window: window)
    keyboardManager.isEnabled = true
    keyboardManager.strategy = .resizeRoot
    keyboardManager.layoutIfNeededOnUpdate = true
    form.fixed.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    // Made while the root is shrunk, the order reads the resting frames the window recorded
    // when the hold began (before, when each order recorded its own, a late one could only
    // read the frames set for the keyboard: "Pinned", "Last", "Fixed").
    let late = ReturnManager(controller: form)
    XCTAssertEqual(names(late.order.inputs), ["Fixed", "Pinned", "Last"])
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 568, width: 320, height: 216))
    XCTAssertEqual(names(late.order.inputs), ["Fixed", "Pinned", "Last"])
    withExtendedLifetime(keyboardManager) {}
  }
}
