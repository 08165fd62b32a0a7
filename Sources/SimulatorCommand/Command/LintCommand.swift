import Foundation
import KeyboardSimulator
import SceneFormat
import SceneImport
import SceneLint

/// `keyboard-sim lint`: every input of every screen on every device, orientation and keyboard.
enum LintCommand {
  static let help = """
    USAGE: keyboard-sim lint FILE... [--json] [--svg DIR] [--junit FILE] [--devices LIST]
                                     [--keyboards LIST] [--orientations LIST]
                                     [--write-baseline FILE | --baseline FILE]

    Focuses every text input of every screen on every device, orientation and keyboard, with
    the keyboard manager and a return manager as a scene replay has them, and reports per
    input the worst clearance above the keyboard, where it happens and the solver's reason;
    then the inputs the toolbar's Next does not reach; then a summary line.

    FILE is a scene file (.json), a storyboard (.storyboard), a XIB (.xib) or a view dump
    (any other file; see keyboard-sim import --help). Storyboards and XIBs are imported
    together first.

    An input is covered when the keyboard's top is above its bottom (a tall text view's caret
    line) once the manager has moved things. A cover is explained when the manager's trace
    says why it could not do more (the root's rise clamped at the keyboard's overlap, no root
    to move, the scroll-only strategy, a resized root, the caret at the top guide) or when the
    manager does not handle the input.

    OPTIONS:
      --json               Print the report as JSON (deterministic) instead of text; the
                           summary line goes to standard error.
      --junit FILE         Also write JUnit XML to FILE: one testcase per input and case
                           (device, orientation, keyboard); a failure where the lint fails,
                           with the cover in words.
      --write-baseline FILE
                           Record today's covers in FILE (one a line, sorted, tab-separated:
                           screen, input, device, orientation, keyboard, covered points).
      --baseline FILE      Fail only on covers that are new or worse than FILE records (with or
                           without a reason), and list the recorded ones that are gone.
      --svg DIR            Draw the worst cases into DIR: every covered or tight input, and
                           each screen's worst input (SCREEN-INPUT.svg).
      --devices LIST       Comma-separated device names, or "all" (default: iPhone SE (1st),
                           iPhone 8, iPhone 8 Plus, iPhone 14, iPhone 14 Pro Max, iPad 9.7,
                           iPad Pro 12.9). The devices are the simulator's table: \(
      LintConfiguration.allDevices.map(\.name).joined(separator: ", ")).
      --keyboards LIST     Comma-separated: docked, predictive, undocked, floating, hardware
                           (default: all; undocked and floating only on iPad).
      --orientations LIST  portrait, landscape or both (default: both).
      -h, --help           Show this help and exit.

    Files are read one by one: a file that cannot be read, or a screen that cannot be built,
    is reported on standard error as "skipped: FILE:LINE: reason" with a count of the files
    read and skipped, and the others are linted.

    EXIT STATUS:
      0  every file was read and no input ended covered without a reason
      1  an input ended covered without a reason (or a case could not be built); with
         --baseline, a cover is new or worse than recorded; whether or not files were skipped
      2  nothing to lint (every file skipped), or a usage error
      3  some files or screens were skipped (each named on standard error) and the others
         passed
    """

  static func run(_ arguments: [String]) -> KeyboardSimCommand.Result {
    var files: [String] = []
    var json = false
    var svgDirectory: String?
    var junitFile: String?
    var baselineFile: String?
    var writeBaselineFile: String?
    var configuration = LintConfiguration.default
    var index = 0
    var onlyFiles = false
    func value() -> String? {
      guard index < arguments.count else { return nil }
      index += 1
      return arguments[index - 1]
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
        files.append(argument)
        continue
      }
      switch argument {
      case "--": onlyFiles = true
      case "-h", "--help":
        return KeyboardSimCommand.Result(exitCode: 0, stdout: help + "\n", stderr: "")
      case "--json": json = true
      case "--junit":
        guard let file = value() else { return usage("--junit needs a file: --junit FILE") }
        junitFile = file
      case "--baseline":
        guard let file = value() else { return usage("--baseline needs a file: --baseline FILE") }
        baselineFile = file
      case "--write-baseline":
        guard let file = value() else {
          return usage("--write-baseline needs a file: --write-baseline FILE")
        }
        writeBaselineFile = file
      case "--svg":
        guard let directory = value() else { return usage("--svg needs a directory: --svg DIR") }
        svgDirectory = directory
      case "--devices":
        guard let list = value() else { return usage("--devices needs a list of device names") }
        if list == "all" {
          configuration.devices = LintConfiguration.allDevices
          continue
        }
        var devices: [LintConfiguration.Device] = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
          guard let device = LintConfiguration.device(named: name) else {
            let suggestion = Read.closest(
              to: name, among: LintConfiguration.allDevices.map(\.name))
            return usage(
              "unknown device \"\(name)\"" + (suggestion.map { "; did you mean \($0)?" } ?? ""))
          }
          devices.append(device)
        }
        configuration.devices = devices
      case "--keyboards":
        guard let list = value() else { return usage("--keyboards needs a list of keyboards") }
        var keyboards: [LintConfiguration.Keyboard] = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
          guard let keyboard = LintConfiguration.Keyboard(rawValue: name) else {
            return usage(
              "unknown keyboard \"\(name)\"; expected docked, predictive, undocked, floating "
                + "or hardware")
          }
          keyboards.append(keyboard)
        }
        configuration.keyboards = keyboards
      case "--orientations":
        guard let list = value() else { return usage("--orientations needs portrait, landscape") }
        let names = Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        guard !names.isEmpty, names.isSubset(of: ["portrait", "landscape"]) else {
          return usage("--orientations takes portrait, landscape or both; found \(list)")
        }
        configuration.portrait = names.contains("portrait")
        configuration.landscape = names.contains("landscape")
      default:
        let options = [
          "--json", "--svg", "--junit", "--baseline", "--write-baseline", "--devices",
          "--keyboards", "--orientations", "--help",
        ]
        let suggestion = Read.closest(to: argument, among: options)
        return usage(
          "unknown option \(argument)" + (suggestion.map { "; did you mean \($0)?" } ?? ""))
      }
    }
    guard !files.isEmpty else { return usage("lint needs at least one FILE") }
    var baseline: LintBaseline?
    if let file = baselineFile {
      guard let data = FileManager.default.contents(atPath: file),
        let text = String(data: data, encoding: .utf8)
      else { return usage("\(file): cannot read the baseline") }
      do throws(LintBaseline.ReadError) {
        baseline = try LintBaseline(text: text)
      } catch {
        return usage("\(file):\(error.line): \(error.message)")
      }
    }
    guard !configuration.devices.isEmpty, !configuration.keyboards.isEmpty else {
      return usage("--devices and --keyboards need at least one entry each")
    }

    // Read everything before linting anything; a file that cannot be read is skipped.
    var screens: [LintScreen] = []
    var skipped: [String] = []
    var filesRead = 0
    for file in files where ScreenFiles.isScene(file) {
      do throws(SceneError) {
        let scene = try SceneLoader.load(contentsOfFile: file)
        let name = scene.name ?? Simulator.baseName(file)
        screens.append(LintScreen(scene: scene, name: name, source: file))
        filesRead += 1
      } catch {
        skipped.append("\(error)")
      }
    }
    var screensSkipped = 0
    var filesSkipped = skipped.count
    if files.contains(where: { !ScreenFiles.isScene($0) }) {
      let reading = ScreenFiles.importScreens(files)
      screens += reading.screens.map(LintScreen.init)
      skipped += reading.skipped
      filesRead += reading.filesRead
      filesSkipped += reading.filesSkipped
      screensSkipped = reading.screensSkipped
    }
    let skippedText = skipped.map { "skipped: \($0)\n" }.joined()
    let notes = screens.reduce(0) { $0 + $1.notes.count }
    let inputs = screens.reduce(0) { $0 + $1.inputs.count }
    let reading =
      "lint: \(ImportCommand.counted(filesRead, "file")) read, \(filesSkipped) skipped; "
      + ImportCommand.counted(screens.count, "screen")
      + (screensSkipped > 0 ? " (\(screensSkipped) skipped)" : "")
      + ", \(ImportCommand.counted(inputs, "input")), \(ImportCommand.counted(notes, "note"))"
    guard !screens.isEmpty else {
      return KeyboardSimCommand.Result(
        exitCode: KeyboardSimCommand.malformedInput, stdout: "",
        stderr: skippedText + reading + "\nerror: nothing to lint\n")
    }

    let report = SceneLinter.lint(screens, configuration: configuration)
    var stderr = skippedText
    if json { stderr += report.summary + "\n" }
    stderr += reading + "\n"
    if let directory = svgDirectory {
      switch writeSVGs(SceneLinter.worstSteps(of: report, screens: screens), to: directory) {
      case .success(let count):
        stderr += "wrote \(count) SVG file\(count == 1 ? "" : "s") to \(directory)\n"
      case .failure(let failure):
        return KeyboardSimCommand.Result(
          exitCode: KeyboardSimCommand.malformedInput, stdout: "",
          stderr: failure.lines.joined(separator: "\n") + "\n")
      }
    }
    var stdout = json ? report.json : report.text
    var failed = report.hasUnexplainedCover
    var junit = report.junit
    if let baseline {
      let comparison = baseline.compare(report)
      failed = comparison.hasRegression
      if json { stderr += comparison.text } else { stdout += comparison.text }
      junit = report.junit { screen, input, result in
        baseline.isRegression(screen: screen, input: input, result)
      }
    }
    if let file = junitFile {
      guard FileManager.default.createFile(atPath: file, contents: Data(junit.utf8)) else {
        return KeyboardSimCommand.Result(
          exitCode: KeyboardSimCommand.malformedInput, stdout: "",
          stderr: "error: \(file): cannot write the file\n")
      }
    }
    if let file = writeBaselineFile {
      let text = LintBaseline(report).text
      guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
        return KeyboardSimCommand.Result(
          exitCode: KeyboardSimCommand.malformedInput, stdout: "",
          stderr: "error: \(file): cannot write the file\n")
      }
      let count = LintBaseline(report).covers.count
      stderr += "wrote \(count) cover\(count == 1 ? "" : "s") to \(file)\n"
    }
    let exitCode =
      failed ? KeyboardSimCommand.checkFailed : skipped.isEmpty ? 0 : ScreenFiles.someSkipped
    return KeyboardSimCommand.Result(exitCode: exitCode, stdout: stdout, stderr: stderr)
  }

  static func writeSVGs(
    _ worstSteps: [(screen: String, field: String, lintCase: LintCase, step: StepReport)],
    to directory: String
  ) -> Result<Int, ScreenFiles.Failure> {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(
        ScreenFiles.Failure(lines: ["error: \(directory): cannot create the directory"]))
    }
    var count = 0
    var used = Set<String>()
    for worst in worstSteps {
      let base = KeyboardSimCommand.fileStem("\(worst.screen)-\(worst.field)")
      var stem = base
      var suffix = 1
      while used.contains(stem.lowercased()) {
        suffix += 1
        stem = "\(base)-\(suffix)"
      }
      used.insert(stem.lowercased())
      let path = (directory as NSString).appendingPathComponent(stem + ".svg")
      let svg = SVGRenderer.render(
        worst.step, sceneName: "\(worst.screen): \(worst.field), \(worst.lintCase)")
      guard FileManager.default.createFile(atPath: path, contents: Data(svg.utf8)) else {
        return .failure(ScreenFiles.Failure(lines: ["error: \(path): cannot write the file"]))
      }
      count += 1
    }
    return .success(count)
  }

  static func usage(_ message: String) -> KeyboardSimCommand.Result {
    KeyboardSimCommand.Result(
      exitCode: KeyboardSimCommand.malformedInput, stdout: "",
      stderr: "error: \(message)\nRun keyboard-sim lint --help for usage.\n")
  }
}
