extension StackView {
  /// Whether the stack lays out by constraints.
  ///
  /// It does when it, or one of its arranged views, takes part in Auto Layout (a constraint
  /// mentions it). Otherwise it keeps its frame rule, so a tree
  /// without constraints lays out exactly as before.
  var usesConstraints: Bool { autoLayout?.member != nil }

  /// The stack joined a layout engine: its arranged views are placed by constraints from now
  /// on (UIKit turns their `translatesAutoresizingMaskIntoConstraints` off), and the stack
  /// makes its constraints before the next solve.
  func didJoinLayoutEngine() {
    for entry in arranged { entry.view.translatesAutoresizingMaskIntoConstraints = false }
    setNeedsUpdateConstraints()
  }

  /// The size an arranged view had before the stack first laid it out, which stands for an
  /// intrinsic size where the view has none (as in the frame rule).
  func naturalSize(ofArranged view: View) -> Size? {
    arranged.first { $0.view === view }?.natural
  }

  /// Sets the spacing after `arrangedSubview`, as `UIStackView.setCustomSpacing(_:after:)`.
  ///
  /// In a stack laid out by frames alone the custom spacing is not used (the stack spaces its
  /// views by ``spacing``).
  ///
  /// - Parameters:
  ///   - spacing: The gap after the view; a non-finite value is ignored with a diagnostic.
  ///   - arrangedSubview: One of the ``arrangedSubviews``.
  public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
    guard spacing.isFinite else {
      reportDiagnostic(
        Diagnostic(.nonFiniteGeometry, "\(typeName).customSpacing \(spacing) rejected"))
      return
    }
    customSpacings.removeAll { $0.view === arrangedSubview }
    customSpacings.append((arrangedSubview, spacing))
    arrangementDidChangeFromOutside()
  }

  /// The spacing after `arrangedSubview`: the custom spacing set for it, or ``spacing``.
  public func customSpacing(after arrangedSubview: View) -> Double {
    customSpacings.first { $0.view === arrangedSubview }?.spacing ?? spacing
  }

  /// Replaces the arrangement's constraints with ones for the visible arranged views as they
  /// are now, as UIKit's stack view does (its `UISV-…` constraints).
  ///
  /// Along the axis: the first view at the stack's start, the last at its end, each next one
  /// after the previous by the spacing (at least the spacing, with equal gaps or equal centre
  /// distances through spacer guides, for ``Distribution/equalSpacing`` and
  /// ``Distribution/equalCentering``), equal lengths for ``Distribution/fillEqually`` and
  /// lengths in proportion to the natural ones for ``Distribution/fillProportionally``. For
  /// ``Distribution/fill``, where priorities tie, the last view stretches and shrinks first
  /// (each other view hugs and resists a little more), as in the frame rule. Across the axis: by
  /// ``alignment``. Where that leaves the stack's size open, the stack hugs its views at
  /// priority 20. A hidden view collapses to no length at the stack's start and takes no
  /// spacing, but is still aligned across the axis, so it can still size the stack there (as
  /// UIKit's `UISV-hiding` constraint leaves it).
  func rebuildArrangementConstraints() {
    LayoutConstraint.deactivate(arrangementConstraints)
    spacerGuides.forEach(removeLayoutGuide)
    spacerGuides = []
    var made: [LayoutConstraint] = []
    let all = arranged.map(\.view)
    let views = all.filter { !$0.isHidden }
    defer {
      arrangementConstraints = made
      LayoutConstraint.activate(made)
    }
    guard !all.isEmpty else { return }
    let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let vertical = axis == .vertical
    let start: LayoutAttribute = vertical ? .top : .leading
    let end: LayoutAttribute = vertical ? .bottom : .trailing
    let length: LayoutAttribute = vertical ? .height : .width
    let centre: LayoutAttribute = vertical ? .centerY : .centerX
    func relate(
      _ a: AnyObject, _ attributeA: LayoutAttribute, _ relation: LayoutRelation,
      _ b: AnyObject?, _ attributeB: LayoutAttribute, multiplier: Double = 1,
      constant: Double = 0, priority: LayoutPriority = .required
    ) {
      let constraint = LayoutConstraint(
        a, attributeA, relation, b, b == nil ? .notAnAttribute : attributeB, multiplier, constant)
      constraint.priority = priority
      constraint.identifier = "stack"
      made.append(constraint)
    }
    if let first = views.first, let last = views.last {
      relate(first, start, .equal, container, start)
      relate(last, end, .equal, container, end)
      var firstGap: LayoutGuide?
      for (a, b) in zip(views, views.dropFirst()) {
        let gap = customSpacing(after: a)
        switch distribution.kind {
        case .fill, .fillEqually, .fillProportionally:
          relate(b, start, .equal, a, end, constant: gap)
        case .equalSpacing, .equalCentering:
          relate(b, start, .greaterThanOrEqual, a, end, constant: gap)
          let spacer = LayoutGuide()
          spacer.identifier = "spacer"
          addLayoutGuide(spacer)
          spacerGuides.append(spacer)
          let from = distribution == .equalSpacing ? end : centre
          let to = distribution == .equalSpacing ? start : centre
          relate(spacer, start, .equal, a, from)
          relate(spacer, end, .equal, b, to)
          if let reference = firstGap {
            relate(spacer, length, .equal, reference, length)
          } else {
            firstGap = spacer
          }
        }
      }
      switch distribution.kind {
      case .fillEqually:
        for view in views.dropFirst() { relate(view, length, .equal, first, length) }
      case .fillProportionally:
        let naturals = views.map { naturalLength(of: $0, vertical: vertical, proportional: true) }
        if naturals[0] > 0 {
          for (view, natural) in zip(views, naturals).dropFirst() {
            relate(
              view, length, .equal, first, length, multiplier: natural / naturals[0],
              priority: LayoutPriority(999))
          }
        } else {
          for view in views.dropFirst() { relate(view, length, .equal, first, length) }
        }
      case .fill:
        // Ties go to the last view: every other one hugs and resists a second time, 300 below
        // its own priority, which weighs about 1/60 as much: enough to break a tie, too little to
        // turn any difference of priorities.
        for view in views.dropLast() {
          let natural = naturalLength(of: view, vertical: vertical)
          guard natural >= 0 else { continue }
          let axis: LayoutAxis = vertical ? .vertical : .horizontal
          let hug = view.contentHuggingPriority(for: axis)
          let resist = view.contentCompressionResistancePriority(for: axis)
          if !hug.isRequired {
            relate(
              view, length, .lessThanOrEqual, nil, .notAnAttribute, constant: natural,
              priority: tieBreaker(hug))
          }
          if !resist.isRequired {
            relate(
              view, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: natural,
              priority: tieBreaker(resist))
          }
        }
      case .equalSpacing, .equalCentering:
        break
      }
    }
    let crossStart: LayoutAttribute = vertical ? .leading : .top
    let crossEnd: LayoutAttribute = vertical ? .trailing : .bottom
    let crossCentre: LayoutAttribute = vertical ? .centerX : .centerY
    for view in all {
      switch alignment.kind {
      case .fill:
        relate(view, crossStart, .equal, container, crossStart)
        relate(view, crossEnd, .equal, container, crossEnd)
      case .leading:
        relate(view, crossStart, .equal, container, crossStart)
        relate(view, crossEnd, .lessThanOrEqual, container, crossEnd)
      case .trailing:
        relate(view, crossEnd, .equal, container, crossEnd)
        relate(view, crossStart, .greaterThanOrEqual, container, crossStart)
      case .center:
        relate(view, crossCentre, .equal, container, crossCentre)
        relate(view, crossStart, .greaterThanOrEqual, container, crossStart)
      case .firstBaseline, .lastBaseline:
        let baseline: LayoutAttribute =
          alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if vertical {
          relate(view, crossStart, .equal, container, crossStart)
        } else if let first = views.first, view !== first {
          relate(view, baseline, .equal, first, baseline)
        }
        relate(view, crossStart, .greaterThanOrEqual, container, crossStart)
        relate(view, crossEnd, .lessThanOrEqual, container, crossEnd)
      }
    }
    // Where the views leave the stack's size open (across the axis unless it fills, along it
    // for gaps of at least the spacing), the stack hugs them, far below any view's hugging, as
    // UIKit's fit constraints make it: a stack only centred in its superview is as wide as its
    // widest view, not as wide as the superview allows.
    if alignment.kind != .fill {
      relate(container, vertical ? .width : .height, .equal, nil, .notAnAttribute, priority: fit)
      // A view with nothing to say about its length across the axis is as short as it can be
      // (UIKit's `UISV-ambiguity-suppression`), not as long as the stack allows.
      for view in all {
        relate(
          view, vertical ? .width : .height, .equal, nil, .notAnAttribute,
          priority: ambiguitySuppression)
      }
    }
    if distribution.kind == .equalSpacing || distribution.kind == .equalCentering {
      relate(container, length, .equal, nil, .notAnAttribute, priority: fit)
    }
    for hidden in all where hidden.isHidden {
      relate(hidden, start, .equal, container, start)
      relate(hidden, length, .equal, nil, .notAnAttribute)
    }
  }

  /// The priority of the stack's fit to its views (below ``LayoutPriority/fittingSizeLevel``).
  private var fit: LayoutPriority { LayoutPriority(20) }

  /// The priority that keeps an arranged view of no natural length across the axis at none
  /// (above the stack's fit, below any hugging).
  private var ambiguitySuppression: LayoutPriority { LayoutPriority(25) }

  private func tieBreaker(_ priority: LayoutPriority) -> LayoutPriority {
    LayoutPriority(Swift.max(1, priority.rawValue - 300))
  }

  /// The natural length of an arranged view along the axis: its intrinsic size, or the size
  /// it had before the stack laid it out; -1 for none.
  ///
  /// For a proportion (`proportional`), a stack laid out by constraints counts by the size it
  /// had before: its fitting size is read from the frames these constraints set, so a
  /// proportion of it would feed back into them (a pixel one way, then back, at every layout).
  private func naturalLength(
    of view: View, vertical: Bool, proportional: Bool = false
  ) -> Double {
    if proportional, let stack = view as? StackView, stack.usesConstraints,
      let natural = naturalSize(ofArranged: view)
    {
      return vertical ? natural.height : natural.width
    }
    let intrinsic = view.intrinsicContentSize
    let value = vertical ? intrinsic.height : intrinsic.width
    if value != View.noIntrinsicMetric, value.isFinite { return value }
    guard let natural = naturalSize(ofArranged: view) else { return -1 }
    return vertical ? natural.height : natural.width
  }
}
