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
      result.stdout.hasSuffix(
        "import: 6 files read, 0 skipped; 12 screens, 35 text inputs, 28 notes, 3 constraints\n"),
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
      import: 1 file read, 0 skipped; 3 screens, 3 text inputs, 2 notes, 0 constraints

      """)
  }

  func testImport_oneMalformedDocument_skippedOthersWrittenExit3() throws {
    let out = try temporaryDirectory()
    let bad = out + "-bad.storyboard"
    try "<?xml version=\"1.0\"?>\n<document version=\"3.0\">\n<scenes>\n</document>\n"
      .write(toFile: bad, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: bad) }
    let result = KeyboardSimCommand.run(
      arguments: ["import", ImportFixtures.path("Main.storyboard"), bad, "--out", out])
    XCTAssertEqual(result.exitCode, 3)
    XCTAssertEqual(
      result.stderr,
      "skipped: \(bad):4: malformed XML: an end tag does not match the element it closes\n")
    XCTAssertTrue(
      result.stdout.hasSuffix(
        "import: 1 file read, 1 skipped; 4 screens, 17 text inputs, 10 notes, 3 constraints\n"),
      result.stdout)
    let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    XCTAssertEqual(written.count, 4)
  }

  func testImport_aScreenThatCannotBeBuilt_skippedWithItsLineOthersImported() throws {
    let out = try temporaryDirectory()
    let file = out + "-nan.xib"
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
    toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view id="v1" userLabel="Broken">
                <rect key="frame" x="0.0" y="0.0" width="393" height="nan"/>
            </view>
            <view id="v2" userLabel="Fine">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            </view>
        </objects>
    </document>
    """.write(toFile: file, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: file) }
    let result = KeyboardSimCommand.run(arguments: ["import", "--list", file])
    XCTAssertEqual(result.exitCode, 3)
    XCTAssertEqual(
      result.stderr, "skipped: \(file):5: expected a finite number for height; found \"nan\"\n")
    XCTAssertTrue(
      result.stdout.hasSuffix(
        "import: 1 file read, 0 skipped; 1 screen (1 skipped), 0 text inputs, 1 note, 0 constraints\n"
      ),
      result.stdout)
  }

  func testImport_everyFileSkipped_exit2NothingImportedNothingWritten() throws {
    let out = try temporaryDirectory()
    let result = KeyboardSimCommand.run(
      arguments: ["import", "/nonexistent/A.storyboard", "/nonexistent/B.xib", "--out", out])
    XCTAssertEqual(result.exitCode, 2)
    XCTAssertEqual(
      result.stderr,
      "skipped: /nonexistent/A.storyboard: cannot read the file\n"
        + "skipped: /nonexistent/B.xib: cannot read the file\nerror: nothing imported\n")
    XCTAssertEqual(
      result.stdout,
      "import: 0 files read, 2 skipped; 0 screens, 0 text inputs, 0 notes, 0 constraints\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: out))
  }

  func testImport_usageErrors_exit2() {
    let noOut = KeyboardSimCommand.run(arguments: ["import", ImportFixtures.path("Compose.xib")])
    XCTAssertEqual(noOut.exitCode, 2)
    XCTAssertEqual(
      noOut.stderr,
      "error: import needs --out DIR (or --list, or --check-frames)\nRun keyboard-sim import --help for usage.\n"
    )
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
