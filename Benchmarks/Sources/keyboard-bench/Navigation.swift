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

/// 3. goNext across forms of 100, 1,000 and 10,000 fields against rebuilding the order on
/// every call (what IQKeyboardToolbarManager does), and 4. an order rebuild after a change.
@MainActor func runNavigationCases() {
  for count in [100, 1_000, 10_000] {
    let (scene, scroll, fields) = makeFieldForm(count: count)
    let manager = ReturnManager(scope: scroll, mode: .readingOrder)
    let steps = min(count - 1, 200)
    let cached = measure(samples: 9, iterations: 1) {
      fields[0].becomeFirstResponder()
      for _ in 0..<steps { manager.goNext() }
    }
    let rebuild = measure(samples: 9, iterations: 1) {
      fields[0].becomeFirstResponder()
      for _ in 0..<steps {
        guard let current = scene.window.firstResponder else { break }
        let fresh = NavigationOrder(scope: scroll, mode: .readingOrder)
        fresh.input(after: current)?.becomeFirstResponder()
      }
    }
    let perCached = Sample(
      nanosecondsPerOperation: cached.nanosecondsPerOperation.map { $0 / Double(steps) })
    let perRebuild = Sample(
      nanosecondsPerOperation: rebuild.nanosecondsPerOperation.map { $0 / Double(steps) })
    results.append(
      BenchResult(
        name: "goNext, \(count) fields", value: perCached.median, unit: "ns",
        baseline: perRebuild.median, spread: perCached.spreadPercent,
        note: "rebuild / goNext; target ≥ 100 at 10,000", isSpeedUp: true))
  }

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
      name: "order rebuild after a change, 10,000 fields", value: rebuild.median, unit: "ns",
      baseline: nil, spread: rebuild.spreadPercent, note: "hide one field, read the order"))
}
