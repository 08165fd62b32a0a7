import KeyboardCore

extension Scene {
  /// What kind of view a ``ViewSpec`` builds.
  package enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// A plain `View`: a container.
    case view
    /// A `ScrollView`.
    case scrollView
    /// A `TableView` whose content is its ``ViewSpec/cells``, stacked.
    case tableView
    /// A `CollectionView` whose content is its ``ViewSpec/cells``, in a grid.
    case collectionView
    /// A single-line `TextField`.
    case textField
    /// A multi-line, scrollable `TextView`.
    case textView
    /// A `StackView` whose ``ViewSpec/subviews`` are its arranged subviews.
    case stackView

    /// Whether views of this kind scroll (scroll views, tables, collections, text views).
    package var isScrollView: Bool {
      self == .scrollView || self == .tableView || self == .collectionView || self == .textView
    }

    /// Whether views of this kind are text inputs.
    package var isTextInput: Bool { self == .textField || self == .textView }

    /// Whether views of this kind hold cells instead of subviews.
    package var hasCells: Bool { self == .tableView || self == .collectionView }
  }

  /// How a plain view's subview follows its superview's size changes, as UIKit's
  /// `UIView.AutoresizingMask`.
  ///
  /// When the superview's size changes by Δ along an axis, Δ is shared among the flexible
  /// parts of that axis (left margin, width, right margin; top margin, height, bottom margin)
  /// in proportion to their current sizes (equally when they are all zero); with no flexible
  /// part the view keeps its left and top distance.
  package enum Autoresizing: String, Sendable, Hashable, CaseIterable {
    /// The distance to the superview's left edge may change.
    case flexibleLeftMargin
    /// The width may change.
    case flexibleWidth
    /// The distance to the superview's right edge may change.
    case flexibleRightMargin
    /// The distance to the superview's top edge may change (the view sticks to the bottom).
    case flexibleTopMargin
    /// The height may change.
    case flexibleHeight
    /// The distance to the superview's bottom edge may change.
    case flexibleBottomMargin
  }

  /// A view of a scene: its kind, id, frame, flags, subviews, and the properties of its kind
  /// (scroll metrics, text-input traits, cells).
  ///
  /// Which keys a scene file may give depends on the kind; see <doc:SceneFileFormat>.
  package struct ViewSpec: Sendable, Hashable {
    /// The view's id, for steps and expectations.
    ///
    /// Letters, digits, `_` and `-`, starting with a letter or `_`.
    package var id: String?
    /// What kind of view this is.
    package var kind: ViewKind
    /// The frame in the superview's coordinates; `nil` only for a controller's root view.
    package var frame: Rect?
    /// `View.isHidden`.
    package var isHidden: Bool
    /// `View.alpha`.
    package var alpha: Double
    /// `View.isUserInteractionEnabled`.
    package var isUserInteractionEnabled: Bool
    /// `View.tag`.
    package var tag: Int
    /// How the view follows its superview's size (only under plain views).
    package var autoresizing: [Autoresizing]
    /// The subviews, back to front (not for text fields, tables and collections).
    package var subviews: [ViewSpec]

    /// Scroll kinds: the content size; `nil` fits the subviews (tables and collections
    /// compute it from their cells).
    package var contentSize: Size?
    /// Scroll kinds: the content offset.
    package var contentOffset: Point
    /// Scroll kinds: the content inset.
    package var contentInset: Insets
    /// Scroll kinds: which edges get the safe area added.
    package var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// Scroll kinds: `ScrollView.isScrollEnabled`.
    package var isScrollEnabled: Bool
    /// Scroll kinds: `ScrollView.alwaysBounceVertical`.
    package var alwaysBounceVertical: Bool
    /// Scroll kinds: `ScrollView.ignoreScrollingAdjustment`.
    package var ignoreScrollingAdjustment: Bool
    /// Scroll kinds: `ScrollView.ignoreContentInsetAdjustment`.
    package var ignoreContentInsetAdjustment: Bool
    /// Scroll kinds: `ScrollView.restoreContentOffset`.
    package var restoreContentOffset: Bool

    /// Table views: the default row height; 44 when `nil`.
    package var rowHeight: Double?
    /// Collection views: the item size; 100×50 when `nil`.
    package var itemSize: Size?
    /// Collection views: the spacing between items; 10 when `nil`.
    package var spacing: Double?
    /// Table and collection views: the cells, in order.
    package var cells: [CellSpec]

    /// Text inputs: the text.
    package var text: String
    /// Text inputs: the placeholder.
    package var placeholder: String?
    /// Text inputs: the return key's label before any return manager sets it.
    package var returnKeyType: ReturnKeyType
    /// Text inputs: the per-input gap above the keyboard; `nil` uses the manager's.
    package var distanceFromKeyboard: Double?
    /// Text inputs: whether the keyboard manager handles this input.
    package var enableMode: EnableMode
    /// Text inputs: whether next/previous navigation skips this input.
    package var ignoresNavigation: Bool
    /// Text inputs: `isEnabled` of a text field, `isEditable` of a text view.
    package var isEditingEnabled: Bool
    /// Text views: the caret rectangle in content coordinates; `nil` for the first line.
    package var caretRect: Rect?
    /// Text views: the line height; 20 when `nil`.
    package var lineHeight: Double?
    /// Text inputs: the kind of keyboard the input asks for.
    package var keyboardType: KeyboardType = .default
    /// Text inputs: whether the input hides what is typed.
    package var isSecureTextEntry = false
    /// Text inputs: what the content means (a `TextContentType` name), or `nil`.
    package var textContentType: String?
    /// Text inputs: the id of the input Next goes to from this one (an explicit link).
    package var next: String?
    /// Text inputs: the id of the input Previous goes to from this one (an explicit link).
    package var previous: String?
    /// Text inputs: whether the input's delegate lets editing begin.
    package var shouldBeginEditing = true
    /// Text inputs: whether the input's delegate lets editing end.
    package var shouldEndEditing = true
    /// Text inputs: whether the input's delegate lets the return key through.
    package var shouldReturn = true
    /// Containers: the mode of the navigation group this view is, or `nil` when it is none.
    package var navigationGroup: OrderMode?
    /// Containers: whether the whole subtree is left out of navigation.
    package var isExcludedFromNavigation = false

    /// Whether any of the delegate keys refuses (so the input needs a delegate).
    package var hasRefusingDelegate: Bool {
      !shouldBeginEditing || !shouldEndEditing || !shouldReturn
    }

    /// Stack views: axis, spacing, distribution and alignment (see `Scene+Layout.swift`).
    package var stack = StackSpec()
    /// Table views: style, section heights, header and footer views, sections.
    package var table = TableSpec()
    /// Collection views: the flow layout's spacings, section inset and scroll direction.
    package var flow = FlowSpec()
    /// Text views: the text layout (content and caret from the text).
    package var textLayout = TextLayoutSpec()

    /// Text inputs: the height of the view shown instead of the keyboard (a picker), or `nil`
    /// for the keyboard (`TextInput.inputViewHeight`).
    package var inputViewHeight: Double?
    /// Text inputs: the height of the bar above the keyboard; 0 for none
    /// (`TextInput.inputAccessoryViewHeight`).
    package var inputAccessoryViewHeight: Double
    /// Scroll kinds: what dragging the content does to the keyboard
    /// (`ScrollView.keyboardDismissMode`).
    package var keyboardDismissMode: KeyboardDismissMode
    /// The view's own layout margins (`View.layoutMargins` set), or `nil` for the default.
    package var layoutMargins: Insets?
    /// `View.insetsLayoutMarginsFromSafeArea`; `true` by default.
    package var insetsLayoutMarginsFromSafeArea: Bool
    /// `View.preservesSuperviewLayoutMargins`; `false` by default.
    package var preservesSuperviewLayoutMargins: Bool
    /// The constraints listed on the view, its Auto Layout flags and priorities, its natural
    /// size and its keyboard guide's settings (see `Scene+Constraints.swift`).
    package var autoLayout = AutoLayoutSpec()

    /// Creates a view description with every property at its default.
    ///
    /// - Parameters:
    ///   - id: The view's id.
    ///   - kind: What kind of view.
    ///   - frame: The frame in the superview's coordinates.
    ///   - subviews: The subviews.
    package init(
      id: String? = nil, kind: ViewKind = .view, frame: Rect? = nil, subviews: [ViewSpec] = []
    ) {
      self.id = id
      self.kind = kind
      self.frame = frame
      self.isHidden = false
      self.alpha = 1
      self.isUserInteractionEnabled = true
      self.tag = 0
      self.autoresizing = []
      self.subviews = subviews
      self.contentSize = nil
      self.contentOffset = .zero
      self.contentInset = .zero
      self.contentInsetAdjustmentBehavior = .automatic
      self.isScrollEnabled = true
      self.alwaysBounceVertical = false
      self.ignoreScrollingAdjustment = false
      self.ignoreContentInsetAdjustment = false
      self.restoreContentOffset = false
      self.rowHeight = nil
      self.itemSize = nil
      self.spacing = nil
      self.cells = []
      self.text = ""
      self.placeholder = nil
      self.returnKeyType = .default
      self.distanceFromKeyboard = nil
      self.enableMode = .default
      self.ignoresNavigation = false
      self.isEditingEnabled = true
      self.caretRect = nil
      self.lineHeight = nil
      self.inputViewHeight = nil
      self.inputAccessoryViewHeight = 0
      self.keyboardDismissMode = .none
      self.layoutMargins = nil
      self.insetsLayoutMarginsFromSafeArea = true
      self.preservesSuperviewLayoutMargins = false
    }
  }

  /// A cell of a table or collection view: its id, its height (tables) and the subviews of its
  /// content view.
  package struct CellSpec: Sendable, Hashable {
    /// The cell's id.
    package var id: String?
    /// The row height of a table cell; `nil` uses the table's row height.
    package var height: Double?
    /// The subviews of the cell's content view.
    package var subviews: [ViewSpec]

    /// Creates a cell description.
    ///
    /// - Parameters:
    ///   - id: The cell's id.
    ///   - height: The row height of a table cell.
    ///   - subviews: The content view's subviews.
    package init(id: String? = nil, height: Double? = nil, subviews: [ViewSpec] = []) {
      self.id = id
      self.height = height
      self.subviews = subviews
    }
  }
}
