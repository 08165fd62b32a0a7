import KeyboardCore

extension Scene.Step {
  /// The keys an action takes besides `action`, `note` and `expect`.
  static func keys(for action: String) -> [String] {
    switch action {
    case "focus": ["field"]
    case "showKeyboard", "changeKeyboard": Scene.KeyboardSpec.keys
    case "hideKeyboard": ["duration", "curve"]
    case "type": ["text"]
    case "rotate": ["safeAreaInsets", "keyboard"]
    case "resizeWindow": ["frame", "safeAreaInsets", "keyboard"]
    case "updateView": ["view"] + Scene.ViewUpdate.keys
    case "updateController": ["controller"] + Scene.ControllerUpdate.keys
    case "configure": Scene.ManagerSettings.keys
    case "drag": Scene.Drag.keys
    default: sessionKeys(for: action)
    }
  }

  init(json: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    let name = try object.required("action") { (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: Scene.Action.names)
    }
    let allowed = ["action"] + Self.keys(for: name) + ["note", "expect"]
    let everywhere = Set(Scene.Action.names.flatMap(Self.keys(for:)))
    try object.rejectUnknownKeys(allowed: allowed) { key in
      guard everywhere.contains(key) else { return nil }
      let own = Self.keys(for: name)
      return "a \(name) step has no \(JSONValue.string(key).serialized())"
        + (own.isEmpty
          ? "; it takes no keys besides note and expect"
          : "; its keys are " + own.joined(separator: ", "))
    }
    let action: Scene.Action
    switch name {
    case "focus":
      action = .focus(try object.required("field", Read.string))
    case "resign":
      action = .resign
    case "showKeyboard":
      action = .showKeyboard(try Scene.KeyboardSpec(reading: object))
    case "changeKeyboard":
      action = .changeKeyboard(try Scene.KeyboardSpec(reading: object))
    case "hideKeyboard":
      let curve = try object.optional("curve") { (value, path) throws(DecodeFailure) in
        try Read.choice(value, path, among: AnimationCurve.allCases.map(\.rawValue))
      }
      action = .hideKeyboard(
        duration: try object.optional("duration", Read.positive),
        curve: curve.flatMap(AnimationCurve.init(rawValue:)))
    case "pressReturn":
      action = .pressReturn
    case "goNext":
      action = .goNext
    case "goPrevious":
      action = .goPrevious
    case "done":
      action = .done
    case "type":
      action = .type(try object.required("text", Read.string))
    case "rotate":
      action = .rotate(
        safeAreaInsets: try object.optional("safeAreaInsets", Read.nonNegativeInsets),
        keyboard: try object.optional("keyboard", Scene.KeyboardSpec.init(json:at:)))
    case "resizeWindow":
      action = .resizeWindow(
        frame: try object.required("frame", Read.rect),
        safeAreaInsets: try object.optional("safeAreaInsets", Read.nonNegativeInsets),
        keyboard: try object.optional("keyboard", Scene.KeyboardSpec.init(json:at:)))
    case "updateView":
      let update = try Scene.ViewUpdate(reading: object)
      if update == Scene.ViewUpdate() {
        throw DecodeFailure(
          path,
          "an updateView step changes at least one of "
            + Scene.ViewUpdate.keys.joined(
              separator: ", "))
      }
      action = .updateView(try object.required("view", Read.string), update)
    case "updateController":
      let update = try Scene.ControllerUpdate(reading: object)
      if update == Scene.ControllerUpdate() {
        throw DecodeFailure(
          path,
          "an updateController step changes at least one of "
            + Scene.ControllerUpdate.keys.joined(separator: ", "))
      }
      action = .updateController(try object.required("controller", Read.string), update)
    case "configure":
      let settings = try Scene.ManagerSettings(reading: object, isStep: true)
      if settings == Scene.ManagerSettings() {
        throw DecodeFailure(
          path,
          "a configure step sets at least one of "
            + Scene.ManagerSettings.keys.joined(separator: ", "))
      }
      action = .configure(settings)
    case "reloadLayout":
      action = .reloadLayout
    case "drag":
      action = .drag(try Scene.Drag(reading: object))
    default:
      if let session = try Self.sessionAction(named: name, in: object) {
        action = session
        break
      }
      // Read.choice accepted the name, so it is in Scene.Action.names: a name added there
      // without a case here is a programming error, reported, never replayed as another step.
      throw DecodeFailure(path.appending("action"), "the action \(name) is not supported")
    }
    self.init(
      action, note: try object.optional("note", Read.string),
      expectations: try object.optional("expect", Scene.readExpectations) ?? [])
  }
}
