import KeyboardCore

extension Scene.ViewUpdate {
  /// The `updateView` keys of stack views, tables, collections and text views laid out from
  /// their text, in the order the format reference lists them (after the other keys).
  ///
  /// A host changes these mid-session: a stack's axis on rotation, a table's heights, a
  /// collection's flow, a text view's text, font size or caret.
  static var layoutKeys: [Key] {
    [
      .key(
        "axis", \.layout.axis, on: .stackView, as: StackView.self,
        value: "horizontal or vertical", read: Read.axis,
        write: { .string(Scene.name(of: $0)) }, apply: { $0.axis = $1 }),
      .key(
        "spacing", \.layout.spacing, on: .stackView, as: StackView.self, value: "number",
        read: Read.number, write: JSONValue.number, apply: { $0.spacing = $1 }),
      .key(
        "distribution", \.layout.distribution, on: .stackView, as: StackView.self,
        value: "one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering",
        read: Read.distribution, write: { .string($0.description) },
        apply: { $0.distribution = $1 }),
      .key(
        "alignment", \.layout.alignment, on: .stackView, as: StackView.self,
        value: "one of fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline",
        read: Read.alignment,
        write: { .string($0.description) }, apply: { $0.alignment = $1 }),
      .key(
        "rowHeight", \.layout.rowHeight, on: .tableView, as: TableView.self,
        value: "number > 0", read: Read.positive, write: JSONValue.number,
        apply: { $0.rowHeight = $1 }),
      .key(
        "sectionHeaderHeight", \.layout.sectionHeaderHeight, on: .tableView, as: TableView.self,
        value: "number ≥ 0", read: Read.nonNegative, write: JSONValue.number,
        apply: { $0.sectionHeaderHeight = $1 }),
      .key(
        "sectionFooterHeight", \.layout.sectionFooterHeight, on: .tableView, as: TableView.self,
        value: "number ≥ 0", read: Read.nonNegative, write: JSONValue.number,
        apply: { $0.sectionFooterHeight = $1 }),
      .key(
        "itemSize", \.layout.itemSize, on: .collectionView, as: CollectionView.self,
        value: "size", read: Read.size, write: Scene.json, apply: { $0.itemSize = $1 }),
      .key(
        "minimumLineSpacing", \.layout.minimumLineSpacing, on: .collectionView,
        as: CollectionView.self, value: "number ≥ 0", read: Read.nonNegative,
        write: JSONValue.number, apply: { $0.minimumLineSpacing = $1 }),
      .key(
        "minimumInteritemSpacing", \.layout.minimumInteritemSpacing, on: .collectionView,
        as: CollectionView.self, value: "number ≥ 0", read: Read.nonNegative,
        write: JSONValue.number, apply: { $0.minimumInteritemSpacing = $1 }),
      .key(
        "sectionInset", \.layout.sectionInset, on: .collectionView, as: CollectionView.self,
        value: "insets, each edge ≥ 0", read: Read.nonNegativeInsets, write: Scene.json,
        apply: { $0.sectionInset = $1 }),
      .key(
        "scrollDirection", \.layout.scrollDirection, on: .collectionView,
        as: CollectionView.self, value: "vertical or horizontal", read: Read.scrollDirection,
        write: { .string(Scene.name(of: $0)) }, apply: { $0.scrollDirection = $1 }),
      // The text first, so that a caret position in the same step counts in the new text.
      .key(
        "lines", \.layout.lines, on: .textView, as: TextView.self,
        value: "array of strings (the text, one line each)", read: Read.lines,
        write: { .array($0.map(JSONValue.string)) },
        apply: { $0.text = $1.joined(separator: "\n") }),
      .key(
        "fontSize", \.layout.fontSize, on: .textView, as: TextView.self, value: "number > 0",
        read: Read.positive, write: JSONValue.number, apply: { $0.fontSize = $1 }),
      .key(
        "textContainerInset", \.layout.textContainerInset, on: .textView, as: TextView.self,
        value: "insets, each edge ≥ 0", read: Read.nonNegativeInsets, write: Scene.json,
        apply: { $0.textContainerInset = $1 }),
      .key(
        "characterWidth", \.layout.characterWidth, on: .textView, as: TextView.self,
        value: "number > 0", read: Read.positive, write: JSONValue.number,
        apply: { $0.characterWidth = $1 }),
      .key(
        "caretPosition", \.layout.caretPosition, on: .textView, as: TextView.self,
        value: "whole number ≥ 0 (past the end: the end, with a diagnostic)", read: Read.count,
        write: { .number(Double($0)) }, apply: { $0.caretPosition = $1 }),
    ]
  }
}
