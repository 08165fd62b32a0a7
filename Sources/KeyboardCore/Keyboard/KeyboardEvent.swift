/// One of the six keyboard notifications UIKit posts.
public enum KeyboardEvent: String, Sendable, Hashable, Codable, CaseIterable {
  /// `keyboardWillShowNotification`.
  case willShow
  /// `keyboardDidShowNotification`.
  case didShow
  /// `keyboardWillChangeFrameNotification`.
  case willChangeFrame
  /// `keyboardDidChangeFrameNotification`.
  case didChangeFrame
  /// `keyboardWillHideNotification`.
  case willHide
  /// `keyboardDidHideNotification`.
  case didHide

  /// Whether the event announces that the keyboard is going away.
  public var isHide: Bool { self == .willHide || self == .didHide }
}

/// The timing curve of an animation, as `UIView.AnimationCurve` (plus the keyboard's own).
public enum AnimationCurve: String, Sendable, Hashable, Codable, CaseIterable {
  /// Slow at both ends.
  case easeInOut
  /// Slow at the start.
  case easeIn
  /// Slow at the end; the default when a notification carries no curve.
  case easeOut
  /// Constant speed.
  case linear
  /// The keyboard's private curve (raw value 7 in UIKit).
  case keyboard
}

/// The duration and curve with which changes are animated.
public struct KeyboardAnimation: Sendable, Hashable {
  /// The duration in seconds (never negative).
  public var duration: Double
  /// The timing curve.
  public var curve: AnimationCurve

  /// Creates an animation; a missing, zero, negative or non-finite duration becomes the
  /// default 0.25 s, as IQKeyboardNotification does.
  public init(duration: Double? = nil, curve: AnimationCurve = .easeOut) {
    if let duration, duration.isFinite, duration > 0 {
      self.duration = duration
    } else {
      self.duration = Self.defaultDuration
    }
    self.curve = curve
  }

  /// The duration used when a notification carries none: 0.25 s.
  public static let defaultDuration = 0.25

  /// 0.25 s, ease-out: what a notification without timing gets.
  public static let `default` = KeyboardAnimation()
}
