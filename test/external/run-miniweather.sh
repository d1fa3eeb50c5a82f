#!/usr/bin/env bash
# Build and run miniWeather (github.com/mrnorman/miniWeather; not part of
# accc: check it out anywhere), a real OpenACC application, with accc, and
# compare its conservation diagnostics with the serial version's.
#
#   run-miniweather.sh host|multicore MINIWEATHER_DIR OUTDIR
#     Build c/miniWeather_serial.cpp with clang++ and
#     c/miniWeather_mpi_openacc.cpp with accc -acc=host|multicore, run both
#     here, print their d_mass / d_te and "PASS" when d_te agrees to 6
#     digits (d_mass is round-off, about 1e-14, and depends on the order of
#     the parallel sums).
#   run-miniweather.sh build-gpu MINIWEATHER_DIR OUTDIR
#     Build the serial reference (run here: its output goes to
#     OUTDIR/serial.out) and accc -acc=gpu binaries into OUTDIR; on the GPU
#     machine run `bash OUTDIR/run.sh OUTDIR/gpu` (the runtime bundle of
#     test/gpu/run-gpu-tests.sh or pack-runtime.sh) and compare by eye, or
#     with `run-miniweather.sh compare OUTDIR GPU_OUTPUT_FILE`.
#
# MPI and PnetCDF are replaced by single-rank stubs (test/external/
# miniweather/mpi.h, pnetcdf.h): one rank, no file output. Problem: the
# thermal bubble, 400 x 200 cells, 100 s (MW_FLAGS overrides).
# Environment: ACCC (default build/bin/accc), CXX (default clang++ of LLVM 22).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
accc=${ACCC:-$root/build/bin/accc}
cxx=${CXX:-/usr/lib/llvm-22/bin/clang++}
flags=${MW_FLAGS:--D_NX=400 -D_NZ=200 -D_SIM_TIME=100 -D_OUT_FREQ=100 -D_DATA_SPEC=DATA_SPEC_THERMAL -DNO_INFORM}
mode=${1:?usage: run-miniweather.sh host|multicore|build-gpu MINIWEATHER_DIR OUTDIR | compare OUTDIR FILE}

diag() { grep -E '^d_(mass|te):' "$1" | tr -s ' '; }
dte() { awk '/^d_te:/ {printf "%.6e\n", $2}' "$1"; }
compare() { # reference, candidate
  echo "serial: $(diag "$1" | tr '\n' ' ')"
  echo "accc:   $(diag "$2" | tr '\n' ' ')"
  if [[ -n $(dte "$1") && $(dte "$1") == $(dte "$2") ]]; then
    echo "PASS miniWeather (d_te agrees)"
  else
    echo "FAIL miniWeather (d_te differs)"; return 1
  fi
}

if [[ $mode == compare ]]; then
  compare "$2/serial.out" "$3"
  exit
fi
src=${2:?MINIWEATHER_DIR}/c
out=${3:?OUTDIR}
mkdir -p "$out"
inc="-I$here/miniweather"
# shellcheck disable=SC2086
"$cxx" -O2 $flags $inc "$src/miniWeather_serial.cpp" -o "$out/serial" -lm
"$out/serial" > "$out/serial.out"
case $mode in
host|multicore)
  # shellcheck disable=SC2086
  "$accc" -acc="$mode" -O2 $flags $inc "$src/miniWeather_mpi_openacc.cpp" -o "$out/$mode" -lm
  "$out/$mode" > "$out/$mode.out"
  compare "$out/serial.out" "$out/$mode.out"
  ;;
build-gpu)
  # shellcheck disable=SC2086
  "$accc" -acc=gpu -O2 $flags $inc "$src/miniWeather_mpi_openacc.cpp" -o "$out/gpu" -lm
  echo "built $out/gpu; serial reference: $(diag "$out/serial.out" | tr '\n' ' ')"
  ;;
*)
  echo "unknown mode $mode" >&2; exit 2 ;;
esac
