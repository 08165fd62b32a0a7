import KeyboardCore
import SceneFormat

/// Draws a step as an SVG picture: the scene before and after the step side by side, the
/// keyboard band shaded, the active field in blue, views that moved in orange (with a dashed
/// outline where they were), the active field's clearance as a measured gap, and the step's
/// title and outcome as text.
///
/// The output is small and deterministic: coordinates rounded to a tenth of a pixel with a
/// fixed format, no timestamps, no random ids.
///
/// ```swift
/// for step in report.steps where step.index > 0 {
///   try SVGRenderer.render(step, sceneName: report.name)
///     .write(toFile: "step-\(step.index).svg", atomically: true, encoding: .utf8)
/// }
/// ```
public enum SVGRenderer {
  static let panelWidth = 300.0
  static let panelHeight = 420.0
  static let margin = 16.0
  static let gap = 40.0

  private enum Color {
    static let ink = "#1c1c1e"
    static let secondary = "#6e6e73"
    static let window = "#ffffff"
    static let backdrop = "#f2f2f7"
    static let bar = "#d1d1d6"
    static let scroll = "#8e8e93"
    static let field = "#ffffff"
    static let fieldStroke = "#3a3a3c"
    static let active = "#0a84ff"
    static let activeFill = "#e5f0ff"
    static let moved = "#ff9500"
    static let keyboard = "#3a3a3c"
    static let good = "#248a3d"
    static let bad = "#d70015"
  }

  /// Draws one step.
  ///
  /// - Parameters:
  ///   - step: The step's report.
  ///   - sceneName: The scene's name, shown in the title.
  /// - Returns: The SVG document, ending with a newline.
  public static func render(_ step: StepReport, sceneName: String) -> String {
    let window = step.after.windowFrame.size
    let before = step.before.windowFrame.size
    let scale = Swift.min(
      panelWidth / Swift.max(window.width, before.width, 1),
      panelHeight / Swift.max(window.height, before.height, 1))
    let panelW = Swift.max(window.width, before.width) * scale
    let panelH = Swift.max(window.height, before.height) * scale
    let width = margin * 2 + panelW * 2 + gap
    let textWidth = width - margin * 2
    // Characters per line for a character width; the text width is at most two panels and a
    // gap, and the count is clamped besides.
    func columns(_ characterWidth: Double) -> Int {
      let count = textWidth / characterWidth
      // checked: NaN reads as 1; clamped to 1...10,000
      return count.isNaN ? 1 : Int(Swift.min(Swift.max(count, 1), 10_000))
    }
    let titleLines = TextReport.wrap(
      "\(sceneName) — step \(step.index): \(step.title)".neutralizingControlCharacters,
      width: columns(8.4), breakingLongWords: true)
    let subtitleLines = TextReport.wrap(
      ("t = \(TextReport.formatTime(step.time)) s" + (step.note.map { " · " + $0 } ?? ""))
        .neutralizingControlCharacters,
      width: columns(6.2), breakingLongWords: true)
    let notes = footer(step).flatMap { note in
      TextReport.wrap(
        note.text.neutralizingControlCharacters, width: columns(6.2),
        breakingLongWords: true
      ).enumerated().map {
        (text: ($0.offset == 0 ? "" : "  ") + $0.element, color: note.color)
      }
    }
    let panelTop =
      22 + Double(titleLines.count - 1) * 18 + 18 + Double(subtitleLines.count - 1) * 15 + 26
    let height = panelTop + panelH + 22 + Double(notes.count) * 16 + margin

    var svg = SVGWriter()
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", f(width)), ("height", f(height)),
        ("viewBox", "0 0 \(f(width)) \(f(height))"),
        ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "11"),
      ])
    svg.element("rect", [("width", f(width)), ("height", f(height)), ("fill", Color.backdrop)])
    var lineY = 22.0
    for line in titleLines {
      svg.text(line, x: margin, y: lineY, size: 14, weight: "bold", color: Color.ink)
      lineY += 18
    }
    for line in subtitleLines {
      svg.text(line, x: margin, y: lineY, size: 11, color: Color.secondary)
      lineY += 15
    }

    let moved = Set(step.changes.map(\.view))
    for (index, (label, snapshot)) in [("before", step.before), ("after", step.after)].enumerated()
    {
      let x = margin + Double(index) * (panelW + gap)
      let y = panelTop
      svg.text(label, x: x, y: y - 4, size: 11, weight: "bold", color: Color.secondary)
      drawPanel(
        snapshot, into: &svg, id: "p\(index)", x: x, y: y, scale: scale,
        moved: index == 1 ? moved : [], ghosts: index == 1 ? step.before : nil,
        clearance: index == 1 ? step.clearance : nil)
    }
    lineY = panelTop + panelH + 22
    for note in notes {
      svg.text(note.text, x: margin, y: lineY, size: 11, color: note.color)
      lineY += 16
    }
    svg.close("svg")
    return svg.output
  }

  private static func drawPanel(
    _ snapshot: SceneSnapshot, into svg: inout SVGWriter, id: String, x: Double, y: Double,
    scale: Double, moved: Set<String>, ghosts: SceneSnapshot?, clearance: StepReport.Clearance?
  ) {
    let size = snapshot.windowFrame.size
    func box(_ rect: Rect) -> [(String, String)] {
      [
        ("x", f(x + rect.minX * scale)), ("y", f(y + rect.minY * scale)),
        ("width", f(rect.width * scale)), ("height", f(rect.height * scale)),
      ]
    }
    let windowRect = Rect(origin: .zero, size: size)
    svg.open("clipPath", [("id", id)])
    svg.element("rect", box(windowRect))
    svg.close("clipPath")
    svg.element(
      "rect",
      box(windowRect) + [("fill", Color.window), ("stroke", Color.ink), ("stroke-width", "1.5")])
    svg.open("g", [("clip-path", "url(#\(id))")])
    var labels = SVGLabelLayout(
      bounds: SVGLabelLayout.Box(
        minX: x, minY: y, maxX: x + size.width * scale, maxY: y + size.height * scale))
    for view in snapshot.views {
      guard let rect = view.visibleRect else { continue }
      let isMoved = moved.contains(view.name)
      let stroke = isMoved ? Color.moved : nil
      switch view.role {
      case .controllerView:
        guard rect != windowRect || isMoved else { continue }
        svg.element(
          "rect",
          box(view.frameInWindow) + [
            ("fill", Color.window), ("stroke", stroke ?? Color.scroll),
            ("stroke-width", isMoved ? "2" : "1"),
          ])
      case .bar:
        svg.element("rect", box(rect) + [("fill", Color.bar)])
        let labelX = x + rect.midX * scale
        if let labelY = labels.place(
          view.name, x: labelX, baseline: y + rect.midY * scale + 4, size: 10, anchor: .middle)
        {
          svg.text(
            view.name, x: labelX, y: labelY, size: 10, color: Color.secondary, anchor: "middle")
        }
      case .scrollView, .tableView, .collectionView:
        svg.element(
          "rect",
          box(rect) + [
            ("fill", "none"), ("stroke", stroke ?? Color.scroll),
            ("stroke-width", isMoved ? "2" : "1"),
            ("stroke-dasharray", "4 3"),
          ])
        let labelX = x + rect.minX * scale + 3
        if let labelY = labels.place(
          view.name, x: labelX, baseline: y + rect.minY * scale + 10, size: 9)
        {
          svg.text(
            view.name, x: labelX, y: labelY, size: 9, color: isMoved ? Color.moved : Color.scroll)
        }
      case .cell, .view:
        svg.element(
          "rect",
          box(rect) + [
            ("fill", "none"), ("stroke", stroke ?? Color.bar),
            ("stroke-width", isMoved ? "2" : "1"),
          ])
      case .textField, .textView:
        let active = view.isFirstResponder
        svg.element(
          "rect",
          box(rect) + [
            ("rx", "3"), ("fill", active ? Color.activeFill : Color.field),
            ("stroke", active ? Color.active : (stroke ?? Color.fieldStroke)),
            ("stroke-width", active ? "2.5" : (isMoved ? "2" : "1")),
          ])
        // Small fields (a large iPad drawn small) get a smaller label that still fits.
        let fontSize = Swift.min(11, Swift.max(7, (rect.height * scale - 3).rounded(.down)))
        let labelY =
          view.role == .textField
          ? y + rect.midY * scale + (fontSize * 0.35).rounded() : y + rect.minY * scale + 13
        let labelX = x + rect.minX * scale + 5
        if let placedY = labels.place(view.name, x: labelX, baseline: labelY, size: fontSize) {
          svg.text(
            view.name, x: labelX, y: placedY, size: fontSize, weight: active ? "bold" : nil,
            color: active ? Color.active : Color.ink)
        }
      }
    }
    if let ghosts, let active = snapshot.views.first(where: \.isFirstResponder),
      let was = ghosts.view(named: active.name), let wasRect = was.visibleRect,
      was.frameInWindow != active.frameInWindow
    {
      // Where the active field was before the step, and an arrow to where it is now.
      svg.element(
        "rect",
        box(wasRect) + [
          ("rx", "3"), ("fill", "none"), ("stroke", Color.active), ("stroke-width", "1"),
          ("stroke-dasharray", "3 3"),
        ])
      let arrowX = x + Swift.max(4, active.frameInWindow.minX * scale - 8)
      let from = y + was.frameInWindow.midY * scale
      let to = y + active.frameInWindow.midY * scale
      let head = to > from ? -5.0 : 5.0
      svg.element(
        "path",
        [
          (
            "d",
            "M\(f(arrowX)) \(f(from)) L\(f(arrowX)) \(f(to)) M\(f(arrowX - 4)) \(f(to + head)) "
              + "L\(f(arrowX)) \(f(to)) L\(f(arrowX + 4)) \(f(to + head))"
          ),
          ("fill", "none"), ("stroke", Color.active), ("stroke-width", "1.5"),
        ])
    }
    if let keyboard = snapshot.keyboard {
      let rect = keyboard.coveredRect
      svg.element("rect", box(rect) + [("fill", Color.keyboard), ("fill-opacity", "0.55")])
      let room = rect.width * scale - 8
      let labels = [
        "keyboard · \(keyboard.kind.rawValue) · \(rect.size)",
        "keyboard · \(keyboard.kind.rawValue)",
        keyboard.kind.rawValue,
      ]
      if let label = labels.first(where: { Double($0.count) * 6.2 <= room }) {
        svg.text(
          label, x: x + rect.midX * scale, y: y + rect.maxY * scale - 8, size: 11,
          color: "#ffffff", anchor: "middle")
      }
    }
    if let clearance, let keyboard = snapshot.keyboard, let distance = clearance.distance,
      let field = snapshot.view(named: clearance.field)
    {
      let lineX = x + Swift.min(field.frameInWindow.maxX * scale + 8, (size.width - 4) * scale)
      let top = y + field.frameInWindow.maxY * scale
      let bottom = y + keyboard.coveredRect.minY * scale
      let color = distance >= clearance.wanted ? Color.good : Color.bad
      svg.element(
        "line",
        [
          ("x1", f(lineX)), ("y1", f(top)), ("x2", f(lineX)), ("y2", f(bottom)),
          ("stroke", color), ("stroke-width", "2"),
        ])
      let label = "\(distance.compactDescription) pt"
      let labelWidth = Double(label.count) * 6.5 + 8
      let labelY = Swift.max(top, bottom) + 4
      svg.element(
        "rect",
        [
          ("x", f(lineX - labelWidth + 1)), ("y", f(labelY)), ("width", f(labelWidth)),
          ("height", "15"), ("rx", "3"), ("fill", color),
        ])
      svg.text(
        label, x: lineX - 3, y: labelY + 11, size: 10, weight: "bold", color: "#ffffff",
        anchor: "end")
    }
    svg.close("g")
  }

  private static func footer(_ step: StepReport) -> [(text: String, color: String)] {
    var lines: [(String, String)] = []
    if let clearance = step.clearance {
      let good = (clearance.distance ?? .infinity) >= clearance.wanted
      lines.append((TextReport.describe(clearance), good ? Color.good : Color.bad))
    }
    for line in TextReport.moved(step.changes) {
      lines.append(
        (
          "moved: "
            + line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "),
          Color.moved
        ))
    }
    for result in step.expectations {
      lines.append(
        result.passed
          ? ("✓ \(result.text)", Color.good)
          : ("✗ \(result.text) (actual: \(result.actual))", Color.bad))
    }
    for violation in step.invariantViolations {
      lines.append(("✗ invariant: \(violation)", Color.bad))
    }
    return lines
  }

  /// A number with at most one decimal, in a fixed format (`12`, `12.5`, `-3.2`).
  static func f(_ value: Double) -> String {
    // Clamped so that absurd but finite geometry from a scene cannot overflow the conversion.
    let clamped = Swift.min(Swift.max(value.isNaN ? 0 : value, -1e12), 1e12)
    let tenths = Int64((clamped * 10).rounded(.toNearestOrEven))  // checked: |clamped| ≤ 1e12
    let sign = tenths < 0 ? "-" : ""
    let magnitude = tenths.magnitude
    let whole = magnitude / 10
    let fraction = magnitude % 10
    if fraction == 0 { return sign + String(whole) }
    return sign + "\(whole).\(fraction)"
  }
}

/// A minimal XML writer for the SVG renderer: one element per line, attributes in the given
/// order, text escaped.
struct SVGWriter {
  private(set) var output = ""
  private var depth = 0

  mutating func open(_ name: String, _ attributes: [(String, String)]) {
    line("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  mutating func element(_ name: String, _ attributes: [(String, String)]) {
    line("<\(name)\(Self.attributes(attributes))/>")
  }

  mutating func text(
    _ content: String, x: Double, y: Double, size: Double, weight: String? = nil, color: String,
    anchor: String? = nil
  ) {
    var attributes = [
      ("x", SVGRenderer.f(x)), ("y", SVGRenderer.f(y)), ("font-size", SVGRenderer.f(size)),
      ("fill", color),
    ]
    if let weight { attributes.append(("font-weight", weight)) }
    if let anchor { attributes.append(("text-anchor", anchor)) }
    line("<text\(Self.attributes(attributes))>\(Self.escape(content))</text>")
  }

  private mutating func line(_ text: String) {
    output += String(repeating: "  ", count: depth) + text + "\n"
  }

  private static func attributes(_ pairs: [(String, String)]) -> String {
    pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  /// The text as XML character data or an attribute value: control characters and the
  /// noncharacters XML forbids replaced by visible stand-ins (see
  /// `String.neutralizingControlCharacters`), then `&`, `<`, `>` and `"` escaped.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text.neutralizingControlCharacters {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
