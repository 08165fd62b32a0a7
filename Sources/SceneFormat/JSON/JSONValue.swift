/// A parsed JSON document: the simulator's own representation, which keeps object members in
/// document order (so the first unknown key reported is the first one in the file) and holds
/// only finite numbers (the parser rejects `1e999` instead of turning it into infinity).
package enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])

  /// The value of `key` when this is an object that has it.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Hashable, Sendable {
  package var key: String
  package var value: JSONValue

  package init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// Where a value sits in a JSON document, written as `$.steps[2].field`.
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  package enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  package var components: [Component] = []

  /// The document's root, `$`.
  package static let root = JSONPath()

  /// The path of a member of the object at this path.
  package func appending(_ key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  /// The path of an element of the array at this path.
  package func appending(index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  /// `$`, then `.key` for identifier-like keys, `["key"]` for others and `[n]` for indices.
  package var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .key(let key):
        if Self.isIdentifier(key) {
          text += "." + key
        } else {
          text += "[" + JSONValue.string(key).serialized() + "]"
        }
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return key.unicodeScalars.allSatisfy {
      $0 == "_" || $0 == "-"
        || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
  }
}
