// RUN: python3 %S/../../scripts/check-diagnostics-doc.py %S/../../include/accc/Basic/Diagnostics.def %S/../../docs/Diagnostics.md | FileCheck %s

// docs/Diagnostics.md lists every diagnostic accc emits (the single source
// is include/accc/Basic/Diagnostics.def) and names every warning group: a
// new diagnostic without its row fails here.

// CHECK: {{[0-9]+}} diagnostics, {{[0-9]+}} groups, 0 not listed
