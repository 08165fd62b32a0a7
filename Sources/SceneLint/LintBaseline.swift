/// The covers a lint found, recorded so that a later lint fails only on what is new or worse.
///
/// `keyboard-sim lint --write-baseline FILE` writes today's covers; `lint --baseline FILE`
/// compares a new report with them. A cover is keyed by screen, input, device, orientation and
/// keyboard, and holds how far the input is covered, on the device's pixel grid. The file is
/// text, one cover a line, sorted, tab-separated, so it diffs well:
///
/// ```
/// # keyboard-sim lint baseline 1: screen, input, device, orientation, keyboard, covered points
/// Main.signIn	nickname	iPhone SE (1st)	landscape	predictive	12.5
/// ```
///
/// A tab, a newline or a backslash in a name is written `\t`, `\n`, `\\`.
public struct LintBaseline: Sendable, Hashable {
  /// Where a cover happens.
  public struct Key: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The screen's name.
    public var screen: String
    /// The input's id.
    public var input: String
    /// The device's name.
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// The keyboard's name (`docked`).
    public var keyboard: String

    var fields: [String] { [screen, input, device, orientation, keyboard] }

    /// Orders keys field by field.
    public static func < (lhs: Key, rhs: Key) -> Bool {
      lhs.fields.lexicographicallyPrecedes(rhs.fields)
    }

    /// `Main.signIn nickname, iPhone SE (1st) landscape, predictive`.
    public var description: String { "\(screen) \(input), \(device) \(orientation), \(keyboard)" }
  }

  /// How far each recorded input is covered, in points.
  public var covers: [Key: Double]

  /// A baseline of the covers of a report.
  ///
  /// - Parameter report: The report.
  public init(_ report: LintReport) {
    var covers: [Key: Double] = [:]
    for screen in report.screens {
      for field in screen.fields {
        for result in field.results {
          guard let amount = result.coveredBy else { continue }
          covers[Self.key(screen.name, field.id, result.lintCase)] = amount
        }
      }
    }
    self.covers = covers
  }

  static func key(_ screen: String, _ input: String, _ lintCase: LintCase) -> Key {
    Key(
      screen: screen, input: input, device: lintCase.device.name,
      orientation: lintCase.isLandscape ? "landscape" : "portrait",
      keyboard: lintCase.keyboard.rawValue)
  }

  /// A problem in a baseline file: the line and what was expected.
  public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line (1-based).
    public var line: Int
    /// What was wrong.
    public var message: String
    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
  }

  /// Reads a baseline file's text.
  ///
  /// - Parameter text: The file's text.
  /// - Throws: ``ReadError`` naming the line of a cover that does not have six fields or
  ///   whose amount is not a number.
  public init(text: String) throws(ReadError) {
    var covers: [Key: Double] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        .map { Self.unescaped(String($0)) }
      guard fields.count == 6 else {
        throw ReadError(
          line: index + 1,
          message: "expected screen, input, device, orientation, keyboard and covered points "
            + "separated by tabs; found \(fields.count) field\(fields.count == 1 ? "" : "s")")
      }
      guard let amount = Double(fields[5]), amount.isFinite else {
        throw ReadError(
          line: index + 1, message: "expected a number of points; found \"\(fields[5])\"")
      }
      covers[
        Key(
          screen: fields[0], input: fields[1], device: fields[2], orientation: fields[3],
          keyboard: fields[4])] = amount
    }
    self.covers = covers
  }

  /// The baseline file's text: a header line, then one cover a line, sorted.
  public var text: String {
    var lines = [
      "# keyboard-sim lint baseline 1: screen, input, device, orientation, keyboard, covered points"
    ]
    for key in covers.keys.sorted() {
      let amount = covers[key] ?? 0
      lines.append(
        (key.fields.map(Self.escaped) + [amount.lintText(scale: 1)]).joined(separator: "\t"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// How a report compares with the baseline.
  public struct Comparison: Sendable, Hashable {
    /// Covers the baseline does not have, with how far they cover.
    public var new: [(key: Key, covered: Double)] = []
    /// Covers worse than recorded: now and before.
    public var worse: [(key: Key, covered: Double, was: Double)] = []
    /// Recorded covers the report no longer has.
    public var gone: [(key: Key, was: Double)] = []
    /// Covers as recorded or better.
    public var unchanged = 0

    /// Whether something is new or worse: the lint's failure with a baseline.
    public var hasRegression: Bool { !new.isEmpty || !worse.isEmpty }

    /// Compares two comparisons by their contents.
    public static func == (lhs: Comparison, rhs: Comparison) -> Bool {
      lhs.new.map(\.key) == rhs.new.map(\.key) && lhs.worse.map(\.key) == rhs.worse.map(\.key)
        && lhs.gone.map(\.key) == rhs.gone.map(\.key) && lhs.unchanged == rhs.unchanged
    }

    /// Hashes the keys.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(new.map(\.key))
      hasher.combine(worse.map(\.key))
      hasher.combine(gone.map(\.key))
      hasher.combine(unchanged)
    }

    /// One line of counts, then one line per new, worse and gone cover.
    public var text: String {
      var lines = [
        "baseline: \(new.count) new, \(worse.count) worse, \(gone.count) gone, "
          + "\(unchanged) as recorded or better" + (hasRegression ? " — FAILED" : "")
      ]
      lines += new.map { "  new: \($0.key): covered by \($0.covered.lintText())" }
      lines += worse.map {
        "  worse: \($0.key): covered by \($0.covered.lintText()) (was \($0.was.lintText()))"
      }
      lines += gone.map { "  gone: \($0.key) (was covered by \($0.was.lintText()))" }
      return lines.joined(separator: "\n") + "\n"
    }
  }

  /// Compares a report with the baseline: a cover is worse when it covers more than recorded
  /// (by more than a millionth of a point).
  ///
  /// - Parameter report: The new report.
  /// - Returns: What is new, worse and gone.
  public func compare(_ report: LintReport) -> Comparison {
    let now = LintBaseline(report)
    var comparison = Comparison()
    for key in now.covers.keys.sorted() {
      let covered = now.covers[key] ?? 0
      if let was = covers[key] {
        if covered > was + 1e-6 {
          comparison.worse.append((key, covered, was))
        } else {
          comparison.unchanged += 1
        }
      } else {
        comparison.new.append((key, covered))
      }
    }
    for key in covers.keys.sorted() where now.covers[key] == nil {
      comparison.gone.append((key, covers[key] ?? 0))
    }
    return comparison
  }

  /// Whether a report's case fails against the baseline: a cover new or worse than recorded.
  package func isRegression(screen: String, input: String, _ result: LintReport.CaseResult)
    -> Bool
  {
    guard let covered = result.coveredBy else { return false }
    guard let was = covers[Self.key(screen, input, result.lintCase)] else { return true }
    return covered > was + 1e-6
  }

  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  static func unescaped(_ text: String) -> String {
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        result += character == "t" ? "\t" : character == "n" ? "\n" : String(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
