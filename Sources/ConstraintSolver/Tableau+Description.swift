extension Tableau: CustomStringConvertible {
  /// The rows and the objective, one per line, symbols named by kind and id (`x3`, `s7`, `e9`,
  /// `d4`), for debugging.
  var description: String {
    func name(_ symbol: Int) -> String {
      switch kinds[symbol] {
      case .external: "x\(symbol)"
      case .slack: "s\(symbol)"
      case .error: "e\(symbol)"
      case .dummy: "d\(symbol)"
      }
    }
    func text(_ row: Row) -> String {
      var text = "\(row.constant)"
      for term in row.terms {
        text += term.coefficient < 0 ? " - " : " + "
        text += "\(abs(term.coefficient))·\(name(term.symbol))"
      }
      return text
    }
    var lines: [String] = []
    for basic in rows.indices {
      if let row = rows[basic] {
        lines.append("\(name(basic)) \(row.isDefinition ? ":=" : "=") \(text(row))")
      }
    }
    var objectiveRow = Row(constant: objective.constant)
    objectiveRow.terms = objective.sortedTerms
    lines.append("objective = \(text(objectiveRow))")
    return lines.joined(separator: "\n")
  }
}
