import KeyboardCore

extension ReturnManager {
  /// The return-key type the manager gives `input` at `index` of an order of `count`, or
  /// `nil` when it leaves the input's own type alone (a text view whose return key types a
  /// newline).
  func returnKeyType(for input: any TextInput, at index: Int, of count: Int) -> ReturnKeyType? {
    if input.isMultiline && !dismissTextViewOnReturn { return nil }
    let hasSuccessor = index + 1 < count || (wrapsAround && count > 1)
    return hasSuccessor ? .next : lastTextInputViewReturnKeyType
  }

  /// Attaches to the scope's window if needed, rebuilds the order if the tree changed, and
  /// relabels when the order or the configuration changed.
  ///
  /// Labels freeze while the scope is in no window (for example while its controller is
  /// covered by a pushed one): nobody can focus its fields then, and they are relabelled when
  /// the scope comes back.
  ///
  /// - Complexity: O(d) when nothing changed; otherwise a rebuild (O(v + n log n)) and O(n)
  ///   label writes.
  func updateIfNeeded() {
    guard !isUpdatingLabels else {
      changedDuringLabelUpdate = true
      return
    }
    attachIfNeeded()
    // A write can make another observer change the tree; follow, a bounded number of times.
    for _ in 0..<3 {
      guard let scope = order.scope, scope.window != nil else { return }
      let cache = order.freshCache()
      guard labelsNeedUpdate || labelledRevision != order.revision else { return }
      changedDuringLabelUpdate = false
      applyLabels(cache.entries)
      labelsNeedUpdate = false
      labelledRevision = order.revision
      guard changedDuringLabelUpdate else { return }
    }
  }

  /// Gives every input of the order its label and restores the inputs that left it.
  private func applyLabels(_ entries: [WeakInput]) {
    isUpdatingLabels = true
    defer { isUpdatingLabels = false }
    var current = Set<ObjectIdentifier>()
    for (index, entry) in entries.enumerated() {
      guard let input = entry.value,
        let desired = returnKeyType(for: input, at: index, of: entries.count)
      else { continue }
      let id = ObjectIdentifier(input)
      current.insert(id)
      var record: LabelRecord
      if let existing = labels[id], existing.input === input {
        record = existing
        // The app set a type of its own since: that is the value to restore later.
        if input.returnKeyType != record.written { record.original = input.returnKeyType }
      } else {
        record = LabelRecord(
          input: input, original: input.returnKeyType, written: input.returnKeyType)
      }
      if input.returnKeyType != desired { write(desired, to: input) }
      record.written = desired
      labels[id] = record
    }
    for (id, record) in labels where !current.contains(id) {
      labels[id] = nil
      if let input = record.input, input.returnKeyType == record.written {
        write(record.original, to: input)
      }
    }
  }

  private func write(_ type: ReturnKeyType, to input: any TextInput) {
    labelBeingWritten = ObjectIdentifier(input)
    input.returnKeyType = type
    labelBeingWritten = nil
  }

  // MARK: Tree changes

  /// Follows a change of the window's tree: relabels at once when the change can affect the
  /// order, and otherwise keeps the built order fresh without rebuilding.
  ///
  /// Changes that cannot affect the order: text edits, this manager's own label writes,
  /// scroll offsets and scroll metrics anywhere (positions are measured in the resting space,
  /// see ``NavigationOrder/restingFrame(of:)``), changes outside the scope (unless inputs were
  /// added or listed from elsewhere), and moves of the scope itself or its ancestors
  /// (positions are measured in the scope's coordinates).
  ///
  /// - Complexity: O(d) for changes that cannot affect the order.
  func windowDidChange(_ window: Window, change: TreeChange, at view: View) {
    if let id = labelBeingWritten, change == .eligibility, ObjectIdentifier(view) == id {
      order.absorbChangeThatKeepsOrder()
      return
    }
    if isUpdatingLabels {
      changedDuringLabelUpdate = true
      return
    }
    if change == .traits {
      // The app set a return-key type (or another trait) on one of our inputs: the order is
      // unchanged, but the label may need writing back.
      if ObjectIdentifier(view) != labelBeingWritten, let input = view as? any TextInput,
        order.contains(input)
      {
        labelsNeedUpdate = true
        updateIfNeeded()
      }
      return
    }
    if affectsOrder(change, at: view) {
      updateIfNeeded()
    } else {
      order.absorbChangeThatKeepsOrder()
    }
  }

  private func affectsOrder(_ change: TreeChange, at view: View) -> Bool {
    guard let scope = order.scope else { return false }
    if change == .textInput || change == .scrollMetrics || change == .window
      || change == .scrollOffset
    {
      return false
    }
    if scope.window !== attachedWindow { return true }
    if order.hasExternalCandidates { return true }
    if view !== scope, view.isDescendant(of: scope) { return true }
    if scope.isDescendant(of: view) {
      // A move of the scope or an ancestor shifts every input alike.
      return change != .frame
    }
    return false
  }
}
