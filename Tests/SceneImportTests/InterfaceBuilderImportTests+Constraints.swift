import Foundation
import SceneImport
import SimulatorCommand
import XCTest

/// Auto Layout constraints, guides and layout settings read from Constraints.storyboard.
final class InterfaceBuilderConstraintTests: XCTestCase {
  private func screens(toolsVersion: String? = nil) throws -> [ImportedScreen] {
    var text = try String(
      contentsOfFile: ImportFixtures.path("Constraints.storyboard"), encoding: .utf8)
    if let toolsVersion {
      text = text.replacingOccurrences(
        of: "toolsVersion=\"32700.99.1234\"", with: "toolsVersion=\"\(toolsVersion)\"")
    }
    let document = try InterfaceBuilderDocument(
      data: Data(text.utf8), file: "Constraints.storyboard")
    return try InterfaceBuilderImport(documents: [document]).screens()
  }

  func testForm_everyConstraint_inTheSceneGrammar() throws {
    let form = try XCTUnwrap(screens().first)
    XCTAssertEqual(
      form.constraints.map(\.description),
      [
        "email.top == root.safeArea.top + 20",
        "email.leading == root.margins.leading",
        "email.width == 0.5 * root.width @750",
        "root.trailing >= email.trailing + 20",
        "scrollView.top == email.bottom - 20",
        "scrollView.centerX == root.margins.centerX",
        "bar.bottom == root.keyboard.top",
        "bar.height <= 88",
        "bar.height == 32",
        "email.height == 30",
        "content.top == scrollView.content.top",
        "content.width == scrollView.frameGuide.width",
      ])
    XCTAssertTrue(
      form.notes.contains(
        "12 Auto Layout constraints are imported; 1 uses the standard spacing, read as the "
          + "value Interface Builder resolved; 2 vary by size class."), "\(form.notes)")
    XCTAssertTrue(
      form.notes.contains(
        "1 placeholder constraint is left out (Interface Builder removes them at build time)."))
  }

  func testForm_constraintValues_identifierStandardSpacingAndVariations() throws {
    let form = try XCTUnwrap(screens().first)
    let byID = Dictionary(uniqueKeysWithValues: form.constraints.map { ($0.documentID, $0) })
    let top = try XCTUnwrap(byID["c-top"])
    XCTAssertEqual(top.identifier, "emailTop")
    XCTAssertEqual(top.first, ImportedConstraint.Anchor("email", .top))
    XCTAssertEqual(top.second, ImportedConstraint.Anchor("root.safeArea", .top))
    XCTAssertEqual(top.constant, 20)
    XCTAssertTrue(top.isInstalledByDefault)
    XCTAssertEqual(byID["c-width"]?.multiplier, 0.5)
    XCTAssertEqual(byID["c-width"]?.priority, 750)
    XCTAssertEqual(byID["c-trailing"]?.isStandardSpacing, true)
    XCTAssertEqual(byID["c-trailing"]?.relation, .greaterThanOrEqual)
    let compact = try XCTUnwrap(byID["c-bar-compact"])
    XCTAssertFalse(compact.isInstalledByDefault)
    XCTAssertEqual(
      compact.variations,
      [
        .init(key: "default", isInstalled: false),
        .init(key: "heightClass=compact", isInstalled: true),
      ])
    XCTAssertEqual(
      byID["c-bar-height"]?.variations, [.init(key: "heightClass=compact", isInstalled: false)])
    XCTAssertNil(byID["c-placeholder"])
  }

  func testForm_viewLayouts_translatesMaskPrioritiesAndAmbiguity() throws {
    let form = try XCTUnwrap(screens().first)
    let layouts = Dictionary(uniqueKeysWithValues: form.viewLayouts.map { ($0.id, $0) })
    XCTAssertEqual(Set(layouts.keys), ["root", "email", "scrollView", "content", "bar"])
    XCTAssertEqual(layouts["root"]?.translatesAutoresizingMaskIntoConstraints, true)
    let email = try XCTUnwrap(layouts["email"])
    XCTAssertFalse(email.translatesAutoresizingMaskIntoConstraints)
    XCTAssertEqual(email.horizontalHuggingPriority, 251)
    XCTAssertNil(email.verticalHuggingPriority)
    XCTAssertNil(email.horizontalCompressionResistancePriority)
    XCTAssertEqual(email.verticalCompressionResistancePriority, 751)
    XCTAssertEqual(layouts["content"]?.isAmbiguous, true)
    XCTAssertEqual(layouts["bar"]?.isAmbiguous, false)
    // The views constraints name get ids in the scene, so the constraints can name them.
    let root = try XCTUnwrap(form.scene.root.view)
    XCTAssertEqual(root.id, "root")
    XCTAssertEqual(root.subviews.map(\.id), ["email", "scrollView", "bar"])
  }

  func testLegacy_topAndBottomLayoutGuides_becomeTheSafeArea() throws {
    for tools in ["32700.99.1234", "13122.16", "6214"] {
      let legacy = try XCTUnwrap(screens(toolsVersion: tools).last)
      XCTAssertEqual(
        legacy.constraints.map(\.description),
        [
          "note.top == root.safeArea.top + 20",
          "root.safeArea.bottom == note.bottom + 8",
          "note.lastBaseline == 0.3333333333333333 * root.centerY",
        ], tools)
      XCTAssertTrue(
        legacy.notes.contains(
          "1 constraint is not read: line 89: item missing is not a view of the imported "
            + "screen."), "\(legacy.notes)")
    }
  }

  func testDescription_grammar_numbersShortestAndPriorityOmittedAt1000() {
    typealias Constraint = ImportedConstraint
    XCTAssertEqual(
      Constraint(.init("email", .height), constant: 30).description, "email.height == 30")
    XCTAssertEqual(
      Constraint(.init("a", .leading), .lessThanOrEqual, .init("b", .trailing), constant: -8.5)
        .description, "a.leading <= b.trailing - 8.5")
    XCTAssertEqual(
      Constraint(.init("a", .width), .equal, .init("b", .width), multiplier: 2, priority: 999.5)
        .description, "a.width == 2 * b.width @999.5")
    XCTAssertEqual(Constraint(.init("a", .height), constant: 0).description, "a.height == 0")
  }

  func testImportCommand_listConstraints_printsThemAndCountsThem() {
    let file = ImportFixtures.path("Constraints.storyboard")
    let result = KeyboardSimCommand.run(arguments: ["import", "--list", "--constraints", file])
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("  constraint: bar.bottom == root.keyboard.top\n"))
    XCTAssertTrue(
      result.stdout.hasSuffix(
        "import: 1 file read, 0 skipped; 2 screens, 2 text inputs, 7 notes, 15 constraints\n"),
      result.stdout)
  }
}
