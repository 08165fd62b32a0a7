import KeyboardCore

// The parts of a view description for views that lay other views (or text) out: stack views,
// the sections of tables, the flow of collections and text views sized by their text. Their
// keys are read in `Scene+LayoutDecoding.swift` and written in `Scene+LayoutEncoding.swift`.

extension Scene {
  /// A stack view's layout properties (its arranged subviews are ``ViewSpec/subviews``).
  package struct StackSpec: Sendable, Hashable {
    /// `StackView.axis`; horizontal by default, as in UIKit.
    package var axis: StackView.Axis = .horizontal
    /// `StackView.spacing`; 0 by default.
    package var spacing: Double = 0
    /// `StackView.distribution`; `fill` by default.
    package var distribution: StackView.Distribution = .fill
    /// `StackView.alignment`; `fill` by default.
    package var alignment: StackView.Alignment = .fill
    /// `StackView.isLayoutMarginsRelativeArrangement`; `false` by default.
    package var isLayoutMarginsRelativeArrangement = false
    /// Whether the builder calls `StackView.sizeToFit()` after adding the arranged views, so
    /// the stack's length along its axis is its fitting length.
    package var sizesToFit = false

    /// Creates the default stack layout.
    package init() {}
  }

  /// A table view's header or footer view: a plain view of a height, or a view of any kind.
  ///
  /// The table places it: full width, at the top (header) or the bottom (footer) of its
  /// content; only its height is its own.
  package indirect enum TableAccessory: Sendable, Hashable {
    /// An empty plain view of this height.
    case height(Double)
    /// A view; its frame's height is kept, its origin and width are the table's.
    case view(ViewSpec)

    /// The height the table gives it.
    package var height: Double {
      switch self {
      case .height(let height): height
      case .view(let view): view.frame?.height ?? 0
      }
    }
  }

  /// A table view's style, section heights, header and footer views and sections.
  package struct TableSpec: Sendable, Hashable {
    /// `TableView.style`; plain by default.
    package var style: TableView.Style = .plain
    /// `TableView.sectionHeaderHeight`; `nil` keeps the style's (0 plain, 18 grouped).
    package var sectionHeaderHeight: Double?
    /// `TableView.sectionFooterHeight`; `nil` keeps the style's.
    package var sectionFooterHeight: Double?
    /// `TableView.insetGroupedMargin`; `nil` keeps 20.
    package var insetGroupedMargin: Double?
    /// `TableView.tableHeaderView`.
    package var headerView: TableAccessory?
    /// `TableView.tableFooterView`.
    package var footerView: TableAccessory?
    /// The sections, supplied by a data source; `nil` when the rows are the
    /// ``ViewSpec/cells`` added one by one.
    package var sections: [SectionSpec]?
    /// Whether the file gives the one section as the table's `rows` (written back that way,
    /// and named so in error paths).
    package var isRowsShorthand = false

    /// Creates the default table layout: plain, cells added one by one.
    package init() {}
  }

  /// One section of a table whose rows come from a data source.
  package struct SectionSpec: Sendable, Hashable {
    /// The header's height; `nil` uses the table's `sectionHeaderHeight`.
    package var headerHeight: Double?
    /// The footer's height; `nil` uses the table's `sectionFooterHeight`.
    package var footerHeight: Double?
    /// The rows.
    package var rows: Rows

    /// Creates a section.
    package init(headerHeight: Double? = nil, footerHeight: Double? = nil, rows: Rows) {
      self.headerHeight = headerHeight
      self.footerHeight = footerHeight
      self.rows = rows
    }
  }

  /// The rows of a section: listed one by one, or counted.
  package enum Rows: Sendable, Hashable {
    /// One row per cell, each the cell's height or the table's row height.
    case cells([CellSpec])
    /// `count` rows, each `height` tall (the table's row height when `nil`), with a cell only
    /// at the rows the placed cells name; the others are rows without a view, as a data source
    /// returning `nil` makes them.
    case counted(count: Int, height: Double?, cells: [PlacedCell])

    /// The number of rows.
    package var count: Int {
      switch self {
      case .cells(let cells): cells.count
      case .counted(let count, _, _): count
      }
    }

    /// Adds a row at the end holding `cell`.
    package mutating func append(_ cell: CellSpec) {
      switch self {
      case .cells(let cells): self = .cells(cells + [cell])
      case .counted(let count, let height, let cells):
        self = .counted(
          count: count + 1, height: height, cells: cells + [PlacedCell(row: count, cell: cell)])
      }
    }

    /// The cells, in row order, with their rows.
    package var placedCells: [PlacedCell] {
      switch self {
      case .cells(let cells):
        cells.enumerated().map { PlacedCell(row: $0.offset, cell: $0.element) }
      case .counted(_, _, let cells): cells
      }
    }
  }

  /// A cell at a row of a counted section.
  package struct PlacedCell: Sendable, Hashable {
    /// The row, from 0.
    package var row: Int
    /// The cell (its height, when given, is the row's height).
    package var cell: CellSpec

    /// Creates a placed cell.
    package init(row: Int, cell: CellSpec) {
      self.row = row
      self.cell = cell
    }
  }

  /// A collection view's flow layout beyond its item size.
  package struct FlowSpec: Sendable, Hashable {
    /// `CollectionView.minimumLineSpacing`; `nil` keeps ``ViewSpec/spacing`` (or 10).
    package var minimumLineSpacing: Double?
    /// `CollectionView.minimumInteritemSpacing`; `nil` keeps ``ViewSpec/spacing`` (or 10).
    package var minimumInteritemSpacing: Double?
    /// `CollectionView.sectionInset`; zero by default.
    package var sectionInset: Insets = .zero
    /// `CollectionView.scrollDirection`; vertical by default.
    package var scrollDirection: CollectionView.ScrollDirection = .vertical

    /// Creates the default flow layout.
    package init() {}
  }

  /// A text view's text layout: whether the content size and caret follow from the text.
  package struct TextLayoutSpec: Sendable, Hashable {
    /// `TextView.sizesContentToText` (`lines` sets it).
    package var sizesContentToText = false
    /// `TextView.fontSize`; `nil` keeps 17 (and the line height 20).
    package var fontSize: Double?
    /// `TextView.textContainerInset`; `nil` keeps 8 above and below.
    package var textContainerInset: Insets?
    /// `TextView.characterWidth`; `nil` never wraps.
    package var characterWidth: Double?
    /// `TextView.caretPosition`, in characters; `nil` is the end of the text.
    package var caretPosition: Int?

    /// Creates the default text layout: the host reports the geometry.
    package init() {}
  }

  /// Scroll direction names as scene files write them.
  package static func name(of direction: CollectionView.ScrollDirection) -> String {
    direction == .vertical ? "vertical" : "horizontal"
  }

  /// Axis names as scene files write them.
  package static func name(of axis: StackView.Axis) -> String {
    axis == .vertical ? "vertical" : "horizontal"
  }
}

extension Scene.ViewUpdate {
  /// The properties an `updateView` step changes on stack views, tables, collections and text
  /// views laid out from their text; `nil` leaves a property alone.
  package struct LayoutUpdate: Sendable, Hashable {
    /// A stack's new axis.
    package var axis: StackView.Axis?
    /// A stack's new spacing.
    package var spacing: Double?
    /// A stack's new distribution.
    package var distribution: StackView.Distribution?
    /// A stack's new alignment.
    package var alignment: StackView.Alignment?
    /// A table's new row height.
    package var rowHeight: Double?
    /// A table's new section header height.
    package var sectionHeaderHeight: Double?
    /// A table's new section footer height.
    package var sectionFooterHeight: Double?
    /// A collection's new item size.
    package var itemSize: Size?
    /// A collection's new line spacing.
    package var minimumLineSpacing: Double?
    /// A collection's new interitem spacing.
    package var minimumInteritemSpacing: Double?
    /// A collection's new section inset.
    package var sectionInset: Insets?
    /// A collection's new scroll direction.
    package var scrollDirection: CollectionView.ScrollDirection?
    /// A text view's new text, given as lines (joined with newlines).
    package var lines: [String]?
    /// A text view's new font size.
    package var fontSize: Double?
    /// A text view's new text container inset.
    package var textContainerInset: Insets?
    /// A text view's new character width.
    package var characterWidth: Double?
    /// A text view's new caret position, in characters.
    package var caretPosition: Int?

    /// Creates an update that changes nothing.
    package init() {}
  }
}
