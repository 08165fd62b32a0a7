import KeyboardCore
import SceneFormat

extension Simulator {
  /// The input views of an input (or of none): what the posted frame depends on.
  struct InputViews: Hashable {
    var inputViewHeight: Double?
    var inputAccessoryViewHeight: Double

    init(_ input: (any TextInput)?) {
      inputViewHeight = input?.inputViewHeight
      inputAccessoryViewHeight = input?.inputAccessoryViewHeight ?? 0
    }
  }

  /// The frame the simulated system posts for a keyboard while the window's first responder
  /// edits: KeyboardCore's computation for a preset (its input view replaces the keyboard, its
  /// accessory adds to it), the same rule for a keyboard of a given height, an explicit frame
  /// as given.
  func frame(of spec: Scene.KeyboardSpec) -> Rect {
    let input = InputViews(live.window.firstResponder)
    return spec.frame(
      onScreenOf: live.screen.bounds.size, inputViewHeight: input.inputViewHeight,
      inputAccessoryViewHeight: input.inputAccessoryViewHeight)
  }

  /// Reposts the keyboard when the first responder's input views differ from those of the
  /// last posted frame and give another frame (focus moved to a field with a picker or another accessory, or the
  /// field's own heights changed, as after UIKit's `reloadInputViews()`), as iOS does.
  ///
  /// Only while the simulator plays the system's part, the keyboard is up and no interactive
  /// dismissal is under way.
  ///
  /// - Parameter reason: Why, for the report.
  /// - Returns: The events, or none when nothing changed.
  func repostForInputViews(_ reason: String) -> [String] {
    let keyboard = live.screen.keyboard
    guard scene.automaticKeyboard, keyboard.isVisible, !keyboard.isInteractivelyDismissing,
      let responder = live.window.firstResponder,
      InputViews(responder) != postedInputViews
    else { return [] }
    let spec = lastKeyboard ?? scene.keyboard
    guard frame(of: spec) != keyboard.current?.frame else {
      // Other input views of the same total height: the frame stands.
      postedInputViews = InputViews(responder)
      return []
    }
    return [reason, post(.willChangeFrame, spec)]
  }
}
