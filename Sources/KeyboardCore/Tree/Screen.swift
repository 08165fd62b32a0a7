/// A display: its bounds in points, its pixel scale and its software keyboard.
///
/// Windows are placed in screen space; keyboard frames are reported in screen space (as
/// `UIKeyboardFrameEndUserInfoKey` is) through ``keyboard``.
public final class Screen {
  /// The screen's rectangle in points; its origin is zero.
  ///
  /// Rotation swaps width and height.
  public var bounds: Rect {
    didSet {
      if !bounds.isFinite || bounds.size.width < 0 || bounds.size.height < 0 {
        bounds = oldValue
      }
    }
  }
  /// Pixels per point (2 or 3 on phones).
  ///
  /// Offsets may be rounded to this grid.
  public let scale: Double
  /// The screen's software keyboard, where hosts post keyboard events.
  public private(set) lazy var keyboard = Keyboard(screen: self)

  /// Creates a screen of the given size in points.
  ///
  /// - Precondition: The size is finite and positive and `scale` is finite and positive.
  public init(width: Double, height: Double, scale: Double = 2) {
    precondition(
      width.isFinite && height.isFinite && width > 0 && height > 0,
      "Screen.init: size \(width)×\(height) must be finite and positive")
    precondition(scale.isFinite && scale > 0, "Screen.init: scale \(scale) must be positive")
    self.bounds = Rect(x: 0, y: 0, width: width, height: height)
    self.scale = scale
  }
}
