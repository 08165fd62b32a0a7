import KeyboardCore
import ReturnManager
import SceneFormat

extension Simulator {
  // MARK: Expectations

  /// A value an expectation's subject has now: the type an expectation's expected side
  /// has, with the reason when there is none.
  typealias Actual = Scene.Expectation.Value

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
    _ expected: Scene.Expectation.Value
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
    case .safeAreaTop: return .number(view.safeAreaInsets.top)
    case .safeAreaBottom: return .number(view.safeAreaInsets.bottom)
    case .marginTop: return .number(view.layoutMargins.top)
    case .marginLeft: return .number(view.layoutMargins.left)
    case .marginBottom: return .number(view.layoutMargins.bottom)
    case .marginRight: return .number(view.layoutMargins.right)
    case .clearance, .caretClearance:
      guard let keyboard = keyboardState() else { return .none("no keyboard") }
      var rect = inWindow
      if property == .caretClearance, let textView = view as? TextView, inWindow != nil {
        rect = live.shownCaret(of: textView)
        guard rect != nil else { return .none("no line to show") }
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
