import KeyboardCore
import ReturnManager
import XCTest

// Issue 13 item 5: directional navigation by the beam rules (Android's FocusFinder and the
// web's spatial navigation, in our own words): candidates in the direction, those overlapping
// the source across the direction first, then the nearest by 13 × major² + minor².
final class NavigationOrderSpatialTests: XCTestCase {
  /// A 3 × 3 grid of fields named by row and column ("r0c0" … "r2c2"), 100 pt apart.
  private func grid(in scene: Scene) -> [[TextField]] {
    (0..<3).map { row in
      (0..<3).map { column in
        addField(
          "r\(row)c\(column)", to: scene.scope, y: 20 + 100 * Double(row),
          x: 10 + 100 * Double(column), width: 90)
      }
    }
  }

  func testInputToward_grid_movesOneCellEachWay() {
    let scene = Scene()
    let cells = grid(in: scene)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    let centre = cells[1][1]
    XCTAssertTrue(order.input(toward: .up, from: centre) === cells[0][1])
    XCTAssertTrue(order.input(toward: .down, from: centre) === cells[2][1])
    XCTAssertTrue(order.input(toward: .left, from: centre) === cells[1][0])
    XCTAssertTrue(order.input(toward: .right, from: centre) === cells[1][2])
    XCTAssertNil(order.input(toward: .down, from: cells[2][0]))
    XCTAssertNil(order.input(toward: .left, from: cells[0][0]))
  }

  func testInputToward_beamBeatsANearerFieldOutsideIt() {
    let scene = Scene()
    let source = addField("Source", to: scene.scope, y: 10, x: 10, width: 140)
    addField("Diagonal", to: scene.scope, y: 60, x: 170, width: 140)
    addField("FarBelow", to: scene.scope, y: 400, x: 10, width: 140)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(order.input(toward: .down, from: source)?.placeholder, "FarBelow")
    XCTAssertEqual(order.input(toward: .right, from: source)?.placeholder, "Diagonal")
  }

  func testInputToward_sameBeam_nearestWins_tiesGoToTheEarlierInTheOrder() {
    let scene = Scene()
    let source = addField("Source", to: scene.scope, y: 200, x: 110, width: 100)
    addField("Far", to: scene.scope, y: 400, x: 110, width: 100)
    addField("Near", to: scene.scope, y: 300, x: 110, width: 100)
    addField("TwinA", to: scene.scope, y: 100, x: 10, width: 100)
    addField("TwinB", to: scene.scope, y: 100, x: 210, width: 100)
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertEqual(order.input(toward: .down, from: source)?.placeholder, "Near")
    // TwinA and TwinB are mirror images about the source: TwinA comes first in reading order.
    XCTAssertEqual(order.input(toward: .up, from: source)?.placeholder, "TwinA")
  }

  func testInputToward_scrolledColumn_answerUnchanged() {
    let scene = TwoColumnScene()
    let order = scene.returnManager.order
    let l3 = scene.form.fields[6]
    XCTAssertEqual(order.input(toward: .right, from: l3)?.placeholder, "R3")
    scene.form.left.contentOffset = Point(x: 0, y: 40)
    XCTAssertEqual(order.input(toward: .right, from: l3)?.placeholder, "R3")
    XCTAssertEqual(order.input(toward: .down, from: l3)?.placeholder, "L4")
  }

  func testInputToward_inputNotInTheOrder_nil() {
    let scene = Scene()
    let a = addField("A", to: scene.scope, y: 10)
    addField("B", to: scene.scope, y: 60)
    a.isHidden = true
    let order = NavigationOrder(scope: scene.scope, mode: .readingOrder)
    XCTAssertNil(order.input(toward: .down, from: a))
  }

  /// Mirrored forms read right to left: left on the mirror is the mirror of right.
  func testProperty_mirroredForm_leftIsTheMirrorOfRight() {
    for seed in UInt64(1)...100 {
      var rng = SplitMix64(seed: seed)
      let original = Scene()
      let mirrored = Scene()
      for index in 0..<Int.random(in: 2...12, using: &rng) {
        let width = Double(Int.random(in: 40...150, using: &rng))
        let x = Double(Int.random(in: 0...(320 - Int(width)), using: &rng))
        let y = Double(Int.random(in: 0...12, using: &rng) * 40)
        addField("\(index)", to: original.scope, y: y, x: x, width: width)
        addField("\(index)", to: mirrored.scope, y: y, x: 320 - x - width, width: width)
      }
      let ltr = NavigationOrder(scope: original.scope, mode: .readingOrder)
      let rtl = NavigationOrder(
        scope: mirrored.scope, mode: .readingOrder(direction: .rightToLeft))
      let mirroredByName = Dictionary(
        uniqueKeysWithValues: rtl.inputs.map { ($0.placeholder ?? "", $0) })
      for input in ltr.inputs {
        guard let twin = mirroredByName[input.placeholder ?? ""] else { continue }
        for (there, back) in [(SpatialDirection.right, SpatialDirection.left), (.left, .right)] {
          XCTAssertEqual(
            rtl.input(toward: back, from: twin)?.placeholder,
            ltr.input(toward: there, from: input)?.placeholder,
            "seed \(seed), from \(input.placeholder ?? "?") \(there)")
        }
        XCTAssertEqual(
          rtl.input(toward: .down, from: twin)?.placeholder,
          ltr.input(toward: .down, from: input)?.placeholder, "seed \(seed)")
      }
    }
  }
}
