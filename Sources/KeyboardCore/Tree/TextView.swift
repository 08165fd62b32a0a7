/// A multi-line, scrollable text input, shaped like `UITextView` (a scroll view).
///
/// The return key inserts a newline unless a manager takes it (ReturnManager's
/// `dismissTextViewOnReturn`). The host reports where the caret is with ``caretRect`` (content
/// coordinates); the keyboard manager keeps the caret's line clear of the keyboard for text
/// views taller than the visible area.
open class TextView: ScrollView, TextInput {
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

  /// Whether the text can be edited; a non-editable text view cannot take focus.
  ///
  /// Making the first responder non-editable resigns it without asking its delegate, as UIKit
  /// does.
  public var isEditable = true {
    didSet {
      guard isEditable != oldValue else { return }
      noteChange(.eligibility)
      if !isEditable, let window, window.firstResponder === self {
        window.resignFirstResponder(force: true)
      }
    }
  }

  /// The height of one line of text, used for the default caret.
  ///
  /// A non-finite or negative height is rejected with a diagnostic.
  public var lineHeight: Double = 20 {
    didSet {
      guard lineHeight.isFinite, lineHeight >= 0 else {
        let code: Diagnostic.Code = lineHeight.isFinite ? .negativeSize : .nonFiniteGeometry
        reportDiagnostic(Diagnostic(code, "TextView.lineHeight \(lineHeight) rejected"))
        lineHeight = oldValue
        return
      }
      if lineHeight != oldValue, storedCaretRect == nil { noteChange(.textInput) }
    }
  }

  private var storedCaretRect: Rect?

  /// Creates a text view.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// ``isEditable``.
  public var isEditingEnabled: Bool { isEditable }

  /// Always true: the return key inserts a newline.
  public var isMultiline: Bool { true }

  /// The caret's rectangle in content coordinates, as the host reports it; by default the
  /// start of the first line (2 pt wide, ``lineHeight`` tall).
  ///
  /// Non-finite rectangles are rejected with a diagnostic. Observers are told
  /// ``TreeChange/textInput`` only when the rectangle changed.
  public var caretRect: Rect {
    get { storedCaretRect ?? Rect(x: 0, y: 0, width: 2, height: lineHeight) }
    set {
      guard newValue.isFinite else {
        reportDiagnostic(Diagnostic(.nonFiniteGeometry, "TextView.caretRect \(newValue) rejected"))
        return
      }
      let old = caretRect
      storedCaretRect = newValue
      // Only a rectangle that really moved is a geometry change.
      if newValue != old { noteChange(.textInput) }
    }
  }
}

extension TextView: TextStorageOwner {
  var textCount: Int { storage.count }

  func appendTypedText(_ string: String) {
    if storage.append(string) { noteTextChange() }
  }
}
