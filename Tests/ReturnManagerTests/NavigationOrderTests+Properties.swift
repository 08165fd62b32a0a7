import KeyboardCore
import ReturnManager
import XCTest

/// Seeded property tests over random forms: nested containers, random integral frames, some inputs
/// hidden, transparent, disabled or opted out, some containers hidden.
///
/// A failure prints the seed; replay it by putting it first in `seeds`.
final class NavigationOrderPropertyTests: XCTestCase {
  private let seeds: [UInt64] = Array(1...300)

  /// A random form as a value, so that the same form can be built twice (once mirrored).
  private indirect enum Node {
    case container(frame: Rect, hidden: Bool, children: [Node])
    case field(frame: Rect, flags: Flags)
    case textView(frame: Rect, flags: Flags)
  }

  private struct Flags {
    var hidden = false
    var transparent = false
    var disabled = false
    var ignored = false
    var returnKeyType = ReturnKeyType.default
  }

  private static func randomFlags(_ rng: inout SplitMix64) -> Flags {
    var flags = Flags()
    switch Int.random(in: 0..<12, using: &rng) {
    case 0: flags.hidden = true
    case 1: flags.transparent = true
    case 2: flags.disabled = true
    case 3: flags.ignored = true
    default: break
    }
    flags.returnKeyType = [.default, .go, .search, .send].randomElement(using: &rng) ?? .default
    return flags
  }

  private static func randomFrame(
    _ rng: inout SplitMix64, width: Double, height: Double, minSize: Double
  ) -> Rect {
    let w = Double(Int.random(in: Int(minSize)...Int(Swift.max(minSize, width)), using: &rng))
    let h = Double(Int.random(in: Int(minSize)...Int(minSize * 3), using: &rng))
    let x = Double(Int.random(in: 0...Int(Swift.max(0, width - w)), using: &rng))
    // Rows snap to a coarse grid with small jitter, so same-row groups and near-ties occur.
    let row = Double(Int.random(in: 0...Int(Swift.max(0, height / 40)), using: &rng)) * 40
    let y = row + Double(Int.random(in: -3...3, using: &rng))
    return Rect(x: x, y: y, width: w, height: h)
  }

  private static func randomChildren(
    _ rng: inout SplitMix64, width: Double, height: Double, depth: Int
  ) -> [Node] {
    (0..<Int.random(in: 1...5, using: &rng)).map { _ in
      let roll = Int.random(in: 0..<10, using: &rng)
      if roll < 2 && depth < 3 {
        let frame = randomFrame(&rng, width: width, height: height, minSize: 60)
        return .container(
          frame: frame, hidden: Int.random(in: 0..<10, using: &rng) == 0,
          children: randomChildren(
            &rng, width: frame.width, height: frame.height * 2, depth: depth + 1))
      }
      let frame = randomFrame(&rng, width: width, height: height, minSize: 20)
      let flags = randomFlags(&rng)
      return roll == 9 ? .textView(frame: frame, flags: flags) : .field(frame: frame, flags: flags)
    }
  }

  /// Builds the nodes into `parent`; mirrored, every frame becomes `x' = width - maxX` within its
  /// parent.
  ///
  /// Returns the inputs in creation order, named by that index.
  private static func build(
    _ nodes: [Node], into parent: View, parentWidth: Double, mirrored: Bool,
    inputs: inout [any TextInput]
  ) {
    func place(_ frame: Rect) -> Rect {
      guard mirrored else { return frame }
      return Rect(
        x: parentWidth - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
    for node in nodes {
      switch node {
      case .container(let frame, let hidden, let children):
        let container = View(frame: place(frame))
        container.isHidden = hidden
        parent.addSubview(container)
        build(
          children, into: container, parentWidth: frame.width, mirrored: mirrored,
          inputs: &inputs)
      case .field(let frame, let flags), .textView(let frame, let flags):
        let input: any TextInput
        if case .field = node {
          let field = TextField(frame: place(frame))
          field.isEnabled = !flags.disabled
          input = field
        } else {
          let textView = TextView(frame: place(frame))
          textView.isEditable = !flags.disabled
          input = textView
        }
        input.isHidden = flags.hidden
        input.alpha = flags.transparent ? 0 : 1
        input.ignoresNavigation = flags.ignored
        input.returnKeyType = flags.returnKeyType
        input.placeholder = "\(inputs.count)"
        parent.addSubview(input)
        inputs.append(input)
      }
    }
  }

  private struct Built {
    let scene: Scene
    let inputs: [any TextInput]
    let originals: [ReturnKeyType]
  }

  private static func randomForm(seed: UInt64, mirrored: Bool = false) -> Built {
    var rng = SplitMix64(seed: seed)
    let nodes = randomChildren(&rng, width: 320, height: 560, depth: 0)
    let scene = Scene(width: 320, height: 1200)
    var inputs: [any TextInput] = []
    build(nodes, into: scene.scope, parentWidth: 320, mirrored: mirrored, inputs: &inputs)
    return Built(scene: scene, inputs: inputs, originals: inputs.map(\.returnKeyType))
  }

  // MARK: Properties

  /// (1) The label matches the action: a field shows Next exactly when goNext from it succeeds;
  /// fields outside the order, and text views whose return types a newline, keep their own type.
  ///
  /// Checked after random live changes too, reading the labels before any manager call.
  func testProperty_labelMatchesAction() {
    for seed in seeds {
      var rng = SplitMix64(seed: seed &* 7919)
      let form = Self.randomForm(seed: seed)
      let manager = ReturnManager(scope: form.scene.scope, mode: .readingOrder)
      manager.dismissTextViewOnReturn = Bool.random(using: &rng)
      manager.wrapsAround = Int.random(in: 0..<4, using: &rng) == 0
      for round in 0..<2 {
        if round == 1, let victim = form.inputs.randomElement(using: &rng) {
          switch Int.random(in: 0..<3, using: &rng) {
          case 0: victim.isHidden.toggle()
          case 1: victim.frame.origin.y += 45
          default: victim.ignoresNavigation.toggle()
          }
        }
        let labels = form.inputs.map(\.returnKeyType)
        let members = Set(manager.order.inputs.map(ObjectIdentifier.init))
        for (index, input) in form.inputs.enumerated() {
          let context = "seed \(seed), round \(round), input \(index)"
          guard members.contains(ObjectIdentifier(input)) else {
            XCTAssertEqual(labels[index], form.originals[index], context)
            continue
          }
          if input.isMultiline && !manager.dismissTextViewOnReturn {
            XCTAssertEqual(labels[index], form.originals[index], context)
            continue
          }
          XCTAssertTrue(input.becomeFirstResponder(), context)
          let moved = manager.goNext()
          XCTAssertEqual(labels[index] == .next, moved, context)
          if !moved { XCTAssertEqual(labels[index], .done, context) }
        }
        form.scene.window.resignFirstResponder(force: true)
      }
    }
  }

  /// (2) next(previous(x)) == x and previous(next(x)) == x inside the order, with and without
  /// wrap-around; and `explain` is `nil` exactly for the members.
  func testProperty_nextOfPreviousIsIdentity() {
    for seed in seeds {
      let form = Self.randomForm(seed: seed)
      let order = NavigationOrder(scope: form.scene.scope, mode: .readingOrder)
      let members = order.inputs
      for wraps in [false, true] {
        for (index, input) in members.enumerated() {
          let context = "seed \(seed), wraps \(wraps), index \(index)"
          if let previous = order.input(before: input, wrapsAround: wraps) {
            XCTAssertTrue(order.input(after: previous, wrapsAround: wraps) === input, context)
          } else {
            XCTAssertTrue(index == 0 && (!wraps || members.count == 1), context)
          }
          if let next = order.input(after: input, wrapsAround: wraps) {
            XCTAssertTrue(order.input(before: next, wrapsAround: wraps) === input, context)
          } else {
            XCTAssertTrue(index == members.count - 1 && (!wraps || members.count == 1), context)
          }
        }
      }
      for input in form.inputs {
        XCTAssertEqual(order.explain(input) == nil, order.contains(input), "seed \(seed)")
      }
    }
  }

  /// (3) The right-to-left reading order of a horizontally mirrored form equals the
  /// left-to-right order of the original.
  func testProperty_mirroredFormRightToLeft_equalsOriginalLeftToRight() {
    for seed in seeds {
      let original = Self.randomForm(seed: seed)
      let mirrored = Self.randomForm(seed: seed, mirrored: true)
      let ltr = NavigationOrder(scope: original.scene.scope, mode: .readingOrder)
      let rtl = NavigationOrder(
        scope: mirrored.scene.scope, mode: .readingOrder(direction: .rightToLeft))
      XCTAssertEqual(names(rtl.inputs), names(ltr.inputs), "seed \(seed)")
      XCTAssertEqual(ltr.count, ltr.inputs.count, "seed \(seed)")
    }
  }
}
