/// What one solver pass decided: the ordered mutations to apply and the trace explaining
/// them.
///
/// A plan is a value: computing it changes nothing. ``KeyboardManager`` applies it to the
/// live tree (every value at once; hosts that animate read ``animation``).
public struct AvoidancePlan: Sendable, Hashable {
  /// The changes, in the order they are applied: scroll-view insets, then offsets (innermost
  /// first), then the root view.
  public var mutations: [Mutation]
  /// The duration and curve of the keyboard change that caused this pass.
  public var animation: KeyboardAnimation
  /// Why each thing moved or did not.
  public var trace: AvoidanceTrace
  /// The trace names of the scroll views the mutations change.
  package var scrollViewNames: [ScrollViewID: String]

  /// Creates a plan.
  package init(
    mutations: [Mutation], animation: KeyboardAnimation, trace: AvoidanceTrace,
    scrollViewNames: [ScrollViewID: String] = [:]
  ) {
    self.mutations = mutations
    self.animation = animation
    self.trace = trace
    self.scrollViewNames = scrollViewNames
  }

  /// This plan, then `next` (solved from where this one leaves the views): one mutation per
  /// value with its final value (values back where `context` had them are dropped), the
  /// traces one after the other, the totals added up.
  func followed(
    by next: AvoidancePlan, from context: AvoidanceContext,
    because reason: AvoidanceTrace.Event.Detail = .solvedAgain
  ) -> AvoidancePlan {
    var merged: [Mutation] = []
    for mutation in mutations + next.mutations {
      if let index = merged.firstIndex(where: { $0.changesSameValue(as: mutation) }) {
        merged[index] = mutation
      } else {
        merged.append(mutation)
      }
    }
    merged.removeAll { $0.isNoOp(in: context) }
    var combined = trace
    combined.events.append(AvoidanceTrace.Event(reason))
    combined.events += next.trace.events
    for (index, delta) in next.trace.scrolled { combined.scrolled[index, default: 0] += delta }
    combined.rootRise += next.trace.rootRise
    combined.remainingCover = next.trace.remainingCover
    return AvoidancePlan(
      mutations: merged, animation: animation, trace: combined,
      scrollViewNames: scrollViewNames.merging(next.scrollViewNames) { first, _ in first })
  }

  /// A mutation in words, naming its scroll view as the trace does.
  ///
  /// - Parameter mutation: One of ``mutations``.
  /// - Returns: For example `scroll offset → (0, 63)` or `root origin → (0, -188)`.
  public func description(of mutation: Mutation) -> String {
    func name(_ id: ScrollViewID) -> String {
      scrollViewNames[id] ?? "scroll view \(id)"
    }
    switch mutation {
    case .setContentOffset(let id, let offset): return "\(name(id)) offset → \(offset)"
    case .setContentInset(let id, let inset): return "\(name(id)) inset → \(inset)"
    case .setIndicatorInsets(let id, let inset):
      return "\(name(id)) indicator insets → \(inset)"
    case .setRootOrigin, .setRootSize: return mutation.description
    }
  }

  /// Whether the plan changes nothing.
  public var isEmpty: Bool { mutations.isEmpty }

  /// One change to the tree.
  ///
  /// Closed on purpose: a mutation is one of the values the keyboard manager owns and
  /// restores (a scroll view's offset, inset and indicator insets; the root's origin and size).
  /// A new kind of change needs a new restore, so it is a deliberate, breaking addition.
  public enum Mutation: Sendable, Hashable, CustomStringConvertible {
    /// Set the content offset of the scroll view with this identity.
    case setContentOffset(scrollView: ScrollViewID, Point)
    /// Set the content inset of the scroll view with this identity.
    case setContentInset(scrollView: ScrollViewID, Insets)
    /// Set the vertical indicator insets of the scroll view with this identity.
    case setIndicatorInsets(scrollView: ScrollViewID, Insets)
    /// Move the root view's origin.
    case setRootOrigin(Point)
    /// Resize the root view (``AvoidanceStrategy/resizeRoot``).
    case setRootSize(Size)

    /// Whether both change the same value (the same scroll view's offset, say).
    func changesSameValue(as other: Mutation) -> Bool {
      switch (self, other) {
      case (.setContentOffset(let a, _), .setContentOffset(let b, _)): a == b
      case (.setContentInset(let a, _), .setContentInset(let b, _)): a == b
      case (.setIndicatorInsets(let a, _), .setIndicatorInsets(let b, _)): a == b
      case (.setRootOrigin, .setRootOrigin), (.setRootSize, .setRootSize): true
      default: false
      }
    }

    /// Whether the mutation writes the value `context` already has.
    func isNoOp(in context: AvoidanceContext) -> Bool {
      func view(_ id: ScrollViewID) -> ScrollViewSnapshot? {
        context.scrollViews.first { $0.id == id }
      }
      switch self {
      case .setContentOffset(let id, let offset): return view(id)?.contentOffset == offset
      case .setContentInset(let id, let inset): return view(id)?.contentInset == inset
      case .setIndicatorInsets(let id, let insets): return view(id)?.indicatorInsets == insets
      case .setRootOrigin(let origin): return context.root?.origin == origin
      case .setRootSize(let size): return context.root?.size == size
      }
    }

    /// The mutation in words, with the scroll view's identity.
    public var description: String {
      switch self {
      case .setContentOffset(let id, let offset): "scroll view \(id) offset → \(offset)"
      case .setContentInset(let id, let inset): "scroll view \(id) inset → \(inset)"
      case .setIndicatorInsets(let id, let inset):
        "scroll view \(id) indicator insets → \(inset)"
      case .setRootOrigin(let origin): "root origin → \(origin)"
      case .setRootSize(let size): "root size → \(size)"
      }
    }
  }
}
