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
    blackHole(scene)
    results.append(
      BenchResult(
        name: "goNext, keyboard up, 10,000 fields", value: up.median, unit: "ns",
        baseline: hiddenAt10k, spread: up.spreadPercent,
        note: "keyboard up / hidden; target ≤ 2 (the avoidance pass included)"))
  }

  // The same steps in a twin form, with the avoidance pass bracketed inside each goNext: the
  // field's delegate (told first) reads the clock, an observer told right after the keyboard
  // manager reads it again. Both parts come from the same calls, so neither can go negative.
  do {
    let (scene, scroll, fields) = makeFieldForm(count: 10_000)
    let clock = PassClock()
    scene.window.addObserver(clock.end)
    for field in fields { field.delegate = clock.start }
    let manager = ReturnManager(scope: scroll, mode: .readingOrder)
    fields[0].becomeFirstResponder()
    scene.showKeyboard()
    var passes: [Double] = []
    var rests: [Double] = []
    for sample in 0..<11 {
      fields[0].becomeFirstResponder()
      clock.passNanoseconds = 0
      clock.isTiming = sample >= 2
      let start = threadCPUNanoseconds()
      for _ in 0..<200 { manager.goNext() }
      let total = threadCPUNanoseconds() - start
      guard clock.isTiming else { continue }
      clock.isTiming = false
      passes.append(clock.passNanoseconds / 200)
      rests.append(max(0, total - clock.passNanoseconds) / 200)
    }
    let pass = Sample(nanosecondsPerOperation: passes)
    let rest = Sample(nanosecondsPerOperation: rests)
    blackHole(scene)
    results.append(
      BenchResult(
        name: "goNext, keyboard up, navigation share", value: rest.median,
        unit: "ns", baseline: hiddenAt10k, spread: rest.spreadPercent,
        note: "goNext outside its avoidance pass, same calls / hidden"))
    results.append(
      BenchResult(
        name: "goNext, keyboard up, avoidance pass share", value: pass.median,
        unit: "ns", baseline: hiddenAt10k, spread: pass.spreadPercent,
        note: "the pass inside goNext, same calls / hidden"))
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

/// Brackets the keyboard manager's pass on a focus change: a field's delegate is told before
/// any window observer (``start``), and an observer added after the keyboard manager is told
/// right after it (``end``); the time between adds to ``passNanoseconds`` while ``isTiming``.
final class PassClock {
  var isTiming = false
  var passNanoseconds = 0.0
  fileprivate var began = 0.0
  /// Set as every field's delegate.
  let start = Start()
  /// Added to the window after the keyboard manager.
  let end = End()

  init() {
    start.clock = self
    end.clock = self
  }

  final class Start: TextInputDelegate {
    weak var clock: PassClock?
    func textInputDidBeginEditing(_ input: any TextInput) {
      guard let clock, clock.isTiming else { return }
      clock.began = threadCPUNanoseconds()
    }
  }

  final class End: WindowObserver {
    weak var clock: PassClock?
    func textInputDidBeginEditing(_ input: any TextInput) {
      guard let clock, clock.isTiming else { return }
      clock.passNanoseconds += threadCPUNanoseconds() - clock.began
    }
  }
}
