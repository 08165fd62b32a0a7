import KeyboardCore

// Reading the steps that drive a session beyond the keyboard: hardware keys, controllers
// (push, pop, present, dismiss, tabs) and the tree (adding and removing views and cells).

extension Scene.Step {
  /// The keys of the session actions besides `action`, `note` and `expect`.
  static func sessionKeys(for action: String) -> [String] {
    switch action {
    case "pressKey": ["key"]
    case "push": ["navigation", "controller"]
    case "pop": ["navigation", "interactive", "cancelled"]
    case "present": ["controller", "from"]
    case "dismiss": ["controller"]
    case "selectTab": ["tabs", "index"]
    case "addView": ["parent", "view", "cell", "index"]
    case "removeView": ["view"]
    default: []
    }
  }

  /// Reads a session action, or returns `nil` when `name` is not one.
  static func sessionAction(named name: String, in object: ObjectReader) throws(DecodeFailure)
    -> Scene.Action?
  {
    let path = object.path
    switch name {
    case "pressKey":
      let key: Scene.KeyName = try object.required("key", Read.enumeration)
      return .pressKey(key)
    case "push":
      return .push(
        navigation: try object.required("navigation", Read.string),
        try object.required("controller", Self.controller))
    case "pop":
      let interactive = try object.optional("interactive", Read.bool) ?? false
      let cancelled = try object.optional("cancelled", Read.bool)
      if cancelled != nil, !interactive {
        throw DecodeFailure(
          path.appending("cancelled"),
          "cancelled applies to an interactive pop; add \"interactive\": true")
      }
      return .pop(
        navigation: try object.required("navigation", Read.string),
        gesture: interactive ? (cancelled == true ? .cancelled : .completed) : nil)
    case "present":
      return .present(
        try object.required("controller", Self.controller),
        from: try object.optional("from", Read.string))
    case "dismiss":
      return .dismiss(try object.optional("controller", Read.string))
    case "selectTab":
      return .selectTab(
        try object.required("tabs", Read.string),
        index: try object.required("index", Read.nonNegativeInteger))
    case "addView":
      let given = ["view", "cell"].filter(object.has)
      if given.count > 1 {
        throw DecodeFailure(
          path.appending("cell"), "give a view or a cell, not both (view is already given)")
      }
      let added: Scene.AddedView
      if let cell = try object.optional("cell", Scene.CellSpec.init(json:at:)) {
        added = .cell(cell)
      } else if let view = try object.optional("view", Self.view) {
        added = .view(view)
      } else {
        throw DecodeFailure(
          path, "missing key \"view\" (an addView step adds a view, or a cell to a table)")
      }
      return .addView(
        parent: try object.required("parent", Read.string), added,
        index: try object.optional("index", Read.nonNegativeInteger))
    case "removeView":
      return .removeView(try object.required("view", Read.string))
    default:
      return nil
    }
  }

  private static func controller(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> Scene.ControllerSpec
  {
    try Scene.ControllerSpec(json: value, at: path)
  }

  private static func view(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> Scene.ViewSpec
  {
    try Scene.ViewSpec(json: value, at: path, isControllerRoot: false)
  }
}

extension Read {
  /// An integer that is not negative (an index).
  static func nonNegativeInteger(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> Int
  {
    let number = try integer(value, path)
    guard number >= 0 else {
      throw DecodeFailure(path, "expected an index (0 or more), found \(number)")
    }
    return number
  }

  /// A `TextContentType` name: letters and digits, starting with a letter, as UIKit's
  /// constants are spelled (`username`, `oneTimeCode`).
  static func contentTypeName(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> String
  {
    let name = try string(value, path)
    guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
      })
    else {
      throw DecodeFailure(
        path,
        "expected a content type's name of letters and digits (such as username, password, "
          + "oneTimeCode), found \(describe(value))")
    }
    return name
  }

  /// A list of controller class names.
  static func controllerClasses(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> [Scene.ControllerClass]
  {
    try array(value, path) { (element, elementPath) throws(DecodeFailure) in
      try enumeration(element, elementPath)
    }
  }
}

extension Scene.ViewSpec {
  /// The keys of a container (a view, scroll view, table or collection) for navigation.
  static let navigationContainerKeys = ["navigationGroup", "isExcludedFromNavigation"]
  /// The keys of a text input's traits, links and delegate.
  static let textTraitKeys = [
    "keyboardType", "isSecureTextEntry", "textContentType", "next", "previous",
    "shouldBeginEditing", "shouldEndEditing", "shouldReturn",
  ]

  /// Reads the traits, links, delegate and navigation-container keys.
  mutating func readNavigationKeys(_ object: ObjectReader) throws(DecodeFailure) {
    keyboardType = try object.optional("keyboardType", Read.enumeration) ?? .default
    isSecureTextEntry = try object.optional("isSecureTextEntry", Read.bool) ?? false
    textContentType = try object.optional("textContentType", Read.contentTypeName)
    next = try object.optional("next", Read.string)
    previous = try object.optional("previous", Read.string)
    shouldBeginEditing = try object.optional("shouldBeginEditing", Read.bool) ?? true
    shouldEndEditing = try object.optional("shouldEndEditing", Read.bool) ?? true
    shouldReturn = try object.optional("shouldReturn", Read.bool) ?? true
    navigationGroup = try object.optional("navigationGroup", Read.enumeration)
    isExcludedFromNavigation = try object.optional("isExcludedFromNavigation", Read.bool) ?? false
  }
}

extension Read {
  /// A string naming one of `cases` of a `String`-backed enumeration.
  static func enumeration<T: RawRepresentable>(
    _ value: JSONValue, _ path: JSONPath, among cases: [T]
  ) throws(DecodeFailure) -> T where T.RawValue == String {
    let name = try choice(value, path, among: cases.map(\.rawValue))
    guard let result = cases.first(where: { $0.rawValue == name }) else {
      throw DecodeFailure(
        path, "expected one of " + cases.map(\.rawValue).joined(separator: ", "))
    }
    return result
  }
}
