import XCTest

@testable import SceneLint

/// Numbers in lint output: on the pixel grid, printed shortest.
final class LintTextTests: XCTestCase {
  func testLintText_thirdsOfAPoint_roundedToTheGridAndTwoDecimals() {
    XCTAssertEqual((112.66666666666667).lintText(scale: 3), "112.67")
    XCTAssertEqual((112.6).lintText(scale: 3), "112.67")
    XCTAssertEqual((112.6).lintText(scale: 2), "112.5")
    XCTAssertEqual((150.0).lintText(scale: 3), "150")
    XCTAssertEqual((-0.0001).lintText(scale: 2), "0")
    XCTAssertEqual(Double.infinity.lintText(scale: 2), "∞")
  }

  func testPixelGridText_everyDecimalInASentence_onTheGrid() {
    XCTAssertEqual(
      Double.pixelGridText(
        "short by 12.333333333333334: bottom 700.6666666666666, keyboard top 688",
        scale: 3),
      "short by 12.33: bottom 700.67, keyboard top 688")
    XCTAssertEqual(Double.pixelGridText("offset y -20.25 → 3", scale: 2), "offset y -20.5 → 3")
  }
}
