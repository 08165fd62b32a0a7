import KeyboardCore

extension NavigationOrder {
  /// The most views an update in place walks; a change to a larger subtree rebuilds.
  static let incrementalWalkLimit = 512

  /// Updates the built order in place after one tree change, when it can: the change is the
  /// only one since the order was fresh, the order sorts in reading order with every input
  /// from the walk of the scope, and the change touches a field or a small container inside
  /// the scope (a field inserted, removed, hidden, shown, enabled, disabled, opted out or
  /// moved; a small container hidden, shown or moved).
  ///
  /// Anything else, and every case where an insertion could regroup rows (a tie with another
  /// field's edge, a field whose arrival would move others to another row), leaves the order
  /// stale, and it rebuilds at the next query as before. Either way the order reads exactly
  /// as a rebuild would.
  ///
  /// The order must have been fresh at `previousGeneration`, the tree generation right after
  /// the previous change the caller was told about: an observer of the window sees every
  /// change, so everything since is this one change (an insertion bumps the generation by more
  /// than one). A change reported late (another observer changed the tree from inside its own
  /// callback, so the caller heard of the inner change first) is the caller's to catch: it
  /// arrives with no generation change at all, and the caller invalidates the order.
  ///
  /// - Parameters:
  ///   - change: The kind of change, as the window reported it.
  ///   - view: The view the window reported it at.
  ///   - previousGeneration: The generation after the previous reported change, if known.
  /// - Returns: Whether the order was updated in place (and is fresh).
  /// - Complexity: O(d + s log s + n) with small constants, d the depth of `view`, s the views
  ///   below it and n the inputs (an array shift); O(n) slot rewrites every
  ///   ``Cache/editLimit`` edits.
  func update(after change: TreeChange, at view: View, previousGeneration: UInt64?) -> Bool {
    // Only the tolerance rule is updated in place; an order with exact top edges is rebuilt.
    guard let scope, case .reading(let direction, let rows) = mode.kind,
      case .tolerance = rows.kind
    else { return false }
    guard change == .eligibility || change == .frame || change == .hierarchy else { return false }
    if view === scope && change != .hierarchy { return false }
    guard view.isDescendant(of: scope) else { return false }
    refreshRestingFrames()
    // Take the order out, so the arrays are uniquely referenced and edited without a copy; a
    // failed update leaves the order unbuilt.
    guard var editing = cache.take() else { return false }
    guard editing.isEditable, let root = editing.root, root === scope.root else { return false }
    // Fields outside the change keep their rectangles: they must rest under the same large
    // titles as when they were measured.
    guard TitleCorrection.allMatch(currentTitleCorrections, editing.titleCorrections) else {
      return false
    }
    let generation: UInt64 = root.treeGeneration
    let built: UInt64 = editing.generation
    let isNextChange: Bool = generation == built &+ 1
    var isFirstChangeSinceSeen = false
    if let previousGeneration, previousGeneration == built, generation > built {
      isFirstChangeSinceSeen = true
    }
    guard isNextChange || isFirstChangeSinceSeen else { return false }
    let previousLast = editing.entries.last?.value
    var editor = Editor(
      order: self, scope: scope, direction: direction, rows: rows, touched: [])
    let updated: Bool
    if change == .hierarchy {
      updated = editor.followHierarchyChange(at: view, in: &editing)
    } else {
      updated = editor.reconcile(subtree: view, in: &editing)
    }
    guard updated else { return false }
    if let previousLast { editor.touched.append(previousLast) }
    if let last = editing.entries.last?.value { editor.touched.append(last) }
    editing.generation = generation
    self.cache = editing
    noteTouched(editor.touched, before: revision)
    revision &+= 1
    incrementalUpdateCount += 1
    return true
  }

  /// The edits of one update in place.
  private struct Editor {
    let order: NavigationOrder
    let scope: View
    let direction: LayoutDirection
    let rows: RowRule
    /// The inputs whose label may change.
    var touched: [any TextInput]

    /// Follows a hierarchy change at `parent`, where one child was inserted, removed or moved.
    ///
    /// A removed child that was a field shows as a recorded parent that is no
    /// longer the field's superview; an inserted subtree shows as new fields below `parent`.
    /// Anything else (a container of fields removed, a reorder) is ambiguous: rebuild.
    mutating func followHierarchyChange(at parent: View, in cache: inout Cache) -> Bool {
      let parentID = ObjectIdentifier(parent)
      var removed: [Int] = []
      for (index, recorded) in cache.parents.enumerated() where recorded == parentID {
        if cache.entries[index].value?.superview !== parent { removed.append(index) }
      }
      if !removed.isEmpty {
        for index in removed.reversed() {
          guard remove(at: index, in: &cache) else { return false }
        }
        return true
      }
      guard let found = walk(parent, includingItself: false) else { return false }
      var inserted = false
      for field in found where field.rect != nil {
        guard let rect = field.rect else { continue }
        if cache.index(of: ObjectIdentifier(field.input)) != nil { continue }
        guard insert(field.input, rect: rect, parent: field.parent, in: &cache) else {
          return false
        }
        inserted = true
      }
      return inserted
    }

    /// An eligibility or frame change at `root`: every field in its subtree takes the place its
    /// current state and rectangle give it.
    mutating func reconcile(subtree root: View, in cache: inout Cache) -> Bool {
      guard let found = walk(root, includingItself: true) else { return false }
      for field in found {
        let index = cache.index(of: ObjectIdentifier(field.input))
        // An identity reused by another object than the one recorded: rebuild.
        if let index, !cache.entries[index].refers(to: field.input) { return false }
        if let index, let rect = field.rect, cache.keys[index].rect == rect { continue }
        if let index { guard remove(at: index, in: &cache) else { return false } }
        if let rect = field.rect {
          guard insert(field.input, rect: rect, parent: field.parent, in: &cache) else {
            return false
          }
        }
      }
      return true
    }

    /// A field found by ``walk(_:includingItself:)``: its rectangle when it belongs in the
    /// order, `nil` when it does not.
    struct Found {
      var input: any TextInput
      var rect: Rect?
      var parent: ObjectIdentifier?
    }

    /// The fields in `root`'s subtree (not inside other fields), each with its rectangle in
    /// the resting space when it is eligible; `nil` when the subtree is too large.
    func walk(_ root: View, includingItself: Bool) -> [Found]? {
      guard let parent = root.superview else { return nil }
      // Whether something above `root` (up to the window) blocks focus, and where `root`'s
      // parent sits in the scope's resting space.
      var blocked = false
      var ancestor: View? = includingItself ? parent : root
      while let view = ancestor {
        if view.blocksFocusOfItsSubtree { blocked = true }
        ancestor = view.superview
      }
      let inWindow = root.window != nil
      let start = includingItself ? parent : root
      // Summed as a build sums it, so equal positions stay exactly equal.
      guard let origin = order.restingOrigin(of: start, in: scope) else { return nil }
      var found: [Found] = []
      var stack: [(view: View, parent: View, parentOrigin: Point, blocked: Bool)] = []
      if includingItself {
        stack.append((root, parent, origin, blocked))
      } else {
        for child in root.subviews.reversed() { stack.append((child, root, origin, blocked)) }
      }
      var visited = 0
      while let (view, parent, parentOrigin, isBlocked) = stack.popLast() {
        visited += 1
        if visited > NavigationOrder.incrementalWalkLimit { return nil }
        let blocks = isBlocked || view.blocksFocusOfItsSubtree
        let frame = order.frame(of: view)
        if let input = view as? any TextInput {
          let rect = frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
          let eligible =
            !blocks
            && order.exclusion(
              ofPlaced: input, size: rect.size,
              blocker: inWindow ? NavigationOrder.walkedBlocker(of: input) : .notInWindow)
              == nil
          found.append(
            Found(input: input, rect: eligible ? rect : nil, parent: ObjectIdentifier(parent)))
          continue
        }
        let translation = parentOrigin + frame.origin
        for child in view.subviews.reversed() {
          stack.append((child, view, translation, blocks))
        }
      }
      return found
    }

    // MARK: Reading-order edits

    /// Inserts `input` at its place in reading order, unless its arrival could regroup rows.
    mutating func insert(
      _ input: any TextInput, rect: Rect, parent: ObjectIdentifier?, in cache: inout Cache
    ) -> Bool {
      let keys = cache.keys
      // The first position whose row starts below the field's top edge.
      var low = 0
      var high = keys.count
      while low < high {
        let middle = (low + high) / 2
        if keys[middle].row.top <= rect.minY { low = middle + 1 } else { high = middle }
      }
      let next = low
      if next > 0, keys[next - 1].row.top == rect.minY, keys[next - 1].row.height != rect.height {
        // A tie with the first field of a row of another height: which one comes first (by
        // tree order) decides the row's height, and so its members. Rebuild.
        return false
      }
      var position = next
      var row = SortKey.Row(top: rect.minY, height: rect.height, sequence: -1)
      if next > 0 {
        let above = keys[next - 1].row
        var rowStart = next - 1
        while rowStart > 0, keys[rowStart - 1].row == above { rowStart -= 1 }
        if SortKey.joinsRow(
          rect, anchorTop: above.top, anchorHeight: above.height, rows: rows)
        {
          // It joins the row above; that row's first field stays first, so nothing regroups.
          row = above
          let across = SortKey.across(rect, direction)
          position = rowStart
          while position < next {
            let other = keys[position].rect
            let otherAcross = SortKey.across(other, direction)
            if otherAcross == across && other.minY == rect.minY { return false }  // a tie
            if otherAcross > across || (otherAcross == across && other.minY > rect.minY) {
              break
            }
            position += 1
          }
        } else {
          // It starts a row of its own: the row above must end above it, and the row below
          // must not join it.
          for member in keys[rowStart..<next] where member.rect.minY >= rect.minY {
            return false
          }
          if next < keys.count, startsNoRow(below: keys[next].row, under: rect) { return false }
        }
      } else if let first = keys.first, startsNoRow(below: first.row, under: rect) {
        return false
      }
      cache.insert(
        input, key: SortKey(rect: rect, sequence: -1, row: row), parent: parent, at: position)
      touched.append(input)
      if position > 0, let before = cache.entries[position - 1].value { touched.append(before) }
      return true
    }

    /// Whether a row whose first field is `row` would join a row started by a field at `rect`
    /// (so that field's arrival would regroup it).
    private func startsNoRow(below row: SortKey.Row, under rect: Rect) -> Bool {
      let first = Rect(x: 0, y: row.top, width: 1, height: row.height)
      return SortKey.joinsRow(
        first, anchorTop: rect.minY, anchorHeight: rect.height, rows: rows)
    }

    /// Removes the field at `index`, unless its leaving could regroup rows.
    mutating func remove(at index: Int, in cache: inout Cache) -> Bool {
      let key = cache.keys[index]
      if key.isRowAnchor {
        let hasCompany =
          (index > 0 && cache.keys[index - 1].row == key.row)
          || (index + 1 < cache.keys.count && cache.keys[index + 1].row == key.row)
        if hasCompany { return false }  // a new first field would regroup its row
        if index > 0, index + 1 < cache.keys.count {
          let above = cache.keys[index - 1].row
          let below = cache.keys[index + 1].row
          let first = Rect(x: 0, y: below.top, width: 1, height: below.height)
          if SortKey.joinsRow(
            first, anchorTop: above.top, anchorHeight: above.height, rows: rows)
          {
            return false  // the row below would join the row above
          }
        }
      }
      if let input = cache.entries[index].value { touched.append(input) }
      cache.remove(at: index)
      if index > 0, let before = cache.entries[index - 1].value { touched.append(before) }
      return true
    }
  }
}
