extension RestingFrames {
  /// The frames the views below a navigation controller's top view rest at while its large
  /// title is not fully expanded.
  ///
  /// A scroll of the title's content scroll view, the user's or a keyboard manager's,
  /// collapses or expands the title, and the navigation controller lays a top view below an
  /// opaque bar out again: it starts at the bar's new bottom, taller or shorter, and its
  /// layout (autoresizing, stack views) moves fields inside it, two of them past each other
  /// at times. At rest every scroll view is at rest, so the title is fully expanded: the top
  /// view has the size the controller gives it then (its bottom edge where it is, its height
  /// changed by `NavigationController.topViewGrowthAtRestingTitle`), and every view below is
  /// carried through its superview's layout to that size, as a hold carries frames to the
  /// held view's full size.
  ///
  /// Measured once per tree generation, on the frames a hold leaves (see `heldFrame(of:)`),
  /// for the navigation controllers whose top view does not have its resting size.
  struct Titles {
    /// The tree generation the frames were measured at.
    var generation: UInt64
    /// The frames that differ from `heldFrame(of:)`, by identity.
    var frames: [ObjectIdentifier: Entry]
    /// What the frames were carried from: one correction per top view measured.
    var corrections: [TitleCorrection]
  }

  /// Measures the large-title resting frames again when the tree changed since they were
  /// measured.
  ///
  /// - Complexity: O(1) when fresh; else O(c + s): c the controllers in the window and s the
  ///   views below the top views whose title is not at rest.
  package func refresh(in window: Window) {
    let generation = window.treeGeneration
    if let titles, titles.generation == generation { return }
    let corrections = titleCorrections(in: window)
    var measured = Titles(generation: generation, frames: [:], corrections: corrections)
    var resized: [ObjectIdentifier] = []
    for correction in corrections {
      guard let top = correction.top else { continue }
      let held = correction.frame
      // The bottom edge stays where it is: the title changes where the view starts.
      let height = Swift.max(0, held.height + correction.growth)
      let frame = Rect(x: held.minX, y: held.maxY - height, width: held.width, height: height)
      measured.frames[ObjectIdentifier(top)] = Entry(view: top, frame: frame)
      carry(below: top, from: held.size, to: frame.size, into: &measured.frames, resized: &resized)
    }
    titles = measured
  }

  /// The large-title corrections of the navigation controllers whose top view shares views
  /// with `scope` (is it, contains it or is inside it), in a fixed order (the controllers'
  /// walk).
  ///
  /// A navigation controller tells how far its title is collapsed when it lays its top view
  /// out: the frame it gives that view sets the size every view below rests at. A reader that
  /// measured the views of `scope` compares these with the ones it measured with to know
  /// whether a move of the scope or an ancestor changed more than positions.
  ///
  /// - Complexity: O(c + d·t): c the controllers in the window, t the navigation controllers,
  ///   d the depth of the scope.
  package func titleCorrections(sharingViewsWith scope: View) -> [TitleCorrection] {
    guard let window = scope.window else { return [] }
    return titleCorrections(in: window) { top in
      top === scope || top.isDescendant(of: scope) || scope.isDescendant(of: top)
    }
  }

  /// The corrections of the navigation controllers in `window` whose top view passes
  /// `includes` and does not have its resting size, in the controllers' walk order.
  private func titleCorrections(
    in window: Window, where includes: (View) -> Bool = { _ in true }
  ) -> [TitleCorrection] {
    var corrections: [TitleCorrection] = []
    for navigation in window.navigationControllers {
      guard let growth = navigation.topViewGrowthAtRestingTitle, growth != 0, growth.isFinite,
        let top = navigation.topViewController?.viewIfLoaded, includes(top)
      else { continue }
      corrections.append(TitleCorrection(top: top, growth: growth, frame: heldFrame(of: top)))
    }
    return corrections
  }
}

/// One navigation controller's large-title correction, as ``RestingFrames`` measured it: its
/// top view, how much taller the title fully expanded makes it, and the frame it was measured
/// at.
///
/// The resting frames below the top view follow from its size and growth (and from their own
/// frames, whose every change the tree reports inside the top view).
package struct TitleCorrection {
  package weak var top: View?
  package var growth: Double
  package var frame: Rect

  /// Whether `other` measures the same live top view with the same growth and size.
  ///
  /// The top view's position is left out: moving it moves every view below alike, and the
  /// tree reports the move inside any scope that contains the top view.
  package func matches(_ other: TitleCorrection) -> Bool {
    guard let top else { return false }
    return top === other.top && growth == other.growth && frame.size == other.frame.size
  }

  /// Whether two measures found the same corrections, in the same order.
  package static func allMatch(_ first: [TitleCorrection], _ second: [TitleCorrection]) -> Bool {
    first.count == second.count && zip(first, second).allSatisfy { $0.matches($1) }
  }
}
