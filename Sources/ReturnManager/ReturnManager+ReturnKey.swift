import KeyboardCore

extension ReturnManager {
  /// The return-key type the manager gives `input` at `index` of an order of `count`, or
  /// `nil` when it leaves the input's own type alone: a text view whose return key types a
  /// newline, or a keyboard without a return key (a number, phone or decimal pad).
  func returnKeyType(for input: any TextInput, at index: Int, of count: Int) -> ReturnKeyType? {
    if input.isMultiline && !dismissTextViewOnReturn { return nil }
    if !input.keyboardType.hasReturnKey { return nil }
    let hasSuccessor =
      index + 1 < count || (wrapsAround && count > 1)
      || (order.hasLinks && order.linkedTarget(from: input, direction: .next) != nil)
    return hasSuccessor ? .next : lastTextInputViewReturnKeyType
  }

  /// Attaches to the scope's window if needed, rebuilds the order if the tree changed, and
  /// relabels when the order or the configuration changed.
  ///
  /// Labels freeze while the scope is in no window (for example while its controller is
  /// covered by a pushed one): nobody can focus its fields then, and they are relabelled when
  /// the scope comes back.
  ///
  /// - Complexity: O(d) when nothing changed; after an incremental update of the order, O(1)
  ///   label writes (the inputs whose label can change); otherwise a rebuild
  ///   (O(v + n log n)) and O(n) label writes.
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
      if !labelsNeedUpdate, let labelled = labelledRevision,
        let touched = order.touchedSince(labelled)
      {
        relabel(touched, in: cache)
      } else {
        applyLabels(cache.entries)
      }
      labelsNeedUpdate = false
      labelledRevision = order.revision
      guard changedDuringLabelUpdate else { return }
    }
  }

  /// Gives every input of the order its label and restores the inputs that left it.
  private func applyLabels(_ entries: [WeakInput]) {
    isUpdatingLabels = true
    defer { isUpdatingLabels = false }
    labelPass &+= 1
    let pass = labelPass
    for (index, entry) in entries.enumerated() {
      guard let input = entry.value else { continue }
      label(input, desired: returnKeyType(for: input, at: index, of: entries.count))?.pass = pass
    }
    var stale: [(id: ObjectIdentifier, serial: UInt64)] = []
    for (id, record) in labels where record.pass != pass { stale.append((id, record.serial)) }
    // Restored in the order the records were made, not in hash order: each write is reported
    // to the window's observers, and replays must see the same sequence.
    stale.sort { $0.serial < $1.serial }
    for entry in stale { forgetLabel(entry.id) }
  }

  /// Relabels only `inputs` (the ones an incremental update touched, with their neighbours),
  /// each by its current place in the order, or restores it when it left the order.
  private func relabel(_ inputs: [any TextInput], in cache: NavigationOrder.Cache) {
    isUpdatingLabels = true
    defer { isUpdatingLabels = false }
    for input in inputs { relabel(input, in: cache) }
  }

  /// Brings one input's label up to date with its place in the order.
  func relabel(_ input: any TextInput, in cache: NavigationOrder.Cache) {
    let id = ObjectIdentifier(input)
    if let index = cache.index(of: id), cache.entries[index].refers(to: input) {
      label(input, desired: returnKeyType(for: input, at: index, of: cache.entries.count))
    } else {
      forgetLabel(id)
    }
  }

  /// Writes `desired` to `input` and records it, or, when `desired` is `nil`, restores the
  /// input's own type.
  ///
  /// - Returns: The record, when the input keeps a label of this manager.
  @discardableResult
  private func label(_ input: any TextInput, desired: ReturnKeyType?) -> LabelRecord? {
    let id = ObjectIdentifier(input)
    guard let desired else {
      forgetLabel(id)
      return nil
    }
    let current = input.returnKeyType
    let record: LabelRecord
    if let existing = labels[id], existing.input === input {
      record = existing
      // The app set a type of its own since: that is the value to restore later.
      if current != record.written {
        record.original = current
        record.inherited = nil
      }
    } else {
      labelSerial &+= 1
      record = LabelRecord(input: input, original: current, written: current, serial: labelSerial)
      record.inherited = otherManagersRecord(of: input) { $0.written == current }
      labels[id] = record
    }
    if current != desired { write(desired, to: input) }
    record.written = desired
    return record
  }

  /// Drops the record of `id` and gives the input back its own type, unless something else
  /// changed it since.
  private func forgetLabel(_ id: ObjectIdentifier) {
    guard let record = labels.removeValue(forKey: id) else { return }
    giveUp(record)
  }

  /// Gives up the label of `record`: the input gets back the type it had before this manager
  /// labelled it, unless something else changed it since or another manager labels it too.
  ///
  /// Another manager of the window that labelled the input after this one took this manager's
  /// label for the input's own type; it learns the real one here, so that it restores that, not
  /// a label whose owner is gone. When the other manager's label is the one showing, the input
  /// keeps it and nothing is written: a controller's new manager replacing the old one writes
  /// no field.
  ///
  /// - Complexity: O(m) for the m managers observing the window.
  func giveUp(_ record: LabelRecord) {
    guard let input = record.input else { return }
    let current = input.returnKeyType
    var shownByAnother = false
    forEachOtherManagersRecord(of: input) { shared in
      if shared.inherited === record {
        shared.original = record.original
        shared.inherited = record.inherited
      }
      if shared.written == current { shownByAnother = true }
    }
    if current == record.written, !shownByAnother { write(record.original, to: input) }
  }

  /// The first record of `input` that another manager of the window keeps and that satisfies
  /// `predicate`.
  private func otherManagersRecord(
    of input: any TextInput, where predicate: (LabelRecord) -> Bool
  ) -> LabelRecord? {
    var found: LabelRecord?
    forEachOtherManagersRecord(of: input) { shared in
      if found == nil, predicate(shared) { found = shared }
    }
    return found
  }

  /// Calls `body` with every record of `input` kept by another manager observing the window.
  private func forEachOtherManagersRecord(
    of input: any TextInput, _ body: (LabelRecord) -> Void
  ) {
    let id = ObjectIdentifier(input)
    attachedWindow?.forEachObserver { observer in
      guard let link = observer as? WindowLink, link !== self.link, let other = link.manager,
        let shared = other.labels[id], shared.input === input
      else { return }
      body(shared)
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
  /// (positions are measured in the scope's coordinates) that leave the large-title
  /// corrections of the resting space as they were.
  ///
  /// - Complexity: O(d) for changes that cannot affect the order; O(c + d·t) for a frame
  ///   change of the scope or an ancestor (see `NavigationOrder.titleCorrectionsChanged`).
  func windowDidChange(_ window: Window, change: TreeChange, at view: View) {
    // Typing neither bumps the generation nor moves anything: nothing to do, O(1).
    if change == .text { return }
    let previousGeneration = seenGeneration
    if change != .traits {
      let generation = window.treeGeneration
      seenGeneration = generation
      // Every change but a trait bumps the generation before it is reported, so a report with
      // no bump since the last one is late: another observer changed the tree from inside its
      // callback and the inner change reached us first. Its effect may be missing from the
      // order: rebuild.
      if generation == previousGeneration {
        order.invalidate()
        labelsNeedUpdate = true
      }
    }
    if let id = labelBeingWritten, change == .eligibility, ObjectIdentifier(view) == id {
      order.absorbChangeThatKeepsOrder()
      return
    }
    if isUpdatingLabels {
      changedDuringLabelUpdate = true
      return
    }
    if change == .traits {
      // The app (or another manager going away) set a return-key type, or another trait such
      // as the keyboard type, on one of our inputs: the order is unchanged, but this one
      // input's label may need writing back, or giving up.
      // The record lookup first: it is O(1), and it answers for every input labelled so far.
      guard ObjectIdentifier(view) != labelBeingWritten, let input = view as? any TextInput,
        labels[ObjectIdentifier(input)] != nil || order.contains(input)
      else { return }
      updateIfNeeded()
      guard !isUpdatingLabels, labelledRevision == order.revision, !labelsNeedUpdate,
        let cache = order.cache
      else { return }
      isUpdatingLabels = true
      defer { isUpdatingLabels = false }
      relabel(input, in: cache)
      return
    }
    if change == .keyboardResize {
      // A hold started or ended. The order stands unless the window's resting frames say its
      // reading went stale with the end of a hold; then it is measured again and relabelled.
      if order.readsStaleRest {
        order.invalidate()
        labelsNeedUpdate = true
        updateIfNeeded()
      } else {
        order.absorbChangeThatKeepsOrder()
      }
      return
    }
    if change == .frame,
      window.restingFrames.changeWasKeyboardLayout(
        at: view, generation: window.treeGeneration)
    {
      // The keyboard manager resizing a view it holds, or the host's layout of a view inside
      // it for the smaller size (and back): fields move for the keyboard, not where they rest,
      // and the order measures where they rest (the window's resting frames followed the app's
      // own changes before this report).
      order.absorbChangeThatKeepsOrder()
      return
    }
    if affectsOrder(change, at: view) {
      // One field inserted, removed, hidden or moved: update the order in place and relabel
      // only the fields around it; anything else rebuilds here.
      _ = order.update(after: change, at: view, previousGeneration: previousGeneration)
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
      // A move of the scope or an ancestor shifts every input alike, unless it is a navigation
      // controller laying out its top view below a large title: that sets how far the title
      // is collapsed, and so the size every view below rests at.
      // So is a container's layout of a held view from a new top: it rests at another size.
      return change != .frame || order.titleCorrectionsChanged
        || scope.window?.restingFrames.changeResizedHeldRest(
          at: view, generation: scope.window?.treeGeneration ?? 0) == true
    }
    return false
  }
}
