import ConstraintSolver
import KeyboardTestSupport
import XCTest

/// Seeded random systems, feasible by construction (built around a known solution).
///
/// Additions, removals, constant changes and edits come in random order. After every step the
/// invariants hold and every required constraint holds within 1e-6; removing everything returns
/// every variable to 0. A failing assertion prints its seed; to replay one seed, set
/// `CONSTRAINT_SOLVER_SEED` (a trap in `checkInvariants()` prints no seed, so replay the range
/// printed at the start one seed at a time).
final class SolverRandomTests: XCTestCase {
  private struct Added {
    var id: ConstraintID
    var constraint: Constraint
  }

  func testRandomSystems_keepRequiredConstraintsAndInvariants() {
    let seeds: [UInt64]
    if let text = environmentValue("CONSTRAINT_SOLVER_SEED"), let seed = UInt64(text) {
      seeds = [seed]
    } else {
      seeds = Array(0..<150)
    }
    print("SolverRandomTests: seeds \(seeds.first ?? 0)...\(seeds.last ?? 0)")
    for seed in seeds {
      run(seed: seed)
    }
  }

  private func run(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let solver = Solver()
    let count = Int.random(in: 2...12, using: &random)
    let variables = (0..<count).map { solver.makeVariable(named: "v\($0)") }
    let solution = variables.map { _ in random.whole(-100...100) }
    var added: [Added] = []
    var edited: [Variable] = []
    let steps = Int.random(in: 10...80, using: &random)
    for step in 0..<steps {
      let context = "seed \(seed), step \(step)"
      let roll = Double.random(in: 0..<1, using: &random)
      if roll < 0.55 || added.isEmpty {
        let constraint = makeConstraint(variables, solution, &random)
        do {
          added.append(Added(id: try solver.add(constraint), constraint: constraint))
        } catch {
          XCTFail("\(context): a feasible constraint was rejected: \(error)")
        }
      } else if roll < 0.75 {
        let index = Int.random(in: 0..<added.count, using: &random)
        let removed = added.remove(at: index)
        XCTAssertNoThrow(try solver.remove(removed.id), context)
      } else if roll < 0.85 {
        // A new constant that still holds at the known solution (or any, for optional ones).
        let index = Int.random(in: 0..<added.count, using: &random)
        var constraint = added[index].constraint
        constraint.expression.constant = newConstant(for: constraint, solution, variables, &random)
        XCTAssertNoThrow(
          try solver.setConstant(constraint.expression.constant, of: added[index].id), context)
        added[index].constraint = constraint
      } else {
        let variable = random.pick(variables)
        if edited.contains(variable) {
          if random.chance(0.3) {
            XCTAssertNoThrow(try solver.removeEditVariable(variable), context)
            edited.removeAll { $0 == variable }
          } else {
            XCTAssertNoThrow(
              try solver.suggestValue(random.whole(-300...300), for: variable), context)
          }
        } else {
          let strength = Strength(priority: random.whole(1...999))
          XCTAssertNoThrow(try solver.addEditVariable(variable, strength: strength), context)
          edited.append(variable)
        }
      }
      solver.checkInvariants()
      checkRequired(added, solver, context)
    }
    for variable in edited {
      XCTAssertNoThrow(try solver.removeEditVariable(variable))
    }
    while !added.isEmpty {
      let removed = added.remove(at: Int.random(in: 0..<added.count, using: &random))
      XCTAssertNoThrow(try solver.remove(removed.id), "seed \(seed)")
      solver.checkInvariants()
      checkRequired(added, solver, "seed \(seed), removing")
    }
    XCTAssertEqual(solver.constraintCount, 0, "seed \(seed)")
    for variable in variables {
      XCTAssertEqual(solver.value(of: variable), 0, accuracy: 1e-9, "seed \(seed)")
    }
  }

  /// A random constraint over one to three variables with small whole coefficients; a required
  /// one holds at `solution` (inequalities with some slack or none), an optional one need not.
  private func makeConstraint(
    _ variables: [Variable], _ solution: [Double], _ random: inout SeededRandom
  ) -> Constraint {
    var expression = LinearExpression(0)
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let index = Int.random(in: 0..<variables.count, using: &random)
      var coefficient = random.whole(-3...3)
      if coefficient == 0 { coefficient = 1 }
      expression.add(coefficient, times: variables[index])
    }
    let relation = random.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    let strength =
      random.chance(0.6) ? Strength.required : Strength(priority: random.whole(1...999))
    var constraint = Constraint(expression, relation, 0, strength: strength)
    constraint.expression.constant = newConstant(for: constraint, solution, variables, &random)
    return constraint
  }

  /// A constant for the constraint: for a required one, one that holds at `solution`.
  private func newConstant(
    for constraint: Constraint, _ solution: [Double], _ variables: [Variable],
    _ random: inout SeededRandom
  ) -> Double {
    guard constraint.strength.isRequired else { return random.whole(-200...200) }
    var atSolution = 0.0
    for (variable, coefficient) in constraint.expression.terms {
      atSolution += coefficient * solution[variable.index]
    }
    let slack = random.chance(0.3) ? 0 : random.whole(0...50)
    switch constraint.relation {
    case .equal: return -atSolution
    case .lessThanOrEqual: return -atSolution - slack
    case .greaterThanOrEqual: return -atSolution + slack
    }
  }

  private func checkRequired(_ added: [Added], _ solver: Solver, _ context: String) {
    for entry in added where entry.constraint.strength.isRequired {
      var value = entry.constraint.expression.constant
      for (variable, coefficient) in entry.constraint.expression.terms {
        value += coefficient * solver.value(of: variable)
      }
      switch entry.constraint.relation {
      case .equal: XCTAssertEqual(value, 0, accuracy: 1e-6, "\(context): \(entry.id)")
      case .lessThanOrEqual: XCTAssertLessThanOrEqual(value, 1e-6, "\(context): \(entry.id)")
      case .greaterThanOrEqual:
        XCTAssertGreaterThanOrEqual(value, -1e-6, "\(context): \(entry.id)")
      }
    }
  }

  private func environmentValue(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
  }
}
