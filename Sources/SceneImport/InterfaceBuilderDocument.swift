import Foundation
import KeyboardCore

/// A storyboard or XIB file, read and checked: its kind, the Interface Builder version that
/// wrote it, the device it is laid out for, and its screens.
///
/// Reading a document only parses and checks it; ``InterfaceBuilderImport`` turns one or more
/// documents, given together so that segues and storyboard references between them resolve,
/// into scenes.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOf: "Main.storyboard")
/// print(document.screenNames)          // ["signIn", "profile"]
/// let screen = try InterfaceBuilderImport(documents: [document]).screen(named: "signIn")
/// let live = try screen.makeLiveScene()
/// ```
///
/// Every document Xcode writes for iOS is read: `<document version="3.0">` of type
/// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` or `….CocoaTouch.XIB`, for the
/// `iOS.CocoaTouch` runtime, whatever its `toolsVersion` (Xcode 5's and 6's 6214 through
/// Xcode 26's 32700.99.1234; the tests read 6214, 11762, 13122.16, 22155, 22505, 23504, 23727
/// and 32700.99.1234). The format has been the same since version 3.0: later Xcodes add
/// elements and attributes, and what the importer does not know becomes a note on the screen
/// (see ``notes``), never a refusal. Only a file that is not such a document (another kind,
/// platform or format version, malformed XML, a document type declaration) is an
/// ``ImportError`` naming the file, the line and what was found.
public struct InterfaceBuilderDocument {
  /// Whether a document is a storyboard or a XIB.
  public enum Kind: String, Sendable, Hashable {
    /// A storyboard: scenes of view controllers with segues.
    case storyboard
    /// A XIB: top-level views.
    case xib
  }

  /// The file's path as given.
  public let file: String
  /// The document's name: the file's base name without its extension (`Main`), which
  /// storyboard references use.
  public let name: String
  /// Storyboard or XIB.
  public let kind: Kind
  /// The `toolsVersion` attribute, as written.
  public let toolsVersion: String
  /// The device the document is laid out for.
  public let device: InterfaceBuilderDevice
  /// Whether the document is laid out in landscape.
  public let isLandscape: Bool
  /// Whether the document uses Auto Layout (`useAutolayout="YES"`).
  public let usesAutoLayout: Bool
  /// What the document's header made approximate (an unknown device, a `toolsVersion` that
  /// is not a number).
  public let notes: [String]
  let root: MarkupElement

  /// Reads a document from a file.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: ``ImportError`` when the file cannot be read, is not well-formed XML (or
  ///   declares a document type or entities), or is not an iOS Interface Builder document of
  ///   format version 3.0.
  public init(contentsOf path: String) throws(ImportError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ImportError(file: path, message: "cannot read the file")
    }
    try self.init(data: data, file: path)
  }

  /// Reads a document from its bytes.
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - file: The file's path, for errors and for the document's name.
  /// - Throws: ``ImportError`` as ``init(contentsOf:)``.
  public init(data: Data, file: String) throws(ImportError) {
    let root = try MarkupReader.parse(data, file: file)
    self.file = file
    let base = (file as NSString).lastPathComponent
    self.name = (base as NSString).deletingPathExtension
    guard root.name == "document" else {
      let hint =
        root.name == "archive"
        ? " (an Interface Builder 2 archive from before Xcode 5; open and save it in a current "
          + "Xcode)" : ""
      throw ImportError(
        file: file, line: root.line,
        message: "expected an Interface Builder <document>; found <\(root.name)>\(hint)")
    }
    guard let type = root["type"] else {
      throw ImportError(
        file: file, line: root.line, message: "the <document> has no type attribute")
    }
    switch type {
    case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
    case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
    default:
      let platform = type.contains(".Cocoa.") ? " (a macOS document)" : ""
      throw ImportError(
        file: file, line: root.line,
        message: "expected an iOS storyboard or XIB (type com.apple.InterfaceBuilder3."
          + "CocoaTouch.Storyboard.XIB or ….CocoaTouch.XIB); found type \"\(type)\"\(platform)")
    }
    guard root["version"] == "3.0" else {
      throw ImportError(
        file: file, line: root.line,
        message: "expected document version 3.0 (what Xcode 5 and later write); found "
          + (root["version"].map { "version \"\($0)\"" } ?? "no version"))
    }
    let runtime = root["targetRuntime"] ?? ""
    guard runtime.hasPrefix("iOS.CocoaTouch") else {
      throw ImportError(
        file: file, line: root.line,
        message: "expected targetRuntime iOS.CocoaTouch; found \"\(runtime)\"")
    }
    let tools = root["toolsVersion"] ?? ""
    var notes: [String] = []
    // checked: a string parse, nil when it is not a number.
    if tools.split(separator: ".").first.flatMap({ Int($0) }) == nil {
      notes.append(
        (tools.isEmpty
          ? "the document has no toolsVersion"
          : "toolsVersion \"\(tools)\" is not "
            + "a version number") + "; read as any other version 3.0 document")
    }
    self.toolsVersion = tools
    self.usesAutoLayout = root["useAutolayout"] == "YES"
    let deviceElement = root.child("device")
    if let id = deviceElement?["id"], let known = InterfaceBuilderDevice.device(id: id) {
      device = known
    } else if deviceElement == nil, let known = Self.simulatedDevice(in: root) {
      // Before Xcode 8 a document named no device; its controllers say what they simulate.
      device = known
    } else {
      device = .fallback
      let found = deviceElement?["id"].map { "device \"\($0)\" is not in the device table" }
      notes.append(
        (found ?? "the document names no device")
          + "; laid out on \(InterfaceBuilderDevice.fallback.id) "
          + "(\(InterfaceBuilderDevice.fallback.name))")
    }
    isLandscape = deviceElement?["orientation"] == "landscape"
    self.notes = notes
    self.root = root
  }

  /// The device an Xcode 6 or 7 document simulates (`<simulatedScreenMetrics
  /// key="destination" type="retina4_7.fullscreen"/>`, or the older `retina4`, `retina47`,
  /// `retina55`), or `nil`.
  static func simulatedDevice(in root: MarkupElement) -> InterfaceBuilderDevice? {
    for element in root.descendants
    where element.name == "simulatedScreenMetrics" && element["key"] == "destination" {
      guard let type = element["type"]?.split(separator: ".").first.map(String.init) else {
        continue
      }
      let old = [
        "retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7",
        "retina55": "retina5_5",
      ]
      if let device = InterfaceBuilderDevice.device(id: old[type] ?? type) { return device }
    }
    return nil
  }

  /// The ids of the screens ``InterfaceBuilderImport`` makes from this document alone, in
  /// document order: one per content view controller of a storyboard, one per top-level view
  /// of a XIB.
  public var screenNames: [String] {
    InterfaceBuilderImport(documents: [self]).screenNames
  }
}
