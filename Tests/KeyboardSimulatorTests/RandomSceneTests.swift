import Foundation
import KeyboardCore
import SimulatorReliability
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// The widened generator: every scene it makes is a valid scene file (its text loads), the same
// seed gives the same scene, and a few thousand seeds reach every feature the coverage table
// lists.
final class RandomSceneTests: XCTestCase {
  func testMake_everySceneFileLoads() {
    for seed: UInt64 in 0..<800 {
      let scene = RandomScene.make(seed: seed, maxSteps: 24)
      do {
        _ = try SceneLoader.parse(scene.sceneFileText, file: "seed-\(seed).json")
      } catch {
        XCTFail("seed \(seed): \(error)")
        return
      }
    }
  }

  func testMake_sameSeed_sameScene() {
    for seed: UInt64 in [0, 1, 42, 9_000_000] {
      XCTAssertEqual(RandomScene.make(seed: seed), RandomScene.make(seed: seed), "seed \(seed)")
    }
  }

  // HKM_WRITE_SEEDS=3,17 HKM_SOAK_OUT=DIR writes those seeds' scenes (unshrunk) as scene files:
  // how a soak seed that crashed the process becomes a file to replay.
  func testWriteSeeds_whenAsked() throws {
    let environment = ProcessInfo.processInfo.environment
    guard let list = environment["HKM_WRITE_SEEDS"], let folder = environment["HKM_SOAK_OUT"]
    else { return }
    for seed in list.split(separator: ",").compactMap({ UInt64($0) }) {
      let path = "\(folder)/crash-seed-\(seed).json"
      try RandomScene.make(seed: seed).sceneFileText.write(
        toFile: path, atomically: true, encoding: .utf8)
    }
  }
}
