import KeyboardCore
import SceneFormat

extension Simulator {
  /// How many constraints a report line names for one view.
  static let constraintsNamedPerView = 2

  /// The report's constraint lines for a step of a scene with constraints: each view the
  /// constraints place whose frame changed (`moved bar up 336 (bar.bottom ==
  /// chat.keyboard.top)`), then the constraints broken and the views ambiguous now that no
  /// earlier report named.
  ///
  /// Only the constraints move the views they place (the keyboard manager moves root views and
  /// scroll offsets), so a changed frame of such a view is the constraints' doing.
  func constraintLines(from before: SceneSnapshot, to after: SceneSnapshot) -> [String] {
    guard !live.layoutConstraints.isEmpty else { return [] }
    var lines: [String] = []
    let placed = live.constrainedViews
    for (name, view) in placed {
      guard let old = before.view(named: name)?.frame, let new = after.view(named: name)?.frame,
        old != new
      else { continue }
      lines.append(Self.describeMove(of: name, from: old, to: new, by: constraints(moving: view)))
    }
    for (index, entry) in live.layoutConstraints.enumerated()
    where entry.constraint.isActive && entry.constraint.isBroken {
      guard reportedLayoutIssues.insert("broken \(index)").inserted else { continue }
      lines.append("broken \(entry.spec.text): it cannot hold with the others (see diagnostics)")
    }
    for (name, view) in placed where view.hasAmbiguousLayout {
      guard reportedLayoutIssues.insert("ambiguous \(name)").inserted else { continue }
      lines.append("ambiguous \(name): the constraints leave its frame more than one value")
    }
    return lines
  }

  /// The active constraints that place `view` (it is their first item): those to a keyboard
  /// guide, then to another item, then to a constant; with none, those that relate another
  /// view to it.
  private func constraints(moving view: View) -> [(Scene.ConstraintSpec, LayoutConstraint)] {
    let mentioning = live.layoutConstraints.filter { entry in
      entry.constraint.isActive
        && (entry.constraint.firstItem === view || entry.constraint.secondItem === view)
    }
    func rank(_ entry: SceneConstraint) -> Int {
      guard entry.constraint.firstItem === view else { return 3 }
      if entry.spec.keyboardItem != nil { return 0 }
      return entry.spec.secondItem == nil ? 2 : 1
    }
    let ranked = mentioning.enumerated().sorted {
      (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
    }
    // Constraints that place the view itself, when it has any.
    let own = ranked.filter { rank($0.element) < 3 }
    return (own.isEmpty ? ranked : own).map { ($0.element.spec, $0.element.constraint) }
  }

  /// `moved bar up 336 (bar.bottom == chat.keyboard.top)`: the change of the frame, and the
  /// first few constraints on the axes that changed.
  static func describeMove(
    of name: String, from old: Rect, to new: Rect,
    by constraints: [(Scene.ConstraintSpec, LayoutConstraint)]
  ) -> String {
    var parts: [String] = []
    let dx = new.minX - old.minX
    let dy = new.minY - old.minY
    if dy != 0 { parts.append("\(dy < 0 ? "up" : "down") \(abs(dy).readableDescription)") }
    if dx != 0 { parts.append("\(dx < 0 ? "left" : "right") \(abs(dx).readableDescription)") }
    let moved = !parts.isEmpty
    // Numbers as the text report prints them; a change too small to show so prints in full.
    func change(_ before: Double, _ after: Double) -> String {
      let (a, b) = (before.readableDescription, after.readableDescription)
      return a == b ? "\(before.compactDescription) → \(after.compactDescription)" : "\(a) → \(b)"
    }
    if new.width != old.width { parts.append("width \(change(old.width, new.width))") }
    if new.height != old.height { parts.append("height \(change(old.height, new.height))") }
    // A size constraint explains a change of that size; a position one, any change on its axis.
    let horizontal = dx != 0 || new.width != old.width
    let vertical = dy != 0 || new.height != old.height
    let relevant = constraints.filter { spec, _ in
      switch spec.firstAttribute {
      case .width: new.width != old.width
      case .height: new.height != old.height
      default: spec.firstAttribute.isHorizontal ? horizontal : vertical
      }
    }
    var named = relevant.prefix(constraintsNamedPerView).map(\.0.text)
    if relevant.count > constraintsNamedPerView {
      named.append("+\(relevant.count - constraintsNamedPerView) more")
    }
    let reason = named.isEmpty ? "" : " (\(named.joined(separator: "; ")))"
    return "\(moved ? "moved" : "resized") \(name) \(parts.joined(separator: ", "))\(reason)"
  }
}
