import KeyboardCore
import ReturnManager
import XCTest

/// Managers that label the same fields alike: a controller's new manager replacing the old one.
///
/// Whichever goes away first, the fields keep the label of the one that stays, without a write,
/// and once all are gone, they have their own types.
final class ReturnManagerSharedLabelTests: XCTestCase {
  private final class TraitRecorder: WindowObserver {
    var writes: [String] = []

    func window(_ window: Window, didChange change: TreeChange, at view: View) {
      if change == .traits, let input = view as? any TextInput {
        writes.append("\(input.placeholder ?? "?") \(input.returnKeyType)")
      }
    }
  }

  /// A screen of four fields, the last with a type of its own.
  private func makeForm() -> (Scene, [TextField]) {
    let scene = Scene()
    let fields = (0..<4).map { addField("F\($0)", to: scene.scope, y: 40 + 50 * Double($0)) }
    fields[3].returnKeyType = .send
    return (scene, fields)
  }

  /// The form's labels while a manager looks after it.
  private let labelled: [ReturnKeyType] = [.next, .next, .next, .done]
  /// The form's own types.
  private let ownTypes: [ReturnKeyType] = [.default, .default, .default, .send]

  func testReplacedManager_handsItsLabelsOver_withoutWritingAnyField() {
    let (scene, fields) = makeForm()
    var manager: ReturnManager? = ReturnManager(scope: scene.scope, mode: .readingOrder)
    let recorder = TraitRecorder()
    scene.window.addObserver(recorder)
    manager = ReturnManager(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(returnKeys(fields), labelled)
    // The old manager's restores used to be written and at once written back by the new one:
    // eight writes reported to every observer for a screen that never changed.
    XCTAssertEqual(recorder.writes, [])
    manager = nil
    XCTAssertEqual(returnKeys(fields), ownTypes)
    XCTAssertEqual(
      recorder.writes, ["F0 default", "F1 default", "F2 default", "F3 send"],
      "the last manager gives every field its own type back")
    XCTAssertNil(manager)
    scene.window.removeObserver(recorder)
  }

  func testNewerManagerGoesFirst_olderKeepsItsLabels_thenRestoresTheFieldsOwnTypes() {
    let (scene, fields) = makeForm()
    var older: ReturnManager? = ReturnManager(scope: scene.scope, mode: .readingOrder)
    var newer: ReturnManager? = ReturnManager(scope: scene.scope, mode: .readingOrder)
    let recorder = TraitRecorder()
    scene.window.addObserver(recorder)
    newer = nil
    XCTAssertEqual(returnKeys(fields), labelled)
    XCTAssertEqual(recorder.writes, [])
    older = nil
    XCTAssertEqual(returnKeys(fields), ownTypes)
    XCTAssert(older == nil && newer == nil)
    scene.window.removeObserver(recorder)
  }

  func testThreeGenerations_eachHandsOver_theLastRestoresTheFieldsOwnTypes() {
    let (scene, fields) = makeForm()
    var first: ReturnManager? = ReturnManager(scope: scene.scope, mode: .readingOrder)
    var second: ReturnManager? = ReturnManager(scope: scene.scope, mode: .readingOrder)
    var third: ReturnManager? = ReturnManager(scope: scene.scope, mode: .readingOrder)
    second = nil
    first = nil
    XCTAssertEqual(returnKeys(fields), labelled)
    third = nil
    XCTAssertEqual(returnKeys(fields), ownTypes)
    XCTAssert(first == nil && second == nil && third == nil)
  }

  func testFieldRemovedFromOneManager_keepsTheOthersLabel_andItsOwnTypeAfterBoth() {
    let (scene, fields) = makeForm()
    let first = ReturnManager(scope: scene.scope, mode: .readingOrder)
    var second: ReturnManager? = ReturnManager(scope: scene.scope, mode: .readingOrder)
    first.remove(fields[0])
    XCTAssertEqual(fields[0].returnKeyType, .next, "the second manager still labels it")
    second = nil
    XCTAssertEqual(fields[0].returnKeyType, .default)
    XCTAssertEqual(returnKeys(Array(fields[1...])), [.next, .next, .done])
    XCTAssertNil(second)
  }

  func testAppSetsATypeWhileTwoManagersLabel_itIsTheOneRestored() {
    let (scene, fields) = makeForm()
    var first: ReturnManager? = ReturnManager(scope: scene.scope, mode: .readingOrder)
    var second: ReturnManager? = ReturnManager(scope: scene.scope, mode: .readingOrder)
    fields[1].returnKeyType = .search
    XCTAssertEqual(fields[1].returnKeyType, .next, "relabelled at once")
    first = nil
    second = nil
    XCTAssertEqual(returnKeys(fields), [.default, .search, .default, .send])
    XCTAssertNil(first)
    XCTAssertNil(second)
  }
}
