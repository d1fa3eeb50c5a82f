#!/usr/bin/env python3
"""Checks a Chrome trace-event JSON file written by libaccc_profile.

    check-trace.py TRACE.json [--events] [--source]

Fails (exit status 1, the reason on stderr) unless:
- the file is valid JSON (strict: no NaN, no duplicate keys) and UTF-8,
  an object whose "traceEvents" is an array of objects;
- every event has a string "name", a "ph" among M, X, B, E, i and integer
  "pid" and "tid"; X, B, E and i events have a numeric "ts" >= 0, X events a
  "dur" >= 0, i events a scope "s";
- on each track (pid, tid), B/E events pair up and nest, and X events nest:
  one that starts inside another ends inside it too;
- the args the profiler promises are there: "construct" on every event;
  var_name (when named) and bytes on transfers and memory events;
  kernel_name, num_gangs, num_workers and vector_length on launches; with
  --source, src_file, line and func on every construct, data, launch and
  transfer event but those of runtime routines outside constructs.

Then prints, for FileCheck, one line per track ("track TID NAME: N events")
and, with --events, each event of each track in time order:
"  PH NAME [arg=value ...]" with the args that do not change from run to
run (not pointers, not times); strings with unprintable characters are
shown as JSON literals.
"""

import collections
import decimal
import json
import sys

SHOWN_ARGS = [
    "construct",
    "line",
    "var_name",
    "bytes",
    "num_gangs",
    "num_workers",
    "vector_length",
    "async",
    "async_queue",
    "implicit",
    "unfinished",
]


def fail(message):
    sys.stderr.write("check-trace: error: {}\n".format(message))
    sys.exit(1)


def no_duplicates(pairs):
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        fail("duplicate key in {}".format(keys))
    return dict(pairs)


def reject_constant(name):
    fail("non-standard JSON constant {}".format(name))


def is_number(value):
    return isinstance(value, (int, decimal.Decimal)) and not isinstance(value, bool)


def check_event(i, ev, source):
    where = "event {} ({})".format(i, json.dumps(ev, default=str)[:200])
    if not isinstance(ev, dict):
        fail("{}: not an object".format(where))
    if not isinstance(ev.get("name"), str):
        fail("{}: no string name".format(where))
    ph = ev.get("ph")
    if ph not in ("M", "X", "B", "E", "i"):
        fail("{}: phase {!r}".format(where, ph))
    for key in ("pid", "tid"):
        if not isinstance(ev.get(key), int):
            fail("{}: no integer {}".format(where, key))
    if ph == "M":
        return
    if not is_number(ev.get("ts")) or ev["ts"] < 0:
        fail("{}: bad ts".format(where))
    if ph == "X" and (not is_number(ev.get("dur")) or ev["dur"] < 0):
        fail("{}: bad dur".format(where))
    if ph == "i" and ev.get("s") not in ("t", "p", "g"):
        fail("{}: instant without scope".format(where))
    if ph == "E":
        return
    args = ev.get("args")
    if not isinstance(args, dict):
        fail("{}: no args".format(where))
    required = ["construct"]
    cat = ev.get("cat")
    if cat in ("transfer", "memory"):
        required += ["bytes"]
    if cat == "launch":
        required += ["kernel_name", "num_gangs", "num_workers", "vector_length"]
    if (
        source
        and cat in ("compute", "data", "launch", "transfer")
        and args.get("construct") != "runtime api"
    ):
        required += ["src_file", "line", "func"]
    for key in required:
        if key not in args:
            fail("{}: no args.{}".format(where, key))


def check_nesting(track, events):
    """B/E pairs and X spans on one track nest."""
    open_be = []
    for ev in events:
        if ev["ph"] == "B":
            open_be.append(ev["name"])
        elif ev["ph"] == "E":
            if not open_be:
                fail("track {}: E without B".format(track))
            open_be.pop()
    if open_be:
        fail("track {}: B without E: {}".format(track, open_be))
    spans = sorted(
        (ev for ev in events if ev["ph"] == "X"),
        key=lambda ev: (ev["ts"], -ev["dur"]),
    )
    stack = []
    for ev in spans:
        start, end = ev["ts"], ev["ts"] + ev["dur"]
        # Spans that ended before this one starts are done with; one that
        # ends where an empty span sits still holds it.
        while stack and (stack[-1][0] < start or (stack[-1][0] == start < end)):
            stack.pop()
        if stack and end > stack[-1][0]:
            fail(
                "track {}: '{}' [{}, {}] overlaps '{}' ending at {}".format(
                    track, ev["name"], start, end, stack[-1][1], stack[-1][0]
                )
            )
        stack.append((end, ev["name"]))


def printable(value):
    """A value on one line: strings with unprintable characters as JSON."""
    if isinstance(value, str) and not value.isprintable():
        return json.dumps(value)
    return str(value)


def shown(ev):
    args = ev.get("args", {})
    parts = [ev["ph"], printable(ev["name"])]
    for key in SHOWN_ARGS:
        if key in args:
            parts.append("{}={}".format(key, printable(args[key])))
    return " ".join(parts)


def main():
    if len(sys.argv) < 2:
        fail("usage: check-trace.py TRACE.json [--events] [--source]")
    path = sys.argv[1]
    events_wanted = "--events" in sys.argv[2:]
    source = "--source" in sys.argv[2:]
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(
                f,
                object_pairs_hook=no_duplicates,
                parse_float=decimal.Decimal,
                parse_constant=reject_constant,
            )
    except (ValueError, UnicodeDecodeError) as e:
        fail("{}: not valid JSON: {}".format(path, e))
    if not isinstance(data, dict) or not isinstance(data.get("traceEvents"), list):
        fail("no traceEvents array")
    events = data["traceEvents"]
    for i, ev in enumerate(events):
        check_event(i, ev, source)

    names = {}
    tracks = collections.defaultdict(list)
    for ev in events:
        track = (ev["pid"], ev["tid"])
        if ev["ph"] == "M":
            if ev["name"] == "thread_name":
                names[track] = ev["args"]["name"]
            continue
        tracks[track].append(ev)
    for track, evs in tracks.items():
        check_nesting(track, evs)

    for track in sorted(tracks, key=lambda t: t[1]):
        evs = sorted(tracks[track], key=lambda ev: (ev["ts"], -ev.get("dur", 0)))
        print(
            "track {} {}: {} events".format(
                track[1], names.get(track, "(unnamed)"), len(evs)
            )
        )
        if events_wanted:
            for ev in evs:
                print("  " + shown(ev))


if __name__ == "__main__":
    main()
