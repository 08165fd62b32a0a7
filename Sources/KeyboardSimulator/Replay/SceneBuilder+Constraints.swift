import KeyboardCore
import SceneFormat

// Auto Layout from a scene: each view's flags and priorities as it is made, then, once the
// whole tree exists, the constraints (ids resolved to views and guides), activated or handed
// to their keyboard guide's edge tracking. The first layout pass solves them.

extension SceneTreeBuilder {
  /// Sets a view's Auto Layout flags, priorities, natural size and keyboard guide settings.
  func configureAutoLayout(_ view: View, with spec: Scene.ViewSpec, isRoot: Bool) {
    let layout = spec.autoLayout
    if !Scene.translatesAutoresizingMask(of: spec, isControllerRoot: isRoot, firstItems: firstItems)
    {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    if let size = layout.intrinsicContentSize, let plain = view as? AutoresizingView {
      plain.naturalSize = size
    }
    if let hugging = layout.contentHugging {
      view.setContentHuggingPriority(LayoutPriority(hugging.horizontal), for: .horizontal)
      view.setContentHuggingPriority(LayoutPriority(hugging.vertical), for: .vertical)
    }
    if let resistance = layout.compressionResistance {
      view.setContentCompressionResistancePriority(
        LayoutPriority(resistance.horizontal), for: .horizontal)
      view.setContentCompressionResistancePriority(
        LayoutPriority(resistance.vertical), for: .vertical)
    }
    if let guide = layout.keyboardLayoutGuide {
      let keyboardGuide = view.keyboardLayoutGuide
      if let follows = guide.followsUndockedKeyboard {
        keyboardGuide.followsUndockedKeyboard = follows
      }
      if let uses = guide.usesBottomSafeArea { keyboardGuide.usesBottomSafeArea = uses }
    }
  }
}

/// A constraint of the scene and the live constraint made from it.
package struct SceneConstraint {
  /// The constraint as the scene gives it.
  package var spec: Scene.ConstraintSpec
  /// The live constraint.
  package var constraint: LayoutConstraint
}

extension LiveScene {
  /// Makes the scene's constraints, in document order: activated, or, with
  /// `activeWhenNearEdge` or `activeWhenAwayFrom`, given to their keyboard guide, which
  /// switches them as the keyboard moves.
  ///
  /// A constraint whose items have no common ancestor (which validation rules out) is skipped
  /// with a diagnostic, never activated into a crash.
  func installConstraints() {
    var tracked:
      [(
        guide: KeyboardLayoutGuide, edges: RectEdge, nearEdge: Bool,
        constraints: [LayoutConstraint]
      )] = []
    for spec in scene.allConstraints {
      guard let first = item(spec.firstItem) else { continue }
      let second = spec.secondItem.flatMap(item)
      if spec.secondItem != nil, second == nil { continue }
      let constraint = LayoutConstraint(
        item: first, attribute: spec.firstAttribute, relatedBy: spec.relation, toItem: second,
        attribute: spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant)
      constraint.priority = LayoutPriority(spec.priority)
      constraint.identifier = spec.identifier
      guard haveCommonAncestor(first, second) else {
        window.report(
          Diagnostic(
            .unsatisfiableConstraints,
            "\(spec.text): its items have no common ancestor; the constraint is not activated"))
        continue
      }
      layoutConstraints.append(SceneConstraint(spec: spec, constraint: constraint))
      guard spec.isEdgeTracking, let keyboardItem = spec.keyboardItem,
        let view = view(withID: keyboardItem.id)
      else {
        constraint.isActive = true
        continue
      }
      let guide = view.keyboardLayoutGuide
      let nearEdge = spec.activeWhenNearEdge != nil
      let edges =
        spec.activeWhenNearEdge.map(\.rectEdge)
        ?? spec.activeWhenAwayFrom.reduce(into: RectEdge()) { $0.insert($1.rectEdge) }
      if let index = tracked.firstIndex(where: {
        $0.guide === guide && $0.edges == edges && $0.nearEdge == nearEdge
      }) {
        tracked[index].constraints.append(constraint)
      } else {
        tracked.append((guide, edges, nearEdge, [constraint]))
      }
    }
    for entry in tracked {
      if entry.nearEdge {
        entry.guide.setConstraints(entry.constraints, activeWhenNearEdge: entry.edges)
      } else {
        entry.guide.setConstraints(entry.constraints, activeWhenAwayFrom: entry.edges)
      }
    }
  }

  /// The view or guide a constraint's item names.
  private func item(_ item: Scene.ConstraintSpec.Item) -> AnyObject? {
    guard let view = view(withID: item.id) else { return nil }
    switch item.guide {
    case nil: return view
    case .safeArea: return view.safeAreaLayoutGuide
    case .margins: return view.layoutMarginsGuide
    case .readable: return view.readableContentGuide
    case .keyboard: return view.keyboardLayoutGuide
    case .content: return (view as? ScrollView)?.contentLayoutGuide
    case .frameGuide: return (view as? ScrollView)?.frameLayoutGuide
    }
  }

  private func haveCommonAncestor(_ first: AnyObject, _ second: AnyObject?) -> Bool {
    func owner(_ item: AnyObject) -> View? {
      (item as? View) ?? (item as? LayoutGuide)?.owningView
    }
    guard let second else { return true }
    guard let a = owner(first), let b = owner(second) else { return false }
    return a.root === b.root
  }

  /// The views the constraints place (`translatesAutoresizingMaskIntoConstraints` off) with
  /// their names, in the scene's order.
  package var constrainedViews: [(name: String, view: View)] {
    orderedNames.compactMap { name in
      guard let view = viewsByName[name], !view.translatesAutoresizingMaskIntoConstraints
      else { return nil }
      return (name, view)
    }
  }
}
