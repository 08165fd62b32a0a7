import KeyboardCore
import ReturnManager

/// A table-like form: `count` fields, one per row view, in a tall scroll view.
func makeFieldForm(count: Int) -> (BenchScene, ScrollView, [TextField]) {
  let scene = BenchScene()
  let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
  scroll.contentSize = Size(width: 320, height: Double(count) * 44)
  scene.controller.view.addSubview(scroll)
  var fields: [TextField] = []
  for row in 0..<count {
    let cell = View(frame: Rect(x: 0, y: Double(row) * 44, width: 320, height: 44))
    scroll.addSubview(cell)
    let field = TextField(frame: Rect(x: 20, y: 7, width: 280, height: 30))
    cell.addSubview(field)
    fields.append(field)
  }
  return (scene, scroll, fields)
}

/// Per-step time of `steps` goNext calls from the first field.
@MainActor func goNextSample(
  _ manager: ReturnManager, _ fields: [TextField], steps: Int, samples: Int = 9
) -> Sample {
  let sample = measure(samples: samples, iterations: 1) {
    fields[0].becomeFirstResponder()
    for _ in 0..<steps { manager.goNext() }
  }
  return Sample(nanosecondsPerOperation: sample.nanosecondsPerOperation.map { $0 / Double(steps) })
}

/// 3. goNext across forms of 100, 1,000 and 10,000 fields against rebuilding the order on
/// every call (what IQKeyboardToolbarManager does); goNext with the keyboard up; 4. an order
/// rebuild after a change; a mutation followed by goNext; creating return managers.
///
/// Every case runs on the thread's CPU clock.
@MainActor func runNavigationCases() {
  var hiddenAt10k: Double?
  for count in [100, 1_000, 10_000] {
    let (scene, scroll, fields) = makeFieldForm(count: count)
    let manager = ReturnManager(scope: scroll, mode: .readingOrder)
    let steps = min(count - 1, 200)
    let cached = goNextSample(manager, fields, steps: steps)
    let rebuild = measure(samples: 9, iterations: 1) {
      fields[0].becomeFirstResponder()
      for _ in 0..<steps {
        guard let current = scene.window.firstResponder else { break }
        let fresh = NavigationOrder(scope: scroll, mode: .readingOrder)
        fresh.input(after: current)?.becomeFirstResponder()
      }
    }
    let perRebuild = Sample(
      nanosecondsPerOperation: rebuild.nanosecondsPerOperation.map { $0 / Double(steps) })
    if count == 10_000 { hiddenAt10k = cached.median }
    results.append(
      BenchResult(
        name: "goNext, \(count) fields", value: cached.median, unit: "ns",
        baseline: perRebuild.median, spread: cached.spreadPercent,
        note: "rebuild / goNext; target ≥ 100 at 10,000", isSpeedUp: true))
  }

  // goNext while the keyboard is up: the keyboard manager scrolls and insets on every switch.
  do {
    let (scene, scroll, fields) = makeFieldForm(count: 10_000)
    let manager = ReturnManager(scope: scroll, mode: .readingOrder)
    fields[0].becomeFirstResponder()
    scene.showKeyboard()
    let up = goNextSample(manager, fields, steps: 200)
    // The same 200 focus changes made directly: the keyboard manager's own share.
    let direct = measure(samples: 9, iterations: 1) {
      for field in fields[0...200] { field.becomeFirstResponder() }
    }
    let perDirect = direct.median / 201
    results.append(
      BenchResult(
        name: "goNext, keyboard up, 10,000 fields", value: up.median, unit: "ns",
        baseline: hiddenAt10k, spread: up.spreadPercent,
        note: "keyboard up / hidden; target ≤ 2 (the avoidance pass included)"))
    results.append(
      BenchResult(
        name: "goNext, keyboard up, navigation share", value: up.median - perDirect,
        unit: "ns", baseline: hiddenAt10k, spread: 0,
        note: "minus a direct focus change with the pass; target ≤ 2"))
  }

  // A rebuild of a bare order after a change, per field.
  do {
    let (scene, scroll, fields) = makeFieldForm(count: 10_000)
    let order = NavigationOrder(scope: scroll, mode: .readingOrder)
    blackHole(order.count)
    var toggle = false
    let rebuild = measure(samples: 9, iterations: 1) {
      toggle.toggle()
      fields[5_000].isHidden = toggle
      blackHole(order.count)
    }
    blackHole(scene)
    results.append(
      BenchResult(
        name: "order rebuild, per field (10,000 fields)", value: rebuild.median / 10_000,
        unit: "ns", baseline: nil, spread: rebuild.spreadPercent,
        note: "hide one field, read the order; target < 300"))
  }

  // One mutation, then goNext, with a return manager keeping the labels.
  do {
    let (scene, scroll, fields) = makeFieldForm(count: 10_000)
    let manager = ReturnManager(scope: scroll, mode: .readingOrder)
    fields[100].becomeFirstResponder()
    var toggle = false
    let hide = measure(samples: 15, iterations: 1) {
      toggle.toggle()
      fields[5_000].isHidden = toggle
      manager.goNext()
      manager.goPrevious()
    }
    // Beside field 5,000 on its row (the order places it without a rebuild).
    let spare = TextField(frame: Rect(x: 305, y: 7, width: 10, height: 30))
    let cell = fields[5_000].superview
    let insert = measure(samples: 15, iterations: 1) {
      if spare.superview == nil {
        cell?.addSubview(spare)
      } else {
        spare.removeFromSuperview()
      }
      manager.goNext()
      manager.goPrevious()
    }
    blackHole(scene)
    results.append(
      BenchResult(
        name: "hide or show one field + goNext, 10,000 fields", value: hide.median / 2,
        unit: "ns", baseline: nil, spread: hide.spreadPercent,
        note: "half of (toggle + goNext + goPrevious); target < 100,000"))
    results.append(
      BenchResult(
        name: "insert or remove one field + goNext, 10,000 fields", value: insert.median / 2,
        unit: "ns", baseline: nil, spread: insert.spreadPercent,
        note: "half of (mutation + goNext + goPrevious); target < 100,000"))
  }

  // A return manager created per appearance of a controller: 100,000 in a row.
  do {
    let (scene, _, _) = makeFieldForm(count: 4)
    var manager: ReturnManager?
    let start = threadCPUNanoseconds()
    for _ in 0..<100_000 {
      manager = ReturnManager(controller: scene.controller)
    }
    let total = threadCPUNanoseconds() - start
    blackHole(manager)
    results.append(
      BenchResult(
        name: "100,000 ReturnManager(controller:), 4 fields", value: total / 1e9, unit: "s",
        baseline: nil, spread: 0, note: "each replacing the last; target ≈ 1"))
  }
}
