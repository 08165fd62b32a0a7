import XCTest

@testable import SceneFormat
@testable import SimulatorReliability

// The generator makes stack views, data-source tables with sections and styles, collection
// flow layouts and text views laid out from their lines, and updateView steps of their keys;
// the coverage table counts them.
final class RandomLayoutSceneTests: XCTestCase {
  func testCoverage_fourHundredSeeds_reachStacksSectionsFlowAndTextLayout() {
    var coverage = SoakCoverage()
    for seed: UInt64 in 1..<401 { coverage.record(RandomScene.make(seed: seed)) }
    let features = Set(coverage.counts.keys)
    var wanted = [
      "view: stackView", "stack: sizesToFit", "stack: hidden arranged view",
      "stack: nested stacks", "stack: vertical fill", "stack: horizontal fillEqually",
      "table: style plain", "table: style grouped", "table: style insetGrouped",
      "table: sections from a data source", "table: counted rows",
      "table: cells placed at counted rows", "table: more than 1,000 rows",
      "table: header or footer view", "table: section header or footer height",
      "collection: line and item spacings", "collection: sectionInset",
      "collection: horizontal", "text view: laid out from its lines", "text view: wrapping",
      "text view: caretPosition",
    ]
    wanted += Scene.ViewUpdate.layoutKeys.map { "update: \($0.name)" }
    for feature in wanted { XCTAssertTrue(features.contains(feature), feature) }
  }

  func testLayoutScenes_firstHundredSeedsWithStacksOrSections_holdEveryProperty() {
    var checked = 0
    for seed: UInt64 in 1..<400 where checked < 100 {
      let scene = RandomScene.make(seed: seed)
      guard
        SoakCoverage.sceneFeatures(scene).contains(where: {
          $0.hasPrefix("stack:") || $0.hasPrefix("table: sections")
            || $0.hasPrefix("text view: laid out")
        })
      else { continue }
      checked += 1
      XCTAssertNil(ReliabilityCheck.firstFailure(in: scene), "seed \(seed)")
    }
    XCTAssertEqual(checked, 100)
  }
}
