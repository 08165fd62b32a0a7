import Foundation
import SceneFormat
import SceneImport
import SceneLint

/// Reads the files given to `import` and `lint`: storyboards and XIBs (imported together, so
/// segues between them resolve), view dumps, and, for `lint`, scene files.
enum ScreenFiles {
  /// Whether a path names an Interface Builder document.
  static func isInterfaceBuilder(_ path: String) -> Bool {
    let ext = (path as NSString).pathExtension.lowercased()
    return ext == "storyboard" || ext == "xib"
  }

  /// Whether a path names a scene file.
  static func isScene(_ path: String) -> Bool {
    (path as NSString).pathExtension.lowercased() == "json"
  }

  /// The imported screens of every storyboard, XIB and dump, in the order given (storyboards
  /// and XIBs first, as one import), or every error.
  static func importScreens(_ files: [String]) -> Result<[ImportedScreen], Failure> {
    var errors: [String] = []
    var documents: [InterfaceBuilderDocument] = []
    var dumps: [ViewDump] = []
    for file in files where !isScene(file) {
      do throws(ImportError) {
        if isInterfaceBuilder(file) {
          documents.append(try InterfaceBuilderDocument(contentsOf: file))
        } else {
          dumps.append(try ViewDump(contentsOf: file))
        }
      } catch {
        errors.append("error: \(error)")
      }
    }
    guard errors.isEmpty else { return .failure(Failure(lines: errors)) }
    var screens: [ImportedScreen] = []
    do throws(ImportError) {
      if !documents.isEmpty {
        screens += try InterfaceBuilderImport(documents: documents).screens()
      }
      for dump in dumps { screens.append(try dump.screen()) }
    } catch {
      return .failure(Failure(lines: ["error: \(error)"]))
    }
    return .success(screens)
  }

  /// Every error, one `error: …` line each.
  struct Failure: Error {
    var lines: [String]
  }
}
