#!/usr/bin/env bash
# Builds the DocC documentation of every module that has a catalog (Sources/<Module>/*.docc)
# with the toolchain's `docc`, and fails when docc reports any warning or error (a broken
# ``symbol`` or <doc:article> link, an unknown parameter, a malformed directive...).
#
# Usage: bash .ci/docs.sh            (from anywhere; works from a clean clone)
#   SCRATCH=/tmp/build bash .ci/docs.sh   build in another scratch path (default: .build)
#   DOCS_OUTPUT=/tmp/docs bash .ci/docs.sh keep the rendered archives there
#                                          (default: a temporary directory, deleted at exit)
#
# Steps: `swift build` of the library targets that have a catalog, emitting symbol graphs;
# then, per module, `docc convert` with a directory holding only that module's graphs.
# Modules without a catalog are skipped with a note. Exit status: 0 when every catalog
# converts with no diagnostics, 1 otherwise (the diagnostics are printed).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH:-.build}"
case "$scratch" in
  /*) ;;
  *) scratch="$PWD/$scratch" ;;
esac
graphs="$scratch/docs-symbol-graphs"

# `docc` ships next to `swift` in the toolchain (there is no `xcrun` on Linux).
find_docc() {
  local swift_path
  if command -v docc >/dev/null 2>&1; then
    command -v docc
    return
  fi
  swift_path="$(command -v swift)"
  for candidate in "$(dirname "$swift_path")/docc" \
    "$(dirname "$(readlink -f "$swift_path")")/docc"; do
    if [ -x "$candidate" ]; then
      echo "$candidate"
      return
    fi
  done
  if command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then
    xcrun --find docc
    return
  fi
  echo "docs.sh: cannot find docc (looked on PATH and next to $swift_path)" >&2
  exit 1
}
docc="$(find_docc)"

# Modules with a catalog (alphabetical, as the glob sorts them).
modules=()
for catalog in Sources/*/*.docc; do
  [ -d "$catalog" ] || continue
  modules+=("$(basename "$(dirname "$catalog")")")
done
for dir in Sources/*/; do
  module="$(basename "$dir")"
  if ! compgen -G "Sources/$module/*.docc" >/dev/null; then
    echo "== docs: $module has no .docc catalog (nothing to build); skipped"
  fi
done
if [ "${#modules[@]}" -eq 0 ]; then
  echo "== docs: no catalogs found; nothing to do"
  exit 0
fi

echo "== docs: building ${modules[*]} with symbol graphs"
mkdir -p "$graphs"
# One build per module: `swift build` honours only the last `--target` it is given. The graphs
# live in the scratch path because an up-to-date build does not emit them again: they must
# survive between runs exactly as long as the build products do.
for module in "${modules[@]}"; do
  swift build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
done

if [ -n "${DOCS_OUTPUT:-}" ]; then
  output="$DOCS_OUTPUT"
  mkdir -p "$output"
else
  output="$(mktemp -d "${TMPDIR:-/tmp}/hkm-docs.XXXXXX")"
  trap 'rm -rf "$output"' EXIT
fi

failed=0
summary=()
for module in "${modules[@]}"; do
  catalog="$(compgen -G "Sources/$module/*.docc" | head -n 1)"
  module_graphs="$output/graphs/$module"
  rm -rf "$module_graphs"
  mkdir -p "$module_graphs"
  # The module's own graph plus its extensions of other modules (Module@Other.symbols.json).
  shopt -s nullglob
  files=("$graphs/$module.symbols.json" "$graphs/$module@"*.symbols.json)
  shopt -u nullglob
  if [ ! -f "$graphs/$module.symbols.json" ]; then
    # Only possible when the graphs were deleted but the build products were not: an
    # up-to-date build emits nothing.
    echo "docs.sh: no symbol graph for $module in $graphs; delete $scratch and run again" >&2
    exit 1
  fi
  cp "${files[@]}" "$module_graphs/"
  log="$output/$module.log"
  status=0
  "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.headlesskeyboardmanager.$module" \
    --output-path "$output/$module.doccarchive" >"$log" 2>&1 || status=$?
  count="$(grep -cE '(^|[[:space:]])(warning|error):' "$log" || true)"
  if [ "$status" -ne 0 ] || [ "$count" -ne 0 ]; then
    echo "== docs: $module: $count diagnostics (docc exit status $status)"
    cat "$log"
    failed=1
  fi
  summary+=("$module: $count warnings/errors")
done

for line in "${summary[@]}"; do echo "== docs: $line"; done
if [ "$failed" -ne 0 ]; then
  echo "== docs: FAILED (fix the diagnostics above)"
  exit 1
fi
echo "== docs: all catalogs convert cleanly"
