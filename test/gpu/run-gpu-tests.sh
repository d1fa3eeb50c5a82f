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
#   run-gpu-tests.sh run [OUTDIR]     (on the GPU machine)
#     Run the probe, then every NAME.gpu through OUTDIR/run.sh with
#     OMP_TARGET_OFFLOAD=MANDATORY (unless OMP_TARGET_OFFLOAD is already set
#     in the environment; set it empty to allow host fallback) and a timeout;
#     compare stdout with NAME.expected; print PASS NAME / FAIL NAME (+ a diff)
#     and a last line "N passed, N failed". Exit status 1 if any failed.
#     XFAIL tests (compiler bugs) are not built: they have no correct output.
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
  echo "usage: $0 build|run [OUTDIR]" >&2
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
    if ! "$accc" -acc=host "$src" -o "$tmp/$name.host" 2> "$tmp/$name.err"; then
      echo "ERROR $name: host build failed"; cat "$tmp/$name.err"
      failed=$((failed + 1)); continue
    fi
    if ! OMP_NUM_THREADS=4 "$tmp/$name.host" > "$outdir/$name.expected"; then
      echo "ERROR $name: host run failed"
      rm -f "$outdir/$name.expected"
      failed=$((failed + 1)); continue
    fi
    # shellcheck disable=SC2086
    if ! "$accc" -acc=gpu -O2 ${ACCC_GPU_FLAGS:-} "$src" -o "$outdir/$name.gpu" 2> "$tmp/$name.err"; then
      echo "ERROR $name: gpu build failed"; cat "$tmp/$name.err"
      rm -f "$outdir/$name.expected"
      failed=$((failed + 1)); continue
    fi
    echo "built $name"
    built=$((built + 1))
    [[ -n $first ]] || first=$outdir/$name.gpu
  done
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

do_run() {
  [[ -e $outdir/run.sh ]] || { echo "run: $outdir/run.sh missing (run 'build' first)" >&2; exit 2; }
  local limit=${TEST_TIMEOUT:-120}
  # MANDATORY unless the caller set OMP_TARGET_OFFLOAD (even to empty).
  if [[ -z ${OMP_TARGET_OFFLOAD+x} ]]; then
    export OMP_TARGET_OFFLOAD=MANDATORY
  fi
  [[ -n $OMP_TARGET_OFFLOAD ]] || unset OMP_TARGET_OFFLOAD
  export OMP_NUM_THREADS=${OMP_NUM_THREADS:-4}
  local to=()
  command -v timeout > /dev/null && to=(timeout "$limit")
  echo "OMP_TARGET_OFFLOAD=${OMP_TARGET_OFFLOAD:-<unset>}"

  # libLLVM (pulled in by libomptarget) dlopen()s "libomp.so" (unversioned),
  # which the bundle lacks: on a machine with a system libomp.so that loads a
  # second OpenMP runtime ("OMP: Error #15 ... already initialized"). Give it
  # the bundled libomp.so.5 under that name, in a directory searched after
  # run.sh's own (asked from run.sh, which unpacks the bundle on first use).
  local rtlib
  rtlib=$(bash "$outdir/run.sh" sh -c 'echo "${LD_LIBRARY_PATH%%:*}"') || rtlib=
  if [[ -n $rtlib && -e $rtlib/libomp.so.5 && ! -e $rtlib/libomp.so ]]; then
    mkdir -p "$outdir/shim"
    ln -sfn "$rtlib/libomp.so.5" "$outdir/shim/libomp.so"
    export LD_LIBRARY_PATH=$outdir/shim${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  fi

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
  echo "$pass passed, $fail failed"
  ((fail == 0))
}

case $cmd in
build) do_build ;;
run) do_run ;;
*) usage ;;
esac
