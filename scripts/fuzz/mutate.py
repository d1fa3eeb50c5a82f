"""mutate.py - mutations of the OpenACC directives of a C/C++ source.

Only `#pragma acc` lines change (plus whole directive lines inserted,
deleted or duplicated); the C/C++ around them stays as written, so a
mutant tests the directive's parse, accc's checks, the translation and the
compile of its OpenMP, not clang's handling of broken C.

A directive is read as `#pragma acc NAME [(ARG)] CLAUSE...`, each clause
`NAME` or `NAME(ARGS)`; ARGS split at top-level commas, each with an
optional modifier (`readonly:`, `+:`, `num:`, `devnum:0:queues:`).
Every mutation is a function of a random.Random, so a (seed, file,
index) triple always makes the same mutant.
"""

import random
import re

# Longest first, so `parallel loop` wins over `parallel`.
DIRECTIVES = [
    "parallel loop", "kernels loop", "serial loop", "enter data",
    "exit data", "host_data", "parallel", "kernels", "serial", "data",
    "loop", "update", "declare", "routine", "atomic", "cache", "wait",
    "init", "shutdown", "set",
]

COMPUTE = ["parallel", "kernels", "serial"]

INT_CLAUSES = {
    "gang", "worker", "vector", "num_gangs", "num_workers", "vector_length",
    "collapse", "async", "wait", "tile", "device_num", "default_async",
}

VAR_CLAUSES = {
    "copy", "copyin", "copyout", "create", "present", "no_create",
    "deviceptr", "attach", "detach", "private", "firstprivate", "reduction",
    "use_device", "delete", "device", "self", "host", "link",
    "device_resident", "pcopy", "pcopyin", "pcopyout", "pcreate",
    "present_or_copy", "present_or_copyin", "present_or_copyout",
    "present_or_create",
}

INT_ARGS = [
    "0", "-1", "-2", "1", "2", "3", "7", "32", "128", "1024", "65536",
    "2147483647", "2147483648", "4294967296", "-2147483648",
    "0x7fffffffffffffff", "1LL<<40", "(2)", "((4))", "1+1", "2*3-1",
    "sizeof(int)", "(int)2.5", "2.5", "'a'", "N", "n", "n+1", "-n", "n/2",
    "(n)", "i", "x", "*", "acc_async_noval", "acc_async_sync", "-3",
    "acc_get_num_devices(acc_device_nvidia)", "f()", "\"str\"", "1,2",
    "1,2,3", "1,2,3,4", "num:2", "static:*", "static:4", "dim:1", "dim:2",
    "dim:3", "dim:0", "num:-1", "force:2", "devnum:0:queues:1",
    "devnum:0:1,2", "queues:1", "devnum:1:", "",
]

DEVICE_TYPES = ["nvidia", "host", "radeon", "*", "default", "multicore",
                "acc_device_nvidia", "nvidia,host", "foo", "NVIDIA"]

REDUCTION_OPS = ["+", "*", "max", "min", "&", "|", "^", "&&", "||", "-",
                 "foo"]

MODIFIERS = ["readonly", "zero", "always", "alwaysin", "capture", "bogus"]

LEVELS = ["gang", "worker", "vector", "seq", "independent", "auto",
          "gang(2)", "worker(4)", "vector(32)", "gang(num:2)",
          "gang(static:*)", "gang(dim:2)", "gang(dim:1)", "vector(n)"]

BARE_CLAUSES = [
    "seq", "independent", "auto", "gang", "worker", "vector", "finalize",
    "if_present", "nohost", "read", "write", "update", "capture", "async",
    "wait", "self", "default(none)", "default(present)", "default(shared)",
    "if(1)", "if(0)", "if(n)", "if(x)", "self(1)", "self(0)",
    "num_gangs(4)", "num_gangs(1,2,3)", "num_workers(4)",
    "vector_length(128)", "vector_length(n)", "collapse(2)",
    "collapse(3)", "collapse(force:2)", "tile(2,2)", "tile(*)", "tile(4)",
    "async(1)", "async(acc_async_noval)", "wait(1)", "wait(1,2)",
    "wait(devnum:0:queues:1)", "device_type(nvidia)", "device_type(*)",
    "device_type(host)", "dtype(radeon)", "bind(foo)", "bind(\"foo\")",
    "device_num(0)", "default_async(1)", "gang(num:4, static:2)",
]

WRAPS = [
    "(({}))", "({})", "(int){}", "*{}", "&{}", "{}[0:1]", "{}[1]",
    "{}[:]", "{}[0:n]", "{}[0:0]", "{}[-1:2]", "{}[1:]", "{}[0:n][0:n]",
    "{}[0]", "{}.a", "{}->a", "{}+1", "1", "{}[0:2147483648]",
    "{}[0:n][2]", "::{}", "{}[i]", "{}[0:-1]", "{}()",
]

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_PRAGMA = re.compile(r"^(\s*)#\s*pragma\s+acc\b(.*)$")


class Clause:
    """One clause: its name and its argument text (None: no parentheses)."""

    def __init__(self, name, args=None):
        self.name = name
        self.args = args

    def text(self):
        return self.name if self.args is None else f"{self.name}({self.args})"

    def copy(self):
        return Clause(self.name, self.args)


class Directive:
    """A `#pragma acc` directive: NAME, its (ARG) if any, its clauses."""

    def __init__(self, indent, name, dirarg, clauses, rest=""):
        self.indent = indent
        self.name = name
        self.dirarg = dirarg
        self.clauses = clauses
        self.rest = rest  # text the tokenizer could not read, kept as is

    def text(self):
        s = f"{self.indent}#pragma acc {self.name}"
        if self.dirarg is not None:
            s += f"({self.dirarg})"
        for c in self.clauses:
            s += " " + c.text()
        if self.rest:
            s += " " + self.rest
        return s


def _balanced(s, i):
    """Index after the parenthesis that closes the one at s[i], or len(s)."""
    depth = 0
    while i < len(s):
        ch = s[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return i + 1
        elif ch in "\"'":
            j = s.find(ch, i + 1)
            i = len(s) - 1 if j < 0 else j
        i += 1
    return len(s)


def split_top(s, sep=","):
    """Splits s at top-level occurrences of sep (outside (), [], {})."""
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return parts


def parse_directive(indent, body):
    """Reads the text after `#pragma acc`; None for a form it cannot read."""
    body = body.strip()
    # Strip a trailing // comment (a /* */ comment stays in `rest`).
    m = re.search(r"\s//", body)
    if m:
        body = body[:m.start()]
    name = None
    for d in DIRECTIVES:
        if re.match(re.escape(d) + r"\b", body):
            name = d
            break
    if name is None:
        return None
    i = len(name)
    dirarg = None
    j = i
    while j < len(body) and body[j] == " ":
        j += 1
    if j < len(body) and body[j] == "(":
        k = _balanced(body, j)
        dirarg = body[j + 1:k - 1]
        i = k
    clauses, rest = [], ""
    while i < len(body):
        ch = body[i]
        if ch in " \t,":
            i += 1
            continue
        m = _IDENT.match(body, i)
        if not m:
            rest = body[i:]
            break
        cname = m.group(0)
        i = m.end()
        j = i
        while j < len(body) and body[j] == " ":
            j += 1
        args = None
        if j < len(body) and body[j] == "(":
            k = _balanced(body, j)
            args = body[j + 1:k - 1]
            i = k
        clauses.append(Clause(cname, args))
    return Directive(indent, name, dirarg, clauses, rest)


class Source:
    """A source's lines with its directives found (continuations joined)."""

    def __init__(self, text, cxx=False):
        self.cxx = cxx  # C++: `::x` is a name; in C clang 22 hangs on it
        self.lines = text.split("\n")
        self.directives = []  # (first line index, number of lines, Directive)
        i = 0
        while i < len(self.lines):
            m = _PRAGMA.match(self.lines[i])
            if not m:
                i += 1
                continue
            n = 1
            full = self.lines[i]
            while full.endswith("\\") and i + n < len(self.lines):
                full = full[:-1] + " " + self.lines[i + n]
                n += 1
            m = _PRAGMA.match(full)
            d = parse_directive(m.group(1), m.group(2))
            if d is not None:
                self.directives.append((i, n, d))
            i += n
        self.names = self._collect_names()
        self.for_lines = [k for k, l in enumerate(self.lines)
                          if re.match(r"\s*for\s*\(", l)]

    def _collect_names(self):
        names = []
        for _, _, d in self.directives:
            for c in d.clauses:
                if c.name in VAR_CLAUSES and c.args:
                    for item in split_top(strip_modifier(c.args)[1]):
                        m = _IDENT.search(item)
                        if m and m.group(0) not in names:
                            names.append(m.group(0))
        return names or ["x"]


def strip_modifier(args):
    """('readonly', 'a, b') for 'readonly: a, b'; (None, args) without one.

    A colon inside [] (a subarray) or a '::' is not a modifier's."""
    depth = 0
    for k, ch in enumerate(args):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == ":" and depth == 0:
            if args[k + 1:k + 2] == ":" or args[k - 1:k] == ":":
                continue
            return args[:k].strip(), args[k + 1:]
    return None, args


def join_modifier(mod, items):
    return items if mod is None else f"{mod}:{items}"


# --- Mutation operators: each takes (rng, src, d) and changes d in place,
# or returns False when it does not apply.

def op_drop(rng, src, d):
    if not d.clauses:
        return False
    d.clauses.pop(rng.randrange(len(d.clauses)))
    return "drop clause"


def op_duplicate(rng, src, d):
    if not d.clauses:
        return False
    c = rng.choice(d.clauses)
    d.clauses.insert(rng.randrange(len(d.clauses) + 1), c.copy())
    return f"duplicate {c.name}"


def op_swap(rng, src, d):
    if len(d.clauses) < 2:
        return False
    a, b = rng.sample(range(len(d.clauses)), 2)
    d.clauses[a], d.clauses[b] = d.clauses[b], d.clauses[a]
    return "swap clauses"


def op_int_arg(rng, src, d):
    cs = [c for c in d.clauses if c.name in INT_CLAUSES]
    if not cs:
        return False
    c = rng.choice(cs)
    c.args = rng.choice(INT_ARGS + [rng.choice(src.names)])
    if c.args == "" and rng.random() < 0.5:
        c.args = None
    return f"{c.name} arg {c.args}"


def op_add_int_clause(rng, src, d):
    name = rng.choice(sorted(INT_CLAUSES))
    c = Clause(name, rng.choice(INT_ARGS))
    d.clauses.insert(rng.randrange(len(d.clauses) + 1), c)
    return f"add {c.text()}"


def op_wrap_item(rng, src, d):
    cs = [c for c in d.clauses if c.name in VAR_CLAUSES and c.args]
    if d.dirarg and d.name in ("cache", "declare"):
        cs.append(None)
    if not cs:
        return False
    c = rng.choice(cs)
    args = d.dirarg if c is None else c.args
    mod, items = strip_modifier(args)
    parts = split_top(items)
    k = rng.randrange(len(parts))
    base = parts[k].strip()
    m = _IDENT.match(base)
    name = m.group(0) if m and rng.random() < 0.7 else base
    # `::x` only in C++: in C, `(::x)` hangs clang 22's parser in any
    # expression (llvm-project issue 195367), an input no OpenACC
    # directive is needed for (docs/Testing.md, "Fuzzing").
    wraps = WRAPS if src.cxx else [w for w in WRAPS if not w.startswith("::")]
    parts[k] = rng.choice(wraps).format(name)
    new = join_modifier(mod, ", ".join(p.strip() for p in parts))
    if c is None:
        d.dirarg = new
    else:
        c.args = new
    return f"wrap item -> {parts[k]}"


def op_item_list(rng, src, d):
    """Repeats, removes or replaces an item; changes the modifier."""
    cs = [c for c in d.clauses if c.name in VAR_CLAUSES]
    if not cs:
        return False
    c = rng.choice(cs)
    mod, items = strip_modifier(c.args or "")
    parts = [p.strip() for p in split_top(items) if p.strip()]
    what = rng.randrange(5)
    if what == 0 and parts:
        parts.append(rng.choice(parts))
    elif what == 1 and parts:
        parts.pop(rng.randrange(len(parts)))
    elif what == 2:
        parts.append(rng.choice(src.names))
    elif what == 3:
        mod = rng.choice(REDUCTION_OPS if c.name == "reduction"
                         else MODIFIERS + [None])
    else:
        parts = [rng.choice(src.names)]
    c.args = join_modifier(mod, ", ".join(parts))
    if not c.args and rng.random() < 0.5:
        c.args = None
    return f"items of {c.name} -> {c.text()}"


def op_rename_directive(rng, src, d):
    old = d.name
    d.name = rng.choice(DIRECTIVES)
    return f"directive {old} -> {d.name}"


def op_add_clause(rng, src, d):
    """A clause of another directive of the file, or of the pool."""
    others = [c for _, _, o in src.directives for c in o.clauses]
    if others and rng.random() < 0.5:
        c = rng.choice(others).copy()
    elif rng.random() < 0.5:
        c = parse_directive("", "loop " + rng.choice(BARE_CLAUSES)).clauses[0]
    else:
        name = rng.choice(sorted(VAR_CLAUSES))
        item = rng.choice(src.names)
        if rng.random() < 0.3:
            item += rng.choice(["[0:2]", "[1:n]", "[:4]", "[0:n][0:2]"])
        if name == "reduction":
            item = rng.choice(REDUCTION_OPS) + ":" + item
        c = Clause(name, item)
    d.clauses.insert(rng.randrange(len(d.clauses) + 1), c)
    return f"add {c.text()}"


def op_levels(rng, src, d):
    """Replaces the loop's level clauses by a random set."""
    level_names = {"gang", "worker", "vector", "seq", "independent", "auto"}
    d.clauses = [c for c in d.clauses if c.name not in level_names]
    new = rng.sample(LEVELS, rng.randrange(0, 4))
    for t in new:
        d.clauses.insert(rng.randrange(len(d.clauses) + 1),
                         parse_directive("", "loop " + t).clauses[0])
    return "levels -> " + " ".join(new)


def op_async_wait(rng, src, d):
    forms = ["async", "async(1)", "async(2)", "async(0)", "async(-1)",
             "async(acc_async_sync)", "async(acc_async_noval)", "async(n)",
             "wait", "wait(1)", "wait(1,2)", "wait(2)", "wait(devnum:0:1)",
             "wait(queues:1)", "wait(-1)", "wait(acc_async_noval)",
             "async(1) wait(1)", "wait(1) async(2)", "async(i)"]
    d.clauses = [c for c in d.clauses if c.name not in ("async", "wait")]
    for t in rng.choice(forms).split():
        d.clauses.append(parse_directive("", "loop " + t).clauses[0])
    return "async/wait -> " + " ".join(c.text() for c in d.clauses[-2:])


def op_collapse(rng, src, d):
    n = rng.choice(["0", "1", "2", "3", "4", "5", "8", "16", "17", "50",
                    "-1", "force:2", "force:3", "n", "2.0", "100000"])
    d.clauses = [c for c in d.clauses if c.name != "collapse"]
    d.clauses.append(Clause("collapse", n))
    return f"collapse({n})"


def op_device_type(rng, src, d):
    k = rng.randrange(len(d.clauses) + 1)
    dt = Clause(rng.choice(["device_type", "dtype"]), rng.choice(DEVICE_TYPES))
    d.clauses.insert(k, dt)
    # Clauses after it now apply to that device type only.
    if rng.random() < 0.6:
        more = parse_directive("", "loop " + rng.choice(BARE_CLAUSES))
        d.clauses.insert(k + 1, more.clauses[0])
    return f"device_type at {k}: {dt.text()}"


def op_dirarg(rng, src, d):
    if d.dirarg is None and d.name not in ("wait", "routine", "cache"):
        return False
    d.dirarg = rng.choice(INT_ARGS + src.names + [None, "main", "foo",
                                                  "x[0:n]", "((x))"])
    return f"directive arg -> {d.dirarg}"


def op_split_combined(rng, src, d):
    """`parallel loop ...` -> `parallel ...` (its clauses kept)."""
    if " " not in d.name:
        return False
    d.name = d.name.split()[0] if rng.random() < 0.5 else "loop"
    return f"combined -> {d.name}"


DIRECTIVE_OPS = [
    (op_drop, 3), (op_duplicate, 2), (op_swap, 1), (op_int_arg, 4),
    (op_add_int_clause, 2), (op_wrap_item, 4), (op_item_list, 3),
    (op_rename_directive, 2), (op_add_clause, 4), (op_levels, 3),
    (op_async_wait, 2), (op_collapse, 2), (op_device_type, 2),
    (op_dirarg, 1), (op_split_combined, 1),
]


def _pick_op(rng):
    total = sum(w for _, w in DIRECTIVE_OPS)
    r = rng.uniform(0, total)
    for op, w in DIRECTIVE_OPS:
        r -= w
        if r <= 0:
            return op
    return DIRECTIVE_OPS[-1][0]


def mutate(text, rng, cxx=False):
    """One mutant of text (C++ if cxx): (new text, description) or None."""
    src = Source(text, cxx)
    if not src.directives:
        return None
    lines = list(src.lines)
    what = []
    r = rng.random()
    if r < 0.06:
        # Delete or duplicate a whole directive line.
        i, n, d = rng.choice(src.directives)
        if rng.random() < 0.5:
            for k in range(i, i + n):
                lines[k] = ""
            what.append(f"line {i + 1}: delete directive")
        else:
            lines[i] = d.text() + "\n" + d.text()
            for k in range(i + 1, i + n):
                lines[k] = ""
            what.append(f"line {i + 1}: duplicate directive")
        return "\n".join(lines), "; ".join(what)
    if r < 0.12 and src.for_lines:
        # A loop directive before a `for` (orphaned, nested, doubled).
        k = rng.choice(src.for_lines)
        levels = " ".join(rng.sample(LEVELS, rng.randrange(0, 3)))
        ind = re.match(r"\s*", lines[k]).group(0)
        lines[k] = f"{ind}#pragma acc loop {levels}".rstrip() + "\n" + lines[k]
        what.append(f"line {k + 1}: insert loop {levels}")
        return "\n".join(lines), "; ".join(what)
    # Mutate one directive (sometimes two), 1 to 3 operators each.
    picks = [rng.choice(src.directives)]
    if rng.random() < 0.15:
        picks.append(rng.choice(src.directives))
    for i, n, d in picks:
        for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
            for _attempt in range(6):
                desc = _pick_op(rng)(rng, src, d)
                if desc:
                    what.append(f"line {i + 1}: {desc}")
                    break
        lines[i] = d.text()
        for k in range(i + 1, i + n):
            lines[k] = ""
    if not what:
        return None
    return "\n".join(lines), "; ".join(what)
