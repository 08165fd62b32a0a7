import KeyboardCore
import KeyboardSimulator
import ReturnManager
import SceneFormat
import XCTest

// Constrained soak scenes whose root a keyboard manager lifted (moveRoot) while where it rests
// changed: a restore that solved again inside its own layout, a rebase that kept the window's
// old lift, and a rebase whose layout had read the old lift with nothing laying the
// constraints out again. Each Next and Previous walk, run after the scene's last step as the
// reliability check runs it, visits every field once in the order of where they rest.
final class LiftedRootWalkTests: XCTestCase {
  private func walks(_ file: String) throws -> (next: [String], previous: [String]) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Regressions")
    let scene = try SceneLoader.load(contentsOfFile: folder.appendingPathComponent(file).path)
    let simulator = try Simulator(scene: scene, file: file)
    _ = simulator.run()
    let live = simulator.live
    let manager = try XCTUnwrap(live.returnManagers.first)
    var names: [[String]] = []
    for direction in [NavigationDirection.next, .previous] {
      let walk = manager.walk(direction)
      XCTAssertNil(walk.violation, "\(file) \(direction): \(String(describing: walk.violation))")
      names.append(walk.visited.map { live.name(of: $0) ?? "?" })
    }
    return (names[0], names[1])
  }

  func testSeed36012809_restoreForANewWindowSize_leavesNoLift_walkGoesByRest() throws {
    let walks = try walks("reliability-constraints-seed-36012809.json")
    XCTAssertEqual(walks.next, ["af4", "af8", "f3"])
    XCTAssertEqual(walks.previous, ["f3", "af8", "af4"])
  }

  func testSeed34016424_rebaseUnderALift_marksTheNewRest_walkGoesByRest() throws {
    let walks = try walks("reliability-constraints-seed-34016424.json")
    XCTAssertEqual(walks.next, ["f8", "af33", "f30", "t20"])
    XCTAssertEqual(walks.previous, ["t20", "f30", "af33", "f8"])
  }

  func testSeed34016424_rebaseUnderALift_laysTheConstraintsOutAgain_walkGoesByRest() throws {
    let walks = try walks("reliability-constraints-seed-34016424-relayout.json")
    XCTAssertEqual(walks.next, ["f8", "af33", "f30", "t20", "af35"])
    XCTAssertEqual(walks.previous, ["af35", "t20", "f30", "af33", "f8"])
  }

  func testSeed36008010_rebaseUnderALift_laysTheConstraintsOutAgain_walkGoesByRest() throws {
    let walks = try walks("reliability-constraints-seed-36008010.json")
    XCTAssertEqual(walks.next, ["af19", "af22", "t5", "f9"])
    XCTAssertEqual(walks.previous, ["f9", "t5", "af22", "af19"])
  }

  // A bar on the keyboard guide of a top view below an opaque bar whose large title is
  // collapsed rests at the expanded title's height whether the keyboard holds the guide up or
  // the lift lets it rest: the order is one reading of the geometry through the walk.
  func testSeed63068433_barOnGuideUnderCollapsedTitle_restsAtExpandedTitle_walkGoesByRest()
    throws
  {
    let walks = try walks("reliability-constraints-seed-63068433.json")
    XCTAssertEqual(walks.next, ["af31", "af26", "af28"])
    XCTAssertEqual(walks.previous, ["af28", "af26", "af31"])
  }

  func testSeed64031678_barOnGuideUnderCollapsedTitle_restsAtExpandedTitle_walkGoesByRest()
    throws
  {
    let walks = try walks("reliability-constraints-seed-64031678.json")
    XCTAssertEqual(walks.next, ["af32", "f24", "af30"])
    XCTAssertEqual(walks.previous, ["af30", "f24", "af32"])
  }
}
