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
      let laidOut = Scene.Autoresizing.frame(
        baseline.frame, masks: rule, from: baseline.size, to: size)
      child.frame = laidOut
      baseline.laidOut = child.frame
      baselines[key] = baseline
    }
  }
}

extension AutoresizingLayout {
  /// The frame a layout for `newSize` gives `child`, which has `frame` while the container's
  /// size is `oldSize`, without moving anything: the answer to
  /// `View.frame(forSubview:at:whenResizedFrom:to:)`.
  ///
  /// When `frame` is the frame the last layout gave the child, for `oldSize`, the answer comes
  /// from the child's baseline, as the layout computes it (so a child that a smaller size
  /// squeezed to zero gets its length back); otherwise `frame` is taken as a baseline at
  /// `oldSize`, as the layout takes a frame the host set.
  ///
  /// - Complexity: O(1).
  func frame(of child: View, at frame: Rect, from oldSize: Size, to newSize: Size) -> Rect {
    let key = ObjectIdentifier(child)
    guard let rule = rules[key], oldSize != newSize else { return frame }
    if let baseline = baselines[key], baseline.laidOut == frame, laidOutSize == oldSize {
      return Scene.Autoresizing.frame(
        baseline.frame, masks: rule, from: baseline.size, to: newSize)
    }
    return Scene.Autoresizing.frame(frame, masks: rule, from: oldSize, to: newSize)
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
