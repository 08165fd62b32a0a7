import XCTest

@testable import KeyboardCore

/// The pixel grid's search for the largest move that holds (`PixelGrid.largestMove`), which
/// step 5's fall uses to find where a root's free fall ends.
final class PixelGridSearchTests: XCTestCase {
  /// A move that holds up to 13.5 points and not beyond, at scale 2, is found exactly, in
  /// O(log) trials rather than one per half point.
  func testLargestMove_monotone_findsTheLastMoveThatHolds_inLogarithmicTrials() {
    let grid = PixelGrid(scale: 2)
    var trials: [Double] = []
    let found = grid.largestMove(upTo: 150) { move in
      trials.append(move)
      return move <= 13.5
    }
    XCTAssertEqual(found, 13.5)
    XCTAssertEqual(Array(trials.prefix(6)), [0.5, 1.5, 3.5, 7.5, 15.5, 11.5])
    XCTAssertLessThanOrEqual(trials.count, 12)
    XCTAssertTrue(trials.allSatisfy { $0 > 0 && $0 <= 150 && grid.down($0) == $0 })
  }

  /// A move that holds all the way stops at the limit; one pixel that does not hold gives 0.
  func testLargestMove_stopsAtTheLimit_andIsZeroWhenOnePixelFails() {
    let grid = PixelGrid(scale: 3)
    XCTAssertEqual(grid.largestMove(upTo: 5) { _ in true }, 5)
    XCTAssertEqual(grid.largestMove(upTo: 5) { _ in false }, 0)
    XCTAssertEqual(grid.largestMove(upTo: 0) { _ in true }, 0)
    var calls = 0
    _ = grid.largestMove(upTo: 1e300) { _ in
      calls += 1
      return true
    }
    XCTAssertLessThanOrEqual(calls, 128)
  }
}
