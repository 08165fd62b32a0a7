import KeyboardCore
import ReturnManager
import XCTest

/// Two side-by-side scroll views of nine fields each, 44 pt apart, on one screen with a
/// keyboard manager: the layout of issue 13, where keyboard avoidance scrolled one column and
/// reordered the fields.
final class TwoColumnForm: ViewController {
  let left = ScrollView(frame: Rect(x: 0, y: 0, width: 160, height: 568))
  let right = ScrollView(frame: Rect(x: 160, y: 0, width: 160, height: 568))
  var fields: [TextField] = []

  override func viewDidLoad() {
    for (column, scroll) in [left, right].enumerated() {
      scroll.contentSize = Size(width: 160, height: 20 + 44 * 9)
      view.addSubview(scroll)
      for row in 0..<9 {
        let field = TextField(frame: Rect(x: 10, y: 20 + 44 * Double(row), width: 140, height: 30))
        field.placeholder = "\(column == 0 ? "L" : "R")\(row)"
        scroll.addSubview(field)
      }
    }
    // Reading order: row by row, left column first.
    fields = (0..<9).flatMap { row in
      [left, right].compactMap { $0.subviews[row] as? TextField }
    }
  }
}

/// The two-column form installed in a window, with an enabled keyboard manager, a return
/// manager and a docked keyboard shown for the first field.
struct TwoColumnScene {
  let form = TwoColumnForm()
  let window: Window
  let keyboardManager: KeyboardManager
  let returnManager: ReturnManager

  init() {
    window = Window(screen: Screen(width: 320, height: 568))
    window.rootViewController = form
    keyboardManager = KeyboardManager(window: window)
    keyboardManager.isEnabled = true
    returnManager = ReturnManager(controller: form)
  }

  func showKeyboard() {
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
  }

  /// The names in reading order, row by row (L0, R0, L1, R1 and so on to R8).
  var expectedNames: [String] { names(form.fields) }
}

final class ReturnManagerWalkTests: XCTestCase {
  func testGoNext_twoColumnsWhileScrolled_visitsEveryFieldOnce() {
    let scene = TwoColumnScene()
    scene.form.fields[0].becomeFirstResponder()
    scene.showKeyboard()
    var visited = [focusedName(scene.window)]
    var leftScrolled = false
    // At most one move per field: a cycle would show up as a repeated name.
    for _ in 0..<scene.form.fields.count {
      guard scene.returnManager.goNext() else { break }
      visited.append(focusedName(scene.window))
      leftScrolled = leftScrolled || scene.form.left.contentOffset != .zero
    }
    XCTAssertEqual(visited.compactMap { $0 }, scene.expectedNames)
    XCTAssertEqual(focusedName(scene.window), "R8")
    XCTAssertFalse(scene.returnManager.canGoNext)
    // Avoidance really scrolled a column on the way (the old order broke exactly then).
    XCTAssertTrue(leftScrolled)
  }

  func testGoPrevious_twoColumnsWhileScrolled_visitsEveryFieldOnce() {
    let scene = TwoColumnScene()
    scene.form.fields[17].becomeFirstResponder()
    scene.showKeyboard()
    var visited = [focusedName(scene.window)]
    for _ in 0..<scene.form.fields.count {
      guard scene.returnManager.goPrevious() else { break }
      visited.append(focusedName(scene.window))
    }
    XCTAssertEqual(visited.compactMap { $0 }, Array(scene.expectedNames.reversed()))
    XCTAssertEqual(focusedName(scene.window), "L0")
    XCTAssertFalse(scene.returnManager.canGoPrevious)
  }

  func testReturnKeys_twoColumnsWhileScrolled_labelsFollowTheStableOrder() {
    let scene = TwoColumnScene()
    scene.form.fields[0].becomeFirstResponder()
    scene.showKeyboard()
    for _ in 0..<8 { scene.returnManager.goNext() }
    XCTAssertEqual(focusedName(scene.window), "L4")
    XCTAssertEqual(returnKeys(scene.form.fields), Array(repeating: .next, count: 17) + [.done])
    XCTAssertEqual(names(scene.returnManager.order.inputs), scene.expectedNames)
  }

  func testWalk_twoColumnsKeyboardUp_cleanInBothDirections() {
    let scene = TwoColumnScene()
    scene.form.fields[3].becomeFirstResponder()
    scene.showKeyboard()
    let forward = scene.returnManager.walk(.next)
    XCTAssertNil(forward.violation)
    XCTAssertTrue(forward.isClean)
    XCTAssertEqual(forward.expectedCount, 18)
    XCTAssertEqual(names(forward.visited), scene.expectedNames)
    let backward = scene.returnManager.walk(.previous)
    XCTAssertNil(backward.violation)
    XCTAssertEqual(names(backward.visited), Array(scene.expectedNames.reversed()))
    XCTAssertEqual(focusedName(scene.window), "R1", "focus goes back to the field that had it")
  }

  func testWalk_nothingFocused_resignsAtTheEnd() {
    let scene = Scene()
    addField("A", to: scene.scope, y: 10)
    addField("B", to: scene.scope, y: 60)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    let walk = manager.walk(.next)
    XCTAssertEqual(names(walk.visited), ["A", "B"])
    XCTAssertNil(walk.violation)
    XCTAssertNil(scene.window.firstResponder)
  }

  func testWalk_emptyOrder_cleanAndVisitsNothing() {
    let scene = Scene()
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    let walk = manager.walk(.previous)
    XCTAssertTrue(walk.visited.isEmpty)
    XCTAssertEqual(walk.expectedCount, 0)
    XCTAssertTrue(walk.isClean)
  }

  func testWalk_refusingTargetNotSkipped_reportsStoppedEarly() {
    let scene = Scene()
    addField("A", to: scene.scope, y: 10)
    let b = addField("B", to: scene.scope, y: 60)
    addField("C", to: scene.scope, y: 110)
    let refusing = FieldDelegateSpy()
    refusing.allowsBegin = false
    b.delegate = refusing
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    manager.skipsRefusingTargets = false
    let walk = manager.walk(.next)
    XCTAssertEqual(names(walk.visited), ["A"])
    XCTAssertEqual(walk.violation?.isKind(of: .stoppedEarly), true)
    XCTAssertEqual(walk.violation?.description, "step 0: stopped at A before the end of the order")
    manager.skipsRefusingTargets = true
    XCTAssertEqual(manager.walk(.next).violation?.isKind(of: .stoppedEarly), true, "B is missed")
  }

  func testWalk_firstFieldRefuses_reportsStartRefused() {
    let scene = Scene()
    let a = addField("A", to: scene.scope, y: 10)
    addField("B", to: scene.scope, y: 60)
    let refusing = FieldDelegateSpy()
    refusing.allowsBegin = false
    a.delegate = refusing
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    let walk = manager.walk(.next)
    XCTAssertTrue(walk.visited.isEmpty)
    XCTAssertEqual(walk.violation?.description, "step 0: the first field A could not be focused")
  }

  func testWalk_wrapsAround_endsBackAtTheStartClean() {
    let scene = Scene()
    addField("A", to: scene.scope, y: 10)
    addField("B", to: scene.scope, y: 60)
    addField("C", to: scene.scope, y: 110)
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    manager.wrapsAround = true
    let walk = manager.walk(.next)
    XCTAssertNil(walk.violation)
    XCTAssertEqual(names(walk.visited), ["A", "B", "C"])
  }

  func testRestingFrame_scrollViewScrolled_unchanged() {
    let scene = TwoColumnScene()
    let order = scene.returnManager.order
    let field = scene.form.fields[9]  // R4
    XCTAssertEqual(order.restingFrame(of: field), Rect(x: 170, y: 196, width: 140, height: 30))
    scene.form.right.contentOffset = Point(x: 0, y: 27)
    XCTAssertEqual(order.restingFrame(of: field), Rect(x: 170, y: 196, width: 140, height: 30))
    scene.form.right.frame.origin.y = 10
    XCTAssertEqual(order.restingFrame(of: field), Rect(x: 170, y: 206, width: 140, height: 30))
    XCTAssertNil(order.restingFrame(of: TextField(frame: Rect(x: 0, y: 0, width: 10, height: 10))))
  }
}
