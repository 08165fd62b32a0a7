import KeyboardCore

extension NavigationOrder {
  /// The frames the views below a navigation controller's top view rest at while its large
  /// title is not fully expanded (issue #13, an order that holds still).
  ///
  /// A scroll of the title's content scroll view, the user's or a keyboard manager's,
  /// collapses or expands the title, and the navigation controller lays a top view below an
  /// opaque bar out again: it starts at the bar's new bottom, taller or shorter, and its
  /// layout (autoresizing, stack views) moves fields inside it, two of them past each other
  /// at times. The resting space has every scroll view at rest, so the title fully expanded:
  /// the top view at the size the controller gives it then (its bottom edge where it is, its
  /// height changed by `NavigationController.topViewGrowthAtRestingTitle`), and every view
  /// below carried through its superview's layout to that size, as a hold carries frames to
  /// the held view's full size.
  ///
  /// Measured once per tree generation (and again when a hold's resting frames change), on
  /// the frames the keyboard's hold leaves (see ``heldFrame(of:)``), and only for the
  /// navigation controllers whose top view shares views with the scope and does not have its
  /// resting size; empty otherwise.
  struct TitleRest {
    /// The root and tree generation the frames were measured at.
    weak var root: View?
    var generation: UInt64
    /// The frames that differ from ``NavigationOrder/heldFrame(of:)``, by identity.
    var frames: [ObjectIdentifier: HeldFrames.Entry]
    /// What the frames were carried from: one correction per top view measured.
    var corrections: [TitleCorrection]
  }

  /// One navigation controller's large-title correction, as the order measured it.
  ///
  /// Its top view, how much taller the title fully expanded makes it, and the frame it was
  /// measured at. The resting frames below the top view follow from its size and growth (and
  /// from their own frames, whose every change the tree reports inside the top view).
  struct TitleCorrection {
    weak var top: View?
    var growth: Double
    var frame: Rect

    /// Whether `other` measures the same live top view with the same growth and size.
    ///
    /// The top view's position is left out: moving it moves every view below alike, and
    /// the tree reports the move inside any scope that contains the top view.
    func matches(_ other: TitleCorrection) -> Bool {
      guard let top else { return false }
      return top === other.top && growth == other.growth && frame.size == other.frame.size
    }

    /// Whether two measures found the same corrections, in the same order.
    static func allMatch(_ first: [TitleCorrection], _ second: [TitleCorrection]) -> Bool {
      first.count == second.count && zip(first, second).allSatisfy { $0.matches($1) }
    }
  }

  /// The frame `view` rests at, with every large title above it expanded and every hold over.
  ///
  /// A large title fully expanded (see ``TitleRest``), and the resting frame during a
  /// keyboard manager's hold (see ``heldFrame(of:)``). Call ``refreshTitleRest()`` first
  /// after the tree changed.
  ///
  /// - Complexity: O(1).
  func frame(of view: View) -> Rect {
    if let titleRest, !titleRest.frames.isEmpty,
      let entry = titleRest.frames[ObjectIdentifier(view)], entry.view === view
    {
      return entry.frame
    }
    if let window = keyboardGuideRestWindow, let rest = window.keyboardGuideRestingFrame(of: view) {
      return rest
    }
    return heldFrame(of: view)
  }

  /// Whether ``frame(of:)`` may differ from a view's live frame.
  var measuresRestingFrames: Bool {
    heldFrames != nil || !(titleRest?.frames.isEmpty ?? true)
      || keyboardGuideRestWindow != nil
  }

  /// Measures the title-resting frames again when the tree changed since they were measured.
  ///
  /// - Complexity: O(1) when fresh; else O(c + d·t + s): c the controllers in the scope's
  ///   window, t the navigation controllers, d the depth of the scope, and s the views below
  ///   the top views whose title is not at rest.
  func refreshTitleRest() {
    guard let scope else {
      titleRest = nil
      keyboardGuideRestWindow = nil
      return
    }
    let root = scope.root
    // The keyboard layout guide's resting frames, when its layout moved views: read through
    // the window found once here, not per view.
    let window = root as? Window
    keyboardGuideRestWindow = window?.hasKeyboardGuideRest == true ? window : nil
    let generation = root.treeGeneration
    if let titleRest, titleRest.root === root, titleRest.generation == generation { return }
    let corrections = titleCorrections(in: scope)
    var rest = TitleRest(
      root: root, generation: generation, frames: [:], corrections: corrections)
    for correction in corrections {
      guard let top = correction.top else { continue }
      let held = correction.frame
      // The bottom edge stays where it is: the title changes where the view starts.
      let height = Swift.max(0, held.height + correction.growth)
      let frame = Rect(x: held.minX, y: held.maxY - height, width: held.width, height: height)
      rest.frames[ObjectIdentifier(top)] = HeldFrames.Entry(view: top, frame: frame)
      carry(below: top, from: held.size, to: frame.size, into: &rest.frames)
    }
    titleRest = rest
  }

  /// Whether the large-title corrections (see ``TitleRest``) differ from the ones the built
  /// order was measured with; `false` when no order is built.
  ///
  /// A navigation controller tells how far its title is collapsed when it lays its top view
  /// out: the frame it gives that view (the scope, or one of its ancestors or descendants) sets
  /// the size every view below rests at. So a frame change of the scope or an ancestor is not
  /// a plain move, which reorders nothing, when the corrections change with it (seed
  /// 99,002,484: a view popped back under a title its content collapses was inserted, and the
  /// order built, before its first layout; that layout set the correction).
  ///
  /// - Complexity: O(c + d·t): c the controllers in the scope's window, t the navigation
  ///   controllers, d the depth of the scope.
  var titleCorrectionsChanged: Bool {
    guard let scope, let cache else { return false }
    return !TitleCorrection.allMatch(titleCorrections(in: scope), cache.titleCorrections)
  }

  /// The corrections of the navigation controllers whose top view shares views with `scope`
  /// and does not have its resting size, in a fixed order (the controllers' walk).
  ///
  /// - Complexity: O(c + d·t), as ``titleCorrectionsChanged``.
  private func titleCorrections(in scope: View) -> [TitleCorrection] {
    guard let window = scope.window, let rootController = window.rootViewController else {
      return []
    }
    var corrections: [TitleCorrection] = []
    var pending = [rootController]
    while let controller = pending.popLast() {
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
      guard let navigation = controller as? NavigationController,
        let growth = navigation.topViewGrowthAtRestingTitle, growth != 0, growth.isFinite,
        let top = navigation.topViewController?.viewIfLoaded,
        top === scope || top.isDescendant(of: scope) || scope.isDescendant(of: top)
      else { continue }
      corrections.append(TitleCorrection(top: top, growth: growth, frame: heldFrame(of: top)))
    }
    return corrections
  }

  /// Carries the frames below `view`, laid out for `oldSize`, through its layout to `newSize`,
  /// and on down while sizes change; an answer that is not finite or has a negative size
  /// leaves the frame as it is.
  ///
  /// - Complexity: O(s), s the views below `view` whose size changes, and their subviews.
  private func carry(
    below view: View, from oldSize: Size, to newSize: Size,
    into frames: inout [ObjectIdentifier: HeldFrames.Entry]
  ) {
    var pending = [(view: view, old: oldSize, new: newSize)]
    while let (parent, old, new) = pending.popLast() {
      for child in parent.subviews {
        let before = heldFrame(of: child)
        let carried = parent.frame(forSubview: child, at: before, whenResizedFrom: old, to: new)
        guard carried.isFinite, carried.size.width >= 0, carried.size.height >= 0,
          carried != before
        else { continue }
        frames[ObjectIdentifier(child)] = HeldFrames.Entry(view: child, frame: carried)
        if carried.size != before.size { pending.append((child, before.size, carried.size)) }
      }
    }
  }
}
