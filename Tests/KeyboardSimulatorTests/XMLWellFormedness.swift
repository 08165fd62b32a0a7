import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Checks that text is a well-formed XML document with Foundation's XML parser (libxml2 on
/// Linux), which refuses unescaped `&` and `<`, bad nesting, and characters XML 1.0 forbids
/// (C0 controls other than tab, line feed and carriage return; U+FFFE, U+FFFF).
enum XMLWellFormedness {
  /// The parser's error, or `nil` when the document is well formed.
  static func problem(in text: String) -> String? {
    let parser = XMLParser(data: Data(text.utf8))
    let delegate = Delegate()
    parser.delegate = delegate
    let succeeded = parser.parse()
    // swift-corelibs-foundation's parse() returns true for some errors found at the end of
    // the document (an unclosed element, a bad attribute); the error is still recorded.
    if let error = parser.parserError ?? delegate.error { return "\(error)" }
    guard succeeded else { return "the XML parser failed" }
    return delegate.rootName == nil ? "no root element" : nil
  }

  /// Fails the test when `text` is not a well-formed SVG document.
  static func assertWellFormedSVG(
    _ text: String, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    if let problem = problem(in: text) {
      XCTFail(
        "not well-formed XML (\(problem)) \(message())\n\(text.prefix(2_000))", file: file,
        line: line)
    }
    XCTAssertTrue(text.hasPrefix("<svg "), "not an SVG document", file: file, line: line)
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    var rootName: String?
    var error: (any Error)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      error = parseError
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      if rootName == nil { rootName = elementName }
    }
  }
}
