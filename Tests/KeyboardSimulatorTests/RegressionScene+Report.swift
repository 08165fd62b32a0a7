import Foundation
import SimulatorCommand
import XCTest

/// A scene of `Tests/Regressions/` replayed by `keyboard-sim --check --properties`: the tests
/// that pin a former special rule's scenes (the rule is now part of a definition, so it can no
/// longer be switched off) read its report through this one function.
enum RegressionScene {
  /// The report of `name`, replayed with every property checked; fails the calling test when a
  /// property or an expectation does not hold.
  static func checkedReport(
    _ name: String, file: StaticString = #filePath, line: UInt = #line
  ) -> String {
    let path = SpecialRuleGuardTests.folder.appendingPathComponent(name).path
    let result = KeyboardSimCommand.run(arguments: ["--check", "--properties", path])
    XCTAssertEqual(result.exitCode, 0, "\(name): \(result.stderr)", file: file, line: line)
    return result.stdout
  }
}
