import KeyboardSimulator
import SceneFormat

/// 6. Simulator replay throughput on the example scenes, against building the same scenes
/// (a `Simulator` made, nothing replayed).
@MainActor func runSimulatorCases() {
  let examples = examplesFolder()
  guard
    let names = try? listJSONFiles(in: examples), !names.isEmpty
  else {
    results.append(
      BenchResult(
        name: "replay throughput", value: 0, unit: "steps/s", baseline: nil, spread: 0,
        note: "no example scenes found at \(examples)"))
    return
  }
  let scenes = names.compactMap { try? SceneLoader.load(contentsOfFile: examples + "/" + $0) }
  // Steps counted through the public API: one report per step.
  let steps = scenes.reduce(0) { count, scene in
    count + ((try? Simulator(scene: scene))?.run().steps.count ?? 0)
  }
  let replay = measure(samples: 9, iterations: 5) {
    for scene in scenes {
      if let simulator = try? Simulator(scene: scene) { blackHole(simulator.run()) }
    }
  }
  let build = measure(samples: 9, iterations: 5) {
    for scene in scenes { blackHole(try? Simulator(scene: scene)) }
  }
  let perStep = replay.median / Double(steps)
  results.append(
    BenchResult(
      name: "replay \(scenes.count) example scenes (\(steps) steps)", value: replay.median / 1e6,
      unit: "ms", baseline: nil, spread: replay.spreadPercent,
      note: "\(format(1e9 / perStep, digits: 0)) steps/s with full reports"))
  results.append(
    BenchResult(
      name: "build the same scenes only", value: build.median / 1e6, unit: "ms", baseline: nil,
      spread: build.spreadPercent,
      note: "replay / build \(format(replay.median / build.median, digits: 1))x"))
}

/// The repository's Examples folder, found from this file's path.
func examplesFolder() -> String {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  // …/Benchmarks/Sources/keyboard-bench/Replay.swift → …/Examples
  parts.removeLast(4)
  return parts.joined(separator: "/") + "/Examples"
}
