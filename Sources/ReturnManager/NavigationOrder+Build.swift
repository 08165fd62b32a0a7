import KeyboardCore

extension NavigationOrder {
  /// An eligible input with what the sort needs: its rectangle in the scope's resting space,
  /// its position in the walk (the tie-breaker that makes every sort stable) and its parent.
  struct Candidate {
    var input: any TextInput
    var rect: Rect
    var sequence: Int
    var parent: ObjectIdentifier?
  }

  /// The built order, rebuilt first when the tree or the configuration changed.
  ///
  /// - Complexity: O(d) when fresh, d the depth of the scope; O(v + n log n) to rebuild.
  func freshCache() -> Cache {
    guard let scope else { return .empty }
    let root = scope.root
    let generation = root.treeGeneration
    if let cache, cache.root === root, cache.generation == generation,
      readsCurrentRest(cache, root: root)
    {
      return cache
    }
    cache = nil  // drop the old arrays first, so the build does not hold two orders at once
    var built = build(scope: scope, root: root, generation: generation)
    built.titleCorrections = currentTitleCorrections
    built.restReading = (root as? Window)?.restingFrames.reading
    cache = built
    buildCount += 1
    revision &+= 1
    touchLog = nil
    return built
  }

  /// Accepts one tree change that cannot affect the order (a text edit, a return-key label)
  /// without rebuilding: when the order was fresh just before that change, it stays fresh.
  ///
  /// Every mutation bumps the root's generation by one, so "fresh just before" means the
  /// current generation is exactly one more than the built one. Anything else (several
  /// changes, another root) leaves the order stale, and it rebuilds at the next query.
  func absorbChangeThatKeepsOrder() {
    guard let scope, let cache, let root = cache.root, root === scope.root else { return }
    if root.treeGeneration == cache.generation &+ 1 {
      self.cache?.generation = cache.generation &+ 1
    }
  }

  private func build(scope: View, root: View, generation: UInt64) -> Cache {
    refreshRestingFrames()
    var candidates: [Candidate] = []
    var seen = Set<ObjectIdentifier>()
    if let window = root as? Window {
      if case .list(let listed) = mode.kind {
        for entry in listed {
          if let input = entry.value {
            addExternal(input, scope: scope, window: window, to: &candidates, seen: &seen)
          }
        }
      } else if isStructured {
        var grouped = collectGrouped(in: scope, to: &candidates)
        let collected = candidates.count
        if !additions.isEmpty {
          for candidate in candidates { seen.insert(ObjectIdentifier(candidate.input)) }
        }
        for entry in additions {
          if let input = entry.value {
            addExternal(input, scope: scope, window: window, to: &candidates, seen: &seen)
          }
        }
        // Added inputs follow the grouped ones, in the order they were added.
        grouped.append(contentsOf: collected..<candidates.count)
        var cache = Cache.empty
        cache.root = root
        cache.generation = generation
        cache.fill(with: candidates, order: grouped, keys: nil)
        return cache
      } else {
        collect(in: scope, to: &candidates)
        if !additions.isEmpty {
          for candidate in candidates { seen.insert(ObjectIdentifier(candidate.input)) }
        }
      }
      for entry in additions {
        if let input = entry.value {
          addExternal(input, scope: scope, window: window, to: &candidates, seen: &seen)
        }
      }
    }
    var cache = Cache.empty
    cache.root = root
    cache.generation = generation
    switch mode.kind {
    case .subviews, .list:
      cache.fill(with: candidates, order: Array(candidates.indices), keys: nil)
    case .tags(let rule):
      // Positive tags ascending, then untagged (0) in tree order (negative tags were left
      // out when collecting); or plain ascending tags.
      let tags = candidates.map { candidate -> Int in
        let tag = candidate.input.tag
        return rule.kind == .positiveFirst && tag <= 0 ? Int.max : tag
      }
      let ordered = candidates.indices.sorted { (tags[$0], $0) < (tags[$1], $1) }
      cache.fill(with: candidates, order: ordered, keys: nil)
    case .reading(let direction, let rows):
      let (ordered, keys) = Self.readingOrder(candidates, direction: direction, rows: rows)
      // Incremental updates need every input to come from the walk of the scope.
      cache.fill(with: candidates, order: ordered, keys: additions.isEmpty ? keys : nil)
    }
    return cache
  }

  // MARK: Collecting

  /// Walks the scope depth-first, back to front, collecting eligible inputs with their rectangles
  /// in scope coordinates.
  ///
  /// Subtrees that are hidden, transparent or not interactive are skipped whole (nothing in them
  /// can take focus), and so are the insides of text inputs.
  private func collect(in scope: View, to candidates: inout [Candidate]) {
    var ancestor: View? = scope
    while let view = ancestor {
      if view.blocksFocusOfItsSubtree { return }
      ancestor = view.superview
    }
    if let input = scope as? any TextInput {
      consider(
        input, rect: Rect(origin: .zero, size: frame(of: scope).size), parent: nil,
        to: &candidates)
      return
    }
    _ = collect(below: scope, origin: .zero, to: &candidates)
  }

  /// Collects the eligible inputs below `container` (not `container` itself), whose resting
  /// origin in the scope is `origin`.
  ///
  /// Pre-order, back to front: each stack entry is a view still to visit, its parent and the
  /// translation from its parent's resting space to the scope's. Bounds origins (scroll offsets)
  /// are left out on purpose: positions are measured with every view at rest, so scrolling, by
  /// the user or by keyboard avoidance, never reorders fields.
  ///
  /// The stack holds unretained references: the walk neither changes the tree nor calls out of
  /// this module, so every view stays alive, held by its superview, while it is on the stack.
  /// Retaining each view would cost more than the rest of the walk, because views are weakly
  /// referenced (by their subviews' `superview`), which puts their reference counts in side
  /// tables. `_withUnsafeGuaranteedRef` lends each one without a retain; `takeUnretainedValue()`
  /// measured 25 % slower over the whole build.
  func collect(
    below container: View, origin: Point, to candidates: inout [Candidate], limit: Int = .max
  ) -> Bool {
    typealias Entry = (view: Unmanaged<View>, parent: ObjectIdentifier, parentOrigin: Point)
    var stack: [Entry] = []
    let containerID = ObjectIdentifier(container)
    for child in container.subviews.reversed() {
      stack.append((Unmanaged.passUnretained(child), containerID, origin))
    }
    var visited = 0
    let isHolding = measuresRestingFrames
    while let (reference, parent, parentOrigin) = stack.popLast() {
      visited += 1
      if visited > limit { return false }
      let keepGoing = reference._withUnsafeGuaranteedRef { view -> Bool in
        if view.blocksFocusOfItsSubtree { return true }
        let frame = isHolding ? self.frame(of: view) : view.frame
        if let input = view as? any TextInput {
          let rect = frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
          consider(input, rect: rect, parent: parent, to: &candidates)
          return true
        }
        let translation = parentOrigin + frame.origin
        let id = ObjectIdentifier(view)
        let children = view.subviews
        var index = children.count
        while index > 0 {
          index -= 1
          stack.append((Unmanaged.passUnretained(children[index]), id, translation))
        }
        return true
      }
      if !keepGoing { return false }
    }
    return true
  }

  /// The origin of `view`'s resting space in its root's resting space: the sum of the resting
  /// frame origins on the way up (see ``frame(of:)``), with every bounds origin (scroll offset)
  /// taken as zero.
  ///
  /// - Complexity: O(d), d the depth of the view.
  func restingOrigin(of view: View) -> (root: View, origin: Point) {
    var origin = Point.zero
    var current = view
    while let parent = current.superview {
      origin = origin + frame(of: current).origin
      current = parent
    }
    return (current, origin)
  }

  /// The origin of `view`'s resting space in `scope`'s, summed from the scope down as a build
  /// sums it, or `nil` when `view` is not `scope` or inside it.
  ///
  /// The same additions in the same order as ``collect(below:origin:to:limit:)``: summing up to
  /// the root and subtracting the scope's origin rounds differently, and two fields a build
  /// finds level (a tie, broken by tree order) could come out a last bit apart.
  ///
  /// - Complexity: O(d), d the depth of `view` below `scope`.
  func restingOrigin(of view: View, in scope: View) -> Point? {
    var chain: [View] = []
    var current = view
    while current !== scope {
      guard let parent = current.superview else { return nil }
      chain.append(current)
      current = parent
    }
    var origin = Point.zero
    for ancestor in chain.reversed() { origin = origin + frame(of: ancestor).origin }
    return origin
  }

  /// Adds `input`, found by a walk that skipped every subtree a view blocks focus of, when
  /// the rest of the rule (``exclusion(ofPlaced:size:blocker:)``) lets it in.
  func consider(
    _ input: any TextInput, rect: Rect, parent: ObjectIdentifier?,
    to candidates: inout [Candidate]
  ) {
    guard
      exclusion(ofPlaced: input, size: rect.size, blocker: Self.walkedBlocker(of: input))
        == nil
    else { return }
    candidates.append(
      Candidate(input: input, rect: rect, sequence: candidates.count, parent: parent))
  }

  /// Whether the mode leaves out inputs with a negative tag (the web's tag order).
  var excludesNegativeTags: Bool {
    if case .tags(let rule) = mode.kind, rule.kind == .positiveFirst { return true }
    return false
  }

  /// Adds a listed or added input, which may live anywhere in the window: the full
  /// eligibility check applies.
  private func addExternal(
    _ input: any TextInput, scope: View, window: Window, to candidates: inout [Candidate],
    seen: inout Set<ObjectIdentifier>
  ) {
    guard seen.insert(ObjectIdentifier(input)).inserted else { return }
    guard input.window === window, input.focusBlocker == nil else { return }
    let (_, inputOrigin) = restingOrigin(of: input)
    let (_, scopeOrigin) = restingOrigin(of: scope)
    let rect = Rect(origin: inputOrigin - scopeOrigin, size: frame(of: input).size)
    consider(
      input, rect: rect, parent: input.superview.map(ObjectIdentifier.init), to: &candidates)
  }

  // MARK: Sorting

  /// Rows top to bottom, each row in `direction`, with each input's sort key; see
  /// ``Mode/readingOrder(direction:rows:)``.
  private static func readingOrder(
    _ candidates: [Candidate], direction: LayoutDirection, rows: RowRule
  ) -> ([Int], [SortKey]) {
    // Sort positions, not candidates: the keys are small and hold no references.
    var byTop = Array(candidates.indices)
    byTop.sort {
      let left = candidates[$0].rect.minY
      let right = candidates[$1].rect.minY
      return left < right || (left == right && $0 < $1)
    }
    var result: [Int] = []
    var keys: [SortKey] = []
    result.reserveCapacity(candidates.count)
    keys.reserveCapacity(candidates.count)
    var row: [Int] = []
    var anchor = SortKey.Row(top: 0, height: 0, sequence: 0)
    func flush() {
      row.sort {
        let left = SortKey.across(candidates[$0].rect, direction)
        let right = SortKey.across(candidates[$1].rect, direction)
        if left != right { return left < right }
        let leftTop = candidates[$0].rect.minY
        let rightTop = candidates[$1].rect.minY
        return leftTop < rightTop || (leftTop == rightTop && $0 < $1)
      }
      for position in row {
        result.append(position)
        keys.append(
          SortKey(
            rect: candidates[position].rect, sequence: candidates[position].sequence, row: anchor))
      }
      row.removeAll(keepingCapacity: true)
    }
    for position in byTop {
      let rect = candidates[position].rect
      if let first = row.first {
        let anchorRect = candidates[first].rect
        if !SortKey.joinsRow(
          rect, anchorTop: anchorRect.minY, anchorHeight: anchorRect.height,
          rows: rows)
        {
          flush()
        }
      }
      if row.isEmpty {
        anchor = SortKey.Row(top: rect.minY, height: rect.height, sequence: position)
      }
      row.append(position)
    }
    flush()
    return (result, keys)
  }
}
