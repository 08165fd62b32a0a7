import KeyboardCore
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

final class KeyboardPresetTests: XCTestCase {
  func testDockedHeight_screens_matchTheDocumentedTable() {
    let cases: [(Size, Bool, Double)] = [
      (Size(width: 320, height: 568), false, 216),
      (Size(width: 320, height: 568), true, 253),
      (Size(width: 375, height: 667), false, 216),
      (Size(width: 375, height: 667), true, 260),
      (Size(width: 414, height: 736), true, 271),
      (Size(width: 375, height: 812), false, 291),
      (Size(width: 390, height: 844), true, 335),
      (Size(width: 667, height: 375), false, 162),
      (Size(width: 844, height: 390), true, 215),
      (Size(width: 768, height: 1024), false, 264),
      (Size(width: 1024, height: 768), true, 398),
    ]
    for (screen, predictive, height) in cases {
      XCTAssertEqual(
        Scene.KeyboardSpec.dockedHeight(screen: screen, isPredictive: predictive), height,
        "\(screen) predictive \(predictive)")
    }
  }

  func testFrame_presets_placeTheKeyboardOnTheScreen() {
    let pad = Size(width: 1024, height: 1366)
    func frame(_ preset: Scene.KeyboardPreset, on screen: Size) -> Rect {
      Scene.KeyboardSpec(.preset(preset)).frame(onScreenOf: screen)
    }
    XCTAssertEqual(frame(.docked, on: pad), Rect(x: 0, y: 1102, width: 1024, height: 264))
    XCTAssertEqual(frame(.undocked, on: pad), Rect(x: 0, y: 760, width: 1024, height: 264))
    XCTAssertEqual(frame(.floating, on: pad), Rect(x: 352, y: 774, width: 320, height: 250))
    XCTAssertEqual(frame(.hardwareBar, on: pad), Rect(x: 0, y: 1311, width: 1024, height: 264))
    XCTAssertEqual(
      frame(.hardwareBar, on: Size(width: 320, height: 568)),
      Rect(x: 0, y: 524, width: 320, height: 216))
    XCTAssertEqual(
      Scene.KeyboardSpec(.height(300)).frame(onScreenOf: pad),
      Rect(x: 0, y: 1066, width: 1024, height: 300))
  }

  func testFrame_hardwareBar_normalisesToTheBarAlone() {
    let screen = Size(width: 1024, height: 768)
    let frame = Scene.KeyboardSpec(.preset(.hardwareBar)).frame(onScreenOf: screen)
    let info = KeyboardInfo(
      event: .willShow, frame: frame, screenBounds: Rect(origin: .zero, size: screen))
    XCTAssertEqual(info.kind, .hardwareAccessory)
    XCTAssertEqual(info.coveredRect, Rect(x: 0, y: 713, width: 1024, height: 55))
  }
}
