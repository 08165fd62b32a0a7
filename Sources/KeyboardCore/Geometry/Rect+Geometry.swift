extension Rect {
  /// The smallest x of the standardised rectangle.
  public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
  /// The x of the standardised rectangle's centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The largest x of the standardised rectangle.
  public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
  /// The smallest y (the top edge) of the standardised rectangle.
  public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
  /// The y of the standardised rectangle's centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The largest y (the bottom edge) of the standardised rectangle.
  public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
  /// The width of the standardised rectangle; never negative.
  public var width: Double { abs(size.width) }
  /// The height of the standardised rectangle; never negative.
  public var height: Double { abs(size.height) }

  /// The same area with a non-negative size and the origin at the top-left corner.
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: width, height: height)
  }

  /// Whether this is ``Rect/null``, the result of intersecting rectangles that do not meet.
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether the rectangle covers no area: it is null or has a zero width or height.
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// Whether every component is finite (neither NaN nor infinite).
  ///
  /// ``Rect/null`` is not finite. Views reject frames that are not finite.
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// The overlap of two rectangles, or ``Rect/null`` when they do not meet.
  ///
  /// Rectangles that only touch along an edge meet in a rectangle of zero width or height (not
  /// null), as `CGRect.intersection` does.
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let left = Swift.max(minX, other.minX)
    let right = Swift.min(maxX, other.maxX)
    let top = Swift.max(minY, other.minY)
    let bottom = Swift.min(maxY, other.maxY)
    guard left <= right, top <= bottom else { return .null }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether the rectangles overlap in a non-empty area.
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isEmpty
  }

  /// The smallest rectangle containing both; a null operand contributes nothing.
  public func union(_ other: Rect) -> Rect {
    if isNull { return other.standardized }
    if other.isNull { return standardized }
    let left = Swift.min(minX, other.minX)
    let top = Swift.min(minY, other.minY)
    return Rect(
      x: left, y: top,
      width: Swift.max(maxX, other.maxX) - left, height: Swift.max(maxY, other.maxY) - top)
  }

  /// The standardised rectangle moved by the given distances.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    return Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The standardised rectangle shrunk by `dx` on the left and right and `dy` on the top and
  /// bottom (grown for negative values); ``Rect/null`` when it would have a negative size.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    inset(by: Insets(top: dy, left: dx, bottom: dy, right: dx))
  }

  /// The standardised rectangle shrunk by the insets; ``Rect/null`` when it would have a
  /// negative size.
  public func inset(by insets: Insets) -> Rect {
    if isNull { return self }
    let newWidth = width - insets.horizontal
    let newHeight = height - insets.vertical
    guard newWidth >= 0, newHeight >= 0 else { return .null }
    return Rect(x: minX + insets.left, y: minY + insets.top, width: newWidth, height: newHeight)
  }

  /// The rectangle shrunk by the insets like ``inset(by:)``, but never ``Rect/null``.
  ///
  /// Where the insets exceed the size, the result is empty (zero width or height) past the
  /// leading inset, so ``insets(to:)`` then reads the whole extent as covered. The safe-area
  /// derivation uses it.
  func clampedInset(by insets: Insets) -> Rect {
    if isNull { return self }
    return Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: Swift.max(0, width - insets.horizontal),
      height: Swift.max(0, height - insets.vertical))
  }

  /// Whether the point lies inside: on the top or left edge counts, on the bottom or right
  /// edge does not (as `CGRect.contains(_:)`).
  public func contains(_ point: Point) -> Bool {
    !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether the other rectangle lies entirely inside this one (edges may coincide).
  public func contains(_ other: Rect) -> Bool {
    if isNull || other.isNull { return false }
    return other.minX >= minX && other.maxX <= maxX && other.minY >= minY
      && other.maxY <= maxY
  }

  /// The insets that turn `inner` into this rectangle's edges, clamped at zero: how far each
  /// edge of this rectangle reaches into `inner`.
  ///
  /// Used to derive safe-area insets: `frame.insets(to: safeRect)` is zero on an edge the safe
  /// rectangle does not cut.
  public func insets(to inner: Rect) -> Insets {
    if isNull || inner.isNull { return .zero }
    return Insets(
      top: Swift.min(height, Swift.max(0, inner.minY - minY)),
      left: Swift.min(width, Swift.max(0, inner.minX - minX)),
      bottom: Swift.min(height, Swift.max(0, maxY - inner.maxY)),
      right: Swift.min(width, Swift.max(0, maxX - inner.maxX)))
  }
}
