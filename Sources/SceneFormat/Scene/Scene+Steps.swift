import KeyboardCore

extension Scene {
  /// One event of a scene's script, with the expectations checked after it.
  package struct Step: Sendable, Hashable {
    /// What happens.
    package var action: Action
    /// A remark shown under the step's header in reports (the file's `"note"`).
    package var note: String?
    /// What must hold once the step (and the layout pass after it) ran.
    package var expectations: [Expectation]

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - action: What happens.
    ///   - note: A remark for reports.
    ///   - expectations: What must hold afterwards.
    package init(_ action: Action, note: String? = nil, expectations: [Expectation] = []) {
      self.action = action
      self.note = note
      self.expectations = expectations
    }
  }

  /// What a step does; the file's `"action"` and the keys that go with it.
  package enum Action: Sendable, Hashable {
    /// Makes the text input with this id the first responder (`becomeFirstResponder()`).
    case focus(String)
    /// Ends editing of the first responder (the window's `resignFirstResponder()`).
    case resign
    /// Posts `willShow` with a keyboard.
    case showKeyboard(KeyboardSpec)
    /// Posts `willChangeFrame` with a keyboard (a height change, the predictive bar, a
    /// hardware keyboard attached).
    case changeKeyboard(KeyboardSpec)
    /// Posts `willHide` with an optional duration and curve.
    case hideKeyboard(duration: Double?, curve: AnimationCurve?)
    /// Presses the return key in the first responder.
    case pressReturn
    /// The toolbar's Next: the form's return manager's `goNext()`.
    case goNext
    /// The toolbar's Previous: the form's return manager's `goPrevious()`.
    case goPrevious
    /// The toolbar's Done: the form's return manager's `resignFirstResponder()`.
    case done
    /// Types text into the first responder (`insertText(_:)`).
    case type(String)
    /// Rotates the device: the screen's width and height swap, a window that filled the
    /// screen fills it again, the safe area becomes the one given (or stays), and a visible
    /// keyboard gets the given frame (or its preset's or height's frame on the rotated
    /// screen).
    case rotate(safeAreaInsets: Insets?, keyboard: KeyboardSpec?)
    /// Gives the window a new frame (split-screen multitasking), and optionally a new safe area
    /// and keyboard.
    case resizeWindow(frame: Rect, safeAreaInsets: Insets?, keyboard: KeyboardSpec?)
    /// Changes properties of the view with this id (a frame, a text view's caret…).
    case updateView(String, ViewUpdate)
    /// Changes properties of the controller with this id (its bars, large titles, extended
    /// layout or extra safe area), as a host does while the screen is up.
    case updateController(String, ControllerUpdate)
    /// Changes the managers' configuration.
    case configure(ManagerSettings)
    /// Calls the keyboard manager's `reloadLayoutIfNeeded()`.
    case reloadLayout
    /// Presses a hardware keyboard's key: the focused form's `handleKey(_:)`.
    case pressKey(KeyName)
    /// Pushes a new controller onto the navigation controller with this id.
    case push(navigation: String, ControllerSpec)
    /// Pops the top controller of the navigation controller with this id, at once or with the
    /// swipe-back gesture.
    case pop(navigation: String, gesture: PopGesture?)
    /// Presents a new controller from the controller with this id (`nil`: the topmost
    /// presented controller, or the root).
    case present(ControllerSpec, from: String?)
    /// Dismisses what the controller with this id presents, or the controller itself when it
    /// presents nothing (`nil`: the topmost presented controller).
    case dismiss(String?)
    /// Selects a tab of the tab bar controller with this id.
    case selectTab(String, index: Int)
    /// Adds a view (or a cell) to the view with this id, at an index of its subviews (cells).
    case addView(parent: String, AddedView, index: Int?)
    /// Removes the view (or cell) with this id from its superview (table, collection).
    case removeView(String)
    /// Drags a scroll view's content with a finger (keyboard dismissal on drag or interactive).
    case drag(Drag)

    /// The action's name in scene files.
    package var name: String {
      switch self {
      case .focus: "focus"
      case .resign: "resign"
      case .showKeyboard: "showKeyboard"
      case .changeKeyboard: "changeKeyboard"
      case .hideKeyboard: "hideKeyboard"
      case .pressReturn: "pressReturn"
      case .goNext: "goNext"
      case .goPrevious: "goPrevious"
      case .done: "done"
      case .type: "type"
      case .rotate: "rotate"
      case .resizeWindow: "resizeWindow"
      case .updateView: "updateView"
      case .updateController: "updateController"
      case .configure: "configure"
      case .reloadLayout: "reloadLayout"
      case .pressKey: "pressKey"
      case .push: "push"
      case .pop: "pop"
      case .present: "present"
      case .dismiss: "dismiss"
      case .selectTab: "selectTab"
      case .addView: "addView"
      case .removeView: "removeView"
      case .drag: "drag"
      }
    }

    /// Every action's name, in the order the documentation lists them.
    package static let names = [
      "focus", "resign", "showKeyboard", "changeKeyboard", "hideKeyboard", "pressReturn",
      "goNext", "goPrevious", "done", "type", "rotate", "resizeWindow", "updateView",
      "updateController", "configure", "reloadLayout", "pressKey", "push", "pop", "present",
      "dismiss", "selectTab", "addView", "removeView", "drag",
    ]
  }

  /// The properties an `updateView` step changes; `nil` leaves a property alone.
  package struct ViewUpdate: Sendable, Hashable {
    /// A new frame.
    package var frame: Rect?
    /// A new `isHidden`.
    package var isHidden: Bool?
    /// A new `alpha`.
    package var alpha: Double?
    /// A new `isUserInteractionEnabled`.
    package var isUserInteractionEnabled: Bool?
    /// A text field's new `isEnabled`.
    package var isEnabled: Bool?
    /// A text view's new `isEditable`.
    package var isEditable: Bool?
    /// A text input's new text.
    package var text: String?
    /// A text view's new caret rectangle.
    package var caretRect: Rect?
    /// A scroll view's new content offset.
    package var contentOffset: Point?
    /// A scroll view's new content size.
    package var contentSize: Size?
    /// A scroll view's new content inset.
    package var contentInset: Insets?
    /// A scroll view's new `isScrollEnabled`.
    package var isScrollEnabled: Bool?
    /// A text input's new `distanceFromKeyboard`.
    package var distanceFromKeyboard: Double?
    /// A text input's new `ignoresNavigation`.
    package var ignoresNavigation: Bool?
    /// A text input's new `enableMode`.
    package var enableMode: EnableMode?
    /// New stack, table, collection and text-layout properties (see `Scene+LayoutKeys.swift`).
    package var layout = LayoutUpdate()
    /// A text input's new `keyboardType`.
    package var keyboardType: KeyboardType?
    /// A text input's new `isSecureTextEntry`.
    package var isSecureTextEntry: Bool?
    /// A text input's new `textContentType` (its name).
    package var textContentType: String?
    /// Whether the text input's delegate now lets editing begin.
    package var shouldBeginEditing: Bool?
    /// Whether the text input's delegate now lets editing end.
    package var shouldEndEditing: Bool?
    /// Whether the text input's delegate now lets the return key through.
    package var shouldReturn: Bool?
    /// A text input's new input-view height; `.some(nil)` goes back to the keyboard.
    package var inputViewHeight: Double??
    /// A text input's new accessory height.
    package var inputAccessoryViewHeight: Double?
    /// A scroll view's new `keyboardDismissMode`.
    package var keyboardDismissMode: KeyboardDismissMode?
    /// A view's new own layout margins.
    package var layoutMargins: Insets?
    /// A view's new `insetsLayoutMarginsFromSafeArea`.
    package var insetsLayoutMarginsFromSafeArea: Bool?
    /// A view's new `preservesSuperviewLayoutMargins`.
    package var preservesSuperviewLayoutMargins: Bool?

    /// Creates an update that changes nothing; set the properties to change.
    package init() {}
  }
}
