import KeyboardCore
import KeyboardSimulator
import SceneFormat
import SceneImport

/// How faithfully an imported screen's constraints reproduce Interface Builder's layout: the
/// screen solved at its design size, each view the constraints place compared with the frame
/// the document stored.
///
/// Views the document stores no frame for are left out (there is no layout of Xcode's to
/// compare with). Views Interface Builder marks `ambiguous="YES"` are counted apart: their
/// stored frames are one of several layouts the constraints allow. So are views it marks
/// `misplaced="YES"`: Interface Builder itself says their stored frames are not where the
/// constraints put them, and they do not tell the safe area the screen was laid out with.
package struct FrameCheck: Sendable, Hashable {
  /// One view whose solved frame is not its stored frame.
  package struct Mismatch: Sendable, Hashable {
    /// The view's id in the scene.
    package var view: String
    /// The frame the document stored, in the superview's coordinates.
    package var stored: Rect
    /// The frame the constraints gave it.
    package var solved: Rect
    /// The largest difference of an edge or a length.
    package var error: Double
    /// The required constraint the stored frames break most, if they break one: then no
    /// layout puts the view at its stored frame.
    package var brokenConstraint: BrokenConstraint?
  }

  /// The screen's name.
  package var screen: String
  /// The constrained views, not marked ambiguous or misplaced, within the tolerance.
  package var matched = 0
  /// The constrained views not marked ambiguous or misplaced.
  package var total = 0
  /// The views marked ambiguous within the tolerance.
  package var ambiguousMatched = 0
  /// The views marked ambiguous.
  package var ambiguousTotal = 0
  /// The views marked misplaced (not ambiguous) within the tolerance.
  package var misplacedMatched = 0
  /// The views marked misplaced and not ambiguous.
  package var misplacedTotal = 0
  /// The mismatches, worst first (views marked ambiguous or misplaced left out).
  package var mismatches: [Mismatch] = []
  /// Why the screen could not be checked, if it could not.
  package var problem: String?
  /// The safe area the screen was solved with, when the stored frames show Interface Builder
  /// laid it out with another than the device's (a bar it simulates, an old status bar), and
  /// the device's.
  package var designInsets: DesignInsets?

  /// The safe-area insets the stored frames show, where they differ from the device's.
  package struct DesignInsets: Sendable, Hashable {
    /// The top inset the stored frames show, if any shows it.
    package var top: Double?
    /// The bottom inset the stored frames show, if any shows it.
    package var bottom: Double?
    /// The device's insets.
    package var device: Insets
  }

  /// Whether the screen was solved without its navigation bar: the stored frames show a
  /// smaller top inset than the bar gives (Interface Builder lays out a controller pushed from
  /// another document with no bar).
  package var hidesNavigationBar = false

  /// The tolerance, in points.
  package static let tolerance = 0.5

  /// Hides every navigation bar of a controller tree; returns whether one was shown.
  static func hideNavigationBars(in controller: inout Scene.ControllerSpec) -> Bool {
    var hid = false
    if controller.kind == .navigation, !controller.isNavigationBarHidden {
      controller.isNavigationBarHidden = true
      hid = true
    }
    for index in controller.viewControllers.indices {
      hid = hideNavigationBars(in: &controller.viewControllers[index]) || hid
    }
    for index in controller.children.indices {
      hid = hideNavigationBars(in: &controller.children[index].controller) || hid
    }
    if var presented = controller.presented {
      hid = hideNavigationBars(in: &presented) || hid
      controller.presented = presented
    }
    return hid
  }

  /// Solves the screen at its design size and compares.
  ///
  /// - Parameter imported: The imported screen.
  /// - Complexity: One build and layout of the screen, and O(v) for v views.
  package init(_ imported: ImportedScreen) {
    screen = imported.name
    var scene = imported.scene
    Self.nameArrangedViews(in: &scene)
    scene.steps = []
    scene.expectations = []
    if let size = imported.designSize {
      scene.screen.width = size.width
      scene.screen.height = size.height
    }
    var stored: [String: Rect] = [:]
    scene.root.forEachView { view in
      if let id = view.id, let frame = view.frame { stored[id] = frame }
    }
    if let placeholder = scene.root.view, placeholder.id == nil, placeholder.subviews.count == 1 {
      // A XIB's freeform top-level view: Interface Builder's canvas has no device around it, so
      // only the stored frames tell the safe area it had (read below).
      scene.window.safeAreaInsets = .zero
    }
    let ambiguous = Set(imported.viewLayouts.filter(\.isAmbiguous).map(\.id))
    let misplaced = Set(imported.viewLayouts.filter(\.isMisplaced).map(\.id))
    let device = scene.window.safeAreaInsets
    // A misplaced frame is not where Interface Builder's layout put the view: it tells nothing
    // of the safe area that layout had.
    let inferred = Self.designInsets(
      of: scene, stored: stored.filter { !misplaced.contains($0.key) })
    if inferred.top != nil || inferred.bottom != nil, let root = inferred.root,
      let probe = try? Simulator(scene: scene, file: imported.name).live,
      let rootView = probe.view(withID: root)
    {
      // The root's safe area on the device (bars the scene has add to the window's); the
      // window's insets move by what the stored frames show beyond it.
      probe.window.layoutIfNeeded()
      var actual = rootView.safeAreaInsets
      if let top = inferred.top, device.top + top < actual.top,
        Self.hideNavigationBars(in: &scene.root),
        let bare = try? Simulator(scene: scene, file: imported.name).live,
        let bareRoot = bare.view(withID: root)
      {
        // The stored frames leave no room for a navigation bar the scene has: the screen is
        // pushed from another document, whose bar Interface Builder does not simulate here.
        bare.window.layoutIfNeeded()
        actual = bareRoot.safeAreaInsets
        hidesNavigationBar = true
      }
      var insets = device
      if let top = inferred.top { insets.top = Swift.max(0, device.top + top - actual.top) }
      if let bottom = inferred.bottom {
        insets.bottom = Swift.max(0, device.bottom + bottom - actual.bottom)
      }
      if insets != device || hidesNavigationBar {
        scene.window.safeAreaInsets = insets
        designInsets = DesignInsets(top: inferred.top, bottom: inferred.bottom, device: device)
      }
    }
    let live: LiveScene
    do {
      live = try Simulator(scene: scene, file: imported.name).live
      live.setAlignmentInsets(imported.alignmentInsets)
    } catch {
      problem = "the scene does not build: \(error)"
      return
    }
    let window = live.window
    if scene.screen.width == 600 && scene.screen.height == 600 {
      // Interface Builder's size-class canvas (Xcode 6 and 7, "Any" width and height) lays a
      // controller's view out with regular-width margins: 20 at the sides, not a phone's 16.
      var pending: [View] = [window]
      while let view = pending.popLast() {
        if view.viewController != nil, view !== window {
          view.layoutMargins = Insets(top: 0, left: 20, bottom: 0, right: 20)
        }
        pending.append(contentsOf: view.subviews)
      }
    }
    window.layoutIfNeeded()
    var passes = 1
    while window.isLayoutPending && passes < 8 {
      window.layoutIfNeeded()
      passes += 1
    }
    for (name, view) in live.constrainedViews {
      // A view the document stores no frame for reads as 0×0 at the origin: there is nothing
      // of Xcode's layout to compare with (old files leave frames out).
      guard let frame = stored[name], frame != .zero else { continue }
      let solved = view.frame
      let error =
        [
          Swift.abs(solved.minX - frame.minX), Swift.abs(solved.minY - frame.minY),
          Swift.abs(solved.width - frame.width), Swift.abs(solved.height - frame.height),
        ].max() ?? 0
      let matches = error <= Self.tolerance
      if ambiguous.contains(name) {
        ambiguousTotal += 1
        if matches { ambiguousMatched += 1 }
        continue
      }
      if misplaced.contains(name) {
        misplacedTotal += 1
        if matches { misplacedMatched += 1 }
        continue
      }
      total += 1
      if matches {
        matched += 1
      } else {
        mismatches.append(Mismatch(view: name, stored: frame, solved: solved, error: error))
      }
    }
    mismatches.sort { $0.error > $1.error }
    guard !mismatches.isEmpty else { return }
    let design = Size(width: scene.screen.width, height: scene.screen.height)
    let rootFrames = Self.storedRootFrames(of: scene, design: design)
    var scrollViews: Set<String> = []
    scene.root.forEachView { view in
      if view.kind.isScrollView, let id = view.id { scrollViews.insert(id) }
    }
    for index in mismatches.indices {
      mismatches[index].brokenConstraint = Self.brokenConstraint(
        of: mismatches[index].view, in: scene, frames: rootFrames, scrollViews: scrollViews)
    }
  }

  /// The safe area's top and bottom insets Interface Builder laid the stored frames out with,
  /// read from the root's direct subviews pinned to its safe area by an equality (the most
  /// common value each way); `nil` where none is.
  static func designInsets(of scene: Scene, stored: [String: Rect]) -> (
    top: Double?, bottom: Double?, root: String?
  ) {
    var firstRoot: String?
    var tops: [Double: Int] = [:]
    var bottoms: [Double: Int] = [:]
    func visit(_ controller: Scene.ControllerSpec) {
      // A XIB's freeform top-level view sits alone in a full-screen view without an id: it is
      // the root Interface Builder laid out.
      var root = controller.view
      if let placeholder = root, placeholder.id == nil, placeholder.subviews.count == 1 {
        root = placeholder.subviews.first
      }
      if let root, let rootID = root.id {
        if firstRoot == nil { firstRoot = rootID }
        let children = Set(root.subviews.compactMap(\.id))
        let height = scene.screen.height
        root.forEachView { view in
          for constraint in view.autoLayout.constraints
          where constraint.relation == .equal && constraint.multiplier == 1
            && constraint.isRequired
          {
            guard let second = constraint.secondItem,
              constraint.firstAttribute == constraint.secondAttribute
            else { continue }
            // view.edge == safeArea.edge + c, or safeArea.edge == view.edge + c.
            let (item, guideFirst) =
              second.id == rootID && second.guide == .safeArea
              ? (constraint.firstItem, false) : (second, true)
            let guide = guideFirst ? constraint.firstItem : second
            guard guide.id == rootID, guide.guide == .safeArea, item.guide == nil,
              children.contains(item.id), let frame = stored[item.id]
            else { continue }
            let c = constraint.constant
            switch constraint.firstAttribute {
            case .top:
              tops[guideFirst ? frame.minY + c : frame.minY - c, default: 0] += 1
            case .bottom:
              let edge = guideFirst ? frame.maxY + c : frame.maxY - c
              bottoms[height - edge, default: 0] += 1
            default: break
            }
          }
        }
      }
      controller.viewControllers.forEach(visit)
      controller.presented.map(visit)
    }
    visit(scene.root)
    func mode(_ counts: [Double: Int]) -> Double? {
      counts.max { $0.value == $1.value ? $0.key > $1.key : $0.value < $1.value }?.key
    }
    return (
      mode(tops).map { Swift.max(0, $0) }, mode(bottoms).map { Swift.max(0, $0) }, firstRoot
    )
  }
}
