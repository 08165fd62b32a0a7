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

  func testRead_supportedToolsVersions_accepted() throws {
    for tools in ["22155", "22505", "23504", "23727"] {
      let document = try InterfaceBuilderDocument(
        data: Data(header(tools: tools).utf8), file: "Ok.storyboard")
      XCTAssertEqual(document.toolsVersion, tools)
      XCTAssertEqual(document.screenNames, [])
    }
  }

  func testRead_malformedXML_namesFileAndLine() {
    let message = readError("<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n</document>\n")
    XCTAssertTrue(message.hasPrefix("Bad.storyboard:4: malformed XML"), message)
  }

  func testRead_emptyFile_isMalformed() {
    XCTAssertTrue(readError("").hasPrefix("Bad.storyboard: malformed XML"), readError(""))
  }

  func testRead_oldDocumentVersion_rejectedWithWhatWasFound() {
    XCTAssertEqual(
      readError(header(version: "2.0")),
      "Bad.storyboard:2: expected document version 3.0 (what Xcode 5 and later write); "
        + "found version \"2.0\"")
  }

  func testRead_toolsVersionTooOld_rejectedWithTheRange() {
    XCTAssertEqual(
      readError(header(tools: "9531")),
      "Bad.storyboard:2: toolsVersion \"9531\" is outside what this importer reads (14490 to "
        + "29999: Xcode 10 to 16; tested with 22155, 22505, 23504 and 23727)")
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
}
