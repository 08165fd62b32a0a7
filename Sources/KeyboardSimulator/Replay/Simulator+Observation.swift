import KeyboardCore
import ReturnManager

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
  /// keyboard is hidden.
  func clearance() -> StepReport.Clearance? {
    guard let input = live.window.firstResponder, let keyboard = keyboardState(),
      let frame = input.frameInWindow
    else { return nil }
    let manager = live.keyboardManager
    var caret: Double?
    if let textView = input as? TextView {
      caret = Self.clearance(
        of: textView.convert(textView.caretRect, to: live.window), below: keyboard)
    }
    return StepReport.Clearance(
      field: name(of: input), distance: Self.clearance(of: frame, below: keyboard),
      caretDistance: caret,
      wanted: Swift.max(0, input.distanceFromKeyboard ?? manager.keyboardDistance))
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

  // MARK: Expectations

  /// A value an expectation's subject has now.
  enum Actual: Equatable {
    case number(Double)
    case bool(Bool)
    case name(String)
    case text(String)
    case none(String)

    var description: String {
      switch self {
      case .number(let value): value.compactDescription
      case .bool(let value): value ? "true" : "false"
      case .name(let value): value
      case .text(let value): JSONValue.string(value).serialized()
      case .none(let why): why
      }
    }
  }

  func evaluate(_ expectations: [Scene.Expectation]) -> [StepReport.ExpectationResult] {
    expectations.map { expectation in
      let actual = value(of: expectation.subject)
      return StepReport.ExpectationResult(
        text: expectation.text,
        passed: Self.holds(actual, expectation.comparison, expectation.expected),
        actual: actual.description)
    }
  }

  static func holds(
    _ actual: Actual, _ comparison: Scene.Expectation.Comparison,
    _ expected: Scene.Expectation.Expected
  ) -> Bool {
    let equal: Bool
    switch (actual, expected) {
    case (.number(let a), .number(let b)):
      switch comparison {
      case .equal: return a == b
      case .notEqual: return a != b
      case .atLeast: return a >= b
      case .atMost: return a <= b
      case .greater: return a > b
      case .less: return a < b
      }
    case (.bool(let a), .bool(let b)): equal = a == b
    case (.name(let a), .name(let b)): equal = a == b
    case (.text(let a), .text(let b)): equal = a == b
    case (.none, .none): equal = true
    default: equal = false
    }
    switch comparison {
    case .equal: return equal
    case .notEqual: return !equal
    default: return false
    }
  }

  func value(of subject: Scene.Expectation.Subject) -> Actual {
    let window = live.window
    switch subject {
    case .global(let property):
      let keyboard = keyboardState()
      switch property {
      case .firstResponder:
        return window.firstResponder.map { .name(name(of: $0)) } ?? .none("none")
      case .canGoNext, .canGoPrevious:
        guard let input = window.firstResponder, let manager = live.returnManager(for: input)
        else { return .bool(false) }
        return .bool(property == .canGoNext ? manager.canGoNext : manager.canGoPrevious)
      case .movedDistance:
        return .number(live.keyboardManager.movedDistance)
      case .remainingCover:
        return .number(remainingCover)
      case .keyboardIsVisible:
        return .bool(keyboard != nil)
      case .keyboardKind:
        return .name((keyboard?.kind ?? .hidden).rawValue)
      case .keyboardMinY:
        return keyboard.map { .number($0.coveredRect.minY) } ?? .none("no keyboard")
      case .keyboardHeight:
        return keyboard.map { .number($0.coveredRect.height) } ?? .none("no keyboard")
      }
    case .view(let id, let property):
      guard let view = live.view(withID: id) else { return .none("not in the scene") }
      return value(of: property, of: view)
    }
  }

  private func value(of property: Scene.Expectation.ViewProperty, of view: View) -> Actual {
    let inWindow = view.frameInWindow
    let scroll = view as? ScrollView
    let input = view as? any TextInput
    func number(_ value: Double?) -> Actual {
      value.map(Actual.number) ?? .none("none")
    }
    switch property {
    case .frameX: return .number(view.frame.origin.x)
    case .frameY: return .number(view.frame.origin.y)
    case .frameWidth: return .number(view.frame.size.width)
    case .frameHeight: return .number(view.frame.size.height)
    case .frameMaxY: return .number(view.frame.maxY)
    case .windowX: return number(inWindow?.minX)
    case .windowY: return number(inWindow?.minY)
    case .windowWidth: return number(inWindow?.width)
    case .windowHeight: return number(inWindow?.height)
    case .windowMaxY: return number(inWindow?.maxY)
    case .isHidden: return .bool(view.isHidden)
    case .contentOffsetX: return number(scroll?.contentOffset.x)
    case .contentOffsetY: return number(scroll?.contentOffset.y)
    case .contentInsetTop: return number(scroll?.contentInset.top)
    case .contentInsetBottom: return number(scroll?.contentInset.bottom)
    case .contentSizeWidth: return number(scroll?.contentSize.width)
    case .contentSizeHeight: return number(scroll?.contentSize.height)
    case .indicatorInsetBottom: return number(scroll?.verticalScrollIndicatorInsets.bottom)
    case .clearance, .caretClearance:
      guard let keyboard = keyboardState() else { return .none("no keyboard") }
      var rect = inWindow
      if property == .caretClearance, let textView = view as? TextView {
        rect = textView.convert(textView.caretRect, to: live.window)
      }
      guard let rect else { return .none("not in the window") }
      return Self.clearance(of: rect, below: keyboard).map(Actual.number)
        ?? .none("not under the keyboard")
    case .returnKeyType: return input.map { .name($0.returnKeyType.rawValue) } ?? .none("none")
    case .isFirstResponder: return .bool(input.map { live.window.firstResponder === $0 } ?? false)
    case .text: return input.map { .text($0.text) } ?? .none("none")
    }
  }
}
