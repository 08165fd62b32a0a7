import KeyboardCore
import SceneFormat

/// The table the simulator builds for a `tableView` with `sections` or `rows`: a `TableView`
/// that is its own data source, answering from the scene's sections.
///
/// `TableView.dataSource` is weak, as UIKit's; being its own data source keeps the answers
/// alive exactly as long as the table.
final class SceneTableView: TableView, TableViewDataSource {
  /// One section's answers.
  struct Section {
    var headerHeight: Double?
    var footerHeight: Double?
    var count: Int
    /// The height of rows without a cell of their own; `nil` is the table's row height.
    var rowHeight: Double?
    /// The realised cells by row, with their own height when they have one.
    var cells: [Int: (cell: Cell, height: Double?)]
  }

  private var sections: [Section] = []

  /// Answers from `sections` from now on, and reloads.
  func supply(_ sections: [Section]) {
    self.sections = sections
    dataSource = self
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableView.IndexPath) -> Cell? {
    sections[indexPath.section].cells[indexPath.row]?.cell
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: TableView.IndexPath) -> Double {
    let section = sections[indexPath.section]
    return section.cells[indexPath.row]?.height ?? section.rowHeight ?? TableView.automaticDimension
  }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    sections[section].headerHeight ?? TableView.automaticDimension
  }

  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
    sections[section].footerHeight ?? TableView.automaticDimension
  }
}
