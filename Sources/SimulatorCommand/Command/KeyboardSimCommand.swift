import Foundation
import KeyboardCore
import KeyboardSimulator
import SceneFormat
import SimulatorReliability

/// The `keyboard-sim` command, as a function: arguments in, exit code and output out.
///
/// `main.swift` only forwards `CommandLine.arguments` and writes the result, so tests run the
/// whole command, including its exit codes, through ``run(arguments:)``.
///
/// ```swift
/// let result = KeyboardSimCommand.run(arguments: ["--check", "Examples/login.json"])
/// result.exitCode   // 0 when every expectation held
/// ```
package enum KeyboardSimCommand {
  /// What a run printed and how it ended.
  package struct Result: Sendable, Hashable {
    /// The exit status: 0 success, 1 a failed expectation or broken invariant with `--check`,
    /// 2 malformed input or a usage error.
    package var exitCode: Int32
    /// What goes to standard output.
    package var stdout: String
    /// What goes to standard error.
    package var stderr: String
  }

  /// The exit status for a failed check (`--check`).
  package static let checkFailed: Int32 = 1
  /// The exit status for malformed input or a usage error.
  package static let malformedInput: Int32 = 2

  /// The command's help text.
  package static let help = """
    USAGE: keyboard-sim [options] [FILE...]
           keyboard-sim import FILE... --out DIR   (storyboards, XIBs, view dumps; see --help)
           keyboard-sim lint FILE...               (every device and keyboard; see --help)

    Replays keyboard scene files: builds each scene's screen, window, controllers and views,
    runs its event script on a virtual clock with a KeyboardManager and a ReturnManager per
    form, and reports after every step what moved and why (the solver's trace), the active
    field's clearance above the keyboard, the return keys and the navigation state, and
    whether the scene's expectations held.

    With no FILE, replays the built-in demo (Examples/demo-registration.json): a registration
    form in a scroll view under a navigation bar.

    OPTIONS:
      --check          Exit with status 1 when an expectation fails or an invariant breaks.
      --json           Print a JSON report (sorted keys, deterministic) instead of text.
      --render ascii   Draw the screen after each step in the text report.
      --columns N      The width of the ASCII drawings in characters (default 48).
      --svg DIR        Write one SVG per step into DIR (created if needed): the scene before
                       and after the step side by side, the keyboard shaded, the active field
                       and the moved views highlighted. Files are named SCENE-step-NN.svg;
                       a scene whose name another scene of the run has gets SCENE-2-…
      --print-demo     Print the built-in demo scene file and exit (a start for your own).
      --properties     Also check the reliability properties after every step of each scene
                       (clearance judged on geometry, no motion when clear, a second solve changing
                       nothing, offsets in range, exact restore, return keys, bounded lists,
                       a second replay giving the same report); exit 1 if one breaks.
      --soak N         Replay N random scenes with every property checked, instead of files;
                       print the failures by property, a coverage table (how many scenes and
                       steps exercised each feature), the scenes and steps whose layout had
                       not settled (not failures), then "P passed, F failed"; exit 1 on a
                       failure.
      --no-extremes    Make --soak's scenes without extreme finite geometry (1e-300…1e300).
      --no-edge-classes
                       Make --soak's scenes without the edge classes (one seed in five: a
                       root that is the input, keyboards a few points tall, text views barely
                       taller than the visible area, scroll view insets at the keyboard's top),
                       as soaks before them made.
      --constraints    Give --soak's scenes a screen laid out by constraints too (chains of
                       fields, centring, inequalities, priorities, the safe area, margins and
                       keyboard guides, natural sizes, stacks placed by constraints, now and
                       then a conflict), and check
                       that every required constraint holds within a pixel after each step
                       and that laying out again moves nothing.
      --seed S         The first seed of --soak (default 1).
      --steps K        The longest random script of --soak (default 16).
      --out DIR        Write --soak's failing scenes, shrunk, into DIR as scene files
                       (reliability-seed-S.json), and its first unsettled ones, shrunk
                       (unsettled-seed-S.json).
      --without-rule R Replay (or --soak) with the solver's special rule R left out, to see
                       which scenes need it (CONTRIBUTING.md, "Special rules"); repeatable.
                       Scenes --out writes do not record it: replay them with it too.
                       Never for an app: a plan without a rule may break the invariants.
      -h, --help       Show this help and exit.

    EXIT STATUS:
      0  every scene replayed (and, with --check, every expectation held)
      1  with --check: an expectation failed or the view tree broke an invariant; with
         --properties or --soak: a reliability property broke
      2  malformed input (the message names the file, the JSON path and what was expected),
         a file past the scene limits (8 MiB, 20,000 views, 200 levels of nesting, 10,000
         steps, 1,000-character strings) or a usage error; nothing is replayed when any
         file is malformed

    SCENE FILES:
      JSON, "format": 1: a screen, a window, a controller tree with views (view, scrollView,
      tableView, collectionView, stackView, textField, textView), the manager's configuration,
      and "steps": focus, resign, showKeyboard, changeKeyboard, hideKeyboard (a frame, a height
      or a preset: docked, undocked, floating, hardwareBar), pressReturn, pressKey, goNext,
      goPrevious, done, type, rotate, resizeWindow, updateView, updateController, configure,
      reloadLayout, push, pop, present, dismiss, selectTab, addView, removeView, drag. Each step
      may carry "expect": ["email.clearance >= 10", "form.frame.y == -188", ...].
      The full reference is the SceneFileFormat article of the SceneFormat docs.

    EXAMPLES:
      keyboard-sim
      keyboard-sim --check Examples/*.json
      keyboard-sim --render ascii Examples/login.json
      keyboard-sim --svg /tmp/steps Examples/chat-input.json
      keyboard-sim --properties Examples/*.json
      keyboard-sim --soak 10000 --seed 1 --out /tmp/found
    """

  struct Options {
    var check = false
    var json = false
    var ascii = false
    var columns = 48
    var svgDirectory: String?
    var printDemo = false
    var properties = false
    var soakCount: UInt64?
    var soakSeed: UInt64 = 1
    var soakSteps = 16
    var soakOutput: String?
    var soakExtremes = true
    var soakConstraints = false
    var soakEdgeClasses = true
    var help = false
    var files: [String] = []
    var rulesSwitchedOff = SpecialRules()
  }

  static let optionNames = [
    "--check", "--json", "--render", "--columns", "--svg", "--print-demo", "--properties",
    "--soak", "--seed", "--steps", "--out", "--no-extremes", "--no-edge-classes", "--constraints",
    "--without-rule", "--help", "-h",
  ]

  /// Runs the command.
  ///
  /// Every problem with a file or an argument ends with exit status 2 and a one-line
  /// `error: …` on standard error. Text from scene files and arguments is printed with its
  /// control characters neutralised, so no escape sequence in a file reaches the terminal.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: The exit code and the output.
  package static func run(arguments: [String]) -> Result {
    var result = execute(arguments)
    result.stdout = neutralizingControlCharacters(in: result.stdout)
    result.stderr = neutralizingControlCharacters(in: result.stderr)
    return result
  }

  /// The text with each line's control characters neutralised and its line breaks kept.
  private static func neutralizingControlCharacters(in text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).neutralizingControlCharacters }
      .joined(separator: "\n")
  }

  private static func execute(_ arguments: [String]) -> Result {
    switch arguments.first {
    case "import": return ImportCommand.run(Array(arguments.dropFirst()))
    case "lint": return LintCommand.run(Array(arguments.dropFirst()))
    default: break
    }
    let options: Options
    switch parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let message):
      return Result(
        exitCode: malformedInput, stdout: "",
        stderr: "error: \(message)\nRun keyboard-sim --help for usage.\n")
    }
    if options.help { return Result(exitCode: 0, stdout: help + "\n", stderr: "") }
    if options.printDemo { return Result(exitCode: 0, stdout: DemoScene.json, stderr: "") }
    if let count = options.soakCount { return soak(count: count, options: options) }

    // Read and validate every file before replaying any.
    var scenes: [(scene: Scene, file: String)] = []
    var errors: [String] = []
    if options.files.isEmpty {
      do throws(SceneError) {
        scenes.append(
          (try SceneLoader.parse(DemoScene.json, file: DemoScene.fileName), DemoScene.fileName))
      } catch {
        errors.append("error: \(error)")
      }
    }
    for file in options.files {
      do throws(SceneError) {
        scenes.append((try SceneLoader.load(contentsOfFile: file), file))
      } catch {
        errors.append("error: \(error)")
      }
    }
    guard errors.isEmpty else {
      return Result(
        exitCode: malformedInput, stdout: "", stderr: errors.joined(separator: "\n") + "\n")
    }
    for index in scenes.indices { scenes[index].scene.rulesSwitchedOff = options.rulesSwitchedOff }

    var reports: [ReplayReport] = []
    for (scene, file) in scenes {
      do throws(SceneError) {
        reports.append(try Simulator(scene: scene, file: file).run())
      } catch {
        return Result(exitCode: malformedInput, stdout: "", stderr: "error: \(error)\n")
      }
    }

    var stdout: String
    if options.json {
      stdout = JSONReport.render(reports)
    } else {
      let drawing: ((StepReport) -> String)? =
        options.ascii ? { ASCIIRenderer.render($0.after, columns: options.columns) } : nil
      stdout = reports.map { TextReport.render($0, drawing: drawing) }.joined(separator: "\n")
    }
    var stderr = ""
    if let directory = options.svgDirectory {
      switch writeSVGs(reports, to: directory) {
      case .success(let count, let renamed):
        stderr += renamed.map { "\($0)\n" }.joined()
        stderr += "wrote \(count) SVG file\(count == 1 ? "" : "s") to \(directory)\n"
      case .failure(let message):
        return Result(exitCode: malformedInput, stdout: stdout, stderr: "error: \(message)\n")
      }
    }
    if options.properties {
      var broken = 0
      for (scene, file) in scenes {
        if let failure = ReliabilityCheck.firstFailure(in: scene) {
          broken += 1
          stderr += "properties: \(file): \(failure)\n"
        } else {
          stderr += "properties: \(file): every property held after every step\n"
        }
      }
      if broken > 0 { return Result(exitCode: checkFailed, stdout: stdout, stderr: stderr) }
    }
    let failed = reports.contains { !$0.isSuccess }
    if failed && options.check {
      let count = reports.filter { !$0.isSuccess }.count
      stderr +=
        "check failed: \(count) scene\(count == 1 ? "" : "s") with failed expectations "
        + "or broken invariants\n"
      return Result(exitCode: checkFailed, stdout: stdout, stderr: stderr)
    }
    return Result(exitCode: 0, stdout: stdout, stderr: stderr)
  }

  /// Runs `--soak`: random scenes with every property checked, failures shrunk and written.
  static func soak(count: UInt64, options: Options) -> Result {
    let (end, overflow) = options.soakSeed.addingReportingOverflow(count)
    guard !overflow else {
      return Result(
        exitCode: malformedInput, stdout: "", stderr: "error: --seed + --soak overflows\n")
    }
    let report = Soak.run(
      seeds: options.soakSeed..<end, maxSteps: options.soakSteps,
      allowsExtremes: options.soakExtremes, constraints: options.soakConstraints,
      edgeClasses: options.soakEdgeClasses, rulesSwitchedOff: options.rulesSwitchedOff)
    var stdout = "soak: \(report.sequences) random scenes, \(report.steps) steps, seeds "
    stdout += "\(options.soakSeed)..<\(end)\n"
    var stderr = ""
    func write(_ scene: Scene, as name: String) -> Bool {
      guard let folder = options.soakOutput else { return true }
      let path = (folder as NSString).appendingPathComponent(name)
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try scene.sceneFileText.write(toFile: path, atomically: true, encoding: .utf8)
        stderr += "wrote \(path)\n"
        return true
      } catch {
        stderr = "error: \(path): cannot write\n"
        return false
      }
    }
    for finding in report.findings {
      stdout += "seed \(finding.seed): \(finding.failure)\n"
      guard write(finding.scene, as: "reliability-seed-\(finding.seed).json") else {
        return Result(exitCode: malformedInput, stdout: stdout, stderr: stderr)
      }
    }
    for unsettled in report.unsettled {
      guard write(unsettled.scene, as: "unsettled-seed-\(unsettled.seed).json") else {
        return Result(exitCode: malformedInput, stdout: stdout, stderr: stderr)
      }
    }
    for property in ReliabilityFailure.Property.allCases {
      guard let count = report.failuresByProperty[property] else { continue }
      stdout += "failed \(property.rawValue): \(count)\n"
    }
    stdout += report.coverage.table + "\n"
    for edge in RandomScene.EdgeClass.allCases {
      guard let scenes = report.scenesByEdgeClass[edge] else { continue }
      let failed = report.failuresByEdgeClass[edge] ?? 0
      stdout += "edge class \(edge.rawValue): \(scenes) scenes, \(failed) failed\n"
    }
    // Not failures: the views settle later or never, but every property held on the step.
    stdout += "layout not settled: \(report.unsettledScenes) scenes, \(report.unsettledSteps) steps"
    if !report.unsettled.isEmpty {
      stdout += " (seeds \(report.unsettled.map { String($0.seed) }.joined(separator: ", ")))"
    }
    if options.soakConstraints {
      // Not failures either: the engine told the app its constraints feed back on a safe area
      // or guide they read (Auto Layout would loop as well).
      stdout += "\nAuto Layout feedback loops diagnosed: \(report.feedbackLoopScenes) scenes, "
      stdout += "\(report.relaidIntoLoopScenes) laid out again into the loop"
      if !report.relaidIntoLoopSeeds.isEmpty {
        stdout += " (seeds \(report.relaidIntoLoopSeeds.map(String.init).joined(separator: ", ")))"
      }
    }
    stdout += "\n" + report.summary + "\n"
    return Result(exitCode: report.failed > 0 ? checkFailed : 0, stdout: stdout, stderr: stderr)
  }

  enum Parsed {
    case success(Options)
    case failure(String)
  }

  static func parse(_ arguments: [String]) -> Parsed {
    var options = Options()
    var index = 0
    var onlyFiles = false
    func value(for option: String) -> String? {
      guard index + 1 < arguments.count else { return nil }
      index += 1
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      defer { index += 1 }
      if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
        options.files.append(argument)
        continue
      }
      switch argument {
      case "--": onlyFiles = true
      case "--check": options.check = true
      case "--json": options.json = true
      case "--print-demo": options.printDemo = true
      case "--properties": options.properties = true
      case "--no-extremes": options.soakExtremes = false
      case "--no-edge-classes": options.soakEdgeClasses = false
      case "--constraints": options.soakConstraints = true
      case "--soak", "--seed":
        // checked: string parses, nil on anything but a number in range
        guard let text = value(for: argument), let number = UInt64(text),
          argument == "--seed" || number > 0
        else {
          return .failure(
            "\(argument) needs a whole number\(argument == "--soak" ? " above 0" : "")")
        }
        if argument == "--soak" { options.soakCount = number } else { options.soakSeed = number }
      case "--steps":
        // checked: a string parse, nil on anything but a number in range
        guard let text = value(for: argument), let steps = Int(text), steps >= 1, steps <= 1000
        else { return .failure("--steps needs a number from 1 to 1000") }
        options.soakSteps = steps
      case "--out":
        guard let directory = value(for: argument) else {
          return .failure("--out needs a directory: --out DIR")
        }
        options.soakOutput = directory
      case "-h", "--help": options.help = true
      case "--without-rule":
        guard let name = value(for: argument) else {
          return .failure(
            "--without-rule needs a rule's name: --without-rule leftToTheKeyboardGuide")
        }
        guard let rule = SpecialRule(named: name) else {
          let names = SpecialRule.allCases.map { "\($0)" }
          let suggestion = Read.closest(to: name, among: names)
          return .failure(
            "unknown special rule \(JSONValue.string(name).serialized())"
              + (suggestion.map { "; did you mean \($0)?" }
                ?? "; the rules: \(names.joined(separator: ", "))"))
        }
        options.rulesSwitchedOff.insert(rule)
      case "--render":
        guard let mode = value(for: argument) else {
          return .failure("--render needs a mode: --render ascii")
        }
        guard mode == "ascii" else {
          return .failure(
            "unknown render mode \(JSONValue.string(mode).serialized()); expected ascii")
        }
        options.ascii = true
      case "--columns":
        // checked: a string parse, nil on anything but a number in range
        guard let text = value(for: argument), let columns = Int(text), columns >= 16,
          columns <= 400
        else { return .failure("--columns needs a number from 16 to 400") }
        options.columns = columns
      case "--svg":
        guard let directory = value(for: argument) else {
          return .failure("--svg needs a directory: --svg DIR")
        }
        options.svgDirectory = directory
      default:
        let suggestion = Read.closest(to: argument, among: optionNames)
        return .failure(
          "unknown option \(argument)" + (suggestion.map { "; did you mean \($0)?" } ?? ""))
      }
    }
    if options.soakCount != nil && !options.files.isEmpty {
      return .failure("--soak replays random scenes; it takes no FILE")
    }
    if options.json && options.ascii {
      return .failure("--render ascii draws into the text report; it cannot be used with --json")
    }
    return .success(options)
  }

  enum Written {
    /// How many files were written, and a note for each scene whose files were renamed.
    case success(Int, renamed: [String])
    case failure(String)
  }

  /// A file-name stem from a scene's base name: path separators, control characters and a
  /// leading dot replaced by `_`, so a name can never leave the directory or hide.
  static func fileStem(_ name: String) -> String {
    var stem = String(
      name.unicodeScalars.map { scalar -> Character in
        switch scalar {
        case "/", "\\", ":", "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": "_"
        default: Character(scalar)
        }
      })
    if stem.hasPrefix(".") { stem = "_" + stem.dropFirst() }
    return stem.isEmpty ? "scene" : stem
  }

  /// Writes one SVG per step, `STEM-step-NN.svg`, with a stem per scene that no other scene of
  /// the run has (compared without case, for case-insensitive file systems): two files named
  /// `login.json` in different folders write `login-step-…` and `login-2-step-…`.
  static func writeSVGs(_ reports: [ReplayReport], to directory: String) -> Written {
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      return .failure("\(directory): cannot create the directory")
    }
    var count = 0
    var usedStems = Set<String>()
    var renamed: [String] = []
    for report in reports {
      let base = fileStem(report.file.map(Simulator.baseName) ?? report.name)
      var stem = base
      var suffix = 1
      while usedStems.contains(stem.lowercased()) {
        suffix += 1
        stem = "\(base)-\(suffix)"
      }
      usedStems.insert(stem.lowercased())
      if stem != base {
        renamed.append(
          "note: \(report.file ?? report.name) is written as \(stem)-step-NN.svg "
            + "(another scene of this run is named \(base))")
      }
      for step in report.steps where step.index > 0 {
        let number = step.index < 10 ? "0\(step.index)" : "\(step.index)"
        let path = (directory as NSString).appendingPathComponent("\(stem)-step-\(number).svg")
        let svg = SVGRenderer.render(step, sceneName: report.name)
        guard manager.createFile(atPath: path, contents: Data(svg.utf8)) else {
          return .failure("\(path): cannot write the file")
        }
        count += 1
      }
    }
    return .success(count, renamed: renamed)
  }
}
