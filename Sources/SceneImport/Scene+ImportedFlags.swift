import KeyboardCore
import SceneFormat

extension Scene.ViewSpec {
  /// Sets the flags both importers read as text (a storyboard's attributes, a view dump's
  /// properties): `hidden` and `userInteractionEnabled` as `YES`/`NO`, `alpha` (clamped to
  /// 0...1) and `tag`.
  ///
  /// - Returns: What was wrong, for the caller to report at its own location; `nil` when
  ///   every value read.
  mutating func setImportedFlags(
    hidden: String?, userInteractionEnabled: String?, alpha: String?, tag: String?
  ) -> String? {
    isHidden = hidden == "YES"
    isUserInteractionEnabled = userInteractionEnabled != "NO"
    if let alpha {
      guard let value = Double(alpha), value.isFinite else {
        return "expected a number for alpha; found \"\(alpha)\""
      }
      self.alpha = Swift.min(1, Swift.max(0, value))
    }
    if let tag {
      // checked: a string parse, nil when it is not a whole number.
      guard let value = Int(tag) else {
        return "expected a whole number for tag; found \"\(tag)\""
      }
      self.tag = value
    }
    return nil
  }
}
