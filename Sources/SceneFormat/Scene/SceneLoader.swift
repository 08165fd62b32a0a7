import Foundation

/// Reads scene files: parses the JSON, decodes the scene strictly and validates it as a
/// whole, so that a scene that loads can always be built.
///
/// ```swift
/// do {
///   let scene = try SceneLoader.load(contentsOfFile: "Examples/login.json")
/// } catch {
///   print("error: \(error)")   // error: login.json: $.steps[0].field: no text input has …
/// }
/// ```
///
/// Every problem is a ``SceneError`` naming the file, the JSON path and what was expected:
/// truncated or invalid JSON, duplicate keys, unknown keys (a typo gets a suggestion), wrong
/// types, numbers out of range (`1e999`), negative sizes, an unsupported format version,
/// unknown kinds, duplicate ids, references to missing ids and inconsistent values, and files
/// past the limits of <doc:SceneFileFormat#Limits> (8 MiB, 20,000 views, 200 levels of
/// nesting, 10,000 steps, 1,000-character strings).
public enum SceneLoader {
  /// Reads and validates a scene file.
  ///
  /// Reads at most one byte more than the 8 MiB a scene file may have, so a huge file or a
  /// device that never ends (`/dev/zero`) is refused without being read whole; a directory is
  /// refused as such.
  ///
  /// - Parameter path: The file's path; error messages name it as given.
  /// - Returns: The scene.
  /// - Throws: ``SceneError``.
  public static func load(contentsOfFile path: String) throws(SceneError) -> Scene {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw SceneError(file: path, path: nil, message: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw SceneError(file: path, path: nil, message: "is a directory; expected a scene file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw SceneError(file: path, path: nil, message: "cannot read the file")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: SceneLimits.maximumFileSize + 1) ?? Data()
    } catch {
      throw SceneError(file: path, path: nil, message: "cannot read the file")
    }
    guard data.count <= SceneLimits.maximumFileSize else { throw tooLarge(file: path) }
    guard let text = String(data: data, encoding: .utf8) else {
      throw SceneError(file: path, path: nil, message: "the file is not UTF-8 text")
    }
    return try parse(text, file: path)
  }

  /// Parses and validates a scene from its JSON text.
  ///
  /// The text is held to the limits of <doc:SceneFileFormat#Limits>: its size, its nesting,
  /// the length of its strings, the number of its views and steps.
  ///
  /// - Parameters:
  ///   - text: The scene file's contents.
  ///   - file: The name error messages give the file.
  /// - Returns: The scene.
  /// - Throws: ``SceneError``.
  public static func parse(_ text: String, file: String) throws(SceneError) -> Scene {
    guard text.utf8.count <= SceneLimits.maximumFileSize else { throw tooLarge(file: file) }
    let json: JSONValue
    do throws(JSONParser.Failure) {
      json = try JSONParser.parse(
        text, maximumDepth: SceneLimits.maximumDepth,
        maximumStringLength: SceneLimits.maximumStringLength)
    } catch {
      throw SceneError(file: file, path: error.path.description, message: error.message)
    }
    do throws(DecodeFailure) {
      let scene = try Scene(json: json)
      try SceneValidator.validate(scene)
      return scene
    } catch {
      throw SceneError(file: file, path: error.path.description, message: error.message)
    }
  }

  private static func tooLarge(file: String) -> SceneError {
    SceneError(
      file: file, path: nil,
      message: "the file is larger than 8 MiB; scene files may have at most "
        + "\(SceneLimits.format(SceneLimits.maximumFileSize)) bytes")
  }

  /// Checks a scene made in code as a file would be checked: ids, references, presets.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - file: The name error messages give the scene.
  /// - Throws: ``SceneError`` with the JSON path the problem would have in a file.
  public static func validate(_ scene: Scene, file: String = "scene") throws(SceneError) {
    do throws(DecodeFailure) {
      try SceneValidator.validate(scene)
    } catch {
      throw SceneError(file: file, path: error.path.description, message: error.message)
    }
  }
}
