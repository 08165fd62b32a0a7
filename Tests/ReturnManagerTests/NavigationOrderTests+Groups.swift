import KeyboardCore
import ReturnManager
import XCTest

// Issue 13 item 3: navigation groups (Flutter's FocusTraversalGroup, Compose's focusGroup):
// a group's inputs are visited together, sorted by the group's own mode, and the group takes
// one place among its siblings; groups nest; a subtree can be left out as a whole.
final class NavigationOrderGroupTests: XCTestCase {
  /// A left section (x 0…150, y 10…160) holding L0, L1, L2 50 pt apart, and R0, R1, R2 beside
  /// it in the scope, on the same lines.
  private struct Form {
    let scene = Scene()
    let section: View
    let order: NavigationOrder

    init() {
      let scope = scene.scope
      section = addContainer(to: scope, y: 10, x: 0, width: 150, height: 150)
      for row in 0..<3 {
        addField("L\(row)", to: section, y: 50 * Double(row), x: 10, width: 130)
      }
      for row in 0..<3 {
        addField("R\(row)", to: scope, y: 10 + 50 * Double(row), x: 170, width: 130)
      }
      order = NavigationOrder(scope: scope, mode: .readingOrder)
    }
  }

  func testGroup_sectionVisitedAsAUnit_thenTheRest() {
    let form = Form()
    XCTAssertEqual(names(form.order.inputs), ["L0", "R0", "L1", "R1", "L2", "R2"])
    form.order.setGroup(form.section, mode: .readingOrder)
    XCTAssertEqual(names(form.order.inputs), ["L0", "L1", "L2", "R0", "R1", "R2"])
    XCTAssertEqual(
      form.order.groupMode(of: form.section)?.description,
      "reading order (left to right, row tolerance 1)")
    form.order.setGroup(form.section, mode: nil)
    XCTAssertNil(form.order.groupMode(of: form.section))
    XCTAssertEqual(names(form.order.inputs), ["L0", "R0", "L1", "R1", "L2", "R2"])
  }

  func testGroup_ownModeAndDirection_rightToLeftSectionInALeftToRightForm() {
    let scene = Scene()
    let header = addField("Header", to: scene.scope, y: 10, width: 280)
    let section = addContainer(to: scene.scope, y: 60, height: 100)
    addField("Right", to: section, y: 10, x: 170)
    addField("Left", to: section, y: 10, x: 10)
    addField("Footer", to: scene.scope, y: 200, width: 280)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    order.setGroup(section, mode: .readingOrder(direction: .rightToLeft))
    XCTAssertEqual(names(order.inputs), ["Header", "Right", "Left", "Footer"])
    order.setGroup(section, mode: .subviewOrder)
    XCTAssertEqual(names(order.inputs), ["Header", "Right", "Left", "Footer"])
    XCTAssertTrue(order.inputs.first === header)
  }

  func testGroups_nest_innerGroupIsAUnitOfTheOuter() {
    let scene = Scene()
    let outer = addContainer(to: scene.scope, y: 0, height: 300)
    let inner = addContainer(to: outer, y: 100, x: 0, width: 150, height: 150)
    addField("I0", to: inner, y: 0, x: 10)
    addField("I1", to: inner, y: 50, x: 10)
    addField("O0", to: outer, y: 100, x: 170)
    addField("O1", to: outer, y: 150, x: 170)
    addField("After", to: scene.scope, y: 320)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["I0", "O0", "I1", "O1", "After"])
    order.setGroup(outer, mode: .readingOrder)
    order.setGroup(inner, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["I0", "I1", "O0", "O1", "After"])
    order.setGroup(outer, mode: .tagOrder)  // every tag 0: subview order of its units
    XCTAssertEqual(names(order.inputs), ["I0", "I1", "O0", "O1", "After"])
  }

  func testGroup_tagOrderScope_groupPlacedByItsContainersTag() {
    let scene = Scene()
    let section = addContainer(to: scene.scope, y: 0)
    section.tag = 2
    addField("S", to: section, y: 0, tag: 9)
    addField("One", to: scene.scope, y: 200, tag: 1)
    addField("Three", to: scene.scope, y: 250, tag: 3)
    let order = NavigationOrder(scope: scene.scope, mode: .tagOrder)
    XCTAssertEqual(names(order.inputs), ["One", "Three", "S"])
    order.setGroup(section, mode: .readingOrder)
    XCTAssertEqual(names(order.inputs), ["One", "S", "Three"])
  }

  func testExcludedSubtree_leftOutAsAWhole_explained() {
    let form = Form()
    form.order.setExcluded(form.section, true)
    XCTAssertTrue(form.order.isExcluded(form.section))
    XCTAssertEqual(names(form.order.inputs), ["R0", "R1", "R2"])
    guard let l1 = form.section.subviews[1] as? TextField else { return XCTFail("L1") }
    XCTAssertEqual(form.order.explain(l1), .excludedSubtree)
    XCTAssertEqual(form.order.explain(l1)?.description, "in an excluded subtree")
    form.order.setExcluded(form.section, false)
    XCTAssertNil(form.order.explain(l1))
    XCTAssertEqual(form.order.count, 6)
  }

  func testReturnManager_groupedForm_labelsAndNextFollowTheGroups_afterChangesToo() {
    let form = Form()
    let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
    manager.order.setGroup(form.section, mode: .readingOrder)
    manager.reload()
    let inputs = manager.order.inputs
    XCTAssertEqual(names(inputs), ["L0", "L1", "L2", "R0", "R1", "R2"])
    XCTAssertEqual(returnKeys(inputs), [.next, .next, .next, .next, .next, .done])
    inputs[2].becomeFirstResponder()
    XCTAssertTrue(manager.goNext())
    XCTAssertEqual(focusedName(form.scene.window), "R0")
    inputs[5].isHidden = true  // rebuilt, not updated in place: grouped orders always rebuild
    XCTAssertEqual(names(manager.order.inputs), ["L0", "L1", "L2", "R0", "R1"])
    XCTAssertEqual(inputs[4].returnKeyType, .done)
    XCTAssertTrue(manager.walk(.next).isClean)
  }
}
