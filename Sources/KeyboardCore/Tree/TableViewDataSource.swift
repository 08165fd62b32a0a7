/// Supplies a ``TableView``'s sections, rows, heights and cells, as `UITableViewDataSource`
/// together with the height methods of `UITableViewDelegate`.
///
/// A long table need not list its rows: only the number of rows per section is required, every
/// other method has a default. A row whose cell is `nil` (the default) takes its height in the
/// table but has no view, so a 10,000-row table can realise only the rows that hold fields.
///
/// ```swift
/// final class Settings: TableViewDataSource {
///   let nameCell = Cell()
///   func numberOfSections(in tableView: TableView) -> Int { 3 }
///   func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
///   func tableView(_ tableView: TableView, cellForRowAt indexPath: TableView.IndexPath) -> Cell? {
///     indexPath == TableView.IndexPath(row: 0, section: 1) ? nameCell : nil
///   }
/// }
/// ```
///
/// The table reads the data source in ``TableView/reloadData()`` (which setting
/// ``TableView/dataSource`` calls), not lazily as UIKit does.
public protocol TableViewDataSource: AnyObject {
  /// The number of sections; 1 by default. A negative number counts as 0, with a diagnostic.
  func numberOfSections(in tableView: TableView) -> Int

  /// The number of rows in a section. A negative number counts as 0, with a diagnostic.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for a row, or `nil` for a row without a view (the default).
  ///
  /// Return a distinct cell for each row; a cell returned for two rows is placed at the last.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableView.IndexPath) -> Cell?

  /// The height of a row; by default ``TableView/automaticDimension``, which here means the
  /// table's ``TableView/rowHeight``.
  ///
  /// A height that is negative (other than ``TableView/automaticDimension``) or not finite is
  /// replaced by the table's, with a diagnostic.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: TableView.IndexPath) -> Double

  /// The height of a section's header; by default ``TableView/automaticDimension``, the
  /// table's ``TableView/sectionHeaderHeight``.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double

  /// The height of a section's footer; by default ``TableView/automaticDimension``, the
  /// table's ``TableView/sectionFooterHeight``.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }

  /// No view for the row.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: TableView.IndexPath)
    -> Cell?
  { nil }

  /// ``TableView/automaticDimension``: the table's ``TableView/rowHeight``.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: TableView.IndexPath)
    -> Double
  { TableView.automaticDimension }

  /// ``TableView/automaticDimension``: the table's ``TableView/sectionHeaderHeight``.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    TableView.automaticDimension
  }

  /// ``TableView/automaticDimension``: the table's ``TableView/sectionFooterHeight``.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
    TableView.automaticDimension
  }
}
