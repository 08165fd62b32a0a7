extension KeyboardManager {
  /// Calls `observer` with everything the manager reports, in order: each applied plan, each
  /// restore and, with ``isDebuggingEnabled``, each log line.
  ///
  /// The one way to follow the manager (IQKeyboardManager's ``movedDistanceChanged`` stays
  /// beside it). A host that animates reads each plan with the keyboard's animation; a tool
  /// reports what moved and why:
  ///
  /// ```swift
  /// let token = manager.addObserver { event in
  ///   if let plan = event.plan {
  ///     host.animate(plan.mutations, with: plan.animation)  // already applied to the model
  ///   }
  /// }
  /// // ...
  /// token.cancel()
  /// ```
  ///
  /// Observers are called in the order they were added, after the values are applied (and
  /// after ``movedDistanceChanged``). An observer cancelled while an event is being delivered
  /// is not called again, not even for that event; one added while an event is being
  /// delivered first hears the next event. The observation lasts until ``ObservationToken/cancel()``
  /// or until the manager goes away; dropping the token does not end it.
  ///
  /// - Parameter observer: Called with each event, on the caller's isolation (the manager's).
  /// - Returns: A token that ends the observation.
  @discardableResult
  public func addObserver(_ observer: @escaping (Event) -> Void) -> ObservationToken {
    nextObserverID += 1
    observers.append((nextObserverID, observer))
    return ObservationToken(manager: self, id: nextObserverID)
  }

  /// Ends the observation with `id`; nothing when it has ended already.
  func removeObserver(id: Int) {
    observers.removeAll { $0.id == id }
  }

  /// Delivers an event to every observer registered now, in order.
  func notify(_ detail: Event.Detail) {
    guard !observers.isEmpty else { return }
    let event = Event(detail)
    for (id, observer) in observers where observers.contains(where: { $0.id == id }) {
      observer(event)
    }
  }
}
