// -Waccc-minus-reduction: `reduction(-:x)` read as `reduction(+:x)`
// (test/Translate/reduction-minus.c has the translation, and the _Pragma
// form; test/Execution/reduction-minus.c the results). The warning is a
// diagnostic of the OpenACC parse, reported once also in a compile, in its
// own group: -Wno-accc-legacy-spelling leaves it on.
// RUN: %accc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -fsyntax-only -Wno-accc-legacy-spelling %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -fsyntax-only -Wno-accc-minus-reduction %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: not %accc -fsyntax-only -Werror=accc-minus-reduction %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %accc -acc=host -c -Werror=accc-minus-reduction %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR
// NONE-NOT: warning:
// WARN-NOT: warning:

int f(const int *x, int n) {
  int v = 0;
  // WARN: warning-group-minus-reduction.c:[[@LINE+2]]:39: warning: 'reduction(-:...)' read as 'reduction(+:...)': partial results start at 0 and are added, as OpenMP's '-' reduction (OpenACC 3.3 has no '-' reduction operator) [-Waccc-minus-reduction]
  // ERR: warning-group-minus-reduction.c:[[@LINE+1]]:39: error: 'reduction(-:...)' read as 'reduction(+:...)'{{.*}} [-Werror,-Waccc-minus-reduction]
  #pragma acc parallel loop reduction(-:v) copyin(x[0:n])
  for (int i = 0; i < n; ++i)
    v -= x[i];
  return v;
}
// WARN-NOT: warning:
