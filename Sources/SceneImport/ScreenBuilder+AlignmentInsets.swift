import KeyboardCore
import SceneFormat

// Symbol images and switches in stacks: UIKit aligns an image view showing an SF Symbol by the glyph's
// alignment rect, which reaches a few points inside the frame (below the top, above the
// baseline), and a stack spaces those rects, not the frames. Glyphs are not measured here, so
// the insets are read back from where Interface Builder put the image among its stack's
// other views.

extension ScreenBuilder {
  /// Whether `element` is a view in a stack whose alignment rect insets are read: a switch, a
  /// slider, or an image view showing a system symbol (`catalog="system"`).
  static func hasAlignmentInsetsInStack(_ element: MarkupElement) -> Bool {
    fixedAlignmentInsets[element.name] != nil || showsSymbolImage(element)
  }

  /// Whether `element` is an image view showing a system symbol (`catalog="system"`).
  static func showsSymbolImage(_ element: MarkupElement) -> Bool {
    guard element.name == "imageView" else { return false }
    if element["catalog"] == "system" { return true }
    return element.child("imageReference", key: "image")?["catalog"] == "system"
  }

  /// Records a built stack's arranged views, gives its switches UIKit's alignment rect (2
  /// points narrower than the frame on the trailing side) and reads the alignment rect insets
  /// of the symbol images among them from the stored frames.
  ///
  /// Along the axis (fill distributions only, where the gaps are exactly the spacing), an
  /// image's alignment rect starts at the stack's start or one spacing after the previous
  /// view's frame, and ends at the stack's end or one spacing before the next one's. Across
  /// it, the alignment says where the rect is: both edges for fill, the near edge for
  /// leading and trailing, the centre for center (which fixes only the difference of the two
  /// insets; the whole of it goes on one side). Insets of half the frame or more are not
  /// believed. The image's natural size becomes its alignment rect's.
  mutating func recordArrangement(of element: MarkupElement, in spec: Scene.ViewSpec) {
    guard let stackID = spec.id else { return }
    arrangedIDs[stackID] = spec.subviews.compactMap(\.id)
    guard let size = spec.frame?.size else { return }
    let elements = element.children(of: "subviews")
    guard elements.count == spec.subviews.count else { return }
    let shown = zip(elements, spec.subviews).filter { !$0.1.isHidden }
    let vertical = spec.stack.axis == .vertical
    let fills: Set<StackView.Distribution> = [.fill, .fillEqually, .fillProportionally]
    let spacing = spec.stack.spacing
    // The area the views fill: the stack's bounds, inside its margins when it arranges them so.
    let margins =
      spec.stack.isLayoutMarginsRelativeArrangement ? spec.layoutMargins ?? .zero : .zero
    let (alongLow, alongHigh) =
      vertical
      ? (margins.top, size.height - margins.bottom) : (margins.left, size.width - margins.right)
    let (acrossLow, acrossHigh) =
      vertical
      ? (margins.left, size.width - margins.right) : (margins.top, size.height - margins.bottom)
    for (index, (child, view)) in shown.enumerated() {
      if let id = view.id, let frame = view.frame, let insets = framedInsets[id] {
        // UIKit's fixed switch and slider geometry; a stack's constraints cannot be moved to
        // the frame as the document's are, so the control aligns by its rect.
        alignmentInsets[id] = insets
        let natural = intrinsicSizes[id] ?? frame.size
        intrinsicSizes[id] = Size(
          width: natural.width < 0 ? natural.width : frame.width - insets.left - insets.right,
          height: frame.height - insets.top - insets.bottom)
        framedInsets[id] = nil
        continue
      }
      guard Self.showsSymbolImage(child), let id = view.id, let frame = view.frame else {
        continue
      }
      var insets = Insets.zero
      if fills.contains(spec.stack.distribution) {
        let start =
          index == 0 ? alongLow : Self.end(of: shown[index - 1].1, vertical) + spacing
        let end =
          index == shown.count - 1
          ? alongHigh : Self.start(of: shown[index + 1].1, vertical) - spacing
        if vertical {
          insets.top = start - frame.minY
          insets.bottom = frame.maxY - end
        } else {
          insets.left = start - frame.minX
          insets.right = frame.maxX - end
        }
      }
      let (low, high) = vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
      var lowInset = 0.0
      var highInset = 0.0
      switch spec.stack.alignment {
      case .fill:
        lowInset = acrossLow - low
        highInset = high - acrossHigh
      case .leading:
        lowInset = acrossLow - low
      case .trailing:
        highInset = high - acrossHigh
      case .center:
        // The rect's centre is the area's: low + lowInset + high - highInset = the area's low
        // and high edges.
        let difference = low + high - acrossLow - acrossHigh
        if difference > 0 { highInset = difference } else { lowInset = -difference }
      default:
        break
      }
      if vertical {
        insets.left = lowInset
        insets.right = highInset
      } else {
        insets.top = lowInset
        insets.bottom = highInset
      }
      guard insets != .zero,
        insets.top + insets.bottom < frame.height / 2, insets.left + insets.right < frame.width / 2,
        [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite && $0 >= 0 }
        )
      else { continue }
      alignmentInsets[id] = insets
      intrinsicSizes[id] = Size(
        width: frame.width - insets.left - insets.right,
        height: frame.height - insets.top - insets.bottom)
    }
  }

  private static func start(of view: Scene.ViewSpec, _ vertical: Bool) -> Double {
    guard let frame = view.frame else { return 0 }
    return vertical ? frame.minY : frame.minX
  }

  private static func end(of view: Scene.ViewSpec, _ vertical: Bool) -> Double {
    guard let frame = view.frame else { return 0 }
    return vertical ? frame.maxY : frame.maxX
  }
}
