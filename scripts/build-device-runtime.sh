#!/usr/bin/env bash
# build-device-runtime.sh [DEST] — build LLVM's OpenMP NVPTX device runtime
# (libomptarget-nvptx.bc and libompdevice.a) for the installed clang-22, and
# libomptarget.so.22.1 with accc's patches (scripts/offload-run-ahead.patch,
# scripts/offload-launch-cost.patch).
#
# Why: Debian ships clang-22 and libomptarget but not the NVPTX device runtime, so
# `clang-22 -fopenmp --offload-arch=sm_XX` fails ("no library 'libomptarget-nvptx.bc'").
# This builds it from the upstream tarball of Debian's own llvm-toolchain-22 source
# package (docs/design-brief.md section 2 has the recipe). It needs only clang-22 and
# llvm-22 (scripts/install-deps.sh); no CUDA.
#
# libomptarget: Debian's, built again from the same source with its CUDA and host
# plugins (not AMDGPU's) and accc's patches: one lets a synchronous kernel launch that libacc marks run
# ahead of the host (runtime/src/RunAhead.cpp), the other cuts the host's cost of each launch (source
# locations built only for LIBOMPTARGET_PROFILE; both ends of a present lookup under one lock and
# a count of map changes, runtime/src/DataMapping.cpp rule 4; no map processing for a launch whose
# arguments are all by value). accc's build puts it beside libacc, so the
# programs accc links load it instead of Debian's (same soname and symbol versions).
# If it cannot be built, DEST holds the device runtime alone (the stamp says so) and
# programs use Debian's libomptarget, without run-ahead.
#
# DEST defaults to /var/cache/accc/nvptx-devrt-<upstream version, e.g. 22.1.8>. A DEST whose
# stamp records the installed clang-22 package version is reused at once. The build runs
# in a temporary directory and is moved into DEST only when complete. The downloaded
# source (~196 MB) is deleted afterwards unless ACCC_KEEP_SRC=1 (it is then kept in
# ${ACCC_SRC_DIR:-<DEST's parent>/llvm-toolchain-22-src} and reused next time).
#
# Progress goes to stderr; stdout gets only DEST, on its last line, so
#   devrt=$(scripts/build-device-runtime.sh)
# and then build GPU OpenMP code with (checked with clang 22.1.8)
#   clang-22 -fopenmp --offload-arch=sm_90 \
#     --libomptarget-nvptx-bc-path="$devrt/libomptarget-nvptx.bc" -Xoffload-linker -L"$devrt"
# --libomptarget-nvptx-bc-path is checked even by `-c` compiles; the link needs
# --offload-arch and -Xoffload-linker -L (the driver adds -lompdevice itself).
# LIBRARY_PATH="$devrt" can stand in for both. --cuda-path=DIR is needed only when CUDA
# is neither in /usr/local/cuda nor on PATH.
set -euo pipefail

me=build-device-runtime
say() { echo "$me: $*" >&2; }
die() { say "error: $*"; exit 1; }

SRCPKG=llvm-toolchain-22
LLVM_BIN=/usr/lib/llvm-22/bin
SOURCES_LIST=/etc/apt/sources.list.d/accc-deb-src.list
MIRROR=${ACCC_DEBIAN_MIRROR:-http://deb.debian.org/debian}
SECURITY_MIRROR=${ACCC_DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}

ver=$(dpkg-query -W -f='${Version}' clang-22 2>/dev/null) ||
  die "clang-22 is not installed (run scripts/install-deps.sh)"
upstream=${ver#*:}        # drop the epoch:        1:22.1.8-1~deb12u1 -> 22.1.8-1~deb12u1
upstream=${upstream%-*}   # drop the Debian revision:                  -> 22.1.8
here=$(cd "$(dirname "$0")" && pwd)
PATCHES=("$here/offload-run-ahead.patch" "$here/offload-launch-cost.patch"
  "$here/offload-rpc-launch.patch")
patch_sum=$(cat "${PATCHES[@]}" | sha256sum | cut -c1-16)
OFFLOAD_PLUGINS="cuda;host"
stamp_text="clang-22 $ver; offload patch $patch_sum, plugins $OFFLOAD_PLUGINS"

DEST=${1:-/var/cache/accc/nvptx-devrt-$upstream}
case $DEST in /*) ;; *) DEST=$PWD/$DEST ;; esac
DEST=${DEST%/}
STAMP=.accc-devrt-stamp

is_cached() {
  [ -f "$DEST/libomptarget-nvptx.bc" ] && [ -f "$DEST/libompdevice.a" ] &&
    [ -f "$DEST/$STAMP" ] && [ "$(head -n1 "$DEST/$STAMP")" = "$stamp_text" ]
}
if is_cached; then
  say "cached: $DEST ($stamp_text)"
  echo "$DEST"
  exit 0
fi

parent=$(dirname "$DEST")
if ! mkdir -p "$parent" 2>/dev/null || [ ! -w "$parent" ]; then
  die "cannot write $parent: run as root or pass a writable DEST"
fi

# One build at a time per parent directory; a run that waited finds the other's result.
exec 9<"$parent"
flock 9
if is_cached; then
  say "cached: $DEST ($stamp_text)"
  echo "$DEST"
  exit 0
fi

for t in clang clang++ llvm-link llvm-ar llvm-nm; do
  [ -x "$LLVM_BIN/$t" ] || die "$LLVM_BIN/$t missing (run scripts/install-deps.sh)"
done
command -v apt-get >/dev/null || die "apt-get not found"
command -v xz >/dev/null || die "xz not found (apt-get install xz-utils)"

work=$(mktemp -d "${TMPDIR:-/tmp}/accc-devrt.XXXXXX")
stage=
cleanup() {
  rm -rf "$work"
  [ -z "$stage" ] || rm -rf "$stage"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

if [ "${ACCC_KEEP_SRC:-0}" = 1 ]; then
  dl=${ACCC_SRC_DIR:-$parent/$SRCPKG-src}
  mkdir -p "$dl"
else
  dl=$work/dl
  mkdir -p "$dl"
fi

# --- 1. source records -------------------------------------------------------------------
# bookworm-security lists the installed version (and its orig tarball's checksum), but its
# pool serves neither that .dsc nor the orig tarball; trixie's and sid's pools serve the
# identical orig tarball (same SHA-256), which is all this build uses.
sources_text="# Written by accc scripts/build-device-runtime.sh: source records for $SRCPKG.
deb-src $SECURITY_MIRROR bookworm-security main
deb-src $MIRROR trixie main
deb-src $MIRROR sid main"

# Prints "VERSION SHA256 FILE" for each source record of $SRCPKG (FILE: its orig tarball).
records() {
  apt-cache showsrc "$SRCPKG" 2>/dev/null | awk '
    BEGIN { RS = "" }
    {
      n = split($0, L, "\n"); v = ""; sha = ""; file = ""; insha = 0
      for (i = 1; i <= n; i++) {
        if (L[i] ~ /^Version: /) v = substr(L[i], 10)
        if (L[i] ~ /^Checksums-Sha256:/) { insha = 1; continue }
        if (L[i] !~ /^ /) insha = 0
        if (insha && L[i] ~ /\.orig\.tar\./) {
          split(L[i], f, " ")
          if (length(f[1]) == 64) { sha = f[1]; file = f[3] }
        }
      }
      if (v != "" && file != "") print v, sha, file
    }'
}

orig="${SRCPKG}_$upstream.orig.tar.xz"
want_records() { [ -n "$(records | awk -v o="$orig" '$3 == o')" ]; }

updated=0
update_index() {
  say "writing deb-src entries to $SOURCES_LIST and updating their index"
  printf '%s\n' "$sources_text" >"$SOURCES_LIST"
  if ! apt-get update -qq -o Dir::Etc::sourcelist="$SOURCES_LIST" -o Dir::Etc::sourceparts=- \
       -o APT::Get::List-Cleanup=0 >"$work/update.log" 2>&1; then
    cat "$work/update.log" >&2
    die "apt-get update failed"
  fi
  updated=1
  want_records || die "no source record of $SRCPKG lists $orig"
}

if [ -f "$SOURCES_LIST" ] && [ "$(cat "$SOURCES_LIST")" = "$sources_text" ] && want_records; then
  :
elif [ "$(id -u)" -eq 0 ]; then
  update_index
elif ! want_records; then
  say "no deb-src record lists $orig; as root, write $SOURCES_LIST with:"
  printf '%s\n' "$sources_text" >&2
  die "and run: apt-get update"
fi

# The installed version's record gives the expected checksum (else the first record that
# lists $orig does); then try the installed version and every other record with the same
# tarball until one download delivers it.
want_sha=
candidates=
find_candidates() {
  want_sha=$(records | awk -v v="$ver" -v o="$orig" '$1 == v && $3 == o { print $2; exit }')
  [ -n "$want_sha" ] || want_sha=$(records | awk -v o="$orig" '$3 == o { print $2; exit }')
  candidates=$( { echo "$ver"; records | awk -v o="$orig" -v s="$want_sha" '$3 == o && $2 == s { print $1 }'; } |
    awk '!seen[$0]++')
}
sha_ok() { [ -f "$dl/$orig" ] && [ "$(sha256sum <"$dl/$orig" | cut -d' ' -f1)" = "$want_sha" ]; }
download() {
  local v aptopts=(-q --download-only)
  [ "$(id -u)" -ne 0 ] || aptopts+=(-o APT::Sandbox::User=root)
  rm -f "$dl/$orig"
  for v in $candidates; do
    say "downloading $orig via apt-get source $SRCPKG=$v"
    (cd "$dl" && apt-get source "${aptopts[@]}" "$SRCPKG=$v") >"$work/source.log" 2>&1 || true
    # apt-get source may fail on a missing .dsc yet have fetched (and checked) the tarball.
    sha_ok && return 0
    rm -f "$dl/$orig"
  done
  return 1
}

# --- 2. download -------------------------------------------------------------------------
find_candidates
if sha_ok; then
  say "using $dl/$orig"
elif ! download; then
  # A stale index can name files the archive has since dropped: refresh it once.
  if [ "$(id -u)" -ne 0 ] || [ "$updated" = 1 ] || ! { update_index && find_candidates && download; }; then
    cat "$work/source.log" >&2
    die "could not download $orig (sha256 $want_sha) from any of: ${candidates//$'\n'/ }"
  fi
fi

# --- 3. extract only what the device runtime needs -------------------------------------
say "extracting offload, openmp, libc, cmake"
src=$work/src
mkdir -p "$src"
xz -T0 -dc "$dl/$orig" | tar -x -C "$src" --strip-components=1 --wildcards \
  '*/openmp/*' '*/offload/*' '*/libc/*' '*/cmake/*' '*/third-party/*'

# --- 4. compile (flags as openmp/device/CMakeLists.txt, for nvptx64) ---------------------
devdir=$src/openmp/device
obj=$work/obj
out=$work/out
mkdir -p "$obj" "$out"
export CXX="$LLVM_BIN/clang++" OBJ="$obj"
export FLAGS="--target=nvptx64-nvidia-cuda -flto -fvisibility=hidden -nogpulib -nostdlibinc
  -fno-rtti -fno-exceptions -fconvergent-functions -Wno-unknown-cuda-version
  -mllvm -vectorize-slp=false --cuda-feature=+ptx63 -DSHARED_SCRATCHPAD_SIZE=512
  -Iinclude -I../../libc -I../../offload/include -std=c++17 -O3"
# src/Stub.cpp is an empty file that upstream's CMake does not build either.
srcs=()
for f in "$devdir"/src/*.cpp; do
  [ "${f##*/}" = Stub.cpp ] || srcs+=("${f#"$devdir"/}")
done
say "compiling ${#srcs[@]} sources with $(nproc) jobs"
# shellcheck disable=SC2016  # expanded by the inner sh; $FLAGS is split on purpose
(cd "$devdir" && printf '%s\n' "${srcs[@]}" |
  xargs -P"$(nproc)" -I{} sh -c '"$CXX" $FLAGS -c "$1" -o "$OBJ/$(basename "$1" .cpp).bc"' sh {})

# --- 5. link and archive -----------------------------------------------------------------
"$LLVM_BIN/llvm-link" "$obj"/*.bc -o "$out/libomptarget-nvptx.bc"
"$LLVM_BIN/llvm-ar" rcs "$out/libompdevice.a" "$out/libomptarget-nvptx.bc"
syms=$("$LLVM_BIN/llvm-nm" --defined-only "$out/libomptarget-nvptx.bc")
grep -q ' __kmpc_target_init$' <<<"$syms" || die "built bitcode lacks __kmpc_target_init"

# --- 5b. libomptarget with accc's patches (CUDA and host plugins; libffi dlopened) --------
offload_built=0
build_offload() {
  local ob=$work/offload-build
  local p
  for p in "${PATCHES[@]}"; do
    (cd "$src/offload" && patch -p1 --quiet <"$p") || return 1
  done
  cmake -G Ninja -S "$src/offload" -B "$ob" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER="$LLVM_BIN/clang" -DCMAKE_CXX_COMPILER="$LLVM_BIN/clang++" \
    -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm -DLIBOMPTARGET_PLUGINS_TO_BUILD="$OFFLOAD_PLUGINS" \
    -DCMAKE_DISABLE_FIND_PACKAGE_FFI=ON \
    -DLLVM_HAVE_LINK_VERSION_SCRIPT=ON -DOFFLOAD_INCLUDE_TESTS=OFF >"$work/offload-cmake.log" 2>&1 ||
    return 1
  ninja -C "$ob" -j"$(nproc)" libomptarget.so >"$work/offload-ninja.log" 2>&1 || return 1
  local syms
  syms=$(nm -D "$ob/libomptarget.so.22.1")
  grep ' __tgt_accc_run_ahead_drain@@VERS1.0$' <<<"$syms" >/dev/null || return 1
  grep ' __tgt_accc_presence@@VERS1.0$' <<<"$syms" >/dev/null || return 1
  grep ' __tgt_accc_map_generation@@VERS1.0$' <<<"$syms" >/dev/null || return 1
  cp "$ob/libomptarget.so.22.1" "$out/"
}
if command -v cmake >/dev/null && command -v ninja >/dev/null; then
  say "building libomptarget with accc's patches"
  if build_offload; then
    offload_built=1
  else
    tail -n 20 "$work"/offload-*.log >&2 2>/dev/null || true
    say "warning: libomptarget could not be built; programs use Debian's (no run-ahead)"
  fi
else
  say "warning: cmake or ninja missing: no libomptarget of accc's (no run-ahead)"
fi
{ printf '%s\n' "$stamp_text"
  [ "$offload_built" = 1 ] || echo "without libomptarget"; } >"$out/$STAMP"

# --- 6. move into place ------------------------------------------------------------------
if [ -e "$DEST" ]; then
  # An existing (stale) DEST: replace our files one by one, stamp last.
  [ -d "$DEST" ] || die "$DEST exists and is not a directory"
  rm -f "$DEST/$STAMP" "$DEST/libomptarget.so.22.1"
  for f in libomptarget-nvptx.bc libompdevice.a libomptarget.so.22.1 "$STAMP"; do
    [ -f "$out/$f" ] || continue
    cp "$out/$f" "$DEST/.$f.tmp"
    mv -f "$DEST/.$f.tmp" "$DEST/$f"
  done
else
  stage=$(mktemp -d "$parent/.$(basename "$DEST").XXXXXX")
  cp "$out"/libomptarget-nvptx.bc "$out"/libompdevice.a "$out/$STAMP" "$stage/"
  [ ! -f "$out/libomptarget.so.22.1" ] || cp "$out/libomptarget.so.22.1" "$stage/"
  chmod 755 "$stage"
  mv -T "$stage" "$DEST"
  stage=
fi

if [ "${ACCC_KEEP_SRC:-0}" = 1 ]; then
  rm -rf "$dl/src" && mv "$src" "$dl/src"
  say "kept the source in $dl"
fi
say "built $DEST"
echo "$DEST"
