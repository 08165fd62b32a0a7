import KeyboardCore
import SimulatorReliability
import XCTest

@testable import KeyboardSimulator

final class SimulatorRobustnessTests: XCTestCase {
  // Soak seed 79,062,712: under an opaque bar, switching large titles on left a content scroll
  // view with a flexible top margin 8 points under the bar after one layout and at its top
  // after the next; the title's expansion read that position, so the layouts alternated. The
  // title now places the scroll view as the top view's layout does with the title expanded,
  // and step 3 settles. With the keyboard up and the root held resized (resizeRoot), the
  // title read that position at the held height, so the hold moved the scroll view, the
  // scroll view the title, the title the view under the bar, and that view the hold: step 4
  // stopped after 8 passes, between states. The title reads it at the height the layout
  // gives, and step 4 settles with the field's bottom at the keyboard's top: after 6 passes
  // while the navigation controller undid the hold whenever the title changed, after 3 since
  // it keeps the hold's bottom edge and moves only the view's top with the bar.
  func testSeed79062712_rootHeldResizedUnderALargeTitle_settles() throws {
    let report = try Fixtures.replay(Self.layoutLoopScene)
    // Step 0 is the scene as built.
    XCTAssertEqual(report.steps.count, 5)
    XCTAssertEqual(report.steps[1].diagnostics, [])
    XCTAssertEqual(report.steps[3].diagnostics, [])
    XCTAssertEqual(report.steps[4].diagnostics, [])
    XCTAssertEqual(report.steps[4].passes.count, 3)
    XCTAssertEqual(
      report.steps[4].after.view(named: "form5")?.frame, Rect(x: 0, y: 106, width: 375, height: 345)
    )
    XCTAssertEqual(report.steps[4].after.view(named: "nav12 bar")?.frame.height, 86)
  }

  /// A host view whose every layout asks for another.
  private final class RestlessView: View {
    override func layoutSubviews() {
      super.layoutSubviews()
      frame.size.height += 1
      setNeedsLayout()
    }
  }

  // A layout that never settles stops after 8 passes and says so, instead of looping or
  // ending silently between two states; the soak counts such steps. Examples settle, so they
  // never say it.
  func testLayoutThatNeverSettles_stopsAfterEightPassesWithADiagnostic() throws {
    let simulator = try Simulator(
      scene: Fixtures.load(Fixtures.scene(steps: #"{ "action": "focus", "field": "email" }"#)),
      file: "test.json")
    let restless = RestlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    simulator.live.window.addSubview(restless)
    let report = try XCTUnwrap(simulator.step())
    XCTAssertEqual(
      report.diagnostics.map { $0.prefix(while: { $0 != ":" }) },
      [Simulator.layoutNotSettled.name[...]])
    XCTAssertEqual(restless.frame.height, 18)
    XCTAssertEqual(ReliabilityCheck.unsettledSteps(in: [report]), 1)
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
