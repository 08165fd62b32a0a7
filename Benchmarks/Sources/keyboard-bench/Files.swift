import Foundation

/// The `.json` files in a folder, sorted.
func listJSONFiles(in folder: String) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
    .sorted()
}
