import KeyboardCore
import SceneFormat

/// Renders a replay as a short, readable text report: a header per step, what moved (before →
/// after), why (the solver's trace, indented), the active field's clearance, the return keys
/// and the navigation state, and each expectation with ✓ or ✗.
///
/// ```swift
/// print(TextReport.render(report))
/// ```
///
/// The output is deterministic (no timestamps, fixed number formatting), so tests can pin it.
/// Numbers print as the solver's trace prints them (`Double.readableDescription`: at most 12
/// significant digits, whole points kept), so a clearance and the trace's gap read the same;
/// the JSON report keeps full precision.
public enum TextReport {
  /// The width of the step headers' rules, in characters.
  static let width = 78
  static let labelWidth = 12

  /// Renders a replay.
  ///
  /// - Parameters:
  ///   - report: The replay.
  ///   - drawing: An optional drawing to print under each step (for example
  ///     ``ASCIIRenderer/render(_:columns:)``), given each step's report.
  /// - Returns: The text, ending with a newline.
  public static func render(
    _ report: ReplayReport, drawing: ((StepReport) -> String)? = nil
  ) -> String {
    var lines: [String] = []
    lines.append(report.name)
    if let summary = report.summary { lines.append(contentsOf: paragraphs(summary, width: width)) }
    if !report.notes.isEmpty {
      lines.append("Approximated:")
      for note in report.notes {
        lines.append(
          contentsOf: wrap("- " + note, width: width - 2).enumerated().map {
            $0.offset == 0 ? "  " + $0.element : "    " + $0.element
          })
      }
    }
    lines.append(
      contentsOf: wrapList(report.setup.split(separator: " · ").map(String.init), width: width))
    for step in report.steps {
      if step.index == 0 && step.expectations.isEmpty && step.invariantViolations.isEmpty
        && step.diagnostics.isEmpty && step.constraints.isEmpty && drawing == nil
      {
        continue
      }
      lines.append("")
      lines.append(contentsOf: render(step))
      if let drawing {
        lines.append(
          contentsOf: drawing(step).split(separator: "\n", omittingEmptySubsequences: false).map {
            "  " + $0
          })
      }
    }
    lines.append("")
    lines.append(summaryLine(report))
    // Names, notes and typed text come from the scene file: no control character of theirs
    // reaches the terminal or breaks a line.
    return lines.map(\.neutralizingControlCharacters).joined(separator: "\n") + "\n"
  }

  /// Wraps text whose line breaks start new paragraphs (a description, a note).
  static func paragraphs(_ text: String, width: Int) -> [String] {
    text.split(whereSeparator: \.isNewline).flatMap { wrap(String($0), width: width) }
  }

  /// The last line of a report: steps, expectations, invariants.
  static func summaryLine(_ report: ReplayReport) -> String {
    let steps = report.steps.filter { $0.index > 0 }.count
    let total = report.expectationCount
    let failed = report.failedExpectationCount
    let expectations =
      failed == 0
      ? "\(total) expectation\(total == 1 ? "" : "s") met"
      : "✗ \(failed) of \(total) expectation\(total == 1 ? "" : "s") failed"
    let broken = report.stepsBreakingInvariants
    let invariants =
      broken == 0
      ? "invariants held" : "✗ invariants broken in \(broken) step\(broken == 1 ? "" : "s")"
    return "\(steps) step\(steps == 1 ? "" : "s") · \(expectations) · \(invariants)"
  }

  /// Renders one step.
  ///
  /// - Parameter step: The step's report.
  /// - Returns: Its lines.
  static func render(_ step: StepReport) -> [String] {
    var lines = [header(step)]
    if let note = step.note {
      lines.append(contentsOf: paragraphs(note, width: width - 2).map { "  " + $0 })
    }
    section("events", step.events, into: &lines)
    section("moved", moved(step.changes), into: &lines)
    section("constraints", step.constraints, into: &lines)
    section("why", why(step), into: &lines)
    if let clearance = step.clearance {
      section("clearance", [describe(clearance)], into: &lines)
    }
    if let navigation = step.navigation {
      let fields = navigation.fields.enumerated().map { index, field in
        (index == navigation.activeIndex ? "▸" : "")
          + "\(field.name) [\(field.returnKeyType.rawValue)]"
      }
      section("return keys", wrapList(fields, width: width - labelWidth - 2), into: &lines)
      let position =
        navigation.activeIndex.map { "field \($0 + 1) of \(navigation.fields.count)" }
        ?? "not in the order"
      section(
        "navigation",
        [
          "\(navigation.form): \(position) · previous \(mark(navigation.canGoPrevious)) · "
            + "next \(mark(navigation.canGoNext))"
        ], into: &lines)
    }
    section("diagnostics", step.diagnostics, into: &lines)
    section(
      "invariants", step.invariantViolations.map { "✗ " + $0 }, into: &lines)
    section(
      "expect",
      step.expectations.map {
        $0.passed ? "✓ \($0.text)" : "✗ \($0.text)  (actual: \($0.actual))"
      }, into: &lines)
    return lines
  }

  static func header(_ step: StepReport) -> String {
    let left = "── \(step.index) · \(step.title) "
    let right = " t \(formatTime(step.time)) s"
    let fill = Swift.max(3, width - left.count - right.count)
    return left + String(repeating: "─", count: fill) + right
  }

  static func formatTime(_ time: Double) -> String {
    let clamped = Swift.min(Swift.max(time.isNaN ? 0 : time, 0), 1e12)
    let hundredths = Int64((clamped * 100).rounded(.toNearestOrEven))  // checked: 0...1e12
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  static func mark(_ flag: Bool) -> String { flag ? "✓" : "✗" }

  /// The passes, each with its trace, and the restores, in the order they happened (a
  /// restore without a position in ``StepReport/passesBeforeRestores`` comes last).
  static func why(_ step: StepReport) -> [String] {
    var why: [String] = []
    var next = 0
    func restores(before passes: Int) {
      while next < step.restores.count {
        let position =
          next < step.passesBeforeRestores.count
          ? step.passesBeforeRestores[next] : step.passes.count
        guard position <= passes else { return }
        why.append("restored everything (\(step.restores[next]))")
        next += 1
      }
    }
    for (index, pass) in step.passes.enumerated() {
      restores(before: index)
      let number = step.passes.count > 1 ? " \(index + 1)" : ""
      why.append("pass\(number) (\(pass.reason))")
      why.append(contentsOf: pass.trace.map { "  " + $0 })
    }
    restores(before: step.passes.count)
    return why
  }

  /// The clearance line: the field's gap (or cover), its caret's for a text view, the gap it
  /// wants and, when it is left short, why.
  ///
  /// Numbers print as `Double.readableDescription`, the rule the trace's
  /// `clear: … above the keyboard` shares, so the two read the same.
  static func describe(_ clearance: StepReport.Clearance) -> String {
    var text: String
    if let distance = clearance.distance {
      text =
        distance >= 0
        ? "\(clearance.field) is \(distance.readableDescription) pt above the keyboard"
        : "\(clearance.field) is covered by \((-distance).readableDescription) pt"
    } else {
      text = "\(clearance.field) is not under the keyboard"
    }
    if let caret = clearance.caretDistance {
      text +=
        caret >= 0
        ? "; its caret \(caret.readableDescription) pt above"
        : "; its caret covered by \((-caret).readableDescription) pt"
    }
    let reason = clearance.shortBecause.map { "; \($0)" } ?? ""
    return text + " (wants \(clearance.wanted.readableDescription)\(reason))"
  }

  /// One line per view: `scroll  contentOffset.y 0 → 63, contentInset.bottom 0 → 226`.
  ///
  /// Numbers print as `Double.readableDescription`; a change too small to show that way
  /// prints both numbers in full, so no line reads `40 → 40`.
  static func moved(_ changes: [StepReport.Change]) -> [String] {
    var order: [String] = []
    var byView: [String: [String]] = [:]
    for change in changes {
      if byView[change.view] == nil { order.append(change.view) }
      var (before, after) = (change.before.readableDescription, change.after.readableDescription)
      if before == after {
        (before, after) = (change.before.compactDescription, change.after.compactDescription)
      }
      byView[change.view, default: []].append("\(change.property) \(before) → \(after)")
    }
    let nameWidth = order.map(\.count).max() ?? 0
    var lines: [String] = []
    for view in order {
      let padded = view + String(repeating: " ", count: nameWidth - view.count)
      let items = byView[view] ?? []
      let wrapped = wrapList(
        items, width: width - labelWidth - nameWidth - 4, separator: ", ")
      for (index, line) in wrapped.enumerated() {
        lines.append((index == 0 ? padded : String(repeating: " ", count: nameWidth)) + "  " + line)
      }
    }
    return lines
  }

  static func section(_ label: String, _ content: [String], into lines: inout [String]) {
    guard !content.isEmpty else { return }
    let available = width - 2 - labelWidth
    let wrapped = content.flatMap { hangingWrap($0, width: available) }
    for (index, line) in wrapped.enumerated() {
      let prefix =
        index == 0
        ? label + String(repeating: " ", count: Swift.max(1, labelWidth - label.count))
        : String(repeating: " ", count: labelWidth)
      lines.append("  " + prefix + line)
    }
  }

  /// Joins items with a separator into lines no wider than `width` (an item wider than that
  /// gets a line of its own).
  static func wrapList(_ items: [String], width: Int, separator: String = " · ") -> [String] {
    var lines: [String] = []
    var current = ""
    for item in items {
      if current.isEmpty {
        current = item
      } else if current.count + separator.count + item.count <= width {
        current += separator + item
      } else {
        var end = separator
        while end.last == " " { end.removeLast() }
        lines.append(current + end)
        current = item
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// Wraps a line to `width` columns at spaces.
  ///
  /// Continuation lines keep the line's indentation plus two spaces; a word longer than a line
  /// stays whole.
  static func hangingWrap(_ line: String, width: Int) -> [String] {
    let indent = String(line.prefix { $0 == " " })
    var rest = Substring(line.dropFirst(indent.count))
    var prefix = indent
    var result: [String] = []
    while prefix.count + rest.count > width {
      let room = width - prefix.count
      guard room > 10 else { break }
      let limit = rest.index(rest.startIndex, offsetBy: room)
      guard let cut = rest[...limit].lastIndex(of: " ") ?? rest[limit...].firstIndex(of: " ")
      else { break }
      result.append(prefix + rest[..<cut])
      rest = rest[rest.index(after: cut)...]
      while rest.first == " " { rest.removeFirst() }
      prefix = indent + "  "
    }
    result.append(prefix + rest)
    return result
  }

  /// Wraps words into lines no wider than `width`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The widest line, in characters.
  ///   - breakingLongWords: Whether a word wider than a line is cut into pieces that fit
  ///     (for pictures, where nothing scrolls); otherwise it gets a line of its own.
  /// - Returns: The lines.
  static func wrap(_ text: String, width: Int, breakingLongWords: Bool = false) -> [String] {
    var lines: [String] = []
    var current = ""
    let width = Swift.max(1, width)
    var words: [Substring] = []
    for word in text.split(separator: " ") {
      guard breakingLongWords, word.count > width else {
        words.append(word)
        continue
      }
      var rest = word
      while !rest.isEmpty {
        words.append(rest.prefix(width))
        rest = rest.dropFirst(width)
      }
    }
    for word in words {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
