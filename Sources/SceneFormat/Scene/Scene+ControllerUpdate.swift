import KeyboardCore

extension Scene {
  /// The properties an `updateController` step changes; `nil` leaves a property alone.
  ///
  /// The keys are the controller keys a host changes while a screen is up (bars, large titles,
  /// extended layout, extra safe area), spelled and valued as in a controller's description.
  package struct ControllerUpdate: Sendable, Hashable {
    /// A navigation controller's new `NavigationBar.prefersLargeTitles`.
    package var prefersLargeTitles: Bool?
    /// A navigation or tab bar controller's new bar `isTranslucent`.
    package var isTranslucent: Bool?
    /// A navigation controller's new `isNavigationBarHidden`.
    package var isNavigationBarHidden: Bool?
    /// The controller's navigation item's new `largeTitleDisplayMode`.
    package var largeTitleDisplayMode: LargeTitleDisplayMode?
    /// The controller's new `additionalSafeAreaInsets` (each edge finite; negative edges are
    /// allowed, as in a controller's spec and in UIKit).
    package var additionalSafeAreaInsets: Insets?
    /// The controller's new `edgesForExtendedLayout`.
    package var edgesForExtendedLayout: RectEdge?
    /// The controller's new `extendedLayoutIncludesOpaqueBars`.
    package var extendedLayoutIncludesOpaqueBars: Bool?

    /// Creates an update that changes nothing; set the properties to change.
    package init() {}
  }
}

extension Scene.ControllerUpdate {
  /// Which controllers an `updateController` key applies to.
  enum Target: Sendable {
    case anyController
    case navigation
    case bars

    /// Whether the key applies to a controller of this kind.
    func applies(to kind: Scene.ControllerKind) -> Bool {
      switch self {
      case .anyController: true
      case .navigation: kind == .navigation
      case .bars: kind == .navigation || kind == .tab
      }
    }

    /// The controllers it applies to, in words (for validation messages).
    var description: String {
      switch self {
      case .anyController: "any controller"
      case .navigation: "navigation controllers"
      case .bars: "navigation and tab bar controllers"
      }
    }
  }

  /// One key of an `updateController` step (see `UpdateKey`).
  typealias Key = UpdateKey<Scene.ControllerUpdate, ViewController, Target>

  /// Every `updateController` key, in the order the format reference lists them and the
  /// simulator applies them.
  static var allKeys: [Key] {
    [
      .key(
        "prefersLargeTitles", \.prefersLargeTitles, on: .navigation,
        as: NavigationController.self, value: "Boolean", read: Read.bool, write: JSONValue.bool,
        apply: { $0.navigationBar.prefersLargeTitles = $1 }),
      .key(
        "isTranslucent", \.isTranslucent, on: .bars, as: ViewController.self, value: "Boolean",
        read: Read.bool, write: JSONValue.bool,
        apply: { controller, value in
          if let navigation = controller as? NavigationController {
            navigation.navigationBar.isTranslucent = value
          } else if let tabs = controller as? TabBarController {
            tabs.tabBar.isTranslucent = value
          }
        }),
      .key(
        "isNavigationBarHidden", \.isNavigationBarHidden, on: .navigation,
        as: NavigationController.self, value: "Boolean", read: Read.bool, write: JSONValue.bool,
        apply: { $0.isNavigationBarHidden = $1 }),
      .key(
        "largeTitleDisplayMode", \.largeTitleDisplayMode, on: .anyController,
        as: ViewController.self, value: "one of automatic, always, never",
        read: Self.readDisplayMode, write: { .string($0.description) },
        apply: { $0.navigationItem.largeTitleDisplayMode = $1 }),
      .key(
        "additionalSafeAreaInsets", \.additionalSafeAreaInsets, on: .anyController,
        as: ViewController.self, value: "insets (negative edges allowed, as UIKit)",
        read: Read.insets,
        write: Scene.json, apply: { $0.additionalSafeAreaInsets = $1 }),
      .key(
        "edgesForExtendedLayout", \.edgesForExtendedLayout, on: .anyController,
        as: ViewController.self, value: "a list of top, left, bottom, right (`[]` for none)",
        read: Scene.ControllerSpec.readEdges, write: Self.edgesJSON,
        apply: { $0.edgesForExtendedLayout = $1 }),
      .key(
        "extendedLayoutIncludesOpaqueBars", \.extendedLayoutIncludesOpaqueBars,
        on: .anyController, as: ViewController.self, value: "Boolean", read: Read.bool,
        write: JSONValue.bool, apply: { $0.extendedLayoutIncludesOpaqueBars = $1 }),
    ]
  }

  /// The key names, in ``allKeys`` order.
  static var keys: [String] { allKeys.map(\.name) }

  /// Reads every key present in `object`.
  init(reading object: ObjectReader) throws(DecodeFailure) {
    self.init()
    for key in Self.allKeys { try key.read(object, &self) }
  }

  /// The keys this update sets, in ``allKeys`` order.
  package var setKeys: [String] {
    Self.allKeys.filter { $0.write(self) != nil }.map(\.name)
  }

  /// Each key this update sets with its value as a scene file writes it
  /// (`prefersLargeTitles false`, `edgesForExtendedLayout ["top"]`), for reports.
  package var settings: [String] {
    Self.allKeys.compactMap { key in key.write(self).map { "\(key.name) \($0.serialized())" } }
  }

  /// The members a scene file writes for this update.
  var members: [JSONMember] {
    Self.allKeys.compactMap { key in key.write(self).map { JSONMember(key.name, $0) } }
  }

  /// This update without the key named `name` (the shrinker drops keys one at a time).
  ///
  /// - Parameter name: A key of ``keys``; any other name changes nothing.
  /// - Returns: The update with that property left alone.
  package func removing(_ name: String) -> Self {
    var copy = self
    switch name {
    case "prefersLargeTitles": copy.prefersLargeTitles = nil
    case "isTranslucent": copy.isTranslucent = nil
    case "isNavigationBarHidden": copy.isNavigationBarHidden = nil
    case "largeTitleDisplayMode": copy.largeTitleDisplayMode = nil
    case "additionalSafeAreaInsets": copy.additionalSafeAreaInsets = nil
    case "edgesForExtendedLayout": copy.edgesForExtendedLayout = nil
    case "extendedLayoutIncludesOpaqueBars": copy.extendedLayoutIncludesOpaqueBars = nil
    default: break
    }
    return copy
  }

  /// The format reference's table of `updateController` keys, as Markdown rows: the article
  /// holds exactly this text, and a test keeps the two equal.
  package static var referenceTable: String {
    let rows = allKeys.map {
      "| `\($0.name)` | \($0.valueDescription) | \($0.target.description) |"
    }
    return (["| Key | Value | Applies to |", "|---|---|---|"] + rows).joined(separator: "\n")
  }

  /// Applies every set key to a live controller (keys that do not apply to its type are
  /// skipped; validation has already refused them).
  package func apply(to controller: ViewController) {
    for key in Self.allKeys { key.apply(self, controller) }
  }

  private static func readDisplayMode(_ value: JSONValue, _ path: JSONPath)
    throws(DecodeFailure) -> LargeTitleDisplayMode
  {
    let name = try Read.choice(value, path, among: ["automatic", "always", "never"])
    guard let mode = LargeTitleDisplayMode(named: name) else {
      throw DecodeFailure(path, "expected one of automatic, always, never")
    }
    return mode
  }

  private static func edgesJSON(_ edges: RectEdge) -> JSONValue {
    .array(
      Scene.ControllerSpec.edgeNames.filter { edges.contains($0.1) }.map { .string($0.0) })
  }
}
