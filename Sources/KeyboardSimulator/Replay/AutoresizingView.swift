import KeyboardCore
import SceneFormat

/// The plain view the simulator builds for `"kind": "view"`: a `View` that lays out its
/// subviews with their autoresizing rules when its size changes (a root view resized by the
/// `resizeRoot` strategy, a rotation), as UIKit's autoresizing masks do.
final class AutoresizingView: View, AutoresizingContainer {
  var autoresizing = AutoresizingLayout()
  /// The natural size a scene gives the view (`intrinsicContentSize`), as a label's or a
  /// button's text gives it; `nil` for none.
  var naturalSize: Size? {
    didSet { if naturalSize != oldValue { invalidateIntrinsicContentSize() } }
  }

  override var intrinsicContentSize: Size {
    naturalSize ?? super.intrinsicContentSize
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layOutByRules()
  }

  override func frame(
    forSubview subview: View, at frame: Rect, whenResizedFrom oldSize: Size, to newSize: Size
  ) -> Rect {
    autoresizing.frame(
      of: subview, at: frame, from: oldSize, to: newSize, currentSize: bounds.size)
  }
}

/// The scroll view the simulator builds for `"kind": "scrollView"`: a `ScrollView` whose
/// subviews follow its frame's size by their autoresizing rules, as in UIKit (the content
/// offset does not count: the rules follow the bounds' size, not its origin).
final class AutoresizingScrollView: ScrollView, AutoresizingContainer {
  var autoresizing = AutoresizingLayout()

  override func layoutSubviews() {
    super.layoutSubviews()
    layOutByRules()
  }

  override func frame(
    forSubview subview: View, at frame: Rect, whenResizedFrom oldSize: Size, to newSize: Size
  ) -> Rect {
    autoresizing.frame(
      of: subview, at: frame, from: oldSize, to: newSize, currentSize: bounds.size)
  }
}
