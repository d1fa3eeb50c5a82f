#!/usr/bin/env bash
# translation-snapshot.sh - what accc prints for a corpus of inputs, so that a
# refactoring can show that the translation did not change:
#
#   scripts/translation-snapshot.sh OUTDIR [DIR...]
#     For every .c/.cpp file under test/, examples/ and each DIR (e.g. a
#     checkout of the OpenACC V&V suite's Tests/), write what accc prints
#     (stdout, stderr, exit status) in several modes into OUTDIR.
#   diff -r OLD NEW      after running it before and after a change.
#
# Modes per file: the OpenMP with -Minfo=accel for gpu, multicore and host,
# the base mapping; for the files of test/ and examples/ also acc-omp,
# omp-acc, the AST dump and the compile input with #line markers (the kept
# NAME.omp.c of `-acc=gpu -c`). Addresses, the build tree's path and
# path hashes are replaced by fixed words. Environment: ACCC (default build/bin/accc),
# JOBS (default: the number of cores).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: translation-snapshot.sh OUTDIR [DIR...]}
shift
mkdir -p "$out"
out=$(cd "$out" && pwd)
export ACCC=${ACCC:-$root/build/bin/accc} OUT=$out ROOT=$root

snap() { # FILE FULL: one file, every mode
  local f=$1 full=$2 key dir tmp
  key=$(echo "${f#"$ROOT"/}" | tr '/' '_')
  dir=$(dirname "$f")
  run() { # VARIANT ARGS...
    local v=$1
    shift
    { (cd "$dir" && "$ACCC" "$@" -I"$dir/Inputs" "$(basename "$f")" 2>&1)
      echo "--- rc $?"; } >"$OUT/$key.$v" 2>&1
  }
  run gpu -acc=gpu -fopenacc-print=omp -Minfo=accel
  run multicore -acc=multicore -fopenacc-print=omp -Minfo=accel
  run host -acc=host -fopenacc-print=omp
  run base -acc=gpu -acc-mapping=base -fopenacc-print=omp
  [[ $full == 1 ]] || return 0
  run acc-omp -acc=gpu -fopenacc-print=acc-omp
  run omp-acc -acc=gpu -fopenacc-print=omp-acc
  run dump -acc=gpu -fopenacc-ast-dump
  tmp=$(mktemp -d)
  cp "$f" "$tmp/"
  (cd "$tmp" && "$ACCC" -acc=gpu -c -fopenacc-keep-omp -I"$dir" -I"$dir/Inputs" \
     "$(basename "$f")" -o x.o >/dev/null 2>&1)
  cat "$tmp"/*.omp.c* >"$OUT/$key.compile" 2>/dev/null
  rm -rf "$tmp"
}
export -f snap

{
  find "$root/test" "$root/examples" \( -name '*.c' -o -name '*.cpp' \) \
    -not -path '*/Inputs/*' -not -path '*/external/*' | sort | sed 's/$/ 1/'
  for d in "$@"; do
    find "$(cd "$d" && pwd)" -maxdepth 1 \( -name '*.c' -o -name '*.cpp' \) |
      sort | sed 's/$/ 0/'
  done
} | xargs -P "${JOBS:-$(nproc)}" -L 1 bash -c 'snap "$0" "$1"'
# What differs from run to run: node addresses in dumps, the build tree's
# path, the symbol hash of a temporary file's path (declare of a static).
prefix=$(cd "$(dirname "$ACCC")/.." && pwd)
find "$out" -type f -print0 | xargs -0 sed -i -E \
  -e 's/0x[0-9a-f]+/0xADDR/g' -e "s|$prefix|ACCC_PREFIX|g" \
  -e 's/__accc_[0-9A-F]{8,16}/__accc_HASH/g'
echo "translation-snapshot: $(ls "$out" | wc -l) outputs in $out"
