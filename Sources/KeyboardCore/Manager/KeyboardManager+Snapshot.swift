extension KeyboardManager {
  /// The snapshot the next pass would solve, or `nil` when no pass would run (no window,
  /// keyboard hidden, no active input, handling disabled for it, or no root controller).
  ///
  /// Reading it changes nothing: no frame is written, the tree's generation stays, no
  /// observer is called and the manager remembers nothing new. When no pass has run yet for
  /// the input's root controller, the root's current frame stands for its original one, as the
  /// next pass would remember it.
  ///
  /// - Complexity: O(d), d the depth of the active input (one walk up from it).
  public func currentContext() -> AvoidanceContext? {
    guard let window, let info = keyboardInfo, info.isVisible,
      let input = window.firstResponder, let chain = AncestorChain(input: input, in: window),
      isHandlingEnabled(for: input, controller: chain.containingController),
      let root = chain.rootController
    else { return nil }
    guard let view = root.viewIfLoaded else { return nil }
    let matching = session.flatMap { $0.matches(root, view: view, in: window) ? $0 : nil }
    let session = matching ?? RootSession(controller: root, view: view, window: window)
    return makeSnapshot(of: chain, root: root, session: session, info: info, reporting: false)
      .context
  }

  /// A context and the live scroll views whose identities its mutations name.
  struct Snapshot {
    var context: AvoidanceContext
    var scrollViews: [ScrollView]
  }

  /// Builds the solver's snapshot from one walk up from the input; writes nothing.
  func makeSnapshot(
    of chain: AncestorChain, root controller: ViewController, session: RootSession,
    info: KeyboardInfo, reporting: Bool
  ) -> Snapshot {
    let window = chain.window
    let input = chain.input
    let rootView = session.view
    let rootIndex = rootView.flatMap { root in chain.views.firstIndex { $0 === root } }
    let keyboard = info.coveredRect(in: window)
    let distance = distance(for: input, reporting: reporting)
    let root = rootView.map { view in
      var root = RootSnapshot(
        name: view.identifier ?? name(ofType: type(of: controller)),
        origin: view.frame.origin, size: view.frame.size, beginOrigin: session.beginOrigin,
        beginSize: session.beginSize, beginFrameInWindow: session.beginFrameInWindow,
        containsTarget: rootIndex != nil,
        maxCarryingRise: maxCarryingRise(
          of: view, controller: controller, chain: chain, session: session))
      root.topFollowedTheBar = session.topFollowedTheBar
      root.isTheInput = rootIndex == 0
      if let rootIndex, !chain.carriesInput(from: rootIndex, by: 1 / window.screen.scale) {
        root.containsTarget = false
        root.isOutOfReach = true
      }
      if strategy.kind == .resizeRoot, let rootIndex {
        root.targetAtRest = Self.targetAtRest(
          of: chain, rootIndex: rootIndex, beginFrame: session.beginFrameInWindow,
          records: records)
      }
      return root
    }
    // The views inside a root resized for the keyboard are read where the host's layout puts
    // them at the height the plan gives it, whatever height it has now (at rest on the first
    // pass, or laid out at full height again by its container during the hold): every pass of
    // one keyboard then reads the same positions.
    var chain = chain
    if strategy.kind == .resizeRoot, let rootIndex, let root, let keyboard {
      let height = SolverPass.plannedRootHeight(
        root, target: chain.frames[0], kind: info.kind, distance: distance, keyboard: keyboard,
        grid: PixelGrid(scale: window.screen.scale))
      chain = chain.laidOut(below: rootIndex, atRootHeight: height)
    }

    var scrollViews: [ScrollView] = []
    var snapshots: [ScrollViewSnapshot] = []
    var layers: [SafeAreaLayer] = []
    let titled = collapsibleLargeTitle(around: chain)
    var titleLayer: Int?
    // Walk down from the window: scroll views above a layer enclose it.
    var enclosing = 0
    var enclosingAt = [Int](repeating: 0, count: chain.views.count)
    for index in chain.views.indices.reversed() {
      let view = chain.views[index]
      let movesWithRoot = rootIndex.map { index <= $0 } ?? false
      enclosingAt[index] = enclosing
      if let controller = view.viewController {
        let bars = controller.barSafeAreaInsets
        let extra = controller.additionalSafeAreaInsets
        // The container's bar edges, from the child frame's coordinates to the window's.
        let edges: (top: Double?, bottom: Double?) =
          controller.parent?.barEdges(forChild: controller) ?? (nil, nil)
        let parentOrigin =
          index + 1 < chain.views.count
          ? chain.contentOrigin(at: index + 1).y : -window.bounds.origin.y
        let topEdge = edges.top.map { $0 + parentOrigin }
        let bottomEdge = edges.bottom.map { $0 + parentOrigin }
        if bars != .zero || extra != .zero || topEdge != nil || bottomEdge != nil {
          // The bars belong to the parent controller's view: it carries them.
          let container = controller.parent?.viewIfLoaded.flatMap { parent in
            chain.views.firstIndex { $0 === parent }
          }
          if let titled, controller.parent === titled.navigation { titleLayer = layers.count }
          // Bars whose container is the root or inside it move with the root, unless the
          // layout holds them at an edge inherited from outside (`barsHoldSlack`).
          let holdSlack =
            bottomEdge == nil
            ? barsHoldSlack(of: controller.parent, session: session, in: window) : nil
          let barsMoveWithRoot =
            (container.flatMap { c in rootIndex.map { c <= $0 } } ?? false) && holdSlack == nil
          layers.append(
            SafeAreaLayer(
              frameInWindow: chain.frames[index], barInsets: bars, additionalInsets: extra,
              enclosingScrollViews: enclosing, movesWithRoot: movesWithRoot,
              isRootView: index == rootIndex,
              barsEnclosingScrollViews: container.map { enclosingAt[$0] } ?? 0,
              barsMoveWithRoot: barsMoveWithRoot,
              barTopEdge: topEdge, barBottomEdge: bottomEdge, barsHoldSlack: holdSlack))
        }
      }
      guard let scroll = view as? ScrollView else { continue }
      let isInput = index == 0
      if isInput && !scroll.isScrollEnabled { continue }
      scrollViews.append(scroll)
      var scrollSnapshot = snapshot(
        of: scroll, frame: chain.frames[index],
        height: rootIndex.map { index < $0 } == true ? chain.frames[index].height : nil,
        movesWithRoot: movesWithRoot,
        isActiveTextView: isInput,
        isOutOfReach: !isInput
          && !chain.carriesInput(fromContentOf: index, by: 1 / window.screen.scale))
      scrollSnapshot.isRootView = index == rootIndex
      snapshots.append(scrollSnapshot)
      enclosing += 1
    }
    scrollViews.reverse()
    snapshots.reverse()

    var caret: Rect?
    if let textView = input as? TextView {
      let origin = chain.contentOrigin(at: 0)
      caret = textView.caretRect.offsetBy(dx: origin.x, dy: origin.y)
    }
    let guide = topGuide(for: chain.containingController, session: session, in: window)
    let follower = titled.flatMap { titled in
      chain.barFollower(
        titled.scrollView, of: titled.navigation, expansion: titled.expansion,
        rootIndex: rootIndex)
    }
    let largeTitle = titled.map { titled in
      var title = LargeTitleCollapse(
        scrollView: ScrollViewID(titled.scrollView), expansion: titled.expansion,
        collapsedTopGuide: topGuide(
          for: chain.containingController, session: session, in: window,
          collapsing: (titled.navigation, titled.expansion)),
        safeAreaLayer: titleLayer, expandedOffset: titled.resting?.offset,
        expandedBarReach: titled.resting?.barReach ?? 0,
        isReadAtLaidOutHeight: titled.resting?.atLaidOutHeight ?? false,
        followsBar: follower != nil, followerKeepsItsHeight: follower == .atItsHeight)
      title.followerIsInTheRoot =
        follower == .atItsHeight
        && titled.navigation.topViewController?.viewIfLoaded === rootView
      if follower != nil { title.followerShortfall = titled.navigation.topViewShortfall }
      return title
    }
    let context = AvoidanceContext(
      inputName: name(of: input), target: chain.frames[0], caret: caret, keyboard: keyboard,
      keyboardKind: info.kind, animation: info.animation, distance: distance,
      topGuide: guide, scale: window.screen.scale,
      windowSafeRect: window.bounds.clampedInset(by: window.safeAreaInsets),
      safeAreaLayers: layers, scrollViews: snapshots, root: root, strategy: strategy,
      largeTitle: largeTitle)
    var carried = context
    carried.isCarriedByKeyboardGuide = window.isCarriedByKeyboardGuide(input as View)
    carried.rulesSwitchedOff = rulesSwitchedOff
    return Snapshot(context: carried, scrollViews: scrollViews)
  }

  /// The input's frame in the window with the root view (at `rootIndex` in `chain`) at its
  /// begin frame, the views between them where they rest (the window's ``RestingFrames``, the
  /// one model of resting geometry: a hold's recorded frames, large titles expanded, keyboard
  /// guides at rest, constrained views where the layout engine measured them) and the scroll
  /// views around the input at the offsets they had before this manager scrolled them
  /// (`records`).
  ///
  /// It reads nothing a plan changes, so every pass of one keyboard reads the same rectangle.
  /// Read from a hold's recorded frames only, a view the constraints place rested where it
  /// was laid out on the first pass (a collapsed title over it) and where the hold recorded
  /// it (the title expanded) on the next, and the two passes disagreed on resizing.
  ///
  /// - Complexity: O(d·r), d the depth of the input below the root view, r the records.
  private static func targetAtRest(
    of chain: AncestorChain, rootIndex: Int, beginFrame: Rect, records: [ScrollRecord]
  ) -> Rect {
    let window = chain.window
    let resting = window.restingFrames
    resting.refresh(in: window)
    // A scroll view's content at the offset it had before this manager scrolled it.
    func boundsOrigin(of view: View) -> Point {
      guard let scroll = view as? ScrollView,
        let record = records.first(where: { $0.view === scroll })
      else { return view.bounds.origin }
      return record.offset
    }
    // Added down from the root's begin frame as the chain adds the live frames, from resting
    // values only: a sum that started from the live frame and took the moves back out landed
    // an ulp off where the rest is, an ulp that differed from pass to pass as the plan moved
    // the live frame (an input resting on the keyboard's bottom edge read as under it on one
    // pass and clear of it on the next, and the passes disagreed on resizing).
    var origin = beginFrame.origin
    var contentOrigin = origin - boundsOrigin(of: chain.views[rootIndex])
    for view in chain.views[..<rootIndex].reversed() {
      origin = contentOrigin + resting.frame(of: view, in: window).origin
      contentOrigin = origin - boundsOrigin(of: view)
    }
    return Rect(origin: origin, size: resting.frame(of: chain.views[0], in: window).size)
  }

  private func distance(for input: any TextInput, reporting: Bool) -> Double {
    guard let own = input.distanceFromKeyboard else { return keyboardDistance }
    if own >= 0 && own.isFinite { return own }
    guard reporting else { return 0 }
    report(
      .clampedValue,
      "distanceFromKeyboard \(own.compactDescription) of \(name(of: input)) clamped to 0")
    return 0
  }

  /// The lowest window y a field's top may reach: below the window's top safe area and below
  /// a visible navigation bar (as it sits when the root is at its original origin).
  ///
  /// With `collapsing`, the guide as it reads once that navigation controller's large title has
  /// collapsed by the amount given.
  private func topGuide(
    for controller: ViewController?, session: RootSession, in window: Window,
    collapsing: (navigation: NavigationController, by: Double)? = nil
  ) -> Double {
    var guide = window.safeAreaInsets.top
    var navigation = controller?.navigationController
    let lift = session.view.map { session.beginOrigin.y - $0.frame.minY } ?? 0
    while let current = navigation {
      let bar = current.navigationBar
      if !current.isNavigationBarHidden, let frame = bar.frameInWindow {
        let inRoot = session.view.map { bar.isDescendant(of: $0) } ?? false
        let restBottom =
          restBottom(of: bar, in: current, lift: lift, session: session)
          ?? frame.maxY + (inRoot ? lift : 0)
        let collapse = collapsing.map { $0.navigation === current ? $0.by : 0 } ?? 0
        guide = Swift.max(guide, restBottom - collapse)
      }
      navigation = current.navigationController
    }
    return guide
  }

  /// The nearest navigation controller above the input whose large title collapses or
  /// expands as a scroll view enclosing the input scrolls: that controller, the scroll view
  /// the expanded height (0 for a collapsed title that a scroll down would expand) and where
  /// the title is fully expanded; `nil` when there is none.
  ///
  /// - Complexity: O(d), d the depth of the input.
  private func collapsibleLargeTitle(around chain: AncestorChain) -> (
    navigation: NavigationController, scrollView: ScrollView, expansion: Double,
    resting: (offset: Double, barReach: Double, atLaidOutHeight: Bool)?
  )? {
    var navigation = chain.containingController?.navigationController
    while let current = navigation {
      defer { navigation = current.navigationController }
      guard !current.isNavigationBarHidden, current.isShowingLargeTitle,
        let scroll = current.topViewController?.contentScrollView,
        chain.views.contains(where: { $0 === scroll })
      else { continue }
      let expansion =
        current.navigationBar.frame.height - NavigationController.navigationBarHeight
      guard expansion.isFinite, expansion >= 0 else { return nil }
      // A collapsed title counts only when a scroll down can expand it again.
      let resting = current.largeTitleExpandedResting
      guard expansion > 0 || resting != nil else { return nil }
      return (current, scroll, expansion, resting)
    }
    return nil
  }

  /// How far a root view can rise and still carry the input (``RootSnapshot/maxCarryingRise``).
  ///
  /// A navigation controller's view lays its bar out at the top of its safe area, and a top
  /// controller that does not extend under the bar below it. Once the root's top rises past
  /// the safe edge it inherits from outside (the window's safe area, an enclosing container's
  /// bar), that safe area grows with every point it rises, and layout keeps the bar and the
  /// content where they are in the window: the rise carries nothing (a navigation
  /// controller inside another one).
  private func maxCarryingRise(
    of view: View, controller: ViewController, chain: AncestorChain, session: RootSession
  ) -> Double {
    guard let navigation = controller as? NavigationController, navigation.viewIfLoaded === view,
      !navigation.isNavigationBarHidden, let top = navigation.topViewController,
      !navigation.extendsUnderBar(top), let topView = top.viewIfLoaded,
      chain.views.contains(where: { $0 === topView })
    else { return .infinity }
    let edge = inheritedTopEdge(of: view, controller: navigation, in: chain.window)
    let rise = session.beginFrameInWindow.minY - edge
    guard rise.isFinite else { return .infinity }
    return Swift.max(0, rise)
  }

  /// Whether the navigation controller whose view is the root keeps its bar where it is in
  /// the window as the root rises: it lays the bar out at its view's safe-area top, which the
  /// edge the root inherits from outside fixes in the window, and the root's top already
  /// reaches that edge at rest (a navigation controller inside another one), so a rise moves
  /// neither the bar nor the safe area it gives the views inside, until the root's bottom
  /// passes that edge.
  ///
  /// Read as moving with the root, the bar's edge was placed a whole lift lower with the root
  /// at rest: the views inside read a safe area that the layout never gives them, and a text
  /// view's own scroll stopped short of what it could take, pass after pass.
  ///
  /// Returns how far the edge (with the controller's own additional top inset) is below the
  /// root's bottom now (`SafeAreaLayer.barsHoldSlack`), or `nil` when the bar is not held.
  /// The view's safe area ends at its bottom, so a root lifted past the edge carries the bar
  /// at its bottom: read as staying put, the bar of a root coming down stayed where the lift
  /// had left it, and the insets the pass gave changed again at the next one.
  private func barsHoldSlack(
    of container: ViewController?, session: RootSession, in window: Window
  ) -> Double? {
    guard let navigation = container as? NavigationController, let root = session.view,
      navigation.viewIfLoaded === root, !navigation.isNavigationBarHidden,
      let frame = root.frameInWindow
    else { return nil }
    let edge = inheritedTopEdge(of: root, controller: navigation, in: window)
    guard session.beginFrameInWindow.minY <= edge else { return nil }
    return edge + navigation.additionalSafeAreaInsets.top - frame.maxY
  }

  /// Where the bar of a navigation controller whose view is the root ends, in window
  /// coordinates, with the root at rest; `nil` for any other bar.
  ///
  /// Such a bar is laid out at its view's safe-area top, which the edges above the root (a
  /// containing navigation bar, the window's safe area) fix in the window: layout keeps the
  /// bar there as the root rises, so its rest position is not where it is
  /// now plus the lift, but `max(root's rest top, that edge)` plus the controller's own
  /// additional top inset.
  private func restBottom(
    of bar: View, in navigation: NavigationController, lift: Double, session: RootSession
  ) -> Double? {
    guard let root = session.view, navigation.viewIfLoaded === root, bar.superview === root,
      let frame = root.frameInWindow, let window = root.window
    else { return nil }
    let extra = navigation.additionalSafeAreaInsets.top
    // The edge is read from outside the root: the root's own safe area is clamped to its
    // height, so a root lifted until its safe area covers all of it reads a lower edge.
    let edge = inheritedTopEdge(of: root, controller: navigation, in: window)
    return Swift.max(frame.minY + lift, edge) + extra + bar.frame.height
  }

  /// The window y of the safe edge a controller's view inherits from outside it.
  ///
  /// It is its superview's safe-area top, or the bar of the container it sits in, whichever is
  /// lower; it does not move when the view does.
  private func inheritedTopEdge(
    of view: View, controller: ViewController, in window: Window
  ) -> Double {
    var edge = (view.superview ?? window).safeRectInWindow(window).minY
    if let container = controller.parent, let containerView = container.viewIfLoaded,
      let barTop = container.barEdges(forChild: controller).top
    {
      edge = Swift.max(edge, containerView.convert(Point(x: 0, y: barTop), to: window).y)
    }
    return edge
  }

  /// A scroll view's snapshot, read with its bounds `height` tall (its current height when
  /// `nil`).
  private func snapshot(
    of scroll: ScrollView, frame: Rect, height: Double?, movesWithRoot: Bool,
    isActiveTextView: Bool, isOutOfReach: Bool
  ) -> ScrollViewSnapshot {
    let record = records.first { $0.view === scroll }
    let height = height ?? scroll.bounds.height
    let skip: ScrollViewSnapshot.SkipReason?
    if !scroll.isScrollEnabled {
      skip = .scrollingDisabled
    } else if scroll.ignoreScrollingAdjustment && !isActiveTextView {
      skip = .ignoresScrollingAdjustment
    } else if scroll.isHorizontallyScrollable && !scroll.scrollsVertically(atHeight: height)
      && !isActiveTextView
    {
      skip = .horizontalOnly
    } else if isOutOfReach {
      skip = .outOfReach
    } else {
      skip = nil
    }
    return ScrollViewSnapshot(
      id: ScrollViewID(scroll), name: name(of: scroll), frameInWindow: frame,
      contentOffset: scroll.contentOffset, contentSize: scroll.contentSize,
      contentInset: scroll.contentInset, baselineContentInset: record?.inset,
      indicatorInsets: scroll.verticalScrollIndicatorInsets,
      baselineIndicatorInsets: record?.indicators,
      adjustsVerticalInsets: scroll.adjustedAxes(atHeight: height).vertical,
      adjustsVerticalInsetsOnlyWhenScrollable: scroll.adjustsVerticalInsetsOnlyWhenScrollable,
      alwaysBouncesVertically: scroll.alwaysBounceVertical, skipReason: skip,
      ignoresInsetAdjustment: scroll.ignoreContentInsetAdjustment,
      movesWithRoot: movesWithRoot, isActiveTextView: isActiveTextView,
      isManaged: record != nil)
  }

  /// A view's name in traces: its identifier, else its type with the placeholder (inputs) or
  /// the tag when set.
  func name(of view: View) -> String {
    if let identifier = view.identifier { return identifier }
    let type = name(ofType: type(of: view))
    if let placeholder = (view as? any TextInput)?.placeholder {
      return "\(type) \"\(placeholder)\""
    }
    return view.tag != 0 ? "\(type) tag \(view.tag)" : type
  }

  func name(ofType type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let cached = typeNames[key] { return cached }
    let name = String(describing: type)
    typeNames[key] = name
    return name
  }

  /// The identifiers of a controller's class and all its superclasses, cached per class.
  func classLineage(of controller: ViewController) -> Set<ObjectIdentifier> {
    let key = ObjectIdentifier(type(of: controller))
    if let cached = lineages[key] { return cached }
    var lineage = Set<ObjectIdentifier>()
    var mirror: Mirror? = Mirror(reflecting: controller)
    while let current = mirror {
      lineage.insert(ObjectIdentifier(current.subjectType))
      mirror = current.superclassMirror
    }
    lineages[key] = lineage
    return lineage
  }
}

/// The input's ancestors up to its window, read once per pass: everything the snapshot needs
/// (the containing and root controllers, the scroll views, frames in window coordinates)
/// comes from this one walk.
struct AncestorChain {
  let window: Window
  let input: any TextInput
  /// The input first, then each superview up to (not including) the window.
  let views: [View]
  /// Each view's frame in window coordinates.
  private(set) var frames: [Rect]
  /// The controller whose view is the nearest to the input (the input's own included).
  let containingController: ViewController?
  /// The largest magnitude of a vertical sum down the chain (frame and content origins in the
  /// window): below about 1e9 points, a pixel's move is carried exactly, with no need to add
  /// the chain up again.
  private let magnitude: Double
  /// The input's window y as its live frames place it (``laidOut(below:atRootHeight:)``
  /// leaves it).
  private let inputY: Double

  /// Walks up from `input`; `nil` when it is not in `window`.
  ///
  /// - Complexity: O(d), d the depth of the input.
  init?(input: any TextInput, in window: Window) {
    var views: [View] = []
    var containing: ViewController?
    var current: View? = input
    while let view = current, view !== window {
      views.append(view)
      if containing == nil { containing = view.viewController }
      current = view.superview
    }
    guard current === window, !views.isEmpty else { return nil }
    // Down from the window: each frame is its parent's content origin plus its own origin.
    var frames = [Rect](repeating: .zero, count: views.count)
    var contentOrigin = Point(x: -window.bounds.origin.x, y: -window.bounds.origin.y)
    var largest = 0.0
    for index in views.indices.reversed() {
      let view = views[index]
      let origin = contentOrigin + view.frame.origin
      frames[index] = Rect(origin: origin, size: view.frame.size)
      contentOrigin = origin - view.bounds.origin
      largest = Swift.max(largest, Swift.abs(origin.y), Swift.abs(contentOrigin.y))
    }
    self.window = window
    self.input = input
    self.views = views
    self.frames = frames
    self.containingController = containing
    self.magnitude = largest
    self.inputY = frames[0].minY
  }

  /// Whether moving the view at `index` down by `dy` moves the input by `dy` in the window.
  ///
  /// The input's window coordinates are a sum of origins down the chain; with origins near
  /// 1e300 on the way (one up, the next down), a move is lost in rounding.
  ///
  /// - Complexity: O(1) unless the window coordinates on the way to the input exceed about
  ///   1e9 points, else O(index).
  func carriesInput(from index: Int, by dy: Double) -> Bool {
    carriesInput(from: index, by: dy, movingContent: false)
  }

  /// Whether scrolling the content of the view at `index` up by `-dy` (its bounds origin by
  /// `-dy`, so its subviews move down by `dy`) moves the input by `dy` in the window; as
  /// ``carriesInput(from:by:)`` for a scroll view's offset.
  ///
  /// - Complexity: O(1) unless the window coordinates on the way to the input exceed about
  ///   1e9 points, else O(index).
  func carriesInput(fromContentOf index: Int, by dy: Double) -> Bool {
    carriesInput(from: index, by: dy, movingContent: true)
  }

  private func carriesInput(from index: Int, by dy: Double, movingContent: Bool) -> Bool {
    // Each of the index + 1 sums rounds by at most half an ulp of its magnitude: far below the
    // tolerance, the move arrives whole (O(1), the usual case; the sums below only for
    // geometry near the largest doubles).
    let bound = magnitude * Double.ulpOfOne * Double(index + 2)
    if bound.isFinite && bound <= Swift.abs(dy) * 1e-7 { return true }
    var contentOrigin =
      index + 1 < views.count ? self.contentOrigin(at: index + 1).y : -window.bounds.origin.y
    var y = 0.0
    for current in stride(from: index, through: 0, by: -1) {
      let view = views[current]
      let moves = current == index
      let frameY = view.frame.origin.y
      let boundsY = view.bounds.origin.y
      y = contentOrigin + (moves && !movingContent ? frameY + dy : frameY)
      contentOrigin = y - (moves && movingContent ? boundsY - dy : boundsY)
    }
    let moved = y - inputY
    return Swift.abs(moved - dy) <= Swift.abs(dy) * 1e-6
  }

  /// The chain with the views below the root view (at `rootIndex`) read at a root `height` tall.
  ///
  /// Each view is where its container's rule (``View/frame(forSubview:at:whenResizedFrom:to:)``)
  /// puts it at that size, as the host's layout will; the root's own frame stays (the solver
  /// reads the root at its planned size itself). Nothing moves.
  ///
  /// - Complexity: O(rootIndex).
  func laidOut(below rootIndex: Int, atRootHeight height: Double) -> AncestorChain {
    var parent = views[rootIndex]
    // The subviews sit where the last layout put them: a size set since waits for the next
    // layout pass (a host that lays out later than the plan is applied).
    var oldSize = parent.laidOutSize ?? parent.bounds.size
    var newSize = Size(width: parent.bounds.width, height: height)
    guard height.isFinite, height >= 0, newSize != oldSize else { return self }
    var chain = self
    var contentOrigin = self.contentOrigin(at: rootIndex)
    for index in stride(from: rootIndex - 1, through: 0, by: -1) {
      let view = views[index]
      let frame =
        newSize == oldSize
        ? view.frame
        : parent.frame(forSubview: view, at: view.frame, whenResizedFrom: oldSize, to: newSize)
      let origin = contentOrigin + frame.origin
      chain.frames[index] = Rect(origin: origin, size: frame.size)
      contentOrigin = origin - view.bounds.origin
      oldSize = view.laidOutSize ?? view.bounds.size
      newSize = frame.size
      parent = view
    }
    return chain
  }

  /// The window coordinates of the content origin of the view at `index` (its frame's origin
  /// minus its bounds origin, the scroll offset).
  func contentOrigin(at index: Int) -> Point {
    frames[index].origin - views[index].bounds.origin
  }

  /// The controller whose view the manager moves for the input, if its view is in the window.
  var rootController: ViewController? {
    guard let root = containingController?.keyboardRootController,
      root.viewIfLoaded?.window === window
    else { return nil }
    return root
  }
}
