import KeyboardCore

/// An Auto Layout constraint read from a storyboard or XIB, with its items named by the
/// scene's view ids.
///
/// The importer reads every `<constraint>` of a screen into this value, keeps it on
/// ``ImportedScreen/constraints`` and writes it into the scene as the first item's view's
/// `constraints` entry (those installed without a size class; see ``isInstalled(in:)``).
/// ``description`` is the constraint in the scene format's grammar:
///
/// ```
/// ITEM.ATTR RELATION [MULTIPLIER * ]ITEM.ATTR [+|- CONSTANT] [@PRIORITY]
/// ITEM.ATTR RELATION CONSTANT [@PRIORITY]
/// ```
///
/// for example `email.top == root.safeArea.top + 20`, `email.width == 0.5 * root.width @750`
/// or `email.height == 30`. An item is a view's id, or a guide of a view: `VIEW.safeArea`,
/// `VIEW.margins` (Interface Builder's "Margin" attributes, `leadingMargin`…),
/// `VIEW.readable`, `VIEW.keyboard`, `VIEW.content` and `VIEW.frameGuide` (a scroll view's
/// content and frame layout guides). The old `topLayoutGuide`'s bottom is
/// `ROOT.safeArea.top` and `bottomLayoutGuide`'s top is `ROOT.safeArea.bottom`. Numbers are
/// printed shortest-exact (`8`, `0.5`, `-20`); the priority is left out when it is 1000.
public struct ImportedConstraint: Sendable, Hashable, CustomStringConvertible {
  /// A layout attribute, as the scene format names it.
  public enum Attribute: String, Sendable, Hashable, CaseIterable {
    /// `leading`.
    case leading
    /// `trailing`.
    case trailing
    /// `left`.
    case left
    /// `right`.
    case right
    /// `top`.
    case top
    /// `bottom`.
    case bottom
    /// `width`.
    case width
    /// `height`.
    case height
    /// `centerX`.
    case centerX
    /// `centerY`.
    case centerY
    /// `firstBaseline`.
    case firstBaseline
    /// `lastBaseline` (Interface Builder's `baseline`).
    case lastBaseline
  }

  /// How the two sides relate.
  public enum Relation: String, Sendable, Hashable {
    /// `==`.
    case equal = "=="
    /// `<=` (Interface Builder's `lessThanOrEqual`).
    case lessThanOrEqual = "<="
    /// `>=` (Interface Builder's `greaterThanOrEqual`).
    case greaterThanOrEqual = ">="
  }

  /// One side: an item (a view id or a guide, `root.safeArea`) and an attribute.
  public struct Anchor: Sendable, Hashable, CustomStringConvertible {
    /// The item: a view's id, or `VIEW.GUIDE`.
    public var item: String
    /// The attribute.
    public var attribute: Attribute

    /// Creates an anchor.
    ///
    /// - Parameters:
    ///   - item: A view's id, or `VIEW.GUIDE`.
    ///   - attribute: The attribute.
    public init(_ item: String, _ attribute: Attribute) {
      self.item = item
      self.attribute = attribute
    }

    /// `item.attribute`.
    public var description: String { "\(item).\(attribute.rawValue)" }
  }

  /// A size-class variation that installs or removes the constraint
  /// (`<variation key="heightClass=compact">`).
  public struct Variation: Sendable, Hashable {
    /// The variation's key as written (`heightClass=compact`, `default`).
    public var key: String
    /// Whether the variation installs the constraint (`include`) or removes it (`exclude`).
    public var isInstalled: Bool

    /// Creates a variation.
    ///
    /// - Parameters:
    ///   - key: The variation's key (`heightClass=compact`).
    ///   - isInstalled: Whether it installs the constraint.
    public init(key: String, isInstalled: Bool) {
      self.key = key
      self.isInstalled = isInstalled
    }
  }

  /// The first item's side.
  public var first: Anchor
  /// The relation.
  public var relation: Relation
  /// The second item's side, or `nil` for a constant (`email.height == 30`).
  public var second: Anchor?
  /// The multiplier (Interface Builder's `1:2` ratios as their quotient, 0.5).
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority, 1000 for required.
  public var priority: Double
  /// Whether the constant is the system's standard spacing (`symbolic="YES"`); ``constant``
  /// is then the value Interface Builder resolved it to.
  public var isStandardSpacing: Bool
  /// The constraint's `identifier`, if any.
  public var identifier: String?
  /// The size-class variations that install or remove it.
  public var variations: [Variation]
  /// The document's id of the constraint.
  public var documentID: String
  /// The line of the `<constraint>` element.
  public var line: Int

  /// Creates a constraint.
  ///
  /// - Parameters:
  ///   - first: The first item's side.
  ///   - relation: The relation.
  ///   - second: The second item's side, or `nil` for a constant.
  ///   - multiplier: The multiplier.
  ///   - constant: The constant.
  ///   - priority: The priority.
  public init(
    _ first: Anchor, _ relation: Relation = .equal, _ second: Anchor? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.isStandardSpacing = false
    self.identifier = nil
    self.variations = []
    self.documentID = ""
    self.line = 0
  }

  /// Whether the constraint is installed when no size class applies: not removed by a
  /// `default` variation.
  public var isInstalledByDefault: Bool {
    !variations.contains { $0.key == "default" && !$0.isInstalled }
  }

  /// Whether the constraint is installed in a size class: the most specific of its
  /// variations that applies (`heightClass=compact-widthClass=regular` before
  /// `heightClass=compact`) decides; without one, ``isInstalledByDefault``.
  ///
  /// - Parameter sizeClass: The device's size classes.
  /// - Returns: Whether UIKit activates the constraint there.
  public func isInstalled(in sizeClass: SizeClass) -> Bool {
    var installed = isInstalledByDefault
    var specificity = 0
    for variation in variations where variation.key != "default" {
      guard let count = sizeClass.matches(variation.key), count >= specificity else { continue }
      installed = variation.isInstalled
      specificity = count
    }
    return installed
  }

  /// The size classes of a screen, the traits Interface Builder's `<variation>` keys name.
  ///
  /// A phone's width is compact in portrait, and in landscape too except on the wide phones
  /// (a portrait width of 414 points or more: the Plus and Max models, the iPhone XR and 11);
  /// its height is compact in landscape. A pad, full screen, is regular both ways.
  public struct SizeClass: Sendable, Hashable, CustomStringConvertible {
    /// Whether the horizontal size class is compact.
    public var isWidthCompact: Bool
    /// Whether the vertical size class is compact.
    public var isHeightCompact: Bool
    /// Whether the device is a pad (`userInterfaceIdiom=pad`).
    public var isPad: Bool

    /// The size classes of a full-screen window.
    ///
    /// - Parameter screen: The screen's size in points, in its orientation.
    public init(screen: Size) {
      let shortSide = Swift.min(screen.width, screen.height)
      isPad = shortSide >= 600
      let isLandscape = screen.width > screen.height
      isWidthCompact = !isPad && (!isLandscape || shortSide < 414)
      isHeightCompact = !isPad && isLandscape
    }

    /// `compact width, regular height`.
    public var description: String {
      "\(isWidthCompact ? "compact" : "regular") width, "
        + "\(isHeightCompact ? "compact" : "regular") height"
    }

    /// The number of traits a variation key names when they all hold here
    /// (`heightClass=compact-widthClass=regular`: 2), `nil` when one does not (an idiom other
    /// than phone or pad, such as `userInterfaceIdiom=mac`, never holds).
    func matches(_ key: String) -> Int? {
      var count = 0
      for part in key.split(separator: "-") {
        let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2 else { return nil }
        let holds: Bool
        switch (pair[0], pair[1]) {
        case ("widthClass", "compact"): holds = isWidthCompact
        case ("widthClass", "regular"): holds = !isWidthCompact
        case ("heightClass", "compact"): holds = isHeightCompact
        case ("heightClass", "regular"): holds = !isHeightCompact
        case ("userInterfaceIdiom", "pad"): holds = isPad
        case ("userInterfaceIdiom", "phone"): holds = !isPad
        default: holds = false
        }
        guard holds else { return nil }
        count += 1
      }
      return count
    }
  }

  /// The constraint in the scene format's grammar (`email.top == root.safeArea.top + 20`).
  public var description: String {
    var text = "\(first) \(relation.rawValue) "
    if let second {
      if multiplier != 1 { text += "\(Self.number(multiplier)) * " }
      text += second.description
      if constant > 0 {
        text += " + \(Self.number(constant))"
      } else if constant < 0 {
        text += " - \(Self.number(-constant))"
      }
    } else {
      text += Self.number(constant)
    }
    if priority != 1000 { text += " @\(Self.number(priority))" }
    return text
  }

  /// A number shortest-exact, without a trailing `.0` (`8`, `0.5`, `-20`).
  static func number(_ value: Double) -> String {
    value == 0 ? "0" : value.compactText
  }
}
