#!/usr/bin/env bash
# The project's rule for numeric conversions (CONTRIBUTING.md, "Numbers from the model"):
# converting a model Double to an integer type traps when the value is NaN, infinite or out of
# range, so every integer initializer in Sources/ must be one of
#   - Int(exactly:), Int(clamping:), Int(truncatingIfNeeded:), Int(bitPattern:), UInt8(ascii:),
#   - or carry a `// checked: <why it cannot trap>` comment on its own line or the line above
#     (a guard just before it, an argument that is already an integer, a string parse).
# Prints every line that breaks the rule and exits 1 if there is any.
set -euo pipefail
cd "$(dirname "$0")/.."

pattern='\b(U?Int(8|16|32|64)?)\('
allowed='exactly:|clamping:|truncatingIfNeeded:|bitPattern:|ascii:|// checked:'
status=0
while IFS= read -r file; do
  previous=""
  number=0
  while IFS= read -r line || [ -n "$line" ]; do
    number=$((number + 1))
    stripped="${line#"${line%%[![:space:]]*}"}"
    if [[ "$line" =~ $pattern ]] && [[ ! "$stripped" =~ ^/// ]] && [[ ! "$stripped" =~ ^// ]] \
      && ! grep -qE "$allowed" <<<"$line" && ! grep -qE '// checked:' <<<"$previous"; then
      echo "$file:$number: unchecked integer conversion: $stripped"
      status=1
    fi
    previous="$line"
  done <"$file"
done < <(find Sources -name '*.swift' | sort)
if [ "$status" -ne 0 ]; then
  echo "numeric-conversions: use Int(exactly:) or say why it cannot trap with // checked: <why>"
fi
exit "$status"
