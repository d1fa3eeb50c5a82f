#!/usr/bin/env bash
# build.sh - the main set-up command: installs what is missing (Debian's LLVM 22
# packages, the NVPTX OpenMP device runtime built from Debian's source package),
# builds accc and libacc into build/, and compiles and runs examples/saxpy.c
# (on the GPU when there is one, else on the host).
#
# usage: scripts/build.sh [--no-example]     (env: ACCC_BUILD_DIR, default build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build=${ACCC_BUILD_DIR:-build}
say() { echo "build.sh: $*" >&2; }

bash scripts/install-deps.sh

# The GPU path needs the device runtime; without it accc still builds and
# targets multicore/host (the build says so).
devrt_args=()
if devrt=$(bash scripts/build-device-runtime.sh); then
  devrt_args=(-DACCC_NVPTX_DEVRT_DIR="$devrt")
else
  say "warning: the NVPTX device runtime could not be built; -acc=gpu is unavailable"
fi

if [[ ! -f $build/build.ninja ]]; then
  say "configuring $build/"
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    "${devrt_args[@]}" >/dev/null
fi
say "building (ninja -C $build)"
ninja -C "$build" | grep -v '^\[' || true
ninja -C "$build" >/dev/null   # fails loudly if the build does

[[ ${1:-} == --no-example ]] && exit 0
say "compiling and running examples/saxpy.c"
"$build"/bin/accc -O2 -Minfo=accel examples/saxpy.c -o "$build"/saxpy
"$build"/saxpy
