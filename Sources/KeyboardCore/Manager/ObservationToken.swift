/// Ends an observation of a ``KeyboardManager`` (``KeyboardManager/addObserver(_:)``).
///
/// Dropping the token does not end the observation: call ``cancel()``. The token holds the
/// manager weakly.
public final class ObservationToken {
  private weak var manager: KeyboardManager?
  private let id: Int

  init(manager: KeyboardManager, id: Int) {
    self.manager = manager
    self.id = id
  }

  /// Stops calling the observer; nothing when it has stopped already or the manager is gone.
  public func cancel() {
    manager?.removeObserver(id: id)
    manager = nil
  }
}
