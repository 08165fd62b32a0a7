import Foundation
import KeyboardCore
import KeyboardSimulator
import SceneFormat
import SceneImport
import XCTest

@testable import SceneLint

/// Constraints imported into scenes and solved: Login.storyboard, a form pinned to the safe
/// area and to itself, a switch, a stack view, a scroll view on its content and frame guides,
/// and a constraint installed for compact height.
final class InterfaceBuilderLayoutTests: XCTestCase {
  private func login() throws -> ImportedScreen {
    let document = try ImportFixtures.document("Login.storyboard")
    return try XCTUnwrap(InterfaceBuilderImport(documents: [document]).screens().first)
  }

  private func view(_ id: String, in scene: Scene) -> Scene.ViewSpec? {
    var found: Scene.ViewSpec?
    scene.root.forEachView { if $0.id == id { found = $0 } }
    return found
  }

  func testLogin_constraints_listedOnTheirFirstItemsViews() throws {
    let scene = try login().scene
    XCTAssertEqual(
      view("email", in: scene)?.autoLayout.constraints.map(\.text),
      [
        "email.top == root.safeArea.top + 40", "email.leading == root.leading + 20",
        "email.width >= 335 @750", "email.width <= 335 @250", "email.height >= 34 @750",
        "email.height <= 34 @250",
      ])
    // The switch's trailing moves 2 points to its frame.
    XCTAssertEqual(
      scene.root.view?.autoLayout.constraints.map(\.text),
      [
        "root.trailing == email.trailing + 20", "root.trailing == remember.trailing + 18",
        "root.trailing == buttons.trailing + 20", "root.trailing == terms.trailing",
        "root.safeArea.bottom == terms.bottom",
      ])
    XCTAssertEqual(
      view("termsContent", in: scene)?.autoLayout.constraints.map(\.text),
      [
        "termsContent.top == terms.content.top", "termsContent.leading == terms.content.leading",
        "termsContent.width == terms.frameGuide.width", "termsContent.height == 400",
      ])
  }

  func testLogin_flagsAndNaturalSizes_asInterfaceBuilderSetsThem() throws {
    let scene = try login().scene
    let remember = try XCTUnwrap(view("remember", in: scene))
    XCTAssertEqual(remember.autoLayout.intrinsicContentSize, Size(width: 51, height: 31))
    XCTAssertEqual(
      remember.autoLayout.contentHugging, Scene.AxisPriorities(horizontal: 750, vertical: 750))
    // Arranged views: the stack turns the flag off; the file keeps the validator's default.
    XCTAssertEqual(view("signIn", in: scene)?.autoLayout.intrinsicContentSize?.height, 44)
    let buttons = try XCTUnwrap(view("buttons", in: scene))
    XCTAssertEqual(buttons.kind, .stackView)
    XCTAssertEqual(buttons.stack.axis, .vertical)
    XCTAssertEqual(buttons.stack.spacing, 8)
    XCTAssertEqual(buttons.subviews.map(\.autoresizing), [[], []])
  }

  func testLogin_checkFrames_everyConstrainedViewWithinHalfAPoint() throws {
    let check = FrameCheck(try login())
    XCTAssertNil(check.problem)
    XCTAssertEqual(check.matched, 8)
    XCTAssertEqual(check.total, 8)
    XCTAssertEqual(check.mismatches, [])
    XCTAssertNil(check.designInsets)
    XCTAssertEqual(
      FrameCheck.report([check]),
      """
      frames Login.login: 8/8 within 0.5 pt
      frames: 8/8 constrained views within 0.5 pt (100 %), ambiguous 0/0

      """)
  }

  func testLogin_lintLandscape_installsTheCompactHeightConstraint() throws {
    let screen = LintScreen(try login())
    let landscape = screen.scene(
      on: Size(width: 667, height: 375), insets: .zero,
      keyboard: Scene.KeyboardSpec(.preset(.docked)),
      steps: [])
    XCTAssertEqual(
      view("email", in: landscape)?.autoLayout.constraints.first?.text,
      "email.leading == root.leading + 20")
    XCTAssertTrue(
      view("email", in: landscape)?.autoLayout.constraints.map(\.text).contains(
        "email.top == root.safeArea.top + 10") ?? false)
    let live = try Simulator(scene: landscape, file: "landscape").live
    live.window.layoutIfNeeded()
    XCTAssertEqual(live.view(withID: "email")?.frame, Rect(x: 20, y: 10, width: 627, height: 34))
    XCTAssertEqual(live.view(withID: "password")?.frame, Rect(x: 20, y: 52, width: 627, height: 34))
    XCTAssertEqual(live.view(withID: "remember")?.frame.maxX, 649)
  }

  func testSizeClass_phonesAndPads() {
    typealias SizeClass = ImportedConstraint.SizeClass
    XCTAssertEqual(
      SizeClass(screen: Size(width: 375, height: 667)).description,
      "compact width, regular height")
    XCTAssertEqual(
      SizeClass(screen: Size(width: 667, height: 375)).description,
      "compact width, compact height")
    XCTAssertEqual(
      SizeClass(screen: Size(width: 896, height: 414)).description,
      "regular width, compact height")
    XCTAssertEqual(
      SizeClass(screen: Size(width: 1024, height: 768)).description,
      "regular width, regular height")
  }
}

/// A search bar has UIKit's natural height (taken from its stored frame) and no natural width;
/// a view the document stores no frame for is left out of the frame check.
final class InterfaceBuilderSearchBarLayoutTests: XCTestCase {
  func testSearchBar_naturalHeightFromItsFrame_checkFramesMatch() throws {
    let document = try ImportFixtures.document("SearchBar.storyboard")
    let screen = try XCTUnwrap(InterfaceBuilderImport(documents: [document]).screens().first)
    let check = FrameCheck(screen)
    XCTAssertNil(check.problem)
    XCTAssertEqual(check.mismatches, [])
    XCTAssertEqual(check.matched, 2)
    XCTAssertEqual(check.total, 2)
  }
}

/// A symbol image in a stack is aligned by insets read from the stored frames.
///
/// SymbolStack.xib: a centred vertical stack of an SF Symbol image over a label, 24 apart. The
/// image's frame reaches 6 points above, 3 below and 1 right of the alignment rect the stack
/// spaces (Interface Builder put the label 104 down: 80 + 24); the importer reads those insets
/// from the stored frames and the frame check applies them.
final class InterfaceBuilderSymbolImageLayoutTests: XCTestCase {
  private func screen() throws -> ImportedScreen {
    try ImportFixtures.firstScreen(of: "SymbolStack.xib")
  }

  func testSymbolImageInStack_insetsReadFromStoredFrames_naturalSizeIsTheAlignmentRect() throws {
    let screen = try screen()
    XCTAssertEqual(screen.alignmentInsets, ["view-2": Insets(top: 6, left: 0, bottom: 3, right: 1)])
    var image: Scene.ViewSpec?
    screen.scene.root.forEachView { if $0.id == "view-2" { image = $0 } }
    XCTAssertEqual(image?.autoLayout.intrinsicContentSize, Size(width: 100, height: 80))
    XCTAssertTrue(
      screen.notes.contains(
        "1 view in a stack aligns by its alignment rect: a switch's is 2 points narrower than "
          + "its frame, a symbol image's insets are read from the stored frames (glyphs are not "
          + "measured); scene files cannot hold alignment insets, so only the frame check and "
          + "lint apply them."))
  }

  func testSymbolImageInStack_liveLayout_stackSpacesTheAlignmentRect() throws {
    let live = try screen().makeLiveScene()
    live.window.layoutIfNeeded()
    XCTAssertEqual(live.view(withID: "view-2")?.alignmentRectInsets.top, 6)
    XCTAssertEqual(
      live.view(withID: "stackView")?.frame, Rect(x: 87.5, y: 269.5, width: 200, height: 128))
    XCTAssertEqual(live.view(withID: "view-2")?.frame, Rect(x: 50, y: -6, width: 101, height: 89))
  }

  func testSymbolImageInStack_checkFrames_stackImageAndLabelMatch() throws {
    let check = FrameCheck(try screen())
    XCTAssertNil(check.problem)
    XCTAssertEqual(check.mismatches, [])
    // The stack, the image and the label (named stackView-arranged2 for the check).
    XCTAssertEqual(check.matched, 3)
    XCTAssertEqual(check.total, 3)
  }
}

/// A screen pushed from another document is checked without the navigation bar it has at run
/// time.
///
/// Notes.storyboard's text view is pinned 8 points inside the safe area; Menu.storyboard's
/// navigation controller pushes it through a storyboard reference. Interface Builder lays
/// Notes out with no bar (the stored frame starts at 20 + 8), while the import puts it in the
/// navigation controller, whose bar adds 44.
final class InterfaceBuilderPushedScreenLayoutTests: XCTestCase {
  private func notes() throws -> ImportedScreen {
    let documents = try ["Menu.storyboard", "Notes.storyboard"].map(ImportFixtures.document)
    let screens = try InterfaceBuilderImport(documents: documents).screens()
    return try XCTUnwrap(screens.first { $0.name == "Notes.notes" })
  }

  func testPushedFromAnotherDocument_checkFrames_solvedWithoutTheBar() throws {
    let check = FrameCheck(try notes())
    XCTAssertNil(check.problem)
    XCTAssertTrue(check.hidesNavigationBar)
    XCTAssertEqual(check.mismatches, [])
    XCTAssertEqual(check.matched, 1)
    XCTAssertEqual(check.total, 1)
    XCTAssertEqual(
      FrameCheck.report([check]),
      """
      frames Notes.notes: 1/1 within 0.5 pt (safe area top 20, bottom 0 as the stored frames \
      show; the device's: top 20, bottom 0; no navigation bar, as Interface Builder laid it out)
      frames: 1/1 constrained views within 0.5 pt (100 %), ambiguous 0/0

      """)
  }

  func testPushedFromAnotherDocument_liveScene_keepsTheBar() throws {
    // Only the check lays the screen out as Interface Builder did; the scene (and lint) keep
    // the bar the app shows: 8 below a safe area of 20 + 44.
    let live = try notes().makeLiveScene()
    live.window.layoutIfNeeded()
    XCTAssertEqual(live.view(withID: "textView")?.frame, Rect(x: 8, y: 72, width: 359, height: 587))
  }
}

/// A scroll view's centre in its content's constraints is half its frame's size.
///
/// SplitScroll.xib: two equal views fill a 647-point scroll view, the upper ending 10 above its
/// centre. Only the frame's height fixes them: Interface Builder stored 305.5 for each.
final class InterfaceBuilderScrollCentreLayoutTests: XCTestCase {
  func testScrollViewCentre_checkFrames_bothViewsMatch() throws {
    let document = try ImportFixtures.document("SplitScroll.xib")
    let screen = try XCTUnwrap(InterfaceBuilderImport(documents: [document]).screens().first)
    let check = FrameCheck(screen)
    XCTAssertNil(check.problem)
    XCTAssertEqual(check.mismatches, [])
    XCTAssertEqual(check.matched, 3)
    XCTAssertEqual(check.total, 3)
    let live = try screen.makeLiveScene()
    live.window.layoutIfNeeded()
    XCTAssertEqual(live.view(withID: "upper")?.frame, Rect(x: 8, y: 8, width: 359, height: 305.5))
    XCTAssertEqual(
      live.view(withID: "lower")?.frame, Rect(x: 8, y: 333.5, width: 359, height: 305.5))
  }
}

/// A stored frame that breaks the document's own required constraints is counted as a
/// mismatch, and the check names the constraint it breaks.
///
/// StaleLabel.xib (an Xcode 6 document): a label 20 from the leading edge and centred in a
/// 320-point view can only be 280 wide, but the document stored 283, as after a text change
/// without updating frames.
final class InterfaceBuilderStaleFrameLayoutTests: XCTestCase {
  func testStoredFrameBreaksItsConstraints_countedAsAMismatch_constraintNamed() throws {
    let document = try ImportFixtures.document("StaleLabel.xib")
    let screen = try XCTUnwrap(InterfaceBuilderImport(documents: [document]).screens().first)
    let check = FrameCheck(screen)
    XCTAssertEqual(check.matched, 0)
    XCTAssertEqual(check.total, 1)
    XCTAssertEqual(
      check.mismatches,
      [
        FrameCheck.Mismatch(
          view: "caption", stored: Rect(x: 20, y: 400, width: 283, height: 21),
          solved: Rect(x: 20, y: 400, width: 280, height: 21), error: 3,
          brokenConstraint: FrameCheck.BrokenConstraint(
            text: "view-2.centerX == caption.centerX", amount: 1.5))
      ])
    XCTAssertEqual(
      FrameCheck.report([check]).split(separator: "\n").last,
      "frames: 0/1 constrained views within 0.5 pt (0 %), ambiguous 0/0; 1 mismatch where the "
        + "stored frames break a required constraint; worst: StaleLabel.view caption "
        + "[20, 400, 283, 21] solved [20, 400, 280, 21] (3 pt; the stored frames break "
        + "view-2.centerX == caption.centerX by 1.5)")
  }
}

/// A switch in a stack aligns by UIKit's rect, 2 points narrower than its frame, and a label no
/// constraint names is arranged by its natural size and checked too.
///
/// SwitchRow.xib: a vertical stack of a field and a row, itself a stack of a label and a
/// switch 10 apart in 343 points: 284 + 10 + 49, the switch's frame reaching 2 past the row.
final class InterfaceBuilderSwitchRowLayoutTests: XCTestCase {
  private func screen() throws -> ImportedScreen {
    try ImportFixtures.firstScreen(of: "SwitchRow.xib")
  }

  func testSwitchInNestedStack_alignmentRectAndNaturalSize() throws {
    let screen = try screen()
    XCTAssertEqual(screen.alignmentInsets, ["view-3": Insets(right: 2)])
    var label: Scene.ViewSpec?
    var toggle: Scene.ViewSpec?
    screen.scene.root.forEachView {
      if $0.id == "view-2" { label = $0 }
      if $0.id == "view-3" { toggle = $0 }
    }
    // The label no constraint names gets an id: the stack arranges it by its natural size.
    XCTAssertEqual(label?.autoLayout.intrinsicContentSize, Size(width: 284, height: 31))
    XCTAssertEqual(toggle?.autoLayout.intrinsicContentSize, Size(width: 49, height: 31))
  }

  func testSwitchInNestedStack_checkFrames_countsTheUnnamedLabel() throws {
    let check = FrameCheck(try screen())
    XCTAssertNil(check.problem)
    XCTAssertEqual(check.mismatches, [])
    // form, name, row, the row's label and the switch.
    XCTAssertEqual(check.matched, 5)
    XCTAssertEqual(check.total, 5)
  }

  func testSwitchInNestedStack_liveLayout_switchFrameReachesPastTheRow() throws {
    let live = try screen().makeLiveScene()
    live.window.layoutIfNeeded()
    XCTAssertEqual(live.view(withID: "view-2")?.frame, Rect(x: 0, y: 0, width: 284, height: 31))
    XCTAssertEqual(live.view(withID: "view-3")?.frame, Rect(x: 294, y: 0, width: 51, height: 31))
    XCTAssertEqual(live.view(withID: "row")?.frame, Rect(x: 0, y: 46, width: 343, height: 31))
  }
}

/// A slider's constraints are moved to its frame: UIKit aligns a slider by a rect 2 points in
/// from each side and 1 up from the bottom.
///
/// Slider.xib: a slider 20 in from each side and 100 down, a caption 8 under it and aligned
/// with it; Interface Builder stored the slider at x 18, 339 wide, and the caption at 138.
final class InterfaceBuilderSliderLayoutTests: XCTestCase {
  func testSlider_constraintsOnTheFrame_checkFramesMatch() throws {
    let document = try ImportFixtures.document("Slider.xib")
    let screen = try XCTUnwrap(InterfaceBuilderImport(documents: [document]).screens().first)
    var slider: Scene.ViewSpec?
    screen.scene.root.forEachView { if $0.id == "volume" { slider = $0 } }
    XCTAssertEqual(
      slider?.autoLayout.constraints.map(\.text),
      ["volume.leading == root.leading + 18", "volume.top == root.top + 100"])
    XCTAssertTrue(
      screen.notes.contains(
        "1 slider's constraints are moved to the frame: UIKit aligns a slider by a rect 2 "
          + "points in from each side and 1 up from the bottom of its frame."))
    let check = FrameCheck(screen)
    XCTAssertEqual(check.mismatches, [])
    XCTAssertEqual(check.matched, 2)
    XCTAssertEqual(check.total, 2)
    let live = try screen.makeLiveScene()
    live.window.layoutIfNeeded()
    XCTAssertEqual(live.view(withID: "volume")?.frame, Rect(x: 18, y: 100, width: 339, height: 31))
    XCTAssertEqual(live.view(withID: "caption")?.frame, Rect(x: 20, y: 138, width: 60, height: 21))
  }
}

/// A view Interface Builder marks `misplaced="YES"` is counted apart: the document itself says
/// its stored frame is not where the constraints put it, and that frame does not tell the safe
/// area Interface Builder laid the screen out with.
///
/// MisplacedField.storyboard: a heading 20 below the safe area of an iPhone with a 59-point top
/// inset, stored at 79, and an email field 60 below it, stored at 60 and marked misplaced (as
/// if laid out with no safe area). Read as evidence, the email field would tie with the
/// heading and the screen would be solved with a top inset of 0, moving the heading to 20.
final class InterfaceBuilderMisplacedFrameLayoutTests: XCTestCase {
  func testMisplacedView_countedApart_safeAreaFromTheOthers() throws {
    let document = try ImportFixtures.document("MisplacedField.storyboard")
    let screen = try XCTUnwrap(InterfaceBuilderImport(documents: [document]).screens().first)
    XCTAssertEqual(screen.viewLayouts.filter(\.isMisplaced).map(\.id), ["email"])
    let check = FrameCheck(screen)
    XCTAssertNil(check.problem)
    XCTAssertNil(check.designInsets)
    XCTAssertEqual(check.matched, 1)
    XCTAssertEqual(check.total, 1)
    XCTAssertEqual(check.misplacedMatched, 0)
    XCTAssertEqual(check.misplacedTotal, 1)
    XCTAssertEqual(check.mismatches, [])
    XCTAssertEqual(
      FrameCheck.report([check]),
      """
      frames MisplacedField.signIn: 1/1 within 0.5 pt; misplaced 0/1
      frames: 1/1 constrained views within 0.5 pt (100 %), ambiguous 0/0, misplaced 0/1

      """)
    let live = try screen.makeLiveScene()
    live.window.layoutIfNeeded()
    XCTAssertEqual(live.view(withID: "email")?.frame, Rect(x: 16, y: 119, width: 361, height: 34))
  }
}

/// A freeform top-level view is checked on a canvas of its own size, as Interface Builder lays
/// it out, and buttons a stack arranges without constraints take their natural size.
///
/// SearchHeader.xib: a 480×64 header (wider than the 375-point phone of the document) with a
/// search field 16 from the safe area's leading edge and, 12 after it, a stack of a Clear and a
/// Cancel button (50 and 65 wide, 8 apart) 16 from the trailing edge: 16 + 313 + 12 + 123 + 16.
final class InterfaceBuilderFreeformHeaderLayoutTests: XCTestCase {
  private func screen() throws -> ImportedScreen {
    try ImportFixtures.firstScreen(of: "SearchHeader.xib")
  }

  func testFreeformView_designSizeIsItsFrame_everyViewWhereInterfaceBuilderPutIt() throws {
    let screen = try screen()
    XCTAssertEqual(screen.designSize, Size(width: 480, height: 64))
    let check = FrameCheck(screen)
    XCTAssertNil(check.problem)
    XCTAssertEqual(check.mismatches, [])
    // The field, the stack and its two buttons.
    XCTAssertEqual(check.matched, 4)
    XCTAssertEqual(check.total, 4)
  }

  /// SortBar.xib: a 49-point freeform bar for an iPhone X (safe area 44 at the top, 34 at the
  /// bottom), its content pinned to the bar's top and to its safe area's bottom: Interface
  /// Builder's canvas has no device around it, so the content fills the bar.
  func testFreeformBar_canvasHasNoDeviceSafeArea_contentFillsTheBar() throws {
    let check = FrameCheck(try ImportFixtures.firstScreen(of: "SortBar.xib"))
    XCTAssertEqual(check.mismatches, [])
    XCTAssertEqual(check.matched, 1)
    XCTAssertEqual(check.total, 1)
  }

  func testButtonsArrangedWithoutConstraints_takeTheirNaturalSize() throws {
    var sizes: [String: Size] = [:]
    try screen().scene.root.forEachView { view in
      if let id = view.id, let size = view.autoLayout.intrinsicContentSize { sizes[id] = size }
    }
    // The buttons are plain views in a scene; the field takes its size as constraints.
    XCTAssertEqual(
      sizes, ["view": Size(width: 50, height: 36), "view-2": Size(width: 65, height: 36)])
  }
}

/// Layout margins as Interface Builder writes them.
///
/// MarginsCard.xib: a vertical stack `card` storing margins 10, 12, 6, 12 and no attribute
/// saying it arranges relative to them, its two 30-point fields stored inside them (8 apart:
/// 10 + 30 + 8 + 30 + 6 = 84 high); a `panel` with directional margins of 24 at the sides that
/// do not take in the safe area, its `caption` pinned to those margins.
final class InterfaceBuilderMarginsLayoutTests: XCTestCase {
  private func screen(replacing target: String? = nil, with replacement: String = "") throws
    -> ImportedScreen
  {
    var text = try String(contentsOfFile: ImportFixtures.path("MarginsCard.xib"), encoding: .utf8)
    if let target {
      XCTAssertTrue(text.contains(target))
      text = text.replacingOccurrences(of: target, with: replacement)
    }
    let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "MarginsCard.xib")
    return try XCTUnwrap(InterfaceBuilderImport(documents: [document]).screens().first)
  }

  private func view(_ id: String, in screen: ImportedScreen) -> Scene.ViewSpec? {
    var found: Scene.ViewSpec?
    screen.scene.root.forEachView { if $0.id == id { found = $0 } }
    return found
  }

  func testMargins_read_andAStackWhoseFramesSitInsideThem_arrangesRelativeToThem() throws {
    let screen = try screen()
    let card = try XCTUnwrap(view("card", in: screen))
    XCTAssertEqual(card.layoutMargins, Insets(top: 10, left: 12, bottom: 6, right: 12))
    XCTAssertTrue(card.stack.isLayoutMarginsRelativeArrangement)
    let panel = try XCTUnwrap(view("panel", in: screen))
    XCTAssertEqual(panel.layoutMargins, Insets(top: 0, left: 24, bottom: 0, right: 24))
    XCTAssertFalse(panel.insetsLayoutMarginsFromSafeArea)
    XCTAssertTrue(
      screen.notes.contains(
        "A stack view's stored frames place its views inside its layout margins (line 11): it "
          + "arranges them relative to its margins."))
    let check = FrameCheck(screen)
    XCTAssertEqual(check.mismatches, [])
    XCTAssertEqual(check.matched, 5)
  }

  func testStackFramesFlushWithItsEdges_arrangesToItsEdges() throws {
    // The same stack with its fields stored at its edges: the margins are only stored.
    let flush = try screen(
      replacing: #"<rect key="frame" x="12" y="10" width="319" height="30"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="343" height="30"/>"#)
    XCTAssertEqual(view("card", in: flush)?.stack.isLayoutMarginsRelativeArrangement, false)
    // An attribute, when written, decides.
    let written = try screen(
      replacing: #"axis="vertical" spacing="8""#,
      with: #"axis="vertical" spacing="8" layoutMarginsRelativeArrangement="NO""#)
    XCTAssertEqual(view("card", in: written)?.stack.isLayoutMarginsRelativeArrangement, false)
  }
}

/// Interface Builder's placeholder intrinsic sizes and a centred stack's views of no natural
/// width.
///
/// PasscodeHeader.xib: a vertical stack `column` centred at the top of a 320-point header, its
/// views centred and 25 apart: a `title` label (48 × 24), an empty stack `dots` whose content
/// the app adds at run time (placeholder intrinsic size: no width, 50 high) and a `hint` label
/// (190 × 18). Interface Builder stores the dots 50 high and no wide, at the column's centre.
final class InterfaceBuilderPlaceholderSizeTests: XCTestCase {
  private func check(replacing target: String? = nil) throws -> FrameCheck {
    var text = try String(
      contentsOfFile: ImportFixtures.path("PasscodeHeader.xib"), encoding: .utf8)
    if let target {
      XCTAssertTrue(text.contains(target))
      text = text.replacingOccurrences(of: target, with: "")
    }
    let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "PasscodeHeader.xib")
    return FrameCheck(try XCTUnwrap(InterfaceBuilderImport(documents: [document]).screens().first))
  }

  func testPlaceholderIntrinsicSize_sizesTheEmptyStack() throws {
    let check = try check()
    XCTAssertEqual(check.mismatches, [])
    XCTAssertEqual(check.matched, 4)
    XCTAssertEqual(check.total, 4)
  }

  /// Every distribution and alignment Interface Builder writes has a scene-file name: an
  /// imported stack that centres equally and aligns first baselines loads back (before, the
  /// scene file the import wrote was refused).
  func testEqualCenteringAndBaselineStack_sceneFileLoadsBack() throws {
    var text = try String(
      contentsOfFile: ImportFixtures.path("PasscodeHeader.xib"), encoding: .utf8)
    let target = #"axis="vertical" alignment="center""#
    XCTAssertTrue(text.contains(target))
    text = text.replacingOccurrences(
      of: target,
      with: #"axis="vertical" alignment="firstBaseline" distribution="equalCentering""#)
    let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "PasscodeHeader.xib")
    let screen = try XCTUnwrap(InterfaceBuilderImport(documents: [document]).screens().first)
    let reloaded = try SceneLoader.parse(screen.scene.sceneFileText, file: screen.name)
    var column: Scene.ViewSpec?
    reloaded.root.forEachView { if $0.id == "column" { column = $0 } }
    XCTAssertEqual(column?.stack.distribution, .equalCentering)
    XCTAssertEqual(column?.stack.alignment, .firstBaseline)
  }

  func testWithoutThePlaceholder_theEmptyStackTakesNoHeight() throws {
    let check = try check(replacing: #"placeholderIntrinsicHeight="50" "#)
    // The column is 50 shorter and the hint 50 higher; the dots have no height.
    XCTAssertEqual(check.matched, 1)
    XCTAssertEqual(check.total, 4)
  }
}
