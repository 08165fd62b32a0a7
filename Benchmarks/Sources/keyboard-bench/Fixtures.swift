import KeyboardCore

/// A window with a root controller and an enabled keyboard manager.
struct BenchScene {
  let screen: Screen
  let window: Window
  let controller: ViewController
  let manager: KeyboardManager

  init() {
    screen = Screen(width: 320, height: 568)
    window = Window(screen: screen, safeAreaInsets: Insets(top: 20))
    controller = ViewController()
    window.rootViewController = controller
    manager = KeyboardManager(window: window)
    manager.isEnabled = true
  }

  func showKeyboard() {
    screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
  }
}

/// A form of `total` views whose active field sits at `depth` (one scroll view in the chain),
/// the rest spread as sibling rows with fields.
func makeForm(total: Int, depth: Int) -> (BenchScene, TextField, [TextField]) {
  let scene = BenchScene()
  var count = 1
  let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
  scroll.contentSize = Size(width: 320, height: 4000)
  scene.controller.view.addSubview(scroll)
  count += 1
  var container: View = scroll
  for level in 0..<max(0, depth - 2) {
    let child = View(frame: Rect(x: 0, y: level == 0 ? 0 : 1, width: 320, height: 3000))
    container.addSubview(child)
    container = child
    count += 1
  }
  let field = TextField(frame: Rect(x: 20, y: 500, width: 280, height: 30))
  container.addSubview(field)
  count += 1
  var fields = [field]
  var row = 0
  while count < total {
    let rowView = View(frame: Rect(x: 0, y: 600 + Double(row) * 40, width: 320, height: 40))
    scroll.addSubview(rowView)
    count += 1
    if count < total {
      let other = TextField(frame: Rect(x: 20, y: 5, width: 280, height: 30))
      rowView.addSubview(other)
      fields.append(other)
      count += 1
    }
    row += 1
  }
  return (scene, field, fields)
}

/// A chain of `depth` plain views with the field at the bottom (no scroll views).
func makeChain(depth: Int) -> (BenchScene, TextField) {
  let scene = BenchScene()
  var container = scene.controller.view
  for _ in 0..<max(0, depth - 1) {
    let child = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    container.addSubview(child)
    container = child
  }
  let field = TextField(frame: Rect(x: 20, y: 500, width: 280, height: 30))
  container.addSubview(field)
  return (scene, field)
}

/// The floor: what any solver must read, on the same tree representation: the walk from the
/// field to the window collecting each ancestor, then each one's frame in window coordinates.
@inline(never)
func bareWalk(_ view: View) -> Rect {
  var chain: [View] = []
  var current: View? = view
  while let node = current {
    chain.append(node)
    current = node.superview
  }
  var origin = Point.zero
  var frame = Rect.zero
  for node in chain.reversed() {
    frame = Rect(origin: origin + node.frame.origin, size: node.frame.size)
    origin = frame.origin - node.bounds.origin
  }
  return frame
}
