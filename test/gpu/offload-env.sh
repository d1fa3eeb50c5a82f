# shellcheck shell=bash
# Sourced by test/gpu/run-gpu-tests.sh and bench/run.sh on the GPU machine:
# the environment for running programs from a directory DIR made with
# /work/shared/gpu/pack-runtime.sh (DIR/run.sh, DIR/libs.tar.xz).
#
# offload_env DIR
#   1. OMP_TARGET_OFFLOAD=MANDATORY (fail instead of falling back to the host)
#      unless the caller set OMP_TARGET_OFFLOAD; set it empty to allow the
#      fallback (it is then unset). Prints the value.
#   2. run.sh unpacks the bundle once per machine into /tmp/offload-runtime: a
#      newer bundle (a rebuilt libacc) must replace what an earlier run
#      unpacked.
#   3. libLLVM (pulled in by libomptarget) dlopen()s "libomp.so"
#      (unversioned), which the bundle lacks: on a machine with a system
#      libomp.so that loads a second OpenMP runtime ("OMP: Error #15 ...
#      already initialized"). The bundled libomp.so.5 gets that name in
#      DIR/shim, a directory searched after run.sh's own (asked from run.sh,
#      which unpacks the bundle on first use).
offload_env() {
  local dir=$1 rtlib
  if [[ -z ${OMP_TARGET_OFFLOAD+x} ]]; then
    export OMP_TARGET_OFFLOAD=MANDATORY
  fi
  [[ -n $OMP_TARGET_OFFLOAD ]] || unset OMP_TARGET_OFFLOAD
  echo "OMP_TARGET_OFFLOAD=${OMP_TARGET_OFFLOAD:-<unset>}"
  if [[ -e /tmp/offload-runtime/.unpacked && \
        $dir/libs.tar.xz -nt /tmp/offload-runtime/.unpacked ]]; then
    rm -rf /tmp/offload-runtime
  fi
  rtlib=$(bash "$dir/run.sh" sh -c 'echo "${LD_LIBRARY_PATH%%:*}"') || rtlib=
  if [[ -n $rtlib && -e $rtlib/libomp.so.5 && ! -e $rtlib/libomp.so ]]; then
    mkdir -p "$dir/shim"
    ln -sfn "$rtlib/libomp.so.5" "$dir/shim/libomp.so"
    export LD_LIBRARY_PATH=$dir/shim${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  fi
}
