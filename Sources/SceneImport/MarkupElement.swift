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
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - file: The file's name for errors.
  /// - Returns: The root element.
  /// - Throws: ``ImportError`` with the line and the parser's message when the XML is
  ///   malformed, empty or nested deeper than ``maximumDepth``.
  package static func parse(_ data: Data, file: String) throws(ImportError) -> MarkupElement {
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let builder = TreeBuilder(parser: parser)
    parser.delegate = builder
    let succeeded = parser.parse()
    if let problem = builder.problem {
      throw ImportError(file: file, line: problem.line, message: problem.message)
    }
    guard succeeded, let root = builder.root else {
      let line = parser.lineNumber > 0 ? parser.lineNumber : nil
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element"
      throw ImportError(file: file, line: line, message: "malformed XML: \(reason)")
    }
    return root
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
      problem = (
        parser.lineNumber > 0 ? parser.lineNumber : nil,
        "malformed XML: \(parseError.localizedDescription)"
      )
    }
  }
}
