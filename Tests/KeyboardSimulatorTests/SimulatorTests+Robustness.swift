import XCTest

@testable import KeyboardSimulator

final class SimulatorRobustnessTests: XCTestCase {
  func testRenderers_hugeButFiniteGeometry_doNotTrap() throws {
    let text = Fixtures.scene(
      steps: """
        { "action": "focus", "field": "email" },
        { "action": "updateView", "view": "email", "frame": [1e300, -1e300, 1e300, 1e300] },
        { "action": "changeKeyboard", "frame": [0, 1e200, 320, 1e200], "duration": 1e300 }
        """)
    let report = try Fixtures.replay(text)
    XCTAssertEqual(report.steps.count, 4)
    for step in report.steps {
      XMLWellFormedness.assertWellFormedSVG(SVGRenderer.render(step, sceneName: "huge"))
      XCTAssertFalse(ASCIIRenderer.render(step.after, columns: 20).isEmpty)
    }
    XCTAssertFalse(TextReport.render(report).isEmpty)
    XCTAssertFalse(JSONReport.render([report]).isEmpty)
  }
}
