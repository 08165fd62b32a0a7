import KeyboardCore
import SceneFormat
import SimulatorReliability

/// What `lint` tries every input on: devices, orientations and keyboards.
///
/// The devices are the simulator's device table (the one its random scenes use), so a lint
/// report and a reliability soak speak of the same screens:
///
/// | Device | Points (portrait) | Scale | Safe area, portrait | Safe area, landscape |
/// |---|---|---|---|---|
/// | iPhone SE (1st) | 320×568 | 2 | top 20 | none |
/// | iPhone 8 | 375×667 | 2 | top 20 | none |
/// | iPhone 8 Plus | 414×736 | 3 | top 20 | none |
/// | iPhone X | 375×812 | 3 | top 44, bottom 34 | sides 44, bottom 21 |
/// | iPhone 14 | 390×844 | 3 | top 47, bottom 34 | sides 47, bottom 21 |
/// | iPhone 11 | 414×896 | 2 | top 48, bottom 34 | sides 48, bottom 21 |
/// | iPhone 14 Pro Max | 430×932 | 3 | top 59, bottom 34 | sides 59, bottom 21 |
/// | iPad mini | 744×1133 | 2 | top 24, bottom 20 | top 24, bottom 20 |
/// | iPad 9.7 | 768×1024 | 2 | top 20 | top 20 |
/// | iPad Air | 820×1180 | 2 | top 24, bottom 20 | top 24, bottom 20 |
/// | iPad Pro 12.9 | 1024×1366 | 2 | top 24, bottom 20 | top 24, bottom 20 |
///
/// Sizes and scales are Apple's published screen specifications; safe areas are what UIKit
/// reports for a full-screen window on each device. The keyboards' heights per screen and
/// orientation are the simulator's keyboard presets (the scene format's `KeyboardPreset`
/// table: 216 to 271 points on phones in portrait, 162 to 194 in landscape, plus the home
/// indicator's row on Face ID phones; 264/313 and 352/398 on iPad), measured on iOS
/// simulators. The default devices are one per row of that table: ``defaultDeviceNames``.
public struct LintConfiguration: Sendable, Hashable {
  /// A device: a name, its portrait size, scale and safe areas.
  public struct Device: Sendable, Hashable {
    /// The device's name (`iPhone 8`).
    public var name: String
    /// The screen in portrait, in points.
    public var portraitSize: Size
    /// Pixels per point.
    public var scale: Double
    /// The safe-area insets in portrait.
    public var portraitInsets: Insets
    /// The safe-area insets in landscape.
    public var landscapeInsets: Insets

    /// Whether the device is an iPad (its shorter side is at least 600 points).
    public var isPad: Bool { Swift.min(portraitSize.width, portraitSize.height) >= 600 }
  }

  /// A keyboard `lint` shows.
  public enum Keyboard: String, Sendable, Hashable, CaseIterable {
    /// The docked keyboard.
    case docked
    /// The docked keyboard with the predictive (QuickType) bar.
    case predictive
    /// The iPad's undocked keyboard (iPad only).
    case undocked
    /// The iPad's floating keyboard (iPad only).
    case floating
    /// A hardware keyboard: only its shortcut bar on screen.
    case hardware

    /// The scene keyboard for this choice.
    var spec: Scene.KeyboardSpec {
      switch self {
      case .docked: Scene.KeyboardSpec(.preset(.docked))
      case .predictive: Scene.KeyboardSpec(.preset(.docked), isPredictive: true)
      case .undocked: Scene.KeyboardSpec(.preset(.undocked))
      case .floating: Scene.KeyboardSpec(.preset(.floating))
      case .hardware: Scene.KeyboardSpec(.preset(.hardwareBar))
      }
    }

    /// Whether the keyboard exists only on iPad.
    public var needsPad: Bool { self == .undocked || self == .floating }
  }

  /// The devices, in report order.
  public var devices: [Device]
  /// Whether to try portrait.
  public var portrait: Bool
  /// Whether to try landscape.
  public var landscape: Bool
  /// The keyboards; undocked and floating are tried on iPads only.
  public var keyboards: [Keyboard]

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - devices: The devices.
  ///   - portrait: Whether to try portrait.
  ///   - landscape: Whether to try landscape.
  ///   - keyboards: The keyboards.
  public init(
    devices: [Device], portrait: Bool = true, landscape: Bool = true, keyboards: [Keyboard]
  ) {
    self.devices = devices
    self.portrait = portrait
    self.landscape = landscape
    self.keyboards = keyboards
  }

  /// Every device of the simulator's device table.
  public static let allDevices: [Device] = RandomScene.devices.map {
    Device(
      name: $0.name, portraitSize: Size(width: $0.width, height: $0.height), scale: $0.scale,
      portraitInsets: $0.portraitInsets, landscapeInsets: $0.landscapeInsets)
  }

  /// The default devices: one per keyboard-height class of phones and two iPads.
  public static let defaultDeviceNames = [
    "iPhone SE (1st)", "iPhone 8", "iPhone 8 Plus", "iPhone 14", "iPhone 14 Pro Max",
    "iPad 9.7", "iPad Pro 12.9",
  ]

  /// Seven devices, both orientations, every keyboard.
  public static let `default` = LintConfiguration(
    devices: allDevices.filter { defaultDeviceNames.contains($0.name) },
    keyboards: Keyboard.allCases)

  /// The device with this name (ignoring case), or `nil`.
  ///
  /// - Parameter name: A name from the device table.
  /// - Returns: The device.
  public static func device(named name: String) -> Device? {
    allDevices.first { $0.name.lowercased() == name.lowercased() }
  }

  /// The cases of the matrix for a device, in report order.
  func cases(for device: Device) -> [LintCase] {
    var cases: [LintCase] = []
    for isLandscape in [false, true] where isLandscape ? landscape : portrait {
      for keyboard in keyboards where !keyboard.needsPad || device.isPad {
        cases.append(LintCase(device: device, isLandscape: isLandscape, keyboard: keyboard))
      }
    }
    return cases
  }
}

/// One cell of the matrix: a device, an orientation and a keyboard.
public struct LintCase: Sendable, Hashable, CustomStringConvertible {
  /// The device.
  public var device: LintConfiguration.Device
  /// Whether the device is in landscape.
  public var isLandscape: Bool
  /// The keyboard.
  public var keyboard: LintConfiguration.Keyboard

  /// The screen's size in this orientation.
  public var screenSize: Size {
    isLandscape
      ? Size(width: device.portraitSize.height, height: device.portraitSize.width)
      : device.portraitSize
  }

  /// `iPhone 8 landscape, predictive`.
  public var description: String {
    "\(device.name) \(isLandscape ? "landscape" : "portrait"), \(keyboard.rawValue)"
  }
}
