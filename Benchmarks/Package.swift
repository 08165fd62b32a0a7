// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so the library's graph stays clean; always run them
// in release: swift run -c release --package-path Benchmarks keyboard-bench
let package = Package(
  name: "Benchmarks",
  dependencies: [.package(name: "HeadlessKeyboardManager", path: "..")],
  targets: [
    .executableTarget(
      name: "keyboard-bench",
      dependencies: [
        .product(name: "KeyboardCore", package: "HeadlessKeyboardManager"),
        .product(name: "ReturnManager", package: "HeadlessKeyboardManager"),
        .product(name: "KeyboardSimulator", package: "HeadlessKeyboardManager"),
        .product(name: "SceneImport", package: "HeadlessKeyboardManager"),
        .product(name: "ConstraintSolver", package: "HeadlessKeyboardManager"),
        "CAllocationStats",
      ],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(name: "CAllocationStats"),
  ],
  swiftLanguageModes: [.v6]
)
