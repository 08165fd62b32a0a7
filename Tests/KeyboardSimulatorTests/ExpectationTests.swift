import KeyboardCore
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

final class ExpectationTests: XCTestCase {
  private func error(_ text: String) -> String? {
    do {
      _ = try Scene.Expectation(text)
      return nil
    } catch {
      return error.message
    }
  }

  func testInit_validExpectations_parseSubjectOperatorAndValue() throws {
    let clearance = try Scene.Expectation("email.clearance >= 10")
    XCTAssertEqual(clearance.subject, .view("email", .clearance))
    XCTAssertEqual(clearance.comparison, .atLeast)
    XCTAssertEqual(clearance.expected, .number(10))
    XCTAssertEqual(clearance.viewID, "email")

    let responder = try Scene.Expectation("firstResponder == none")
    XCTAssertEqual(responder.subject, .global(.firstResponder))
    XCTAssertEqual(responder.expected, .none(nil))
    XCTAssertNil(responder.viewID)

    XCTAssertEqual(try Scene.Expectation("form.frame.y==-188").expected, .number(-188))
    XCTAssertEqual(try Scene.Expectation("a.text != \"x == y\"").expected, .text("x == y"))
    XCTAssertEqual(try Scene.Expectation("keyboard.kind == floating").expected, .name("floating"))
  }

  func testInit_malformedExpectations_sayWhatWasExpected() {
    XCTAssertEqual(error("canGoNext == maybe"), "expected true or false, found \"maybe\"")
    XCTAssertEqual(
      error("email.clearance >= ten"),
      "expected a number in JSON's grammar (such as -188, 0.5 or 1e3) or none, found \"ten\"")
    XCTAssertEqual(
      error("movedDistance == none"),
      "expected a number in JSON's grammar (such as -188, 0.5 or 1e3), found \"none\"")
    XCTAssertEqual(error("email.clearance > none"), "none compares only with == or !=")
    XCTAssertEqual(error("a.text == x"), "expected text in double quotes, found \"x\"")
    XCTAssertEqual(
      error("canGoNxt == true"), "unknown subject \"canGoNxt\"; did you mean \"canGoNext\"?")
    XCTAssertEqual(
      error(" == 3"), "expected a subject such as email.clearance before the operator; found \"\"")
    XCTAssertEqual(error("a.frame.y =="), "expected a value after the operator")
    XCTAssertEqual(
      error("firstResponder == 1st"), "expected the id of a text input or none, found \"1st\"")
  }

  func testHolds_comparisons_followTheOperator() throws {
    let cases: [(String, Simulator.Actual, Bool)] = [
      ("a.frame.y == -188", .number(-188), true),
      ("a.frame.y != -188", .number(-188), false),
      ("a.clearance < 10", .number(9.5), true),
      ("a.clearance <= 10", .number(10), true),
      ("a.clearance > 10", .number(10), false),
      ("a.clearance >= 10", .none("no keyboard"), false),
      ("a.clearance == none", .none("no keyboard"), true),
      ("a.clearance != none", .number(3), true),
      ("a.returnKeyType == next", .name("next"), true),
      ("a.returnKeyType != next", .name("done"), true),
      ("canGoNext == true", .bool(false), false),
    ]
    for (text, actual, expected) in cases {
      let expectation = try Scene.Expectation(text)
      XCTAssertEqual(
        Simulator.holds(actual, expectation.comparison, expectation.expected), expected, text)
    }
  }
}
