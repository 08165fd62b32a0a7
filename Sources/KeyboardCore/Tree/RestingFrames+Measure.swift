extension RestingFrames {
  /// Whether `view` is the held view or inside it.
  ///
  /// - Complexity: O(d), d the depth of `view`.
  func isInHold(_ view: View) -> Bool {
    guard let held = hold?.held else { return false }
    return view === held || view.isDescendant(of: held)
  }

  /// The resting frame of `view` in its window's space: its hold's resting frame and those of
  /// its ancestors (``heldFrame(of:)``), with their bounds origins as they are now.
  ///
  /// - Complexity: O(d), d the depth of `view`.
  func heldFrameInWindow(of view: View) -> Rect {
    var frame = heldFrame(of: view)
    var current = view.superview
    while let ancestor = current, !(ancestor is Window) {
      let origin = heldFrame(of: ancestor).origin
      frame.origin = Point(
        x: frame.minX + origin.x - ancestor.bounds.minX,
        y: frame.minY + origin.y - ancestor.bounds.minY)
      current = ancestor.superview
    }
    return frame
  }

  /// The solver's structure revision when the layout engine last measured the held subtree's
  /// constrained views at rest during this hold, or `nil`.
  var measuredHoldRevision: Int? { hold?.measured?.revision }

  /// Takes the layout engine's measure of where the constrained views of the held subtree
  /// rest (the solver asked with every view the hold records at its resting frame).
  ///
  /// The hold's first measure is where its recorded frames stand. A later one that places a
  /// view elsewhere saw a change that is the app's, not the keyboard's (a safe area, a
  /// constant, a constraint changed during the hold): the view rests there from now on, and
  /// the frames below it are carried to its new resting size. Comparing measure with measure,
  /// not with the recorded frames, keeps a hold's frames as they were for every view no
  /// change reached.
  ///
  /// The moved views are taken in tree order, each before the views inside it: a view's
  /// carry lays out its whole subtree for its new size, so a moved view inside another one
  /// must be placed after it, or the outer carry would lay the inner view's subviews out
  /// again for a size the inner view no longer has (and the measure is keyed by identity,
  /// whose order changes from one process to the next).
  ///
  /// - Returns: The views whose resting frame moved, with it, in tree order (readers of
  ///   resting frames must hear of them: the layout that follows is a keyboard layout of the
  ///   held subtree to them).
  /// - Complexity: O(m + s), m the measured views and s the views below the ones whose
  ///   resting size changed; O(m + h) more when some view moved, h the views of the held
  ///   subtree.
  func takeMeasuredRest(_ rests: [ObjectIdentifier: Entry], revision: Int) -> [(
    ObjectIdentifier, Entry
  )] {
    guard hold != nil else { return [] }
    let previous = hold?.measured?.rests
    hold?.measured = (rests, revision)
    guard let previous else { return [] }
    var movedKeys = Set<ObjectIdentifier>()
    for (key, entry) in rests {
      guard let view = entry.view, previous[key]?.frame != entry.frame,
        heldFrame(of: view) != entry.frame
      else { continue }
      movedKeys.insert(key)
    }
    guard !movedKeys.isEmpty else { return [] }
    let moved = inTreeOrder(movedKeys, of: rests)
    titles = nil
    // Subviews the constraints do not place follow their superview's new resting size; the
    // measured ones are placed where the engine put them.
    for (_, entry) in moved {
      guard let view = entry.view else { continue }
      let before = heldFrame(of: view).size
      hold?.frames[ObjectIdentifier(view)] = entry
      if entry.frame.size != before {
        hold?.resizedByApp.insert(ObjectIdentifier(view))
        carrySubviews(of: view, from: before, to: entry.frame.size)
      }
    }
    for (key, entry) in moved { hold?.frames[key] = entry }
    return moved
  }

  /// The entries of `rests` under `keys`, in the held subtree's tree order (pre-order,
  /// subviews in order), ancestors first.
  ///
  /// - Complexity: O(h), h the views of the held subtree.
  private func inTreeOrder(
    _ keys: Set<ObjectIdentifier>, of rests: [ObjectIdentifier: Entry]
  ) -> [(ObjectIdentifier, Entry)] {
    guard let held = hold?.held else { return [] }
    var ordered: [(ObjectIdentifier, Entry)] = []
    ordered.reserveCapacity(keys.count)
    var pending = [held]
    while let view = pending.popLast(), ordered.count < keys.count {
      let key = ObjectIdentifier(view)
      if keys.contains(key), let entry = rests[key], entry.view === view {
        ordered.append((key, entry))
      }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return ordered
  }
}
