import KeyboardCore

extension ReturnManager {
  /// Walks the whole form with ``goNext()`` (or ``goPrevious()``) and reports whether every
  /// field was visited exactly once, ending at the end of the order.
  ///
  /// The walk focuses the first field of the order (the last one for `.previous`), then moves
  /// until a move fails or lands on a field seen before, at most one move per field. It uses
  /// the real moves, so whatever reacts to focus changes (a `KeyboardManager` scrolling views
  /// to keep the field clear of the keyboard, delegates) reacts during the walk, as it would
  /// for a user pressing Next. A clean walk visited ``NavigationOrder/count`` fields, each
  /// once, and the last move failed at the end of the order. With ``wrapsAround`` the walk
  /// stops when it comes back to its start, which counts as the end.
  ///
  /// The walk moves focus; when it is done, focus goes back to the field that had it before
  /// (when it still can take it) or, when none had, the walk resigns.
  ///
  /// ```swift
  /// let walk = manager.walk(.next)
  /// XCTAssertNil(walk.violation)
  /// ```
  ///
  /// - Parameter direction: `.next` walks first to last with Next; `.previous` walks last to
  ///   first with Previous.
  /// - Returns: The fields visited and the first violation, if any. An empty order gives a
  ///   clean walk that visited nothing.
  /// - Complexity: O(n) moves, n the fields in the order.
  public func walk(_ direction: NavigationDirection) -> NavigationWalk {
    updateIfNeeded()
    let window = order.scope?.window
    let before = window?.firstResponder
    defer {
      if let window {
        if let before, before.window === window {
          window.focus(before)
        } else if before == nil {
          window.resignFirstResponder()
        }
      }
    }
    let entries = order.inputs
    let expected = entries.count
    let start = direction == .next ? entries.first : entries.last
    guard let start, let window else {
      return NavigationWalk(visited: [], expectedCount: 0, violation: nil)
    }
    var visited: [any TextInput] = []
    var seen = Set<ObjectIdentifier>()
    func result(_ kind: NavigationWalk.Violation.Kind?, at input: any TextInput)
      -> NavigationWalk
    {
      let violation = kind.map {
        NavigationWalk.Violation(
          $0, step: Swift.max(0, visited.count - 1), inputName: input.reportName)
      }
      return NavigationWalk(visited: visited, expectedCount: expected, violation: violation)
    }
    guard window.focus(start).isSuccess, window.firstResponder === start else {
      return result(.startRefused, at: start)
    }
    visited.append(start)
    seen.insert(ObjectIdentifier(start))
    while true {
      guard let current = window.firstResponder else { return result(.stoppedEarly, at: start) }
      guard go(direction) else {
        guard visited.count == expected else { return result(.stoppedEarly, at: current) }
        let end = direction == .next ? entries.last : entries.first
        return result(current === end ? nil : .endedAway, at: current)
      }
      guard let next = window.firstResponder else { return result(.stoppedEarly, at: current) }
      if !seen.insert(ObjectIdentifier(next)).inserted {
        if wrapsAround, next === start, visited.count == expected { return result(nil, at: next) }
        visited.append(next)
        return result(.revisited, at: next)
      }
      visited.append(next)
      if visited.count > expected { return result(.tooManySteps, at: next) }
    }
  }
}
