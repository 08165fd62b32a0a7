import KeyboardCore
import XCTest

// A screen, a window, a root controller and a keyboard manager: the Scenario Catalogue's "Base A" unless
// told otherwise (320×568, status bar 20, root view filling the window, distance 10).
final class AvoidanceHarness {
  let screen: Screen
  let window: Window
  let controller: ViewController
  let manager: KeyboardManager

  init(
    width: Double = 320, height: Double = 568, safeArea: Insets = Insets(top: 20),
    controller: ViewController = ViewController(), enabled: Bool = true
  ) {
    screen = Screen(width: width, height: height)
    window = Window(screen: screen, safeAreaInsets: safeArea)
    self.controller = controller
    window.rootViewController = controller
    manager = KeyboardManager(window: window)
    manager.isEnabled = enabled
  }

  // The root controller's view (what moves in most scenarios).
  var root: View { controller.view }

  // Adds a text field to a container (the root view by default).
  @discardableResult
  func addField(_ frame: Rect, to container: View? = nil) -> TextField {
    let field = TextField(frame: frame)
    (container ?? root).addSubview(field)
    return field
  }

  // Adds a scroll view to a container (the root view by default).
  @discardableResult
  func addScrollView(_ frame: Rect, contentSize: Size, to container: View? = nil) -> ScrollView {
    let scroll = ScrollView(frame: frame)
    scroll.contentSize = contentSize
    (container ?? root).addSubview(scroll)
    return scroll
  }

  // Adds a scroll view filling the window (the S10 family of the Scenario Catalogue) with content of the given
  // height.
  @discardableResult
  func addFullScreenScrollView(contentHeight: Double) -> ScrollView {
    let bounds = window.bounds
    return addScrollView(bounds, contentSize: Size(width: bounds.width, height: contentHeight))
  }

  // Posts a docked keyboard of the given height (216 by default: Base A).
  func showKeyboard(height: Double = 216, event: KeyboardEvent = .willShow) {
    let bounds = screen.bounds
    screen.keyboard.post(
      event, frame: Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height))
  }

  // Posts a keyboard frame as reported.
  func postKeyboard(_ frame: Rect, event: KeyboardEvent = .willShow) {
    screen.keyboard.post(event, frame: frame)
  }

  // Posts `willHide`.
  func hideKeyboard() {
    screen.keyboard.hide()
  }

  // Focuses an input and fails the test if it cannot.
  func focus(_ input: any TextInput, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(input.becomeFirstResponder(), "could not focus", file: file, line: line)
  }

  // The input's frame in window coordinates.
  func windowFrame(_ view: View, file: StaticString = #filePath, line: UInt = #line) -> Rect {
    guard let frame = view.frameInWindow else {
      XCTFail("not in a window", file: file, line: line)
      return .null
    }
    return frame
  }

  // Fails when the tree breaks an invariant.
  func assertConsistent(file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(window.invariantViolations(), [], file: file, line: line)
  }
}

// A controller that records layout passes of its view.
final class LayoutCountingController: ViewController {
  var layouts = 0

  override func viewDidLayoutSubviews() {
    layouts += 1
  }
}
