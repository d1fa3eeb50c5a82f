#!/usr/bin/env bash
# Packs accc, the parts of LLVM 22 it runs (clang, llvm-offload-binary, the
# resource headers, libLLVM and libclang-cpp with the Debian libraries they
# need) and the NVPTX device runtime into one archive, so that the fuzzer can
# run on a machine of many cores that has CUDA's ptxas but no LLVM (the
# device machine). docs/Testing.md, "Fuzzing", says how a long run uses it.
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

# LLVM: what accc runs for -fsyntax-only and -c on host, multicore and GPU.
cp -a "$LLVM/bin/clang" "$LLVM/bin/clang++" "$LLVM/bin/clang-22" \
      "$LLVM/bin/llvm-offload-binary" "$STAGE/root$LLVM/bin/"
for lib in libLLVM.so.22.1 libclang-cpp.so.22.1; do
  cp -L "$LLVM/lib/$lib" "$STAGE/root$LLVM/lib/$lib"
done
VER="$(ls "$LLVM/lib/clang")"
mkdir -p "$STAGE/root$LLVM/lib/clang/$VER"
cp -a "$LLVM/lib/clang/$VER/include" "$STAGE/root$LLVM/lib/clang/$VER/"

# The Debian libraries they need beyond libc and libstdc++ (installed there
# only where that machine lacks a library of the same soname).
ldd "$LLVM/lib/libLLVM.so.22.1" "$LLVM/lib/libclang-cpp.so.22.1" "$BUILD/bin/accc" |
  awk '$3 ~ /^\// {print $3}' | sort -u |
  grep -v -E '/(libc|libm|libstdc\+\+|libgcc_s|ld-linux[^/]*|libLLVM|libclang-cpp)\.so' |
  while read -r lib; do cp -L "$lib" "$STAGE/deps/"; done

# accc as installed: bin, include, the device runtime where it looks first.
cp -a "$BUILD/bin/accc" "$BUILD/bin/accc++" "$STAGE/root/opt/accc/bin/"
cp -a "$BUILD/include" "$STAGE/root/opt/accc/"
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
