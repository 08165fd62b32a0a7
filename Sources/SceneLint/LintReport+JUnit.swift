extension LintReport {
  /// The report as JUnit XML for CI dashboards: one `<testsuite>` per screen and one
  /// `<testcase>` per input and case (device, orientation, keyboard).
  ///
  /// A test case fails (`<failure>`, with the cover in words) where the lint fails: an input
  /// covered without a reason. A cover with a reason passes and says so in `<system-out>`; an
  /// input that did not take focus is `<skipped>`, with the reason when the scene gives one.
  /// Text is escaped for XML (`&`, `<`, `>`, quotes; control characters become spaces).
  public var junit: String {
    junit { _, _, result in result.isCovered && !result.isExplained }
  }

  /// The JUnit XML, a case failing when `failing(screen, input, result)` says so (a
  /// baseline's new or worse covers).
  ///
  /// - Parameter failing: Whether an input's case fails, given the screen's and input's names.
  /// - Returns: The XML document.
  package func junit(failing: (String, String, CaseResult) -> Bool) -> String {
    var body = ""
    var total = 0
    var failures = 0
    for screen in screens {
      var cases = ""
      var screenTotal = 0
      var screenFailures = 0
      for field in screen.fields {
        for result in field.results {
          screenTotal += 1
          let name = Self.xml("\(field.id) — \(result.lintCase)")
          cases += "    <testcase classname=\"\(Self.xml(screen.name))\" name=\"\(name)\">"
          let covered = result.coveredBy.map { $0.lintText(scale: 1) }
          if result.distance == nil {
            let why = field.obstacle ?? "did not take focus"
            cases += "<skipped message=\"\(Self.xml(why))\"/>"
          } else if failing(screen.name, field.id, result) {
            screenFailures += 1
            let message =
              "\(field.id) covered by \(covered ?? "0") on \(result.lintCase): \(result.reason)"
            cases +=
              "\n      <failure message=\"\(Self.xml(message))\" type=\"covered\">"
              + "\(Self.xml(message))</failure>\n    "
          } else if let covered {
            cases +=
              "<system-out>\(Self.xml("covered by \(covered) with a reason: \(result.reason)"))"
              + "</system-out>"
          }
          cases += "</testcase>\n"
        }
      }
      total += screenTotal
      failures += screenFailures
      body +=
        "  <testsuite name=\"\(Self.xml(screen.name))\" tests=\"\(screenTotal)\" "
        + "failures=\"\(screenFailures)\" errors=\"\(screen.problems.count)\">\n" + cases
      for problem in screen.problems {
        body +=
          "    <testcase classname=\"\(Self.xml(screen.name))\" name=\"build\">"
          + "<error message=\"\(Self.xml(problem))\"/></testcase>\n"
      }
      body += "  </testsuite>\n"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"keyboard-sim lint\" tests=\"\(total)\" failures=\"\(failures)\">\n"
      + body + "</testsuites>\n"
  }

  /// Text escaped for an XML attribute or element.
  static func xml(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        // XML 1.0 allows no other control characters, nor U+FFFE and U+FFFF.
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        {
          result += " "
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
