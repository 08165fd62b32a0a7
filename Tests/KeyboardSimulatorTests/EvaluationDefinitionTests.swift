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
      let report = RegressionScene.checkedReport(scene.file, file: file, line: testLine)
      if let expected = scene.line {
        XCTAssertTrue(
          report.contains("✓ \(expected)"), "\(scene.file): \(expected)", file: file,
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

  /// An overlap of less than the grid's tolerance is none (`PixelGrid.isPositive`,
  /// `PixelGrid.isLess`): the scenes that failed when one of a rounding error counted.
  static let overlapsOfARoundingError: [(file: String, line: String?)] = [
    (
      "reliability-constraints-seed-17039767.json", "grid3.contentInset.bottom == 284.3333333333333"
    ),
    (
      "reliability-constraints-seed-66070513.json",
      "grid11.contentInset.bottom == 133.33333333333334"
    ),
    ("reliability-seed-100072228.json", nil),
    ("reliability-seed-120010303.json", nil),
  ]

  /// A rise the room above limits rounds toward the smaller move, and a room less than the
  /// rise only by rounding does not limit it: the scenes that failed when it rounded up.
  static let risesTheRoomLimits: [(file: String, line: String?)] = [
    ("reliability-constraints-seed-42090597.json", "s25.contentOffset.y == 0.3333333333333333"),
    ("reliability-seed-262051581.json", "s21.contentOffset.y == 632"),
    ("reliability-seed-50055103.json", "f6.clearance == -25.100000000000023"),
    ("reliability-seed-60015237.json", "f45.clearance == -74.03736920777278"),
    ("reliability-seed-60077614.json", "f10.clearance == -66.14285714285714"),
    ("reliability-seed-77150589.json", "t6.clearance == 55.30000000000001"),
    ("reliability-seed-80185032.json", "f3.clearance == -128.46666666666667"),
    ("reliability-seed-80430084.json", "f9.clearance == -54.25"),
    ("reliability-seed-80490918.json", "f11.clearance == 19.412704402515715"),
    ("unsettled-seed-272012934.json", "nav13.frame.y == -239"),
  ]

  /// A large title's collapse is a term of the evaluation (`CollapseSearch`): the scene that
  /// failed without the search (its pass assumed the title as it is), one whose bisection
  /// finds no pass within a pixel of what it assumed (the pass at the collapse the full one's
  /// scroll gives is the plan), and one whose content scroll view is the active text view (the
  /// fixed-point loop goes on from the applied result and shows more of it than a bisection).
  static let largeTitleCollapses: [(file: String, line: String?)] = [
    ("reliability-seed-50233891.json", "t7.contentOffset.y == 128"),
    ("reliability-seed-330400179.json", "table3.contentOffset.y == 2"),
    ("reliability-seed-90478628.json", "t3.clearance == -19"),
  ]

  /// Step 6 insets every scroll view whose offset ends past its content's end
  /// (`insetPastTheEnd`): the scenes that failed when none got that inset.
  static let offsetsPastTheEnd: [(file: String, line: String?)] = [
    (
      "reliability-constraints-seed-17039767.json", "grid3.contentInset.bottom == 284.3333333333333"
    ),
    ("reliability-constraints-seed-41037490.json", "s2.contentInset.bottom == 1349.6666666666667"),
    ("reliability-constraints-seed-42090597.json", "t35.contentInset.bottom == 5.333333333333333"),
    (
      "reliability-constraints-seed-66070513.json",
      "grid11.contentInset.bottom == 133.33333333333334"
    ),
    ("reliability-constraints-seed-8011886.json", nil),
    ("reliability-seed-101060528.json", "table43.contentInset.bottom == 847.5"),
    ("reliability-seed-104461.json", "s22.contentInset.bottom == 261.5"),
    ("reliability-seed-11121988.json", "s40.contentInset.bottom == 65"),
    ("reliability-seed-1311.json", "grid17.contentInset.bottom == 85"),
    ("reliability-seed-14004018.json", "s5.contentInset.bottom == 242"),
    ("reliability-seed-250413115.json", nil),
    ("reliability-seed-261264689.json", "t27.clearance == 0.33333333333337123"),
    ("reliability-seed-271064704.json", "table32.contentInset.bottom == 347"),
    ("reliability-seed-280359844.json", "table2.contentInset.bottom == 3"),
    ("reliability-seed-300019010.json", "s2.contentInset.bottom == 721"),
    ("reliability-seed-360004417.json", nil),
    ("reliability-seed-400050911.json", "root1.contentInset.bottom == 198.5"),
    ("reliability-seed-4055165.json", "s9.contentInset.bottom == 14"),
    ("reliability-seed-423023020.json", "table14.contentOffset.y == -70.5"),
    ("reliability-seed-424.json", "s19.contentInset.bottom == 221.5"),
    ("reliability-seed-50010417.json", "table37.contentInset.bottom == 94"),
    ("reliability-seed-5001267.json", "table2.contentInset.bottom == 820"),
    ("reliability-seed-50014061.json", "s19.contentInset.bottom == 177"),
    ("reliability-seed-50107853.json", "s34.contentInset.bottom == 172"),
    ("reliability-seed-50156807.json", "table27.contentInset.bottom == 256"),
    ("reliability-seed-50233891.json", "s3.contentInset.bottom == 102"),
    ("reliability-seed-600079953.json", nil),
    ("reliability-seed-60009932.json", "table25.contentInset.bottom == 339"),
    ("reliability-seed-60111277.json", "s14.contentInset.bottom == 43"),
    ("reliability-seed-60158130.json", "table2.contentInset.bottom == 636"),
    ("reliability-seed-60231016.json", "table11.contentInset.bottom == 146"),
    ("reliability-seed-70008289.json", "s5.contentInset.bottom == 4"),
    ("reliability-seed-731121721.json", nil),
    ("reliability-seed-752031043.json", "table24.contentInset.bottom == 141.33333333333334"),
    ("reliability-seed-760450495.json", "table9.contentInset.bottom == 882.3333333333334"),
    ("reliability-seed-77362101.json", "table11.contentInset.bottom == 250.5"),
    ("reliability-seed-80033377.json", "table2.contentInset.bottom == 387"),
    ("reliability-seed-80182847.json", "t3.contentInset.bottom == 5"),
    ("reliability-seed-80350178.json", "s3.contentInset.bottom == 115"),
    ("reliability-seed-80435723.json", "grid4.contentInset.bottom == 107"),
    ("reliability-seed-82035882.json", "t11.contentInset.bottom == 5"),
    ("reliability-seed-82439109.json", "grid33.contentInset.bottom == 536.5"),
    ("reliability-seed-851129328.json", "s9.contentInset.bottom == 26"),
    ("reliability-seed-89313336.json", "t3.contentInset.bottom == 312"),
    ("reliability-seed-89389445.json", "grid24.contentInset.bottom == 81"),
    ("reliability-seed-90060292.json", "s13.contentInset.bottom == 119"),
    ("reliability-seed-90140785.json", "s2.contentInset.bottom == 8244.666666666666"),
    ("reliability-seed-91024397.json", "grid12.contentInset.bottom == 918"),
    ("reliability-seed-92375595.json", "s11.contentInset.bottom == 71"),
    ("reliability-seed-92497196.json", "table34.contentInset.bottom == 527"),
    ("unsettled-seed-251007360.json", nil),
    ("unsettled-seed-94013885.json", nil),
  ]

  func testRootReadAtItsPlannedSize_underResizeRoot() {
    assertHold(Self.readAtThePlannedRootSize)
  }

  func testLargeTitleCollapse_isATermOfTheEvaluation() {
    assertHold(Self.largeTitleCollapses)
    XCTAssertNil(SpecialRule(named: "solvingTheLargeTitle"))
  }

  func testOverlapOfARoundingError_isNone() {
    assertHold(Self.overlapsOfARoundingError)
    // 3e-14 and 1e-13 of keyboard overlap: no inset for it, which a second solve took back.
    for (file, view) in [
      ("reliability-seed-100072228.json", "t42"), ("reliability-seed-120010303.json", "t27"),
    ] {
      let path = SpecialRuleGuardTests.folder.appendingPathComponent(file).path
      let report = KeyboardSimCommand.run(arguments: [path]).stdout
      XCTAssertFalse(report.contains("\(view): bottom inset"), file)
    }
  }

  func testRiseTheRoomLimits_roundsTowardTheSmallerMove() {
    assertHold(Self.risesTheRoomLimits)
  }

  func testOffsetPastTheEnd_getsTheInsetThatKeepsItInRange() {
    assertHold(Self.offsetsPastTheEnd)
  }

  func testTheDefinitions_areNoSpecialRules() {
    for name in [
      "readingTheRootAtItsPlannedSize", "readingTheInputThatIsTheRoot", "isAnOverlap",
      "roomLimitsTheRise", "insetPastTheEnd",
    ] {
      XCTAssertNil(SpecialRule(named: name), name)
    }
  }
}
