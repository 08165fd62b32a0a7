/// A controller whose view is a ``TableView``, shaped like `UITableViewController`.
///
/// In the keyboard manager's default ``KeyboardManager/disabledDistanceHandlingClasses``, as
/// in IQKeyboardManager: UIKit's table controller avoids the keyboard on its own.
open class TableViewController: ViewController {
  /// Creates the table view.
  open override func loadView() {
    view = TableView()
  }

  /// The controller's view as a table.
  ///
  /// - Precondition: The view is a ``TableView`` (a subclass that replaces ``loadView()`` must
  ///   keep one).
  public var tableView: TableView {
    guard let table = view as? TableView else {
      preconditionFailure("TableViewController.tableView: the view is not a TableView")
    }
    return table
  }
}

/// A controller that shows an alert with optional text fields, shaped like `UIAlertController`.
///
/// The keyboard manager never moves anything for its fields.
open class AlertController: ViewController {
  /// The alert's text fields, in the order they were added.
  public private(set) var textFields: [TextField] = []

  /// Adds a text field below the previous ones.
  ///
  /// - Returns: The new field.
  @discardableResult
  public func addTextField() -> TextField {
    let field = TextField(
      frame: Rect(x: 16, y: 60 + Double(textFields.count) * 36, width: 238, height: 30))
    textFields.append(field)
    view.addSubview(field)
    return field
  }
}

/// A controller for a custom keyboard's input view, shaped like `UIInputViewController`.
///
/// In the default disabled list of the keyboard manager.
open class InputViewController: ViewController {}
