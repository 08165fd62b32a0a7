import KeyboardCore
import XCTest

private let phoneBounds = Rect(x: 0, y: 0, width: 320, height: 568)
private let padBounds = Rect(x: 0, y: 0, width: 1024, height: 1366)

final class KeyboardInfoTests: XCTestCase {
  // MARK: Normalisation

  func testInit_dockedFrame_docked() {
    let info = KeyboardInfo(
      event: .willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216),
      screenBounds: phoneBounds)
    XCTAssertEqual(info.kind, .docked)
    XCTAssertEqual(info.coveredRect, Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertTrue(info.isVisible)
  }

  func testInit_fullWidthAboveBottom_undocked() {
    let info = KeyboardInfo(
      event: .willChangeFrame, frame: Rect(x: 0, y: 700, width: 1024, height: 398),
      screenBounds: padBounds)
    XCTAssertEqual(info.kind, .undocked)
    XCTAssertEqual(info.coveredRect, Rect(x: 0, y: 700, width: 1024, height: 398))
  }

  func testInit_narrowAboveBottom_floatingKeepsRealRect() {
    let info = KeyboardInfo(
      event: .willShow, frame: Rect(x: 300, y: 800, width: 320, height: 260),
      screenBounds: padBounds)
    XCTAssertEqual(info.kind, .floating)
    XCTAssertEqual(info.coveredRect, Rect(x: 300, y: 800, width: 320, height: 260))
  }

  func testInit_narrowAtBottom_floating() {
    let info = KeyboardInfo(
      event: .willShow, frame: Rect(x: 0, y: 1000, width: 512, height: 366),
      screenBounds: padBounds)
    XCTAssertEqual(info.kind, .floating)
  }

  func testInit_frameExtendingBelowScreen_hardwareAccessoryCoversOnlyOnScreenPart() {
    let info = KeyboardInfo(
      event: .willShow, frame: Rect(x: 0, y: 523, width: 320, height: 216),
      screenBounds: phoneBounds)
    XCTAssertEqual(info.kind, .hardwareAccessory)
    XCTAssertEqual(info.coveredRect, Rect(x: 0, y: 523, width: 320, height: 45))
    XCTAssertEqual(info.frame, Rect(x: 0, y: 523, width: 320, height: 216), "reported as is")
  }

  func testInit_frameWhollyBelowScreen_hidden() {
    let info = KeyboardInfo(
      event: .willShow, frame: Rect(x: 0, y: 568, width: 320, height: 216),
      screenBounds: phoneBounds)
    XCTAssertEqual(info.kind, .hidden)
    XCTAssertNil(info.coveredRect)
    XCTAssertFalse(info.isVisible)
  }

  func testInit_zeroHeightOrOffScreen_hidden() {
    for frame in [
      Rect(x: 0, y: 352, width: 320, height: 0), Rect(x: 400, y: 352, width: 320, height: 216),
      Rect.zero,
    ] {
      let info = KeyboardInfo(event: .didShow, frame: frame, screenBounds: phoneBounds)
      XCTAssertEqual(info.kind, .hidden, "\(frame)")
      XCTAssertNil(info.coveredRect, "\(frame)")
    }
  }

  func testInit_hideEventsWithVisibleFrame_alwaysHidden() {
    for event in [KeyboardEvent.willHide, .didHide] {
      let info = KeyboardInfo(
        event: event, frame: Rect(x: 0, y: 523, width: 320, height: 45),
        screenBounds: phoneBounds)
      XCTAssertEqual(info.kind, .hidden, "\(event)")
      XCTAssertNil(info.coveredRect, "\(event)")
    }
  }

  func testInit_negativeHeightFrame_standardisedBeforeNormalising() {
    let info = KeyboardInfo(
      event: .willShow, frame: Rect(x: 0, y: 568, width: 320, height: -216),
      screenBounds: phoneBounds)
    XCTAssertEqual(info.kind, .docked)
    XCTAssertEqual(info.coveredRect, Rect(x: 0, y: 352, width: 320, height: 216))
  }

  func testInit_partlyOffTheSide_coversVisiblePart() {
    let info = KeyboardInfo(
      event: .willShow, frame: Rect(x: -100, y: 300, width: 320, height: 200),
      screenBounds: phoneBounds)
    XCTAssertEqual(info.kind, .floating)
    XCTAssertEqual(info.coveredRect, Rect(x: 0, y: 300, width: 220, height: 200))
  }

  func testInit_framePreconditionIsFinite_documentedAndPostChecksIt() {
    // KeyboardInfo.init traps on a non-finite frame; Keyboard.post checks first and reports a
    // diagnostic instead (see testPost_nanFrame_rejectedWithDiagnostic).
    XCTAssertTrue(Rect(x: 0, y: 352, width: 320, height: 216).isFinite)
    XCTAssertFalse(Rect(x: 0, y: .nan, width: 320, height: 216).isFinite)
  }

  func testDescription_info_namesEventKindAndRects() {
    let info = KeyboardInfo(
      event: .willShow, frame: Rect(x: 0, y: 523, width: 320, height: 216),
      screenBounds: phoneBounds)
    XCTAssertEqual(
      info.description,
      "willShow hardwareAccessory keyboard, reported (0, 523, 320×216), covers (0, 523, 320×45)")
    let hidden = KeyboardInfo(event: .willHide, frame: .zero, screenBounds: phoneBounds)
    XCTAssertEqual(
      hidden.description, "willHide hidden keyboard, reported (0, 0, 0×0), covers nothing")
  }

  // MARK: Animation

  func testAnimation_default_quarterSecondEaseOut() {
    XCTAssertEqual(KeyboardAnimation.default.duration, 0.25)
    XCTAssertEqual(KeyboardAnimation.default.curve, .easeOut)
    XCTAssertEqual(KeyboardAnimation(), .default)
    XCTAssertEqual(KeyboardAnimation.defaultDuration, 0.25)
  }

  func testAnimation_zeroNegativeOrNonFiniteDuration_becomesDefault() {
    for duration in [0, -1, Double.nan, .infinity, -.infinity] {
      XCTAssertEqual(KeyboardAnimation(duration: duration).duration, 0.25, "\(duration)")
    }
  }

  func testAnimation_explicitValues_kept() {
    let animation = KeyboardAnimation(duration: 0.4, curve: .keyboard)
    XCTAssertEqual(animation.duration, 0.4)
    XCTAssertEqual(animation.curve, .keyboard)
  }

  func testKeyboardEvent_isHide_onlyForHideEvents() {
    XCTAssertEqual(
      KeyboardEvent.allCases.filter(\.isHide), [.willHide, .didHide])
    XCTAssertEqual(KeyboardEvent.allCases.count, 6)
    XCTAssertEqual(AnimationCurve.allCases.count, 5)
  }
}

final class KeyboardTests: XCTestCase {
  func testPost_showEvent_acceptedAndCurrent() {
    let screen = Device.phone()
    let observer = RecordingKeyboardObserver()
    screen.keyboard.addObserver(observer)
    XCTAssertFalse(screen.keyboard.isVisible)
    XCTAssertNil(screen.keyboard.current)
    let accepted = screen.keyboard.post(
      .willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertTrue(accepted)
    XCTAssertTrue(screen.keyboard.isVisible)
    XCTAssertEqual(screen.keyboard.current?.kind, .docked)
    XCTAssertEqual(screen.keyboard.current?.animation, .default)
    XCTAssertEqual(observer.posts.count, 1)
    XCTAssertNil(observer.posts.first?.previous)
  }

  func testPost_duplicateEventAndFrame_dropped() {
    let screen = Device.phone()
    let observer = RecordingKeyboardObserver()
    screen.keyboard.addObserver(observer)
    let frame = Rect(x: 0, y: 352, width: 320, height: 216)
    XCTAssertTrue(screen.keyboard.post(.willShow, frame: frame))
    XCTAssertFalse(screen.keyboard.post(.willShow, frame: frame))
    XCTAssertFalse(
      screen.keyboard.post(.willShow, frame: frame, animation: KeyboardAnimation(duration: 0.5)),
      "the animation does not make a notification new")
    XCTAssertEqual(observer.posts.count, 1)
  }

  func testPost_sameFrameOtherEvent_accepted() {
    let screen = Device.phone()
    let observer = RecordingKeyboardObserver()
    screen.keyboard.addObserver(observer)
    let frame = Rect(x: 0, y: 352, width: 320, height: 216)
    screen.keyboard.post(.willShow, frame: frame)
    XCTAssertTrue(screen.keyboard.post(.didShow, frame: frame))
    XCTAssertEqual(observer.posts.map(\.info.event), [.willShow, .didShow])
    XCTAssertEqual(observer.posts.last?.previous?.event, .willShow)
  }

  func testPost_nanFrame_rejectedWithDiagnostic() {
    let screen = Device.phone()
    let observer = RecordingKeyboardObserver()
    screen.keyboard.addObserver(observer)
    screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    let accepted = screen.keyboard.post(
      .willChangeFrame, frame: Rect(x: 0, y: .nan, width: 320, height: 216))
    XCTAssertFalse(accepted)
    XCTAssertEqual(screen.keyboard.current?.event, .willShow)
    XCTAssertEqual(screen.keyboard.diagnostics.map(\.code), [.nonFiniteKeyboardFrame])
    XCTAssertEqual(
      screen.keyboard.diagnostics.first?.message,
      "keyboard willChangeFrame with frame (0, nan, 320×216) ignored: not finite")
    XCTAssertEqual(observer.rejections, screen.keyboard.diagnostics)
    XCTAssertEqual(observer.posts.count, 1)
  }

  func testPost_manyRejections_keepsLast100() {
    let screen = Device.phone()
    for index in 0..<105 {
      screen.keyboard.post(
        .willShow, frame: Rect(x: Double(index), y: .nan, width: 320, height: 216))
    }
    XCTAssertEqual(screen.keyboard.diagnostics.count, 100)
    XCTAssertEqual(
      screen.keyboard.diagnostics.first?.message,
      "keyboard willShow with frame (5, nan, 320×216) ignored: not finite")
  }

  func testHide_visibleKeyboard_postsWillHideBelowScreen() {
    let screen = Device.phone()
    let observer = RecordingKeyboardObserver()
    screen.keyboard.addObserver(observer)
    screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertTrue(screen.keyboard.hide())
    XCTAssertFalse(screen.keyboard.isVisible)
    XCTAssertEqual(screen.keyboard.current?.event, .willHide)
    XCTAssertEqual(screen.keyboard.current?.frame, Rect(x: 0, y: 568, width: 320, height: 0))
    XCTAssertEqual(observer.posts.last?.previous?.kind, .docked)
    XCTAssertFalse(screen.keyboard.hide(), "a second hide is a duplicate")
  }

  func testPost_afterRotation_normalisesAgainstNewBounds() {
    let screen = Device.phone()
    screen.bounds = Rect(x: 0, y: 0, width: 568, height: 320)
    screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 158, width: 568, height: 162))
    XCTAssertEqual(screen.keyboard.current?.kind, .docked)
    screen.bounds = Rect(x: 0, y: 0, width: .nan, height: 320)
    XCTAssertEqual(screen.bounds, Rect(x: 0, y: 0, width: 568, height: 320), "invalid rejected")
  }

  func testObservers_heldWeaklyAddedOnceRemovable() {
    let screen = Device.phone()
    let kept = RecordingKeyboardObserver()
    let removed = RecordingKeyboardObserver()
    screen.keyboard.addObserver(kept)
    screen.keyboard.addObserver(kept)
    screen.keyboard.addObserver(removed)
    weak var released: RecordingKeyboardObserver?
    do {
      let temporary = RecordingKeyboardObserver()
      screen.keyboard.addObserver(temporary)
      released = temporary
    }
    screen.keyboard.removeObserver(removed)
    screen.keyboard.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216))
    XCTAssertNil(released)
    XCTAssertEqual(kept.posts.count, 1)
    XCTAssertEqual(removed.posts.count, 0)
  }

  func testPost_screenReleased_notAccepted() {
    var screen: Screen? = Device.phone()
    let keyboard = screen?.keyboard
    screen = nil
    XCTAssertNotNil(keyboard)
    XCTAssertEqual(
      keyboard?.post(.willShow, frame: Rect(x: 0, y: 352, width: 320, height: 216)), false)
  }

  func testScreen_init_boundsAtOriginAndScale() {
    let screen = Device.notchedPhone()
    XCTAssertEqual(screen.bounds, Rect(x: 0, y: 0, width: 375, height: 812))
    XCTAssertEqual(screen.scale, 3)
    XCTAssertEqual(Screen(width: 1, height: 1).scale, 2)
  }
}
