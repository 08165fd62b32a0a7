import KeyboardCore
import KeyboardTestSupport
import XCTest

// Shared fixtures for the KeyboardCore suites: screens and windows of real device sizes,
// small forms, recorders for delegate and observer callbacks, and an invariant check that
// every fixture builder runs before handing its tree out.

// MARK: Invariants

/// Fails the test when the tree that `view` belongs to breaks an invariant.
func assertInvariants(_ view: View, file: StaticString = #filePath, line: UInt = #line) {
  XCTAssertEqual(view.invariantViolations(), [], "invariants", file: file, line: line)
}

// MARK: Screens and windows

/// The screen sizes the fixtures use, in points.
enum Device {
  /// iPhone SE (1st generation): 320×568, status bar 20.
  static func phone() -> Screen { Screen(width: 320, height: 568) }
  /// iPhone X class: 375×812, safe area top 44 and bottom 34.
  static func notchedPhone() -> Screen { Screen(width: 375, height: 812, scale: 3) }
  /// iPad Pro 12.9": 1024×1366, status bar 24.
  static func pad() -> Screen { Screen(width: 1024, height: 1366) }
}

/// A 320×568 window with a 20-pt status bar, checked for invariants.
func makePhoneWindow(
  safeArea: Insets = Insets(top: 20), file: StaticString = #filePath, line: UInt = #line
) -> Window {
  let window = Window(screen: Device.phone(), safeAreaInsets: safeArea)
  assertInvariants(window, file: file, line: line)
  return window
}

/// A window whose root controller is `controller`, checked for invariants.
func makeWindow(
  screen: Screen = Device.phone(), safeArea: Insets = Insets(top: 20),
  root controller: ViewController, file: StaticString = #filePath, line: UInt = #line
) -> Window {
  let window = Window(screen: screen, safeAreaInsets: safeArea)
  window.rootViewController = controller
  assertInvariants(window, file: file, line: line)
  return window
}

// MARK: Forms

/// A controller with three text fields (tags 1, 2, 3) stacked at y 100, 200 and 300, and a text
/// view (tag 4) at y 400, all directly in its view.
final class FormViewController: ViewController {
  let first = TextField(frame: Rect(x: 20, y: 100, width: 280, height: 30))
  let second = TextField(frame: Rect(x: 20, y: 200, width: 280, height: 30))
  let third = TextField(frame: Rect(x: 20, y: 300, width: 280, height: 30))
  let notes = TextView(frame: Rect(x: 20, y: 400, width: 280, height: 100))
  private(set) var loadCount = 0
  private(set) var didLoadCount = 0
  private(set) var layoutCount = 0

  override func loadView() {
    loadCount += 1
    super.loadView()
  }

  override func viewDidLoad() {
    didLoadCount += 1
    first.tag = 1
    second.tag = 2
    third.tag = 3
    notes.tag = 4
    for input: View in [first, second, third, notes] { view.addSubview(input) }
  }

  override func viewDidLayoutSubviews() {
    layoutCount += 1
  }
}

/// A phone window showing a ``FormViewController``, checked for invariants.
func makeForm(
  safeArea: Insets = Insets(top: 20), file: StaticString = #filePath, line: UInt = #line
) -> (window: Window, form: FormViewController) {
  let form = FormViewController()
  let window = makeWindow(safeArea: safeArea, root: form, file: file, line: line)
  return (window, form)
}

/// A phone window with two nested scroll views holding a field.
///
/// ```
/// window (320×568)
/// └ root view (0, 0, 320×568)
///   └ outer ScrollView (0, 100, 320×400), content 320×1000, offset (0, 50)
///     └ inner ScrollView (10, 200, 300×150), content 300×600, offset (0, 30)
///       └ field (20, 100, 200×30)
/// ```
struct NestedScrollFixture {
  let window: Window
  let outer: ScrollView
  let inner: ScrollView
  let field: TextField

  init(file: StaticString = #filePath, line: UInt = #line) {
    let controller = ViewController()
    window = makeWindow(root: controller, file: file, line: line)
    outer = ScrollView(frame: Rect(x: 0, y: 100, width: 320, height: 400))
    outer.contentSize = Size(width: 320, height: 1000)
    inner = ScrollView(frame: Rect(x: 10, y: 200, width: 300, height: 150))
    inner.contentSize = Size(width: 300, height: 600)
    field = TextField(frame: Rect(x: 20, y: 100, width: 200, height: 30))
    controller.view.addSubview(outer)
    outer.addSubview(inner)
    inner.addSubview(field)
    outer.contentOffset = Point(x: 0, y: 50)
    inner.contentOffset = Point(x: 0, y: 30)
    assertInvariants(window, file: file, line: line)
  }
}

// MARK: Recorders

/// An ordered log of callbacks, shared by delegates and observers so that their interleaving
/// can be asserted exactly.
final class EventLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) { entries.append(entry) }

  func clear() { entries.removeAll() }
}

/// The short name used in logs: `field1` for a text field with tag 1, `text4` for a text view.
func name(of input: any TextInput) -> String {
  (input is TextView ? "text" : "field") + String(input.tag)
}

/// A text-input delegate that logs every call into an ``EventLog`` and answers as configured;
/// closures let a test act from inside a callback (re-entrancy).
final class RecordingDelegate: TextInputDelegate {
  let log: EventLog
  let label: String
  var allowsBegin = true
  var allowsEnd = true
  var allowsReturn = true
  var allowsChange = true
  var onDidBegin: ((any TextInput) -> Void)?
  var onDidEnd: ((any TextInput) -> Void)?
  var onShouldBegin: ((any TextInput) -> Void)?
  private(set) var changes: [(range: Range<Int>, text: String)] = []

  init(_ label: String, log: EventLog) {
    self.label = label
    self.log = log
  }

  func textInputShouldBeginEditing(_ input: any TextInput) -> Bool {
    log.append("\(label).shouldBegin(\(name(of: input)))")
    onShouldBegin?(input)
    return allowsBegin
  }

  func textInputDidBeginEditing(_ input: any TextInput) {
    log.append("\(label).didBegin(\(name(of: input)))")
    onDidBegin?(input)
  }

  func textInputShouldEndEditing(_ input: any TextInput) -> Bool {
    log.append("\(label).shouldEnd(\(name(of: input)))")
    return allowsEnd
  }

  func textInputDidEndEditing(_ input: any TextInput) {
    log.append("\(label).didEnd(\(name(of: input)))")
    onDidEnd?(input)
  }

  func textInputShouldReturn(_ input: any TextInput) -> Bool {
    log.append("\(label).shouldReturn(\(name(of: input)))")
    return allowsReturn
  }

  func textInput(
    _ input: any TextInput, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    log.append("\(label).shouldChange(\(name(of: input)))")
    changes.append((range, text))
    return allowsChange
  }
}

/// A window observer that logs editing callbacks into an ``EventLog`` and records tree changes.
final class RecordingObserver: WindowObserver {
  let log: EventLog
  let label: String
  var handlesReturn = false
  var onDidBegin: ((any TextInput) -> Void)?
  private(set) var changes: [(change: TreeChange, view: View)] = []
  private(set) var layoutCount = 0

  init(_ label: String, log: EventLog = EventLog()) {
    self.label = label
    self.log = log
  }

  func textInputDidBeginEditing(_ input: any TextInput) {
    log.append("\(label).didBegin(\(name(of: input)))")
    onDidBegin?(input)
  }

  func textInputDidEndEditing(_ input: any TextInput) {
    log.append("\(label).didEnd(\(name(of: input)))")
  }

  func textInputDidPressReturn(_ input: any TextInput) -> Bool {
    log.append("\(label).return(\(name(of: input)))")
    return handlesReturn
  }

  func window(_ window: Window, didChange change: TreeChange, at view: View) {
    changes.append((change, view))
  }

  func windowDidLayout(_ window: Window) {
    layoutCount += 1
  }

  /// The kinds of change seen so far, in order.
  var changeKinds: [TreeChange] { changes.map(\.change) }

  func clearChanges() { changes.removeAll() }
}

/// A keyboard observer that records what it was told.
final class RecordingKeyboardObserver: KeyboardObserver {
  private(set) var posts: [(info: KeyboardInfo, previous: KeyboardInfo?)] = []
  private(set) var rejections: [Diagnostic] = []

  func keyboard(_ keyboard: Keyboard, didPost info: KeyboardInfo, previous: KeyboardInfo?) {
    posts.append((info, previous))
  }

  func keyboard(_ keyboard: Keyboard, didReject diagnostic: Diagnostic) {
    rejections.append(diagnostic)
  }
}

// MARK: Random numbers

/// The shared seeded generator of KeyboardTestSupport under the name this target's tests use,
/// so randomised tests replay exactly from a printed seed.
typealias SplitMix64 = SeededRandom
