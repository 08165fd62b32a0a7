import KeyboardCore
import KeyboardSimulator
import KeyboardTestSupport
import SceneFormat

/// Generates random but valid scenes for the reliability checks.
///
/// A scene is built on any device of the keyboard preset table (phones of every width class,
/// Face ID phones, iPads, portrait or landscape, scales 1 to 3, odd sizes) with a controller
/// tree (plain, navigation, nested navigation, tab, split, presented) and a view tree nested to
/// depth 50 (rarely a deep chain to depth 90) of plain views (with autoresizing masks), scroll
/// views, tables, collections, text fields and text views (tall ones too). Geometry is whole,
/// on the pixel grid (.5, .25), or in thirds and tenths, and rarely extreme (1e-300 to 1e300).
/// The event script mixes every action of the format: focus changes, every keyboard kind
/// (presets, predictive bars, heights, frames, durations, curves), duplicates and hides without
/// shows, typing, caret moves, rotation, window resizes, view updates of every key, and every
/// configuration key, enabling and disabling the manager mid-session.
///
/// The same seed always gives the same scene.
package enum RandomScene {
  /// The scene for a seed.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - maxSteps: The longest event script to generate.
  ///   - allowsExtremes: Whether about 4 % of scenes get extreme finite values (1e-300 to
  ///     1e300) in their geometry; otherwise those scenes keep ordinary values and everything
  ///     else about the seed's scene stays the same.
  ///   - constraints: Whether the first plain controller with a plain view also gets a screen
  ///     laid out by constraints (a chain of fields, centring, inequalities, priorities, guides,
  ///     natural sizes, a stack placed by constraints, now and then a conflict), focus steps
  ///     for its fields and steps hiding and showing its arranged views; drawn from a stream of
  ///     its own, so the rest of the scene is the one the seed makes without.
  ///   - edgeClasses: Whether one seed in five makes a scene of an edge class instead
  ///     (``EdgeClass``, ``edgeClass(seed:)``): drawn from streams of their own, so every other
  ///     seed makes the scene it makes without.
  /// - Returns: A scene that passes ``SceneLoader/validate(_:file:)`` and whose scene file
  ///   text loads with ``SceneLoader/parse(_:file:)``.
  package static func make(
    seed: UInt64, maxSteps: Int = 16, allowsExtremes: Bool = true, constraints: Bool = false,
    edgeClasses: Bool = false
  ) -> Scene {
    if edgeClasses, let edge = edgeClass(seed: seed) {
      return edgeScene(
        edge, seed: seed, maxSteps: Swift.max(2, maxSteps), allowsExtremes: allowsExtremes)
    }
    var builder = RandomSceneBuilder(random: SeededRandom(seed: seed))
    builder.allowsExtremes = allowsExtremes
    var scene = builder.scene(seed: seed, maxSteps: Swift.max(1, maxSteps))
    if constraints { builder.addConstrainedScreen(to: &scene, seed: seed) }
    return scene
  }

  /// A device the generator can pick: its portrait size, pixel scale and safe areas.
  package struct Device: Sendable {
    package var name: String
    package var width: Double
    package var height: Double
    package var scale: Double
    package var portraitInsets: Insets
    package var landscapeInsets: Insets
  }

  /// One device per row of the keyboard preset table and more: every phone width class,
  /// home-button and Face ID phones, every iPad size class.
  package static let devices: [Device] = [
    Device(
      name: "iPhone SE (1st)", width: 320, height: 568, scale: 2,
      portraitInsets: Insets(top: 20), landscapeInsets: .zero),
    Device(
      name: "iPhone 8", width: 375, height: 667, scale: 2, portraitInsets: Insets(top: 20),
      landscapeInsets: .zero),
    Device(
      name: "iPhone 8 Plus", width: 414, height: 736, scale: 3, portraitInsets: Insets(top: 20),
      landscapeInsets: .zero),
    Device(
      name: "iPhone X", width: 375, height: 812, scale: 3,
      portraitInsets: Insets(top: 44, bottom: 34),
      landscapeInsets: Insets(top: 0, left: 44, bottom: 21, right: 44)),
    Device(
      name: "iPhone 14", width: 390, height: 844, scale: 3,
      portraitInsets: Insets(top: 47, bottom: 34),
      landscapeInsets: Insets(top: 0, left: 47, bottom: 21, right: 47)),
    Device(
      name: "iPhone 11", width: 414, height: 896, scale: 2,
      portraitInsets: Insets(top: 48, bottom: 34),
      landscapeInsets: Insets(top: 0, left: 48, bottom: 21, right: 48)),
    Device(
      name: "iPhone 14 Pro Max", width: 430, height: 932, scale: 3,
      portraitInsets: Insets(top: 59, bottom: 34),
      landscapeInsets: Insets(top: 0, left: 59, bottom: 21, right: 59)),
    Device(
      name: "iPad mini", width: 744, height: 1133, scale: 2,
      portraitInsets: Insets(top: 24, bottom: 20), landscapeInsets: Insets(top: 24, bottom: 20)),
    Device(
      name: "iPad 9.7", width: 768, height: 1024, scale: 2, portraitInsets: Insets(top: 20),
      landscapeInsets: Insets(top: 20)),
    Device(
      name: "iPad Air", width: 820, height: 1180, scale: 2,
      portraitInsets: Insets(top: 24, bottom: 20), landscapeInsets: Insets(top: 24, bottom: 20)),
    Device(
      name: "iPad Pro 12.9", width: 1024, height: 1366, scale: 2,
      portraitInsets: Insets(top: 24, bottom: 20), landscapeInsets: Insets(top: 24, bottom: 20)),
  ]
}
