import Foundation
import KeyboardCore
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// Replaying scenes with constraints: the builder activates them after the tree, the first
// layout solves them, the keyboard guide follows the keyboard, and the report says which views
// the constraints moved and names broken constraints and ambiguous views once.
final class SceneConstraintReplayTests: XCTestCase {
  static let login = """
    {
      "format": 1, "name": "broken", "screen": { "width": 320, "height": 568 },
      "window": { "safeAreaInsets": { "top": 20 } },
      "root": { "id": "login", "view": { "subviews": [
        { "id": "email", "kind": "textField",
          "constraints": [
            "email.top == login.safeArea.top + 20", "email.leading == login.margins.leading",
            "email.trailing == login.margins.trailing", "email.height == 30",
            "email.height == 40"
          ] },
        { "id": "box", "constraints": ["box.top == email.bottom + 8", "box.width == 100"] },
        { "id": "label", "frame": [0, 500, 50, 20] }
      ] } },
      "steps": [
        { "action": "focus", "field": "email",
          "expect": ["email.frame.y == 40", "email.frame.width == 288", "box.frame.y == 78"] },
        { "action": "rotate", "expect": ["email.frame.width == 536"] }
      ]
    }
    """

  func testBuild_flagsFollowTheDefaultRule_andConstraintsAreActive() throws {
    let scene = try Fixtures.load(Self.login)
    let simulator = try Simulator(scene: scene)
    let live = simulator.live
    XCTAssertEqual(live.layoutConstraints.count, 7)
    XCTAssertTrue(live.layoutConstraints.allSatisfy(\.constraint.isActive))
    XCTAssertEqual(live.constrainedViews.map(\.name), ["email", "box"])
    XCTAssertTrue(live.view(withID: "label")?.translatesAutoresizingMaskIntoConstraints == true)
    XCTAssertTrue(live.view(withID: "login")?.translatesAutoresizingMaskIntoConstraints == true)
    XCTAssertEqual(live.view(withID: "email")?.frame, Rect(x: 16, y: 40, width: 288, height: 30))
  }

  func testReport_brokenAndAmbiguous_namedOnce_andMovesNameTheirConstraints() throws {
    let report = try Fixtures.replay(Self.login)
    XCTAssertTrue(report.isSuccess)
    XCTAssertEqual(
      report.steps[0].constraints,
      [
        "broken email.height == 40: it cannot hold with the others (see diagnostics)",
        "ambiguous box: the constraints leave its frame more than one value",
      ])
    XCTAssertEqual(report.steps[1].constraints, [])
    XCTAssertEqual(
      report.steps[2].constraints,
      [
        "resized email width 288 → 536 (email.leading == login.margins.leading; "
          + "email.trailing == login.margins.trailing)"
      ])
    let text = TextReport.render(report)
    XCTAssertTrue(text.contains("── 0 · built scene"), text)
    XCTAssertTrue(
      text.contains(
        """
          constraints resized email width 288 → 536 (email.leading ==
                        login.margins.leading; email.trailing ==
                        login.margins.trailing)
        """), text)
    XCTAssertTrue(JSONReport.render([report]).contains("\"constraints\": ["))
  }

  func testReport_sceneWithoutConstraints_hasNoConstraintSection() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(steps: "{ \"action\": \"focus\", \"field\": \"email\" }"))
    XCTAssertTrue(report.steps.allSatisfy(\.constraints.isEmpty))
    XCTAssertFalse(TextReport.render(report).contains("constraints"))
    XCTAssertFalse(JSONReport.render([report]).contains("\"constraints\""))
  }

  func testKeyboardGuide_barFollowsTheKeyboard_managerMovesNothing() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "name": "chat", "screen": { "width": 390, "height": 844, "scale": 3 },
        "window": { "safeAreaInsets": { "top": 47, "bottom": 34 } },
        "root": { "id": "chat", "view": { "subviews": [
          { "id": "bar", "constraints": [
              "bar.bottom == chat.keyboard.top", "bar.leading == chat.leading",
              "bar.trailing == chat.trailing", "bar.height == 56"
            ], "subviews": [
              { "id": "message", "kind": "textField", "constraints": [
                "message.leading == bar.margins.leading", "message.trailing == bar.margins.trailing",
                "message.centerY == bar.centerY", "message.height == 36" ] } ] }
        ] } },
        "steps": [
          { "action": "focus", "field": "message",
            "expect": ["bar.frame.y == 497", "message.clearance == 10", "chat.frame.y == 0"] },
          { "action": "resign", "expect": ["bar.frame.y == 754"] }
        ]
      }
      """)
    XCTAssertTrue(report.isSuccess)
    XCTAssertEqual(
      report.steps[1].constraints, ["moved bar up 257 (bar.bottom == chat.keyboard.top)"])
    XCTAssertEqual(report.steps[1].changes.map(\.view), ["bar"])
    XCTAssertEqual(
      report.steps[2].constraints, ["moved bar down 257 (bar.bottom == chat.keyboard.top)"])
  }
}
