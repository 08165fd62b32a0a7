import KeyboardCore

// Writing the keys of stack views, table sections, collection flow layouts and text views laid
// out from their text: only values that differ from their defaults, in the documented order.

extension Scene.ViewSpec {
  /// The members for ``stack``, ``table``, ``flow`` and ``textLayout`` of this view's kind.
  var layoutMembers: [JSONMember] {
    var members: [JSONMember] = []
    func add(_ key: String, _ value: JSONValue) { members.append(JSONMember(key, value)) }
    switch kind {
    case .stackView:
      if stack.axis != .horizontal { add("axis", .string(Scene.name(of: stack.axis))) }
      if stack.spacing != 0 { add("spacing", .number(stack.spacing)) }
      if stack.distribution != .fill {
        add("distribution", .string(stack.distribution.description))
      }
      if stack.alignment != .fill { add("alignment", .string(stack.alignment.description)) }
      if stack.isLayoutMarginsRelativeArrangement {
        add("isLayoutMarginsRelativeArrangement", .bool(true))
      }
      if stack.sizesToFit { add("sizesToFit", .bool(true)) }
    case .tableView:
      if table.style != .plain { add("style", .string(table.style.description)) }
      if let height = table.sectionHeaderHeight { add("sectionHeaderHeight", .number(height)) }
      if let height = table.sectionFooterHeight { add("sectionFooterHeight", .number(height)) }
      if let margin = table.insetGroupedMargin { add("insetGroupedMargin", .number(margin)) }
      if let header = table.headerView { add("tableHeaderView", header.jsonValue) }
      if let footer = table.footerView { add("tableFooterView", footer.jsonValue) }
      if let sections = table.sections {
        if table.writesRowsShorthand, let only = sections.first {
          add("rows", only.rows.jsonValue)
        } else {
          add("sections", .array(sections.map(\.jsonValue)))
        }
      }
    case .collectionView:
      if let spacing = flow.minimumLineSpacing { add("minimumLineSpacing", .number(spacing)) }
      if let spacing = flow.minimumInteritemSpacing {
        add("minimumInteritemSpacing", .number(spacing))
      }
      if flow.sectionInset != .zero { add("sectionInset", Scene.json(flow.sectionInset)) }
      if flow.scrollDirection != .vertical {
        add("scrollDirection", .string(Scene.name(of: flow.scrollDirection)))
      }
    case .textView:
      if textLayout.sizesContentToText {
        add("lines", .array(Self.lines(of: text).map(JSONValue.string)))
      }
      if let size = textLayout.fontSize { add("fontSize", .number(size)) }
      if let inset = textLayout.textContainerInset { add("textContainerInset", Scene.json(inset)) }
      if let width = textLayout.characterWidth { add("characterWidth", .number(width)) }
      if let position = textLayout.caretPosition {
        add("caretPosition", .number(Double(position)))
      }
    case .view, .scrollView, .textField:
      break
    }
    return members
  }

  /// The text split at `"\n"`, so that joining the lines with `"\n"` gives it back exactly;
  /// the empty text is no lines.
  static func lines(of text: String) -> [String] {
    text.isEmpty
      ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

extension Scene.TableSpec {
  /// Whether a scene file gives the sections as the table's `rows`: when it was read so, and
  /// is still one counted section with the table's header and footer heights.
  var writesRowsShorthand: Bool {
    guard isRowsShorthand, let sections, sections.count == 1, let only = sections.first,
      only.headerHeight == nil, only.footerHeight == nil, case .counted = only.rows
    else { return false }
    return true
  }

  /// Where a section's rows are written: `rows` or `sections[i].rows`, or
  /// `sections[i].cells` for listed rows.
  func rowsPath(at tablePath: JSONPath, section index: Int) -> JSONPath {
    if writesRowsShorthand { return tablePath.appending("rows") }
    let sectionPath = tablePath.appending("sections").appending(index: index)
    guard let sections, sections.indices.contains(index), case .counted = sections[index].rows
    else { return sectionPath.appending("cells") }
    return sectionPath.appending("rows")
  }

  /// The path of a section's array of cells.
  func cellsPath(at tablePath: JSONPath, section index: Int) -> JSONPath {
    let rows = rowsPath(at: tablePath, section: index)
    guard let sections, sections.indices.contains(index), case .counted = sections[index].rows
    else { return rows }
    return rows.appending("cells")
  }
}

extension Scene.TableAccessory {
  var jsonValue: JSONValue {
    switch self {
    case .height(let height): .number(height)
    case .view(let view): view.jsonValue
    }
  }
}

extension Scene.SectionSpec {
  var jsonValue: JSONValue {
    var members: [JSONMember] = []
    if let headerHeight { members.append(JSONMember("headerHeight", .number(headerHeight))) }
    if let footerHeight { members.append(JSONMember("footerHeight", .number(footerHeight))) }
    switch rows {
    case .cells(let cells):
      members.append(JSONMember("cells", .array(cells.map(\.jsonValue))))
    case .counted:
      members.append(JSONMember("rows", rows.jsonValue))
    }
    return .object(members)
  }
}

extension Scene.Rows {
  /// A counted section's `rows` value: the bare count when there is nothing else to say.
  var jsonValue: JSONValue {
    switch self {
    case .cells(let cells):
      return .array(cells.map(\.jsonValue))
    case .counted(let count, let height, let cells):
      guard height != nil || !cells.isEmpty else { return .number(Double(count)) }
      var members = [JSONMember("count", .number(Double(count)))]
      if let height { members.append(JSONMember("height", .number(height))) }
      if !cells.isEmpty { members.append(JSONMember("cells", .array(cells.map(\.jsonValue)))) }
      return .object(members)
    }
  }
}

extension Scene.PlacedCell {
  var jsonValue: JSONValue {
    guard case .object(let members) = cell.jsonValue else { return cell.jsonValue }
    return .object([JSONMember("row", .number(Double(row)))] + members)
  }
}
