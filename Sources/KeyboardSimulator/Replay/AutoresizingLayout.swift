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

  /// The frames the subviews that have rules get for the container's new size, recorded as
  /// laid out (the caller sets them, then confirms each with ``noteLaidOut(_:)``).
  ///
  /// The caller sets the frames outside any access to this value: a frame set notifies
  /// observers, which may ask the container where a subview will rest
  /// (`frame(forSubview:at:whenResizedFrom:to:)`), and so read this state.
  ///
  /// - Parameters:
  ///   - subviews: The container's subviews.
  ///   - size: The container's bounds size now.
  /// - Returns: Each subview to move and its new frame.
  /// - Complexity: O(n), n the subviews.
  mutating func layout(_ subviews: [View], for size: Size) -> [(view: View, frame: Rect)] {
    defer { laidOutSize = size }
    guard let old = laidOutSize, old != size, !rules.isEmpty else { return [] }
    var moves: [(view: View, frame: Rect)] = []
    for child in subviews {
      guard let rule = rules[ObjectIdentifier(child)] else { continue }
      let key = ObjectIdentifier(child)
      // A frame the host set since the last layout is the new baseline.
      var baseline = baselines[key] ?? (child.frame, old, child.frame)
      if baseline.laidOut != child.frame { baseline = (child.frame, old, child.frame) }
      let laidOut = Scene.Autoresizing.frame(
        baseline.frame, masks: rule, from: baseline.size, to: size)
      baseline.laidOut = laidOut
      baselines[key] = baseline
      moves.append((child, laidOut))
    }
    return moves
  }

  /// Records the frame a layout just set on `child` as the one it laid out (the view may
  /// have normalised it).
  mutating func noteLaidOut(_ child: View) {
    baselines[ObjectIdentifier(child)]?.laidOut = child.frame
  }
}

extension AutoresizingLayout {
  /// The frame a layout for `newSize` gives `child`, which has `frame` while the container's
  /// size is `oldSize`, without moving anything: the answer to
  /// `View.frame(forSubview:at:whenResizedFrom:to:)`.
  ///
  /// When `frame` is the frame the child's baseline gives it for `oldSize` (the frame the
  /// last layout gave it, or the one a layout for `oldSize` would give it while the host has
  /// set none since), the answer comes from the baseline, as the layout computes it (so a
  /// child that a smaller size squeezed to zero gets its length back, whatever size the
  /// container was last laid out at); otherwise `frame` is taken as a baseline at `oldSize`,
  /// as the layout takes a frame the host set.
  ///
  /// A container never laid out has no baseline yet: its first layout moves nothing and takes
  /// each subview's frame as it is then, at the size the container has then. The answer starts
  /// from the child's frame and the container's size now (`currentSize`), whatever frame and
  /// size it is asked from: a view pushed while a keyboard manager holds its container smaller
  /// is laid out first at the smaller size, and its subviews move from there.
  ///
  /// - Complexity: O(1).
  func frame(
    of child: View, at frame: Rect, from oldSize: Size, to newSize: Size, currentSize: Size
  ) -> Rect {
    let key = ObjectIdentifier(child)
    guard let rule = rules[key] else { return frame }
    guard laidOutSize != nil else {
      guard currentSize != newSize else { return child.frame }
      return Scene.Autoresizing.frame(child.frame, masks: rule, from: currentSize, to: newSize)
    }
    guard oldSize != newSize else { return frame }
    if let baseline = baselines[key] {
      let fromBaseline =
        baseline.laidOut == frame && laidOutSize == oldSize
        || baseline.laidOut == child.frame
          && Scene.Autoresizing.frame(
            baseline.frame, masks: rule, from: baseline.size, to: oldSize) == frame
      if fromBaseline {
        return Scene.Autoresizing.frame(
          baseline.frame, masks: rule, from: baseline.size, to: newSize)
      }
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
  /// Lays the subviews out by their rules for the container's bounds size now.
  func layOutByRules() {
    for move in autoresizing.layout(subviews, for: bounds.size) {
      move.view.frame = move.frame
      autoresizing.noteLaidOut(move.view)
    }
  }

  /// The rules of the subviews that have any, by identity.
  var rules: [ObjectIdentifier: [Scene.Autoresizing]] {
    get { autoresizing.rules }
    set { autoresizing.rules = newValue }
  }
}
