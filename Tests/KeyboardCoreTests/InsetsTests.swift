import Foundation
import KeyboardCore
import XCTest

final class InsetsTests: XCTestCase {
  func testInit_noArguments_isZero() {
    XCTAssertEqual(Insets(), Insets.zero)
    XCTAssertEqual(Insets(top: 20), Insets(top: 20, left: 0, bottom: 0, right: 0))
  }

  func testVerticalAndHorizontal_insets_sumOppositeEdges() {
    let insets = Insets(top: 20, left: 3, bottom: 34, right: 5)
    XCTAssertEqual(insets.vertical, 54)
    XCTAssertEqual(insets.horizontal, 8)
  }

  func testPlus_twoInsets_addsEdgeWise() {
    let sum = Insets(top: 20, left: 1, bottom: 34, right: 2) + Insets(top: 44, left: -1, bottom: 49)
    XCTAssertEqual(sum, Insets(top: 64, left: 0, bottom: 83, right: 2))
  }

  func testUnion_twoInsets_takesEdgeWiseMaximum() {
    let union = Insets(top: 20, left: 0, bottom: 34, right: -3).union(
      Insets(top: 10, left: 5, bottom: 40, right: -7))
    XCTAssertEqual(union, Insets(top: 20, left: 5, bottom: 40, right: -3))
  }

  func testIsFinite_anyNonFiniteEdge_false() {
    XCTAssertTrue(Insets(top: -5, left: 1, bottom: 2, right: 3).isFinite)
    XCTAssertFalse(Insets(top: .nan).isFinite)
    XCTAssertFalse(Insets(left: .infinity).isFinite)
    XCTAssertFalse(Insets(bottom: -.infinity).isFinite)
    XCTAssertFalse(Insets(right: .nan).isFinite)
  }

  func testDescription_insets_listsEdgesInUIKitOrder() {
    XCTAssertEqual(
      Insets(top: 20, left: 0, bottom: 34.5, right: -1).description,
      "(top 20, left 0, bottom 34.5, right -1)")
  }

  func testCodable_insets_encodesFourEdgesAndRoundTrips() throws {
    let insets = Insets(top: 20, left: 1, bottom: 34, right: 2)
    XCTAssertEqual(
      try jsonFields(insets), ["top": 20, "left": 1, "bottom": 34, "right": 2])
    XCTAssertEqual(try jsonRoundTrip(insets), insets)
  }
}
