import KeyboardCore
import SceneFormat

// Stacks in constrained screens: a stack pinned into the chain by constraints, so it lays out
// by constraints (UIKit's), with fields, labels and now and then a row of two fields in a
// stack of its own, every distribution and alignment, margins-relative arrangement and hidden
// arranged views, which the script hides and shows again.

extension RandomSceneBuilder {
  /// The distributions constrained stacks draw from: all of UIKit's.
  static let constrainedDistributions: [StackView.Distribution] =
    distributions + [.equalCentering]

  /// A stack placed by constraints in a chain, below `previous` (or at the top of one of the
  /// root's guides or edges), with its arranged fields appended to `inputs` and every arranged
  /// view's id to `arranged`.
  mutating func constrainedStack(
    root: String, below previous: String?, inputs: inout [String], arranged: inout [String]
  ) -> Scene.ViewSpec {
    let id = nextID("as")
    var spec = Scene.ViewSpec(id: id, kind: .stackView)
    let vertical = random.chance(0.7)
    spec.stack.axis = vertical ? .vertical : .horizontal
    spec.stack.spacing = whole(0, 16)
    spec.stack.distribution = random.pick(Self.constrainedDistributions)
    spec.stack.alignment = random.pick(Self.alignments)
    spec.stack.isLayoutMarginsRelativeArrangement = random.chance(0.2)
    var constraints: [String]
    if let previous {
      constraints = ["\(id).top == \(previous).bottom + \(number(0, 24))"]
    } else {
      let anchor = random.pick(["\(root).safeArea.top", "\(root).margins.top", "\(root).top"])
      constraints = ["\(id).top == \(anchor) + \(number(0, 200))"]
    }
    if random.chance(0.7) {
      constraints += [
        "\(id).leading == \(root).margins.leading", "\(id).trailing == \(root).margins.trailing",
      ]
    } else {
      // Centred, as wide as its views make it (the stack hugs them), or a share of the root.
      constraints += ["\(id).centerX == \(root).centerX", "\(id).leading >= \(root).leading"]
      if random.chance(0.5) {
        constraints.append(
          "\(id).width == \(random.pick(["0.5", "0.8"])) * \(root).width "
            + "@\(random.pick(Self.optionalPriorities))")
      }
    }
    // Text fields in scene files have no natural height: the stack's length is pinned, hard
    // or softly, so the arrangement is not left open along the axis.
    let length = vertical ? whole(80, 220) : whole(36, 60)
    let priority = random.chance(0.7) ? "" : " @\(random.pick(Self.optionalPriorities))"
    constraints.append("\(id).height == \(Scene.ConstraintSpec.format(length))\(priority)")
    spec.autoLayout.constraints = constraints.compactMap {
      try? Scene.ConstraintSpec(parsing: $0)
    }
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      spec.subviews.append(
        arrangedView(vertical: vertical, nests: true, inputs: &inputs, arranged: &arranged))
    }
    if spec.subviews.count > 1, random.chance(0.25) {
      spec.subviews[Int.random(in: 0..<spec.subviews.count, using: &random)].isHidden = true
    }
    return spec
  }

  /// One arranged view: a field, a label of a natural size, or (when `nests`) a horizontal
  /// row of two fields filling equally.
  private mutating func arrangedView(
    vertical: Bool, nests: Bool, inputs: inout [String], arranged: inout [String]
  ) -> Scene.ViewSpec {
    let roll = Int.random(in: 0..<10, using: &random)
    let spec: Scene.ViewSpec
    if roll < 6 {
      let id = nextID("sf")
      inputs.append(id)
      spec = Scene.ViewSpec(
        id: id, kind: .textField,
        frame: Rect(x: 0, y: 0, width: whole(60, 300), height: whole(30, 50)))
    } else if roll < 9 || !nests {
      var label = Scene.ViewSpec(
        id: nextID("sl"), kind: .view,
        frame: Rect(x: 0, y: 0, width: whole(20, 200), height: whole(12, 40)))
      if random.chance(0.7) {
        label.autoLayout.intrinsicContentSize = Size(
          width: random.chance(0.8) ? whole(20, 300) : -1, height: whole(12, 40))
      }
      spec = label
    } else {
      var row = Scene.ViewSpec(
        id: nextID("sr"), kind: .stackView,
        frame: Rect(x: 0, y: 0, width: whole(120, 300), height: whole(30, 50)))
      row.stack.axis = .horizontal
      row.stack.spacing = whole(0, 12)
      row.stack.distribution = .fillEqually
      row.stack.alignment = random.pick(Self.alignments)
      for _ in 0..<2 {
        row.subviews.append(
          arrangedView(vertical: false, nests: false, inputs: &inputs, arranged: &arranged))
      }
      spec = row
    }
    if let id = spec.id { arranged.append(id) }
    return spec
  }
}
