#!/usr/bin/env bash
# MPI + OpenACC on a machine with several GPUs: examples/mpi-jacobi.c, one
# GPU per rank (chosen from OMPI_COMM_WORLD_LOCAL_RANK), checked by rank 0
# against a serial run.
#
#   mpi-gpu.sh build [OUTDIR]   (here: accc built, Debian's Open MPI installed)
#     Builds OUTDIR/mpi-jacobi with `OMPI_CC=accc mpicc -acc=gpu`, bundles
#     accc's offload runtime (/work/shared/gpu/pack-runtime.sh) and the Open
#     MPI runtime (orterun, its libraries, plugins and help files) as
#     OUTDIR/ompi.tar.xz: the GPU machine has neither.
#   mpi-gpu.sh run [OUTDIR]     (on the GPU machine; carry OUTDIR)
#     Unpacks both and runs mpi-jacobi on 2 and 4 ranks and a timed 2-rank
#     run of 2^20 points; prints each rank's device and the check ("OK").
#
# OUTDIR defaults to build/mpi-gpu (keep it out of git).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cmd=${1:-}
out=${2:-$root/build/mpi-gpu}

build() {
  mkdir -p "$out"
  OMPI_CC=$root/build/bin/accc mpicc -acc=gpu -O2 "$root/examples/mpi-jacobi.c" \
    -o "$out/mpi-jacobi" || return 1
  local tmp
  tmp=$(mktemp -d)
  local o=$tmp/ompi m=/usr/lib/x86_64-linux-gnu/openmpi/lib
  mkdir -p "$o/bin" "$o/lib" "$o/pkglib" "$o/pkgdata"
  cp -L /usr/bin/orterun "$o/bin/"
  cp -L "$m"/openmpi3/*.so "$o/pkglib/"
  cp -rL /usr/share/openmpi/. "$o/pkgdata/"
  # every library the launcher and the plugins need, but the C runtime's
  for f in "$m"/openmpi3/*.so "$m"/*.so /usr/bin/orterun; do
    ldd "$f" 2>/dev/null | awk '/=>/{print $3}'
  done | sort -u | grep -v -E 'libc\.so|libm\.so|libpthread|libdl\.so|librt|ld-linux|libstdc|libgcc' |
    xargs -r -I{} cp -L {} "$o/lib/"
  tar -C "$tmp" -cJf "$out/ompi.tar.xz" ompi
  rm -rf "$tmp"
  bash /work/shared/gpu/pack-runtime.sh "$out" "$out/mpi-jacobi"
}

run() {
  bash "$out/run.sh" true || return 1
  local rt=/tmp/offload-runtime P=/tmp/ompi-x/ompi
  [[ -e $rt/lib/libomp.so.5 ]] || ln -s libomp.so "$rt/lib/libomp.so.5"
  mkdir -p /tmp/ompi-x && tar -C /tmp/ompi-x -xJf "$out/ompi.tar.xz"
  export OPAL_PREFIX=$P OPAL_PKGLIBDIR=$P/pkglib OPAL_PKGDATADIR=$P/pkgdata
  export OPAL_LIBDIR=$P/lib OPAL_BINDIR=$P/bin
  export LD_LIBRARY_PATH=$rt/lib:$P/lib
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  export OMPI_MCA_pml=ob1 OMPI_MCA_btl=self,vader,tcp
  export OMPI_MCA_btl_vader_single_copy_mechanism=none
  export PMIX_MCA_pcompress_base_silence_warning=1
  nvidia-smi -L
  local status=0 np
  for np in 2 4; do
    echo "== $np ranks"
    "$P/bin/orterun" --oversubscribe -np "$np" -x LD_LIBRARY_PATH \
      -x OMP_TARGET_OFFLOAD=MANDATORY "$out/mpi-jacobi" 1024 2000 2>&1 |
      grep -v -e pmix_mca_base -e 'dlopen error' -e 'Perhaps a missing' || status=1
  done
  echo "== 2 ranks, 2^20 points"
  /usr/bin/time -f "%e s" "$P/bin/orterun" --oversubscribe -np 2 -x LD_LIBRARY_PATH \
    -x OMP_TARGET_OFFLOAD=MANDATORY "$out/mpi-jacobi" 1048576 2000 2>&1 |
    grep -v -e pmix_mca_base -e 'dlopen error' -e 'Perhaps a missing' || status=1
  return $status
}

case $cmd in
  build) build ;;
  run) run ;;
  *) echo "usage: $0 build|run [OUTDIR]" >&2; exit 2 ;;
esac
