import KeyboardCore
import ReturnManager
import SceneFormat

extension LiveScene {
  /// Gives a plain controller its form's return manager, with the scene's settings overridden
  /// by the controller's own; nothing when the settings disable return managers or the
  /// controller already has one.
  func makeForm(name: String, controller: ViewController, settings: Scene.ReturnSettings?) {
    guard !forms.contains(where: { $0.manager.order.scope === controller.viewIfLoaded }) else {
      return
    }
    let defaults = scene.manager.returnManager ?? Scene.ReturnSettings()
    let merged = defaults.overridden(by: settings)
    guard merged.isEnabled ?? true else { return }
    let returnManager = ReturnManager(controller: controller)
    Simulator.apply(merged, to: returnManager)
    forms.append(Form(name: name, manager: returnManager))
  }

  /// Installs what views' descriptions say beyond their own properties: delegates that refuse,
  /// navigation groups and excluded subtrees (in the form whose scope holds the container),
  /// and links (in the form whose order holds the input).
  func installNavigation(_ specs: [(View, Scene.ViewSpec)]) {
    var touched: [ReturnManager] = []
    for (view, spec) in specs {
      if let input = view as? any TextInput {
        if spec.hasRefusingDelegate {
          let delegate = self.delegate(of: input)
          delegate.shouldBeginEditing = spec.shouldBeginEditing
          delegate.shouldEndEditing = spec.shouldEndEditing
          delegate.shouldReturn = spec.shouldReturn
        }
        guard spec.next != nil || spec.previous != nil, let manager = returnManager(for: input)
        else { continue }
        if let id = spec.next, let target = self.view(withID: id) as? any TextInput {
          manager.order.setNext(target, after: input)
        }
        if let id = spec.previous, let target = self.view(withID: id) as? any TextInput {
          manager.order.setPrevious(target, before: input)
        }
        touched.append(manager)
      } else {
        guard
          let form = forms.first(where: { form in
            form.manager.order.scope.map { view.isDescendant(of: $0) } ?? false
          })
        else { continue }
        if let group = spec.navigationGroup {
          form.manager.order.setGroup(view, mode: group.navigationMode)
        }
        if spec.isExcludedFromNavigation { form.manager.order.setExcluded(view, true) }
        touched.append(form.manager)
      }
    }
    for manager in touched { manager.reload() }
  }

  /// The scene's delegate of an input, installed on first use.
  func delegate(of input: any TextInput) -> SceneTextInputDelegate {
    let id = ObjectIdentifier(input)
    if let existing = delegates[id] { return existing }
    let delegate = SceneTextInputDelegate()
    delegates[id] = delegate
    input.delegate = delegate
    return delegate
  }

  /// Applies an `updateView` step's delegate keys to an input.
  func applyDelegateKeys(of update: Scene.ViewUpdate, to input: any TextInput) {
    guard
      update.shouldBeginEditing != nil || update.shouldEndEditing != nil
        || update.shouldReturn != nil
    else { return }
    let delegate = self.delegate(of: input)
    if let value = update.shouldBeginEditing { delegate.shouldBeginEditing = value }
    if let value = update.shouldEndEditing { delegate.shouldEndEditing = value }
    if let value = update.shouldReturn { delegate.shouldReturn = value }
  }

  /// The plain controller whose view holds `view` (or is it), or `nil`.
  ///
  /// - Complexity: O(d), d the depth of the view.
  func plainController(holding view: View) -> PlainController? {
    var current: View? = view
    while let candidate = current {
      if let found = plainControllers[ObjectIdentifier(candidate)] { return found }
      current = candidate.superview
    }
    return nil
  }

  /// Drops the return managers of forms inside `views` (controllers that were popped or
  /// dismissed and are gone, as UIKit releases them with their managers).
  func dropForms(inside views: [View]) {
    forms.removeAll { form in
      guard let scope = form.manager.order.scope else { return true }
      return views.contains { scope.isDescendant(of: $0) }
    }
  }

  /// The controller on top: the frontmost presented controller in the window (whichever
  /// controller presented it), or the root.
  ///
  /// - Complexity: O(c · w), c the controllers and w the window's subviews.
  var topmostController: ViewController? {
    let presented = controllersByName.values.filter {
      $0.presentingViewController != nil && $0.viewIfLoaded?.superview === window
    }
    for view in window.subviews.reversed() {
      if let controller = presented.first(where: { $0.viewIfLoaded === view }) {
        return controller
      }
    }
    return window.rootViewController
  }
}

extension LiveScene {
  /// Whether a form has explicit links, or any input of the scene has a delegate that refuses
  /// something (an input that refuses to end editing keeps focus from every other field), so
  /// that walking the form with Next need not visit every field once.
  package func hasLinksOrRefusingDelegates(in manager: ReturnManager) -> Bool {
    let refuses = delegates.values.contains {
      !$0.shouldBeginEditing || !$0.shouldEndEditing || !$0.shouldReturn
    }
    return refuses
      || manager.order.inputs.contains { input in
        manager.order.link(from: input, direction: .next) != nil
          || manager.order.link(from: input, direction: .previous) != nil
      }
  }
}
