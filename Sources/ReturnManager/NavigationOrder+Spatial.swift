import KeyboardCore

extension NavigationOrder {
  /// The input nearest to `input` in a direction on screen: where an arrow key or a D-pad
  /// moves focus, by the beam rules of Android's focus finder and the web's spatial
  /// navigation.
  ///
  /// Positions are the inputs' frames in the resting space (``restingFrame(of:)``), so
  /// scrolling does not change the answer. The rules, going down (the other directions are the
  /// same turned):
  /// 1. A candidate is an input of the order below `input`: its top edge is below `input`'s
  ///    top edge (or at or below its bottom edge), and its bottom edge is below `input`'s
  ///    bottom edge.
  /// 2. Candidates in the *beam* (overlapping `input` horizontally) come before all others.
  /// 3. Among candidates of the same kind, the nearest wins: the smallest
  ///    `13 × major² + minor²`, where `major` is the gap from `input`'s bottom edge to the
  ///    candidate's top edge (0 when they overlap) and `minor` the distance between their
  ///    horizontal centres.
  /// 4. Exact ties go to the candidate earlier in the order.
  ///
  /// The rules are symmetric, so on a mirrored form read right to left
  /// (``Mode/readingOrder(direction:rowTolerance:)`` with `.rightToLeft`), `.left` finds the
  /// mirror image of what `.right` finds on the original.
  ///
  /// ```swift
  /// order.input(toward: .down, from: firstName)   // the field below, not the one beside it
  /// ```
  ///
  /// - Parameters:
  ///   - direction: The direction on screen.
  ///   - input: The input to move from; it must be in the order.
  /// - Returns: The nearest input in that direction, or `nil` when there is none or `input`
  ///   is not in the order.
  /// - Complexity: O(n · d), n the inputs in the order and d their depth.
  public func input(toward direction: SpatialDirection, from input: any TextInput)
    -> (any TextInput)?
  {
    guard contains(input), let source = restingFrame(of: input) else { return nil }
    var best: (input: any TextInput, inBeam: Bool, distance: Double)?
    for candidate in inputs where candidate !== input {
      guard let rect = restingFrame(of: candidate),
        Self.lies(rect, toward: direction, of: source)
      else { continue }
      let inBeam = Self.overlapsBeam(rect, toward: direction, of: source)
      let distance = Self.weightedDistance(rect, toward: direction, from: source)
      if let current = best {
        if current.inBeam && !inBeam { continue }
        if current.inBeam == inBeam && current.distance <= distance { continue }
      }
      best = (candidate, inBeam, distance)
    }
    return best?.input
  }

  /// Rule 1: whether `rect` lies in `direction` from `source`.
  static func lies(_ rect: Rect, toward direction: SpatialDirection, of source: Rect) -> Bool {
    switch direction {
    case .down:
      (source.minY < rect.minY || source.maxY <= rect.minY) && source.maxY < rect.maxY
    case .up:
      (source.maxY > rect.maxY || source.minY >= rect.maxY) && source.minY > rect.minY
    case .right:
      (source.minX < rect.minX || source.maxX <= rect.minX) && source.maxX < rect.maxX
    case .left:
      (source.maxX > rect.maxX || source.minX >= rect.maxX) && source.minX > rect.minX
    }
  }

  /// Rule 2: whether `rect` overlaps `source` across the direction of travel.
  static func overlapsBeam(_ rect: Rect, toward direction: SpatialDirection, of source: Rect)
    -> Bool
  {
    switch direction {
    case .up, .down: rect.maxX > source.minX && rect.minX < source.maxX
    case .left, .right: rect.maxY > source.minY && rect.minY < source.maxY
    }
  }

  /// Rule 3: `13 × major² + minor²`.
  static func weightedDistance(
    _ rect: Rect, toward direction: SpatialDirection, from source: Rect
  ) -> Double {
    let major: Double
    let minor: Double
    switch direction {
    case .down:
      major = Swift.max(0, rect.minY - source.maxY)
      minor = abs(rect.midX - source.midX)
    case .up:
      major = Swift.max(0, source.minY - rect.maxY)
      minor = abs(rect.midX - source.midX)
    case .right:
      major = Swift.max(0, rect.minX - source.maxX)
      minor = abs(rect.midY - source.midY)
    case .left:
      major = Swift.max(0, source.minX - rect.maxX)
      minor = abs(rect.midY - source.midY)
    }
    return 13 * major * major + minor * minor
  }
}
