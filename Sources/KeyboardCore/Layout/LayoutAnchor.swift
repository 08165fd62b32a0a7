/// The standard spacing between neighbouring views that `…SystemSpacing…` anchors use (8
/// points, UIKit's spacing at the default text size).
let systemSpacing: Double = 8

/// A horizontal edge or centre of a view or layout guide, as `NSLayoutXAxisAnchor`: makes
/// constraints to another horizontal anchor.
///
/// ```swift
/// field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
/// ```
///
/// An anchor refers to its item weakly through the constraints it makes; keeping one does not
/// keep the view alive.
public struct LayoutXAxisAnchor {
  let item: AnyObject
  let attribute: LayoutAttribute

  /// A constraint that this anchor equals `anchor` plus `constant`.
  public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: Double = 0)
    -> LayoutConstraint
  {
    LayoutConstraint(self.item, attribute, .equal, anchor.item, anchor.attribute, 1, constant)
  }

  /// A constraint that this anchor is at least `anchor` plus `constant`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0)
    -> LayoutConstraint
  {
    LayoutConstraint(
      self.item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant)
  }

  /// A constraint that this anchor is at most `anchor` plus `constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0)
    -> LayoutConstraint
  {
    LayoutConstraint(
      self.item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant)
  }

  /// A constraint that this anchor sits `multiplier` × the system spacing (8 points) after
  /// `anchor`, as UIKit's method of the same name.
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
    -> LayoutConstraint
  {
    constraint(equalTo: anchor, constant: systemSpacing * multiplier)
  }

  /// A constraint that this anchor sits at least `multiplier` × the system spacing after
  /// `anchor`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
  }

  /// A constraint that this anchor sits at most `multiplier` × the system spacing after
  /// `anchor`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    constraint(lessThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
  }
}

/// A vertical edge, centre or baseline of a view or layout guide, as `NSLayoutYAxisAnchor`:
/// makes constraints to another vertical anchor.
///
/// ```swift
/// bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
/// ```
public struct LayoutYAxisAnchor {
  let item: AnyObject
  let attribute: LayoutAttribute

  /// A constraint that this anchor equals `anchor` plus `constant`.
  public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Double = 0)
    -> LayoutConstraint
  {
    LayoutConstraint(self.item, attribute, .equal, anchor.item, anchor.attribute, 1, constant)
  }

  /// A constraint that this anchor is at least `anchor` plus `constant`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0)
    -> LayoutConstraint
  {
    LayoutConstraint(
      self.item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant)
  }

  /// A constraint that this anchor is at most `anchor` plus `constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0)
    -> LayoutConstraint
  {
    LayoutConstraint(
      self.item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant)
  }

  /// A constraint that this anchor sits `multiplier` × the system spacing (8 points) below
  /// `anchor`, as UIKit's method of the same name.
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
    -> LayoutConstraint
  {
    constraint(equalTo: anchor, constant: systemSpacing * multiplier)
  }

  /// A constraint that this anchor sits at least `multiplier` × the system spacing below
  /// `anchor`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
  }

  /// A constraint that this anchor sits at most `multiplier` × the system spacing below
  /// `anchor`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    constraint(lessThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
  }
}

/// A width or height of a view or layout guide, as `NSLayoutDimension`: makes constraints to a
/// constant or to another dimension times a multiplier.
///
/// ```swift
/// field.heightAnchor.constraint(equalToConstant: 44)
/// image.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
/// ```
public struct LayoutDimension {
  let item: AnyObject
  let attribute: LayoutAttribute

  /// A constraint that this dimension equals `constant`.
  public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(item, attribute, .equal, nil, .notAnAttribute, 1, constant)
  }

  /// A constraint that this dimension is at least `constant`.
  public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, 1, constant)
  }

  /// A constraint that this dimension is at most `constant`.
  public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(item, attribute, .lessThanOrEqual, nil, .notAnAttribute, 1, constant)
  }

  /// A constraint that this dimension equals `multiplier` × `dimension` + `constant`.
  public func constraint(
    equalTo dimension: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      item, attribute, .equal, dimension.item, dimension.attribute, multiplier, constant)
  }

  /// A constraint that this dimension is at least `multiplier` × `dimension` + `constant`.
  public func constraint(
    greaterThanOrEqualTo dimension: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      item, attribute, .greaterThanOrEqual, dimension.item, dimension.attribute, multiplier,
      constant)
  }

  /// A constraint that this dimension is at most `multiplier` × `dimension` + `constant`.
  public func constraint(
    lessThanOrEqualTo dimension: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      item, attribute, .lessThanOrEqual, dimension.item, dimension.attribute, multiplier,
      constant)
  }
}
