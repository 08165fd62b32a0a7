import KeyboardCore

/// The ordered list of text inputs in a scope that can take focus: the one engine behind
/// return-key labels, the return action, next/previous and the toolbar state.
///
/// A scope is any container: a controller's view, a form section, a cell. The order collects
/// every `TextInput` inside it (however deeply nested, without descending into
/// text inputs), adds the inputs given to ``include(_:)``, drops those given to ``exclude(_:)``,
/// keeps only the eligible ones and sorts them by ``mode``:
///
/// ```swift
/// let order = NavigationOrder(scope: form.view, mode: .readingOrder)
/// order.inputs                    // [email, password, confirm]
/// order.input(after: email)       // password
/// order.explain(hiddenField)      // hidden ancestor View
/// ```
///
/// Eligibility is evaluated live, at the moment the order is read: an input is left out when
/// it, or an ancestor, is hidden, has alpha 0 or does not take touches; when it is disabled
/// (a text field) or not editable (a text view); when it is not in a window; when its frame
/// has zero width or height; and when it opted out with `TextInput.ignoresNavigation`.
/// ``explain(_:)`` says which rule excluded an input.
///
/// The order is built once per tree generation: it remembers the scope's root and its
/// `View.treeGeneration`, and rebuilds only when either changed (any mutation of the tree
/// bumps the generation) or when its own configuration changed. Fields are held weakly.
///
/// Not `Sendable` and without a global actor, like the view tree it reads.
///
/// - Complexity: Building is O(v + n log n), v the views in the scope and n the inputs found;
///   every query first checks freshness in O(d), d the depth of the scope, and then answers
///   from the built order in O(1) (``inputs`` in O(n)).
public final class NavigationOrder {
  /// The container whose inputs are ordered; held weakly, `nil` once it is gone.
  public private(set) weak var scope: View?

  /// How the inputs are sorted.
  ///
  /// Setting it rebuilds the order at the next query.
  public var mode: Mode {
    didSet { invalidate() }
  }

  /// Inputs added beyond the scope (or beyond the list), in the order they were added.
  var additions: [WeakInput] = []
  /// Inputs taken out, keyed by identity; the weak reference guards against reuse of an
  /// identifier by a new object.
  var removals: [ObjectIdentifier: WeakInput] = [:]
  /// The built order, if any.
  var cache: Cache?
  /// Bumps on every build, so consumers (the return-key labels) know when to follow.
  var revision: UInt64 = 0

  /// How many times the order was built; tests use it to check the caching.
  package internal(set) var buildCount = 0

  /// How many times the order was updated in place instead of rebuilt; tests use it.
  package internal(set) var incrementalUpdateCount = 0

  /// The inputs touched by updates in place since the last build, for relabelling only them.
  var touchLog: TouchLog?
  /// The scope's window while its resting frames hold some view away from its live frame
  /// (see ``refreshRestingFrames()``), or `nil`: walks read live frames then.
  weak var restingWindow: Window?
  /// Navigation groups, keyed by their container.
  var groups: [ObjectIdentifier: Group] = [:]
  /// Subtrees left out of traversal, keyed by their root.
  var excludedSubtrees: [ObjectIdentifier: WeakView] = [:]
  /// Explicit links, keyed by the input they start from.
  var links: [ObjectIdentifier: Links] = [:]
  /// The inputs whose looping chain of links was reported since the links last changed.
  var reportedCycles: Set<ObjectIdentifier> = []

  /// Creates the order of a scope's text inputs.
  ///
  /// Nothing is computed until the first query.
  ///
  /// - Parameters:
  ///   - scope: The container whose inputs are ordered; held weakly.
  ///   - mode: How to sort them.
  public init(scope: View, mode: Mode) {
    self.scope = scope
    self.mode = mode
  }

  // MARK: Queries

  /// The eligible inputs, in navigation order.
  ///
  /// - Complexity: O(n) once the order is built.
  public var inputs: [any TextInput] {
    freshCache().entries.compactMap(\.value)
  }

  /// The number of eligible inputs.
  public var count: Int {
    freshCache().entries.count
  }

  /// Whether no input is eligible.
  public var isEmpty: Bool {
    freshCache().entries.isEmpty
  }

  /// The position of `input` in the order, or `nil` when it is not in it.
  ///
  /// - Parameter input: The input to look up.
  /// - Returns: Its index in ``inputs``, or `nil`.
  /// - Complexity: O(d) to check freshness, then O(1).
  public func index(of input: any TextInput) -> Int? {
    let cache = freshCache()
    guard let index = cache.index(of: ObjectIdentifier(input)),
      cache.entries[index].refers(to: input)
    else { return nil }
    return index
  }

  /// Whether `input` is in the order.
  ///
  /// - Parameter input: The input to look up.
  /// - Returns: `true` when ``explain(_:)`` would return `nil`.
  public func contains(_ input: any TextInput) -> Bool {
    index(of: input) != nil
  }

  /// The input that follows `input`, or `nil` when it is the last one (and `wrapsAround` is
  /// false, or it is the only one) or not in the order.
  ///
  /// - Parameters:
  ///   - input: The current input.
  ///   - wrapsAround: Whether the first input follows the last one.
  /// - Returns: The next input, or `nil`.
  /// - Complexity: O(d) to check freshness, then O(1).
  public func input(after input: any TextInput, wrapsAround: Bool = false) -> (any TextInput)? {
    neighbour(of: input, step: 1, wrapsAround: wrapsAround)
  }

  /// The input that precedes `input`, or `nil` when it is the first one (and `wrapsAround` is
  /// false, or it is the only one) or not in the order.
  ///
  /// - Parameters:
  ///   - input: The current input.
  ///   - wrapsAround: Whether the last input precedes the first one.
  /// - Returns: The previous input, or `nil`.
  /// - Complexity: O(d) to check freshness, then O(1).
  public func input(before input: any TextInput, wrapsAround: Bool = false) -> (any TextInput)? {
    neighbour(of: input, step: -1, wrapsAround: wrapsAround)
  }

  private func neighbour(of input: any TextInput, step: Int, wrapsAround: Bool) -> (any TextInput)?
  {
    guard let index = index(of: input), let entries = cache?.entries else { return nil }
    if let linked = linkedTarget(from: input, direction: step > 0 ? .next : .previous) {
      return linked
    }
    let target = index + step
    if entries.indices.contains(target) { return entries[target].value }
    guard wrapsAround, entries.count > 1 else { return nil }
    return entries[(target + entries.count) % entries.count].value
  }

  /// The inputs after (or before) `input`, nearest first: the candidates to try in turn when
  /// a target refuses focus.
  ///
  /// With `wrapsAround` the walk continues from the other end and stops before `input`.
  func inputs(
    from input: any TextInput, direction: NavigationDirection, wrapsAround: Bool
  ) -> LazyTargets {
    // index(of:) refreshes the cache first.
    guard let index = index(of: input) else { return Self.noTargets }
    let geometric = targets(
      from: index, including: false, direction: direction, wrapsAround: wrapsAround)
    guard let linked = linkedTarget(from: input, direction: direction) else { return geometric }
    // The link's target first; should it refuse focus, the reading order from `input`.
    return LazyTargets { () -> AnyIterator<any TextInput> in
      var first: (any TextInput)? = linked
      let rest = geometric.makeIterator()
      return AnyIterator {
        if let target = first {
          first = nil
          return target
        }
        while let target = rest.next() {
          if target !== linked { return target }
        }
        return nil
      }
    }
  }

  /// The inputs from position `start` on in `direction` (`start` itself first when
  /// `including`), nearest first; with `wrapsAround` the walk continues from the other end
  /// and stops before coming back to where it began.
  ///
  /// Reads the built order as it is: call it after a query that refreshed it.
  func targets(
    from start: Int, including: Bool, direction: NavigationDirection, wrapsAround: Bool
  ) -> LazyTargets {
    // Lazy: a move usually stops at the first target, so it must not cost O(n).
    let entries = cache?.entries ?? []
    let count = entries.count
    guard entries.indices.contains(start) else { return Self.noTargets }
    let ahead = direction == .next ? count - 1 - start : start
    let steps = (wrapsAround ? count - 1 : ahead) + (including ? 1 : 0)
    let step = direction == .next ? 1 : -1
    let first = including ? 0 : 1
    return LazyTargets(
      (0..<Swift.max(0, steps)).lazy.compactMap { offset in
        entries[((start + step * (offset + first)) % count + count) % count].value
      })
  }

  /// A lazy walk over part of the built order (see ``targets(from:including:direction:wrapsAround:)``).
  typealias LazyTargets = AnySequence<any TextInput>

  /// An empty walk.
  static var noTargets: LazyTargets {
    LazyTargets(EmptyCollection())
  }

  /// The identities of up to `limit` inputs after and before `input` in the fresh order,
  /// nearest first, or `nil` when `input` is not in it: what an anchor keeps.
  func neighbourIdentities(of input: any TextInput, limit: Int)
    -> (after: [ObjectIdentifier], before: [ObjectIdentifier])?
  {
    guard let index = index(of: input), let ids = cache?.ids else { return nil }
    let afterEnd = Swift.min(ids.count, index + 1 + limit)
    let beforeStart = Swift.max(0, index - limit)
    let after = Array(ids[(index + 1)..<afterEnd])
    let before: [ObjectIdentifier] = ids[beforeStart..<index].reversed()
    return (after, before)
  }

  // MARK: Configuration

  /// Adds an input beyond the scope, or takes back an input given to ``exclude(_:)``.
  ///
  /// An input already in the scope (or in the list) is not added twice. Added inputs are
  /// sorted with the others by ``mode``: by position in reading order, by tag in tag order,
  /// and after the scope's inputs (in the order they were added) in subview and list order.
  /// They still have to be eligible, and in the scope's window.
  ///
  /// - Parameter input: The input to add; held weakly.
  public func include(_ input: any TextInput) {
    removals[ObjectIdentifier(input)] = nil
    additions.removeAll { $0.value == nil }
    if !isNaturalCandidate(input) && !additions.contains(where: { $0.refers(to: input) }) {
      additions.append(WeakInput(input))
    }
    invalidate()
  }

  /// Takes an input out of the order, wherever it is, until it is given to ``include(_:)``
  /// again.
  ///
  /// - Parameter input: The input to take out; held weakly.
  public func exclude(_ input: any TextInput) {
    removals = removals.filter { $0.value.value != nil }
    removals[ObjectIdentifier(input)] = WeakInput(input)
    additions.removeAll { $0.value == nil || $0.refers(to: input) }
    invalidate()
  }

  /// Forgets the built order, so the next query rebuilds it.
  ///
  /// Never needed after changes to the tree (the tree generation covers those); useful after
  /// changing state the tree does not track.
  public func invalidate() {
    cache = nil
  }

  /// The rectangle the order sorts `input` by: its frame in the scope's *resting space*, or
  /// `nil` when the scope is gone or `input` is in another tree.
  ///
  /// The resting space is the scope's coordinate space with every view between the scope and
  /// the input at rest: each bounds origin (a scroll view's `contentOffset`) counts as zero. It
  /// is the space a storyboard shows, where content coordinates of every scroll view are laid
  /// out at the scroll view's frame. Scrolling, by the user or by a `KeyboardManager` making
  /// room for the keyboard, does not move anything in it, so it never reorders fields; moving
  /// a view's frame does. A large title counts as fully expanded (its content scroll view at
  /// rest): a view below an opaque bar that a collapsing title re-lays out is measured at the
  /// size it has with the title expanded.
  ///
  /// ```swift
  /// scrollView.contentOffset = Point(x: 0, y: 27)
  /// order.restingFrame(of: field)   // unchanged
  /// ```
  ///
  /// - Parameter input: The input to place; it need not be in the order.
  /// - Returns: Its frame in the scope's resting space, or `nil`.
  /// - Complexity: O(d), d the depth of the input, once the large titles are measured at this
  ///   tree generation (see `frame(of:)`).
  public func restingFrame(of input: any TextInput) -> Rect? {
    guard let scope else { return nil }
    refreshRestingFrames()
    if let origin = restingOrigin(of: input, in: scope) {
      return Rect(origin: origin, size: frame(of: input).size)
    }
    let (inputRoot, inputOrigin) = restingOrigin(of: input)
    let (scopeRoot, scopeOrigin) = restingOrigin(of: scope)
    guard inputRoot === scopeRoot else { return nil }
    return Rect(origin: inputOrigin - scopeOrigin, size: frame(of: input).size)
  }

  /// Whether `input` is one of the order's candidates (inside the scope, listed or added, and
  /// not removed), eligible or not: the inputs a ReturnManager looks after.
  ///
  /// - Complexity: O(d), d the depth of the input.
  func isCandidate(_ input: any TextInput) -> Bool {
    guard scope != nil, !isRemoved(input) else { return false }
    return isNaturalCandidate(input) || additions.contains { $0.refers(to: input) }
  }

  /// Whether any candidate may live outside the scope (added or listed inputs), so that a
  /// change anywhere in the window may matter.
  var hasExternalCandidates: Bool {
    mode.isList || additions.contains { $0.value != nil }
  }

  func isRemoved(_ input: any TextInput) -> Bool {
    removals[ObjectIdentifier(input)]?.refers(to: input) ?? false
  }

  /// Whether `input` belongs to the order without being added: listed (list mode) or found by
  /// the walk of the scope (inside it, not inside another text input).
  func isNaturalCandidate(_ input: any TextInput) -> Bool {
    guard let scope else { return false }
    if case .list(let listed) = mode.kind {
      return listed.contains { $0.refers(to: input) }
    }
    if input === scope { return true }
    var current = input.superview
    while let view = current {
      if view === scope { return true }
      if view is any TextInput { return false }
      current = view.superview
    }
    return false
  }
}
