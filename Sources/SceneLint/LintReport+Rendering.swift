import KeyboardSimulator
import SceneFormat

extension LintReport {
  /// The report as text: per screen a table (input, worst clearance, status, where, why),
  /// the inputs Next does not reach, then the ``summary`` line.
  public var text: String {
    var lines: [String] = []
    for screen in screens {
      let inputs = screen.fields.count
      lines.append(
        "\(screen.name) (\(screen.source)): \(inputs) input\(inputs == 1 ? "" : "s") × "
          + "\(screen.cases) case\(screen.cases == 1 ? "" : "s")")
      var rows = [["input", "worst", "status", "where", "why"]]
      for field in screen.fields {
        rows.append([
          field.id,
          field.worst.map { $0.lintText(scale: field.worstCase?.device.scale ?? 1) }
            ?? "–", field.status.rawValue,
          field.worstCase?.description ?? "",
          field.worst == nil ? (field.obstacle ?? "") : field.worstReason,
        ])
      }
      let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
      for row in rows {
        var line = "  "
        for column in 0..<4 {
          line += row[column] + String(repeating: " ", count: widths[column] - row[column].count)
          line += "  "
        }
        lines.append(line + row[4])
      }
      let unreachable = screen.unreachable
      if !unreachable.isEmpty {
        lines.append(
          "  Next reaches \(screen.nextOrder.count) of \(screen.fields.count); not: "
            + unreachable.map { "\($0.id) (\($0.reason))" }.joined(separator: ", "))
      }
      for problem in screen.problems { lines.append("  error: \(problem)") }
      lines.append("")
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as JSON for CI: deterministic, keys in a fixed order.
  public var json: String {
    var screenValues: [JSONValue] = []
    for screen in screens {
      let fields: [JSONValue] = screen.fields.map { field in
        var members = [
          JSONMember("id", .string(field.id)),
          JSONMember("status", .string(field.status.rawValue)),
        ]
        if let worst = field.worst {
          let scale = field.worstCase?.device.scale ?? 1
          members.append(
            JSONMember(
              "worstClearance", worst.isFinite ? .number((worst * scale).rounded() / scale) : .null
            ))
        }
        if let worstCase = field.worstCase {
          members.append(
            JSONMember(
              "where",
              .object([
                JSONMember("device", .string(worstCase.device.name)),
                JSONMember(
                  "orientation", .string(worstCase.isLandscape ? "landscape" : "portrait")),
                JSONMember("keyboard", .string(worstCase.keyboard.rawValue)),
              ])))
          members.append(JSONMember("reason", .string(field.worstReason)))
        }
        if let obstacle = field.obstacle {
          members.append(JSONMember("obstacle", .string(obstacle)))
        }
        members += [
          JSONMember("cases", .number(Double(field.cases))),
          JSONMember("focused", .number(Double(field.focusedCases))),
          JSONMember("covered", .number(Double(field.coveredCases))),
          JSONMember("unexplained", .number(Double(field.unexplainedCases))),
        ]
        return .object(members)
      }
      screenValues.append(
        .object([
          JSONMember("name", .string(screen.name)),
          JSONMember("source", .string(screen.source)),
          JSONMember("cases", .number(Double(screen.cases))),
          JSONMember("fields", .array(fields)),
          JSONMember("nextOrder", .array(screen.nextOrder.map { .string($0) })),
          JSONMember(
            "unreachable",
            .array(
              screen.unreachable.map {
                .object([
                  JSONMember("id", .string($0.id)), JSONMember("reason", .string($0.reason)),
                ])
              })),
          JSONMember("problems", .array(screen.problems.map { .string($0) })),
        ]))
    }
    let root = JSONValue.object([
      JSONMember("summary", .string(summary)),
      JSONMember("failed", .bool(hasUnexplainedCover)),
      JSONMember("screens", .array(screenValues)),
    ])
    return root.serialized(pretty: true) + "\n"
  }

  /// The worst cases worth a drawing: every input that is covered or tight, and each
  /// screen's worst input.
  package var worstCases: [(screen: String, field: String, lintCase: LintCase)] {
    var result: [(String, String, LintCase)] = []
    for screen in screens {
      let worstField = screen.fields.filter { $0.worst != nil }
        .min { ($0.worst ?? .infinity) < ($1.worst ?? .infinity) }
      for field in screen.fields {
        guard let lintCase = field.worstCase else { continue }
        let status = field.status
        if status == .covered || status == .unexplained || status == .tight
          || field.id == worstField?.id
        {
          result.append((screen.name, field.id, lintCase))
        }
      }
    }
    return result
  }
}
