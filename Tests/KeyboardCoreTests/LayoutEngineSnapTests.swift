import XCTest

@testable import KeyboardCore

/// The layout engine's rounding of solved edges to the pixel grid.
final class LayoutEngineSnapTests: XCTestCase {
  /// An edge a few units in the last place off half a pixel rounds as the half (away from
  /// zero), so a solve that gives 0.49999999999994 and one that gives 0.5 write one frame.
  func testSnap_nearHalfPixel_roundsAsTheHalf() {
    let window = Window(screen: Screen(width: 100, height: 100, scale: 3))
    let engine = LayoutEngine(root: window)
    XCTAssertEqual(engine.snap(0.5), 2.0 / 3)
    XCTAssertEqual(engine.snap(0.49999999999994316), 2.0 / 3)
    XCTAssertEqual(engine.snap(0.50000000000005), 2.0 / 3)
    XCTAssertEqual(engine.snap(-0.49999999999994316), -2.0 / 3)
    XCTAssertEqual(engine.snap(438.49999999999994), 438.6666666666667)
    // Further than a millionth of a pixel from the half: the nearest line, as before.
    XCTAssertEqual(engine.snap(0.4999), 1.0 / 3)
    XCTAssertEqual(engine.snap(0.5001), 2.0 / 3)
    XCTAssertEqual(engine.snap(10), 10)
    XCTAssertEqual(engine.snap(.infinity), .infinity)
    XCTAssertTrue(engine.snap(.nan).isNaN)
    XCTAssertEqual(
      engine.snapped(x: 0.49999999999994316, y: 0, width: -0.5, height: 26).minX, 2.0 / 3)
    withExtendedLifetime(window) {}
  }
}
