import KeyboardCore
import SimulatorCommand
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

/// Issue 12's renderer rows: any finite geometry draws at any allowed size, and every output is
/// clean (well-formed SVG, no control characters in text).
final class RendererRobustnessTests: XCTestCase {
  /// A one-field scene on a `width`×`height` screen with the given keyboard, focused.
  private func focusedScene(width: Double, height: Double, keyboard: String) -> String {
    """
    {
      "format": 1, "name": "tall",
      "screen": { "width": \(width), "height": \(height) },
      "keyboard": \(keyboard),
      "root": { "id": "form", "view": { "subviews": [
        { "id": "top", "kind": "textField", "frame": [10, 10, 100, 30] },
        { "id": "low", "kind": "textField", "frame": [10, \(height - 60), 100, 30] },
        { "id": "scroll", "kind": "scrollView", "frame": [0, 40, \(width), \(height / 2)] }
      ] } },
      "steps": [
        { "action": "focus", "field": "low" },
        { "action": "focus", "field": "top" },
        { "action": "hideKeyboard" }
      ]
    }
    """
  }

  private func runCommand(_ scene: String, _ arguments: [String]) throws
    -> KeyboardSimCommand
    .Result
  {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("renderer-robustness-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("scene.json")
    try scene.write(to: file, atomically: true, encoding: .utf8)
    return KeyboardSimCommand.run(arguments: arguments + [file.path])
  }

  /// Every line of a drawing is framed and as wide as the frame.
  private func assertFramed(
    _ drawing: String, columns: Int, file: StaticString = #filePath, line: UInt = #line
  ) {
    let lines = drawing.split(separator: "\n").dropLast()  // the caption
    XCTAssertGreaterThanOrEqual(lines.count, 6, file: file, line: line)
    XCTAssertLessThanOrEqual(lines.count, ASCIIRenderer.maximumColumns + 2, file: file, line: line)
    for text in lines {
      XCTAssertEqual(text.count, columns + 2, "\(text)", file: file, line: line)
    }
  }

  // MARK: ASCII at any allowed size

  func testASCII_400ColumnsOn375x812ScreenWithHardwareBar_drawsEveryStep() throws {
    let result = try runCommand(
      focusedScene(width: 375, height: 812, keyboard: #"{ "preset": "hardwareBar" }"#),
      ["--render", "ascii", "--columns", "400"])
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("keyboard hardwareAccessory"), result.stdout)
    XCTAssertTrue(result.stdout.contains(">[low"), "the active field is drawn")
  }

  func testASCII_defaultColumnsOn320x10000Screen_squeezesRowsAndDrawsKeyboard() throws {
    let scene = try Fixtures.load(
      focusedScene(width: 320, height: 10_000, keyboard: #"{ "preset": "docked" }"#))
    let report = try Simulator(scene: scene).run()
    let drawing = ASCIIRenderer.render(report.steps[1].after)
    assertFramed(drawing, columns: 48)
    let rows = drawing.split(separator: "\n").dropFirst().dropLast(2)
    XCTAssertEqual(rows.count, ASCIIRenderer.maximumColumns)
    XCTAssertTrue(rows.last?.contains("::::") ?? false, "the keyboard band is on the last row")
    let command = try runCommand(
      focusedScene(width: 320, height: 10_000, keyboard: #"{ "preset": "docked" }"#),
      ["--render", "ascii"])
    XCTAssertEqual(command.exitCode, 0, command.stderr)
  }

  func testASCII_everyAllowedColumnCountOnTallAndWideScreens_draws() throws {
    for (width, height) in [(375.0, 812.0), (320, 10_000), (10_000, 320), (1, 1), (2_000, 2_000)] {
      let scene = try Fixtures.load(
        focusedScene(width: width, height: height, keyboard: #"{ "preset": "hardwareBar" }"#))
      let report = try Simulator(scene: scene).run()
      for columns in [16, 17, 48, 99, 200, 333, 399, 400] {
        for step in report.steps {
          assertFramed(ASCIIRenderer.render(step.after, columns: columns), columns: columns)
        }
      }
    }
  }

  func testASCII_columnsOutsideTheAllowedRange_areClamped() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(steps: #"{ "action": "focus", "field": "email" }"#))
    assertFramed(ASCIIRenderer.render(report.steps[1].after, columns: .min), columns: 16)
    assertFramed(ASCIIRenderer.render(report.steps[1].after, columns: -5), columns: 16)
    assertFramed(ASCIIRenderer.render(report.steps[1].after, columns: .max), columns: 400)
  }

  // MARK: Extreme finite geometry

  func testReplay_screenHeight1e20_showsEveryPresetKeyboardAndRenders() throws {
    // The presets' floor went through Int64 and trapped at 1.3e19 on the first keyboard show.
    for (width, height) in [(320.0, 1e20), (1e20, 1e20), (1e300, 1e300)] {
      let presets = width < 600 ? ["docked", "hardwareBar"] : ["undocked", "floating", "docked"]
      for preset in presets {
        let text = focusedScene(
          width: width, height: height, keyboard: "{ \"preset\": \"\(preset)\" }")
        let report = try Fixtures.replay(text)
        XCTAssertEqual(report.steps.count, 4)
        for step in report.steps {
          XMLWellFormedness.assertWellFormedSVG(SVGRenderer.render(step, sceneName: preset))
          assertFramed(ASCIIRenderer.render(step.after), columns: 48)
        }
        XCTAssertFalse(TextReport.render(report).isEmpty)
      }
    }
  }

  /// Values from 1e-300 to 1e300, both signs, the largest finite Double, and zero.
  private static let extremes: [Double] = [
    0, 1e-300, -1e-300, 0.1, -0.5, 1, -1, 1e3, -1e3, 1e15, -1e15, 1e300, -1e300,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
  ]

  /// Snapshots of windows of extreme sizes holding views at extreme origins and sizes.
  private static func extremeSnapshots() -> [SceneSnapshot] {
    var snapshots: [SceneSnapshot] = []
    let sizes: [Double] = [1e-300, 1, 320, 1e300, .greatestFiniteMagnitude]
    let roles: [SceneSnapshot.Role] = [
      .textField, .textView, .scrollView, .bar, .controllerView, .view, .tableView,
    ]
    for windowWidth in sizes {
      for windowHeight in sizes {
        var views: [SceneSnapshot.ViewState] = []
        for (index, origin) in extremes.enumerated() {
          let size = abs(extremes[(index * 7) % extremes.count])
          let rect = Rect(x: origin, y: -origin, width: size, height: size)
          var view = SceneSnapshot.ViewState(
            name: "v\(index)", role: roles[index % roles.count], depth: 0, frame: rect,
            frameInWindow: rect, visibleRect: rect)
          view.isFirstResponder = index == 3
          views.append(view)
        }
        let keyboard = SceneSnapshot.KeyboardState(
          kind: .docked, frame: Rect(x: -1e300, y: windowHeight / 2, width: 1e300, height: 1e300),
          coveredRect: Rect(x: -1e300, y: windowHeight / 2, width: 1e300, height: 1e300))
        snapshots.append(
          SceneSnapshot(
            screenSize: Size(width: windowWidth, height: windowHeight),
            windowFrame: Rect(x: -1e300, y: 1e300, width: windowWidth, height: windowHeight),
            safeAreaInsets: .zero, keyboard: keyboard, firstResponder: "v3", views: views))
      }
    }
    return snapshots
  }

  func testASCII_extremeFiniteValuesAndNegativeOrigins_drawFramedGrids() {
    for snapshot in Self.extremeSnapshots() {
      for columns in [16, 48, 400] {
        assertFramed(ASCIIRenderer.render(snapshot, columns: columns), columns: columns)
      }
    }
  }

  func testSVG_extremeFiniteValuesAndNegativeOrigins_areWellFormed() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(steps: #"{ "action": "focus", "field": "email" }"#))
    var step = report.steps[1]
    let snapshots = Self.extremeSnapshots()
    for (index, snapshot) in snapshots.enumerated() {
      step.before = snapshots[(index + 1) % snapshots.count]
      step.after = snapshot
      step.changes = [
        StepReport.Change(view: "v1", property: "frame.y", before: -1e300, after: 1e300)
      ]
      step.clearance = StepReport.Clearance(
        field: "v3", distance: -1e300, caretDistance: 1e-300, wanted: 1e300)
      let svg = SVGRenderer.render(step, sceneName: "extreme")
      XMLWellFormedness.assertWellFormedSVG(svg, "snapshot \(index)")
      XCTAssertFalse(svg.contains("nan") || svg.contains("inf"), "snapshot \(index)")
    }
  }

  // MARK: Clean output

  /// Names and notes with every kind of character a terminal or an XML parser could trip on.
  private static let hostileNames = [
    "esc\u{1B}[31mred\u{1B}[0m", "nul\u{0}", "bell\u{7}", "line\nbreak", "cr\r\nlf", "tab\tstop",
    "del\u{7F}", "csi\u{9B}2J", "amp&lt<gt>\"quote\"'apos'", "nonchar\u{FFFE}\u{FFFF}",
    "]]>", "<!--", "&#0;", "\u{202E}rtl",
  ]

  /// A scene whose name, description, note, ids-as-text and typed text hold hostile strings.
  private static func hostileScene() -> String {
    let names = hostileNames.map { JSONValue.string($0).serialized() }
    let joined = names.joined(separator: " ")
    return """
      {
        "format": 1,
        "name": \(JSONValue.string(hostileNames.joined(separator: " ")).serialized()),
        "description": \(JSONValue.string(hostileNames.joined(separator: "\n")).serialized()),
        "screen": { "width": 320, "height": 568 },
        "root": { "id": "form", "title": \(names[0]), "view": { "subviews": [
          { "id": "email", "kind": "textField", "frame": [20, 400, 280, 30],
            "text": \(names[1]), "placeholder": \(names[2]) },
          { "id": "notes", "kind": "textView", "frame": [20, 450, 280, 60] }
        ] } },
        "steps": [
          { "action": "focus", "field": "email", "note": \(JSONValue.string(joined).serialized()),
            "expect": ["email.text == \\"\\u001b[2J\\u0007\\"", "email.clearance >= 10"] },
          { "action": "type", "text": \(names[0]), "note": \(names[7]) },
          { "action": "focus", "field": "notes" },
          { "action": "type", "text": \(JSONValue.string(hostileNames.joined()).serialized()) }
        ]
      }
      """
  }

  func testSVG_controlCharactersAmpersandsQuotesAndNoncharacters_areWellFormedXML() throws {
    let report = try Fixtures.replay(Self.hostileScene())
    for step in report.steps {
      let svg = SVGRenderer.render(step, sceneName: report.name)
      XMLWellFormedness.assertWellFormedSVG(svg, "step \(step.index)")
      XCTAssertFalse(svg.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    }
    for name in Self.hostileNames {
      var step = report.steps[1]
      step.title = name
      step.note = name
      for index in step.after.views.indices { step.after.views[index].name = name }
      XMLWellFormedness.assertWellFormedSVG(
        SVGRenderer.render(step, sceneName: name), "name \(JSONValue.string(name).serialized())")
    }
  }

  func testXMLChecker_rejectsWhatTheRendererMustNeverWrite() {
    XCTAssertNil(XMLWellFormedness.problem(in: "<svg x=\"&amp;\">a &lt; b</svg>"))
    XCTAssertNotNil(XMLWellFormedness.problem(in: "<svg>a & b</svg>"))
    XCTAssertNotNil(XMLWellFormedness.problem(in: "<svg>a < b</svg>"))
    XCTAssertNotNil(XMLWellFormedness.problem(in: "<svg>esc \u{1B}</svg>"))
    XCTAssertNotNil(XMLWellFormedness.problem(in: "<svg x=\"\"\"/>"))
    XCTAssertNotNil(XMLWellFormedness.problem(in: "<svg><g></svg>"))
  }

  func testTextReport_escapeSequencesInNamesNotesAndText_neverReachTheTerminal() throws {
    let report = try Fixtures.replay(Self.hostileScene())
    for columns in [nil, 16] {
      let text = TextReport.render(
        report, drawing: columns.map { width in { ASCIIRenderer.render($0.after, columns: width) } }
      )
      let controls = text.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
      }
      XCTAssertEqual(controls.map(\.value), [])
      XCTAssertTrue(text.contains("esc␛[31mred␛[0m"), text)
      XCTAssertTrue(text.contains("csi\u{FFFD}2J"), text)
      if columns != nil {
        // Every drawn row is still framed: no name broke a row.
        for line in text.split(separator: "\n") where line.hasPrefix("  |") {
          XCTAssertEqual(line.count, 2 + 16 + 2, String(line))
        }
      }
    }
    let command = try runCommand(Self.hostileScene(), ["--render", "ascii"])
    XCTAssertEqual(command.exitCode, 0, command.stderr)
    XCTAssertFalse(command.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
  }

  func testJSONReport_controlCharacters_areEscaped() throws {
    let report = try Fixtures.replay(Self.hostileScene())
    let json = JSONReport.render([report])
    XCTAssertFalse(
      json.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
      })
    XCTAssertTrue(json.contains("\\u001b[31m"))
    XCTAssertTrue(json.contains("\\u009b2J"))
  }

  // MARK: SVG polish (issue 14, item 6)

  func testSVG_longTitleWithoutSpaces_wrapsWithinThePicture() throws {
    let report = try Fixtures.replay(
      Fixtures.scene(steps: #"{ "action": "focus", "field": "email" }"#))
    let title = String(repeating: "x", count: 500)
    let svg = SVGRenderer.render(report.steps[1], sceneName: title)
    XMLWellFormedness.assertWellFormedSVG(svg)
    let titleLines = svg.split(separator: "\n").filter { $0.contains("font-size=\"14\"") }
    XCTAssertGreaterThan(titleLines.count, 5)
    for line in titleLines {
      let text = line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
      // 545 pt wide, 8.4 pt per bold 14 pt character: at most 61 characters a line.
      XCTAssertLessThanOrEqual(text.count, 61, String(text))
    }
  }

  func testSVG_labelsOfViewsAtTheSameOrigin_doNotOverlap() throws {
    let text = """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "id": "form", "view": { "subviews": [
          { "id": "outer", "kind": "scrollView", "frame": [0, 100, 320, 300], "subviews": [
            { "id": "inner", "kind": "scrollView", "frame": [0, 0, 320, 200], "subviews": [
              { "id": "table", "kind": "tableView", "frame": [0, 0, 320, 100] }
            ] }
          ] },
          { "id": "a", "kind": "textField", "frame": [20, 450, 280, 30] },
          { "id": "b", "kind": "textField", "frame": [20, 450, 280, 30] },
          { "id": "c", "kind": "textView", "frame": [20, 450, 280, 60] }
        ] } },
        "steps": [{ "action": "focus", "field": "a" }]
      }
      """
    let report = try Fixtures.replay(text)
    let svg = SVGRenderer.render(report.steps[1], sceneName: "stacked")
    XMLWellFormedness.assertWellFormedSVG(svg)
    var boxes: [(String, SVGLabelLayout.Box)] = []
    for line in svg.split(separator: "\n") {
      guard line.contains("<text "), let label = Self.label(String(line)),
        ["outer", "inner", "table", "a", "b", "c"].contains(label.text)
      else { continue }
      let box = SVGLabelLayout.box(
        label.text, x: label.x, baseline: label.y, size: label.size, anchor: .start)
      for (other, otherBox) in boxes where other.hasSuffix(label.panel) {
        XCTAssertFalse(box.intersects(otherBox), "\(label.text) overlaps \(other)")
      }
      boxes.append((label.text + label.panel, box))
    }
    // Six labels in each of the two panels.
    XCTAssertEqual(boxes.count, 12, "\(boxes.map(\.0))")
  }

  /// The text, x, y and font size of a `<text>` line, and which panel (by x) it is in.
  private static func label(
    _ line: String
  ) -> (text: String, x: Double, y: Double, size: Double, panel: String)? {
    func attribute(_ name: String) -> Double? {
      guard let range = line.range(of: " \(name)=\"") else { return nil }
      return Double(line[range.upperBound...].prefix { $0 != "\"" })
    }
    guard let x = attribute("x"), let y = attribute("y"), let size = attribute("font-size")
    else { return nil }
    let text = String(line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
    return (text, x, y, size, x < 280 ? "@before" : "@after")
  }
}
