import Foundation
import KeyboardCore
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

final class SceneCodingTests: XCTestCase {
  func testSceneFileText_everyExample_readsBackEqual() throws {
    for url in try Fixtures.exampleFiles() {
      let scene = try SceneLoader.load(contentsOfFile: url.path)
      let again = try SceneLoader.parse(scene.sceneFileText, file: "again.json")
      XCTAssertEqual(again, scene, url.lastPathComponent)
    }
  }

  func testSceneFileText_sceneMadeInCode_writesOnlyWhatDiffersFromDefaults() throws {
    var scene = Scene(
      name: "Made in code", screen: .init(width: 320, height: 568),
      root: .init(
        id: "form",
        view: .init(subviews: [
          .init(id: "email", kind: .textField, frame: Rect(x: 20, y: 400, width: 280, height: 30))
        ])))
    scene.steps = [.init(.focus("email"), expectations: [try .init("form.frame.y == -88")])]
    XCTAssertEqual(
      scene.sceneFileText,
      """
      {
        "format": 1,
        "name": "Made in code",
        "screen": {
          "width": 320,
          "height": 568
        },
        "root": {
          "id": "form",
          "view": {
            "subviews": [
              {
                "id": "email",
                "kind": "textField",
                "frame": [20, 400, 280, 30]
              }
            ]
          }
        },
        "steps": [
          {
            "action": "focus",
            "field": "email",
            "expect": [
              "form.frame.y == -88"
            ]
          }
        ]
      }

      """)
    XCTAssertEqual(try SceneLoader.parse(scene.sceneFileText, file: "code.json"), scene)
  }

  func testCodable_foundationCoders_roundTripEveryExample() throws {
    for url in try Fixtures.exampleFiles() {
      let scene = try SceneLoader.load(contentsOfFile: url.path)
      let data = try JSONEncoder().encode(scene)
      XCTAssertEqual(try JSONDecoder().decode(Scene.self, from: data), scene, url.lastPathComponent)
    }
  }

  func testDecodable_unknownKey_failsWithThePath() {
    let text = Fixtures.scene(extra: "\"keybord\": { \"preset\": \"docked\" }")
    XCTAssertThrowsError(try JSONDecoder().decode(Scene.self, from: Data(text.utf8))) { error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("unexpected error \(error)")
      }
      XCTAssertEqual(context.debugDescription, "$.keybord: unknown key; did you mean \"keyboard\"?")
    }
  }
}
