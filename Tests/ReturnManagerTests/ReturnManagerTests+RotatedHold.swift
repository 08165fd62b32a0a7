import KeyboardCore
import ReturnManager
import XCTest

/// A root that places its two fields for its size.
///
/// "Anchored" sits 175 above the bottom edge, "Centred" 240 below the top in landscape (375
/// high) and half the extra height lower when taller. Landscape reads Anchored (200) before
/// Centred (240); portrait (667 high) reads Centred (386) before Anchored (492).
final class RotatingForm: ViewController {
  let anchored = TextField(frame: Rect(x: 20, y: 0, width: 200, height: 30))
  let centred = TextField(frame: Rect(x: 20, y: 0, width: 200, height: 30))

  override func loadView() {
    view = RotatingView(frame: .zero)
  }

  override func viewDidLoad() {
    anchored.placeholder = "Anchored"
    centred.placeholder = "Centred"
    (view as? RotatingView)?.fields = (anchored, centred)
    view.addSubview(anchored)
    view.addSubview(centred)
  }
}

/// Lays out ``RotatingForm``'s fields for its bounds.
final class RotatingView: View {
  var fields: (anchored: View, centred: View)?

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let fields else { return }
    fields.anchored.frame.origin.y = bounds.height - 175
    fields.centred.frame.origin.y = 240 + (bounds.height - 375) / 2
  }
}

/// A rotation while a keyboard manager holds the root resized (`resizeRoot`): the host lays the
/// window out at the new size before the keyboard's new frame arrives, so the hold that starts
/// again records the fields where they rest at the new size (soak seed 50,205,301, issue #13).
final class ReturnManagerRotatedHoldTests: XCTestCase {
  func testRotationDuringHold_orderIsTheRestingOneAtTheNewSize() {
    let (form, window, keyboardManager, returnManager) = makeSession(
      width: 667, height: 375, layoutIfNeededOnUpdate: true)
    defer { withExtendedLifetime(keyboardManager) {} }
    XCTAssertEqual(names(returnManager.order.inputs), ["Anchored", "Centred"])

    form.anchored.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 213, width: 667, height: 162))
    XCTAssertEqual(form.view.frame.height, 213)

    // The rotation: the window takes the portrait size, then the keyboard follows.
    window.screen.bounds = Rect(x: 0, y: 0, width: 375, height: 667)
    window.frame = window.screen.bounds
    XCTAssertEqual(form.view.frame, Rect(x: 0, y: 0, width: 375, height: 667))
    XCTAssertEqual(form.centred.frame.minY, 386)
    XCTAssertEqual(form.anchored.frame.minY, 492)
    window.screen.keyboard.post(
      .willChangeFrame, frame: Rect(x: 0, y: 451, width: 375, height: 216))
    XCTAssertEqual(form.view.frame.height, 451)
    XCTAssertEqual(form.centred.frame.minY, 278)
    XCTAssertEqual(form.anchored.frame.minY, 276)

    // Held at 451, the order is still the one the portrait tree has at rest.
    XCTAssertEqual(returnManager.order.restingFrame(of: form.centred)?.minY, 386)
    XCTAssertEqual(returnManager.order.restingFrame(of: form.anchored)?.minY, 492)
    XCTAssertEqual(names(returnManager.order.inputs), ["Centred", "Anchored"])
    let walk = returnManager.walk(.next)
    XCTAssertNil(walk.violation)
    XCTAssertEqual(names(walk.visited), ["Centred", "Anchored"])
    XCTAssertNil(returnManager.walk(.previous).violation)

    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 667, width: 375, height: 216))
    XCTAssertEqual(form.view.frame.height, 667)
    XCTAssertEqual(names(returnManager.order.inputs), ["Centred", "Anchored"])
  }
}

extension ReturnManagerRotatedHoldTests {
  func testHostResizesRootDuringHold_orderAfterTheHoldIsTheRebuiltOne() {
    let (form, window, keyboardManager, returnManager) = makeSession(
      width: 375, height: 667, layoutIfNeededOnUpdate: true)
    defer { withExtendedLifetime(keyboardManager) {} }
    form.anchored.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 451, width: 375, height: 216))
    XCTAssertEqual(names(returnManager.order.inputs), ["Centred", "Anchored"])
    form.view.frame = Rect(x: 0, y: 0, width: 375, height: 375)
    window.layoutIfNeeded()
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 667, width: 375, height: 216))
    XCTAssertEqual(form.view.frame.height, 375)
    XCTAssertEqual(form.anchored.frame.minY, 200)
    XCTAssertEqual(form.centred.frame.minY, 240)
    XCTAssertEqual(names(returnManager.order.inputs), ["Anchored", "Centred"])
  }
}

extension ReturnManagerRotatedHoldTests {
  func testHostResizesRootThenKeyboardChanges_newHoldStartsAtRest() {
    let (form, window, keyboardManager, returnManager) = makeSession(
      width: 375, height: 667, layoutIfNeededOnUpdate: false)
    defer { withExtendedLifetime(keyboardManager) {} }
    form.anchored.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 451, width: 375, height: 216))
    XCTAssertEqual(form.view.frame.height, 451)
    // The host gives the root a new size and, before its layout runs, the keyboard grows.
    form.view.frame = Rect(x: 0, y: 0, width: 375, height: 600)
    window.screen.keyboard.post(
      .willChangeFrame, frame: Rect(x: 0, y: 417, width: 375, height: 250))
    XCTAssertEqual(form.view.frame.height, 417)
    XCTAssertEqual(returnManager.order.restingFrame(of: form.centred)?.minY, 352.5)
    XCTAssertEqual(returnManager.order.restingFrame(of: form.anchored)?.minY, 425)
    XCTAssertEqual(names(returnManager.order.inputs), ["Centred", "Anchored"])
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 667, width: 375, height: 250))
    window.layoutIfNeeded()
    XCTAssertEqual(form.view.frame.height, 600)
    XCTAssertEqual(names(returnManager.order.inputs), ["Centred", "Anchored"])
  }
}

/// A window of the given size showing a ``RotatingForm``, a keyboard manager that resizes the
/// root, and a reading-order return manager over the form.
private func makeSession(width: Double, height: Double, layoutIfNeededOnUpdate: Bool) -> (
  form: RotatingForm, window: Window, keyboardManager: KeyboardManager,
  returnManager: ReturnManager
) {
  let form = RotatingForm()
  let window = Window(screen: Screen(width: width, height: height))
  window.rootViewController = form
  window.layoutIfNeeded()
  let keyboardManager = KeyboardManager(window: window)
  keyboardManager.isEnabled = true
  keyboardManager.strategy = .resizeRoot
  keyboardManager.layoutIfNeededOnUpdate = layoutIfNeededOnUpdate
  let returnManager = ReturnManager(scope: form.view, mode: .readingOrder)
  return (form, window, keyboardManager, returnManager)
}
