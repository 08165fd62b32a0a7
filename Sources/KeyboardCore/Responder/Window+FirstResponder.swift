extension Window {
  /// The text input being edited, or `nil`.
  ///
  /// There is at most one per window.
  public var firstResponder: (any TextInput)? { firstResponderStorage }

  /// Moves focus to `input`, as `becomeFirstResponder()` does in UIKit.
  ///
  /// The sequence: the input must be able to take focus (``TextInput/focusBlocker``); its
  /// delegate is asked ``TextInputDelegate/textInputShouldBeginEditing(_:)``; the current
  /// first responder's delegate is asked ``TextInputDelegate/textInputShouldEndEditing(_:)``;
  /// then the old input ends editing (delegate, then observers) and the new one begins
  /// (delegate, then observers). A request made from inside one of those callbacks is run
  /// after the current change finishes (``FocusOutcome/deferred``), with a diagnostic, so
  /// callbacks never see a half-made change. Deferred requests run in a loop, not by recursion;
  /// a chain of more than ``deferredFocusRequestLimit`` (callbacks handing focus back and forth
  /// forever) is stopped with a ``Diagnostic/Code-swift.struct/focusLoop`` diagnostic.
  ///
  /// - Parameter input: The input to focus.
  /// - Returns: What happened.
  /// - Complexity: O(d + o), d the depth of the input, o the observers.
  @discardableResult
  public func focus(_ input: any TextInput) -> FocusOutcome {
    if focusTransitionDepth > 0 {
      record(
        Diagnostic(
          .reentrantFocusChange,
          "\(input.typeName) asked for focus inside a focus callback; deferred"))
      deferredFocusRequests.append { [weak self, weak input] in
        guard let self, let input else { return }
        self.focus(input)
      }
      return .deferred
    }
    guard input.window === self else { return .blocked(.notInWindow) }
    if firstResponderStorage === input { return .unchanged }
    if let blocker = input.focusBlocker { return .blocked(blocker) }
    return transition {
      if let delegate = input.delegate, !delegate.textInputShouldBeginEditing(input) {
        return .refusedToBegin
      }
      if let current = firstResponderStorage {
        if let delegate = current.delegate, !delegate.textInputShouldEndEditing(current) {
          return .refusedToEnd
        }
        endEditing(current)
      }
      // A delegate may have hidden, disabled or removed the input while being asked.
      if let blocker = input.focusBlocker { return .blocked(blocker) }
      firstResponderStorage = input
      beginning = (ObjectIdentifier(input), [])
      defer { beginning = nil }
      input.delegate?.textInputDidBeginEditing(input)
      forEachObserver { observer in
        // A callback may have removed the input (a forced resign): tell no one else it began.
        guard firstResponderStorage === input else { return }
        beginning?.toldObservers.append(ObjectIdentifier(observer))
        observer.textInputDidBeginEditing(input)
      }
      guard firstResponderStorage === input else {
        return .blocked(input.focusBlocker ?? .notInWindow)
      }
      return .succeeded
    }
  }

  /// Ends editing of the first responder, as `resignFirstResponder()` does in UIKit: its
  /// delegate is asked ``TextInputDelegate/textInputShouldEndEditing(_:)`` unless `force`.
  ///
  /// - Parameter force: Skip the delegate's question (UIKit's `endEditing(true)`).
  /// - Returns: What happened; ``FocusOutcome/unchanged`` when nothing was focused.
  @discardableResult
  public func resignFirstResponder(force: Bool = false) -> FocusOutcome {
    if focusTransitionDepth > 0 {
      record(
        Diagnostic(.reentrantFocusChange, "resign asked inside a focus callback; deferred"))
      deferredFocusRequests.append { [weak self] in self?.resignFirstResponder(force: force) }
      return .deferred
    }
    guard let current = firstResponderStorage else { return .unchanged }
    return transition {
      if !force, let delegate = current.delegate, !delegate.textInputShouldEndEditing(current) {
        return .refusedToEnd
      }
      endEditing(current)
      return .succeeded
    }
  }

  /// Ends `input`'s editing: its delegate, then the observers, are told.
  ///
  /// When this interrupts the input's own did-begin callbacks, only the observers already told
  /// that it began are told that it ended, so every observer sees balanced pairs.
  private func endEditing(_ input: any TextInput) {
    firstResponderStorage = nil
    var told: [ObjectIdentifier]?
    if let beginning, beginning.input == ObjectIdentifier(input) {
      told = beginning.toldObservers
      self.beginning = nil
    }
    input.delegate?.textInputDidEndEditing(input)
    forEachObserver { observer in
      if let told, !told.contains(ObjectIdentifier(observer)) { return }
      observer.textInputDidEndEditing(input)
    }
  }

  private func transition(_ body: () -> FocusOutcome) -> FocusOutcome {
    focusTransitionDepth += 1
    let outcome = body()
    focusTransitionDepth -= 1
    if focusTransitionDepth == 0, !isRunningDeferredFocusRequests, !deferredFocusRequests.isEmpty {
      runDeferredFocusRequests()
    }
    return outcome
  }

  /// Runs the focus requests deferred from focus callbacks, and those they defer in turn, in a
  /// loop rather than by recursion: depth first, as if each had run when its change finished.
  ///
  /// Two delegates handing focus to each other forever would never finish: after
  /// ``deferredFocusRequestLimit`` requests in one chain the rest are dropped with a
  /// ``Diagnostic/Code-swift.struct/focusLoop`` diagnostic, and focus stays where the last one
  /// left it.
  private func runDeferredFocusRequests() {
    isRunningDeferredFocusRequests = true
    defer { isRunningDeferredFocusRequests = false }
    // A stack: the requests a request defers run before the ones queued before it.
    var pending = Array(deferredFocusRequests.reversed())
    deferredFocusRequests.removeAll()
    var count = 0
    while let request = pending.popLast() {
      count += 1
      if count > Self.deferredFocusRequestLimit {
        record(
          Diagnostic(
            .focusLoop,
            "focus callbacks kept asking for focus: stopped after "
              + "\(Self.deferredFocusRequestLimit) deferred requests, \(pending.count + 1) dropped")
        )
        return
      }
      request()
      if !deferredFocusRequests.isEmpty {
        pending.append(contentsOf: deferredFocusRequests.reversed())
        deferredFocusRequests.removeAll()
      }
    }
  }

  /// A subtree is leaving the window: a first responder inside it resigns without asking, then
  /// `detach` takes the subtree out.
  ///
  /// The resign happens while the subtree is still attached (its callbacks can read their
  /// window), and focus requests made from those callbacks are deferred until `detach` has run,
  /// so they see the finished tree (the removed input can no longer take focus).
  func subtreeWillLeave(_ view: View, detach: () -> Void) {
    guard let current = firstResponderStorage, current.isDescendant(of: view) else {
      detach()
      return
    }
    record(
      Diagnostic(
        .forcedResign, "\(current.typeName) left the window while editing; resigned"))
    _ = transition {
      endEditing(current)
      detach()
      return .succeeded
    }
  }

  /// Tells the observers that the return key was pressed in `input`.
  ///
  /// - Returns: Whether an observer handled the press.
  func deliverReturn(from input: any TextInput) -> Bool {
    for entry in observers {
      if let observer = entry.value, observer.textInputDidPressReturn(input) { return true }
    }
    return false
  }
}

extension TextInput {
  /// Asks the window to make this input the first responder.
  ///
  /// - Returns: Whether the input is the first responder afterwards. See
  ///   ``Window/focus(_:)`` for the reason when it is not.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard let window else { return false }
    return window.focus(self).isSuccess && window.firstResponder === self
  }

  /// Asks the window to end this input's editing, if it is the first responder.
  ///
  /// - Returns: Whether the input is no longer the first responder.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    guard let window, window.firstResponder === self else { return true }
    return window.resignFirstResponder().isSuccess
  }

  /// Presses the return key in this input, which must be the first responder.
  ///
  /// A single-line input asks its delegate's ``TextInputDelegate/textInputShouldReturn(_:)``
  /// (`false` consumes the press), then offers the press to the window's observers (a
  /// ReturnManager moves to the next field). A multi-line input first asks its delegate
  /// whether `"\n"` may be inserted (`false` consumes the press), then offers it to the
  /// observers, and inserts the newline only if none handled it.
  ///
  /// - Returns: What the press did.
  @discardableResult
  public func pressReturn() -> ReturnPressOutcome {
    guard let window, window.firstResponder === self else { return .notEditing }
    if isMultiline {
      let end = textLength
      if let delegate,
        !delegate.textInput(self, shouldChangeTextIn: end..<end, replacementText: "\n")
      {
        return .consumedByDelegate
      }
      if window.deliverReturn(from: self) { return .handledByObserver }
      appendText("\n")
      return .insertedNewline
    }
    if let delegate, !delegate.textInputShouldReturn(self) { return .consumedByDelegate }
    return window.deliverReturn(from: self) ? .handledByObserver : .ignored
  }

  /// Types text at the end of the input, as a keyboard would; for a single-line input a
  /// `"\n"` is a return press instead.
  ///
  /// Observers are told ``TreeChange/text``; a geometry change (``TreeChange/textInput``,
  /// ``TreeChange/frame``) is reported only when the caret or the input's size moves: the host
  /// moves them, or a text view that lays out its own text (``TextView/sizesContentToText``)
  /// moves its caret and grows its content as the text changes.
  ///
  /// - Returns: Whether the text was inserted (the delegate may reject it).
  /// - Complexity: O(k + d) for ``TextField`` and ``TextView``, k the length of `string`, d the
  ///   depth of the input: not O(n) in the text already there.
  @discardableResult
  public func insertText(_ string: String) -> Bool {
    if string == "\n" {
      return pressReturn() == .insertedNewline
    }
    let end = textLength
    if let delegate,
      !delegate.textInput(self, shouldChangeTextIn: end..<end, replacementText: string)
    {
      return false
    }
    appendText(isMultiline ? string : string.filter { $0 != "\n" })
    return true
  }
}

/// What pressing the return key did.
public enum ReturnPressOutcome: Sendable, Hashable {
  /// The input is not the first responder; nothing happened.
  case notEditing
  /// The input's delegate consumed the press.
  case consumedByDelegate
  /// An observer (a manager) handled the press.
  case handledByObserver
  /// A text view inserted a newline.
  case insertedNewline
  /// Nobody handled the press of a single-line input.
  case ignored
}
