import SceneFormat

/// Places the view labels of one SVG panel so that no two overlap: a label whose box would
/// cover one already placed moves down a line at a time, and is left out when a few lines do
/// not free it (views stacked at one origin, a form of many tiny fields drawn small).
///
/// Boxes are estimated from the label's length and font size (Helvetica's average advance is
/// about 0.6 em) and kept in a grid of buckets, so placing a label costs O(1) amortised
/// however many views the scene has: boxes that do not overlap can only crowd a bucket so
/// much.
struct SVGLabelLayout {
  /// A label's box in picture coordinates.
  struct Box: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    func intersects(_ other: Box) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
  }

  /// Where a label's x coordinate is: its start, or its middle.
  enum Anchor {
    case start
    case middle
  }

  /// How many lines down a label may move before it is left out.
  static let maximumShifts = 6
  private static let bucketSize = 16.0

  private let bounds: Box
  private var buckets: [Bucket: [Box]] = [:]

  private struct Bucket: Hashable {
    var column: Int
    var row: Int
  }

  /// A layout for labels drawn inside `bounds` (the panel); labels wholly outside it are
  /// clipped away, so they are neither moved nor remembered.
  init(bounds: Box) {
    self.bounds = bounds
  }

  /// The estimated box of a label.
  static func box(
    _ text: String, x: Double, baseline: Double, size: Double, anchor: Anchor
  ) -> Box {
    let width = Double(text.count) * size * 0.6
    let minX = anchor == .middle ? x - width / 2 : x
    return Box(minX: minX, minY: baseline - size, maxX: minX + width, maxY: baseline + size * 0.25)
  }

  /// Finds where to draw a label, and remembers its box.
  ///
  /// - Returns: The baseline to draw it at: the one asked for when that is free, else the
  ///   first free line below; `nil` when every line tried overlaps a label already placed.
  mutating func place(
    _ text: String, x: Double, baseline: Double, size: Double, anchor: Anchor = .start
  ) -> Double? {
    let original = Self.box(text, x: x, baseline: baseline, size: size, anchor: anchor)
    guard original.intersects(bounds) else { return baseline }
    let step = size + 1
    for shift in 0...Self.maximumShifts {
      var box = original
      box.minY += Double(shift) * step
      box.maxY += Double(shift) * step
      guard box.intersects(bounds) else { return nil }
      let covered = buckets(covering: box)
      if !covered.contains(where: { buckets[$0]?.contains(where: box.intersects) ?? false }) {
        for bucket in covered { buckets[bucket, default: []].append(box) }
        return baseline + Double(shift) * step
      }
    }
    return nil
  }

  private func buckets(covering box: Box) -> [Bucket] {
    // Clamped to the panel, so the conversions below stay small whatever the geometry.
    func index(_ value: Double, _ low: Double, _ high: Double) -> Int {
      // checked: NaN reads as `low`; clamped to the panel
      Int(
        (Swift.min(Swift.max(value.isNaN ? low : value, low), high) / Self.bucketSize).rounded(
          .down))
    }
    let left = index(box.minX, bounds.minX, bounds.maxX)
    let right = index(box.maxX, bounds.minX, bounds.maxX)
    let top = index(box.minY, bounds.minY, bounds.maxY)
    let bottom = index(box.maxY, bounds.minY, bounds.maxY)
    var result: [Bucket] = []
    for row in top...bottom {
      for column in left...right { result.append(Bucket(column: column, row: row)) }
    }
    return result
  }
}
