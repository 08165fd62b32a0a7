import KeyboardCore

extension NavigationOrder {
  /// A container marked as a navigation group, with the mode its members are sorted by.
  struct Group {
    weak var container: View?
    var mode: Mode
  }

  /// Marks `container` as a navigation group: its inputs are sorted among themselves by
  /// `mode`, and the group takes one place among its siblings, as a unit.
  ///
  /// Flutter's `FocusTraversalGroup`, Compose's `focusGroup`, Android's
  /// `touchscreenBlocksFocus` container: Next visits every input of the group before leaving
  /// it. Where the group goes among its siblings follows the enclosing mode (the scope's, or
  /// the enclosing group's): in reading order its place is the container's frame in the resting
  /// space, in subview order its place in the tree, in tag order the container's `tag`. Groups
  /// nest. A group's mode gives its own layout direction: a right-to-left section of a
  /// left-to-right form is a group with `.readingOrder(direction: .rightToLeft)`. A
  /// ``Mode/list(_:)`` mode is not a group mode; such a group keeps subview order.
  ///
  /// ```swift
  /// order.setGroup(addressSection, mode: .readingOrder)   // street, city, zip, then on
  /// order.setGroup(addressSection, mode: nil)             // no longer a group
  /// ```
  ///
  /// A scope with groups or excluded subtrees is rebuilt after each change instead of being
  /// updated in place.
  ///
  /// - Parameters:
  ///   - container: A view inside the scope (the scope itself is always the outermost group);
  ///     held weakly.
  ///   - mode: How to sort the group's members, or `nil` to remove the group.
  public func setGroup(_ container: View, mode: Mode?) {
    let id = ObjectIdentifier(container)
    groups = groups.filter { $0.value.container != nil }
    if let mode {
      groups[id] = Group(container: container, mode: mode)
    } else {
      groups[id] = nil
    }
    invalidate()
  }

  /// The mode of the group `container` is, or `nil` when it is not one.
  ///
  /// - Parameter container: The container.
  /// - Returns: Its group mode.
  public func groupMode(of container: View) -> Mode? {
    guard let group = groups[ObjectIdentifier(container)], group.container === container else {
      return nil
    }
    return group.mode
  }

  /// Takes a whole subtree out of traversal (Android's `FOCUS_BLOCK_DESCENDANTS`, the web's
  /// `inert`), or puts it back: no input inside `container` is in the order.
  ///
  /// ``explain(_:)`` says ``Exclusion/excludedSubtree`` for them.
  ///
  /// - Parameters:
  ///   - container: The root of the subtree; held weakly.
  ///   - isExcluded: Whether to leave it out.
  public func setExcluded(_ container: View, _ isExcluded: Bool) {
    let id = ObjectIdentifier(container)
    excludedSubtrees = excludedSubtrees.filter { $0.value.value != nil }
    excludedSubtrees[id] = isExcluded ? WeakView(value: container) : nil
    invalidate()
  }

  /// Whether the subtree of `container` is left out of traversal.
  ///
  /// - Parameter container: The container.
  /// - Returns: Whether ``setExcluded(_:_:)`` left it out.
  public func isExcluded(_ container: View) -> Bool {
    excludedSubtrees[ObjectIdentifier(container)]?.value === container
  }

  /// Whether the order has groups or excluded subtrees, so it is built by the grouped walk.
  var isStructured: Bool { !groups.isEmpty || !excludedSubtrees.isEmpty }

  /// Whether `view` is the root of an excluded subtree.
  func isExcludedRoot(_ view: View) -> Bool {
    guard !excludedSubtrees.isEmpty else { return false }
    return excludedSubtrees[ObjectIdentifier(view)]?.value === view
  }

  /// Whether `input` sits in an excluded subtree inside the scope.
  ///
  /// - Complexity: O(d), d the depth of the input.
  func isInExcludedSubtree(_ input: any TextInput) -> Bool {
    guard !excludedSubtrees.isEmpty else { return false }
    var current: View? = input
    while let view = current {
      if isExcludedRoot(view) { return true }
      if view === scope { return false }
      current = view.superview
    }
    return false
  }

  // MARK: The grouped build

  /// One member of a group: an input, or a nested group as a unit.
  private struct Unit {
    var rect: Rect
    var tag: Int
    var sequence: Int
    /// The candidate's position, for an input.
    var candidate: Int?
    /// The nested group's position in `nodes`, for a group.
    var group: Int?
  }

  /// A group being collected: its mode and members.
  private struct Node {
    var mode: Mode
    var units: [Unit] = []
  }

  /// Collects the scope's inputs with their groups and returns the positions of `candidates`
  /// in navigation order: every group sorted by its own mode, nested groups as units.
  func collectGrouped(in scope: View, to candidates: inout [Candidate]) -> [Int] {
    var ancestor: View? = scope
    while let view = ancestor {
      if view.blocksFocusOfItsSubtree || isExcludedRoot(view) { return [] }
      ancestor = view.superview
    }
    var nodes = [Node(mode: mode)]
    var sequence = 0
    // Each entry: a view to visit, its parent's identity, its parent's resting origin, and
    // the group node it belongs to.
    var stack: [(view: View, parent: ObjectIdentifier, origin: Point, node: Int)] = []
    let scopeID = ObjectIdentifier(scope)
    for child in scope.subviews.reversed() { stack.append((child, scopeID, .zero, 0)) }
    while let (view, parent, origin, node) = stack.popLast() {
      if view.blocksFocusOfItsSubtree || isExcludedRoot(view) { continue }
      let rect = frame(of: view).offsetBy(dx: origin.x, dy: origin.y)
      sequence += 1
      if let input = view as? any TextInput {
        let before = candidates.count
        consider(input, rect: rect, parent: parent, to: &candidates)
        if candidates.count > before {
          nodes[node].units.append(
            Unit(rect: rect, tag: input.tag, sequence: sequence, candidate: before, group: nil))
        }
        continue
      }
      var childNode = node
      if let group = groups[ObjectIdentifier(view)], group.container === view {
        nodes.append(Node(mode: group.mode))
        childNode = nodes.count - 1
        nodes[node].units.append(
          Unit(rect: rect, tag: view.tag, sequence: sequence, candidate: nil, group: childNode))
      }
      let id = ObjectIdentifier(view)
      for child in view.subviews.reversed() {
        stack.append((child, id, rect.origin, childNode))
      }
    }
    var order: [Int] = []
    order.reserveCapacity(candidates.count)
    Self.flatten(node: 0, nodes: nodes, into: &order)
    return order
  }

  private static func flatten(node: Int, nodes: [Node], into order: inout [Int]) {
    for unit in sorted(nodes[node].units, by: nodes[node].mode) {
      if let candidate = unit.candidate { order.append(candidate) }
      if let group = unit.group { flatten(node: group, nodes: nodes, into: &order) }
    }
  }

  /// The members of a group in its mode's order.
  private static func sorted(_ units: [Unit], by mode: Mode) -> [Unit] {
    switch mode.kind {
    case .subviews, .list:
      return units
    case .tags(let rule):
      func key(_ unit: Unit) -> Int {
        rule.kind == .positiveFirst && unit.tag <= 0 ? Int.max : unit.tag
      }
      return units.sorted { (key($0), $0.sequence) < (key($1), $1.sequence) }
    case .reading(let direction, let rows):
      let byTop = units.sorted { ($0.rect.minY, $0.sequence) < ($1.rect.minY, $1.sequence) }
      var result: [Unit] = []
      var row: [Unit] = []
      func flush() {
        row.sort {
          let left = SortKey.across($0.rect, direction)
          let right = SortKey.across($1.rect, direction)
          return (left, $0.rect.minY, $0.sequence) < (right, $1.rect.minY, $1.sequence)
        }
        result.append(contentsOf: row)
        row.removeAll(keepingCapacity: true)
      }
      for unit in byTop {
        if let anchor = row.first,
          !SortKey.joinsRow(
            unit.rect, anchorTop: anchor.rect.minY, anchorHeight: anchor.rect.height,
            rows: rows)
        {
          flush()
        }
        row.append(unit)
      }
      flush()
      return result
    }
  }
}

/// A weak reference to a view.
struct WeakView {
  weak var value: View?
}
