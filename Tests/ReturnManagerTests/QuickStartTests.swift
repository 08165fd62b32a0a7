import Foundation
import XCTest

// Keeps the README's quick start honest: its code block must be the marked region of
// QuickStart.swift, and its output block what that code prints.
final class QuickStartTests: XCTestCase {
  private func readmeBlocks() throws -> (code: String, output: String) {
    let readmeURL = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md")
    let readme = try String(contentsOf: readmeURL, encoding: .utf8)
    let code = try XCTUnwrap(block(in: readme, after: "```swift\n"), "README has no swift block")
    let output = try XCTUnwrap(block(in: readme, after: "```text\n"), "README has no text block")
    return (code, output)
  }

  private func block(in text: String, after opener: String) -> String? {
    guard let start = text.range(of: opener),
      let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex)
    else { return nil }
    return String(text[start.upperBound..<end.lowerBound])
  }

  /// The README's code block as QuickStart.swift spells it: the imports, the marked class and
  /// the marked body of `runQuickStart` (dedented).
  private func expectedCode() throws -> String {
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("QuickStart.swift"), encoding: .utf8)
    let lines = source.components(separatedBy: "\n")
    func region(_ name: String, dedent: Bool) throws -> String {
      let begin = try XCTUnwrap(lines.firstIndex { $0.contains("BEGIN README \(name)") })
      let end = try XCTUnwrap(lines.firstIndex { $0.contains("END README \(name)") })
      return lines[(begin + 1)..<end].map {
        dedent && $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0
      }.joined(separator: "\n")
    }
    return "import KeyboardCore\nimport ReturnManager\n\n"
      + (try region("CLASS", dedent: false)) + "\n\n" + (try region("QUICK START", dedent: true))
  }

  func testReadmeQuickStart_codeMatchesCompiledSnippet() throws {
    let (code, _) = try readmeBlocks()
    XCTAssertEqual(code, try expectedCode(), "README code block drifted from QuickStart.swift")
  }

  func testReadmeQuickStart_outputMatchesWhatTheSnippetPrints() throws {
    var printed: [String] = []
    runQuickStart { printed.append($0) }
    let (_, output) = try readmeBlocks()
    XCTAssertEqual(printed.joined(separator: "\n"), output)
  }
}
