import KeyboardCore

/// A scene file, decoded: a screen, a window, a controller tree with its views, the managers'
/// configuration and an event script with expectations.
///
/// Scenes are the simulator's input and the package's bug-report format: small, diff-friendly
/// JSON files that replay deterministically. Read one with ``SceneLoader``, which validates the
/// whole file before anything is built and reports problems with the file, the JSON path and
/// what was expected; replay it with `Simulator` (module `KeyboardSimulator`). The format is
/// described in <doc:SceneFileFormat>.
///
/// ```swift
/// let scene = try SceneLoader.load(contentsOfFile: "Examples/login.json")
/// let report = try Simulator(scene: scene).run()
/// print(TextReport.render(report))
/// ```
///
/// `Scene` is `Codable`: decoding through any `Decoder` applies the same strict rules as
/// ``SceneLoader`` (unknown keys, wrong types and inconsistent references are errors), and
/// encoding writes the scene file format.
public struct Scene: Sendable, Hashable {
  /// The only scene format version this library reads and writes: 1.
  public static let supportedFormat = 1

  /// The format version the file declared (``supportedFormat``).
  public var format: Int
  /// A short title shown in reports, or `nil` to use the file's name.
  public var name: String?
  /// What the scene shows or reproduces (the file's `"description"`).
  public var summary: String?
  /// What the scene only approximates, one note each (the file's `"notes"`): an importer
  /// lists here what a storyboard or view dump said that the scene format cannot.
  public var notes: [String]
  /// The screen.
  package var screen: ScreenSpec
  /// The window on the screen.
  package var window: WindowSpec
  /// The keyboard the simulated system shows when a field begins editing while no keyboard is
  /// up (see ``automaticKeyboard``); the standard docked keyboard by default.
  package var keyboard: KeyboardSpec
  /// Whether the simulator plays the system's part: showing ``keyboard`` when a field begins
  /// editing and hiding it when editing ends with no field focused; `true` by default.
  ///
  /// Turn it off to script every keyboard notification yourself (for bug reports whose event
  /// order matters).
  package var automaticKeyboard: Bool
  /// The keyboard manager's and the return managers' configuration.
  package var manager: ManagerSettings
  /// The window's root view controller.
  package var root: ControllerSpec
  /// Expectations checked on the built scene, before the first step.
  package var expectations: [Expectation]
  /// The event script.
  package var steps: [Step]
  /// The solver's special rules the replay leaves out (`keyboard-sim --without-rule`): not
  /// part of the file format, empty for every scene read from a file.
  package var rulesSwitchedOff = SpecialRules()

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - name: A short title for reports.
  ///   - summary: What the scene shows.
  ///   - notes: What the scene only approximates.
  ///   - screen: The screen.
  ///   - window: The window; by default it fills the screen with no safe area.
  ///   - keyboard: The keyboard shown when a field begins editing.
  ///   - automaticKeyboard: Whether the simulator shows and hides the keyboard with focus.
  ///   - manager: The managers' configuration.
  ///   - root: The root view controller.
  ///   - expectations: Expectations on the built scene.
  ///   - steps: The event script.
  package init(
    name: String? = nil, summary: String? = nil, notes: [String] = [], screen: ScreenSpec,
    window: WindowSpec = WindowSpec(), keyboard: KeyboardSpec = .standard,
    automaticKeyboard: Bool = true, manager: ManagerSettings = ManagerSettings(),
    root: ControllerSpec, expectations: [Expectation] = [], steps: [Step] = []
  ) {
    self.format = Self.supportedFormat
    self.name = name
    self.summary = summary
    self.notes = notes
    self.screen = screen
    self.window = window
    self.keyboard = keyboard
    self.automaticKeyboard = automaticKeyboard
    self.manager = manager
    self.root = root
    self.expectations = expectations
    self.steps = steps
  }
}

extension Scene {
  /// The screen of a scene: its size in points and its pixel scale.
  package struct ScreenSpec: Sendable, Hashable {
    /// The width in points.
    package var width: Double
    /// The height in points.
    package var height: Double
    /// Pixels per point; 2 by default.
    package var scale: Double

    /// Creates a screen description.
    ///
    /// - Parameters:
    ///   - width: The width in points.
    ///   - height: The height in points.
    ///   - scale: Pixels per point.
    package init(width: Double, height: Double, scale: Double = 2) {
      self.width = width
      self.height = height
      self.scale = scale
    }

    /// Whether this is an iPad-sized screen: its shorter side is at least 600 points.
    ///
    /// Decides the keyboard presets' heights and whether undocked and floating keyboards
    /// exist.
    package var isPad: Bool { Swift.min(width, height) >= 600 }
  }

  /// The window of a scene: its frame on the screen and its safe-area insets.
  package struct WindowSpec: Sendable, Hashable {
    /// The frame in screen space, or `nil` to fill the screen.
    package var frame: Rect?
    /// The safe-area insets (status bar, sensor housing, home indicator).
    package var safeAreaInsets: Insets

    /// Creates a window description.
    ///
    /// - Parameters:
    ///   - frame: The frame in screen space; `nil` fills the screen.
    ///   - safeAreaInsets: The safe-area insets.
    package init(frame: Rect? = nil, safeAreaInsets: Insets = .zero) {
      self.frame = frame
      self.safeAreaInsets = safeAreaInsets
    }
  }

  /// The configuration of the keyboard manager and of the return managers.
  ///
  /// Every value is optional: in a scene's `"manager"` an absent value keeps the default
  /// (the keyboard manager is enabled in scenes, unlike the library's default), and in a
  /// `configure` step an absent value is left unchanged.
  package struct ManagerSettings: Sendable, Hashable {
    /// `KeyboardManager.isEnabled`; `true` by default in scenes.
    package var isEnabled: Bool?
    /// `KeyboardManager.keyboardDistance`; 10 by default.
    package var keyboardDistance: Double?
    /// `KeyboardManager.strategy`; `AvoidanceStrategy.moveRoot` by default.
    package var strategy: AvoidanceStrategy?
    /// `KeyboardManager.layoutIfNeededOnUpdate`; `false` by default.
    package var layoutIfNeededOnUpdate: Bool?
    /// `KeyboardManager.isApplicationActive`; `true` by default.
    package var isApplicationActive: Bool?
    /// The return managers' configuration.
    package var returnManager: ReturnSettings?
    /// `KeyboardManager.enabledDistanceHandlingClasses`; empty by default.
    package var enabledDistanceHandlingClasses: [ControllerClass]?
    /// `KeyboardManager.disabledDistanceHandlingClasses`; the library's default (table view,
    /// input view and alert controllers) by default.
    package var disabledDistanceHandlingClasses: [ControllerClass]?

    /// Creates settings; every value left `nil` keeps its default (or its current value).
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the keyboard manager handles inputs.
    ///   - keyboardDistance: The gap kept above the keyboard.
    ///   - strategy: How room is made.
    ///   - layoutIfNeededOnUpdate: Whether the root is laid out after every move.
    ///   - isApplicationActive: Whether the app is active.
    ///   - returnManager: The return managers' configuration.
    package init(
      isEnabled: Bool? = nil, keyboardDistance: Double? = nil,
      strategy: AvoidanceStrategy? = nil, layoutIfNeededOnUpdate: Bool? = nil,
      isApplicationActive: Bool? = nil, returnManager: ReturnSettings? = nil
    ) {
      self.isEnabled = isEnabled
      self.keyboardDistance = keyboardDistance
      self.strategy = strategy
      self.layoutIfNeededOnUpdate = layoutIfNeededOnUpdate
      self.isApplicationActive = isApplicationActive
      self.returnManager = returnManager
    }
  }

  /// The configuration of the return managers: one per content controller that holds text
  /// inputs (a "form").
  ///
  /// Every value is optional, as in ``ManagerSettings``. A controller's own
  /// ``ControllerSpec/returnManager`` overrides the scene's values for its form.
  package struct ReturnSettings: Sendable, Hashable {
    /// Whether forms get a return manager; `true` by default.
    ///
    /// Set only when the scene is built (not in a `configure` step).
    package var isEnabled: Bool?
    /// The navigation order; ``OrderMode/readingOrder`` by default.
    package var order: OrderMode?
    /// `ReturnManager.lastTextInputViewReturnKeyType`; `.done` by default.
    package var lastTextInputViewReturnKeyType: ReturnKeyType?
    /// `ReturnManager.dismissTextViewOnReturn`; `false` by default.
    package var dismissTextViewOnReturn: Bool?
    /// `ReturnManager.wrapsAround`; `false` by default.
    package var wrapsAround: Bool?
    /// `ReturnManager.skipsRefusingTargets`; `true` by default.
    package var skipsRefusingTargets: Bool?

    /// Creates return-manager settings; `nil` values keep their defaults.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether forms get a return manager.
    ///   - order: The navigation order.
    ///   - lastTextInputViewReturnKeyType: The last field's return key.
    ///   - dismissTextViewOnReturn: Whether return in a text view navigates.
    ///   - wrapsAround: Whether the order wraps around.
    ///   - skipsRefusingTargets: Whether refusing targets are skipped.
    package init(
      isEnabled: Bool? = nil, order: OrderMode? = nil,
      lastTextInputViewReturnKeyType: ReturnKeyType? = nil, dismissTextViewOnReturn: Bool? = nil,
      wrapsAround: Bool? = nil, skipsRefusingTargets: Bool? = nil
    ) {
      self.isEnabled = isEnabled
      self.order = order
      self.lastTextInputViewReturnKeyType = lastTextInputViewReturnKeyType
      self.dismissTextViewOnReturn = dismissTextViewOnReturn
      self.wrapsAround = wrapsAround
      self.skipsRefusingTargets = skipsRefusingTargets
    }

    /// These settings with every value that `other` sets taken from `other`.
    ///
    /// - Parameter other: The overriding settings.
    /// - Returns: The merged settings.
    package func overridden(by other: ReturnSettings?) -> ReturnSettings {
      guard let other else { return self }
      return ReturnSettings(
        isEnabled: other.isEnabled ?? isEnabled, order: other.order ?? order,
        lastTextInputViewReturnKeyType: other.lastTextInputViewReturnKeyType
          ?? lastTextInputViewReturnKeyType,
        dismissTextViewOnReturn: other.dismissTextViewOnReturn ?? dismissTextViewOnReturn,
        wrapsAround: other.wrapsAround ?? wrapsAround,
        skipsRefusingTargets: other.skipsRefusingTargets ?? skipsRefusingTargets)
    }
  }

  /// How a form's return manager orders its fields; the names of
  /// `NavigationOrder.Mode`'s modes.
  package enum OrderMode: String, Sendable, Hashable, CaseIterable {
    /// Rows top to bottom, each row left to right.
    case readingOrder
    /// Rows top to bottom, each row right to left.
    case readingOrderRightToLeft
    /// Depth-first over the form, back to front.
    case subviewOrder
    /// Ascending tags.
    case tagOrder
    /// The web's rule: positive tags ascending, then untagged inputs; negative tags left out.
    case tagOrderPositiveFirst
  }
}
