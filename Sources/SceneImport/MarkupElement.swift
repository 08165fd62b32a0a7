import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of a parsed XML document: its name, attributes, children, text and line.
///
/// Interface Builder documents are read whole into this small tree (they are at most a few
/// megabytes), so the importers can look up elements by id and follow segues in any order.
package final class MarkupElement {
  /// The element's name (`viewController`, `textField`, `rect`).
  package let name: String
  /// The attributes, by name.
  package let attributes: [String: String]
  /// The line where the element starts (1-based), or 0 when the parser gave none.
  package let line: Int
  /// The child elements, in document order.
  package private(set) var children: [MarkupElement] = []
  /// The text directly inside the element (character data), concatenated.
  package private(set) var text = ""

  init(name: String, attributes: [String: String], line: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
  }

  /// The attribute's value, or `nil`.
  package subscript(attribute: String) -> String? { attributes[attribute] }

  /// The first child with this name and, when given, this `key` attribute.
  ///
  /// - Parameters:
  ///   - name: The child's element name.
  ///   - key: The child's `key` attribute, or `nil` for any.
  /// - Returns: The child, or `nil`.
  package func child(_ name: String, key: String? = nil) -> MarkupElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The children of the first child named `container` (`subviews`, `connections`, `cells`).
  package func children(of container: String) -> [MarkupElement] {
    child(container)?.children ?? []
  }

  /// Every element of this subtree, this one first, depth first.
  ///
  /// - Complexity: O(n), n the elements of the subtree.
  package var descendants: [MarkupElement] {
    var result: [MarkupElement] = []
    var stack: [MarkupElement] = [self]
    while let element = stack.popLast() {
      result.append(element)
      stack.append(contentsOf: element.children.reversed())
    }
    return result
  }

  fileprivate func append(_ child: MarkupElement) { children.append(child) }
  fileprivate func appendText(_ string: String) { text += string }
}

/// Reads an XML document into a ``MarkupElement`` tree with the toolchain's `XMLParser`.
package enum MarkupReader {
  /// The deepest element nesting accepted; deeper documents are rejected, not recursed into.
  package static let maximumDepth = 400

  /// Parses XML data.
  ///
  /// Interface Builder documents never declare a document type, so a `<!DOCTYPE` (and with it
  /// any entity declaration, the way to make a small file expand without bound) is refused
  /// before parsing.
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - file: The file's name for errors.
  /// - Returns: The root element.
  /// - Throws: ``ImportError`` with the line and what is wrong, in words, when the XML is
  ///   malformed, empty, declares a document type or entities, or is nested deeper than
  ///   ``maximumDepth``.
  package static func parse(_ data: Data, file: String) throws(ImportError) -> MarkupElement {
    guard data.contains(where: { !Self.isSpace($0) }) else {
      throw ImportError(file: file, message: "malformed XML: the file is empty")
    }
    if let range = data.range(of: Data("<!ENTITY".utf8)) {
      throw ImportError(
        file: file, line: line(at: range.lowerBound, in: data),
        message: "entity declarations are not allowed (Interface Builder documents have none)")
    }
    if let range = data.range(of: Data("<!DOCTYPE".utf8)) {
      throw ImportError(
        file: file, line: line(at: range.lowerBound, in: data),
        message: "a document type declaration (<!DOCTYPE …>) is not allowed (Interface Builder "
          + "documents have none)")
    }
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let builder = TreeBuilder(parser: parser)
    parser.delegate = builder
    let succeeded = parser.parse()
    if let problem = builder.problem {
      throw ImportError(file: file, line: problem.line, message: problem.message)
    }
    if succeeded, builder.root != nil, !builder.stack.isEmpty {
      throw ImportError(
        file: file, line: builder.stack.last?.line,
        message: "malformed XML: the document ends before <\(builder.stack.last?.name ?? "")> "
          + "(line \(builder.stack.last?.line ?? 0)) is closed")
    }
    guard succeeded, let root = builder.root else {
      let line = parser.lineNumber > 0 ? parser.lineNumber : nil
      let reason = parser.parserError.map { Self.words(for: $0) } ?? "no root element"
      throw ImportError(file: file, line: line, message: "malformed XML: \(reason)")
    }
    return root
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The 1-based line of a byte offset.
  static func line(at offset: Data.Index, in data: Data) -> Int {
    data[data.startIndex..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  }

  /// What a parser error means, in words (the parser's own message is an error number).
  ///
  /// The codes are libxml2's `xmlParserErrors`, which `XMLParser` reports on every platform
  /// (Darwin's `XMLParser.ErrorCode` has the same numbers; the Linux enum's names do not
  /// match them, so the numbers are used).
  static func words(for error: any Error) -> String {
    switch (error as NSError).code {
    case 3, 4: "no XML document found"
    case 5, 86: "something other than the end follows the root element"
    case 6, 7, 8: "a character reference (&#…;) that names no character"
    case 9, 10, 11, 12, 13: "a character XML does not allow"
    case 14...37:
      "an entity reference other than &amp; &lt; &gt; &quot; &apos; or a character reference"
    case 38: "a '<' inside an attribute's value"
    case 39, 40, 41: "an attribute is not written as name=\"value\""
    case 42: "an element has the same attribute twice"
    case 43, 44: "an attribute's value is not closed with its quote"
    case 45: "a comment is not closed with -->"
    case 63: "a CDATA section is not closed with ]]>"
    case 65, 68, 73, 74, 75: "a tag is not written as <name attribute=\"value\"> or </name>"
    case 76: "an end tag does not match the element it closes"
    case 77, 85: "the document ends before every element is closed"
    case 31, 32, 79, 81: "the text encoding is not one the parser reads (write UTF-8)"
    default: "the XML is not well-formed"
    }
  }

  private final class TreeBuilder: NSObject, XMLParserDelegate {
    weak var parser: XMLParser?
    var root: MarkupElement?
    var stack: [MarkupElement] = []
    var problem: (line: Int?, message: String)?

    init(parser: XMLParser) {
      self.parser = parser
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      guard stack.count < MarkupReader.maximumDepth else {
        problem = (
          parser.lineNumber,
          "elements nested deeper than \(MarkupReader.maximumDepth) levels"
        )
        parser.abortParsing()
        return
      }
      let element = MarkupElement(
        name: elementName, attributes: attributeDict, line: parser.lineNumber)
      if let parent = stack.last {
        parent.append(element)
      } else if root == nil {
        root = element
      }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.appendText(string)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      guard problem == nil else { return }
      let code = (parseError as NSError).code
      // libxml2 reports a document cut short as "document end" (5) too: say which element.
      if code == 5 || code == 77, let open = stack.last {
        problem = (
          parser.lineNumber > 0 ? parser.lineNumber : nil,
          "malformed XML: the document ends before <\(open.name)> (line \(open.line)) is closed"
        )
        return
      }
      problem = (
        parser.lineNumber > 0 ? parser.lineNumber : nil,
        "malformed XML: \(MarkupReader.words(for: parseError))"
      )
    }
  }
}
