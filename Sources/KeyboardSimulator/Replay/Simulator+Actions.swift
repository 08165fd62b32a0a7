import KeyboardCore
import ReturnManager
import SceneFormat

extension Simulator {
  /// Runs an action on the live tree.
  ///
  /// - Returns: What happened, in words.
  func perform(_ action: Scene.Action) -> [String] {
    let window = live.window
    switch action {
    case .focus(let id):
      guard let input = live.view(withID: id) as? any TextInput else {
        return ["\(id) is not a text input"]
      }
      let outcome = window.focus(input)
      switch outcome {
      case .succeeded: return ["\(id) began editing"]
      case .unchanged: return ["\(id) was already editing"]
      default: return ["focus on \(id) failed: \(outcome)"]
      }
    case .resign:
      guard let input = window.firstResponder else { return ["nothing was being edited"] }
      let name = self.name(of: input)
      let outcome = window.resignFirstResponder()
      return [outcome == .succeeded ? "\(name) ended editing" : "resign failed: \(outcome)"]
    case .showKeyboard(let keyboard):
      return [post(.willShow, keyboard)]
    case .changeKeyboard(let keyboard):
      return [post(.willChangeFrame, keyboard)]
    case .hideKeyboard(let duration, let curve):
      return [hideKeyboard(KeyboardAnimation(duration: duration, curve: curve ?? .keyboard))]
    case .pressReturn:
      return pressReturn()
    case .goNext, .goPrevious:
      return navigate(next: action == .goNext)
    case .done:
      guard let input = window.firstResponder else { return ["done: nothing was being edited"] }
      let name = self.name(of: input)
      let resigned =
        live.returnManager(for: input)?.resignFirstResponder()
        ?? (window.resignFirstResponder() == .succeeded)
      return [resigned ? "done: \(name) ended editing" : "done: \(name) kept editing"]
    case .type(let text):
      guard let input = window.firstResponder else { return ["type: nothing was being edited"] }
      let inserted = input.insertText(text)
      let quoted = JSONValue.string(text).serialized()
      return [
        inserted
          ? "typed \(quoted) into \(name(of: input))" : "\(name(of: input)) refused \(quoted)"
      ]
    case .rotate(let safeArea, let keyboard):
      return rotate(safeAreaInsets: safeArea, keyboard: keyboard)
    case .resizeWindow(let frame, let safeArea, let keyboard):
      // The safe area first, as in `rotate`: the layout the new frame runs reads both.
      if let safeArea { window.safeAreaInsets = safeArea }
      window.frame = frame
      var events = ["window frame → \(window.frame)"]
      if let keyboard, live.screen.keyboard.isVisible {
        events.append(post(.willChangeFrame, keyboard))
      }
      return events
    case .updateView(let id, let update):
      guard let view = live.view(withID: id) else { return ["\(id) is not in the scene"] }
      update.apply(to: view)
      if let input = view as? any TextInput { live.applyDelegateKeys(of: update, to: input) }
      var events = ["updated \(id): \(update.setKeys.joined(separator: ", "))"]
      if update.frame != nil, let placed = placedByItsContainer(view) {
        events.append(placed)
      }
      if update.changesInputViews, view === window.firstResponder {
        events += repostForInputViews(
          "\(id)'s input views changed: the system reposts the keyboard")
      }
      return events
    case .updateController(let id, let update):
      guard let controller = live.controller(withID: id) else {
        return ["updateController: \(id) is not a controller in the scene"]
      }
      update.apply(to: controller)
      return ["updated \(id): " + update.settings.joined(separator: ", ")]
    case .configure(let settings):
      Self.apply(settings, to: live.keyboardManager, returnManagers: live.returnManagers)
      return ["configured " + Self.title(of: action).dropFirst("configure ".count)]
    case .reloadLayout:
      live.keyboardManager.reloadLayoutIfNeeded()
      return ["reloadLayoutIfNeeded()"]
    case .pressKey, .push, .pop, .present, .dismiss, .selectTab, .addView, .removeView:
      return performSession(action)
    case .drag(let drag):
      return self.drag(drag)
    }
  }

  /// Plays the system's part after an action, when the scene asks for it: the keyboard shows
  /// when a field began editing with no keyboard up, and hides when editing ended with no
  /// field focused.
  func playSystem(
    after action: Scene.Action, hadResponder: Bool, previousResponder: ObjectIdentifier?
  ) -> [String] {
    guard scene.automaticKeyboard else { return [] }
    let keyboard = live.screen.keyboard
    let responder = live.window.firstResponder
    if responder == nil, hadResponder, keyboard.isVisible {
      return ["editing ended: the system hides the keyboard", hideKeyboard(.default)]
    }
    if let responder, !keyboard.isVisible {
      let changed = previousResponder != ObjectIdentifier(responder)
      var isFocus = false
      if case .focus = action { isFocus = true }
      if changed || isFocus {
        return ["editing began: the system shows the keyboard", post(.willShow, scene.keyboard)]
      }
    }
    if let responder, previousResponder != ObjectIdentifier(responder) {
      return repostForInputViews(
        "\(name(of: responder)) has other input views: the system reposts the keyboard")
    }
    return []
  }

  // MARK: Keyboard

  func post(_ event: KeyboardEvent, _ spec: Scene.KeyboardSpec) -> String {
    let keyboard = live.screen.keyboard
    let frame = self.frame(of: spec)
    let input = live.window.firstResponder
    let accepted: Bool
    if let preset = spec.corePreset {
      // Through KeyboardCore's preset, so the keyboard keeps it for reloadInputViews().
      accepted = keyboard.post(event, preset: preset, for: input, animation: spec.animation)
    } else {
      accepted = keyboard.post(event, frame: frame, animation: spec.animation)
    }
    postedInputViews = InputViews(input)
    guard accepted else {
      return "keyboard \(event) \(frame) ignored (the same as the current keyboard, or not finite)"
    }
    lastKeyboard = spec
    collector.animations.append(spec.animation.duration)
    let kind = keyboard.current?.kind ?? .hidden
    return "keyboard \(event): \(Self.describe(kind)) \(frame.size) at \(frame.origin)"
  }

  func hideKeyboard(_ animation: KeyboardAnimation) -> String {
    let keyboard = live.screen.keyboard
    guard keyboard.hide(animation: animation) else {
      return "keyboard willHide ignored (already hidden)"
    }
    collector.animations.append(animation.duration)
    return "keyboard willHide"
  }

  static func describe(_ kind: KeyboardKind) -> String {
    switch kind {
    case .hidden: "hidden"
    case .docked: "docked"
    case .undocked: "undocked"
    case .floating: "floating"
    case .hardwareAccessory: "hardware keyboard bar"
    }
  }

  // MARK: Navigation

  private func pressReturn() -> [String] {
    let window = live.window
    guard let input = window.firstResponder else { return ["return: nothing was being edited"] }
    let name = self.name(of: input)
    let outcome = input.pressReturn()
    switch outcome {
    case .notEditing: return ["return in \(name): not editing"]
    case .consumedByDelegate: return ["return in \(name): consumed by its delegate"]
    case .insertedNewline: return ["return in \(name): inserted a newline"]
    case .ignored: return ["return in \(name): nobody handled it"]
    case .handledByObserver:
      if let next = window.firstResponder {
        if next === input { return ["return in \(name): handled, still editing"] }
        return ["return in \(name): moved to \(self.name(of: next))"]
      }
      return ["return in \(name): ended editing"]
    }
  }

  private func navigate(next: Bool) -> [String] {
    let word = next ? "next" : "previous"
    guard let input = live.window.firstResponder else {
      return ["\(word): nothing was being edited"]
    }
    let name = self.name(of: input)
    guard let manager = live.returnManager(for: input) else {
      return ["\(word): \(name) is in no form"]
    }
    let moved = next ? manager.goNext() : manager.goPrevious()
    guard moved, let target = live.window.firstResponder else {
      return ["\(word): nowhere to go from \(name)"]
    }
    return ["\(word): \(name) → \(self.name(of: target))"]
  }

  // MARK: Geometry

  private func rotate(safeAreaInsets: Insets?, keyboard spec: Scene.KeyboardSpec?) -> [String] {
    let screen = live.screen
    let window = live.window
    let old = screen.bounds
    let filled = window.frame == old
    screen.bounds = Rect(x: 0, y: 0, width: old.height, height: old.width)
    // The new safe area first, as a device gives the window its new bounds and safe area
    // before laying it out: the layout the new size runs then reads both (constraints to the
    // safe area and margins, not only to the bounds).
    if let safeAreaInsets { window.safeAreaInsets = safeAreaInsets }
    window.frame =
      filled
      ? screen.bounds
      : Rect(
        x: window.frame.minX, y: window.frame.minY, width: window.frame.height,
        height: window.frame.width)
    var events = ["rotated: screen \(screen.bounds.size), window \(window.frame)"]
    if screen.keyboard.isVisible, let keyboard = spec ?? lastKeyboard {
      events.append(post(.willChangeFrame, keyboard))
    }
    return events
  }

  func name(of view: View) -> String {
    live.name(of: view) ?? view.typeName
  }
}

extension Simulator {
  /// Lays out the container that places a controller's view after a step set that view's
  /// frame (a navigation, tab bar or split view controller's child), as the container's next
  /// layout does in UIKit; says where the view ends up, or `nil` when no container places it.
  ///
  /// Left in place, the frame would last only until the keyboard manager resized or moved the
  /// container, and the restore would then give back the container's frame, not the step's.
  func placedByItsContainer(_ view: View) -> String? {
    guard let controller = view.viewController, let parent = controller.parent,
      parent is NavigationController || parent is TabBarController
        || parent is SplitViewController,
      let container = parent.viewIfLoaded, view.superview === container
    else { return nil }
    let before = view.frame
    container.setNeedsLayout()
    container.layoutIfNeeded()
    guard view.frame != before else { return nil }
    return "\(name(of: container)) places \(name(of: view)): frame back to \(view.frame)"
  }
}
