import Foundation
import SceneFormat
import SceneImport
import XCTest

/// Values with an Interface Builder meaning (automatic heights), and what the importer does
/// not know (elements, traits): read by that meaning, or noted, never refused.
final class InterfaceBuilderValueTests: XCTestCase {
  private func xib(tools: String = "32700.99.1234", _ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
    toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
    \(body)
                </subviews>
            </view>
        </objects>
    </document>
    """
  }

  private func screen(_ text: String, file: String = "Values.xib") throws -> ImportedScreen {
    let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: file)
    let screens = try InterfaceBuilderImport(documents: [document]).screens()
    XCTAssertEqual(screens.count, 1)
    return try XCTUnwrap(screens.first)
  }

  private let automaticTable = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" \
    rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" \
    estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" \
    estimatedSectionFooterHeight="-1" id="table">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            </tableView>
    """

  func testImport_toolsVersion32700_automaticTableHeights_readAsAutomatic() throws {
    let screen = try screen(xib(automaticTable))
    XCTAssertEqual(
      screen.tables,
      [
        ImportedTable(
          id: "tableView", rowHeight: .automatic, estimatedRowHeight: .automatic,
          sectionHeaderHeight: .automatic, sectionFooterHeight: .automatic,
          estimatedSectionHeaderHeight: .automatic, estimatedSectionFooterHeight: .automatic)
      ])
    let table = try XCTUnwrap(screen.scene.root.view?.subviews.first)
    XCTAssertEqual(table.kind, .tableView)
    XCTAssertNil(table.rowHeight)
    XCTAssertTrue(
      screen.notes.contains(
        "Automatic row heights (UITableView.automaticDimension) are not computed: each row "
          + "keeps the height of its cell as laid out."), "\(screen.notes)")
  }

  func testImport_oldToolsVersions_automaticRowHeight_imports() throws {
    for tools in ["6214", "13122.16"] {
      let screen = try screen(xib(tools: tools, automaticTable))
      XCTAssertEqual(screen.tables.first?.rowHeight, .automatic, tools)
      XCTAssertEqual(screen.tables.first?.estimatedRowHeight, .automatic, tools)
    }
  }

  func testImport_fixedAndOddTableHeights_numbersKeptOthersNoted() throws {
    let screen = try screen(
      xib(
        """
                <tableView contentMode="scaleToFill" rowHeight="44" sectionHeaderHeight="28" \
        sectionFooterHeight="-4" estimatedRowHeight="tall" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                </tableView>
        """))
    let table = try XCTUnwrap(screen.tables.first)
    XCTAssertEqual(table.rowHeight, .points(44))
    XCTAssertEqual(table.sectionHeaderHeight, .points(28))
    XCTAssertNil(table.sectionFooterHeight)
    XCTAssertNil(table.estimatedRowHeight)
    XCTAssertEqual(screen.scene.root.view?.subviews.first?.rowHeight, 44)
    XCTAssertTrue(
      screen.notes.contains(
        "estimatedRowHeight \"tall\" (line 8) is not a number; it is not used."),
      "\(screen.notes)")
    XCTAssertTrue(
      screen.notes.contains(
        "sectionFooterHeight -4 (line 8) is negative and not -1 (automatic); it is not used."),
      "\(screen.notes)")
  }

  func testImport_unknownElementAndTraits_becomeNotes() throws {
    let screen = try screen(
      xib(
        """
                <liquidGlassView contentMode="scaleToFill" id="glass">
                    <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                    <subviews>
                        <textField contentMode="scaleToFill" placeholder="Name" id="name">
                            <rect key="frame" x="20" y="20" width="353" height="34"/>
                            <textInputTraits key="textInputTraits" returnKeyType="teleport" \
        keyboardType="holographic"/>
                        </textField>
                    </subviews>
                </liquidGlassView>
        """))
    XCTAssertEqual(screen.inputs.map(\.id), ["name"])
    XCTAssertEqual(screen.inputs.first?.traits.returnKeyType, .default)
    XCTAssertEqual(screen.scene.root.view?.subviews.first?.kind, .view)
    XCTAssertTrue(
      screen.notes.contains(
        "Elements this importer does not know are imported as plain views: "
          + "<liquidGlassView> (line 8)."), "\(screen.notes)")
    XCTAssertTrue(
      screen.notes.contains(
        "returnKeyType \"teleport\" (line 13) is not one this importer knows; the input keeps "
          + "the default return key."), "\(screen.notes)")
    XCTAssertTrue(
      screen.notes.contains(
        "keyboardType \"holographic\" (line 13) is not one this importer knows; the input keeps "
          + "the default keyboard."), "\(screen.notes)")
  }
}
