import KeyboardCore
import SceneFormat
import XCTest

@testable import KeyboardSimulator

// The report's caret clearance measures the caret line the solver keeps clear
// (`AvoidanceContext.shownCaretLine`), so it agrees with the trace's `clear: … above`; a caret
// left short of its distance for a reason the last pass traced says why.
final class CaretClearanceTests: XCTestCase {
  private func replay(_ file: String) throws -> ReplayReport {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Regressions")
    let scene = try SceneLoader.load(contentsOfFile: folder.appendingPathComponent(file).path)
    return try Simulator(scene: scene, file: file).run()
  }

  /// The gap of the last `clear: bottom at B, G above the keyboard` line of a step's trace.
  private func tracedGap(_ step: StepReport) throws -> Double {
    let line = try XCTUnwrap(step.passes.last?.trace.last { $0.hasPrefix("clear: bottom at ") })
    let gap = try XCTUnwrap(line.split(separator: " ").dropFirst(4).first)
    return try XCTUnwrap(Double(gap.trimmingCharacters(in: .punctuationCharacters)))
  }

  func testSeed901045154_caretClippedToWhatItsContentShows_clearanceIsTheTracesGap() throws {
    let report = try replay("reliability-seed-901045154.json")
    // Step 6: the caret line (33 tall) shows 3.86 of itself below the 26.14 the safe area
    // covers at the view's top; the solver keeps those 3.86 clear, 40.14 above the keyboard.
    // Cut only at the view's bottom edge, the whole line read 11 above.
    let step = report.steps[6]
    let caret = try XCTUnwrap(step.clearance?.caretDistance)
    XCTAssertEqual(caret, try tracedGap(step), accuracy: 1e-9)
    XCTAssertEqual(caret, 40.142857142857, accuracy: 1e-9)
    XCTAssertNil(step.clearance?.shortBecause)
    let text = TextReport.describe(try XCTUnwrap(step.clearance))
    XCTAssertEqual(
      text, "t14 is 44 pt above the keyboard; its caret 40.1428571429 pt above (wants 40)")
  }

  /// The number of the last `clear: bottom at B, G above the keyboard` line of a step's
  /// trace, as the trace prints it.
  private func tracedGapText(_ step: StepReport) throws -> String {
    let line = try XCTUnwrap(step.passes.last?.trace.last { $0.hasPrefix("clear: bottom at ") })
    let gap = try XCTUnwrap(line.split(separator: " ").dropFirst(4).first)
    return String(gap)
  }

  /// The trace reads the caret's line before the pass and subtracts the rise; the report reads
  /// it after the pass: the last binary digits differ (40.14285714285711 and
  /// 40.14285714285714), the printed numbers do not.
  func testSeed901045154_traceAndReport_printTheSameGap() throws {
    let step = try replay("reliability-seed-901045154.json").steps[6]
    let gap = try tracedGapText(step)
    XCTAssertEqual(gap, "40.1428571429")
    XCTAssertTrue(
      TextReport.describe(try XCTUnwrap(step.clearance)).contains("its caret \(gap) pt above"))
  }

  func testSeed90140785_traceAndReport_printTheSameGap() throws {
    let step = try replay("reliability-seed-90140785.json").steps[3]
    let gap = try tracedGapText(step)
    XCTAssertEqual(gap, "25.1333333333")
    XCTAssertTrue(
      TextReport.describe(try XCTUnwrap(step.clearance)).contains("its caret \(gap) pt above"))
  }

  func testSeed50157637_textViewThatFits_caretCutAtItsBottomEdge() throws {
    let report = try replay("reliability-seed-50157637.json")
    // Step 3: a 30-point text view that fits is kept clear whole; its caret line reaches 3
    // past its bottom edge, which its content does not scroll into view for a view that fits.
    let clearance = try XCTUnwrap(report.steps[3].clearance)
    XCTAssertEqual(try XCTUnwrap(clearance.caretDistance), 10.1, accuracy: 1e-9)
    XCTAssertEqual(try XCTUnwrap(clearance.distance), 10.1, accuracy: 1e-9)
  }

  func testSeed92070490_caretShortAtTheTopGuide_saysWhy() throws {
    let report = try replay("reliability-seed-92070490.json")
    let clearance = try XCTUnwrap(report.steps[2].clearance)
    XCTAssertEqual(clearance.shortBecause, "stops at the top guide")
    XCTAssertTrue(
      TextReport.describe(clearance).hasSuffix("(wants 53; stops at the top guide)"),
      TextReport.describe(clearance))
  }

  func testSeed423023020_rootClamped_saysWhy() throws {
    let report = try replay("reliability-seed-423023020.json")
    let clearance = try XCTUnwrap(report.steps[3].clearance)
    XCTAssertEqual(clearance.shortBecause, "the root is clamped")
  }

  func testCaretClear_saysNoReason() throws {
    let report = try replay("reliability-seed-901045154.json")
    for step in report.steps {
      guard let clearance = step.clearance, let caret = clearance.caretDistance,
        caret >= clearance.wanted
      else { continue }
      XCTAssertNil(clearance.shortBecause, "step \(step.index)")
    }
  }
}
