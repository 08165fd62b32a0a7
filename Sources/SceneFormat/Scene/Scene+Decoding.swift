import KeyboardCore

// Reading a scene from its JSON value: every object rejects unknown keys first (in document
// order), then reads its members with exact "expected …, found …" messages. Cross-references
// (ids, steps, expectations) are checked afterwards by `SceneValidator`.

extension Scene {
  static let topLevelKeys = [
    "format", "name", "description", "notes", "screen", "window", "keyboard", "automaticKeyboard",
    "manager", "root", "expect", "steps",
  ]

  init(json: JSONValue) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: .root)
    // The version comes first: a file in another format may have keys this one does not know.
    let format = try object.required("format", Read.number)
    guard format == Double(Self.supportedFormat) else {
      throw DecodeFailure(
        JSONPath.root.appending("format"),
        "expected \(Self.supportedFormat) (the only format this version reads), found "
          + JSONValue.format(format))
    }
    try object.rejectUnknownKeys(allowed: Self.topLevelKeys)
    try SceneLimits.checkCounts(of: json)
    self.init(
      name: try object.optional("name", Read.string),
      summary: try object.optional("description", Read.string),
      notes: try object.optional(
        "notes",
        { (value, path) throws(DecodeFailure) in try Read.array(value, path, Read.string) })
        ?? [],
      screen: try object.required("screen", ScreenSpec.init(json:at:)),
      window: try object.optional("window", WindowSpec.init(json:at:)) ?? WindowSpec(),
      keyboard: try object.optional(
        "keyboard",
        { (value, path) throws(DecodeFailure) in
          try KeyboardSpec(json: value, at: path)
        }) ?? .standard,
      automaticKeyboard: try object.optional("automaticKeyboard", Read.bool) ?? true,
      manager: try object.optional(
        "manager",
        { (value, path) throws(DecodeFailure) in
          try ManagerSettings(json: value, at: path, isStep: false)
        }) ?? ManagerSettings(),
      root: try object.required(
        "root",
        { (value, path) throws(DecodeFailure) in
          try ControllerSpec(json: value, at: path)
        }),
      expectations: try object.optional("expect", Self.readExpectations) ?? [],
      steps: try object.optional(
        "steps",
        { (value, path) throws(DecodeFailure) in
          try Read.array(value, path, Step.init(json:at:))
        }) ?? [])
  }

  static func readExpectations(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> [Expectation]
  {
    try Read.array(value, path) { (element, elementPath) throws(DecodeFailure) in
      let text = try Read.string(element, elementPath)
      do throws(Expectation.SyntaxError) {
        return try Expectation(text)
      } catch {
        throw DecodeFailure(elementPath, error.message)
      }
    }
  }
}

extension Scene.ScreenSpec {
  init(json: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    try object.rejectUnknownKeys(allowed: ["width", "height", "scale"])
    self.init(
      width: try object.required("width", Read.positive),
      height: try object.required("height", Read.positive),
      scale: try object.optional("scale", Read.positive) ?? 2)
  }
}

extension Scene.WindowSpec {
  init(json: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    try object.rejectUnknownKeys(allowed: ["frame", "safeAreaInsets"])
    self.init(
      frame: try object.optional("frame", Read.rect),
      safeAreaInsets: try object.optional("safeAreaInsets", Read.nonNegativeInsets) ?? .zero)
  }
}

extension Scene.KeyboardSpec {
  static let keys = ["preset", "predictive", "frame", "height", "duration", "curve"]

  init(json: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    try object.rejectUnknownKeys(allowed: Self.keys)
    try self.init(reading: object)
  }

  /// Reads the keyboard keys of an object that may have others (a step).
  init(reading object: ObjectReader) throws(DecodeFailure) {
    let given = ["preset", "frame", "height"].filter(object.has)
    if given.count > 1 {
      throw DecodeFailure(
        object.path.appending(given[1]),
        "give only one of preset, frame and height (\(given[0]) is already given)")
    }
    let source: Source
    if let frame = try object.optional("frame", Read.rect) {
      source = .frame(frame)
    } else if let height = try object.optional("height", Read.positive) {
      source = .height(height)
    } else {
      let name = try object.optional("preset") { (value, path) throws(DecodeFailure) in
        try Read.choice(value, path, among: Scene.KeyboardPreset.allCases.map(\.rawValue))
      }
      source = .preset(name.flatMap(Scene.KeyboardPreset.init(rawValue:)) ?? .docked)
    }
    let predictive = try object.optional("predictive", Read.bool)
    if predictive == true {
      guard case .preset(let preset) = source, preset == .docked || preset == .undocked else {
        throw DecodeFailure(
          object.path.appending("predictive"),
          "only the docked and undocked presets have a predictive bar")
      }
    }
    let curve = try object.optional("curve") { (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: AnimationCurve.allCases.map(\.rawValue))
    }
    self.init(
      source, isPredictive: predictive ?? false,
      duration: try object.optional("duration", Read.positive),
      curve: curve.flatMap(AnimationCurve.init(rawValue:)))
  }
}

extension Scene.ManagerSettings {
  static let keys = [
    "isEnabled", "keyboardDistance", "strategy", "layoutIfNeededOnUpdate", "isApplicationActive",
    "returnManager", "enabledDistanceHandlingClasses", "disabledDistanceHandlingClasses",
  ]

  init(json: JSONValue, at path: JSONPath, isStep: Bool) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    try object.rejectUnknownKeys(allowed: Self.keys)
    try self.init(reading: object, isStep: isStep)
  }

  /// Reads the manager keys of an object that may have others (a `configure` step).
  init(reading object: ObjectReader, isStep: Bool) throws(DecodeFailure) {
    let strategy = try object.optional("strategy") { (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: ["moveRoot", "scrollOnly", "resizeRoot"])
    }
    self.init(
      isEnabled: try object.optional("isEnabled", Read.bool),
      keyboardDistance: try object.optional("keyboardDistance", Read.number),
      strategy: strategy.flatMap(AvoidanceStrategy.init(named:)),
      layoutIfNeededOnUpdate: try object.optional("layoutIfNeededOnUpdate", Read.bool),
      isApplicationActive: try object.optional("isApplicationActive", Read.bool),
      returnManager: try object.optional("returnManager") { (value, path) throws(DecodeFailure) in
        try Scene.ReturnSettings(json: value, at: path, isStep: isStep)
      })
    enabledDistanceHandlingClasses = try object.optional(
      "enabledDistanceHandlingClasses", Read.controllerClasses)
    disabledDistanceHandlingClasses = try object.optional(
      "disabledDistanceHandlingClasses", Read.controllerClasses)
  }
}

extension Scene.ReturnSettings {
  static let keys = [
    "isEnabled", "order", "lastTextInputViewReturnKeyType", "dismissTextViewOnReturn",
    "wrapsAround", "skipsRefusingTargets",
  ]

  init(json: JSONValue, at path: JSONPath, isStep: Bool) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    try object.rejectUnknownKeys(allowed: Self.keys)
    if isStep, object.has("isEnabled") {
      throw DecodeFailure(
        path.appending("isEnabled"),
        "return managers are created when the scene is built; set isEnabled in "
          + "$.manager.returnManager or in a controller's returnManager")
    }
    let order = try object.optional("order") { (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: Scene.OrderMode.allCases.map(\.rawValue))
    }
    let last = try object.optional("lastTextInputViewReturnKeyType") {
      (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: ReturnKeyType.allCases.map(\.rawValue))
    }
    self.init(
      isEnabled: try object.optional("isEnabled", Read.bool),
      order: order.flatMap(Scene.OrderMode.init(rawValue:)),
      lastTextInputViewReturnKeyType: last.flatMap(ReturnKeyType.init(rawValue:)),
      dismissTextViewOnReturn: try object.optional("dismissTextViewOnReturn", Read.bool),
      wrapsAround: try object.optional("wrapsAround", Read.bool),
      skipsRefusingTargets: try object.optional("skipsRefusingTargets", Read.bool))
  }
}

extension Scene.ControllerSpec {
  static let commonKeys = [
    "id", "kind", "title", "additionalSafeAreaInsets", "modalPresentationStyle", "presented",
  ]

  static func keys(for kind: Scene.ControllerKind) -> [String] {
    switch kind {
    case .plain: commonKeys + ["view", "returnManager", "class"] + layoutKeys + containmentKeys
    case .navigation:
      commonKeys + ["viewControllers", "isNavigationBarHidden"] + layoutKeys + navigationBarKeys
    case .tab: commonKeys + ["viewControllers", "selectedIndex"] + layoutKeys + tabBarKeys
    case .split: commonKeys + ["viewControllers"] + layoutKeys
    }
  }

  init(json: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    let kindName = try object.optional("kind") { (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: Scene.ControllerKind.allCases.map(\.rawValue))
    }
    let kind = kindName.flatMap(Scene.ControllerKind.init(rawValue:)) ?? .plain
    let allowed = Self.keys(for: kind)
    let everywhere = Set(Scene.ControllerKind.allCases.flatMap(Self.keys(for:)))
    try object.rejectUnknownKeys(allowed: allowed) { key in
      guard everywhere.contains(key) else { return nil }
      return "a \(kind.rawValue) controller has no \(JSONValue.string(key).serialized()); "
        + "its keys are " + allowed.joined(separator: ", ")
    }
    let children = try object.optional("viewControllers") { (value, path) throws(DecodeFailure) in
      try Read.array(value, path) { (element, elementPath) throws(DecodeFailure) in
        try Scene.ControllerSpec(json: element, at: elementPath)
      }
    }
    let style = try object.optional("modalPresentationStyle") {
      (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: ["fullScreen", "pageSheet", "formSheet"])
    }
    self.init(
      id: try object.optional("id", Read.string),
      kind: kind,
      title: try object.optional("title", Read.string),
      view: try object.optional("view") { (value, path) throws(DecodeFailure) in
        try Scene.ViewSpec(json: value, at: path, isControllerRoot: true)
      },
      viewControllers: children ?? [],
      isNavigationBarHidden: try object.optional("isNavigationBarHidden", Read.bool) ?? false,
      selectedIndex: try object.optional("selectedIndex", Read.integer) ?? 0,
      modalPresentationStyle: style.flatMap(PresentationStyle.init(named:)) ?? .fullScreen,
      additionalSafeAreaInsets: try object.optional("additionalSafeAreaInsets", Read.insets)
        ?? .zero,
      returnManager: try object.optional("returnManager") { (value, path) throws(DecodeFailure) in
        try Scene.ReturnSettings(json: value, at: path, isStep: false)
      },
      presented: try object.optional("presented") { (value, path) throws(DecodeFailure) in
        try Scene.ControllerSpec(json: value, at: path)
      })
    controllerClass = try object.optional("class") { (value, path) throws(DecodeFailure) in
      try Read.enumeration(value, path, among: Scene.ControllerClass.allCases.filter(\.isBuildable))
    }
    try readLayoutKeys(object)
    try readChildren(object)
    switch kind {
    case .plain:
      break
    case .navigation, .tab:
      guard !(children ?? []).isEmpty else {
        throw DecodeFailure(
          children == nil ? path : path.appending("viewControllers"),
          children == nil
            ? "missing key \"viewControllers\" (a \(kind.rawValue) controller needs at least one)"
            : "expected at least one controller")
      }
    case .split:
      guard children?.count == 2 else {
        throw DecodeFailure(
          children == nil ? path : path.appending("viewControllers"),
          children == nil
            ? "missing key \"viewControllers\" (a split controller needs two: primary, secondary)"
            : "expected two controllers (primary, secondary), found \(children?.count ?? 0)")
      }
    }
    if kind == .tab, !viewControllers.indices.contains(selectedIndex) {
      throw DecodeFailure(
        path.appending("selectedIndex"),
        "expected an index from 0 to \(viewControllers.count - 1), found \(selectedIndex)")
    }
  }
}

extension Scene.ViewSpec {
  static let commonKeys =
    [
      "id", "kind", "frame", "isHidden", "alpha", "isUserInteractionEnabled", "tag",
      "autoresizing",
    ] + marginKeys
  static let scrollKeys = [
    "contentOffset", "contentInset", "contentInsetAdjustmentBehavior", "isScrollEnabled",
    "alwaysBounceVertical", "ignoreScrollingAdjustment", "ignoreContentInsetAdjustment",
    "restoreContentOffset", "keyboardDismissMode",
  ]
  static let textKeys =
    [
      "text", "placeholder", "returnKeyType", "distanceFromKeyboard", "enableMode",
      "ignoresNavigation",
    ] + textTraitKeys

  /// The keys a view of `kind` may have, in the order messages list them.
  static func keys(for kind: Scene.ViewKind) -> [String] {
    ownKeys(for: kind) + autoLayoutKeys(for: kind)
  }

  private static func ownKeys(for kind: Scene.ViewKind) -> [String] {
    switch kind {
    case .view: commonKeys + ["subviews"] + navigationContainerKeys
    case .scrollView:
      commonKeys + ["subviews", "contentSize"] + scrollKeys + navigationContainerKeys
    case .tableView:
      commonKeys + scrollKeys + ["rowHeight", "cells"] + tableLayoutKeys + navigationContainerKeys
    case .collectionView:
      commonKeys + scrollKeys + ["itemSize", "spacing", "cells"] + flowKeys
        + navigationContainerKeys
    case .textField: commonKeys + textKeys + ["isEnabled"] + inputViewKeys
    case .textView:
      commonKeys + textKeys + ["isEditable", "caretRect", "lineHeight", "contentSize"]
        + scrollKeys + textLayoutKeys + inputViewKeys
    case .stackView: commonKeys + ["arrangedSubviews"] + stackKeys + navigationContainerKeys
    }
  }

  init(json: JSONValue, at path: JSONPath, isControllerRoot: Bool) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    let kindName = try object.optional("kind") { (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: Scene.ViewKind.allCases.map(\.rawValue))
    }
    let kind = kindName.flatMap(Scene.ViewKind.init(rawValue:)) ?? .view
    let allowed = Self.keys(for: kind)
    let everywhere = Set(Scene.ViewKind.allCases.flatMap(Self.keys(for:)))
    try object.rejectUnknownKeys(allowed: allowed) { key in
      guard everywhere.contains(key) else { return nil }
      if key == "contentSize", kind.hasCells {
        return "a \(kind.rawValue)'s content size follows its cells; remove contentSize"
      }
      return "a \(kind.rawValue) has no \(JSONValue.string(key).serialized()); its keys are "
        + allowed.joined(separator: ", ")
    }
    self.init(id: try object.optional("id", Read.string), kind: kind)
    if isControllerRoot {
      if object.has("frame") {
        throw DecodeFailure(
          path.appending("frame"),
          "a controller's view gets its frame from its container; remove frame")
      }
    } else if Self.mayOmitFrame(object) {
      // The constraints may place the view; the validator checks that they do.
      frame = try object.optional("frame", Read.rect)
    } else {
      frame = try object.required("frame", Read.rect)
    }
    isHidden = try object.optional("isHidden", Read.bool) ?? false
    alpha = try object.optional("alpha", Read.number) ?? 1
    isUserInteractionEnabled = try object.optional("isUserInteractionEnabled", Read.bool) ?? true
    tag = try object.optional("tag", Read.integer) ?? 0
    autoresizing =
      try object.optional("autoresizing") { (value, path) throws(DecodeFailure) in
        try Read.array(value, path) { (element, elementPath) throws(DecodeFailure) in
          let name = try Read.choice(
            element, elementPath, among: Scene.Autoresizing.allCases.map(\.rawValue))
          return Scene.Autoresizing(rawValue: name) ?? .flexibleWidth
        }
      } ?? []
    subviews =
      try object.optional("subviews") { (value, path) throws(DecodeFailure) in
        try Read.array(value, path) { (element, elementPath) throws(DecodeFailure) in
          try Scene.ViewSpec(json: element, at: elementPath, isControllerRoot: false)
        }
      } ?? []
    try readScrollKeys(object)
    try readTextKeys(object)
    try readLayoutKeys(object)
    try readNavigationKeys(object)
    try readInputViewKeys(object)
    try readDismissKeys(object)
    try readMarginKeys(object)
    try readAutoLayoutKeys(object, isControllerRoot: isControllerRoot)
  }

  private mutating func readScrollKeys(_ object: ObjectReader) throws(DecodeFailure) {
    contentSize = try object.optional("contentSize", Read.size)
    contentOffset = try object.optional("contentOffset", Read.point) ?? .zero
    contentInset = try object.optional("contentInset", Read.insets) ?? .zero
    let behavior = try object.optional("contentInsetAdjustmentBehavior") {
      (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: ["automatic", "scrollableAxes", "never", "always"])
    }
    contentInsetAdjustmentBehavior =
      behavior.flatMap(ContentInsetAdjustmentBehavior.init(named:)) ?? .automatic
    isScrollEnabled = try object.optional("isScrollEnabled", Read.bool) ?? true
    alwaysBounceVertical = try object.optional("alwaysBounceVertical", Read.bool) ?? false
    ignoreScrollingAdjustment = try object.optional("ignoreScrollingAdjustment", Read.bool) ?? false
    ignoreContentInsetAdjustment =
      try object.optional("ignoreContentInsetAdjustment", Read.bool) ?? false
    restoreContentOffset = try object.optional("restoreContentOffset", Read.bool) ?? false
    rowHeight = try object.optional("rowHeight", Read.positive)
    itemSize = try object.optional("itemSize", Read.size)
    spacing = kind == .collectionView ? try object.optional("spacing", Read.nonNegative) : nil
    cells =
      try object.optional("cells") { (value, path) throws(DecodeFailure) in
        try Read.array(value, path, Scene.CellSpec.init(json:at:))
      } ?? []
  }

  private mutating func readTextKeys(_ object: ObjectReader) throws(DecodeFailure) {
    text = try object.optional("text", Read.string) ?? ""
    placeholder = try object.optional("placeholder", Read.string)
    let returnKey = try object.optional("returnKeyType") { (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: ReturnKeyType.allCases.map(\.rawValue))
    }
    returnKeyType = returnKey.flatMap(ReturnKeyType.init(rawValue:)) ?? .default
    distanceFromKeyboard = try object.optional("distanceFromKeyboard", Read.number)
    let mode = try object.optional("enableMode") { (value, path) throws(DecodeFailure) in
      try Read.choice(value, path, among: EnableMode.allCases.map(\.rawValue))
    }
    enableMode = mode.flatMap(EnableMode.init(rawValue:)) ?? .default
    ignoresNavigation = try object.optional("ignoresNavigation", Read.bool) ?? false
    let isEnabled = try object.optional("isEnabled", Read.bool)
    let isEditable = try object.optional("isEditable", Read.bool)
    isEditingEnabled = isEnabled ?? isEditable ?? true
    caretRect = try object.optional("caretRect", Read.rect)
    lineHeight = try object.optional("lineHeight", Read.positive)
  }
}

extension Scene.CellSpec {
  init(json: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    try object.rejectUnknownKeys(allowed: ["id", "height", "subviews"])
    self.init(
      id: try object.optional("id", Read.string),
      height: try object.optional("height", Read.positive),
      subviews: try object.optional("subviews") { (value, path) throws(DecodeFailure) in
        try Read.array(value, path) { (element, elementPath) throws(DecodeFailure) in
          try Scene.ViewSpec(json: element, at: elementPath, isControllerRoot: false)
        }
      } ?? [])
  }
}
