/// A view that edits text and can become the first responder: ``TextField`` or ``TextView``.
///
/// IQKeyboardCore's `IQTextInputView`.
///
/// The protocol is constrained to ``View`` so that a text input is always a node of the tree.
/// Its settings live in ``traits``; the extension forwards the common ones
/// (``returnKeyType``, ``distanceFromKeyboard``…). Focus goes through the window:
/// ``becomeFirstResponder()``, ``resignFirstResponder()``.
public protocol TextInput: View {
  /// The text being edited.
  var text: String { get set }
  /// The per-input settings the managers read.
  var traits: TextInputTraits { get set }
  /// The object asked before and told after editing events; held weakly.
  var delegate: (any TextInputDelegate)? { get set }
  /// Whether editing is allowed at all: a text field's `isEnabled`, a text view's
  /// `isEditable`.
  var isEditingEnabled: Bool { get }
  /// Whether the return key inserts a newline (text views) rather than ending the line.
  var isMultiline: Bool { get }
  /// The caret's rectangle in the input's bounds coordinates.
  var caretRect: Rect { get }
}

extension TextInput {
  /// Reports a change of ``traits``: ``TreeChange/eligibility`` (a new tree generation) when
  /// the navigation opt-out changed, ``TreeChange/traits`` (same generation) otherwise.
  ///
  /// An ``TextInputTraits/inputViewHeight`` or ``TextInputTraits/inputAccessoryViewHeight``
  /// that is negative or not finite is rejected with a diagnostic: the traits go back to
  /// `oldValue`.
  package func noteTraitsChange(from oldValue: TextInputTraits) {
    guard traits != oldValue else { return }
    let heights = [traits.inputViewHeight ?? 0, traits.inputAccessoryViewHeight]
    guard heights.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      let finite = heights.allSatisfy(\.isFinite)
      reportDiagnostic(
        Diagnostic(
          finite ? .negativeSize : .nonFiniteGeometry,
          "\(typeName) input view height \(traits.inputViewHeight.map { "\($0)" } ?? "none"), "
            + "accessory height \(traits.inputAccessoryViewHeight) rejected: "
            + (finite ? "negative" : "not finite")))
      traits = oldValue
      return
    }
    if traits.ignoresNavigation != oldValue.ignoresNavigation {
      noteChange(.eligibility)
    } else {
      window?.treeDidChange(.traits, at: self)
    }
  }

  /// Reports a change of ``text`` as ``TreeChange/text`` (no new tree generation: the text
  /// alone moves nothing).
  package func noteTextChange() {
    window?.treeDidChange(.text, at: self)
  }

  /// The number of characters in ``text``; O(1) for ``TextField`` and ``TextView``.
  var textLength: Int {
    (self as? any TextStorageOwner)?.textCount ?? text.count
  }

  /// Appends typed text: in place for ``TextField`` and ``TextView``.
  func appendText(_ string: String) {
    if let owner = self as? any TextStorageOwner {
      owner.appendTypedText(string)
    } else {
      text += string
    }
  }

  /// The return key's label (``TextInputTraits/returnKeyType``).
  public var returnKeyType: ReturnKeyType {
    get { traits.returnKeyType }
    set { traits.returnKeyType = newValue }
  }

  /// The gap to keep above the keyboard for this input; `nil` uses the manager's
  /// (``TextInputTraits/distanceFromKeyboard``).
  public var distanceFromKeyboard: Double? {
    get { traits.distanceFromKeyboard }
    set { traits.distanceFromKeyboard = newValue }
  }

  /// The height of the view shown instead of the keyboard, such as a picker
  /// (``TextInputTraits/inputViewHeight``); `nil` shows the keyboard.
  ///
  /// UIKit's `inputView` is a view; only its height reaches the keyboard frame, so the model
  /// keeps the height. A negative or non-finite height is rejected with a diagnostic.
  public var inputViewHeight: Double? {
    get { traits.inputViewHeight }
    set { traits.inputViewHeight = newValue }
  }

  /// The height of the bar shown above the keyboard, such as a toolbar
  /// (``TextInputTraits/inputAccessoryViewHeight``); 0 for none.
  ///
  /// UIKit's `inputAccessoryView` is a view; only its height reaches the keyboard frame, so
  /// the model keeps the height. A negative or non-finite height is rejected with a diagnostic.
  public var inputAccessoryViewHeight: Double {
    get { traits.inputAccessoryViewHeight }
    set { traits.inputAccessoryViewHeight = newValue }
  }

  /// Tells the system that this input's input views changed, as
  /// `UIResponder.reloadInputViews()`: while it is the first responder and the keyboard is up
  /// with a known ``Keyboard/preset``, the keyboard posts its new frame
  /// (``KeyboardEvent/willChangeFrame``), and the keyboard manager follows it.
  ///
  /// ```swift
  /// field.inputAccessoryViewHeight = 44
  /// field.reloadInputViews()   // the keyboard grows by 44
  /// ```
  ///
  /// - Returns: Whether a new frame was posted; `false` when the input is not the first
  ///   responder, the keyboard is hidden, its frames were posted directly (no preset), or the
  ///   frame did not change.
  @discardableResult
  public func reloadInputViews() -> Bool {
    guard let window, window.firstResponder === self else { return false }
    let keyboard = window.screen.keyboard
    guard keyboard.isVisible, let preset = keyboard.preset else { return false }
    return keyboard.post(.willChangeFrame, preset: preset, for: self)
  }

  /// Whether the keyboard manager handles this input (``TextInputTraits/enableMode``).
  public var enableMode: EnableMode {
    get { traits.enableMode }
    set { traits.enableMode = newValue }
  }

  /// Whether navigation skips this input (``TextInputTraits/ignoresNavigation``).
  public var ignoresNavigation: Bool {
    get { traits.ignoresNavigation }
    set { traits.ignoresNavigation = newValue }
  }

  /// The placeholder (``TextInputTraits/placeholder``).
  public var placeholder: String? {
    get { traits.placeholder }
    set { traits.placeholder = newValue }
  }

  /// The kind of keyboard the input asks for (``TextInputTraits/keyboardType``).
  public var keyboardType: KeyboardType {
    get { traits.keyboardType }
    set { traits.keyboardType = newValue }
  }

  /// Whether the input hides what is typed (``TextInputTraits/isSecureTextEntry``).
  public var isSecureTextEntry: Bool {
    get { traits.isSecureTextEntry }
    set { traits.isSecureTextEntry = newValue }
  }

  /// What the content means (``TextInputTraits/textContentType``).
  public var textContentType: TextContentType? {
    get { traits.textContentType }
    set { traits.textContentType = newValue }
  }

  /// Whether this input is its window's first responder.
  ///
  /// - Complexity: O(d), d the depth of the input.
  public var isFirstResponder: Bool {
    guard let window else { return false }
    return window.firstResponder === self
  }

  /// Why this input cannot take focus right now, or `nil` when it can.
  ///
  /// Checks, in order: in a window; editing enabled; not hidden, not transparent and
  /// interactive — itself and every ancestor.
  ///
  /// - Complexity: O(d), d the depth of the input.
  public var focusBlocker: FocusBlocker? {
    guard window != nil else { return .notInWindow }
    guard isEditingEnabled else { return .editingDisabled }
    var current: View? = self
    while let view = current {
      defer { current = view.superview }
      guard view.blocksFocusOfItsSubtree else { continue }
      let isSelf = view === self
      if view.isHidden { return isSelf ? .hidden : .hiddenAncestor(view.typeName) }
      if view.alpha == 0 { return isSelf ? .transparent : .transparentAncestor(view.typeName) }
      return isSelf ? .interactionDisabled : .interactionDisabledAncestor(view.typeName)
    }
    return nil
  }
}

extension View {
  /// Whether this view keeps itself and every view below it from taking focus: it is hidden,
  /// fully transparent, or not interactive.
  ///
  /// The one per-view rule of focus: ``TextInput/focusBlocker`` applies it to an input and
  /// each of its ancestors, and a walk that collects inputs skips a subtree whose root it
  /// holds for.
  ///
  /// - Complexity: O(1).
  package var blocksFocusOfItsSubtree: Bool {
    isHidden || alpha == 0 || !isUserInteractionEnabled
  }
}

/// Why a text input cannot take focus.
public enum FocusBlocker: Sendable, Hashable, CustomStringConvertible {
  /// The input is not in a window.
  case notInWindow
  /// The input is disabled (a text field) or not editable (a text view).
  case editingDisabled
  /// The input itself is hidden.
  case hidden
  /// An ancestor, named by its type, is hidden.
  case hiddenAncestor(String)
  /// The input's alpha is 0.
  case transparent
  /// An ancestor, named by its type, has alpha 0.
  case transparentAncestor(String)
  /// The input does not take touches.
  case interactionDisabled
  /// An ancestor, named by its type, does not take touches.
  case interactionDisabledAncestor(String)

  /// A short phrase for traces, such as `hidden ancestor ScrollView`.
  public var description: String {
    switch self {
    case .notInWindow: "not in a window"
    case .editingDisabled: "editing disabled"
    case .hidden: "hidden"
    case .hiddenAncestor(let name): "hidden ancestor \(name)"
    case .transparent: "alpha 0"
    case .transparentAncestor(let name): "alpha 0 ancestor \(name)"
    case .interactionDisabled: "interaction disabled"
    case .interactionDisabledAncestor(let name): "interaction disabled on ancestor \(name)"
    }
  }
}
