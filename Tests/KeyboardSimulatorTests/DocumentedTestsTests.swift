import Foundation
import XCTest

// Every test the docs cite as evidence exists: the bad-input article, the migration article and
// the how-avoidance-is-solved article name tests by `Class.method` or by method alone.
final class DocumentedTestsTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private func allTestSources() throws -> String {
    let tests = root.appendingPathComponent("Tests")
    guard let walker = FileManager.default.enumerator(atPath: tests.path) else { return "" }
    var text = ""
    for case let path as String in walker where path.hasSuffix(".swift") {
      text += try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
    }
    return text
  }

  func testArticles_citeOnlyTestsThatExist() throws {
    let sources = try allTestSources()
    let articles = [
      "Sources/KeyboardCore/KeyboardCore.docc/BadInput.md",
      "Sources/KeyboardCore/KeyboardCore.docc/MigratingFromIQKeyboardManager.md",
      "Sources/KeyboardCore/KeyboardCore.docc/HowAvoidanceIsSolved.md",
      "Sources/KeyboardCore/KeyboardCore.docc/KeyboardEvents.md",
      "Sources/KeyboardCore/KeyboardCore.docc/ScenarioCatalogue.md",
      "Sources/ReturnManager/ReturnManager.docc/ReturnKeyBehavior.md",
      "Sources/ReturnManager/ReturnManager.docc/NavigationOrder.md",
      "Sources/ReturnManager/ReturnManager.docc/ToolbarState.md",
      "Sources/ReturnManager/ReturnManager.docc/ScenarioCatalogue.md",
    ]
    let pattern = try NSRegularExpression(pattern: "`(?:[A-Za-z]+\\.)?(test[A-Za-z0-9_]+)`")
    var missing: [String] = []
    var cited = 0
    for article in articles {
      let text = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        guard let nameRange = Range(match.range(at: 1), in: text) else { continue }
        let name = String(text[nameRange])
        cited += 1
        // A trailing `_*`-style family ("testExpectation_*") is written without the star here.
        if !sources.contains("func \(name)") { missing.append("\(article): \(name)") }
      }
    }
    XCTAssertGreaterThan(cited, 50, "the articles cite their tests")
    XCTAssertEqual(missing, [], "cited tests that do not exist")
  }
}
