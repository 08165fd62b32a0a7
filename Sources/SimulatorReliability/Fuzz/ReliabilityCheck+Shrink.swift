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
    // The steps after the failure go first, in one replay.
    var start = (scene: scene, witness: failure)
    var budget = attempts
    if failure.step < scene.steps.count, budget > 0 {
      budget -= 1
      var candidate = scene
      candidate.steps = Array(scene.steps.prefix(failure.step))
      if let found = failing(candidate, like: failure) { start = (candidate, found) }
    }
    let shrunk = reduce(start.scene, witness: start.witness, attempts: budget) {
      failing($0, like: failure)
    }
    return (shrunk.scene, shrunk.witness)
  }

  /// Reduces a scene with a step whose layout does not settle, and every property holding, to
  /// a small one that still has such a step, as ``shrink(_:failure:attempts:)`` reduces a
  /// failing one.
  ///
  /// - Parameters:
  ///   - scene: A scene whose ``outcome(of:)`` has no failure and at least one unsettled step.
  ///   - unsettledSteps: How many of its steps do not settle, as that outcome counts them.
  ///   - attempts: The most replays to spend.
  /// - Returns: The smallest such scene found, and how many of its steps do not settle.
  package static func shrinkUnsettled(
    _ scene: Scene, unsettledSteps: Int, attempts: Int = 400
  ) -> (scene: Scene, unsettledSteps: Int) {
    let shrunk = reduce(scene, witness: unsettledSteps, attempts: attempts) { candidate in
      guard loads(candidate) else { return nil }
      let found = outcome(of: candidate)
      return found.failure == nil && found.unsettledSteps > 0 ? found.unsettledSteps : nil
    }
    return (shrunk.scene, shrunk.witness)
  }

  /// A failure of the same property as `failure` in `candidate`, when its file text loads.
  private static func failing(_ candidate: Scene, like failure: ReliabilityFailure)
    -> ReliabilityFailure?
  {
    // Valid in memory is not enough: the candidate must survive its scene file's text, as the
    // file written for it will be read (a predictive bar on a preset that has none validates
    // but does not load).
    guard loads(candidate), let found = firstFailure(in: candidate),
      found.property == failure.property
    else { return nil }
    return found
  }

  /// Shrinks `scene` for as long as `keeps` finds its witness in the smaller one.
  ///
  /// Drops single steps, then the keys an `updateController` step does not need, then whole
  /// view subtrees (with the steps that named them), within `attempts` replays. `keeps` must
  /// reject a scene whose file text does not load (``loads(_:)``).
  private static func reduce<Witness>(
    _ scene: Scene, witness: Witness, attempts: Int, keeps: (Scene) -> Witness?
  ) -> (scene: Scene, witness: Witness) {
    var best = scene
    var bestWitness = witness
    var budget = attempts
    func kept(_ candidate: Scene) -> Bool {
      guard budget > 0 else { return false }
      budget -= 1
      guard let found = keeps(candidate) else { return false }
      best = candidate
      bestWitness = found
      return true
    }
    var progress = true
    while progress && budget > 0 {
      progress = false
      var index = 0
      while index < best.steps.count && budget > 0 {
        var candidate = best
        candidate.steps.remove(at: index)
        if kept(candidate) { progress = true } else { index += 1 }
      }
      // A step that changes a controller in several ways keeps only the ways it needs.
      for index in best.steps.indices where budget > 0 {
        guard case .updateController(let id, let update) = best.steps[index].action else {
          continue
        }
        var needed = update
        for key in update.setKeys where needed.setKeys.count > 1 && budget > 0 {
          var candidate = best
          candidate.steps[index].action = .updateController(id, needed.removing(key))
          if kept(candidate) {
            needed = needed.removing(key)
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
        if kept(candidate) { progress = true }
      }
    }
    return (best, bestWitness)
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
