import KeyboardCore

extension Scene.Autoresizing {
  /// The frame UIKit's autoresizing gives a subview when its container's size changes.
  ///
  /// The change along each axis is shared by the flexible parts (margins and the length) in
  /// proportion to their sizes, equally when they are all zero; lengths never go below zero.
  /// The one rule the simulator's live containers and `keyboard-sim lint`'s device resizing
  /// both use.
  ///
  /// - Parameters:
  ///   - frame: The subview's frame for the container's size `from`.
  ///   - masks: The subview's masks.
  ///   - from: The container's size `frame` was laid out for.
  ///   - to: The container's new size.
  /// - Returns: The subview's frame for `to`.
  package static func frame(
    _ frame: Rect, masks: [Scene.Autoresizing], from: Size, to: Size
  ) -> Rect {
    let horizontal = share(
      to.width - from.width,
      among: [
        (masks.contains(.flexibleLeftMargin), frame.minX),
        (masks.contains(.flexibleWidth), frame.width),
        (masks.contains(.flexibleRightMargin), from.width - frame.maxX),
      ])
    let vertical = share(
      to.height - from.height,
      among: [
        (masks.contains(.flexibleTopMargin), frame.minY),
        (masks.contains(.flexibleHeight), frame.height),
        (masks.contains(.flexibleBottomMargin), from.height - frame.maxY),
      ])
    return Rect(
      x: frame.minX + horizontal[0], y: frame.minY + vertical[0],
      width: Swift.max(0, frame.width + horizontal[1]),
      height: Swift.max(0, frame.height + vertical[1]))
  }

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
