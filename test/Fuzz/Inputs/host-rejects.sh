#!/bin/sh
# A stand-in for accc (test/Fuzz/fuzz-target-check.test): accepts and
# "compiles" everything, except that after the seed's unmutated stages its
# checks for the host (-acc=host -fsyntax-only) reject, as accc does with a
# diagnostic that only that target's device_type group gives.
count=$FAKE_ACCC_CALLS
n=$(cat "$count" 2>/dev/null || echo 0)
n=$((n + 1))
echo "$n" > "$count"
if [ "$n" -gt 5 ]; then
  case " $* " in
    *" -acc=host -fsyntax-only "*) echo "m.c:1:1: error: for the host only" >&2; exit 1 ;;
  esac
fi
exit 0
