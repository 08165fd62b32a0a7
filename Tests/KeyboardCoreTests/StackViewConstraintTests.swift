import KeyboardCore
import XCTest

/// Stacks in a layout by constraints: each distribution and alignment as UIKit documents it,
/// custom spacing, hidden views collapsing and margins-relative arrangement, on a vertical
/// stack of three views that want 40, 60 and 80 points of height and 50 of width.
final class StackViewConstraintTests: XCTestCase {
  private func makeStack(
    height: Double, distribution: StackView.Distribution = .fill,
    alignment: StackView.Alignment = .fill
  ) -> (View, StackView, [SizedView]) {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 1000))
    let stack = StackView()
    stack.identifier = "stack"
    stack.axis = .vertical
    stack.spacing = 10
    stack.distribution = distribution
    stack.alignment = alignment
    let views = [40.0, 60, 80].enumerated().map { index, height in
      SizedView(natural: Size(width: 50, height: height), identifier: "v\(index + 1)")
    }
    views.forEach(stack.addArrangedSubview)
    container.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: container.topAnchor),
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.widthAnchor.constraint(equalToConstant: 100),
      stack.heightAnchor.constraint(equalToConstant: height),
    ])
    container.layoutIfNeeded()
    return (container, stack, views)
  }

  private func ys(_ views: [View]) -> [Double] { views.map(\.frame.minY) }
  private func heights(_ views: [View]) -> [Double] { views.map(\.frame.height) }

  func testFill_extraRoomGoesToTheLastView() {
    let (_, stack, views) = makeStack(height: 300)
    XCTAssertEqual(stack.frame, Rect(x: 0, y: 0, width: 100, height: 300))
    XCTAssertEqual(ys(views), [0, 50, 120])
    XCTAssertEqual(heights(views), [40, 60, 180])
    XCTAssertEqual(views.map(\.frame.width), [100, 100, 100])
  }

  func testFill_tooLittleRoom_lastViewShrinksFirst() {
    let (_, _, views) = makeStack(height: 150)
    XCTAssertEqual(heights(views), [40, 60, 30])
  }

  func testFill_lowerCompressionResistanceShrinksFirst() {
    let (container, _, views) = makeStack(height: 170)
    views[0].setContentCompressionResistancePriority(.init(700), for: .vertical)
    container.setNeedsLayout()
    container.layoutIfNeeded()
    XCTAssertEqual(heights(views), [10, 60, 80])
    XCTAssertEqual(ys(views), [0, 20, 90])
  }

  func testFillEqually_equalHeights() {
    let (_, _, views) = makeStack(height: 320, distribution: .fillEqually)
    XCTAssertEqual(ys(views), [0, 110, 220])
    XCTAssertEqual(heights(views), [100, 100, 100])
  }

  func testFillProportionally_heightsInProportionToNaturalOnes() {
    let (_, _, views) = makeStack(height: 380, distribution: .fillProportionally)
    XCTAssertEqual(heights(views), [80, 120, 160])
    XCTAssertEqual(ys(views), [0, 90, 220])
  }

  /// Constrained seed 93,009,927: reading the fitting size of a stack laid out by constraints
  /// (the engine reads it for every stack it places) stored the frames the constraints had set
  /// as the arranged views' natural sizes, so the next rebuild of the stack's constraints
  /// counted a view without an intrinsic size by its laid-out width, not by the width it had
  /// when it was arranged.
  func testFillProportionally_readingTheFittingSizeKeepsTheNaturalWidths() {
    let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
    let label = SizedView(natural: Size(width: 264, height: 30), identifier: "label")
    let field = View(frame: Rect(x: 0, y: 0, width: 135, height: 48))
    let stack = StackView(arrangedSubviews: [label, field])
    stack.spacing = 8
    stack.distribution = .fillProportionally
    container.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: container.topAnchor),
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      stack.heightAnchor.constraint(equalToConstant: 50),
    ])
    container.layoutIfNeeded()
    let widths = [label.frame.width, field.frame.width]
    XCTAssertEqual(widths[0] + widths[1], 392, accuracy: 1)
    XCTAssertEqual(widths[1] / widths[0], 135.0 / 264, accuracy: 0.01)
    _ = stack.intrinsicContentSize
    stack.setNeedsUpdateConstraints()
    container.setNeedsLayout()
    container.layoutIfNeeded()
    XCTAssertEqual([label.frame.width, field.frame.width], widths)
  }

  func testEqualSpacing_naturalHeightsEqualGaps() {
    let (_, _, views) = makeStack(height: 300, distribution: .equalSpacing)
    XCTAssertEqual(heights(views), [40, 60, 80])
    XCTAssertEqual(ys(views), [0, 100, 220])
  }

  func testEqualCentering_centresEquallyApart() {
    let (_, _, views) = makeStack(height: 300, distribution: .equalCentering)
    XCTAssertEqual(heights(views), [40, 60, 80])
    XCTAssertEqual(views.map(\.frame.midY), [20, 140, 260])
  }

  func testAlignments_acrossTheAxis() {
    let cases: [(StackView.Alignment, Double, Double)] = [
      (.fill, 0, 100), (.leading, 0, 50), (.center, 25, 50), (.trailing, 50, 50),
    ]
    for (alignment, x, width) in cases {
      let (_, _, views) = makeStack(height: 300, alignment: alignment)
      XCTAssertEqual(views.map(\.frame.minX), [x, x, x], "\(alignment)")
      XCTAssertEqual(views.map(\.frame.width), [width, width, width], "\(alignment)")
    }
  }

  func testCustomSpacing_afterOneView() {
    let (container, stack, views) = makeStack(height: 300)
    stack.setCustomSpacing(30, after: views[0])
    container.layoutIfNeeded()
    XCTAssertEqual(ys(views), [0, 70, 140])
    XCTAssertEqual(stack.customSpacing(after: views[0]), 30)
    XCTAssertEqual(stack.customSpacing(after: views[1]), 10)
  }

  func testHiddenView_collapsesWithItsSpacing() {
    let (container, _, views) = makeStack(height: 300)
    views[1].isHidden = true
    container.layoutIfNeeded()
    XCTAssertEqual(views[2].frame, Rect(x: 0, y: 50, width: 100, height: 250))
    // UIKit collapses it to no height at the stack's top, still as wide as the stack.
    XCTAssertEqual(views[1].frame, Rect(x: 0, y: 0, width: 100, height: 0))
    views[1].isHidden = false
    container.layoutIfNeeded()
    XCTAssertEqual(ys(views), [0, 50, 120])
  }

  /// A hidden arranged view still sizes its stack across the axis.
  ///
  /// Open Food Facts' nutrition table header (`NutritionTableHeaderCellController.xib`): a row
  /// holds an image that would be 30 tall (at 999) and a hidden call-to-action view 130 tall.
  /// Interface Builder stores the row, and the image it fills, 130 tall: a hidden arranged view
  /// gives up its length along the axis, not its alignment across it.
  func testHiddenView_stillSizesTheStackAcrossTheAxis() {
    let container = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let row = StackView()
    row.axis = .horizontal
    let image = View()
    image.identifier = "image"
    let imageHeight = image.heightAnchor.constraint(equalToConstant: 30)
    imageHeight.priority = LayoutPriority(999)
    let callToAction = View()
    callToAction.identifier = "callToAction"
    callToAction.isHidden = true
    row.addArrangedSubview(image)
    row.addArrangedSubview(callToAction)
    container.addSubview(row)
    row.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      imageHeight,
      callToAction.heightAnchor.constraint(equalToConstant: 130),
      row.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
    ])
    container.layoutIfNeeded()
    XCTAssertEqual(row.frame, Rect(x: 10, y: 10, width: 300, height: 130))
    XCTAssertEqual(image.frame, Rect(x: 0, y: 0, width: 300, height: 130))
    XCTAssertEqual(callToAction.frame, Rect(x: 0, y: 0, width: 0, height: 130))
    callToAction.removeFromSuperview()
    container.layoutIfNeeded()
    XCTAssertEqual(row.frame, Rect(x: 10, y: 10, width: 300, height: 30))
  }

  /// A view with no natural width in a centred stack is no wide at the centre, as UIKit's
  /// ambiguity suppression makes it, not as wide as the stack.
  func testCentreAlignment_viewWithoutNaturalWidth_isNoWide() {
    let (container, stack, views) = makeStack(height: 300, alignment: .center)
    let plain = View()
    plain.identifier = "plain"
    stack.insertArrangedSubview(plain, at: 1)
    plain.heightAnchor.constraint(equalToConstant: 20).isActive = true
    container.layoutIfNeeded()
    XCTAssertEqual(plain.frame, Rect(x: 50, y: 50, width: 0, height: 20))
    XCTAssertEqual(views.map(\.frame.minX), [25, 25, 25])
  }

  func testLayoutMarginsRelativeArrangement_insetsByTheMargins() {
    let (container, stack, views) = makeStack(height: 300)
    stack.isLayoutMarginsRelativeArrangement = true
    container.layoutIfNeeded()
    // A plain view's margins are 8 on each edge.
    XCTAssertEqual(views[0].frame, Rect(x: 8, y: 8, width: 84, height: 40))
    XCTAssertEqual(views[2].frame.maxY, 292)
  }

  func testStackInStack_andConstraintsOnAnArrangedView() {
    let container = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let outer = StackView()
    outer.axis = .vertical
    outer.spacing = 8
    let row = StackView()
    row.axis = .horizontal
    row.spacing = 4
    row.distribution = .fillEqually
    let first = SizedView(natural: Size(width: 10, height: 30), identifier: "first")
    let last = SizedView(natural: Size(width: 10, height: 30), identifier: "last")
    row.addArrangedSubview(first)
    row.addArrangedSubview(last)
    let field = TextField()
    field.identifier = "field"
    outer.addArrangedSubview(row)
    outer.addArrangedSubview(field)
    outer.frame = Rect(x: 20, y: 100, width: 280, height: 200)
    container.addSubview(outer)
    // A constraint on an arranged view puts the stacks into the layout by constraints.
    field.heightAnchor.constraint(equalToConstant: 44).isActive = true
    outer.alignment = .fill
    outer.distribution = .equalSpacing
    container.layoutIfNeeded()
    XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 280, height: 30))
    XCTAssertEqual(first.frame, Rect(x: 0, y: 0, width: 138, height: 30))
    XCTAssertEqual(last.frame, Rect(x: 142, y: 0, width: 138, height: 30))
    XCTAssertEqual(field.frame, Rect(x: 0, y: 156, width: 280, height: 44))
    XCTAssertEqual(outer.frame, Rect(x: 20, y: 100, width: 280, height: 200))
  }

  /// A stack only centred in its superview (no width or height of its own): UIKit sizes it to
  /// its views, the widest one across a centre alignment and the least spacing along equal
  /// spacing, not to whatever the superview allows.
  func testUnsizedStack_centredInItsSuperview_hugsItsViews() {
    let container = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let stack = StackView()
    stack.axis = .vertical
    stack.spacing = 15
    stack.alignment = .center
    stack.distribution = .equalSpacing
    let title = SizedView(natural: Size(width: 120, height: 20), identifier: "title")
    let buttons = SizedView(natural: Size(width: 200, height: 30), identifier: "buttons")
    stack.addArrangedSubview(title)
    stack.addArrangedSubview(buttons)
    container.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      stack.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor, constant: 20),
    ])
    container.layoutIfNeeded()
    // 20 + 15 + 30 = 65 high, 200 wide, centred: (60, 251.5).
    XCTAssertEqual(stack.frame, Rect(x: 60, y: 251.5, width: 200, height: 65))
    XCTAssertEqual(title.frame, Rect(x: 40, y: 0, width: 120, height: 20))
    XCTAssertEqual(buttons.frame, Rect(x: 0, y: 35, width: 200, height: 30))
  }
}
