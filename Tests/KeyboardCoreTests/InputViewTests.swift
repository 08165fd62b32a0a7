import KeyboardCore
import XCTest

// Input views and input accessory views: the keyboard frame the system posts for a first
// responder includes them, and the keyboard manager treats the result as the keyboard.
final class InputViewTests: XCTestCase {
  private let phone = Size(width: 320, height: 568)

  func testPresetFrame_dockedWithAccessory44_is260High() {
    XCTAssertEqual(
      KeyboardPreset.docked.frame(
        onScreenOf: phone, inputViewHeight: nil, inputAccessoryViewHeight: 44),
      Rect(x: 0, y: 308, width: 320, height: 260))
  }

  func testPresetFrame_inputView180ReplacesKeyboard_plusAccessory() {
    let field = TextField()
    field.inputViewHeight = 180
    field.inputAccessoryViewHeight = 44
    XCTAssertEqual(
      KeyboardPreset.docked.frame(onScreenOf: phone, for: field),
      Rect(x: 0, y: 344, width: 320, height: 224))
    // A custom input view does not float: it docks whatever the preset.
    XCTAssertEqual(
      KeyboardPreset.floating.frame(onScreenOf: Size(width: 1024, height: 1366), for: field),
      Rect(x: 0, y: 1142, width: 1024, height: 224))
  }

  func testPresetFrame_undockedWithAccessory_growsUpFromSameBottom() {
    let pad = Size(width: 1024, height: 1366)
    XCTAssertEqual(
      KeyboardPreset.undocked.frame(onScreenOf: pad), Rect(x: 0, y: 760, width: 1024, height: 264))
    XCTAssertEqual(
      KeyboardPreset.undocked.frame(
        onScreenOf: pad, inputViewHeight: nil, inputAccessoryViewHeight: 44),
      Rect(x: 0, y: 716, width: 1024, height: 308))
  }

  func testPresetFrame_hardwareKeyboardWithAccessory_onlyAccessoryOnScreen() {
    XCTAssertEqual(
      KeyboardPreset.hardwareBar.frame(
        onScreenOf: phone, inputViewHeight: nil, inputAccessoryViewHeight: 44),
      Rect(x: 0, y: 524, width: 320, height: 260))
    XCTAssertEqual(
      KeyboardPreset.hardwareBar.frame(onScreenOf: Size(width: 1024, height: 1366)),
      Rect(x: 0, y: 1311, width: 1024, height: 264))
  }

  func testPresetFrame_predictiveOnlyWhereThereIsABar() {
    XCTAssertEqual(
      KeyboardPreset.docked.predictive.frame(onScreenOf: phone),
      Rect(x: 0, y: 315, width: 320, height: 253))
    XCTAssertFalse(KeyboardPreset.floating.predictive.isPredictive)
    XCTAssertEqual(
      KeyboardPreset(named: "docked", isPredictive: true)?.description,
      "docked, predictive")
    XCTAssertNil(KeyboardPreset(named: "split"))
    XCTAssertEqual(KeyboardPreset.names, ["docked", "undocked", "floating", "hardwareBar"])
  }

  func testInputViewHeight_negativeOrNaN_rejectedWithDiagnostic() {
    let window = makePhoneWindow()
    let field = TextField(frame: Rect(x: 20, y: 100, width: 280, height: 30))
    window.addSubview(field)
    field.inputAccessoryViewHeight = 44
    field.inputAccessoryViewHeight = -1
    field.inputViewHeight = .nan
    XCTAssertEqual(field.inputAccessoryViewHeight, 44)
    XCTAssertNil(field.inputViewHeight)
    XCTAssertEqual(
      window.diagnostics.map(\.code), [.negativeSize, .nonFiniteGeometry])
  }

  // Spec S41 with the accessory coming from the field: root −232, the field ends 10 pt above the
  // accessory's top (IQ: the accessory is inside the posted frame, so it counts as keyboard).
  func testManager_fieldWithAccessory_endsClearAboveAccessory() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    field.inputAccessoryViewHeight = 44
    h.focus(field)
    h.screen.keyboard.post(.willShow, preset: .docked, for: field)
    XCTAssertEqual(
      h.screen.keyboard.current?.coveredRect, Rect(x: 0, y: 308, width: 320, height: 260))
    XCTAssertEqual(h.root.frame.origin.y, -232)
    XCTAssertEqual(h.windowFrame(field).maxY, 298)
    h.hideKeyboard()
    XCTAssertEqual(h.root.frame.origin.y, 0)
    h.assertConsistent()
  }

  // A picker input view is the keyboard (IQ): a 180 pt picker with a 44 pt toolbar covers 224.
  func testManager_pickerInputView_treatedAsKeyboard() {
    let h = AvoidanceHarness()
    let field = h.addField(Rect(x: 20, y: 500, width: 280, height: 30))
    field.inputViewHeight = 180
    field.inputAccessoryViewHeight = 44
    h.focus(field)
    h.screen.keyboard.post(.willShow, preset: .docked, for: field)
    XCTAssertEqual(h.root.frame.origin.y, -196)
    XCTAssertEqual(h.windowFrame(field).maxY, 334)
  }

  // Focus moves from a plain field to one with an accessory: the host posts the new frame as a
  // frame change, and the manager follows it.
  func testManager_switchToFieldWithAccessory_followsTheTallerFrame() {
    let h = AvoidanceHarness()
    let plain = h.addField(Rect(x: 20, y: 300, width: 280, height: 30))
    let withBar = h.addField(Rect(x: 20, y: 330, width: 280, height: 30))
    withBar.inputAccessoryViewHeight = 44
    h.focus(plain)
    h.screen.keyboard.post(.willShow, preset: .docked, for: plain)
    XCTAssertEqual(h.root.frame.origin.y, 0)
    h.focus(withBar)
    h.screen.keyboard.post(.willChangeFrame, preset: .docked, for: withBar)
    XCTAssertEqual(h.root.frame.origin.y, -62)
    XCTAssertEqual(h.windowFrame(withBar).maxY, 298)
  }

  // UIKit's reloadInputViews(): an accessory added while editing grows the keyboard by 44.
  func testReloadInputViews_accessoryAddedWhileEditing_keyboardGrows_managerFollows() {
    let h = AvoidanceHarness()
    let notes = TextView(frame: Rect(x: 20, y: 300, width: 280, height: 30))
    h.root.addSubview(notes)
    h.focus(notes)
    XCTAssertFalse(notes.reloadInputViews(), "no keyboard yet")
    h.screen.keyboard.post(.willShow, preset: .docked, for: notes)
    XCTAssertEqual(h.screen.keyboard.preset, .docked)
    XCTAssertEqual(h.root.frame.origin.y, 0)
    notes.inputAccessoryViewHeight = 44
    XCTAssertTrue(notes.reloadInputViews())
    XCTAssertEqual(h.screen.keyboard.current?.frame, Rect(x: 0, y: 308, width: 320, height: 260))
    XCTAssertEqual(h.root.frame.origin.y, -32)
    XCTAssertFalse(notes.reloadInputViews(), "same frame: nothing new")
    h.showKeyboard()
    XCTAssertNil(h.screen.keyboard.preset, "a frame posted directly has no preset")
    XCTAssertFalse(notes.reloadInputViews())
  }
}
