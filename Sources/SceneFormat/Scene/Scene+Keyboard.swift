import KeyboardCore

extension Scene {
  /// A named keyboard whose frame is computed from the screen's size, so one scene works on
  /// any device and after a rotation.
  ///
  /// The names are KeyboardCore's `KeyboardPreset` names, and the frames are KeyboardCore's
  /// (`KeyboardPreset.frame(onScreenOf:for:)`): the simulator keeps no table of its own. The
  /// heights approximate real iOS keyboards: 216 pt docked on a 320-pt phone, 264 on a portrait
  /// iPad, plus the QuickType bar when predictive and the home-indicator row on Face ID phones.
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

    /// The end frame, in screen coordinates, on a screen of the given size, while an input
    /// with the given input views is the first responder.
    ///
    /// A preset's frame is KeyboardCore's `KeyboardPreset.frame(onScreenOf:inputViewHeight:inputAccessoryViewHeight:)`,
    /// the one computation hosts use too: an input view replaces the keyboard (docked at the
    /// bottom) and an accessory adds its height on top. A `height` keyboard is a docked keyboard
    /// of that height and follows the same rule; an explicit `frame` is posted as given.
    ///
    /// - Parameters:
    ///   - screen: The screen's size in points.
    ///   - inputViewHeight: The first responder's input-view height, or `nil` for the keyboard.
    ///   - inputAccessoryViewHeight: The first responder's accessory height; 0 for none.
    /// - Returns: The frame to post.
    package func frame(
      onScreenOf screen: Size, inputViewHeight: Double? = nil, inputAccessoryViewHeight: Double = 0
    ) -> Rect {
      switch source {
      case .frame(let rect):
        return rect
      case .height(let keyboardHeight):
        let accessory =
          inputAccessoryViewHeight.isFinite && inputAccessoryViewHeight >= 0
          ? inputAccessoryViewHeight : 0
        let inputView = inputViewHeight.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let total = (inputView ?? keyboardHeight) + accessory
        return Rect(x: 0, y: screen.height - total, width: screen.width, height: total)
      case .preset:
        // Non-nil for every preset source (checked by a test over every preset).
        return (corePreset ?? .docked).frame(
          onScreenOf: screen, inputViewHeight: inputViewHeight,
          inputAccessoryViewHeight: inputAccessoryViewHeight)
      }
    }

    /// KeyboardCore's preset for a preset source (with the predictive bar when asked), or
    /// `nil` for an explicit frame or height.
    package var corePreset: KeyboardCore.KeyboardPreset? {
      guard case .preset(let preset) = source else { return nil }
      return KeyboardCore.KeyboardPreset(named: preset.rawValue, isPredictive: isPredictive)
    }

    /// The docked keyboard's height on a screen: KeyboardCore's
    /// `KeyboardPreset.dockedHeight(screen:isPredictive:)` (see ``KeyboardPreset``).
    ///
    /// - Parameters:
    ///   - screen: The screen's size in points.
    ///   - isPredictive: Whether the predictive bar shows.
    /// - Returns: The height in points.
    package static func dockedHeight(screen: Size, isPredictive: Bool) -> Double {
      KeyboardCore.KeyboardPreset.dockedHeight(screen: screen, isPredictive: isPredictive)
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
