#!/usr/bin/env python3
"""Checks that docs/Diagnostics.md lists every diagnostic of
include/accc/Basic/Diagnostics.def (its name in backquotes first in a table
row) and names every group (in backquotes).

    check-diagnostics-doc.py Diagnostics.def Diagnostics.md

Prints each name the document lacks and exits 1 if there is one."""
import re
import sys

defs, doc = (open(p).read() for p in sys.argv[1:3])
names = re.findall(r"^DIAG\((\w+),", defs, re.M)
groups = re.findall(r'^DIAG_GROUP\(\w+,\s*"([\w-]+)"\)', defs, re.M)
missing = [n for n in names
           if not re.search(r"^\| `%s` \|" % re.escape(n), doc, re.M)]
missing += [g for g in groups if "`%s`" % g not in doc]
for n in missing:
    print("docs/Diagnostics.md does not list %s" % n)
print("%d diagnostics, %d groups, %d not listed" % (len(names), len(groups), len(missing)))
sys.exit(1 if missing else 0)
