#!/usr/bin/env bash
# run.sh - compile-time benchmark: accc on a generated ~2,000-line OpenACC file
# against clang-22 -fopenmp on accc's translation of that file (goal: accc
# <= 1.25 x clang).
#
# usage: bash bench/compile/run.sh
# env:   N          timed runs of each command (default 10); the median counts
#        N_GPU      timed runs of the GPU commands (default N)
#        GPU=0      skip the GPU pair (default: on when accc can build GPU code)
#        GPU_SAFE=0 skip the GPU pair with -acc-geometry=safe (default: on
#                   when accc has the option)
#        GPU_BASE=1 also time the GPU pair with -acc-mapping=base
#        ACCC (default build/bin/accc), CLANG (default clang-22),
#        BENCH_COMPILE_DIR (default build/bench-compile)
#
# Steps: bench/compile/gen.py writes big.c; accc translates it once per target
# (-fopenacc-print=omp) to big.mc.omp.c (-acc=multicore) and big.gpu.omp.c
# (-acc=gpu: a different translation, target teams ...); then, the two
# commands of a pair alternating, N runs of
#   translate  accc -acc=T -fopenacc-print=omp big.c > /dev/null
#   mc   (a)   accc -O2 -acc=multicore -c big.c
#        (b)   clang-22 -O2 -fopenmp -I build/include -c big.mc.omp.c
#   gpu  (a)   accc -O2 -acc=gpu -c big.c
#        (b)   clang-22 -O2 <the flags accc passes to clang for -acc=gpu, read
#              from `accc -v -acc=gpu` on a probe file> -c big.gpu.omp.c
#   gpu-safe   the same pair with -acc-geometry=safe (accc's translation
#              with at most 256 threads per team, big.gpu-safe.omp.c)
# Prints the medians and the ratios (a)/(b), writes results.md. A command that
# fails is timed all the same and its exit status shown.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
accc=$(realpath "${ACCC:-build/bin/accc}")
clang=${CLANG:-clang-22}
out=${BENCH_COMPILE_DIR:-build/bench-compile}
n=${N:-10}
ngpu=${N_GPU:-$n}
include=$root/build/include

mkdir -p "$out"
out=$(realpath "$out")
python3 bench/compile/gen.py -o "$out/big.c"
cd "$out"

# GPU: on if accc builds a probe for the GPU; its clang command gives the flags
gpu=${GPU:-auto}
gpuflags=""
cat > probe.c <<'EOF'
void probe(int n, double *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1.0;
}
EOF
if [ "$gpu" != 0 ]; then
  if "$accc" -v -O2 -acc=gpu -c probe.c -o probe.o > probe.log 2>&1; then
    # the first clang command accc prints: its flags without the input, -o,
    # -c and -O (the timed command sets those)
    gpuflags=$(python3 - probe.log <<'PY'
import shlex, sys
for line in open(sys.argv[1]):
    w = shlex.split(line)
    if w and w[0].endswith("clang") and \
            any(x.startswith("--offload-arch") for x in w):
        keep, skip = [], False
        for x in w[1:]:
            if skip:
                skip = False
                continue
            if x == "-o":
                skip = True
                continue
            if x == "-c" or x.startswith("-O") or x.endswith("probe.c"):
                continue
            keep.append(x)
        print(" ".join(shlex.quote(x) for x in keep))
        break
PY
)
  fi
  if [ -z "$gpuflags" ]; then
    [ "$gpu" = 1 ] && { echo "run.sh: accc cannot build GPU code here" >&2; exit 1; }
    gpu=0
    echo "GPU pair skipped: accc -acc=gpu cannot build here (probe.log)"
  else
    gpu=1
    echo "GPU flags (from accc -v): $gpuflags"
  fi
fi

"$accc" -acc=multicore -fopenacc-print=omp big.c > big.mc.omp.c
[ "$gpu" = 1 ] && "$accc" -acc=gpu -fopenacc-print=omp big.c > big.gpu.omp.c
gpusafe=0
if [ "$gpu" = 1 ] && [ "${GPU_SAFE:-1}" = 1 ] &&
    "$accc" -acc=gpu -acc-geometry=safe -fopenacc-print=omp probe.c > /dev/null 2>&1; then
  gpusafe=1
  "$accc" -acc=gpu -acc-geometry=safe -fopenacc-print=omp big.c > big.gpu-safe.omp.c
fi
[ "${GPU_BASE:-0}" = 1 ] && [ "$gpu" = 1 ] &&
  "$accc" -acc=gpu -acc-mapping=base -fopenacc-print=omp big.c > big.gpu-base.omp.c

# the timed commands run with TMPDIR here (clang's crash reproducers of a
# failing command land here, not in /tmp)
mkdir -p tmp
export TMPDIR=$out/tmp
tree=$(git -C "$root" describe --always --dirty 2>/dev/null || echo unknown)
built=$(date -u -r "$accc" '+%Y-%m-%d %H:%M:%S UTC')
python3 - "$accc" "$clang" "$include" "$n" "$ngpu" "$gpu" "${GPU_BASE:-0}" \
  "$gpuflags" "$(nproc)" "$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')" \
  "$tree" "$built" "$gpusafe" <<'PY'
import datetime, os, shlex, shutil, statistics, subprocess, sys, time
accc, clang, inc, n, ngpu, gpu, gpubase, gpuflags, nproc, cpu, tree, built, \
    gpusafe = sys.argv[1:14]
n, ngpu = int(n), int(ngpu)
gpuflags = shlex.split(gpuflags)
lines = sum(1 for _ in open("big.c"))

def run(cmd, stdout=subprocess.DEVNULL):
    t = time.perf_counter()
    p = subprocess.run(cmd, stdout=stdout, stderr=subprocess.PIPE)
    dt = time.perf_counter() - t
    shutil.rmtree(os.environ["TMPDIR"], ignore_errors=True)
    os.makedirs(os.environ["TMPDIR"], exist_ok=True)
    text = p.stderr.decode(errors="replace").splitlines()
    err = [l for l in text if "error" in l]
    # accc's driver compiles again when ptxas cannot fit a kernel's registers
    err += ["accc compiled twice: " + l.split("; ")[-1] for l in text
            if l.startswith("accc: note:") and "compiling again" in l]
    return dt, p.returncode, err[-1:] if p.returncode == 0 else err[:1]

def show(argv):
    """the command as text, paths relative to the source tree"""
    root = os.path.dirname(os.path.dirname(os.path.dirname(accc)))  # build/bin/accc
    return " ".join(shlex.quote(x) for x in argv).replace(root + "/", "")

rows = []   # (label, command text, median, min, max, rc, first error line)
def timeit(label, cmds, reps):
    """cmds: {name: argv}; runs them alternating reps times."""
    times = {k: [] for k in cmds}
    rcs = {k: 0 for k in cmds}
    errs = {k: [] for k in cmds}
    for r in range(reps):
        for k, c in cmds.items():
            dt, rc, err = run(c)
            times[k].append(dt)
            rcs[k] = rcs[k] or rc
            errs[k] = errs[k] or err
        print("  %s: run %d/%d: %s" % (label, r + 1, reps, ", ".join(
            "%s %.2f s" % (k, times[k][-1]) for k in cmds)), flush=True)
    res = {}
    for k, c in cmds.items():
        med = statistics.median(times[k])
        res[k] = med
        rows.append((label + " " + k, show(c), med, min(times[k]),
                     max(times[k]), rcs[k], errs[k][0] if errs[k] else ""))
    return res

ratios = []
def pair(label, a, b, reps):
    r = timeit(label, {"(a) accc": a, "(b) clang": b}, reps)
    ratios.append((label, r["(a) accc"], r["(b) clang"],
                   r["(a) accc"] / r["(b) clang"]))

print("timing: %d runs each (GPU: %d), alternating" % (n, ngpu), flush=True)
timeit("translate mc", {"accc": [accc, "-acc=multicore",
                                 "-fopenacc-print=omp", "big.c"]}, n)
pair("multicore",
     [accc, "-O2", "-acc=multicore", "-c", "big.c", "-o", "a.o"],
     [clang, "-O2", "-fopenmp", "-I" + inc, "-c", "big.mc.omp.c", "-o", "b.o"],
     n)
if gpu == "1":
    timeit("translate gpu", {"accc": [accc, "-acc=gpu", "-fopenacc-print=omp",
                                      "big.c"]}, n)
    pair("gpu",
         [accc, "-O2", "-acc=gpu", "-c", "big.c", "-o", "a.o"],
         [clang, "-O2"] + gpuflags + ["-c", "big.gpu.omp.c", "-o", "b.o"],
         ngpu)
    if gpusafe == "1":
        pair("gpu-safe",
             [accc, "-O2", "-acc=gpu", "-acc-geometry=safe", "-c", "big.c",
              "-o", "a.o"],
             [clang, "-O2"] + gpuflags + ["-c", "big.gpu-safe.omp.c", "-o",
                                           "b.o"],
             ngpu)
    if gpubase == "1":
        pair("gpu-base",
             [accc, "-O2", "-acc=gpu", "-acc-mapping=base", "-c", "big.c",
              "-o", "a.o"],
             [clang, "-O2"] + gpuflags + ["-c", "big.gpu-base.omp.c", "-o",
                                           "b.o"],
             ngpu)

md = []
md.append("# compile-time benchmark results\n")
md.append("- date: %s" % datetime.date.today().isoformat())
md.append("- CPU: %s, `nproc` = %s" % (cpu, nproc))
md.append("- accc: source tree %s, binary built %s%s" % (
    tree, built, "" if built == time.strftime(
        "%Y-%m-%d %H:%M:%S UTC", time.gmtime(os.path.getmtime(accc)))
    else " (REBUILT during the run: the numbers mix two builds)"))
md.append("- big.c: %d lines (bench/compile/gen.py); runs per command: %d "
          "(GPU %d), median" % (lines, n, ngpu))
if gpuflags:
    md.append("- GPU flags (as accc passes them to clang): `%s`"
              % " ".join(gpuflags))
md.append("")
md.append("| what | median s | min s | max s | exit status / note | command |")
md.append("|---|---|---|---|---|---|")
for label, cmd, med, lo, hi, rc, err in rows:
    md.append("| %s | %.3f | %.3f | %.3f | %s | `%s` |" % (
        label, med, lo, hi, "%d%s" % (rc, (": " + err[:90]) if err else ""),
        cmd))
md.append("")
md.append("| pair | accc s | clang s | ratio accc/clang (goal <= 1.25) |")
md.append("|---|---|---|---|")
for label, a, b, r in ratios:
    md.append("| %s | %.3f | %.3f | %.2f%s |" % (label, a, b, r,
              "" if r <= 1.25 else " (above 1.25)"))
text = "\n".join(md) + "\n"
print()
print(text)
open("results.md", "w").write(text)
print("wrote %s" % os.path.join(os.getcwd(), "results.md"))
PY
