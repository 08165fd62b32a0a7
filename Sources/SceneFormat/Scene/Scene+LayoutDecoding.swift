import KeyboardCore

// Reading the keys of stack views, table sections, collection flow layouts and text views laid
// out from their text. `ViewSpec.init(json:at:isControllerRoot:)` has already rejected keys
// that the view's kind does not have; what is read here is checked for consistency between
// keys, with the path of the key that conflicts.

extension Scene.ViewSpec {
  /// The keys of a stack view, after the common keys.
  static let stackKeys = [
    "axis", "spacing", "distribution", "alignment", "isLayoutMarginsRelativeArrangement",
    "sizesToFit",
  ]
  /// The table keys beyond `rowHeight` and `cells`.
  static let tableLayoutKeys = [
    "style", "sectionHeaderHeight", "sectionFooterHeight", "insetGroupedMargin",
    "tableHeaderView", "tableFooterView", "sections", "rows",
  ]
  /// The collection keys beyond `itemSize`, `spacing` and `cells`.
  static let flowKeys = [
    "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "scrollDirection",
  ]
  /// The text view keys for a text laid out by the model.
  static let textLayoutKeys = [
    "lines", "sizesContentToText", "fontSize", "textContainerInset", "characterWidth",
    "caretPosition",
  ]

  /// Reads the keys of ``stack``, ``table``, ``flow`` and ``textLayout`` (and a stack's
  /// arranged subviews), after the other keys were read.
  mutating func readLayoutKeys(_ object: ObjectReader) throws(DecodeFailure) {
    switch kind {
    case .stackView: try readStackKeys(object)
    case .tableView: try readTableKeys(object)
    case .collectionView: try readFlowKeys(object)
    case .textView: try readTextLayoutKeys(object)
    case .view, .scrollView, .textField: break
    }
  }

  private mutating func readStackKeys(_ object: ObjectReader) throws(DecodeFailure) {
    subviews =
      try object.optional("arrangedSubviews") { (value, path) throws(DecodeFailure) in
        try Read.array(value, path) { (element, elementPath) throws(DecodeFailure) in
          try Scene.ViewSpec(json: element, at: elementPath, isControllerRoot: false)
        }
      } ?? []
    stack.axis = try object.optional("axis", Read.axis) ?? .horizontal
    stack.spacing = try object.optional("spacing", Read.number) ?? 0
    stack.distribution = try object.optional("distribution", Read.distribution) ?? .fill
    stack.alignment = try object.optional("alignment", Read.alignment) ?? .fill
    stack.isLayoutMarginsRelativeArrangement =
      try object.optional("isLayoutMarginsRelativeArrangement", Read.bool) ?? false
    stack.sizesToFit = try object.optional("sizesToFit", Read.bool) ?? false
  }

  private mutating func readTableKeys(_ object: ObjectReader) throws(DecodeFailure) {
    let given = ["cells", "sections", "rows"].filter(object.has)
    if given.count > 1 {
      throw DecodeFailure(
        object.path.appending(given[1]),
        "give only one of cells, sections and rows (\(given[0]) is already given): cells are "
          + "rows added one by one; sections and rows come from a data source")
    }
    table.style =
      try object.optional("style") { (value, path) throws(DecodeFailure) in
        let name = try Read.choice(value, path, among: ["plain", "grouped", "insetGrouped"])
        return TableView.Style(named: name) ?? .plain
      } ?? .plain
    table.sectionHeaderHeight = try object.optional("sectionHeaderHeight", Read.nonNegative)
    table.sectionFooterHeight = try object.optional("sectionFooterHeight", Read.nonNegative)
    table.insetGroupedMargin = try object.optional("insetGroupedMargin", Read.nonNegative)
    if table.insetGroupedMargin != nil, table.style != .insetGrouped {
      throw DecodeFailure(
        object.path.appending("insetGroupedMargin"),
        "insetGroupedMargin applies to the insetGrouped style (this table is "
          + "\(table.style.description))")
    }
    table.headerView = try object.optional("tableHeaderView", Scene.TableAccessory.init(json:at:))
    table.footerView = try object.optional("tableFooterView", Scene.TableAccessory.init(json:at:))
    if let rows = try object.optional("rows", Scene.Rows.counted(json:at:)) {
      table.sections = [Scene.SectionSpec(rows: rows)]
      table.isRowsShorthand = true
    }
    if let sections = try object.optional(
      "sections",
      { (value, path) throws(DecodeFailure) in
        try Read.array(value, path, Scene.SectionSpec.init(json:at:))
      })
    {
      table.sections = sections
    }
  }

  private mutating func readFlowKeys(_ object: ObjectReader) throws(DecodeFailure) {
    if object.has("spacing"),
      let specific = ["minimumLineSpacing", "minimumInteritemSpacing"].first(where: object.has)
    {
      throw DecodeFailure(
        object.path.appending(specific),
        "spacing already sets both spacings; give spacing, or minimumLineSpacing and "
          + "minimumInteritemSpacing")
    }
    flow.minimumLineSpacing = try object.optional("minimumLineSpacing", Read.nonNegative)
    flow.minimumInteritemSpacing = try object.optional("minimumInteritemSpacing", Read.nonNegative)
    flow.sectionInset = try object.optional("sectionInset", Read.nonNegativeInsets) ?? .zero
    flow.scrollDirection =
      try object.optional("scrollDirection", Read.scrollDirection) ?? .vertical
  }

  private mutating func readTextLayoutKeys(_ object: ObjectReader) throws(DecodeFailure) {
    let path = object.path
    let sizes = try object.optional("sizesContentToText", Read.bool)
    if let lines = try object.optional("lines", Read.lines) {
      if object.has("text") {
        throw DecodeFailure(
          path.appending("lines"), "give the text as text or as lines, not both")
      }
      if sizes == false {
        throw DecodeFailure(
          path.appending("sizesContentToText"),
          "lines lay the text out (sizesContentToText is true with lines); remove it")
      }
      text = lines.joined(separator: "\n")
      textLayout.sizesContentToText = true
    } else {
      textLayout.sizesContentToText = sizes ?? false
    }
    if object.has("fontSize"), object.has("lineHeight") {
      throw DecodeFailure(
        path.appending("fontSize"),
        "fontSize sets the line height (round(1.2 × fontSize)); give fontSize or lineHeight")
    }
    textLayout.fontSize = try object.optional("fontSize", Read.positive)
    textLayout.textContainerInset = try object.optional(
      "textContainerInset", Read.nonNegativeInsets)
    textLayout.characterWidth = try object.optional("characterWidth", Read.positive)
    textLayout.caretPosition = try object.optional("caretPosition", Read.integer)
    if textLayout.sizesContentToText {
      for key in ["contentSize", "caretRect"] where object.has(key) {
        throw DecodeFailure(
          path.appending(key),
          "the text lays out the content and the caret here (lines or sizesContentToText); "
            + "remove \(key)")
      }
    } else {
      for key in ["textContainerInset", "characterWidth", "caretPosition"] where object.has(key) {
        throw DecodeFailure(
          path.appending(key),
          "\(key) applies to a text view laid out from its text; give lines or "
            + "\"sizesContentToText\": true")
      }
    }
    if let position = textLayout.caretPosition {
      let count = text.count
      guard position >= 0, position <= count else {
        throw DecodeFailure(
          path.appending("caretPosition"),
          "expected a position from 0 to \(count) (the text's characters), found \(position)")
      }
    }
  }
}

extension Scene.TableAccessory {
  /// A height (a number ≥ 0) or a view (an object with a frame).
  init(json: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    switch json {
    case .number:
      self = .height(try Read.nonNegative(json, path))
    case .object:
      self = .view(try Scene.ViewSpec(json: json, at: path, isControllerRoot: false))
    default:
      throw DecodeFailure(
        path,
        "expected a height (a number ≥ 0) or a view (an object), found "
          + Read.describe(json))
    }
  }
}

extension Scene.SectionSpec {
  static let keys = ["headerHeight", "footerHeight", "cells", "rows"]

  init(json: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    try object.rejectUnknownKeys(allowed: Self.keys)
    let rows: Scene.Rows
    if object.has("cells"), object.has("rows") {
      throw DecodeFailure(
        path.appending("rows"),
        "give only one of cells and rows (cells is already given): cells lists the rows, rows "
          + "counts them")
    } else if let cells = try object.optional(
      "cells",
      { (value, path) throws(DecodeFailure) in
        try Read.array(value, path, Scene.CellSpec.init(json:at:))
      })
    {
      rows = .cells(cells)
    } else if let counted = try object.optional("rows", Scene.Rows.counted(json:at:)) {
      rows = counted
    } else {
      throw DecodeFailure(
        path, "missing key \"rows\" (a section needs rows, a count, or cells, listed)")
    }
    self.init(
      headerHeight: try object.optional("headerHeight", Read.nonNegative),
      footerHeight: try object.optional("footerHeight", Read.nonNegative),
      rows: rows)
  }
}

extension Scene.Rows {
  static let countedKeys = ["count", "height", "cells"]

  /// Counted rows: a whole number, or `{"count": n, "height": h, "cells": [{"row": r, …}]}`.
  static func counted(json: JSONValue, at path: JSONPath) throws(DecodeFailure) -> Self {
    if case .number = json {
      return .counted(count: try Read.count(json, path), height: nil, cells: [])
    }
    guard case .object = json else {
      throw DecodeFailure(
        path,
        "expected a row count (a whole number ≥ 0) or an object with count, height and "
          + "cells, found \(Read.describe(json))")
    }
    let object = try ObjectReader(json, at: path)
    try object.rejectUnknownKeys(allowed: countedKeys)
    let count = try object.required("count", Read.count)
    let cells =
      try object.optional("cells") { (value, cellsPath) throws(DecodeFailure) in
        try Read.array(value, cellsPath) { (element, elementPath) throws(DecodeFailure) in
          try Scene.PlacedCell(json: element, at: elementPath)
        }
      } ?? []
    var previous = -1
    for (index, placed) in cells.enumerated() {
      let rowPath = path.appending("cells").appending(index: index).appending("row")
      guard placed.row < count else {
        throw DecodeFailure(
          rowPath, "expected a row from 0 to \(count - 1) (count is \(count)), found \(placed.row)")
      }
      guard placed.row > previous else {
        throw DecodeFailure(
          rowPath,
          "expected rows in increasing order, each once; row \(placed.row) follows row \(previous)")
      }
      previous = placed.row
    }
    return .counted(
      count: count, height: try object.optional("height", Read.positive), cells: cells)
  }
}

extension Scene.PlacedCell {
  init(json: JSONValue, at path: JSONPath) throws(DecodeFailure) {
    let object = try ObjectReader(json, at: path)
    try object.rejectUnknownKeys(allowed: ["row", "id", "height", "subviews"])
    self.init(
      row: try object.required("row", Read.count),
      cell: Scene.CellSpec(
        id: try object.optional("id", Read.string),
        height: try object.optional("height", Read.positive),
        subviews: try object.optional("subviews") { (value, path) throws(DecodeFailure) in
          try Read.array(value, path) { (element, elementPath) throws(DecodeFailure) in
            try Scene.ViewSpec(json: element, at: elementPath, isControllerRoot: false)
          }
        } ?? []))
  }
}

extension Read {
  /// A whole number ≥ 0.
  static func count(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> Int {
    let number = try integer(value, path)
    guard number >= 0 else {
      throw DecodeFailure(path, "expected a whole number ≥ 0, found \(number)")
    }
    return number
  }

  /// An array of strings, joined by newlines into a text.
  static func lines(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> [String] {
    try array(value, path, string)
  }

  static func distribution(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> StackView.Distribution
  {
    let name = try choice(
      value, path,
      among: ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
    return StackView.Distribution(named: name) ?? .fill
  }

  static func alignment(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> StackView.Alignment
  {
    let name = try choice(
      value, path,
      among: [
        "fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline",
      ])
    return StackView.Alignment(named: name) ?? .fill
  }

  static func axis(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure) -> StackView.Axis {
    try choice(value, path, among: ["horizontal", "vertical"]) == "vertical"
      ? .vertical : .horizontal
  }

  static func scrollDirection(_ value: JSONValue, _ path: JSONPath) throws(DecodeFailure)
    -> CollectionView.ScrollDirection
  {
    try choice(value, path, among: ["vertical", "horizontal"]) == "horizontal"
      ? .horizontal : .vertical
  }
}
