import KeyboardCore
import KeyboardSimulator
import SceneFormat
import SceneImport
import SimulatorReliability
import XCTest

final class ViewDumpTests: XCTestCase {
  func testWindowDump_navigationRecognised_screenAndSafeAreaFromTheDeviceTable() throws {
    let screen = try ViewDump(contentsOf: ImportFixtures.path("CheckoutWindow.txt")).screen()
    XCTAssertEqual(screen.name, "CheckoutWindow")
    XCTAssertEqual(screen.scene.screen, Scene.ScreenSpec(width: 393, height: 852, scale: 3))
    XCTAssertEqual(screen.scene.window.safeAreaInsets, Insets(top: 59, bottom: 34))
    XCTAssertEqual(screen.scene.root.kind, .navigation)
    let content = try XCTUnwrap(screen.scene.root.viewControllers.first?.view)
    let scroll = try XCTUnwrap(content.subviews.first)
    XCTAssertEqual(scroll.kind, .scrollView)
    XCTAssertEqual(scroll.frame, Rect(x: 0, y: 103, width: 393, height: 715))
    XCTAssertEqual(scroll.contentSize, Size(width: 393, height: 760))
    XCTAssertEqual(scroll.autoresizing, [.flexibleWidth, .flexibleHeight])
    XCTAssertEqual(
      scroll.subviews.map(\.kind),
      [.view, .textField, .textField, .textField, .view, .view, .textView])
    XCTAssertEqual(
      screen.inputs.map(\.id),
      ["addressField", "city", "state", "giftMessage", "coupon", "textView"])
    let street = scroll.subviews[1]
    XCTAssertEqual(street.text, "1 Infinite Loop; Building 2")
    XCTAssertEqual(street.placeholder, "Street")
    XCTAssertEqual(street.subviews, [])
    XCTAssertEqual(screen.inputs[0].customClass, "AddressField")
    XCTAssertTrue(scroll.subviews[3].isHidden)
    XCTAssertEqual(scroll.subviews[4].alpha, 0.5)
    XCTAssertEqual(scroll.subviews[4].subviews[0].tag, 4)
    XCTAssertFalse(scroll.subviews[5].isUserInteractionEnabled)
    XCTAssertEqual(scroll.subviews[6].text, "Leave at the door")
  }

  func testViewDump_tableCellsSortedByRow_offsetAndExplicitMasksKept() throws {
    let screen = try ViewDump(contentsOf: ImportFixtures.path("ChatView.txt")).screen()
    XCTAssertEqual(screen.scene.root.kind, .plain)
    XCTAssertEqual(screen.scene.window.safeAreaInsets, Insets(top: 47, bottom: 34))
    let root = try XCTUnwrap(screen.scene.root.view)
    let table = root.subviews[0]
    XCTAssertEqual(table.kind, .tableView)
    XCTAssertEqual(table.contentOffset, Point(x: 0, y: 120))
    XCTAssertEqual(table.autoresizing, [.flexibleWidth, .flexibleHeight])
    XCTAssertEqual(table.cells.map(\.id), ["messageCell", "messageCell-2"])
    XCTAssertEqual(table.cells[0].subviews.map(\.kind), [.textField])
    XCTAssertEqual(table.cells[1].subviews.map(\.kind), [.view])
    XCTAssertEqual(table.rowHeight, 88)
    XCTAssertEqual(root.subviews[1].autoresizing, [.flexibleWidth, .flexibleTopMargin])
    XCTAssertEqual(
      root.subviews[1].subviews[0].autoresizing, [.flexibleWidth, .flexibleBottomMargin])
    XCTAssertEqual(screen.inputs.map(\.id), ["reply", "textView"])
    XCTAssertTrue(
      screen.notes.contains(
        "A scroll view was scrolled when the dump was taken; the scene starts there."))
  }

  func testEveryDump_loadsReplaysAndPassesTheProperties() throws {
    for name in ["CheckoutWindow.txt", "ChatView.txt"] {
      let screen = try ViewDump(contentsOf: ImportFixtures.path(name)).screen()
      let reloaded = try SceneLoader.parse(screen.scene.sceneFileText, file: name)
      XCTAssertEqual(reloaded, screen.scene)
      XCTAssertTrue(try Simulator(scene: reloaded).run().isSuccess, name)
      XCTAssertNil(ReliabilityCheck.firstFailure(in: reloaded), name)
    }
  }

  func testDump_noViewLines_saysWhatWasExpected() {
    XCTAssertThrowsError(try ViewDump(text: "(lldb) po view\nnil\n", file: "empty.txt")) {
      XCTAssertEqual(
        "\($0)",
        "empty.txt: no view description found; expected lines such as <UIView: 0x7fa1; frame = "
          + "(0 0; 393 852); …> indented by \"   |\" per level")
    }
  }

  func testDump_skippedLevel_namesTheLine() {
    let text = """
      <UIView: 0x1; frame = (0 0; 393 852)>
         |    | <UITextField: 0x2; frame = (0 0; 10 10)>
      """
    XCTAssertThrowsError(try ViewDump(text: text, file: "deep.txt")) {
      XCTAssertEqual(
        "\($0)",
        "deep.txt:2: this view is indented 2 levels, but the line above is at 0; expected at most 1"
      )
    }
  }

  func testDump_unterminatedLine_namesTheLine() {
    XCTAssertThrowsError(
      try ViewDump(text: "<UIView: 0x1; frame = (0 0; 393 852)", file: "cut.txt")
    ) {
      XCTAssertEqual(
        "\($0)",
        "cut.txt:1: expected a view description ending in '>'; found <UIView: 0x1; frame = (0 0; 393 852)"
      )
    }
  }

  func testDump_missingFrame_namesTheLine() throws {
    let dump = try ViewDump(
      text: "<UIView: 0x1; frame = (0 0; 393 852)>\n   | <UITextField: 0x2; text = ''>\n",
      file: "noframe.txt")
    XCTAssertThrowsError(try dump.screen()) {
      XCTAssertEqual("\($0)", "noframe.txt:2: UITextField has no frame")
    }
  }
}

final class ImportLimitTests: XCTestCase {
  func testDump_nestedDeeperThanTheLimit_clearError() {
    var lines: [String] = []
    for depth in 0...400 {
      lines.append(
        String(repeating: "   |", count: depth) + (depth == 0 ? "" : " ")
          + "<UIView: 0x\(depth); frame = (0 0; 10 10)>")
    }
    XCTAssertThrowsError(try ViewDump(text: lines.joined(separator: "\n"), file: "deep.txt")) {
      XCTAssertEqual("\($0)", "deep.txt:401: views nested deeper than 400 levels")
    }
  }

  func testStoryboard_embedCycleAndPushCycle_importWithoutLooping() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <device id="retina6_12" orientation="portrait"/>
          <scenes>
              <scene sceneID="s1"><objects>
                  <viewController storyboardIdentifier="first" id="c1" sceneMemberID="viewController">
                      <view key="view" id="v1"><rect key="frame" x="0" y="0" width="393" height="852"/>
                          <subviews>
                              <containerView id="k1"><rect key="frame" x="0" y="100" width="393" height="200"/>
                                  <connections><segue destination="c2" kind="embed" id="e1"/></connections>
                              </containerView>
                              <button id="b1"><rect key="frame" x="0" y="400" width="100" height="44"/>
                                  <connections><segue destination="c2" kind="show" id="p1"/></connections>
                              </button>
                          </subviews>
                      </view>
                  </viewController>
              </objects></scene>
              <scene sceneID="s2"><objects>
                  <viewController storyboardIdentifier="second" id="c2" sceneMemberID="viewController">
                      <view key="view" id="v2"><rect key="frame" x="0" y="0" width="393" height="200"/>
                          <subviews>
                              <containerView id="k2"><rect key="frame" x="0" y="0" width="393" height="100"/>
                                  <connections><segue destination="c1" kind="embed" id="e2"/></connections>
                              </containerView>
                              <button id="b2"><rect key="frame" x="0" y="150" width="100" height="44"/>
                                  <connections><segue destination="c1" kind="show" id="p2"/></connections>
                              </button>
                          </subviews>
                      </view>
                  </viewController>
              </objects></scene>
          </scenes>
      </document>
      """
    let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "Loop.storyboard")
    let screens = try InterfaceBuilderImport(documents: [document]).screens()
    XCTAssertEqual(screens.map(\.name), ["Loop.first", "Loop.second"])
    XCTAssertEqual(screens.map(\.scene.root.kind), [.plain, .plain])
  }
}
