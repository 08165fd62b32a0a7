import KeyboardCore
import KeyboardSimulator
import ReturnManager
import SceneFormat

/// Focuses every text input of every screen on every device, orientation and keyboard of a
/// ``LintConfiguration`` and reports, per input, the worst clearance above the keyboard, where
/// it happens and what the solver said; and which inputs the toolbar's Next does not reach.
///
/// ```swift
/// let screens = try InterfaceBuilderImport(documents: [document]).screens().map(LintScreen.init)
/// let report = SceneLinter.lint(screens)
/// print(report.text)
/// report.hasUnexplainedCover   // true: fail the build
/// ```
///
/// Each case builds the screen on the case's device (see ``LintScreen``), shows the case's
/// keyboard and focuses the inputs one after another, as a user tapping from field to field
/// would. A field is *covered* when the keyboard's top is above its bottom once the keyboard
/// manager has moved things; the cover is *explained* when the manager's trace says why it
/// could not do more, in the words of the simulator's clearance line (`ShortfallReason`: the
/// target stops at the top guide, the root is clamped, there is no root to move, the strategy
/// keeps the root, the root is resized), or when the manager does not handle the field. Anything else is a bug in the
/// screen or in the manager, and ``LintReport/hasUnexplainedCover`` is `true`.
public enum SceneLinter {
  /// Lints screens.
  ///
  /// - Parameters:
  ///   - screens: The screens.
  ///   - configuration: The devices, orientations and keyboards.
  /// - Returns: The report.
  /// - Complexity: O(s · c · n · w), s screens, c cases, n inputs per screen, w the cost of a
  ///   focus change (a layout pass and a solve).
  public static func lint(
    _ screens: [LintScreen], configuration: LintConfiguration = .default
  ) -> LintReport {
    LintReport(screens: screens.map { lint($0, configuration: configuration) })
  }

  static let tolerance = 1e-6

  static func lint(_ screen: LintScreen, configuration: LintConfiguration)
    -> LintReport.Screen
  {
    var fields = screen.inputs.map { LintReport.Field(id: $0, obstacle: screen.obstacles[$0]) }
    var caseCount = 0
    var problems: [String] = []
    for device in configuration.devices {
      for lintCase in configuration.cases(for: device) {
        let insets = lintCase.isLandscape ? device.landscapeInsets : device.portraitInsets
        let scene = screen.scene(
          on: lintCase.screenSize, insets: insets, keyboard: lintCase.keyboard.spec, steps: [])
        let simulator: Simulator
        do {
          simulator = try Simulator(scene: scene, file: screen.name)
          simulator.live.setAlignmentInsets(screen.alignmentInsets)
        } catch {
          problems.append("\(lintCase): the scene does not build: \(error)")
          continue
        }
        caseCount += 1
        // One case's live scene at a time: nothing of it outlives the loop's iteration.
        let driver = LintDriver(simulator: simulator, keyboard: lintCase.keyboard.spec)
        var forms: [ObjectIdentifier: (name: String, order: [String])] = [:]
        for index in fields.indices {
          guard let input = driver.live.view(withID: fields[index].id) as? any TextInput else {
            fields[index].recordUnfocused(in: lintCase)
            continue
          }
          let observation = driver.focus(input)
          if fields[index].form == nil, observation != nil,
            let manager = driver.live.returnManager(for: input)
          {
            // Each form's order is read once per case: reading it per input is O(n²).
            let key = ObjectIdentifier(manager)
            let form =
              forms[key]
              ?? (
                manager.order.scope.flatMap { driver.live.name(of: $0) } ?? "form",
                manager.order.inputs.compactMap { driver.live.name(of: $0) }
              )
            forms[key] = form
            fields[index].form = form.name
            fields[index].formOrder = form.order
          }
          fields[index].record(observation, in: lintCase)
        }
      }
    }
    let walk = nextWalk(screen, fields: fields)
    return LintReport.Screen(
      name: screen.name, source: screen.source, cases: caseCount, fields: fields,
      nextOrder: walk, problems: problems)
  }

  /// The inputs Next visits, form by form: from the first input of each form's navigation
  /// order, on the screen's own device.
  ///
  /// - Complexity: O(n) focus changes, n the inputs.
  static func nextWalk(_ screen: LintScreen, fields: [LintReport.Field]) -> [String] {
    var order: [String] = []
    var reached: Set<String> = []
    var walkedForms: Set<String> = []
    var scene = screen.scene
    scene.steps = []
    scene.expectations = []
    scene.automaticKeyboard = true
    guard let simulator = try? Simulator(scene: scene, file: screen.name) else { return order }
    let live = simulator.live
    let driver = LintDriver(simulator: simulator, keyboard: scene.keyboard)
    for field in fields where field.focusedCases > 0 {
      guard let form = field.form, !walkedForms.contains(form) else { continue }
      walkedForms.insert(form)
      let start = field.formOrder.first ?? field.id
      guard let input = live.view(withID: start) as? any TextInput,
        driver.focus(input) != nil, let manager = live.returnManager(for: input)
      else { continue }
      var current: (any TextInput)? = input
      var steps = 0
      while let active = current, steps <= screen.inputs.count,
        let name = live.name(of: active), !reached.contains(name)
      {
        reached.insert(name)
        order.append(name)
        steps += 1
        guard manager.goNext(), let next = live.window.firstResponder, next !== active else {
          break
        }
        current = next
      }
    }
    return order
  }
}

extension LintReport.Field {
  mutating func recordUnfocused(in lintCase: LintCase) {
    cases += 1
    results.append(LintReport.CaseResult(lintCase: lintCase))
  }

  mutating func record(_ observation: LintDriver.Observation?, in lintCase: LintCase) {
    cases += 1
    guard let observation else {
      results.append(LintReport.CaseResult(lintCase: lintCase))
      return
    }
    let plan = observation.plan
    focusedCases += 1
    wanted = observation.wanted
    // A text view taller than the visible area is kept clear by its caret's line, not its
    // bottom: measure what the solver aimed at, as the report's clearance line does.
    let distance: Double
    if plan?.trace.keptClear == .caretLine {
      distance = observation.caretDistance ?? .infinity
    } else {
      distance = observation.distance ?? .infinity
    }
    let covered = distance < -SceneLinter.tolerance
    let scale = lintCase.device.scale
    var reason = Self.summary(of: plan, scale: scale)
    var isExplained = true
    if !covered, distance < observation.wanted - SceneLinter.tolerance,
      let trace = plan?.trace, let short = ShortfallReason(in: trace)
    {
      // Tight: what the manager did, then why it stopped short, in the clearance line's words.
      reason += "; " + short.words
    }
    if covered {
      coveredCases += 1
      if let explanation = Self.explanation(in: plan, scale: scale) {
        reason = explanation
      } else if let obstacle, obstacle == "keyboard manager disabled for it" {
        reason = obstacle
      } else {
        isExplained = false
        unexplainedCases += 1
        reason = plan == nil ? "no pass ran" : "no reason in the trace"
      }
    }
    results.append(
      LintReport.CaseResult(
        lintCase: lintCase, distance: distance, isCovered: covered, isExplained: isExplained,
        reason: reason))
    let isWorse: Bool
    if let current = worst {
      // An unexplained cover outranks every explained case: it is what the report is for.
      if isExplained != worstIsExplained {
        isWorse = !isExplained
      } else {
        isWorse = distance < current
      }
    } else {
      isWorse = true
    }
    if isWorse {
      worst = distance
      worstCase = lintCase
      worstReason = reason
      worstIsExplained = isExplained
    }
  }

  /// Why the pass left the input covered, as the report's clearance line says it
  /// (`ShortfallReason`), with the numbers of the event that says so on the case's pixel
  /// grid: `the root is clamped: form rises at most 162 (the keyboard's overlap with it)`.
  static func explanation(in plan: AvoidancePlan?, scale: Double) -> String? {
    guard let trace = plan?.trace, let reason = ShortfallReason(in: trace) else { return nil }
    return reason.text { $0.lintText(scale: scale) }
  }

  /// What the manager did, in a few words: directions in words with positive numbers
  /// (`moved root down 150 to y 0`, not `up -150`), on the case's pixel grid.
  static func summary(of plan: AvoidancePlan?, scale: Double) -> String {
    guard let trace = plan?.trace else { return "no pass" }
    func points(_ value: Double) -> String { value.lintText(scale: scale) }
    func direction(_ value: Double, _ positive: String, _ negative: String) -> String {
      value < 0 ? "\(negative) \(points(-value))" : "\(positive) \(points(value))"
    }
    var parts: [String] = []
    for event in trace.events {
      switch event.detail {
      case .notCovered: return "not covered"
      case .scrolled(let name, let by, _, _, _):
        parts.append("scrolled \(name) \(direction(by, "up", "down"))")
      case .scrolledDown(let name, let by, _, _):
        parts.append("scrolled \(name) \(direction(by, "down", "up"))")
      case .rootMoved(let root, let rise, _, let to):
        // Where it ends, too: a root moved down from the last input's lift is back at its
        // rest, or still lifted, and the move alone does not say which.
        parts.append("moved \(root) \(direction(rise, "up", "down")) to y \(points(to))")
      case .rootResized(let root, let height, _):
        parts.append("resized \(root) to \(points(height))")
      default: continue
      }
    }
    if parts.isEmpty, let last = trace.events.last {
      switch last.detail {
      case .clear(let bottom, let gap):
        return "clear: bottom at \(points(bottom)), \(points(gap)) above the keyboard"
      case .stillCovered(let cover, _, _, _): return "\(points(cover)) short of the distance"
      default: return Double.pixelGridText(last.description, scale: scale)
      }
    }
    return parts.joined(separator: "; ")
  }
}

extension Double {
  /// The number on a screen's pixel grid (a whole number of 1/`scale` points), printed with
  /// at most two decimals and no trailing zeros (`10`, `-12.5`, `112.67`); `∞` for infinity.
  ///
  /// - Parameter scale: Pixels per point (2 or 3); 1 or less prints points rounded to two
  ///   decimals.
  /// - Returns: The text.
  func lintText(scale: Double = 1) -> String {
    guard isFinite else { return self > 0 ? "∞" : "-∞" }
    let grid = scale > 1 && scale.isFinite ? (self * scale).rounded() / scale : self
    var rounded = (grid * 100).rounded() / 100
    if rounded == 0 { rounded = 0 }  // no "-0"
    if Swift.abs(rounded) < 1e15, let whole = Int64(exactly: rounded) {
      return String(whole)
    }
    return String(rounded)
  }

  /// A text with every decimal number in it (`112.66666666666667`) on the pixel grid.
  static func pixelGridText(_ text: String, scale: Double) -> String {
    var result = ""
    var number = ""
    func flush() {
      if number.contains("."), let value = Double(number) {
        result += value.lintText(scale: scale)
      } else {
        result += number
      }
      number = ""
    }
    for character in text {
      if character.isASCII,
        character.isNumber || (character == "." && !number.isEmpty)
          || (character == "-" && number.isEmpty)
      {
        number.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }
}
