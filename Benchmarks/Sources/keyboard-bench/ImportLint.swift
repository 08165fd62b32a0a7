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
  return """
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
