#!/usr/bin/env bash
# Builds each given execution test (test/Execution/*.c, *.cpp) with accc for
# the GPU and for the host, runs both here and compares their outputs: on a
# machine with a GPU and accc (the device machine with the bundle of
# scripts/fuzz/bundle.sh unpacked). A .c file whose RUN lines build it as
# C++ too (`%accc++ -x c++`) is compared in both languages.
#
#   compare-with-host.sh OUTDIR FILE...
#
# Prints "SAME name", "DIFF name" (with the first differing lines) or
# "BUILD-FAILED name" per build, then "N same, N differ, N failed to build".
# Environment: ACCC (default build/bin/accc; accc++ beside it), CMP_JOBS
# (default 8), CMP_TIMEOUT (seconds per run, default 120), CMP_GPU
# (offload-host: the GPU side is the GPU translation built for
# libomptarget's host plugin, test/offload-host.sh, on any machine with a
# build tree: the GPU's data mapping without a GPU).
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
accc=${ACCC:-$root/build/bin/accc}

one() { # OUTDIR FILE LANG
  local out=$1 src=$2 lang=$3 name drv flags=()
  name=$(basename "$src")
  drv=$accc
  if [[ $lang == c++ ]]; then
    name=$name.xx
    drv=${accc}++
    [[ $src == *.c ]] && flags=(-x c++)
  fi
  for t in gpu host; do
    local build=("$drv" "${flags[@]}" -acc=$t -O2 "$src" -o "$out/$name.$t"
                 -lm) run=()
    if [[ $t == gpu && ${CMP_GPU:-} == offload-host ]]; then
      build=(bash "$root/test/offload-host.sh" "$accc" "${CLANG:-/usr/lib/llvm-22/bin/clang}"
             "$root/build/include" "$root/build/lib" "${flags[@]}" "$src"
             -o "$out/$name.$t")
      run=(env ACC_DEVICE_TYPE=nvidia)
    fi
    if ! "${build[@]}" > "$out/$name.$t.log" 2>&1; then
      echo "BUILD-FAILED $name ($t): $(grep -m1 error "$out/$name.$t.log")"
      return
    fi
    timeout "${CMP_TIMEOUT:-120}" "${run[@]}" "$out/$name.$t" \
      > "$out/$name.$t.out" 2>&1
    echo "exit $?" >> "$out/$name.$t.out"
  done
  if cmp -s "$out/$name.gpu.out" "$out/$name.host.out"; then
    echo "SAME $name"
  else
    echo "DIFF $name: $(diff "$out/$name.gpu.out" "$out/$name.host.out" |
                        head -4 | tr '\n' ' ')"
  fi
}

case ${1:-} in
  one) shift; one "$@"; exit ;;
  ''|-h|--help) sed -n '2,16p' "$0"; exit 2 ;;
esac
out=$(mkdir -p "$1" && cd "$1" && pwd)
shift
for src in "$@"; do
  src=$(realpath "$src")
  if [[ $src == *.cpp ]]; then
    echo "$out $src c++"
  else
    echo "$out $src c"
    ! grep -q -- '%accc++ -x c++' "$src" || echo "$out $src c++"
  fi
done |
  xargs -P "${CMP_JOBS:-8}" -L 1 bash "$0" one | tee "$out/results.txt"
echo "$(grep -c '^SAME' "$out/results.txt") same," \
     "$(grep -c '^DIFF' "$out/results.txt") differ," \
     "$(grep -c '^BUILD-FAILED' "$out/results.txt") failed to build"
