import Foundation
import KeyboardCore
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

// The Auto Layout keys of scene files: the constraint grammar, its canonical form, the keys'
// round trip, and a clear error (file, JSON path, what was expected) for every bad input.
final class SceneConstraintTests: XCTestCase {
  /// A login screen whose `email` lists `constraints` (a JSON array's contents) and has the
  /// given extra members; `card` is a plain view and `list` a scroll view.
  static func scene(_ constraints: String, email extra: String = "", steps: String = "")
    -> String
  {
    """
    {
      "format": 1, "name": "constraints", "screen": { "width": 320, "height": 568 },
      "window": { "safeAreaInsets": { "top": 20 } },
      "root": { "id": "login", "view": { "subviews": [
        { "id": "card", "frame": [0, 100, 320, 200] },
        { "id": "list", "kind": "scrollView", "frame": [0, 300, 320, 200] },
        { "id": "email", "kind": "textField", "frame": [20, 400, 280, 30],
          "constraints": [\(constraints)]\(extra.isEmpty ? "" : ", " + extra) }
      ] } },
      "steps": [\(steps)]
    }
    """
  }

  func error(_ constraints: String, email extra: String = "") -> String? {
    Fixtures.loadError(Self.scene(constraints, email: extra))
  }

  let path = "test.json: $.root.view.subviews[2].constraints[0]"

  // MARK: The grammar

  func testParse_everyForm_readsItemsAttributesAndNumbers() throws {
    let spec = try Scene.ConstraintSpec(parsing: "email.width == 0.5 * login.width + 8.5 @750")
    XCTAssertEqual(spec.firstItem, .init("email"))
    XCTAssertEqual(spec.firstAttribute, .width)
    XCTAssertEqual(spec.relation, .equal)
    XCTAssertEqual(spec.secondItem, .init("login"))
    XCTAssertEqual(spec.multiplier, 0.5)
    XCTAssertEqual(spec.constant, 8.5)
    XCTAssertEqual(spec.priority, 750)
    let guide = try Scene.ConstraintSpec(parsing: "bar.bottom <= chat.keyboard.top - 8")
    XCTAssertEqual(guide.secondItem, .init("chat", guide: .keyboard))
    XCTAssertEqual(guide.constant, -8)
    XCTAssertEqual(guide.relation, .lessThanOrEqual)
    let size = try Scene.ConstraintSpec(parsing: "email.height >= -8.5")
    XCTAssertNil(size.secondItem)
    XCTAssertEqual(size.constant, -8.5)
    XCTAssertEqual(size.secondAttribute, .notAnAttribute)
  }

  func testText_isTheCanonicalFormLayoutConstraintPrints() throws {
    for (written, canonical) in [
      ("email.top==login.safeArea.top+20", "email.top == login.safeArea.top + 20"),
      ("email.width == 1 * login.width - 0", "email.width == login.width"),
      ("email.width == 0.50 * login.width @750.0", "email.width == 0.5 * login.width @750"),
      ("email.height == 30 @1000", "email.height == 30"),
      ("a.leading >= b.margins.leading - 8.25", "a.leading >= b.margins.leading - 8.25"),
    ] {
      XCTAssertEqual(try Scene.ConstraintSpec(parsing: written).text, canonical, written)
    }
    // The live constraint describes itself the same way.
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.identifier = "login"
    let email = View()
    email.identifier = "email"
    root.addSubview(email)
    let live = email.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
    live.constant = -8.5
    live.priority = 750
    XCTAssertEqual(
      live.description,
      try Scene.ConstraintSpec(parsing: "email.width == 0.5 * login.width - 8.5 @750").text)
  }

  func testParse_malformed_saysWhereInTheString() {
    let cases: [(String, String)] = [
      ("email.top = login.top", "expected a relation (==, <=, >=) after 'email.top', found '='"),
      ("email.top", "expected a relation (==, <=, >=) after 'email.top', found the end"),
      (
        "email.top ==",
        "expected a number or an item and attribute such as login.top after "
          + "'email.top ==', found the end"
      ),
      (
        "email.top == login.top +",
        "expected a number after 'email.top == login.top +', found "
          + "the end"
      ),
      (
        "email.top == login.top 20",
        "expected + CONSTANT, - CONSTANT, @PRIORITY or the end "
          + "after 'email.top == login.top', found '20'"
      ),
      (
        "email.width == 0.5 * 30",
        "expected an item and attribute such as login.width after "
          + "'email.width == 0.5 *', found '30'"
      ),
      (
        "email == login.top",
        "expected ITEM.ATTRIBUTE or ITEM.GUIDE.ATTRIBUTE (such as "
          + "login.safeArea.top), found 'email' at the start"
      ),
      (
        "email.tpo == login.top",
        "unknown attribute 'tpo' in 'email.tpo': expected one of "
          + LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.name)
          .joined(separator: ", ") + "; did you mean top?"
      ),
      (
        "email.top == login.safe.top",
        "unknown guide 'safe' in 'login.safe.top': expected one "
          + "of safeArea, margins, readable, keyboard, content, frameGuide"
      ),
      ("email.top == login.top @0", "expected a priority from 1 to 1000 after '@', found 0"),
      (
        "email.top == login.top @1001",
        "expected a priority from 1 to 1000 after '@', found "
          + "1001"
      ),
      (
        "email.top == login.top + 1e999",
        "expected a finite number after 'email.top == "
          + "login.top +', found '1e999'"
      ),
      (
        "email.top == login.leading",
        "email.top and login.leading are on different axes "
          + "(vertical and horizontal)"
      ),
      (
        "email.top == login.height",
        "email.top and login.height relate a position to a size; "
          + "relate positions to positions and sizes to sizes"
      ),
      (
        "email.top == 20",
        "email.top is a position; only a size (width, height) can equal a "
          + "constant (relate it to another item, such as email.top == login.safeArea.top + 20)"
      ),
      (
        "email.top == login.margins.topMargin",
        "'login.margins.topMargin': a guide has edges, "
          + "centres, a width and a height; topMargin applies to views"
      ),
    ]
    for (text, message) in cases {
      XCTAssertEqual(
        error(JSONValue.string(text).serialized()), "\(path): \(message)", text)
    }
  }

  // MARK: The tree

  func testValidate_badItems_nameThePathAndWhatWasExpected() {
    XCTAssertEqual(
      error("\"email.top == emial.top\""),
      "\(path): no view has the id 'emial' (in 'email.top == emial.top'); did you mean 'email'?")
    XCTAssertEqual(
      error("\"email.top == card.content.top\""),
      "\(path): 'card.content' in 'email.top == card.content.top': content is a scroll view's "
        + "guide, and 'card' is a view")
    XCTAssertNil(error("\"email.top == list.content.top + 8\", \"email.height == 30\""))
    XCTAssertEqual(
      error("{ \"constraint\": \"email.top == card.top\", \"activeWhenNearEdge\": \"bottom\" }"),
      "\(path).activeWhenNearEdge: activeWhenNearEdge applies to a constraint that mentions a "
        + "keyboard guide (such as chat.keyboard.top); 'email.top == card.top' mentions none")
    XCTAssertEqual(
      error("{ \"constraint\": \"email.top == login.keyboard.top\", \"activeWhenAwayFrom\": []}"),
      "\(path).activeWhenAwayFrom: expected at least one edge (top, left, bottom, right)")
    XCTAssertEqual(
      error("{ \"constraint\": \"email.top == login.keyboard.top\", \"activeWhenNearEdge\": 2 }"),
      "\(path).activeWhenNearEdge: expected one of top, left, bottom, right; found 2")
    XCTAssertEqual(
      error("{ \"constriant\": \"email.top == login.top\" }"),
      "\(path).constriant: unknown key; did you mean \"constraint\"?")
    XCTAssertEqual(
      error("12"),
      "\(path): expected a constraint (a string such as \"email.top == login.safeArea.top + "
        + "20\", or an object with constraint, identifier, activeWhenNearEdge, "
        + "activeWhenAwayFrom), found 12")
  }

  func testValidate_itemsInDifferentControllers_haveNoCommonAncestor() {
    let text = """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "kind": "tab", "viewControllers": [
          { "id": "one", "view": { "subviews": [
            { "id": "a", "constraints": ["a.top == b.top", "a.height == 10"] } ] } },
          { "id": "two", "view": { "subviews": [ { "id": "b", "frame": [0, 0, 10, 10] } ] } }
        ] }
      }
      """
    XCTAssertEqual(
      Fixtures.loadError(text),
      "test.json: $.root.viewControllers[0].view.subviews[0].constraints[0]: 'a' and 'b' in "
        + "'a.top == b.top' have no common ancestor: they are in the views of controller "
        + "\"one\" and the views of controller \"two\"")
  }

  func testValidate_frames_optionalOnlyForViewsTheConstraintsPlace() {
    let base = """
      {
        "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "id": "login", "view": { "subviews": [ %@ ] } }
      }
      """
    func load(_ views: String) -> String? {
      Fixtures.loadError(base.replacingOccurrences(of: "%@", with: views))
    }
    XCTAssertNil(load("{ \"id\": \"a\", \"constraints\": [\"a.top == login.top\"] }"))
    XCTAssertEqual(
      load(
        "{ \"id\": \"a\", \"constraints\": [\"login.top == a.top\"] }"),
      "test.json: $.root.view.subviews[0]: missing key \"frame\": no constraint places this "
        + "view (a view without a frame must be the first item of a constraint, or set "
        + "translatesAutoresizingMaskIntoConstraints to false)")
    XCTAssertEqual(
      load("{ \"id\": \"a\", \"frame\": [0, 0, 1, 1] }, { \"id\": \"b\" }"),
      "test.json: $.root.view.subviews[1]: missing key \"frame\"")
    XCTAssertEqual(
      Fixtures.loadError(
        base.replacingOccurrences(
          of: "\"subviews\": [ %@ ]",
          with: "\"subviews\": [], "
            + "\"translatesAutoresizingMaskIntoConstraints\": false")),
      "test.json: $.root.view.translatesAutoresizingMaskIntoConstraints: a controller's view "
        + "is sized by its container, so its frame stays an input to the constraints; remove "
        + "translatesAutoresizingMaskIntoConstraints")
    XCTAssertEqual(
      load(
        "{ \"id\": \"s\", \"kind\": \"stackView\", \"frame\": [0, 0, 100, 100], "
          + "\"arrangedSubviews\": [ { \"id\": \"a\", \"frame\": [0, 0, 1, 1], "
          + "\"constraints\": [\"a.height == 10\"] } ] }"),
      "test.json: $.root.view.subviews[0].arrangedSubviews[0]: \"a\" is an arranged subview of "
        + "a stack view, which places it; constrain the stack view instead (or set "
        + "translatesAutoresizingMaskIntoConstraints to true)")
  }

  func testValidate_otherKeys_rangesAndKinds() {
    XCTAssertEqual(
      error("", email: "\"contentHugging\": [250, 0]"),
      "test.json: $.root.view.subviews[2].contentHugging[1]: expected a priority from 1 to "
        + "1000, found 0")
    XCTAssertEqual(
      error("", email: "\"compressionResistance\": [750]"),
      "test.json: $.root.view.subviews[2].compressionResistance: expected [horizontal, "
        + "vertical] (an array of 2 numbers), found an array of 1")
    XCTAssertEqual(
      error("", email: "\"keyboardLayoutGuide\": { \"follows\": true }"),
      "test.json: $.root.view.subviews[2].keyboardLayoutGuide.follows: unknown key; expected "
        + "one of followsUndockedKeyboard, usesBottomSafeArea")
    let message = error("", email: "\"intrinsicContentSize\": [10, 10]") ?? ""
    XCTAssertTrue(
      message.hasPrefix(
        "test.json: $.root.view.subviews[2].intrinsicContentSize: a textField has no "
          + "\"intrinsicContentSize\""), message)
    let plain = Fixtures.loadError(
      Self.scene("").replacingOccurrences(
        of: "\"frame\": [0, 100, 320, 200] }",
        with: "\"frame\": [0, 100, 320, 200], \"intrinsicContentSize\": [-2, 10] }"))
    XCTAssertEqual(
      plain,
      "test.json: $.root.view.subviews[0].intrinsicContentSize[0]: expected a length ≥ 0, or -1 "
        + "for none, found -2")
  }

  func testValidate_viewAddedByAStep_takesNoConstraints() {
    let text = Self.scene(
      "",
      steps: """
        { "action": "addView", "parent": "card", "view": { "id": "late",
          "constraints": ["late.top == card.top"] } }
        """)
    XCTAssertEqual(
      Fixtures.loadError(text),
      "test.json: $.steps[0].view.constraints: Auto Layout keys apply to the views the scene "
        + "builds; a view a step adds or a controller a step pushes or presents cannot have "
        + "constraints yet")
  }

  // MARK: Coding

  func testEncode_everyKey_roundTripsAndPrintsTheCanonicalForm() throws {
    let text = """
      {
        "format": 1, "screen": { "width": 1024, "height": 1366 },
        "root": { "id": "chat", "view": {
          "keyboardLayoutGuide": { "followsUndockedKeyboard": true, "usesBottomSafeArea": false },
          "subviews": [
            { "id": "bar", "intrinsicContentSize": [-1, 56], "contentHugging": [250, 751],
              "compressionResistance": [749, 1000],
              "constraints": [
                "bar.bottom==chat.keyboard.top",
                { "constraint": "bar.leading == chat.keyboard.leading", "identifier": "near",
                  "activeWhenNearEdge": "bottom" },
                { "constraint": "bar.width == 1.0 * chat.keyboard.width @999",
                  "activeWhenAwayFrom": ["bottom", "left"] } ] },
            { "id": "label", "frame": [0, 0, 10, 10],
              "translatesAutoresizingMaskIntoConstraints": true }
          ] } }
      }
      """
    let scene = try Fixtures.load(text)
    let bar = try XCTUnwrap(scene.root.view?.subviews.first)
    XCTAssertNil(bar.frame)
    XCTAssertEqual(bar.autoLayout.intrinsicContentSize, Size(width: -1, height: 56))
    XCTAssertEqual(bar.autoLayout.contentHugging?.vertical, 751)
    XCTAssertEqual(bar.autoLayout.constraints.map(\.identifier), [nil, "near", nil])
    XCTAssertEqual(bar.autoLayout.constraints[2].activeWhenAwayFrom, [.bottom, .left])
    let written = scene.sceneFileText
    XCTAssertTrue(written.contains("\"bar.bottom == chat.keyboard.top\""), written)
    XCTAssertTrue(written.contains("\"bar.width == chat.keyboard.width @999\""), written)
    let again = try Fixtures.load(written)
    XCTAssertEqual(again, scene)
    XCTAssertEqual(again.sceneFileText, written)
  }

  func testFormatReference_autoLayoutTable_matchesTheDeclaration() throws {
    let article = Fixtures.packageRoot.appendingPathComponent(
      "Sources/SceneFormat/SceneFormat.docc/SceneFileFormat.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    XCTAssertTrue(
      text.contains(Scene.ViewSpec.autoLayoutReferenceTable),
      "SceneFileFormat.md must hold this table:\n\(Scene.ViewSpec.autoLayoutReferenceTable)")
  }
}
