import KeyboardCore
import ReturnManager
import SceneFormat

/// A scene built into a live tree: the screen, the window with its controllers and views, the
/// keyboard manager and one return manager per form, with every view findable by its id.
///
/// Made by the scene builder when a ``Simulator`` is created; the simulator replays steps on
/// it. Views without an id get a generated name (`scrollView#1`, `controller#2`) used in reports; a navigation
/// controller's bar is named after the controller (`nav bar`).
public final class LiveScene {
  /// The scene this was built from.
  public let scene: Scene
  /// The screen (its keyboard is `screen.keyboard`).
  public let screen: Screen
  /// The window.
  public let window: Window
  /// The keyboard manager following the window.
  public let keyboardManager: KeyboardManager
  /// The forms' return managers, in the order the forms appear in the scene.
  public var returnManagers: [ReturnManager] { forms.map(\.manager) }

  struct Form {
    var name: String
    var manager: ReturnManager
  }

  typealias Role = SceneSnapshot.Role

  var forms: [Form] = []
  var viewsByName: [String: View] = [:]
  var controllersByName: [String: ViewController] = [:]
  var names: [ObjectIdentifier: String] = [:]
  var roles: [ObjectIdentifier: Role] = [:]
  /// Views in the order the scene lists them, for stable reports.
  var orderedNames: [String] = []
  /// The counters of generated names, so that views made by steps continue the sequence.
  var counters: [String: Int] = [:]
  /// Every plain controller, by the identity of its root view.
  var plainControllers: [ObjectIdentifier: PlainController] = [:]
  /// The delegates the scene installed on its inputs (inputs hold their delegates weakly).
  var delegates: [ObjectIdentifier: SceneTextInputDelegate] = [:]
  /// The scene's constraints as built, in document order.
  package var layoutConstraints: [SceneConstraint] = []

  struct PlainController {
    var name: String
    var controller: ViewController
    var settings: Scene.ReturnSettings?
  }

  init(scene: Scene, screen: Screen, window: Window, keyboardManager: KeyboardManager) {
    self.scene = scene
    self.screen = screen
    self.window = window
    self.keyboardManager = keyboardManager
  }

  /// The view with this id (or generated name), or the root view of the controller with this
  /// id.
  ///
  /// - Parameter id: An id from the scene, or a generated name.
  /// - Returns: The view, or `nil`.
  public func view(withID id: String) -> View? {
    viewsByName[id] ?? controllersByName[id]?.viewIfLoaded
  }

  /// The controller with this id (or generated name).
  ///
  /// - Parameter id: An id from the scene, or a generated name.
  /// - Returns: The controller, or `nil`.
  public func controller(withID id: String) -> ViewController? {
    controllersByName[id]
  }

  /// The id (or generated name) of a view of this scene, or `nil` for a view the scene did
  /// not describe (a cell's content view, a view added later).
  ///
  /// - Parameter view: A view of the tree.
  /// - Returns: Its name.
  public func name(of view: View) -> String? {
    names[ObjectIdentifier(view)]
  }

  /// The return manager of the form holding `input`: the one whose order contains it, or
  /// else the first whose scope contains it.
  ///
  /// - Parameter input: A text input.
  /// - Returns: The manager, or `nil` when no form holds the input.
  public func returnManager(for input: any TextInput) -> ReturnManager? {
    form(for: input)?.manager
  }

  func form(for input: any TextInput) -> Form? {
    if let form = forms.first(where: { $0.manager.order.contains(input) }) { return form }
    return forms.first { form in
      guard let scope = form.manager.order.scope else { return false }
      return input.isDescendant(of: scope)
    }
  }

  func register(_ view: View, name: String, role: Role) {
    if view.identifier == nil { view.identifier = name }
    viewsByName[name] = view
    names[ObjectIdentifier(view)] = name
    roles[ObjectIdentifier(view)] = role
    orderedNames.append(name)
  }

  func role(of view: View) -> Role? {
    roles[ObjectIdentifier(view)]
  }

  /// A text view's caret line in the window, as the keyboard manager reads it: the one
  /// definition the report's clearance line, the `caretClearance` expectation, the
  /// reliability checks and lint measure.
  ///
  /// For the active text view the manager handles, `AvoidanceContext.shownCaretLine`: the
  /// line the solver keeps clear, cut where the view's content stops showing it; `nil` when
  /// there is no line to show (the view is kept clear as a field). For a text view the
  /// manager does not handle, the caret as the host reports it.
  ///
  /// - Parameter textView: A text view of the scene.
  /// - Returns: The line in window coordinates.
  package func shownCaret(of textView: TextView) -> Rect? {
    if window.firstResponder === textView, let context = keyboardManager.currentContext() {
      return context.shownCaretLine
    }
    return textView.convert(textView.caretRect, to: window)
  }
}
