import Foundation
import SimulatorCommand
import XCTest

final class LintCommandTests: XCTestCase {
  func testLint_fixturesAndExamples_exit0WithSummary() {
    let files = ["Main.storyboard", "Settings.storyboard", "CheckoutWindow.txt"].map(
      ImportFixtures.path)
    let result = KeyboardSimCommand.run(
      arguments: ["lint", "--devices", "iPhone 8,iPad Air", "--keyboards", "docked,floating"]
        + files)
    XCTAssertEqual(result.exitCode, 0, result.stdout)
    XCTAssertEqual(
      result.stderr, "lint: 3 files read, 0 skipped; 7 screens, 27 inputs, 22 notes\n")
    XCTAssertTrue(
      result.stdout.hasSuffix(
        "lint: 7 screens, 27 inputs, 162 focus checks: 20 clear, 0 tight, 3 covered with a "
          + "reason, 0 covered without one, 4 not focusable; 4 not reached by Next\n"),
      result.stdout)
  }

  func testLint_unexplainedCover_exit1AndJSONSaysFailed() throws {
    let file = NSTemporaryDirectory() + "lint-disabled-\(UUID().uuidString).json"
    try """
    { "format": 1, "screen": { "width": 375, "height": 667 }, "manager": { "isEnabled": false },
      "root": { "view": { "subviews": [
        { "id": "low", "kind": "textField", "frame": [20, 600, 300, 34] } ] } },
      "steps": [] }
    """.write(toFile: file, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: file) }
    let result = KeyboardSimCommand.run(
      arguments: ["lint", "--json", "--devices", "iPhone 8", "--orientations", "portrait", file])
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(result.stdout.contains("\"failed\": true"))
    XCTAssertTrue(result.stdout.contains("\"status\": \"unexplained\""))
    XCTAssertTrue(result.stderr.contains("— FAILED\n"), result.stderr)
  }

  func testLint_svg_writesTheWorstCases() throws {
    let directory = NSTemporaryDirectory() + "lint-svg-\(UUID().uuidString)"
    addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
    let result = KeyboardSimCommand.run(
      arguments: [
        "lint", "--svg", directory, "--devices", "iPad 9.7", "--orientations", "portrait",
        ImportFixtures.path("Main.storyboard"),
      ])
    XCTAssertEqual(result.exitCode, 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    XCTAssertTrue(
      result.stderr.hasSuffix("wrote \(files.count) SVG files to \(directory)\n"), result.stderr)
    XCTAssertTrue(files.contains("Main.profile-website.svg"), "\(files)")
    let svg = try String(contentsOfFile: directory + "/Main.profile-website.svg", encoding: .utf8)
    XCTAssertTrue(svg.hasPrefix("<svg"), String(svg.prefix(40)))
  }

  func testLint_badArguments_exit2WithSuggestions() {
    let device = KeyboardSimCommand.run(arguments: ["lint", "--devices", "iPhone 9", "x.json"])
    XCTAssertEqual(device.exitCode, 2)
    XCTAssertTrue(
      device.stderr.hasPrefix("error: unknown device \"iPhone 9\"; did you mean iPhone 8?"),
      device.stderr)
    let keyboard = KeyboardSimCommand.run(arguments: ["lint", "--keyboards", "split", "x.json"])
    XCTAssertTrue(keyboard.stderr.hasPrefix("error: unknown keyboard \"split\""))
    let missing = KeyboardSimCommand.run(arguments: ["lint", "/nonexistent/a.storyboard"])
    XCTAssertEqual(missing.exitCode, 2)
    XCTAssertEqual(
      missing.stderr,
      "skipped: /nonexistent/a.storyboard: cannot read the file\n"
        + "lint: 0 files read, 1 skipped; 0 screens, 0 inputs, 0 notes\nerror: nothing to lint\n")
    XCTAssertEqual(KeyboardSimCommand.run(arguments: ["lint"]).exitCode, 2)
  }
}

final class LintCommandSkippingTests: XCTestCase {
  func testLint_oneUnreadableFile_othersLintedExit3WithTheReason() throws {
    let bad = NSTemporaryDirectory() + "lint-mac-\(UUID().uuidString).storyboard"
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" \
    toolsVersion="23504" targetRuntime="MacOSX.Cocoa"/>
    """.write(toFile: bad, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: bad) }
    let badScene = NSTemporaryDirectory() + "lint-bad-\(UUID().uuidString).json"
    try "{ \"format\": 1 ".write(toFile: badScene, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: badScene) }
    let result = KeyboardSimCommand.run(
      arguments: [
        "lint", "--devices", "iPhone 8", "--orientations", "portrait", "--keyboards", "docked",
        ImportFixtures.path("Compose.xib"), bad, badScene,
      ])
    XCTAssertEqual(result.exitCode, 3, result.stderr)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 3, result.stderr)
    XCTAssertTrue(lines[0].hasPrefix("skipped: \(badScene)"), lines[0])
    XCTAssertEqual(
      lines[1],
      "skipped: \(bad):2: expected an iOS storyboard or XIB (type com.apple.InterfaceBuilder3."
        + "CocoaTouch.Storyboard.XIB or ….CocoaTouch.XIB); found type "
        + "\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" (a macOS document)")
    XCTAssertEqual(lines[2], "lint: 1 file read, 2 skipped; 1 screen, 3 inputs, 1 note")
    XCTAssertTrue(result.stdout.contains("Compose.compose"), result.stdout)
  }
}

final class LintCommandOptionTests: XCTestCase {
  func testLint_orientationsAndEmptyLists_exit2() {
    let orientation = KeyboardSimCommand.run(arguments: [
      "lint", "--orientations", "upside", "x.json",
    ])
    XCTAssertEqual(orientation.exitCode, 2)
    XCTAssertEqual(
      orientation.stderr,
      "error: --orientations takes portrait, landscape or both; found upside\n"
        + "Run keyboard-sim lint --help for usage.\n")
    let help = KeyboardSimCommand.run(arguments: ["lint", "--help"])
    XCTAssertEqual(help.exitCode, 0)
    XCTAssertTrue(help.stdout.hasPrefix("USAGE: keyboard-sim lint FILE..."))
    XCTAssertTrue(help.stdout.contains("iPad Pro 12.9"))
  }
}
