#!/usr/bin/env bash
# One call of a long fuzzing run on a machine of many cores without LLVM
# (the device machine; docs/Testing.md, "Fuzzing"). Run from the
# repository's root, with the bundle of scripts/fuzz/bundle.sh in fuzzpack/:
#
#   bash scripts/fuzz/device-run.sh SEED MINUTES [JOBS] [CORPUS_DIR]
#
# installs the bundle, then runs (or, where fuzzpack/seedSEED.tar.xz holds
# an earlier call's state, resumes) `fuzz.py --seed SEED --mutants 100000`
# for MINUTES more minutes on JOBS jobs (default: the machine's cores), and
# leaves the run's state in $OUT/seedSEED.tar.xz (carry it back in
# fuzzpack/ for the next call) and its output in $OUT/fuzz.log.
set -euo pipefail

SEED="${1:?usage: device-run.sh SEED MINUTES [JOBS] [CORPUS_DIR]}"
MINUTES="${2:?usage: device-run.sh SEED MINUTES [JOBS] [CORPUS_DIR]}"
JOBS="${3:-$(nproc)}"
CORPUS="${4:-/work/corpus/vv/Tests}"
OUTDIR="${OUT:?OUT names the folder whose files come back}"
RUN="/tmp/seed$SEED"

bash fuzzpack/unpack.sh
RESUME=()
if [ -f "fuzzpack/seed$SEED.tar.xz" ]; then
  rm -rf "$RUN"
  tar -xJf "fuzzpack/seed$SEED.tar.xz" -C /tmp
  RESUME=(--resume)
fi
export PYTHONUNBUFFERED=1
status=0
python3 scripts/fuzz/fuzz.py --accc /opt/accc/bin/accc --corpus "$CORPUS" \
  --corpus-files 200 --seed "$SEED" --mutants 100000 --jobs "$JOBS" \
  --minutes "$MINUTES" --target gpu --out "$RUN" "${RESUME[@]}" \
  > "$OUTDIR/fuzz.log" 2>&1 || status=$?
tar -cJf "$OUTDIR/seed$SEED.tar.xz" -C /tmp "seed$SEED"
# The summary, without the progress lines.
grep -v '^\[ *[0-9]* s\]' "$OUTDIR/fuzz.log" | tail -40
exit "$status"
