import KeyboardCore

extension NavigationOrder {
  /// The direction in which a row of fields is read.
  ///
  /// A closed set, as `UIUserInterfaceLayoutDirection`.
  public enum LayoutDirection: Sendable, Hashable, CustomStringConvertible {
    /// Left to right: within a row, the field whose left edge is smallest comes first.
    case leftToRight
    /// Right to left: within a row, the field whose right edge is largest comes first.
    case rightToLeft

    /// `left to right` or `right to left`.
    public var description: String {
      switch self {
      case .leftToRight: "left to right"
      case .rightToLeft: "right to left"
      }
    }
  }

  /// How ``Mode/readingOrder(direction:rows:)`` groups inputs into rows.
  ///
  /// An extensible set of rules (new ones never break a client's `switch`).
  public struct RowRule: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
      case tolerance(Double)
      case exactTopEdges
    }

    let kind: Kind

    /// Rows with a tolerance: an input joins the current row when its top edge is within
    /// `points` of the top of the row's first input, or less than half the shorter of the two
    /// heights below it (fields centred on one line share a row even when their heights
    /// differ).
    ///
    /// The default, with ``Mode/defaultRowTolerance``.
    ///
    /// - Parameter points: The largest difference of top edges that always counts as the same
    ///   row.
    /// - Returns: The rule.
    /// - Precondition: `points` is finite and not negative.
    public static func tolerance(_ points: Double) -> RowRule {
      precondition(
        points.isFinite && points >= 0,
        "NavigationOrder.RowRule.tolerance: \(points) must be finite and >= 0")
      return RowRule(kind: .tolerance(points))
    }

    /// IQKeyboardToolbarManager's `byPosition` rule: top edges compared exactly, then left
    /// edges (right edges, largest first, right to left).
    ///
    /// Only inputs whose top edges are exactly equal share a row, so of two side-by-side
    /// fields that overlap vertically, the one whose top is 0.5 pt higher comes first, as in
    /// IQKeyboardManager, where ``tolerance(_:)`` puts both in one row and reads it left to
    /// right. Use it to reproduce an IQ form's order exactly when migrating.
    public static let exactTopEdges = RowRule(kind: .exactTopEdges)

    /// `row tolerance 1` or `exact top edges`.
    public var description: String {
      switch kind {
      case .tolerance(let points): "row tolerance \(points.compactDescription)"
      case .exactTopEdges: "exact top edges"
      }
    }

    /// Whether an input whose rectangle is `rect` joins a row whose first input has top
    /// `anchorTop` and height `anchorHeight`.
    func joins(_ rect: Rect, anchorTop: Double, anchorHeight: Double) -> Bool {
      let drop = rect.minY - anchorTop
      switch kind {
      case .tolerance(let tolerance):
        let halfShorter = Swift.min(anchorHeight, rect.height) / 2
        return drop <= tolerance || drop < halfShorter
      case .exactTopEdges:
        return drop == 0
      }
    }
  }

  /// How ``Mode/tagOrder(_:)`` sorts by `View.tag`.
  ///
  /// An extensible set of rules (new ones never break a client's `switch`).
  public struct TagRule: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
      case ascending
      case positiveFirst
    }

    let kind: Kind

    /// Ascending tags, negative ones first, equal tags in subview order.
    ///
    /// IQKeyboardManager's rule, and the default.
    public static let ascending = TagRule(kind: .ascending)

    /// The web's `tabindex` rule: positive tags first, then untagged inputs.
    ///
    /// Positive tags come in ascending order (equal tags in subview order), then untagged
    /// inputs (tag 0) in subview order. Inputs with a negative
    /// tag are left out of the order, as `tabindex="-1"` leaves an element out of sequential
    /// navigation (``Exclusion/negativeTag``).
    public static let positiveFirst = TagRule(kind: .positiveFirst)

    /// `ascending` or `positive first`.
    public var description: String {
      switch kind {
      case .ascending: "ascending"
      case .positiveFirst: "positive first"
      }
    }
  }

  /// How a ``NavigationOrder`` sorts the text inputs of its scope.
  ///
  /// An extensible set of named modes (new ones never break a client's `switch`):
  ///
  /// | Mode | Order | IQKeyboardToolbarManager |
  /// |---|---|---|
  /// | ``readingOrder`` | rows top to bottom, each row left to right | `byPosition` |
  /// | ``readingOrder(direction:rowTolerance:)`` | rows, in the given direction | — |
  /// | ``readingOrder(direction:rows:)`` with ``RowRule/exactTopEdges`` | top edges exactly, then left edges | `byPosition`, exactly |
  /// | ``subviewOrder`` | depth-first over the scope, back to front | `bySubviews` |
  /// | ``tagOrder`` | ascending `View.tag`, ties in subview order | `byTag` |
  /// | ``tagOrder(_:)`` | ``TagRule/positiveFirst``: positive tags, then untagged, as the web | — |
  /// | ``list(_:)`` | exactly the inputs given | IQKeyboardReturnManager's registration order |
  ///
  /// Every mode covers the whole scope, however deeply the inputs are nested, and every mode
  /// applies the same eligibility rules (see ``NavigationOrder/explain(_:)``).
  public struct Mode: CustomStringConvertible {
    enum Kind {
      case reading(LayoutDirection, rows: RowRule)
      case subviews
      case tags(TagRule)
      case list([WeakInput])
    }

    let kind: Kind

    init(_ kind: Kind) {
      self.kind = kind
    }

    /// The row tolerance that ``readingOrder`` uses: 1 point.
    public static let defaultRowTolerance: Double = 1

    /// Reading order, left to right, with the default row tolerance.
    ///
    /// Fields are grouped into rows, rows are read top to bottom and each row left to right.
    /// See ``readingOrder(direction:rowTolerance:)`` for the row rule.
    public static var readingOrder: Mode {
      readingOrder(direction: .leftToRight)
    }

    /// Reading order in the given direction.
    ///
    /// Positions are the inputs' frames converted into the scope's coordinates (scroll offsets
    /// included, as `convert(_:to:)` does). The inputs are sorted by their top edge; the first
    /// starts a row, and each following input joins the current row when its top edge is
    /// within `rowTolerance` points of the top of the row's first input, or less than half
    /// the shorter of the two heights below it (so fields centred on one line share a row even
    /// when their heights differ). Otherwise it starts the next row. Within a row, inputs are
    /// sorted by their left edge (left to right) or by their right edge, largest first (right
    /// to left). Exact ties keep subview order, so the sort is stable and deterministic, and
    /// the right-to-left order of a mirrored form equals the left-to-right order of the
    /// original.
    ///
    /// - Parameters:
    ///   - direction: The direction each row is read in.
    ///   - rowTolerance: The largest difference of top edges, in points, that always counts as
    ///     the same row.
    /// - Returns: The mode.
    /// - Precondition: `rowTolerance` is finite and not negative.
    public static func readingOrder(
      direction: LayoutDirection, rowTolerance: Double = defaultRowTolerance
    ) -> Mode {
      precondition(
        rowTolerance.isFinite && rowTolerance >= 0,
        "NavigationOrder.Mode.readingOrder: rowTolerance \(rowTolerance) must be finite and >= 0")
      return Mode(.reading(direction, rows: .tolerance(rowTolerance)))
    }

    /// Reading order in the given direction, with rows grouped by `rows`.
    ///
    /// Positions are the inputs' frames in the scope's coordinates, as for
    /// ``readingOrder(direction:rowTolerance:)``; inputs are sorted by their top edge and grouped
    /// into rows by the rule, and each row is read in `direction`. Exact ties keep subview order.
    ///
    /// ```swift
    /// // IQKeyboardToolbarManager's byPosition, exactly: top edges, then left edges.
    /// NavigationOrder(scope: form, mode: .readingOrder(rows: .exactTopEdges))
    /// ```
    ///
    /// - Parameters:
    ///   - direction: The direction each row is read in; left to right by default.
    ///   - rows: How inputs are grouped into rows.
    /// - Returns: The mode.
    public static func readingOrder(
      direction: LayoutDirection = .leftToRight, rows: RowRule
    ) -> Mode {
      Mode(.reading(direction, rows: rows))
    }

    /// Subview order: a depth-first walk of the whole scope, each view's subviews back to front
    /// (the order of a storyboard's document outline).
    ///
    /// Unlike IQKeyboardToolbarManager's `bySubviews`, which looks only at the current field's
    /// siblings, the walk covers every container in the scope.
    public static var subviewOrder: Mode {
      Mode(.subviews)
    }

    /// Tag order: ascending `View.tag` (negative tags first), equal tags in subview order.
    ///
    /// IQKeyboardToolbarManager's `byTag`, and ``tagOrder(_:)`` with ``TagRule/ascending``.
    /// Honoured however deeply the inputs are nested, unlike IQKeyboardToolbarManager, which
    /// ignores `byTag` inside deep containers (IQKeyboardManager #1526).
    public static var tagOrder: Mode {
      Mode(.tags(.ascending))
    }

    /// Tag order by the given rule: IQKeyboardManager's ascending tags, or the web's
    /// `tabindex` rule.
    ///
    /// ```swift
    /// NavigationOrder(scope: form, mode: .tagOrder(.positiveFirst))
    /// ```
    ///
    /// - Parameter rule: How tags sort.
    /// - Returns: The mode.
    public static func tagOrder(_ rule: TagRule) -> Mode {
      Mode(.tags(rule))
    }

    /// Exactly the inputs given, in that order; the scope's other inputs are not included.
    ///
    /// The inputs are held weakly. They must be in the scope's window to be included, and the
    /// eligibility rules still apply (a hidden or disabled input in the list is skipped). Inputs
    /// added later with ``NavigationOrder/include(_:)`` follow the list.
    ///
    /// - Parameter inputs: The inputs, in navigation order. Duplicates after the first are
    ///   ignored.
    /// - Returns: The mode.
    public static func list(_ inputs: [any TextInput]) -> Mode {
      Mode(.list(inputs.map(WeakInput.init)))
    }

    /// A short phrase for traces, such as `reading order (left to right, row tolerance 1)`.
    public var description: String {
      switch kind {
      case .reading(let direction, let rows):
        "reading order (\(direction), \(rows))"
      case .subviews: "subview order"
      case .tags(let rule): rule == .ascending ? "tag order" : "tag order (\(rule))"
      case .list(let inputs): "list of \(inputs.count) inputs"
      }
    }

    var isList: Bool {
      if case .list = kind { return true }
      return false
    }
  }
}
