extension ViewController {
  /// The controller whose view the keyboard manager moves for an input whose containing
  /// controller is this one (IQKeyboardManager's `parentContainerViewController()`, spec
  /// the Behaviour Reference, Which controller moves).
  ///
  /// In a navigation controller: the outermost navigation controller's top controller, unless
  /// a custom container holds that navigation controller, in which case the custom container.
  /// In a tab bar controller: the selected tab (its top controller for a navigation
  /// controller). Otherwise the topmost ancestor below any system container. Finally
  /// ``ViewController/parentContainerViewController()`` may redirect.
  var keyboardRootController: ViewController {
    let result: ViewController
    if var navigation = navigationController {
      while let outer = navigation.navigationController { navigation = outer }
      let climbed = navigation.climbingCustomContainers()
      result = climbed === navigation ? (navigation.topViewController ?? navigation) : climbed
    } else if let tabs = tabBarController {
      let selected = tabs.selectedViewController
      result = (selected as? NavigationController)?.topViewController ?? selected
    } else {
      result = climbingCustomContainers()
    }
    return result.parentContainerViewController()
  }

  private func climbingCustomContainers() -> ViewController {
    var current = self
    while let parent = current.parent, !parent.isSystemContainer { current = parent }
    return current
  }
}
