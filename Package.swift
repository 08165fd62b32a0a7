// swift-tools-version: 6.0
import PackageDescription

// Targets in layer order; each depends only on the ones above it:
//   ConstraintSolver (Cassowary linear constraint solver; no dependencies) <- KeyboardCore
//   KeyboardCore <- ReturnManager
//   KeyboardCore <- SceneFormat (JSON reader, scene model, validation, coding)
//   SceneFormat, KeyboardCore, ReturnManager <- KeyboardSimulator (replay and rendering)
//   KeyboardTestSupport (seeded generator; no dependencies)
//   KeyboardSimulator, KeyboardTestSupport <- SimulatorReliability (random scenes, checks, soak)
//   SceneFormat, KeyboardCore <- SceneImport (storyboards, XIBs, view dumps -> screens)
//   SceneImport, SimulatorReliability <- SceneLint (every input on every device and keyboard)
//   SimulatorReliability, SceneImport, SceneLint <- SimulatorCommand <- keyboard-sim
let package = Package(
  name: "HeadlessKeyboardManager",
  products: [
    .library(name: "KeyboardCore", targets: ["KeyboardCore"]),
    .library(name: "ReturnManager", targets: ["ReturnManager"]),
    .library(name: "KeyboardSimulator", targets: ["SceneFormat", "KeyboardSimulator"]),
    .library(name: "SceneImport", targets: ["SceneImport", "SceneLint"]),
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    .executable(name: "keyboard-sim", targets: ["keyboard-sim"]),
  ],
  targets: [
    .target(name: "ConstraintSolver"),
    .target(name: "KeyboardCore", dependencies: ["ConstraintSolver"]),
    .target(name: "ReturnManager", dependencies: ["KeyboardCore"]),
    .target(name: "SceneFormat", dependencies: ["KeyboardCore"]),
    .target(
      name: "KeyboardSimulator",
      dependencies: ["SceneFormat", "KeyboardCore", "ReturnManager"]
    ),
    .target(name: "KeyboardTestSupport"),
    .target(
      name: "SimulatorReliability",
      dependencies: [
        "KeyboardSimulator", "SceneFormat", "KeyboardCore", "ReturnManager", "KeyboardTestSupport",
      ]
    ),
    .target(
      name: "SimulatorCommand",
      dependencies: [
        "SimulatorReliability", "KeyboardSimulator", "SceneFormat", "KeyboardCore",
        "ReturnManager", "SceneImport", "SceneLint",
      ]
    ),
    .target(name: "SceneImport", dependencies: ["SceneFormat", "KeyboardCore"]),
    .target(
      name: "SceneLint",
      dependencies: [
        "SceneImport", "SimulatorReliability", "KeyboardSimulator", "SceneFormat", "KeyboardCore",
        "ReturnManager",
      ]
    ),
    .executableTarget(name: "keyboard-sim", dependencies: ["SimulatorCommand"]),
    .testTarget(
      name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "KeyboardTestSupport"]
    ),
    .testTarget(name: "KeyboardCoreTests", dependencies: ["KeyboardCore", "KeyboardTestSupport"]),
    .testTarget(
      name: "ReturnManagerTests",
      dependencies: ["ReturnManager", "KeyboardCore", "KeyboardTestSupport"]
    ),
    .testTarget(
      name: "KeyboardSimulatorTests",
      dependencies: [
        "SimulatorCommand", "SimulatorReliability", "KeyboardSimulator", "SceneFormat",
        "KeyboardTestSupport", "KeyboardCore", "ReturnManager",
      ]
    ),
    .testTarget(
      name: "SceneImportTests",
      dependencies: [
        "SceneImport", "SceneLint", "SimulatorCommand", "SimulatorReliability",
        "KeyboardSimulator", "SceneFormat", "KeyboardCore",
      ],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
