/// Prints the results as a table, or as JSON with `--json`.
func printResults(_ results: [BenchResult], json: Bool) {
  if json {
    let rows = results.map { result in
      var fields = [
        "\"name\": \"\(escape(result.name))\"",
        "\"median\": \(format(result.value, digits: 3))",
        "\"unit\": \"\(result.unit)\"",
        "\"spreadPercent\": \(format(result.spread, digits: 1))",
      ]
      if let baseline = result.baseline {
        fields.append("\"baseline\": \(format(baseline, digits: 3))")
      }
      if let ratio = result.ratio {
        fields.append("\"ratio\": \(format(ratio, digits: 3))")
        fields.append("\"ratioKind\": \"\(result.isSpeedUp ? "speed-up" : "cost")\"")
      }
      if !result.note.isEmpty { fields.append("\"note\": \"\(escape(result.note))\"") }
      return "  {" + fields.joined(separator: ", ") + "}"
    }
    print("[\n" + rows.joined(separator: ",\n") + "\n]")
    return
  }
  let header = ["case", "median", "baseline", "ratio", "spread", "note"]
  let rows = results.map { result in
    [
      result.name,
      "\(format(result.value, digits: result.value < 10 ? 2 : 0)) \(result.unit)",
      result.baseline.map { "\(format($0, digits: $0 < 10 ? 2 : 0)) \(result.unit)" } ?? "",
      result.ratio.map { "\(format($0, digits: 2))x" } ?? "",
      result.spread > 0 ? "±\(format(result.spread / 2, digits: 0))%" : "",
      result.note,
    ]
  }
  let widths = header.indices.map { column in
    ([header] + rows).map { $0[column].count }.max() ?? 0
  }
  func line(_ cells: [String]) -> String {
    cells.enumerated().map { index, cell in
      cell + String(repeating: " ", count: widths[index] - cell.count)
    }.joined(separator: "  ")
  }
  print(line(header))
  print(line(widths.map { String(repeating: "-", count: $0) }))
  for row in rows { print(line(row)) }
}

private func escape(_ text: String) -> String {
  var escaped = ""
  for character in text {
    if character == "\\" || character == "\"" { escaped.append("\\") }
    escaped.append(character)
  }
  return escaped
}

/// Formats a number with a fixed count of fraction digits, without Foundation.
func format(_ value: Double, digits: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = String(rounded)
  if let dot = text.firstIndex(of: ".") {
    let fraction = text[text.index(after: dot)...]
    if digits == 0 {
      text = String(text[..<dot])
    } else if fraction.count < digits {
      text += String(repeating: "0", count: digits - fraction.count)
    }
  }
  return text
}
