import Foundation
import SceneFormat
import SimulatorCommand
import XCTest

final class ImportCommandTests: XCTestCase {
  private func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "import-tests-\(UUID().uuidString)"
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  func testImport_storyboardsXIBsAndDumps_writesOneLoadableSceneEach() throws {
    let out = try temporaryDirectory()
    let files = [
      "Main.storyboard", "Settings.storyboard", "Compose.xib", "AccessoryViews.xib",
      "CheckoutWindow.txt", "ChatView.txt",
    ].map(ImportFixtures.path)
    let result = KeyboardSimCommand.run(arguments: ["import"] + files + ["--out", out])
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    XCTAssertTrue(
      result.stdout.hasSuffix("imported 12 screens with 35 text inputs from 6 files\n"),
      result.stdout)
    let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    XCTAssertEqual(written.count, 12)
    XCTAssertTrue(written.contains("Main.signIn.json"))
    for file in written {
      _ = try SceneLoader.load(contentsOfFile: out + "/" + file)
    }
    let replay = KeyboardSimCommand.run(
      arguments: ["--properties", "--check"] + written.map { out + "/" + $0 })
    XCTAssertEqual(replay.exitCode, 0, replay.stderr)
  }

  func testImport_list_printsScreensAndNotesWithoutWriting() {
    let result = KeyboardSimCommand.run(
      arguments: ["import", "--list", ImportFixtures.path("AccessoryViews.xib")])
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertEqual(
      result.stdout,
      """
      AccessoryViews.chat: 390×844, 1 text input (from \(ImportFixtures.path("AccessoryViews.xib")))
      AccessoryViews.couponBar: 390×844, 1 text input (from \(ImportFixtures.path("AccessoryViews.xib")))
        note: The top-level view is 390×56 (freeform); it is placed at its frame in a full-screen view.
      AccessoryViews.quantityCell: 390×844, 1 text input (from \(ImportFixtures.path("AccessoryViews.xib")))
        note: A top-level table view cell is shown as the only cell of a full-screen table view.
      imported 3 screens with 3 text inputs from 1 file

      """)
  }

  func testImport_malformedDocument_exit2NamesFileAndLineAndWritesNothing() throws {
    let out = try temporaryDirectory()
    let bad = out + "-bad.storyboard"
    try "<?xml version=\"1.0\"?>\n<document version=\"3.0\">\n<scenes>\n</document>\n"
      .write(toFile: bad, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: bad) }
    let result = KeyboardSimCommand.run(
      arguments: ["import", ImportFixtures.path("Main.storyboard"), bad, "--out", out])
    XCTAssertEqual(result.exitCode, 2)
    XCTAssertTrue(result.stderr.hasPrefix("error: \(bad):4: malformed XML"), result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: out))
  }

  func testImport_usageErrors_exit2() {
    let noOut = KeyboardSimCommand.run(arguments: ["import", ImportFixtures.path("Compose.xib")])
    XCTAssertEqual(noOut.exitCode, 2)
    XCTAssertEqual(
      noOut.stderr,
      "error: import needs --out DIR (or --list)\nRun keyboard-sim import --help for usage.\n")
    let scene = KeyboardSimCommand.run(arguments: ["import", "login.json", "--out", "/tmp/x"])
    XCTAssertEqual(
      scene.stderr,
      "error: login.json is already a scene file; import reads storyboards, XIBs and dumps\n"
        + "Run keyboard-sim import --help for usage.\n")
    let option = KeyboardSimCommand.run(arguments: ["import", "--ot", "x"])
    XCTAssertEqual(
      option.stderr,
      "error: unknown option --ot; did you mean --out?\nRun keyboard-sim import --help for usage.\n"
    )
    XCTAssertEqual(KeyboardSimCommand.run(arguments: ["import", "--help"]).exitCode, 0)
  }
}
