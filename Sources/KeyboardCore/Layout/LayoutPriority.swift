/// How much a layout constraint matters, from 1 to 1000, as `UILayoutPriority`.
///
/// A constraint at ``required`` (1000) must hold. Below that, the layout keeps the constraint
/// as nearly as it can: where two optional constraints pull apart, the one with the higher
/// priority wins (a weighted error, as UIKit's engine; see ``LayoutConstraint``). Content
/// hugging (default ``defaultLow``, 250) and compression resistance (default ``defaultHigh``,
/// 750) are priorities too.
///
/// ```swift
/// let preferred = field.widthAnchor.constraint(equalToConstant: 400)
/// preferred.priority = .defaultHigh
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
  /// The priority's number, 1 to 1000.
  public var rawValue: Double

  /// Creates a priority from its number.
  ///
  /// - Precondition: `rawValue` is finite and in 1...1000, as UIKit requires.
  public init(rawValue: Double) {
    precondition(
      rawValue.isFinite && rawValue >= 1 && rawValue <= 1000,
      "LayoutPriority: \(rawValue) is outside 1...1000")
    self.rawValue = rawValue
  }

  /// Creates a priority from its number, as `UILayoutPriority(750)`.
  ///
  /// - Precondition: `value` is finite and in 1...1000.
  public init(_ value: Double) { self.init(rawValue: value) }

  /// Creates a priority from an integer literal.
  public init(integerLiteral value: Int) { self.init(rawValue: Double(value)) }

  /// Creates a priority from a floating-point literal.
  public init(floatLiteral value: Double) { self.init(rawValue: value) }

  /// A constraint that must hold (1000).
  public static let required = LayoutPriority(rawValue: 1000)
  /// The priority of a button's content hugging and most compression resistance (750).
  public static let defaultHigh = LayoutPriority(rawValue: 750)
  /// The priority of a window-resize drag (510), as UIKit's `dragThatCanResizeScene`.
  public static let dragThatCanResizeScene = LayoutPriority(rawValue: 510)
  /// The priority of content hugging by default (250).
  public static let defaultLow = LayoutPriority(rawValue: 250)
  /// The priority with which a view fits its content when asked its fitting size (50).
  public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

  /// Whether this is ``required``.
  public var isRequired: Bool { rawValue >= 1000 }

  /// Orders priorities by their numbers.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The number, shortest: "750", "999.5".
  public var description: String {
    LayoutNumber.text(rawValue)
  }
}
