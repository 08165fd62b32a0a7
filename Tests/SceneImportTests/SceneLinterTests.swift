import KeyboardCore
import SceneFormat
import SceneImport
import SceneLint
import XCTest

final class SceneLinterTests: XCTestCase {
  private let iPhone8Docked = LintConfiguration(
    devices: [LintConfiguration.device(named: "iPhone 8")].compactMap { $0 }, landscape: false,
    keyboards: [.docked])

  func testDefaultConfiguration_sevenDevices_fiftyCases() {
    let configuration = LintConfiguration.default
    XCTAssertEqual(configuration.devices.map(\.name), LintConfiguration.defaultDeviceNames)
    XCTAssertEqual(LintConfiguration.allDevices.count, 11)
    let screen = LintScreen(
      scene: Scene(
        screen: Scene.ScreenSpec(width: 375, height: 667),
        root: Scene.ControllerSpec(
          view: Scene.ViewSpec(subviews: [
            Scene.ViewSpec(
              id: "field", kind: .textField, frame: Rect(x: 20, y: 600, width: 300, height: 34))
          ]))),
      name: "one", source: "one.json")
    let report = SceneLinter.lint([screen])
    XCTAssertEqual(report.screens[0].cases, 5 * 2 * 3 + 2 * 2 * 5)
  }

  func testSignIn_iPhone8_statusesWorstCasesAndNextOrder() throws {
    let screen = LintScreen(try ImportFixtures.storyboards().screen(named: "signIn"))
    let report = SceneLinter.lint([screen], configuration: iPhone8Docked)
    let result = report.screens[0]
    XCTAssertEqual(result.cases, 1)
    XCTAssertEqual(
      result.fields.map(\.status),
      [.clear, .clear, .clear, .clear, .notFocusable, .clear, .notFocusable, .clear])
    let nickname = result.fields[7]
    XCTAssertEqual(nickname.worst, 10)
    XCTAssertEqual(nickname.worstCase?.description, "iPhone 8 portrait, docked")
    XCTAssertEqual(nickname.worstReason, "scrolled formScroll up 447")
    XCTAssertEqual(
      result.nextOrder,
      ["emailAddress", "password", "firstName", "lastName", "referral", "nicknameField"])
    XCTAssertEqual(result.unreachable.map(\.id), ["promoCode", "memberNumber"])
    XCTAssertEqual(
      result.unreachable.map(\.reason), ["hidden", "interaction disabled in lockedBox"])
    XCTAssertFalse(report.hasUnexplainedCover)
    XCTAssertEqual(
      report.summary,
      "lint: 1 screen, 8 inputs, 8 focus checks: 6 clear, 0 tight, 0 covered with a reason, "
        + "0 covered without one, 2 not focusable; 2 not reached by Next")
  }

  func testLint_managerDisabled_coverWithoutReasonFails() throws {
    var scene = Scene(
      screen: Scene.ScreenSpec(width: 375, height: 667),
      manager: Scene.ManagerSettings(isEnabled: false),
      root: Scene.ControllerSpec(
        view: Scene.ViewSpec(subviews: [
          Scene.ViewSpec(kind: .textField, frame: Rect(x: 20, y: 600, width: 300, height: 34))
        ])))
    scene.name = "disabled"
    let report = SceneLinter.lint(
      [LintScreen(scene: scene, name: "disabled", source: "disabled.json")],
      configuration: iPhone8Docked)
    let field = report.screens[0].fields[0]
    XCTAssertEqual(field.id, "textField-1")
    XCTAssertEqual(field.status, .unexplained)
    XCTAssertEqual(field.worst, -183)
    XCTAssertEqual(field.worstReason, "no pass ran")
    XCTAssertTrue(report.hasUnexplainedCover)
    XCTAssertTrue(report.summary.hasSuffix("— FAILED"))
  }

  func testLint_fieldWithoutMaskBelowTheLandscapeScreen_coveredWithTheClampAsReason() throws {
    let scene = Scene(
      screen: Scene.ScreenSpec(width: 375, height: 667),
      root: Scene.ControllerSpec(
        id: "form",
        view: Scene.ViewSpec(subviews: [
          Scene.ViewSpec(
            id: "bottom", kind: .textField, frame: Rect(x: 20, y: 600, width: 300, height: 34),
            subviews: [])
        ])))
    var configuration = iPhone8Docked
    configuration.portrait = false
    configuration.landscape = true
    let report = SceneLinter.lint(
      [LintScreen(scene: scene, name: "clamped", source: "clamped.json")],
      configuration: configuration)
    let field = report.screens[0].fields[0]
    XCTAssertEqual(field.status, .covered)
    XCTAssertEqual(field.worstCase?.description, "iPhone 8 landscape, docked")
    XCTAssertEqual(field.worst, -259)
    XCTAssertEqual(
      field.worstReason,
      "the root is clamped: form rises at most 162 (the keyboard's overlap with it)")
    XCTAssertFalse(report.hasUnexplainedCover)
  }

  func testLintScreen_otherDevice_bottomPinnedBarFollowsTheBottom() throws {
    let importer = InterfaceBuilderImport(documents: [
      try ImportFixtures.document("AccessoryViews.xib")
    ])
    let screen = LintScreen(try importer.screen(named: "chat"))
    let report = SceneLinter.lint([screen], configuration: iPhone8Docked)
    XCTAssertEqual(report.screens[0].fields[0].worst, 10)
    XCTAssertEqual(report.screens[0].fields[0].worstReason, "moved chat-2 up 179 to y -179")
  }

  func testCases_phone_noUndockedOrFloating() {
    let phone = LintConfiguration.device(named: "iphone 14")
    XCTAssertEqual(phone?.name, "iPhone 14")
    XCTAssertEqual(phone?.isPad, false)
    XCTAssertEqual(LintConfiguration.device(named: "iPad Air")?.isPad, true)
    XCTAssertNil(LintConfiguration.device(named: "Pixel 8"))
  }

  func testJSON_signIn_deterministicWithStatusesAndWhere() throws {
    let screen = LintScreen(try ImportFixtures.storyboards().screen(named: "signIn"))
    let report = SceneLinter.lint([screen], configuration: iPhone8Docked)
    let json = report.json
    XCTAssertEqual(json, SceneLinter.lint([screen], configuration: iPhone8Docked).json)
    XCTAssertTrue(json.hasPrefix("{\n  \"summary\": \"lint: 1 screen, 8 inputs"), json)
    XCTAssertTrue(json.contains("\"failed\": false"))
    XCTAssertTrue(json.contains("\"status\": \"not focusable\""))
    XCTAssertTrue(json.contains("\"device\": \"iPhone 8\""))
    XCTAssertTrue(json.contains("\"obstacle\": \"interaction disabled in lockedBox\""))
  }
}

/// A view a stack arranges, named first by a constraint only one size class installs: the
/// stack still places it on every device.
final class SceneLinterVaryingArrangedViewTests: XCTestCase {
  func testCompactHeightConstraintOnAnArrangedLabel_everyCaseBuilds() throws {
    // SwitchRow.xib's label, 31 high, gets a height of 31 in compact height only.
    var text = try String(contentsOfFile: ImportFixtures.path("SwitchRow.xib"), encoding: .utf8)
    let label = #"<rect key="frame" x="0.0" y="0.0" width="284" height="31"/>"#
    XCTAssertTrue(text.contains(label))
    text = text.replacingOccurrences(
      of: label,
      with: label + """
        <constraints><constraint firstAttribute="height" constant="31" id="SWR-Cn-009"/>\
        </constraints>\
        <variation key="default"><mask key="constraints"><exclude reference="SWR-Cn-009"/>\
        </mask></variation>\
        <variation key="heightClass=compact"><mask key="constraints">\
        <include reference="SWR-Cn-009"/></mask></variation>
        """)
    let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "SwitchRow.xib")
    let imported = try XCTUnwrap(InterfaceBuilderImport(documents: [document]).screens().first)
    XCTAssertEqual(imported.varyingConstraints.map(\.spec.text), ["view-2.height == 31"])
    let configuration = LintConfiguration(
      devices: [LintConfiguration.device(named: "iPhone 8")].compactMap { $0 }, landscape: true,
      keyboards: [.docked])
    let report = SceneLinter.lint([LintScreen(imported)], configuration: configuration)
    XCTAssertEqual(report.screens[0].problems, [])
    XCTAssertEqual(report.screens[0].cases, 2)
    XCTAssertFalse(report.hasUnexplainedCover)
  }
}
