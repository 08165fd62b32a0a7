import Foundation
import KeyboardCore
import KeyboardSimulator
import SceneFormat
import SimulatorCommand
import SimulatorReliability
import XCTest

// Every special rule of the distance solver (`SpecialRule`, listed in the solver's header) is
// pinned by a scene of Tests/Regressions/ that fails without it: a broken property (a second
// solve that changes something, a covered field, an offset out of range) or an `expect` line.
// A rule whose scene passes without it may no longer be needed: try removing it (every report
// identical, a soak clean) before finding it a new scene. A new rule needs a scene here.
final class SpecialRuleGuardTests: XCTestCase {
  /// For each rule, a scene that fails without it (the smallest of those that do).
  static let guards: [SpecialRule: String] = [
    .leftToTheKeyboardGuide: "reliability-constraints-seed-507894.json",
    .givingTheCaretBackToTheGuide: "reliability-seed-250413115.json",
  ]

  func testEveryRule_hasAScene() {
    for rule in SpecialRule.allCases {
      XCTAssertTrue(Self.guards[rule] != nil, "\(rule): no scene needs it")
    }
  }

  func testEveryRule_itsSceneFailsWithoutIt() throws {
    for (rule, file) in Self.guards.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      var scene = try Self.load(file)
      XCTAssertNil(ReliabilityCheck.firstFailure(in: scene), "\(file) fails with every rule")
      scene.rulesSwitchedOff = SpecialRules([rule])
      let report = try Simulator(scene: scene, file: file).run()
      let failure = ReliabilityCheck.firstFailure(in: scene)
      XCTAssertTrue(
        !report.isSuccess || failure != nil,
        "\(file) passes without \(rule): is the rule still needed?")
    }
  }

  func testCommand_withoutRule_replaysWithoutItAndNamesUnknownRules() throws {
    let path = Self.folder.appendingPathComponent("reliability-seed-250413115.json").path
    let with = KeyboardSimCommand.run(arguments: ["--check", "--properties", path])
    XCTAssertEqual(with.exitCode, 0, with.stderr)
    let without = KeyboardSimCommand.run(arguments: [
      "--check", "--properties", "--without-rule", "givingTheCaretBackToTheGuide", path,
    ])
    XCTAssertEqual(without.exitCode, 1, without.stderr)
    let typo = KeyboardSimCommand.run(arguments: [
      "--without-rule", "givingTheCaretBackToTheGide", path,
    ])
    XCTAssertEqual(typo.exitCode, 2)
    XCTAssertEqual(
      typo.stderr,
      "error: unknown special rule \"givingTheCaretBackToTheGide\"; did you mean givingTheCaretBackToTheGuide?\n"
        + "Run keyboard-sim --help for usage.\n")
    let missing = KeyboardSimCommand.run(arguments: ["--without-rule"])
    XCTAssertEqual(missing.exitCode, 2)
    XCTAssertTrue(missing.stderr.hasPrefix("error: --without-rule needs a rule's name"))
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Regressions")

  static func load(_ file: String) throws -> Scene {
    try SceneLoader.load(contentsOfFile: folder.appendingPathComponent(file).path)
  }
}
