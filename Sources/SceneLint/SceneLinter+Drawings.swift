import KeyboardSimulator
import SceneFormat

extension SceneLinter {
  /// The worst cases worth a drawing (``LintReport/worstCases``), each replayed again to give
  /// the step a drawing shows.
  ///
  /// The lint keeps no step reports (a step holds a snapshot of every view, so keeping one per
  /// input made memory grow with the square of the inputs); a drawing replays its case from
  /// the input before the worst one, which leaves the keyboard up as the lint's walk did, and
  /// then the worst input.
  ///
  /// - Parameters:
  ///   - report: The report.
  ///   - screens: The screens it was made from.
  /// - Returns: Per drawing, the screen, the input, the case and the step.
  package static func worstSteps(of report: LintReport, screens: [LintScreen])
    -> [(screen: String, field: String, lintCase: LintCase, step: StepReport)]
  {
    var byName: [String: LintScreen] = [:]
    for screen in screens where byName[screen.name] == nil { byName[screen.name] = screen }
    var result: [(String, String, LintCase, StepReport)] = []
    for (name, field, lintCase) in report.worstCases {
      guard let screen = byName[name], let index = screen.inputs.firstIndex(of: field) else {
        continue
      }
      var steps = [Scene.Step(.focus(field))]
      if index > 0 { steps.insert(Scene.Step(.focus(screen.inputs[index - 1])), at: 0) }
      let device = lintCase.device
      let scene = screen.scene(
        on: lintCase.screenSize,
        insets: lintCase.isLandscape ? device.landscapeInsets : device.portraitInsets,
        keyboard: lintCase.keyboard.spec, steps: steps)
      guard let simulator = try? Simulator(scene: scene, file: screen.name) else { continue }
      simulator.live.setAlignmentInsets(screen.alignmentInsets)
      var last: StepReport?
      while let step = simulator.step() { last = step }
      if let last { result.append((name, field, lintCase, last)) }
    }
    return result
  }
}
