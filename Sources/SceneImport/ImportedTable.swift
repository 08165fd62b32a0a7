/// A table view of an imported screen and the heights its document gave it, as Interface
/// Builder means them.
///
/// Interface Builder writes `-1` for a height set to "Automatic"
/// (`UITableView.automaticDimension`): the importer reads that as
/// ``Dimension/automatic``, not as a bad number. A scene file keeps one row height per table:
/// a number when the document gives one, none for automatic rows (each row then keeps the
/// height of its cell as laid out). The other heights are kept here, for reports.
public struct ImportedTable: Sendable, Hashable {
  /// A table height: a number of points or automatic.
  public enum Dimension: Sendable, Hashable {
    /// `UITableView.automaticDimension` (Interface Builder writes `-1`).
    case automatic
    /// A fixed height in points.
    case points(Double)
  }

  /// The table's id in the scene.
  public var id: String
  /// `rowHeight`, when the document sets it.
  public var rowHeight: Dimension?
  /// `estimatedRowHeight`, when the document sets it.
  public var estimatedRowHeight: Dimension?
  /// `sectionHeaderHeight`, when the document sets it.
  public var sectionHeaderHeight: Dimension?
  /// `sectionFooterHeight`, when the document sets it.
  public var sectionFooterHeight: Dimension?
  /// `estimatedSectionHeaderHeight`, when the document sets it.
  public var estimatedSectionHeaderHeight: Dimension?
  /// `estimatedSectionFooterHeight`, when the document sets it.
  public var estimatedSectionFooterHeight: Dimension?

  /// Creates a table's heights; each is `nil` when the document does not set it.
  ///
  /// - Parameters:
  ///   - id: The table's id in the scene.
  ///   - rowHeight: `rowHeight`.
  ///   - estimatedRowHeight: `estimatedRowHeight`.
  ///   - sectionHeaderHeight: `sectionHeaderHeight`.
  ///   - sectionFooterHeight: `sectionFooterHeight`.
  ///   - estimatedSectionHeaderHeight: `estimatedSectionHeaderHeight`.
  ///   - estimatedSectionFooterHeight: `estimatedSectionFooterHeight`.
  public init(
    id: String, rowHeight: Dimension? = nil, estimatedRowHeight: Dimension? = nil,
    sectionHeaderHeight: Dimension? = nil, sectionFooterHeight: Dimension? = nil,
    estimatedSectionHeaderHeight: Dimension? = nil, estimatedSectionFooterHeight: Dimension? = nil
  ) {
    self.id = id
    self.rowHeight = rowHeight
    self.estimatedRowHeight = estimatedRowHeight
    self.sectionHeaderHeight = sectionHeaderHeight
    self.sectionFooterHeight = sectionFooterHeight
    self.estimatedSectionHeaderHeight = estimatedSectionHeaderHeight
    self.estimatedSectionFooterHeight = estimatedSectionFooterHeight
  }
}
