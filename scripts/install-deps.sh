#!/usr/bin/env bash
# install-deps.sh — install the Debian 12 (bookworm) packages that accc needs to build,
# test and compile OpenMP offload programs: clang/LLVM 22 (from bookworm-security), the
# host and offload OpenMP runtimes, and the usual build tools. See
# docs/design-brief.md section 2 for why these packages.
#
# Idempotent and fast: it asks dpkg-query first and only runs apt-get (update, then
# install) when something is missing. Run as root; as another user it prints the exact
# apt-get command to run and exits 1 when something is missing.
set -euo pipefail

me=install-deps

# liboffload-22-dev: provides the libomptarget.so link symlink (without it the host link
#   of any -fopenmp --offload-arch=... program fails: "unable to find library -lomptarget").
# clang-tools-22: provides clang-linker-wrapper and clang-nvlink-wrapper, which the
#   offload link needs; it is only a Recommends of clang-22.
# libgtest-dev: GoogleTest (libgtest.a and its CMake package), for unittests/.
# libzstd-dev, patch: LLVM's CMake package names zstd, and the device runtime's
#   build patches and builds libomptarget with it (scripts/build-device-runtime.sh).
# libopenmpi-dev, openmpi-bin: Open MPI's mpicc/mpicxx/mpirun, for accc under
#   MPI's wrappers (test/BuildSystems/mpi-jacobi.test; cmake and make also
#   build whole projects there).
PKGS=(
  clang-22 clang-tools-22 libclang-22-dev llvm-22-dev llvm-22-tools
  libomp-22-dev liboffload-22 liboffload-22-dev
  cmake ninja-build python3 make g++ xz-utils dpkg-dev libgtest-dev
  libopenmpi-dev openmpi-bin libzstd-dev patch
)

installed=$(dpkg-query -W -f='${Package} ${db:Status-Status}\n' "${PKGS[@]}" 2>/dev/null || true)
missing=()
for p in "${PKGS[@]}"; do
  grep -qx "$p installed" <<<"$installed" || missing+=("$p")
done

[ ${#missing[@]} -eq 0 ] && exit 0

cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "$me: missing packages: ${missing[*]}" >&2
  echo "$me: run as root:  $cmd" >&2
  exit 1
fi

echo "$me: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! apt-get update -qq >"$log" 2>&1; then
  cat "$log" >&2
  echo "$me: apt-get update failed" >&2
  exit 1
fi
if ! apt-get install -y -qq "${missing[@]}" >"$log" 2>&1; then
  cat "$log" >&2
  echo "$me: apt-get install failed" >&2
  exit 1
fi
echo "$me: done" >&2
