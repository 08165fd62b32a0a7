import Foundation
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat
@testable import SimulatorCommand

final class KeyboardSimCommandTests: XCTestCase {
  private var temporaryDirectory: URL?

  override func tearDown() {
    if let temporaryDirectory { try? FileManager.default.removeItem(at: temporaryDirectory) }
    super.tearDown()
  }

  /// Writes `text` to a file in a fresh temporary directory and returns its path.
  private func write(_ text: String, named name: String) throws -> String {
    let directory: URL
    if let temporaryDirectory {
      directory = temporaryDirectory
    } else {
      directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("keyboard-sim-tests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      temporaryDirectory = directory
    }
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  private func example(_ name: String) -> String {
    Fixtures.examplesDirectory.appendingPathComponent(name).path
  }

  func testRun_noArguments_printsTheDemoReport() throws {
    let result = KeyboardSimCommand.run(arguments: [])
    let scene = try SceneLoader.parse(DemoScene.json, file: DemoScene.fileName)
    let report = try Simulator(scene: scene, file: DemoScene.fileName).run()
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertEqual(result.stderr, "")
    XCTAssertEqual(result.stdout, TextReport.render(report))
    XCTAssertTrue(result.stdout.hasPrefix("Registration form\n"))
    XCTAssertTrue(result.stdout.hasSuffix("5 steps · 14 expectations met · invariants held\n"))
  }

  func testRun_help_documentsEveryOptionAndExitStatus() {
    for flag in ["--help", "-h"] {
      let result = KeyboardSimCommand.run(arguments: [flag])
      XCTAssertEqual(result.exitCode, 0)
      XCTAssertEqual(result.stderr, "")
      for option in KeyboardSimCommand.optionNames {
        XCTAssertTrue(result.stdout.contains(option), "help does not mention \(option)")
      }
      XCTAssertTrue(result.stdout.contains("EXIT STATUS"))
      XCTAssertTrue(result.stdout.hasPrefix("USAGE: keyboard-sim [options] [FILE...]\n"))
    }
  }

  func testRun_checkOnEveryExample_exitsZero() throws {
    let files = try Fixtures.exampleFiles().map(\.path)
    let result = KeyboardSimCommand.run(arguments: ["--check"] + files)
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    XCTAssertEqual(
      result.stdout.components(separatedBy: "expectations met · invariants held\n").count - 1,
      files.count)
  }

  func testRun_checkWithAFailedExpectation_exitsOne() throws {
    let path = try write(
      Fixtures.scene(
        steps:
          "{ \"action\": \"focus\", \"field\": \"email\", \"expect\": [\"login.frame.y == -50\"] }"
      ), named: "failing.json")
    let result = KeyboardSimCommand.run(arguments: ["--check", path])
    XCTAssertEqual(result.exitCode, KeyboardSimCommand.checkFailed)
    XCTAssertTrue(result.stdout.contains("✗ login.frame.y == -50  (actual: -88)"), result.stdout)
    XCTAssertTrue(
      result.stdout.hasSuffix("1 step · ✗ 1 of 1 expectation failed · invariants held\n"))
    XCTAssertEqual(
      result.stderr,
      "check failed: 1 scene with failed expectations or broken invariants\n")
  }

  func testRun_failedExpectationWithoutCheck_exitsZero() throws {
    let path = try write(
      Fixtures.scene(
        steps:
          "{ \"action\": \"focus\", \"field\": \"email\", \"expect\": [\"login.frame.y == -50\"] }"
      ), named: "failing.json")
    let result = KeyboardSimCommand.run(arguments: [path])
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertTrue(result.stdout.contains("✗ login.frame.y == -50"))
  }

  func testRun_malformedFile_exitsTwoNamingFileAndPath() throws {
    let path = try write(
      Fixtures.scene(steps: "{ \"action\": \"focus\", \"field\": \"emial\" }"), named: "typo.json")
    let result = KeyboardSimCommand.run(arguments: ["--check", path])
    XCTAssertEqual(result.exitCode, KeyboardSimCommand.malformedInput)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr,
      "error: \(path): $.steps[0].field: no text input has the id \"emial\"; did you mean \"email\"?\n"
    )
  }

  func testRun_malformedFileAmongValidOnes_replaysNothing() throws {
    let broken = try write("{\"format\": 1, \"screen\": {", named: "broken.json")
    let result = KeyboardSimCommand.run(arguments: [example("login.json"), broken])
    XCTAssertEqual(result.exitCode, KeyboardSimCommand.malformedInput)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr,
      "error: \(broken): $.screen: unexpected end of input at line 1, column 26 (the file is "
        + "truncated); expected a key in quotes\n")
  }

  func testRun_everyMalformedFile_isReported() throws {
    let first = try write("", named: "empty.json")
    let second = try write("[]", named: "array.json")
    let result = KeyboardSimCommand.run(arguments: [first, second])
    XCTAssertEqual(result.exitCode, 2)
    XCTAssertEqual(
      result.stderr,
      "error: \(first): $: the file is empty; expected a JSON object\n"
        + "error: \(second): $: expected an object, found an array of 0\n")
  }

  func testRun_missingFile_exitsTwo() {
    let result = KeyboardSimCommand.run(arguments: ["/nonexistent/scene.json"])
    XCTAssertEqual(result.exitCode, 2)
    XCTAssertEqual(result.stderr, "error: /nonexistent/scene.json: no such file\n")
  }

  func testRun_unknownOption_exitsTwoWithASuggestion() {
    let result = KeyboardSimCommand.run(arguments: ["--jsno"])
    XCTAssertEqual(result.exitCode, 2)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr,
      "error: unknown option --jsno; did you mean --json?\nRun keyboard-sim --help for usage.\n")
  }

  func testRun_usageErrors_exitTwo() {
    let cases: [([String], String)] = [
      (["--render"], "--render needs a mode: --render ascii"),
      (["--render", "png"], "unknown render mode \"png\"; expected ascii"),
      (["--svg"], "--svg needs a directory: --svg DIR"),
      (["--columns", "3"], "--columns needs a number from 16 to 400"),
      (
        ["--json", "--render", "ascii"],
        "--render ascii draws into the text report; it cannot be used with --json"
      ),
    ]
    for (arguments, message) in cases {
      let result = KeyboardSimCommand.run(arguments: arguments)
      XCTAssertEqual(result.exitCode, 2, "\(arguments)")
      XCTAssertEqual(
        result.stderr, "error: \(message)\nRun keyboard-sim --help for usage.\n", "\(arguments)")
    }
  }

  func testRun_json_isSortedDeterministicAndParseable() throws {
    let arguments = ["--json", example("login.json")]
    let first = KeyboardSimCommand.run(arguments: arguments)
    let second = KeyboardSimCommand.run(arguments: arguments)
    XCTAssertEqual(first.exitCode, 0)
    XCTAssertEqual(first.stdout, second.stdout)
    let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8))
    let scenes = try XCTUnwrap((object as? [String: Any])?["scenes"] as? [[String: Any]])
    XCTAssertEqual(scenes.count, 1)
    XCTAssertEqual(scenes[0]["name"] as? String, "Login")
    XCTAssertEqual(scenes[0]["success"] as? Bool, true)
    let steps = try XCTUnwrap(scenes[0]["steps"] as? [[String: Any]])
    XCTAssertEqual(steps.count, 4)
    let changes = try XCTUnwrap(steps[1]["changes"] as? [[String: Any]])
    XCTAssertEqual(changes.first?["view"] as? String, "login")
    XCTAssertEqual(changes.first?["after"] as? Double, -88)
    // Keys are sorted at every level.
    let keyLine = first.stdout.split(separator: "\n").filter { $0.hasPrefix("      \"") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    XCTAssertEqual(keyLine, keyLine.sorted())
  }

  func testRun_svg_writesOneFilePerStep() throws {
    let directory = try write("", named: "placeholder").replacingOccurrences(
      of: "placeholder", with: "svg")
    let result = KeyboardSimCommand.run(arguments: ["--svg", directory, example("login.json")])
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertEqual(result.stderr, "wrote 3 SVG files to \(directory)\n")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    XCTAssertEqual(files, ["login-step-01.svg", "login-step-02.svg", "login-step-03.svg"])
    let svg = try String(contentsOfFile: directory + "/login-step-01.svg", encoding: .utf8)
    XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    for file in files {
      XMLWellFormedness.assertWellFormedSVG(
        try String(contentsOfFile: directory + "/" + file, encoding: .utf8), file)
    }
  }

  func testRun_renderASCII_drawsTheScreenUnderEachStep() {
    let result = KeyboardSimCommand.run(arguments: [
      "--render", "ascii", "--columns", "20", example("login.json"),
    ])
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertTrue(result.stdout.contains("  +--------------------+\n"))
    XCTAssertTrue(result.stdout.contains(">[password"))
    XCTAssertTrue(result.stdout.contains("window 320×568 · keyboard docked, top at y 352"))
  }

  func testRun_printDemo_printsTheSceneFile() {
    let result = KeyboardSimCommand.run(arguments: ["--print-demo"])
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertEqual(result.stdout, DemoScene.json)
  }

  func testRun_doubleDash_treatsTheRestAsFiles() {
    let result = KeyboardSimCommand.run(arguments: ["--", "--check"])
    XCTAssertEqual(result.exitCode, 2)
    XCTAssertEqual(result.stderr, "error: --check: no such file\n")
  }
}

final class KeyboardSimReliabilityCommandTests: XCTestCase {
  func testRun_propertiesOnEveryExample_allHoldAndExitZero() throws {
    let files = try Fixtures.exampleFiles().map(\.path)
    let result = KeyboardSimCommand.run(arguments: ["--properties"] + files)
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    let lines = result.stderr.split(separator: "\n")
    XCTAssertEqual(lines.count, files.count)
    XCTAssertTrue(lines.allSatisfy { $0.hasSuffix(": every property held after every step") })
  }

  func testRun_soak_printsSummaryLineAndExitsZero() {
    let result = KeyboardSimCommand.run(
      arguments: ["--soak", "40", "--seed", "7", "--steps", "8", "--no-extremes"])
    XCTAssertEqual(result.exitCode, 0, result.stdout)
    XCTAssertTrue(result.stdout.hasPrefix("soak: 40 random scenes, "))
    XCTAssertTrue(result.stdout.contains("seeds 7..<47\ncoverage: feature"), result.stdout)
    XCTAssertTrue(result.stdout.contains("\n  action: focus "), result.stdout)
    XCTAssertTrue(
      result.stdout.hasSuffix(
        "\nlayout not settled: 0 scenes, 0 steps\nAuto Layout feedback loops diagnosed: 0 scenes, "
          + "0 laid out again into the loop\n40 passed, 0 failed\n"),
      result.stdout)
  }

  func testRun_soakUsageErrors_exitTwoWithMessage() {
    let cases: [([String], String)] = [
      (["--soak", "0"], "error: --soak needs a whole number above 0"),
      (["--soak", "x"], "error: --soak needs a whole number above 0"),
      (["--seed"], "error: --seed needs a whole number"),
      (["--soak", "5", "--steps", "0"], "error: --steps needs a number from 1 to 1000"),
      (["--soak", "5", "scene.json"], "error: --soak replays random scenes; it takes no FILE"),
      (["--soak", "5", "--out"], "error: --out needs a directory: --out DIR"),
    ]
    for (arguments, message) in cases {
      let result = KeyboardSimCommand.run(arguments: arguments)
      XCTAssertEqual(result.exitCode, KeyboardSimCommand.malformedInput, "\(arguments)")
      XCTAssertTrue(result.stderr.hasPrefix(message + "\n"), "\(arguments): \(result.stderr)")
    }
  }
}
