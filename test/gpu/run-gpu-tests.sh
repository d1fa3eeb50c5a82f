#!/usr/bin/env bash
# Run accc's execution tests (test/Execution) on a GPU machine that has no
# LLVM, no python and no FileCheck.
#
#   run-gpu-tests.sh build [OUTDIR]   (here, where accc is built; no GPU needed)
#     For every test/Execution/*.c|*.cpp that is not XFAIL: build the host
#     version (-acc=host) and run it; its stdout becomes OUTDIR/NAME.expected
#     (the host version passes its FileCheck lines in lit, so its output is the
#     reference). Build the GPU version (-acc=gpu -O2) as OUTDIR/NAME.gpu.
#     Also build the probe OUTDIR/probe.gpu, then bundle the offload runtime
#     with /work/shared/gpu/pack-runtime.sh.
#     Also build libacc's API tests (runtime/test/api/*.c) against a small
#     library holding a GPU image (libomptarget counts a GPU only once an
#     image is registered): the self-checking ones ("what: ok|FAIL" lines) as
#     OUTDIR/NAME.rt, data-errors.c as OUTDIR/data-errors.rterr with its
#     fatal-error cases (from its RUN lines) in data-errors.cases.
#   run-gpu-tests.sh run [OUTDIR]     (on the GPU machine)
#     Run the probe, then every NAME.gpu through OUTDIR/run.sh with
#     OMP_TARGET_OFFLOAD=MANDATORY (unless OMP_TARGET_OFFLOAD is already set
#     in the environment; set it empty to allow host fallback) and a timeout;
#     compare stdout with NAME.expected; print PASS NAME / FAIL NAME (+ a diff)
#     and a last line "N passed, N failed". Exit status 1 if any failed.
#     A NAME.rt passes when it exits 0 and prints no "FAIL"; each case of a
#     NAME.rterr passes when it exits non-zero with a "libacc: error:" line.
#     test/gpu/errors/NAME.c (run-time errors of directives, which only a GPU
#     has): built as NAME.gpuerr; each "// GPU-ERROR: CASE TEXT" line is a
#     case that must exit non-zero and print TEXT (LINE-X in TEXT: the line
#     that holds the comment /* LINE-X */).
#     XFAIL tests (compiler bugs) are not built: they have no correct output.
#     libacc's API tests that check their output with FileCheck lines for the
#     GPU (OUT-GPU prefix: device management) are built as OUTDIR/NAME.rtfc;
#     'run' runs each (it must exit 0) and writes its stdout and stderr to
#     FCDIR/NAME.out and NAME.err (FCDIR: env FC_OUT, default OUTDIR/fc-out).
#   run-gpu-tests.sh fc-check FCDIR   (here, after copying FCDIR back)
#     FileCheck each NAME.out against runtime/test/api/NAME.c with the
#     prefixes OUT and OUT-GPU, and NAME.err with ERR (as lit does for a GPU
#     machine); prints PASS/FAIL and "N passed, N failed".
#
#   To check the script on a machine without a GPU (host fallback):
#     OMP_TARGET_OFFLOAD= KMP_TEAMS_THREAD_LIMIT=64 run-gpu-tests.sh run
#   (libomp's host teams are capped at the number of cores unless
#   KMP_TEAMS_THREAD_LIMIT is raised; the num_gangs tests then see fewer gangs.)
#
# OUTDIR defaults to build/gpu-tests in the source tree (keep it out of git).
# Environment: ACCC (the compiler, default build/bin/accc), TEST_TIMEOUT
# (seconds per GPU test in 'run', default 120), ACCC_GPU_FLAGS (extra flags
# for the GPU build, e.g. --offload-arch=sm_80).
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cmd=${1:-}
outdir=${2:-$root/build/gpu-tests}

usage() {
  echo "usage: $0 build|run [OUTDIR] | fc-check FCDIR" >&2
  exit 2
}

probe_source() {
  cat <<'EOF'
#include <openacc.h>
#include <stdio.h>
int main(void) {
  int on_dev = -1, host = -1;
  int n = acc_get_num_devices(acc_device_nvidia);
#pragma acc parallel num_gangs(1) copy(on_dev, host)
  {
    on_dev = acc_on_device(acc_device_not_host);
    host = acc_on_device(acc_device_host);
  }
  printf("probe: acc_get_num_devices(acc_device_nvidia) = %d\n", n);
  printf("probe: acc_on_device(acc_device_not_host) in parallel = %d\n", on_dev);
  printf("probe: acc_on_device(acc_device_host) in parallel = %d\n", host);
  return 0;
}
EOF
}

do_build() {
  local accc=${ACCC:-$root/build/bin/accc}
  [[ -x $accc ]] || { echo "build: accc not found at $accc" >&2; exit 2; }
  mkdir -p "$outdir"
  rm -f "$outdir"/*.gpu "$outdir"/*.expected "$outdir"/*.skipped
  local tmp
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' RETURN
  local built=0 failed=0 skipped=0 first=""
  local src name
  for src in "$root"/test/Execution/*.c "$root"/test/Execution/*.cpp; do
    [[ -e $src ]] || continue
    name=$(basename "$src")
    name=${name%.*}
    [[ ${src##*.} == cpp ]] && name=$name-cpp
    if grep -q '^// XFAIL:' "$src"; then
      echo "skip  $name (XFAIL)"
      echo "XFAIL in $src" > "$outdir/$name.skipped"
      skipped=$((skipped + 1))
      continue
    fi
    # -lm: as the tests' RUN lines link (the math library, for C)
    if ! "$accc" -acc=host "$src" -o "$tmp/$name.host" -lm 2> "$tmp/$name.err"; then
      echo "ERROR $name: host build failed"; cat "$tmp/$name.err"
      failed=$((failed + 1)); continue
    fi
    if ! OMP_NUM_THREADS=4 "$tmp/$name.host" > "$outdir/$name.expected"; then
      echo "ERROR $name: host run failed"
      rm -f "$outdir/$name.expected"
      failed=$((failed + 1)); continue
    fi
    # shellcheck disable=SC2086
    if ! "$accc" -acc=gpu -O2 ${ACCC_GPU_FLAGS:-} "$src" -o "$outdir/$name.gpu" -lm 2> "$tmp/$name.err"; then
      echo "ERROR $name: gpu build failed"; cat "$tmp/$name.err"
      rm -f "$outdir/$name.expected"
      failed=$((failed + 1)); continue
    fi
    echo "built $name"
    built=$((built + 1))
    [[ -n $first ]] || first=$outdir/$name.gpu
  done
  build_runtime_tests "$tmp" || failed=$((failed + 1))
  build_error_tests "$accc" || failed=$((failed + 1))
  probe_source > "$tmp/probe.c"
  # shellcheck disable=SC2086
  if ! "$accc" -acc=gpu -O2 ${ACCC_GPU_FLAGS:-} "$tmp/probe.c" -o "$outdir/probe.gpu"; then
    echo "ERROR probe: gpu build failed"; failed=$((failed + 1))
  fi
  [[ -n $first ]] || { echo "build: no test was built" >&2; exit 1; }
  bash /work/shared/gpu/pack-runtime.sh "$outdir" "$first" || exit 1
  echo "build: $built built, $failed failed, $skipped skipped (XFAIL) in $outdir"
  ((failed == 0))
}

# libacc's API tests (see the header). Returns 1 if one did not build.
build_runtime_tests() {
  local tmp=$1 cc=${CC_GPU:-clang-22} src name rc=0
  rm -f "$outdir"/*.rt "$outdir"/*.rtfc "$outdir"/*.rterr "$outdir"/*.cases
  # The image library; the tests find it through $ORIGIN.
  if ! "$cc" -fopenmp --offload-arch=sm_90 -nogpulib -fPIC -shared \
      -Wl,-soname,libaccc-gpu-image.so "$root/runtime/test/Inputs/gpu-image.c" \
      -o "$outdir/libaccc-gpu-image.so" 2> "$tmp/image.err"; then
    echo "ERROR runtime tests: GPU image library"; cat "$tmp/image.err"; return 1
  fi
  local link=(-I"$root/build/include" -L"$root/build/lib" -lacc
              /usr/lib/llvm-22/lib/libomptarget.so.22.1
              -L"$outdir" -laccc-gpu-image -Wl,-rpath,'$ORIGIN')
  for src in "$root"/runtime/test/api/*.c; do
    name=$(basename "$src" .c)
    if grep -q '"FAIL"' "$src"; then
      "$cc" -fopenmp -Wall -Werror "$src" "${link[@]}" -o "$outdir/$name.rt" \
        || { echo "ERROR runtime test $name"; rc=1; }
    elif grep -q 'OUT-GPU' "$src"; then
      "$cc" -fopenmp -Wall -Werror "$src" "${link[@]}" -o "$outdir/$name.rtfc" \
        || { echo "ERROR runtime test $name"; rc=1; }
    elif [[ $name == *-errors ]] && grep -q '%if gpu' "$src"; then
      "$cc" -fopenmp -Wall -Werror "$src" "${link[@]}" -o "$outdir/$name.rterr" \
        || { echo "ERROR runtime test $name"; rc=1; continue; }
      sed -n 's/.*%t \([a-z0-9-]*\) 2>&1.*/\1/p' "$src" > "$outdir/$name.cases"
    fi
  done
  return $rc
}

# The directive error tests (see the header). Returns 1 if one did not build.
build_error_tests() {
  local accc=$1 src name rc=0
  rm -f "$outdir"/*.gpuerr "$outdir"/*.errcases
  for src in "$root"/test/gpu/errors/*.c; do
    [[ -e $src ]] || continue
    name=$(basename "$src" .c)
    # shellcheck disable=SC2086
    "$accc" -acc=gpu -O2 ${ACCC_GPU_FLAGS:-} "$src" -o "$outdir/$name.gpuerr" \
      || { echo "ERROR error test $name"; rc=1; continue; }
    python3 - "$src" > "$outdir/$name.errcases" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().split("\n")
marks = {m: i + 1 for i, l in enumerate(lines)
         for m in re.findall(r"/\* (LINE-[A-Z]+) \*/", l)}
for l in lines:
    m = re.match(r"// GPU-ERROR: (\S+) (.*)", l)
    if m:
        text = re.sub(r"LINE-[A-Z]+", lambda x: str(marks[x.group(0)]), m.group(2))
        print(m.group(1) + "\t" + text)
PY
  done
  return $rc
}

# Runs the runtime tests of OUTDIR; adds to the caller's pass/fail counts.
run_runtime_tests() {
  local bin name out rc c
  for bin in "$outdir"/*.rt; do
    [[ -e $bin ]] || continue
    name=$(basename "$bin" .rt)
    out=$("${to[@]}" bash "$outdir/run.sh" "$bin" 2>&1)
    rc=$?
    if ((rc == 0)) && ! grep -q 'FAIL' <<< "$out"; then
      echo "PASS runtime/$name"; pass=$((pass + 1))
    else
      echo "FAIL runtime/$name (exit $rc)"; grep -i 'fail\|error' <<< "$out" | head -10 | sed 's/^/    /'
      fail=$((fail + 1))
    fi
  done
  local text
  for bin in "$outdir"/*.gpuerr; do
    [[ -e $bin ]] || continue
    name=$(basename "$bin" .gpuerr)
    while IFS=$'\t' read -r c text; do
      out=$("${to[@]}" bash "$outdir/run.sh" "$bin" "$c" 2>&1)
      rc=$?
      if ((rc != 0)) && grep -qF -- "$text" <<< "$out"; then
        echo "PASS errors/$name $c: $text"; pass=$((pass + 1))
      else
        echo "FAIL errors/$name $c (exit $rc; expected '$text')"
        sed 's/^/    /' <<< "$out" | head -8
        fail=$((fail + 1))
      fi
    done < "$outdir/$name.errcases"
  done
  local fc=${FC_OUT:-$outdir/fc-out}
  mkdir -p "$fc"
  for bin in "$outdir"/*.rtfc; do
    [[ -e $bin ]] || continue
    name=$(basename "$bin" .rtfc)
    "${to[@]}" bash "$outdir/run.sh" "$bin" > "$fc/$name.out" 2> "$fc/$name.err"
    rc=$?
    if ((rc == 0)); then
      echo "RAN runtime/$name (output for fc-check in $fc)"; pass=$((pass + 1))
    else
      echo "FAIL runtime/$name (exit $rc)"; head -5 "$fc/$name.err" | sed 's/^/    /'
      fail=$((fail + 1))
    fi
  done
  for bin in "$outdir"/*.rterr; do
    [[ -e $bin ]] || continue
    name=$(basename "$bin" .rterr)
    while read -r c; do
      out=$("${to[@]}" bash "$outdir/run.sh" "$bin" "$c" 2>&1)
      rc=$?
      if ((rc != 0)) && grep -q 'libacc: error:' <<< "$out"; then
        echo "PASS runtime/$name $c: $(grep -m1 'libacc: error:' <<< "$out")"; pass=$((pass + 1))
      else
        echo "FAIL runtime/$name $c (exit $rc)"; sed 's/^/    /' <<< "$out" | head -5
        fail=$((fail + 1))
      fi
    done < "$outdir/$name.cases"
  done
}

do_run() {
  [[ -e $outdir/run.sh ]] || { echo "run: $outdir/run.sh missing (run 'build' first)" >&2; exit 2; }
  local limit=${TEST_TIMEOUT:-120}
  export OMP_NUM_THREADS=${OMP_NUM_THREADS:-4}
  local to=()
  command -v timeout > /dev/null && to=(timeout "$limit")
  # shellcheck source=test/gpu/offload-env.sh
  source "$here/offload-env.sh"
  offload_env "$outdir"

  if [[ -x $outdir/probe.gpu ]]; then
    local pout rc
    pout=$("${to[@]}" bash "$outdir/run.sh" "$outdir/probe.gpu" 2>&1)
    rc=$?
    echo "$pout"
    if ((rc != 0)); then
      echo "probe: FAILED (exit $rc): the GPU offload does not work"
    elif grep -q 'not_host) in parallel = 1' <<< "$pout"; then
      echo "probe: regions run on the GPU"
    else
      echo "probe: WARNING: regions run on the HOST (no GPU or fallback)"
    fi
  else
    echo "probe: probe.gpu missing"
  fi

  local pass=0 fail=0 bin name out rc
  out=$(mktemp)
  for bin in "$outdir"/*.gpu; do
    [[ -e $bin ]] || continue
    name=$(basename "$bin" .gpu)
    [[ $name == probe ]] && continue
    if [[ ! -e $outdir/$name.expected ]]; then
      echo "FAIL $name (no $name.expected)"; fail=$((fail + 1)); continue
    fi
    "${to[@]}" bash "$outdir/run.sh" "$bin" > "$out" 2> "$out.err"
    rc=$?
    if ((rc == 0)) && cmp -s "$out" "$outdir/$name.expected"; then
      echo "PASS $name"; pass=$((pass + 1))
    else
      echo "FAIL $name (exit $rc$( ((rc == 124)) && echo ', timed out'))"
      diff "$outdir/$name.expected" "$out" | sed 's/^/    /'
      [[ -s $out.err ]] && sed 's/^/    stderr: /' "$out.err" | head -20
      fail=$((fail + 1))
    fi
  done
  rm -f "$out" "$out.err"
  run_runtime_tests
  echo "$pass passed, $fail failed"
  ((fail == 0))
}

# FileCheck the outputs that 'run' wrote for the NAME.rtfc tests.
do_fc_check() {
  local fc=$outdir out name pass=0 fail=0
  local filecheck=${FILECHECK:-/usr/lib/llvm-22/bin/FileCheck}
  for out in "$fc"/*.out; do
    [[ -e $out ]] || { echo "fc-check: no outputs in $fc" >&2; exit 2; }
    name=$(basename "$out" .out)
    if "$filecheck" --check-prefixes=OUT,OUT-GPU --input-file="$out" \
         "$root/runtime/test/api/$name.c" &&
       "$filecheck" --check-prefix=ERR --allow-empty \
         --input-file="$fc/$name.err" "$root/runtime/test/api/$name.c"; then
      echo "PASS runtime/$name"; pass=$((pass + 1))
    else
      echo "FAIL runtime/$name"; fail=$((fail + 1))
    fi
  done
  echo "$pass passed, $fail failed"
  ((fail == 0))
}

case $cmd in
build) do_build ;;
run) do_run ;;
fc-check) do_fc_check ;;
*) usage ;;
esac
