import KeyboardCore
import ReturnManager
import SceneFormat

/// A plain controller class a scene can name (`"class": "FormController"`), for the keyboard
/// manager's per-class lists; it adds nothing to `ViewController`.
final class FormController: ViewController {}

/// A plain controller class a scene can name (`"class": "ChatController"`).
final class ChatController: ViewController {}

/// A plain controller class a scene can name (`"class": "SheetController"`).
final class SheetController: ViewController {}

extension Scene.ControllerClass {
  /// The class this name stands for.
  var controllerType: ViewController.Type {
    switch self {
    case .formController: FormController.self
    case .chatController: ChatController.self
    case .sheetController: SheetController.self
    case .tableViewController: TableViewController.self
    case .inputViewController: InputViewController.self
    case .alertController: AlertController.self
    }
  }

  /// A new controller of this class.
  func makeController() -> ViewController {
    switch self {
    case .formController: FormController()
    case .chatController: ChatController()
    case .sheetController: SheetController()
    case .tableViewController: TableViewController()
    case .inputViewController: InputViewController()
    case .alertController: AlertController()
    }
  }
}

extension Scene.OrderMode {
  /// The navigation order's mode this name stands for.
  var navigationMode: NavigationOrder.Mode {
    switch self {
    case .readingOrder: .readingOrder
    case .readingOrderRightToLeft: .readingOrder(direction: .rightToLeft)
    case .subviewOrder: .subviewOrder
    case .tagOrder: .tagOrder
    case .tagOrderPositiveFirst: .tagOrder(.positiveFirst)
    }
  }
}
