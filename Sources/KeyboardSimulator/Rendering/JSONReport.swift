import KeyboardCore
import SceneFormat

/// Renders replays as JSON for tools: pretty-printed, keys sorted, numbers in a fixed format,
/// so the same replay always gives the same bytes.
///
/// The document is `{"scenes": [...]}` with one object per replay: `name`, `file`, `setup`,
/// `success`, `expectations` (`total`, `failed`) and `steps`. Each step has `index`, `title`,
/// `time`, `duration`, `events`, `passes` (`reason`, `trace`, `mutations`,
/// `remainingCover`), `restores`, `changes` (`view`, `property`, `before`, `after`),
/// `clearance`, `navigation`, `expectations` (`text`, `passed`, `actual`),
/// `invariantViolations`, `diagnostics`, and `after`: the scene after the step (`keyboard`,
/// `firstResponder`, `views` with their frames in window coordinates).
public enum JSONReport {
  /// Renders replays.
  ///
  /// - Parameter reports: The replays, in order.
  /// - Returns: The JSON text, ending with a newline.
  public static func render(_ reports: [ReplayReport]) -> String {
    document(reports).serialized(pretty: true, sortedKeys: true) + "\n"
  }

  /// The value ``render(_:)`` prints: equal documents print the same text.
  package static func document(_ reports: [ReplayReport]) -> JSONValue {
    .object([JSONMember("scenes", .array(reports.map(json)))])
  }

  static func json(_ report: ReplayReport) -> JSONValue {
    .object([
      JSONMember("name", .string(report.name)),
      JSONMember("summary", report.summary.map(JSONValue.string) ?? .null),
      JSONMember("notes", .array(report.notes.map(JSONValue.string))),
      JSONMember("file", report.file.map(JSONValue.string) ?? .null),
      JSONMember("setup", .string(report.setup)),
      JSONMember("success", .bool(report.isSuccess)),
      JSONMember(
        "expectations",
        .object([
          JSONMember("total", .number(Double(report.expectationCount))),
          JSONMember("failed", .number(Double(report.failedExpectationCount))),
        ])),
      JSONMember("steps", .array(report.steps.map(json))),
    ])
  }

  static func json(_ step: StepReport) -> JSONValue {
    .object(
      [
        JSONMember("index", .number(Double(step.index))),
        JSONMember("title", .string(step.title)),
        JSONMember("note", step.note.map(JSONValue.string) ?? .null),
        JSONMember("time", .number(step.time)),
        JSONMember("duration", .number(step.duration)),
        JSONMember("events", strings(step.events)),
        JSONMember(
          "passes",
          .array(
            step.passes.map { pass in
              .object([
                JSONMember("reason", .string(pass.reason)),
                JSONMember("trace", strings(pass.trace)),
                JSONMember("mutations", strings(pass.mutations)),
                JSONMember("remainingCover", .number(pass.remainingCover)),
              ])
            })),
        JSONMember("restores", strings(step.restores)),
        JSONMember(
          "changes",
          .array(
            step.changes.map { change in
              .object([
                JSONMember("view", .string(change.view)),
                JSONMember("property", .string(change.property)),
                JSONMember("before", .number(change.before)),
                JSONMember("after", .number(change.after)),
              ])
            })),
        JSONMember("clearance", step.clearance.map(json) ?? .null),
        JSONMember("navigation", step.navigation.map(json) ?? .null),
        JSONMember(
          "expectations",
          .array(
            step.expectations.map { result in
              .object([
                JSONMember("text", .string(result.text)),
                JSONMember("passed", .bool(result.passed)),
                JSONMember("actual", .string(result.actual)),
              ])
            })),
        JSONMember("invariantViolations", strings(step.invariantViolations)),
        JSONMember("diagnostics", strings(step.diagnostics)),
        JSONMember("after", json(step.after)),
      ] + (step.constraints.isEmpty ? [] : [JSONMember("constraints", strings(step.constraints))]))
  }

  static func json(_ clearance: StepReport.Clearance) -> JSONValue {
    .object(
      [
        JSONMember("field", .string(clearance.field)),
        JSONMember("distance", clearance.distance.map(JSONValue.number) ?? .null),
        JSONMember("caretDistance", clearance.caretDistance.map(JSONValue.number) ?? .null),
        JSONMember("wanted", .number(clearance.wanted)),
      ]
        + (clearance.shortBecause.map { [JSONMember("shortBecause", .string($0))] }
          ?? []))
  }

  static func json(_ navigation: StepReport.Navigation) -> JSONValue {
    .object([
      JSONMember("form", .string(navigation.form)),
      JSONMember(
        "fields",
        .array(
          navigation.fields.map { field in
            .object([
              JSONMember("name", .string(field.name)),
              JSONMember("returnKeyType", .string(field.returnKeyType.rawValue)),
            ])
          })),
      JSONMember("activeIndex", navigation.activeIndex.map { .number(Double($0)) } ?? .null),
      JSONMember("canGoNext", .bool(navigation.canGoNext)),
      JSONMember("canGoPrevious", .bool(navigation.canGoPrevious)),
    ])
  }

  static func json(_ snapshot: SceneSnapshot) -> JSONValue {
    .object([
      JSONMember("window", rect(snapshot.windowFrame)),
      JSONMember("firstResponder", snapshot.firstResponder.map(JSONValue.string) ?? .null),
      JSONMember(
        "keyboard",
        snapshot.keyboard.map { keyboard in
          .object([
            JSONMember("kind", .string(keyboard.kind.rawValue)),
            JSONMember("frame", rect(keyboard.frame)),
            JSONMember("coveredRect", rect(keyboard.coveredRect)),
          ])
        } ?? .null),
      JSONMember(
        "views",
        .array(
          snapshot.views.map { view in
            var members = [
              JSONMember("name", .string(view.name)),
              JSONMember("role", .string(view.role.rawValue)),
              JSONMember("frame", rect(view.frame)),
              JSONMember("frameInWindow", rect(view.frameInWindow)),
              JSONMember("isVisible", .bool(view.visibleRect != nil)),
            ]
            if let offset = view.contentOffset {
              members.append(
                JSONMember("contentOffset", .array([.number(offset.x), .number(offset.y)])))
            }
            if let inset = view.contentInset {
              members.append(
                JSONMember(
                  "contentInset",
                  .object([
                    JSONMember("top", .number(inset.top)), JSONMember("left", .number(inset.left)),
                    JSONMember("bottom", .number(inset.bottom)),
                    JSONMember("right", .number(inset.right)),
                  ])))
            }
            if let key = view.returnKeyType {
              members.append(JSONMember("returnKeyType", .string(key.rawValue)))
            }
            return .object(members)
          })),
    ])
  }

  static func rect(_ rect: Rect) -> JSONValue {
    .array([
      .number(rect.origin.x), .number(rect.origin.y), .number(rect.size.width),
      .number(rect.size.height),
    ])
  }

  static func strings(_ lines: [String]) -> JSONValue {
    .array(lines.map(JSONValue.string))
  }
}
