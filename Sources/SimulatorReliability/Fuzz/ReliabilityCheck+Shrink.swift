import KeyboardCore
import KeyboardSimulator
import SceneFormat

extension ReliabilityCheck {
  /// Reduces a failing scene to a small one that still breaks the same property: drops the
  /// steps after the failure, then single steps, then the keys an `updateController` step
  /// does not need, then whole view subtrees (with the steps that named them), for as long as
  /// the failure stays.
  ///
  /// Every candidate kept is one whose scene file text loads, so a shrunk scene written to a
  /// file always loads again (when the scene given loads).
  ///
  /// - Parameters:
  ///   - scene: A scene for which ``firstFailure(in:)`` returns a failure.
  ///   - failure: That failure.
  ///   - attempts: The most replays to spend.
  /// - Returns: The smallest failing scene found, and its failure.
  package static func shrink(
    _ scene: Scene, failure: ReliabilityFailure, attempts: Int = 400
  ) -> (scene: Scene, failure: ReliabilityFailure) {
    var best = scene
    var bestFailure = failure
    var budget = attempts
    func stillFails(_ candidate: Scene) -> ReliabilityFailure? {
      guard budget > 0 else { return nil }
      budget -= 1
      // Valid in memory is not enough: the candidate must survive its scene file's text, as
      // the file written for it will be read (a predictive bar on a preset that has none
      // validates but does not load).
      guard loads(candidate),
        let found = firstFailure(in: candidate), found.property == failure.property
      else { return nil }
      return found
    }
    if bestFailure.step < best.steps.count {
      var candidate = best
      candidate.steps = Array(best.steps.prefix(bestFailure.step))
      if let found = stillFails(candidate) {
        best = candidate
        bestFailure = found
      }
    }
    var progress = true
    while progress && budget > 0 {
      progress = false
      var index = 0
      while index < best.steps.count && budget > 0 {
        var candidate = best
        candidate.steps.remove(at: index)
        if let found = stillFails(candidate) {
          best = candidate
          bestFailure = found
          progress = true
        } else {
          index += 1
        }
      }
      // A step that changes a controller in several ways keeps only the ways it needs.
      for index in best.steps.indices where budget > 0 {
        guard case .updateController(let id, let update) = best.steps[index].action else {
          continue
        }
        var kept = update
        for key in update.setKeys where kept.setKeys.count > 1 && budget > 0 {
          var candidate = best
          candidate.steps[index].action = .updateController(id, kept.removing(key))
          if let found = stillFails(candidate) {
            best = candidate
            bestFailure = found
            kept = kept.removing(key)
            progress = true
          }
        }
      }
      for id in viewIDs(in: best.root) where budget > 0 {
        var candidate = best
        guard removeView(id, from: &candidate.root) else { continue }
        // The steps that name the view or anything inside it go with it.
        let remaining = Set(viewIDs(in: candidate.root))
        let removed = Set(viewIDs(in: best.root)).subtracting(remaining)
        candidate.steps.removeAll { step in removed.contains { names(step.action, $0) } }
        if let found = stillFails(candidate) {
          best = candidate
          bestFailure = found
          progress = true
        }
      }
    }
    return (best, bestFailure)
  }

  /// Whether the scene's file text loads with ``SceneLoader/parse(_:file:)``.
  static func loads(_ scene: Scene) -> Bool {
    (try? SceneLoader.parse(scene.sceneFileText, file: "shrink.json")) != nil
  }

  private static func names(_ action: Scene.Action, _ id: String) -> Bool {
    switch action {
    case .focus(let target): target == id
    case .updateView(let target, _): target == id
    case .drag(let drag): drag.scrollView == id
    default: false
    }
  }

  private static func viewIDs(in controller: Scene.ControllerSpec) -> [String] {
    var ids: [String] = []
    func visit(_ view: Scene.ViewSpec) {
      if let id = view.id { ids.append(id) }
      view.subviews.forEach(visit)
      for cell in view.cells {
        if let id = cell.id { ids.append(id) }
        cell.subviews.forEach(visit)
      }
    }
    if let view = controller.view { view.subviews.forEach(visit) }
    for child in controller.viewControllers { ids += viewIDs(in: child) }
    if let presented = controller.presented { ids += viewIDs(in: presented) }
    return ids
  }

  private static func removeView(_ id: String, from controller: inout Scene.ControllerSpec)
    -> Bool
  {
    if var view = controller.view, removeView(id, from: &view) {
      controller.view = view
      return true
    }
    for index in controller.viewControllers.indices {
      if removeView(id, from: &controller.viewControllers[index]) { return true }
    }
    if var presented = controller.presented, removeView(id, from: &presented) {
      controller.presented = presented
      return true
    }
    return false
  }

  private static func removeView(_ id: String, from view: inout Scene.ViewSpec) -> Bool {
    if let index = view.subviews.firstIndex(where: { $0.id == id }) {
      view.subviews.remove(at: index)
      return true
    }
    if let index = view.cells.firstIndex(where: { $0.id == id }) {
      view.cells.remove(at: index)
      return true
    }
    for index in view.subviews.indices {
      if removeView(id, from: &view.subviews[index]) { return true }
    }
    for cellIndex in view.cells.indices {
      for index in view.cells[cellIndex].subviews.indices {
        if removeView(id, from: &view.cells[cellIndex].subviews[index]) { return true }
      }
    }
    return false
  }
}
