#!/usr/bin/env bash
# run.sh - the multicore benchmark: the loops of loops_acc.c (OpenACC, built
# with `accc -O3 -acc=multicore`) against the same loops written by hand in
# OpenMP (loops_omp.c, built with `clang-22 -O3 -fopenmp`).
#
# usage: bash bench/multicore/run.sh [--small]
#   --small   tiny sizes, 2 repetitions: a correctness check (seconds)
# env: ACCC (default build/bin/accc), CLANG (default clang-22),
#      BENCH_MC_DIR (default build/bench-mc),
#      ROUNDS (default 5, 1 with --small): the three runs below are repeated
#      ROUNDS times, alternating, and each kernel's best value counts (this
#      machine is shared: alternating spreads other load over all variants)
#      WAIT_IDLE (default 0): before each round, wait up to this many seconds
#      for the CPUs to be at least 90% idle (other users' jobs); the idle
#      share measured just before each round is printed either way
#
# Runs, all with OMP_PROC_BIND=close OMP_PLACES=cores (the same for both
# variants: one thread per core, threads kept on their cores):
#   accc     loops_acc, all cores (OMP_NUM_THREADS unset)
#   omp      loops_omp, all cores (OMP_NUM_THREADS unset)
#   accc-1t  loops_acc, OMP_NUM_THREADS=1
# prints a table (kernel, accc, omp, accc/omp, accc speedup over one thread)
# and writes it with the machine's description to $BENCH_MC_DIR/results.md.
# Exit status 1 if a kernel's result is WRONG or a RESULT line is missing.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
accc=${ACCC:-build/bin/accc}
clang=${CLANG:-clang-22}
out=${BENCH_MC_DIR:-build/bench-mc}
src=bench/multicore

small=()
mode=full
for arg in "$@"; do
  case $arg in
  --small) small=(-DSMALL); mode=small ;;
  -h|--help) sed -n '2,/^set /{/^#/p}' "$0"; exit 0 ;;
  *) echo "run.sh: unknown argument '$arg'" >&2; exit 2 ;;
  esac
done

mkdir -p "$out"
echo "building ($mode) into $out"
"$accc" -O3 -acc=multicore "${small[@]}" "$src/loops_acc.c" -o "$out/loops_acc"
"$clang" -O3 -fopenmp "${small[@]}" "$src/loops_omp.c" -o "$out/loops_omp"

if [ "$mode" = small ]; then rounds=${ROUNDS:-1}; else rounds=${ROUNDS:-5}; fi
unset OMP_NUM_THREADS
export OMP_PROC_BIND=close OMP_PLACES=cores
status=0
# idle share of all CPUs over one second, in percent
cpu_idle() {
  local a b
  read -r -a a < /proc/stat
  sleep 1
  read -r -a b < /proc/stat
  local tot=0 k
  for k in 1 2 3 4 5 6 7 8; do tot=$((tot + b[k] - a[k])); done
  local idle=$((b[4] + b[5] - a[4] - a[5]))
  echo $((tot > 0 ? 100 * idle / tot : 100))
}
wait_idle=${WAIT_IDLE:-0}
rm -f "$out/accc.txt" "$out/omp.txt" "$out/accc-1t.txt"
for ((r = 1; r <= rounds; ++r)); do
  start=$SECONDS
  idle=$(cpu_idle)
  while [ "$idle" -lt 90 ] && [ $((SECONDS - start)) -lt "$wait_idle" ]; do
    idle=$(cpu_idle)
  done
  echo "# round $r of $rounds (CPU idle before it: $idle%)"
  "$out/loops_acc" accc | tee -a "$out/accc.txt" || status=1
  "$out/loops_omp" omp | tee -a "$out/omp.txt" || status=1
  OMP_NUM_THREADS=1 "$out/loops_acc" accc-1t | tee -a "$out/accc-1t.txt" || status=1
done

cpu=$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')
tree=$(git describe --always --dirty 2>/dev/null || echo unknown)
built=$(date -u -r "$accc" '+%Y-%m-%d %H:%M UTC')
python3 - "$out" "$mode" "$(nproc)" "$cpu" "$("$clang" --version | head -1)" "$rounds" "$tree" "$built" <<'PY' || status=1
import datetime, os, sys
out, mode, nproc, cpu, clang, rounds, tree, built = sys.argv[1:9]
res = {}   # (kernel, variant) -> (value, unit, ok)
order = []
for f in ("accc.txt", "omp.txt", "accc-1t.txt"):
    path = os.path.join(out, f)
    if not os.path.exists(path):
        continue
    for line in open(path):
        p = line.split()
        if len(p) == 7 and p[0] == "RESULT" and p[1] == "multicore":
            kernel, variant, value, unit, ok = p[2:7]
            old = res.get((kernel, variant))
            if old and old[2] != "ok":
                continue                      # WRONG once: WRONG
            if old and ok == "ok" and old[0] >= float(value):
                continue                      # the best round counts
            res[(kernel, variant)] = (float(value), unit, ok)
            if kernel not in order:
                order.append(kernel)
bad = 0
rows = []
for k in order:
    def get(v):
        return res.get((k, v))
    a, o, a1 = get("accc"), get("omp"), get("accc-1t")
    checks = [x[2] if x else "MISSING" for x in (a, o, a1)]
    okall = all(c == "ok" for c in checks)
    bad += not okall
    unit = (a or o or a1)[1] if (a or o or a1) else "-"
    # a WRONG result's value (0.00) does not count
    a, o, a1 = [x if x and x[2] == "ok" else None for x in (a, o, a1)]
    fmt = lambda x: "%.2f" % x[0] if x else "-"
    ratio = "%.2f" % (a[0] / o[0]) if a and o and o[0] > 0 else "-"
    speed = "%.2f" % (a[0] / a1[0]) if a and a1 and a1[0] > 0 else "-"
    flag = "" if ratio == "-" or float(ratio) >= 0.9 else " (< 0.9)"
    rows.append((k, unit, fmt(a), fmt(o), ratio + flag, speed,
                 "ok" if okall else "/".join(checks)))
head = ("kernel", "unit", "accc", "omp", "accc/omp", "accc speedup vs 1 thread",
        "check")
table = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
table += ["| " + " | ".join(r) + " |" for r in rows]
text = "\n".join(table)
print()
print(text)
with open(os.path.join(out, "results.md"), "w") as f:
    f.write("# multicore benchmark results (%s sizes)\n\n" % mode)
    f.write("- date: %s\n" % datetime.date.today().isoformat())
    f.write("- CPU: %s, `nproc` = %s\n" % (cpu, nproc))
    f.write("- compilers: accc -O3 -acc=multicore (source tree %s, accc built "
            "%s); %s -O3 -fopenmp\n" % (tree, built, clang))
    f.write("- OMP_PROC_BIND=close OMP_PLACES=cores; accc and omp with "
            "OMP_NUM_THREADS unset, accc-1t with OMP_NUM_THREADS=1\n")
    f.write("- each program: every kernel checked against a serial reference "
            "after a warm-up call, then NREP round-robin passes over all "
            "kernels, best call per kernel; rounds (the three runs repeated, "
            "alternating; each kernel's best round): %s\n" % rounds)
    if mode == "small":
        f.write("- small sizes: a correctness check; the values do not "
                "measure performance\n")
    f.write("\n")
    f.write(text + "\n")
print("\nwrote %s" % os.path.join(out, "results.md"))
sys.exit(1 if bad else 0)
PY
if [ $status -ne 0 ]; then
  echo "run.sh: a kernel is WRONG or missing" >&2
fi
exit $status
