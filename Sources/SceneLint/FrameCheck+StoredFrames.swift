import KeyboardCore
import SceneFormat

// Stored frames that break their own constraints: a mismatch is not always the import's. Where
// the frames Interface Builder stored do not satisfy a required constraint of the document
// (text changed after the last "Update Frames", a frame left misplaced), no layout, UIKit's
// included, puts the view there. The check still counts such a view as a mismatch, and says
// which constraint its stored frame breaks.

extension FrameCheck {
  /// A required constraint the stored frames break, and by how much.
  package struct BrokenConstraint: Sendable, Hashable {
    /// The constraint, in the scene format's grammar.
    package var text: String
    /// How far the stored frames are from satisfying it, in points.
    package var amount: Double
  }

  /// Each view's stored frame in its controller's root view's coordinates (the root view at
  /// the origin, at `design` size), by id.
  static func storedRootFrames(of scene: Scene, design: Size) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    func visit(_ view: Scene.ViewSpec, origin: Point, isRoot: Bool) {
      let local = isRoot ? Rect(x: 0, y: 0, width: design.width, height: design.height) : view.frame
      guard let local else { return }
      let frame = Rect(
        x: origin.x + local.minX, y: origin.y + local.minY, width: local.width,
        height: local.height)
      if let id = view.id { frames[id] = frame }
      for subview in view.subviews {
        visit(subview, origin: Point(x: frame.minX, y: frame.minY), isRoot: false)
      }
    }
    func visit(_ controller: Scene.ControllerSpec) {
      if let view = controller.view { visit(view, origin: Point(x: 0, y: 0), isRoot: true) }
      controller.viewControllers.forEach(visit)
      controller.presented.map(visit)
    }
    visit(scene.root)
    return frames
  }

  /// The required constraint of `scene` mentioning `view` that the stored frames break the
  /// most, if any breaks one by the tolerance or more.
  ///
  /// Only constraints between views (no guides, no scroll views, whose edges mean their
  /// content) on edges, centres and lengths are read.
  static func brokenConstraint(
    of view: String, in scene: Scene, frames: [String: Rect], scrollViews: Set<String>
  ) -> BrokenConstraint? {
    var worst: BrokenConstraint?
    for constraint in scene.allConstraints where constraint.isRequired {
      let items = constraint.items
      guard items.contains(where: { $0.id == view }),
        items.allSatisfy({ $0.guide == nil && !scrollViews.contains($0.id) }),
        let first = frames[constraint.firstItem.id].flatMap({
          value(of: constraint.firstAttribute, in: $0)
        })
      else { continue }
      var right = constraint.constant
      if let second = constraint.secondItem {
        guard let frame = frames[second.id],
          let value = value(of: constraint.secondAttribute, in: frame)
        else { continue }
        right += constraint.multiplier * value
      }
      let amount: Double
      switch constraint.relation {
      case .equal: amount = Swift.abs(first - right)
      case .lessThanOrEqual: amount = first - right
      case .greaterThanOrEqual: amount = right - first
      }
      if amount >= tolerance, amount > (worst?.amount ?? 0) {
        worst = BrokenConstraint(text: constraint.text, amount: amount)
      }
    }
    return worst
  }

  private static func value(of attribute: LayoutAttribute, in frame: Rect) -> Double? {
    switch attribute {
    case .left, .leading: frame.minX
    case .right, .trailing: frame.maxX
    case .centerX: frame.midX
    case .width: frame.width
    case .top: frame.minY
    case .bottom: frame.maxY
    case .centerY: frame.midY
    case .height: frame.height
    default: nil
    }
  }

  /// Gives the arranged views of stacks that have none an id, `stack-arranged2` for the second view
  /// of `stack`, so the check compares them too: a stack in the layout places them by
  /// constraints, though no constraint of the document names them.
  static func nameArrangedViews(in scene: inout Scene) {
    var taken: Set<String> = []
    scene.root.forEachView { view in
      if let id = view.id { taken.insert(id) }
    }
    func visit(_ view: inout Scene.ViewSpec) {
      if view.kind == .stackView, let stack = view.id {
        for index in view.subviews.indices where view.subviews[index].id == nil {
          let name = "\(stack)-arranged\(index + 1)"
          if taken.insert(name).inserted { view.subviews[index].id = name }
        }
      }
      for index in view.subviews.indices { visit(&view.subviews[index]) }
    }
    func visit(_ controller: inout Scene.ControllerSpec) {
      if var view = controller.view {
        visit(&view)
        controller.view = view
      }
      for index in controller.viewControllers.indices { visit(&controller.viewControllers[index]) }
      for index in controller.children.indices { visit(&controller.children[index].controller) }
      if var presented = controller.presented {
        visit(&presented)
        controller.presented = presented
      }
    }
    visit(&scene.root)
  }
}
