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
    case "configure": Scene.ManagerSettings.keys
    default: []
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
    case "configure":
      let settings = try Scene.ManagerSettings(reading: object, isStep: true)
      if settings == Scene.ManagerSettings() {
        throw DecodeFailure(
          path,
          "a configure step sets at least one of "
            + Scene.ManagerSettings.keys.joined(separator: ", "))
      }
      action = .configure(settings)
    default:
      action = .reloadLayout
    }
    self.init(
      action, note: try object.optional("note", Read.string),
      expectations: try object.optional("expect", Scene.readExpectations) ?? [])
  }
}

extension Scene.ViewUpdate {
  static let keys = [
    "frame", "isHidden", "alpha", "isUserInteractionEnabled", "isEnabled", "isEditable", "text",
    "caretRect", "contentOffset", "contentSize", "contentInset", "isScrollEnabled",
    "distanceFromKeyboard", "ignoresNavigation", "enableMode",
  ]

  init(reading object: ObjectReader) throws(DecodeFailure) {
    self.init()
    frame = try object.optional("frame", Read.rect)
    isHidden = try object.optional("isHidden", Read.bool)
    alpha = try object.optional("alpha", Read.number)
    isUserInteractionEnabled = try object.optional("isUserInteractionEnabled", Read.bool)
    isEnabled = try object.optional("isEnabled", Read.bool)
    isEditable = try object.optional("isEditable", Read.bool)
    text = try object.optional("text", Read.string)
    caretRect = try object.optional("caretRect", Read.rect)
    contentOffset = try object.optional("contentOffset", Read.point)
    contentSize = try object.optional("contentSize", Read.size)
    contentInset = try object.optional("contentInset", Read.insets)
    isScrollEnabled = try object.optional("isScrollEnabled", Read.bool)
    distanceFromKeyboard = try object.optional("distanceFromKeyboard", Read.number)
    ignoresNavigation = try object.optional("ignoresNavigation", Read.bool)
    let mode = try object.optional("enableMode") { (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: EnableMode.allCases.map(\.rawValue))
    }
    enableMode = mode.flatMap(EnableMode.init(rawValue:))
  }

  /// The keys this update sets, in ``keys`` order (for validation messages).
  var setKeys: [String] {
    var result: [String] = []
    if frame != nil { result.append("frame") }
    if isHidden != nil { result.append("isHidden") }
    if alpha != nil { result.append("alpha") }
    if isUserInteractionEnabled != nil { result.append("isUserInteractionEnabled") }
    if isEnabled != nil { result.append("isEnabled") }
    if isEditable != nil { result.append("isEditable") }
    if text != nil { result.append("text") }
    if caretRect != nil { result.append("caretRect") }
    if contentOffset != nil { result.append("contentOffset") }
    if contentSize != nil { result.append("contentSize") }
    if contentInset != nil { result.append("contentInset") }
    if isScrollEnabled != nil { result.append("isScrollEnabled") }
    if distanceFromKeyboard != nil { result.append("distanceFromKeyboard") }
    if ignoresNavigation != nil { result.append("ignoresNavigation") }
    if enableMode != nil { result.append("enableMode") }
    return result
  }
}
