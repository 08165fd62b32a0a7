extension View {
  /// The translation from this view's bounds space to its root's bounds space, and the root.
  ///
  /// - Complexity: O(d), d the depth of the view.
  private func translationToRoot() -> (root: View, offset: Point) {
    var offset = Point.zero
    var current: View = self
    while let parent = current.superview {
      offset = offset + current.frame.origin - current.bounds.origin
      current = parent
    }
    return (current, offset)
  }

  /// The translation that takes a point in this view's space into `view`'s space.
  private func translation(to view: View) -> Point {
    let (fromRoot, fromOffset) = translationToRoot()
    let (toRoot, toOffset) = view.translationToRoot()
    if fromRoot === toRoot { return fromOffset - toOffset }
    guard let fromWindow = fromRoot as? Window, let toWindow = toRoot as? Window else {
      preconditionFailure(
        "View.convert: \(typeName) and \(view.typeName) are in different trees that are not "
          + "both windows; there is no common coordinate space")
    }
    let fromScreen = fromOffset + fromWindow.frame.origin - fromWindow.bounds.origin
    let toScreen = toOffset + toWindow.frame.origin - toWindow.bounds.origin
    return fromScreen - toScreen
  }

  /// Converts a rectangle from this view's coordinate space to another view's.
  ///
  /// Scroll offsets (bounds origins) of every view on the way are respected; transforms are
  /// not modelled. Views in two different windows convert through screen space.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this view's bounds coordinates.
  ///   - view: The target view, or `nil` for this view's window.
  /// - Returns: The same rectangle in `view`'s bounds coordinates (standardised).
  /// - Precondition: Both views share a root, or both roots are windows; with `view == nil`
  ///   this view is in a window.
  /// - Complexity: O(d), d the depth of the deeper view.
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    let target = resolve(view, caller: "convert(_:to:)")
    if rect.isNull { return rect }
    let delta = translation(to: target)
    return rect.offsetBy(dx: delta.x, dy: delta.y)
  }

  /// Converts a rectangle from another view's coordinate space to this view's.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s bounds coordinates.
  ///   - view: The source view, or `nil` for this view's window.
  /// - Returns: The same rectangle in this view's bounds coordinates (standardised).
  /// - Precondition: As for `convert(_:to:)`.
  /// - Complexity: O(d), d the depth of the deeper view.
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    resolve(view, caller: "convert(_:from:)").convert(rect, to: self)
  }

  /// Converts a point from this view's coordinate space to another view's.
  ///
  /// - Parameters:
  ///   - point: A point in this view's bounds coordinates.
  ///   - view: The target view, or `nil` for this view's window.
  /// - Returns: The same point in `view`'s bounds coordinates.
  /// - Precondition: As for `convert(_:to:)`.
  /// - Complexity: O(d), d the depth of the deeper view.
  public func convert(_ point: Point, to view: View?) -> Point {
    point + translation(to: resolve(view, caller: "convert(_:to:)"))
  }

  /// Converts a point from another view's coordinate space to this view's.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s bounds coordinates.
  ///   - view: The source view, or `nil` for this view's window.
  /// - Returns: The same point in this view's bounds coordinates.
  /// - Precondition: As for `convert(_:to:)`.
  /// - Complexity: O(d), d the depth of the deeper view.
  public func convert(_ point: Point, from view: View?) -> Point {
    resolve(view, caller: "convert(_:from:)").convert(point, to: self)
  }

  /// This view's frame in its window's coordinates, or `nil` when it is not in a window.
  ///
  /// A window's own is its bounds.
  ///
  /// - Complexity: O(d), d the depth of the view.
  public var frameInWindow: Rect? {
    guard let window else { return nil }
    return convert(bounds, to: window)
  }

  private func resolve(_ view: View?, caller: String) -> View {
    if let view { return view }
    guard let window else {
      preconditionFailure("View.\(caller): nil means the window, but \(typeName) is in none")
    }
    return window
  }
}
