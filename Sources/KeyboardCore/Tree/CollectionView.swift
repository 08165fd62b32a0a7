/// A grid of cells, shaped like `UICollectionView` with a flow layout
/// (`UICollectionViewFlowLayout`): items of one ``itemSize``, in one section.
///
/// Scrolling vertically (the default), items go left to right, wrapping into rows
/// ``minimumLineSpacing`` apart, ``minimumInteritemSpacing`` apart within a row; scrolling
/// horizontally, they go top to bottom, wrapping into columns. ``sectionInset`` surrounds them.
///
/// ## Differences from UIKit
///
/// One section. Items in a row are packed at the minimum spacing from the leading edge (a flow
/// layout spreads a full row's leftover room between its items). Items are laid out when the
/// cells or the layout settings change and when the view's size changes, not in the lazy
/// layout pass.
open class CollectionView: ScrollView {
  /// The direction a flow layout wraps and scrolls in, as
  /// `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Sendable, Hashable {
    /// Rows of items, wrapping downward; the content grows in height.
    case vertical
    /// Columns of items, wrapping rightward; the content grows in width.
    case horizontal
  }

  /// The cells, in item order.
  public private(set) var cells: [Cell] = []

  /// The size of every item.
  ///
  /// A non-finite or negative size is rejected with a diagnostic (the old size stays).
  public var itemSize = Size(width: 100, height: 50) {
    didSet {
      guard itemSize.isFinite, itemSize.width >= 0, itemSize.height >= 0 else {
        let code: Diagnostic.Code = itemSize.isFinite ? .negativeSize : .nonFiniteGeometry
        reportDiagnostic(Diagnostic(code, "\(typeName).itemSize \(itemSize) rejected"))
        itemSize = oldValue
        return
      }
      if itemSize != oldValue { layoutItems() }
    }
  }

  /// The gap between rows (scrolling vertically) or columns (scrolling horizontally); 10, as
  /// UIKit's flow layout.
  ///
  /// A non-finite spacing is rejected and a negative one clamped to 0, each with a diagnostic.
  public var minimumLineSpacing: Double = 10 {
    didSet {
      guard let value = checkedSpacing(minimumLineSpacing, named: "minimumLineSpacing") else {
        minimumLineSpacing = oldValue
        return
      }
      // Observers do not run again for a value set inside `didSet`.
      minimumLineSpacing = value
      if value != oldValue { layoutItems() }
    }
  }

  /// The gap between items in a row (scrolling vertically) or a column (scrolling
  /// horizontally); 10, as UIKit's flow layout.
  ///
  /// A non-finite spacing is rejected and a negative one clamped to 0, each with a diagnostic.
  public var minimumInteritemSpacing: Double = 10 {
    didSet {
      guard let value = checkedSpacing(minimumInteritemSpacing, named: "minimumInteritemSpacing")
      else {
        minimumInteritemSpacing = oldValue
        return
      }
      // Observers do not run again for a value set inside `didSet`.
      minimumInteritemSpacing = value
      if value != oldValue { layoutItems() }
    }
  }

  /// Both spacings at once: reading gives ``minimumLineSpacing``, setting sets it and
  /// ``minimumInteritemSpacing``.
  ///
  /// A non-finite spacing is rejected and a negative one clamped to 0, with one diagnostic.
  public var spacing: Double {
    get { minimumLineSpacing }
    set {
      guard let value = checkedSpacing(newValue, named: "spacing") else { return }
      minimumLineSpacing = value
      minimumInteritemSpacing = value
    }
  }

  /// The margins around the items, as `UICollectionViewFlowLayout.sectionInset`; zero by
  /// default.
  ///
  /// Non-finite or negative insets are rejected with a diagnostic.
  public var sectionInset: Insets = .zero {
    didSet {
      let edges = [sectionInset.top, sectionInset.left, sectionInset.bottom, sectionInset.right]
      guard sectionInset.isFinite, edges.allSatisfy({ $0 >= 0 }) else {
        let code: Diagnostic.Code = sectionInset.isFinite ? .negativeSize : .nonFiniteGeometry
        reportDiagnostic(Diagnostic(code, "\(typeName).sectionInset \(sectionInset) rejected"))
        sectionInset = oldValue
        return
      }
      if sectionInset != oldValue { layoutItems() }
    }
  }

  /// The direction items wrap and the content grows in; ``ScrollDirection/vertical`` by
  /// default.
  public var scrollDirection: ScrollDirection = .vertical {
    didSet { if scrollDirection != oldValue { layoutItems() } }
  }

  /// A valid spacing: finite, and not below 0 (clamped, with a diagnostic); `nil`, with a
  /// diagnostic, for a non-finite one.
  private func checkedSpacing(_ value: Double, named name: String) -> Double? {
    guard value.isFinite else {
      reportDiagnostic(
        Diagnostic(.nonFiniteGeometry, "\(typeName).\(name) \(value) rejected: not finite"))
      return nil
    }
    guard value >= 0 else {
      reportDiagnostic(Diagnostic(.clampedValue, "\(typeName).\(name) \(value) clamped to 0"))
      return 0
    }
    return value
  }

  /// Appends a cell as the last item and lays the items out.
  ///
  /// - Returns: The cell's item index.
  @discardableResult
  public func appendCell(_ cell: Cell) -> Int {
    cells.append(cell)
    addSubview(cell)
    layoutItems()
    return cells.count - 1
  }

  /// Removes the cell at an item index and lays the rest out.
  ///
  /// - Precondition: `item` is a valid index.
  public func removeCell(at item: Int) {
    precondition(
      cells.indices.contains(item), "CollectionView.removeCell: item \(item) out of range")
    cells.remove(at: item).removeFromSuperview()
    layoutItems()
  }

  /// Places the items in rows (or columns) and sets the content size to fit them.
  ///
  /// Any finite geometry works: a row holds at least one item and at most all of them, however
  /// wide the view (a width of 1e300 puts every item in one row). Positions past the largest
  /// finite number are rejected by the cells' frames with a diagnostic.
  ///
  /// While a keyboard manager holds the view (or one around it) resized, this is the app's
  /// layout, not the keyboard's: every cell rests where the lines it sets put it at the view's
  /// resting size, the cells it does not move as well as the ones it moves (a grid turned
  /// horizontal in a view the keyboard squeezed to one item a column can leave a cell where it
  /// was, yet at rest that cell starts the second row). Readers of resting frames hear of a
  /// cell that rests elsewhere with no frame moving, once the items are placed.
  public func layoutItems() {
    guard let window, window.isHoldingResizedView else {
      placeItems()
      return
    }
    let framesBefore = framesByIdentity(of: cells)
    // Taken before the cells move, so the report of each move reads where every cell rests.
    let restingElsewhere = window.restingFrames.takeRestingFramesByLayout(
      of: self, subviews: cells)
    placeItems()
    noteRestingElsewhereWithoutMoving(restingElsewhere, framesBefore: framesBefore)
  }

  /// Places the items for the view's size now and sets the content size.
  private func placeItems() {
    let inset = sectionInset
    let vertical = scrollDirection == .vertical
    let perLine = itemsPerLine(in: bounds.size)
    for (index, cell) in cells.enumerated() {
      cell.frame = frameOfItem(index, perLine: perLine)
    }
    let itemAcross = vertical ? itemSize.height : itemSize.width
    let line = minimumLineSpacing
    let lines = (cells.count + perLine - 1) / perLine
    let extent = lines == 0 ? 0 : Double(lines) * (itemAcross + line) - line
    if vertical {
      let height = lines == 0 ? 0 : inset.top + extent + inset.bottom
      contentSize = Size(width: bounds.width, height: height)
    } else {
      let width = lines == 0 ? 0 : inset.left + extent + inset.right
      contentSize = Size(width: width, height: bounds.height)
    }
  }

  /// Where ``layoutItems()`` puts a cell once the view's size is `newSize`.
  ///
  /// Nothing moves (see ``View/frame(forSubview:at:whenResizedFrom:to:)``): the lines hold as
  /// many items as fit across that size. A subview that is not a cell keeps `frame`.
  ///
  /// - Complexity: O(n), n the cells.
  open override func frame(
    forSubview subview: View, at frame: Rect, whenResizedFrom oldSize: Size, to newSize: Size
  ) -> Rect {
    guard let index = cells.firstIndex(where: { $0 === subview }) else {
      return super.frame(forSubview: subview, at: frame, whenResizedFrom: oldSize, to: newSize)
    }
    return frameOfItem(index, perLine: itemsPerLine(in: newSize))
  }

  /// How many items a line holds in a view of `size` (a row across its width when scrolling
  /// vertically, a column down its height otherwise).
  private func itemsPerLine(in size: Size) -> Int {
    let inset = sectionInset
    let vertical = scrollDirection == .vertical
    let itemAlong = vertical ? itemSize.width : itemSize.height
    let room =
      vertical ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom
    let interitem = minimumInteritemSpacing
    return Self.itemsPerRow(
      width: room, spacing: interitem, step: itemAlong + interitem, count: cells.count)
  }

  /// The frame of item `index` with `perLine` items to a line.
  private func frameOfItem(_ index: Int, perLine: Int) -> Rect {
    let inset = sectionInset
    let vertical = scrollDirection == .vertical
    // "Along" is the direction items go within a line; "across" the one lines wrap in.
    let itemAlong = vertical ? itemSize.width : itemSize.height
    let itemAcross = vertical ? itemSize.height : itemSize.width
    let along = Double(index % perLine) * (itemAlong + minimumInteritemSpacing)
    let across = Double(index / perLine) * (itemAcross + minimumLineSpacing)
    return vertical
      ? Rect(
        x: inset.left + along, y: inset.top + across, width: itemSize.width,
        height: itemSize.height)
      : Rect(
        x: inset.left + across, y: inset.top + along, width: itemSize.width,
        height: itemSize.height)
  }

  override func didChangeFrame(from oldValue: Rect) {
    // A new size lays the same lines out again: where the cells rest follows the view's
    // resting size, which the keyboard's resize does not change (and the app's carries).
    if oldValue.size != frame.size { placeItems() }
  }

  /// How many items fit in a row, in 1...max(1, count), without converting a value that does
  /// not fit in an `Int` (the conversion traps).
  static func itemsPerRow(width: Double, spacing: Double, step: Double, count: Int) -> Int {
    let limit = Swift.max(1, count)
    let fit = (width + spacing) / Swift.max(step, 1)
    // NaN (∞ / ∞) reads as "one per row"; anything at or past the limit as the limit.
    guard fit >= 1 else { return 1 }
    guard fit < Double(limit) else { return limit }
    return Int(fit)  // checked: 1 ≤ fit < limit (an Int) by the guards above; NaN fails them
  }
}
