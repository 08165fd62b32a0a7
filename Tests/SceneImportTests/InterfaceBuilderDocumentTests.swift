import Foundation
import SceneImport
import XCTest

final class InterfaceBuilderDocumentTests: XCTestCase {
  private func header(
    type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
    version: String = "3.0", tools: String = "22505", runtime: String = "iOS.CocoaTouch",
    device: String = #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="\(type)" version="\(version)" toolsVersion="\(tools)" \
    targetRuntime="\(runtime)" useAutolayout="YES">
        \(device)
        <scenes/>
    </document>
    """
  }

  private func readError(_ text: String, file: String = "Bad.storyboard") -> String {
    do {
      _ = try InterfaceBuilderDocument(data: Data(text.utf8), file: file)
      return "no error"
    } catch {
      return error.description
    }
  }

  func testRead_everyToolsVersionXcodeWrites_accepted() throws {
    // Xcode 6, 8.3, 9, 14.3 to 16.2, and Xcode 26.
    for tools in ["6214", "11762", "13122.16", "22155", "22505", "23504", "23727", "32700.99.1234"]
    {
      let document = try InterfaceBuilderDocument(
        data: Data(header(tools: tools).utf8), file: "Ok.storyboard")
      XCTAssertEqual(document.toolsVersion, tools)
      XCTAssertEqual(document.notes, [])
      XCTAssertEqual(document.screenNames, [])
    }
  }

  func testRead_toolsVersionNotANumber_readWithANote() throws {
    let document = try InterfaceBuilderDocument(
      data: Data(header(tools: "next").utf8), file: "Odd.storyboard")
    XCTAssertEqual(
      document.notes,
      ["toolsVersion \"next\" is not a version number; read as any other version 3.0 document"])
  }

  func testRead_noDeviceButSimulatedMetrics_readsTheSimulatedDevice() throws {
    let text = header(tools: "6214", device: "").replacingOccurrences(
      of: "<scenes/>",
      with: #"<scenes><scene sceneID="s"><objects><viewController id="vc" "#
        + #"sceneMemberID="viewController"><simulatedScreenMetrics key="destination" "#
        + #"type="retina47"/></viewController></objects></scene></scenes>"#)
    let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "Old.storyboard")
    XCTAssertEqual(document.device.id, "retina4_7")
    XCTAssertEqual(document.notes, [])
  }

  func testRead_entityDeclaration_refusedInWordsWithTheLine() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE document [
      <!ENTITY a "aaaaaaaaaa">
      ]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">&a;</document>
      """
    XCTAssertEqual(
      readError(text),
      "Bad.storyboard:3: entity declarations are not allowed (Interface Builder documents have "
        + "none)")
    XCTAssertEqual(
      readError("<?xml version=\"1.0\"?>\n<!DOCTYPE document>\n<document/>\n"),
      "Bad.storyboard:2: a document type declaration (<!DOCTYPE …>) is not allowed (Interface "
        + "Builder documents have none)")
  }

  func testRead_parserErrors_saidInWords() {
    XCTAssertEqual(
      readError("<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n</document>\n"),
      "Bad.storyboard:4: malformed XML: an end tag does not match the element it closes")
    XCTAssertEqual(
      readError("<?xml version=\"1.0\"?>\n<document a=\"1\" a=\"2\"/>\n"),
      "Bad.storyboard:2: malformed XML: an element has the same attribute twice")
    XCTAssertEqual(readError("  \n"), "Bad.storyboard: malformed XML: the file is empty")
    XCTAssertEqual(
      readError("<?xml version=\"1.0\"?>\n<document>\n<scenes>"),
      "Bad.storyboard:3: malformed XML: the document ends before <scenes> (line 3) is closed")
  }

  func testRead_malformedXML_namesFileAndLine() {
    let message = readError("<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n</document>\n")
    XCTAssertTrue(message.hasPrefix("Bad.storyboard:4: malformed XML"), message)
  }

  func testRead_emptyFile_isMalformed() {
    XCTAssertEqual(readError(""), "Bad.storyboard: malformed XML: the file is empty")
  }

  func testRead_oldDocumentVersion_rejectedWithWhatWasFound() {
    XCTAssertEqual(
      readError(header(version: "2.0")),
      "Bad.storyboard:2: expected document version 3.0 (what Xcode 5 and later write); "
        + "found version \"2.0\"")
  }

  func testRead_macOSDocument_rejected() {
    XCTAssertEqual(
      readError(header(type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB")),
      "Bad.storyboard:2: expected an iOS storyboard or XIB (type com.apple.InterfaceBuilder3."
        + "CocoaTouch.Storyboard.XIB or ….CocoaTouch.XIB); found type "
        + "\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" (a macOS document)")
  }

  func testRead_tvOSRuntime_rejected() {
    XCTAssertEqual(
      readError(header(runtime: "AppleTV")),
      "Bad.storyboard:2: expected targetRuntime iOS.CocoaTouch; found \"AppleTV\"")
  }

  func testRead_interfaceBuilder2Archive_rejectedWithAHint() {
    XCTAssertEqual(
      readError(
        "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"/>\n"
      ),
      "Bad.storyboard:2: expected an Interface Builder <document>; found <archive> (an "
        + "Interface Builder 2 archive from before Xcode 5; open and save it in a current Xcode)")
  }

  func testRead_unknownDevice_fallsBackWithANote() throws {
    let document = try InterfaceBuilderDocument(
      data: Data(header(device: #"<device id="watch45" orientation="portrait"/>"#).utf8),
      file: "Odd.storyboard")
    XCTAssertEqual(document.device.id, "retina6_12")
    XCTAssertEqual(
      document.notes,
      ["device \"watch45\" is not in the device table; laid out on retina6_12 (iPhone 15)"])
  }

  func testRead_missingFile_saysSo() {
    XCTAssertThrowsError(try InterfaceBuilderDocument(contentsOf: "/nonexistent/Main.storyboard")) {
      XCTAssertEqual("\($0)", "/nonexistent/Main.storyboard: cannot read the file")
    }
  }

  func testRead_nonFiniteFrame_errorNamesTheLine() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
          <objects>
              <view id="v1">
                  <rect key="frame" x="0.0" y="0.0" width="393" height="nan"/>
              </view>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "Nan.xib")
    XCTAssertThrowsError(try InterfaceBuilderImport(documents: [document]).screens()) {
      XCTAssertEqual(
        "\($0)", "Nan.xib:5: expected a finite number for height; found \"nan\"")
    }
  }

  func testScreenNamed_unknownName_listsTheScreens() throws {
    XCTAssertThrowsError(try ImportFixtures.storyboards().screen(named: "checkout")) {
      XCTAssertEqual(
        "\($0)",
        "\(ImportFixtures.path("Main.storyboard")): no screen is named \"checkout\"; the screens "
          + "are Main.signIn, Main.profile, Main.addressForm, Main.notes, Settings.settings, "
          + "Settings.gallery")
    }
  }

  func testDeviceTable_everyIDUnique_andLandscapeSwapsTheSize() {
    let ids = InterfaceBuilderDevice.all.map(\.id)
    XCTAssertEqual(Set(ids).count, ids.count)
    let phone = InterfaceBuilderDevice.fallback
    XCTAssertEqual(phone.size(isLandscape: true).width, 852)
    XCTAssertEqual(phone.insets(isLandscape: true).left, 59)
    XCTAssertEqual(InterfaceBuilderDevice.device(id: "retina6_12"), phone)
  }
}

final class IdentifierTests: XCTestCase {
  func testScreenNames_acronymsDigitsAndRepeats_readableUniqueIDs() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
          <objects>
              <view id="a1" userLabel="API token"><rect key="frame" x="0" y="0" width="393" height="852"/></view>
              <view id="a2" userLabel="2FA code"><rect key="frame" x="0" y="0" width="393" height="852"/></view>
              <view id="a3" userLabel="API token"><rect key="frame" x="0" y="0" width="393" height="852"/></view>
              <view id="a4" userLabel="none"><rect key="frame" x="0" y="0" width="393" height="852"/></view>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "Ids.xib")
    XCTAssertEqual(
      document.screenNames, ["Ids.apiToken", "Ids.screen2faCode", "Ids.apiToken-2", "Ids.none-2"])
  }

  func testScreenNames_leadingAcronymBeforeAWord_loweredUpToTheWord() throws {
    // IQKeyboardReturnManager's demo labels its fields "UITextField 1.1": the id reads
    // uiTextField11, not uITextField11.
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
          <objects>
              <view id="b1" userLabel="UITextField 1.1"><rect key="frame" x="0" y="0" width="393" height="852"/></view>
              <view id="b2" userLabel="URLEntry"><rect key="frame" x="0" y="0" width="393" height="852"/></view>
              <view id="b3" userLabel="SignInViewController"><rect key="frame" x="0" y="0" width="393" height="852"/></view>
              <view id="b4" userLabel="ABc"><rect key="frame" x="0" y="0" width="393" height="852"/></view>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "Ids.xib")
    XCTAssertEqual(
      document.screenNames,
      ["Ids.uiTextField11", "Ids.urlEntry", "Ids.signInViewController", "Ids.aBc"])
  }
}
