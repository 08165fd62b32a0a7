import KeyboardCore
import ReturnManager
import SceneFormat

extension Simulator {
  // MARK: Snapshots

  /// The live scene's state now, as values.
  ///
  /// - Returns: The snapshot.
  /// - Complexity: O(n·d), n the views, d the depth of the tree.
  public func snapshot() -> SceneSnapshot {
    let window = live.window
    var views: [SceneSnapshot.ViewState] = []
    func visit(_ view: View, depth: Int, clip: Rect?, isVisible: Bool) {
      let visible = isVisible && !view.isHidden && view.alpha > 0
      var childClip = clip
      var childDepth = depth
      if let name = live.name(of: view), let role = live.role(of: view),
        let inWindow = view.frameInWindow
      {
        let shown = clip.map { inWindow.intersection($0) } ?? .null
        var state = SceneSnapshot.ViewState(
          name: name, role: role, depth: depth, frame: view.frame, frameInWindow: inWindow,
          visibleRect: visible && !shown.isEmpty ? shown : nil)
        if let scroll = view as? ScrollView {
          state.contentOffset = scroll.contentOffset
          state.contentInset = scroll.contentInset
          state.contentSize = scroll.contentSize
        }
        if let input = view as? any TextInput {
          state.returnKeyType = input.returnKeyType
          state.isFirstResponder = window.firstResponder === input
        }
        views.append(state)
        childDepth = depth + 1
      }
      if view is ScrollView, let inWindow = view.frameInWindow {
        childClip = (childClip ?? .null).intersection(inWindow)
      }
      for child in view.subviews {
        visit(child, depth: childDepth, clip: childClip, isVisible: visible)
      }
    }
    for child in window.subviews {
      visit(child, depth: 0, clip: window.bounds, isVisible: true)
    }
    return SceneSnapshot(
      screenSize: live.screen.bounds.size, windowFrame: window.frame,
      safeAreaInsets: window.safeAreaInsets, keyboard: keyboardState(),
      firstResponder: window.firstResponder.map { name(of: $0) }, views: views)
  }

  /// The keyboard as the window sees it, or `nil` when it covers nothing of the window.
  func keyboardState() -> SceneSnapshot.KeyboardState? {
    guard let info = live.screen.keyboard.current,
      let inWindow = info.coveredRect(in: live.window)
    else { return nil }
    return SceneSnapshot.KeyboardState(kind: info.kind, frame: info.frame, coveredRect: inWindow)
  }

  static func changes(from before: SceneSnapshot, to after: SceneSnapshot) -> [StepReport.Change] {
    var changes: [StepReport.Change] = []
    let earlier = Dictionary(
      before.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for view in after.views {
      guard let old = earlier[view.name] else { continue }
      func note(_ property: String, _ a: Double?, _ b: Double?) {
        guard let a, let b, a != b else { return }
        changes.append(StepReport.Change(view: view.name, property: property, before: a, after: b))
      }
      note("frame.x", old.frame.origin.x, view.frame.origin.x)
      note("frame.y", old.frame.origin.y, view.frame.origin.y)
      note("frame.width", old.frame.size.width, view.frame.size.width)
      note("frame.height", old.frame.size.height, view.frame.size.height)
      note("contentOffset.x", old.contentOffset?.x, view.contentOffset?.x)
      note("contentOffset.y", old.contentOffset?.y, view.contentOffset?.y)
      note("contentInset.top", old.contentInset?.top, view.contentInset?.top)
      note("contentInset.bottom", old.contentInset?.bottom, view.contentInset?.bottom)
      note("contentSize.width", old.contentSize?.width, view.contentSize?.width)
      note("contentSize.height", old.contentSize?.height, view.contentSize?.height)
    }
    return changes
  }

  // MARK: Clearance and navigation

  /// The active field's clearance above the keyboard, or `nil` when no field is active or the
  /// keyboard is hidden; when it is left short, the reason the step's last pass traced.
  func clearance() -> StepReport.Clearance? {
    guard let input = live.window.firstResponder, let keyboard = keyboardState(),
      let frame = input.frameInWindow
    else { return nil }
    let manager = live.keyboardManager
    var caret: Double?
    if let textView = input as? TextView {
      caret = live.shownCaret(of: textView).flatMap { Self.clearance(of: $0, below: keyboard) }
    }
    let wanted = Swift.max(0, input.distanceFromKeyboard ?? manager.keyboardDistance)
    var report = StepReport.Clearance(
      field: name(of: input), distance: Self.clearance(of: frame, below: keyboard),
      caretDistance: caret, wanted: wanted)
    if let trace = collector.lastTrace {
      report.shortBecause = Self.reasonShort(report, in: trace)
    }
    return report
  }

  /// Why the target the solver kept clear is left short of the gap it wants, or `nil` when it
  /// is not short, the trace is of a pass on another input, or the trace gives no reason.
  ///
  /// The target is the one the trace's last target event names: the caret line of a text view
  /// taller than the visible area, else the whole field (a text view that fits is kept clear
  /// whole). The last event, not ``AvoidanceTrace/targetKind``: a pass solved again keeps the
  /// first solve's kind there.
  ///
  /// - Parameters:
  ///   - clearance: The clearance line, without a reason.
  ///   - trace: The trace of the step's last pass.
  /// - Returns: ``reasonLeftShort(in:)`` of the trace when the target is short.
  static func reasonShort(_ clearance: StepReport.Clearance, in trace: AvoidanceTrace) -> String? {
    var kind = AvoidanceContext.TargetKind.field
    for event in trace.events.reversed() {
      if case .target(_, let last, _, _, _) = event.detail {
        kind = last
        break
      }
    }
    let gap = kind == .caretLine ? clearance.caretDistance : clearance.distance
    guard let gap, gap < clearance.wanted - shortfallTolerance, isTrace(trace, of: clearance.field)
    else { return nil }
    return reasonLeftShort(in: trace)
  }

  /// How far below the wanted gap a target must end to count as left short: rounding noise
  /// in the sums of a pass is not a shortfall.
  static let shortfallTolerance = 1e-6

  /// Whether `trace` is of a pass on `field`.
  static func isTrace(_ trace: AvoidanceTrace, of field: String) -> Bool {
    trace.events.contains {
      switch $0.detail {
      case .target(let name, _, _, _, _), .keyboardLayoutGuide(let name, _): name == field
      default: false
      }
    }
  }

  /// The reason a pass's trace gives for leaving its target short of the distance, in plain
  /// words, or `nil` when it gives none.
  ///
  /// The target is a field or a text view's caret line; the reasons, first found first: it
  /// stops at the top guide (the caret's line would rise above it, or a field has less room
  /// above than it needs), the keyboard layout guide carries the input, the root is clamped
  /// or held, kept by scrollOnly, stays, is resized, or is missing. The one mapping from events
  /// to the clearance line's words.
  static func reasonLeftShort(in trace: AvoidanceTrace) -> String? {
    let reasons: [(AvoidanceTrace.Event.Detail) -> String?] = [
      {
        // A caret line that would rise above the guide, or a field whose room above is less
        // than the rise it needs.
        switch $0 {
        case .caretAtTopGuide: "stops at the top guide"
        case .needs(let rise, _, _, _, let room, _) where room < rise: "stops at the top guide"
        default: nil
        }
      },
      {
        if case .keyboardLayoutGuide(_, 0) = $0 { "left to the keyboard layout guide" } else { nil }
      },
      {
        switch $0 {
        case .rootClamped, .rootHeld: "the root is clamped"
        case .rootKept: "scrollOnly keeps the root"
        case .rootNotContainingInput, .rootOutOfReach: "the root stays"
        case .rootResized: "the root is resized, not moved"
        case .noRoot: "nothing more to move"
        default: nil
        }
      },
    ]
    for reason in reasons {
      if let text = trace.events.lazy.compactMap({ reason($0.detail) }).first { return text }
    }
    return nil
  }

  /// Keyboard top minus the rectangle's bottom, or `nil` when the keyboard is not under it
  /// (beside it, or above it).
  static func clearance(of rect: Rect, below keyboard: SceneSnapshot.KeyboardState) -> Double? {
    guard keyboard.kind.covers(rect, keyboard: keyboard.coveredRect) else { return nil }
    return keyboard.coveredRect.minY - rect.maxY
  }

  /// The navigation state of the form holding the first responder.
  func navigation() -> StepReport.Navigation? {
    guard let input = live.window.firstResponder, let form = live.form(for: input) else {
      return nil
    }
    let manager = form.manager
    let inputs = manager.order.inputs
    return StepReport.Navigation(
      form: form.name,
      fields: inputs.map { .init(name: name(of: $0), returnKeyType: $0.returnKeyType) },
      activeIndex: inputs.firstIndex { $0 === input },
      canGoNext: manager.canGoNext, canGoPrevious: manager.canGoPrevious)
  }
}
