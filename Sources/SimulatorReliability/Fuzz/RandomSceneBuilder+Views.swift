import KeyboardCore
import KeyboardSimulator
import SceneFormat

extension RandomSceneBuilder {
  /// A plain controller's root view: usually a plain view, sometimes a scroll view or a table.
  mutating func rootView() -> Scene.ViewSpec {
    let width = screenWidth
    let height = screenHeight
    switch Int.random(in: 0..<20, using: &random) {
    case 0, 1:
      let id = nextID("s")
      scrollViews.append(id)
      var spec = Scene.ViewSpec(id: id, kind: .scrollView)
      let contentHeight = height + whole(0, 1200)
      spec.contentSize = Size(width: width, height: contentHeight)
      scrollKeys(&spec)
      spec.subviews = children(width: width, height: contentHeight, depth: 1, underPlain: false)
      return spec
    case 2:
      let id = nextID("table")
      lists.append(id)
      tables.append(id)
      var spec = Scene.ViewSpec(id: id, kind: .tableView)
      tableKeys(&spec, width: width, depth: 1)
      return spec
    default:
      let id = nextID("form")
      plains.append(id)
      var spec = Scene.ViewSpec(id: id, kind: .view)
      spec.subviews = children(width: width, height: height, depth: 1, underPlain: true)
      return spec
    }
  }

  mutating func children(
    width: Double, height: Double, depth: Int, underPlain: Bool, arranged: Bool = false
  ) -> [Scene.ViewSpec] {
    guard depth <= maxDepth, viewBudget > 0 else { return [] }
    let count: Int
    if depth <= 2 {
      count = Int.random(in: 1...4, using: &random)
    } else {
      count = isDeepTree || random.chance(0.6) ? 1 : 2
    }
    // A stack lays out its arranged views: masks are refused there.
    let masks = !arranged && random.chance(underPlain ? 0.35 : 0.15)
    var result: [Scene.ViewSpec] = []
    for _ in 0..<count {
      guard let child = view(width: width, height: height, depth: depth, masks: masks) else {
        break
      }
      result.append(child)
    }
    return result
  }

  /// One view at `depth` inside a superview of the given size, or `nil` when the budget is
  /// spent.
  mutating func view(width: Double, height: Double, depth: Int, masks: Bool)
    -> Scene.ViewSpec?
  {
    guard viewBudget > 0 else { return nil }
    viewBudget -= 1
    let canNest = depth < maxDepth && viewBudget > 0
    let containerChance = isDeepTree ? 0.95 : (maxDepth > 6 ? 0.6 : 0.45)
    var spec: Scene.ViewSpec
    if canNest && random.chance(containerChance) {
      let roll = Int.random(in: 0..<100, using: &random)
      if isDeepTree || roll < 36 {
        spec = plainView(width: width, height: height, depth: depth)
      } else if roll < 66 {
        spec = scrollView(width: width, height: height, depth: depth)
      } else if roll < 76 {
        spec = stackView(width: width, height: height, depth: depth)
      } else if roll < 88 {
        let id = nextID("table")
        lists.append(id)
        tables.append(id)
        spec = Scene.ViewSpec(
          id: id, kind: .tableView, frame: containerFrame(width: width, height: height))
        tableKeys(&spec, width: spec.frame?.width ?? width, depth: depth + 1)
      } else {
        let id = nextID("grid")
        lists.append(id)
        grids.append(id)
        spec = Scene.ViewSpec(
          id: id, kind: .collectionView, frame: containerFrame(width: width, height: height))
        collectionKeys(&spec, width: spec.frame?.width ?? width)
      }
    } else if random.chance(0.7) {
      spec = textField(width: width, height: height)
    } else {
      spec = textView(width: width, height: height)
    }
    commonKeys(&spec, masks: masks)
    return spec
  }

  mutating func containerFrame(width: Double, height: Double) -> Rect {
    let frameWidth = length(width * 0.5, width)
    return Rect(
      x: coordinate(0, Swift.max(0, width - frameWidth)), y: coordinate(0, height / 2),
      width: frameWidth, height: length(height / 3, height))
  }

  mutating func plainView(width: Double, height: Double, depth: Int) -> Scene.ViewSpec {
    let id = nextID("v")
    plains.append(id)
    let frame = containerFrame(width: width, height: height)
    var spec = Scene.ViewSpec(id: id, kind: .view, frame: frame)
    spec.subviews = children(
      width: frame.width, height: frame.height, depth: depth + 1, underPlain: true)
    navigationKeys(&spec)
    return spec
  }

  mutating func scrollView(width: Double, height: Double, depth: Int) -> Scene.ViewSpec {
    let id = nextID("s")
    scrollViews.append(id)
    let frame = containerFrame(width: width, height: height)
    var spec = Scene.ViewSpec(id: id, kind: .scrollView, frame: frame)
    let contentHeight = frame.height + whole(0, 800)
    if random.chance(0.12) {
      // Horizontal only: the move passes to the next vertical scroller.
      spec.contentSize = Size(width: frame.width * 3, height: frame.height)
    } else if random.chance(0.8) {
      spec.contentSize = Size(width: frame.width, height: contentHeight)
    }
    scrollKeys(&spec)
    spec.subviews = children(
      width: frame.width, height: contentHeight, depth: depth + 1, underPlain: false)
    navigationKeys(&spec)
    return spec
  }

  mutating func scrollKeys(_ spec: inout Scene.ViewSpec) {
    if random.chance(0.25) { spec.contentOffset = Point(x: 0, y: coordinate(-100, 300)) }
    if random.chance(0.12) {
      spec.contentInset = Insets(top: length(0, 60), bottom: length(0, 60))
    }
    if random.chance(0.3) {
      spec.contentInsetAdjustmentBehavior = random.pick([
        .automatic, .scrollableAxes, .never, .always,
      ])
    }
    spec.isScrollEnabled = !random.chance(0.1)
    spec.alwaysBounceVertical = random.chance(0.2)
    spec.ignoreScrollingAdjustment = random.chance(0.08)
    spec.ignoreContentInsetAdjustment = random.chance(0.08)
    spec.restoreContentOffset = random.chance(0.3)
  }

  mutating func tableKeys(_ spec: inout Scene.ViewSpec, width: Double, depth: Int) {
    scrollKeys(&spec)
    if random.chance(0.3) { spec.rowHeight = length(30, 90) }
    if random.chance(0.4) {
      tableLayoutKeys(&spec, width: width, depth: depth)
      return
    }
    spec.cells = tableCells(Int.random(in: 1...6, using: &random), width: width, depth: depth)
  }

  /// Table cells holding a field (or a text view), sometimes inside a plain view.
  mutating func tableCells(_ count: Int, width: Double, depth: Int) -> [Scene.CellSpec] {
    (0..<count).map { _ in
      var cell = Scene.CellSpec(id: nextID("c"))
      cells.append(cell.id ?? "")
      if random.chance(0.3) { cell.height = length(30, 120) }
      viewBudget -= 1
      var field =
        random.chance(0.8)
        ? textField(width: width, height: 40)
        : textView(
          width: width, height: 60)
      field.frame = Rect(x: 16, y: 5 + fraction(), width: Swift.max(10, width - 32), height: 30)
      if random.chance(0.15) && depth < maxDepth {
        let id = nextID("v")
        plains.append(id)
        cell.subviews = [
          Scene.ViewSpec(
            id: id, kind: .view, frame: Rect(x: 0, y: 0, width: width, height: 44),
            subviews: [field])
        ]
      } else {
        cell.subviews = [field]
      }
      return cell
    }
  }

  mutating func collectionKeys(_ spec: inout Scene.ViewSpec, width: Double) {
    scrollKeys(&spec)
    var item = Size(width: 100, height: 50)
    if random.chance(0.5) {
      item = Size(width: length(50, Swift.max(51, width)), height: length(30, 120))
      spec.itemSize = item
    }
    if random.chance(0.35) {
      flowKeys(&spec)
    } else if random.chance(0.5) {
      spec.spacing = length(0, 30)
    }
    spec.cells = (0..<Int.random(in: 1...8, using: &random)).map { _ in
      viewBudget -= 1
      var field = textField(width: item.width, height: item.height)
      field.frame = Rect(
        x: 4, y: 4, width: Swift.max(10, item.width - 8), height: Swift.min(30, item.height))
      let id = nextID("c")
      cells.append(id)
      return Scene.CellSpec(id: id, subviews: [field])
    }
  }

  mutating func fieldFrame(width: Double, height: Double) -> Rect {
    let fieldWidth = length(40, Swift.max(41, width - 20))
    return Rect(
      x: coordinate(0, Swift.max(0, width - fieldWidth)),
      y: coordinate(0, Swift.max(0, height - 30)), width: fieldWidth, height: length(20, 50))
  }

  mutating func textField(width: Double, height: Double) -> Scene.ViewSpec {
    let id = nextID("f")
    textFields.append(id)
    var spec = Scene.ViewSpec(
      id: id, kind: .textField, frame: fieldFrame(width: width, height: height))
    textKeys(&spec)
    return spec
  }

  mutating func textView(width: Double, height: Double) -> Scene.ViewSpec {
    let id = nextID("t")
    textViews.append(id)
    var spec = Scene.ViewSpec(
      id: id, kind: .textView, frame: fieldFrame(width: width, height: height))
    if random.chance(0.3) {
      // Taller than the area above any keyboard.
      spec.frame?.size.height = length(screenHeight * 0.6, screenHeight * 1.5)
    } else if random.chance(0.3) {
      spec.frame?.size.height = length(60, 300)
    }
    let frameHeight = spec.frame?.height ?? 30
    if random.chance(0.3) {
      textLayoutKeys(&spec)
      return spec
    }
    if random.chance(0.2) { spec.lineHeight = length(12, 40) }
    var contentHeight = frameHeight
    if random.chance(0.2) {
      contentHeight = frameHeight + whole(0, 2000)
      spec.contentSize = Size(width: spec.frame?.width ?? 100, height: contentHeight)
    }
    if random.chance(0.5) {
      spec.caretRect = Rect(
        x: 0, y: coordinate(0, Swift.max(0, contentHeight - 20)), width: 2,
        height: spec.lineHeight ?? 20)
    }
    if random.chance(0.3) { scrollKeys(&spec) }
    spec.isScrollEnabled = random.chance(0.7)
    textKeys(&spec)
    return spec
  }

  /// A container's navigation keys, rarely: a group with any order, an excluded subtree.
  mutating func navigationKeys(_ spec: inout Scene.ViewSpec) {
    if random.chance(0.1) { spec.navigationGroup = random.pick(Scene.OrderMode.allCases) }
    if random.chance(0.03) { spec.isExcludedFromNavigation = true }
  }

  /// A text input's traits, links and delegate, rarely; links go to inputs made before.
  mutating func traitKeys(_ spec: inout Scene.ViewSpec) {
    if random.chance(0.1) { spec.keyboardType = random.pick(KeyboardType.allCases) }
    if random.chance(0.05) { spec.isSecureTextEntry = true }
    if random.chance(0.05) {
      spec.textContentType = random.pick(["username", "password", "oneTimeCode", "postalCode"])
    }
    guard usesLinksAndDelegates else { return }
    let earlier = (inputsBeforeSteps ?? inputs).filter { $0 != spec.id }
    if !earlier.isEmpty, random.chance(0.04) { spec.next = random.pick(earlier) }
    if !earlier.isEmpty, random.chance(0.03) { spec.previous = random.pick(earlier) }
    if random.chance(0.02) { spec.shouldBeginEditing = false }
    if random.chance(0.02) { spec.shouldEndEditing = false }
    if random.chance(0.03) { spec.shouldReturn = false }
  }

  mutating func textKeys(_ spec: inout Scene.ViewSpec) {
    traitKeys(&spec)
    if random.chance(0.15) { spec.distanceFromKeyboard = coordinate(-20, 60) }
    if random.chance(0.08) { spec.enableMode = random.pick(EnableMode.allCases) }
    if random.chance(0.05) { spec.ignoresNavigation = true }
    if random.chance(0.05) { spec.isEditingEnabled = false }
    if random.chance(0.1) { spec.returnKeyType = random.pick(ReturnKeyType.allCases) }
    if random.chance(0.2) { spec.text = random.pick(["hello", "a\nb", "é", "x"]) }
    if random.chance(0.1) { spec.placeholder = "Name" }
  }

  mutating func commonKeys(_ spec: inout Scene.ViewSpec, masks: Bool) {
    if random.chance(0.03) { spec.isHidden = true }
    if random.chance(0.03) {
      spec.alpha = 0
    } else if random.chance(0.03) {
      spec.alpha = 0.5
    }
    if random.chance(0.02) { spec.isUserInteractionEnabled = false }
    if random.chance(0.3) { spec.tag = Int.random(in: 0...20, using: &random) }
    if masks {
      spec.autoresizing = Scene.Autoresizing.allCases.filter { _ in random.chance(0.4) }
    }
  }
}
