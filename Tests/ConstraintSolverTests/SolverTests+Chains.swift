import ConstraintSolver
import KeyboardTestSupport
import XCTest

/// Chains of required equations (each view's leading edge 8 after the previous one's
/// trailing edge, each width 40): the tableau keeps them as definitions, a few terms each, in
/// whatever order they come, and removal, constant changes and edits stay exact.
final class SolverChainTests: XCTestCase {
  private struct Chain {
    var solver = Solver()
    var x: [Variable] = []
    var w: [Variable] = []
    /// The identity of each view's link (`x[0] == 8` for the first), and of each width.
    var links: [ConstraintID] = []
    var widths: [ConstraintID] = []
  }

  /// A chain of `count` views: `x[0] == 8`, `x[i] == x[i-1] + w[i-1] + 8`, `w[i] == 40`,
  /// added first view first, or (`reversed`) from the far end toward the anchor, the widths
  /// after the links.
  private func makeChain(_ count: Int, reversed: Bool = false) throws -> Chain {
    var chain = Chain()
    for index in 0..<count {
      chain.x.append(chain.solver.makeVariable(named: "x\(index)"))
      chain.w.append(chain.solver.makeVariable(named: "w\(index)"))
    }
    func link(_ index: Int) -> Constraint {
      index == 0
        ? Constraint(chain.x[0], .equal, 8)
        : Constraint(chain.x[index], .equal, chain.x[index - 1] + chain.w[index - 1] + 8)
    }
    var links: [Int: ConstraintID] = [:]
    var widths: [Int: ConstraintID] = [:]
    if reversed {
      for index in (0..<count).reversed() {
        links[index] = try chain.solver.add(link(index))
      }
      for index in (0..<count).reversed() {
        widths[index] = try chain.solver.add(Constraint(chain.w[index], .equal, 40))
      }
    } else {
      for index in 0..<count {
        links[index] = try chain.solver.add(link(index))
        widths[index] = try chain.solver.add(Constraint(chain.w[index], .equal, 40))
      }
    }
    chain.links = (0..<count).compactMap { links[$0] }
    chain.widths = (0..<count).compactMap { widths[$0] }
    chain.solver.checkInvariants()
    return chain
  }

  private func expectedX(_ count: Int, from start: Double = 8) -> [Double] {
    (0..<count).map { start + 48 * Double($0) }
  }

  func testChain_forward_everyRowHasAFewTerms() throws {
    let chain = try makeChain(200)
    XCTAssertEqual(chain.solver.values(of: chain.x), expectedX(200))
    XCTAssertEqual(chain.solver.values(of: chain.w), Array(repeating: 40, count: 200))
    // x0 := 8 - d; each w := 40 - d; each later x := x' + w' + 8 - d: 1 + 200 + 199 × 3
    // terms (a tableau over parametric symbols alone holds about 200² dummies).
    XCTAssertEqual(chain.solver.definitionCount, 400)
    XCTAssertEqual(chain.solver.tableauTermCount, 798)
  }

  func testChain_reversed_growsFromFreshVariables() throws {
    let chain = try makeChain(200, reversed: true)
    XCTAssertEqual(chain.solver.values(of: chain.x), expectedX(200))
    XCTAssertEqual(chain.solver.values(of: chain.w), Array(repeating: 40, count: 200))
    // Each link defines x[i-1] from the fresh x[i] as it comes (3 terms: x[i], w[i-1], its
    // dummy); w[199], which no link reads, is a definition too (1 term); every other width,
    // read by a definition, is a row over its dummy (1 term); the anchor, last, expands the
    // chain once into the row of x[199] (the 399 dummies of the links, widths and anchor).
    XCTAssertEqual(chain.solver.definitionCount, 200)
    XCTAssertEqual(chain.solver.tableauTermCount, 199 * 3 + 1 + 199 + 399)
  }

  func testChain_removeALink_freesThatViewAndTheRestFollow() throws {
    for reversed in [false, true] {
      var chain = try makeChain(100, reversed: reversed)
      try chain.solver.remove(chain.links[40])
      chain.solver.checkInvariants()
      // One view after the link is left free (0), the one whose row mentioned the link's
      // marker: x40 (its definition) in the forward chain; x99 in the reversed one, where the
      // anchor, added last, gave x99 a row over every marker of the chain. The others follow.
      let values = chain.solver.values(of: chain.x)
      XCTAssertEqual(Array(values[..<40]), expectedX(40), "reversed: \(reversed)")
      let start = reversed ? -48 * 59.0 : 0
      XCTAssertEqual(
        Array(values[40...]), (0..<60).map { start + 48 * Double($0) }, "reversed: \(reversed)")
      chain.links[40] = try chain.solver.add(
        Constraint(chain.x[40], .equal, chain.x[39] + chain.w[39] + 8))
      chain.solver.checkInvariants()
      XCTAssertEqual(chain.solver.values(of: chain.x), expectedX(100), "reversed: \(reversed)")
    }
  }

  func testChain_setConstantOfAWidthAndALink_movesTheViewsAfterIt() throws {
    for reversed in [false, true] {
      let chain = try makeChain(100, reversed: reversed)
      _ = chain.solver.takeChangedVariables()
      // w[10] == 40 reads w[10] - 40 == 0: the constant -50 makes it 50.
      try chain.solver.setConstant(-50, of: chain.widths[10])
      chain.solver.checkInvariants()
      var expected = expectedX(100)
      for index in 11..<100 { expected[index] += 10 }
      XCTAssertEqual(chain.solver.values(of: chain.x), expected, "reversed: \(reversed)")
      XCTAssertEqual(chain.solver.value(of: chain.w[10]), 50)
      let changed = Set(chain.solver.takeChangedVariables())
      XCTAssertTrue(changed.isSuperset(of: chain.x[11...]), "reversed: \(reversed)")
      // The link of x[50] (x50 - x49 - w49 - 8 == 0) 20 longer.
      try chain.solver.setConstant(-28, of: chain.links[50])
      chain.solver.checkInvariants()
      for index in 50..<100 { expected[index] += 20 }
      XCTAssertEqual(chain.solver.values(of: chain.x), expected, "reversed: \(reversed)")
    }
  }

  func testChain_boundOnTheLastView_expandsTheChainAndNamesIt() throws {
    let chain = try makeChain(20)
    // x19 == 8 + 19 × 48 == 920.
    assertThrows(
      .unsatisfiable(
        conflicting: (chain.links + chain.widths[..<19]).sorted { $0.rawValue < $1.rawValue })
    ) {
      try chain.solver.add(Constraint(chain.x[19], .lessThanOrEqual, 900))
    }
    chain.solver.checkInvariants()
    XCTAssertEqual(chain.solver.values(of: chain.x), expectedX(20))
    let bound = try chain.solver.add(Constraint(chain.x[19], .lessThanOrEqual, 920))
    chain.solver.checkInvariants()
    try chain.solver.remove(bound)
    chain.solver.checkInvariants()
    XCTAssertEqual(chain.solver.values(of: chain.x), expectedX(20))
  }

  func testChain_editedAnchor_movesEveryView() throws {
    for reversed in [false, true] {
      var chain = try makeChain(50, reversed: reversed)
      try chain.solver.remove(chain.links[0])
      try chain.solver.addEditVariable(chain.x[0], strength: .strong)
      try chain.solver.suggestValue(100, for: chain.x[0])
      chain.solver.checkInvariants()
      XCTAssertEqual(
        chain.solver.values(of: chain.x), expectedX(50, from: 100), "reversed: \(reversed)")
      try chain.solver.suggestValue(-20, for: chain.x[0])
      chain.solver.checkInvariants()
      XCTAssertEqual(
        chain.solver.values(of: chain.x), expectedX(50, from: -20), "reversed: \(reversed)")
      try chain.solver.removeEditVariable(chain.x[0])
      chain.links[0] = try chain.solver.add(Constraint(chain.x[0], .equal, 8))
      chain.solver.checkInvariants()
      XCTAssertEqual(chain.solver.values(of: chain.x), expectedX(50), "reversed: \(reversed)")
    }
  }

  func testChain_removeEverything_returnsVariablesToZero() throws {
    for reversed in [false, true] {
      let chain = try makeChain(30, reversed: reversed)
      var random = SeededRandom(seed: reversed ? 7 : 3)
      var left = chain.links + chain.widths
      while !left.isEmpty {
        try chain.solver.remove(left.remove(at: Int.random(in: 0..<left.count, using: &random)))
        chain.solver.checkInvariants()
      }
      XCTAssertEqual(chain.solver.constraintCount, 0)
      XCTAssertEqual(chain.solver.tableauTermCount, 0, "reversed: \(reversed)")
      for variable in chain.x + chain.w {
        XCTAssertEqual(chain.solver.value(of: variable), 0, "reversed: \(reversed)")
      }
    }
  }
}
