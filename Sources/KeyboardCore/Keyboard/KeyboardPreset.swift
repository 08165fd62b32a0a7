/// A system keyboard of a standard shape, from which the frame the system posts for a first
/// responder follows: the keyboard's own height (or the input's ``TextInput/inputViewHeight``)
/// plus its ``TextInput/inputAccessoryViewHeight``.
///
/// This is the one place that computes a posted frame, for hosts and the simulator alike:
///
/// ```swift
/// field.inputAccessoryViewHeight = 44
/// screen.keyboard.post(.willShow, preset: .docked, for: field)
/// // posted frame on a 320×568 screen: (0, 308, 320×260)
/// ```
///
/// An extensible set, as UIKit adds keyboard shapes: ``docked``, ``undocked``, ``floating``
/// and ``hardwareBar``, each with or without the predictive (QuickType) bar.
public struct KeyboardPreset: Sendable, Hashable, CustomStringConvertible {
  enum Kind: String, Sendable, Hashable, CaseIterable {
    case docked
    case undocked
    case floating
    case hardwareBar
  }

  let kind: Kind

  /// Whether the predictive (QuickType) bar shows; only ``docked`` and ``undocked`` have one.
  public var isPredictive: Bool

  init(kind: Kind, isPredictive: Bool = false) {
    self.kind = kind
    self.isPredictive = isPredictive && (kind == .docked || kind == .undocked)
  }

  /// The docked keyboard: full width at the bottom of the screen, with the height of
  /// ``dockedHeight(screen:isPredictive:)``.
  public static let docked = KeyboardPreset(kind: .docked)
  /// The iPad's undocked (or split) keyboard: full width, the docked height, its bottom edge at
  /// three quarters of the screen's height (rounded down).
  public static let undocked = KeyboardPreset(kind: .undocked)
  /// The iPad's floating keyboard: 320×250, centred horizontally (x rounded down), its bottom
  /// edge at three quarters of the screen's height.
  public static let floating = KeyboardPreset(kind: .floating)
  /// A hardware keyboard: only a bar is on screen (the shortcut bar, 44 pt on phones and 55 on
  /// iPad, or the input's accessory view when it has one); the reported frame reaches below
  /// the screen.
  public static let hardwareBar = KeyboardPreset(kind: .hardwareBar)

  /// Every preset's name, in scene-file spelling.
  public static let names = Kind.allCases.map(\.rawValue)

  /// This preset with the predictive bar shown (``docked`` and ``undocked``) or unchanged.
  public var predictive: KeyboardPreset { KeyboardPreset(kind: kind, isPredictive: true) }

  /// The preset with the given name (`docked`, `undocked`, `floating`, `hardwareBar`), or
  /// `nil` for an unknown one.
  ///
  /// - Parameters:
  ///   - name: The preset's name.
  ///   - isPredictive: Whether the predictive bar shows (ignored where there is none).
  public init?(named name: String, isPredictive: Bool = false) {
    guard let kind = Kind(rawValue: name) else { return nil }
    self.init(kind: kind, isPredictive: isPredictive)
  }

  /// The preset's name, with `, predictive` when the bar shows.
  public var description: String { kind.rawValue + (isPredictive ? ", predictive" : "") }

  /// The frame the system posts for this keyboard, in screen coordinates, while `input` is the
  /// first responder.
  ///
  /// - An input with an ``TextInput/inputViewHeight`` (a picker) shows that view docked at the
  ///   bottom of the screen whatever the preset (a custom input view neither floats nor
  ///   undocks, and shows with a hardware keyboard too), with its accessory on top: a 216 pt
  ///   picker with a 44 pt accessory posts (0, 308, 320×260) on a 320×568 screen.
  /// - A docked or undocked keyboard adds the ``TextInput/inputAccessoryViewHeight`` on top of
  ///   its own height: a 44 pt accessory turns a 216 pt docked keyboard at y 352 into 260 pt
  ///   at y 308; an undocked one keeps its bottom edge and grows upward.
  /// - A floating keyboard: an accessory is not counted (a simplification: the model has no
  ///   place for it).
  /// - A hardware keyboard: only the accessory is on screen when there is one (spec scenario
  ///   S22), else the shortcut bar. The reported frame keeps the docked height plus the
  ///   accessory and reaches below the screen.
  ///
  /// - Parameters:
  ///   - screen: The screen's size in points.
  ///   - input: The first responder, or `nil` for the bare keyboard.
  /// - Returns: The end frame to post.
  public func frame(onScreenOf screen: Size, for input: (any TextInput)? = nil) -> Rect {
    frame(
      onScreenOf: screen, inputViewHeight: input?.inputViewHeight,
      inputAccessoryViewHeight: input?.inputAccessoryViewHeight ?? 0)
  }

  /// The frame the system posts for this keyboard, in screen coordinates, with an input view
  /// and an accessory of the given heights (see ``frame(onScreenOf:for:)``).
  ///
  /// Negative or non-finite heights count as none.
  ///
  /// - Parameters:
  ///   - screen: The screen's size in points.
  ///   - inputViewHeight: The height of the view shown instead of the keyboard, or `nil`.
  ///   - inputAccessoryViewHeight: The height of the bar above the keyboard; 0 for none.
  /// - Returns: The end frame to post.
  public func frame(
    onScreenOf screen: Size, inputViewHeight: Double?, inputAccessoryViewHeight: Double
  ) -> Rect {
    let width = screen.width
    let height = screen.height
    let inputView = inputViewHeight.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    let accessory =
      inputAccessoryViewHeight.isFinite && inputAccessoryViewHeight >= 0
      ? inputAccessoryViewHeight : 0
    let docked = Self.dockedHeight(screen: screen, isPredictive: isPredictive)
    let threeQuarters = (height * 0.75).rounded(.down)
    if let inputView {
      let total = inputView + accessory
      return Rect(x: 0, y: height - total, width: width, height: total)
    }
    switch kind {
    case .docked:
      let total = docked + accessory
      return Rect(x: 0, y: height - total, width: width, height: total)
    case .undocked:
      let total = docked + accessory
      return Rect(x: 0, y: threeQuarters - total, width: width, height: total)
    case .floating:
      return Rect(
        x: ((width - 320) / 2).rounded(.down), y: threeQuarters - 250, width: 320, height: 250)
    case .hardwareBar:
      let shortcutBar: Double = Swift.min(width, height) >= 600 ? 55 : 44
      let onScreen = accessory > 0 ? accessory : shortcutBar
      return Rect(x: 0, y: height - onScreen, width: width, height: docked + accessory)
    }
  }

  /// The docked keyboard's height on a screen, in points.
  ///
  /// Phones narrower than 375 pt: 216 (253 predictive); up to 414: 216 (260); wider: 226
  /// (271); plus 75 on screens 812 pt or taller (the home-indicator row). Landscape phones: 162
  /// (194), plus 21 on tall screens. iPad (shorter side 600 or more): 264 (313) in portrait,
  /// 352 (398) in landscape.
  ///
  /// - Parameters:
  ///   - screen: The screen's size in points.
  ///   - isPredictive: Whether the predictive bar shows.
  /// - Returns: The height in points.
  public static func dockedHeight(screen: Size, isPredictive: Bool) -> Double {
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
}

extension Keyboard {
  /// Posts the frame a preset keyboard has while `input` is the first responder, as the system
  /// does: its input view replaces the keyboard's height and its accessory adds to it
  /// (``KeyboardPreset/frame(onScreenOf:for:)``).
  ///
  /// ```swift
  /// picker.inputViewHeight = 216
  /// picker.inputAccessoryViewHeight = 44
  /// screen.keyboard.post(.willShow, preset: .docked, for: picker)   // (0, 308, 320×260)
  /// ```
  ///
  /// Post it again with ``KeyboardEvent/willChangeFrame`` when focus moves to an input with
  /// other input views, as UIKit does.
  ///
  /// - Parameters:
  ///   - event: Which notification.
  ///   - preset: The keyboard's shape.
  ///   - input: The first responder, or `nil` for the bare keyboard.
  ///   - animation: Duration and curve.
  /// - Returns: Whether the notification was accepted; `false` when the screen is gone.
  @discardableResult
  public func post(
    _ event: KeyboardEvent, preset: KeyboardPreset, for input: (any TextInput)?,
    animation: KeyboardAnimation = .default
  ) -> Bool {
    guard let size = screenSize else { return false }
    pendingPreset = preset
    return post(event, frame: preset.frame(onScreenOf: size, for: input), animation: animation)
  }
}
