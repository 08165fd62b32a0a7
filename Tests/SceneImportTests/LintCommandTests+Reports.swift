import Foundation
import SimulatorCommand
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `lint --junit`, `--write-baseline` and `--baseline`.
final class LintReportFileTests: XCTestCase {
  private func temporary(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "lint-\(UUID().uuidString)-\(name)"
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  /// A screen whose keyboard manager is off, so its low field ends covered without a reason.
  private func coveredScene(y: Int = 600, name: String = "Low <form> & \\\"co\\\"") throws
    -> String
  {
    let file = temporary("covered.json")
    try """
    { "format": 1, "name": "\(name)", "screen": { "width": 375, "height": 667 },
      "manager": { "isEnabled": false },
      "root": { "view": { "subviews": [
        { "id": "high", "kind": "textField", "frame": [20, 100, 300, 34] },
        { "id": "low", "kind": "textField", "frame": [20, \(y), 300, 34] } ] } },
      "steps": [] }
    """.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  private let oneCase = ["--devices", "iPhone 8", "--orientations", "portrait", "--keyboards"]

  func testJUnit_oneTestcasePerInputAndCase_failureCarriesTheCoverEscaped() throws {
    let scene = try coveredScene()
    let junit = temporary("junit.xml")
    let result = KeyboardSimCommand.run(
      arguments: ["lint", "--junit", junit] + oneCase + ["docked,predictive", scene])
    XCTAssertEqual(result.exitCode, 1, result.stderr)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    let parser = XMLParser(data: Data(xml.utf8))
    XCTAssertTrue(parser.parse(), "not well-formed: \(xml)")
    XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 4)
    XCTAssertEqual(xml.components(separatedBy: "<failure ").count - 1, 2)
    XCTAssertTrue(
      xml.contains(
        "<testsuite name=\"Low &lt;form&gt; &amp; &quot;co&quot;\" tests=\"4\" failures=\"2\""),
      xml)
    XCTAssertTrue(
      xml.contains(
        "<failure message=\"low covered by 183 on iPhone 8 portrait, docked: no pass ran\""),
      xml)
    XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
  }

  func testBaseline_writeThenCompare_sameCoversPassWorseAndNewFailGoneListed() throws {
    let scene = try coveredScene(name: "Low")
    let baseline = temporary("baseline.txt")
    let write = KeyboardSimCommand.run(
      arguments: ["lint", "--write-baseline", baseline] + oneCase + ["docked", scene])
    XCTAssertEqual(write.exitCode, 1)
    XCTAssertTrue(write.stderr.contains("wrote 1 cover to \(baseline)\n"), write.stderr)
    XCTAssertEqual(
      try String(contentsOfFile: baseline, encoding: .utf8),
      """
      # keyboard-sim lint baseline 1: screen, input, device, orientation, keyboard, covered points
      Low\tlow\tiPhone 8\tportrait\tdocked\t183

      """)

    let same = KeyboardSimCommand.run(
      arguments: ["lint", "--baseline", baseline] + oneCase + ["docked", scene])
    XCTAssertEqual(same.exitCode, 0, same.stdout)
    XCTAssertTrue(
      same.stdout.hasSuffix("baseline: 0 new, 0 worse, 0 gone, 1 as recorded or better\n"),
      same.stdout)

    // Lower by 10: worse; a recorded cover that no longer happens: gone; predictive: new.
    let lower = try coveredScene(y: 610, name: "Low")
    try
      (String(contentsOfFile: baseline, encoding: .utf8)
      + "Low\thigh\tiPhone 8\tportrait\tdocked\t4\n")
      .write(toFile: baseline, atomically: true, encoding: .utf8)
    let worse = KeyboardSimCommand.run(
      arguments: ["lint", "--baseline", baseline] + oneCase + ["docked,predictive", lower])
    XCTAssertEqual(worse.exitCode, 1)
    XCTAssertTrue(
      worse.stdout.hasSuffix(
        """
        baseline: 1 new, 1 worse, 1 gone, 0 as recorded or better — FAILED
          new: Low low, iPhone 8 portrait, predictive: covered by 237
          worse: Low low, iPhone 8 portrait, docked: covered by 193 (was 183)
          gone: Low high, iPhone 8 portrait, docked (was covered by 4)

        """), worse.stdout)
  }

  func testBaseline_malformedLine_usageErrorWithTheLine() throws {
    let baseline = temporary("bad.txt")
    try "# header\nLow\tlow\t183\n".write(toFile: baseline, atomically: true, encoding: .utf8)
    let result = KeyboardSimCommand.run(arguments: ["lint", "--baseline", baseline, "x.json"])
    XCTAssertEqual(result.exitCode, 2)
    XCTAssertTrue(
      result.stderr.hasPrefix(
        "error: \(baseline):2: expected screen, input, device, orientation, keyboard and "
          + "covered points separated by tabs; found 3 fields"), result.stderr)
  }
}
