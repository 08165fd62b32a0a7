/// The identity of a scroll view, as a plan's mutations name it.
///
/// A host that applies an ``AvoidancePlan`` itself finds the scroll view a mutation changes
/// with ``identifies(_:)``.
public struct ScrollViewID: Sendable, Hashable, CustomStringConvertible {
  private enum Storage: Sendable, Hashable {
    case object(ObjectIdentifier)
    case number(Int)
  }

  private let storage: Storage

  /// The identity of a live scroll view.
  public init(_ view: ScrollView) {
    storage = .object(ObjectIdentifier(view))
  }

  /// An identity for a hand-built snapshot (tests and tools of this package).
  package init(_ number: Int) {
    storage = .number(number)
  }

  /// Whether this is the identity of `view`.
  public func identifies(_ view: ScrollView) -> Bool {
    storage == .object(ObjectIdentifier(view))
  }

  /// `#n` for a hand-built identity, `object` for a live one.
  public var description: String {
    switch storage {
    case .object: "object"
    case .number(let number): "#\(number)"
    }
  }
}
