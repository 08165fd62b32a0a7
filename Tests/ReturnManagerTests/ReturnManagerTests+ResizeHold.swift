import KeyboardCore
import ReturnManager
import XCTest

/// A root whose host collapses its bottom field to zero height whenever the root is shorter
/// than the screen (as a flexible-height autoresizing rule can), and lays out a fixed-size stack
/// of fields at the top.
final class CollapsingForm: ViewController {
  let top = TextField(frame: Rect(x: 20, y: 300, width: 280, height: 30))
  let bottom = TextField(frame: Rect(x: 20, y: 500, width: 280, height: 40))
  let stack = StackView(frame: Rect(x: 0, y: 20, width: 320, height: 200))
  let first = TextField(frame: Rect(x: 0, y: 0, width: 320, height: 40))
  let second = TextField(frame: Rect(x: 0, y: 0, width: 320, height: 40))

  override func loadView() {
    view = CollapsingView(frame: .zero)
  }

  override func viewDidLoad() {
    top.placeholder = "Top"
    bottom.placeholder = "Bottom"
    first.placeholder = "First"
    second.placeholder = "Second"
    (view as? CollapsingView)?.collapsing = bottom
    stack.axis = .vertical
    stack.distribution = .equalSpacing
    stack.alignment = .fill
    stack.addArrangedSubview(first)
    stack.addArrangedSubview(second)
    for subview in [stack, top, bottom] { view.addSubview(subview) }
  }
}

/// Gives `collapsing` a height of 40 at the full height of 568 and of 0 when shorter, and keeps
/// `pinned` 102 points above its bottom edge.
final class CollapsingView: View {
  weak var collapsing: View?
  weak var pinned: View?

  override func layoutSubviews() {
    super.layoutSubviews()
    collapsing?.frame.size.height = bounds.height >= 568 ? 40 : 0
    pinned?.frame.origin.y = bounds.height - 102
  }
}

/// Orders read while a keyboard manager holds the root resized (`resizeRoot`) are the orders a
/// rebuild gives once the size is back: soak seeds 50,213,350 and 60,160,593 and the other
/// navigation-walk samples of issue #13, and seed 50,005,116 (a stack laid out during a hold).
final class ReturnManagerResizeHoldTests: XCTestCase {
  private struct Setup {
    let form = CollapsingForm()
    let window: Window
    let keyboardManager: KeyboardManager
    let returnManager: ReturnManager

    init(mode: NavigationOrder.Mode = .readingOrder) {
      (window, keyboardManager) = makeResizingKeyboardManager(showing: form)
      returnManager = ReturnManager(scope: form.view, mode: mode)
    }

    func showKeyboard() {
      window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    }

    func hideKeyboard() {
      window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 568, width: 320, height: 216))
    }
  }

  func testRebuildDuringHold_fieldCollapsedForTheKeyboard_staysInTheOrder() {
    let setup = Setup(mode: .subviewOrder)
    setup.form.top.becomeFirstResponder()
    setup.showKeyboard()
    XCTAssertEqual(setup.form.view.frame.height, 352)
    XCTAssertEqual(setup.form.bottom.frame.height, 0)
    // In subview order an insertion rebuilds the order, while the root is still held.
    addField("Added", to: setup.form.view, y: 100)
    XCTAssertEqual(
      names(setup.returnManager.order.inputs), ["First", "Second", "Top", "Bottom", "Added"])
    XCTAssertEqual(setup.returnManager.order.restingFrame(of: setup.form.bottom)?.height, 40)
    XCTAssertNil(setup.returnManager.order.explain(setup.form.bottom))
    XCTAssertEqual(
      returnKeys([setup.form.top, setup.form.bottom]), [.next, .next])
    setup.hideKeyboard()
    XCTAssertEqual(
      names(setup.returnManager.order.inputs), ["First", "Second", "Top", "Bottom", "Added"])
  }

  func testWalkAfterRebuildDuringHold_visitsEveryFieldOnce() {
    let setup = Setup(mode: .subviewOrder)
    setup.form.top.becomeFirstResponder()
    setup.showKeyboard()
    addField("Added", to: setup.form.view, y: 100)
    let walk = setup.returnManager.walk(.next)
    XCTAssertNil(walk.violation)
    XCTAssertEqual(names(walk.visited), ["First", "Second", "Top", "Bottom", "Added"])
    XCTAssertNil(setup.returnManager.walk(.previous).violation)
  }

  func testInvalidatedDuringHold_readingOrderIsTheRestingOne() {
    let setup = Setup()
    setup.form.top.becomeFirstResponder()
    setup.showKeyboard()
    setup.returnManager.order.invalidate()
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["First", "Second", "Top", "Bottom"])
    setup.hideKeyboard()
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["First", "Second", "Top", "Bottom"])
  }

  // Seed 107,438,280: the host resized the held root with no field editing, and the keyboard
  // manager gave the hold up there. The field the hold squeezed to zero height stays so at the
  // host's size, and leaves the order; without relabelling, the field before it kept Next.
  func testHostEndsTheHoldAwayFromRest_labelsFollowTheLiveOrder() {
    let setup = Setup()
    setup.form.top.becomeFirstResponder()
    setup.showKeyboard()
    XCTAssertEqual(setup.form.top.returnKeyType, ReturnKeyType.next)
    setup.form.top.resignFirstResponder()
    setup.form.view.frame = Rect(x: 0, y: 0, width: 320, height: 500)
    setup.form.view.layoutIfNeeded()
    XCTAssertNil(setup.window.viewResizedForKeyboard)
    XCTAssertEqual(setup.form.bottom.frame.height, 0)
    XCTAssertEqual(names(setup.returnManager.order.inputs), ["First", "Second", "Top"])
    XCTAssertEqual(setup.form.top.returnKeyType, ReturnKeyType.done)
    XCTAssertEqual(setup.form.second.returnKeyType, ReturnKeyType.next)
  }

  // A field the app inserts during the hold rests, while the hold lasts, where the app puts it
  // in the shorter root. The host's layout at the full size keeps it 102 points above the
  // bottom, below Top: the order read during the hold is measured again when the hold ends.
  func testFieldInsertedDuringHold_takesItsRestingPlaceWhenTheHoldEnds() {
    let setup = Setup()
    setup.form.top.becomeFirstResponder()
    setup.showKeyboard()
    XCTAssertEqual(setup.form.view.frame.height, 352)
    let added = addField("Added", to: setup.form.view, y: 250)
    (setup.form.view as? CollapsingView)?.pinned = added
    XCTAssertEqual(
      names(setup.returnManager.order.inputs), ["First", "Second", "Added", "Top", "Bottom"])
    setup.hideKeyboard()
    XCTAssertNil(setup.window.viewResizedForKeyboard)
    XCTAssertEqual(added.frame.minY, 466)
    XCTAssertEqual(
      names(setup.returnManager.order.inputs), ["First", "Second", "Top", "Added", "Bottom"])
    XCTAssertEqual(
      returnKeys([setup.form.top, added, setup.form.bottom]), [.next, .next, .done])
  }

  func testStackLaidOutDuringHold_itsNewArrangementCountsAtOnce() {
    let setup = Setup()
    setup.form.top.becomeFirstResponder()
    setup.showKeyboard()
    // The app puts a field first in the stack; the host lays the stack out again (its size is
    // not the keyboard's doing), moving the others down.
    let header = TextField(frame: Rect(x: 0, y: 0, width: 320, height: 40))
    header.placeholder = "Header"
    setup.form.stack.insertArrangedSubview(header, at: 0)
    setup.window.layoutIfNeeded()
    XCTAssertEqual(setup.form.first.frame.minY, 80)
    XCTAssertEqual(
      names(setup.returnManager.order.inputs), ["Header", "First", "Second", "Top", "Bottom"])
    XCTAssertEqual(setup.returnManager.order.restingFrame(of: setup.form.first)?.minY, 100)
    setup.hideKeyboard()
    XCTAssertEqual(
      names(setup.returnManager.order.inputs), ["Header", "First", "Second", "Top", "Bottom"])
  }
}

/// A root that stretches a stack of two fields to its bottom edge (as a flexible-height
/// autoresizing rule does), with a third field outside the stack.
final class StretchedStackForm: ViewController {
  let stack = StackView(frame: Rect(x: 0, y: 100, width: 320, height: 468))
  let first = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 40))
  let second = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 40))
  let outside = TextField(frame: Rect(x: 20, y: 200, width: 280, height: 30))

  override func loadView() {
    view = StretchingView(frame: .zero)
  }

  override func viewDidLoad() {
    first.placeholder = "First"
    second.placeholder = "Second"
    outside.placeholder = "Outside"
    (view as? StretchingView)?.stretched = stack
    stack.alignment = .center
    stack.addArrangedSubview(first)
    stack.addArrangedSubview(second)
    for subview in [stack, outside] { view.addSubview(subview) }
  }
}

/// Gives `stretched` the height from its top to this view's bottom edge, and says so when
/// asked where it goes at another size.
final class StretchingView: View {
  weak var stretched: View?

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let stretched else { return }
    stretched.frame = frame(
      forSubview: stretched, at: stretched.frame, whenResizedFrom: bounds.size, to: bounds.size)
  }

  override func frame(
    forSubview subview: View, at frame: Rect, whenResizedFrom oldSize: Size, to newSize: Size
  ) -> Rect {
    guard subview === stretched else { return frame }
    var stretchedFrame = frame
    stretchedFrame.size.height = Swift.max(0, newSize.height - frame.minY)
    return stretchedFrame
  }
}

/// A stack the app rearranges while the keyboard manager holds the root resized rests as its
/// new arrangement puts it at the resting size (soak seed 81,071,691).
final class ReturnManagerRearrangedStackHoldTests: XCTestCase {
  func testStackTurnedVerticalDuringHold_orderIsTheRestingOne() {
    let form = StretchedStackForm()
    let (window, keyboardManager) = makeResizingKeyboardManager(showing: form)
    let returnManager = ReturnManager(scope: form.view, mode: .readingOrder)
    // At rest, side by side and centred in the 468-point stack: below the outside field.
    XCTAssertEqual(form.first.frame.minY, 214)
    XCTAssertEqual(names(returnManager.order.inputs), ["Outside", "First", "Second"])
    form.first.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertEqual(form.stack.frame.height, 252)
    // The app stacks them vertically: at the top of the stack, above the outside field, at
    // the held size and at rest alike.
    form.stack.axis = .vertical
    window.layoutIfNeeded()
    XCTAssertEqual(form.second.frame.minY, 40)
    XCTAssertEqual(returnManager.order.restingFrame(of: form.second)?.minY, 140)
    XCTAssertEqual(names(returnManager.order.inputs), ["First", "Second", "Outside"])
    let walk = returnManager.walk(.next)
    XCTAssertNil(walk.violation)
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 568, width: 320, height: 216))
    XCTAssertEqual(names(returnManager.order.inputs), ["First", "Second", "Outside"])
    withExtendedLifetime(keyboardManager) {}
  }
}

/// A stack held smaller whose arranged views the app changes during the hold (a new size, a
/// view hidden) lays the others out for the app: they rest where its rule puts them at the
/// resting size (constrained soak).
final class ReturnManagerStackContentHoldTests: XCTestCase {
  private func makeVerticalStack(
    _ distribution: StackView.Distribution
  ) -> (StretchedStackForm, Window, KeyboardManager, ReturnManager) {
    let form = StretchedStackForm()
    let (window, keyboardManager) = makeResizingKeyboardManager(showing: form)
    form.stack.axis = .vertical
    form.stack.distribution = distribution
    window.layoutIfNeeded()
    return (form, window, keyboardManager, ReturnManager(scope: form.view, mode: .readingOrder))
  }

  /// Puts a header view `height` tall first in the form's stack and lays the window out.
  private func insertHeader(height: Double, in form: StretchedStackForm, _ window: Window) -> View {
    let header = View(frame: Rect(x: 0, y: 0, width: 100, height: height))
    form.stack.insertArrangedSubview(header, at: 0)
    window.layoutIfNeeded()
    return header
  }

  /// Focuses the field outside the stack and shows the keyboard: the form is held 352 tall.
  private func holdForOutsideField(_ form: StretchedStackForm, _ window: Window) {
    form.outside.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertEqual(form.stack.frame.height, 252)
  }

  func testArrangedViewResizedDuringHold_theOthersRestWhereTheStackPutsThem() {
    let (form, window, keyboardManager, returnManager) = makeVerticalStack(.fill)
    let header = insertHeader(height: 40, in: form, window)
    XCTAssertEqual(form.second.frame.minY, 80)
    XCTAssertEqual(names(returnManager.order.inputs), ["First", "Second", "Outside"])
    holdForOutsideField(form, window)
    // The app makes the header taller: the stack moves both fields below the outside field,
    // at the held size and at rest alike.
    header.frame.size.height = 150
    window.layoutIfNeeded()
    XCTAssertEqual(form.first.frame.minY, 150)
    XCTAssertEqual(returnManager.order.restingFrame(of: form.first)?.minY, 250)
    XCTAssertEqual(names(returnManager.order.inputs), ["Outside", "First", "Second"])
    XCTAssertNil(returnManager.walk(.next).violation)
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 568, width: 320, height: 216))
    XCTAssertEqual(names(returnManager.order.inputs), ["Outside", "First", "Second"])
    withExtendedLifetime(keyboardManager) {}
  }

  func testArrangedViewHiddenDuringHold_theOthersRestWhereTheStackPutsThem() {
    let (form, window, keyboardManager, returnManager) = makeVerticalStack(.equalSpacing)
    XCTAssertEqual(form.second.frame.minY, 428)
    XCTAssertEqual(names(returnManager.order.inputs), ["First", "Outside", "Second"])
    form.outside.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertEqual(form.second.frame.minY, 212)
    // The app hides the first field: the second alone goes to the top of the stack, above the
    // outside field.
    form.first.isHidden = true
    window.layoutIfNeeded()
    XCTAssertEqual(form.second.frame.minY, 0)
    XCTAssertEqual(returnManager.order.restingFrame(of: form.second)?.minY, 100)
    XCTAssertEqual(names(returnManager.order.inputs), ["Second", "Outside"])
    XCTAssertNil(returnManager.walk(.next).violation)
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 568, width: 320, height: 216))
    XCTAssertEqual(names(returnManager.order.inputs), ["Second", "Outside"])
    withExtendedLifetime(keyboardManager) {}
  }

  /// A field the held stack already squeezed to nothing stays so when the app grows another
  /// view, yet at rest it loses its room too (soak seed 702,057,135).
  func testArrangedViewGrownDuringHold_aFieldLeftSqueezedLosesItsRoomAtRest() {
    let (form, window, keyboardManager, returnManager) = makeVerticalStack(.fill)
    let header = insertHeader(height: 252, in: form, window)
    XCTAssertEqual(form.second.frame.minY, 292)
    XCTAssertEqual(names(returnManager.order.inputs), ["Outside", "First", "Second"])
    holdForOutsideField(form, window)
    // Held as tall as the header, the stack squeezes both fields to nothing at its bottom.
    XCTAssertEqual(form.first.frame.minY, 252)
    XCTAssertEqual(form.first.frame.height, 0)
    // The app makes the header taller: the fields do not move at the held size; at rest the
    // header takes all but 28 points, the first field those and the second none.
    header.frame.size.height = 440
    window.layoutIfNeeded()
    XCTAssertEqual(form.first.frame.minY, 252)
    XCTAssertEqual(form.second.frame.height, 0)
    XCTAssertEqual(returnManager.order.restingFrame(of: form.first)?.minY, 540)
    XCTAssertEqual(returnManager.order.restingFrame(of: form.first)?.height, 28)
    XCTAssertEqual(names(returnManager.order.inputs), ["Outside", "First"])
    XCTAssertNil(returnManager.walk(.next).violation)
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 568, width: 320, height: 216))
    XCTAssertEqual(form.first.frame.height, 28)
    XCTAssertEqual(form.second.frame.height, 0)
    XCTAssertEqual(names(returnManager.order.inputs), ["Outside", "First"])
    withExtendedLifetime(keyboardManager) {}
  }
}

/// An update in place measures a field by the same sums as a build, so fields a build finds
/// level stay in tree order (soak seed 60,221,811).
final class NavigationOrderLevelFieldsTests: XCTestCase {
  func testUpdateInPlace_levelFieldsAtFractionalOffsets_keepTreeOrder() {
    let window = Window(screen: Screen(width: 320, height: 568))
    let scope = View(frame: Rect(x: 100.1, y: 0, width: 200, height: 568))
    window.addSubview(scope)
    let container = addContainer(to: scope, y: 0, x: 0.1, width: 200, height: 568)
    let upper = addContainer(to: container, y: 0, x: 20, width: 100, height: 40)
    let lower = addContainer(to: container, y: 200, x: 20, width: 100, height: 40)
    let first = addField("A", to: upper, y: 0, x: 16, width: 50)
    let second = addField("B", to: lower, y: 0, x: 16, width: 50)
    let manager = ReturnManager(scope: scope, mode: .readingOrder)
    XCTAssertEqual(names(manager.order.inputs), ["A", "B"])
    // Level with A, at 0.1 + 20 + 16 = 36.1 from the scope: a tie, broken by tree order.
    lower.frame.origin.y = 0
    XCTAssertEqual(manager.order.restingFrame(of: second), manager.order.restingFrame(of: first))
    XCTAssertEqual(names(NavigationOrder(scope: scope, mode: .readingOrder).inputs), ["A", "B"])
    XCTAssertEqual(names(manager.order.inputs), ["A", "B"])
    XCTAssertEqual(returnKeys([first, second]), [.next, .done])
  }
}

/// Labels are given back in the order they were written, whatever the identities' hash order,
/// so two replays of a scene report the same sequence of changes.
final class ReturnManagerLabelRestoreOrderTests: XCTestCase {
  private final class TraitRecorder: WindowObserver {
    var names: [String] = []

    func window(_ window: Window, didChange change: TreeChange, at view: View) {
      if change == .traits, let input = view as? any TextInput {
        names.append(input.placeholder ?? "?")
      }
    }
  }

  func testLabelsLeavingTogether_restoredInTheOrderWritten() {
    let scene = Scene(width: 320, height: 2000)
    var expected: [String] = []
    for index in 0..<40 {
      addField("F\(index)", to: scene.scope, y: Double(index) * 40)
      expected.append("F\(index)")
    }
    let manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(manager.order.count, 40)
    let recorder = TraitRecorder()
    scene.window.addObserver(recorder)
    manager.order.mode = .list([])
    manager.reload()
    XCTAssertEqual(recorder.names, expected)
    scene.window.removeObserver(recorder)
  }
}

/// A 320×568 window showing `controller`, laid out, with an enabled keyboard manager that
/// resizes the root (`resizeRoot`) and lays out on update: the set-up of the resize-hold tests.
func makeResizingKeyboardManager(showing controller: ViewController) -> (Window, KeyboardManager) {
  let window = Window(screen: Screen(width: 320, height: 568))
  window.rootViewController = controller
  window.layoutIfNeeded()
  let keyboardManager = KeyboardManager(window: window)
  keyboardManager.isEnabled = true
  keyboardManager.strategy = .resizeRoot
  keyboardManager.layoutIfNeededOnUpdate = true
  return (window, keyboardManager)
}
