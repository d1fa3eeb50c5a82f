#!/usr/bin/env python3
"""fuzz.py - mutation fuzzing of accc's OpenACC directives.

usage: python3 scripts/fuzz/fuzz.py [--minutes M | --mutants N] [--corpus DIR]...
                                    [--seed S] [--jobs J] [--out DIR] [--minimize]

Seeds are the repository's test inputs (test/**/*.c, *.cpp with `#pragma
acc`) and the .c/.cpp files of each --corpus directory (the OpenACC V&V
suite's Tests/, for example). Each mutant changes directives only
(mutate.py) and goes through accc in stages:

  1. accc -fsyntax-only                       (accc's and clang's checks)
  2. accc -acc=host -fsyntax-only, then -acc=host -c
  3. accc -acc=gpu -c, or -acc=multicore -fsyntax-only and -c where this
     machine cannot build for the GPU (-fsyntax-only checks for the GPU)
  each only if the one before accepted it; the -fsyntax-only runs of 2 and 3
  are the checks for that target (a `device_type` group's clauses)

and is classified:

  CRASH         a signal, an exit status >= 128, a stack dump, "PLEASE
                submit a bug report", accc's "front end crashed" error, or
                its "clang crashed compiling" error (the compile step)
  UNCOMPILABLE  accepted by the checks for a target (exit 0) but its
                compile failed: the user would see an error about
                generated code, or accc checks too late
  TIMEOUT       a stage ran past --timeout seconds, and again past three
                times that when run once more (a stage slowed down by the
                machine's load finishes the second time: the summary
                counts such retries)
  REJECTED      a -fsyntax-only run rejected it with a diagnostic (fine)
  OK            accepted and compiled

Mutant k of seed file F under seed S is always the same text. Finds are
de-duplicated by signature (class, stage, first error with locations and
numbers taken out); each distinct find is saved under OUT/finds/ with its
mutant source, commands, output and how many mutants shared it.
OUT/summary.txt has the counts. --resume continues the run in OUT (same
seed, same seed files, same accc binary, checked): the mutants already in
OUT/log.jsonl are skipped and counted, so one long run can span sessions.
--minimize shrinks the first mutant of each
distinct find (drops directive lines, clauses and list items, then source
lines) while its signature stays the same.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutate  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CLASSES = ["CRASH", "UNCOMPILABLE", "TIMEOUT", "REJECTED", "OK"]
CRASH_TEXT = ["Stack dump", "PLEASE submit a bug report",
              "front end crashed", "Segmentation fault", "Assertion",
              "clang crashed compiling"]


def find_seeds(dirs, rng):
    seeds = []
    for top, limit in dirs:
        found = []
        if os.path.isfile(top):
            seeds.append(top)
            continue
        for base, subdirs, files in os.walk(top):
            subdirs.sort()
            for f in sorted(files):
                if not f.endswith((".c", ".cpp")):
                    continue
                p = os.path.join(base, f)
                try:
                    with open(p, errors="replace") as fh:
                        text = fh.read()
                except OSError:
                    continue
                if re.search(r"#\s*pragma\s+acc\b", text):
                    found.append(p)
        if limit and len(found) > limit:
            found = sorted(rng.sample(found, limit))
        seeds += found
    return seeds


class Runner:
    def __init__(self, accc, target, timeout, work):
        self.accc = accc
        self.target = target
        self.timeout = timeout
        self.work = work

    def stages(self, path, origdir):
        """(name, command) of each stage; a stage whose name ends in
        "syntax" is a check, whose rejection is a diagnostic (fine)."""
        inc = ["-I", origdir, "-I", os.path.join(origdir, "Inputs")]
        obj = path + ".o"
        stages = [
            ("syntax", [self.accc, "-fsyntax-only"] + inc + [path]),
            ("host-syntax", [self.accc, "-acc=host", "-fsyntax-only"] + inc +
             [path]),
            ("host", [self.accc, "-acc=host", "-c"] + inc + [path, "-o", obj]),
        ]
        if self.target != "gpu":  # accc checks for the GPU by default
            stages.append((f"{self.target}-syntax",
                           [self.accc, f"-acc={self.target}", "-fsyntax-only"]
                           + inc + [path]))
        stages.append((self.target, [self.accc, f"-acc={self.target}", "-c"] +
                       inc + [path, "-o", obj]))
        return stages

    def run_one(self, cmd, timeout=None):
        try:
            p = subprocess.run(cmd, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT,
                               timeout=timeout or self.timeout,
                               errors="replace", start_new_session=True)
            return p.returncode, p.stdout
        except subprocess.TimeoutExpired as e:
            out = e.stdout or ""
            if isinstance(out, bytes):
                out = out.decode(errors="replace")
            return None, out

    def classify(self, text, ext, origdir, name):
        """(class, stage, command, output, retried) of one source text;
        retried: a stage timed out once and was run again."""
        d = tempfile.mkdtemp(dir=self.work)
        try:
            path = os.path.join(d, name + ext)
            with open(path, "w") as fh:
                fh.write(text)
            retried = False
            for stage, cmd in self.stages(path, origdir):
                rc, out = self.run_one(cmd)
                shown = " ".join(cmd).replace(d + "/", "")
                if rc is None:
                    retried = True
                    rc, out = self.run_one(cmd, 3 * self.timeout)
                if rc is None:
                    return "TIMEOUT", stage, shown, out, retried
                if (rc < 0 or rc >= 128 or
                        any(t in out for t in CRASH_TEXT)):
                    return "CRASH", stage, shown, out, retried
                if rc != 0:
                    return ("REJECTED" if stage.endswith("syntax")
                            else "UNCOMPILABLE", stage, shown, out, retried)
            return "OK", "", "", "", retried
        finally:
            shutil.rmtree(d, ignore_errors=True)


def signature(cls, stage, out, text=""):
    """What makes two finds the same: class, stage, first error (and, for
    a crash accc recovers from, the directive of text it names)."""
    if cls in ("OK", "REJECTED"):
        return cls
    lines = out.splitlines()
    key = ""
    for l in lines:
        if "error:" in l or "Assertion" in l:
            key = l
            break
    for l in lines:  # a recovered crash may follow other errors
        if "front end crashed" in l:
            key = l
            break
    if cls == "CRASH":
        # A stack dump's first frame with a name says more than the error.
        for l in lines:
            m = re.match(r"\s*#?\d+\s+0x[0-9a-f]+\s+(?:in\s+)?(\S+)", l)
            if m and "llvm::sys::" not in m.group(1) and \
                    "SignalHandler" not in m.group(1):
                key += " @ " + m.group(1)
                break
    if cls == "CRASH" and "front end crashed" in key and text:
        # One message for every crash that accc recovers from: the
        # directive's name and clause names at its line tell them apart.
        m = re.match(r"[^ ]*:(\d+):\d+: ", key.strip())
        src = text.split("\n")
        if m and int(m.group(1)) <= len(src):
            d = re.sub(r"\([^()]*\)", "", src[int(m.group(1)) - 1])
            d = re.sub(r"\([^()]*\)", "", d)
            key += " @" + re.sub(r"\s+", " ", d.split("acc", 1)[-1])
    if not key and lines:
        key = lines[-1]
    key = re.sub(r"^[^ ]*:\d+:\d+: ", "", key.strip())
    key = re.sub(r"\b\d+\b", "N", key)
    key = re.sub(r"/tmp/[^ :']*", "TMP", key)
    # accc's report of a crash in the compile step: one find per pass.
    key = re.sub(r"in function '[^']*'", "in function F", key)
    return f"{cls} [{stage}] {key}"


def sig_id(sig):
    return hashlib.sha1(sig.encode()).hexdigest()[:10]


class Fuzzer:
    def __init__(self, args, seeds, runner):
        self.args = args
        self.seeds = seeds
        self.runner = runner
        self.counts = {c: 0 for c in CLASSES}
        self.retried = 0  # mutants with a stage run twice (TIMEOUT)
        self.finds = {}  # signature -> record
        self.seen = set()
        self.out = args.out
        self.done_before = {}  # (seed, k) -> class, from a resumed log
        self.elapsed_before = 0.0
        if args.resume:
            self.load_previous()
        self.log = open(os.path.join(self.out, "log.jsonl"),
                        "a" if args.resume else "w")
        self.texts = {}
        self.excluded = []  # (seed, signature) of seeds that fail unmutated

    def load_previous(self):
        """Reads the log and the state of the run being resumed: counts,
        finds and elapsed time carry over."""
        with open(os.path.join(self.out, "state.json")) as fh:
            state = json.load(fh)
        mine = run_identity(self.args, self.runner)
        for key in ("seed", "accc_sha1", "target", "timeout", "corpus"):
            if state.get(key) != mine[key]:
                sys.exit(f"fuzz.py: cannot resume {self.out}: {key} was "
                         f"{state.get(key)!r}, now {mine[key]!r}")
        self.elapsed_before = state.get("seconds", 0.0)
        with open(os.path.join(self.out, "log.jsonl")) as fh:
            for line in fh:
                try:
                    r = json.loads(line)
                except ValueError:
                    continue  # a line cut short when the last run stopped
                self.done_before[(r["seed"], r["k"])] = r
        for r in self.done_before.values():
            self.counts[r["class"]] += 1
            self.retried += bool(r.get("retried")) and r["class"] != "TIMEOUT"
            if r["class"] in ("OK", "REJECTED"):
                continue
            f = self.finds.setdefault(r["sig"], {
                "sig": r["sig"], "class": r["class"], "count": 0,
                "first": r["seed"], "k": r["k"], "mutation": r["mutation"],
                "dir": os.path.join(self.out, "finds", r["class"], sig_id(r["sig"]))})
            f["count"] += 1

    def save_state(self, elapsed):
        state = run_identity(self.args, self.runner)
        state["seconds"] = self.elapsed_before + elapsed
        with open(os.path.join(self.out, "state.json"), "w") as fh:
            json.dump(state, fh, indent=1)

    def text(self, path):
        if path not in self.texts:
            with open(path, errors="replace") as fh:
                self.texts[path] = fh.read()
        return self.texts[path]

    def baseline(self):
        """Keeps the seeds that compile unmutated (a seed that needs options
        or headers the harness does not give it would make false finds);
        a seed that crashes or compiles badly unmutated is a find itself."""
        keep = []
        texts = [self.text(path) for path in self.seeds]

        def check(n):
            path = self.seeds[n]
            return self.runner.classify(texts[n], os.path.splitext(path)[1],
                                        os.path.dirname(path), f"seed{n}")

        with concurrent.futures.ThreadPoolExecutor(max(1, self.args.jobs)) as pool:
            results = list(pool.map(check, range(len(self.seeds))))
        for path, r in zip(self.seeds, results):
            if r[0] == "OK":
                keep.append(path)
            else:
                rel = os.path.relpath(path, ROOT) if path.startswith(ROOT) else path
                self.excluded.append((rel, signature(r[0], r[1], r[3], self.text(path))))
        self.seeds = keep

    def mutants(self):
        """Round-robin over the seeds: mutant k of every seed, k = 0, 1, ..."""
        k = 0
        while True:
            for path in self.seeds:
                rng = random.Random(f"{self.args.seed}:{os.path.relpath(path, ROOT)}:{k}")
                m = mutate.mutate(self.text(path), rng,
                                  cxx=path.endswith((".cpp", ".cc", ".cxx")))
                if m is None:
                    continue
                text, desc = m
                h = hashlib.sha1(text.encode()).digest()
                if h in self.seen or text == self.text(path):
                    continue
                self.seen.add(h)
                rel = os.path.relpath(path, ROOT) if path.startswith(ROOT) else path
                if (rel, k) in self.done_before:
                    continue
                yield path, k, text, desc
            k += 1
            if k > 100000:
                return

    def record(self, path, k, text, desc, result):
        cls, stage, cmd, out, retried = result
        self.counts[cls] += 1
        self.retried += retried and cls != "TIMEOUT"
        sig = signature(cls, stage, out, text)
        rel = os.path.relpath(path, ROOT) if path.startswith(ROOT) else path
        entry = {"seed": rel, "k": k, "class": cls, "mutation": desc,
                 "sig": sig}
        if retried:
            entry["retried"] = True
        self.log.write(json.dumps(entry) + "\n")
        if cls in ("OK", "REJECTED"):
            return
        f = self.finds.get(sig)
        if f is None:
            f = self.finds[sig] = {"sig": sig, "class": cls, "count": 0,
                                   "first": rel, "k": k, "mutation": desc}
            d = os.path.join(self.out, "finds", cls, sig_id(sig))
            os.makedirs(d, exist_ok=True)
            ext = os.path.splitext(path)[1]
            with open(os.path.join(d, "mutant" + ext), "w") as fh:
                fh.write(text)
            with open(os.path.join(d, "info.txt"), "w") as fh:
                fh.write(f"signature: {sig}\nseed file: {rel}\n"
                         f"mutant: {k} (--seed {self.args.seed})\n"
                         f"mutation: {desc}\ncommand: {cmd}\n"
                         f"include dir: {os.path.dirname(path)}\n")
            with open(os.path.join(d, "output.txt"), "w") as fh:
                fh.write(out)
            f["dir"] = d
            f["path"] = path
            f["text"] = text
            print(f"  new find: {sig}  ({rel}, mutant {k})", flush=True)
        f["count"] += 1

    def run(self):
        deadline = time.time() + self.args.minutes * 60 if self.args.minutes else None
        limit = self.args.mutants
        done = len(self.done_before)
        start = time.time()
        gen = self.mutants()
        jobs = max(1, self.args.jobs)
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            pending = {}
            while True:
                while len(pending) < jobs * 2:
                    if (limit and done + len(pending) >= limit) or \
                            (deadline and time.time() > deadline):
                        break
                    try:
                        path, k, text, desc = next(gen)
                    except StopIteration:
                        break
                    name = f"m{k}-" + os.path.splitext(os.path.basename(path))[0]
                    fut = pool.submit(self.runner.classify, text,
                                      os.path.splitext(path)[1],
                                      os.path.dirname(path), name)
                    pending[fut] = (path, k, text, desc)
                if not pending:
                    break
                fin, _ = concurrent.futures.wait(
                    pending, return_when=concurrent.futures.FIRST_COMPLETED)
                for fut in fin:
                    self.record(*pending.pop(fut), fut.result())
                    done += 1
                    if done % 100 == 0:
                        self.progress(done, start)
                        self.log.flush()
                        self.save_state(time.time() - start)
        self.log.close()
        self.save_state(time.time() - start)
        self.elapsed = self.elapsed_before + time.time() - start
        self.done = done

    def progress(self, done, start):
        c = self.counts
        print(f"[{self.elapsed_before + time.time() - start:7.0f} s] {done} mutants: "
              + ", ".join(f"{k} {c[k]}" for k in CLASSES), flush=True)

    def minimize(self, f):
        """Shrinks f's mutant while its signature stays f's."""
        path, text = f["path"], f["text"]
        ext, origdir = os.path.splitext(path)[1], os.path.dirname(path)
        budget = [self.args.minimize_budget]

        def same(t):
            if budget[0] <= 0:
                return False
            budget[0] -= 1
            r = self.runner.classify(t, ext, origdir, "min")
            return signature(r[0], r[1], r[3], t) == f["sig"]

        lines = text.split("\n")
        # 1. Directive lines, clauses, list items, one at a time.
        changed = True
        while changed and budget[0] > 0:
            changed = False
            src = mutate.Source("\n".join(lines))
            for i, n, d in reversed(src.directives):
                trial = lines[:i] + [""] * n + lines[i + n:]
                if same("\n".join(trial)):
                    lines, changed = trial, True
                    break
                for c in range(len(d.clauses) - 1, -1, -1):
                    dd = mutate.parse_directive(d.indent, d.text().split("acc", 1)[1])
                    cl = dd.clauses.pop(c)
                    variants = [dd]
                    if cl.args and cl.name in mutate.VAR_CLAUSES:
                        mod, items = mutate.strip_modifier(cl.args)
                        parts = mutate.split_top(items)
                        for p in range(len(parts)) if len(parts) > 1 else []:
                            d2 = mutate.parse_directive(d.indent, d.text().split("acc", 1)[1])
                            d2.clauses[c].args = mutate.join_modifier(
                                mod, ",".join(parts[:p] + parts[p + 1:]))
                            variants.append(d2)
                    for v in variants:
                        trial = lines[:i] + [v.text()] + [""] * (n - 1) + lines[i + n:]
                        if same("\n".join(trial)):
                            lines, changed = trial, True
                            break
                    if changed:
                        break
                if changed:
                    break
        # 2. Source lines, in chunks (ddmin-like), blank lines first.
        lines = [l for l in lines if l.strip()] if same(
            "\n".join(l for l in lines if l.strip())) else lines
        chunk = max(1, len(lines) // 2)
        while chunk >= 1 and budget[0] > 0:
            i, progress = 0, False
            while i < len(lines) and budget[0] > 0:
                trial = lines[:i] + lines[i + chunk:]
                if trial and same("\n".join(trial)):
                    lines, progress = trial, True
                else:
                    i += chunk
            if not progress:
                chunk //= 2
        small = "\n".join(lines) + "\n"
        with open(os.path.join(f["dir"], "minimized" + ext), "w") as fh:
            fh.write(small)
        return small

    def summary(self, seeds_info):
        c = self.counts
        lines = [
            f"accc fuzz: {self.done} mutants in {self.elapsed / 60:.1f} min "
            f"(seed {self.args.seed}, {len(self.seeds)} seed files, "
            f"target {self.runner.target}, timeout {self.args.timeout} s, "
            f"{self.args.jobs} job(s))",
            seeds_info,
            "counts: " + ", ".join(f"{k} {c[k]}" for k in CLASSES),
            f"stages that timed out once and finished when run again: "
            f"{self.retried}",
            f"distinct finds: {len(self.finds)}",
        ]
        for f in sorted(self.finds.values(), key=lambda f: (CLASSES.index(f["class"]), -f["count"])):
            lines.append(f"  {f['count']:5d}  {f['sig']}")
            lines.append(f"         first: {f['first']} mutant {f['k']}: {f['mutation']}"
                         f"  -> {os.path.relpath(f['dir'], self.out)}")
        bad = [e for e in self.excluded if not e[1].startswith("REJECTED")]
        lines.append(f"seeds left out: {len(self.excluded)} that fail unmutated, "
                     f"{len(self.excluded) - len(bad)} of them rejected "
                     f"(diagnostics tests, missing headers or options); the others:")
        lines += [f"  {s}: {g}" for s, g in bad]
        text = "\n".join(lines) + "\n"
        with open(os.path.join(self.out, "summary.txt"), "w") as fh:
            fh.write(text)
        with open(os.path.join(self.out, "summary.json"), "w") as fh:
            json.dump({"mutants": self.done, "seconds": round(self.elapsed),
                       "counts": c, "retried": self.retried, "seed": self.args.seed,
                       "finds": [{k: v for k, v in f.items() if k not in ("text", "path")}
                                 for f in self.finds.values()]}, fh, indent=1)
        return text


def run_identity(args, runner):
    """What must not change when a run is resumed."""
    with open(args.accc, "rb") as fh:
        sha = hashlib.sha1(fh.read()).hexdigest()
    return {"seed": args.seed, "accc": os.path.abspath(args.accc),
            "accc_sha1": sha, "target": runner.target,
            "timeout": args.timeout,
            "corpus": sorted([os.path.abspath(c) for c in args.corpus])
            + [args.corpus_files, args.no_tests]}


def gpu_works(accc, work):
    d = tempfile.mkdtemp(dir=work)
    p = os.path.join(d, "probe.c")
    with open(p, "w") as fh:
        fh.write("int main(void) { int a[4];\n#pragma acc parallel loop copy(a)\n"
                 "for (int i = 0; i < 4; ++i) a[i] = i;\nreturn a[1]; }\n")
    try:
        r = subprocess.run([accc, "-acc=gpu", "-c", p, "-o", p + ".o"],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=120)
        return r.returncode == 0
    except subprocess.TimeoutExpired:
        return False
    finally:
        shutil.rmtree(d, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--accc", default=os.path.join(ROOT, "build", "bin", "accc"))
    ap.add_argument("--corpus", action="append", default=[],
                    help="another directory of seeds (recursive), or a seed file")
    ap.add_argument("--corpus-files", type=int, default=0,
                    help="use at most this many files of each --corpus (a "
                         "sample fixed by --seed; 0: all)")
    ap.add_argument("--no-tests", action="store_true",
                    help="do not take the seeds of test/")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--minutes", type=float, default=0,
                    help="stop after this long (default: 10 unless --mutants)")
    ap.add_argument("--mutants", type=int, default=0, help="stop after this many")
    ap.add_argument("--timeout", type=float, default=60, help="seconds per stage")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--target", choices=["auto", "gpu", "multicore"], default="auto",
                    help="the third stage's -acc= (auto: gpu when it builds here)")
    ap.add_argument("--out", default="fuzz-out")
    ap.add_argument("--resume", action="store_true",
                    help="continue the run in --out (skips the mutants its "
                         "log has; --minutes/--mutants count from here / in all)")
    ap.add_argument("--minimize", action="store_true")
    ap.add_argument("--minimize-budget", type=int, default=300,
                    help="accc runs per find when minimizing")
    args = ap.parse_args()
    if not args.minutes and not args.mutants:
        args.minutes = 10
    if not os.access(args.accc, os.X_OK):
        sys.exit(f"fuzz.py: no accc at {args.accc} (build first, or --accc)")
    os.makedirs(args.out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="accc-fuzz-")
    try:
        target = args.target
        if target == "auto":
            target = "gpu" if gpu_works(args.accc, work) else "multicore"
        rng = random.Random(args.seed)
        dirs = [] if args.no_tests else [(os.path.join(ROOT, "test"), 0)]
        dirs += [(os.path.abspath(c), args.corpus_files) for c in args.corpus]
        seeds = find_seeds(dirs, rng)
        if not seeds:
            sys.exit("fuzz.py: no seed files")
        info = (f"seeds: {len(seeds)} files ("
                + ", ".join(f"{os.path.relpath(t, ROOT) if t.startswith(ROOT) else t}"
                            for t, _ in dirs) + ")")
        print(f"fuzz.py: {info}; target {target}; output in {args.out}", flush=True)
        runner = Runner(args.accc, target, args.timeout, work)
        fz = Fuzzer(args, seeds, runner)
        fz.baseline()
        info += (f"; {len(fz.seeds)} of them accepted and compiled unmutated "
                 f"(the others are not mutated)")
        print(f"fuzz.py: {len(fz.seeds)} seeds compile unmutated", flush=True)
        fz.run()
        if args.minimize:
            for f in fz.finds.values():
                if "text" not in f:
                    continue  # found before --resume: its mutant is saved
                print(f"minimizing {f['sig']}", flush=True)
                fz.minimize(f)
        print(fz.summary(info), end="")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
