// -Waccc-legacy-spelling: `atomic update capture` read as `atomic capture`
// (test/Translate/atomic-update-capture.c has the translation). The warning
// is a diagnostic of the OpenACC parse, reported once also in a compile.
// RUN: %accc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -fsyntax-only -Wno-accc-legacy-spelling %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: not %accc -fsyntax-only -Werror=accc-legacy-spelling %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %accc -acc=host -c -Werror=accc-legacy-spelling %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR
// NONE-NOT: warning:
// WARN-NOT: warning:

int f(int *x) {
  int v;
  // WARN: warning-group-legacy-spelling.c:[[@LINE+2]]:22: warning: 'atomic update capture' read as 'atomic capture' (OpenACC 3.3 allows one atomic clause) [-Waccc-legacy-spelling]
  // ERR: warning-group-legacy-spelling.c:[[@LINE+1]]:22: error: 'atomic update capture' read as 'atomic capture' {{.*}} [-Werror,-Waccc-legacy-spelling]
  #pragma acc atomic update capture
  v = (*x)++;
  return v;
}
// WARN-NOT: warning:
