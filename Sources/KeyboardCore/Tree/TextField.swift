/// A single-line text input, shaped like `UITextField`.
///
/// The return key ends the line: ``TextInput/pressReturn()`` asks the delegate's
/// ``TextInputDelegate/textInputShouldReturn(_:)`` and then lets the managers act (move to
/// the next field, resign).
open class TextField: View, TextInput {
  private var storage = TextStorage()

  /// The text being edited.
  ///
  /// A change is reported to the window's observers as ``TreeChange/text``: the text alone
  /// moves no view and changes no caret, so it does not bump the tree generation.
  ///
  /// - Complexity: Setting is O(n) in the text's length; typing with
  ///   ``TextInput/insertText(_:)`` is O(1) in it.
  public var text: String {
    get { storage.text }
    set { if storage.replace(with: newValue) { noteTextChange() } }
  }

  /// The per-input settings the managers read.
  public var traits = TextInputTraits() {
    didSet { noteTraitsChange(from: oldValue) }
  }

  /// The object asked before and told after editing events; held weakly.
  public weak var delegate: (any TextInputDelegate)?

  /// Whether the field can be edited; a disabled field cannot take focus.
  ///
  /// Disabling the first responder resigns it without asking its delegate, as UIKit does.
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      noteChange(.eligibility)
      if !isEnabled, let window, window.firstResponder === self {
        window.resignFirstResponder(force: true)
      }
    }
  }

  /// Creates a text field.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// ``isEnabled``.
  public var isEditingEnabled: Bool { isEnabled }

  /// Always false: the return key ends the line.
  public var isMultiline: Bool { false }

  /// The whole field: a single line.
  public var caretRect: Rect { bounds }
}

extension TextField: TextStorageOwner {
  var textCount: Int { storage.count }

  func appendTypedText(_ string: String) {
    if storage.append(string) { noteTextChange() }
  }
}
