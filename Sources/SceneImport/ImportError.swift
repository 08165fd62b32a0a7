/// A problem with a file given to an importer: the file, the line when known, and what was
/// found.
///
/// The description reads `Main.storyboard:12: expected …; found …`, the way compilers and the
/// scene loader report problems, so a terminal or an editor can jump to the line.
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's path as it was given.
  public var file: String
  /// The line (1-based), or `nil` when the problem is about the whole file.
  public var line: Int?
  /// What was wrong, and what was found.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - file: The file's path as it was given.
  ///   - line: The line, when known.
  ///   - message: What was wrong.
  public init(file: String, line: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: message`, or `file: message` without a line.
  public var description: String {
    if let line { return "\(file):\(line): \(message)" }
    return "\(file): \(message)"
  }
}
