import Foundation
import SceneImport
import SceneLint

/// 8. Import and lint a 50-scene storyboard (8 text fields per scene, in a navigation
/// controller) across 7 devices × 2 orientations × 5 keyboards: the `keyboard-sim lint` job
/// of a real app, measured in the calling thread's CPU time against the target of 5 s.
@MainActor func runImportLintCases() {
  let data = Data(fiftySceneStoryboard().utf8)
  var screens: [LintScreen] = []
  var report: LintReport?
  let configuration = LintConfiguration.default
  let start = threadCPUNanoseconds()
  do {
    let document = try InterfaceBuilderDocument(data: data, file: "Bench.storyboard")
    screens = try InterfaceBuilderImport(documents: [document]).screens().map(LintScreen.init)
  } catch {
    results.append(
      BenchResult(
        name: "import + lint 50 scenes", value: 0, unit: "s", baseline: nil, spread: 0,
        note: "the generated storyboard did not import: \(error)"))
    return
  }
  let imported = threadCPUNanoseconds()
  report = SceneLinter.lint(screens, configuration: configuration)
  let linted = threadCPUNanoseconds()
  let inputs = screens.reduce(0) { $0 + $1.inputs.count }
  let cases = configuration.devices.reduce(0) { count, device in
    count + (device.isPad ? 10 : 6)
  }
  blackHole(report)
  results.append(
    BenchResult(
      name: "import 50 scenes", value: (imported - start) / 1e9, unit: "s", baseline: nil,
      spread: 0, note: "\(screens.count) screens, \(inputs) inputs"))
  results.append(
    BenchResult(
      name: "import + lint 50 scenes", value: (linted - start) / 1e9, unit: "s", baseline: 5,
      spread: 0,
      note:
        "7 devices × 2 orientations × 5 keyboards (\(cases) cases per screen, undocked and floating "
        + "on iPads only); ratio to the 5 s target, target < 1"))
  runConstrainedImportLintCases()
  runImportLintScalingCases()
}

/// Case 8b: import and lint 50 screens laid out by their constraints.
///
/// Each is a scroll view pinned to the safe area, its content view on the content and frame
/// layout guides, a vertical stack of a title and 8 fields in it and a button under the stack,
/// imported with every constraint and linted with each device's layout solved.
@MainActor func runConstrainedImportLintCases() {
  let data = Data(constrainedFiftySceneStoryboard().utf8)
  let configuration = LintConfiguration.default
  let start = threadCPUNanoseconds()
  let imported: [ImportedScreen]
  do {
    let document = try InterfaceBuilderDocument(data: data, file: "Constrained.storyboard")
    imported = try InterfaceBuilderImport(documents: [document]).screens()
  } catch {
    results.append(
      BenchResult(
        name: "import + lint 50 constrained scenes", value: 0, unit: "s", baseline: nil,
        spread: 0, note: "the generated storyboard did not import: \(error)"))
    return
  }
  let screens = imported.map(LintScreen.init)
  let importedAt = threadCPUNanoseconds()
  let report = SceneLinter.lint(screens, configuration: configuration)
  let linted = threadCPUNanoseconds()
  blackHole(report)
  let inputs = screens.reduce(0) { $0 + $1.inputs.count }
  let constraints = imported.reduce(0) { $0 + $1.constraints.count }
  results.append(
    BenchResult(
      name: "import 50 constrained scenes", value: (importedAt - start) / 1e9, unit: "s",
      baseline: nil, spread: 0,
      note: "\(screens.count) screens, \(inputs) inputs, \(constraints) constraints"))
  results.append(
    BenchResult(
      name: "import + lint 50 constrained scenes", value: (linted - start) / 1e9, unit: "s",
      baseline: 5, spread: 0,
      note: "the 50 cases per screen above, each laid out by its constraints; ratio to the 5 s "
        + "target, target < 1"))
}

/// 9. Scaling: a view dump imported at 2,000 and 20,000 views, and one screen linted at 200
/// and 2,000 inputs on one configuration (iPhone 8 portrait, docked). Each case is the median
/// of 3 runs in the calling thread's CPU time; the ratio t(large)/t(small) is what is compared
/// (linear is 10; target ≤ 12).
@MainActor func runImportLintScalingCases() {
  func median(_ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<3 {
      let start = threadCPUNanoseconds()
      body()
      times.append(threadCPUNanoseconds() - start)
    }
    return times.sorted()[1]
  }
  func importDump(_ text: String) -> ImportedScreen? {
    try? ViewDump(text: text, file: "Bench.txt").screen()
  }
  let small = viewDump(views: 2_000)
  let large = viewDump(views: 20_000)
  let importSmall = median { blackHole(importDump(small)) }
  let importLarge = median { blackHole(importDump(large)) }
  results.append(
    BenchResult(
      name: "view-dump import, 2,000 views", value: importSmall / 1e9, unit: "s", baseline: nil,
      spread: 0, note: ""))
  results.append(
    BenchResult(
      name: "view-dump import, 20,000 views", value: importLarge / 1e9, unit: "s",
      baseline: nil, spread: 0, note: "about a second or less"))
  results.append(
    BenchResult(
      name: "import scaling t(20,000)/t(2,000)", value: importLarge / importSmall, unit: "x",
      baseline: nil, spread: 0, note: "linear is 10; target ≤ 12"))

  guard let device = LintConfiguration.device(named: "iPhone 8") else { return }
  let configuration = LintConfiguration(
    devices: [device], portrait: true, landscape: false, keyboards: [.docked])
  guard let fewInputs = importDump(viewDump(views: 203, everyView: 1)),
    let manyInputs = importDump(viewDump(views: 2_003, everyView: 1))
  else {
    results.append(
      BenchResult(
        name: "lint scaling", value: 0, unit: "x", baseline: nil, spread: 0,
        note: "the generated dumps did not import"))
    return
  }
  let few = LintScreen(fewInputs)
  let many = LintScreen(manyInputs)
  let lintSmall = median { blackHole(SceneLinter.lint([few], configuration: configuration)) }
  let lintLarge = median { blackHole(SceneLinter.lint([many], configuration: configuration)) }
  results.append(
    BenchResult(
      name: "lint one screen, 200 inputs", value: lintSmall / 1e9, unit: "s", baseline: nil,
      spread: 0, note: "iPhone 8 portrait, docked"))
  results.append(
    BenchResult(
      name: "lint one screen, 2,000 inputs", value: lintLarge / 1e9, unit: "s", baseline: nil,
      spread: 0, note: "iPhone 8 portrait, docked"))
  results.append(
    BenchResult(
      name: "lint scaling t(2,000)/t(200)", value: lintLarge / lintSmall, unit: "x",
      baseline: nil, spread: 0, note: "linear is 10; target ≤ 12"))
}

/// A `recursiveDescription` dump of a window holding a scroll view of `views` views, every
/// `everyView`-th a text field (the others labels), 40 points apart.
func viewDump(views: Int, everyView: Int = 4) -> String {
  var lines = [
    "<UIWindow: 0x1; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2>>",
    "   | <UIView: 0x3; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0x4>>",
    "   |    | <UIScrollView: 0x5; frame = (0 0; 393 852); contentSize: {393, \(views * 40)}; "
      + "layer = <CALayer: 0x6>>",
  ]
  for index in 0..<Swift.max(0, views - 3) {
    let y = index * 40
    if index % everyView == 0 {
      lines.append(
        "   |    |    | <UITextField: 0x\(100 + index); frame = (20 \(y); 353 34); text = ''; "
          + "placeholder = Field; layer = <CALayer: 0x7>>")
    } else {
      lines.append(
        "   |    |    | <UILabel: 0x\(100 + index); frame = (20 \(y); 353 20); text = 'Label'; "
          + "layer = <CALayer: 0x7>>")
    }
  }
  return lines.joined(separator: "\n") + "\n"
}

/// A storyboard of 50 form scenes behind one navigation controller, in the format Xcode 15
/// writes: 8 text fields per scene from y = 120 down, so the lower ones meet every keyboard.
func fiftySceneStoryboard() -> String {
  var scenes = ""
  for screen in 0..<50 {
    var fields = ""
    for row in 0..<8 {
      fields += """
                                <textField opaque="NO" contentMode="scaleToFill" \
        placeholder="Field \(row)" translatesAutoresizingMaskIntoConstraints="NO" \
        id="f\(screen)-\(row)">
                                    <rect key="frame" x="20" y="\(120 + row * 90)" width="353" height="34"/>
                                    <textInputTraits key="textInputTraits" returnKeyType="next"/>
                                </textField>

        """
    }
    scenes += """
              <scene sceneID="sc\(screen)">
                  <objects>
                      <viewController storyboardIdentifier="form\(screen)" id="vc\(screen)" \
      sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v\(screen)">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" \
      heightSizable="YES"/>
                              <subviews>
      \(fields)                        </subviews>
                          </view>
                          <navigationItem key="navigationItem" title="Form \(screen)" id="ni\(screen)"/>
                      </viewController>
                  </objects>
              </scene>

      """
  }
  return navigationStoryboard(scenes: scenes)
}

/// A storyboard of 50 constrained form scenes behind one navigation controller.
///
/// In each, a scroll view pinned to the safe area, a content view on its content layout guide
/// and as wide as its frame layout guide, a vertical stack (a title and 8 fields, 16 apart) 20
/// inside the content view, and a button 24 under the stack that ends the content. The stored
/// frames are where those constraints put the views on an iPhone 15 under the navigation bar.
func constrainedFiftySceneStoryboard() -> String {
  let stackHeight = 21 + 8 * 34 + 8 * 16
  let contentHeight = 20 + stackHeight + 24 + 44 + 20
  func constraint(
    _ first: String?, _ attribute: String, _ second: String, _ secondAttribute: String,
    constant: Int = 0, id: String
  ) -> String {
    let firstItem = first.map { "firstItem=\"\($0)\" " } ?? ""
    return "<constraint \(firstItem)firstAttribute=\"\(attribute)\" secondItem=\"\(second)\" "
      + "secondAttribute=\"\(secondAttribute)\" constant=\"\(constant)\" id=\"\(id)\"/>\n"
  }
  var scenes = ""
  for screen in 0..<50 {
    let n = "\(screen)"
    var arranged =
      "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" "
      + "text=\"Form \(n)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"t\(n)\">\n"
      + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"353\" height=\"21\"/>\n</label>\n"
    for row in 0..<8 {
      arranged +=
        "<textField opaque=\"NO\" contentMode=\"scaleToFill\" borderStyle=\"roundedRect\" "
        + "placeholder=\"Field \(row)\" translatesAutoresizingMaskIntoConstraints=\"NO\" "
        + "id=\"f\(n)-\(row)\">\n"
        + "<rect key=\"frame\" x=\"0.0\" y=\"\(37 + row * 50)\" width=\"353\" height=\"34\"/>\n"
        + "<textInputTraits key=\"textInputTraits\" returnKeyType=\"next\"/>\n</textField>\n"
    }
    let contentConstraints =
      constraint("k\(n)", "top", "c\(n)", "top", constant: 20, id: "ck\(n)")
      + constraint("k\(n)", "leading", "c\(n)", "leading", constant: 20, id: "cl\(n)")
      + constraint(nil, "trailing", "k\(n)", "trailing", constant: 20, id: "ct\(n)")
      + constraint("b\(n)", "top", "k\(n)", "bottom", constant: 24, id: "cb\(n)")
      + constraint("b\(n)", "leading", "k\(n)", "leading", id: "cbl\(n)")
      + constraint("b\(n)", "trailing", "k\(n)", "trailing", id: "cbt\(n)")
      + constraint(nil, "bottom", "b\(n)", "bottom", constant: 20, id: "cbb\(n)")
    let guideConstraints =
      constraint("c\(n)", "top", "g\(n)", "top", id: "cgt\(n)")
      + constraint("c\(n)", "leading", "g\(n)", "leading", id: "cgl\(n)")
      + constraint("g\(n)", "trailing", "c\(n)", "trailing", id: "cgr\(n)")
      + constraint("g\(n)", "bottom", "c\(n)", "bottom", id: "cgb\(n)")
      + constraint("c\(n)", "width", "h\(n)", "width", id: "cgw\(n)")
    let safeAreaConstraints =
      constraint("s\(n)", "top", "a\(n)", "top", id: "cst\(n)")
      + constraint("s\(n)", "leading", "a\(n)", "leading", id: "csl\(n)")
      + constraint("a\(n)", "trailing", "s\(n)", "trailing", id: "csr\(n)")
      + constraint("a\(n)", "bottom", "s\(n)", "bottom", id: "csb\(n)")
    scenes +=
      "<scene sceneID=\"sc\(n)\">\n<objects>\n"
      + "<viewController storyboardIdentifier=\"form\(n)\" id=\"vc\(n)\" "
      + "sceneMemberID=\"viewController\">\n"
      + "<view key=\"view\" contentMode=\"scaleToFill\" id=\"v\(n)\">\n"
      + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>\n"
      + "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>\n"
      + "<subviews>\n"
      + "<scrollView clipsSubviews=\"YES\" contentMode=\"scaleToFill\" "
      + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"s\(n)\">\n"
      + "<rect key=\"frame\" x=\"0.0\" y=\"103\" width=\"393\" height=\"715\"/>\n<subviews>\n"
      + "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" "
      + "id=\"c\(n)\">\n"
      + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"\(contentHeight)\"/>\n"
      + "<subviews>\n"
      + "<stackView opaque=\"NO\" contentMode=\"scaleToFill\" axis=\"vertical\" spacing=\"16\" "
      + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"k\(n)\">\n"
      + "<rect key=\"frame\" x=\"20\" y=\"20\" width=\"353\" height=\"\(stackHeight)\"/>\n"
      + "<subviews>\n\(arranged)</subviews>\n</stackView>\n"
      + "<button opaque=\"NO\" contentMode=\"scaleToFill\" "
      + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"b\(n)\">\n"
      + "<rect key=\"frame\" x=\"20\" y=\"\(20 + stackHeight + 24)\" width=\"353\" "
      + "height=\"44\"/>\n<state key=\"normal\" title=\"Continue\"/>\n</button>\n"
      + "</subviews>\n<constraints>\n\(contentConstraints)</constraints>\n</view>\n"
      + "</subviews>\n<constraints>\n\(guideConstraints)</constraints>\n"
      + "<viewLayoutGuide key=\"contentLayoutGuide\" id=\"g\(n)\"/>\n"
      + "<viewLayoutGuide key=\"frameLayoutGuide\" id=\"h\(n)\"/>\n</scrollView>\n"
      + "</subviews>\n<viewLayoutGuide key=\"safeArea\" id=\"a\(n)\"/>\n"
      + "<constraints>\n\(safeAreaConstraints)</constraints>\n</view>\n"
      + "<navigationItem key=\"navigationItem\" title=\"Form \(n)\" id=\"ni\(n)\"/>\n"
      + "</viewController>\n</objects>\n</scene>\n"
  }
  return navigationStoryboard(scenes: scenes)
}

/// A storyboard whose initial navigation controller has `vc0` as its root, around `scenes`
/// (the scene elements, each ending in a newline).
func navigationStoryboard(scenes: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
  toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
  useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" \
  initialViewController="nav">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <scenes>
          <scene sceneID="navScene">
              <objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                          <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                      </navigationBar>
                      <connections>
                          <segue destination="vc0" kind="relationship" \
  relationship="rootViewController" id="root"/>
                      </connections>
                  </navigationController>
              </objects>
          </scene>
  \(scenes)    </scenes>
  </document>
  """
}
