// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HeadlessKeyboardManager",
  products: [
    .library(name: "KeyboardCore", targets: ["KeyboardCore"]),
    .library(name: "ReturnManager", targets: ["ReturnManager"]),
    .library(name: "KeyboardSimulator", targets: ["KeyboardSimulator"]),
    .executable(name: "keyboard-sim", targets: ["keyboard-sim"]),
  ],
  targets: [
    .target(name: "KeyboardCore"),
    .target(name: "ReturnManager", dependencies: ["KeyboardCore"]),
    .target(name: "KeyboardSimulator", dependencies: ["KeyboardCore", "ReturnManager"]),
    .target(name: "SceneImport", dependencies: ["KeyboardSimulator", "KeyboardCore"]),
    .target(name: "SceneLint", dependencies: ["SceneImport", "KeyboardSimulator", "KeyboardCore"]),
    .executableTarget(
      name: "keyboard-sim", dependencies: ["KeyboardSimulator", "SceneImport", "SceneLint"]),
    .testTarget(name: "KeyboardCoreTests", dependencies: ["KeyboardCore"]),
    .testTarget(name: "ReturnManagerTests", dependencies: ["ReturnManager", "KeyboardCore"]),
    .testTarget(
      name: "KeyboardSimulatorTests",
      dependencies: ["KeyboardSimulator", "KeyboardCore", "ReturnManager"]
    ),
    .testTarget(
      name: "SceneImportTests",
      dependencies: ["SceneImport", "SceneLint", "KeyboardSimulator", "KeyboardCore"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
