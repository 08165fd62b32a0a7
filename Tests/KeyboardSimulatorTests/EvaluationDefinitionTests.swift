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

  /// A fall toward rest stops where the target would be covered again.
  ///
  /// Its slack (`MoveLimits.fallLimit`) bounds step 5's fall again: the scenes that failed
  /// when step 5 did not fall again within it.
  static let fallsWithinTheSlack: [(file: String, line: String?)] = [
    ("reliability-seed-424.json", "f40.clearance == 409.20000000000005"),
    ("reliability-seed-762.json", "f12.clearance == 254.66666666666663"),
    ("reliability-seed-77362101.json", "t15.clearance == 1.0571428571428214"),
    ("reliability-seed-80133130.json", "f40.clearance == -92.86666666666667"),
    ("reliability-seed-80300313.json", "f10.clearance == -9"),
    ("reliability-seed-80350178.json", "f7.clearance == 10.166666666666686"),
    ("reliability-seed-851129328.json", "form5.frame.y == 0"),
    ("reliability-seed-87479986.json", "t16.clearance == -702"),
    ("reliability-seed-911183105.json", "s2.contentOffset.y == 240"),
  ]

  /// The root's range of lifts ends where it stops carrying the target (`liftRange`): the
  /// scenes that failed when a root held by a container inside it rose beyond that.
  static let rootLiftsThatCarryTheTarget: [(file: String, line: String?)] = [
    ("reliability-seed-50110660.json", "movedDistance == 0"),
    ("reliability-seed-50220810.json", "movedDistance == 0"),
    ("reliability-seed-60077980.json", "movedDistance == 0"),
    ("reliability-seed-90274785.json", "movedDistance == 0"),
  ]

  /// Under resizeRoot, above a keyboard that does not reach the screen's bottom, the root
  /// keeps its height unless the target where it rests needs a rise (`resizesTheRoot`): the
  /// scenes that failed when such a keyboard always resized it.
  static let resizesOnlyWhereTheTargetNeedsIt: [(file: String, line: String?)] = [
    ("reliability-constraints-seed-11.json", "form2.frame.height == 768"),
    ("reliability-constraints-seed-26023646.json", "form2.frame.height == 812"),
    (
      "reliability-constraints-seed-3003737-offset-at-range-top.json",
      "grid5.contentOffset.y == 0"
    ),
    ("reliability-constraints-seed-79001504.json", "form2.frame.height == 594"),
    ("reliability-seed-101060528.json", "form23.frame.height == 1024"),
    ("reliability-seed-281038684.json", "nav19.frame.height == 241.33333333333331"),
    ("reliability-seed-50151949.json", "form2.frame.height == 1180"),
    ("reliability-seed-50213350.json", "form2.frame.height == 820"),
    ("reliability-seed-71036747.json", "form2.frame.height == 1366"),
    ("reliability-seed-71037710.json", "f3.frame.y == 826.3799283154121"),
    ("reliability-seed-81428493.json", "form2.frame.height == 1133"),
    ("reliability-seed-82090320.json", "form2.frame.height == 1133"),
    ("reliability-seed-89389445.json", "f39.clearance == 251"),
    ("resize-root-floating-keyboard-field-not-covered.json", "editor.frame.height == 1366"),
  ]

  func testFallAgain_staysWithinTheSlack() {
    assertHold(Self.fallsWithinTheSlack)
  }

  func testRootLift_endsWhereItStopsCarryingTheTarget() {
    assertHold(Self.rootLiftsThatCarryTheTarget)
  }

  func testResizeRoot_aboveAKeyboardNotReachingTheBottom_onlyWhereTheTargetNeedsIt() {
    assertHold(Self.resizesOnlyWhereTheTargetNeedsIt)
  }

  /// The top wins over the keyboard: a tall text view's caret rises, with the views around
  /// it or its own content, no higher than the top guide (`caretRoom`): the scenes that
  /// failed when the views' rise (`caretRoom`) or the own scroll (`ownGuideCap`) could carry
  /// it past the guide.
  static let caretsStopAtTheGuide: [(file: String, line: String?)] = [
    ("reliability-seed-250413115.json", "t5.caretClearance == -43.96649916247907"),
    ("reliability-seed-50017479.json", "movedDistance == 135"),
    ("reliability-seed-77362101.json", "table11.contentOffset.y == 219.5"),
    ("reliability-seed-80419451.json", "t29.caretClearance == -16"),
    ("reliability-seed-82035882.json", "t5.caretClearance == -32.26666666666665"),
    ("reliability-seed-86010724.json", nil),
    ("reliability-seed-87394807.json", "t11.caretClearance == -6.816666666065771"),
    ("reliability-seed-90361191.json", "t4.caretClearance == -17.142857142857146"),
    ("reliability-seed-90405863.json", "t3.caretClearance == 11"),
    ("reliability-seed-90408839.json", "t3.caretClearance == 40"),
    ("reliability-seed-92070490.json", "movedDistance == 10"),
    ("reliability-seed-92497196.json", "movedDistance == 0"),
    ("reliability-seed-998222295.json", "t14.contentOffset.y == 1439.6666666666667"),
  ]

  /// The views fall back toward rest within what a tall text view's caret has to spare,
  /// evaluated where the fall leaves the view: the top it uncovers counts
  /// (`tallTextViewSlack`): the scenes that failed when it did not.
  static let fallsWithinTheCaretsSpare: [(file: String, line: String?)] = [
    ("reliability-seed-80022658.json", "s2.contentOffset.y == -38"),
    ("reliability-seed-80246846.json", "s2.contentOffset.y == 346"),
    ("reliability-seed-80300134.json", "s14.contentOffset.y == 87"),
    ("reliability-seed-89358339.json", "movedDistance == 8"),
    ("reliability-seed-90060292.json", "s13.contentOffset.y == 221"),
    ("reliability-seed-90140785.json", "s2.contentOffset.y == 978.3333333333334"),
    ("reliability-seed-911355937.json", "t40.contentOffset.y == 243.66666666666666"),
    ("unsettled-seed-600482507.json", "s21.contentOffset.y == -25"),
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

  func testTallTextViewCaret_stopsAtTheTopGuide() {
    assertHold(Self.caretsStopAtTheGuide)
  }

  func testTallTextViewFall_staysWithinTheCaretsSpare() {
    assertHold(Self.fallsWithinTheCaretsSpare)
  }

  func testTheDefinitions_areNoSpecialRules() {
    for name in [
      "readingTheRootAtItsPlannedSize", "readingTheInputThatIsTheRoot", "isAnOverlap",
      "roomLimitsTheRise", "insetPastTheEnd", "fallLimit", "carryingRise", "resizesTheRoot",
      "tallTextViewSlack", "caretRoom", "ownGuideCap",
    ] {
      XCTAssertNil(SpecialRule(named: name), name)
    }
  }
}
