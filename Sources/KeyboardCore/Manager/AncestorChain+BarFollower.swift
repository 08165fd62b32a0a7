/// How a large title's content scroll view follows the navigation bar (the views of a top
/// controller laid out below an opaque bar move with the bar's bottom as the title collapses).
enum BarFollower: Equatable {
  /// The scroll view is the top controller's view: it moves with the bar's bottom and grows
  /// by the collapse (its bottom stays).
  case growing
  /// The scroll view is the first subview of the top controller's view (UIKit's rule for the
  /// content scroll view): the controller's view moves and grows with the bar, and the scroll
  /// view, pinned to its top, moves with it at its own height.
  case atItsHeight
}

extension AncestorChain {
  /// How `scrollView`, the content scroll view of `navigation`'s large title, follows the bar
  /// (``LargeTitleCollapse/followsBar``); `nil` when it does not.
  ///
  /// The top controller's view must be laid out below the bar (it does not extend under it)
  /// and keep the views down to the input in place below its top as it grows. A scroll view
  /// that is the view's first subview follows when it keeps its height as the view grows by a
  /// whole large title, the view being the root the manager moves or not (the root then
  /// follows the bar too, `AvoidanceContext.followTheBar`). Read as content that stays where
  /// it is in the window, it moved with the bar all the same: a scroll down that expanded the
  /// title carried the input down by the expansion, the next pass scrolled up into the room
  /// that gave, which collapsed the title and carried it up past the guide, and each pass
  /// undid the last.
  ///
  /// - Complexity: O(the chain's length).
  func barFollower(
    _ scrollView: ScrollView, of navigation: NavigationController, expansion: Double,
    rootIndex: Int?
  ) -> BarFollower? {
    guard let top = navigation.topViewController, let topView = top.viewIfLoaded,
      !navigation.extendsUnderBar(top)
    else { return nil }
    if topView === scrollView {
      return keepsInsideAtTop(of: scrollView, growingBy: expansion) ? .growing : nil
    }
    let height = NavigationController.largeTitleHeight
    guard scrollView.superview === topView,
      let index = views.firstIndex(where: { $0 === topView }),
      rootIndex.map({ $0 >= index }) ?? true,
      keepsInsideAtTop(of: topView, growingBy: height)
    else { return nil }
    let old = topView.laidOutSize ?? topView.bounds.size
    let grown = Size(width: old.width, height: old.height + height)
    let frame = topView.frame(
      forSubview: scrollView, at: scrollView.frame, whenResizedFrom: old, to: grown)
    return frame.size == scrollView.frame.size ? .atItsHeight : nil
  }

  /// Whether the views inside `scrollView` down to the input keep their place below its top
  /// when it grows by `amount` at the top (its bottom stays), as a content scroll view that
  /// follows the bar does as the title collapses: then they move up with its top
  /// (``LargeTitleCollapse/followsBar``).
  ///
  /// Each view is where its container's rule (``View/frame(forSubview:at:whenResizedFrom:to:)``)
  /// puts it at the new size. A subview pinned to the bottom (autoresizing with a flexible top
  /// margin) stays where it is in the window instead, and the collapse does not move the
  /// input: a pass that assumed it did scrolled too little by the whole collapse, and once the
  /// title was collapsed nothing laid out again to correct it.
  /// `true` when `scrollView` is not in the chain or `amount` moves nothing.
  ///
  /// - Complexity: O(the chain's length).
  func keepsInsideAtTop(of scrollView: View, growingBy amount: Double) -> Bool {
    guard let index = views.firstIndex(where: { $0 === scrollView }), amount.isFinite,
      amount > 0
    else { return true }
    var parent = views[index]
    var oldSize = parent.laidOutSize ?? parent.bounds.size
    var newSize = Size(width: oldSize.width, height: oldSize.height + amount)
    var moved = 0.0
    for current in stride(from: index - 1, through: 0, by: -1) {
      let view = views[current]
      let frame = parent.frame(
        forSubview: view, at: view.frame, whenResizedFrom: oldSize, to: newSize)
      moved += frame.minY - view.frame.minY
      guard moved.isFinite, Swift.abs(moved) <= 1e-9 * Swift.max(1, amount) else { return false }
      oldSize = view.laidOutSize ?? view.bounds.size
      newSize = frame.size
      if newSize == oldSize { return true }
      parent = view
    }
    return true
  }
}
