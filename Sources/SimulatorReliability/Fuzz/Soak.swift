import KeyboardCore
import KeyboardSimulator
import SceneFormat

/// Runs the reliability checks over many random scenes and collects shrunk failures.
///
/// ```swift
/// let report = Soak.run(seeds: 0..<10_000)
/// print(report.summary)  // "10000 passed, 0 failed"
/// ```
package enum Soak {
  /// One failing seed: the failure, and the minimal scene that reproduces it.
  package struct Finding: Sendable, Hashable {
    /// The seed of the random scene.
    package var seed: UInt64
    /// What broke in the shrunk scene.
    package var failure: ReliabilityFailure
    /// The shrunk scene, named after the seed, ready to become a regression example.
    package var scene: Scene
  }

  /// A scene with a step whose layout had not settled: not a failure, a loop to look at.
  package struct Unsettled: Sendable, Hashable {
    /// The seed of the random scene.
    package var seed: UInt64
    /// How many of its steps had not settled.
    package var steps: Int
    /// The scene, named after the seed, shrunk to what still has a step whose layout does not
    /// settle with every property holding (``ReliabilityCheck/shrinkUnsettled(_:unsettledSteps:attempts:)``).
    package var scene: Scene
  }

  /// What a soak found.
  package struct Report: Sendable, Hashable {
    /// How many random scenes were replayed.
    package var sequences: Int
    /// How many steps they had in all.
    package var steps: Int
    /// The failing seeds (at most the number asked for), shrunk.
    package var findings: [Finding]
    /// How many scenes failed (all of them, also those past the findings kept).
    package var failed: Int
    /// How many scenes failed each property.
    package var failuresByProperty: [ReliabilityFailure.Property: Int] = [:]
    /// How many scenes of each edge class were replayed (``RandomScene/EdgeClass``).
    package var scenesByEdgeClass: [RandomScene.EdgeClass: Int] = [:]
    /// How many scenes of each edge class failed.
    package var failuresByEdgeClass: [RandomScene.EdgeClass: Int] = [:]
    /// What the scenes exercised.
    package var coverage = SoakCoverage()
    /// How many scenes had a step whose layout did not settle (every property may still hold).
    package var unsettledScenes = 0
    /// How many steps, in all, did not settle.
    package var unsettledSteps = 0
    /// The first scenes with an unsettled step (at most the number of findings asked for),
    /// shrunk.
    package var unsettled: [Unsettled] = []
    /// How many scenes had a step whose constraints the engine diagnosed in a feedback loop
    /// (``ReliabilityCheck/Outcome/feedbackLoopSteps``).
    package var feedbackLoopScenes = 0
    /// How many of them were laid out again into the loop by the checks, which stopped there
    /// (``ReliabilityCheck/Outcome/relaidIntoLoop``).
    package var relaidIntoLoopScenes = 0
    /// The first seeds of ``relaidIntoLoopScenes`` (at most the number of findings asked for).
    package var relaidIntoLoopSeeds: [UInt64] = []

    /// The closing line: `N passed, F failed`.
    package var summary: String { "\(sequences - failed) passed, \(failed) failed" }
  }

  /// Replays one random scene per seed and checks every step.
  ///
  /// Every shrunk scene kept is one whose scene file text loads (``SceneLoader/parse(_:file:)``).
  ///
  /// - Parameters:
  ///   - seeds: The seeds to run.
  ///   - maxSteps: The longest event script per scene.
  ///   - keep: How many failures to shrink and keep.
  ///   - allowsExtremes: Whether scenes may have extreme finite geometry (see
  ///     ``RandomScene/make(seed:maxSteps:allowsExtremes:constraints:)``).
  ///   - constraints: Whether scenes include a screen laid out by constraints.
  ///   - edgeClasses: Whether one seed in five makes a scene of an edge class
  ///     (``RandomScene/EdgeClass``).
  ///   - rulesSwitchedOff: The solver's special rules every scene is replayed without
  ///     (``SpecialRule``), to find scenes that need them.
  /// - Returns: The counts, the coverage and the shrunk failures.
  package static func run(
    seeds: Range<UInt64>, maxSteps: Int = 16, keep: Int = 5, allowsExtremes: Bool = true,
    constraints: Bool = false, edgeClasses: Bool = false,
    rulesSwitchedOff: SpecialRules = SpecialRules()
  ) -> Report {
    var report = Report(sequences: 0, steps: 0, findings: [], failed: 0)
    for seed in seeds {
      var scene = RandomScene.make(
        seed: seed, maxSteps: maxSteps, allowsExtremes: allowsExtremes, constraints: constraints,
        edgeClasses: edgeClasses)
      scene.rulesSwitchedOff = rulesSwitchedOff
      let edge = edgeClasses ? RandomScene.edgeClass(seed: seed) : nil
      if let edge { report.scenesByEdgeClass[edge, default: 0] += 1 }
      report.sequences += 1
      report.steps += scene.steps.count
      report.coverage.record(scene)
      let outcome = ReliabilityCheck.outcome(of: scene)
      if outcome.feedbackLoopSteps > 0 || outcome.relaidIntoLoop {
        report.feedbackLoopScenes += 1
      }
      if outcome.relaidIntoLoop {
        report.relaidIntoLoopScenes += 1
        if report.relaidIntoLoopSeeds.count < keep { report.relaidIntoLoopSeeds.append(seed) }
      }
      if outcome.unsettledSteps > 0 {
        report.unsettledScenes += 1
        report.unsettledSteps += outcome.unsettledSteps
        if report.unsettled.count < keep {
          // A failing scene is kept as a failure; its unsettled steps are only counted.
          var kept = scene
          var keptSteps = outcome.unsettledSteps
          if outcome.failure == nil {
            (kept, keptSteps) = ReliabilityCheck.shrinkUnsettled(
              scene, unsettledSteps: outcome.unsettledSteps)
          }
          kept.name = "unsettled layout seed \(seed)"
          kept.summary =
            "Found by the reliability soak (seed \(seed)): the layout of \(keptSteps) "
            + (keptSteps == 1 ? "step" : "steps")
            + " had not settled after 8 passes (\(outcome.unsettledSteps) in the whole scene); "
            + "every property held"
          report.unsettled.append(
            Unsettled(seed: seed, steps: outcome.unsettledSteps, scene: kept))
        }
      }
      guard let failure = outcome.failure else { continue }
      report.failed += 1
      report.failuresByProperty[failure.property, default: 0] += 1
      if let edge { report.failuresByEdgeClass[edge, default: 0] += 1 }
      guard report.findings.count < keep else { continue }
      var (shrunk, shrunkFailure) = ReliabilityCheck.shrink(scene, failure: failure)
      shrunk.name = "reliability seed \(seed)" + (edge.map { " (\($0.rawValue))" } ?? "")
      shrunk.summary = summary(seed: seed, failure: shrunkFailure)
      if !ReliabilityCheck.loads(shrunk) {
        // Never hand out a file that does not load: keep the whole scene instead.
        shrunk = scene
        shrunkFailure = failure
        shrunk.name = "reliability seed \(seed)"
        shrunk.summary = summary(seed: seed, failure: failure)
      }
      report.findings.append(Finding(seed: seed, failure: shrunkFailure, scene: shrunk))
    }
    return report
  }

  /// The description of a shrunk scene: its first line, within the format's string limit.
  static func summary(seed: UInt64, failure: ReliabilityFailure) -> String {
    let firstLine = failure.description.split(separator: "\n").first.map(String.init) ?? ""
    let text = "Minimal case found by the reliability soak (seed \(seed)): \(firstLine)"
    return String(text.unicodeScalars.prefix(900))
  }
}
