import XCTest

@testable import KeyboardSimulator

final class SimulatorRobustnessTests: XCTestCase {
  // Soak seed 79,062,712: under an opaque bar, switching large titles on left a content scroll
  // view with a flexible top margin 8 points under the bar after one layout and at its top
  // after the next; the title's expansion read that position, so the layouts alternated. The
  // title now places the scroll view as the top view's layout does with the title expanded,
  // and step 3 settles. With the keyboard up and the root held resized (resizeRoot), the hold
  // and the title still move each other (open): the step stops after 8 passes and says so,
  // instead of looping or ending silently between two states. Examples settle, so they never
  // say it.
  func testLayoutThatNeverSettles_stopsAfterEightPassesWithADiagnostic() throws {
    let report = try Fixtures.replay(Self.layoutLoopScene)
    // Step 0 is the scene as built.
    XCTAssertEqual(report.steps.count, 5)
    XCTAssertEqual(report.steps[1].diagnostics, [])
    XCTAssertEqual(report.steps[3].diagnostics, [])
    XCTAssertEqual(
      report.steps[4].diagnostics.map { $0.prefix(while: { $0 != ":" }) },
      [Simulator.layoutNotSettled.name[...]])
  }

  private static let layoutLoopScene = """
    {
     "format": 1,
     "name": "layout loop",
     "screen": {
      "width": 667,
      "height": 375
     },
     "window": {
      "frame": [0, 0, 466, 375]
     },
     "keyboard": {
      "preset": "docked",
      "predictive": true
     },
     "manager": {
      "keyboardDistance": 0,
      "strategy": "resizeRoot"
     },
     "root": {
      "id": "nav12",
      "kind": "navigation",
      "viewControllers": [
       {
        "id": "vc1",
        "view": {
         "id": "form2"
        }
       },
       {
        "id": "vc4",
        "view": {
         "id": "form5",
         "subviews": [
          {
           "id": "s6",
           "kind": "scrollView",
           "frame": [90, 17, 541.7, 168.75],
           "autoresizing": ["flexibleLeftMargin", "flexibleRightMargin", "flexibleTopMargin"],
           "restoreContentOffset": true,
           "subviews": [
            {
             "id": "v7",
             "frame": [28.5, 133, 384, 250],
             "autoresizing": ["flexibleLeftMargin", "flexibleTopMargin", "flexibleHeight"],
             "subviews": [
              {
               "id": "f8",
               "kind": "textField",
               "frame": [30, 176, 194, 36],
               "inputViewHeight": 216
              }
             ]
            }
           ]
          }
         ]
        }
       }
      ]
     },
     "steps": [
      {
       "action": "rotate",
       "safeAreaInsets": {
        "top": 20
       },
       "keyboard": {
        "preset": "docked",
        "curve": "keyboard"
       }
      },
      {
       "action": "updateController",
       "controller": "nav12",
       "isTranslucent": false
      },
      {
       "action": "updateController",
       "controller": "nav12",
       "prefersLargeTitles": true
      },
      {
       "action": "focus",
       "field": "f8"
      }
     ]
    }
    """

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
