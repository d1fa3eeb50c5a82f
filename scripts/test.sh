#!/usr/bin/env bash
# test.sh - the test command: builds what is missing (scripts/build.sh), then
# runs every test suite (compiler: test/, runtime: runtime/test/, the
# libraries' GoogleTest unit tests: unittests/, one test per TEST) with lit
# and ends with the line "N passed, N failed, N skipped".
#
# usage: scripts/test.sh [lit options]   (env: ACCC_BUILD_DIR, default build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build=${ACCC_BUILD_DIR:-build}
bash scripts/build.sh --no-example

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
/usr/lib/llvm-22/bin/lit -v "$@" "$build"/test "$build"/runtime/test "$build"/unittests 2>&1 | tee "$log" || status=$?
python3 - "$log" <<'PY'
import re, sys
counts = {}
for line in open(sys.argv[1]):
    m = re.match(r"\s*(Passed|Failed|Expectedly Failed|Unexpectedly Passed|Unsupported|Unresolved|Timed Out|Skipped|Excluded)\s*:\s*(\d+)", line)
    if m:
        counts[m.group(1)] = counts.get(m.group(1), 0) + int(m.group(2))
passed = counts.get("Passed", 0) + counts.get("Expectedly Failed", 0)
failed = sum(counts.get(k, 0) for k in ("Failed", "Unexpectedly Passed", "Unresolved", "Timed Out"))
skipped = counts.get("Unsupported", 0) + counts.get("Skipped", 0)
print(f"{passed} passed, {failed} failed, {skipped} skipped")
PY
exit $status
