#!/usr/bin/env bash
# Packs accc as installed, the parts of LLVM 22 it runs (clang,
# llvm-offload-binary, the offload link's wrappers, the resource headers,
# libLLVM and libclang-cpp with the Debian libraries they need), the offload
# runtime (libomptarget, libomp) and the NVPTX device runtime into one
# archive, so that the fuzzer, or a build and run of a whole suite
# (test/external/run-openacc-vv.sh gpu), can run on a machine of many cores
# that has CUDA but no LLVM (the device machine). docs/Testing.md, "Fuzzing"
# and "OpenACC V&V", say how runs use it.
#
#   bash scripts/fuzz/bundle.sh DIR [CORPUS_DIR...]
#
# writes DIR/fuzz-bundle.tar.xz and DIR/unpack.sh. There, as root:
#   bash DIR/unpack.sh            # puts accc in /opt/accc, LLVM in /usr/lib/llvm-22
#   python3 scripts/fuzz/fuzz.py --accc /opt/accc/bin/accc --corpus ... --jobs N
# Each CORPUS_DIR travels under its own absolute path, so that a run's
# identity (fuzz.py --resume) names the same corpus on both machines.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
DIR="${1:?usage: bundle.sh DIR [CORPUS_DIR...]}"
shift
LLVM=/usr/lib/llvm-22
BUILD="$ROOT/build"
[ -x "$BUILD/bin/accc" ] || { echo "bundle.sh: build accc first (scripts/build.sh)" >&2; exit 1; }

DEVRT="${ACCC_NVPTX_DEVRT:-$(ls -d /var/cache/accc/nvptx-devrt-* 2>/dev/null | tail -1)}"
[ -f "$DEVRT/libomptarget-nvptx.bc" ] || { echo "bundle.sh: no NVPTX device runtime" >&2; exit 1; }

STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE/root$LLVM/bin" "$STAGE/root$LLVM/lib/clang" \
         "$STAGE/root/opt/accc/bin" "$STAGE/root/opt/accc/lib/accc/nvptx" \
         "$STAGE/deps"

# LLVM: what accc runs for -fsyntax-only, -c and the link on host,
# multicore and GPU, and the offload runtime the programs run with (LLVM
# 22's libomptarget and the libomp Debian ships beside it).
cp -a "$LLVM/bin/clang" "$LLVM/bin/clang++" "$LLVM/bin/clang-22" \
      "$LLVM/bin/llvm-offload-binary" "$LLVM/bin/clang-linker-wrapper" \
      "$LLVM/bin/clang-nvlink-wrapper" "$STAGE/root$LLVM/bin/"
for lib in libLLVM.so.22.1 libclang-cpp.so.22.1 libomptarget.so.22.1 \
           libomp.so.5; do
  cp -L "$LLVM/lib/$lib" "$STAGE/root$LLVM/lib/$lib"
done
ln -s libomptarget.so.22.1 "$STAGE/root$LLVM/lib/libomptarget.so"
ln -s libomp.so.5 "$STAGE/root$LLVM/lib/libomp.so"
VER="$(ls "$LLVM/lib/clang")"
mkdir -p "$STAGE/root$LLVM/lib/clang/$VER"
cp -a "$LLVM/lib/clang/$VER/include" "$STAGE/root$LLVM/lib/clang/$VER/"

# The Debian libraries they need beyond libc and libstdc++ (installed there
# only where that machine lacks a library of the same soname).
ldd "$LLVM/lib/libLLVM.so.22.1" "$LLVM/lib/libclang-cpp.so.22.1" "$BUILD/bin/accc" |
  awk '$3 ~ /^\// {print $3}' | sort -u |
  grep -v -E '/(libc|libm|libstdc\+\+|libgcc_s|ld-linux[^/]*|libLLVM|libclang-cpp)\.so' |
  while read -r lib; do cp -L "$lib" "$STAGE/deps/"; done

# accc as installed (bin, include, libacc), the device runtime where it
# looks first.
cmake --install "$BUILD" --prefix "$STAGE/root/opt/accc" > /dev/null
cp "$DEVRT"/*.bc "$STAGE/root/opt/accc/lib/accc/nvptx/"

for c in "$@"; do
  c="$(cd "$c" && pwd)"
  mkdir -p "$STAGE/root$(dirname "$c")"
  cp -a "$c" "$STAGE/root$c"
done

mkdir -p "$DIR"
tar -C "$STAGE" -cf - root deps | xz -9 -T0 > "$DIR/fuzz-bundle.tar.xz"
cat > "$DIR/unpack.sh" <<'EOF'
#!/usr/bin/env bash
# Unpacks fuzz-bundle.tar.xz (scripts/fuzz/bundle.sh) onto this machine.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
T="$(mktemp -d)"
xz -dc "$HERE/fuzz-bundle.tar.xz" | tar -C "$T" -xf -
cp -a "$T/root/." /
LIBDIR=/usr/lib/x86_64-linux-gnu
for f in "$T"/deps/*; do
  [ -e "$LIBDIR/$(basename "$f")" ] || cp "$f" "$LIBDIR/"
done
ldconfig
rm -rf "$T"
/opt/accc/bin/accc --version | head -1
EOF
ls -la "$DIR"
