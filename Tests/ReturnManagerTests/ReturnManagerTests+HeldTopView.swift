import KeyboardCore
import ReturnManager
import XCTest

/// A frame the app sets on a held navigation controller's top view does not rest.
///
/// While a keyboard manager holds the controller smaller (`resizeRoot`), the controller lays
/// the view out again at once, and at rest once the size comes back. The constrained fields
/// inside keep resting where the view's resting frame puts them (constrained soak seed
/// 43,549,909).
final class ReturnManagerHeldTopViewTests: XCTestCase {
  func testFrameSetOnHeldNavigationTopView_constrainedFieldKeepsItsPlace() {
    let form = ViewController()
    let inner = NavigationController(rootViewController: form)
    let outer = NavigationController(rootViewController: inner)
    let window = Window(
      screen: Screen(width: 320, height: 568), safeAreaInsets: Insets(top: 20, bottom: 0))
    window.rootViewController = outer
    let root = form.view
    let first = TextField(frame: Rect(x: 20, y: 300, width: 280, height: 30))
    first.placeholder = "First"
    let second = TextField()
    second.placeholder = "Second"
    second.translatesAutoresizingMaskIntoConstraints = false
    [first, second].forEach(root.addSubview)
    LayoutConstraint.activate([
      second.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 240),
      second.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      second.widthAnchor.constraint(equalToConstant: 280),
      second.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    let keyboardManager = KeyboardManager(window: window)
    keyboardManager.isEnabled = true
    keyboardManager.strategy = .resizeRoot
    keyboardManager.layoutIfNeededOnUpdate = true
    let returns = ReturnManager(controller: form)
    // Below both bars (108) and 240 more: after First.
    XCTAssertEqual(second.frame.minY, 348)
    XCTAssertEqual(names(returns.order.inputs), ["First", "Second"])
    second.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertEqual(inner.view.frame.height, 352)
    second.resignFirstResponder()
    // Lower than the bars, the frame's safe area would start at 0 and put Second at 240, above
    // First; the controller puts the view back at once.
    root.frame = Rect(x: 0, y: 250, width: 320, height: 600)
    inner.view.setNeedsLayout()
    inner.view.layoutIfNeeded()
    XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 320, height: 352))
    XCTAssertEqual(
      window.restingFrames.frame(of: root, in: window), Rect(x: 0, y: 0, width: 320, height: 568))
    XCTAssertEqual(returns.order.restingFrame(of: second)?.minY, 348)
    XCTAssertEqual(names(returns.order.inputs), ["First", "Second"])
    XCTAssertEqual(returnKeys([first, second]), [.next, .done])
    let walk = returns.walk(.next)
    XCTAssertNil(walk.violation)
    XCTAssertEqual(names(walk.visited), ["First", "Second"])
  }
}
