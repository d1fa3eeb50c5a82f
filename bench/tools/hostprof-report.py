#!/usr/bin/env python3
"""Report of a hostprof.so profile (bench/tools/hostprof.c).

Usage: hostprof-report.py PROFILE [DIR ...] [--top N] [--under FUNCTION]
                          [--outside MODULE]

Symbols come from the modules found under DIR by file name (the program,
libacc, libomptarget, its plugin, libomp: copies of the files that ran);
other modules are reported by name. Prints the share of samples in each
module, each function's self share (innermost frame) and inclusive share
(anywhere on the stack), with --under the callees of one function, and with --outside the
time spent in one module (libc.so) by the frame that called into it.
"""
import collections
import os
import re
import subprocess
import sys

SYMBOLIZER = "/usr/lib/llvm-22/bin/llvm-symbolizer"
READELF = "/usr/lib/llvm-22/bin/llvm-readelf"


def parse(path):
    maps, samples, in_samples = [], [], False
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if line == "SAMPLES":
                in_samples = True
                continue
            if in_samples:
                samples.append([int(x, 16) for x in line.split()] if line else [])
                continue
            m = re.match(r"([0-9a-f]+)-([0-9a-f]+) (\S+) ([0-9a-f]+) \S+ \d+\s*(.*)", line)
            if m and "x" in m.group(3):
                maps.append((int(m.group(1), 16), int(m.group(2), 16),
                             int(m.group(4), 16), m.group(5)))
    return maps, samples


def find_files(dirs):
    found = {}
    for d in dirs:
        for root, _, names in os.walk(d):
            for n in names:
                found.setdefault(n, os.path.join(root, n))
    return found


def load_segments(path):
    out = subprocess.run([READELF, "-lW", path], capture_output=True, text=True).stdout
    segs = []
    for line in out.splitlines():
        parts = line.split()
        if parts and parts[0] == "LOAD":
            segs.append((int(parts[1], 16), int(parts[2], 16), int(parts[4], 16)))
    return segs


def main(argv):
    top, under, outside, args = 40, None, None, []
    i = 1
    while i < len(argv):
        if argv[i] == "--top":
            top = int(argv[i + 1]); i += 2
        elif argv[i] == "--outside":
            outside = argv[i + 1]; i += 2
        elif argv[i] == "--under":
            under = argv[i + 1]; i += 2
        else:
            args.append(argv[i]); i += 1
    maps, samples = parse(args[0])
    files = find_files(args[1:])
    segs_of, queries = {}, collections.defaultdict(set)

    def locate(addr, leaf):
        a = addr if leaf else addr - 1
        for start, end, off, path in maps:
            if start <= a < end:
                name = os.path.basename(path) or "[anon]"
                fo = a - start + off
                local = files.get(name)
                if local:
                    if local not in segs_of:
                        segs_of[local] = load_segments(local)
                    for poff, pvaddr, pfilesz in segs_of[local]:
                        if poff <= fo < poff + pfilesz:
                            va = fo - poff + pvaddr
                            queries[local].add(va)
                            return (name, local, va)
                return (name, None, fo)
        return ("[unknown]", None, a)

    def interrupted(stack):
        # Drop the handler's frames (hostprof.so) and the signal trampoline
        # after them: what remains starts at the interrupted instruction.
        k = 0
        while k < len(stack) and locate(stack[k], True)[0] == "hostprof.so":
            k += 1
        return stack[k + 1:] if k > 0 else stack

    located = [[locate(a, j == 0) for j, a in enumerate(interrupted(s))] for s in samples]
    names = {}
    for local, vas in queries.items():
        vas = sorted(vas)
        inp = "\n".join(hex(v) for v in vas)
        out = subprocess.run([SYMBOLIZER, "--obj=" + local, "--no-inlines",
                              "--demangle"],
                             input=inp, capture_output=True, text=True).stdout
        blocks = out.strip("\n").split("\n\n")
        for v, b in zip(vas, blocks):
            names[(local, v)] = b.split("\n")[0]

    def fname(loc):
        mod, local, va = loc
        if local:
            n = names.get((local, va), "??")
            if n != "??":
                return mod + ":" + n
        return mod + ":?"

    total = len(located)
    mods, selfs, incl = collections.Counter(), collections.Counter(), collections.Counter()
    callees, entries = collections.Counter(), collections.Counter()
    under_count = 0
    for stack in located:
        if not stack:
            continue
        mods[stack[0][0]] += 1
        fs = [fname(l) for l in stack]
        selfs[fs[0]] += 1
        for f in set(fs):
            incl[f] += 1
        if outside and stack[0][0].startswith(outside):
            k = 0
            while k < len(stack) and stack[k][0].startswith(outside):
                k += 1
            entries[(fs[k - 1].split(":", 1)[1] if k else "?") + " <- " +
                    (fs[k] if k < len(fs) else "(none)")] += 1
        if under:
            for k, f in enumerate(fs):
                if f.endswith(":" + under):
                    under_count += 1
                    callees[fs[k - 1] if k > 0 else "(self)"] += 1
                    break
    print(f"{total} samples")
    print("\n== modules (self)")
    for m, c in mods.most_common(15):
        print(f"{100.0 * c / total:6.2f}%  {m}")
    print("\n== functions (self)")
    for f, c in selfs.most_common(top):
        print(f"{100.0 * c / total:6.2f}%  {f}")
    print("\n== functions (inclusive)")
    for f, c in incl.most_common(top):
        print(f"{100.0 * c / total:6.2f}%  {f}")
    if outside:
        print(f"\n== time in {outside}, by the entry and its caller outside it")
        for f, c in entries.most_common(top):
            print(f"{100.0 * c / total:6.2f}%  {f}")
    if under:
        print(f"\n== callees of {under} ({100.0 * under_count / max(total, 1):.2f}% inclusive)")
        for f, c in callees.most_common(top):
            print(f"{100.0 * c / total:6.2f}%  {f}")


if __name__ == "__main__":
    main(sys.argv)
