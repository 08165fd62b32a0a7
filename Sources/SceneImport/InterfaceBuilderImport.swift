import KeyboardCore
import SceneFormat

/// Turns storyboards and XIBs, given together, into scenes: one per content view controller of
/// every storyboard and one per top-level view of every XIB.
///
/// Documents are given together so that relationships and segues between them resolve: a
/// controller that is a navigation controller's root, or is pushed (a `show` segue) from one
/// that is, gets a navigation controller with its 44-point bar; a tab of a tab bar controller
/// gets the tab bar, with the other tabs as empty controllers; a storyboard reference
/// (`<viewControllerPlaceholder storyboardName="…">`) resolves to the controller of the other
/// storyboard it names; an embed segue puts the embedded controller's views into the container
/// view.
///
/// Each scene has the document's screen (see ``InterfaceBuilderDevice``), the views with the
/// frames Interface Builder last laid out, and a script that focuses every text input in
/// document order. What a scene file cannot say is approximated, and each screen's
/// ``ImportedScreen/notes`` say how: Auto Layout constraints are not solved (each view keeps its
/// frame and gets an autoresizing mask inferred from it, so another screen size moves it
/// sensibly); stack views are plain views holding their laid-out arranged subviews;
/// prototype cells appear once each.
public struct InterfaceBuilderImport {
  /// The documents, in the order given.
  public let documents: [InterfaceBuilderDocument]

  struct Key: Hashable {
    var document: Int
    var id: String
  }

  struct Entry {
    var document: Int
    var element: MarkupElement
    var key: Key { Key(document: document, id: element["id"] ?? "") }
  }

  /// Every element with an id, per document.
  var elements: [Key: MarkupElement] = [:]
  /// Content controllers of storyboards and top-level views of XIBs, in order.
  var screensInOrder: [Entry] = []
  var navigationParent: [Key: Entry] = [:]
  var tabParent: [Key: (tabs: Entry, index: Int)] = [:]
  var pushedFrom: [Key: Entry] = [:]
  var presentedFrom: [Key: Entry] = [:]

  static let contentControllers: Set = [
    "viewController", "tableViewController", "collectionViewController",
  ]

  /// Reads the documents' structure: screens, relationships and segues.
  ///
  /// - Parameter documents: Storyboards and XIBs that belong together.
  /// - Complexity: O(n), n the elements of all documents.
  public init(documents: [InterfaceBuilderDocument]) {
    self.documents = documents
    for (index, document) in documents.enumerated() {
      for element in document.root.descendants {
        if let id = element["id"] { elements[Key(document: index, id: id)] = element }
      }
      let objects: [MarkupElement]
      switch document.kind {
      case .storyboard:
        objects = document.root.children(of: "scenes").flatMap { $0.children(of: "objects") }
        for element in objects where Self.contentControllers.contains(element.name) {
          screensInOrder.append(Entry(document: index, element: element))
        }
      case .xib:
        objects = document.root.children(of: "objects")
        for element in objects where Self.isTopLevelView(element) {
          screensInOrder.append(Entry(document: index, element: element))
        }
      }
    }
    for (index, document) in documents.enumerated() where document.kind == .storyboard {
      let objects = document.root.children(of: "scenes").flatMap { $0.children(of: "objects") }
      for controller in objects where controller["sceneMemberID"] == "viewController" {
        let source = Entry(document: index, element: controller)
        var tabIndex = 0
        for segue in controller.descendants where segue.name == "segue" {
          guard let destination = resolve(segue["destination"], in: index) else { continue }
          switch (segue["kind"], segue["relationship"]) {
          case ("relationship", "rootViewController")
          where controller.name == "navigationController":
            navigationParent[destination.key] = source
          case ("relationship", "viewControllers") where controller.name == "tabBarController":
            tabParent[destination.key] = (source, tabIndex)
            tabIndex += 1
          case ("show", _), ("push", _):
            if pushedFrom[destination.key] == nil { pushedFrom[destination.key] = source }
          case ("presentation", _), ("popoverPresentation", _):
            if presentedFrom[destination.key] == nil { presentedFrom[destination.key] = source }
          default: break
          }
        }
      }
    }
  }

  static func isTopLevelView(_ element: MarkupElement) -> Bool {
    element.name != "placeholder" && element.child("rect", key: "frame") != nil
  }

  /// The controller a segue's destination names, following a storyboard reference to the
  /// storyboard it names (its `referencedIdentifier`, or its initial view controller).
  func resolve(_ id: String?, in document: Int) -> Entry? {
    guard let id, let element = elements[Key(document: document, id: id)] else { return nil }
    guard element.name == "viewControllerPlaceholder" else {
      return Entry(document: document, element: element)
    }
    guard let storyboard = element["storyboardName"],
      let target = documents.firstIndex(where: {
        $0.name == storyboard && $0.kind == .storyboard
      })
    else { return nil }
    let root = documents[target].root
    let controllerID: String?
    if let reference = element["referencedIdentifier"] {
      controllerID =
        root.children(of: "scenes").flatMap { $0.children(of: "objects") }
        .first { $0["storyboardIdentifier"] == reference }?["id"]
    } else {
      controllerID = root["initialViewController"]
    }
    guard let controllerID, let resolved = elements[Key(document: target, id: controllerID)]
    else { return nil }
    return Entry(document: target, element: resolved)
  }

  /// The screens' names (`Main.signIn`), in document order.
  public var screenNames: [String] {
    var allocators: [Int: IdentifierAllocator] = [:]
    return screensInOrder.map { entry in
      var allocator = allocators[entry.document] ?? IdentifierAllocator()
      let id = allocator.make(from: Self.preferredName(of: entry.element), fallback: "screen")
      allocators[entry.document] = allocator
      return documents[entry.document].name + "." + id
    }
  }

  /// Every screen, in document order.
  ///
  /// - Returns: The screens.
  /// - Throws: ``ImportError`` when a screen's geometry is not finite or its scene does not
  ///   validate; the error names the document and the element's line.
  public func screens() throws(ImportError) -> [ImportedScreen] {
    let names = screenNames
    var result: [ImportedScreen] = []
    for (entry, name) in zip(screensInOrder, names) {
      result.append(try build(entry, name: name))
    }
    return result
  }

  /// Every screen, in document order, each built on its own: a screen that cannot be built
  /// is its error, and the others are still made.
  ///
  /// - Returns: One result per name of ``screenNames``, in that order.
  public func screenResults() -> [Result<ImportedScreen, ImportError>] {
    zip(screensInOrder, screenNames).map { entry, name in
      Result { () throws(ImportError) in try build(entry, name: name) }
    }
  }

  /// The screen with a name from ``screenNames``; the document's name may be left out when
  /// only one screen has the id (`signIn` for `Main.signIn`).
  ///
  /// - Parameter name: The screen's name.
  /// - Returns: The screen.
  /// - Throws: ``ImportError`` when no screen has the name, or as ``screens()``.
  public func screen(named name: String) throws(ImportError) -> ImportedScreen {
    let names = screenNames
    let matches = names.indices.filter {
      names[$0] == name || names[$0].hasSuffix("." + name)
    }
    guard matches.count == 1, let index = matches.first else {
      throw ImportError(
        file: documents.first?.file ?? "import",
        message: matches.isEmpty
          ? "no screen is named \"\(name)\"; the screens are \(names.joined(separator: ", "))"
          : "\"\(name)\" names \(matches.count) screens; use one of "
            + matches.map { names[$0] }.joined(separator: ", "))
    }
    return try build(screensInOrder[index], name: names[index])
  }

  /// The most readable name an element gives itself: its storyboard id, title, navigation
  /// item's title, user label, custom class, or element name.
  static func preferredName(of element: MarkupElement) -> String {
    element["storyboardIdentifier"] ?? element["title"]
      ?? element.child("navigationItem", key: "navigationItem")?["title"]
      ?? element["userLabel"] ?? element["customClass"].map(Self.droppingControllerSuffix)
      ?? element.name
  }

  static func droppingControllerSuffix(_ name: String) -> String {
    for suffix in ["ViewController", "Controller"] where name.hasSuffix(suffix) && name != suffix {
      return String(name.dropLast(suffix.count))
    }
    return name
  }
}
