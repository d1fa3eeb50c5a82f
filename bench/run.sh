#!/usr/bin/env bash
# bench/run.sh - accc's GPU benchmark suite: OpenACC (built by accc and, where
# it works, GCC) against hand-written CUDA. See bench/README.md.
#
#   bash bench/run.sh build [OUTDIR]   (here: compilers, no GPU needed)
#     Build every benchmark in every variant into OUTDIR (default
#     build/bench): NAME.accc (accc -O3 -acc=gpu), NAME.cuda (nvcc -O3
#     -arch=sm_90), NAME.gcc (gcc -fopenacc -foffload=nvptx-none, when GCC
#     can offload; its libgomp and nvptx plugin go to OUTDIR/gcclib). Copy
#     libacc.so.1 into OUTDIR and bundle the offload runtime with
#     /work/shared/gpu/pack-runtime.sh (OUTDIR/libs.tar.xz and OUTDIR/run.sh).
#   bash bench/run.sh run [OUTDIR]     (on the GPU machine: bash, coreutils, awk)
#     Run every binary of OUTDIR, collect the RESULT lines into
#     OUTDIR/results.txt, print the table (also OUTDIR/results.md): each
#     kernel's value per variant, the ratios accc/cuda and gcc/cuda, the goal
#     and whether accc meets it. Exit status 1 if a result is WRONG or an
#     accc or cuda program failed (a failing gcc program is only reported).
#   bash bench/run.sh check [OUTDIR]   (here, no GPU: under a minute)
#     Build the OpenACC sources with accc -acc=multicore into OUTDIR (default
#     build/bench-check), run them at small sizes and verify that every
#     result is ok.
#   bash bench/run.sh table RESULTS.txt
#     Print the markdown table of a results.txt again.
#
# Environment:
#   ACCC (default build/bin/accc), ACCC_FLAGS (extra accc flags, e.g.
#   --offload-arch=sm_80), NVCC (default nvcc on PATH, else
#   /usr/local/cuda/bin/nvcc), NVCC_ARCH (default sm_90), GCC (default gcc;
#   GCC=none skips the gcc variant), GCC_OFFLOAD_ISA (default sm_80, the
#   newest GCC 12 knows; the driver JIT-compiles its PTX for the GPU),
#   BENCH_TIMEOUT (seconds per program in run, default 300),
#   BENCH_ARGS_<name> (arguments for benchmark <name> in run, e.g.
#   BENCH_ARGS_matmul="1024 5"; default: the programs' full sizes),
#   BENCH_SIZES_<name> (further problem sizes at which run runs benchmark
#   <name> after its default run, each kernel reported as KERNEL@SIZE;
#   default "2^20 2^25 2^28" for stream, stream_f32 and streamcxx, the sizes
#   issue 16 asks for; "none" for none),
#   BENCHES (the benchmarks to build/run, default all, space-separated),
#   PACK_RUNTIME (default /work/shared/gpu/pack-runtime.sh).
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
cmd=${1:-}
all_benches="stream stream_f32 streamcxx stencil matvec reduce histogram matmul nbody launch jacobi hydro"
read -r -a benches <<< "${BENCHES:-$all_benches}"
variants=(accc cuda gcc)

usage() {
  echo "usage: bash $0 build|run|check [OUTDIR]  |  bash $0 table RESULTS.txt" >&2
  exit 2
}

# Small sizes of check mode (well under a minute in all on two cores).
check_args() {
  case $1 in
    stream | stream_f32 | streamcxx) echo "2^20" ;;
    stencil) echo "512" ;;
    matvec) echo "512" ;;
    reduce) echo "2^20" ;;
    histogram) echo "2^20" ;;
    matmul) echo "128" ;;
    nbody) echo "1024" ;;
    launch) echo "200" ;;
    jacobi) echo "256" ;;
    hydro) echo "64" ;;
  esac
}

# The further problem sizes of benchmark $1 in run (BENCH_SIZES_<name>).
extra_sizes() {
  local var=BENCH_SIZES_$1 def=""
  case $1 in
    stream | stream_f32 | streamcxx) def="2^20 2^25 2^28" ;;
  esac
  local sizes=${!var-$def}
  [[ $sizes == none ]] || echo "$sizes"
}

# The goal of a kernel for accc/cuda: "ge X" (throughput ratio at least X)
# or "le X" (time ratio at most X). A kernel at a further size (KERNEL@SIZE)
# has the kernel's goal.
goal_of() { # bench kernel
  case $1/${2%@*} in
    launch/*) echo "le 1.2" ;;
    hydro/*) echo "le 1.11" ;; # 0.9 of CUDA's speed
    reduce/* | histogram/* | */dot) echo "ge 0.9" ;;
    matmul/* | nbody/*) echo "ge 0.8" ;;
    *) echo "ge 0.95" ;;
  esac
}

find_nvcc() {
  if [[ -n ${NVCC:-} ]]; then echo "$NVCC"
  elif command -v nvcc > /dev/null; then command -v nvcc
  elif [[ -x /usr/local/cuda/bin/nvcc ]]; then echo /usr/local/cuda/bin/nvcc
  fi
}

gcc_flags() {
  local isa=${GCC_OFFLOAD_ISA:-sm_80}
  echo "-O3 -fopenacc -foffload=nvptx-none -foffload-options=-O3" \
    "-foffload-options=-misa=$isa -foffload-options=-lm -no-pie"
}

# Does GCC compile and link an OpenACC program with nvptx offloading?
gcc_can_offload() {
  local gcc=$1 tmp=$2
  [[ $gcc != none ]] && command -v "$gcc" > /dev/null || return 1
  printf '%s\n' '#include <math.h>' 'int main(void) { double s = 0;' \
    '#pragma acc parallel loop reduction(+:s)' \
    'for (int i = 0; i < 100; ++i) s += fmax(i, 1.0);' 'return s < 0; }' \
    > "$tmp/probe.c"
  # shellcheck disable=SC2046 # gcc_flags is a list of words
  "$gcc" $(gcc_flags) "$tmp/probe.c" -o "$tmp/probe" -lm > "$tmp/probe.log" 2>&1
}

# The OpenACC source of benchmark $1: $1/$1.c, or $1/$1.cpp for a C++ one
# (built with accc++).
bench_src() {
  if [[ -e $here/$1/$1.c || ! -e $here/$1/$1.cpp ]]; then
    echo "$here/$1/$1.c"
  else
    echo "$here/$1/$1.cpp"
  fi
}

do_build() {
  local out=${1:-$root/build/bench}
  local accc=${ACCC:-$root/build/bin/accc}
  local nvcc gcc=${GCC:-gcc} arch=${NVCC_ARCH:-sm_90}
  nvcc=$(find_nvcc)
  mkdir -p "$out" || exit 2
  out=$(cd "$out" && pwd)
  local tmp
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  local failed=0 b first="" have_gcc=0
  rm -rf "$out"/*.accc "$out"/*.cuda "$out"/*.gcc "$out"/results.txt "$out"/results.md \
    "$out"/logs "$out"/shim
  [[ -x $accc ]] || { echo "build: accc not found at $accc (set ACCC)" >&2; exit 2; }
  if gcc_can_offload "$gcc" "$tmp"; then
    have_gcc=1
    echo "build: GCC offloading works ($("$gcc" --version | head -n1)): building the gcc variant"
  else
    echo "build: GCC cannot offload to nvptx here (gcc -fopenacc -foffload=nvptx-none failed;" \
      "on Debian 12: apt-get install gcc-12-offload-nvptx libgomp-plugin-nvptx1): no gcc variant"
    [[ -e $tmp/probe.log ]] && sed 's/^/  /' "$tmp/probe.log" | head -n 5
  fi
  [[ -n $nvcc ]] || echo "build: nvcc not found (set NVCC): no cuda variant"

  for b in "${benches[@]}"; do
    local src cu=$here/$b/$b.cu cc=$accc gcc_b=$gcc
    src=$(bench_src "$b")
    if [[ $src == *.cpp ]]; then # C++: accc++, g++
      cc=$accc++ gcc_b=${gcc/%gcc/g++}
    fi
    # shellcheck disable=SC2086 # ACCC_FLAGS is a list of words
    if "$cc" -O3 -acc=gpu ${ACCC_FLAGS:-} -DVARIANT=accc "$src" -o "$out/$b.accc" -lm \
        > "$tmp/log" 2>&1; then
      echo "built $b.accc"
      [[ -n $first ]] || first=$out/$b.accc
    else
      echo "FAILED to build $b.accc:"; sed 's/^/  /' "$tmp/log"; failed=1
    fi
    if [[ -n $nvcc ]]; then
      if "$nvcc" -O3 -arch="$arch" -DVARIANT=cuda "$cu" -o "$out/$b.cuda" > "$tmp/log" 2>&1 &&
          strip "$out/$b.cuda"; then
        echo "built $b.cuda"
      else
        echo "FAILED to build $b.cuda:"; sed 's/^/  /' "$tmp/log"; failed=1
      fi
    fi
    if ((have_gcc)); then
      # shellcheck disable=SC2046
      if "$gcc_b" $(gcc_flags) -DVARIANT=gcc "$src" -o "$out/$b.gcc" -lm > "$tmp/log" 2>&1 &&
          strip "$out/$b.gcc"; then
        echo "built $b.gcc"
      else
        echo "FAILED to build $b.gcc:"; sed 's/^/  /' "$tmp/log"; failed=1
      fi
    fi
  done

  # GCC's run-time libraries: libgomp and its nvptx plugin (dlopen'ed by
  # name, found through LD_LIBRARY_PATH).
  rm -rf "$out/gcclib"
  if ((have_gcc)); then
    mkdir -p "$out/gcclib"
    local gomp plugin
    gomp=$("$gcc" -print-file-name=libgomp.so.1)
    gomp=$(readlink -f "$gomp")
    plugin=$(dirname "$gomp")/libgomp-plugin-nvptx.so.1
    [[ -e $plugin ]] || plugin=$(ldconfig -p | awk '/libgomp-plugin-nvptx.so.1 /{print $NF; exit}')
    if [[ -e $gomp && -n $plugin && -e $plugin ]]; then
      cp -L "$gomp" "$out/gcclib/libgomp.so.1"
      cp -L "$plugin" "$out/gcclib/libgomp-plugin-nvptx.so.1"
      echo "copied libgomp.so.1 and libgomp-plugin-nvptx.so.1 into $out/gcclib"
    else
      echo "FAILED to find libgomp.so.1 / libgomp-plugin-nvptx.so.1 (libgomp-plugin-nvptx1)"; failed=1
    fi
  fi

  if [[ -z $first ]]; then
    echo "build: no accc binary built: not bundling the offload runtime"; exit 1
  fi
  # libacc.so.1, where the accc binaries find it here (their RUNPATH is the
  # build tree, which the GPU machine lacks): run puts OUTDIR on the path.
  local libacc
  libacc=$(ldd "$first" | awk '$1 == "libacc.so.1" {print $3}')
  if [[ -n $libacc && -e $libacc ]]; then
    cp -L "$libacc" "$out/libacc.so.1"
  else
    echo "FAILED to find libacc.so.1 of $first"; failed=1
  fi
  bash "${PACK_RUNTIME:-/work/shared/gpu/pack-runtime.sh}" "$out" "$first" || failed=1

  echo "OUTDIR $out: $(du -sh "$out" | cut -f1) in all"
  local kb
  kb=$(du -sk "$out" | cut -f1)
  if ((kb > 60 * 1024)); then
    echo "WARNING: $out is over 60 MB: too big to carry to the GPU machine"; failed=1
  fi
  echo "run it on the GPU machine:  bash bench/run.sh run ${out#"$root"/}"
  exit "$failed"
}

# Run PROGRAM (an OUTDIR binary) of variant V with ARGS; stdout and stderr
# into LOG. Returns the program's exit status.
run_one() { # variant prog log args...
  local v=$1 prog=$2 log=$3
  shift 3
  local to=()
  command -v timeout > /dev/null && to=(timeout "${BENCH_TIMEOUT:-300}")
  case $v in
    accc)
      # OUTDIR's libacc.so.1 (the one built with the binaries) goes before
      # the bundled runtime that run.sh puts first: an unpacked bundle from
      # an earlier run may hold an older libacc.
      # shellcheck disable=SC2016 # expanded by the inner sh
      "${to[@]}" bash "$out/run.sh" sh -c \
        'LD_LIBRARY_PATH="$0:$LD_LIBRARY_PATH" exec "$@"' "$out" \
        "$prog" "$@" > "$log" 2>&1 ;;
    gcc)
      LD_LIBRARY_PATH=$out/gcclib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
        ACC_DEVICE_TYPE=${ACC_DEVICE_TYPE:-nvidia} \
        "${to[@]}" "$prog" "$@" > "$log" 2>&1 ;;
    *)
      "${to[@]}" "$prog" "$@" > "$log" 2>&1 ;;
  esac
}

# The table of results.txt (RESULT lines) as markdown, on stdout.
make_table() { # results.txt
  local goals=() b k
  # kernels in order of first appearance, with their goals
  while read -r b k; do
    goals+=("$b $k $(goal_of "$b" "$k")")
  done < <(awk '$1 == "RESULT" && !seen[$2 " " $3]++ {print $2, $3}' "$1")
  if ((${#goals[@]} == 0)); then
    echo "No results."
    return
  fi
  printf '%s\n' "${goals[@]}" | awk -v results="$1" '
    BEGIN {
      while ((getline l < results) > 0) {
        split(l, f, " ")
        if (f[1] != "RESULT") continue
        key = f[2] " " f[3]
        val[key, f[4]] = f[5]; unit[key] = f[6]; st[key, f[4]] = f[7]
      }
      print "| benchmark | kernel | unit | accc | cuda | gcc | accc/cuda | gcc/cuda | goal (accc/cuda) | met |"
      print "|---|---|---|---|---|---|---|---|---|---|"
    }
    function cell(key, v) {
      if (!((key, v) in val)) return "-"
      return val[key, v] (st[key, v] == "ok" ? "" : " WRONG")
    }
    function has_ratio(key, v) {
      return ((key, v) in val) && ((key, "cuda") in val) && val[key, "cuda"] + 0 != 0
    }
    function ratio(key, v) {
      if (!has_ratio(key, v)) return "-"
      return sprintf("%.3f", val[key, v] / val[key, "cuda"])
    }
    {
      key = $1 " " $2; dir = $3; g = $4
      r = ratio(key, "accc")
      met = "-"
      if (r != "-") {
        x = val[key, "accc"] / val[key, "cuda"]
        ok = (dir == "ge") ? (x >= g + 0) : (x <= g + 0)
        if (st[key, "accc"] != "ok" || st[key, "cuda"] != "ok") met = "WRONG"
        else { met = ok ? "yes" : "no"; nmet += ok; nrows++ }
      } else if ((key, "cuda") in val) {
        met = "missing"; nrows++
      }
      printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s %s | %s |\n", $1, $2, unit[key],
        cell(key, "accc"), cell(key, "cuda"), cell(key, "gcc"), r, ratio(key, "gcc"),
        dir == "ge" ? ">=" : "<=", g, met
    }
    END { printf "\naccc meets the goal on %d of %d kernels.\n", nmet, nrows }'
}

do_run() {
  out=${1:-$root/build/bench}
  [[ -d $out ]] || { echo "run: $out not found (run 'build' first)" >&2; exit 2; }
  out=$(cd "$out" && pwd)
  [[ -e $out/run.sh ]] || { echo "run: $out/run.sh missing (run 'build' first)" >&2; exit 2; }
  local header
  local gpu="nvidia-smi not found"
  if command -v nvidia-smi > /dev/null; then
    gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | paste -sd ';' -)
  fi
  header="$(date -u '+%Y-%m-%d %H:%M:%S UTC'); GPU (name, driver): $gpu"
  echo "$header"
  # accc binaries: MANDATORY offload, the bundled runtime up to date, the
  # libomp.so name libLLVM looks for (test/gpu/offload-env.sh).
  # shellcheck source=test/gpu/offload-env.sh
  source "$root/test/gpu/offload-env.sh"
  offload_env "$out"

  local results=$out/results.txt logs=$out/logs start=$SECONDS
  mkdir -p "$logs"
  : > "$results"
  local failed=0 b v prog rc var args hosts=""
  local size sizes log tag
  for b in "${benches[@]}"; do
    var=BENCH_ARGS_$b
    read -r -a sizes <<< "default $(extra_sizes "$b")"
    for size in "${sizes[@]}"; do
      if [[ $size == default ]]; then
        read -r -a args <<< "${!var:-}"
        tag=""
      else
        args=("$size")
        tag=@$size
      fi
      for v in "${variants[@]}"; do
        prog=$out/$b.$v
        [[ -x $prog ]] || continue
        log=$logs/$b.$v${tag:+.${size//[^0-9a-zA-Z]/_}}.log
        echo "running $b.$v ${args[*]}"
        run_one "$v" "$prog" "$log" "${args[@]}"
        rc=$?
        # KERNEL@SIZE at a further size (field 3 of a RESULT line)
        grep -E '^(RESULT|INFO) ' "$log" |
          awk -v tag="$tag" '$1 == "RESULT" { $3 = $3 tag } { print }' >> "$results"
        grep '^RESULT ' "$log" | sed 's/^/  /'
        if grep -q 'device=host' "$log"; then
          hosts+=" $b.$v$tag"
        fi
        if ((rc != 0)); then
          # The gcc column is a peer: its failure (say, GCC 12's nvptx plugin
          # and this driver) is reported but does not fail the run.
          [[ $v == gcc ]] || failed=1
          echo "FAILED: $b.$v$tag exited with status $rc; its output ends:"
          tail -n 15 "$log" | sed 's/^/  /'
          echo "FAILED $b$tag $v exit=$rc" >> "$results"
        fi
      done
    done
  done
  if grep -q '^RESULT .* WRONG$' "$results"; then
    failed=1
  fi

  {
    echo "# accc benchmark results"
    echo
    echo "$header"
    echo
    echo "Best of 20 timed runs after a warm-up; ratios accc/cuda and gcc/cuda:"
    echo "throughput ratios (higher is better), for launch a ratio of times (lower is better)."
    echo
    make_table "$results"
    if [[ -n $hosts ]]; then
      echo
      echo "WARNING: ran on the HOST, not the GPU:$hosts"
    fi
    if grep -q '^FAILED ' "$results"; then
      echo
      grep '^FAILED ' "$results" | sed 's/^/- /'
    fi
  } > "$out/results.md"
  echo
  cat "$out/results.md"
  echo
  echo "raw results: $results; table: $out/results.md; program logs: $logs/"
  echo "run: $((SECONDS - start)) s; $( ((failed)) && echo FAILED || echo passed)"
  exit "$failed"
}

do_check() {
  local out=${1:-$root/build/bench-check}
  local accc=${ACCC:-$root/build/bin/accc}
  [[ -x $accc ]] || { echo "check: accc not found at $accc (set ACCC)" >&2; exit 2; }
  mkdir -p "$out" || exit 2
  out=$(cd "$out" && pwd)
  local failed=0 b rc start=$SECONDS nok=0 nbad=0
  # Build in parallel (one job per benchmark), then run one at a time.
  local pids=()
  for b in "${benches[@]}"; do
    local src cc=$accc
    src=$(bench_src "$b")
    [[ $src != *.cpp ]] || cc=$accc++
    # shellcheck disable=SC2086
    "$cc" -O3 -acc=multicore ${ACCC_FLAGS:-} -DVARIANT=multicore "$src" \
      -o "$out/$b.multicore" -lm > "$out/$b.build.log" 2>&1 &
    pids+=($!)
  done
  local i=0
  for b in "${benches[@]}"; do
    if ! wait "${pids[i]}"; then
      echo "FAILED to build $b.multicore:"; sed 's/^/  /' "$out/$b.build.log"; failed=1
      rm -f "$out/$b.multicore"
    fi
    i=$((i + 1))
  done
  for b in "${benches[@]}"; do
    [[ -x $out/$b.multicore ]] || continue
    local args
    args=$(check_args "$b")
    # shellcheck disable=SC2086 # args is a list of words
    "$out/$b.multicore" $args > "$out/$b.log" 2>&1
    rc=$?
    grep -E '^(RESULT|INFO) ' "$out/$b.log"
    nok=$((nok + $(grep -c '^RESULT .* ok$' "$out/$b.log")))
    nbad=$((nbad + $(grep -c '^RESULT .* WRONG$' "$out/$b.log")))
    if ((rc != 0)); then
      echo "FAILED: $b.multicore $args exited with status $rc:"
      grep -v -E '^(RESULT|INFO) ' "$out/$b.log" | tail -n 15 | sed 's/^/  /'
      failed=1
    fi
    if ! grep -q '^RESULT ' "$out/$b.log"; then
      echo "FAILED: $b.multicore printed no RESULT line"; failed=1
    fi
  done
  ((nbad == 0)) || failed=1
  echo "check: $nok ok, $nbad WRONG, $((SECONDS - start)) s; $( ((failed)) && echo FAILED || echo passed)"
  exit "$failed"
}

case $cmd in
  build) do_build "${2:-}" ;;
  run) do_run "${2:-}" ;;
  check) do_check "${2:-}" ;;
  table) [[ -r ${2:-} ]] || usage; make_table "$2" ;;
  *) usage ;;
esac
