#!/bin/bash
# test/offload-host.sh ACCC CLANG INCLUDE LIBDIR [-x c++] SOURCE -o OUTPUT
#     [ACCC FLAGS]
#
# Builds SOURCE's GPU translation (accc -acc=gpu -fopenacc-print=omp) for
# libomptarget's host plugin, x86_64 as the offload target, linked with the
# build tree's libacc and libomptarget: lit's %accc-offload-host. Run with
# %run-offload-host (ACC_DEVICE_TYPE=nvidia: the plugin's devices are
# libacc's nvidia devices). So tests check what the GPU translation does
# to the present table and its reference counts (enter and exit data,
# members, finalize) on machines without a GPU, CI's included; kernels run
# on the host's threads, not as on a GPU.
set -eo pipefail
accc=$1 clang=$2 include=$3 libdir=$4
shift 4
lang= src= out=
flags=()
while (($#)); do
  case $1 in
  -x) lang=$2; flags+=(-x "$2"); shift 2 ;;
  -o) out=$2; shift 2 ;;
  -*) flags+=("$1"); shift ;;
  *) src=$1; shift ;;
  esac
done
[[ -n $src && -n $out ]] || { echo "offload-host.sh: SOURCE and -o OUTPUT expected" >&2; exit 2; }
ext=${src##*.}
[[ -z $lang && $ext == cpp ]] && lang=c++
[[ -z $lang ]] && lang=c
[[ $lang == c++ ]] && clang=${clang}++ ext=cpp
"$accc" -acc=gpu -fopenacc-print=omp "${flags[@]}" "$src" > "$out.omp.$ext"
"$clang" -w -O1 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu \
  -I"$include" "$out.omp.$ext" -o "$out" \
  -L"$libdir" -Wl,-rpath,"$libdir" -lacc -lm
