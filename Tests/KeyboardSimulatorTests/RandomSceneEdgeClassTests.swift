import KeyboardCore
import SimulatorReliability
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// The widened generator's edge classes (RandomSceneBuilder+EdgeClasses.swift): every class
// appears, every scene of one loads from its file text, and a seed without one makes the scene
// it made before.
final class RandomSceneEdgeClassTests: XCTestCase {
  func testEdgeClasses_fourHundredSeeds_makeEveryClassAndLoad() {
    var seen: [RandomScene.EdgeClass: Int] = [:]
    for seed: UInt64 in 1..<401 {
      let scene = RandomScene.make(seed: seed, edgeClasses: true)
      guard let edge = RandomScene.edgeClass(seed: seed) else {
        XCTAssertEqual(scene, RandomScene.make(seed: seed), "seed \(seed)")
        continue
      }
      seen[edge, default: 0] += 1
      XCTAssertEqual(scene.name, "random \(seed) (\(edge.rawValue))")
      XCTAssertNoThrow(
        try SceneLoader.parse(scene.sceneFileText, file: "seed-\(seed).json"), "seed \(seed)")
    }
    XCTAssertEqual(Set(seen.keys), Set(RandomScene.EdgeClass.allCases), "\(seen)")
  }

  func testEdgeClasses_rootIsInput_makesTheRootControllersViewAnInput() throws {
    let seed = try XCTUnwrap(
      (1..<2000).first { RandomScene.edgeClass(seed: UInt64($0)) == .rootIsInput })
    let scene = RandomScene.make(seed: UInt64(seed), edgeClasses: true)
    let kind = try XCTUnwrap(scene.root.view?.kind)
    XCTAssertTrue(kind.isTextInput, "\(kind)")
  }

  func testEdgeClasses_fewPointKeyboard_makesTheScenesKeyboardAFewPointsTall() throws {
    let seed = try XCTUnwrap(
      (1..<2000).first { RandomScene.edgeClass(seed: UInt64($0)) == .fewPointKeyboard })
    let scene = RandomScene.make(seed: UInt64(seed), edgeClasses: true)
    guard case .height(let height) = scene.keyboard.source else {
      return XCTFail("\(scene.keyboard)")
    }
    XCTAssertGreaterThanOrEqual(height, 1)
    XCTAssertLessThan(height, 7)
  }
}
