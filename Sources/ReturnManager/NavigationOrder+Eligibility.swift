import KeyboardCore

// The eligibility rule, written once.
//
// An input is in the order when three things hold, and each is written in one place:
// 1. *Where it is*: inside the scope and not inside another text input (or listed, or added),
//    in the scope's window, and not in an excluded subtree. A walk of the scope settles this
//    by where it looks; ``NavigationOrder/explain(_:)`` checks it for one input.
// 2. *Nothing above it blocks focus*: no view from the input up is hidden, transparent or
//    not interactive (`View.blocksFocusOfItsSubtree`, the rule `TextInput.focusBlocker`
//    applies). A walk skips a subtree whose root blocks focus.
// 3. *The input's own state*: ``NavigationOrder/exclusion(ofPlaced:size:blocker:)``.
//
// The builds (`collect`, `collectGrouped`), the incremental walk and `explain` all end in
// (3), so they cannot disagree on it; a property test checks `explain` against membership
// on random trees.

extension NavigationOrder {
  /// Why `input` is not in the order, or `nil` when it is.
  ///
  /// The rules are checked in this order: the scope exists and contains the input (or it was
  /// added, or listed); it is not in an excluded subtree; it is not nested in another text
  /// input; it is in the scope's window; it was not removed; it did not opt out; it can take
  /// focus (`TextInput.focusBlocker`); its frame is not empty; its tag is not negative under
  /// the web's tag rule.
  ///
  /// - Parameter input: The input to explain.
  /// - Returns: The first rule that excludes it, or `nil`.
  /// - Complexity: O(d), d the depth of the input.
  public func explain(_ input: any TextInput) -> Exclusion? {
    guard let scope else { return .outsideScope }
    if !mode.isList, input.isDescendant(of: scope), isInExcludedSubtree(input) {
      return .excludedSubtree
    }
    if !isNaturalCandidate(input) && !additions.contains(where: { $0.refers(to: input) }) {
      if mode.isList { return .notListed }
      return input.isDescendant(of: scope) ? .nestedInTextInput : .outsideScope
    }
    if let window = input.window, window !== scope.window { return .otherWindow }
    refreshRestingFrames()
    return exclusion(ofPlaced: input, size: frame(of: input).size, blocker: input.focusBlocker)
  }

  /// The first rule of the input's own state that leaves out `input`, once it is placed (a
  /// candidate where it is, see the rules above): not removed from this order, not opted out
  /// (`ignoresNavigation`), able to take focus, not of zero width or height in the resting
  /// space, and not a negative tag under the web's tag rule.
  ///
  /// - Parameters:
  ///   - input: The placed input.
  ///   - size: Its size in the resting space.
  ///   - blocker: Why it cannot take focus, as far as the caller has not settled it: a walk
  ///     that skipped blocked subtrees passes ``walkedBlocker(of:)``, `explain` the whole
  ///     `TextInput.focusBlocker`.
  /// - Returns: The exclusion, or `nil` when the input is in the order.
  /// - Complexity: O(1) (a dictionary lookup when inputs were removed).
  func exclusion(ofPlaced input: any TextInput, size: Size, blocker: FocusBlocker?)
    -> Exclusion?
  {
    if !removals.isEmpty, isRemoved(input) { return .removed }
    if input.ignoresNavigation { return .ignoresNavigation }
    if let blocker { return .blocked(blocker) }
    if size.width == 0 || size.height == 0 { return .zeroSize }
    if excludesNegativeTags, input.tag < 0 { return .negativeTag }
    return nil
  }

  /// What of `TextInput.focusBlocker` is left for an input a walk reached: the walk started in
  /// the window and skipped every subtree whose root blocks focus, so only the input's own
  /// editing state remains.
  ///
  /// - Complexity: O(1).
  static func walkedBlocker(of input: any TextInput) -> FocusBlocker? {
    input.isEditingEnabled ? nil : .editingDisabled
  }
}
