import KeyboardCore

extension Scene {
  /// A key of a hardware keyboard that a `pressKey` step presses; the names of
  /// `ReturnManager`'s `KeyCommand`s.
  package enum KeyName: String, Sendable, Hashable, CaseIterable {
    /// Tab: the next field.
    case tab
    /// Shift-Tab: the previous field.
    case shiftTab
    /// Return: what the on-screen return key does.
    case returnKey = "return"
    /// The up arrow: the nearest field above.
    case up
    /// The down arrow: the nearest field below.
    case down
    /// The left arrow: the nearest field to the left.
    case left
    /// The right arrow: the nearest field to the right.
    case right
  }

  /// How an interactive pop (the swipe-back gesture) ends.
  package enum PopGesture: String, Sendable, Hashable, CaseIterable {
    /// The finger lifts past the threshold: the top controller is popped.
    case completed
    /// The finger goes back: the stack stays as it was.
    case cancelled
  }

  /// What an `addView` step adds: a view, or a cell of a table or collection view.
  package enum AddedView: Sendable, Hashable {
    /// A view, added to a plain view's or a scroll view's subviews (or a cell's content view).
    case view(ViewSpec)
    /// A cell, added to a table's rows or a collection's items.
    case cell(CellSpec)
  }

  /// The controller classes a scene can name: the simulator's own subclasses of
  /// `ViewController`, which exist so that a scene can give a controller a class, and the
  /// library's controllers in the keyboard manager's default disabled list.
  ///
  /// A scene cannot create Swift classes, so the keyboard manager's
  /// `enabledDistanceHandlingClasses` and `disabledDistanceHandlingClasses` take names from
  /// this set, and a plain controller's `class` chooses one of the classes it can build.
  package enum ControllerClass: String, Sendable, Hashable, CaseIterable {
    /// The simulator's `FormController`, an empty subclass of `ViewController`.
    case formController = "FormController"
    /// The simulator's `ChatController`, an empty subclass of `ViewController`.
    case chatController = "ChatController"
    /// The simulator's `SheetController`, an empty subclass of `ViewController`.
    case sheetController = "SheetController"
    /// The library's `TableViewController` (its view must be a table view).
    case tableViewController = "TableViewController"
    /// The library's `InputViewController`.
    case inputViewController = "InputViewController"
    /// The library's `AlertController`: only in the manager's lists (a scene does not build
    /// alerts).
    case alertController = "AlertController"

    /// Whether a plain controller's `class` may name it.
    package var isBuildable: Bool { self != .alertController }
  }
}

extension Scene.ViewSpec {
  /// Whether the view has keys installed once its form exists: links, a refusing delegate, a
  /// navigation group or an excluded subtree.
  package var hasNavigationKeys: Bool {
    next != nil || previous != nil || hasRefusingDelegate || navigationGroup != nil
      || isExcludedFromNavigation
  }

  /// Whether the view, or any view inside it (cells included), is a text input.
  package var containsTextInput: Bool {
    kind.isTextInput || subviews.contains { $0.containsTextInput }
      || cells.contains { $0.subviews.contains { $0.containsTextInput } }
  }
}

extension Scene.Action {
  /// Whether the action adds or removes controllers or views (push, pop, present, dismiss,
  /// selectTab, addView, removeView).
  package var changesTree: Bool {
    switch self {
    case .push, .pop, .present, .dismiss, .selectTab, .addView, .removeView: true
    default: false
    }
  }
}
