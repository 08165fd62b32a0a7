import KeyboardCore

extension NavigationOrder {
  /// A built order and the tree state it was built from.
  ///
  /// Positions are looked up through `slots`: each input's index as of some number of edits,
  /// plus the edits made since (an insertion or removal shifts the positions after it). So an
  /// incremental insertion or removal costs one array shift and O(1) dictionary writes, not a
  /// rewrite of every position; the slots are rewritten once the edit log grows long.
  struct Cache {
    weak var root: View?
    var generation: UInt64
    /// The inputs, in order.
    var entries: [WeakInput]
    /// The inputs' identities, in order (read without loading a weak reference).
    var ids: [ObjectIdentifier]
    /// The identity of each input's superview when it was collected.
    var parents: [ObjectIdentifier?]
    /// The reading-order keys, in order, when the order can be updated in place (reading
    /// order with every input from the walk of the scope); empty otherwise.
    var keys: [SortKey]
    /// Whether `keys` are valid, so that ``NavigationOrder/update(after:at:)`` may edit.
    var isEditable: Bool
    var slots: [ObjectIdentifier: Slot]
    var edits: [Edit]
    /// The large-title corrections the rectangles were measured with (see
    /// `RestingFrames+Titles.swift` in KeyboardCore).
    var titleCorrections: [TitleCorrection]
    /// When the window's resting frames were read for the rectangles; `nil` outside a window.
    var restReading: RestingFrames.Reading?

    static var empty: Cache {
      Cache(
        root: nil, generation: 0, entries: [], ids: [], parents: [], keys: [], isEditable: false,
        slots: [:], edits: [], titleCorrections: [], restReading: nil)
    }

    /// An input's position as of `stamp` edits.
    struct Slot {
      var index: Int
      var stamp: Int
    }

    /// One insertion or removal at a position.
    struct Edit {
      var index: Int
      var isInsertion: Bool
    }

    /// The longest edit log before the slots are rewritten.
    static let editLimit = 48

    /// Replaces the contents with `candidates` in the given order (positions in
    /// `candidates`), with their keys when editable.
    mutating func fill(with candidates: [Candidate], order: [Int], keys: [SortKey]?) {
      entries = []
      ids = []
      parents = []
      entries.reserveCapacity(order.count)
      ids.reserveCapacity(order.count)
      parents.reserveCapacity(order.count)
      for position in order {
        entries.append(WeakInput(candidates[position].input))
        ids.append(ObjectIdentifier(candidates[position].input))
        parents.append(candidates[position].parent)
      }
      self.keys = keys ?? []
      isEditable = keys != nil
      edits = []
      rewriteSlots()
    }

    /// Rewrites every slot from `ids` and empties the edit log.
    mutating func rewriteSlots() {
      slots = [:]
      slots.reserveCapacity(ids.count)
      for (index, id) in ids.enumerated() { slots[id] = Slot(index: index, stamp: 0) }
      edits.removeAll(keepingCapacity: true)
    }

    /// The current position of the input with identity `id`, or `nil`.
    ///
    /// - Complexity: O(k), k the edits since the slots were rewritten (at most
    ///   ``editLimit``).
    func index(of id: ObjectIdentifier) -> Int? {
      guard let slot = slots[id] else { return nil }
      var index = slot.index
      var stamp = slot.stamp
      while stamp < edits.count {
        let edit = edits[stamp]
        if edit.isInsertion {
          if index >= edit.index { index += 1 }
        } else if index > edit.index {
          index -= 1
        }
        stamp += 1
      }
      return index
    }

    /// Inserts `input` at `index`.
    mutating func insert(
      _ input: any TextInput, key: SortKey, parent: ObjectIdentifier?, at index: Int
    ) {
      let id = ObjectIdentifier(input)
      entries.insert(WeakInput(input), at: index)
      ids.insert(id, at: index)
      parents.insert(parent, at: index)
      keys.insert(key, at: index)
      edits.append(Edit(index: index, isInsertion: true))
      slots[id] = Slot(index: index, stamp: edits.count)
      if edits.count > Self.editLimit { rewriteSlots() }
    }

    /// Removes the input at `index`.
    mutating func remove(at index: Int) {
      slots[ids[index]] = nil
      entries.remove(at: index)
      ids.remove(at: index)
      parents.remove(at: index)
      keys.remove(at: index)
      edits.append(Edit(index: index, isInsertion: false))
      if edits.count > Self.editLimit { rewriteSlots() }
    }
  }

  /// Where an input sits in reading order: its rectangle in the resting space, its walk
  /// position, and the row it belongs to (the row's first input by top edge: its top, height
  /// and walk position).
  struct SortKey {
    struct Row: Equatable {
      var top: Double
      var height: Double
      var sequence: Int
    }

    var rect: Rect
    /// The walk position, or -1 for an input inserted in place (it never ties: ties rebuild).
    var sequence: Int
    var row: Row

    /// Whether this input is the first of its row.
    var isRowAnchor: Bool { rect.minY == row.top && sequence == row.sequence }

    /// The coordinate a row is sorted by: the left edge, or minus the right edge.
    static func across(_ rect: Rect, _ direction: LayoutDirection) -> Double {
      direction == .leftToRight ? rect.minX : -rect.maxX
    }

    /// The row rule: whether an input whose rectangle is `rect` joins a row whose first input
    /// has top `anchorTop` and height `anchorHeight`.
    static func joinsRow(
      _ rect: Rect, anchorTop: Double, anchorHeight: Double, rows: RowRule
    ) -> Bool {
      rows.joins(rect, anchorTop: anchorTop, anchorHeight: anchorHeight)
    }
  }

  /// The inputs whose place in the order may have changed since `revision`, when every
  /// update since was made in place, or `nil` when the order was rebuilt since (every place
  /// may have changed).
  func touchedSince(_ revision: UInt64) -> [any TextInput]? {
    // With links, a label can depend on a field far away in the order: relabel everything.
    guard !hasLinks, let touchLog, revision >= touchLog.since, revision <= self.revision else {
      return nil
    }
    return touchLog.inputs.compactMap(\.value)
  }

  /// Records that the places of `inputs` may have changed in the update that makes the
  /// current revision.
  func noteTouched(_ inputs: [any TextInput], before revision: UInt64) {
    var log = touchLog ?? TouchLog(since: revision, inputs: [])
    log.inputs.append(contentsOf: inputs.map(WeakInput.init))
    // A long log is no cheaper than relabelling everything.
    touchLog = log.inputs.count > 256 ? nil : log
  }

  /// The inputs touched by updates in place since the revision `since`.
  struct TouchLog {
    var since: UInt64
    var inputs: [WeakInput]
  }
}
