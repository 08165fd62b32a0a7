import KeyboardCore
import KeyboardSimulator
import SceneFormat

// Random stack views, data-source tables with sections, styles and header views, collection
// flow layouts, text views laid out from their lines, and `updateView` steps of their keys.

extension RandomSceneBuilder {
  static let distributions: [StackView.Distribution] = [
    .fill, .fillEqually, .fillProportionally, .equalSpacing,
  ]
  static let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing]
  static let styles: [TableView.Style] = [.plain, .grouped, .insetGrouped]
  static let lineWords = ["", "a", "Hello", "Leave it at the door", "é", "0123456789", "  "]

  /// A stack of random views, sometimes sized to fit.
  mutating func stackView(width: Double, height: Double, depth: Int) -> Scene.ViewSpec {
    let id = nextID("k")
    stacks.append(id)
    let frame = containerFrame(width: width, height: height)
    var spec = Scene.ViewSpec(id: id, kind: .stackView, frame: frame)
    spec.stack.axis = random.chance(0.7) ? .vertical : .horizontal
    spec.stack.spacing = random.chance(0.1) ? -4 : length(0, 20)
    spec.stack.distribution = random.pick(Self.distributions)
    spec.stack.alignment = random.pick(Self.alignments)
    spec.stack.sizesToFit = random.chance(0.5)
    spec.subviews = children(
      width: frame.width, height: frame.height, depth: depth + 1, underPlain: false,
      arranged: true)
    if spec.subviews.count > 1, random.chance(0.2) {
      // A hidden arranged view: it takes no room.
      spec.subviews[Int.random(in: 0..<spec.subviews.count, using: &random)].isHidden = true
    }
    return spec
  }

  /// Sections from a data source: counted rows with fields at a few rows, or listed cells;
  /// a style, header and footer heights, and sometimes table header and footer views.
  mutating func tableLayoutKeys(_ spec: inout Scene.ViewSpec, width: Double, depth: Int) {
    spec.table.style = random.pick(Self.styles)
    if random.chance(0.3) { spec.table.sectionHeaderHeight = length(0, 60) }
    if random.chance(0.3) { spec.table.sectionFooterHeight = length(0, 40) }
    if spec.table.style == .insetGrouped, random.chance(0.3) {
      spec.table.insetGroupedMargin = random.pick([16, 20, length(0, 40)])
    }
    if random.chance(0.25) {
      spec.table.headerView = .height(length(0, 200))
    } else if random.chance(0.1), viewBudget > 0 {
      viewBudget -= 1
      var header = textField(width: width, height: 44)
      header.frame = Rect(x: 0, y: 0, width: width, height: length(30, 60))
      spec.table.headerView = .view(header)
    }
    if random.chance(0.2) { spec.table.footerView = .height(length(0, 120)) }
    let sectionCount = Int.random(in: 1...4, using: &random)
    spec.table.sections = (0..<sectionCount).map { _ in
      var section: Scene.SectionSpec
      if random.chance(0.6) {
        let count = random.chance(0.1) ? whole(0, 3000) : whole(0, 300)
        let rows = Int(count)  // checked: a whole number from 0 to 3,000
        var placed: [Scene.PlacedCell] = []
        if rows > 0 {
          let picks = Set(
            (0..<Int.random(in: 0...3, using: &random)).map { _ in
              Int.random(in: 0..<rows, using: &random)
            })
          placed = picks.sorted().map { row in
            Scene.PlacedCell(row: row, cell: tableCells(1, width: width, depth: depth)[0])
          }
        }
        section = Scene.SectionSpec(
          rows: .counted(
            count: rows, height: random.chance(0.5) ? length(30, 90) : nil, cells: placed))
      } else {
        section = Scene.SectionSpec(
          rows: .cells(
            tableCells(Int.random(in: 0...4, using: &random), width: width, depth: depth)))
      }
      if random.chance(0.3) { section.headerHeight = length(0, 60) }
      if random.chance(0.3) { section.footerHeight = length(0, 40) }
      return section
    }
    if sectionCount == 1, case .counted = spec.table.sections?[0].rows, random.chance(0.5) {
      spec.table.isRowsShorthand = true
    }
  }

  /// Separate line and item spacings, a section inset and sometimes horizontal scrolling.
  mutating func flowKeys(_ spec: inout Scene.ViewSpec) {
    if random.chance(0.7) { spec.flow.minimumLineSpacing = length(0, 30) }
    if random.chance(0.7) { spec.flow.minimumInteritemSpacing = length(0, 30) }
    if random.chance(0.5) {
      spec.flow.sectionInset = Insets(
        top: length(0, 30), left: length(0, 30), bottom: length(0, 30), right: length(0, 30))
    }
    if random.chance(0.4) { spec.flow.scrollDirection = .horizontal }
  }

  /// A text view whose content and caret follow from its lines.
  mutating func textLayoutKeys(_ spec: inout Scene.ViewSpec) {
    guard let id = spec.id else { return }
    textLayoutViews.append(id)
    if random.chance(0.3) { scrollKeys(&spec) }
    spec.isScrollEnabled = random.chance(0.7)
    textKeys(&spec)
    spec.contentSize = nil
    let count =
      random.chance(0.2)
      ? Int.random(in: 20...120, using: &random)
      : Int.random(
        in: 1...12, using: &random)
    spec.text = (0..<count).map { _ in random.pick(Self.lineWords) }.joined(separator: "\n")
    spec.textLayout.sizesContentToText = true
    if random.chance(0.3) {
      spec.textLayout.fontSize = random.pick([12, 14, 17, 22, length(1, 40)])
    } else if random.chance(0.2) {
      spec.lineHeight = length(12, 40)
    }
    if random.chance(0.3) {
      spec.textLayout.textContainerInset = Insets(
        top: length(0, 20), left: length(0, 20), bottom: length(0, 20), right: length(0, 20))
    }
    if random.chance(0.4) {
      spec.textLayout.characterWidth = random.pick([7, 8.5, 10, length(1, 30)])
    }
    if random.chance(0.5) {
      spec.textLayout.caretPosition = Int.random(in: 0...spec.text.count, using: &random)
    }
  }

  /// An `updateView` of a stack, a data-source table, a collection's flow or a text view laid
  /// out from its text, or `nil` when the scene has none.
  mutating func layoutUpdate() -> Scene.Action? {
    var kinds: [Int] = []
    if !stacks.isEmpty { kinds.append(0) }
    if !tables.isEmpty { kinds.append(1) }
    if !grids.isEmpty { kinds.append(2) }
    if !textLayoutViews.isEmpty { kinds.append(3) }
    guard !kinds.isEmpty else { return nil }
    var update = Scene.ViewUpdate()
    switch random.pick(kinds) {
    case 0:
      let id = random.pick(stacks)
      switch Int.random(in: 0..<5, using: &random) {
      case 0: update.layout.axis = random.chance(0.5) ? .vertical : .horizontal
      case 1: update.layout.spacing = length(0, 30)
      case 2: update.layout.distribution = random.pick(Self.distributions)
      case 3: update.layout.alignment = random.pick(Self.alignments)
      default: update.isHidden = random.chance(0.3)
      }
      return .updateView(id, update)
    case 1:
      let id = random.pick(tables)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: update.layout.rowHeight = length(20, 120)
      case 1: update.layout.sectionHeaderHeight = length(0, 80)
      default: update.layout.sectionFooterHeight = length(0, 80)
      }
      return .updateView(id, update)
    case 2:
      let id = random.pick(grids)
      switch Int.random(in: 0..<5, using: &random) {
      case 0: update.layout.itemSize = Size(width: length(20, 300), height: length(20, 150))
      case 1: update.layout.minimumLineSpacing = length(0, 40)
      case 2: update.layout.minimumInteritemSpacing = length(0, 40)
      case 3:
        update.layout.sectionInset = Insets(top: length(0, 40), left: length(0, 40))
      default: update.layout.scrollDirection = random.chance(0.5) ? .vertical : .horizontal
      }
      return .updateView(id, update)
    default:
      let id = random.pick(textLayoutViews)
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        update.layout.lines = (0..<Int.random(in: 0...80, using: &random)).map { _ in
          random.pick(Self.lineWords)
        }
      case 1: update.layout.fontSize = random.pick([12, 17, 28, length(1, 40)])
      case 2: update.layout.textContainerInset = Insets(top: length(0, 30), bottom: length(0, 30))
      case 3: update.layout.characterWidth = random.pick([6, 9, length(1, 20)])
      default: update.layout.caretPosition = Int.random(in: 0...400, using: &random)
      }
      return .updateView(id, update)
    }
  }
}
