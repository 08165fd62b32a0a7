import Foundation
import KeyboardCore
import SimulatorCommand
import XCTest

// Former special rules that are definitions of the solver's evaluation, of its pixel grid or
// of one of its steps are no longer rules that `SpecialRuleGuardTests` can switch off. The
// scenes that failed without each show here that the definition still holds: each replays
// with every property (the invariants included) and every expectation, and its report shows
// the value the rule was about (the first expectation that failed without it).
final class EvaluationDefinitionTests: XCTestCase {
  /// Replays each scene with every property checked and expects its report to show `✓ line`.
  private func assertHold(
    _ scenes: [(file: String, line: String?)], file: StaticString = #filePath,
    line testLine: UInt = #line
  ) {
    for scene in scenes {
      let path = SpecialRuleGuardTests.folder.appendingPathComponent(scene.file).path
      let result = KeyboardSimCommand.run(arguments: ["--check", "--properties", path])
      XCTAssertEqual(
        result.exitCode, 0, "\(scene.file): \(result.stderr)", file: file, line: testLine)
      if let expected = scene.line {
        XCTAssertTrue(
          result.stdout.contains("✓ \(expected)"), "\(scene.file): \(expected)", file: file,
          line: testLine)
      }
    }
  }

  /// The evaluation reads the layout with the root at the size the decision gives it
  /// (`readingTheRootAtItsPlannedSize`): the scenes that failed when a root scroll view, or
  /// an input that is the root view, was read at its old size under resizeRoot.
  static let readAtThePlannedRootSize: [(file: String, line: String?)] = [
    ("reliability-seed-251476626.json", "remainingCover == 10"),
    ("reliability-seed-400050911.json", "remainingCover == 24.833333333333343"),
    ("reliability-seed-700018726.json", "s3.contentOffset.y == -68"),
    ("reliability-seed-80272526.json", "f16.clearance == 32"),
    ("reliability-seed-82466261.json", "f8.clearance == -123.75"),
    ("reliability-seed-87-root-is-input.json", "remainingCover == 25"),
    ("reliability-seed-90095120.json", "f22.clearance == -67.16666666666667"),
    ("reliability-seed-92392523.json", "f31.clearance == -34.75"),
  ]

  func testRootReadAtItsPlannedSize_underResizeRoot() {
    assertHold(Self.readAtThePlannedRootSize)
  }

  func testTheDefinitions_areNoSpecialRules() {
    for name in [
      "readingTheRootAtItsPlannedSize", "readingTheInputThatIsTheRoot",
    ] {
      XCTAssertNil(SpecialRule(named: name), name)
    }
  }
}
