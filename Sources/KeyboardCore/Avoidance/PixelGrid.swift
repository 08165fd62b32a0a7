/// Rounding to the pixel grid, with a tolerance of a millionth of a pixel so that
/// floating-point leftovers (292.00000000000006) count as on the grid.
struct PixelGrid {
  let scale: Double

  init(scale: Double) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  private static let tolerance = 1e-6

  /// The smallest grid value not below `value`.
  func up(_ value: Double) -> Double { snap(value, .up) }

  /// The largest grid value not above `value`.
  func down(_ value: Double) -> Double { snap(value, .down) }

  /// The grid value within the tolerance of `value`, else `value` itself: a sum of grid
  /// values that floating-point rounding left a few ulps off the grid.
  func settled(_ value: Double) -> Double {
    let line = down(value)
    return same(value, line) ? line : value
  }

  /// `value` on the grid by `rule`, or the nearest grid value when it is within the tolerance
  /// of one; non-finite and huge values are returned as they are.
  private func snap(_ value: Double, _ rule: FloatingPointRoundingRule) -> Double {
    guard value.isFinite else { return value }
    let pixels = value * scale
    guard pixels.isFinite else { return value }
    let nearest = pixels.rounded()
    if abs(pixels - nearest) <= Self.tolerance { return nearest / scale }
    return pixels.rounded(rule) / scale
  }

  /// Whether `value` is within the tolerance of zero.
  func isZero(_ value: Double) -> Bool {
    abs(value * scale) <= Self.tolerance
  }

  /// Whether `value` is positive by more than the tolerance: an overlap (the keyboard's with a
  /// scroll view, a bar's with a controller's view) of less is none.
  ///
  /// The plan's positions are sums that the applied tree holds exactly: 3e-14 of keyboard
  /// overlap (a view whose bottom the plan puts exactly at the keyboard's top) inset the
  /// distance on one pass and took it back on the next, where the overlap reads 0; 7e-15 of a
  /// navigation bar (a root lifted to -50.67 falling 94.67 reads 43.99999999999999 under a
  /// bar ending at 44) narrowed the safe area to the root's frame, where the applied root
  /// sits exactly at the bar's edge and narrows nothing.
  func isPositive(_ value: Double) -> Bool {
    value > 0 && !isZero(value)
  }

  /// Whether `a` is less than `b` by more than the grid sees (``same(_:_:)``).
  ///
  /// A frame whose top the plan's sums put a rounding error above the keyboard's bottom edge
  /// does not reach under the keyboard (its whole height read as the overlap), and a room
  /// above that differs from the required rise only by rounding does not limit the rise
  /// (rises it limits round down, and the field would stay covered by a fraction of a pixel
  /// with no reason to give).
  func isLess(_ a: Double, than b: Double) -> Bool {
    a < b && !same(a, b)
  }

  /// A move of `value` as the grid sees it: 0 when it is within the tolerance of zero, so
  /// that a move of floating-point leftovers (3e-14) is none, in the plan and in the trace.
  func move(_ value: Double) -> Double {
    isZero(value) ? 0 : value
  }

  /// Whether a move of `value` shows at least a pixel (to within the tolerance): one that
  /// shows less is nothing a user could see, and snapping an offset the host left off the
  /// grid would move it by a sliver on every pass.
  func showsAPixel(_ value: Double) -> Bool {
    value * scale >= 1 - Self.tolerance
  }

  /// Whether two positions are the same to within the tolerance, or to within the rounding
  /// of numbers their size (a millionth of a pixel means nothing at 1e98).
  ///
  /// Within ±2^53 points, where doubles hold whole points exactly, the relative part never
  /// hides a move of half a pixel or more (a scroll of 298 at an offset of 1e15 is a move): it
  /// is capped at half a pixel, or two units in the last place where those are coarser.
  func same(_ a: Double, _ b: Double) -> Bool {
    if a == b { return true }
    let difference = abs(a - b)
    if difference <= Self.tolerance / scale { return true }
    let magnitude = Swift.max(abs(a), abs(b))
    let cap = magnitude > Self.exactLimit ? .infinity : Swift.max(0.5 / scale, 2 * magnitude.ulp)
    return difference <= Swift.min(magnitude * 1e-12, cap)
  }

  /// The largest move in `(0, limit]` on the grid for which `holds` is true; 0 when one pixel
  /// does not hold.
  ///
  /// It is found from one pixel up by doubling (1, 3, 7, … pixels) and then halving, on the
  /// grid, between the last move that holds and the first that does not. For a `holds` that is
  /// true up to some move and false beyond it, that move. `limit` is on the grid.
  ///
  /// - Complexity: O(log(limit·scale)) calls of `holds`, at most 128.
  func largestMove(upTo limit: Double, where holds: (Double) -> Bool) -> Double {
    var good = 0.0
    var bad: Double?
    var step = 1 / scale
    for _ in 0..<64 {
      let move = Swift.min(good + step, limit)
      guard move > good else { break }
      if holds(move) {
        good = move
        step *= 2
      } else {
        bad = move
        break
      }
    }
    if var high = bad {
      for _ in 0..<64 {
        let middle = down(good + (high - good) / 2)
        guard middle > good, middle < high else { break }
        if holds(middle) { good = middle } else { high = middle }
      }
    }
    return good
  }

  /// 2^53: beyond it doubles no longer hold every whole point.
  private static let exactLimit = 9_007_199_254_740_992.0
}
