import KeyboardCore
import ReturnManager
import XCTest

/// The navigation walk as a property (issue 13 item 1): on random forms of one to three
/// side-by-side scroll views, with a keyboard manager moving views while focus moves, Next from
/// the first field visits every field of the order exactly once and ends at the last, and
/// Previous mirrors it.
///
/// A failure prints the seed; replay it by putting it first in `seeds`.
final class ReturnManagerWalkPropertyTests: XCTestCase {
  private let seeds: [UInt64] = Array(1...150)

  private struct Form {
    let window: Window
    let keyboardManager: KeyboardManager
    let returnManager: ReturnManager
  }

  private static func randomForm(seed: UInt64) -> Form {
    var rng = SplitMix64(seed: seed)
    let controller = ViewController()
    let window = Window(
      screen: Screen(width: 320, height: 568), safeAreaInsets: Insets(top: 20, bottom: 34))
    window.rootViewController = controller
    let columns = Int.random(in: 1...3, using: &rng)
    let width = 320 / Double(columns)
    for column in 0..<columns {
      let scroll = ScrollView(
        frame: Rect(x: Double(column) * width, y: 0, width: width, height: 568))
      controller.view.addSubview(scroll)
      var y = Double(Int.random(in: 0...40, using: &rng))
      for row in 0..<Int.random(in: 1...14, using: &rng) {
        let height = Double([30, 30, 36, 44].randomElement(using: &rng) ?? 30)
        let field = TextField(
          frame: Rect(x: 4, y: y, width: width - 8, height: height))
        field.placeholder = "c\(column)r\(row)"
        field.isHidden = Int.random(in: 0..<10, using: &rng) == 0
        scroll.addSubview(field)
        y += height + Double(Int.random(in: 4...30, using: &rng))
      }
      scroll.contentSize = Size(width: width, height: y)
    }
    let keyboardManager = KeyboardManager(window: window)
    keyboardManager.isEnabled = true
    let returnManager = ReturnManager(controller: controller)
    returnManager.order.inputs.first?.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 302, width: 320, height: 266))
    return Form(window: window, keyboardManager: keyboardManager, returnManager: returnManager)
  }

  func testProperty_walkNextAndPrevious_everyFieldOnceWhileTheKeyboardManagerMovesViews() {
    for seed in seeds {
      let form = Self.randomForm(seed: seed)
      let expected = form.returnManager.order.inputs.map(ObjectIdentifier.init)
      let forward = form.returnManager.walk(.next)
      XCTAssertNil(forward.violation, "seed \(seed): \(forward.violation?.description ?? "")")
      XCTAssertEqual(forward.visited.map(ObjectIdentifier.init), expected, "seed \(seed)")
      let backward = form.returnManager.walk(.previous)
      XCTAssertNil(backward.violation, "seed \(seed): \(backward.violation?.description ?? "")")
      XCTAssertEqual(
        backward.visited.map(ObjectIdentifier.init), expected.reversed(), "seed \(seed)")
      XCTAssertEqual(
        form.returnManager.order.inputs.map(ObjectIdentifier.init), expected,
        "seed \(seed): the order held still")
    }
  }
}
