/// The most a scene file may hold, so that reading, building, replaying and rendering any file
/// takes bounded time and memory; a file past a limit is refused with an error naming it.
///
/// A scene is a small, diff-friendly bug report: the largest example is a few kilobytes, a
/// real screen has a few hundred views, and a script a few dozen steps. Each limit is far
/// above what a real screen needs and far below what would make a run slow:
///
/// | Limit | Value | Why |
/// |---|---|---|
/// | File size | 8 MiB | 20,000 views of about 100 bytes each is 2 MB; the worst 8 MiB file (2.7 million empty views) is refused in about 2 s and 150 MB in a debug build. |
/// | Views | 20,000 | Ten times the 2,000-field scene the tests replay; every view, cell and controller's root view counts. |
/// | Nesting | 200 JSON levels | About 100 levels of subviews (each level is an object and an array), far below what recursion on the tree can take. |
/// | Steps | 10,000 | Each step replays and reports in full; a bug report needs dozens. |
/// | Strings | 1,000 characters | Every key and string value (ids, names, notes, typed text, expectations): the longest in the examples is 336; ids are short names. |
enum SceneLimits {
  /// The largest scene file, in bytes: 8 MiB.
  static let maximumFileSize = 8 * 1024 * 1024
  /// The most views a scene may have, counting cells and controllers' root views: 20,000.
  static let maximumViews = 20_000
  /// The deepest nesting of JSON arrays and objects: 200 levels.
  static let maximumDepth = 200
  /// The most steps a script may have: 10,000.
  static let maximumSteps = 10_000
  /// The longest key or string value, in Unicode scalars: 1,000.
  static let maximumStringLength = 1_000

  /// `8,388,608`: a count with thousands separators, as the limits are written in errors.
  static func format(_ count: Int) -> String {
    JSONParser.grouped(count)
  }

  /// Refuses a document with a key or string longer than ``maximumStringLength`` or nested
  /// deeper than ``maximumDepth``: what ``JSONParser`` refuses while reading a file, checked
  /// on a document that came from another decoder.
  ///
  /// - Complexity: O(n) in the document's size; iterative.
  static func checkStringsAndDepth(of document: JSONValue) throws(DecodeFailure) {
    var pending: [(value: JSONValue, path: JSONPath, depth: Int)] = [(document, .root, 1)]
    func check(_ text: String, at path: JSONPath) throws(DecodeFailure) {
      guard text.unicodeScalars.count > maximumStringLength else { return }
      throw DecodeFailure(
        path,
        "a string longer than \(format(maximumStringLength)) characters; keys and strings may "
          + "have at most \(format(maximumStringLength))")
    }
    while let (value, path, depth) = pending.popLast() {
      switch value {
      case .string(let text):
        try check(text, at: path)
      case .array(let elements):
        guard depth <= maximumDepth else {
          throw DecodeFailure(path, "nested more than \(maximumDepth) levels deep")
        }
        for (index, element) in elements.enumerated().reversed() {
          pending.append((element, path.appending(index: index), depth + 1))
        }
      case .object(let members):
        guard depth <= maximumDepth else {
          throw DecodeFailure(path, "nested more than \(maximumDepth) levels deep")
        }
        for member in members.reversed() {
          let memberPath = path.appending(member.key)
          try check(member.key, at: memberPath)
          pending.append((member.value, memberPath, depth + 1))
        }
      case .null, .bool, .number:
        break
      }
    }
  }

  /// Refuses a scene whose view tree or script is past the limits, before it is decoded.
  ///
  /// Walks the document's controllers and views in document order (as the decoder will), so
  /// the error points at the first view past the limit. Values of the wrong type are skipped:
  /// the decoder reports them with its own message.
  ///
  /// - Complexity: O(v + c), v the views and c the controllers; iterative, so any nesting the
  ///   parser allowed is walked without recursion.
  static func checkCounts(of document: JSONValue) throws(DecodeFailure) {
    if case .array(let steps)? = document["steps"], steps.count > maximumSteps {
      throw DecodeFailure(
        JSONPath.root.appending("steps").appending(index: maximumSteps),
        "more than \(format(maximumSteps)) steps; a scene file may have at most "
          + "\(format(maximumSteps)) (split the script into several scenes)")
    }
    // A stack of the arrays being walked: memory grows with the nesting, not with the number
    // of views, and a path is built only for a view that has children or is past the limit.
    struct Frame {
      var elements: [JSONValue]
      var next = 0
      var path: JSONPath
      var isIndexed: Bool
      var holdsControllers: Bool

      func path(of index: Int) -> JSONPath {
        isIndexed ? path.appending(index: index) : path
      }
    }
    guard let root = document["root"] else { return }
    var views = 0
    var stack = [
      Frame(
        elements: [root], path: JSONPath.root.appending("root"), isIndexed: false,
        holdsControllers: true)
    ]
    func children(_ key: String, of value: JSONValue, at path: @autoclosure () -> JSONPath)
      -> Frame?
    {
      switch value[key] {
      case .array(let elements)? where !elements.isEmpty:
        return Frame(
          elements: elements, path: path().appending(key), isIndexed: true,
          holdsControllers: key == "viewControllers")
      case let single? where key == "view" || key == "presented":
        return Frame(
          elements: [single], path: path().appending(key), isIndexed: false,
          holdsControllers: key == "presented")
      default:
        return nil
      }
    }
    while let top = stack.last {
      guard top.next < top.elements.count else {
        stack.removeLast()
        continue
      }
      let index = top.next
      stack[stack.count - 1].next += 1
      let value = top.elements[index]
      guard case .object = value else { continue }
      // Pushed in reverse, so the first is walked first.
      let keys =
        top.holdsControllers
        ? ["presented", "viewControllers", "view"] : ["cells", "subviews"]
      if !top.holdsControllers {
        views += 1
        guard views <= maximumViews else {
          throw DecodeFailure(
            top.path(of: index),
            "more than \(format(maximumViews)) views; a scene file may have at most "
              + "\(format(maximumViews)), cells included")
        }
      }
      for key in keys {
        if let frame = children(key, of: value, at: top.path(of: index)) { stack.append(frame) }
      }
    }
  }
}
