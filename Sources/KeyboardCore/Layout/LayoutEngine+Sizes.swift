import ConstraintSolver

// A size is never negative in the model (a view rejects a frame with a negative size), so a
// solution that gives a view a negative width or height breaks a rule the tree keeps. UIKit's
// engine has no such rule; ours states it only where it binds: when a solution gives a view a
// negative size, the engine adds `size >= 0` for that view as a required system constraint.
// Most often that is a conflict among required constraints (say `leading >= safeArea.leading`
// beside `centerX == superview.centerX` once the safe area covers the view), and the engine
// then breaks the newest of the app's constraints in the conflict and reports it in the words
// of UIKit's log, so every constraint left unbroken holds on the frames it writes.

extension LayoutEngine {
  /// Adds `width >= 0` or `height >= 0` for each view in `states` whose solved size is
  /// negative by more than half a pixel, breaking the app's constraints that conflict with it.
  ///
  /// - Parameter states: The items about to be written back.
  /// - Returns: Whether the solver's system changed (the solution must be read again).
  /// - Complexity: Nothing but a comparison per item unless a size is negative; then the
  ///   solver's incremental work for each constraint added or broken.
  func keepSizesNonNegative(_ states: [LayoutItemState]) -> Bool {
    let tolerance = 0.5 / scale
    var changed = false
    // Only views: a guide's size is the system's own (a margins guide in a view narrower than
    // its margins), clamped when written, and no constraint of the app's is to blame for it.
    for state in states where state.view != nil {
      if solver.value(of: state.width) < -tolerance,
        keepNonNegative(.nonNegativeWidth, state.width, of: state)
      {
        changed = true
      }
      if solver.value(of: state.height) < -tolerance,
        keepNonNegative(.nonNegativeHeight, state.height, of: state)
      {
        changed = true
      }
    }
    return changed
  }

  /// Adds `size >= 0` as `slot` of `state`; while it conflicts, breaks the newest of the app's
  /// required constraints in the conflict and tries again.
  ///
  /// - Returns: Whether the system changed.
  private func keepNonNegative(
    _ slot: SystemSlot, _ size: Variable, of state: LayoutItemState
  ) -> Bool {
    guard state.slots[slot] == nil else { return false }
    let constraint = Constraint(
      LinearExpression(size), .greaterThanOrEqual, LinearExpression(0), strength: .required)
    var changed = false
    // Each round breaks one constraint of the app's, so the loop ends within their count.
    while true {
      do {
        let id = try solver.add(constraint)
        origins[id] = .system(state.key, slot)
        state.slots[slot] = SlotState(id: id, constant: 0, strength: .required)
        return true
      } catch .unsatisfiable(let conflicting) {
        guard let victim = newestUserConstraint(in: conflicting),
          let record = compiled[victim.key], let constraint = record.constraint
        else {
          // Only the system's own constraints conflict: the frame is written with the size
          // clamped to 0, as before, and the conflict reported once.
          state.slots[slot] = SlotState(id: nil, constant: 0, strength: .required)
          reportUnsatisfiable(
            breaking: describe(slot, of: state, .greaterThanOrEqual, 0), conflicting: conflicting)
          return changed
        }
        try? solver.remove(victim.id)
        origins[victim.id] = nil
        record.id = nil
        changed = true
        let others = conflicting.filter { $0 != victim.id }
        reportUnsatisfiable(
          breaking: constraint.description,
          conflicting: others,
          also: describe(slot, of: state, .greaterThanOrEqual, 0))
      } catch {
        state.slots[slot] = SlotState(id: nil, constant: 0, strength: .required)
        return changed
      }
    }
  }

  /// The app's constraint compiled last among `ids`, with its solver id.
  private func newestUserConstraint(in ids: [ConstraintID]) -> (
    key: ObjectIdentifier, id: ConstraintID
  )? {
    var newest: (key: ObjectIdentifier, id: ConstraintID, sequence: Int)?
    for id in ids {
      guard case .user(let key) = origins[id], let sequence = compiledSequence[key] else {
        continue
      }
      if newest.map({ sequence > $0.sequence }) ?? true { newest = (key, id, sequence) }
    }
    return newest.map { ($0.key, $0.id) }
  }
}
