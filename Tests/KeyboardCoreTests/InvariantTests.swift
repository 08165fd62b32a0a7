import KeyboardCore
import XCTest

/// A host-defined text input whose editability the model cannot observe: the one legitimate
/// way to hand the model a first responder that can no longer be edited.
private final class HostInput: View, TextInput {
  var text = ""
  var traits = TextInputTraits()
  weak var delegate: (any TextInputDelegate)?
  var hostAllowsEditing = true
  var isEditingEnabled: Bool { hostAllowsEditing }
  var isMultiline: Bool { false }
  var caretRect: Rect { bounds }
}

final class InvariantTests: XCTestCase {
  func testInvariants_everyFixture_clean() {
    assertInvariants(makePhoneWindow())
    assertInvariants(makeForm().window)
    assertInvariants(NestedScrollFixture().window)
    let navigation = NavigationController(rootViewController: FormViewController())
    navigation.pushViewController(FormViewController())
    assertInvariants(makeWindow(root: navigation))
    let tabs = TabBarController(viewControllers: [FormViewController(), TableViewController()])
    assertInvariants(makeWindow(screen: Device.notchedPhone(), root: tabs))
    let split = SplitViewController(primary: TableViewController(), secondary: navigation)
    assertInvariants(makeWindow(screen: Device.pad(), root: split))
  }

  func testInvariants_detachedTree_clean() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    root.addSubview(scroll)
    scroll.addSubview(TextField(frame: Rect(x: 0, y: 60, width: 100, height: 30)))
    XCTAssertEqual(scroll.invariantViolations(), [], "checked from any view of the tree")
    root.checkInvariants()
  }

  func testInvariants_afterRejectedInput_stillClean() {
    let fixture = NestedScrollFixture()
    fixture.field.frame = Rect(x: .nan, y: 0, width: 1, height: 1)
    fixture.inner.contentOffset = Point(x: .infinity, y: 0)
    fixture.inner.contentInset = Insets(bottom: .nan)
    fixture.outer.contentSize = Size(width: -1, height: 5)
    fixture.outer.bounds = Rect(x: 0, y: 0, width: -3, height: 5)
    XCTAssertEqual(fixture.window.diagnostics.count, 5)
    assertInvariants(fixture.window)
  }

  func testInvariants_firstResponderFocusedAndMoved_clean() {
    let fixture = NestedScrollFixture()
    fixture.field.becomeFirstResponder()
    fixture.inner.addSubview(fixture.field)
    fixture.window.bringSubviewToFront(fixture.outer)
    assertInvariants(fixture.window)
  }

  func testInvariants_hostInputStopsAllowingEditingWhileFocused_reportsIt() {
    let window = makePhoneWindow()
    let input = HostInput(frame: Rect(x: 0, y: 100, width: 200, height: 30))
    window.addSubview(input)
    XCTAssertTrue(input.becomeFirstResponder())
    assertInvariants(window)
    input.hostAllowsEditing = false
    XCTAssertEqual(
      window.invariantViolations(), ["the first responder HostInput cannot be edited"])
    window.resignFirstResponder(force: true)
    XCTAssertEqual(window.invariantViolations(), [])
  }

  func testInvariants_hostInputNotEditable_cannotBecomeFirstResponder() {
    let window = makePhoneWindow()
    let input = HostInput(frame: Rect(x: 0, y: 100, width: 200, height: 30))
    input.hostAllowsEditing = false
    window.addSubview(input)
    XCTAssertEqual(input.focusBlocker, .editingDisabled)
    XCTAssertFalse(input.becomeFirstResponder())
  }

  func testInvariants_controllerViewReassigned_backLinkFollows() {
    let (window, form) = makeForm()
    let replacement = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let old = form.view
    form.view = replacement
    window.addSubview(replacement)
    XCTAssertNil(old.viewController)
    assertInvariants(window)
  }
}
