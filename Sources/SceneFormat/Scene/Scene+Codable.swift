extension Scene: Codable {
  /// Decodes a scene with the same strict rules as ``SceneLoader``: unknown keys, wrong types,
  /// inconsistent references and values past the limits on strings, nesting, views and steps
  /// are errors (the decoder itself decides how large an input it reads).
  ///
  /// The decoder's value is read as a JSON document first (object members in key order when
  /// the decoder does not keep the file's order), then read and validated as a scene file.
  ///
  /// - Parameter decoder: The decoder, for example Foundation's `JSONDecoder`.
  /// - Throws: `DecodingError.dataCorrupted` whose description is `$.path: what was expected`.
  public init(from decoder: any Decoder) throws {
    let json = try JSONValue(from: decoder)
    do throws(DecodeFailure) {
      try SceneLimits.checkStringsAndDepth(of: json)
      let scene = try Scene(json: json)
      try SceneValidator.validate(scene)
      self = scene
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "\(error.path): \(error.message)"))
    }
  }

  /// Encodes the scene in the scene file format (see ``sceneFileText``).
  ///
  /// - Parameter encoder: The encoder, for example Foundation's `JSONEncoder`.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }
}

extension JSONValue: Codable {
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  package init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: AnyKey.self) {
      var members: [JSONMember] = []
      for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        members.append(
          JSONMember(key.stringValue, try container.decode(JSONValue.self, forKey: key)))
      }
      self = .object(members)
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
      self = .array(elements)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      guard number.isFinite else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "expected a finite number")
      }
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let flag):
      var container = encoder.singleValueContainer()
      try container.encode(flag)
    case .number(let number):
      var container = encoder.singleValueContainer()
      try container.encode(number)
    case .string(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .object(let members):
      var container = encoder.container(keyedBy: AnyKey.self)
      for member in members {
        try container.encode(member.value, forKey: AnyKey(stringValue: member.key))
      }
    }
  }
}
