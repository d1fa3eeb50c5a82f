#!/usr/bin/env python3
"""Run GCC's OpenACC execution tests (libgomp's testsuite) against accc.

GCC's libgomp/testsuite/libgomp.oacc-c-c++-common (built as C and as C++),
libgomp.oacc-c and libgomp.oacc-c++ hold some 400 OpenACC programs that GCC
runs on the host and on NVIDIA GPUs; each passes when it exits with status 0
(or, marked `dg-shouldfail`, when it does not). Not part of accc: take them
from GCC's source (Debian: `apt-get download gcc-12-source`, its
gcc-12.2.0-dfsg.tar.xz), also GCC's include/gomp-constants.h, which 26 tests
include, and the two files of gcc/testsuite/c-c++-common/goacc they include.

    run-libgomp-oacc.py host|multicore|gpu GCC_SRC OUTDIR [--jobs N]

GCC_SRC is the unpacked GCC tree (or any folder with libgomp/testsuite,
include/ and gcc/testsuite in it). This reads each test's DejaGnu lines as
libgomp's harness does (libgomp.oacc-c/c.exp and libgomp.exp):
- the macros of the device type: -DACC_DEVICE_TYPE_nvidia=1
  -DACC_MEM_SHARED=0 for `gpu` (and ACC_DEVICE_TYPE=nvidia in the
  environment), -DACC_DEVICE_TYPE_host=1 -DACC_MEM_SHARED=1 for `host` and
  `multicore` (ACC_DEVICE_TYPE=host for `host`);
- `dg-do run|link|compile` with its target selector (a compile or link
  test with `dg-error` passes where accc stops with an error too), `dg-skip-if`,
  `dg-require-effective-target`, `dg-xfail-run-if`, `dg-shouldfail`,
  `dg-additional-options` (GCC's own options, -f..., --param, are left
  out: they tune GCC), `dg-additional-sources`, `dg-set-target-env-var`;
- the effective targets: openacc_nvidia_accel_selected (gpu),
  openacc_host_selected (host, multicore), openacc_radeon_accel_selected
  never; openacc_cuda, openacc_cudart and openacc_cublas where CUDA is
  found (CUDA_HOME, default /usr/local/cuda: its include/ and lib64/).
The tests that call GCC's own builtins (`__builtin_goacc_parlevel_id`, ...)
or libgomp's internals are skipped ("UNSUPPORTED"). GCC's torture options are
-O0 and -O2 on offload targets: this runs -O2 only (LIBGOMP_OPT to change).

Each result is one line: PASS, FAIL (exit status and the first line of the
output), CE (accc's first error), TIMEOUT, XFAIL/XPASS (`dg-xfail-run-if`),
UNSUPPORTED (why). Summary last: "N passed, N failed, N compile errors, N
unsupported". Environment: ACCC (default build/bin/accc), LIBGOMP_FILTER (a
regular expression on test names), LIBGOMP_TIMEOUT (seconds, default 60),
LIBGOMP_RUNNER (a command put before each program, e.g. the GPU bundle's
run.sh).
"""

import argparse
import concurrent.futures
import fnmatch
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TRIPLET = "x86_64-pc-linux-gnu"

# GCC builtins and libgomp internals that only GCC provides.
GCC_ONLY = re.compile(r"__builtin_goacc_|__builtin_acc_|GOACC_|GOMP_[a-z]|"
                      r"<hsa\.h>|acc_get_current_cuda_|subr\.ptx|cuModuleLoad")


def directives(text):
    """Every `{ dg-NAME ARGS }` of the source, as (NAME, ARGS-text)."""
    out = []
    for m in re.finditer(r"\{\s*dg-([a-z-]+)", text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        out.append((m.group(1), text[m.end():i - 1].strip()))
    return out


def tcl_words(s):
    """Splits Tcl words: "quoted", {braced} (kept as text), bare."""
    words, i = [], 0
    while i < len(s):
        c = s[i]
        if c.isspace():
            i += 1
        elif c == '"':
            j = i + 1
            while j < len(s) and s[j] != '"':
                j += 2 if s[j] == "\\" else 1
            words.append(s[i + 1:j])
            i = j + 1
        elif c == "{":
            depth, j = 1, i + 1
            while j < len(s) and depth:
                depth += {"{": 1, "}": -1}.get(s[j], 0)
                j += 1
            words.append(s[i + 1:j - 1].strip())
            i = j
        else:
            j = i
            while j < len(s) and not s[j].isspace():
                j += 1
            words.append(s[i:j])
            i = j
    return words


class Config:
    def __init__(self, target, cuda):
        self.target = target
        self.cuda = cuda
        gpu = target == "gpu"
        self.effective = {
            "openacc_nvidia_accel_selected": gpu,
            "openacc_nvidia_accel_present": gpu,
            "openacc_host_selected": not gpu,
            "openacc_radeon_accel_selected": False,
            "openacc_radeon_accel_present": False,
            "openacc_cuda": gpu and cuda is not None,
            "openacc_cudart": gpu and cuda is not None,
            "openacc_cublas": gpu and cuda is not None,
            "offload_device_nonshared_as": gpu,
            "offload_device_shared_as": not gpu,
            "offload_target_nvptx": gpu,
            "weak_undefined": True,
            "lto": False,
            "c": True,
            "c++": False,
        }

    def evaluate(self, sel, lang):
        """A DejaGnu target selector: words, !, &&, ||, braces."""
        tokens = re.findall(r"\{|\}|!|&&|\|\||[^\s{}!&|]+", sel)
        pos = 0

        def atom():
            nonlocal pos
            t = tokens[pos]
            pos += 1
            if t == "!":
                return not atom()
            if t == "{":
                v = expr()
                pos += 1  # the closing brace
                return v
            if t in ("c", "c++"):
                return (lang == "c++") == (t == "c++")
            if t == "__OPTIMIZE__":
                return True
            if "-" in t and t not in self.effective:
                return fnmatch.fnmatch(TRIPLET, t)
            return self.effective.get(t, False)

        def expr():
            nonlocal pos
            v = atom()
            while pos < len(tokens) and tokens[pos] in ("&&", "||"):
                op = tokens[pos]
                pos += 1
                rhs = atom()
                v = (v and rhs) if op == "&&" else (v or rhs)
            return v

        if tokens and tokens[0] == "target":
            tokens = tokens[1:]
        if not tokens:
            return True
        return expr()


# GCC's options that have no meaning for accc: left out of the compile.
def keep_option(opt):
    return re.match(r"-(D|U|I|O|std=|l|w$|g$|Wall$|Wextra$)", opt) is not None


def plan(cfg, src, lang, opt):
    """How to build and run SRC: a dict, or a string saying why not."""
    text = src.read_text(errors="replace")
    if GCC_ONLY.search(text):
        return "GCC's builtins or libgomp's internals"
    flags = [opt, "-DACC_MEM_SHARED=%d" % (cfg.target != "gpu"),
             "-DACC_DEVICE_TYPE_%s=1" % ("nvidia" if cfg.target == "gpu"
                                         else "host")]
    what, env, sources = "run", {}, []
    shouldfail = xfail = expects_error = False
    for name, args in directives(text):
        w = tcl_words(args)
        sel = lambda k: cfg.evaluate(w[k], lang) if len(w) > k else True
        if name == "do":
            what = w[0] if w else "run"
            if not sel(1):
                return "dg-do %s" % args
        elif name == "require-effective-target":
            if not cfg.evaluate(w[0], lang):
                return "requires %s" % w[0]
        elif name == "skip-if":
            include = tcl_words(w[2]) if len(w) > 2 else ["*"]
            exclude = tcl_words(w[3]) if len(w) > 3 else []
            matches = lambda pats: any(
                p == "*" or any(fnmatch.fnmatch(f, p) for f in flags)
                for p in pats)
            if sel(1) and matches(include) and not matches(exclude):
                return "dg-skip-if %s" % args
        elif name == "additional-options" or name == "options":
            if sel(1) and w:
                flags += [o for o in shlex.split(w[0]) if keep_option(o)]
        elif name == "additional-sources":
            if sel(1) and w:
                sources += w[0].split()
        elif name == "set-target-env-var" and len(w) >= 2:
            env[w[0]] = w[1]
        elif name == "shouldfail":
            shouldfail = shouldfail or sel(1)
        elif name == "error":
            # The selector is dg-error's third word ({target ...}).
            expects_error = expects_error or sel(2)
        elif name == "xfail-run-if":
            include = tcl_words(w[2]) if len(w) > 2 else ["*"]
            if sel(1) and any(p == "*" or p in flags for p in include):
                xfail = True
    if what not in ("run", "link", "compile"):
        return "dg-do %s" % what
    return {"flags": flags, "what": what, "env": env, "sources": sources,
            "shouldfail": shouldfail, "xfail": xfail,
            "expects_error": expects_error and what != "run"}


def first_line(path, pattern):
    try:
        for line in Path(path).read_text(errors="replace").splitlines():
            if re.search(pattern, line):
                return line.strip()[:200]
    except OSError:
        pass
    return ""


def run_test(args, cfg, src, lang):
    testdir = src.parent
    name = "%s/%s" % (lang, src.name)
    p = plan(cfg, src, lang, args.opt)
    if isinstance(p, str):
        return "UNSUPPORTED %s: %s" % (name, p)
    out = Path(args.outdir) / lang
    out.mkdir(parents=True, exist_ok=True)
    exe = out / (src.name + ".bin")
    log = out / (src.name + ".log")
    driver = args.accc + ("++" if lang == "c++" else "")
    cmd = [driver, "-acc=" + cfg.target] + p["flags"]
    if lang == "c++" and src.suffix == ".c":
        cmd += ["-x", "c++"]
    cmd += [str(src)] + [str(testdir / s) for s in p["sources"]]
    cmd += ["-I" + str(testdir), "-I" + str(args.gcc / "include")]
    if cfg.effective["openacc_cuda"] and re.search(r"#include\s*[<\"]cu",
                                                   src.read_text()):
        cmd += ["-I" + cfg.cuda + "/include", "-L" + cfg.cuda + "/lib64",
                "-lcublas", "-lcudart", "-lcuda"]
    if p["what"] == "compile":
        cmd += ["-c", "-o", str(exe)]
    else:
        cmd += ["-o", str(exe), "-lm"]
    with open(log, "w") as f:
        f.write(" ".join(shlex.quote(c) for c in cmd) + "\n")
        f.flush()
        rc = subprocess.call(cmd, stdout=f, stderr=subprocess.STDOUT,
                             cwd=str(out))
    if rc != 0:
        error = first_line(log, r"error") or "exit %d" % rc
        # A compile or link test that GCC expects to fail (dg-error): an
        # error of accc's passes too (its text and line are GCC's).
        if p["expects_error"]:
            return "PASS %s (an error, as expected: %s)" % (name, error)
        return "CE %s: %s" % (name, error)
    if p["what"] != "run":
        return "PASS %s" % name
    env = dict(os.environ)
    if cfg.target == "gpu":
        env["ACC_DEVICE_TYPE"] = "nvidia"
    elif cfg.target == "host":
        env["ACC_DEVICE_TYPE"] = "host"
    env.update(p["env"])
    output = out / (src.name + ".out")
    try:
        with open(output, "w") as f:
            rc = subprocess.call(args.runner + [str(exe)], stdout=f,
                                 stderr=subprocess.STDOUT, env=env,
                                 cwd=str(out), timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return "TIMEOUT %s" % name
    finally:
        if not args.keep:
            exe.unlink(missing_ok=True)
    failed = rc != 0
    if p["shouldfail"]:
        failed = not failed
    why = "" if not failed else ": exit %d: %s" % (
        rc, first_line(output, r"\S") if rc else "expected to fail")
    if p["xfail"]:
        return ("XFAIL %s" if failed else "XPASS %s") % name
    return ("FAIL %s%s" % (name, why)) if failed else ("PASS %s" % name)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("target", choices=["host", "multicore", "gpu"])
    ap.add_argument("gcc", type=Path)
    ap.add_argument("outdir")
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--keep", action="store_true",
                    help="keep the programs after their runs")
    args = ap.parse_args()
    args.accc = os.environ.get("ACCC", str(ROOT / "build/bin/accc"))
    args.timeout = int(os.environ.get("LIBGOMP_TIMEOUT", "60"))
    args.opt = os.environ.get("LIBGOMP_OPT", "-O2")
    args.runner = shlex.split(os.environ.get("LIBGOMP_RUNNER", ""))
    cuda = os.environ.get("CUDA_HOME", "/usr/local/cuda")
    cfg = Config(args.target,
                 cuda if Path(cuda, "include/cuda.h").exists() else None)
    ts = args.gcc / "libgomp/testsuite"
    common = sorted((ts / "libgomp.oacc-c-c++-common").glob("*.c"))
    tests = [(s, "c") for s in sorted((ts / "libgomp.oacc-c").glob("*.c"))]
    tests += [(s, "c") for s in common]
    tests += [(s, "c++") for s in sorted((ts / "libgomp.oacc-c++").glob("*.C"))]
    tests += [(s, "c++") for s in common]
    flt = re.compile(os.environ.get("LIBGOMP_FILTER", "."))
    tests = [t for t in tests if flt.search("%s/%s" % (t[1], t[0].name))]
    os.makedirs(args.outdir, exist_ok=True)
    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for line in pool.map(lambda t: run_test(args, cfg, *t), tests):
            print(line, flush=True)
            results.append(line)
    results.sort(key=lambda l: l.split(" ", 2)[1].rstrip(":"))
    Path(args.outdir, "results.txt").write_text("\n".join(results) + "\n")
    count = lambda *k: sum(1 for r in results if r.split(" ")[0] in k)
    print("%d passed, %d failed, %d compile errors, %d unsupported" % (
        count("PASS", "XFAIL"), count("FAIL", "TIMEOUT", "XPASS"),
        count("CE"), count("UNSUPPORTED")))


if __name__ == "__main__":
    sys.exit(main())
