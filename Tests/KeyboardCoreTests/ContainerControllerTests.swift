import KeyboardCore
import XCTest

// Child controllers embedded in a container view of their parent: the field belongs to the
// child (the handling gates test the child's class), and the view that moves follows
// IQKeyboardManager's rule from the child.
final class ContainerControllerTests: XCTestCase {
  // A parent whose view holds a container view (0, 300, 320×268); the child's view fills it.
  private final class EmbeddingController: ViewController {
    let containerView = View(frame: Rect(x: 0, y: 300, width: 320, height: 268))

    override func viewDidLoad() {
      view.addSubview(containerView)
    }

    func embed(_ child: ViewController) {
      addChild(child)
      child.view.frame = containerView.bounds
      containerView.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }

  private final class ContainmentLog: ViewController {
    var calls: [String] = []
    override func willMove(toParent parent: ViewController?) {
      calls.append("willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: ViewController?) {
      calls.append("didMove(\(parent == nil ? "nil" : "parent"))")
    }
  }

  private final class FormChild: ViewController {}

  func testContainment_addAndRemove_callsWillAndDidMoveAsUIKit() {
    let parent = EmbeddingController()
    let child = ContainmentLog()
    parent.embed(child)
    XCTAssertEqual(child.calls, ["willMove(parent)", "didMove(parent)"])
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    XCTAssertEqual(
      child.calls, ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    XCTAssertTrue(parent.children.isEmpty)
  }

  func testContainment_navigationPush_callsDidMove() {
    let pushed = ContainmentLog()
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.pushViewController(pushed)
    XCTAssertEqual(pushed.calls, ["willMove(parent)", "didMove(parent)"])
    navigation.popViewController()
    XCTAssertEqual(pushed.calls.last, "didMove(nil)")
  }

  // Field at child y 200 → window y 500: the parent's view (E15) rises 188; the child's view
  // stays at its place in the container view.
  func testEmbeddedChild_fieldInChild_parentViewRises188() {
    let parent = EmbeddingController()
    let child = FormChild()
    let h = AvoidanceHarness(controller: parent)
    parent.embed(child)
    let field = h.addField(Rect(x: 20, y: 200, width: 280, height: 30), to: child.view)
    XCTAssertTrue(field.containingViewController === child)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(parent.view.frame.origin.y, -188)
    XCTAssertEqual(child.view.frame.origin.y, 0)
    XCTAssertEqual(h.windowFrame(field).maxY, 342)
    h.hideKeyboard()
    XCTAssertEqual(parent.view.frame.origin.y, 0)
  }

  // IQ's asymmetry: the gate tests the nearest controller. A table view controller embedded
  // in a plain parent turns handling off, although the parent's view is what would move.
  func testEmbeddedTableViewController_defaultDisabledList_nothingMoves() {
    let parent = EmbeddingController()
    let table = TableViewController()
    let h = AvoidanceHarness(controller: parent)
    parent.embed(table)
    let field = h.addField(Rect(x: 20, y: 200, width: 280, height: 30), to: table.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertFalse(h.manager.isHandlingEnabled(for: field))
    XCTAssertEqual(parent.view.frame.origin.y, 0)
  }

  // The enabled list names the child's class: handled with the manager off, the parent moves.
  func testEmbeddedChild_inEnabledList_handledWhileManagerOff_parentMoves() {
    let parent = EmbeddingController()
    let child = FormChild()
    let h = AvoidanceHarness(controller: parent, enabled: false)
    h.manager.enabledDistanceHandlingClasses = [FormChild.self]
    parent.embed(child)
    let field = h.addField(Rect(x: 20, y: 200, width: 280, height: 30), to: child.view)
    let outside = h.addField(Rect(x: 20, y: 260, width: 280, height: 30))
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(parent.view.frame.origin.y, -188)
    XCTAssertTrue(outside.becomeFirstResponder())
    XCTAssertEqual(parent.view.frame.origin.y, 0, "the parent's own field is not handled")
  }

  // Embedded inside the top controller of a navigation controller: the top controller's view
  // moves (the bar stays), whatever depth the child is at.
  func testEmbeddedChild_inNavigationTopController_topViewMoves_barStays() {
    let parent = EmbeddingController()
    let navigation = NavigationController(rootViewController: parent)
    let h = AvoidanceHarness(controller: navigation)
    let child = FormChild()
    parent.embed(child)
    let grandchild = FormChild()
    child.addChild(grandchild)
    grandchild.view.frame = child.view.bounds
    child.view.addSubview(grandchild.view)
    grandchild.didMove(toParent: child)
    let field = h.addField(Rect(x: 20, y: 200, width: 280, height: 30), to: grandchild.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertTrue(field.containingViewController === grandchild)
    XCTAssertEqual(parent.view.frame.origin.y, -188)
    XCTAssertEqual(navigation.navigationBar.frameInWindow?.minY, 20)
  }

  // A child's view embedded without addChild: the child has no parent, so its own view is the
  // root that moves (IQ: the responder chain stops at the child, whose parent is nil).
  func testChildViewWithoutAddChild_childViewMoves() {
    let parent = EmbeddingController()
    let orphan = FormChild()
    let h = AvoidanceHarness(controller: parent)
    orphan.view.frame = parent.containerView.bounds
    parent.containerView.addSubview(orphan.view)
    let field = h.addField(Rect(x: 20, y: 200, width: 280, height: 30), to: orphan.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(orphan.view.frame.origin.y, -188)
    XCTAssertEqual(parent.view.frame.origin.y, 0)
    h.hideKeyboard()
    XCTAssertEqual(orphan.view.frame.origin.y, 0)
  }

  // Embedded in the selected tab: the tab's controller moves.
  func testEmbeddedChild_inSelectedTab_tabViewMoves() {
    let parent = EmbeddingController()
    let tabs = TabBarController(viewControllers: [parent, ViewController()])
    let h = AvoidanceHarness(controller: tabs)
    let child = FormChild()
    parent.embed(child)
    let field = h.addField(Rect(x: 20, y: 100, width: 280, height: 30), to: child.view)
    h.focus(field)
    h.showKeyboard()
    XCTAssertEqual(parent.view.frame.origin.y, -88)
    XCTAssertEqual(tabs.view.frame.origin.y, 0)
  }
}
