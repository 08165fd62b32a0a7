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
/// unknown kinds, duplicate ids, references to missing ids and inconsistent values.
public enum SceneLoader {
  /// Reads and validates a scene file.
  ///
  /// - Parameter path: The file's path; error messages name it as given.
  /// - Returns: The scene.
  /// - Throws: ``SceneError``.
  public static func load(contentsOfFile path: String) throws(SceneError) -> Scene {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw SceneError(
        file: path, path: nil,
        message: exists ? "cannot read the file" : "no such file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw SceneError(file: path, path: nil, message: "the file is not UTF-8 text")
    }
    return try parse(text, file: path)
  }

  /// Parses and validates a scene from its JSON text.
  ///
  /// - Parameters:
  ///   - text: The scene file's contents.
  ///   - file: The name error messages give the file.
  /// - Returns: The scene.
  /// - Throws: ``SceneError``.
  public static func parse(_ text: String, file: String) throws(SceneError) -> Scene {
    let json: JSONValue
    do throws(JSONParser.Failure) {
      json = try JSONParser.parse(text)
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
