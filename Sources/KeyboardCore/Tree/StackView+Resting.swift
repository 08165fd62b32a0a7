extension StackView {
  /// Follows where `views`, the visible arranged views this stack just placed by its own rule
  /// while a keyboard manager holds a view resized, rest (see `RestingFrames`); `framesBefore`
  /// are their frames before the layout, by identity.
  ///
  /// After the app rearranged the stack during the hold (a setting, or what it arranges: a view
  /// given a new size, inside a stack arranged in this one too), its layout is the app's as
  /// much as the keyboard's: every view rests where the stack's rule puts it at the stack's
  /// resting size, the views the layout left where they were as well as the ones it moved (a
  /// field the squeezed stack had already pressed to zero height stays so when the app makes
  /// another view taller, yet at rest it loses its room too). The moves were followed as they
  /// were reported; a view that rests elsewhere without moving told no one, so readers of
  /// resting frames hear of it as a change of the stack.
  ///
  /// - Complexity: O(1) unless the app rearranged the stack during the hold; then O(n²), n
  ///   the views (the stack's rule answers for each).
  func followRestingFrames(of views: [View], framesBefore: [ObjectIdentifier: Rect]) {
    guard let window else { return }
    let restingElsewhere = window.restingFrames.takeRestingFramesByRule(
      ofRearranged: self, views: views)
    noteRestingElsewhereWithoutMoving(restingElsewhere, framesBefore: framesBefore)
  }
}

extension RestingFrames {
  /// Takes where the stack's rule puts each of `views`, arranged in `stack`, at the stack's
  /// resting size as where it rests, when the app rearranged the stack during the hold (its
  /// `arrangementRevision` moved on since it was recorded); see
  /// `takeRestingFramesByLayout(of:subviews:)`.
  ///
  /// - Returns: The views whose resting frame changed; none when the stack was not
  ///   rearranged, or outside a hold.
  func takeRestingFramesByRule(ofRearranged stack: StackView, views: [View]) -> [View] {
    guard let recorded = hold?.stackRevisions[ObjectIdentifier(stack)],
      recorded != stack.arrangementRevision
    else { return [] }
    return takeRestingFramesByLayout(of: stack, subviews: views)
  }
}
