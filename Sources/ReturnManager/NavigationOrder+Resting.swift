import KeyboardCore

extension NavigationOrder {
  /// The frame `view` rests at, with every large title above it expanded, the keyboard layout
  /// guide at rest and every keyboard manager's hold over.
  ///
  /// The window's `RestingFrames` answer, the one model of resting geometry; the live frame
  /// outside a window.
  ///
  /// Call ``refreshRestingFrames()`` first after the tree changed.
  ///
  /// - Complexity: O(1).
  func frame(of view: View) -> Rect {
    guard let window = restingWindow else { return view.frame }
    return window.restingFrames.frame(of: view, in: window)
  }

  /// Whether ``frame(of:)`` may differ from a view's live frame.
  var measuresRestingFrames: Bool { restingWindow != nil }

  /// Brings the window's resting frames up to date (large titles are measured once per tree
  /// generation) and notes whether they hold any view away from its live frame, so walks read
  /// live frames when nothing does.
  ///
  /// - Complexity: O(d) when fresh, d the depth of the scope; else as
  ///   `RestingFrames.refresh(in:)`.
  func refreshRestingFrames() {
    guard let window = scope?.window else {
      restingWindow = nil
      return
    }
    let resting = window.restingFrames
    resting.refresh(in: window)
    restingWindow = resting.holdsViewsAwayFromRest(in: window) ? window : nil
  }

  /// Whether the rectangles of `cache`, built in the tree of `root`, still read where the views
  /// rest: the window's `RestingFrames` tell whether a hold that ended since made its reading
  /// stale (an order built during the hold read the frames the hold recorded; one built before
  /// a hold the host ended away from its resting size reads a layout for another size).
  ///
  /// - Complexity: O(1).
  func readsCurrentRest(_ cache: Cache, root: View) -> Bool {
    guard let reading = cache.restReading, let window = root as? Window else { return true }
    return window.restingFrames.isCurrent(reading)
  }

  /// Whether the built order read resting frames that a hold's end made stale; `false` when no
  /// order is built.
  var readsStaleRest: Bool {
    guard let cache, let root = cache.root else { return false }
    return !readsCurrentRest(cache, root: root)
  }

  /// The large-title corrections of the scope's resting space now.
  ///
  /// - Complexity: O(c + d·t), as `RestingFrames.titleCorrections(sharingViewsWith:)`.
  var currentTitleCorrections: [TitleCorrection] {
    guard let scope, let window = scope.window else { return [] }
    return window.restingFrames.titleCorrections(sharingViewsWith: scope)
  }

  /// Whether the large-title corrections (see `TitleCorrection`) differ from the ones the built
  /// order was measured with; `false` when no order is built.
  ///
  /// A navigation controller tells how far its title is collapsed when it lays its top view
  /// out: the frame it gives that view (the scope, or one of its ancestors or descendants) sets
  /// the size every view below rests at. So a frame change of the scope or an ancestor is not
  /// a plain move, which reorders nothing, when the corrections change with it (a view popped
  /// back under a title its content collapses was inserted, and the order built, before its
  /// first layout; that layout set the correction).
  ///
  /// - Complexity: O(c + d·t): c the controllers in the scope's window, t the navigation
  ///   controllers, d the depth of the scope.
  var titleCorrectionsChanged: Bool {
    guard let cache else { return false }
    return !TitleCorrection.allMatch(currentTitleCorrections, cache.titleCorrections)
  }
}
