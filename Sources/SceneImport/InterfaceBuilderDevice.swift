import KeyboardCore

/// A device Interface Builder documents name in `<device id="…">`: its screen in points (in
/// portrait), its pixel scale and its safe-area insets in each orientation.
///
/// Sizes and scales are Apple's published screen specifications (the Human Interface
/// Guidelines' "Layout" device table, in points). Safe-area insets are the values UIKit reports
/// for a full-screen window without bars on each device (status bar or sensor housing at the
/// top, home indicator at the bottom; in landscape the housing moves to the sides). The ids
/// are the ones Xcode writes for its "View as" devices.
///
/// | id | device | points | scale | portrait insets | landscape insets |
/// |---|---|---|---|---|---|
/// | retina3_5 | iPhone 4s | 320×480 | 2 | top 20 | none |
/// | retina4_0 | iPhone SE (1st) | 320×568 | 2 | top 20 | none |
/// | retina4_7 | iPhone 8, SE (2nd, 3rd) | 375×667 | 2 | top 20 | none |
/// | retina5_5 | iPhone 8 Plus | 414×736 | 3 | top 20 | none |
/// | retina5_9 | iPhone X, XS, 11 Pro | 375×812 | 3 | top 44, bottom 34 | sides 44, bottom 21 |
/// | retina5_4 | iPhone 12 mini, 13 mini | 375×812 | 3 | top 50, bottom 34 | sides 50, bottom 21 |
/// | retina6_1 | iPhone XR, 11 | 414×896 | 2 | top 48, bottom 34 | sides 48, bottom 21 |
/// | retina6_5 | iPhone XS Max, 11 Pro Max | 414×896 | 3 | top 44, bottom 34 | sides 44, bottom 21 |
/// | retina6_0 | iPhone 12, 13, 14 | 390×844 | 3 | top 47, bottom 34 | sides 47, bottom 21 |
/// | retina6_7 | iPhone 12/13 Pro Max, 14 Plus | 428×926 | 3 | top 47, bottom 34 | sides 47, bottom 21 |
/// | retina6_12 | iPhone 14 Pro, 15, 16 | 393×852 | 3 | top 59, bottom 34 | sides 59, bottom 21 |
/// | retina6_72 | iPhone 14 Pro Max, 15 Plus | 430×932 | 3 | top 59, bottom 34 | sides 59, bottom 21 |
/// | ipad9_7 | iPad 9.7" | 768×1024 | 2 | top 20 | top 20 |
/// | ipad10_2 | iPad 10.2" | 810×1080 | 2 | top 20 | top 20 |
/// | ipad10_5 | iPad Pro 10.5" | 834×1112 | 2 | top 20 | top 20 |
/// | ipad10_9rounded | iPad Air 10.9" | 820×1180 | 2 | top 24, bottom 20 | top 24, bottom 20 |
/// | ipad11 | iPad Pro 11" | 834×1194 | 2 | top 24, bottom 20 | top 24, bottom 20 |
/// | ipad12_9 | iPad Pro 12.9" (home button) | 1024×1366 | 2 | top 20 | top 20 |
/// | ipad12_9rounded | iPad Pro 12.9" | 1024×1366 | 2 | top 24, bottom 20 | top 24, bottom 20 |
///
/// A document without a `<device>` element, or with an id not in the table, is imported on
/// ``fallback`` (iPhone 14 Pro's screen, what Xcode 15 and 16 write for new documents) and the
/// scene's notes say so.
public struct InterfaceBuilderDevice: Sendable, Hashable {
  /// The id Interface Builder writes (`retina6_12`).
  public var id: String
  /// A device with this screen.
  public var name: String
  /// The screen's size in portrait, in points.
  public var portraitSize: Size
  /// Pixels per point.
  public var scale: Double
  /// The window's safe-area insets in portrait.
  public var portraitInsets: Insets
  /// The window's safe-area insets in landscape.
  public var landscapeInsets: Insets

  /// The screen's size in an orientation.
  ///
  /// - Parameter isLandscape: Whether the device is in landscape.
  /// - Returns: The size in points.
  public func size(isLandscape: Bool) -> Size {
    isLandscape
      ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// The safe-area insets in an orientation.
  ///
  /// - Parameter isLandscape: Whether the device is in landscape.
  /// - Returns: The insets.
  public func insets(isLandscape: Bool) -> Insets {
    isLandscape ? landscapeInsets : portraitInsets
  }

  /// Every device of the table, in the table's order.
  public static let all: [InterfaceBuilderDevice] = [
    phone("retina3_5", "iPhone 4s", 320, 480, 2, top: 20, side: nil),
    phone("retina4_0", "iPhone SE (1st)", 320, 568, 2, top: 20, side: nil),
    phone("retina4_7", "iPhone 8", 375, 667, 2, top: 20, side: nil),
    phone("retina5_5", "iPhone 8 Plus", 414, 736, 3, top: 20, side: nil),
    phone("retina5_9", "iPhone X", 375, 812, 3, top: 44, side: 44),
    phone("retina5_4", "iPhone 12 mini", 375, 812, 3, top: 50, side: 50),
    phone("retina6_1", "iPhone 11", 414, 896, 2, top: 48, side: 48),
    phone("retina6_5", "iPhone 11 Pro Max", 414, 896, 3, top: 44, side: 44),
    phone("retina6_0", "iPhone 14", 390, 844, 3, top: 47, side: 47),
    phone("retina6_7", "iPhone 14 Plus", 428, 926, 3, top: 47, side: 47),
    phone("retina6_12", "iPhone 15", 393, 852, 3, top: 59, side: 59),
    phone("retina6_72", "iPhone 15 Plus", 430, 932, 3, top: 59, side: 59),
    pad("ipad9_7", "iPad 9.7\"", 768, 1024, rounded: false),
    pad("ipad10_2", "iPad 10.2\"", 810, 1080, rounded: false),
    pad("ipad10_5", "iPad Pro 10.5\"", 834, 1112, rounded: false),
    pad("ipad10_9rounded", "iPad Air 10.9\"", 820, 1180, rounded: true),
    pad("ipad11", "iPad Pro 11\"", 834, 1194, rounded: true),
    pad("ipad12_9", "iPad Pro 12.9\" (home button)", 1024, 1366, rounded: false),
    pad("ipad12_9rounded", "iPad Pro 12.9\"", 1024, 1366, rounded: true),
  ]

  /// The device used when a document names none, or one not in the table: `retina6_12`.
  public static let fallback = phone("retina6_12", "iPhone 15", 393, 852, 3, top: 59, side: 59)

  /// The device with an Interface Builder id, or `nil`.
  ///
  /// - Parameter id: The id (`retina6_12`).
  /// - Returns: The device, or `nil` when the table has no such id.
  public static func device(id: String) -> InterfaceBuilderDevice? {
    all.first { $0.id == id }
  }

  private static func phone(
    _ id: String, _ name: String, _ width: Double, _ height: Double, _ scale: Double,
    top: Double, side: Double?
  ) -> InterfaceBuilderDevice {
    let landscape = side.map { Insets(top: 0, left: $0, bottom: 21, right: $0) } ?? .zero
    return InterfaceBuilderDevice(
      id: id, name: name, portraitSize: Size(width: width, height: height), scale: scale,
      portraitInsets: Insets(top: top, bottom: side == nil ? 0 : 34),
      landscapeInsets: landscape)
  }

  private static func pad(
    _ id: String, _ name: String, _ width: Double, _ height: Double, rounded: Bool
  ) -> InterfaceBuilderDevice {
    let insets = rounded ? Insets(top: 24, bottom: 20) : Insets(top: 20)
    return InterfaceBuilderDevice(
      id: id, name: name, portraitSize: Size(width: width, height: height), scale: 2,
      portraitInsets: insets, landscapeInsets: insets)
  }
}
