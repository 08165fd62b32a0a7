import Foundation
import SceneFormat
import SceneImport
import SceneLint

/// `keyboard-sim import`: storyboards, XIBs and view dumps to scene files.
enum ImportCommand {
  static let help = """
    USAGE: keyboard-sim import FILE... --out DIR

    Turns an app's screens into scene files: every scene of every storyboard (.storyboard),
    every top-level view of every XIB (.xib), and every view dump (any other file: the text
    of UIKit's recursiveDescription, as `po view.value(forKey: "recursiveDescription")!`
    prints it). Storyboards and XIBs given together are read together, so navigation and
    tab bar controllers, segues and storyboard references between them resolve.

    Each scene is written to DIR/NAME.json (NAME is the document's name and the screen's id,
    for example Main.signIn) with a script that focuses every text input in turn. What the
    import approximated (Auto Layout constraints, stack views, prototype cells, traits scene
    files cannot hold yet) is printed as notes and kept in the scene's description.

    OPTIONS:
      --out DIR      Where to write the scene files (created if needed).
      --list         Print the screens and their notes; write nothing.
      --constraints  With --list, also print each screen's Auto Layout constraints, one a
                     line, in the scene format's grammar (email.top == root.safeArea.top + 20).
      --check-frames Solve each screen's constraints at its design size (the root view's
                     stored frame, the device's safe area) and compare every view they place
                     with the frame the document stored: per screen and in total, how many
                     are within 0.5 pt, and the worst (view, stored and solved frames). Views
                     Interface Builder marks ambiguous are counted apart. Writes nothing
                     unless --out is given.
      -h, --help     Show this help and exit.

    Files are read one by one: a file that cannot be read, or is not an iOS storyboard, XIB
    or view dump (a macOS or watchOS storyboard, malformed XML), is reported on standard error
    as "skipped: FILE:LINE: reason" and the others are still imported; so is a screen that
    cannot be built. The last line counts the files read and skipped, the screens, text
    inputs, notes and Auto Layout constraints read.

    EXIT STATUS:
      0  every file was read and every screen imported
      2  nothing was imported (every file skipped, or no screen in them), or a usage error, or
         DIR cannot be written
      3  some files or screens were skipped (each named on standard error); the others were
         imported and written
    """

  static func run(_ arguments: [String]) -> KeyboardSimCommand.Result {
    var files: [String] = []
    var output: String?
    var list = false
    var showsConstraints = false
    var checksFrames = false
    var index = 0
    var onlyFiles = false
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
      case "--list": list = true
      case "--constraints": showsConstraints = true
      case "--check-frames": checksFrames = true
      case "--out":
        guard index < arguments.count else { return usage("--out needs a directory: --out DIR") }
        output = arguments[index]
        index += 1
      default:
        let suggestion = Read.closest(
          to: argument, among: ["--out", "--list", "--constraints", "--check-frames", "--help"])
        return usage(
          "unknown option \(argument)" + (suggestion.map { "; did you mean \($0)?" } ?? ""))
      }
    }
    guard !files.isEmpty else { return usage("import needs at least one FILE") }
    if let scene = files.first(where: ScreenFiles.isScene) {
      return usage("\(scene) is already a scene file; import reads storyboards, XIBs and dumps")
    }
    guard list || output != nil || checksFrames else {
      return usage("import needs --out DIR (or --list, or --check-frames)")
    }

    let reading = ScreenFiles.importScreens(files)
    let screens = reading.screens
    guard !screens.isEmpty else {
      return KeyboardSimCommand.Result(
        exitCode: KeyboardSimCommand.malformedInput, stdout: summary(reading) + "\n",
        stderr: reading.skippedText + "error: nothing imported\n")
    }
    var stdout = ""
    if let directory = output, !list {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        return KeyboardSimCommand.Result(
          exitCode: KeyboardSimCommand.malformedInput, stdout: "",
          stderr: "error: \(directory): cannot create the directory\n")
      }
      for screen in screens {
        let path = (directory as NSString).appendingPathComponent(
          KeyboardSimCommand.fileStem(screen.name) + ".json")
        guard
          FileManager.default.createFile(
            atPath: path, contents: Data(screen.scene.sceneFileText.utf8))
        else {
          return KeyboardSimCommand.Result(
            exitCode: KeyboardSimCommand.malformedInput, stdout: stdout,
            stderr: "error: \(path): cannot write the file\n")
        }
        stdout += "wrote \(path): \(describe(screen))\n"
        stdout += screen.notes.map { "  note: \($0)\n" }.joined()
      }
    } else if list {
      for screen in screens {
        stdout += "\(screen.name): \(describe(screen))\n"
        stdout += screen.notes.map { "  note: \($0)\n" }.joined()
        if showsConstraints {
          stdout += screen.constraints.map { "  constraint: \($0)\n" }.joined()
        }
      }
    }
    if checksFrames { stdout += FrameCheck.report(screens.map(FrameCheck.init)) }
    stdout += summary(reading) + "\n"
    return KeyboardSimCommand.Result(
      exitCode: reading.skipped.isEmpty ? 0 : ScreenFiles.someSkipped, stdout: stdout,
      stderr: reading.skippedText)
  }

  /// `import: 6 files read, 1 skipped; 12 screens, 35 text inputs, 14 notes, 80 constraints`.
  static func summary(_ reading: ScreenFiles.Reading) -> String {
    let screens = reading.screens
    let inputs = screens.reduce(0) { $0 + $1.inputs.count }
    let notes = screens.reduce(0) { $0 + $1.notes.count }
    let constraints = screens.reduce(0) { $0 + $1.constraints.count }
    let skippedScreens =
      reading.screensSkipped > 0 ? " (\(reading.screensSkipped) skipped)" : ""
    return "import: \(counted(reading.filesRead, "file")) read, \(reading.filesSkipped) "
      + "skipped; \(counted(screens.count, "screen"))\(skippedScreens), "
      + "\(counted(inputs, "text input")), \(counted(notes, "note")), "
      + counted(constraints, "constraint")
  }

  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  static func describe(_ screen: ImportedScreen) -> String {
    let count = screen.inputs.count
    let size =
      "\(screen.scene.screen.width.compactDescription)×"
      + "\(screen.scene.screen.height.compactDescription)"
    return "\(size), \(count) text input\(count == 1 ? "" : "s") (from \(screen.source))"
  }

  static func usage(_ message: String) -> KeyboardSimCommand.Result {
    KeyboardSimCommand.Result(
      exitCode: KeyboardSimCommand.malformedInput, stdout: "",
      stderr: "error: \(message)\nRun keyboard-sim import --help for usage.\n")
  }
}
