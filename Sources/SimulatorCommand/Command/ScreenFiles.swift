import Foundation
import SceneFormat
import SceneImport
import SceneLint

/// Reads the files given to `import` and `lint`: storyboards and XIBs (imported together, so
/// segues between them resolve), view dumps, and, for `lint`, scene files.
///
/// A file that cannot be read is skipped with its reason and the others go on, so one old or
/// broken file does not stop a whole app's import.
enum ScreenFiles {
  /// The exit status when some files (or screens) were skipped and the others were imported
  /// (and, for `lint`, nothing failed).
  static let someSkipped: Int32 = 3

  /// Whether a path names an Interface Builder document.
  static func isInterfaceBuilder(_ path: String) -> Bool {
    let ext = (path as NSString).pathExtension.lowercased()
    return ext == "storyboard" || ext == "xib"
  }

  /// Whether a path names a scene file.
  static func isScene(_ path: String) -> Bool {
    (path as NSString).pathExtension.lowercased() == "json"
  }

  /// What reading a set of files gave: the screens, and what was skipped and why.
  struct Reading {
    /// The imported screens, storyboards and XIBs first (one import), then dumps.
    var screens: [ImportedScreen] = []
    /// The files read.
    var filesRead = 0
    /// One line per file or screen that was skipped: `FILE:LINE: reason`.
    var skipped: [String] = []
    /// The files skipped (a screen that cannot be built does not skip its file).
    var filesSkipped = 0
    /// The screens skipped.
    var screensSkipped = 0

    /// The skipped files and screens, one `skipped: …` line each.
    var skippedText: String {
      skipped.map { "skipped: \($0)\n" }.joined()
    }
  }

  /// The imported screens of every storyboard, XIB and dump, in the order given (storyboards
  /// and XIBs first, as one import); a file or a screen that cannot be read is skipped with
  /// its reason.
  static func importScreens(_ files: [String]) -> Reading {
    var reading = Reading()
    var documents: [InterfaceBuilderDocument] = []
    var dumps: [ViewDump] = []
    for file in files where !isScene(file) {
      do throws(ImportError) {
        if isInterfaceBuilder(file) {
          documents.append(try InterfaceBuilderDocument(contentsOf: file))
        } else {
          dumps.append(try ViewDump(contentsOf: file))
        }
        reading.filesRead += 1
      } catch {
        reading.skipped.append("\(error)")
        reading.filesSkipped += 1
      }
    }
    if !documents.isEmpty {
      for result in InterfaceBuilderImport(documents: documents).screenResults() {
        switch result {
        case .success(let screen): reading.screens.append(screen)
        case .failure(let error):
          reading.skipped.append("\(error)")
          reading.screensSkipped += 1
        }
      }
    }
    for dump in dumps {
      do throws(ImportError) {
        reading.screens.append(try dump.screen())
      } catch {
        reading.skipped.append("\(error)")
        reading.screensSkipped += 1
      }
    }
    return reading
  }

  /// Every error, one `error: …` line each.
  struct Failure: Error {
    var lines: [String]
  }
}
