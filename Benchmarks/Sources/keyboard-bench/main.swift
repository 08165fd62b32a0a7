import CAllocationStats
import KeyboardCore

// keyboard-bench: measures the solver, a full keyboard cycle, navigation and memory, each
// against a baseline measured in the same run, and prints ratios (machines are noisy; ratios
// are what we compare). Run in release:
//   swift run -c release --package-path Benchmarks keyboard-bench [--json]
//   [--layout | --import-lint | --auto-layout | --constraints | --only constraints|navigation]

var results: [BenchResult] = []
let wantsJSON = CommandLine.arguments.contains("--json")
// `--layout` runs only the layout cases (Layout.swift).
let layoutOnly = CommandLine.arguments.contains("--layout")

struct BenchResult {
  var name: String
  var value: Double
  var unit: String
  var baseline: Double?
  var spread: Double
  var note: String
  /// Whether the ratio reads as a speed-up (baseline / value) instead of a cost (value / baseline).
  var isSpeedUp = false

  var ratio: Double? {
    baseline.map { isSpeedUp ? $0 / value : value / $0 }
  }
}

@MainActor func record(_ name: String, _ sample: Sample, baseline: Sample? = nil, note: String = "")
{
  results.append(
    BenchResult(
      name: name, value: sample.median, unit: "ns", baseline: baseline?.median,
      spread: sample.spreadPercent, note: note))
}

// `--import-lint` runs only the import-and-lint case (ImportLint.swift).
if CommandLine.arguments.contains("--import-lint") {
  runImportLintCases()
  printResults(results, json: wantsJSON)
  exitNow()
}

// `--auto-layout` runs only the Auto Layout cases (AutoLayoutBench.swift).
if CommandLine.arguments.contains("--auto-layout") {
  runAutoLayoutCases()
  printResults(results, json: wantsJSON)
  exitNow()
}

// `--constraints` (or `--only constraints`) runs only the constraint-solver cases
// (ConstraintEngine.swift).
let onlyIndex = CommandLine.arguments.firstIndex(of: "--only")
let only = onlyIndex.flatMap { index in
  index + 1 < CommandLine.arguments.count ? CommandLine.arguments[index + 1] : nil
}
if CommandLine.arguments.contains("--constraints") || only == "constraints" {
  runConstraintCases()
  printResults(results, json: wantsJSON)
  exitNow()
}

if only == "navigation" {
  runNavigationCases()
  printResults(results, json: wantsJSON)
  exitNow()
}

if layoutOnly {
  runLayoutCases()
  printResults(results, json: wantsJSON)
  exitNow()
}

// 1. Solve (snapshot + plan) against the bare walk.
@MainActor func solveCase(label: String, scene: BenchScene, field: TextField, iterations: Int)
  -> Double
{
  field.becomeFirstResponder()
  scene.showKeyboard()
  let floor = measure(iterations: iterations) { blackHole(bareWalk(field)) }
  let plan = measure(iterations: iterations) {
    if let context = scene.manager.currentContext() {
      blackHole(AvoidanceSolver.plan(for: context))
    }
  }
  record("solve \(label)", plan, baseline: floor, note: "snapshot+plan / floor; target ≤ 3")
  return plan.median
}

do {
  let (form, field, _) = makeForm(total: 200, depth: 12)
  _ = solveCase(label: "200-view form, depth 12", scene: form, field: field, iterations: 2000)
}
var chainTimes: [Int: Double] = [:]
for depth in [10, 100, 1000] {
  let (chain, field) = makeChain(depth: depth)
  chainTimes[depth] = solveCase(
    label: "chain depth \(depth)", scene: chain, field: field,
    iterations: max(20, 20_000 / depth))
}
if let deep = chainTimes[1000], let shallow = chainTimes[100] {
  results.append(
    BenchResult(
      name: "depth scaling time(1000)/time(100)", value: deep / shallow, unit: "x",
      baseline: nil, spread: 0, note: "linear is 10; target ≤ 12"))
}

// 2. Full cycle: show, apply, two field switches, hide, restore.
do {
  let (form, field, fields) = makeForm(total: 200, depth: 12)
  let second = fields[1]
  let third = fields[2]
  let keyboard = form.screen.keyboard
  let cycle = measure(iterations: 500) {
    field.becomeFirstResponder()
    keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    second.becomeFirstResponder()
    third.becomeFirstResponder()
    keyboard.hide()
    form.window.resignFirstResponder()
  }
  let floor = measure(iterations: 500) { blackHole(bareWalk(field)) }
  record("full cycle, 200-view form", cycle, baseline: floor, note: "cycle / floor walk")
}

// 3. A whole pass (snapshot, plan, apply): the keyboard's height alternates, so every pass
// moves something; and a focus change with the keyboard up in a 10,000-view form.
do {
  let (form, field, _) = makeForm(total: 200, depth: 12)
  field.becomeFirstResponder()
  form.showKeyboard()
  var tall = false
  let pass = measure(iterations: 1000) {
    tall.toggle()
    let height: Double = tall ? 260 : 216
    form.screen.keyboard.post(
      .willChangeFrame, frame: Rect(x: 0, y: 568 - height, width: 320, height: height))
  }
  let floor = measure(iterations: 1000) { blackHole(bareWalk(field)) }
  record(
    "whole pass, 200-view form", pass, baseline: floor,
    note: "post+snapshot+plan+apply / floor; target ≤ 6")
}
do {
  let (form, field, fields) = makeForm(total: 10_000, depth: 12)
  let other = fields[fields.count / 2]
  field.becomeFirstResponder()
  form.showKeyboard()
  var flip = false
  let focus = measure(iterations: 200) {
    flip.toggle()
    if flip { other.becomeFirstResponder() } else { field.becomeFirstResponder() }
  }
  record("focus change, keyboard up, 10,000 views", focus, note: "one pass per change")
}

// 5. Memory per view node and tree build time.
func allocatedBytes() -> Int {
  Int(hkm_allocated_bytes())
}

do {
  let nodeCount = 100_000
  let clock = ContinuousClock()
  var keep: View?
  let before = allocatedBytes()
  let elapsed = clock.measure {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    for group in 0..<(nodeCount / 100) {
      let container = View(frame: Rect(x: 0, y: Double(group), width: 320, height: 10))
      root.addSubview(container)
      for item in 0..<99 {
        let leaf =
          item % 3 == 0
          ? TextField(frame: Rect(x: 0, y: Double(item), width: 100, height: 10))
          : View(frame: Rect(x: 0, y: Double(item), width: 100, height: 10))
        container.addSubview(leaf)
      }
    }
    keep = root
  }
  let after = allocatedBytes()
  blackHole(keep)
  let perNode = Double(after - before) / Double(nodeCount)
  results.append(
    BenchResult(
      name: "memory per view node (100,000 views)", value: perNode, unit: "bytes",
      baseline: nil, spread: 0, note: "target ≤ 512"))
  let nanoseconds =
    Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
  results.append(
    BenchResult(
      name: "tree build (100,000 views)", value: nanoseconds / Double(nodeCount), unit: "ns/view",
      baseline: nil, spread: 0, note: ""))
}

runNavigationCases()
runSimulatorCases()
runImportLintCases()
runLayoutCases()
runAutoLayoutCases()
runConstraintCases()

printResults(results, json: wantsJSON)
