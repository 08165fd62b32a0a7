import KeyboardCore
import XCTest

final class TreeGenerationTests: XCTestCase {
  /// A window with a form, a scroll view holding a text view, and an observer.
  private struct Scene {
    let window: Window
    let form: FormViewController
    let scroll: ScrollView
    let observer: RecordingObserver

    init(file: StaticString = #filePath, line: UInt = #line) {
      (window, form) = makeForm(file: file, line: line)
      scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
      form.view.addSubview(scroll)
      observer = RecordingObserver("o")
      window.addObserver(observer)
    }
  }

  /// Runs `mutation` and checks that it bumped the window's generation and reported exactly
  /// `expected` changes, each at `view`.
  private func assertMutation(
    _ scene: Scene, reports expected: [TreeChange], at view: View,
    file: StaticString = #filePath, line: UInt = #line, _ mutation: () -> Void
  ) {
    scene.observer.clearChanges()
    let before = scene.window.treeGeneration
    mutation()
    XCTAssertGreaterThan(scene.window.treeGeneration, before, "generation", file: file, line: line)
    XCTAssertEqual(scene.observer.changeKinds, expected, "kinds", file: file, line: line)
    for change in scene.observer.changes {
      XCTAssertTrue(change.view === view, "reported at \(change.view)", file: file, line: line)
    }
    assertInvariants(scene.window, file: file, line: line)
  }

  // MARK: Every kind of mutation

  func testFrameChange_view_bumpsAndReportsFrame() {
    let scene = Scene()
    assertMutation(scene, reports: [.frame], at: scene.form.first) {
      scene.form.first.frame = Rect(x: 20, y: 110, width: 280, height: 30)
    }
  }

  func testBoundsSizeChange_view_reportsFrame() {
    let scene = Scene()
    assertMutation(scene, reports: [.frame], at: scene.form.first) {
      scene.form.first.bounds = Rect(x: 0, y: 0, width: 200, height: 30)
    }
  }

  func testContentOffsetChange_scrollView_reportsScrollOffset() {
    let scene = Scene()
    assertMutation(scene, reports: [.scrollOffset], at: scene.scroll) {
      scene.scroll.contentOffset = Point(x: 0, y: 40)
    }
  }

  func testScrollMetricsChange_sizeInsetAndBehaviour_reportScrollMetrics() {
    let scene = Scene()
    assertMutation(
      scene, reports: [.scrollMetrics, .scrollMetrics, .scrollMetrics], at: scene.scroll
    ) {
      scene.scroll.contentSize = Size(width: 320, height: 900)
      scene.scroll.contentInset = Insets(bottom: 216)
      scene.scroll.contentInsetAdjustmentBehavior = .never
    }
  }

  func testHierarchyChange_addInsertRemoveReorder_reportsHierarchyAtParent() {
    let scene = Scene()
    let extra = View()
    assertMutation(scene, reports: [.hierarchy], at: scene.form.view) {
      scene.form.view.addSubview(extra)
    }
    assertMutation(scene, reports: [.hierarchy], at: scene.form.view) {
      scene.form.view.sendSubviewToBack(extra)
    }
    assertMutation(scene, reports: [.hierarchy], at: scene.form.view) {
      scene.form.view.bringSubviewToFront(extra)
    }
    assertMutation(scene, reports: [.hierarchy], at: scene.form.view) {
      extra.removeFromSuperview()
    }
  }

  func testHierarchyChange_moveWithinWindow_reportsRemovalAndInsertion() {
    let scene = Scene()
    scene.observer.clearChanges()
    scene.scroll.addSubview(scene.form.third)
    XCTAssertEqual(scene.observer.changeKinds, [.hierarchy, .hierarchy])
    XCTAssertTrue(scene.observer.changes[0].view === scene.form.view)
    XCTAssertTrue(scene.observer.changes[1].view === scene.scroll)
  }

  func testEligibilityChange_flagsOfViewsAndInputs_reportEligibility() {
    let scene = Scene()
    let field = scene.form.first
    assertMutation(
      scene, reports: Array(repeating: .eligibility, count: 6), at: field
    ) {
      field.isHidden = true
      field.alpha = 0.5
      field.isUserInteractionEnabled = false
      field.tag = 9
      field.isEnabled = false
      field.ignoresNavigation = true
    }
    assertMutation(scene, reports: [.eligibility, .eligibility], at: scene.form.notes) {
      scene.form.notes.isEditable = false
      scene.form.notes.isScrollEnabled = false
    }
  }

  func testTraitsChange_returnKeyAndPlaceholder_reportTraitsWithoutNewGeneration() {
    let scene = Scene()
    let field = scene.form.first
    scene.observer.clearChanges()
    let before = scene.window.treeGeneration
    field.returnKeyType = .next
    field.placeholder = "Email"
    field.distanceFromKeyboard = 20
    field.returnKeyType = .next
    XCTAssertEqual(scene.window.treeGeneration, before)
    XCTAssertEqual(scene.observer.changeKinds, [.traits, .traits, .traits])
    XCTAssertTrue(scene.observer.changes.allSatisfy { $0.view === field })
  }

  func testTextInputChange_caretMoved_bumpsAndReportsTextInput() {
    let scene = Scene()
    assertMutation(scene, reports: [.textInput], at: scene.form.notes) {
      scene.form.notes.caretRect = Rect(x: 0, y: 20, width: 2, height: 20)
    }
  }

  func testTextChange_textOnly_reportsTextWithoutNewGeneration() {
    let scene = Scene()
    scene.observer.clearChanges()
    let before = scene.window.treeGeneration
    scene.form.first.text = "a"
    scene.form.notes.text = "b"
    XCTAssertTrue(scene.form.first.becomeFirstResponder())
    XCTAssertTrue(scene.form.first.insertText("c"))
    XCTAssertEqual(scene.window.treeGeneration, before)
    XCTAssertEqual(scene.observer.changeKinds, [.text, .text, .text])
    XCTAssertEqual(
      scene.observer.changes.map { ObjectIdentifier($0.view) },
      [scene.form.first, scene.form.notes, scene.form.first].map { ObjectIdentifier($0) })
  }

  func testWindowChange_safeArea_reportsWindowAtWindow() {
    let scene = Scene()
    scene.observer.clearChanges()
    let before = scene.window.treeGeneration
    scene.window.safeAreaInsets = Insets(top: 44, bottom: 34)
    XCTAssertGreaterThan(scene.window.treeGeneration, before)
    XCTAssertEqual(scene.observer.changeKinds.last, .window)
    XCTAssertTrue(scene.observer.changes.last?.view === scene.window)
  }

  func testWindowChange_additionalSafeArea_reportsWindowAtControllerView() {
    let scene = Scene()
    assertMutation(scene, reports: [.window], at: scene.form.view) {
      scene.form.additionalSafeAreaInsets = Insets(bottom: 50)
    }
  }

  func testNoOpMutations_sameValues_neitherBumpNorReport() {
    let scene = Scene()
    scene.observer.clearChanges()
    let before = scene.window.treeGeneration
    let field = scene.form.first
    field.frame = field.frame
    field.isHidden = false
    field.alpha = 1
    field.alpha = 7
    field.tag = 1
    field.text = ""
    field.isEnabled = true
    scene.scroll.contentOffset = .zero
    scene.scroll.contentSize = .zero
    scene.scroll.contentInset = .zero
    scene.window.safeAreaInsets = Insets(top: 20)
    scene.form.additionalSafeAreaInsets = .zero
    XCTAssertEqual(scene.window.treeGeneration, before)
    XCTAssertTrue(scene.observer.changes.isEmpty)
  }

  func testRejectedMutations_invalidValues_neitherBumpNorReport() {
    let scene = Scene()
    scene.observer.clearChanges()
    let before = scene.window.treeGeneration
    scene.form.first.frame = Rect(x: .nan, y: 0, width: 1, height: 1)
    scene.form.first.alpha = .nan
    scene.scroll.contentOffset = Point(x: 0, y: .infinity)
    scene.scroll.contentInset = Insets(top: .nan)
    scene.scroll.contentSize = Size(width: -1, height: 0)
    XCTAssertEqual(scene.window.treeGeneration, before)
    XCTAssertTrue(scene.observer.changes.isEmpty)
    XCTAssertEqual(scene.window.diagnostics.count, 5)
  }

  // MARK: Monotonic at the root

  func testTreeGeneration_readThroughAnyView_isTheRoots() {
    let fixture = NestedScrollFixture()
    XCTAssertEqual(fixture.field.treeGeneration, fixture.window.treeGeneration)
    XCTAssertEqual(fixture.inner.treeGeneration, fixture.window.treeGeneration)
  }

  func testTreeGeneration_busyDetachedSubtreeJoinsWindow_exceedsBothBefore() {
    let window = makePhoneWindow()
    let subtree = View()
    for index in 0..<50 { subtree.tag = index + 1 }
    let windowBefore = window.treeGeneration
    let subtreeBefore = subtree.treeGeneration
    XCTAssertGreaterThan(subtreeBefore, windowBefore)
    window.addSubview(subtree)
    XCTAssertGreaterThan(window.treeGeneration, subtreeBefore)
    XCTAssertEqual(subtree.treeGeneration, window.treeGeneration)
  }

  func testTreeGeneration_viewRemovedFromWindow_neverRepeatsAValueSeenThroughIt() {
    let window = makePhoneWindow()
    let container = View()
    let field = TextField()
    container.addSubview(field)
    window.addSubview(container)
    for index in 0..<20 { window.tag = index + 1 }
    let seenInWindow = field.treeGeneration
    container.removeFromSuperview()
    XCTAssertGreaterThan(field.treeGeneration, seenInWindow)
  }

  func testTreeGeneration_reparentedBetweenWindows_strictlyIncreasesEachTime() {
    let screen = Device.phone()
    let windows = [Window(screen: screen), Window(screen: screen)]
    for index in 0..<30 { windows[1].tag = index + 1 }
    let field = TextField()
    var last = field.treeGeneration
    for step in 0..<6 {
      windows[step % 2].addSubview(field)
      XCTAssertGreaterThan(field.treeGeneration, last, "step \(step)")
      last = field.treeGeneration
      field.removeFromSuperview()
      XCTAssertGreaterThan(field.treeGeneration, last, "step \(step) detached")
      last = field.treeGeneration
    }
  }

  // MARK: Observers

  func testAddObserver_twice_notifiedOnce() {
    let (window, form) = makeForm()
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    window.addObserver(observer)
    form.first.text = "x"
    XCTAssertEqual(observer.changeKinds, [.text])
  }

  func testRemoveObserver_registered_stopsNotifications() {
    let (window, form) = makeForm()
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    window.removeObserver(observer)
    window.removeObserver(RecordingObserver("never added"))
    form.first.text = "x"
    XCTAssertTrue(observer.changes.isEmpty)
  }

  func testObservers_heldWeakly_releasedObserverIsSkipped() {
    let (window, form) = makeForm()
    let log = EventLog()
    let kept = RecordingObserver("kept", log: log)
    weak var released: RecordingObserver?
    do {
      let temporary = RecordingObserver("temporary", log: log)
      window.addObserver(temporary)
      window.addObserver(kept)
      released = temporary
    }
    XCTAssertNil(released, "the window does not keep its observers alive")
    XCTAssertTrue(form.first.becomeFirstResponder())
    XCTAssertEqual(log.entries, ["kept.didBegin(field1)"])
  }

  func testObserver_detachedTree_notToldUntilInWindow() {
    let (window, _) = makeForm()
    let observer = RecordingObserver("o")
    window.addObserver(observer)
    let detached = View()
    detached.tag = 5
    detached.frame = Rect(x: 0, y: 0, width: 5, height: 5)
    XCTAssertTrue(observer.changes.isEmpty)
  }

  func testTreeChange_descriptions_areStableNames() {
    XCTAssertEqual(
      [
        TreeChange.frame, .scrollOffset, .scrollMetrics, .hierarchy, .eligibility, .textInput,
        .text, .window,
      ].map(\.description),
      [
        "frame", "scroll-offset", "scroll-metrics", "hierarchy", "eligibility", "text-input",
        "text", "window",
      ])
  }

  // MARK: Randomised

  /// Random mutations of a small forest (one window and detached trees) never let a
  /// generation read through any view go down, always raise it for the views of the trees a
  /// mutation touched, and keep every tree consistent.
  func testRandomMutations_seeded_generationMonotonicAndInvariantsHold() {
    for seed: UInt64 in [1, 2, 3, 42, 2024] {
      var random = SplitMix64(seed: seed)
      let window = makePhoneWindow()
      var views: [View] = [window]
      for index in 0..<12 {
        let frame = Rect(x: 0, y: Double(index * 10), width: 50, height: 50)
        views.insert(index % 3 == 0 ? ScrollView(frame: frame) : View(frame: frame), at: index)
      }
      var last = views.map(\.treeGeneration)
      for step in 0..<300 {
        let subject = views[Int.random(in: 0..<(views.count - 1), using: &random)]
        let target = views[Int.random(in: 0..<views.count, using: &random)]
        let rootsBefore = views.map { ObjectIdentifier($0.root) }
        var touchedRoots: [View] = [subject.root]
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where !target.isDescendant(of: subject):
          touchedRoots.append(target.root)
          target.addSubview(subject)
        case 1 where !target.isDescendant(of: subject):
          touchedRoots.append(target.root)
          let count = target.subviews.count - (subject.superview === target ? 1 : 0)
          target.insertSubview(subject, at: Int.random(in: 0...count, using: &random))
        case 2 where subject.superview != nil:
          subject.removeFromSuperview()
        case 3:
          subject.frame.origin.y += 1
        case 4:
          subject.isHidden.toggle()
        default:
          (subject as? ScrollView)?.contentOffset.y += 5
          subject.tag += 1
        }
        let touched = Set(touchedRoots.map(ObjectIdentifier.init))
        for (index, view) in views.enumerated() {
          let now = view.treeGeneration
          let message = "seed \(seed) step \(step) view \(index)"
          XCTAssertGreaterThanOrEqual(now, last[index], message)
          if touched.contains(rootsBefore[index]) {
            XCTAssertGreaterThan(now, last[index], message)
          }
          last[index] = now
        }
        for view in views where view.superview == nil {
          XCTAssertEqual(view.invariantViolations(), [], "seed \(seed) step \(step)")
        }
      }
    }
  }
}
