import KeyboardCore
import SceneFormat

/// The autoresizing rules of a container's subviews and the layout they give when the
/// container's size changes, as UIKit's autoresizing masks do; shared by the plain views and
/// the scroll views the simulator builds.
struct AutoresizingLayout {
  /// The rules of the subviews that have any, by identity.
  var rules: [ObjectIdentifier: [Scene.Autoresizing]] = [:]
  /// The size the subviews' frames were last laid out for; `nil` until the first layout,
  /// which records the baseline without moving anything.
  private var laidOutSize: Size?
  /// Per subview: the frame and the container's size it is laid out from, and the frame the
  /// last layout gave it.
  ///
  /// Frames are always computed from the baseline, never from the previous layout, so
  /// shrinking a container below zero and growing it back restores it exactly.
  private var baselines: [ObjectIdentifier: (frame: Rect, size: Size, laidOut: Rect)] = [:]

  /// Lays out the subviews that have rules for the container's new size.
  ///
  /// - Parameters:
  ///   - subviews: The container's subviews.
  ///   - size: The container's bounds size now.
  /// - Complexity: O(n), n the subviews.
  mutating func layout(_ subviews: [View], for size: Size) {
    defer { laidOutSize = size }
    guard let old = laidOutSize, old != size, !rules.isEmpty else { return }
    for child in subviews {
      guard let rule = rules[ObjectIdentifier(child)] else { continue }
      let key = ObjectIdentifier(child)
      // A frame the host set since the last layout is the new baseline.
      var baseline = baselines[key] ?? (child.frame, old, child.frame)
      if baseline.laidOut != child.frame { baseline = (child.frame, old, child.frame) }
      let frame = baseline.frame
      let from = baseline.size
      let horizontal = Self.share(
        size.width - from.width,
        among: [
          (rule.contains(.flexibleLeftMargin), frame.minX),
          (rule.contains(.flexibleWidth), frame.width),
          (rule.contains(.flexibleRightMargin), from.width - frame.maxX),
        ])
      let vertical = Self.share(
        size.height - from.height,
        among: [
          (rule.contains(.flexibleTopMargin), frame.minY),
          (rule.contains(.flexibleHeight), frame.height),
          (rule.contains(.flexibleBottomMargin), from.height - frame.maxY),
        ])
      let laidOut = Rect(
        x: frame.minX + horizontal[0], y: frame.minY + vertical[0],
        width: Swift.max(0, frame.width + horizontal[1]),
        height: Swift.max(0, frame.height + vertical[1]))
      child.frame = laidOut
      baseline.laidOut = child.frame
      baselines[key] = baseline
    }
  }

  /// Shares `delta` among the flexible parts in proportion to their sizes (equally when they
  /// are all zero).
  private static func share(_ delta: Double, among parts: [(isFlexible: Bool, size: Double)])
    -> [Double]
  {
    let flexible = parts.filter(\.isFlexible)
    guard delta != 0, !flexible.isEmpty else { return parts.map { _ in 0 } }
    let total = flexible.reduce(0) { $0 + Swift.max(0, $1.size) }
    return parts.map { part in
      guard part.isFlexible else { return 0 }
      if total > 0 { return delta * Swift.max(0, part.size) / total }
      return delta / Double(flexible.count)
    }
  }
}

/// A view the simulator builds whose subviews follow its size by their autoresizing rules.
protocol AutoresizingContainer: View {
  /// The rules and the layout state.
  var autoresizing: AutoresizingLayout { get set }
}

extension AutoresizingContainer {
  /// The rules of the subviews that have any, by identity.
  var rules: [ObjectIdentifier: [Scene.Autoresizing]] {
    get { autoresizing.rules }
    set { autoresizing.rules = newValue }
  }
}
