import KeyboardCore
import KeyboardSimulator
import ReturnManager
import SceneFormat

/// Focuses the inputs of one case's live scene one after another, as a user tapping from
/// field to field would, with the system's part a scene replay plays (the keyboard shown when
/// editing begins, reposted when the next input's input views change its frame), and reads
/// each input's clearance.
///
/// It drives the ``LiveScene`` directly rather than through `Simulator.step()`: a step
/// snapshots and compares every view before and after, so focusing n inputs that way costs
/// O(n²); here each focus costs what the keyboard manager's pass costs.
final class LintDriver {
  /// What one focus showed.
  struct Observation {
    /// Keyboard top minus the input's bottom, or `nil` when the keyboard is not under it.
    var distance: Double?
    /// The same for a text view's caret line as the keyboard manager keeps it clear
    /// (`AvoidanceContext.shownCaretLine`).
    var caretDistance: Double?
    /// The distance the input asks for.
    var wanted: Double
    /// The last plan the keyboard manager applied during the focus.
    var plan: AvoidancePlan?
  }

  let live: LiveScene
  let keyboard: Scene.KeyboardSpec
  private var plan: AvoidancePlan?
  private var postedInputViews: [Double?] = []

  init(simulator: Simulator, keyboard: Scene.KeyboardSpec) {
    self.live = simulator.live
    self.keyboard = keyboard
    live.keyboardManager.addObserver { [weak self] event in
      if let plan = event.plan { self?.plan = plan }
    }
  }

  /// Focuses an input and lays the window out until it settles.
  ///
  /// - Parameter input: The input.
  /// - Returns: What the focus showed, or `nil` when the input did not become the first
  ///   responder.
  func focus(_ input: any TextInput) -> Observation? {
    plan = nil
    let window = live.window
    _ = window.focus(input)
    guard let responder = window.firstResponder, responder === input else {
      settle()
      return nil
    }
    let screenKeyboard = live.screen.keyboard
    let inputViews = [responder.inputViewHeight, responder.inputAccessoryViewHeight]
    if !screenKeyboard.isVisible {
      post(.willShow, for: responder)
    } else if inputViews != postedInputViews, frame(for: responder) != screenKeyboard.current?.frame
    {
      post(.willChangeFrame, for: responder)
    }
    postedInputViews = inputViews
    settle()
    return observe(responder)
  }

  private func frame(for input: any TextInput) -> Rect {
    keyboard.frame(
      onScreenOf: live.screen.bounds.size, inputViewHeight: input.inputViewHeight,
      inputAccessoryViewHeight: input.inputAccessoryViewHeight)
  }

  private func post(_ event: KeyboardEvent, for input: any TextInput) {
    let screenKeyboard = live.screen.keyboard
    if let preset = keyboard.corePreset {
      _ = screenKeyboard.post(event, preset: preset, for: input, animation: keyboard.animation)
    } else {
      _ = screenKeyboard.post(event, frame: frame(for: input), animation: keyboard.animation)
    }
  }

  /// Lays out as the simulator's step does: again while layout is pending, at most 8 times.
  private func settle() {
    let window = live.window
    window.layoutIfNeeded()
    var frames = 1
    while window.isLayoutPending && frames < 8 {
      window.layoutIfNeeded()
      frames += 1
    }
  }

  private func observe(_ input: any TextInput) -> Observation? {
    let window = live.window
    let wanted = Swift.max(0, input.distanceFromKeyboard ?? live.keyboardManager.keyboardDistance)
    guard let info = live.screen.keyboard.current, let covered = info.coveredRect(in: window),
      let frame = input.frameInWindow
    else { return Observation(wanted: wanted, plan: plan) }
    func clearance(_ rect: Rect) -> Double? {
      info.kind.covers(rect, keyboard: covered) ? covered.minY - rect.maxY : nil
    }
    var caret: Double?
    if let textView = input as? TextView {
      let line = live.shownCaret(of: textView)
      caret = line.flatMap(clearance)
    }
    return Observation(
      distance: clearance(frame), caretDistance: caret, wanted: wanted, plan: plan)
  }
}
