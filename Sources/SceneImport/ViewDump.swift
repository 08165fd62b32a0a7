import Foundation
import KeyboardCore
import SceneFormat

/// The text UIKit's `recursiveDescription` prints for a live view hierarchy, read into a scene
/// of the same screen.
///
/// Paste the output of `po view.value(forKey: "recursiveDescription")!` (or
/// `po [view recursiveDescription]`) from the debugger into a file. Each line describes one
/// view, indented by `   |` per level:
///
/// ```
/// <UIView: 0x7fa1; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0x6001>>
///    | <UITextField: 0x7fa2; frame = (20 120; 353 34); text = ''; placeholder = Email; …>
/// ```
///
/// What is read: the class (a custom class by its `baseClass`, or by its name), `frame`,
/// `bounds` and `contentOffset`/`contentSize` of scroll views, `hidden`, `alpha`,
/// `userInteractionEnabled`, `tag`, `autoresize`, and the `text` and `placeholder` of text
/// fields and text views. Navigation and tab bar controllers are recognised from the views
/// UIKit makes for them (`UILayoutContainerView` with a `UINavigationBar` or a `UITabBar`).
/// UIKit's private views (classes starting with `_`) and the insides of text fields are left
/// out. The screen is the dumped root's size (the window's, when the dump starts at a
/// `UIWindow`); the safe area is that of the ``InterfaceBuilderDevice`` of the same size.
public struct ViewDump {
  /// One view of the dump.
  struct Node {
    var className: String
    var baseClass: String?
    var properties: [String: String]
    var line: Int
    var children: [Node] = []

    /// The UIKit class this view is: its `baseClass`, or its class without a module prefix.
    var uikitClass: String { baseClass ?? className }
    /// A name for a custom class (`Shop.EmailField` → `EmailField`), or `nil` for UIKit's.
    var customName: String? {
      if baseClass != nil || className.contains(".") {
        return String(className.split(separator: ".").last ?? Substring(className))
      }
      return nil
    }
  }

  /// The file's path as given.
  public let file: String
  /// The name of the screen: the file's base name without its extension.
  public let name: String
  let root: Node

  /// Reads a dump from a file.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: ``ImportError`` when the file cannot be read or holds no view description, or
  ///   when a line is malformed (the error names the line).
  public init(contentsOf path: String) throws(ImportError) {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw ImportError(file: path, message: "cannot read the file as UTF-8 text")
    }
    try self.init(text: text, file: path)
  }

  /// Reads a dump from its text.
  ///
  /// - Parameters:
  ///   - text: The `recursiveDescription` output.
  ///   - file: The file's path, for errors and for the screen's name.
  /// - Throws: ``ImportError`` as ``init(contentsOf:)``.
  public init(text: String, file: String) throws(ImportError) {
    self.file = file
    self.name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    var stack: [Node] = []
    var root: Node?
    func close(to depth: Int) {
      while stack.count > depth, let node = stack.popLast() {
        if stack.isEmpty {
          if root == nil { root = node }
        } else {
          stack[stack.count - 1].children.append(node)
        }
      }
    }
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let lineNumber = index + 1
      guard let open = rawLine.firstIndex(of: "<") else { continue }
      let prefix = rawLine[..<open]
      guard prefix.allSatisfy({ $0 == " " || $0 == "|" || $0 == "\t" }) else { continue }
      let depth = prefix.filter { $0 == "|" }.count
      if root != nil { break }
      guard depth <= stack.count else {
        throw ImportError(
          file: file, line: lineNumber,
          message: "this view is indented \(depth) levels, but the line above is at "
            + "\(Swift.max(0, stack.count - 1)); expected at most \(stack.count)")
      }
      if depth == 0 && !stack.isEmpty {
        // A second root: the dump ended; what follows is something else.
        close(to: 0)
        break
      }
      close(to: depth)
      guard depth < MarkupReader.maximumDepth else {
        throw ImportError(
          file: file, line: lineNumber,
          message: "views nested deeper than \(MarkupReader.maximumDepth) levels")
      }
      stack.append(try Self.parseLine(String(rawLine[open...]), line: lineNumber, file: file))
    }
    close(to: 0)
    guard let root else {
      throw ImportError(
        file: file,
        message: "no view description found; expected lines such as "
          + "<UIView: 0x7fa1; frame = (0 0; 393 852); …> indented by \"   |\" per level")
    }
    self.root = root
  }

  /// The text without spaces and tabs at either end (the standard library's own search,
  /// several times faster here than Foundation's bridged `trimmingCharacters(in:)`).
  static func trimmed(_ text: String) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = text.firstIndex(where: { !isSpace($0) }),
      let end = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[start...end])
  }

  /// One line: `<Class: 0xADDRESS; key = value; key: value; …>`.
  static func parseLine(_ text: String, line: Int, file: String) throws(ImportError) -> Node {
    let characters = Array(text)
    // Split the inside of the outer <…> at top-level semicolons.
    var parts: [String] = []
    var current = ""
    var depth = 0
    var quoted = false
    var index = 1
    var closed = false
    while index < characters.count {
      let character = characters[index]
      if quoted {
        current.append(character)
        let next = index + 1 < characters.count ? characters[index + 1] : ";"
        if character == "'" && (next == ";" || next == ">") { quoted = false }
        index += 1
        continue
      }
      switch character {
      case "'" where current.hasSuffix("= ") || current.hasSuffix(": "):
        quoted = true
        current.append(character)
      case "<", "(", "{", "[":
        depth += 1
        current.append(character)
      case ">" where depth == 0:
        closed = true
      case ">", ")", "}", "]":
        depth -= 1
        current.append(character)
      case ";" where depth == 0:
        parts.append(current)
        current = ""
      default:
        current.append(character)
      }
      if closed { break }
      index += 1
    }
    guard closed else {
      throw ImportError(
        file: file, line: line,
        message: "expected a view description ending in '>'; found \(text.prefix(80))")
    }
    parts.append(current)
    let head = Self.trimmed(parts.removeFirst())
    guard let colon = head.firstIndex(of: ":") else {
      throw ImportError(
        file: file, line: line,
        message: "expected <ClassName: 0xADDRESS; …>; found <\(head.prefix(60))")
    }
    let className = String(head[..<colon])
    var properties: [String: String] = [:]
    for part in parts {
      let trimmed = Self.trimmed(part)
      let separator = trimmed.firstRange(of: " = ") ?? trimmed.firstRange(of: ": ")
      guard let separator else { continue }
      let key = String(trimmed[..<separator.lowerBound])
      let value = String(trimmed[separator.upperBound...])
      if properties[key] == nil { properties[key] = value }
    }
    return Node(
      className: className, baseClass: properties["baseClass"], properties: properties,
      line: line)
  }
}
