import KeyboardCore

extension FrameCheck {
  /// The checks as `import --check-frames` prints them: a line per screen with views placed
  /// by constraints (with its three worst mismatches), then the total and the worst overall.
  ///
  /// Views marked ambiguous and misplaced are counted apart (misplaced ones only where a
  /// screen has some).
  ///
  /// ```
  /// frames Main.signIn: 11/12 within 0.5 pt; worst: email [16, 100, 343, 34] solved [16, 120, 343, 34] (20 pt)
  /// frames: 11/12 constrained views within 0.5 pt (91.7 %), ambiguous 0/0; worst: Main.signIn email (20 pt)
  /// ```
  ///
  /// - Parameter checks: The screens' checks.
  /// - Returns: The text, each line ending in a newline.
  package static func report(_ checks: [FrameCheck]) -> String {
    var text = ""
    var matched = 0
    var total = 0
    var ambiguousMatched = 0
    var ambiguousTotal = 0
    var misplacedMatched = 0
    var misplacedTotal = 0
    var stale = 0
    var worst: (screen: String, mismatch: Mismatch)?
    for check in checks {
      if let problem = check.problem {
        text += "frames \(check.screen): not checked: \(problem)\n"
        continue
      }
      guard check.total + check.ambiguousTotal + check.misplacedTotal > 0 else { continue }
      matched += check.matched
      total += check.total
      ambiguousMatched += check.ambiguousMatched
      ambiguousTotal += check.ambiguousTotal
      misplacedMatched += check.misplacedMatched
      misplacedTotal += check.misplacedTotal
      stale += check.mismatches.filter { $0.brokenConstraint != nil }.count
      var line = "frames \(check.screen): \(check.matched)/\(check.total) within 0.5 pt"
      if let design = check.designInsets {
        let parts =
          [
            design.top.map { "top \($0.lintText())" },
            design.bottom.map { "bottom \($0.lintText())" },
          ]
          .compactMap { $0 }
        line +=
          " (safe area \(parts.joined(separator: ", ")) as the stored frames show; the device's: "
          + "top \(design.device.top.lintText()), bottom \(design.device.bottom.lintText())"
          + (check.hidesNavigationBar
            ? "; no navigation bar, as Interface Builder laid it out" : "")
          + ")"
      }
      if check.ambiguousTotal > 0 {
        line += "; ambiguous \(check.ambiguousMatched)/\(check.ambiguousTotal)"
      }
      if check.misplacedTotal > 0 {
        line += "; misplaced \(check.misplacedMatched)/\(check.misplacedTotal)"
      }
      if !check.mismatches.isEmpty {
        line += "; worst: " + check.mismatches.prefix(3).map(\.description).joined(separator: ", ")
      }
      text += line + "\n"
      if let first = check.mismatches.first, first.error > (worst?.mismatch.error ?? 0) {
        worst = (check.screen, first)
      }
    }
    let share = total > 0 ? Self.percent(matched, of: total) : "-"
    text +=
      "frames: \(matched)/\(total) constrained views within 0.5 pt (\(share)), "
      + "ambiguous \(ambiguousMatched)/\(ambiguousTotal)"
      + (misplacedTotal > 0 ? ", misplaced \(misplacedMatched)/\(misplacedTotal)" : "")
      + (stale > 0
        ? "; \(stale) mismatch\(stale == 1 ? "" : "es") where the stored frames break a required "
          + "constraint" : "")
      + (worst.map { "; worst: \($0.screen) \($0.mismatch)" } ?? "") + "\n"
    return text
  }

  /// `91.7 %`.
  static func percent(_ part: Int, of whole: Int) -> String {
    let tenths = (Double(part) * 1000 / Double(whole)).rounded(.down) / 10
    return "\(tenths.lintText()) %"
  }
}

extension FrameCheck.Mismatch: CustomStringConvertible {
  /// `email [16, 100, 343, 34] solved [16, 120, 343, 34] (20 pt)`.
  package var description: String {
    "\(view) \(Self.text(stored)) solved \(Self.text(solved)) (\(error.lintText()) pt"
      + (brokenConstraint.map {
        "; the stored frames break \($0.text) by \($0.amount.lintText())"
      } ?? "") + ")"
  }

  static func text(_ rect: Rect) -> String {
    "["
      + [rect.minX, rect.minY, rect.width, rect.height].map { $0.lintText() }.joined(
        separator: ", ") + "]"
  }
}
