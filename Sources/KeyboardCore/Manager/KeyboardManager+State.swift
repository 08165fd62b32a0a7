extension KeyboardManager {
  /// Where the manager is in a keyboard session: one value instead of a set of flags.
  ///
  /// Every transition is one of the methods below; the table is in the Keyboard Events
  /// article.
  enum State {
    /// Nothing is moved or remembered: the keyboard is hidden, or no pass has applied yet.
    case idle
    /// Passes have applied for a root controller whose original frame the session holds.
    case adjusting(RootSession)
    /// The keyboard hid during an interactive pop: restoring waits for the gesture to end (a
    /// cancelled pop solves again with the keyboard as it was).
    case holdingForPop(RootSession?)
    /// The app is inactive and a notification asked for a pass: it runs when the app becomes
    /// active.
    case suspended(RootSession?)

    /// The remembered root, in any state that has one.
    var session: RootSession? {
      switch self {
      case .idle: nil
      case .adjusting(let session): session
      case .holdingForPop(let session), .suspended(let session): session
      }
    }
  }

  /// What the manager itself is doing to the tree: its own changes are not new input.
  enum Activity {
    /// Nothing: tree changes come from the host.
    case none
    /// Applying a plan or restoring values.
    case applying
    /// Solving again after laying out a root it moved (``layoutIfNeededOnUpdate``).
    case followingLayout
  }

  /// The remembered root of the current session, if any.
  var session: RootSession? { state.session }

  /// A pass began for `session`'s root (a new root, or the same one).
  func beginAdjusting(_ session: RootSession) {
    state = .adjusting(session)
  }

  /// A notification asked for a pass while the app is inactive.
  func suspendPass() {
    state = .suspended(state.session)
  }

  /// The app became active: whether a pass is owed (the state goes back to what it was).
  func resumeAfterSuspension() -> Bool {
    guard case .suspended(let session) = state else { return false }
    state = session.map { .adjusting($0) } ?? .idle
    return true
  }

  /// The keyboard hid during an interactive pop.
  func holdForPop() {
    state = .holdingForPop(state.session)
  }

  /// The keyboard shows again or the pop's gesture ended: whether a hide was being held.
  func releasePopHold() -> Bool {
    guard case .holdingForPop(let session) = state else { return false }
    state = session.map { .adjusting($0) } ?? .idle
    return true
  }

  /// Everything was restored: the session ends.
  func endSession() {
    state = .idle
  }

  /// Runs `body` as the manager's own change to the tree (observers' reports are ignored).
  func whileApplying(_ body: () -> Void) {
    let previous = activity
    activity = .applying
    body()
    activity = previous
  }
}
