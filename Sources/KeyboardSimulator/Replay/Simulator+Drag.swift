import KeyboardCore
import SceneFormat

extension Simulator {
  /// Replays a `drag` step: `beginDragging()`, `drag(toWindowY:)` for each finger position,
  /// then `endDragging(dismissingKeyboard:)` while an interactive dismissal is under way.
  ///
  /// On drag, the first responder resigns and the keyboard hides as the drag begins; an
  /// interactive dismissal posts a frame for each position where the keyboard moved. The
  /// events list every frame posted, and the manager's passes follow each one.
  ///
  /// - Parameter drag: The drag.
  /// - Returns: What happened, in words.
  func drag(_ drag: Scene.Drag) -> [String] {
    guard let scroll = live.view(withID: drag.scrollView) as? ScrollView else {
      return ["\(drag.scrollView) is not a scroll view"]
    }
    let keyboard = live.screen.keyboard
    let window = live.window
    let responder = window.firstResponder.map { name(of: $0) }
    let mode = scroll.keyboardDismissMode
    var events: [String] = []
    let began = scroll.beginDragging()
    switch mode {
    case .onDrag:
      if began {
        collector.animations.append(KeyboardAnimation.default.duration)
        events.append(
          "drag began (onDrag): \(responder ?? "the first responder") ended editing, "
            + "keyboard willHide")
      } else {
        events.append("drag began (onDrag): the keyboard stayed (" + stayReason() + ")")
      }
    case .interactive:
      if began, let rest = keyboard.current?.coveredRect {
        events.append("drag began (interactive): the keyboard rests at \(rest)")
      } else {
        events.append("drag began (interactive): no dismissal (" + stayReason() + ")")
      }
    default:
      events.append("drag began: keyboardDismissMode is \(mode); the keyboard stays")
    }
    for y in drag.positions {
      let finger = "finger at y \(y.compactDescription)"
      guard keyboard.isInteractivelyDismissing else { continue }
      if scroll.drag(toWindowY: y), let current = keyboard.current {
        collector.animations.append(KeyboardAnimation.interactive.duration)
        events.append(
          current.isVisible
            ? "\(finger): keyboard willChangeFrame \(current.frame)"
            : "\(finger): keyboard willChangeFrame \(current.frame) (off the screen)")
      } else {
        events.append("\(finger): keyboard unchanged")
      }
    }
    if keyboard.isInteractivelyDismissing {
      let dismissing = drag.ends == .dismissed
      let dismissed = scroll.endDragging(dismissingKeyboard: dismissing)
      collector.animations.append(KeyboardAnimation.default.duration)
      if dismissed {
        events.append(
          "finger lifted, dismissing: \(responder ?? "the first responder") ended editing, "
            + "keyboard willHide")
      } else {
        let frame = keyboard.current.map { "\($0.frame)" } ?? "its resting frame"
        events.append(
          "finger lifted, "
            + (dismissing ? "dismissing refused by the delegate" : "cancelled")
            + ": keyboard back to \(frame)")
      }
    }
    return events
  }

  /// Why a drag did not start a dismissal.
  private func stayReason() -> String {
    if live.window.firstResponder == nil { return "nothing was being edited" }
    guard let current = live.screen.keyboard.current, current.isVisible else {
      return "no keyboard was up"
    }
    if current.kind != .docked { return "only a docked keyboard is dragged" }
    return "the first responder did not resign"
  }
}
