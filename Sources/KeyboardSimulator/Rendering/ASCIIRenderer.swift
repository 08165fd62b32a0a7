import KeyboardCore
import SceneFormat

/// Draws a snapshot in the terminal: a character grid scaled from points, with the window's
/// outline, bars (`=`), scroll views (dotted outlines), text fields as `[id]` boxes (the
/// active one as `>[id]<`), text views as boxes, and the keyboard band (`:`) on top.
///
/// ```
/// +----------------------------------------+
/// |========================================|
/// |  [name                              ]  |
/// |  >[password                        ]<  |
/// |::::::::::::::::::::::::::::::::::::::::|
/// +----------------------------------------+
/// ```
///
/// A character is about twice as tall as it is wide, so one row covers twice the points of a
/// column.
public enum ASCIIRenderer {
  /// The narrowest drawing, in characters.
  static let minimumColumns = 16
  /// The widest drawing, in characters, and the most rows a drawing has.
  static let maximumColumns = 400

  /// Draws a snapshot.
  ///
  /// Any finite geometry draws: views partly or wholly outside the window are clipped or left
  /// out, and a window too tall for 400 rows at the width's scale is squeezed
  /// vertically to fit.
  ///
  /// - Parameters:
  ///   - snapshot: The scene to draw.
  ///   - columns: The width of the window's inside, in characters; clamped to 16…400.
  /// - Returns: The drawing, with a caption line under it and no trailing newline.
  public static func render(_ snapshot: SceneSnapshot, columns: Int = 48) -> String {
    let size = snapshot.windowFrame.size
    let width = Swift.min(maximumColumns, Swift.max(minimumColumns, columns))
    let scale = Double(width) / Swift.max(1, size.width)
    // A character is about twice as tall as wide; a window taller than the row cap is squeezed.
    let naturalRows = (size.height * scale / 2).rounded()
    // checked: between 4 and maximumColumns (max(4, NaN) is 4)
    let height = Int(Swift.min(Double(maximumColumns), Swift.max(4, naturalRows)))
    let rowScale =
      naturalRows > Double(maximumColumns) ? Double(height) / size.height : scale / 2
    var grid = Grid(width: width, height: height)

    // Cells are clamped to a little outside the grid, so huge coordinates cannot overflow.
    func cell(_ value: Double, _ rule: FloatingPointRoundingRule, limit: Int) -> Int {
      let rounded = value.isNaN ? 0 : value.rounded(rule)
      // checked: NaN became 0 above; clamped to -1...limit + 1
      return Int(Swift.min(Swift.max(rounded, -1), Double(limit + 1)))
    }
    /// The cells from `first` to `last` (at least one) clipped to the grid, or `nil` when they
    /// lie wholly outside it.
    func clipped(_ first: Int, _ last: Int, limit: Int) -> ClosedRange<Int>? {
      let low = Swift.max(0, first)
      let high = Swift.min(limit - 1, Swift.max(first, last))
      return low <= high ? low...high : nil
    }
    func columnRange(_ rect: Rect) -> ClosedRange<Int>? {
      let left = cell(rect.minX * scale, .toNearestOrAwayFromZero, limit: width)
      let right = cell(rect.maxX * scale, .toNearestOrAwayFromZero, limit: width) - 1
      return clipped(left, right, limit: width)
    }
    func rowRange(_ rect: Rect) -> ClosedRange<Int>? {
      let top = cell(rect.minY * rowScale, .down, limit: height)
      let bottom = cell(rect.maxY * rowScale - 0.01, .down, limit: height)
      return clipped(top, bottom, limit: height)
    }

    for view in snapshot.views {
      guard let rect = view.visibleRect, let columns = columnRange(rect),
        let rows = rowRange(rect)
      else { continue }
      let name = view.name.neutralizingControlCharacters
      switch view.role {
      case .bar:
        grid.fill(rows: rows, columns: columns, with: "=")
      case .scrollView, .tableView, .collectionView:
        if rows.count > 1 { grid.outline(rows: rows, columns: columns, with: ".") }
      case .textField:
        let middle = cell(rect.midY * rowScale, .down, limit: height)
        let row = Swift.min(rows.upperBound, Swift.max(rows.lowerBound, middle))
        grid.field(name, row: row, columns: columns, isActive: view.isFirstResponder)
      case .textView:
        if rows.count > 1 {
          grid.box(name, rows: rows, columns: columns, isActive: view.isFirstResponder)
        } else {
          grid.field(
            name, row: rows.lowerBound, columns: columns, isActive: view.isFirstResponder)
        }
      case .controllerView, .view, .cell:
        break
      }
    }
    if let keyboard = snapshot.keyboard, let columns = columnRange(keyboard.coveredRect),
      let rows = rowRange(keyboard.coveredRect)
    {
      grid.fill(rows: rows, columns: columns, with: ":")
    }
    var lines = grid.lines(framed: true)
    lines.append(caption(snapshot))
    return lines.joined(separator: "\n")
  }

  static func caption(_ snapshot: SceneSnapshot) -> String {
    var parts = [
      "window \(snapshot.windowFrame.size)"
    ]
    if let keyboard = snapshot.keyboard {
      parts.append(
        "keyboard \(keyboard.kind.rawValue), top at y \(keyboard.coveredRect.minY.compactDescription)"
      )
    } else {
      parts.append("no keyboard")
    }
    parts.append("editing: \(snapshot.firstResponder ?? "nothing")")
    return parts.joined(separator: " · ").neutralizingControlCharacters
  }

  struct Grid {
    let width: Int
    let height: Int
    var cells: [[Character]]

    init(width: Int, height: Int) {
      self.width = width
      self.height = height
      cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    mutating func set(_ row: Int, _ column: Int, _ character: Character) {
      guard (0..<height).contains(row), (0..<width).contains(column) else { return }
      cells[row][column] = character
    }

    mutating func fill(rows: ClosedRange<Int>, columns: ClosedRange<Int>, with character: Character)
    {
      for row in rows {
        for column in columns { set(row, column, character) }
      }
    }

    mutating func outline(
      rows: ClosedRange<Int>, columns: ClosedRange<Int>, with character: Character
    ) {
      for column in columns {
        set(rows.lowerBound, column, character)
        set(rows.upperBound, column, character)
      }
      for row in rows {
        set(row, columns.lowerBound, character)
        set(row, columns.upperBound, character)
      }
    }

    mutating func write(_ text: String, row: Int, from column: Int, upTo last: Int) {
      var position = column
      for character in text where position <= last {
        set(row, position, character)
        position += 1
      }
    }

    /// A one-line field: `[name      ]`, or `>[name   ]<` when active.
    mutating func field(_ name: String, row: Int, columns: ClosedRange<Int>, isActive: Bool) {
      let left = columns.lowerBound
      let right = Swift.max(columns.upperBound, left + 2)
      fill(rows: row...row, columns: left...right, with: " ")
      set(row, left, "[")
      set(row, right, "]")
      write(name, row: row, from: left + 1, upTo: right - 1)
      if isActive {
        set(row, left - 1, ">")
        set(row, right + 1, "<")
      }
    }

    /// A box with the name on its first inside row; `#` borders when active.
    mutating func box(
      _ name: String, rows: ClosedRange<Int>, columns: ClosedRange<Int>, isActive: Bool
    ) {
      fill(rows: rows, columns: columns, with: " ")
      let horizontal: Character = isActive ? "#" : "-"
      let vertical: Character = isActive ? "#" : "|"
      for column in columns {
        set(rows.lowerBound, column, horizontal)
        set(rows.upperBound, column, horizontal)
      }
      for row in rows {
        set(row, columns.lowerBound, vertical)
        set(row, columns.upperBound, vertical)
      }
      for row in [rows.lowerBound, rows.upperBound] {
        set(row, columns.lowerBound, isActive ? "#" : "+")
        set(row, columns.upperBound, isActive ? "#" : "+")
      }
      let labelRow = rows.count > 2 ? rows.lowerBound + 1 : rows.lowerBound
      write(name, row: labelRow, from: columns.lowerBound + 1, upTo: columns.upperBound - 1)
    }

    func lines(framed: Bool) -> [String] {
      let border = "+" + String(repeating: "-", count: width) + "+"
      var result = [border]
      for row in cells {
        result.append("|" + String(row) + "|")
      }
      result.append(border)
      return result
    }
  }
}
