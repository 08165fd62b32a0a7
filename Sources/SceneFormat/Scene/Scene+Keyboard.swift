import KeyboardCore

extension Scene {
  /// A named keyboard whose frame is computed from the screen's size, so one scene works on
  /// any device and after a rotation.
  ///
  /// The heights approximate real iOS keyboards (points; "predictive" adds the QuickType bar):
  ///
  /// | Screen | Orientation | Docked | Predictive |
  /// |---|---|---|---|
  /// | phone, narrower than 375 | portrait | 216 | 253 |
  /// | phone, 375–413 wide | portrait | 216 | 260 |
  /// | phone, 414 and wider | portrait | 226 | 271 |
  /// | phone | landscape | 162 | 194 |
  /// | iPad (shorter side ≥ 600) | portrait | 264 | 313 |
  /// | iPad | landscape | 352 | 398 |
  ///
  /// A phone whose longer side is at least 812 points (a Face ID phone) adds its home-indicator
  /// row: 75 points in portrait, 21 in landscape.
  package enum KeyboardPreset: String, Sendable, Hashable, CaseIterable {
    /// The docked keyboard: full width at the bottom of the screen.
    case docked
    /// The iPad's undocked (or split) keyboard: full width, the docked height, its bottom edge at
    /// three quarters of the screen's height (rounded down).
    ///
    /// iPad screens only.
    case undocked
    /// The iPad's floating keyboard: 320×250, centred horizontally (x rounded down), its bottom
    /// edge at three quarters of the screen's height.
    ///
    /// iPad screens only.
    case floating
    /// A hardware keyboard: only the shortcut bar is on screen (44 points on phones, 55 on
    /// iPad); the reported frame has the docked height and reaches below the screen.
    case hardwareBar

    /// Whether the preset exists only on iPad-sized screens.
    package var needsPad: Bool { self == .undocked || self == .floating }
  }

  /// A keyboard to post: a preset, an explicit frame, or a docked keyboard of a given height,
  /// with the animation's duration and curve.
  package struct KeyboardSpec: Sendable, Hashable {
    /// Where the keyboard's frame comes from.
    package enum Source: Sendable, Hashable {
      /// A preset computed from the screen.
      case preset(KeyboardPreset)
      /// An explicit end frame in screen coordinates.
      case frame(Rect)
      /// A docked keyboard of this height (full width, at the bottom).
      case height(Double)
    }

    /// Where the frame comes from.
    package var source: Source
    /// Whether a docked or undocked preset shows the predictive (QuickType) bar.
    package var isPredictive: Bool
    /// The animation's duration in seconds; 0.25 when `nil`.
    package var duration: Double?
    /// The animation's curve; the keyboard's own curve when `nil`.
    package var curve: AnimationCurve?

    /// Creates a keyboard description.
    ///
    /// - Parameters:
    ///   - source: Where the frame comes from.
    ///   - isPredictive: Whether a docked or undocked preset shows the predictive bar.
    ///   - duration: The animation's duration.
    ///   - curve: The animation's curve.
    package init(
      _ source: Source, isPredictive: Bool = false, duration: Double? = nil,
      curve: AnimationCurve? = nil
    ) {
      self.source = source
      self.isPredictive = isPredictive
      self.duration = duration
      self.curve = curve
    }

    /// The standard docked keyboard without the predictive bar.
    package static let standard = KeyboardSpec(.preset(.docked))

    /// The animation a notification for this keyboard carries.
    package var animation: KeyboardAnimation {
      KeyboardAnimation(duration: duration, curve: curve ?? .keyboard)
    }

    /// The end frame, in screen coordinates, on a screen of the given size.
    ///
    /// - Parameter screen: The screen's size in points.
    /// - Returns: The frame to post.
    package func frame(onScreenOf screen: Size) -> Rect {
      let width = screen.width
      let height = screen.height
      switch source {
      case .frame(let rect):
        return rect
      case .height(let keyboardHeight):
        return Rect(x: 0, y: height - keyboardHeight, width: width, height: keyboardHeight)
      case .preset(let preset):
        let docked = Self.dockedHeight(screen: screen, isPredictive: isPredictive)
        let threeQuarters = Self.floor(height * 0.75)
        switch preset {
        case .docked:
          return Rect(x: 0, y: height - docked, width: width, height: docked)
        case .undocked:
          return Rect(x: 0, y: threeQuarters - docked, width: width, height: docked)
        case .floating:
          return Rect(
            x: Self.floor((width - 320) / 2), y: threeQuarters - 250, width: 320, height: 250)
        case .hardwareBar:
          let bar: Double = Swift.min(width, height) >= 600 ? 55 : 44
          return Rect(x: 0, y: height - bar, width: width, height: docked)
        }
      }
    }

    /// The docked keyboard's height on a screen (see ``KeyboardPreset``).
    ///
    /// - Parameters:
    ///   - screen: The screen's size in points.
    ///   - isPredictive: Whether the predictive bar shows.
    /// - Returns: The height in points.
    package static func dockedHeight(screen: Size, isPredictive: Bool) -> Double {
      let isPortrait = screen.width < screen.height
      if Swift.min(screen.width, screen.height) >= 600 {
        if isPortrait { return isPredictive ? 313 : 264 }
        return isPredictive ? 398 : 352
      }
      let homeIndicatorRow: Double
      if Swift.max(screen.width, screen.height) >= 812 {
        homeIndicatorRow = isPortrait ? 75 : 21
      } else {
        homeIndicatorRow = 0
      }
      guard isPortrait else { return (isPredictive ? 194 : 162) + homeIndicatorRow }
      let base: Double
      if screen.width < 375 {
        base = isPredictive ? 253 : 216
      } else if screen.width < 414 {
        base = isPredictive ? 260 : 216
      } else {
        base = isPredictive ? 271 : 226
      }
      return base + homeIndicatorRow
    }

    private static func floor(_ value: Double) -> Double {
      // Rounded as a Double: a conversion to an integer would trap on a huge screen (1e20).
      value.rounded(.down)
    }

    /// A short phrase for reports: `docked`, `docked, predictive`, `height 260`,
    /// `frame (0, 352, 320×216)`.
    package var summary: String {
      switch source {
      case .preset(let preset):
        let predictive = isPredictive && (preset == .docked || preset == .undocked)
        return preset.rawValue + (predictive ? ", predictive" : "")
      case .frame(let rect): return "frame \(rect)"
      case .height(let value): return "height \(value.compactDescription)"
      }
    }
  }
}
