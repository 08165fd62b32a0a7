import Foundation
import KeyboardCore
import KeyboardTestSupport
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// Randomly corrupted versions of the example scenes never crash the reader or the replay:
// each either loads (and then replays with the tree's invariants holding) or fails with a
// SceneError that names the file and a JSON path. Corruptions are syntactic (deleted,
// duplicated or inserted text, truncation) and numeric: a number of the file becomes an
// extreme or fractional value (1e300, -1e300, 1e-300, 0.1, 1/3, -1e308, 5e-324, ...), so frames,
// offsets, sizes, keyboard heights and distances get values no hand-written scene has.
//
// HKM_MUTATIONS sets the count per example (150 by default); a long run, for example
// 159,600 files over the 19 examples (82 s on 2 cores, 2026-11-30):
//   HKM_MUTATIONS=8400 swift test -c release -Xswiftc -enable-testing \
//     --filter SceneMutationFuzzTests
final class SceneMutationFuzzTests: XCTestCase {
  private static let numbers = [
    "1e300", "-1e300", "1e-300", "-1e-300", "0.1", "0.3333333333333333", "0.6666666666666666",
    "-1e308", "1.7976931348623157e308", "5e-324", "-99999999999", "0.5", "0.25", "2.75",
    "1e15", "-0.1", "0", "-0",
  ]

  private static let tokens = [
    "1e999", "-1e999", "-5", "0", "null", "true", "\"x\"", "[]", "{}", "[1,2]", "\"\\u0000\"",
    "99999999999999999999", "-0", "1.5e-320", ",", ":", "{", "}", "[", "]", "\"",
  ]

  private func examples() throws -> [(String, String)] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
      .map {
        ($0, try String(contentsOfFile: folder.appendingPathComponent($0).path, encoding: .utf8))
      }
  }

  private func mutate(_ text: String, using random: inout SeededRandom) -> String {
    var scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty else { return text }
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let position = Int.random(in: 0..<scalars.count, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 5...9:
        replaceNumber(in: &scalars, from: position, using: &random)
      case 0:
        let length = Int.random(in: 1...20, using: &random)
        scalars.removeSubrange(position..<min(scalars.count, position + length))
      case 1:
        let token = Self.tokens[Int.random(in: 0..<Self.tokens.count, using: &random)]
        scalars.insert(contentsOf: token.unicodeScalars, at: position)
      case 2:
        scalars = Array(scalars.prefix(position))
      case 3:
        if let digit = scalars[position...].firstIndex(where: { ("0"..."9").contains($0) }) {
          let token = Self.tokens[Int.random(in: 0..<4, using: &random)]
          scalars.replaceSubrange(digit...digit, with: token.unicodeScalars)
        }
      default:
        let length = Int.random(in: 1...40, using: &random)
        let slice = scalars[position..<min(scalars.count, position + length)]
        scalars.insert(contentsOf: slice, at: min(scalars.count, position + length))
      }
      if scalars.isEmpty { break }
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }

  /// Replaces the first JSON number at or after `position` (wrapping around) with an extreme
  /// or fractional value.
  private func replaceNumber(
    in scalars: inout [Unicode.Scalar], from position: Int, using random: inout SeededRandom
  ) {
    func isNumberStart(_ index: Int) -> Bool {
      let scalar = scalars[index]
      let previous = index > 0 ? scalars[index - 1] : " "
      let startsHere = ("0"..."9").contains(scalar) || scalar == "-"
      let inWord =
        ("0"..."9").contains(previous) || previous == "." || previous == "e" || previous == "-"
        || previous.properties.isAlphabetic
      return startsHere && !inWord
    }
    let order = Array(position..<scalars.count) + Array(0..<position)
    guard let start = order.first(where: isNumberStart) else { return }
    var end = start + 1
    let numberScalars: Set<Unicode.Scalar> = [
      "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "e", "E", "+", "-",
    ]
    while end < scalars.count && numberScalars.contains(scalars[end]) { end += 1 }
    let value = Self.numbers[Int.random(in: 0..<Self.numbers.count, using: &random)]
    scalars.replaceSubrange(start..<end, with: value.unicodeScalars)
  }

  func testCorruptedExamples_neverCrashTheReader() throws {
    let perExample =
      ProcessInfo.processInfo.environment["HKM_MUTATIONS"].flatMap(Int.init) ?? 150
    var random = SeededRandom(seed: 7)
    var loaded = 0
    var rejected = 0
    for (file, text) in try examples() {
      for _ in 0..<perExample {
        let corrupted = mutate(text, using: &random)
        do {
          let scene = try SceneLoader.parse(corrupted, file: file)
          loaded += 1
          guard let simulator = try? Simulator(scene: scene, file: file) else { continue }
          let report = simulator.run()
          for step in report.steps {
            XCTAssertEqual(step.invariantViolations, [], "\(file) step \(step.index)")
          }
        } catch {
          rejected += 1
          XCTAssertTrue(error.description.hasPrefix("\(file): $"), error.description)
        }
      }
    }
    print("mutation fuzz: \(loaded) corrupted scenes loaded, \(rejected) rejected with an error")
    XCTAssertGreaterThan(rejected, 0)
    XCTAssertGreaterThan(loaded, 0)
  }
}

final class HugeSceneTests: XCTestCase {
  func testHugeScene_twoThousandFields_loadsAndReplays() throws {
    let fields = (0..<2_000).map { index in
      "{ \"id\": \"f\(index)\", \"kind\": \"textField\", \"frame\": [20, \(index * 44), 280, 30] }"
    }
    let text = """
      {
        "format": 1,
        "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [
          { "id": "scroll", "kind": "scrollView", "frame": [0, 0, 320, 568],
            "contentSize": [320, 88000], "subviews": [\(fields.joined(separator: ",\n"))] }
        ] } },
        "steps": [
          { "action": "focus", "field": "f1999", "expect": ["f1999.clearance >= 10"] },
          { "action": "goPrevious", "expect": ["firstResponder == f1998"] },
          { "action": "done", "expect": ["scroll.contentInset.bottom == 0"] }
        ]
      }
      """
    let scene = try SceneLoader.parse(text, file: "huge.json")
    let report = try Simulator(scene: scene, file: "huge.json").run()
    XCTAssertEqual(report.steps.count, 4)
    XCTAssertTrue(report.steps.allSatisfy(\.isSuccess), "\(report.steps.map(\.expectations))")
  }
}
