/// A multi-line, scrollable text input, shaped like `UITextView` (a scroll view).
///
/// The return key inserts a newline unless a manager takes it (ReturnManager's
/// `dismissTextViewOnReturn`). The keyboard manager keeps the caret's line clear of the
/// keyboard for text views taller than the visible area.
///
/// Where the caret is and how tall the content is can come from two places:
/// - **The host** reports them: it sets ``caretRect`` and ``ScrollView/contentSize`` (the
///   default, for hosts that lay text out themselves).
/// - **The text**, with ``sizesContentToText``: the text is laid out in lines of
///   ``lineHeight``, so the content size and the caret rectangle follow from ``text``,
///   ``caretPosition`` and the frame's width.
///
/// ```swift
/// let notes = TextView(frame: Rect(x: 20, y: 300, width: 280, height: 120))
/// notes.sizesContentToText = true
/// notes.text = "Line one\nLine two\nLine three"
/// notes.contentSize      // 280 × 76: 8 + 3 × 20 + 8
/// notes.caretRect        // (5, 48, 2×20): the end of the third line
/// ```
///
/// ## Text layout, and how it differs from UIKit
///
/// There are no fonts and no text engine. A line is ``lineHeight`` tall (set it, or set
/// ``fontSize`` to get `round(1.2 × fontSize)`, which gives 20 for the 17-point body font as
/// UIKit's system font does). Lines end at newlines. Long lines wrap only when
/// ``characterWidth`` is set: every character is that wide, and a line holds as many as fit
/// in the width inside ``textContainerInset`` and the 5-point ``lineFragmentPadding`` on each
/// side (UIKit's defaults); wrapping breaks anywhere, not at word boundaries. Without a
/// character width, lines never wrap and the caret's x is the start of the line. Typing
/// (``TextInput/insertText(_:)``) appends at the end of the text and moves the caret there.
open class TextView: ScrollView, TextInput {
  private var storage = TextStorage()

  /// The padding UIKit's text container keeps at the start and end of every line: 5 points.
  public static let lineFragmentPadding: Double = 5

  /// The text being edited.
  ///
  /// A change is reported to the window's observers as ``TreeChange/text``: the text alone
  /// moves no view and changes no caret, so it does not bump the tree generation. With
  /// ``sizesContentToText``, the content size and caret follow (and report their own changes).
  ///
  /// - Complexity: Setting is O(n) in the text's length; typing with
  ///   ``TextInput/insertText(_:)`` is O(1) in it (O(k) for k new lines with wrapping).
  public var text: String {
    get { storage.text }
    set {
      guard storage.replace(with: newValue) else { return }
      rowCache = nil
      noteTextChange()
      textDidChange()
    }
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

  /// The height of one line of text: 20 by default (the line height of a 17-point system
  /// font).
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
      guard lineHeight != oldValue else { return }
      if sizesContentToText {
        updateTextGeometry()
      } else if storedCaretRect == nil {
        noteChange(.textInput)
      }
    }
  }

  /// The font's point size, for the line height: setting it sets ``lineHeight`` to
  /// `round(1.2 × fontSize)` (20 for the default 17).
  ///
  /// A later ``lineHeight`` wins. A non-finite or negative size is rejected with a diagnostic.
  public var fontSize: Double = 17 {
    didSet {
      guard fontSize.isFinite, fontSize >= 0 else {
        let code: Diagnostic.Code = fontSize.isFinite ? .negativeSize : .nonFiniteGeometry
        reportDiagnostic(Diagnostic(code, "TextView.fontSize \(fontSize) rejected"))
        fontSize = oldValue
        return
      }
      lineHeight = (fontSize * 1.2).rounded()
    }
  }

  /// Whether the content size and caret rectangle follow from the text; false by default
  /// (the host reports them).
  ///
  /// When true: the content is ``ScrollView/contentSize`` as wide as the view and
  /// `textContainerInset.top + rows × lineHeight + textContainerInset.bottom` tall; the caret
  /// sits at ``caretPosition``; a text view whose scrolling is off has that height as its
  /// ``View/intrinsicContentSize`` (so a ``StackView`` grows it, as UIKit does). Turning it on
  /// applies the layout at once.
  public var sizesContentToText = false {
    didSet {
      guard sizesContentToText != oldValue else { return }
      if sizesContentToText {
        textDidChange()
      } else if !isScrollEnabled {
        invalidateIntrinsicContentSize()
      }
    }
  }

  /// Whether the user (and the keyboard manager) may scroll this view.
  ///
  /// A text view sized by its text (``sizesContentToText``) has an intrinsic height only while
  /// its scrolling is off, so turning scrolling on or off invalidates it: a ``StackView``
  /// lays the view out again at the next pass, not at some later one.
  public override var isScrollEnabled: Bool {
    didSet {
      if isScrollEnabled != oldValue, sizesContentToText { invalidateIntrinsicContentSize() }
    }
  }

  /// The margins around the text inside the content: 8 above and below, as UIKit's default.
  ///
  /// Non-finite or negative insets are rejected with a diagnostic.
  public var textContainerInset = Insets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet {
      let edges = [
        textContainerInset.top, textContainerInset.left, textContainerInset.bottom,
        textContainerInset.right,
      ]
      guard textContainerInset.isFinite, edges.allSatisfy({ $0 >= 0 }) else {
        let code: Diagnostic.Code = textContainerInset.isFinite ? .negativeSize : .nonFiniteGeometry
        reportDiagnostic(
          Diagnostic(code, "TextView.textContainerInset \(textContainerInset) rejected"))
        textContainerInset = oldValue
        return
      }
      if textContainerInset != oldValue, sizesContentToText { updateTextGeometry() }
    }
  }

  /// The width of every character, for wrapping long lines; `nil` (the default) never wraps.
  ///
  /// A non-finite, zero or negative width is rejected with a diagnostic.
  public var characterWidth: Double? {
    didSet {
      if let width = characterWidth, !(width.isFinite && width > 0) {
        let code: Diagnostic.Code = width.isFinite ? .negativeSize : .nonFiniteGeometry
        reportDiagnostic(Diagnostic(code, "TextView.characterWidth \(width) rejected"))
        characterWidth = oldValue
        return
      }
      if characterWidth != oldValue, sizesContentToText { updateTextGeometry() }
    }
  }

  /// Where the caret is, in characters from the start of the text; `nil` (the default) is the end.
  ///
  /// As the location of UIKit's empty `selectedRange`, counted in characters rather
  /// than UTF-16 units.
  ///
  /// Used with ``sizesContentToText``. A position below 0 or past the end is clamped, with a
  /// diagnostic. Typing moves the caret to the end (`nil`).
  public var caretPosition: Int? {
    didSet {
      if let position = caretPosition, position < 0 || position > storage.count {
        let clamped = Swift.min(Swift.max(0, position), storage.count)
        reportDiagnostic(
          Diagnostic(
            .clampedValue,
            "TextView.caretPosition \(position) clamped to \(clamped) (text of \(storage.count))"))
        caretPosition = clamped
      }
      if caretPosition != oldValue, sizesContentToText {
        storedCaretRect = nil
        updateTextGeometry()
      }
    }
  }

  private var storedCaretRect: Rect?
  /// The caret the text layout gave, with ``sizesContentToText``.
  private var textCaretRect: Rect?
  /// The rows of every line but the last, for the characters per row and line count it was
  /// computed for: typing touches only the last lines.
  private var rowCache: (perRow: Int?, lines: Int, rowsBeforeLast: Int)?

  /// Creates a text view.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// ``isEditable``.
  public var isEditingEnabled: Bool { isEditable }

  /// Always true: the return key inserts a newline.
  public var isMultiline: Bool { true }

  /// The caret's rectangle in content coordinates.
  ///
  /// By default the start of the first line (2 pt wide, ``lineHeight`` tall); with
  /// ``sizesContentToText``, where the text layout puts ``caretPosition``. A rectangle the host
  /// sets wins until the text or ``caretPosition`` next changes.
  ///
  /// Non-finite rectangles are rejected with a diagnostic. Observers are told
  /// ``TreeChange/textInput`` only when the rectangle changed.
  public var caretRect: Rect {
    get {
      storedCaretRect ?? textCaretRect ?? Rect(x: 0, y: 0, width: 2, height: lineHeight)
    }
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

  /// The number of lines of the text (newline-separated, before wrapping).
  public var numberOfLines: Int { storage.lineLengths.count }

  /// With ``sizesContentToText`` and scrolling off, the text's height, as a non-scrolling
  /// `UITextView` sizes itself; otherwise none.
  open override var intrinsicContentSize: Size {
    intrinsicContentSize(forWidth: bounds.width)
  }

  /// The ``intrinsicContentSize`` the text view would have at `width`.
  ///
  /// The text wraps at that width, so its height depends on it. A ``StackView`` reads it at the
  /// width it gives the view, so one layout pass reaches the height the wrapped text needs.
  open override func intrinsicContentSize(forWidth width: Double) -> Size {
    guard sizesContentToText, !isScrollEnabled else { return super.intrinsicContentSize }
    return Size(width: View.noIntrinsicMetric, height: textContentHeight(forWidth: width))
  }

  override func didChangeFrame(from oldValue: Rect) {
    super.didChangeFrame(from: oldValue)
    if sizesContentToText, oldValue.width != frame.width { updateTextGeometry() }
  }

  // MARK: Text layout

  /// A text change moved the caret (typing leaves it at the end) and may change the layout.
  private func textDidChange() {
    guard sizesContentToText else { return }
    storedCaretRect = nil
    if let position = caretPosition, position > storage.count { caretPosition = storage.count }
    updateTextGeometry()
  }

  /// How many characters fit in a row, or `nil` when lines do not wrap; never below 1.
  ///
  /// The width is checked before it becomes an `Int` (a huge or NaN width must not trap).
  private var charactersPerRow: Int? { charactersPerRow(forWidth: bounds.width) }

  /// How many characters fit in a row of a text view `viewWidth` wide; see
  /// ``charactersPerRow``.
  private func charactersPerRow(forWidth viewWidth: Double) -> Int? {
    guard let width = characterWidth else { return nil }
    let room =
      viewWidth - textContainerInset.left - textContainerInset.right - 2
      * Self.lineFragmentPadding
    let fit = (room / width).rounded(.down)
    guard fit >= 1 else { return 1 }
    // Past 2^50 characters a row never fills: treat it as no wrapping.
    guard fit < 0x1p50 else { return nil }
    return Int(fit)  // checked: 1 ≤ fit < 2^50 by the guards above; NaN fails them
  }

  private func rows(ofLineLength length: Int, perRow: Int?) -> Int {
    guard let perRow, length > 0 else { return 1 }
    return (length - 1) / perRow + 1
  }

  /// The number of rows the text takes.
  ///
  /// - Complexity: O(1) amortised while typing; O(l), l the lines, after the text was replaced
  ///   or the row width changed.
  private func totalRows() -> Int { totalRows(perRow: charactersPerRow) }

  /// The number of rows the text takes with `perRow` characters a row (`nil`: no wrapping).
  private func totalRows(perRow: Int?) -> Int {
    let lengths = storage.lineLengths
    var before = 0
    var start = 0
    if let cache = rowCache, cache.perRow == perRow, cache.lines <= lengths.count {
      before = cache.rowsBeforeLast
      start = cache.lines - 1
    }
    for index in start..<(lengths.count - 1) {
      before += rows(ofLineLength: lengths[index], perRow: perRow)
    }
    rowCache = (perRow, lengths.count, before)
    return before + rows(ofLineLength: lengths[lengths.count - 1], perRow: perRow)
  }

  private var textContentHeight: Double { textContentHeight(forWidth: bounds.width) }

  /// The content height of the text wrapped in a text view `width` wide.
  private func textContentHeight(forWidth width: Double) -> Double {
    let rows = totalRows(perRow: charactersPerRow(forWidth: width))
    return textContainerInset.top + Double(rows) * lineHeight + textContainerInset.bottom
  }

  /// The caret's row and column for ``caretPosition``.
  ///
  /// - Complexity: O(1) amortised for the end of the text; O(l) for a position, l the lines.
  private func caretRowAndColumn() -> (row: Int, column: Int) {
    let lengths = storage.lineLengths
    let perRow = charactersPerRow
    var line = lengths.count - 1
    var column = lengths[line]
    var rowsBefore = 0
    if let position = caretPosition, position < storage.count {
      // Walk the lines: each takes its characters plus its newline.
      var remaining = position
      line = 0
      while remaining > lengths[line] {
        remaining -= lengths[line] + 1
        rowsBefore += rows(ofLineLength: lengths[line], perRow: perRow)
        line += 1
      }
      column = remaining
    } else {
      rowsBefore = totalRows() - rows(ofLineLength: lengths[line], perRow: perRow)
    }
    guard let perRow else { return (rowsBefore, column) }
    // The caret after a full row's last character stays at the end of that row.
    let rowInLine = Swift.min(
      column / perRow, rows(ofLineLength: lengths[line], perRow: perRow) - 1)
    return (rowsBefore + rowInLine, column - rowInLine * perRow)
  }

  /// Sets the content size and caret from the text layout, and tells observers when the caret
  /// moved.
  private func updateTextGeometry() {
    guard sizesContentToText else { return }
    let oldCaret = caretRect
    let height = textContentHeight
    let oldHeight = contentSize.height
    contentSize = Size(width: bounds.width, height: height)
    let (row, column) = caretRowAndColumn()
    textCaretRect = Rect(
      x: textContainerInset.left + Self.lineFragmentPadding
        + Double(column) * (characterWidth ?? 0),
      y: textContainerInset.top + Double(row) * lineHeight, width: 2, height: lineHeight)
    if caretRect != oldCaret { noteChange(.textInput) }
    if height != oldHeight, !isScrollEnabled { invalidateIntrinsicContentSize() }
  }
}

extension TextView: TextStorageOwner {
  var textCount: Int { storage.count }

  func appendTypedText(_ string: String) {
    guard storage.append(string) else { return }
    noteTextChange()
    if sizesContentToText {
      // Typing goes at the end, and the caret with it.
      if caretPosition != nil { caretPosition = nil }
      textDidChange()
    }
  }
}
