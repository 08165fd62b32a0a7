import KeyboardCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 10,000-view form whose scroll view also holds a text view, laid out once.
@MainActor private func makeLayoutScene() -> (BenchScene, TextView) {
  let (scene, _, _) = makeForm(total: 10_000, depth: 12)
  let textView = TextView(frame: Rect(x: 20, y: 100, width: 280, height: 120))
  textView.contentSize = Size(width: 280, height: 2000)
  scene.controller.view.addSubview(textView)
  scene.window.layoutIfNeeded()
  return (scene, textView)
}

/// 6. Layout: a clean `layoutIfNeeded` and a keystroke, both at 10,000 views, on the thread's
/// CPU clock.
@MainActor func runLayoutCases() {
  let (scene, textView) = makeLayoutScene()
  let window = scene.window
  let clean = measure(iterations: 200) { window.layoutIfNeeded() }
  record("layoutIfNeeded, nothing dirty, 10,000 views", clean, note: "thread CPU; target < 1000 ns")

  textView.text = String(repeating: "lorem ipsum\n", count: 100_000 / 12)
  textView.becomeFirstResponder()
  scene.showKeyboard()
  window.layoutIfNeeded()
  let keystroke = measure(iterations: 50) {
    textView.insertText("a")
    window.layoutIfNeeded()
  }
  record(
    "keystroke in a text view (10,000 views, 100k chars)", keystroke,
    note: "insertText + layoutIfNeeded; thread CPU; target < 30000 ns")
}

/// Ends the program (for `--layout`, after the layout cases).
func exitNow() -> Never {
  exit(0)
}
