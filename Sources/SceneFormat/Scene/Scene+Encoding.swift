import KeyboardCore

// Writing a scene back as JSON: every value that differs from its default, in the order the
// documentation lists the keys, so a scene made in code becomes a small, diff-friendly file.

extension Scene {
  /// The scene as a scene file: pretty-printed JSON with keys in the documented order and
  /// only the values that differ from their defaults; reading it back gives an equal scene.
  ///
  /// Use it to turn a scene made in code (or a bug report) into a file.
  public var sceneFileText: String {
    jsonValue.serialized(pretty: true) + "\n"
  }

  var jsonValue: JSONValue {
    var members = [JSONMember("format", .number(Double(format)))]
    if let name { members.append(JSONMember("name", .string(name))) }
    if let summary { members.append(JSONMember("description", .string(summary))) }
    if !notes.isEmpty { members.append(JSONMember("notes", .array(notes.map(JSONValue.string)))) }
    var screenMembers = [
      JSONMember("width", .number(screen.width)), JSONMember("height", .number(screen.height)),
    ]
    if screen.scale != 2 { screenMembers.append(JSONMember("scale", .number(screen.scale))) }
    members.append(JSONMember("screen", .object(screenMembers)))
    var windowMembers: [JSONMember] = []
    if let frame = window.frame { windowMembers.append(JSONMember("frame", Self.json(frame))) }
    if window.safeAreaInsets != .zero {
      windowMembers.append(JSONMember("safeAreaInsets", Self.json(window.safeAreaInsets)))
    }
    if !windowMembers.isEmpty { members.append(JSONMember("window", .object(windowMembers))) }
    if keyboard != .standard { members.append(JSONMember("keyboard", .object(keyboard.members))) }
    if !automaticKeyboard { members.append(JSONMember("automaticKeyboard", .bool(false))) }
    if manager != ManagerSettings() {
      members.append(JSONMember("manager", .object(manager.members)))
    }
    members.append(JSONMember("root", root.jsonValue))
    if !expectations.isEmpty {
      members.append(JSONMember("expect", .array(expectations.map { .string($0.text) })))
    }
    members.append(JSONMember("steps", .array(steps.map(\.jsonValue))))
    return .object(members)
  }

  static func json(_ rect: Rect) -> JSONValue {
    .array([
      .number(rect.origin.x), .number(rect.origin.y), .number(rect.size.width),
      .number(rect.size.height),
    ])
  }

  static func json(_ size: Size) -> JSONValue {
    .array([.number(size.width), .number(size.height)])
  }

  static func json(_ point: Point) -> JSONValue {
    .array([.number(point.x), .number(point.y)])
  }

  static func json(_ insets: Insets) -> JSONValue {
    var members: [JSONMember] = []
    if insets.top != 0 { members.append(JSONMember("top", .number(insets.top))) }
    if insets.left != 0 { members.append(JSONMember("left", .number(insets.left))) }
    if insets.bottom != 0 { members.append(JSONMember("bottom", .number(insets.bottom))) }
    if insets.right != 0 { members.append(JSONMember("right", .number(insets.right))) }
    return .object(members)
  }
}

extension Scene.KeyboardSpec {
  var members: [JSONMember] {
    var members: [JSONMember] = []
    switch source {
    case .preset(let preset): members.append(JSONMember("preset", .string(preset.rawValue)))
    case .frame(let rect): members.append(JSONMember("frame", Scene.json(rect)))
    case .height(let height): members.append(JSONMember("height", .number(height)))
    }
    if isPredictive { members.append(JSONMember("predictive", .bool(true))) }
    if let duration { members.append(JSONMember("duration", .number(duration))) }
    if let curve { members.append(JSONMember("curve", .string(curve.rawValue))) }
    return members
  }
}

extension Scene.ManagerSettings {
  var members: [JSONMember] {
    var members: [JSONMember] = []
    if let isEnabled { members.append(JSONMember("isEnabled", .bool(isEnabled))) }
    if let keyboardDistance {
      members.append(JSONMember("keyboardDistance", .number(keyboardDistance)))
    }
    if let strategy { members.append(JSONMember("strategy", .string(strategy.description))) }
    if let layoutIfNeededOnUpdate {
      members.append(JSONMember("layoutIfNeededOnUpdate", .bool(layoutIfNeededOnUpdate)))
    }
    if let isApplicationActive {
      members.append(JSONMember("isApplicationActive", .bool(isApplicationActive)))
    }
    if let returnManager {
      members.append(JSONMember("returnManager", .object(returnManager.members)))
    }
    members += classListMembers
    return members
  }
}

extension Scene.ReturnSettings {
  var members: [JSONMember] {
    var members: [JSONMember] = []
    if let isEnabled { members.append(JSONMember("isEnabled", .bool(isEnabled))) }
    if let order { members.append(JSONMember("order", .string(order.rawValue))) }
    if let lastTextInputViewReturnKeyType {
      members.append(
        JSONMember(
          "lastTextInputViewReturnKeyType", .string(lastTextInputViewReturnKeyType.rawValue)))
    }
    if let dismissTextViewOnReturn {
      members.append(JSONMember("dismissTextViewOnReturn", .bool(dismissTextViewOnReturn)))
    }
    if let wrapsAround { members.append(JSONMember("wrapsAround", .bool(wrapsAround))) }
    if let skipsRefusingTargets {
      members.append(JSONMember("skipsRefusingTargets", .bool(skipsRefusingTargets)))
    }
    return members
  }
}

extension Scene.ControllerSpec {
  var jsonValue: JSONValue {
    var members: [JSONMember] = []
    if let id { members.append(JSONMember("id", .string(id))) }
    if kind != .plain { members.append(JSONMember("kind", .string(kind.rawValue))) }
    if let title { members.append(JSONMember("title", .string(title))) }
    if additionalSafeAreaInsets != .zero {
      members.append(JSONMember("additionalSafeAreaInsets", Scene.json(additionalSafeAreaInsets)))
    }
    if modalPresentationStyle != .fullScreen {
      members.append(
        JSONMember("modalPresentationStyle", .string(modalPresentationStyle.description)))
    }
    if let controllerClass {
      members.append(JSONMember("class", .string(controllerClass.rawValue)))
    }
    if let view { members.append(JSONMember("view", view.jsonValue)) }
    if let returnManager {
      members.append(JSONMember("returnManager", .object(returnManager.members)))
    }
    if !viewControllers.isEmpty {
      members.append(JSONMember("viewControllers", .array(viewControllers.map(\.jsonValue))))
    }
    if isNavigationBarHidden { members.append(JSONMember("isNavigationBarHidden", .bool(true))) }
    if kind == .tab && selectedIndex != 0 {
      members.append(JSONMember("selectedIndex", .number(Double(selectedIndex))))
    }
    members += layoutMembers
    members += childrenMembers
    if let presented { members.append(JSONMember("presented", presented.jsonValue)) }
    return .object(members)
  }
}

extension Scene.ViewSpec {
  var jsonValue: JSONValue {
    var members: [JSONMember] = []
    func add(_ key: String, _ value: JSONValue) { members.append(JSONMember(key, value)) }
    if let id { add("id", .string(id)) }
    if kind != .view { add("kind", .string(kind.rawValue)) }
    if let frame { add("frame", Scene.json(frame)) }
    if isHidden { add("isHidden", .bool(true)) }
    if alpha != 1 { add("alpha", .number(alpha)) }
    if !isUserInteractionEnabled { add("isUserInteractionEnabled", .bool(false)) }
    if tag != 0 { add("tag", .number(Double(tag))) }
    if !autoresizing.isEmpty {
      add("autoresizing", .array(autoresizing.map { .string($0.rawValue) }))
    }
    members += marginMembers
    members += autoLayoutMembers
    if kind.isTextInput {
      if !text.isEmpty, !textLayout.sizesContentToText { add("text", .string(text)) }
      if let placeholder { add("placeholder", .string(placeholder)) }
      if returnKeyType != .default { add("returnKeyType", .string(returnKeyType.rawValue)) }
      if let distanceFromKeyboard { add("distanceFromKeyboard", .number(distanceFromKeyboard)) }
      if enableMode != .default { add("enableMode", .string(enableMode.rawValue)) }
      if ignoresNavigation { add("ignoresNavigation", .bool(true)) }
      if !isEditingEnabled { add(kind == .textField ? "isEnabled" : "isEditable", .bool(false)) }
      members += textTraitMembers
      members += inputViewMembers
    } else {
      members += navigationContainerMembers
    }
    if kind == .textView {
      if let caretRect { add("caretRect", Scene.json(caretRect)) }
      if let lineHeight { add("lineHeight", .number(lineHeight)) }
    }
    if kind.isScrollView {
      if let contentSize, !kind.hasCells { add("contentSize", Scene.json(contentSize)) }
      if contentOffset != .zero { add("contentOffset", Scene.json(contentOffset)) }
      if contentInset != .zero { add("contentInset", Scene.json(contentInset)) }
      if contentInsetAdjustmentBehavior != .automatic {
        add("contentInsetAdjustmentBehavior", .string(contentInsetAdjustmentBehavior.description))
      }
      if !isScrollEnabled { add("isScrollEnabled", .bool(false)) }
      if alwaysBounceVertical { add("alwaysBounceVertical", .bool(true)) }
      if ignoreScrollingAdjustment { add("ignoreScrollingAdjustment", .bool(true)) }
      if ignoreContentInsetAdjustment { add("ignoreContentInsetAdjustment", .bool(true)) }
      if restoreContentOffset { add("restoreContentOffset", .bool(true)) }
      members += dismissMembers
    }
    if kind == .tableView, let rowHeight { add("rowHeight", .number(rowHeight)) }
    if kind == .collectionView {
      if let itemSize { add("itemSize", Scene.json(itemSize)) }
      if let spacing { add("spacing", .number(spacing)) }
    }
    members += layoutMembers
    if kind.hasCells, !cells.isEmpty { add("cells", .array(cells.map(\.jsonValue))) }
    if !subviews.isEmpty {
      add(kind == .stackView ? "arrangedSubviews" : "subviews", .array(subviews.map(\.jsonValue)))
    }
    return .object(members)
  }
}

extension Scene.CellSpec {
  var jsonValue: JSONValue {
    var members: [JSONMember] = []
    if let id { members.append(JSONMember("id", .string(id))) }
    if let height { members.append(JSONMember("height", .number(height))) }
    if !subviews.isEmpty {
      members.append(JSONMember("subviews", .array(subviews.map(\.jsonValue))))
    }
    return .object(members)
  }
}

extension Scene.Step {
  var jsonValue: JSONValue {
    var members = [JSONMember("action", .string(action.name))]
    switch action {
    case .focus(let id):
      members.append(JSONMember("field", .string(id)))
    case .showKeyboard(let keyboard), .changeKeyboard(let keyboard):
      members += keyboard.members
    case .hideKeyboard(let duration, let curve):
      if let duration { members.append(JSONMember("duration", .number(duration))) }
      if let curve { members.append(JSONMember("curve", .string(curve.rawValue))) }
    case .type(let text):
      members.append(JSONMember("text", .string(text)))
    case .rotate(let safeArea, let keyboard):
      if let safeArea { members.append(JSONMember("safeAreaInsets", Scene.json(safeArea))) }
      if let keyboard { members.append(JSONMember("keyboard", .object(keyboard.members))) }
    case .resizeWindow(let frame, let safeArea, let keyboard):
      members.append(JSONMember("frame", Scene.json(frame)))
      if let safeArea { members.append(JSONMember("safeAreaInsets", Scene.json(safeArea))) }
      if let keyboard { members.append(JSONMember("keyboard", .object(keyboard.members))) }
    case .updateView(let id, let update):
      members.append(JSONMember("view", .string(id)))
      members += update.members
    case .updateController(let id, let update):
      members.append(JSONMember("controller", .string(id)))
      members += update.members
    case .configure(let settings):
      members += settings.members
    case .drag(let drag):
      members += drag.members
    case .resign, .pressReturn, .goNext, .goPrevious, .done, .reloadLayout:
      break
    case .pressKey, .push, .pop, .present, .dismiss, .selectTab, .addView, .removeView:
      members += action.sessionMembers
    }
    if let note { members.append(JSONMember("note", .string(note))) }
    if !expectations.isEmpty {
      members.append(JSONMember("expect", .array(expectations.map { .string($0.text) })))
    }
    return .object(members)
  }
}
