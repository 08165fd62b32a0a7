import KeyboardCore

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
  /// Draws a snapshot.
  ///
  /// - Parameters:
  ///   - snapshot: The scene to draw.
  ///   - columns: The width of the window's inside, in characters; at least 16.
  /// - Returns: The drawing, with a caption line under it and no trailing newline.
  public static func render(_ snapshot: SceneSnapshot, columns: Int = 48) -> String {
    let size = snapshot.windowFrame.size
    let width = Swift.max(16, columns)
    let scale = Double(width) / Swift.max(1, size.width)
    let height = Swift.max(4, Int(Swift.min(400, (size.height * scale / 2).rounded())))
    var grid = Grid(width: width, height: height)

    // Cells are clamped to a little outside the grid, so huge coordinates cannot overflow.
    func cell(_ value: Double, _ rule: FloatingPointRoundingRule, limit: Int) -> Int {
      let rounded = value.isNaN ? 0 : value.rounded(rule)
      return Int(Swift.min(Swift.max(rounded, -1), Double(limit + 1)))
    }
    func columnRange(_ rect: Rect) -> (Int, Int) {
      let left = cell(rect.minX * scale, .toNearestOrAwayFromZero, limit: width)
      let right = cell(rect.maxX * scale, .toNearestOrAwayFromZero, limit: width) - 1
      return (Swift.max(0, left), Swift.min(width - 1, Swift.max(left, right)))
    }
    func rowRange(_ rect: Rect) -> (Int, Int) {
      let top = cell(rect.minY * scale / 2, .down, limit: height)
      let bottom = cell(rect.maxY * scale / 2 - 0.01, .down, limit: height)
      return (Swift.max(0, top), Swift.min(height - 1, Swift.max(top, bottom)))
    }

    for view in snapshot.views {
      guard let rect = view.visibleRect else { continue }
      let (left, right) = columnRange(rect)
      let (top, bottom) = rowRange(rect)
      switch view.role {
      case .bar:
        grid.fill(rows: top...bottom, columns: left...right, with: "=")
      case .scrollView, .tableView, .collectionView:
        if bottom > top { grid.outline(rows: top...bottom, columns: left...right, with: ".") }
      case .textField:
        let row = Swift.min(
          height - 1, Swift.max(0, cell(rect.midY * scale / 2, .down, limit: height)))
        grid.field(view.name, row: row, columns: left...right, isActive: view.isFirstResponder)
      case .textView:
        if bottom > top {
          grid.box(
            view.name, rows: top...bottom, columns: left...right, isActive: view.isFirstResponder)
        } else {
          grid.field(view.name, row: top, columns: left...right, isActive: view.isFirstResponder)
        }
      case .controllerView, .view, .cell:
        break
      }
    }
    if let keyboard = snapshot.keyboard {
      let (left, right) = columnRange(keyboard.coveredRect)
      let (top, bottom) = rowRange(keyboard.coveredRect)
      grid.fill(rows: top...bottom, columns: left...right, with: ":")
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
    return parts.joined(separator: " · ")
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
