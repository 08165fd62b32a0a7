import Foundation
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

/// Issue 12's scene-file rows: bounded resources, each limit with an error naming it, and
/// expectation numbers in JSON's grammar.
final class SceneLimitsTests: XCTestCase {
  private var temporaryDirectory: URL?

  override func tearDown() {
    if let temporaryDirectory { try? FileManager.default.removeItem(at: temporaryDirectory) }
    super.tearDown()
  }

  private func write(_ data: Data, named name: String) throws -> String {
    let directory =
      temporaryDirectory
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("scene-limits-\(UUID().uuidString)")
    if temporaryDirectory == nil {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      temporaryDirectory = directory
    }
    let url = directory.appendingPathComponent(name)
    try data.write(to: url)
    return url.path
  }

  /// A scene whose root view holds `subviews` (JSON texts) and whose script is `steps`.
  private func scene(subviews: [String] = [], steps: [String] = []) -> String {
    """
    { "format": 1, "screen": { "width": 320, "height": 568 },
      "root": { "view": { "subviews": [\(subviews.joined(separator: ",\n"))] } },
      "steps": [\(steps.joined(separator: ",\n"))] }
    """
  }

  private func elapsed(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
  }

  // MARK: File size

  func testLoad_fileOf8MiBAndOneByte_refusedNamingTheLimit() throws {
    var data = Data(scene().utf8)
    data.append(
      Data(repeating: UInt8(ascii: " "), count: SceneLimits.maximumFileSize + 1 - data.count))
    let path = try write(data, named: "big.json")
    XCTAssertThrowsError(try SceneLoader.load(contentsOfFile: path)) { error in
      XCTAssertEqual(
        "\(error)",
        "\(path): the file is larger than 8 MiB; scene files may have at most 8,388,608 bytes")
    }
    // Exactly at the limit, the file is read (and this one loads).
    data.removeLast()
    XCTAssertNoThrow(try SceneLoader.load(contentsOfFile: try write(data, named: "limit.json")))
  }

  func testParse_textOf8MiBAndOneByte_refusedNamingTheLimit() {
    let text = scene() + String(repeating: " ", count: SceneLimits.maximumFileSize)
    XCTAssertEqual(
      Fixtures.loadError(text),
      "test.json: the file is larger than 8 MiB; scene files may have at most 8,388,608 bytes")
  }

  func testLoad_devZero_refusedAsTooLargeWithoutReadingItAll() throws {
    guard FileManager.default.fileExists(atPath: "/dev/zero") else {
      throw XCTSkip("no /dev/zero")
    }
    XCTAssertThrowsError(try SceneLoader.load(contentsOfFile: "/dev/zero")) { error in
      XCTAssertEqual(
        "\(error)",
        "/dev/zero: the file is larger than 8 MiB; scene files may have at most 8,388,608 bytes")
    }
  }

  func testLoad_directory_refusedAsNotAFile() throws {
    let path = try write(Data(), named: "placeholder.json")
    let directory = (path as NSString).deletingLastPathComponent
    XCTAssertThrowsError(try SceneLoader.load(contentsOfFile: directory)) { error in
      XCTAssertEqual("\(error)", "\(directory): is a directory; expected a scene file")
    }
  }

  // MARK: Views, nesting, steps, strings

  func testParse_20001Views_refusedAtTheFirstViewPastTheLimit() {
    let views = (0..<20_000).map { "{ \"id\": \"v\($0)\", \"frame\": [0, 0, 1, 1] }" }
    // The root view counts, so the 20,000th subview is the 20,001st view.
    XCTAssertEqual(
      Fixtures.loadError(scene(subviews: views)),
      "test.json: $.root.view.subviews[19999]: more than 20,000 views; a scene file may have at "
        + "most 20,000, cells included")
    XCTAssertNil(Fixtures.loadError(scene(subviews: Array(views.dropLast()))))
  }

  func testParse_20001ViewsAsCells_refusedAtTheFirstCellPastTheLimit() {
    let cells = (0..<19_999).map { _ in "{}" }.joined(separator: ",")
    let table = "{ \"kind\": \"tableView\", \"frame\": [0, 0, 320, 568], \"cells\": [\(cells)] }"
    // The root view, the table and 19,999 cells.
    XCTAssertEqual(
      Fixtures.loadError(scene(subviews: [table])),
      "test.json: $.root.view.subviews[0].cells[19998]: more than 20,000 views; a scene file may "
        + "have at most 20,000, cells included")
  }

  func testParse_20002ViewsUnderANavigationStack_refusedInTheSecondController() {
    let views = (0..<10_000).map { _ in "{ \"frame\": [0, 0, 1, 1] }" }.joined(separator: ",")
    let controller = "{ \"view\": { \"subviews\": [\(views)] } }"
    let text = """
      { "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "kind": "navigation", "viewControllers": [\(controller), \(controller)] } }
      """
    // Each controller's root view counts: 10,001 views in the first, so the second's
    // 9,999th subview is the 20,001st view.
    XCTAssertEqual(
      Fixtures.loadError(text),
      "test.json: $.root.viewControllers[1].view.subviews[9998]: more than 20,000 views; a "
        + "scene file may have at most 20,000, cells included")
    let presented = """
      { "format": 1, "screen": { "width": 320, "height": 568 },
        "root": { "view": { "subviews": [\(views)] }, "presented": \(controller) } }
      """
    XCTAssertEqual(
      Fixtures.loadError(presented),
      "test.json: $.root.presented.view.subviews[9998]: more than 20,000 views; a scene file "
        + "may have at most 20,000, cells included")
  }

  func testParse_viewsNested201LevelsDeep_refusedNamingTheLimit() {
    var view = "{ \"frame\": [0, 0, 1, 1] }"
    for _ in 0..<100 { view = "{ \"frame\": [0, 0, 1, 1], \"subviews\": [\(view)] }" }
    let error = Fixtures.loadError(scene(subviews: [view])) ?? ""
    XCTAssertTrue(
      error.hasSuffix(": nested more than 200 levels deep") && error.contains("too large at line"),
      error)
    // 90 levels of views are fine.
    var shallow = "{ \"frame\": [0, 0, 1, 1] }"
    for _ in 0..<90 { shallow = "{ \"frame\": [0, 0, 1, 1], \"subviews\": [\(shallow)] }" }
    XCTAssertNil(Fixtures.loadError(scene(subviews: [shallow])))
  }

  func testParse_10001Steps_refusedAtTheFirstStepPastTheLimit() {
    let steps = Array(repeating: "{ \"action\": \"reloadLayout\" }", count: 10_001)
    XCTAssertEqual(
      Fixtures.loadError(scene(steps: steps)),
      "test.json: $.steps[10000]: more than 10,000 steps; a scene file may have at most 10,000 "
        + "(split the script into several scenes)")
    XCTAssertNil(Fixtures.loadError(scene(steps: Array(steps.dropLast()))))
  }

  func testParse_stringOf1001Characters_refusedWithItsLineAndColumn() {
    let long = String(repeating: "é", count: 1_001)
    XCTAssertEqual(
      Fixtures.loadError(
        scene(steps: ["{ \"action\": \"reloadLayout\", \"note\": \"\(long)\" }"])),
      "test.json: $.steps[0].note: too large at line 3, column 49: a string longer than 1,000 "
        + "characters; keys and strings may have at most 1,000")
    XCTAssertNil(
      Fixtures.loadError(
        scene(steps: ["{ \"action\": \"reloadLayout\", \"note\": \"\(long.dropLast())\" }"])))
    // Escapes count as the character they stand for.
    let escaped = String(repeating: "\\u00e9", count: 1_000)
    XCTAssertNil(
      Fixtures.loadError(
        scene(steps: ["{ \"action\": \"reloadLayout\", \"note\": \"\(escaped)\" }"]))
    )
  }

  func testParse_keyOf1001Characters_refused() {
    let key = String(repeating: "k", count: 1_001)
    let error = Fixtures.loadError(scene(steps: ["{ \"\(key)\": 1 }"])) ?? ""
    XCTAssertTrue(
      error.hasPrefix("test.json: $.steps[0]: too large at line 3, column 15: a string longer"),
      error)
  }

  func testDecoder_stringsAndCountsPastTheLimits_refusedAsByTheLoader() throws {
    let long = String(repeating: "x", count: 1_001)
    let text = scene(steps: ["{ \"action\": \"reloadLayout\", \"note\": \"\(long)\" }"])
    XCTAssertThrowsError(try JSONDecoder().decode(Scene.self, from: Data(text.utf8))) { error in
      XCTAssertTrue(
        "\(error)".contains("$.steps[0].note: a string longer than 1,000 characters"), "\(error)")
    }
    let steps = Array(repeating: "{ \"action\": \"reloadLayout\" }", count: 10_001)
    XCTAssertThrowsError(
      try JSONDecoder().decode(Scene.self, from: Data(scene(steps: steps).utf8))
    ) { error in
      XCTAssertTrue("\(error)".contains("$.steps[10000]: more than 10,000 steps"), "\(error)")
    }
  }

  // MARK: Window insets

  func testParse_negativeWindowSafeAreaInsets_refused() {
    let text = Fixtures.scene().replacingOccurrences(
      of: "\"safeAreaInsets\": { \"top\": 20 }", with: "\"safeAreaInsets\": { \"top\": -20 }")
    XCTAssertEqual(
      Fixtures.loadError(text),
      "test.json: $.window.safeAreaInsets.top: expected a number ≥ 0, found -20")
    let rotate = Fixtures.scene(
      steps: "{ \"action\": \"rotate\", \"safeAreaInsets\": { \"bottom\": -1e-300 } }")
    XCTAssertEqual(
      Fixtures.loadError(rotate),
      "test.json: $.steps[0].safeAreaInsets.bottom: expected a number ≥ 0, found -1e-300")
  }

  // MARK: Time and memory

  func testParse_objectWith100000Keys_duplicateFoundInLinearTime() throws {
    var members = (0..<100_000).map { "\"key\($0)\": 0" }
    members.append("\"key99999\": 1")
    let text = "{ \"format\": 1, \"x\": {" + members.joined(separator: ", ") + "} }"
    var error: String?
    let seconds = elapsed { error = Fixtures.loadError(text) }
    print("100,000-key object with a duplicate: \(Int(seconds * 1000)) ms")
    XCTAssertEqual(error, "test.json: $.x.key99999: duplicate key \"key99999\"")
    XCTAssertLessThan(seconds, 10, "the duplicate-key check is not linear")
  }

  func testDidYouMean_20000CharacterIdsInA40KBFile_refusedByTheStringLimit() {
    let id = String(repeating: "a", count: 20_000)
    let text = scene(
      subviews: ["{ \"id\": \"\(id)\", \"kind\": \"textField\", \"frame\": [0, 0, 10, 10] }"],
      steps: ["{ \"action\": \"focus\", \"field\": \"\(id)b\" }"])
    var error: String?
    let seconds = elapsed { error = Fixtures.loadError(text) }
    XCTAssertTrue(
      error?.contains("a string longer than 1,000 characters") ?? false, "\(error ?? "")")
    XCTAssertLessThan(seconds, 2)
  }

  func testDidYouMean_20000CandidatesOf20000Characters_isBoundedInTimeAndMemory() {
    // The suggestion itself, past any file limit: compared lengths are capped, so this takes
    // a case-insensitive comparison per candidate and no distance table.
    let candidates = (0..<200).map { String(repeating: "a", count: 20_000) + "\($0)" }
    let word = String(repeating: "a", count: 20_000) + "x"
    var suggestion: String?
    let seconds = elapsed { suggestion = Read.closest(to: word, among: candidates) }
    print("did you mean, 200 candidates of 20,000 characters: \(Int(seconds * 1000)) ms")
    XCTAssertNil(suggestion)
    XCTAssertEqual(Read.closest(to: word.uppercased(), among: [word]), word)
    XCTAssertLessThan(seconds, 2)
  }

  func testDidYouMean_7900MissingIdCandidatesOf1000Characters_answersQuickly() {
    // The largest file within the limits: 7,900 ids of 1,000 characters (8 MiB), and a
    // reference to a missing one.
    let prefix = String(repeating: "a", count: 990)
    let fields = (0..<7_900).map {
      "{ \"id\": \"\(prefix)\(1_000_000_000 + $0)\", \"kind\": \"textField\", \"frame\": [0, 0, 1, 1] }"
    }
    let text = scene(
      subviews: fields, steps: ["{ \"action\": \"focus\", \"field\": \"\(prefix)x\" }"])
    XCTAssertLessThanOrEqual(text.utf8.count, SceneLimits.maximumFileSize)
    var error: String?
    let seconds = elapsed { error = Fixtures.loadError(text) }
    print("missing id among 7,900 ids of 1,000 characters: \(Int(seconds * 1000)) ms")
    XCTAssertTrue(error?.contains("no text input has the id") ?? false, error ?? "")
    XCTAssertLessThan(seconds, 30)
  }

  func testDidYouMean_20000CandidatesOf32Characters_worstCaseForTheBandedDistance() {
    // Every candidate as long as the compared cap and within the allowed distance of the
    // word's length: each needs the banded table, and none is close enough.
    let candidates = (0..<20_000).map { index in
      String(String(index, radix: 2).reversed()).padding(toLength: 32, withPad: "ab", startingAt: 0)
    }
    let word = String(repeating: "z", count: 32)
    var suggestion: String?
    let seconds = elapsed { suggestion = Read.closest(to: word, among: candidates) }
    print("did you mean, 20,000 candidates of 32 characters: \(Int(seconds * 1000)) ms")
    XCTAssertNil(suggestion)
    XCTAssertLessThan(seconds, 5)
  }

  func testDidYouMean_shortTypos_stillSuggested() {
    XCTAssertEqual(Read.closest(to: "emial", among: ["email", "password"]), "email")
    XCTAssertEqual(
      Read.closest(to: "keybordDistance", among: ["keyboardDistance"]), "keyboardDistance")
    XCTAssertEqual(Read.closest(to: "EMAIL", among: ["name", "email"]), "email")
    XCTAssertNil(Read.closest(to: "zzzzz", among: ["email"]))
    XCTAssertEqual(Read.closest(to: "ab", among: ["ba"]), "ba")
    XCTAssertEqual(
      Read.closest(to: "password-confirmation-fieldd", among: ["password-confirmation-field"]),
      "password-confirmation-field")
  }

  // MARK: Expectation numbers in JSON's grammar

  private func expectationError(_ value: String) -> String? {
    Fixtures.loadError(
      Fixtures.scene(
        steps:
          "{ \"action\": \"focus\", \"field\": \"email\", \"expect\": [\"login.frame.y == \(value)\"] }"
      ))
  }

  private let grammarMessage = "expected a number in JSON's grammar (such as -188, 0.5 or 1e3)"

  func testExpectation_hexFloat0xAp0_refused() {
    XCTAssertEqual(
      expectationError("0xAp0"),
      "test.json: $.steps[0].expect[0]: \(grammarMessage), found \"0xAp0\"")
  }

  func testExpectation_plus10_refused() {
    XCTAssertEqual(
      expectationError("+10"), "test.json: $.steps[0].expect[0]: \(grammarMessage), found \"+10\"")
  }

  func testExpectation_dot1e2_refused() {
    XCTAssertEqual(
      expectationError(".1e2"), "test.json: $.steps[0].expect[0]: \(grammarMessage), found \".1e2\""
    )
  }

  func testExpectation_leadingZeros00010_refused() {
    XCTAssertEqual(
      expectationError("00010"),
      "test.json: $.steps[0].expect[0]: \(grammarMessage), found \"00010\"")
  }

  func testExpectation_otherNonJSONNumbers_refused() {
    for value in ["1.", "-", "1e", "1e+", "0x10", "inf", "nan", "infinity", "1_000", "١٠", "1 0"] {
      XCTAssertNotNil(expectationError(value), value)
    }
    XCTAssertEqual(
      expectationError("1e999"),
      "test.json: $.steps[0].expect[0]: expected a finite number, found \"1e999\" (out of range)")
  }

  func testExpectation_JSONNumbers_accepted() {
    for value in ["-88", "-88.0", "-8.8e1", "-880E-1", "-0.88e+2", "0", "-0", "0.5"] {
      XCTAssertNil(expectationError(value), value)
    }
    XCTAssertTrue(JSONParser.isNumberLiteral("-0.5e-10"))
    XCTAssertFalse(JSONParser.isNumberLiteral(""))
    XCTAssertFalse(JSONParser.isNumberLiteral("01"))
  }
}
