#!/usr/bin/env bash
# Run the OpenACC Validation and Verification suite (OpenACCV-V,
# github.com/OpenACCUserGroup/OpenACCV-V; not part of accc: check it out
# anywhere) against accc: every Tests/*.c and Tests/*.cpp is one program
# whose exit status 0 means pass.
#
#   run-openacc-vv.sh host|multicore SUITE OUTDIR
#     Build each test with accc -acc=host|multicore, run it here, print a line
#     per test and the summary (results also in OUTDIR/results.txt); VV_JOBS
#     tests at a time (default 1; on multicore each test starts a thread per
#     core unless OMP_NUM_THREADS says otherwise).
#   run-openacc-vv.sh build-gpu SUITE OUTDIR
#     Build each test with accc -acc=gpu (here, no GPU needed) and bundle the
#     offload runtime into OUTDIR for the GPU machine.
#   run-openacc-vv.sh gpu SUITE OUTDIR
#     On a machine with GPUs and accc (the device machine, with the bundle of
#     scripts/fuzz/bundle.sh unpacked): build each test with -acc=gpu and run
#     it here, VV_JOBS (default: the cores) at a time; OMP_TARGET_OFFLOAD=
#     MANDATORY unless set. Every test sees every GPU (the tests of several
#     devices need them), so most run on the first. The binaries are
#     deleted after their run.
#   run-openacc-vv.sh run-gpu OUTDIR
#     On the GPU machine: run each test built by build-gpu. VV_BUNDLE names
#     another directory with run.sh and libs.tar.xz (default OUTDIR), e.g.
#     that of test/gpu/run-gpu-tests.sh, to carry one bundle for both.
#
# A test that does not compile counts as "CE" with accc's first error line;
# one that runs longer than VV_TIMEOUT seconds (default 60) as "TIMEOUT".
# Summary: "N passed, N failed, N compile errors". The suite's test bodies
# read SEED and NUM_TEST_CALLS, which its own harness passes: 0 and 1 here.
# Environment: ACCC (default build/bin/accc), VV_FLAGS (extra accc flags),
# VV_FILTER (a grep -E pattern on test names).
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
accc=${ACCC:-$root/build/bin/accc}
timeout_s=${VV_TIMEOUT:-60}

usage() {
  echo "usage: $0 host|multicore|build-gpu|gpu SUITE OUTDIR | run-gpu OUTDIR" >&2
  exit 2
}

# The test sources of SUITE (its Tests/ folder or SUITE itself), filtered.
sources() {
  local dir=$1/Tests
  [[ -d $dir ]] || dir=$1
  find "$dir" -maxdepth 1 \( -name '*.c' -o -name '*.cpp' \) | sort |
    grep -E -- "${VV_FILTER:-.}"
}

# build TARGET SRC OUTDIR: OUTDIR/NAME.bin, or a "CE NAME: error" line.
build_one() {
  local target=$1 src=$2 out=$3 name log
  name=$(basename "$src")
  log=$out/$name.log
  # shellcheck disable=SC2086
  if "$accc" -acc="$target" -O2 -DSEED=0 -DNUM_TEST_CALLS=1 ${VV_FLAGS:-} \
       "$src" -o "$out/$name.bin" -lm > "$log" 2>&1; then
    return 0
  fi
  echo "CE $name: $(grep -m1 -E 'error|Error' "$log" | sed "s|^$(dirname "$src")/||")"
  return 1
}

# run_one BIN: prints the test's result line.
run_one() {
  local bin name rc
  bin=$(realpath "$1")
  name=$(basename "$bin" .bin)
  # In OUTDIR: the suite's harness writes OpenACC_testsuite.log to the cwd.
  (cd "$(dirname "$bin")" &&
     timeout "$timeout_s" "${runner[@]}" "$bin" > "${bin%.bin}.out" 2>&1)
  rc=$?
  if ((rc == 0)); then
    echo "PASS $name"
  elif ((rc == 124)); then
    echo "TIMEOUT $name"
  else
    echo "FAIL $name (exit $rc): $(grep -m1 -iE 'error|fail' "${bin%.bin}.out")"
  fi
}

summary() {
  local file=$1
  echo "$(grep -c '^PASS' "$file") passed, $(grep -c -E '^(FAIL|TIMEOUT)' "$file") failed," \
       "$(grep -c '^CE' "$file") compile errors"
}

runner=()
case ${1:-} in
  host|multicore)
    (($# == 3)) || usage
    target=$1 suite=$2 out=$3
    mkdir -p "$out"
    : > "$out/results.txt"
    # VV_JOBS at a time (default 1: the tests' own threads have the
    # cores); each test's binary deleted after its run, as for gpu.
    sources "$suite" |
      xargs -P "${VV_JOBS:-1}" -L 1 bash "$0" host-one "$target" "$out" |
      tee "$out/results.unsorted"
    sort -k2 "$out/results.unsorted" > "$out/results.txt"
    rm -f "$out/results.unsorted"
    summary "$out/results.txt"
    ;;
  host-one) # host's and multicore's step for one test: TARGET OUTDIR SRC
    (($# == 4)) || usage
    target=$2 out=$3 src=$4
    if line=$(build_one "$target" "$src" "$out"); then
      line=$(run_one "$out/$(basename "$src").bin")
      rm -f "$out/$(basename "$src").bin"
    fi
    echo "$line"
    ;;
  build-gpu)
    (($# == 3)) || usage
    suite=$2 out=$3
    mkdir -p "$out"
    : > "$out/build.txt"
    first=
    while read -r src; do
      if build_one gpu "$src" "$out" >> "$out/build.txt"; then
        first=${first:-$out/$(basename "$src").bin}
      fi
    done < <(sources "$suite")
    echo "built $(find "$out" -name '*.bin' | wc -l), $(grep -c '^CE' "$out/build.txt") compile errors"
    [[ -z $first || -n ${VV_BUNDLE:-} ]] ||
      bash /work/shared/gpu/pack-runtime.sh "$out" "$first"
    ;;
  gpu)
    (($# == 3)) || usage
    suite=$(cd "$2" && pwd) out=$(mkdir -p "$3" && cd "$3" && pwd)
    if [[ -z ${OMP_TARGET_OFFLOAD+x} ]]; then
      export OMP_TARGET_OFFLOAD=MANDATORY
    fi
    [[ -n $OMP_TARGET_OFFLOAD ]] || unset OMP_TARGET_OFFLOAD
    export ACCC="$accc"
    sources "$suite" |
      xargs -P "${VV_JOBS:-$(nproc)}" -L 1 bash "$0" gpu-one "$out" |
      tee "$out/results.unsorted"
    sort -k2 "$out/results.unsorted" > "$out/results.txt"
    rm -f "$out/results.unsorted"
    summary "$out/results.txt"
    ;;
  gpu-one) # gpu's step for one test: OUTDIR SRC
    (($# == 3)) || usage
    out=$2 src=$3
    if line=$(build_one gpu "$src" "$out"); then
      line=$(run_one "$out/$(basename "$src").bin")
      rm -f "$out/$(basename "$src").bin"
    fi
    echo "$line"
    ;;
  run-gpu)
    (($# == 2)) || usage
    out=$(cd "$2" && pwd)
    bundle=$(cd "${VV_BUNDLE:-$out}" && pwd)
    # shellcheck source=../gpu/offload-env.sh
    source "$root/test/gpu/offload-env.sh"
    offload_env "$bundle"
    runner=(bash "$bundle/run.sh")
    cp "$out/build.txt" "$out/results.txt"
    for bin in "$out"/*.bin; do
      [[ -e $bin ]] && run_one "$bin"
    done | tee -a "$out/results.txt"
    summary "$out/results.txt"
    ;;
  *) usage ;;
esac
