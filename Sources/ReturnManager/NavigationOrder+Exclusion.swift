import KeyboardCore

extension NavigationOrder {
  /// Why a text input is not in a ``NavigationOrder``, as ``NavigationOrder/explain(_:)``
  /// reports it.
  ///
  /// An extensible set of reasons (new ones never break a client's `switch`); compare with the
  /// static members, or read ``focusBlocker`` for the reasons the input itself cannot take
  /// focus.
  ///
  /// ```swift
  /// order.explain(cityField)?.description   // "hidden ancestor View"
  /// ```
  public struct Exclusion: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
      case outsideScope
      case notListed
      case removed
      case excludedSubtree
      case nestedInTextInput
      case otherWindow
      case ignoresNavigation
      case zeroSize
      case negativeTag
      case blocked(FocusBlocker)
    }

    let kind: Kind

    init(_ kind: Kind) {
      self.kind = kind
    }

    /// The input is not inside the order's scope and was not added with
    /// ``NavigationOrder/include(_:)`` (or the scope no longer exists).
    public static let outsideScope = Exclusion(.outsideScope)

    /// The order uses ``Mode/list(_:)`` and the input is not in the list and was not added.
    public static let notListed = Exclusion(.notListed)

    /// The input was taken out with ``NavigationOrder/exclude(_:)`` (a ReturnManager's
    /// ``ReturnManager/remove(_:)``).
    public static let removed = Exclusion(.removed)

    /// The input sits in a subtree taken out of traversal with
    /// ``NavigationOrder/setExcluded(_:_:)``.
    public static let excludedSubtree = Exclusion(.excludedSubtree)

    /// The input sits inside another text input (for example a field placed in a text
    /// view); the walk does not descend into text inputs.
    public static let nestedInTextInput = Exclusion(.nestedInTextInput)

    /// The input was added or listed but is in another window than the scope.
    public static let otherWindow = Exclusion(.otherWindow)

    /// The input opted out with `TextInput.ignoresNavigation`.
    public static let ignoresNavigation = Exclusion(.ignoresNavigation)

    /// The input's frame has zero width or zero height, so nobody can see it (a field
    /// collapsed by its layout; IQKeyboardManager #845).
    public static let zeroSize = Exclusion(.zeroSize)

    /// The order uses the web's tag rule (``TagRule/positiveFirst``) and the input's tag is
    /// negative, which leaves it out of sequential navigation as `tabindex="-1"` does.
    public static let negativeTag = Exclusion(.negativeTag)

    /// The input cannot take focus for the given reason (not in a window, disabled or not
    /// editable, hidden, transparent or not interactive, itself or through an ancestor).
    ///
    /// - Parameter blocker: What `TextInput.focusBlocker` reports.
    /// - Returns: The exclusion.
    public static func blocked(_ blocker: FocusBlocker) -> Exclusion {
      Exclusion(.blocked(blocker))
    }

    /// The reason the input cannot take focus, when that is why it is excluded.
    public var focusBlocker: FocusBlocker? {
      if case .blocked(let blocker) = kind { return blocker }
      return nil
    }

    /// A short phrase for traces, such as `opted out (ignoresNavigation)`.
    public var description: String {
      switch kind {
      case .outsideScope: "outside the scope"
      case .notListed: "not in the list"
      case .removed: "removed from this order"
      case .excludedSubtree: "in an excluded subtree"
      case .nestedInTextInput: "inside another text input"
      case .otherWindow: "in another window than the scope"
      case .ignoresNavigation: "opted out (ignoresNavigation)"
      case .zeroSize: "zero width or height"
      case .negativeTag: "negative tag (left out by the web's tag rule)"
      case .blocked(let blocker): blocker.description
      }
    }
  }
}
