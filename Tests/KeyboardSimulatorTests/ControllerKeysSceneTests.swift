import KeyboardCore
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// Controller keys: large titles, translucent bars and extended layout, the content scroll view,
// and child controllers embedded in container views.
final class ControllerKeysSceneTests: XCTestCase {
  private static func navigation(_ navigationKeys: String, _ controllerKeys: String) -> String {
    """
    {
      "format": 1, "name": "bars", "screen": { "width": 320, "height": 568 },
      "window": { "safeAreaInsets": { "top": 20 } },
      "root": { "id": "nav", "kind": "navigation", \(navigationKeys) "viewControllers": [
        { "id": "page", \(controllerKeys) "view": { "id": "pageView", "subviews": [
          { "id": "banner", "frame": [0, 0, 320, 10] },
          { "id": "list", "kind": "scrollView", "frame": [0, 0, 320, 568],
            "contentSize": [320, 1000], "contentOffset": [0, -116] },
          { "id": "field", "kind": "textField", "frame": [16, 400, 288, 30] } ] } } ] }
    }
    """
  }

  private func built(_ text: String) throws -> Simulator {
    try Simulator(scene: try Fixtures.load(text), file: "test.json")
  }

  func testLargeTitle_built_barIs96AndTheTopGuide116() throws {
    let simulator = try built(
      Self.navigation(#""prefersLargeTitles": true,"#, #""contentScrollView": "list","#))
    let snapshot = simulator.initialReport().after
    XCTAssertEqual(
      snapshot.view(named: "nav bar")?.frame, Rect(x: 0, y: 20, width: 320, height: 96))
    XCTAssertEqual(simulator.live.view(withID: "pageView")?.safeAreaInsets.top, 116)
    // The ASCII rendering draws the bar at its height: 96 pt is 8 rows of 12 pt.
    let rows = ASCIIRenderer.render(snapshot).split(separator: "\n")
    XCTAssertEqual(rows.filter { $0.contains("=====") }.count, 8)
  }

  func testLargeTitle_contentScrollViewScrolls_barCollapsesTo44() throws {
    let text = Self.navigation(
      #""prefersLargeTitles": true,"#, #""contentScrollView": "list","#
    ).replacingOccurrences(
      of: "\n}",
      with: """
        , "steps": [ { "action": "updateView", "view": "list", "contentOffset": [0, -90],
            "expect": ["pageView.safeAreaInsets.top == 90"] },
          { "action": "updateView", "view": "list", "contentOffset": [0, 0],
            "expect": ["pageView.safeAreaInsets.top == 64"] } ] }
        """)
    let report = try Fixtures.replay(text)
    XCTAssertTrue(report.isSuccess, TextReport.render(report))
    XCTAssertEqual(report.steps[1].after.view(named: "nav bar")?.frame.height, 70)
    XCTAssertEqual(report.steps[2].after.view(named: "nav bar")?.frame.height, 44)
    let rows = ASCIIRenderer.render(report.steps[2].after).split(separator: "\n")
    XCTAssertEqual(rows.filter { $0.contains("=====") }.count, 4)
  }

  func testLargeTitle_withoutContentScrollViewKey_firstSubviewRuleFindsNothing_staysExpanded()
    throws
  {
    // The first subview is the banner, not a scroll view: the title stays expanded.
    let simulator = try built(Self.navigation(#""prefersLargeTitles": true,"#, ""))
    XCTAssertEqual(simulator.live.view(withID: "pageView")?.safeAreaInsets.top, 116)
    XCTAssertNil(simulator.live.controller(withID: "page")?.contentScrollView)
  }

  func testLargeTitleDisplayModeNever_barStays44() throws {
    let simulator = try built(
      Self.navigation(#""prefersLargeTitles": true,"#, #""largeTitleDisplayMode": "never","#))
    XCTAssertEqual(simulator.live.view(withID: "pageView")?.safeAreaInsets.top, 64)
  }

  func testEdgesForExtendedLayout_noTop_viewStartsBelowTheBar() throws {
    let simulator = try built(Self.navigation("", #""edgesForExtendedLayout": ["bottom"],"#))
    let page = try XCTUnwrap(simulator.live.view(withID: "pageView"))
    XCTAssertEqual(page.frame, Rect(x: 0, y: 64, width: 320, height: 504))
    XCTAssertEqual(page.safeAreaInsets.top, 0)
  }

  func testOpaqueBar_extendsOnlyWithExtendedLayoutIncludesOpaqueBars() throws {
    let opaque = try built(Self.navigation(#""isTranslucent": false,"#, ""))
    XCTAssertEqual(opaque.live.view(withID: "pageView")?.frame.minY, 64)
    let included = try built(
      Self.navigation(#""isTranslucent": false,"#, #""extendedLayoutIncludesOpaqueBars": true,"#))
    XCTAssertEqual(included.live.view(withID: "pageView")?.frame.minY, 0)
  }

  func testNonExtendedView_fieldNearTheBottom_movesAndRestoresToBelowTheBar() throws {
    let text = Self.navigation("", #""edgesForExtendedLayout": [],"#).replacingOccurrences(
      of: "\n}",
      with: """
        , "steps": [ { "action": "focus", "field": "field",
            "expect": ["pageView.frame.y == -88", "field.clearance == 10"] },
          { "action": "resign", "expect": ["pageView.frame.y == 64"] } ] }
        """)
    let report = try Fixtures.replay(text)
    XCTAssertTrue(report.isSuccess, TextReport.render(report))
  }

  private static let childScene = """
    {
      "format": 1, "name": "child", "screen": { "width": 320, "height": 568 },
      "window": { "safeAreaInsets": { "top": 20 } },
      "root": { "id": "nav", "kind": "navigation", "viewControllers": [
        { "id": "parent", "edgesForExtendedLayout": [],
          "view": { "id": "page", "subviews": [
            { "id": "header", "kind": "textField", "frame": [16, 20, 288, 30] },
            { "id": "box", "frame": [0, 200, 320, 304] } ] },
          "children": [ { "container": "box", "controller": { "id": "embedded",
            "view": { "id": "inner", "subviews": [
              { "id": "deep", "kind": "textField", "frame": [16, 250, 288, 30] } ] } } } ] }
      ] },
      "expect": ["page.frame.y == 64", "inner.frame.height == 304", "deep.frameInWindow.y == 514"],
      "steps": [
        { "action": "focus", "field": "deep",
          "expect": ["page.frame.y == -138", "deep.clearance == 10", "canGoPrevious == true"] },
        { "action": "goPrevious", "expect": ["firstResponder == header", "page.frame.y == 64"] },
        { "action": "resign", "expect": ["page.frame.y == 64"] }
      ]
    }
    """

  func testChildren_embeddedWithAddChild_parentMovesAndOneFormCoversBoth() throws {
    let report = try Fixtures.replay(Self.childScene)
    XCTAssertTrue(report.isSuccess, TextReport.render(report))
    let simulator = try built(Self.childScene)
    let parent = try XCTUnwrap(simulator.live.controller(withID: "parent"))
    let child = try XCTUnwrap(simulator.live.controller(withID: "embedded"))
    XCTAssertTrue(child.parent === parent)
    XCTAssertTrue(parent.children.first === child)
    XCTAssertTrue(child.view.superview === simulator.live.view(withID: "box"))
    XCTAssertEqual(simulator.live.returnManagers.count, 1)
  }

  func testChildren_roundTripAndLayoutKeys() throws {
    let scene = try Fixtures.load(Self.childScene)
    XCTAssertEqual(try Fixtures.load(scene.sceneFileText), scene)
    let bars = try Fixtures.load(
      Self.navigation(
        #""prefersLargeTitles": true, "isTranslucent": false,"#,
        #""largeTitleDisplayMode": "always", "edgesForExtendedLayout": ["top", "left"], "#
          + #""extendedLayoutIncludesOpaqueBars": true, "contentScrollView": "list","#))
    XCTAssertEqual(try Fixtures.load(bars.sceneFileText), bars)
    XCTAssertEqual(bars.root.viewControllers[0].edgesForExtendedLayout, [.top, .left])
    XCTAssertEqual(bars.root.viewControllers[0].largeTitleDisplayMode, .always)
  }

  func testValidation_containmentAndBarKeys_namePathAndFix() {
    XCTAssertEqual(
      Fixtures.loadError(
        Self.childScene.replacingOccurrences(
          of: #""container": "box""#, with: #""container": "header""#)),
      "test.json: $.root.viewControllers[0].children[0].container: \"header\" is a textField; "
        + "a child's view is embedded in a plain view")
    XCTAssertEqual(
      Fixtures.loadError(
        Self.childScene.replacingOccurrences(
          of: #""container": "box""#, with: #""container": "nav""#)),
      "test.json: $.root.viewControllers[0].children[0].container: \"nav\" is a navigation "
        + "controller outside this controller's view; expected a plain view in this "
        + "controller's view")
    XCTAssertEqual(
      Fixtures.loadError(Self.navigation("", #""contentScrollView": "field","#)),
      "test.json: $.root.viewControllers[0].contentScrollView: \"field\" is a textField; "
        + "expected a scroll view, table, collection or text view")
    XCTAssertEqual(
      Fixtures.loadError(Self.navigation("", #""edgesForExtendedLayout": ["top", "top"],"#)),
      "test.json: $.root.viewControllers[0].edgesForExtendedLayout[1]: top is already listed")
    XCTAssertEqual(
      Fixtures.loadError(Self.navigation("", #""prefersLargeTitles": true,"#)),
      "test.json: $.root.viewControllers[0].prefersLargeTitles: a plain controller has no "
        + "\"prefersLargeTitles\"; its keys are id, kind, title, additionalSafeAreaInsets, "
        + "modalPresentationStyle, presented, view, returnManager, class, largeTitleDisplayMode, "
        + "edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars, contentScrollView, children")
  }

  func testLayoutMargins_followTheSafeAreaAndTheSuperview_asExpectationsRead() throws {
    let report = try Fixtures.replay(
      """
      {
        "format": 1, "name": "margins", "screen": { "width": 320, "height": 568 },
        "window": { "safeAreaInsets": { "top": 20 } },
        "root": { "id": "nav", "kind": "navigation", "viewControllers": [
          { "id": "page", "view": { "id": "pageView", "subviews": [
            { "id": "card", "frame": [10, 70, 300, 200],
              "layoutMargins": { "top": 4, "left": 4, "bottom": 4, "right": 4 },
              "insetsLayoutMarginsFromSafeArea": false, "preservesSuperviewLayoutMargins": true }
          ] } } ] },
        "expect": ["pageView.layoutMargins.top == 64", "pageView.layoutMargins.left == 16",
          "pageView.safeAreaInsets.top == 64", "card.layoutMargins.top == 4",
          "card.layoutMargins.left == 6"],
        "steps": [ { "action": "updateView", "view": "card", "layoutMargins": { "left": 20 },
          "preservesSuperviewLayoutMargins": false,
          "expect": ["card.layoutMargins.left == 20", "card.layoutMargins.top == 0"] } ]
      }
      """)
    XCTAssertTrue(report.isSuccess, TextReport.render(report))
  }

  func testSVG_settingsExample_drawsTheBarExpandedThenCollapsed() throws {
    let url = Fixtures.examplesDirectory.appendingPathComponent("settings-large-title.json")
    let scene = try SceneLoader.load(contentsOfFile: url.path)
    let report = try Simulator(scene: scene).run()
    let svg = SVGRenderer.render(report.steps[2], sceneName: "settings")
    // Before: 96 pt; after the form scrolled 118: 44 pt (drawn at 236.6 / 320 of a point).
    XCTAssertTrue(
      svg.contains(##"<rect x="16" y="110.8" width="236.6" height="71" fill="#d1d1d6"/>"##), svg)
    XCTAssertTrue(
      svg.contains(##"<rect x="292.6" y="110.8" width="236.6" height="32.5" fill="#d1d1d6"/>"##))
  }

  // A step that sets the frame of a navigation controller's top view: the navigation
  // controller places that view, so its layout follows the step and puts it back (soak seeds
  // 80,085,677 and 80,247,553, where a later resize of the container did it mid-session and
  // the restore "lost" the step's frame).
  func testUpdateViewFrame_ofANavigationChild_containerPlacesItBack() throws {
    let text = Self.navigation("", "").replacingOccurrences(
      of: "\n}",
      with: """
        , "steps": [ { "action": "updateView", "view": "pageView", "frame": [27, 175, 268, 356],
            "expect": ["pageView.frame.y == 0", "pageView.frame.height == 568"] } ] }
        """)
    let report = try Fixtures.replay(text)
    XCTAssertTrue(report.isSuccess, TextReport.render(report))
    XCTAssertEqual(
      report.steps[1].events,
      ["updated pageView: frame", "nav places pageView: frame back to (0, 0, 320×568)"])
  }
}
