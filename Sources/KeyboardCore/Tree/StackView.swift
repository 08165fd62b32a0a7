/// A view that lays out a line of views along an axis, shaped like `UIStackView`.
///
/// The ``arrangedSubviews`` are placed one after another along ``axis``, ``spacing`` apart,
/// sized by ``distribution`` along the axis and placed by ``alignment`` across it. A hidden
/// arranged view collapses: it takes no length and no spacing, as in UIKit (its own frame is
/// left as it was).
///
/// ```swift
/// let form = StackView(arrangedSubviews: [
///   TextField(frame: Rect(x: 0, y: 0, width: 0, height: 30)),
///   TextField(frame: Rect(x: 0, y: 0, width: 0, height: 30)),
/// ])
/// form.axis = .vertical
/// form.spacing = 8
/// form.frame = Rect(x: 20, y: 100, width: 280, height: 0)
/// form.sizeToFit()  // 280 × 68
/// ```
///
/// Layout is lazy, as every layout in the tree: a change marks the stack (and the stacks
/// around it) as needing layout, and the frames follow at the next ``View/layoutIfNeeded()``.
///
/// ## Differences from UIKit
///
/// The model has no Auto Layout, so an arranged view's *natural* size comes from its
/// ``View/intrinsicContentSize`` where that has a component, and otherwise from the frame the
/// view had before the stack first sized it (a frame the host sets later counts as the new
/// natural size, and the stack lays out again at the next pass, since it owns those frames; the
/// sizes the stack itself gives do not). A nested stack's intrinsic size is
/// its fitting size, so stacks of stacks work. A view's natural height is read at the width the
/// stack gives it (a non-scrolling text view wraps its text at that width), so one layout pass
/// settles, as Auto Layout's does. Where UIKit resolves a lack or excess of room by
/// content hugging and compression resistance priorities, the model uses fixed rules, given
/// with each ``Distribution``. The stack does not resize itself: its frame is the host's (or
/// call ``sizeToFit()``), and a stack inside a scroll view does not set the scroll view's
/// content size; the host sets it, as it would with constraints to the content layout guide.
/// Layout is left to right (no right-to-left languages), and there are no baseline alignments.
open class StackView: View {
  /// The direction in which a stack lines up its views, as `NSLayoutConstraint.Axis`.
  public typealias Axis = LayoutAxis

  /// One arranged view with the natural size the stack remembers for it.
  struct Arranged {
    let view: View
    /// The size the view had before the stack sized it (or the host's latest frame size).
    var natural: Size
    /// The size the stack gave it last, to tell the stack's own sizes from the host's.
    var assigned: Size?
  }

  var arranged: [Arranged] = []
  /// Whether the stack is placing its views (their frame changes are its own).
  private var isPlacing = false

  /// The direction of the line: horizontal by default, as in UIKit.
  ///
  /// Forms are usually vertical stacks.
  public var axis: Axis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }

  /// The gap between neighbouring visible views (the smallest gap for
  /// ``Distribution/equalSpacing``); 0 by default.
  ///
  /// A negative spacing overlaps the views, as in UIKit. A non-finite spacing is rejected with a
  /// diagnostic (the old value stays).
  public var spacing: Double = 0 {
    didSet {
      guard spacing.isFinite else {
        reportDiagnostic(
          Diagnostic(.nonFiniteGeometry, "\(typeName).spacing \(spacing) rejected: not finite"))
        spacing = oldValue
        return
      }
      if spacing != oldValue { arrangementDidChange() }
    }
  }

  /// How the views share the length along the axis; ``Distribution/fill`` by default.
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }

  /// Where the views sit across the axis; ``Alignment/fill`` by default.
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }

  /// How many times the arrangement changed from outside the stack's own layout: ``axis``,
  /// ``spacing``, ``distribution`` or ``alignment``, and in a stack laid out by its own rule,
  /// what it arranges (a view inserted, removed, hidden or shown, a new size the host gave one,
  /// a new intrinsic size or priority, the same in a stack arranged in this one).
  ///
  /// Such a change tells no observer (the layout that follows does), so a return manager that
  /// measures fields where they rest while the root is held resized compares this count to
  /// know that the stack's next layout is the app's rearrangement, not the keyboard's.
  package private(set) var arrangementRevision = 0

  private func arrangementDidChange() {
    arrangementRevision &+= 1
    arrangedContentDidChange()
  }

  /// The constraints the stack made for its arrangement, while it lays out by constraints.
  var arrangementConstraints: [LayoutConstraint] = []
  /// The guides between arranged views for equal spacing and equal centring.
  var spacerGuides: [LayoutGuide] = []
  /// Spacing after particular arranged views (``setCustomSpacing(_:after:)``).
  var customSpacings: [(view: View, spacing: Double)] = []

  /// Whether the stack places its arranged views relative to its layout margins rather than
  /// its edges, as `UIStackView.isLayoutMarginsRelativeArrangement` (`false` by default): in a
  /// layout by constraints and by the stack's own rule alike, the views fill the stack's bounds
  /// inset by ``View/layoutMargins``, and its fitting size includes the margins.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet {
      if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChangeFromOutside() }
    }
  }

  /// Rebuilds the arrangement after a setting changed (the same path as ``axis``'s).
  func arrangementDidChangeFromOutside() { arrangementDidChange() }

  /// Overrides `super` to rebuild the stack's constraints while it lays out by constraints.
  open override func updateConstraints() {
    if usesConstraints { rebuildArrangementConstraints() }
    super.updateConstraints()
  }

  /// Creates an empty stack.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// Creates a stack of the given views, each added as a subview, as
  /// `UIStackView(arrangedSubviews:)`.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    views.forEach(addArrangedSubview)
  }

  // MARK: Arranged subviews

  /// The views the stack lays out, in order; a subset of ``View/subviews``.
  ///
  /// A view that leaves the stack's subviews leaves this list too: removed
  /// (``View/removeFromSuperview()``), moved to another parent, or re-added with
  /// ``View/addSubview(_:)`` (which detaches it first; use ``View/bringSubviewToFront(_:)`` to
  /// reorder).
  public var arrangedSubviews: [View] { arranged.map(\.view) }

  /// Appends a view to the arranged views, adding it as a subview when it is not one.
  ///
  /// A view already arranged moves to the end.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arranged.count - (isArranged(view) ? 1 : 0))
  }

  /// Inserts a view among the arranged views, adding it as a subview when it is not one.
  ///
  /// A view already arranged moves; `index` is then read after it left its old place.
  ///
  /// - Precondition: `view` is not the stack, and `index` is in `0...arrangedSubviews.count`
  ///   (after the move).
  public func insertArrangedSubview(_ view: View, at index: Int) {
    precondition(view !== self, "StackView.insertArrangedSubview: a stack cannot arrange itself")
    let old = arranged.firstIndex { $0.view === view }
    let entry =
      old.map { arranged.remove(at: $0) } ?? Arranged(view: view, natural: view.frame.size)
    precondition(
      index >= 0 && index <= arranged.count,
      "StackView.insertArrangedSubview: index \(index) is outside 0...\(arranged.count)")
    if view.superview !== self { addSubview(view) }
    arranged.insert(entry, at: index)
    // The stack places it by constraints from now on, as UIKit's does.
    if usesConstraints { view.translatesAutoresizingMaskIntoConstraints = false }
    arrangedContentDidChange()
  }

  /// Removes a view from the arranged views; it stays a subview, with its frame, as in UIKit.
  ///
  /// Does nothing when the view is not arranged.
  public func removeArrangedSubview(_ view: View) {
    guard let index = arranged.firstIndex(where: { $0.view === view }) else { return }
    arranged.remove(at: index)
    arrangedContentDidChange()
  }

  /// Drops a subview that leaves the stack from the arranged views.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  func isArranged(_ view: View) -> Bool {
    arranged.contains { $0.view === view }
  }

  /// Marks this stack, and every stack it is arranged in, as needing layout: a change of its
  /// content changes its fitting size, which the stacks around it use.
  ///
  /// - Complexity: O(s), s the stacks nested around this one.
  func arrangedContentDidChange() {
    // While the stack places its views, a change is the stack's own doing: a text view it
    // gives a new width wraps its text again and reports a new height, which the stack read
    // (`View.intrinsicContentSize(forWidth:)`) before giving the width. Marking the stacks
    // again would leave the tree dirty after a settled pass.
    guard !isPlacing else { return }
    if usesConstraints { setNeedsUpdateConstraints() }
    setNeedsLayout()
    // What the stack arranges changed: its next layout places the other views for the app, not
    // the keyboard (in a layout by constraints, the engine measures where they rest).
    if !usesConstraints { arrangementRevision &+= 1 }
    var current: View = self
    while let outer = current.superview as? StackView, outer.isArranged(current) {
      outer.setNeedsLayout()
      if !outer.usesConstraints { outer.arrangementRevision &+= 1 }
      current = outer
    }
  }

  /// Follows a frame the host gave an arranged view: the stack owns those frames, so it lays
  /// out again at the next pass, taking the new size as the view's natural size.
  ///
  /// Without this, the host's frame stayed until anything else laid the stack out (a keyboard
  /// manager resizing the root, say), and a layout at an unchanged size could move views.
  func arrangedViewDidChangeFrame(_ view: View) {
    guard !isPlacing, !view.isHidden, isArranged(view) else { return }
    arrangedContentDidChange()
  }

  // MARK: Sizes

  /// The sizes remembered for the visible arranged views (see ``rememberedNatural(at:)``),
  /// stored as the stack's memory of them when `storing`.
  private func remembered(_ visible: [Int], storing: Bool) -> [Size] {
    visible.map { index in
      let natural = rememberedNatural(at: index)
      if storing { arranged[index].natural = natural }
      return natural
    }
  }

  /// The size remembered for the arranged view at `index`: the frame size the view had before
  /// the stack sized it, or the host's latest frame size where the host changed it since the
  /// stack last sized it.
  ///
  /// While the stack places its views, the sizes it read just before: every frame change then
  /// is its own, and an observer that hears a frame set before the stack records it as
  /// assigned (a return manager measuring where fields rest, through this stack's fitting size
  /// or ``frame(forSubview:at:whenResizedFrom:to:)``) must not store the stack's own size as
  /// the view's natural one. Stored, the next layout shared the length in proportion to the
  /// last one's sizes, so growing the stack back did not give the views their old frames.
  private func rememberedNatural(at index: Int) -> Size {
    if isPlacing { return arranged[index].natural }
    let frameSize = arranged[index].view.frame.size
    guard let assigned = arranged[index].assigned else { return frameSize }
    var natural = arranged[index].natural
    if frameSize.width != assigned.width { natural.width = frameSize.width }
    if frameSize.height != assigned.height { natural.height = frameSize.height }
    return natural
  }

  /// A view's natural width: its intrinsic width where it has one, otherwise the remembered one.
  ///
  /// The model's intrinsic widths do not depend on the view's width (only heights do: wrapped
  /// text), so the current one is read.
  private func naturalWidth(_ remembered: Size, of view: View) -> Double {
    let intrinsic = view.intrinsicContentSize.width
    return intrinsic.isFinite && intrinsic >= 0 ? intrinsic : remembered.width
  }

  /// A view's natural height once it is `width` wide: its intrinsic height at that width where
  /// it has one, otherwise the remembered one.
  ///
  /// Read at the width the stack gives the view, not the view's current width: a text view
  /// that wraps its text is as tall as its text at the new width, so one pass settles the
  /// layout (reading the current width left the height of the old width until another pass).
  private func naturalHeight(_ remembered: Size, of view: View, atWidth width: Double) -> Double {
    let intrinsic = view.intrinsicContentSize(forWidth: width).height
    return intrinsic.isFinite && intrinsic >= 0 ? intrinsic : remembered.height
  }

  private var visibleIndices: [Int] {
    arranged.indices.filter { !arranged[$0].view.isHidden }
  }

  /// The stack's fitting size: along the axis, the natural lengths of the visible views plus the
  /// spacing between them; across it, the largest natural cross length (0 for an empty stack).
  ///
  /// An enclosing stack sizes this one by it. The natural heights are those at the widths the
  /// stack gives its views at its current width (see ``View/intrinsicContentSize(forWidth:)``).
  ///
  /// - Complexity: O(n), n the arranged views.
  open override var intrinsicContentSize: Size {
    fittingSize(forWidth: bounds.width)
  }

  /// The fitting size of the stack once it is `width` wide: a text view arranged in it wraps
  /// at the width the stack gives it there.
  open override func intrinsicContentSize(forWidth width: Double) -> Size {
    fittingSize(forWidth: width)
  }

  private func fittingSize(forWidth width: Double) -> Size {
    guard isLayoutMarginsRelativeArrangement else { return contentFittingSize(forWidth: width) }
    let margins = layoutMargins
    let content = contentFittingSize(forWidth: Swift.max(0, width - margins.horizontal))
    return Size(
      width: content.width + margins.horizontal, height: content.height + margins.vertical)
  }

  /// The rect the arranged views fill in a stack of `size`: its bounds, or its bounds inset by
  /// its layout margins (never below an empty rect) with ``isLayoutMarginsRelativeArrangement``.
  private func arrangementArea(in size: Size) -> Rect {
    let bounds = Rect(origin: .zero, size: size)
    return isLayoutMarginsRelativeArrangement ? bounds.clampedInset(by: layoutMargins) : bounds
  }

  private func contentFittingSize(forWidth width: Double) -> Size {
    let visible = visibleIndices
    guard !visible.isEmpty else { return Size(width: 0, height: 0) }
    let views = visible.map { arranged[$0].view }
    // A stack laid out by constraints does not size its views, so the frames it reads here are
    // the engine's: stored, they became the natural sizes its proportions and the engine's
    // sizes of its views use, and a mere read (the engine's own, of this fitting size) moved
    // its views at the next rebuild of its constraints.
    let sizes = remembered(visible, storing: !usesConstraints)
    let widths = zip(sizes, views).map { naturalWidth($0, of: $1) }
    let spacings = spacing * Double(visible.count - 1)
    switch axis {
    case .vertical:
      var along = spacings
      for slot in views.indices {
        let given = place(widths[slot], across: width).1
        along += naturalHeight(sizes[slot], of: views[slot], atWidth: given)
      }
      return Size(width: widths.reduce(0, Swift.max), height: Swift.max(0, along))
    case .horizontal:
      let given = distribute(widths, in: width).0
      var across = 0.0
      for slot in views.indices {
        across = Swift.max(
          across, naturalHeight(sizes[slot], of: views[slot], atWidth: given[slot]))
      }
      return Size(width: Swift.max(0, widths.reduce(0, +) + spacings), height: across)
    }
  }

  /// Sets the stack's length along the axis to its fitting length (``intrinsicContentSize``),
  /// keeping its origin and its length across the axis.
  ///
  /// UIKit's `sizeToFit()` asks `sizeThatFits(_:)`; a stack there sizes itself by constraints.
  public func sizeToFit() {
    let fitting = intrinsicContentSize
    var size = frame.size
    if axis == .vertical { size.height = fitting.height } else { size.width = fitting.width }
    frame = Rect(origin: frame.origin, size: size)
  }

  // MARK: Layout

  /// Places the visible arranged views; see ``Distribution`` and ``Alignment`` for the rules.
  open override func layoutSubviews() {
    super.layoutSubviews()
    // In a layout by constraints the stack's constraints place the views (the engine solved
    // them before this pass).
    guard !usesConstraints else { return }
    let visible = visibleIndices
    guard !visible.isEmpty else { return }
    // While a keyboard manager holds a view resized, the views' frames before, to tell the
    // ones the layout leaves where they are (see `followRestingFrames(of:framesBefore:)`).
    let isHeld = window?.isHoldingResizedView == true
    let views = isHeld ? visible.map { arranged[$0].view } : []
    let framesBefore = framesByIdentity(of: views)
    let area = arrangementArea(in: bounds.size)
    let frames = arrangedFrames(in: area.size, visible: visible, storing: true)
    // From here the remembered natural sizes are the ones just read (see
    // `rememberedNatural(at:)`).
    isPlacing = true
    for (slot, index) in visible.enumerated() {
      arranged[index].view.frame = frames[slot].offsetBy(dx: area.minX, dy: area.minY)
      arranged[index].assigned = arranged[index].view.frame.size
    }
    isPlacing = false
    if isHeld { followRestingFrames(of: views, framesBefore: framesBefore) }
  }

  /// Where the stack lays an arranged view out once its size is `newSize`, without moving
  /// anything (see ``View/frame(forSubview:at:whenResizedFrom:to:)``); a subview the stack
  /// does not arrange keeps `frame`.
  ///
  /// - Complexity: O(n), n the arranged views.
  open override func frame(
    forSubview subview: View, at frame: Rect, whenResizedFrom oldSize: Size, to newSize: Size
  ) -> Rect {
    let visible = visibleIndices
    guard let slot = visible.firstIndex(where: { arranged[$0].view === subview }) else {
      return super.frame(forSubview: subview, at: frame, whenResizedFrom: oldSize, to: newSize)
    }
    let area = arrangementArea(in: newSize)
    return arrangedFrames(in: area.size, visible: visible, storing: false)[slot]
      .offsetBy(dx: area.minX, dy: area.minY)
  }

  /// The frames of the visible arranged views (at `visible`, not empty), in order, in a stack
  /// of `size`.
  ///
  /// The widths come first (across a vertical stack, along a horizontal one), then the heights
  /// at those widths: a view whose natural height depends on its width gets the height of the
  /// width it gets, so the frames are a fixed point of the layout.
  private func arrangedFrames(in size: Size, visible: [Int], storing: Bool) -> [Rect] {
    let views = visible.map { arranged[$0].view }
    let sizes = remembered(visible, storing: storing)
    let widths = zip(sizes, views).map { naturalWidth($0, of: $1) }
    var frames: [Rect] = []
    frames.reserveCapacity(views.count)
    var position = 0.0
    switch axis {
    case .vertical:
      let placed = widths.map { place($0, across: size.width) }
      let heights = views.indices.map {
        naturalHeight(sizes[$0], of: views[$0], atWidth: placed[$0].1)
      }
      let (lengths, gap) = distribute(heights, in: size.height)
      for slot in views.indices {
        frames.append(
          Rect(x: placed[slot].0, y: position, width: placed[slot].1, height: lengths[slot]))
        position += lengths[slot] + gap
      }
    case .horizontal:
      let (lengths, gap) = distribute(widths, in: size.width)
      for slot in views.indices {
        let height = naturalHeight(sizes[slot], of: views[slot], atWidth: lengths[slot])
        let (y, crossSize) = place(height, across: size.height)
        frames.append(Rect(x: position, y: y, width: lengths[slot], height: crossSize))
        position += lengths[slot] + gap
      }
    }
    return frames
  }

  /// The lengths along the axis and the gap between views, for the natural lengths given.
  private func distribute(_ naturals: [Double], in available: Double) -> ([Double], Double) {
    let count = Double(naturals.count)
    let spacings = spacing * (count - 1)
    let total = naturals.reduce(0, +)
    switch distribution.kind {
    case .fill:
      var lengths = naturals
      var free = available - total - spacings
      if free >= 0 {
        lengths[lengths.count - 1] += free
      } else {
        for index in lengths.indices.reversed() where free < 0 {
          let taken = Swift.min(lengths[index], -free)
          lengths[index] -= taken
          free += taken
        }
      }
      return (lengths, spacing)
    case .fillEqually:
      let each = Swift.max(0, (available - spacings) / count)
      return (Array(repeating: each, count: naturals.count), spacing)
    case .fillProportionally:
      let room = Swift.max(0, available - spacings)
      guard total > 0 else {
        return (Array(repeating: room / count, count: naturals.count), spacing)
      }
      return (naturals.map { $0 / total * room }, spacing)
    case .equalSpacing, .equalCentering:
      guard naturals.count > 1 else { return (naturals, spacing) }
      return (naturals, Swift.max(spacing, (available - total) / (count - 1)))
    }
  }

  /// The origin and length across the axis of a view with the given natural cross length.
  private func place(_ natural: Double, across: Double) -> (Double, Double) {
    switch alignment.kind {
    case .fill: return (0, across)
    case .leading, .firstBaseline, .lastBaseline: return (0, natural)
    case .center: return ((across - natural) / 2, natural)
    case .trailing: return (across - natural, natural)
    }
  }
}

extension StackView {
  /// How a stack shares its length among its views, as `UIStackView.Distribution`; an
  /// extensible set.
  public struct Distribution: Sendable, Hashable, CustomStringConvertible {
    enum Kind: String, Sendable, Hashable {
      case fill
      case fillEqually
      case fillProportionally
      case equalSpacing
      case equalCentering
    }

    let kind: Kind

    /// Natural lengths, ``StackView/spacing`` apart; the room left over goes to the last
    /// visible view, and a lack of room is taken from the views last to first, none below 0
    /// (UIKit decides both by hugging and compression resistance priorities).
    public static let fill = Distribution(kind: .fill)
    /// Equal lengths filling the stack, ``StackView/spacing`` apart.
    public static let fillEqually = Distribution(kind: .fillEqually)
    /// Lengths in proportion to the natural lengths, filling the stack (equal lengths when the
    /// natural lengths are all 0).
    public static let fillProportionally = Distribution(kind: .fillProportionally)
    /// Natural lengths with equal gaps filling the stack, never smaller than
    /// ``StackView/spacing``; views that do not fit run past the end (UIKit shrinks them).
    public static let equalSpacing = Distribution(kind: .equalSpacing)
    /// Centres equally far apart, at least ``StackView/spacing`` between neighbours.
    ///
    /// As `UIStackView.Distribution.equalCentering`. A stack laid out by frames alone (no
    /// constraints in its tree) spaces such views as ``equalSpacing``.
    public static let equalCentering = Distribution(kind: .equalCentering)

    /// The distribution's name, as UIKit's case.
    public var description: String { kind.rawValue }

    /// The distribution with the given name (`fill`, `fillEqually`, `fillProportionally`,
    /// `equalSpacing`, `equalCentering`), or `nil` for an unknown one.
    public init?(named name: String) {
      guard let kind = Kind(rawValue: name) else { return nil }
      self.kind = kind
    }

    init(kind: Kind) { self.kind = kind }
  }

  /// Where a stack places its views across its axis, as `UIStackView.Alignment`; an extensible
  /// set.
  ///
  /// ``top`` is ``leading`` and ``bottom`` is ``trailing``, as in UIKit. Except with ``fill``,
  /// a view keeps its natural cross length, even when that is longer than the stack's.
  public struct Alignment: Sendable, Hashable, CustomStringConvertible {
    enum Kind: String, Sendable, Hashable {
      case fill
      case leading
      case center
      case trailing
      case firstBaseline
      case lastBaseline
    }

    let kind: Kind

    /// The views span the stack's whole cross length.
    public static let fill = Alignment(kind: .fill)
    /// The views sit at the left edge of a vertical stack, the top edge of a horizontal one.
    public static let leading = Alignment(kind: .leading)
    /// The views sit at the top edge of a horizontal stack; the same as ``leading``.
    public static let top = Alignment(kind: .leading)
    /// The views are centred across the axis.
    public static let center = Alignment(kind: .center)
    /// The views sit at the right edge of a vertical stack, the bottom edge of a horizontal one.
    public static let trailing = Alignment(kind: .trailing)
    /// The views sit at the bottom edge of a horizontal stack; the same as ``trailing``.
    public static let bottom = Alignment(kind: .trailing)
    /// Baselines in line (horizontal stacks), as `UIStackView.Alignment.firstBaseline`.
    ///
    /// The model approximates a baseline 80 % down a view. A stack laid out by frames alone puts
    /// such views at the top.
    public static let firstBaseline = Alignment(kind: .firstBaseline)
    /// Last baselines in line (approximated as ``firstBaseline``).
    public static let lastBaseline = Alignment(kind: .lastBaseline)

    /// The alignment's name (`fill`, `leading`, `center`, `trailing`).
    public var description: String { kind.rawValue }

    /// The alignment with the given name (`fill`, `leading`, `top`, `center`, `trailing`,
    /// `bottom`, `firstBaseline`, `lastBaseline`), or `nil` for an unknown one.
    public init?(named name: String) {
      switch name {
      case "top": kind = .leading
      case "bottom": kind = .trailing
      default:
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
      }
    }

    init(kind: Kind) { self.kind = kind }
  }
}
