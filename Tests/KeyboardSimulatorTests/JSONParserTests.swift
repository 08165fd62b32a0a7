import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

final class JSONParserTests: XCTestCase {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(text)
  }

  private func failure(_ text: String) -> String? {
    do {
      _ = try JSONParser.parse(text)
      return nil
    } catch {
      return "\(error.path): \(error.message)"
    }
  }

  func testParse_values_keepMemberOrder() throws {
    XCTAssertEqual(
      try parse(#"{"b": [1, -2.5e1, true, false, null], "a": {"c": "x"}}"#),
      .object([
        JSONMember("b", .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
        JSONMember("a", .object([JSONMember("c", .string("x"))])),
      ]))
  }

  func testParse_stringEscapes_decodeUnicodeAndSurrogatePairs() throws {
    XCTAssertEqual(
      try parse(#""tab\t quote\" slash\/ \u00e9 \ud83d\ude00""#),
      .string("tab\t quote\" slash/ é 😀"))
  }

  func testParse_malformedDocuments_reportPathLineAndColumn() {
    let cases: [(String, String)] = [
      (
        "{\"a\": [1, 2",
        "$.a: unexpected end of input at line 1, column 12 (the file is truncated); expected \",\" or \"]\""
      ),
      (
        "{\"a\": tru",
        "$.a: unexpected end of input at line 1, column 7 (the file is truncated); expected true"
      ),
      (
        "{\n  \"a\": 01\n}",
        "$: invalid JSON at line 2, column 9: unexpected character \"1\"; expected \",\" or \"}\""
      ),
      (
        "{\"a\": \"x\ny\"}",
        "$.a: invalid JSON at line 1, column 9: a control character in a string must be escaped"
      ),
      (
        "{\"a\": \"\\q\"}",
        "$.a: invalid JSON at line 1, column 9: unknown escape \\q; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
      ),
      (
        "{\"a\": 1} x",
        "$: invalid JSON at line 1, column 10: unexpected character \"x\" after the end of the document"
      ),
      (
        "{\"a\": -}",
        "$.a: invalid JSON at line 1, column 8: unexpected character \"}\"; expected a digit"
      ),
      (
        "{\"a\": 1.}",
        "$.a: invalid JSON at line 1, column 9: unexpected character \"}\"; expected a digit after \".\""
      ),
      ("{\"a\": -1e400}", "$.a: expected a finite number, found -1e400 (out of range)"),
      (
        "{\"a b\": {\"c\": [}}",
        "$[\"a b\"].c[0]: invalid JSON at line 1, column 16: unexpected character \"}\"; expected a value"
      ),
      ("   ", "$: the file is empty; expected a JSON object"),
    ]
    for (text, message) in cases {
      XCTAssertEqual(failure(text), message, text)
    }
  }

  func testParse_deepNesting_isRefused() {
    let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    XCTAssertEqual(
      failure(text)?.hasSuffix(
        "too large at line 1, column 201: nested more than 200 levels deep"),
      true)
  }

  func testSerialized_prettySorted_isDeterministic() {
    let value = JSONValue.object([
      JSONMember("z", .array([.number(0.25), .number(188)])),
      JSONMember("a", .string("line\nbreak \"q\"")),
    ])
    XCTAssertEqual(
      value.serialized(pretty: true, sortedKeys: true),
      """
      {
        "a": "line\\nbreak \\"q\\"",
        "z": [0.25, 188]
      }
      """)
    XCTAssertEqual(value.serialized(), #"{"z":[0.25,188],"a":"line\nbreak \"q\""}"#)
  }
}
