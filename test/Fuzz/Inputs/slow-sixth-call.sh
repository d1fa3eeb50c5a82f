#!/bin/sh
# A stand-in for accc (test/Fuzz/fuzz-timeout-retry.test): accepts and
# "compiles" everything, but its sixth call sleeps 3 seconds (the first
# stage of the first mutant, after the seed's five unmutated stages).
count=$FAKE_ACCC_CALLS
n=$(cat "$count" 2>/dev/null || echo 0)
n=$((n + 1))
echo "$n" > "$count"
[ "$n" -eq 6 ] && sleep 3
exit 0
