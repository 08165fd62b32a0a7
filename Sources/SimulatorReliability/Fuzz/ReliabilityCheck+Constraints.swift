import KeyboardCore
import KeyboardSimulator
import SceneFormat

// The Auto Layout properties, checked after every step of a scene with constraints: every
// required constraint that is active and not broken holds on the frames the engine wrote
// (within a pixel), and laying the window out again moves nothing.

extension ReliabilityCheck {
  /// The first Auto Layout property that `simulator`'s last step broke, or `nil`.
  ///
  /// Scenes without constraints are not checked (and not laid out again). A step whose layout
  /// did not settle (a `layout-not-settled` diagnostic), or whose constraints the engine found
  /// in a feedback loop with a safe area or guide they read (`layout-did-not-settle`), is not
  /// laid out again: it is counted apart, as in every soak. A later step laid out again into
  /// such a loop (the engine says so again) is not a failure either: the constraints feed back
  /// on what they set, so each layout moves them further (in UIKit too), and the app is told;
  /// `loopsAgain` is then set, since that layout moved views the scene's own replay does not.
  /// So is it where the step before ended in such a loop and this layout moves views: the
  /// rounds that loop left undone go on, even when they then settle.
  ///
  /// - Parameters:
  ///   - simulator: The simulator, just after a step.
  ///   - report: The step's report.
  ///   - step: The step's number.
  ///   - afterLoop: Whether the step before ended in a feedback loop.
  ///   - loopsAgain: Set when laying the window out again found a feedback loop.
  /// - Returns: The failure, or `nil`.
  package static func layoutFailure(
    in simulator: Simulator, after report: StepReport, step: Int, afterLoop: Bool = false,
    loopsAgain: inout Bool
  ) -> ReliabilityFailure? {
    let live = simulator.live
    guard !live.layoutConstraints.isEmpty else { return nil }
    if let failure = constraintFailure(in: live, step: step) { return failure }
    guard unsettledSteps(in: [report]) == 0, !Run.hasFeedbackLoop(report) else { return nil }
    let before = simulator.snapshot()
    let handler = live.window.diagnosticHandler
    var looped = false
    live.window.diagnosticHandler = { diagnostic in
      if diagnostic.code == .layoutDidNotSettle { looped = true }
      handler?(diagnostic)
    }
    live.window.setNeedsLayout()
    live.window.layoutIfNeeded()
    live.window.diagnosticHandler = handler
    // Constraints in a feedback loop move further at every layout: not a failure of the
    // engine, which says so.
    if looped {
      loopsAgain = true
      return nil
    }
    let after = simulator.snapshot()
    for view in before.views {
      guard let again = after.view(named: view.name), again.frame != view.frame else { continue }
      if afterLoop {
        loopsAgain = true
        return nil
      }
      return ReliabilityFailure(
        .layoutIdempotence, step: step,
        "laying the window out again moved \(view.name) from \(view.frame) to \(again.frame)")
    }
    return nil
  }

  /// The largest magnitude at which the constraints are checked (2^30 points, as the other
  /// exactness properties): beyond it sums lose the pixel.
  static let layoutLimit = 1_073_741_824.0

  /// The first required, active, unbroken constraint whose sides differ by more than a pixel
  /// on the frames (and guides' layout frames) the engine wrote.
  static func constraintFailure(in live: LiveScene, step: Int) -> ReliabilityFailure? {
    let window = live.window
    let pixel = 1 / live.screen.scale + 1e-9
    for entry in live.layoutConstraints {
      let constraint = entry.constraint
      guard constraint.isActive, constraint.priority.isRequired, !constraint.isBroken,
        let first = constraint.firstItem,
        let lhs = value(of: constraint.firstAttribute, of: first, in: window)
      else { continue }
      var rhs = constraint.constant
      if let second = constraint.secondItem {
        guard let value = value(of: constraint.secondAttribute, of: second, in: window) else {
          continue
        }
        rhs += constraint.multiplier * value
      }
      guard abs(lhs) <= layoutLimit, abs(rhs) <= layoutLimit else { continue }
      let holds: Bool
      switch constraint.relation {
      case .equal: holds = abs(lhs - rhs) <= pixel
      case .lessThanOrEqual: holds = lhs <= rhs + pixel
      case .greaterThanOrEqual: holds = lhs >= rhs - pixel
      }
      if !holds {
        return ReliabilityFailure(
          .constraints, step: step,
          "\(entry.spec.text) does not hold: \(lhs) \(constraint.relation.symbol) \(rhs) "
            + "(not broken, required)")
      }
    }
    return nil
  }

  /// An attribute of a view or guide in window coordinates, or `nil` when it is not in the
  /// window, lies beyond ``layoutLimit``, or the engine relates it otherwise (a scroll view's
  /// own edges, which mean its content's).
  static func value(of attribute: LayoutAttribute, of item: AnyObject, in window: Window)
    -> Double?
  {
    var rect: Rect
    var attribute = attribute
    var solved: (width: Double, height: Double)?
    // A frame within 2^30 of the window can still be the sum of huge ones (a view at -1e300
    // in a superview at 1e300) that lost the pixel on the way: read only items whose every
    // frame up to the window is within the limit.
    let owner = (item as? View) ?? (item as? LayoutGuide)?.owningView
    var ancestor = owner
    while let view = ancestor, view !== window {
      let frame = view.frame
      guard abs(frame.minX) <= layoutLimit, abs(frame.maxX) <= layoutLimit,
        abs(frame.minY) <= layoutLimit, abs(frame.maxY) <= layoutLimit
      else { return nil }
      ancestor = view.superview
    }
    if let view = item as? View {
      if let inMargins = attribute.marginsEdge {
        let guide = view.layoutMarginsGuide
        rect = view.convert(guide.layoutFrame, to: window)
        attribute = inMargins
        solved = guide.solvedLayoutSize
      } else {
        guard view.window === window, !(view is ScrollView && !attribute.isDimension),
          let frame = view.frameInWindow
        else { return nil }
        rect = frame
        solved = view.solvedLayoutSize
      }
    } else if let guide = item as? LayoutGuide, let owner = guide.owningView,
      owner.window === window
    {
      rect = owner.convert(guide.layoutFrame, to: window)
      solved = guide.solvedLayoutSize
    } else {
      return nil
    }
    // Far out (a 1e100-point screen) a frame's edges lose their pixels: its height can read 0.
    guard abs(rect.minX) <= layoutLimit, abs(rect.maxX) <= layoutLimit,
      abs(rect.minY) <= layoutLimit, abs(rect.maxY) <= layoutLimit
    else { return nil }
    // A size the constraints solved negative is written as 0 at the solved origin (UIKit keeps
    // the negative size), for a view's frame and a guide's layout frame alike: the far edge, the
    // centre and the length are read with the solved one.
    if let solved {
      if solved.width < 0 {
        switch attribute {
        case .right, .trailing: return rect.minX + solved.width
        case .width: return solved.width
        case .centerX: return rect.minX + solved.width / 2
        default: break
        }
      }
      if solved.height < 0 {
        switch attribute {
        case .bottom: return rect.minY + solved.height
        case .height: return solved.height
        case .centerY: return rect.minY + solved.height / 2
        case .firstBaseline, .lastBaseline: return rect.minY + 0.8 * solved.height
        default: break
        }
      }
    }
    switch attribute {
    case .left, .leading: return rect.minX
    case .right, .trailing: return rect.maxX
    case .top: return rect.minY
    case .bottom: return rect.maxY
    case .width: return rect.width
    case .height: return rect.height
    case .centerX: return rect.midX
    case .centerY: return rect.midY
    case .firstBaseline, .lastBaseline: return rect.minY + 0.8 * rect.height
    default: return nil
    }
  }
}

extension LayoutAttribute {
  /// The edge of the margins guide a margin attribute names, else `nil`.
  fileprivate var marginsEdge: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }
}
