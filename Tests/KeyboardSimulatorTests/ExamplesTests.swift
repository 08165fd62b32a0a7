import Foundation
import SimulatorCommand
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

final class ExamplesTests: XCTestCase {
  func testExamples_directory_holdsAtLeastTenScenes() throws {
    let names = try Fixtures.exampleFiles().map(\.lastPathComponent)
    XCTAssertGreaterThanOrEqual(names.count, 10, "\(names)")
    for required in [
      "login.json", "long-registration.json", "chat-input.json", "ipad-form-sheet.json",
      "ipad-undocked.json", "hardware-keyboard.json", "growing-text-view.json", "rotation.json",
      "nested-scroll-views.json", "table-cells.json", "demo-registration.json",
      "login-anchors.json", "chat-keyboard-guide.json", "resize-root-constraints.json",
      "guide-and-manager.json",
    ] {
      XCTAssertTrue(names.contains(required), "missing Examples/\(required)")
    }
  }

  func testExamples_everyScene_replaysWithEveryExpectationMet() throws {
    for url in try Fixtures.exampleFiles() {
      let name = url.lastPathComponent
      let scene = try SceneLoader.load(contentsOfFile: url.path)
      let report = try Simulator(scene: scene, file: name).run()
      XCTAssertGreaterThan(report.expectationCount, 3, "\(name) checks too little")
      XCTAssertEqual(report.steps.count, scene.steps.count + 1, name)
      for step in report.steps {
        for result in step.expectations where !result.passed {
          XCTFail("\(name) step \(step.index): \(result.text) (actual: \(result.actual))")
        }
        XCTAssertEqual(step.invariantViolations, [], "\(name) step \(step.index)")
      }
      XCTAssertTrue(report.isSuccess, name)
    }
  }

  func testExamples_everyScene_replaysIdenticallyTwice() throws {
    for url in try Fixtures.exampleFiles() {
      let scene = try SceneLoader.load(contentsOfFile: url.path)
      let first = try Simulator(scene: scene, file: url.lastPathComponent).run()
      let second = try Simulator(scene: scene, file: url.lastPathComponent).run()
      XCTAssertEqual(first, second, url.lastPathComponent)
    }
  }

  func testDemoScene_embeddedText_equalsTheExamplesFile() throws {
    let url = Fixtures.examplesDirectory.appendingPathComponent(DemoScene.fileName)
    let shipped = try String(contentsOf: url, encoding: .utf8)
    XCTAssertEqual(DemoScene.json, shipped)
  }
}
