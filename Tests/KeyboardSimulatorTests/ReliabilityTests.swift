import Foundation
import KeyboardCore
import XCTest

@testable import KeyboardSimulator

// The bounded reliability pass: random scenes (fixed seeds) replayed with every property
// checked after every step. HKM_SOAK_COUNT raises the count for a long soak (run it in
// release: swift test -c release --filter ReliabilityTests); HKM_SOAK_START moves the seeds;
// HKM_SOAK_OUT names a folder for the shrunk failing scenes.
final class ReliabilityTests: XCTestCase {
  private var environment: [String: String] { ProcessInfo.processInfo.environment }

  func testRandomScenes_everyPropertyHoldsAfterEveryStep() throws {
    let count = environment["HKM_SOAK_COUNT"].flatMap(UInt64.init) ?? 10_000
    let start = environment["HKM_SOAK_START"].flatMap(UInt64.init) ?? 1
    let report = Soak.run(seeds: start..<(start + count))
    if let folder = environment["HKM_SOAK_OUT"] {
      for finding in report.findings {
        let path = "\(folder)/reliability-seed-\(finding.seed).json"
        try finding.scene.sceneFileText.write(toFile: path, atomically: true, encoding: .utf8)
      }
    }
    print("reliability: \(report.sequences) sequences, \(report.steps) steps: \(report.summary)")
    for finding in report.findings {
      XCTFail("seed \(finding.seed): \(finding.failure)\n\(finding.scene.sceneFileText)")
    }
    XCTAssertEqual(report.failed, 0)
    XCTAssertEqual(report.sequences, Int(count))
  }
}
