import Foundation
import XCTest

/// Every scenario id that a file of the repository mentions has an entry in a scenario
/// catalogue, so a reader can look it up without documents from outside the repository.
///
/// The ids and where they are catalogued:
/// - `S1`…`S42` and `E1`…`E15`, with letter suffixes such as `S20b` or `E9b`:
///   `Sources/KeyboardCore/KeyboardCore.docc/ScenarioCatalogue.md`;
/// - `R1`…`R33`, `T1`…`T22` and "complaint 1"…"complaint 20":
///   `Sources/ReturnManager/ReturnManager.docc/ScenarioCatalogue.md`.
///
/// An entry is a level-3 heading that is the id alone (`### S20b`, `### Complaint 7`). Mentions
/// are found in test names (`testS7_…`, `testComplaint14_…`), in prose (`S18`, `R26-R28`,
/// `complaints 2 and 15`) and in ranges, which count every id between their ends.
final class ScenarioCatalogueTests: XCTestCase {
  private struct Catalogue {
    let path: String
    let families: Set<String>
  }

  private static let catalogues = [
    Catalogue(
      path: "Sources/KeyboardCore/KeyboardCore.docc/ScenarioCatalogue.md", families: ["S", "E"]),
    Catalogue(
      path: "Sources/ReturnManager/ReturnManager.docc/ScenarioCatalogue.md",
      families: ["R", "T", "Complaint"]),
  ]

  /// The folders and files scanned, relative to the repository root.
  private static let scannedFolders = ["Sources", "Tests", "Docs", "Examples", "Benchmarks"]
  private static let scannedFiles = ["README.md", "CONTRIBUTING.md", "ARCHITECTURE.md"]
  private static let textExtensions: Set<String> = [
    "swift", "md", "json", "sh", "c", "h", "txt", "yml", "yaml", "svg",
  ]

  private static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // KeyboardSimulatorTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  // MARK: The repository

  func testEveryScenarioIdMentioned_hasACatalogueEntry() throws {
    let defined = try Self.definedIds()
    var missing: [String] = []
    for path in try Self.scannedPaths() {
      let text = try String(contentsOf: Self.url(path), encoding: .utf8)
      for (lineNumber, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        for id in Self.mentionedIds(in: String(line)) where !defined.contains(id) {
          let catalogue = Self.catalogue(for: id)?.path ?? "no catalogue"
          missing.append("\(path):\(lineNumber + 1): \(id) has no entry in \(catalogue)")
        }
      }
    }
    XCTAssertEqual(missing, [], "\n" + missing.joined(separator: "\n"))
  }

  func testCatalogues_holdEveryIdOfTheOriginalTables() throws {
    let defined = try Self.definedIds()
    let expected =
      (1...15).map { "E\($0)" } + (1...33).map { "R\($0)" } + (1...22).map { "T\($0)" }
      + (1...20).map { "Complaint \($0)" }
    XCTAssertEqual(expected.filter { !defined.contains($0) }, [])
  }

  func testCatalogues_everyEntryDefinedOnceAndInItsOwnCatalogue() throws {
    for catalogue in Self.catalogues {
      let headings = try Self.headings(in: catalogue.path)
      let duplicates = Dictionary(grouping: headings, by: { $0 }).filter { $0.value.count > 1 }
      XCTAssertEqual(duplicates.keys.sorted(), [], catalogue.path)
      let strangers = headings.filter { Self.catalogue(for: $0)?.path != catalogue.path }
      XCTAssertEqual(strangers, [], catalogue.path)
    }
  }

  func testScan_findsTheCataloguesAndTheScenarioTests() throws {
    let paths = try Self.scannedPaths()
    XCTAssertTrue(paths.contains("Tests/KeyboardCoreTests/KeyboardManagerTests+Scenarios.swift"))
    XCTAssertTrue(paths.contains("README.md"))
    XCTAssertFalse(paths.contains { $0.contains("/.build/") || $0.hasPrefix(".build/") })
    let mentioned = try paths.reduce(into: Set<String>()) { ids, path in
      ids.formUnion(Self.mentionedIds(in: try String(contentsOf: Self.url(path), encoding: .utf8)))
    }
    for id in ["S7", "S20b", "E13", "R26", "T12", "Complaint 14"] {
      XCTAssertTrue(mentioned.contains(id), "the scan should find \(id)")
    }
  }

  // MARK: The scanner

  func testMentionedIds_testNamesAndProse() {
    XCTAssertEqual(
      Self.mentionedIds(in: "func testS20b_tallNonScrollableTextView() { // IQ: see S7, E13."),
      ["S20b", "S7", "E13"])
    XCTAssertEqual(Self.mentionedIds(in: "func testComplaint14_target() {}"), ["Complaint 14"])
    XCTAssertEqual(
      Self.mentionedIds(in: "| Complaint 9, 18; T1, T4 | complaints 2 and 15 |"),
      ["T1", "T4", "Complaint 9", "Complaint 18", "Complaint 2", "Complaint 15"])
  }

  func testMentionedIds_rangesCountEveryIdBetweenTheirEnds() {
    XCTAssertEqual(
      Self.mentionedIds(in: "scenarios R20–R23 and R26-R27"),
      ["R20", "R23", "R26", "R27", "R21", "R22"])
  }

  func testMentionedIds_unrelatedTokens_ignored() {
    let unrelated = [
      "private struct R1Form {", "addTextView(\"T1\", to: scope)", "\"\\u{E000}\"", "0xE1",
      "SIMD2", "UInt8", "TS1", "a 15 most frequent complaint classes", "CE4_E", "R2D2",
      "the Behaviour Reference, The hide clamp (fix 6)",
    ]
    for text in unrelated {
      XCTAssertEqual(Self.mentionedIds(in: text), [], text)
    }
  }

  // MARK: Helpers

  private static func url(_ path: String) -> URL {
    repositoryRoot.appendingPathComponent(path)
  }

  /// The catalogue an id belongs to, by its family (`S`, `E`, `R`, `T` or `Complaint`).
  private static func catalogue(for id: String) -> Catalogue? {
    let family = id.hasPrefix("Complaint") ? "Complaint" : String(id.prefix(1))
    return catalogues.first { $0.families.contains(family) }
  }

  /// The ids a catalogue defines: its level-3 headings that are an id alone.
  private static func headings(in path: String) throws -> [String] {
    let text = try String(contentsOf: url(path), encoding: .utf8)
    let heading = try NSRegularExpression(
      pattern: #"^### ((?:[SERT][1-9][0-9]?[a-z]?)|(?:Complaint [1-9][0-9]?))\s*$"#,
      options: [.anchorsMatchLines])
    return matches(of: heading, in: text).map { $0[1] }
  }

  private static func definedIds() throws -> Set<String> {
    try catalogues.reduce(into: Set<String>()) { ids, catalogue in
      ids.formUnion(try headings(in: catalogue.path))
    }
  }

  /// Text files under the scanned folders (hidden folders such as `.build` skipped, and this
  /// file, whose examples are not mentions) and the scanned top-level files that exist.
  private static func scannedPaths() throws -> [String] {
    let manager = FileManager.default
    let rootPath = repositoryRoot.standardizedFileURL.path
    let ownPath = URL(fileURLWithPath: #filePath).standardizedFileURL.path
    var paths = scannedFiles.filter { manager.fileExists(atPath: url($0).path) }
    for folder in scannedFolders {
      let folderURL = url(folder)
      guard manager.fileExists(atPath: folderURL.path) else { continue }
      guard
        let walker = manager.enumerator(
          at: folderURL, includingPropertiesForKeys: [.isRegularFileKey],
          options: [.skipsHiddenFiles])
      else { continue }
      for case let file as URL in walker {
        let filePath = file.standardizedFileURL.path
        guard textExtensions.contains(file.pathExtension), filePath != ownPath,
          try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true
        else { continue }
        paths.append(String(filePath.dropFirst(rootPath.count + 1)))
      }
    }
    return paths.sorted()
  }

  // Scenario ids: an optional `test` prefix (test names), a family letter, a number and an
  // optional lower-case suffix; not inside a word, a string literal's quotes or an escape.
  private static let idPattern =
    #"(?<![A-Za-z0-9_"\\])(?:test)?([SERT])([1-9][0-9]?)([a-z]?)(?![A-Za-z0-9"])"#
  // Ranges such as `R3–R19` or `R26-R28` (en dash or hyphen).
  private static let rangePattern =
    #"(?<![A-Za-z0-9_"\\])([SERT])([1-9][0-9]?)[a-z]?\s*[–-]\s*\1([1-9][0-9]?)(?![0-9])"#
  // `testComplaint14_…`.
  private static let complaintTestPattern = #"(?<![A-Za-z0-9])testComplaint([1-9][0-9]?)_"#
  // `complaint 3`, `Complaint 9, 18`, `complaints 11 and 13`.
  private static let complaintProsePattern =
    #"(?i)\bcomplaints?\s+([1-9][0-9]?)((?:\s*(?:,|and)\s*[1-9][0-9]?(?![0-9]))*)"#

  /// The ids a piece of text mentions, in order of appearance per kind (ids, then ranges'
  /// inner ids, then complaints), without repeats.
  static func mentionedIds(in text: String) -> [String] {
    var ids: [String] = []
    func add(_ id: String) {
      if !ids.contains(id) { ids.append(id) }
    }
    let compiled: (String) -> NSRegularExpression? = { try? NSRegularExpression(pattern: $0) }
    if let regex = compiled(idPattern) {
      for groups in matches(of: regex, in: text) { add(groups[1] + groups[2] + groups[3]) }
    }
    if let regex = compiled(rangePattern) {
      for groups in matches(of: regex, in: text) {
        guard let low = Int(groups[2]), let high = Int(groups[3]), low < high else { continue }
        for number in low...high { add(groups[1] + String(number)) }
      }
    }
    if let regex = compiled(complaintTestPattern) {
      for groups in matches(of: regex, in: text) { add("Complaint " + groups[1]) }
    }
    if let regex = compiled(complaintProsePattern), let digits = compiled("[0-9]+") {
      for groups in matches(of: regex, in: text) {
        add("Complaint " + groups[1])
        for more in matches(of: digits, in: groups[2]) { add("Complaint " + more[0]) }
      }
    }
    return ids
  }

  /// Every match of `regex` in `text`, each as its capture groups (group 0 is the whole match;
  /// a group that did not take part is empty).
  private static func matches(of regex: NSRegularExpression, in text: String) -> [[String]] {
    let whole = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: whole).map { match in
      (0..<match.numberOfRanges).map { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }
}
