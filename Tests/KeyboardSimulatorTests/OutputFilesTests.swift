import Foundation
import XCTest

@testable import KeyboardSimulator
@testable import SimulatorCommand

/// Issue 12's command rows: output files never overwrite each other, every SVG written is
/// well-formed XML, and every bad file or argument ends with exit status 2 and a clear message.
final class OutputFilesTests: XCTestCase {
  private var temporaryDirectory: URL?

  override func tearDown() {
    if let temporaryDirectory { try? FileManager.default.removeItem(at: temporaryDirectory) }
    super.tearDown()
  }

  /// A fresh directory for this test.
  private func directory() throws -> URL {
    if let temporaryDirectory { return temporaryDirectory }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("output-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    temporaryDirectory = url
    return url
  }

  /// Writes `data` at `relativePath` under the test's directory and returns its path.
  @discardableResult
  private func write(_ data: Data, at relativePath: String) throws -> String {
    let url = try directory().appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
    return url.path
  }

  private func example(_ name: String) throws -> Data {
    try Data(contentsOf: Fixtures.examplesDirectory.appendingPathComponent(name))
  }

  private func svgFiles(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".svg") }.sorted()
  }

  // MARK: Unique names

  func testSVG_twoSceneFilesWithTheSameBaseName_getUniqueNamesAndTheRightCount() throws {
    let first = try write(try example("login.json"), at: "a/login.json")
    let second = try write(try example("chat-input.json"), at: "b/login.json")
    let output = try directory().appendingPathComponent("svg").path
    let result = KeyboardSimCommand.run(arguments: ["--svg", output, first, second])
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    let files = try svgFiles(in: output)
    let firstCount = files.filter { $0.hasPrefix("login-step-") }.count
    let secondCount = files.filter { $0.hasPrefix("login-2-step-") }.count
    XCTAssertEqual(firstCount, 3)
    XCTAssertGreaterThan(secondCount, 0)
    XCTAssertEqual(files.count, firstCount + secondCount)
    XCTAssertEqual(
      result.stderr,
      "note: \(second) is written as login-2-step-NN.svg (another scene of this run is named "
        + "login)\nwrote \(files.count) SVG files to \(output)\n")
    for file in files {
      let svg = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
      XMLWellFormedness.assertWellFormedSVG(svg, file)
    }
    // The second scene's pictures are its own, not the first one's overwritten.
    let secondStep = try String(contentsOfFile: output + "/login-2-step-01.svg", encoding: .utf8)
    XCTAssertFalse(secondStep.contains("Login — step"), "login-2 holds the first scene")
  }

  func testSVG_sameFileTwiceAndNamesDifferingInCase_neverOverwrite() throws {
    let lower = try write(try example("login.json"), at: "login.json")
    let upper = try write(try example("login.json"), at: "c/Login.json")
    let output = try directory().appendingPathComponent("svg").path
    let result = KeyboardSimCommand.run(arguments: ["--svg", output, lower, lower, upper])
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    let files = try svgFiles(in: output)
    XCTAssertEqual(files.count, 9, "\(files)")
    XCTAssertEqual(files.filter { $0.hasPrefix("login-2-step-") }.count, 3)
    XCTAssertEqual(files.filter { $0.hasPrefix("Login-3-step-") }.count, 3)
    XCTAssertTrue(result.stderr.hasSuffix("wrote 9 SVG files to \(output)\n"), result.stderr)
  }

  func testSVG_everyExample_writesWellFormedXML() throws {
    let examples = try Fixtures.exampleFiles().map(\.path)
    let output = try directory().appendingPathComponent("svg").path
    let result = KeyboardSimCommand.run(arguments: ["--svg", output] + examples)
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    let files = try svgFiles(in: output)
    XCTAssertTrue(result.stderr.hasSuffix("wrote \(files.count) SVG files to \(output)\n"))
    for file in files {
      XMLWellFormedness.assertWellFormedSVG(
        try String(contentsOfFile: output + "/" + file, encoding: .utf8), file)
    }
  }

  func testFileStem_separatorsControlsAndLeadingDots_cannotLeaveTheDirectory() {
    XCTAssertEqual(KeyboardSimCommand.fileStem("login"), "login")
    XCTAssertEqual(KeyboardSimCommand.fileStem("../../etc/x"), "_._.._etc_x")
    XCTAssertEqual(KeyboardSimCommand.fileStem("a\u{1B}[2Jb\u{9B}"), "a_[2Jb_")
    XCTAssertEqual(KeyboardSimCommand.fileStem(".hidden"), "_hidden")
    XCTAssertEqual(KeyboardSimCommand.fileStem(""), "scene")
  }

  // MARK: Exit status 2 on every bad file or argument

  /// Runs the command and checks it ended with status 2, printed nothing on standard output,
  /// and printed only `error: …` lines (no stack trace) that contain `expected`.
  private func assertRefused(
    _ arguments: [String], mentioning expected: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let result = KeyboardSimCommand.run(arguments: arguments)
    XCTAssertEqual(result.exitCode, 2, "\(arguments): \(result.stderr)", file: file, line: line)
    XCTAssertEqual(result.stdout, "", file: file, line: line)
    XCTAssertTrue(result.stderr.contains(expected), result.stderr, file: file, line: line)
    for text in result.stderr.split(separator: "\n") {
      XCTAssertTrue(
        text.hasPrefix("error: ") || text.hasPrefix("Run keyboard-sim --help"), String(text),
        file: file, line: line)
    }
    XCTAssertFalse(
      result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B },
      file: file, line: line)
  }

  func testRun_missingFile_exitsTwo() throws {
    assertRefused([try directory().path + "/missing.json"], mentioning: "no such file")
  }

  func testRun_directoryAsFile_exitsTwo() throws {
    assertRefused([try directory().path], mentioning: "is a directory")
  }

  func testRun_devZero_exitsTwoWithTheSizeLimit() throws {
    guard FileManager.default.fileExists(atPath: "/dev/zero") else { throw XCTSkip("no /dev/zero") }
    assertRefused(["/dev/zero"], mentioning: "at most 8,388,608 bytes")
  }

  func testRun_notUTF8_exitsTwo() throws {
    let path = try write(Data([0x7B, 0xFF, 0xFE, 0x7D]), at: "latin.json")
    assertRefused([path], mentioning: "not UTF-8")
  }

  func testRun_emptyFileTruncatedFileAndInvalidJSON_exitTwo() throws {
    let login = try example("login.json")
    for (name, data, message) in [
      ("empty.json", Data(), "the file is empty"),
      ("truncated.json", login.prefix(login.count / 2), "the file is truncated"),
      ("comma.json", Data("{ \"format\": 1, }".utf8), "invalid JSON"),
      ("nul.json", Data("{\"format\":1,\"name\":\"a\u{0}\"}".utf8), "control character"),
    ] {
      assertRefused([try write(Data(data), at: name)], mentioning: message)
    }
  }

  func testRun_filesPastEachLimit_exitTwoNamingTheLimit() throws {
    let deep = String(repeating: "[", count: 250) + String(repeating: "]", count: 250)
    let long = "{ \"format\": 1, \"name\": \"\(String(repeating: "x", count: 1_001))\" }"
    let steps = Fixtures.scene(
      steps: Array(repeating: "{ \"action\": \"reloadLayout\" }", count: 10_001)
        .joined(separator: ","))
    for (name, text, message) in [
      ("deep.json", deep, "nested more than 200 levels deep"),
      ("long.json", long, "keys and strings may have at most 1,000"),
      ("steps.json", steps, "a scene file may have at most 10,000"),
    ] {
      assertRefused([try write(Data(text.utf8), at: name)], mentioning: message)
    }
  }

  func testRun_escapeSequenceInAFileName_neutralisedInTheError() throws {
    let path = try directory().path + "/\u{1B}[2Jevil\u{9B}.json"
    assertRefused([path], mentioning: "␛[2Jevil\u{FFFD}.json: no such file")
  }

  func testRun_badArguments_exitTwo() throws {
    let file = try write(Data("x".utf8), at: "plain-file")
    let login = Fixtures.examplesDirectory.appendingPathComponent("login.json").path
    for (arguments, message) in [
      (["--columns", "15"], "--columns needs a number from 16 to 400"),
      (["--columns", "401"], "--columns needs a number from 16 to 400"),
      (["--columns", "99999999999999999999999"], "--columns needs a number"),
      (["--columns"], "--columns needs a number"),
      (["--render", "svg"], "unknown render mode"),
      (["--soak", "0"], "--soak needs a whole number above 0"),
      (["--soak", "-1"], "--soak needs a whole number above 0"),
      (["--seed", "x", "--soak", "1"], "--seed needs a whole number"),
      (["--steps", "0"], "--steps needs a number from 1 to 1000"),
      (["--svg", file, login], "cannot create the directory"),
      (["--chekc"], "did you mean --check?"),
      (["--\u{1B}[31m"], "unknown option --␛[31m"),
      (["--json", "--render", "ascii"], "cannot be used with --json"),
      (["--soak", "1", "x.json"], "it takes no FILE"),
    ] {
      let result = KeyboardSimCommand.run(arguments: arguments)
      if message == "cannot create the directory" {
        // Replayed, then refused: the report is on standard output, the error on standard error.
        XCTAssertEqual(result.exitCode, 2, "\(arguments)")
        XCTAssertTrue(result.stderr.hasPrefix("error: \(file): cannot create"), result.stderr)
        continue
      }
      assertRefused(arguments, mentioning: message)
    }
  }
}
