import ConstraintSolver
import Foundation

// 10. The constraint solver (`--constraints`, or `--only constraints`, runs only these): build
// and solve a 100-view screen and a 1,000-view chain, the chain's scaling, an edit re-solve
// and an add+remove, each against kiwisolver (kiwi's C++ Cassowary, measured through its
// Python API, so it pays Python's overhead) when `python3 -c "import kiwisolver"` works.

/// One constraint of a benchmark system as plain data, so the Swift side and the kiwi script
/// build exactly the same system.
struct ConstraintSpec {
  var terms: [(variable: Int, coefficient: Double)]
  var constant: Double
  var relation: Relation
  /// 1000 for required.
  var priority: Double
}

/// A benchmark system: variables by index, constraints, and an optional edit variable with the
/// values it alternates between.
struct ConstraintSystem {
  var variableCount = 0
  var constraints: [ConstraintSpec] = []
  var editVariable: Int?
  var editValues: [Double] = []

  mutating func variable() -> Int {
    variableCount += 1
    return variableCount - 1
  }

  mutating func add(
    _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, priority: Double = 1000
  ) {
    constraints.append(
      ConstraintSpec(
        terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant,
        relation: relation, priority: priority))
  }
}

/// A 100-view screen of 50 rows of two views (x, y, width, height each): leading, trailing and
/// gap chains, equal widths, fixed heights, a top-to-bottom chain, vertical centring, minimum
/// widths, a compression-like and a hugging-like priority, and a content offset that the
/// keyboard's top (the edit variable) pushes up through an optional bottom constraint.
func screenSystem() -> ConstraintSystem {
  var system = ConstraintSystem()
  let keyboardTop = system.variable()
  let offset = system.variable()
  system.add([(offset, 1)], 0, .greaterThanOrEqual)
  system.add([(offset, 1)], 0, .equal, priority: 250)
  system.add([(keyboardTop, 1)], -568, .equal, priority: 500)
  var previousBottom: (y: Int, h: Int)?
  for row in 0..<50 {
    let (lx, ly, lw, lh) = (
      system.variable(), system.variable(), system.variable(), system.variable()
    )
    let (rx, ry, rw, rh) = (
      system.variable(), system.variable(), system.variable(), system.variable()
    )
    system.add([(lx, 1)], -16, .equal)
    if let (y, h) = previousBottom {
      system.add([(ly, 1), (y, -1), (h, -1)], -8, .equal)
    } else {
      system.add([(ly, 1), (offset, 1)], -20, .equal)
    }
    system.add([(lh, 1)], -44, .equal)
    system.add([(lw, 1)], -100, .lessThanOrEqual, priority: 250)
    system.add([(rx, 1), (lx, -1), (lw, -1)], -8, .equal)
    system.add([(rx, 1), (rw, 1)], -304, .equal)
    system.add([(rw, 1), (lw, -1)], 0, .equal)
    system.add([(rh, 1)], -30 - Double(row % 3) * 4, .equal)
    system.add([(ry, 1), (rh, 0.5), (ly, -1), (lh, -0.5)], 0, .equal)
    system.add([(rw, 1)], -120, .greaterThanOrEqual, priority: 750)
    previousBottom = (ly, lh)
  }
  if let (y, h) = previousBottom {
    system.add([(y, 1), (h, 1), (keyboardTop, -1)], 8, .lessThanOrEqual, priority: 750)
  }
  system.editVariable = keyboardTop
  system.editValues = [352, 568]
  return system
}

/// A horizontal chain of views: each view's leading edge 8 after the previous one's trailing
/// edge, a fixed width, a top, a minimum height and an optional preferred height (5
/// constraints a view).
func chainSystem(views: Int) -> ConstraintSystem {
  var system = ConstraintSystem()
  var previous: (x: Int, w: Int)?
  for index in 0..<views {
    let (x, y, w, h) = (system.variable(), system.variable(), system.variable(), system.variable())
    if let (px, pw) = previous {
      system.add([(x, 1), (px, -1), (pw, -1)], -8, .equal)
    } else {
      system.add([(x, 1)], -8, .equal)
    }
    system.add([(w, 1)], -40, .equal)
    system.add([(y, 1)], -20 - Double(index % 3), .equal)
    system.add([(h, 1)], -20, .greaterThanOrEqual)
    system.add([(h, 1)], -30, .equal, priority: 500)
    previous = (x, w)
  }
  return system
}

/// A solver holding a system, its variables, and the sum of their values (read as kiwi's
/// `updateVariables()` writes them).
struct BuiltSystem {
  var solver: Solver
  var variables: [Variable]
  var sum: Double
}

/// Builds and solves a system: variables, constraints, `add`, then every value read.
func build(_ system: ConstraintSystem) -> BuiltSystem {
  let solver = Solver()
  let variables = (0..<system.variableCount).map { solver.makeVariable(named: "v\($0)") }
  for spec in system.constraints {
    var expression = LinearExpression(spec.constant)
    for term in spec.terms {
      expression.add(term.coefficient, times: variables[term.variable])
    }
    let strength: Strength = spec.priority >= 1000 ? .required : Strength(priority: spec.priority)
    do {
      try solver.add(Constraint(expression, spec.relation, 0, strength: strength))
    } catch {
      fatalError("benchmark system rejected a constraint: \(error)")
    }
  }
  return BuiltSystem(solver: solver, variables: variables, sum: sum(of: variables, in: solver))
}

/// The sum of every value, read one by one (a loop, not a closure: a main-actor closure passed
/// to `reduce` would pay an isolation check per call).
func sum(of variables: [Variable], in solver: Solver) -> Double {
  var sum = 0.0
  for variable in variables { sum += solver.value(of: variable) }
  return sum
}

/// The measurements kiwi reported, in nanoseconds per operation, by case key.
private typealias KiwiTimes = [String: Double]

@MainActor func runConstraintCases() {
  let screen = screenSystem()
  let chain500 = chainSystem(views: 100)
  let chain5000 = chainSystem(views: 1000)
  let kiwi = measureKiwi(screen: screen, chain500: chain500, chain5000: chain5000)
  let kiwiNote =
    kiwi == nil ? "kiwi: not installed, skipped" : "kiwi measured through its Python API"

  let screenBuild = measure(samples: 15, iterations: 20) { blackHole(build(screen).sum) }
  recordAgainstKiwi(
    "constraints: build+solve 100-view screen (\(screen.constraints.count))", screenBuild,
    kiwi?["screen"], note: kiwiNote)

  let chainBuild = measure(samples: 9, iterations: 1, warmUp: 1) {
    blackHole(build(chain5000).sum)
  }
  recordAgainstKiwi(
    "constraints: build+solve 1,000-view chain (\(chain5000.constraints.count))", chainBuild,
    kiwi?["chain5000"], note: kiwiNote)

  let shortChain = measure(samples: 15, iterations: 10) { blackHole(build(chain500).sum) }
  // Each view's leading edge depends on every earlier equation: over parametric symbols alone
  // its row would mention the dummies of all of them (quadratic, as in kiwi); the solver keeps
  // each link as a definition of the fresh edge instead, a few terms a view.
  var scalingNote = "linear is 10; target ≤ 15; links kept as definitions"
  if let long = kiwi?["chain5000"], let short = kiwi?["chain500"] {
    scalingNote += "; kiwi's \(format(long / short, digits: 2))"
  }
  results.append(
    BenchResult(
      name: "constraints: chain scaling t(5000)/t(500)",
      value: chainBuild.median / shortChain.median,
      unit: "x", baseline: nil, spread: 0, note: scalingNote))

  // The keyboard's top moves between 352 and 568; each suggestion is re-solved and every value
  // read (as kiwi's updateVariables() does).
  let built = build(screen)
  let solver = built.solver
  guard let editIndex = screen.editVariable else { return }
  let keyboardTop = built.variables[editIndex]
  do {
    try solver.addEditVariable(keyboardTop, strength: .strong)
  } catch {
    fatalError("edit variable rejected: \(error)")
  }
  var flip = 0
  let edit = measure(samples: 15, iterations: 200) {
    flip = 1 - flip
    do {
      try solver.suggestValue(screen.editValues[flip], for: keyboardTop)
    } catch {
      fatalError("suggestion rejected: \(error)")
    }
    blackHole(sum(of: built.variables, in: solver))
  }
  record(
    "constraints: edit re-solve / build+solve, 100-view screen", edit, baseline: screenBuild,
    note:
      "\(format(edit.median / screenBuild.median, digits: 4))x; keyboard top 352 ↔ 568, "
      + "values read; target ≤ 0.05")
  recordAgainstKiwi(
    "constraints: edit re-solve, 100-view screen", edit, kiwi?["edit"], note: kiwiNote)

  // One required constraint that moves things (the content offset, pushed to about 2,050 by
  // the bottom constraint, capped at 1,000) added and removed again.
  let cap = Constraint(built.variables[1], .lessThanOrEqual, 1000)
  let addRemove = measure(samples: 15, iterations: 200) {
    do {
      let id = try solver.add(cap)
      try solver.remove(id)
    } catch {
      fatalError("add+remove failed: \(error)")
    }
  }
  recordAgainstKiwi(
    "constraints: add+remove one constraint, 100-view screen", addRemove, kiwi?["addremove"],
    note: kiwiNote)
}

/// Records a case with kiwi's time as the baseline (ours / kiwi's, target ≤ 1.0).
@MainActor private func recordAgainstKiwi(
  _ name: String, _ sample: Sample, _ kiwi: Double?, note: String
) {
  results.append(
    BenchResult(
      name: name, value: sample.median, unit: "ns", baseline: kiwi, spread: sample.spreadPercent,
      note: kiwi == nil ? note : "ours / kiwi's; target ≤ 1.0; \(note)"))
}

/// Writes the systems to a temporary directory and runs the embedded kiwi script on them, or
/// returns `nil` when kiwisolver cannot be imported.
private func measureKiwi(
  screen: ConstraintSystem, chain500: ConstraintSystem, chain5000: ConstraintSystem
) -> KiwiTimes? {
  guard run(["python3", "-c", "import kiwisolver"]) != nil else { return nil }
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("keyboard-bench-kiwi-\(ProcessInfo.processInfo.processIdentifier)")
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = [("screen", screen), ("chain500", chain500), ("chain5000", chain5000)]
    for (name, system) in files {
      try serialise(system).write(
        to: directory.appendingPathComponent("\(name).txt"), atomically: true, encoding: .utf8)
    }
    let script = directory.appendingPathComponent("kiwi_bench.py")
    try kiwiScript.write(to: script, atomically: true, encoding: .utf8)
    guard let output = run(["python3", script.path, directory.path]) else { return nil }
    var times: KiwiTimes = [:]
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 2, let value = Double(fields[1]) { times[String(fields[0])] = value }
    }
    return times
  } catch {
    return nil
  }
}

/// The system as text: `V count`, one `C relation priority constant (variable coefficient)…`
/// line per constraint (weights as this package maps priorities), `E variable weight`.
private func serialise(_ system: ConstraintSystem) -> String {
  var lines = ["V \(system.variableCount)"]
  for spec in system.constraints {
    let relation =
      switch spec.relation {
      case .lessThanOrEqual: "le"
      case .equal: "eq"
      case .greaterThanOrEqual: "ge"
      }
    let strength =
      spec.priority >= 1000 ? "required" : "\(Strength(priority: spec.priority).weight)"
    let terms = spec.terms.map { "\($0.variable) \($0.coefficient)" }.joined(separator: " ")
    lines.append("C \(relation) \(strength) \(spec.constant) \(terms)")
  }
  if let edit = system.editVariable {
    lines.append("E \(edit) \(Strength.strong.weight)")
    lines.append("S " + system.editValues.map { "\($0)" }.joined(separator: " "))
  }
  return lines.joined(separator: "\n") + "\n"
}

/// Runs a command and returns its standard output, or `nil` if it fails.
private func run(_ arguments: [String]) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  do {
    try process.run()
  } catch {
    return nil
  }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return String(decoding: data, as: UTF8.self)
}

/// Rebuilds each system with kiwisolver and prints `case nanoseconds` lines: the median of
/// repeated samples in `time.thread_time()`, build+solve including `updateVariables()`.
private let kiwiScript = #"""
  import sys, time, statistics
  import kiwisolver as kiwi

  def load(path):
      system = {"constraints": [], "edit": None, "values": []}
      for line in open(path):
          fields = line.split()
          if fields[0] == "V":
              system["count"] = int(fields[1])
          elif fields[0] == "C":
              op = {"le": "<=", "eq": "==", "ge": ">="}[fields[1]]
              strength = kiwi.strength.required if fields[2] == "required" else float(fields[2])
              rest = fields[4:]
              terms = [(int(rest[i]), float(rest[i + 1])) for i in range(0, len(rest), 2)]
              system["constraints"].append((op, strength, float(fields[3]), terms))
          elif fields[0] == "E":
              system["edit"] = (int(fields[1]), float(fields[2]))
          elif fields[0] == "S":
              system["values"] = [float(v) for v in fields[1:]]
      return system

  def build(system):
      variables = [kiwi.Variable("v%d" % i) for i in range(system["count"])]
      solver = kiwi.Solver()
      for op, strength, constant, terms in system["constraints"]:
          expression = kiwi.Expression([kiwi.Term(variables[v], c) for v, c in terms], constant)
          solver.addConstraint(kiwi.Constraint(expression, op, strength))
      solver.updateVariables()
      return solver, variables

  def median_ns(body, samples, iterations):
      body()
      values = []
      for _ in range(samples):
          start = time.thread_time()
          for _ in range(iterations):
              body()
          values.append((time.thread_time() - start) / iterations * 1e9)
      return statistics.median(values)

  directory = sys.argv[1]
  screen = load(directory + "/screen.txt")
  chain500 = load(directory + "/chain500.txt")
  chain5000 = load(directory + "/chain5000.txt")
  print("screen", median_ns(lambda: build(screen), 15, 5))
  print("chain500", median_ns(lambda: build(chain500), 15, 3))
  print("chain5000", median_ns(lambda: build(chain5000), 5, 1))

  solver, variables = build(screen)
  edit, weight = screen["edit"]
  solver.addEditVariable(variables[edit], weight)
  state = {"flip": 0}
  def suggest():
      state["flip"] = 1 - state["flip"]
      solver.suggestValue(variables[edit], screen["values"][state["flip"]])
      solver.updateVariables()
  print("edit", median_ns(suggest, 15, 200))

  cap = kiwi.Constraint(kiwi.Expression([kiwi.Term(variables[1], 1.0)], -1000.0), "<=")
  def add_remove():
      solver.addConstraint(cap)
      solver.removeConstraint(cap)
  print("addremove", median_ns(add_remove, 15, 200))
  """#
