import KeyboardCore

extension Diagnostic.Code {
  /// Explicit navigation links form a loop (``NavigationOrder/setNext(_:after:)``), or a chain
  /// of links through inputs that cannot take focus comes back on itself.
  public static let navigationLinkCycle = Diagnostic.Code("navigation-link-cycle")
  /// An input was linked to itself; the link was ignored.
  public static let navigationSelfLink = Diagnostic.Code("navigation-self-link")
}

extension NavigationOrder {
  /// The explicit links of one input.
  struct Links {
    weak var input: (any TextInput)?
    weak var next: (any TextInput)?
    weak var previous: (any TextInput)?
  }

  /// Makes `next` the input that Next goes to from `input`, whatever the geometric order:
  /// Android's `nextFocusForwardId`, Flutter's explicit traversal order for one step.
  ///
  /// The link overrides that one step; every other step keeps the order's ``mode``, and
  /// ``inputs`` stays in that order. ``input(after:wrapsAround:)``, a ReturnManager's
  /// `goNext()`, its return key and its labels follow the link (the last field of the form
  /// shows Next when it links somewhere). When `next` cannot take focus (hidden, disabled,
  /// not in the order), its own link is followed, and so on; when that chain ends, or comes
  /// back on itself (reported as a `navigation-link-cycle` diagnostic), the
  /// step falls back to the geometric order. When `next` refuses focus, Next tries the
  /// geometric successors of `input`.
  ///
  /// Links that form a loop (`a → b → a`) are allowed, since a form may mean to cycle, but
  /// reported with a diagnostic when set: Next never leaves such a loop. A link from an input
  /// to itself is ignored, with a diagnostic.
  ///
  /// ```swift
  /// order.setNext(zipField, after: cityField)   // city, then zip, though zip sits elsewhere
  /// order.setNext(nil, after: cityField)        // back to reading order
  /// ```
  ///
  /// - Parameters:
  ///   - next: The input to go to, held weakly; `nil` removes the link.
  ///   - input: The input the link starts from, held weakly.
  public func setNext(_ next: (any TextInput)?, after input: any TextInput) {
    setLink(next, from: input, direction: .next)
  }

  /// Makes `previous` the input that Previous goes to from `input`: the mirror of
  /// ``setNext(_:after:)``.
  ///
  /// Links are one-way: setting a next link does not set the reverse previous link.
  ///
  /// - Parameters:
  ///   - previous: The input to go to, held weakly; `nil` removes the link.
  ///   - input: The input the link starts from, held weakly.
  public func setPrevious(_ previous: (any TextInput)?, before input: any TextInput) {
    setLink(previous, from: input, direction: .previous)
  }

  /// The explicit link from `input` in `direction`, as set, or `nil`.
  ///
  /// - Parameters:
  ///   - input: The input the link starts from.
  ///   - direction: Which link.
  /// - Returns: The linked input, whether or not it can take focus now.
  public func link(from input: any TextInput, direction: NavigationDirection) -> (any TextInput)? {
    guard let links = links[ObjectIdentifier(input)], links.input === input else { return nil }
    return direction == .next ? links.next : links.previous
  }

  /// Whether any explicit link is set.
  var hasLinks: Bool { !links.isEmpty }

  private func setLink(
    _ target: (any TextInput)?, from input: any TextInput, direction: NavigationDirection
  ) {
    let id = ObjectIdentifier(input)
    links = links.filter { $0.value.input != nil }
    if let target, target === input {
      input.reportDiagnostic(
        Diagnostic(.navigationSelfLink, "\(input.reportName) linked to itself; link ignored"))
      return
    }
    var entry = links[id].flatMap { $0.input === input ? $0 : nil } ?? Links(input: input)
    switch direction {
    case .next: entry.next = target
    case .previous: entry.previous = target
    }
    if entry.next == nil && entry.previous == nil {
      links[id] = nil
    } else {
      links[id] = entry
    }
    reportedCycles = []
    if let loop = loop(from: input, direction: direction) {
      input.reportDiagnostic(
        Diagnostic(
          .navigationLinkCycle,
          "\(direction == .next ? "Next" : "Previous") links form a loop: "
            + loop.map(\.reportName).joined(separator: " → ")))
    }
    invalidate()
  }

  /// The inputs of a loop of links that starts and ends at `input`, or `nil`.
  private func loop(from input: any TextInput, direction: NavigationDirection)
    -> [any TextInput]?
  {
    var path: [any TextInput] = [input]
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(input)]
    var current = input
    while let target = link(from: current, direction: direction) {
      path.append(target)
      if target === input { return path }
      guard seen.insert(ObjectIdentifier(target)).inserted else { return nil }
      current = target
    }
    return nil
  }

  /// The input a step from `input` goes to by its links: the first input along the chain of
  /// links that is in the order, or `nil` (no link, the chain ends, or it loops back, which
  /// is reported once).
  ///
  /// - Complexity: O(k · d), k the links followed.
  func linkedTarget(from input: any TextInput, direction: NavigationDirection)
    -> (any TextInput)?
  {
    guard hasLinks else { return nil }
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(input)]
    var current = input
    while let target = link(from: current, direction: direction) {
      if contains(target) { return target }
      guard seen.insert(ObjectIdentifier(target)).inserted else {
        if reportedCycles.insert(ObjectIdentifier(input)).inserted {
          input.reportDiagnostic(
            Diagnostic(
              .navigationLinkCycle,
              "the links from \(input.reportName) come back to \(target.reportName) through "
                + "inputs that cannot take focus; following the \(mode) instead"))
        }
        return nil
      }
      current = target
    }
    return nil
  }
}
