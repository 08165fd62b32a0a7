import KeyboardCore
import SceneFormat

// Tables, collections and their cells: rows, sections and Interface Builder's automatic
// (-1) heights.

extension ScreenBuilder {
  mutating func table(_ element: MarkupElement, into spec: inout Scene.ViewSpec)
    throws(ImportError)
  {
    var metrics = ImportedTable(id: spec.id ?? "")
    metrics.rowHeight = height(element, "rowHeight")
    metrics.estimatedRowHeight = height(element, "estimatedRowHeight")
    metrics.sectionHeaderHeight = height(element, "sectionHeaderHeight")
    metrics.sectionFooterHeight = height(element, "sectionFooterHeight")
    metrics.estimatedSectionHeaderHeight = height(element, "estimatedSectionHeaderHeight")
    metrics.estimatedSectionFooterHeight = height(element, "estimatedSectionFooterHeight")
    switch metrics.rowHeight {
    case .points(let value): spec.rowHeight = value
    case .automatic:
      note(
        "Automatic row heights (UITableView.automaticDimension) are not computed: each row "
          + "keeps the height of its cell as laid out.")
    case nil: break
    }
    tables.append(metrics)
    var cells: [MarkupElement] = []
    if let prototypes = element.child("prototypes") {
      cells += prototypes.children.filter { $0.name == "tableViewCell" }
      if !cells.isEmpty { prototypeTables += 1 }
    }
    var hasHeaders = element["style"] == "grouped" || element["style"] == "insetGrouped"
    for section in element.children(of: "sections") where section.name == "tableViewSection" {
      if section["headerTitle"] != nil || section["footerTitle"] != nil { hasHeaders = true }
      cells += section.children(of: "cells").filter { $0.name == "tableViewCell" }
    }
    if hasHeaders {
      note("Section headers and footers are not modelled: rows are stacked without them.")
    }
    for cell in cells { spec.cells.append(try self.cell(cell)) }
  }

  mutating func collection(_ element: MarkupElement, into spec: inout Scene.ViewSpec)
    throws(ImportError)
  {
    if let layout = element.children.first(where: { $0["key"] == "collectionViewLayout" }) {
      if let size = layout.child("size", key: "itemSize") { spec.itemSize = try self.size(size) }
      if let spacing = layout["minimumInteritemSpacing"] {
        if let value = Double(spacing), value.isFinite, value >= 0 {
          spec.spacing = value
        } else {
          note(
            "minimumInteritemSpacing \"\(spacing)\" (line \(layout.line)) is not a number of "
              + "points; the grid has no spacing.")
        }
      }
      if layout.name != "collectionViewFlowLayout" {
        note("A \(layout.name) is laid out as a flow layout grid.")
      }
    }
    for cell in element.children(of: "cells") where cell.name == "collectionViewCell" {
      spec.cells.append(try self.cell(cell))
    }
  }

  mutating func cell(_ element: MarkupElement) throws(ImportError) -> Scene.CellSpec {
    let frame = try frame(of: element)
    let name =
      element.child("accessibility", key: "accessibilityConfiguration")?["identifier"]
      ?? element["reuseIdentifier"] ?? element["userLabel"]
    var cell = Scene.CellSpec(
      id: ids.make(from: name, fallback: "cell"),
      height: element.name == "tableViewCell" ? frame?.height : nil)
    let content =
      element.children.first { $0["key"] == "contentView" }
    layout.register(element, sceneID: cell.id)
    if let content { layout.register(content, sceneID: cell.id, recordsLayout: false) }
    let size =
      try content.flatMap { element throws(ImportError) in try self.frame(of: element) }?
      .size ?? frame?.size ?? .zero
    if let id = cell.id { cellIDs.insert(id) }
    cellDepth += 1
    defer { cellDepth -= 1 }
    for child in content?.children(of: "subviews") ?? [] {
      cell.subviews.append(try view(child, parentKind: nil, parentSize: size, isRoot: false))
    }
    return cell
  }

  /// A table height as Interface Builder means it.
  ///
  /// `-1` is automatic (`UITableView.automaticDimension`), a number of points otherwise.
  /// Anything else is noted and read as not set.
  mutating func height(_ element: MarkupElement, _ name: String) -> ImportedTable.Dimension? {
    guard let text = element[name] else { return nil }
    guard let value = Double(text), value.isFinite else {
      note("\(name) \"\(text)\" (line \(element.line)) is not a number; it is not used.")
      return nil
    }
    if value == -1 { return .automatic }
    guard value >= 0 else {
      note(
        "\(name) \(value.compactText) (line \(element.line)) is negative and not -1 "
          + "(automatic); it is not used.")
      return nil
    }
    return .points(value)
  }

  /// The elements Interface Builder writes for UIKit views; anything else in `<subviews>` is
  /// noted and imported as a plain view.
  static let knownViewElements: Set = [
    "view", "label", "button", "imageView", "textField", "textView", "scrollView", "tableView",
    "collectionView", "stackView", "switch", "slider", "segmentedControl", "progressView",
    "activityIndicatorView", "pageControl", "stepper", "datePicker", "pickerView", "mapView",
    "webView", "wkWebView", "visualEffectView", "containerView", "navigationBar", "toolbar",
    "tabBar", "searchBar", "glkView", "sceneKitView", "arscnView", "arskView", "skView",
    "mtkView", "tableViewCell", "collectionViewCell", "collectionReusableView",
    "tableViewCellContentView", "collectionViewCellContentView", "imageView", "colorWell",
    "arView", "realityView", "datePickerView", "customView", "pdfView", "scnView",
  ]
}
