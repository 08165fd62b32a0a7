import KeyboardCore
import SceneFormat

// Layout margins as Interface Builder writes them: a view's own margins, whether the safe area
// and the superview's margins are taken in, and whether a stack arranges its views inside them.

extension ScreenBuilder {
  /// Reads a view's margin settings into `spec`.
  ///
  /// They are `<edgeInsets key="layoutMargins">`, or `<directionalEdgeInsets
  /// key="directionalLayoutMargins">` (leading is left: the model lays out left to right),
  /// `insetsLayoutMarginsFromSafeArea` and `preservesSuperviewLayoutMargins`. A missing edge
  /// is 0, as Interface Builder leaves it.
  func margins(_ element: MarkupElement, into spec: inout Scene.ViewSpec) throws(ImportError) {
    if let insets = element.child("edgeInsets", key: "layoutMargins") {
      spec.layoutMargins = Insets(
        top: try edge(insets, "top"), left: try edge(insets, "left"),
        bottom: try edge(insets, "bottom"), right: try edge(insets, "right"))
    } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      spec.layoutMargins = Insets(
        top: try edge(insets, "top"), left: try edge(insets, "leading"),
        bottom: try edge(insets, "bottom"), right: try edge(insets, "trailing"))
    }
    if element["insetsLayoutMarginsFromSafeArea"] == "NO" {
      spec.insetsLayoutMarginsFromSafeArea = false
    }
    if element["preservesSuperviewLayoutMargins"] == "YES" {
      spec.preservesSuperviewLayoutMargins = true
    }
  }

  private func edge(_ element: MarkupElement, _ name: String) throws(ImportError) -> Double {
    element[name] == nil ? 0 : try number(element, name)
  }

  /// Whether a built stack arranges its views relative to its layout margins.
  ///
  /// Interface Builder's attribute says so when it is written; documents that store a stack's
  /// own margins without it still lay its views out inside them, so the stored frames decide:
  /// the views are inside the margins on every edge that has one, and flush with the margin
  /// (within half a point) on at least one.
  mutating func arrangesRelativeToMargins(_ element: MarkupElement, _ spec: Scene.ViewSpec)
    -> Bool
  {
    if let value = element["layoutMarginsRelativeArrangement"] { return value == "YES" }
    guard let margins = spec.layoutMargins, let size = spec.frame?.size else { return false }
    let frames = spec.subviews.filter { !$0.isHidden }.compactMap(\.frame)
    guard let first = frames.first else { return false }
    let content = frames.dropFirst().reduce(first) { $0.union($1) }
    let gaps = [
      (margins.top, content.minY), (margins.left, content.minX),
      (margins.bottom, size.height - content.maxY), (margins.right, size.width - content.maxX),
    ].filter { $0.0 > 0 }
    let tolerance = 0.5
    guard !gaps.isEmpty, gaps.allSatisfy({ $0.1 >= $0.0 - tolerance }),
      gaps.contains(where: { Swift.abs($0.1 - $0.0) <= tolerance })
    else { return false }
    note(
      "A stack view's stored frames place its views inside its layout margins (line "
        + "\(element.line)): it arranges them relative to its margins.")
    return true
  }
}
