import SceneFormat

/// Hands out scene ids: letters and digits from a readable base (a placeholder, a label, a
/// class name), unique within one scene, never one of the words expectations reserve.
struct IdentifierAllocator {
  private var used: Set<String>
  /// Per stem, the suffix to try next, so that n repeats of one name cost O(n), not O(n²).
  private var nextSuffix: [String: Int] = [:]

  init() {
    used = Set(["none", "keyboard"] + Scene.Expectation.globalProperties)
  }

  /// A lower-camel-case id from `base`'s words (`"Email address"` → `emailAddress`), or
  /// `fallback` when `base` has no ASCII letters or digits; `-2`, `-3`… on a repeat.
  ///
  /// - Complexity: amortised O(1) per id (each stem remembers its next suffix).
  mutating func make(from base: String?, fallback: String) -> String {
    var stem = Self.camelCase(base ?? "")
    if stem.isEmpty { stem = fallback }
    if let first = stem.first, !first.isLetter {
      stem = fallback + stem.prefix(1).uppercased() + stem.dropFirst()
    }
    stem = String(stem.prefix(60))
    var candidate = stem
    var suffix = nextSuffix[stem] ?? 1
    while used.contains(candidate) {
      suffix += 1
      candidate = "\(stem)-\(suffix)"
    }
    nextSuffix[stem] = suffix
    used.insert(candidate)
    return candidate
  }

  static func camelCase(_ text: String) -> String {
    var words: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      let isWordCharacter =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
      if isWordCharacter {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words.enumerated().map { index, word in
      if index == 0 {
        // An acronym first (API token) reads as a word: apiToken.
        if word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) {
          return word.lowercased()
        }
        // A leading acronym is lowered up to the capital that starts the next word
        // (UITextField → uiTextField, URLField → urlField); a class name keeps its inner
        // capitals (SignInViewController → signInViewController).
        let characters = Array(word)
        var lead = 1
        while lead < characters.count, characters[lead].isUppercase { lead += 1 }
        if lead > 1, lead < characters.count, characters[lead].isLowercase { lead -= 1 }
        return String(characters[..<lead]).lowercased() + String(characters[lead...])
      }
      return word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
  }
}
