import KeyboardCore

extension ReturnManager {
  /// A field began editing: bring the labels up to date and tell the delegate.
  func inputDidBeginEditing(_ input: any TextInput) {
    guard order.isCandidate(input) else { return }
    updateIfNeeded()
    remember(input)
    delegate?.didBeginEditing(input)
  }

  /// Keeps `input` and its place in the order as the anchor navigation resumes from when no
  /// field is focused.
  private func remember(_ input: any TextInput) {
    guard let neighbours = order.neighbourIdentities(of: input, limit: Anchor.reach) else {
      return
    }
    anchor = Anchor(input: input, after: neighbours.after, before: neighbours.before)
  }

  /// A field ended editing: tell the delegate.
  ///
  /// No relabelling here: when a field leaves the tree while editing, this arrives in the middle of
  /// the removal; the hierarchy change that follows relabels.
  func inputDidEndEditing(_ input: any TextInput) {
    guard order.isCandidate(input) else { return }
    // The tree has not changed yet (a field removed while editing ends first): this is its
    // place in the order it is about to leave.
    remember(input)
    delegate?.didEndEditing(input)
  }

  /// The return key was pressed in `input` and its own delegate let it through.
  ///
  /// - Returns: Whether this manager handled it: `false` for inputs not in its order and for
  ///   text views while ``dismissTextViewOnReturn`` is off (the newline goes in).
  func inputDidPressReturn(_ input: any TextInput) -> Bool {
    updateIfNeeded()
    guard order.contains(input) else { return false }
    if input.isMultiline && !dismissTextViewOnReturn { return false }
    if delegate?.shouldResignOnReturn(input) == true {
      input.resignFirstResponder()
      return true
    }
    goToNextResponderOrResign(from: input)
    return true
  }
}
