import KeyboardCore

/// A phone screen laid out by constraints: a scroll view pinned to the root, a content view
/// sized by the content and frame guides, `rows` rows of a label, a field, a divider and a
/// hint (4 views and about 20 constraints a row), and an input bar on the keyboard layout
/// guide.
@MainActor struct ConstrainedScreen {
  let window: Window
  let controller: ViewController
  let fields: [TextField]
  let bar: View
  let constraintCount: Int
}

private final class Label: View {
  let natural: Size
  init(_ natural: Size) {
    self.natural = natural
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  override var intrinsicContentSize: Size { natural }
}

@MainActor func makeConstrainedScreen(rows: Int, barOnKeyboardGuide: Bool = true)
  -> ConstrainedScreen
{
  let window = Window(
    screen: Screen(width: 390, height: 844, scale: 3), safeAreaInsets: Insets(top: 47, bottom: 34))
  let controller = ViewController()
  window.rootViewController = controller
  let root = controller.view
  let scroll = ScrollView()
  scroll.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(scroll)
  let content = View()
  content.translatesAutoresizingMaskIntoConstraints = false
  scroll.addSubview(content)
  let bar = View()
  bar.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(bar)
  var constraints: [LayoutConstraint] = [
    scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
    scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    scroll.bottomAnchor.constraint(equalTo: bar.topAnchor),
    bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    barOnKeyboardGuide
      ? bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)
      : bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
    bar.heightAnchor.constraint(equalToConstant: 50),
    content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
    content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
    content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
    content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
    content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
  ]
  var fields: [TextField] = []
  var previous: LayoutYAxisAnchor = content.topAnchor
  for row in 0..<rows {
    let label = Label(Size(width: 80, height: 20))
    let field = TextField()
    field.translatesAutoresizingMaskIntoConstraints = false
    let divider = View()
    divider.translatesAutoresizingMaskIntoConstraints = false
    let hint = Label(Size(width: Double(100 + row % 5 * 40), height: 16))
    [label, field, divider, hint].forEach(content.addSubview)
    let margins = content.layoutMarginsGuide
    let height = field.heightAnchor.constraint(equalToConstant: 44)
    let preferred = hint.widthAnchor.constraint(equalTo: field.widthAnchor, multiplier: 0.5)
    preferred.priority = .defaultLow
    constraints += [
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
      field.topAnchor.constraint(equalTo: previous, constant: 12),
      field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      height,
      field.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
      divider.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 4),
      divider.leadingAnchor.constraint(equalTo: field.leadingAnchor),
      divider.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      divider.heightAnchor.constraint(equalToConstant: 1),
      hint.topAnchor.constraint(equalTo: divider.bottomAnchor, constant: 2),
      hint.leadingAnchor.constraint(equalTo: field.leadingAnchor),
      hint.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      preferred,
    ]
    previous = hint.bottomAnchor
    fields.append(field)
  }
  constraints.append(content.bottomAnchor.constraint(equalTo: previous, constant: 20))
  LayoutConstraint.activate(constraints)
  window.layoutIfNeeded()
  // Row constraints, plus each label's and hint's hugging and compression (4 a view).
  let count = constraints.count + rows * 2 * 4
  return ConstrainedScreen(
    window: window, controller: controller, fields: fields, bar: bar, constraintCount: count)
}

/// The same screen as frames alone: every view where the constraints put it, no constraints.
@MainActor func makeFrameTwin(of screen: ConstrainedScreen) -> (Window, [TextField]) {
  let window = Window(
    screen: Screen(width: 390, height: 844, scale: 3), safeAreaInsets: Insets(top: 47, bottom: 34))
  let controller = ViewController()
  window.rootViewController = controller
  var fields: [TextField] = []
  func copy(_ view: View, into parent: View) {
    let twin: View
    if let scroll = view as? ScrollView {
      let scrollTwin = ScrollView(frame: scroll.frame)
      scrollTwin.contentSize = scroll.contentSize
      twin = scrollTwin
    } else if view is TextField {
      let field = TextField(frame: view.frame)
      fields.append(field)
      twin = field
    } else {
      twin = View(frame: view.frame)
    }
    parent.addSubview(twin)
    view.subviews.forEach { copy($0, into: twin) }
  }
  screen.controller.view.subviews.forEach { copy($0, into: controller.view) }
  window.layoutIfNeeded()
  return (window, fields)
}

/// A chain of `count` views, each below the last: about 5 constraints a view.
@MainActor func buildChain(count: Int) -> View {
  let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 100_000))
  var previous = root.topAnchor
  var constraints: [LayoutConstraint] = []
  constraints.reserveCapacity(count * 5)
  for index in 0..<count {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 200)
    width.priority = .defaultHigh
    constraints += [
      view.topAnchor.constraint(equalTo: previous, constant: 4),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(index % 7)),
      view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      view.heightAnchor.constraint(equalToConstant: 20),
      width,
    ]
    previous = view.bottomAnchor
  }
  LayoutConstraint.activate(constraints)
  root.layoutIfNeeded()
  return root
}

/// 7. Auto Layout in the tree: build and solve, the keyboard guide's re-solve, one constraint
/// in and out, and the keyboard manager's pass and the layout targets with constraints on the
/// screen. Thread CPU time.
@MainActor func runAutoLayoutCases() {
  let sample = makeConstrainedScreen(rows: 25)
  let build = measure(samples: 9, iterations: 5) { blackHole(makeConstrainedScreen(rows: 25)) }
  record(
    "Auto Layout: build+solve 100-view screen (\(sample.constraintCount) constraints)", build,
    note: "views, activate, first layout")

  let small = measure(samples: 9, iterations: 5) { blackHole(buildChain(count: 100)) }
  let large = measure(samples: 5, iterations: 1) { blackHole(buildChain(count: 1000)) }
  record(
    "Auto Layout: build+solve 1,000-view chain (~5,000 constraints)", large, baseline: small,
    note: "t(1,000 views) / t(100 views); target ≤ 15")

  // The keyboard moves: the guide's edit variable, a re-solve, the bar's frame.
  let keyboard = sample.window.screen.keyboard
  var tall = false
  let move = measure(iterations: 200) {
    tall.toggle()
    let height: Double = tall ? 380 : 336
    keyboard.post(.willChangeFrame, frame: Rect(x: 0, y: 844 - height, width: 390, height: height))
  }
  results.append(
    BenchResult(
      name: "Auto Layout: keyboard moves, guide re-solve (100-view screen)", value: move.median,
      unit: "ns", baseline: build.median, spread: move.spreadPercent,
      note: "re-solve / build+solve; target ≤ 0.05"))
  keyboard.post(.willHide, frame: Rect(x: 0, y: 844, width: 390, height: 336))

  let extra = sample.fields[3].widthAnchor.constraint(lessThanOrEqualToConstant: 200)
  let window = sample.window
  let toggle = measure(iterations: 200) {
    extra.isActive = true
    window.layoutIfNeeded()
    extra.isActive = false
    window.layoutIfNeeded()
  }
  record("Auto Layout: add+remove one constraint (100-view screen)", toggle, note: "with layout")

  // The keyboard manager's whole pass, constrained screen against its frame-only twin: the
  // bar rests on the safe area here, so both do the same avoidance work (the guide's own
  // re-solve is the case above).
  let still = makeConstrainedScreen(rows: 25, barOnKeyboardGuide: false)
  let (twinWindow, twinFields) = makeFrameTwin(of: still)
  func pass(window: Window, field: TextField) -> Sample {
    let manager = KeyboardManager(window: window)
    manager.isEnabled = true
    field.becomeFirstResponder()
    window.screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))
    var taller = false
    let sample = measure(iterations: 300) {
      taller.toggle()
      let height: Double = taller ? 380 : 336
      window.screen.keyboard.post(
        .willChangeFrame, frame: Rect(x: 0, y: 844 - height, width: 390, height: height))
    }
    window.screen.keyboard.post(.willHide, frame: Rect(x: 0, y: 844, width: 390, height: 336))
    withExtendedLifetime(manager) {}
    return sample
  }
  let twinPass = pass(window: twinWindow, field: twinFields[20])
  let constrainedPass = pass(window: still.window, field: still.fields[20])
  record(
    "Auto Layout: whole keyboard pass, constrained / frame-only twin", constrainedPass,
    baseline: twinPass, note: "target ≤ 2")

  let clean = measure(iterations: 2000) { window.layoutIfNeeded() }
  record(
    "Auto Layout: layoutIfNeeded, nothing dirty, constrained screen", clean,
    note: "target < 1000 ns")

  let textView = TextView(frame: Rect(x: 20, y: 100, width: 280, height: 120))
  sample.controller.view.addSubview(textView)
  textView.text = String(repeating: "lorem ipsum\n", count: 100_000 / 12)
  textView.becomeFirstResponder()
  window.layoutIfNeeded()
  let keystroke = measure(iterations: 50) {
    textView.insertText("a")
    window.layoutIfNeeded()
  }
  record(
    "Auto Layout: keystroke in a text view, constrained screen", keystroke,
    note: "insertText + layoutIfNeeded; target < 30000 ns")
}
