import KeyboardCore
import ReturnManager
import XCTest

// Issue 13 item 9: IQ's ascending tags stay the default; the web's tabindex rule is an option.
final class NavigationOrderTagTests: XCTestCase {
  /// Fields in tree order: Zero (0), Three (3), Minus (-1), One (1), Untagged (0), Three' (3).
  private func makeScene() -> Scene {
    let scene = Scene()
    addField("Zero", to: scene.scope, y: 10)
    addField("Three", to: scene.scope, y: 60, tag: 3)
    addField("Minus", to: scene.scope, y: 110, tag: -1)
    let section = addContainer(to: scene.scope, y: 160, height: 200)
    addField("One", to: section, y: 0, tag: 1)
    addField("Untagged", to: section, y: 50)
    addField("Three'", to: scene.scope, y: 400, tag: 3)
    return scene
  }

  func testTagOrder_default_ascendingNegativesFirstTiesInTreeOrder() {
    let scene = makeScene()
    let order = NavigationOrder(scope: scene.scope, mode: .tagOrder)
    XCTAssertEqual(
      names(order.inputs), ["Minus", "Zero", "Untagged", "One", "Three", "Three'"])
    XCTAssertEqual(
      names(NavigationOrder(scope: scene.scope, mode: .tagOrder(.ascending)).inputs),
      names(order.inputs))
  }

  func testTagOrderPositiveFirst_positiveAscendingThenUntaggedInTreeOrder_likeTabindex() {
    let scene = makeScene()
    let order = NavigationOrder(scope: scene.scope, mode: .tagOrder(.positiveFirst))
    XCTAssertEqual(names(order.inputs), ["One", "Three", "Three'", "Zero", "Untagged"])
  }

  func testTagOrderPositiveFirst_negativeTag_excludedWithReason() {
    let scene = makeScene()
    let order = NavigationOrder(scope: scene.scope, mode: .tagOrder(.positiveFirst))
    guard let minus = scene.scope.subviews[2] as? TextField else {
      return XCTFail("expected the Minus field")
    }
    XCTAssertEqual(order.explain(minus), .negativeTag)
    XCTAssertEqual(
      order.explain(minus)?.description, "negative tag (left out by the web's tag rule)")
    XCTAssertFalse(order.contains(minus))
    minus.tag = 2
    XCTAssertEqual(names(order.inputs), ["One", "Minus", "Three", "Three'", "Zero", "Untagged"])
  }

  func testTagOrderPositiveFirst_returnManagerLabelsFollow() {
    let scene = makeScene()
    let manager = ReturnManager(scope: scene.scope, mode: .tagOrder(.positiveFirst))
    let inputs = manager.order.inputs
    XCTAssertEqual(returnKeys(inputs), [.next, .next, .next, .next, .done])
    XCTAssertEqual(scene.scope.subviews.compactMap { $0 as? TextField }.count, 4)
    guard let minus = scene.scope.subviews[2] as? TextField else {
      return XCTFail("expected the Minus field")
    }
    XCTAssertEqual(minus.returnKeyType, .default, "left out, so not labelled")
  }

  func testModeDescriptions_tagRules() {
    XCTAssertEqual(NavigationOrder.Mode.tagOrder.description, "tag order")
    XCTAssertEqual(
      NavigationOrder.Mode.tagOrder(.positiveFirst).description, "tag order (positive first)")
  }
}
