import KeyboardCore
import ReturnManager
import XCTest

/// A root that keeps the subviews it pins at their distance from its bottom edge when its
/// height changes (a flexible top margin, in UIKit's autoresizing terms), and answers
/// `frame(forSubview:at:whenResizedFrom:to:)` with the same rule.
final class FlexibleTopMarginView: View {
  private var pinned: [ObjectIdentifier] = []
  private var laidOutHeight: Double?
  /// When set, the answer to every `frame(forSubview:…)`, as a broken override would give.
  var brokenAnswer: Rect?

  /// Keeps `subview` at its distance from the bottom from now on.
  func pin(_ subview: View) {
    pinned.append(ObjectIdentifier(subview))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    defer { laidOutHeight = bounds.height }
    guard let old = laidOutHeight, old != bounds.height else { return }
    for subview in subviews where pinned.contains(ObjectIdentifier(subview)) {
      subview.frame.origin.y += bounds.height - old
    }
  }

  override func frame(
    forSubview subview: View, at frame: Rect, whenResizedFrom oldSize: Size, to newSize: Size
  ) -> Rect {
    if let brokenAnswer { return brokenAnswer }
    guard pinned.contains(ObjectIdentifier(subview)) else { return frame }
    return frame.offsetBy(dx: 0, dy: newSize.height - oldSize.height)
  }
}

/// A controller whose root pins its bottom field, with a field above it at the top.
final class FlexibleTopMarginForm: ViewController {
  let top = TextField(frame: Rect(x: 20, y: 300, width: 280, height: 30))
  let bottom = TextField(frame: Rect(x: 20, y: 500, width: 280, height: 30))

  var root: FlexibleTopMarginView {
    guard let root = view as? FlexibleTopMarginView else {
      preconditionFailure("FlexibleTopMarginForm: the root is not a FlexibleTopMarginView")
    }
    return root
  }

  override func loadView() {
    view = FlexibleTopMarginView(frame: .zero)
  }

  override func viewDidLoad() {
    top.placeholder = "Top"
    bottom.placeholder = "Bottom"
    view.addSubview(top)
    view.addSubview(bottom)
    root.pin(bottom)
  }
}

/// Frames the app sets, and views it inserts, while a keyboard manager holds the root smaller
/// (`resizeRoot`) rest where the root's layout carries them once the size comes back, not where
/// they are during the hold: soak seeds 80,435,723, 80,447,168, 90,030,462, 90,282,114 and
/// 90,490,842 of issue #13.
final class ReturnManagerCarriedFrameTests: XCTestCase {
  private struct Setup {
    let form = FlexibleTopMarginForm()
    let window: Window
    let keyboardManager: KeyboardManager
    let returnManager: ReturnManager

    init() {
      (window, keyboardManager) = makeResizingKeyboardManager(showing: form)
      returnManager = ReturnManager(scope: form.view, mode: .readingOrder)
      form.top.becomeFirstResponder()
      window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    }

    func hideKeyboard() {
      window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 568, width: 320, height: 216))
    }
  }

  func testHold_pinnedFieldMovedByLayout_restsAtItsFrameAtFullHeight() {
    let setup = Setup()
    XCTAssertEqual(setup.form.view.frame.height, 352)
    XCTAssertEqual(setup.form.bottom.frame.minY, 284)
    XCTAssertEqual(setup.returnManager.order.restingFrame(of: setup.form.bottom)?.minY, 500)
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Top", "Bottom"])
  }

  func testFrameSetDuringHold_rootHeldSmaller_restsWhereTheRootsLayoutCarriesIt() {
    let setup = Setup()
    // The app moves the pinned field above Top while the root is 216 points shorter; at full
    // height the root's layout puts it 216 lower, below Top.
    setup.form.bottom.frame.origin.y = 200
    XCTAssertEqual(setup.returnManager.order.restingFrame(of: setup.form.bottom)?.minY, 416)
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Top", "Bottom"])
    XCTAssertEqual(returnKeys([setup.form.top, setup.form.bottom]), [.next, .done])
    let walk = setup.returnManager.walk(.next)
    XCTAssertNil(walk.violation)
    XCTAssertEqual(names(walk.visited), ["Top", "Bottom"])
    setup.hideKeyboard()
    XCTAssertEqual(setup.form.bottom.frame.minY, 416)
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Top", "Bottom"])
  }

  func testViewInsertedDuringHold_rootHeldSmaller_restsWhereTheRootsLayoutCarriesIt() {
    let setup = Setup()
    // Inserted at 100 while the root is held at 352 and pinned: at full height it rests at
    // 316, between Top (300) and Bottom (500).
    let added = TextField(frame: Rect(x: 20, y: 100, width: 280, height: 30))
    added.placeholder = "Added"
    setup.form.root.pin(added)
    setup.form.view.addSubview(added)
    XCTAssertEqual(setup.returnManager.order.restingFrame(of: added)?.minY, 316)
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Top", "Added", "Bottom"])
    let walk = setup.returnManager.walk(.next)
    XCTAssertNil(walk.violation)
    XCTAssertEqual(names(walk.visited), ["Top", "Added", "Bottom"])
    XCTAssertNil(setup.returnManager.walk(.previous).violation)
    setup.hideKeyboard()
    XCTAssertEqual(added.frame.minY, 316)
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Top", "Added", "Bottom"])
  }

  func testSubtreeInsertedDuringHold_fieldInsideCarriedContainer_restsWithIt() {
    let setup = Setup()
    // A pinned container at 50 during the hold (266 at rest) holding a field 10 points down.
    let container = View(frame: Rect(x: 0, y: 50, width: 320, height: 60))
    let inner = addField("Inner", to: container, y: 10)
    setup.form.root.pin(container)
    setup.form.view.addSubview(container)
    XCTAssertEqual(setup.returnManager.order.restingFrame(of: inner)?.minY, 276)
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Inner", "Top", "Bottom"])
    setup.hideKeyboard()
    XCTAssertEqual(container.frame.minY, 266)
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Inner", "Top", "Bottom"])
  }

  func testFrameSetDuringHold_unpinnedField_restsWhereTheAppPutIt() {
    let setup = Setup()
    setup.form.top.frame.origin.y = 510
    XCTAssertEqual(setup.returnManager.order.restingFrame(of: setup.form.top)?.minY, 510)
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Bottom", "Top"])
    setup.hideKeyboard()
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Bottom", "Top"])
  }

  func testFrameSetDuringHold_overrideAnswersNonFinite_liveFrameStandsWithDiagnostic() {
    let setup = Setup()
    setup.form.root.brokenAnswer = Rect(x: 20, y: .nan, width: 280, height: 30)
    setup.form.bottom.frame.origin.y = 200
    XCTAssertEqual(setup.returnManager.order.restingFrame(of: setup.form.bottom)?.minY, 200)
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["Bottom", "Top"])
    XCTAssertEqual(setup.window.diagnostics.last?.code, .nonFiniteGeometry)
    setup.form.root.brokenAnswer = Rect(x: 20, y: 416, width: -1, height: 30)
    setup.form.top.frame.origin.y = 210
    XCTAssertEqual(setup.returnManager.order.restingFrame(of: setup.form.top)?.minY, 210)
    XCTAssertEqual(setup.window.diagnostics.last?.code, .negativeSize)
  }

  func testFrameForSubview_plainView_isTheFrameUnchanged() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 320, height: 352))
    let child = addField("Child", to: parent, y: 100)
    let frame = Rect(x: 20, y: 100, width: 130, height: 30)
    XCTAssertEqual(
      parent.frame(
        forSubview: child, at: frame, whenResizedFrom: Size(width: 320, height: 352),
        to: Size(width: 320, height: 568)),
      frame)
  }
}
