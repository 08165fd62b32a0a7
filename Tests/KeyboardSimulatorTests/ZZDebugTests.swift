import Foundation
import KeyboardCore
import KeyboardSimulator
import XCTest

final class ZZDebugTests: XCTestCase {
  func testDebugSeed() throws {
    guard let text = ProcessInfoShim.seed else { return }
    let scene = RandomScene.make(seed: text)
    print("FAILURE \(String(describing: ReliabilityCheck.firstFailure(in: scene)))".prefix(200))
    let simulator = try Simulator(scene: scene)
    _ = simulator.initialReport()
    for s in scene.steps.prefix(6) { print("ACTION \(s.action)") }
    var index = 0
    while !simulator.isFinished {
      _ = simulator.step()
      index += 1
      let m = simulator.live.keyboardManager
      print("STEP \(index) ctx? \(m.currentContext() != nil) vis \(m.isKeyboardVisible) fr \(String(describing: m.activeInput)) en \(m.activeInput.map { m.isHandlingEnabled(for: $0) } ?? false)")
      if let context = simulator.live.keyboardManager.currentContext() {
        print("STEP \(index) CONTEXT: \(context)")
        print("STEP \(index) PLAN: \(AvoidanceSolver.plan(for: context).mutations)")
      }
      if index >= ProcessInfoShim.steps { break }
    }
    XCTAssertTrue(true)
  }
}

enum ProcessInfoShim {
  static var seed: UInt64? {
    guard let value = getenv("DBG_SEED") else { return nil }
    return UInt64(String(cString: value))
  }
  static var steps: Int {
    guard let value = getenv("DBG_STEPS") else { return 100 }
    return Int(String(cString: value)) ?? 100
  }
}
