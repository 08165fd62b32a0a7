import KeyboardCore
import XCTest

/// Constraints relate alignment rects: a view's frame reaches past the rect its constraints
/// and its intrinsic size describe by its `alignmentRectInsets`, as a symbol image's or a
/// switch's does in UIKit.
final class AlignmentRectInsetsTests: XCTestCase {
  private let insets = Insets(top: 8, left: 2, bottom: 4, right: 6)

  func testEdgesAndIntrinsicSize_describeTheAlignmentRect_frameReachesPastIt() {
    let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let view = SizedView(natural: Size(width: 100, height: 50), identifier: "image")
    view.alignmentRectInsets = insets
    container.addSubview(view)
    LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
    ])
    container.layoutIfNeeded()
    // The alignment rect is [10, 20, 100, 50]; the frame adds the insets around it.
    XCTAssertEqual(view.frame, Rect(x: 8, y: 12, width: 108, height: 62))
  }

  func testCentreAndSize_fromTheAlignmentRect() {
    let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let view = constrainedView("image", in: container)
    view.alignmentRectInsets = insets
    LayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      view.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 50),
    ])
    container.layoutIfNeeded()
    // Alignment rect [100, 125, 100, 50], centred on 150, 150.
    XCTAssertEqual(view.frame, Rect(x: 98, y: 117, width: 108, height: 62))
  }

  func testStack_spacesAlignmentRects_asALaunchScreensSymbolImage() {
    // A vertical stack, centred, 30 apart: a symbol image 115 × 83.5 whose frame reaches
    // 8.5 above, 4.5 below and 0.5 right of that, and a 319 × 30 label under it.
    let container = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let stack = StackView()
    stack.identifier = "stack"
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 30
    let image = SizedView(natural: Size(width: 115, height: 83.5), identifier: "image")
    image.alignmentRectInsets = Insets(top: 8.5, left: 0, bottom: 4.5, right: 0.5)
    let label = SizedView(natural: Size(width: 319, height: 30), identifier: "label")
    stack.addArrangedSubview(image)
    stack.addArrangedSubview(label)
    container.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    container.layoutIfNeeded()
    XCTAssertEqual(stack.frame, Rect(x: 28, y: 262, width: 319, height: 143.5))
    XCTAssertEqual(image.frame, Rect(x: 102, y: -8.5, width: 115.5, height: 96.5))
    XCTAssertEqual(label.frame, Rect(x: 0, y: 113.5, width: 319, height: 30))
  }

  func testChangingInsetsAfterALayout_laysOutAgain() {
    let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let view = SizedView(natural: Size(width: 100, height: 50), identifier: "image")
    container.addSubview(view)
    LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
    ])
    container.layoutIfNeeded()
    XCTAssertEqual(view.frame, Rect(x: 10, y: 20, width: 100, height: 50))
    view.alignmentRectInsets = insets
    container.layoutIfNeeded()
    XCTAssertEqual(view.frame, Rect(x: 8, y: 12, width: 108, height: 62))
    view.alignmentRectInsets = .zero
    container.layoutIfNeeded()
    XCTAssertEqual(view.frame, Rect(x: 10, y: 20, width: 100, height: 50))
  }

  func testNonFiniteInset_rejectedWithADiagnostic() {
    let window = makePhoneWindow()
    let view = View()
    window.addSubview(view)
    view.alignmentRectInsets = Insets(top: .nan, left: 0, bottom: 0, right: 0)
    XCTAssertEqual(view.alignmentRectInsets, .zero)
    XCTAssertEqual(window.diagnostics.map(\.code), [.nonFiniteGeometry])
  }
}
