import KeyboardCore

extension NavigationOrder {
  /// An eligible input with what the sort needs: its rectangle in scope coordinates and its
  /// position in the walk (the tie-breaker that makes every sort stable).
  private struct Candidate {
    var input: any TextInput
    var rect: Rect
    var sequence: Int
  }

  /// The built order, rebuilt first when the tree or the configuration changed.
  ///
  /// - Complexity: O(d) when fresh, d the depth of the scope; O(v + n log n) to rebuild.
  func freshCache() -> Cache {
    guard let scope else { return .empty }
    let root = scope.root
    let generation = root.treeGeneration
    if let cache, cache.root === root, cache.generation == generation { return cache }
    let built = build(scope: scope, root: root, generation: generation)
    cache = built
    buildCount += 1
    revision &+= 1
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
    var candidates: [Candidate] = []
    var seen = Set<ObjectIdentifier>()
    if let window = root as? Window {
      if case .list(let listed) = mode.kind {
        for entry in listed {
          if let input = entry.value {
            addExternal(input, scope: scope, window: window, to: &candidates, seen: &seen)
          }
        }
      } else {
        collect(in: scope, to: &candidates, seen: &seen)
      }
      for entry in additions {
        if let input = entry.value {
          addExternal(input, scope: scope, window: window, to: &candidates, seen: &seen)
        }
      }
    }
    let sorted = sort(candidates)
    var indexByID: [ObjectIdentifier: Int] = [:]
    indexByID.reserveCapacity(sorted.count)
    for (index, input) in sorted.enumerated() { indexByID[ObjectIdentifier(input)] = index }
    return Cache(
      root: root, generation: generation, entries: sorted.map(WeakInput.init),
      indexByID: indexByID)
  }

  // MARK: Collecting

  /// Walks the scope depth-first, back to front, collecting eligible inputs with their rectangles
  /// in scope coordinates.
  ///
  /// Subtrees that are hidden, transparent or not interactive are skipped whole (nothing in them
  /// can take focus), and so are the insides of text inputs.
  private func collect(
    in scope: View, to candidates: inout [Candidate], seen: inout Set<ObjectIdentifier>
  ) {
    var ancestor: View? = scope
    while let view = ancestor {
      if Self.blocksFocus(view) { return }
      ancestor = view.superview
    }
    if let input = scope as? any TextInput {
      consider(
        input, rect: Rect(origin: .zero, size: scope.frame.size), to: &candidates, seen: &seen)
      return
    }
    // Pre-order, back to front: each entry is a view still to visit and the translation from
    // its superview's resting space to the scope's. Bounds origins (scroll offsets) are left
    // out on purpose: positions are measured with every view at rest, so scrolling, by the
    // user or by keyboard avoidance, never reorders fields.
    var stack: [(view: View, parentTranslation: Point)] = scope.subviews.reversed().map {
      ($0, .zero)
    }
    while let (view, parentTranslation) = stack.popLast() {
      if Self.blocksFocus(view) { continue }
      if let input = view as? any TextInput {
        let rect = view.frame.offsetBy(dx: parentTranslation.x, dy: parentTranslation.y)
        consider(input, rect: rect, to: &candidates, seen: &seen)
        continue
      }
      let translation = parentTranslation + view.frame.origin
      for child in view.subviews.reversed() { stack.append((child, translation)) }
    }
  }

  /// The origin of `view`'s resting space in its root's resting space: the sum of the frame
  /// origins on the way up, with every bounds origin (scroll offset) taken as zero.
  ///
  /// - Complexity: O(d), d the depth of the view.
  static func restingOrigin(of view: View) -> (root: View, origin: Point) {
    var origin = Point.zero
    var current = view
    while let parent = current.superview {
      origin = origin + current.frame.origin
      current = parent
    }
    return (current, origin)
  }

  private static func blocksFocus(_ view: View) -> Bool {
    view.isHidden || view.alpha == 0 || !view.isUserInteractionEnabled
  }

  private func consider(
    _ input: any TextInput, rect: Rect, to candidates: inout [Candidate],
    seen: inout Set<ObjectIdentifier>
  ) {
    guard seen.insert(ObjectIdentifier(input)).inserted else { return }
    guard !isRemoved(input), !input.ignoresNavigation, input.isEditingEnabled else { return }
    guard rect.width != 0, rect.height != 0 else { return }
    candidates.append(Candidate(input: input, rect: rect, sequence: candidates.count))
  }

  /// Adds a listed or added input, which may live anywhere in the window: the full
  /// eligibility check applies.
  private func addExternal(
    _ input: any TextInput, scope: View, window: Window, to candidates: inout [Candidate],
    seen: inout Set<ObjectIdentifier>
  ) {
    guard !seen.contains(ObjectIdentifier(input)) else { return }
    guard input.window === window, input.focusBlocker == nil else {
      seen.insert(ObjectIdentifier(input))
      return
    }
    let (_, inputOrigin) = Self.restingOrigin(of: input)
    let (_, scopeOrigin) = Self.restingOrigin(of: scope)
    let rect = Rect(origin: inputOrigin - scopeOrigin, size: input.frame.size)
    consider(input, rect: rect, to: &candidates, seen: &seen)
  }

  // MARK: Sorting

  private func sort(_ candidates: [Candidate]) -> [any TextInput] {
    switch mode.kind {
    case .subviews, .list:
      return candidates.map(\.input)
    case .tags:
      return candidates.sorted { ($0.input.tag, $0.sequence) < ($1.input.tag, $1.sequence) }
        .map(\.input)
    case .reading(let direction, let tolerance):
      return Self.readingOrder(candidates, direction: direction, rowTolerance: tolerance)
        .map(\.input)
    }
  }

  /// Rows top to bottom, each row in `direction`; see
  /// ``Mode/readingOrder(direction:rowTolerance:)``.
  private static func readingOrder(
    _ candidates: [Candidate], direction: LayoutDirection, rowTolerance: Double
  ) -> [Candidate] {
    let byTop = candidates.sorted { ($0.rect.minY, $0.sequence) < ($1.rect.minY, $1.sequence) }
    var result: [Candidate] = []
    result.reserveCapacity(byTop.count)
    var row: [Candidate] = []
    func flush() {
      switch direction {
      case .leftToRight:
        row.sort {
          ($0.rect.minX, $0.rect.minY, $0.sequence) < ($1.rect.minX, $1.rect.minY, $1.sequence)
        }
      case .rightToLeft:
        row.sort {
          (-$0.rect.maxX, $0.rect.minY, $0.sequence) < (-$1.rect.maxX, $1.rect.minY, $1.sequence)
        }
      }
      result.append(contentsOf: row)
      row.removeAll(keepingCapacity: true)
    }
    for candidate in byTop {
      if let anchor = row.first {
        let drop = candidate.rect.minY - anchor.rect.minY
        let halfShorter = Swift.min(anchor.rect.height, candidate.rect.height) / 2
        if !(drop <= rowTolerance || drop < halfShorter) { flush() }
      }
      row.append(candidate)
    }
    flush()
    return result
  }
}
