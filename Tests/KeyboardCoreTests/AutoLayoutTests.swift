import KeyboardCore
import XCTest

/// A view with a natural size, as a label or button has from its text.
final class SizedView: View {
  var natural: Size {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(natural: Size, identifier: String) {
    self.natural = natural
    super.init(frame: .zero)
    self.identifier = identifier
    translatesAutoresizingMaskIntoConstraints = false
  }

  override var intrinsicContentSize: Size { natural }
}

/// A view placed by constraints, with an identifier for descriptions.
func constrainedView(_ identifier: String, in parent: View) -> View {
  let view = View()
  view.identifier = identifier
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

final class AutoLayoutTests: XCTestCase {
  // MARK: Anchors and guides

  func testAnchors_fieldPinnedToMarginsAndSafeArea_framesExact() {
    let controller = ViewController()
    let window = makeWindow(root: controller)
    let root = controller.view
    let email = constrainedView("email", in: root)
    LayoutConstraint.activate([
      email.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      email.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      email.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 100),
      email.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    // A controller's root view has 16-point side margins in a phone-sized window; the safe area
    // starts under the 20-point status bar.
    XCTAssertEqual(email.frame, Rect(x: 16, y: 120, width: 288, height: 30))
    // The root keeps the three that relate the field to it; the height is the field's own.
    XCTAssertEqual(root.constraints.count, 3)
    XCTAssertEqual(email.constraints.count, 1)
    XCTAssertFalse(email.hasAmbiguousLayout)
    assertInvariants(window)
  }

  func testAnchors_rootResizedByRotation_constraintsReLayTheField() {
    let controller = ViewController()
    let window = makeWindow(root: controller)
    let root = controller.view
    let email = constrainedView("email", in: root)
    LayoutConstraint.activate([
      email.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      email.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      email.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
      email.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    XCTAssertEqual(email.frame, Rect(x: 16, y: 498, width: 288, height: 30))
    window.frame = Rect(x: 0, y: 0, width: 568, height: 320)
    window.layoutIfNeeded()
    XCTAssertEqual(email.frame, Rect(x: 16, y: 250, width: 536, height: 30))
  }

  func testConstant_changed_reSolvesInPlace() {
    let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView("box", in: container)
    let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
    LayoutConstraint.activate([
      top, box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
    ])
    container.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 20, y: 10, width: 50, height: 25))
    top.constant = 70
    container.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 20, y: 70, width: 50, height: 25))
    top.isActive = false
    XCTAssertEqual(container.constraints.count, 1)
    XCTAssertEqual(box.constraints.count, 2)
  }

  func testCentring_andInequalities_exact() {
    let container = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
    let button = constrainedView("button", in: container)
    LayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      button.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      button.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
      button.widthAnchor.constraint(equalTo: container.widthAnchor, constant: -40),
      button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      button.heightAnchor.constraint(equalToConstant: 10).withPriority(250),
    ])
    container.layoutIfNeeded()
    // The optional 10-point height loses to the required minimum of 44.
    XCTAssertEqual(button.frame, Rect(x: 20, y: 78, width: 280, height: 44))
  }

  func testSubviewsOfSubviews_constraintsAcrossLevels_useFrameOrigins() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let card = View(frame: Rect(x: 50, y: 60, width: 300, height: 200))
    root.addSubview(card)
    let inner = constrainedView("inner", in: card)
    let badge = constrainedView("badge", in: root)
    LayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      inner.widthAnchor.constraint(equalToConstant: 100),
      inner.heightAnchor.constraint(equalToConstant: 20),
      // The badge sits 5 points right of the inner view, which is two levels away.
      badge.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 5),
      badge.centerYAnchor.constraint(equalTo: inner.centerYAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(inner.frame, Rect(x: 10, y: 10, width: 100, height: 20))
    XCTAssertEqual(badge.frame, Rect(x: 165, y: 70, width: 20, height: 20))
    // The card moves by the host's hand: the badge follows it at the next pass.
    card.frame.origin = Point(x: 0, y: 0)
    root.layoutIfNeeded()
    XCTAssertEqual(badge.frame, Rect(x: 115, y: 10, width: 20, height: 20))
  }

  func testPixelGrid_thirds_snapEdgesToTheScreenScale() {
    let window = Window(screen: Screen(width: 100, height: 100, scale: 3))
    let a = constrainedView("a", in: window)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      a.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1.0 / 3.0),
      a.topAnchor.constraint(equalTo: window.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10.1),
    ])
    window.layoutIfNeeded()
    XCTAssertEqual(a.frame.width, 100.0 / 3.0 + 0, accuracy: 1e-12)
    XCTAssertEqual((a.frame.width * 3).rounded(), a.frame.width * 3)
    XCTAssertEqual(a.frame.height, 10)
  }

  // MARK: Hugging and compression (UIKit's documented rule)

  func testCompression_lowerResistanceShrinksFirst() {
    // Two labels that want 120 points each in a 200-point row: the one with the lower
    // compression resistance gives way, as UIKit documents for `contentCompressionResistance`.
    let row = View(frame: Rect(x: 0, y: 0, width: 200, height: 40))
    let name = SizedView(natural: Size(width: 120, height: 20), identifier: "name")
    let value = SizedView(natural: Size(width: 120, height: 20), identifier: "value")
    row.addSubview(name)
    row.addSubview(value)
    value.setContentCompressionResistancePriority(.init(749), for: .horizontal)
    pinRow(name, value, in: row)
    row.layoutIfNeeded()
    XCTAssertEqual(name.frame, Rect(x: 0, y: 0, width: 120, height: 20))
    XCTAssertEqual(value.frame, Rect(x: 120, y: 0, width: 80, height: 20))
  }

  func testHugging_higherHuggingStaysAtItsNaturalSize() {
    // With room to spare, the view with the higher hugging priority keeps its natural width
    // and the other grows (UIKit's `contentHuggingPriority`).
    let row = View(frame: Rect(x: 0, y: 0, width: 300, height: 40))
    let name = SizedView(natural: Size(width: 120, height: 20), identifier: "name")
    let value = SizedView(natural: Size(width: 120, height: 20), identifier: "value")
    row.addSubview(name)
    row.addSubview(value)
    name.setContentHuggingPriority(.init(251), for: .horizontal)
    pinRow(name, value, in: row)
    row.layoutIfNeeded()
    XCTAssertEqual(name.frame, Rect(x: 0, y: 0, width: 120, height: 20))
    XCTAssertEqual(value.frame, Rect(x: 120, y: 0, width: 180, height: 20))
    // A longer text grows the name; the value gives way.
    name.natural = Size(width: 150, height: 20)
    row.layoutIfNeeded()
    XCTAssertEqual(value.frame, Rect(x: 150, y: 0, width: 150, height: 20))
  }

  private func pinRow(_ name: View, _ value: View, in row: View) {
    LayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor),
      value.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      name.topAnchor.constraint(equalTo: row.topAnchor),
      value.topAnchor.constraint(equalTo: row.topAnchor),
    ])
  }

  // MARK: Margins

  func testMarginsGuide_plainViewDefaultMarginsAreEight_andPreservedFromTheSuperview() {
    let outer = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    outer.layoutMargins = Insets(top: 20, left: 30, bottom: 20, right: 30)
    let inner = View(frame: Rect(x: 10, y: 10, width: 280, height: 280))
    outer.addSubview(inner)
    let box = constrainedView("box", in: inner)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor),
      box.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    outer.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 8, y: 8, width: 264, height: 10))
    // Preserving the superview's margins: 30 less the 10 points the inner view is inset.
    inner.preservesSuperviewLayoutMargins = true
    inner.setNeedsLayout()
    outer.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 20, y: 10, width: 240, height: 10))
  }

  func testReadableContentGuide_wideWindow_columnIs672Centred() {
    let controller = ViewController()
    let window = makeWindow(screen: Device.pad(), safeArea: Insets(top: 24), root: controller)
    let root = controller.view
    let text = constrainedView("text", in: root)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
      text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    XCTAssertEqual(text.frame, Rect(x: 176, y: 24, width: 672, height: 100))
  }

  // MARK: Scroll views

  func testContentLayoutGuide_setsTheContentSize_andFrameGuideTheWidth() {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let content = constrainedView("content", in: scroll)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    scroll.layoutIfNeeded()
    XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 320, height: 1000))
    XCTAssertEqual(scroll.contentSize, Size(width: 320, height: 1000))
  }

  func testScrollViewEdges_relateToTheContentArea_notTheScrollOffset() {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
    scroll.contentSize = Size(width: 320, height: 1000)
    scroll.contentOffset = Point(x: 0, y: 200)
    let field = constrainedView("field", in: scroll)
    LayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 300),
      field.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 20),
      field.widthAnchor.constraint(equalToConstant: 280),
      field.heightAnchor.constraint(equalToConstant: 30),
    ])
    scroll.layoutIfNeeded()
    XCTAssertEqual(field.frame, Rect(x: 20, y: 300, width: 280, height: 30))
  }

  func testScrollViewCentre_halfTheFrameIntoTheContent_notMovedByTheOffset() {
    // Two equal views stacked in the content, the first ending 5 above the scroll view's
    // centre: only the frame's height fixes them (the content's own height follows them), as
    // in IQKeyboardManager's demo, where Interface Builder stored 306.5 for each.
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 207, height: 633))
    scroll.contentOffset = Point(x: 0, y: 200)
    let first = constrainedView("first", in: scroll)
    let second = constrainedView("second", in: scroll)
    LayoutConstraint.activate([
      first.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 5),
      first.bottomAnchor.constraint(equalTo: scroll.centerYAnchor, constant: -5),
      first.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 5),
      first.widthAnchor.constraint(equalToConstant: 197),
      second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 10),
      second.heightAnchor.constraint(equalTo: first.heightAnchor),
      second.leadingAnchor.constraint(equalTo: first.leadingAnchor),
      second.widthAnchor.constraint(equalTo: first.widthAnchor),
      scroll.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: 5),
    ])
    scroll.layoutIfNeeded()
    XCTAssertEqual(first.frame, Rect(x: 5, y: 5, width: 197, height: 306.5))
    XCTAssertEqual(second.frame, Rect(x: 5, y: 321.5, width: 197, height: 306.5))
    XCTAssertEqual(scroll.contentSize.height, 633)
  }

  // MARK: Conflicts and ambiguity

  func testUnsatisfiable_requiredConflict_breaksTheLaterOneAndSaysWhich() {
    let window = Window(screen: Device.phone())
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.widthAnchor.constraint(equalToConstant: 200),
    ])
    window.layoutIfNeeded()
    XCTAssertEqual(box.frame.width, 100)
    let messages = window.diagnostics.filter { $0.code == .unsatisfiableConstraints }
      .map(\.message)
    XCTAssertEqual(
      messages,
      [
        "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking "
          + "constraint box.width == 200. It conflicts with: box.width == 100."
      ])
  }

  // As UIKit: two required constraints that hold together only with a negative width are
  // solved so, nothing is broken, and the optional width gives way. The model's frame keeps its
  // size at 0 or more: the box is written at the solved origin with width 0, and the solved
  // size says -80.
  func testNegativeSize_requiredPairWantsOne_solvedAsUIKitFrameAtZero() {
    let window = Window(screen: Device.phone())
    let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    container.identifier = "container"
    window.addSubview(container)
    let box = constrainedView("box", in: container)
    let wall = constrainedView("wall", in: container)
    LayoutConstraint.activate([
      wall.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 140),
      wall.topAnchor.constraint(equalTo: container.topAnchor),
      wall.widthAnchor.constraint(equalToConstant: 10),
      wall.heightAnchor.constraint(equalToConstant: 10),
      box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      box.heightAnchor.constraint(equalToConstant: 30),
      box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      box.widthAnchor.constraint(equalToConstant: 60).withPriority(750),
    ])
    container.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 70, y: 20, width: 60, height: 30))
    // The box must start right of the wall (x 140) and stay centred (100): width -80.
    let pushed = box.leadingAnchor.constraint(equalTo: wall.leadingAnchor)
    pushed.isActive = true
    container.layoutIfNeeded()
    XCTAssertFalse(pushed.isBroken)
    XCTAssertEqual(box.frame, Rect(x: 140, y: 20, width: 0, height: 30))
    XCTAssertEqual(box.solvedLayoutSize?.width, -80)
    XCTAssertEqual(box.solvedLayoutSize?.height, 30)
    XCTAssertEqual(window.diagnostics.filter { $0.code == .unsatisfiableConstraints }.count, 0)
    // Once the wall moves back left of the centre the box is 60 wide again.
    pushed.isActive = false
    container.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 70, y: 20, width: 60, height: 30))
    XCTAssertEqual(box.solvedLayoutSize?.width, 60)
  }

  func testAmbiguous_noHeight_reportedUntilOneIsGiven() {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let box = constrainedView("box", in: container)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    XCTAssertTrue(box.hasAmbiguousLayout)
    box.heightAnchor.constraint(equalToConstant: 10).isActive = true
    container.layoutIfNeeded()
    XCTAssertFalse(box.hasAmbiguousLayout)
  }

  // MARK: The tree changing

  func testRemoveFromSuperview_deactivatesConstraintsToTheRestOfTheTree() {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let card = constrainedView("card", in: container)
    let label = constrainedView("label", in: card)
    let outside = card.topAnchor.constraint(equalTo: container.topAnchor)
    let inside = label.topAnchor.constraint(equalTo: card.topAnchor, constant: 4)
    LayoutConstraint.activate([outside, inside])
    card.removeFromSuperview()
    XCTAssertFalse(outside.isActive)
    XCTAssertTrue(inside.isActive)
    XCTAssertTrue(card.constraints.contains { $0 === inside })
    // The card's own constraints come along when it joins another tree.
    let other = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    other.addSubview(card)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: other.topAnchor, constant: 50),
      card.leadingAnchor.constraint(equalTo: other.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 60),
      card.heightAnchor.constraint(equalToConstant: 40),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 10),
      label.heightAnchor.constraint(equalToConstant: 10),
    ])
    other.layoutIfNeeded()
    XCTAssertEqual(card.frame, Rect(x: 0, y: 50, width: 60, height: 40))
    XCTAssertEqual(label.frame, Rect(x: 0, y: 4, width: 10, height: 10))
  }

  func testNoConstraints_layoutIsAsBefore() {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let box = View(frame: Rect(x: 5, y: 6, width: 7, height: 8))
    container.addSubview(box)
    container.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 5, y: 6, width: 7, height: 8))
    XCTAssertTrue(box.translatesAutoresizingMaskIntoConstraints)
    XCTAssertEqual(container.constraints.count, 0)
  }

  func testUpdateConstraints_calledBeforeTheSolve() {
    final class Panel: View {
      let box = View()
      var wide = false
      private var width: LayoutConstraint?
      override func updateConstraints() {
        width?.isActive = false
        width = box.widthAnchor.constraint(equalToConstant: wide ? 80 : 40)
        width?.isActive = true
        super.updateConstraints()
      }
    }
    let panel = Panel(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    panel.box.translatesAutoresizingMaskIntoConstraints = false
    panel.addSubview(panel.box)
    LayoutConstraint.activate([
      panel.box.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
      panel.box.topAnchor.constraint(equalTo: panel.topAnchor),
      panel.box.heightAnchor.constraint(equalToConstant: 10),
    ])
    panel.setNeedsUpdateConstraints()
    panel.layoutIfNeeded()
    XCTAssertEqual(panel.box.frame.width, 40)
    panel.wide = true
    panel.setNeedsUpdateConstraints()
    panel.layoutIfNeeded()
    XCTAssertEqual(panel.box.frame.width, 80)
  }
}

extension LayoutConstraint {
  /// The constraint with `priority` set (a test helper, as apps write their own).
  func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
    self.priority = priority
    return self
  }
}
