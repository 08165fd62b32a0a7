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
  /// keyboard is hidden; when it is left short, why (``shortBecause(_:)``).
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
    report.shortBecause = shortBecause(report)
    return report
  }

  /// Why the target the keyboard manager keeps clear is left short of the gap it wants, or
  /// `nil` when it is not short or nothing in the step says why.
  ///
  /// When the step's last pass was on the field, the reason its trace gives
  /// (``ShortfallReason``). Otherwise what the step's events say: the last pass was for
  /// another input, the manager restored everything after it (and why), or no pass ran.
  func shortBecause(_ clearance: StepReport.Clearance) -> String? {
    if let trace = collector.lastTrace, Self.isTrace(trace, of: clearance.field) {
      return Self.reasonShort(clearance, in: trace)
    }
    // No pass of this step on the field: the target is the one the manager's last pass on
    // it kept clear, or the whole field.
    let earlier = live.keyboardManager.lastPlan.map(\.trace).flatMap {
      Self.isTrace($0, of: clearance.field) ? $0 : nil
    }
    guard Self.isShort(clearance, keptClearBy: earlier) else { return nil }
    if let trace = collector.lastTrace, let other = Self.input(of: trace) {
      return "the last pass was for \(other)"
    }
    if let restore = collector.restores.last {
      return "the manager restored everything: \(restore)"
    }
    guard collector.passes.isEmpty else { return nil }
    if let input = live.window.firstResponder,
      !live.keyboardManager.isHandlingEnabled(for: input)
    {
      return "no pass ran: the keyboard manager does not handle it"
    }
    return "no pass ran in this step"
  }

  /// Why the target the solver kept clear is left short of the gap it wants, or `nil` when it
  /// is not short, the trace is of a pass on another input, or the trace gives no reason.
  ///
  /// - Parameters:
  ///   - clearance: The clearance line, without a reason.
  ///   - trace: The trace of the step's last pass.
  /// - Returns: The words of the trace's ``ShortfallReason`` when the target is short.
  static func reasonShort(_ clearance: StepReport.Clearance, in trace: AvoidanceTrace) -> String? {
    guard isShort(clearance, keptClearBy: trace), isTrace(trace, of: clearance.field) else {
      return nil
    }
    return ShortfallReason(in: trace)?.words
  }

  /// Whether the target `trace` kept clear (``AvoidanceTrace/keptClear``; the whole field
  /// without a trace) is short of the wanted gap.
  static func isShort(_ clearance: StepReport.Clearance, keptClearBy trace: AvoidanceTrace?)
    -> Bool
  {
    let kind = trace?.keptClear ?? .field
    let gap = kind == .caretLine ? clearance.caretDistance : clearance.distance
    guard let gap else { return false }
    return gap < clearance.wanted - shortfallTolerance
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

  /// The input a pass's trace is of: the one its first target (or keyboard layout guide)
  /// event names.
  static func input(of trace: AvoidanceTrace) -> String? {
    for event in trace.events {
      switch event.detail {
      case .target(let name, _, _, _, _), .keyboardLayoutGuide(let name, _): return name
      default: continue
      }
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
